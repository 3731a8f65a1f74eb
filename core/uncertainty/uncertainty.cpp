// docs/uncertainty.md: which inputs are uncertain, their default ranges, and the analysis.
#include "uncertainty/uncertainty.h"

#include "base/number_format.h"
#include "base/diagnostics.h"
#include "base/json_reader.h"
#include "scenario/scenario_io.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace ad {

namespace {

using sampling::Shape;
using sampling::Spread;

} // namespace

// Default ranges of a performance figure by its kind, as multiples of the figure: a vendor's
// peak or throughput is what its best case reaches, so it leans low; an independent measurement
// is narrow; the team's own measurement of its own model narrower still; an estimate the widest.
// Our own judgement, stated in docs/uncertainty.md.
Spread defaultPerformanceRange(FigureKind kind)
{
    switch (kind) {
    case FigureKind::Own: return {0.95, 1.0, 1.05};
    case FigureKind::Independent: return {0.9, 1.0, 1.1};
    case FigureKind::Derived: return {0.85, 1.0, 1.1};
    case FigureKind::Vendor: return {0.7, 1.0, 1.05};
    case FigureKind::Estimate: return {0.6, 1.0, 1.3};
    }
    return {0.6, 1.0, 1.3};
}

// An unpublished price (a new chip's, a commitment discount nobody lists) is as likely to come
// out well above the estimate as below it: a 90 % interval from 30 % below to 50 % above, even
// on a logarithmic scale. Our own judgement, stated in docs/uncertainty.md.
Spread defaultEstimatedPriceRange()
{
    return {0.7, 1.0, 1.5};
}

std::optional<PriceRange> estimatedPriceRange(const OptionAssessment &o, const Catalog &catalog)
{
    const Offer *offer = catalog.offer(o.offerId);
    if (!offer || !o.priceKnown) return std::nullopt;
    const auto priceIt = offer->prices.find(o.pricingModel);
    if (priceIt == offer->prices.end() || !priceIt->second.known()) return std::nullopt;
    const Statement &price = priceIt->second.chosen();
    Text why;
    double low = 1, high = 1;
    if (price.provenance.kind == FigureKind::Estimate)
        why.push_back(msg(QT_TRANSLATE_NOOP("Message", "the %1 of %2 is an estimate (%3)"),
                          {arg::nested(priceName(o.pricingModel)), arg::verbatim(offer->instance),
                           arg::verbatim(price.provenance.source)}));
    if (offer->chips.known() && offer->chips.chosen().provenance.kind == FigureKind::Estimate)
        why.push_back(msg(QT_TRANSLATE_NOOP("Message", "its chips per instance are an estimate (%1)"),
                          {arg::verbatim(offer->chips.chosen().provenance.source)}));
    // A published list price stays certain, even where an older article quoted another one.
    if (why.empty()) return std::nullopt;
    const Spread d = defaultEstimatedPriceRange();
    low = d.low;
    high = d.high;
    // Another source's figure is a price this one could turn out to be: the range reaches it.
    auto reach = [&](double multiple, auto &&text) {
        if (!(multiple > 0) || std::fabs(multiple - 1) <= 0.02) return;
        if (multiple < low || multiple > high) why.push_back(text());
        low = std::min(low, multiple);
        high = std::max(high, multiple);
    };
    if (offer->chips.known() && offer->chips.chosen().value > 0)
        for (const Statement &other : offer->chips.statements)
            if (other.value > 0) {
                const double multiple = offer->chips.chosen().value / other.value;
                reach(multiple, [&] {
                    return msg(QT_TRANSLATE_NOOP("Message", "%1 gives %2 chips per instance, which puts the price per "
                                                            "chip at %3 of the one used"),
                               {arg::verbatim(other.provenance.source), arg::count(other.value), arg::percent(multiple)});
                });
            }
    for (const Statement &other : priceIt->second.statements)
        if (other.offered && other.quotedUnit == price.quotedUnit && price.value > 0) {
            const double multiple = other.value / price.value;
            reach(multiple, [&] {
                return msg(QT_TRANSLATE_NOOP("Message", "%1 gives %2 of the price used"),
                           {arg::verbatim(other.provenance.source), arg::percent(multiple)});
            });
        }
    if (why.empty()) return std::nullopt;
    return PriceRange{Spread{low, 1.0, high}, std::move(why)};
}

