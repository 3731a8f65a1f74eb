#include "assessment/checks.h"

#include "base/number_format.h"
#include "catalog/catalog_parse.h"
#include "base/json_reader.h"
#include "base/message_move.h"
#include "model/cost_model.h"
#include "model/pricing.h"

#include <algorithm>
#include <chrono>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <optional>

namespace ad {

namespace {

// The most favourable dense peak a chip publishes: a claim that exceeds even this is impossible
// whatever precision it was measured at.
std::pair<double, Precision> bestPeak(const Accelerator &a)
{
    double best = 0;
    Precision at = Precision::BF16;
    for (const auto &[precision, flops] : a.flops) {
        if (flops.dense.known() && flops.dense.value() > best) {
            best = flops.dense.value();
            at = precision;
        }
    }
    return {best, at};
}

// The precision with the fewest bytes per value among those the chip publishes dense compute for.
std::optional<Precision> narrowestPrecision(const Accelerator &a)
{
    std::optional<Precision> best;
    for (const auto &[precision, flops] : a.flops)
        if (flops.dense.known() && (!best || bytesPerValue(precision) < bytesPerValue(*best)))
            best = precision;
    return best;
}

FlagLevel levelFor(double share, double suspicious)
{
    if (share > 1.0) return FlagLevel::Impossible;
    if (share > suspicious) return FlagLevel::Suspicious;
    return FlagLevel::Info;
}

Quantity claimedQuantity(const Measurement &m, const std::string &unit)
{
    Quantity q;
    q.value = m.figure.value();
    q.unit = unit;
    q.how.method = Method::Measurement;
    q.how.sources = {m.figure.chosen().provenance.source};
    q.how.note = {displayMessage(m.figure.chosen().provenance.kind)};
    return q;
}

MeasurementCheck checkTrainingThroughput(const Measurement &m, const Accelerator &a,
                                         const ModelShape *model)
{
    MeasurementCheck c{m.id, m.acceleratorId, m.modelId, claimedQuantity(m, "tokens/s/chip"), {}, FlagLevel::Info, {}};
    const double params = (model ? model->activeParametersB : m.parametersB) * 1e9;
    const Figure *stated = m.precision ? a.denseFlops(*m.precision) : nullptr;
    const auto [peak, peakPrecision] = stated ? std::pair{stated->value(), *m.precision} : bestPeak(a);
    if (params <= 0 || peak <= 0) {
        c.message = msg(QT_TRANSLATE_NOOP("Message", "cannot check: parameter count or peak compute unknown"));
        return c;
    }
    const double mfu = formula::impliedTrainingMfu(params, m.figure.value(), peak);
    c.implied.value = mfu;
    c.implied.unit = "fraction";
    c.implied.how = {Method::Derived, QT_TRANSLATE_NOOP("Message", "implied MFU = 6 × active parameters × tokens/s ÷ peak FLOP/s"),
                     {{QT_TRANSLATE_NOOP("Message", "active parameters"), params, "parameters"},
                      {QT_TRANSLATE_NOOP("Message", "claimed throughput"), m.figure.value(), "tokens/s/chip"},
                      {msg(QT_TRANSLATE_NOOP("Message", "dense %1 peak"), {arg::verbatim(toString(peakPrecision))}), peak, "FLOP/s"}},
                     c.claimed.how.sources, {}};
    c.level = levelFor(mfu, suspiciousMfu);
    const Message base = msg(QT_TRANSLATE_NOOP("Message", "%1 tokens/s per %2 on a %3B model needs %4 PFLOP/s: %5 of the chip's %6 peak"),
                             {arg::amount(m.figure.value()), arg::verbatim(a.name), arg::exact(params / 1e9),
                              arg::exact(6 * params * m.figure.value() / 1e15), arg::percent(mfu),
                              arg::verbatim(toString(peakPrecision))});
    if (c.level == FlagLevel::Impossible)
        c.message = msg(QT_TRANSLATE_NOOP("Message", "%1, which no chip can exceed"), {arg::nested(base)});
    else if (c.level == FlagLevel::Suspicious)
        c.message = msg(QT_TRANSLATE_NOOP("Message", "%1, above the 30–60 % large runs usually reach"), {arg::nested(base)});
    else
        c.message = msg(QT_TRANSLATE_NOOP("Message", "%1, a plausible utilisation"), {arg::nested(base)});
    return c;
}

MeasurementCheck checkInferenceThroughput(const Measurement &m, const Accelerator &a,
                                          const ModelShape *model)
{
    MeasurementCheck c{m.id, m.acceleratorId, m.modelId, claimedQuantity(m, "tokens/s/chip"), {}, FlagLevel::Info, {}};
    const double params = (model ? model->parametersB : m.parametersB) * 1e9;
    // Unstated precision gets the charitable reading: the narrowest format the chip publishes
    // compute for, so that "impossible" means impossible in any format the chip runs.
    const std::optional<Precision> read = m.precision ? m.precision : narrowestPrecision(a);
    const double bytes = read ? bytesPerValue(*read) : 2.0;
    const Message precisionNote =
        m.precision ? Message{}
        : read ? msg(QT_TRANSLATE_NOOP("Message", "precision not stated, so read as %1 at %2 bytes per weight, the narrowest format %3 publishes compute for"),
                     {arg::verbatim(toString(*read)), arg::exact(bytes), arg::verbatim(a.name)})
               : msg(QT_TRANSLATE_NOOP("Message", "precision not stated and no compute published: read as 2 bytes per weight"));
    if (params <= 0 || !a.bandwidthBytesPerSecond.known() || m.batch <= 0) {
        c.message = msg(QT_TRANSLATE_NOOP("Message", "cannot check: parameter count, batch size or bandwidth unknown"));
        return c;
    }
    // Most favourable reading of the claim: weights only, no KV cache traffic at all.
    const double weights = params * bytes;
    const double share = formula::impliedBandwidthUtilisation(
        weights, 0, m.batch, m.figure.value(), a.bandwidthBytesPerSecond.value(), 1);
    c.implied.value = share;
    c.implied.unit = "fraction";
    c.implied.how = {Method::Derived,
                     QT_TRANSLATE_NOOP("Message", "implied bandwidth share = weight bytes × tokens/s ÷ batch ÷ bandwidth"),
                     termList({{QT_TRANSLATE_NOOP("Message", "weight bytes"), weights, "bytes"},
                               {QT_TRANSLATE_NOOP("Message", "claimed throughput"), m.figure.value(), "tokens/s/chip"},
                               {QT_TRANSLATE_NOOP("Message", "batch"), static_cast<double>(m.batch), "sequences"},
                               {QT_TRANSLATE_NOOP("Message", "memory bandwidth"), a.bandwidthBytesPerSecond.value(), "bytes/s"}}),
                     c.claimed.how.sources,
                     {msg(QT_TRANSLATE_NOOP("Message", "counts weight reads only, the most favourable case for the claim"))}};
    if (!precisionNote.empty()) c.implied.how.note.push_back(precisionNote);
    c.level = levelFor(share, suspiciousBandwidthShare);
    const Message base = msg(QT_TRANSLATE_NOOP("Message", "decoding %1 tokens/s per chip at batch %2 reads the weights %3 times a second: %4 of %5's memory bandwidth"),
                             {arg::amount(m.figure.value()), arg::count(m.batch),
                              arg::count(std::round(m.figure.value() / m.batch)), arg::percent(share),
                              arg::verbatim(a.name)});
    Message verdict = base;
    if (c.level == FlagLevel::Impossible)
        verdict = msg(QT_TRANSLATE_NOOP("Message", "%1; only possible if the figure also counts prompt tokens or uses speculative decoding"),
                      {arg::nested(base)});
    else if (c.level == FlagLevel::Suspicious)
        verdict = msg(QT_TRANSLATE_NOOP("Message", "%1, above what decode usually sustains"), {arg::nested(base)});
    c.message = precisionNote.empty()
        ? std::move(verdict)
        : msg(QT_TRANSLATE_NOOP("Message", "%1 (%2)"), {arg::nested(std::move(verdict)), arg::nested(precisionNote)});
    return c;
}

MeasurementCheck checkMfu(const Measurement &m)
{
    MeasurementCheck c{m.id, m.acceleratorId, m.modelId, {}, {}, FlagLevel::Info, {}};
    const Figure &top = m.high.known() ? m.high : m.figure;
    if (!top.known()) return c;
    c.claimed.value = top.value();
    c.claimed.unit = "fraction";
    c.claimed.how.method = Method::Measurement;
    c.claimed.how.sources = {top.chosen().provenance.source};
    c.implied = c.claimed;
    c.level = levelFor(top.value(), suspiciousMfu);
    c.message = c.level == FlagLevel::Info
        ? msg(QT_TRANSLATE_NOOP("Message", "claimed MFU up to %1"), {arg::percent(top.value())})
        : msg(QT_TRANSLATE_NOOP("Message", "claimed MFU up to %1, beyond what large training runs usually reach"),
              {arg::percent(top.value())});
    return c;
}

MeasurementCheck checkTrainingCost(const Measurement &m, const Catalog &catalog, const Accelerator &a,
                                   const ModelShape *model)
{
    MeasurementCheck c{m.id, m.acceleratorId, m.modelId, claimedQuantity(m, "USD"), {}, FlagLevel::Info, {}};
    const double params = (model ? model->activeParametersB : m.parametersB) * 1e9;
    // The claim is held to its own inputs: the peak and the price the publisher says it used,
    // and only where it states none, the catalog's figures for the chip.
    const bool ownPeak = m.assumedPeak.known();
    const Figure *peak = ownPeak ? &m.assumedPeak : a.denseFlops(m.precision.value_or(Precision::BF16));
    const PricingModel pm = m.pricingModel.value_or(PricingModel::OnDemand);
    Quantity price;
    const bool ownPrice = m.assumedPrice.known();
    if (ownPrice) {
        price.value = m.assumedPrice.value();
        price.unit = "USD/chip-h";
        price.how.sources = {m.assumedPrice.chosen().provenance.source};
    } else {
        // A price from the same source when the catalog has one, else any offer of the chip.
        std::optional<PerChipPrice> chosen;
        for (const auto &offer : catalog.offers) {
            if (offer.acceleratorId != a.id) continue;
            const auto p = perChipPrice(offer, a, pm);
            if (!p) continue;
            const bool sameSource = p->price->provenance.source == m.figure.chosen().provenance.source;
            if (!chosen || sameSource) chosen = p;
            if (sameSource) break;
        }
        if (chosen) {
            price.value = chosen->value;
            price.how.sources.push_back(chosen->price->provenance.source);
            if (chosen->count) price.how.sources.push_back(chosen->count->provenance.source);
        }
    }
    if (params <= 0 || !peak || !price.known() || m.tokensB <= 0) {
        c.message = msg(QT_TRANSLATE_NOOP("Message", "cannot recompute: parameters, peak compute, price or token count unknown"));
        return c;
    }
    const double mfu = m.assumedMfu > 0 ? m.assumedMfu : 0.5;
    const double overhead = m.assumedOverhead > 0 ? m.assumedOverhead : 0.15;
    const double flops = formula::trainingFlops(params, m.tokensB * 1e9);
    const double hours = formula::trainingChipHours(flops, peak->value(), mfu, overhead);
    const double cost = hours * price.value;
    SourceIds sources = price.how.sources;
    if (ownPeak) sources.push_back(m.assumedPeak.chosen().provenance.source);
    else if (peak->known()) sources.push_back(peak->chosen().provenance.source);
    // Which inputs the publisher did not state, so the catalog's figures stand in for them.
    const Message whose = !ownPeak && !ownPrice ? msg(QT_TRANSLATE_NOOP("Message", "the catalog's peak and price"))
                          : !ownPeak            ? msg(QT_TRANSLATE_NOOP("Message", "the catalog's peak"))
                          : !ownPrice           ? msg(QT_TRANSLATE_NOOP("Message", "the catalog's price"))
                                                : Message{};
    c.implied.value = cost;
    c.implied.unit = "USD";
    c.implied.how = {Method::FirstPrinciples,
                     QT_TRANSLATE_NOOP("Message", "cost = 6 × N × tokens ÷ (peak × MFU) ÷ 3600 × (1 + overhead) × USD/chip-h"),
                     {{QT_TRANSLATE_NOOP("Message", "active parameters"), params, "parameters"},
                      {QT_TRANSLATE_NOOP("Message", "tokens"), m.tokensB * 1e9, "tokens"},
                      {ownPeak ? Template(QT_TRANSLATE_NOOP("Message", "peak (publisher's own)"))
                               : Template(QT_TRANSLATE_NOOP("Message", "peak (catalog)")),
                       peak->value(), "FLOP/s"},
                      {QT_TRANSLATE_NOOP("Message", "MFU"), mfu, "fraction"},
                      {QT_TRANSLATE_NOOP("Message", "overhead"), overhead, "fraction"},
                      {ownPrice ? Template(QT_TRANSLATE_NOOP("Message", "price (publisher's own)"))
                                : Template(QT_TRANSLATE_NOOP("Message", "price (catalog)")),
                       price.value, "USD/chip-h"}},
                     sources,
                     {whose.empty() ? msg(QT_TRANSLATE_NOOP("Message", "recomputed from the publisher's own assumptions"))
                                    : msg(QT_TRANSLATE_NOOP("Message", "what the publisher does not state is taken from %1"),
                                          {arg::nested(whose)})}};
    const Message inputs = msg(QT_TRANSLATE_NOOP("Message", "%1 MFU, %2 overhead, %3 TFLOP/s peak, %4 per chip-hour"),
                               {arg::percent(mfu), arg::percent(overhead), arg::exact(peak->value() / 1e12),
                                arg::money(price.value)});
    const double ratio = m.figure.value() / cost;
    if (std::fabs(ratio - 1.0) > costClaimTolerance) {
        c.level = FlagLevel::Suspicious;
        c.message = whose.empty()
            ? msg(QT_TRANSLATE_NOOP("Message", "published %1 does not follow from its own assumptions: %2 when recomputed (%3)"),
                  {arg::money(m.figure.value()), arg::money(cost), arg::nested(inputs)})
            : msg(QT_TRANSLATE_NOOP("Message", "published %1 does not follow from its stated assumptions with %2: %3 when recomputed (%4)"),
                  {arg::money(m.figure.value()), arg::nested(whose), arg::money(cost), arg::nested(inputs)});
    } else {
        c.message = whose.empty()
            ? msg(QT_TRANSLATE_NOOP("Message", "published %1 agrees with the %2 recomputed from its own assumptions (%3)"),
                  {arg::money(m.figure.value()), arg::money(cost), arg::nested(inputs)})
            : msg(QT_TRANSLATE_NOOP("Message", "published %1 agrees with the %2 recomputed from its stated assumptions with %3 (%4)"),
                  {arg::money(m.figure.value()), arg::money(cost), arg::nested(whose), arg::nested(inputs)});
    }
    return c;
}

struct PricedOffer {
    const Offer *offer = nullptr;
    PerChipPrice price;
};

// The statements a per-chip price rests on, as source ids.
void appendSources(SourceIds &sources, const PerChipPrice &price)
{
    sources.push_back(price.price->provenance.source);
    if (price.count) sources.push_back(price.count->provenance.source);
}

struct UnitFactor {
    Message what;         // "the 8 chips per instance of aws-p5.48xlarge"
    bool perCore = false; // a count of cores per chip, else of chips per instance
};

// The count that would explain a per-chip price ratio as a unit slip: the chip's cores per chip or
// either offer's chips per instance, when it is at least 2 and the ratio lies within 15 % of it.
std::optional<UnitFactor> unitFactorNear(double ratio, const Accelerator &a, const Offer &low,
                                         const Offer &high)
{
    auto near = [ratio](double factor) {
        return factor >= 2 && std::fabs(ratio / factor - 1) <= unitMismatchTolerance;
    };
    if (a.coresPerChip.known() && near(a.coresPerChip.value()))
        return UnitFactor{msg(QT_TRANSLATE_NOOP("Message", "the %1 cores per chip of %2"),
                              {arg::exact(a.coresPerChip.value()), arg::verbatim(a.name)}),
                          true};
    for (const Offer *o : {&high, &low})
        if (o->chips.known() && near(o->chips.value()))
            return UnitFactor{msg(QT_TRANSLATE_NOOP("Message", "the %1 chips per instance of %2"),
                                  {arg::exact(o->chips.value()), arg::verbatim(o->id)}),
                              false};
    return std::nullopt;
}

} // namespace

std::vector<MeasurementCheck> checkMeasurements(const Catalog &catalog)
{
    std::vector<MeasurementCheck> out;
    // At most one check per measurement; reserved so that the checks, each large (two
    // quantities with their explanations), are not moved again at every step the list grows.
    out.reserve(catalog.measurements.size());
    for (const auto &m : catalog.measurements) {
        const Accelerator *a = catalog.accelerator(m.acceleratorId);
        if (!a || !(m.figure.known() || m.high.known())) continue;
        const ModelShape *model = catalog.model(m.modelId);
        switch (m.metric) {
        case Measurement::Metric::Throughput:
            out.push_back(m.phase == Phase::Training ? checkTrainingThroughput(m, *a, model)
                                                     : checkInferenceThroughput(m, *a, model));
            break;
        case Measurement::Metric::Mfu: out.push_back(checkMfu(m)); break;
        case Measurement::Metric::TrainingCost:
            out.push_back(checkTrainingCost(m, catalog, *a, model));
            break;
        }
    }
    return out;
}

std::vector<Flag> catalogFlags(const Catalog &catalog)
{
    std::vector<Flag> flags;
    for (const auto &conflict : findConflicts(catalog)) {
        Flag flag{FlagLevel::Conflict, conflict.subject, {}, {}};
        // "4.9 TB/s" or "not offered", each statement with its source and kind.
        // A year needs no unit after it ("2025"), and no unit word stays English in a sentence.
        auto value = [](const Statement &s) {
            if (!s.offered) return msg(QT_TRANSLATE_NOOP("Message", "not offered"));
            if (s.quotedUnit == "year") return movedMsg(QT_TRANSLATE_NOOP("Message", "%1"), arg::exact(s.quotedValue));
            return movedMsg(QT_TRANSLATE_NOOP("Message", "%1 %2"), arg::exact(s.quotedValue), arg::verbatim(s.quotedUnit));
        };
        // The list grows by nesting; moving each part in keeps it from being copied whole at
        // every statement.
        Message list;
        for (const Statement &s : conflict.figure.statements) {
            Message one = movedMsg(QT_TRANSLATE_NOOP("Message", "%1 (%2, %3)"),
                                   arg::nested(value(s)), arg::verbatim(s.provenance.source),
                                   arg::nested(displayMessage(s.provenance.kind)));
            list = list.empty() ? std::move(one)
                                : movedMsg(QT_TRANSLATE_NOOP("Message", "%1 vs %2"), arg::nested(std::move(list)),
                                           arg::nested(std::move(one)));
            flag.sources.push_back(s.provenance.source);
        }
        const auto &chosen = conflict.figure.chosen();
        flag.message = movedMsg(QT_TRANSLATE_NOOP("Message", "sources disagree: %1; the model uses %2 from %3"),
                                arg::nested(std::move(list)),
                                arg::nested(chosen.offered ? value(chosen) : msg(QT_TRANSLATE_NOOP("Message", "\"not offered\""))),
                                arg::verbatim(chosen.provenance.source));
        flags.push_back(std::move(flag));
    }
    // Per-chip prices of one chip at one pricing model far apart: a unit slip (a per-instance or
    // per-core price read as per chip) shows as a ratio equal to a count of the offers involved;
    // any other ratio is a market spread (a street price against a list price), not a slip.
    std::vector<const Offer *> offersOfChip; // the chip's offers, found once for all its models
    for (const auto &a : catalog.accelerators) {
        offersOfChip.clear();
        for (const auto &offer : catalog.offers)
            if (offer.acceleratorId == a.id) offersOfChip.push_back(&offer);
        for (auto model : allPricingModels) {
            std::optional<PricedOffer> low, high;
            for (const Offer *of : offersOfChip) {
                const Offer &offer = *of;
                const auto p = perChipPrice(offer, a, model);
                if (!p || !(std::isfinite(p->value) && p->value > 0)) continue;
                if (!low || p->value < low->price.value) low = PricedOffer{&offer, *p};
                if (!high || p->value > high->price.value) high = PricedOffer{&offer, *p};
            }
            if (!low || low->offer == high->offer) continue;
            const double ratio = high->price.value / low->price.value;
            SourceIds sources;
            appendSources(sources, high->price);
            appendSources(sources, low->price);
            const Message subject = msg(QT_TRANSLATE_NOOP("Message", "%1: %2 prices"),
                                        {arg::verbatim(a.name), arg::nested(displayMessage(model))});
            const std::vector<Arg> pair{arg::points(ratio), arg::money(high->price.value),
                                        arg::verbatim(high->offer->id), arg::money(low->price.value),
                                        arg::verbatim(low->offer->id)};
            if (const auto factor = unitFactorNear(ratio, a, *low->offer, *high->offer)) {
                std::vector<Arg> args = pair;
                args.push_back(arg::nested(factor->what));
                flags.push_back({FlagLevel::UnitMismatch, subject,
                                 factor->perCore
                                     ? msg(QT_TRANSLATE_NOOP("Message", "per-chip prices differ %1×: %2 (%3) vs %4 (%5); that is %6, so one of them may be quoted per core rather than per chip"), std::move(args))
                                     : msg(QT_TRANSLATE_NOOP("Message", "per-chip prices differ %1×: %2 (%3) vs %4 (%5); that is %6, so one of them may be quoted per instance rather than per chip"), std::move(args)),
                                 sources});
            } else if (ratio > priceSpreadInfoRatio) {
                flags.push_back({FlagLevel::Info, subject,
                                 msg(QT_TRANSLATE_NOOP("Message", "price spread: per-chip prices differ %1×: %2 (%3) vs %4 (%5); no chips-per-instance or cores-per-chip count explains the ratio, so it reads as a difference between sellers or terms, not a unit slip"),
                                     pair),
                                 sources});
            }
        }
    }
    // Every price quoted per core, whatever its value: a per-NeuronCore price set beside per-GPU
    // prices is seed 000's mistake.
    for (const auto &a : catalog.accelerators) {
        for (const auto &offer : catalog.offers) {
            if (offer.acceleratorId != a.id) continue;
            for (const auto &[model, price] : offer.prices) {
                if (!price.known() || price.chosen().quotedUnit != "USD/core-hour") continue;
                const auto p = perChipPrice(offer, a, model);
                flags.push_back({FlagLevel::UnitMismatch, named(offer.provider + " " + offer.instance),
                                 msg(QT_TRANSLATE_NOOP("Message", "priced per core (%1/core-hour); with %2 cores per chip that is %3 per chip-hour; never compare it with a per-GPU price unconverted"),
                                     {arg::money(price.chosen().quotedValue),
                                      arg::exact(a.coresPerChip.known() ? a.coresPerChip.value() : 0),
                                      arg::money(p ? p->value : std::nan(""))}),
                                 {price.chosen().provenance.source}});
            }
        }
    }
    return flags;
}

std::optional<CalendarDate> parseCalendarDate(const std::string &text)
{
    if (!catalog_detail::isValidDate(text)) return std::nullopt;
    CalendarDate date;
    date.year = std::stoi(text.substr(0, 4));
    if (text.size() >= 7) date.month = std::stoi(text.substr(5, 2));
    if (text.size() == 10) date.day = std::stoi(text.substr(8, 2));
    return date;
}

std::optional<int> daysOld(const std::string &date, CalendarDate today)
{
    const auto from = parseCalendarDate(date);
    if (!from) return std::nullopt;
    using namespace std::chrono;
    const year_month_day a{year{from->year}, month{unsigned(from->month)}, day{unsigned(from->day)}};
    const year_month_day b{year{today.year}, month{unsigned(today.month)}, day{unsigned(today.day)}};
    if (!a.ok() || !b.ok()) return std::nullopt;
    return int((sys_days{b} - sys_days{a}).count());
}

Message priceAgeText(int days)
{
    Message text;
    if (days <= 0) text = msg(QT_TRANSLATE_NOOP("Message", "today"));
    else if (days == 1) text = msg(QT_TRANSLATE_NOOP("Message", "1 day"));
    else if (days < 61) text = msg(QT_TRANSLATE_NOOP("Message", "%1 days"), {arg::count(days)});
    else if (days < 730) text = msg(QT_TRANSLATE_NOOP("Message", "%1 months"), {arg::count(std::round(days / 30.44))});
    else text = msg(QT_TRANSLATE_NOOP("Message", "%1 years"), {arg::number(days / 365.25, 1)});
    if (days > priceAgeFlagDays) return msg(QT_TRANSLATE_NOOP("Message", "%1, old"), {arg::nested(std::move(text))});
    return text;
}

std::vector<StalePrice> stalePrices(const Catalog &catalog, CalendarDate today, int months)
{
    std::vector<StalePrice> out;
    char todayText[16];
    std::snprintf(todayText, sizeof todayText, "%04d-%02d-%02d", today.year % 10000,
                  today.month % 100, today.day % 100);
    for (const auto &offer : catalog.offers) {
        for (const auto &[model, price] : offer.prices) {
            if (!price.known()) continue;
            const Statement &s = price.chosen();
            const auto asOf = parseCalendarDate(s.provenance.date);
            if (!asOf) continue;
            // The last day it is still fresh: the same day `months` later (compared as a tuple,
            // so 29 February needs no calendar arithmetic).
            const int shifted = asOf->year * 12 + (asOf->month - 1) + months;
            const CalendarDate freshUntil{shifted / 12, shifted % 12 + 1, asOf->day};
            if (!(freshUntil < today)) continue;
            int age = (today.year * 12 + today.month) - (asOf->year * 12 + asOf->month);
            if (today.day < asOf->day) --age;
            StalePrice stale{offer.id, model, s.provenance.date, s.provenance.source, age, {}};
            std::vector<Arg> args = {arg::nested(priceName(model)), arg::verbatim(offer.provider),
                                     arg::verbatim(offer.instance), arg::verbatim(s.provenance.date),
                                     arg::exact(age), arg::verbatim(todayText), arg::exact(months)};
            // A year or a month alone is counted from its first day, and the message says so.
            stale.message = s.provenance.date.size() < 10
                                ? msg(QT_TRANSLATE_NOOP("Message", "%1 of %2 %3 is dated %4 (counted "
                                                                   "from its first day), %5 months "
                                                                   "before %6: more than %7 months "
                                                                   "old, check that it still holds"),
                                      std::move(args))
                                : msg(QT_TRANSLATE_NOOP("Message", "%1 of %2 %3 is dated %4, %5 months "
                                                                   "before %6: more than %7 months "
                                                                   "old, check that it still holds"),
                                      std::move(args));
            out.push_back(std::move(stale));
        }
    }
    return out;
}

} // namespace ad
