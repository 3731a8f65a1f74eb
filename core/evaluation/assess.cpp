#include "assessment/assessment.h"

#include "base/number_format.h"
#include "assessment/breakeven.h"
#include "assessment/plan.h"
#include "decision/trade.h"
#include "base/json_reader.h"
#include "base/message_move.h"
#include "assessment/checks.h"
#include "assessment/operating_point.h"
#include "model/cost_model.h"
#include "decision/decision.h"
#include "model/pricing.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <tuple>

namespace ad {

namespace {

// One source id as an explanation's or a flag's sources. Not {id}: that copies the id into a
// braced list and then out of it again.
SourceIds sourceOf(const SharedString &id) { return SourceIds{id}; }

// Throughput measurements apply to a workload whose parameter count is within this share.
constexpr double measurementSizeTolerance = 0.15;
// Serving headroom is measured on one node of this many chips (docs/decision.md, "Memory fit").
constexpr double servingNodeChips = 8;

void appendSources(Explanation &how, const Quantity &from)
{
    // Not reserved to the exact sum first: most sources are already listed, and an explanation
    // takes sources from several figures in turn, so each exact reservation was a new block.
    for (const auto &s : from.how.sources)
        if (std::find(how.sources.begin(), how.sources.end(), s) == how.sources.end())
            how.sources.push_back(s);
}

// A throughput measurement and why the nearest ones that were not used do not apply.
struct ThroughputLookup {
    const Measurement *used = nullptr;
    Text passedOver; // "s000-b200-llama70b-infer (1.2 thousand tokens/s): states no batch size"
};

struct Context {
    Context(const Scenario &scenario, const Catalog &catalog, const std::vector<MeasurementCheck> &checks)
        : scenario(scenario), catalog(catalog), checks(checks) {}
    const Scenario &scenario;
    const Catalog &catalog;
    const std::vector<MeasurementCheck> &checks;
    double parameters = 0, activeParameters = 0;
    double weightBytes = 0, kvBytesPerSequence = 0, trainingBytes = 0, flopsPerRun = 0;
    double kvBytesPerToken = 0;
    bool trains = false, serves = false;
    bool targeted = false; // serves at a latency target (serving_point.h)
    // findThroughput's answers: every offer of a chip, at every pricing model, asks the same.
    mutable std::map<std::tuple<std::string, Phase, int>, ThroughputLookup> throughputs;
    // A chip's name as the subject of the figures used: built once, then shared by the copies
    // in every option of the chip.
    mutable std::map<const Accelerator *, Message> chipNames;
    Message chipName(const Accelerator &acc) const
    {
        auto it = chipNames.find(&acc);
        if (it == chipNames.end()) it = chipNames.emplace(&acc, named(acc.name)).first;
        return it->second;
    }
};

// "AWS p5.48xlarge (H100 SXM5)"; the chip is left out when the instance name already says it.
std::string optionLabel(const Offer &offer, const Accelerator &acc)
{
    std::string chip = acc.name;
    for (const std::string &vendor : {acc.vendor + " ", std::string("AWS "), std::string("NVIDIA ")})
        if (!vendor.empty() && chip.rfind(vendor, 0) == 0) chip.erase(0, vendor.size());
    std::string label = offer.provider + " " + offer.instance;
    // The chip's name is added unless the instance already names it ("TPU v6e (priced per
    // chip)" names "TPU v6e (Trillium)"; its part before a bracket is enough).
    const std::string base = chip.substr(0, chip.find(" ("));
    if (offer.instance.find(base) == std::string::npos) label += " (" + chip + ")";
    if (offer.reference) label += " [indicative]";
    return label;
}

bool usable(const Context &ctx, const Measurement &m)
{
    for (const auto &c : ctx.checks)
        if (c.measurementId == m.id)
            return c.level != FlagLevel::Impossible && c.level != FlagLevel::Suspicious;
    return true;
}

bool isOwn(const Measurement &m)
{
    return m.figure.known() && m.figure.chosen().provenance.kind == FigureKind::Own;
}

// A measurement applies only within the conditions it states: the same model (or one within 15 %
// of its size), the same precision and, for serving, the same batch. A condition it leaves
// unstated cannot be shown to match, so such a measurement is listed but not used; except the
// team's own measurement (FigureKind::Own), which is of its own model on its own setup and so
// applies at any precision or batch it does not state, but only to that model when the scenario
// names a catalog model. An own measurement that applies takes precedence over every published
// one.
ThroughputLookup lookUpThroughput(const Context &ctx, const std::string &acceleratorId, Phase phase,
                                  int batch)
{
    ThroughputLookup out;
    const auto &w = ctx.scenario.workload;
    const Precision precision = phase == Phase::Inference ? w.inference.precision : w.precision;
    std::vector<const Measurement *> applicable;
    for (const auto &m : ctx.catalog.measurements) {
        if (m.acceleratorId != acceleratorId || m.phase != phase
            || m.metric != Measurement::Metric::Throughput || !m.figure.known())
            continue;
        const bool sameModel = !w.modelPreset.empty() && m.modelId == w.modelPreset;
        const double size = m.parametersB > 0 ? m.parametersB : 0;
        const bool sameSize = size > 0
            && std::fabs(size - w.parametersB) <= measurementSizeTolerance * w.parametersB;
        if (!sameModel && !sameSize) continue;
        const bool own = isOwn(m);
        Message why;
        // The team's own run is of one model: when both name theirs, only the same one counts.
        if (own && !sameModel && !w.modelPreset.empty() && !m.modelId.empty())
            why = movedMsg(QT_TRANSLATE_NOOP("Message", "measured on %1, the scenario uses %2"),
                           arg::verbatim(m.modelId), arg::verbatim(w.modelPreset));
        else if (!m.precision && !own)
            why = msg(QT_TRANSLATE_NOOP("Message", "states no precision"));
        else if (m.precision && *m.precision != precision)
            why = movedMsg(QT_TRANSLATE_NOOP("Message", "measured in %1, the scenario uses %2"),
                           arg::verbatim(toString(*m.precision)), arg::verbatim(toString(precision)));
        else if (phase == Phase::Inference && m.batch <= 0 && !own)
            why = msg(QT_TRANSLATE_NOOP("Message", "states no batch size"));
        else if (phase == Phase::Inference && ctx.targeted && servingLengthsMismatch(m, w.inference))
            why = *servingLengthsMismatch(m, w.inference);
        else if (phase == Phase::Inference && m.batch > 0 && m.batch != batch)
            why = movedMsg(QT_TRANSLATE_NOOP("Message", "measured at batch %1, the scenario uses %2"),
                           arg::count(m.batch), arg::count(batch));
        else if (m.perUnit == "instance")
            why = msg(QT_TRANSLATE_NOOP("Message", "quoted per instance without a chip count it is tied to"));
        else if (!usable(ctx, m))
            why = msg(QT_TRANSLATE_NOOP("Message", "fails the plausibility check"));
        if (!why.empty()) {
            out.passedOver.push_back(movedMsg(QT_TRANSLATE_NOOP("Message", "%1 (%2 tokens/s): %3"),
                                              arg::verbatim(m.id), arg::amount(m.figure.value()),
                                              arg::nested(std::move(why))));
            continue;
        }
        applicable.push_back(&m);
    }
    // The first own measurement, else the first published one, in catalog order.
    for (const Measurement *m : applicable)
        if (!out.used && isOwn(*m)) out.used = m;
    if (out.used) {
        for (const Measurement *m : applicable)
            if (!isOwn(*m))
                out.passedOver.push_back(
                    movedMsg(QT_TRANSLATE_NOOP("Message", "%1 (%2 tokens/s): your measurement %3 takes precedence"),
                             arg::verbatim(m->id), arg::amount(m->figure.value()), arg::verbatim(out.used->id)));
    } else if (!applicable.empty()) {
        out.used = applicable.front();
    }
    return out;
}

ThroughputLookup findThroughput(const Context &ctx, const std::string &acceleratorId, Phase phase,
                                int batch = 0)
{
    if (batch <= 0) batch = ctx.scenario.workload.inference.batch;
    auto key = std::make_tuple(acceleratorId, phase, batch);
    auto it = ctx.throughputs.find(key);
    if (it == ctx.throughputs.end())
        it = ctx.throughputs.emplace(std::move(key), lookUpThroughput(ctx, acceleratorId, phase, batch)).first;
    return it->second;
}

// The measurements passed over, as clauses after the note's own: "not used: a; b".
void notePassedOver(Clauses &note, Text passedOver)
{
    note.reserve(note.size() + passedOver.size());
    for (std::size_t i = 0; i < passedOver.size(); ++i)
        note.push_back(i == 0 ? movedMsg(QT_TRANSLATE_NOOP("Message", "not used: %1"),
                                         arg::nested(std::move(passedOver[i])))
                              : std::move(passedOver[i]));
}

// "vendor figure", "estimate figure: note from the catalog"
Message provenanceNote(const Provenance &p)
{
    if (p.note.empty()) return displayMessage(p.kind);
    return movedMsg(QT_TRANSLATE_NOOP("Message", "%1: %2"), arg::nested(displayMessage(p.kind)), arg::catalog(p.note));
}

// The most chips one order of this offer can get; unknown supply is not a cap.
Quantity supplyOf(const Offer &offer)
{
    if (!offer.supply.known())
        return unknown("chips", QT_TRANSLATE_NOOP("Message", "the catalog does not say how many chips one order can get"));
    const auto &st = offer.supply.chosen();
    Quantity q = known(st.value, "chips",
                       {Method::Catalog, QT_TRANSLATE_NOOP("Message", "most chips one order can get"), {}, sourceOf(st.provenance.source),
                        {provenanceNote(st.provenance)}});
    q.how.kind = st.provenance.kind;
    return q;
}

// The subject of the port's figures in the lists of figures used.
Message portingSubject() { return msg(QT_TRANSLATE_NOOP("Message", "Porting")); }

void use(std::vector<UsedFigure> &inputs, Message subject, Message what, const Figure &figure,
         bool performance = false, FigureRole role = FigureRole::Other)
{
    if (!figure.known()) return;
    // Filled in place rather than built and then moved in: a figure used is large.
    UsedFigure &used = inputs.emplace_back();
    used.subject = std::move(subject);
    used.what = std::move(what);
    used.statement = figure.chosen();
    used.role = role;
    used.performance = performance;
    used.conflicting = figure.conflicting();
}

void use(OptionAssessment &o, const Message &subject, Template what, const Figure &figure,
         bool performance = false)
{
    use(o.inputs, subject, msg(what), figure, performance);
}

void use(const Context &ctx, OptionAssessment &o, const Accelerator &acc, Template what,
         const Measurement &m)
{
    // Named as the team's own wherever the figures used are listed.
    use(o.inputs, ctx.chipName(acc),
        movedMsg(isOwn(m) ? Template(QT_TRANSLATE_NOOP("Message", "%1, your measurement (%2)"))
                     : Template(QT_TRANSLATE_NOOP("Message", "%1 (%2)")),
                 arg::nested(msg(what)), arg::verbatim(m.id)),
        m.figure, true);
    if (!o.inputs.empty()) o.inputs.back().measurementId = m.id;
}

// The figures every option reads: its price, chips per instance, supply and the chip's memory.
void recordCatalogInputs(const Context &ctx, const Offer &offer, const Accelerator &acc,
                         PricingModel model, OptionAssessment &o)
{
    const Message instance = named(offer.provider + " " + offer.instance);
    if (const auto it = offer.prices.find(model); it != offer.prices.end())
        use(o.inputs, instance, priceName(model), it->second, false, FigureRole::Price);
    use(o, instance, QT_TRANSLATE_NOOP("Message", "chips per instance"), offer.chips);
    use(o.inputs, instance, msg(QT_TRANSLATE_NOOP("Message", "most chips one order gets")), offer.supply,
        false, FigureRole::Supply);
    use(o, ctx.chipName(acc), QT_TRANSLATE_NOOP("Message", "memory per chip"), acc.memoryBytes);
}

// The serving figures that do not depend on the price: the operating point, the chips per replica,
// the memory headroom and the throughput per chip. At a latency target the operating point also
// prices the prompts (ServingPoint::costPerMInputTokens), so there it reads the price.
void inferenceSpeed(const Context &ctx, const Offer &offer, const Accelerator &acc, OptionAssessment &o)
{
    const auto &inf = ctx.scenario.workload.inference;
    // At a latency target the operating point sets the batch and the chips per replica.
    Quantity atTarget;
    if (ctx.targeted) {
        const ServingSetup setup = servingSetup(ctx.scenario.workload,
                                                offer.chips.known() ? static_cast<int>(offer.chips.value()) : 1);
        // The team's serving runs on this chip that pass the plausibility checks.
        MeasuredServing measured{ctx.scenario.workload.modelPreset, {}};
        for (const auto &m : ctx.catalog.measurements)
            if (m.serving && m.acceleratorId == acc.id && isOwn(m) && usable(ctx, m)) measured.runs.push_back(&m);
        atTarget = servingAtTarget(inf, setup, acc, o.pricePerChipHour, o.inferenceChips, o.serving,
                                   measured);
    } else {
        o.serving = offlineServing(inf);
    }
    const int batch = o.serving.batch.known() ? static_cast<int>(o.serving.batch.value) : inf.batch;
    const double kvPerSequence = ctx.targeted
        ? ctx.kvBytesPerToken * std::min<double>(double(inf.inputTokens) + inf.outputTokens, inf.context)
        : ctx.kvBytesPerSequence;
    const double replicaBytes = ctx.weightBytes + batch * kvPerSequence;
    if (ctx.targeted) {
        // The chips per replica came with the operating point.
    } else if (!acc.memoryBytes.known()) {
        o.inferenceChips = unknown("chips", QT_TRANSLATE_NOOP("Message", "chip memory unknown"));
    } else {
        const double memory = acc.memoryBytes.value();
        const int chips = formula::minimumChips(replicaBytes, memory, usableMemoryShare);
        o.inferenceChips = known(chips, "chips",
            {Method::FirstPrinciples, QT_TRANSLATE_NOOP("Message", "chips = ⌈(weight bytes + batch × KV bytes per sequence) ÷ (memory × 0.9)⌉"),
             termList({{QT_TRANSLATE_NOOP("Message", "weight bytes"), ctx.weightBytes, "bytes"}, {QT_TRANSLATE_NOOP("Message", "batch"), double(inf.batch), "sequences"},
                       {QT_TRANSLATE_NOOP("Message", "KV bytes per sequence"), ctx.kvBytesPerSequence, "bytes"},
                       {QT_TRANSLATE_NOOP("Message", "memory per chip"), memory, "bytes"}}),
             sourceOf(acc.memoryBytes.chosen().provenance.source), {}});
        // Headroom on a fixed eight-chip node, so that more memory per chip never scores lower
        // (a ceiling on chips per replica would make it jump up and down).
        const double headroom = 1.0 - replicaBytes / (servingNodeChips * memory);
        if (ctx.serves) o.memoryHeadroom = known(headroom, "fraction",
            {Method::FirstPrinciples, QT_TRANSLATE_NOOP("Message", "headroom = 1 − replica bytes ÷ (8 chips × memory per chip)"),
             termList({{QT_TRANSLATE_NOOP("Message", "replica bytes"), replicaBytes, "bytes"}, {QT_TRANSLATE_NOOP("Message", "memory per chip"), memory, "bytes"}}),
             sourceOf(acc.memoryBytes.chosen().provenance.source), {}});
    }

    if (acc.memoryBytes.known() && o.inferenceChips.known() && ctx.targeted) {
        const double headroom = 1.0 - replicaBytes / (servingNodeChips * acc.memoryBytes.value());
        o.memoryHeadroom = known(headroom, "fraction",
            {Method::FirstPrinciples, QT_TRANSLATE_NOOP("Message", "headroom = 1 − replica bytes ÷ (8 chips × memory per chip)"),
             termList({{QT_TRANSLATE_NOOP("Message", "replica bytes"), replicaBytes, "bytes"},
                       {QT_TRANSLATE_NOOP("Message", "memory per chip"), acc.memoryBytes.value(), "bytes"}}),
             sourceOf(acc.memoryBytes.chosen().provenance.source), {}});
    }

    // A target missed on every replica size leaves the option without a serving cost; the
    // decision knocks it out with the reason (ServingPoint::missed).
    // A measured serving point already carries the team's throughput (serving_point.h).
    const bool measuredPoint = !o.serving.measurementId.empty();
    ThroughputLookup lookup = o.serving.missed || measuredPoint
        ? ThroughputLookup{} : findThroughput(ctx, acc.id, Phase::Inference, batch);
    if (o.serving.missed) {
        o.decodeTokensPerSecond = atTarget;
    } else if (measuredPoint) {
        o.decodeTokensPerSecond = atTarget;
        for (const auto &m : ctx.catalog.measurements)
            if (ctx.serves && m.id == o.serving.measurementId) use(ctx, o, acc, QT_TRANSLATE_NOOP("Message", "serving throughput"), m);
    } else if (const Measurement *m = lookup.used) {
        const auto &st = m->figure.chosen();
        const bool own = st.provenance.kind == FigureKind::Own;
        Clauses note{own && !st.provenance.note.empty()
                          ? movedMsg(QT_TRANSLATE_NOOP("Message", "%1 figure: %2 (%3)"),
                                     arg::nested(displayMessage(st.provenance.kind)), arg::verbatim(m->id),
                                      arg::verbatim(st.provenance.note))
                          : movedMsg(QT_TRANSLATE_NOOP("Message", "%1 figure: %2"),
                                     arg::nested(displayMessage(st.provenance.kind)), arg::verbatim(m->id))};
        notePassedOver(note, std::move(lookup.passedOver));
        o.decodeTokensPerSecond = known(st.value, "tokens/s/chip",
            {Method::Measurement,
             own ? Template(QT_TRANSLATE_NOOP("Message", "tokens/s per chip as you measured it"))
                 : Template(QT_TRANSLATE_NOOP("Message", "tokens/s per chip as published")),
             {{own ? Template(QT_TRANSLATE_NOOP("Message", "your measured throughput"))
                   : Template(QT_TRANSLATE_NOOP("Message", "published throughput")),
               st.value, "tokens/s/chip"}},
             sourceOf(st.provenance.source), std::move(note)});
        if (ctx.serves) use(ctx, o, acc, QT_TRANSLATE_NOOP("Message", "serving throughput"), *m);
        if (st.provenance.kind == FigureKind::Vendor)
            o.flags.push_back({FlagLevel::VendorClaim, named(o.label),
                               movedMsg(QT_TRANSLATE_NOOP("Message", "inference throughput is a vendor claim (%1)"),
                                        arg::verbatim(m->id)),
                               sourceOf(st.provenance.source)});
    } else if (ctx.targeted) {
        if (atTarget.known()) {
            use(o, ctx.chipName(acc), QT_TRANSLATE_NOOP("Message", "memory bandwidth"), acc.bandwidthBytesPerSecond, true);
            if (const Figure *peak = acc.servingFlops(inf.precision))
                use(o.inputs, ctx.chipName(acc),
                    movedMsg(QT_TRANSLATE_NOOP("Message", "peak %1"), arg::verbatim(toString(inf.precision))), *peak, true);
            notePassedOver(atTarget.how.note, std::move(lookup.passedOver));
        }
        o.decodeTokensPerSecond = atTarget;
    } else if (acc.bandwidthBytesPerSecond.known() && o.inferenceChips.known()) {
        if (ctx.serves) use(o, ctx.chipName(acc), QT_TRANSLATE_NOOP("Message", "memory bandwidth"), acc.bandwidthBytesPerSecond, true);
        const int chips = static_cast<int>(o.inferenceChips.value);
        const double bw = acc.bandwidthBytesPerSecond.value();
        const double memoryBound = formula::decodeTokensPerSecondPerChip(
            ctx.weightBytes, ctx.kvBytesPerSequence, inf.batch, bw, inf.bandwidthEfficiency, chips);
        Clauses note{msg(QT_TRANSLATE_NOOP("Message", "no applicable measurement")),
                      msg(QT_TRANSLATE_NOOP("Message", "decode assumed bandwidth-bound"))};
        notePassedOver(note, lookup.passedOver);
        const Figure *peak = acc.servingFlops(inf.precision); // its ceiling is a seventh term
        Explanation how{Method::Roofline,
                        QT_TRANSLATE_NOOP("Message", "tokens/s per chip = batch ÷ step time ÷ chips; step time = (weights + batch × KV) ÷ (bandwidth × efficiency × chips)"),
                        termList({{QT_TRANSLATE_NOOP("Message", "weight bytes"), ctx.weightBytes, "bytes"},
                                  {QT_TRANSLATE_NOOP("Message", "KV bytes per sequence"), ctx.kvBytesPerSequence, "bytes"},
                                  {QT_TRANSLATE_NOOP("Message", "batch"), double(inf.batch), "sequences"},
                                  {QT_TRANSLATE_NOOP("Message", "bandwidth per chip"), bw, "bytes/s"},
                                  {QT_TRANSLATE_NOOP("Message", "bandwidth efficiency"), inf.bandwidthEfficiency, "fraction"},
                                  {QT_TRANSLATE_NOOP("Message", "chips per replica"), double(chips), "chips"}},
                                 peak ? 1 : 0),
                        sourceOf(acc.bandwidthBytesPerSecond.chosen().provenance.source), std::move(note)};
        double tps = memoryBound;
        if (peak) {
            const double computeBound = formula::computeBoundTokensPerSecondPerChip(
                ctx.activeParameters, peak->value(), inf.computeEfficiency);
            how.terms.push_back({QT_TRANSLATE_NOOP("Message", "compute ceiling"), computeBound, "tokens/s/chip"});
            if (computeBound < memoryBound) {
                tps = computeBound;
                how.note = {msg(QT_TRANSLATE_NOOP("Message", "no applicable measurement")),
                            msg(QT_TRANSLATE_NOOP("Message", "compute-bound at this batch size"))};
                notePassedOver(how.note, std::move(lookup.passedOver));
            }
        }
        o.decodeTokensPerSecond = known(tps, "tokens/s/chip", std::move(how));
    } else {
        o.decodeTokensPerSecond = unknown("tokens/s/chip", QT_TRANSLATE_NOOP("Message", "no measurement and no bandwidth figure"));
    }
}

// What serving costs at the option's price.
void inferenceCost(const Context &ctx, OptionAssessment &o)
{
    const auto &inf = ctx.scenario.workload.inference;
    if (!(o.pricePerChipHour.known() && o.decodeTokensPerSecond.known())) {
        o.costPerMTokens = unknown("USD/Mtok", QT_TRANSLATE_NOOP("Message", "price or throughput unknown"));
        o.servingReplicas = unknown("replicas", QT_TRANSLATE_NOOP("Message", "price or throughput unknown"));
        o.inferenceCostPerYear = unknown("USD/year", QT_TRANSLATE_NOOP("Message", "price or throughput unknown"));
        return;
    }
    Explanation how{o.decodeTokensPerSecond.how.method,
                    QT_TRANSLATE_NOOP("Message", "cost per Mtok = USD/chip-h ÷ (tokens/s × 3600 ÷ 1e6)"),
                    termList({{QT_TRANSLATE_NOOP("Message", "price"), o.pricePerChipHour.value, "USD/chip-h"},
                              {QT_TRANSLATE_NOOP("Message", "throughput"), o.decodeTokensPerSecond.value, "tokens/s/chip"}}), {},
                    {msg(QT_TRANSLATE_NOOP("Message", "every rented chip busy all the time: the lower bound of the serving cost"))}};
    appendSources(how, o.pricePerChipHour);
    appendSources(how, o.decodeTokensPerSecond);
    o.costPerMTokens = known(formula::costPerMillionTokens(UsdPerChipHour{o.pricePerChipHour.value},
                                                           o.decodeTokensPerSecond.value),
                             "USD/Mtok", std::move(how));
    if (!ctx.serves) {
        o.servingReplicas = known(0, "replicas", {Method::Derived, QT_TRANSLATE_NOOP("Message", "no serving fleet"), {}, {}, {msg(QT_TRANSLATE_NOOP("Message", "the workload does not serve"))}});
        o.inferenceCostPerYear = known(0, "USD/year", {Method::Derived, QT_TRANSLATE_NOOP("Message", "no serving fleet"), {}, {}, {msg(QT_TRANSLATE_NOOP("Message", "the workload does not serve"))}});
        return;
    }
    if (!o.inferenceChips.known()) {
        o.servingReplicas = unknown("replicas", QT_TRANSLATE_NOOP("Message", "chips per replica unknown"));
        o.inferenceCostPerYear = unknown("USD/year", QT_TRANSLATE_NOOP("Message", "chips per replica unknown"));
        return;
    }
    const int perReplica = static_cast<int>(o.inferenceChips.value);
    const double tokensPerDay = inf.tokensPerDayM * 1e6;
    const int replicas = formula::servingReplicas(tokensPerDay, o.decodeTokensPerSecond.value,
                                                  perReplica, inf.utilisation, inf.minReplicas);
    o.servingReplicas = known(replicas, "replicas",
        {Method::Derived,
         QT_TRANSLATE_NOOP("Message", "replicas = max(minimum kept up, ⌈tokens per day ÷ (tokens/s per chip × chips per replica × 86,400 × utilisation)⌉)"),
         termList({{QT_TRANSLATE_NOOP("Message", "tokens per day"), tokensPerDay, "tokens"}, {QT_TRANSLATE_NOOP("Message", "throughput"), o.decodeTokensPerSecond.value, "tokens/s/chip"},
                   {QT_TRANSLATE_NOOP("Message", "chips per replica"), double(perReplica), "chips"}, {QT_TRANSLATE_NOOP("Message", "utilisation"), inf.utilisation, "fraction"},
                   {QT_TRANSLATE_NOOP("Message", "replicas kept up"), double(inf.minReplicas), "replicas"}}), {}, {}});
    const double fleetChips = double(replicas) * perReplica;
    const double perYear = fleetChips * o.pricePerChipHour.value * hoursPerYear;
    const double lowerBound = o.costPerMTokens.value * inf.tokensPerDayM * 365.0;
    Explanation yearly{Method::Derived, QT_TRANSLATE_NOOP("Message", "serving per year = replicas × chips per replica × USD/chip-h × 8,760 h"),
                       termList({{QT_TRANSLATE_NOOP("Message", "replicas"), double(replicas), "replicas"}, {QT_TRANSLATE_NOOP("Message", "chips per replica"), double(perReplica), "chips"},
                                 {QT_TRANSLATE_NOOP("Message", "price"), o.pricePerChipHour.value, "USD/chip-h"},
                                 {QT_TRANSLATE_NOOP("Message", "if every chip were busy"), lowerBound, "USD/year"}}), {}, {}};
    appendSources(yearly, o.costPerMTokens);
    if (lowerBound > 0)
        yearly.note = {movedMsg(QT_TRANSLATE_NOOP("Message", "the fleet costs %1× the busy-chip lower bound"),
                                arg::points(perYear / lowerBound))};
    o.inferenceCostPerYear = known(perYear, "USD/year", std::move(yearly));
}

// The training figures that do not depend on the price: chips, chip-hours and run times.
void trainingSpeed(const Context &ctx, const Accelerator &acc, OptionAssessment &o)
{
    const auto &w = ctx.scenario.workload;
    const auto &t = w.training;
    if (acc.memoryBytes.known()) {
        const int chips = formula::minimumChips(ctx.trainingBytes, acc.memoryBytes.value(), usableMemoryShare);
        o.trainingChipsMin = known(chips, "chips",
            {Method::FirstPrinciples, QT_TRANSLATE_NOOP("Message", "chips = ⌈(16 bytes × parameters + activations) ÷ (memory × 0.9)⌉"),
             termList({{QT_TRANSLATE_NOOP("Message", "parameters"), ctx.parameters, "parameters"}, {QT_TRANSLATE_NOOP("Message", "training bytes"), ctx.trainingBytes, "bytes"},
                       {QT_TRANSLATE_NOOP("Message", "memory per chip"), acc.memoryBytes.value(), "bytes"}}),
             sourceOf(acc.memoryBytes.chosen().provenance.source), {}});
        if (ctx.trains) {
            const double headroom = 1.0 - ctx.trainingBytes / (t.chips * acc.memoryBytes.value());
            Quantity train = known(headroom, "fraction",
                {Method::FirstPrinciples, QT_TRANSLATE_NOOP("Message", "headroom = 1 − training bytes ÷ (chips × memory per chip)"),
                 termList({{QT_TRANSLATE_NOOP("Message", "training bytes"), ctx.trainingBytes, "bytes"}, {QT_TRANSLATE_NOOP("Message", "chips"), double(t.chips), "chips"},
                           {QT_TRANSLATE_NOOP("Message", "memory per chip"), acc.memoryBytes.value(), "bytes"}}),
                 sourceOf(acc.memoryBytes.chosen().provenance.source), {}});
            // A mixed workload must fit both ways: the tighter fit is the one that counts.
            if (!o.memoryHeadroom.known() || train.value < o.memoryHeadroom.value) o.memoryHeadroom = std::move(train);
        }
    } else {
        o.trainingChipsMin = unknown("chips", QT_TRANSLATE_NOOP("Message", "chip memory unknown"));
        if (ctx.trains) o.memoryHeadroom = unknown("fraction", QT_TRANSLATE_NOOP("Message", "chip memory unknown"));
    }

    const double tokens = t.tokensPerRunB * 1e9;
    ThroughputLookup lookup = findThroughput(ctx, acc.id, Phase::Training);
    const Figure *peak = acc.denseFlops(w.precision);
    if (const Measurement *m = lookup.used) {
        const auto &st = m->figure.chosen();
        Clauses note{movedMsg(QT_TRANSLATE_NOOP("Message", "%1 figure: %2"),
                               arg::nested(displayMessage(st.provenance.kind)), arg::verbatim(m->id))};
        notePassedOver(note, std::move(lookup.passedOver));
        if (ctx.trains) use(ctx, o, acc, QT_TRANSLATE_NOOP("Message", "training throughput"), *m);
        o.trainingChipHours = known(tokens / st.value / 3600.0 * (1.0 + t.overhead), "chip-h",
            {Method::Measurement, QT_TRANSLATE_NOOP("Message", "chip-hours = tokens ÷ tokens/s per chip ÷ 3600 × (1 + overhead)"),
             termList({{QT_TRANSLATE_NOOP("Message", "tokens"), tokens, "tokens"}, {QT_TRANSLATE_NOOP("Message", "throughput"), st.value, "tokens/s/chip"}, {QT_TRANSLATE_NOOP("Message", "overhead"), t.overhead, "fraction"}}),
             sourceOf(st.provenance.source), std::move(note)});
    } else if (peak) {
        Clauses note{movedMsg(QT_TRANSLATE_NOOP("Message", "peak compute is a %1 figure"),
                               arg::nested(displayMessage(peak->chosen().provenance.kind))),
                      msg(QT_TRANSLATE_NOOP("Message", "MFU counts 6 × parameters × tokens (no recomputation)"))};
        notePassedOver(note, std::move(lookup.passedOver));
        if (ctx.trains)
            use(o.inputs, ctx.chipName(acc),
                movedMsg(QT_TRANSLATE_NOOP("Message", "dense %1 peak"), arg::verbatim(toString(w.precision))), *peak, true);
        o.trainingChipHours = known(formula::trainingChipHours(ctx.flopsPerRun, peak->value(), t.mfu, t.overhead), "chip-h",
            {Method::FirstPrinciples, QT_TRANSLATE_NOOP("Message", "chip-hours = 6 × active parameters × tokens ÷ (peak × MFU) ÷ 3600 × (1 + overhead)"),
             {{QT_TRANSLATE_NOOP("Message", "training FLOPs"), ctx.flopsPerRun, "FLOP"},
              {movedMsg(QT_TRANSLATE_NOOP("Message", "dense %1 peak"), arg::verbatim(toString(w.precision))), peak->value(), "FLOP/s"},
              {QT_TRANSLATE_NOOP("Message", "MFU"), t.mfu, "fraction"}, {QT_TRANSLATE_NOOP("Message", "overhead"), t.overhead, "fraction"}},
             sourceOf(peak->chosen().provenance.source), std::move(note)});
    } else {
        o.trainingChipHours = unknown("chip-h", Text{movedMsg(QT_TRANSLATE_NOOP("Message", "no published dense %1 figure"),
                                                             arg::verbatim(toString(w.precision)))});
    }

    // The chips a run uses: the scenario's, raised to what holds the model, and never more than
    // one order can get (the decision knocks the offer out when even that cannot hold it).
    double chips = t.chips;
    Text capNote;
    if (o.trainingChipsMin.known() && o.trainingChipsMin.value > chips) {
        chips = o.trainingChipsMin.value;
        capNote = {movedMsg(QT_TRANSLATE_NOOP("Message", "raised from the %1 chips planned to the %2 that hold the model"),
                            arg::amount(t.chips), arg::amount(chips))};
    }
    if (o.supplyChips.known() && o.supplyChips.value < chips) {
        if (o.supplyEstimated) {
            capNote = {movedMsg(QT_TRANSLATE_NOOP("Message", "assumed available: the %1 chips per order in the catalog are an estimate, not a documented limit"),
                                arg::amount(o.supplyChips.value))};
        } else {
            chips = o.supplyChips.value;
            capNote = {movedMsg(QT_TRANSLATE_NOOP("Message", "one order gets at most %1 chips, fewer than the %2 the plan needs"),
                                arg::amount(chips),
                                 arg::amount(std::max<double>(t.chips, o.trainingChipsMin.known() ? o.trainingChipsMin.value : 0)))};
        }
    }
    o.trainingChips = known(chips, "chips",
        {Method::Derived, QT_TRANSLATE_NOOP("Message", "chips = min(max(chips planned, chips that hold the model), most chips one order gets, when documented)"),
         termList({{QT_TRANSLATE_NOOP("Message", "chips planned"), double(t.chips), "chips"},
                   {QT_TRANSLATE_NOOP("Message", "chips that hold the model"), o.trainingChipsMin.known() ? o.trainingChipsMin.value : 0.0, "chips"},
                   {QT_TRANSLATE_NOOP("Message", "most chips one order gets"), o.supplyChips.known() ? o.supplyChips.value : 0.0, "chips"}}),
         o.supplyChips.how.sources, capNote});
    if (o.trainingChipHours.known()) {
        o.trainingWallClockDays = known(o.trainingChipHours.value / chips / 24.0, "days",
            {Method::Derived, QT_TRANSLATE_NOOP("Message", "days = chip-hours ÷ chips ÷ 24"),
             termList({{QT_TRANSLATE_NOOP("Message", "chip-hours"), o.trainingChipHours.value, "chip-h"}, {QT_TRANSLATE_NOOP("Message", "chips"), chips, "chips"}}), {}, capNote});
        // An estimated supply is no ceiling: at least the chips the run uses.
        const double most = !o.supplyChips.known() ? std::max(chips, 1.0)
            : o.supplyEstimated ? std::max(chips, o.supplyChips.value) : o.supplyChips.value;
        o.fastestRunDays = known(o.trainingChipHours.value / most / 24.0, "days",
            {Method::Derived, QT_TRANSLATE_NOOP("Message", "days = chip-hours ÷ most chips one order gets ÷ 24"),
             termList({{QT_TRANSLATE_NOOP("Message", "chip-hours"), o.trainingChipHours.value, "chip-h"}, {QT_TRANSLATE_NOOP("Message", "chips"), most, "chips"}}),
             o.supplyChips.how.sources,
             o.supplyChips.known() ? Text{} : Text{msg(QT_TRANSLATE_NOOP("Message", "supply unknown: the planned chips"))}});
    } else {
        o.trainingWallClockDays = unknown("days", o.trainingChipHours.how.note);
        o.fastestRunDays = unknown("days", o.trainingChipHours.how.note);
    }
}

// What training costs at the option's price.
void trainingCost(const Context &ctx, OptionAssessment &o)
{
    const auto &t = ctx.scenario.workload.training;
    if (o.trainingChipHours.known() && o.pricePerChipHour.known()) {
        Explanation how{o.trainingChipHours.how.method, QT_TRANSLATE_NOOP("Message", "cost per run = chip-hours × USD/chip-h"),
                        termList({{QT_TRANSLATE_NOOP("Message", "chip-hours"), o.trainingChipHours.value, "chip-h"}, {QT_TRANSLATE_NOOP("Message", "price"), o.pricePerChipHour.value, "USD/chip-h"}}), {}, {}};
        appendSources(how, o.trainingChipHours);
        appendSources(how, o.pricePerChipHour);
        o.trainingCostPerRun = known(o.trainingChipHours.value * o.pricePerChipHour.value, "USD", std::move(how));
        const double runs = ctx.trains ? t.runsPerYear : 0.0;
        o.trainingCostPerYear = known(o.trainingCostPerRun.value * runs, "USD/year",
            {Method::Derived, QT_TRANSLATE_NOOP("Message", "cost per year = cost per run × runs per year"),
             termList({{QT_TRANSLATE_NOOP("Message", "cost per run"), o.trainingCostPerRun.value, "USD"}, {QT_TRANSLATE_NOOP("Message", "runs per year"), runs, "runs"}}), {},
             ctx.trains ? Text{} : Text{msg(QT_TRANSLATE_NOOP("Message", "the workload does not train"))}});
    } else {
        o.trainingCostPerRun = unknown("USD", QT_TRANSLATE_NOOP("Message", "price or chip-hours unknown"));
        o.trainingCostPerYear = unknown("USD/year", QT_TRANSLATE_NOOP("Message", "price or chip-hours unknown"));
    }
}

// The speed figures of another pricing model of the same offer, with the figures used and the
// flags they brought: copies that share their explanations (SharedList).
void shareSpeed(const OptionAssessment &twin, std::pair<std::size_t, std::size_t> inputs,
                OptionAssessment &o)
{
    o.serving = twin.serving;
    o.inferenceChips = twin.inferenceChips;
    o.memoryHeadroom = twin.memoryHeadroom;
    o.decodeTokensPerSecond = twin.decodeTokensPerSecond;
    o.trainingChipsMin = twin.trainingChipsMin;
    o.trainingChipHours = twin.trainingChipHours;
    o.trainingChips = twin.trainingChips;
    o.trainingWallClockDays = twin.trainingWallClockDays;
    o.fastestRunDays = twin.fastestRunDays;
    o.inputs.insert(o.inputs.end(), twin.inputs.begin() + static_cast<std::ptrdiff_t>(inputs.first),
                    twin.inputs.begin() + static_cast<std::ptrdiff_t>(inputs.second));
    // Only the speed figures have raised flags so far (a vendor's throughput claim).
    o.flags = twin.flags;
}

// Weeks of porting for a team leaving its current stack, from the catalog's effort table. The
// catalog figures it reads go to `used`.
struct WeeksRange {
    double low = 0, high = 0;
};

Quantity portingWeeks(const Context &ctx, std::vector<UsedFigure> &used, WeeksRange &range)
{
    const auto &team = ctx.scenario.team;
    if (team.portingWeeksOverride > 0)
        return known(team.portingWeeksOverride, "weeks", {Method::Input, QT_TRANSLATE_NOOP("Message", "weeks as entered"), {}, {},
                                                           {msg(QT_TRANSLATE_NOOP("Message", "set in the scenario"))}});
    const auto &porting = ctx.catalog.porting;
    Explanation how{Method::Catalog, QT_TRANSLATE_NOOP("Message", "weeks = midpoint of the base effort + midpoints of each CUDA-only component"), {}, {}, {}};
    double weeks = 0;
    bool found = false;
    for (const auto &e : porting.baseEfforts) {
        if (e.experience != team.neuronExperience || e.support != team.modelSupport) continue;
        if (!e.weeksLow.known() || !e.weeksHigh.known()) continue;
        weeks = (e.weeksLow.value() + e.weeksHigh.value()) / 2.0;
        range = {e.weeksLow.value(), e.weeksHigh.value()};
        use(used, portingSubject(), movedMsg(QT_TRANSLATE_NOOP("Message", "base effort (%1), weeks at the low end"), arg::verbatim(e.id)),
            e.weeksLow, false, FigureRole::Port);
        use(used, portingSubject(), movedMsg(QT_TRANSLATE_NOOP("Message", "base effort (%1), weeks at the high end"), arg::verbatim(e.id)),
            e.weeksHigh, false, FigureRole::Port);
        how.terms.push_back({movedMsg(QT_TRANSLATE_NOOP("Message", "base effort (%1)"), arg::verbatim(e.id)), weeks, "weeks"});
        how.sources.push_back(e.weeksLow.chosen().provenance.source);
        found = true;
        break;
    }
    if (!found) return unknown("weeks", QT_TRANSLATE_NOOP("Message", "no porting effort in the catalog for this team and model"));
    for (const auto &id : team.cudaComponents) {
        for (const auto &c : porting.components) {
            if (c.id != id || !c.weeksLow.known() || !c.weeksHigh.known()) continue;
            const double add = (c.weeksLow.value() + c.weeksHigh.value()) / 2.0;
            weeks += add;
            range.low += c.weeksLow.value();
            range.high += c.weeksHigh.value();
            use(used, portingSubject(), movedMsg(QT_TRANSLATE_NOOP("Message", "%1, weeks at the low end"), arg::catalog(c.name)),
                c.weeksLow, false, FigureRole::Port);
            use(used, portingSubject(), movedMsg(QT_TRANSLATE_NOOP("Message", "%1, weeks at the high end"), arg::catalog(c.name)),
                c.weeksHigh, false, FigureRole::Port);
            how.terms.push_back({movedMsg(QT_TRANSLATE_NOOP("Message", "%1"), arg::catalog(c.name)), add, "weeks"});
            how.sources.push_back(c.weeksLow.chosen().provenance.source);
        }
    }
    return known(weeks, "weeks", std::move(how));
}

void evaluatePorting(const Context &ctx, const Quantity &weeks, WeeksRange range,
                     const std::vector<UsedFigure> &weeksInputs, OptionAssessment &o)
{
    const auto &team = ctx.scenario.team;
    if (!o.needsPort) {
        o.portingWeeks = known(0, "weeks", {Method::Derived, QT_TRANSLATE_NOOP("Message", "no port: same software stack as today"), {}, {}, {}});
        o.portingCost = known(0, "USD", o.portingWeeks.how);
        o.maintenanceCostPerYear = known(0, "USD/year", o.portingWeeks.how);
        return;
    }
    o.portingWeeks = weeks;
    o.portingWeeksLow = range.low;
    o.portingWeeksHigh = range.high;
    o.inputs.insert(o.inputs.end(), weeksInputs.begin(), weeksInputs.end());
    if (weeks.known()) {
        o.portingCost = known(formula::portingCost(weeks.value, team.engineers, team.hoursPerWeek, team.hourlyRateUsd), "USD",
            {Method::Derived, QT_TRANSLATE_NOOP("Message", "porting cost = weeks × engineers × hours per week × hourly rate"),
             termList({{QT_TRANSLATE_NOOP("Message", "weeks"), weeks.value, "weeks"}, {QT_TRANSLATE_NOOP("Message", "engineers"), double(team.engineers), "people"},
                       {QT_TRANSLATE_NOOP("Message", "hours per week"), team.hoursPerWeek, "h"}, {QT_TRANSLATE_NOOP("Message", "hourly rate"), team.hourlyRateUsd, "USD/h"}}),
             weeks.how.sources, {}});
    } else {
        o.portingCost = unknown("USD", weeks.how.note);
    }
    const auto &m = ctx.catalog.porting;
    if (m.maintenanceDaysLow.known() && m.maintenanceDaysHigh.known() && m.releasesPerYear.known()) {
        const double days = (m.maintenanceDaysLow.value() + m.maintenanceDaysHigh.value()) / 2.0;
        const Message upkeep = msg(QT_TRANSLATE_NOOP("Message", "Neuron SDK upkeep"));
        use(o.inputs, upkeep, msg(QT_TRANSLATE_NOOP("Message", "days per release, low end")), m.maintenanceDaysLow,
            false, FigureRole::Port);
        use(o.inputs, upkeep, msg(QT_TRANSLATE_NOOP("Message", "days per release, high end")), m.maintenanceDaysHigh,
            false, FigureRole::Port);
        use(o.inputs, upkeep, msg(QT_TRANSLATE_NOOP("Message", "releases per year")), m.releasesPerYear, false,
            FigureRole::Port);
        o.maintenanceCostPerYear = known(days * 8.0 * team.hourlyRateUsd * m.releasesPerYear.value(), "USD/year",
            {Method::Catalog, QT_TRANSLATE_NOOP("Message", "maintenance = days per SDK release × 8 h × hourly rate × releases per year"),
             termList({{QT_TRANSLATE_NOOP("Message", "days per release"), days, "days"}, {QT_TRANSLATE_NOOP("Message", "hourly rate"), team.hourlyRateUsd, "USD/h"},
                       {QT_TRANSLATE_NOOP("Message", "releases per year"), m.releasesPerYear.value(), "releases"}}),
             {m.maintenanceDaysLow.chosen().provenance.source, m.releasesPerYear.chosen().provenance.source}, {}});
    } else {
        o.maintenanceCostPerYear = unknown("USD/year", QT_TRANSLATE_NOOP("Message", "no maintenance figures in the catalog"));
    }
}

// The porting figures of an option on the same side of the port (porting needed or not), with
// the figures used they rest on, from `inputsFrom` to the end of its list.
void sharePorting(const OptionAssessment &twin, std::size_t inputsFrom, OptionAssessment &o)
{
    o.portingWeeks = twin.portingWeeks;
    o.portingWeeksLow = twin.portingWeeksLow;
    o.portingWeeksHigh = twin.portingWeeksHigh;
    o.portingCost = twin.portingCost;
    o.maintenanceCostPerYear = twin.maintenanceCostPerYear;
    o.inputs.insert(o.inputs.end(), twin.inputs.begin() + static_cast<std::ptrdiff_t>(inputsFrom),
                    twin.inputs.end());
}

// The caveat of an option whose estimated supply is less than the plan uses at once: a run's
// chips, or one serving replica (a fleet of replicas can come from several orders).
Message supplyCaveat(const Context &ctx, const OptionAssessment &o, const std::string &provider)
{
    if (!o.supplyEstimated || !o.supplyChips.known()) return {};
    double needed = 0;
    bool training = false;
    if (ctx.trains && o.trainingChips.known() && o.trainingChips.value > needed) {
        needed = o.trainingChips.value;
        training = true;
    }
    if (ctx.serves && o.inferenceChips.known() && o.inferenceChips.value > needed) {
        needed = o.inferenceChips.value;
        training = false;
    }
    if (needed <= o.supplyChips.value) return {};
    std::vector<Arg> args{arg::verbatim(o.label), arg::amount(needed), arg::amount(o.supplyChips.value),
                          arg::verbatim(provider)};
    if (training)
        return msg(QT_TRANSLATE_NOOP("Message", "%1: a training run uses %2 chips at once, more than the %3 per order the catalog assumes. %4 documents no such limit, so the option stays in and is costed at %2 chips; confirm with %4 that a cluster of that size can be had before committing"),
                   std::move(args));
    return msg(QT_TRANSLATE_NOOP("Message", "%1: one serving replica needs %2 chips at once, more than the %3 per order the catalog assumes. %4 documents no such limit, so the option stays in and is costed at %2 chips; confirm with %4 that a cluster of that size can be had before committing"),
               std::move(args));
}

void evaluateTotals(const Context &ctx, OptionAssessment &o)
{
    const double years = ctx.scenario.strategy.horizonMonths / 12.0;
    const double training = ctx.trains ? o.trainingCostPerYear.value : 0.0;
    const double serving = ctx.serves ? o.inferenceCostPerYear.value : 0.0;
    if (!std::isfinite(training) || !std::isfinite(serving)) {
        o.computeCostOverHorizon = unknown("USD", QT_TRANSLATE_NOOP("Message", "a running cost is unknown"));
        o.creditsApplied = unknown("USD", QT_TRANSLATE_NOOP("Message", "a running cost is unknown"));
        o.tco = unknown("USD", QT_TRANSLATE_NOOP("Message", "a running cost is unknown"));
        return;
    }
    const double compute = (training + serving) * years;
    o.computeCostOverHorizon = known(compute, "USD",
        {Method::Derived, QT_TRANSLATE_NOOP("Message", "compute = (training per year + serving per year) × years"),
         termList({{QT_TRANSLATE_NOOP("Message", "training per year"), training, "USD/year"}, {QT_TRANSLATE_NOOP("Message", "serving per year"), serving, "USD/year"}, {QT_TRANSLATE_NOOP("Message", "years"), years, "years"}}), {}, {}});
    const bool aws = o.provider == "AWS";
    const formula::HorizonCost cost = formula::horizonCost(
        compute, aws, ctx.scenario.strategy.creditsUsd,
        o.portingCost.known() ? o.portingCost.value : 0.0,
        o.maintenanceCostPerYear.known() ? o.maintenanceCostPerYear.value : 0.0, years);
    o.creditsApplied = known(cost.credits, "USD",
        {Method::Input, QT_TRANSLATE_NOOP("Message", "credits = min(AWS credits, compute cost)"), termList({{QT_TRANSLATE_NOOP("Message", "credits available"), ctx.scenario.strategy.creditsUsd, "USD"}}), {},
         aws ? Text{} : Text{msg(QT_TRANSLATE_NOOP("Message", "AWS credits do not apply to this provider"))}});
    Explanation how{Method::Derived, QT_TRANSLATE_NOOP("Message", "TCO = compute + porting + maintenance × years − credits"),
                    termList({{QT_TRANSLATE_NOOP("Message", "compute"), cost.compute, "USD"}, {QT_TRANSLATE_NOOP("Message", "porting"), cost.porting, "USD"}, {QT_TRANSLATE_NOOP("Message", "maintenance"), cost.upkeep, "USD"},
                              {QT_TRANSLATE_NOOP("Message", "credits"), cost.credits, "USD"}}), {}, {}};
    if (o.needsPort && !o.portingCost.known())
        how.note = {msg(QT_TRANSLATE_NOOP("Message", "porting cost unknown, counted as zero"))};
    o.tco = known(cost.total(), "USD", std::move(how));
}

} // namespace

Message UsedFigure::phrase() const
{
    return movedMsg(QT_TRANSLATE_NOOP("Message", "%1 of %2"), arg::nested(what), arg::nested(subject));
}

const char *toString(FlagLevel level)
{
    switch (level) {
    case FlagLevel::Info: return "info";
    case FlagLevel::Suspicious: return "suspicious";
    case FlagLevel::Impossible: return "impossible";
    case FlagLevel::Conflict: return "conflict";
    case FlagLevel::UnitMismatch: return "unit mismatch";
    case FlagLevel::VendorClaim: return "vendor claim";
    }
    return "info";
}

const OptionAssessment *Assessment::option(const std::string &id) const
{
    for (const auto &o : options)
        if (o.id == id) return &o;
    return nullptr;
}

std::vector<const OptionAssessment *> Assessment::decisionOptions() const
{
    std::vector<const OptionAssessment *> out;
    for (const auto &row : decision.rows)
        if (const OptionAssessment *o = option(row.optionId)) out.push_back(o);
    if (out.empty())
        for (const auto &o : options)
            if (o.inDecision) out.push_back(&o);
    return out;
}

CatalogReview reviewCatalog(const Catalog &catalog)
{
    CatalogReview r;
    r.checks = checkMeasurements(catalog);
    r.flags = catalogFlags(catalog);
    for (const auto &c : r.checks)
        if (c.level == FlagLevel::Impossible || c.level == FlagLevel::Suspicious)
            r.flags.push_back({c.level, named(c.measurementId), c.message, c.claimed.how.sources});
    return r;
}

namespace {
Assessment assessReviewed(const Scenario &scenario, const Catalog &catalog, CatalogReview review);
}

Assessment assess(const Scenario &scenario, const Catalog &catalog)
{
    // A review made for this one assessment is moved into it, not copied.
    return assessReviewed(scenario, catalog, reviewCatalog(catalog));
}

Assessment assess(const Scenario &scenario, const Catalog &catalog, const CatalogReview &review)
{
    return assessReviewed(scenario, catalog, review);
}

namespace {

Assessment assessReviewed(const Scenario &scenario, const Catalog &catalog, CatalogReview review)
{
    Assessment a;
    a.scenario = scenario;
    a.checks = std::move(review.checks);
    a.flags = std::move(review.flags);

    const auto &w = scenario.workload;
    Context ctx(scenario, catalog, a.checks);
    ctx.parameters = w.parametersB * 1e9;
    ctx.activeParameters = w.activeParametersB * 1e9;
    ctx.trains = w.trains();
    ctx.serves = w.serves();
    const double infBytes = std::max(1.0, bytesPerValue(w.inference.precision));
    const ServingSetup served = servingSetup(w, 1); // the model's bytes at the serving precision
    ctx.weightBytes = served.weightBytes;
    ctx.kvBytesPerToken = served.kvBytesPerToken;
    ctx.kvBytesPerSequence = ctx.kvBytesPerToken * w.inference.context;
    ctx.targeted = ctx.serves && w.inference.latencyTarget();
    ctx.trainingBytes = formula::adamMixedPrecisionBytesPerParameter * ctx.parameters
                        + formula::activationBytes(w.training.sequenceLength, w.hidden, w.layers, 1);
    ctx.flopsPerRun = formula::trainingFlops(ctx.activeParameters, w.training.tokensPerRunB * 1e9);

    a.trainingFlops = known(ctx.flopsPerRun, "FLOP",
        {Method::FirstPrinciples, QT_TRANSLATE_NOOP("Message", "FLOPs = 6 × active parameters × tokens"),
         termList({{QT_TRANSLATE_NOOP("Message", "active parameters"), ctx.activeParameters, "parameters"}, {QT_TRANSLATE_NOOP("Message", "tokens"), w.training.tokensPerRunB * 1e9, "tokens"}}), {}, {}});
    a.inferenceWeightBytes = known(ctx.weightBytes, "bytes",
        {Method::FirstPrinciples, QT_TRANSLATE_NOOP("Message", "weight bytes = parameters × bytes per value"),
         termList({{QT_TRANSLATE_NOOP("Message", "parameters"), ctx.parameters, "parameters"}, {QT_TRANSLATE_NOOP("Message", "bytes per value"), bytesPerValue(w.inference.precision), "bytes"}}), {}, {}});
    a.kvBytesPerSequence = known(ctx.kvBytesPerSequence, "bytes",
        {Method::FirstPrinciples, QT_TRANSLATE_NOOP("Message", "KV bytes = 2 × layers × KV heads × head dim × bytes × context"),
         termList({{QT_TRANSLATE_NOOP("Message", "layers"), double(w.layers), ""}, {QT_TRANSLATE_NOOP("Message", "KV heads"), double(w.kvHeads), ""}, {QT_TRANSLATE_NOOP("Message", "head dim"), double(w.headDim), ""},
                   {QT_TRANSLATE_NOOP("Message", "bytes per value"), infBytes, "bytes"}, {QT_TRANSLATE_NOOP("Message", "context"), double(w.inference.context), "tokens"}}), {}, {}});

    std::vector<UsedFigure> weeksInputs;
    WeeksRange weeksRange;
    const Quantity weeks = portingWeeks(ctx, weeksInputs, weeksRange);
    // The first option that does not need a port ([0]) and the first that does ([1]), each with
    // where its porting figures begin in its figures used.
    struct PortingTwin {
        std::size_t option = 0, firstInput = 0;
    };
    std::optional<PortingTwin> portingTwins[2];
    // Options are large; growing the vector one at a time moved each of them about twice.
    a.options.reserve(catalog.offers.size() * std::size(allPricingModels));
    for (const auto &offer : catalog.offers) {
        const Accelerator *acc = catalog.accelerator(offer.acceleratorId);
        if (!acc) continue;
        // The offer's first option works out its speed figures; the offer's other pricing models
        // share them (the chips and run times are the same at any price), with the figures used
        // that they rest on, from `twinInputs.first` to `twinInputs.second` in its list.
        std::optional<std::size_t> twin;
        std::pair<std::size_t, std::size_t> twinInputs;
        const std::string label = optionLabel(offer, *acc);
        for (auto model : allPricingModels) {
            // An offer with no statement at all at this pricing model is left out (the rule
            // below), without working out a price it does not have.
            // Nor is an offered price that cannot be put per chip (the rule below): it is not
            // explained only to be dropped.
            if (model != scenario.strategy.pricingModel) {
                const auto price = offer.prices.find(model);
                if (price == offer.prices.end() || !price->second.known()) continue;
                if (price->second.chosen().offered) {
                    const auto perChip = perChipPrice(offer, *acc, model);
                    if (!perChip || !std::isfinite(perChip->value)) continue;
                }
            }
            bool offered = true;
            Quantity price = pricePerChipHour(offer, *acc, model, &offered);
            // Offers without any statement at this pricing model are left out entirely, except
            // at the scenario's own pricing model, where the matrix shows why they drop out.
            if (!price.known() && offered && model != scenario.strategy.pricingModel) continue;
            // Built in place: an option is large, and moving it in cost as much as a figure.
            OptionAssessment &o = a.options.emplace_back();
            // The most figures an option reads: four for every option, up to two for serving
            // and one for training, the porting effort's and three for the SDK upkeep. Reserved
            // so that the list is not moved as it grows.
            o.inputs.reserve(10 + weeksInputs.size());
            o.offered = offered;
            o.pricePerChipHour = std::move(price);
            o.priceKnown = o.pricePerChipHour.known();
            o.offerId = offer.id;
            o.acceleratorId = acc->id;
            const char *modelId = toString(model);
            o.id.reserve(offer.id.size() + 1 + std::char_traits<char>::length(modelId));
            o.id.append(offer.id).append(1, '/').append(modelId);
            o.label = label;
            o.family = acc->family;
            o.stack = acc->stack;
            o.provider = offer.provider;
            o.pricingModel = model;
            o.needsPort = acc->stack != scenario.team.currentStack;
            o.reference = offer.reference;
            o.inDecision = model == scenario.strategy.pricingModel && !offer.reference;
            o.supplyChips = supplyOf(offer);
            o.supplyEstimated = offer.supply.known()
                && offer.supply.chosen().provenance.kind == FigureKind::Estimate;
            recordCatalogInputs(ctx, offer, *acc, model, o);
            if (twin && !ctx.targeted) {
                shareSpeed(a.options[*twin], twinInputs, o);
            } else {
                twin = a.options.size() - 1;
                twinInputs.first = o.inputs.size();
                inferenceSpeed(ctx, offer, *acc, o);
                trainingSpeed(ctx, *acc, o);
                twinInputs.second = o.inputs.size();
            }
            inferenceCost(ctx, o);
            trainingCost(ctx, o);
            // The port is the same for every option that needs one, and for every option that
            // does not: worked out for the first of each, then shared.
            std::optional<PortingTwin> &porting = portingTwins[o.needsPort ? 1 : 0];
            if (porting) {
                sharePorting(a.options[porting->option], porting->firstInput, o);
            } else {
                porting = PortingTwin{a.options.size() - 1, o.inputs.size()};
                evaluatePorting(ctx, weeks, weeksRange, weeksInputs, o);
            }
            evaluateTotals(ctx, o);
            o.supplyCaveat = supplyCaveat(ctx, o, offer.provider);
        }
    }

    a.planIssues = planIssues(a);
    a.decision = decide(a, catalog);

    // The baseline break-even is measured against: the scenario's choice, else the cheapest
    // surviving option on the team's current stack (the one it would keep), whatever the weights.
    // The port candidate is the best ranked surviving option that needs a port: the trade's side.
    const OptionAssessment *base = nullptr, *bestPort = nullptr;
    if (!scenario.strategy.baselineOffer.empty())
        for (const auto &o : a.options)
            if (o.inDecision && o.offerId == scenario.strategy.baselineOffer && o.tco.known()) base = &o;
    auto cheaperKept = [&](bool survivorsOnly) {
        for (const auto &row : a.decision.rows) {
            const OptionAssessment *o = a.option(row.optionId);
            if ((survivorsOnly && row.excluded) || !o || o->needsPort || !o->tco.known()) continue;
            if (!base || o->tco.value < base->tco.value) base = o;
        }
    };
    if (!base) cheaperKept(true);
    // With every option of the current stack knocked out, the cheapest of them still serves as
    // the reference the port is measured against.
    if (!base) cheaperKept(false);
    for (const auto &row : a.decision.rows) {
        const OptionAssessment *o = a.option(row.optionId);
        if (row.excluded || !o || !o->tco.known()) continue;
        if (!bestPort && o->needsPort) bestPort = o;
    }
    if (base) {
        a.baselineId = base->id;
        for (auto &o : a.options) o.breakEven = breakEvenAgainst(scenario, *base, o);
    }
    if (bestPort) a.bestNeuronId = bestPort->id;

    a.trade = tradeOf(a);
    a.recommendation = recommend(a, catalog);
    return a;
}

} // namespace

} // namespace ad