namespace {

int width(FigureKind kind)
{
    switch (kind) {
    case FigureKind::Own: return 0;
    case FigureKind::Independent: return 1;
    case FigureKind::Derived: return 2;
    case FigureKind::Vendor: return 3;
    case FigureKind::Estimate: return 4;
    }
    return 4;
}

// The least firm kind among the performance figures a side's option reads.
std::optional<FigureKind> performanceKind(const OptionAssessment *o)
{
    if (!o) return std::nullopt;
    std::optional<FigureKind> widest;
    for (const UsedFigure &f : o->inputs)
        if (f.performance && (!widest || width(f.statement.provenance.kind) > width(*widest)))
            widest = f.statement.provenance.kind;
    return widest;
}

// The option that stands for a side: the trade's, else the best ranked survivor of that side.
const OptionAssessment *sideOption(const Assessment &a, bool neuron)
{
    if (const OptionAssessment *o = a.option(neuron ? a.trade.neuronId : a.trade.gpuId)) return o;
    for (const MatrixRow &row : a.decision.rows)
        if (const OptionAssessment *o = a.option(row.optionId); o && !row.excluded && o->neuron() == neuron)
            return o;
    return nullptr;
}

// "30 % below to 5 % above"
Message around(const Spread &s)
{
    if (!(s.likely > 0)) return {};
    return msg(QT_TRANSLATE_NOOP("Message", "%1 below to %2 above"),
               {arg::percent(std::fabs(1 - s.low / s.likely)), arg::percent(std::fabs(s.high / s.likely - 1))});
}

bool usedBy(const Assessment &a, UncertainLever lever)
{
    const Workload &w = a.scenario.workload;
    bool port = false, rooflineTraining = false, rooflineServing = false;
    for (const MatrixRow &row : a.decision.rows) {
        const OptionAssessment *o = a.option(row.optionId);
        if (!o || row.excluded) continue;
        port = port || (o->needsPort && o->portingCost.known());
        rooflineTraining = rooflineTraining
            || (o->trainingChipHours.known() && o->trainingChipHours.how.method != Method::Measurement);
        rooflineServing = rooflineServing
            || (o->decodeTokensPerSecond.known() && o->decodeTokensPerSecond.how.method != Method::Measurement);
    }
    switch (lever) {
    case UncertainLever::PortingWeeks: return port;
    case UncertainLever::Mfu: return w.trains() && rooflineTraining;
    case UncertainLever::Overhead:
    case UncertainLever::TokensPerRun:
    case UncertainLever::RunsPerYear: return w.trains();
    case UncertainLever::BandwidthEfficiency:
    case UncertainLever::ComputeEfficiency: return w.serves() && rooflineServing;
    case UncertainLever::Utilisation:
    case UncertainLever::TokensPerDay: return w.serves();
    case UncertainLever::HourlyRate: return port;
    // A target moves only the options the serving model sizes; 0 (no target) has no range.
    case UncertainLever::TpotTarget: return w.serves() && w.inference.tpotMs > 0 && rooflineServing;
    case UncertainLever::TtftTarget: return w.serves() && w.inference.ttftMs > 0 && rooflineServing;
    case UncertainLever::InputTokens:
    case UncertainLever::OutputTokens: return w.serves() && w.inference.latencyTarget() && rooflineServing;
    default: return true;
    }
}

// Shares of a value as the default range of a model assumption.
std::optional<Spread> assumptionRange(UncertainLever lever, double value)
{
    switch (lever) {
    case UncertainLever::Mfu:
    case UncertainLever::BandwidthEfficiency:
    case UncertainLever::ComputeEfficiency:
    case UncertainLever::Utilisation:
        return Spread{value * 0.75, value, std::min(1.0, value * 1.15)};
    case UncertainLever::Overhead:
        return Spread{value * 0.5, value, value * 2};
    default:
        return std::nullopt;
    }
}

// The serving inputs keep to their fields' own lower bounds (a target of at least 1 ms, one token).
bool servingLever(UncertainLever lever)
{
    return lever >= UncertainLever::TpotTarget;
}

double floorOf(UncertainLever lever, const Spread &s)
{
    switch (lever) {
    case UncertainLever::PortingWeeks:
    case UncertainLever::Overhead: return 0.0;
    default:
        // A multiple, a share or a count stays above zero: a hundredth of the range's low end.
        return std::max(1e-9, s.low / 100);
    }
}

} // namespace

namespace {
// The default price range of a side: that of the trade's option when its price is an
// estimate, else of the best ranked surviving option of the side whose price is one.
std::optional<PriceRange> sidePriceRange(const Assessment &a, const Catalog &catalog, bool neuron)
{
    if (const OptionAssessment *o = sideOption(a, neuron))
        if (auto range = estimatedPriceRange(*o, catalog)) return range;
    for (const MatrixRow &row : a.decision.rows)
        if (const OptionAssessment *o = a.option(row.optionId); o && !row.excluded && o->neuron() == neuron)
            if (auto range = estimatedPriceRange(*o, catalog)) return range;
    return std::nullopt;
}

std::vector<UncertainInput> inputsOf(const Assessment &a, const Catalog &catalog, bool keepCertain)
{
    const Scenario &s = a.scenario;
    std::vector<UncertainInput> out;
    for (const LeverInfo &info : uncertainLevers()) {
        if (!usedBy(a, info.lever)) continue;
        UncertainInput input;
        input.lever = info.lever;
        input.id = info.id;
        input.label = info.label;
        input.unit = info.unit;
        const double value = leverFieldValue(s, info.lever);
        std::optional<Spread> spread;
        const auto set = s.uncertainty.find(info.id);
        const bool neuron = info.lever == UncertainLever::TrainiumPerformance
            || info.lever == UncertainLever::TrainiumPrice;
        if (info.lever == UncertainLever::PortingWeeks) {
            const OptionAssessment *port = nullptr;
            for (const auto &o : a.options)
                if (o.needsPort && o.portingWeeks.known()) port = &o;
            if (!port) continue;
            const double weeks = port->portingWeeks.value;
            if (set != s.uncertainty.end()) {
                spread = Spread{set->second.low, weeks, set->second.high};
                input.basis = msg(QT_TRANSLATE_NOOP("Message", "the scenario's range"));
            } else if (port->portingWeeksHigh > port->portingWeeksLow) {
                spread = Spread{port->portingWeeksLow, weeks, port->portingWeeksHigh};
                input.basis = msg(QT_TRANSLATE_NOOP("Message", "the catalog's porting table: %1 to %2 weeks for this "
                                                               "team and model"),
                                  {arg::number(port->portingWeeksLow, 0), arg::number(port->portingWeeksHigh, 0)});
            }
        } else if (set != s.uncertainty.end()) {
            const bool field = info.lever >= UncertainLever::Mfu;
            spread = Spread{set->second.low, field ? value : set->second.likely, set->second.high};
            input.basis = msg(QT_TRANSLATE_NOOP("Message", "the scenario's range"));
        } else if (info.lever == UncertainLever::TrainiumPerformance
                   || info.lever == UncertainLever::GpuPerformance) {
            if (const auto kind = performanceKind(sideOption(a, neuron))) {
                spread = defaultPerformanceRange(*kind);
                input.basis = msg(neuron ? Template(QT_TRANSLATE_NOOP("Message", "the Trainium figures used (least firm "
                                                                              "kind: %1): %2, the default for that kind"))
                                         : Template(QT_TRANSLATE_NOOP("Message", "the GPU figures used (least firm kind: "
                                                                              "%1): %2, the default for that kind")),
                                  {arg::nested(displayMessage(*kind)), arg::nested(around(*spread))});
            }
        } else if (info.lever == UncertainLever::TrainiumPrice || info.lever == UncertainLever::GpuPrice) {
            if (const auto range = sidePriceRange(a, catalog, neuron)) {
                spread = range->spread;
                input.estimatesOnly = true;
                input.basis = msg(neuron ? Template(QT_TRANSLATE_NOOP("Message", "Trainium prices that rest on an "
                                                                              "estimate: %1; %2 (moves only the options "
                                                                              "whose price is an estimate)"))
                                         : Template(QT_TRANSLATE_NOOP("Message", "GPU prices that rest on an estimate: "
                                                                              "%1; %2 (moves only the options whose "
                                                                              "price is an estimate)")),
                                  {arg::clauses(range->why), arg::nested(around(range->spread))});
            }
        } else if (const auto assumed = assumptionRange(info.lever, value)) {
            spread = assumed;
            input.basis = msg(QT_TRANSLATE_NOOP("Message", "an assumption of the model: %1 the value entered (default)"),
                              {arg::nested(around(*spread))});
        }
        if (!spread && keepCertain) {
            // A certain input: its likely value only (1 for a multiple, the port's weeks).
            double likely = value;
            if (info.lever == UncertainLever::PortingWeeks)
                for (const auto &o : a.options)
                    if (o.needsPort && o.portingWeeks.known()) likely = o.portingWeeks.value;
            spread = Spread{likely, likely, likely};
            input.basis = msg(QT_TRANSLATE_NOOP("Message", "certain (no range set)"));
        }
        if (!spread || (spread->certain() && !keepCertain)) continue;
        input.spread = *spread;
        input.floor = servingLever(info.lever) ? plausibleBounds(info.id).first : floorOf(info.lever, *spread);
        input.ceiling = leverCeiling(info.lever);
        out.push_back(std::move(input));
    }
    return out;
}
} // namespace

std::vector<UncertainInput> uncertainInputs(const Assessment &a, const Catalog &catalog)
{
    return inputsOf(a, catalog, false);
}

std::vector<UncertainInput> editableInputs(const Assessment &a, const Catalog &catalog)
{
    return inputsOf(a, catalog, true);
}

std::optional<UncertainInput> inputAsAssessed(const Assessment &a, const std::string &id, std::string *problem)
{
    auto refuse = [&](const std::string &why) {
        if (problem) *problem = why;
        return std::optional<UncertainInput>{};
    };
    const LeverInfo *info = leverById(id);
    if (!info) return refuse(write(rangeProblem(a.scenario, id, Range{})));
    if (!usedBy(a, info->lever))
        return refuse(std::string(info->label) + " (" + id + ") plays no part in this scenario");
    UncertainInput input;
    input.lever = info->lever;
    input.id = info->id;
    input.label = info->label;
    input.unit = info->unit;
    double value = isMultiplier(info->lever) ? 1.0 : leverFieldValue(a.scenario, info->lever);
    if (info->lever == UncertainLever::PortingWeeks) {
        value = 0;
        for (const auto &o : a.options)
            if (o.needsPort && o.portingWeeks.known()) value = o.portingWeeks.value;
    }
    input.spread = Spread{value, value, value};
    const auto [low, high] = plausibleBounds(id);
    input.floor = low;
    input.ceiling = leverCeiling(info->lever) > 0 ? leverCeiling(info->lever) : high;
    input.basis = msg(QT_TRANSLATE_NOOP("Message", "as assessed"));
    return input;
}

} // namespace ad
