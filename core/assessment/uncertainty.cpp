// docs/uncertainty.md: which inputs are uncertain, their default ranges, and the analysis.
#include "assessment/uncertainty.h"

#include "assessment/assessment_format.h"
#include "base/diagnostics.h"
#include "base/json_reader.h"
#include "assessment/scenario_io.h"

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

namespace {
std::string lowerFirst(std::string text)
{
    if (!text.empty() && text[0] >= 'A' && text[0] <= 'Z') text[0] = static_cast<char>(text[0] - 'A' + 'a');
    return text;
}
} // namespace

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
    std::vector<std::string> why;
    double low = 1, high = 1;
    if (price.provenance.kind == FigureKind::Estimate)
        why.push_back("the " + lowerFirst(displayName(o.pricingModel)) + " price of " + offer->instance
                      + " is an estimate (" + price.provenance.source + ")");
    if (offer->chips.known() && offer->chips.chosen().provenance.kind == FigureKind::Estimate)
        why.push_back("its chips per instance are an estimate (" + offer->chips.chosen().provenance.source + ")");
    // A published list price stays certain, even where an older article quoted another one.
    if (why.empty()) return std::nullopt;
    const Spread d = defaultEstimatedPriceRange();
    low = d.low;
    high = d.high;
    // Another source's figure is a price this one could turn out to be: the range reaches it.
    auto reach = [&](double multiple, const std::string &text) {
        if (!(multiple > 0) || std::fabs(multiple - 1) <= 0.02) return;
        if (multiple < low || multiple > high) why.push_back(text);
        low = std::min(low, multiple);
        high = std::max(high, multiple);
    };
    if (offer->chips.known() && offer->chips.chosen().value > 0)
        for (const Statement &other : offer->chips.statements)
            if (other.value > 0)
                reach(offer->chips.chosen().value / other.value,
                      other.provenance.source + " gives " + formatCount(other.value)
                          + " chips per instance, which puts the price per chip at "
                          + formatPercent(offer->chips.chosen().value / other.value) + " of the one used");
    for (const Statement &other : priceIt->second.statements)
        if (other.offered && other.quotedUnit == price.quotedUnit && price.value > 0)
            reach(other.value / price.value,
                  other.provenance.source + " gives " + formatPercent(other.value / price.value)
                      + " of the price used");
    if (why.empty()) return std::nullopt;
    std::string text;
    for (const auto &w : why) text += (text.empty() ? "" : "; ") + w;
    return PriceRange{Spread{low, 1.0, high}, text};
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

std::string share(double fraction)
{
    return formatPercent(std::fabs(fraction));
}

// "30 % below to 5 % above"
std::string aroundText(const Spread &s)
{
    if (!(s.likely > 0)) return {};
    return share(1 - s.low / s.likely) + " below to " + share(s.high / s.likely - 1) + " above";
}

double fieldValue(const Scenario &s, UncertainLever lever)
{
    const auto &w = s.workload;
    switch (lever) {
    case UncertainLever::Mfu: return w.training.mfu;
    case UncertainLever::Overhead: return w.training.overhead;
    case UncertainLever::BandwidthEfficiency: return w.inference.bandwidthEfficiency;
    case UncertainLever::ComputeEfficiency: return w.inference.computeEfficiency;
    case UncertainLever::Utilisation: return w.inference.utilisation;
    case UncertainLever::TokensPerDay: return w.inference.tokensPerDayM;
    case UncertainLever::TokensPerRun: return w.training.tokensPerRunB;
    case UncertainLever::RunsPerYear: return w.training.runsPerYear;
    case UncertainLever::HourlyRate: return s.team.hourlyRateUsd;
    case UncertainLever::TpotTarget: return w.inference.tpotMs;
    case UncertainLever::TtftTarget: return w.inference.ttftMs;
    case UncertainLever::InputTokens: return w.inference.inputTokens;
    case UncertainLever::OutputTokens: return w.inference.outputTokens;
    default: return 1.0;
    }
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

double ceilingOf(UncertainLever lever)
{
    switch (lever) {
    case UncertainLever::Mfu:
    case UncertainLever::BandwidthEfficiency:
    case UncertainLever::ComputeEfficiency:
    case UncertainLever::Utilisation: return 1.0;
    default: return 0.0;
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

const std::vector<LeverInfo> &uncertainLevers()
{
    static const std::vector<LeverInfo> levers = {
        {UncertainLever::TrainiumPerformance, "trainium.performance", QT_TRANSLATE_NOOP("Message", "Trainium throughput"),
         QT_TRANSLATE_NOOP("Message", "× the figures used"), nullptr},
        {UncertainLever::GpuPerformance, "gpu.performance", QT_TRANSLATE_NOOP("Message", "GPU throughput"),
         QT_TRANSLATE_NOOP("Message", "× the figures used"), nullptr},
        {UncertainLever::TrainiumPrice, "trainium.price", QT_TRANSLATE_NOOP("Message", "Trainium price"),
         QT_TRANSLATE_NOOP("Message", "× today's"), nullptr},
        {UncertainLever::GpuPrice, "gpu.price", QT_TRANSLATE_NOOP("Message", "GPU price"),
         QT_TRANSLATE_NOOP("Message", "× today's"), nullptr},
        {UncertainLever::PortingWeeks, "porting.weeks", QT_TRANSLATE_NOOP("Message", "Porting time"),
         QT_TRANSLATE_NOOP("Message", "weeks"), nullptr},
        {UncertainLever::Mfu, "workload.training.mfu", QT_TRANSLATE_NOOP("Message", "Training MFU"),
         QT_TRANSLATE_NOOP("Message", "share of peak"), QT_TRANSLATE_NOOP("Message", "% of peak")},
        {UncertainLever::Overhead, "workload.training.overhead", QT_TRANSLATE_NOOP("Message", "Training overhead"),
         QT_TRANSLATE_NOOP("Message", "share of run time"), QT_TRANSLATE_NOOP("Message", "% of run time")},
        {UncertainLever::BandwidthEfficiency, "workload.inference.bandwidth_efficiency", QT_TRANSLATE_NOOP("Message", "Decode bandwidth efficiency"),
         QT_TRANSLATE_NOOP("Message", "share of peak"), QT_TRANSLATE_NOOP("Message", "% of peak")},
        {UncertainLever::ComputeEfficiency, "workload.inference.compute_efficiency", QT_TRANSLATE_NOOP("Message", "Prefill compute efficiency"),
         QT_TRANSLATE_NOOP("Message", "share of peak"), QT_TRANSLATE_NOOP("Message", "% of peak")},
        {UncertainLever::Utilisation, "workload.inference.utilisation", QT_TRANSLATE_NOOP("Message", "Serving utilisation"),
         QT_TRANSLATE_NOOP("Message", "share of the time"), QT_TRANSLATE_NOOP("Message", "% of the time")},
        {UncertainLever::TokensPerDay, "workload.inference.tokens_per_day_m", QT_TRANSLATE_NOOP("Message", "Tokens served per day"),
         QT_TRANSLATE_NOOP("Message", "million"), nullptr},
        {UncertainLever::TokensPerRun, "workload.training.tokens_per_run_b", QT_TRANSLATE_NOOP("Message", "Tokens per training run"),
         QT_TRANSLATE_NOOP("Message", "billion"), nullptr},
        {UncertainLever::RunsPerYear, "workload.training.runs_per_year", QT_TRANSLATE_NOOP("Message", "Training runs per year"),
         QT_TRANSLATE_NOOP("Message", "runs"), nullptr},
        {UncertainLever::HourlyRate, "team.hourly_rate_usd", QT_TRANSLATE_NOOP("Message", "Engineer hourly rate"),
         QT_TRANSLATE_NOOP("Message", "USD/h"), nullptr},
        {UncertainLever::TpotTarget, "workload.inference.tpot_ms", QT_TRANSLATE_NOOP("Message", "Time-per-token target"),
         QT_TRANSLATE_NOOP("Message", "ms"), nullptr},
        {UncertainLever::TtftTarget, "workload.inference.ttft_ms", QT_TRANSLATE_NOOP("Message", "First-token target"),
         QT_TRANSLATE_NOOP("Message", "ms"), nullptr},
        {UncertainLever::InputTokens, "workload.inference.input_tokens", QT_TRANSLATE_NOOP("Message", "Prompt tokens per request"),
         QT_TRANSLATE_NOOP("Message", "tokens"), nullptr},
        {UncertainLever::OutputTokens, "workload.inference.output_tokens", QT_TRANSLATE_NOOP("Message", "Output tokens per request"),
         QT_TRANSLATE_NOOP("Message", "tokens"), nullptr},
    };
    return levers;
}

ShownUnit shownUnit(const LeverInfo &lever)
{
    if (isMultiplier(lever.lever) || !scenarioFieldInPercent(lever.id) || !lever.percentUnit)
        return {1, lever.unit};
    return {100, lever.percentUnit};
}

bool isMultiplier(UncertainLever lever)
{
    return lever < UncertainLever::PortingWeeks;
}

std::string rangeProblem(const Scenario &s, const std::string &id, const Range &range)
{
    const LeverInfo *info = leverById(id);
    if (!info) {
        std::vector<std::string> ids;
        for (const LeverInfo &l : uncertainLevers()) ids.emplace_back(l.id);
        const std::string near = closestMatch(id, ids);
        return "no uncertain input is called " + quoteText(id)
            + (near.empty() ? "; see docs/uncertainty.md for the list" : "; did you mean " + quoteText(near) + "?");
    }
    if (!std::isfinite(range.low) || !std::isfinite(range.high) || !std::isfinite(range.likely))
        return "the ends of a range must be finite numbers";
    if (range.low > range.high)
        return "the low end (" + shortNumber(range.low) + ") is above the high end (" + shortNumber(range.high) + ")";
    if (isMultiplier(info->lever)) {
        if (!(range.low > 0)) return "a multiple must be above 0 (got " + shortNumber(range.low) + ")";
        if (range.high > 100) return "a multiple above 100 is not plausible (got " + shortNumber(range.high) + ")";
        if (range.likely < range.low || range.likely > range.high)
            return "the likely value (" + shortNumber(range.likely) + ") must lie between the ends";
        return {};
    }
    if (info->lever == UncertainLever::PortingWeeks) {
        if (range.low < 0) return "weeks cannot be negative (got " + shortNumber(range.low) + ")";
        if (range.high > 520) return "a port of more than ten years is not plausible (got " + shortNumber(range.high) + " weeks)";
        return {};
    }
    const double value = fieldValue(s, info->lever);
    if (value < range.low || value > range.high)
        return "the scenario's own value (" + shortNumber(value) + ") must lie in the range "
            + shortNumber(range.low) + " to " + shortNumber(range.high);
    if (const auto bounds = scenarioFieldRange(id)) {
        // A target's range lies among the targets: 0 (no target) is not one of them.
        const double min = std::max(bounds->min, bounds->offOrAtLeast);
        const bool exclusive = bounds->minExclusive && min == bounds->min;
        const bool lowOut = exclusive ? !(range.low > min) : range.low < min;
        if (lowOut || range.high > bounds->max)
            return "the range must stay within the field's bounds, " + std::string(exclusive ? "above " : "from ")
                + shortNumber(min) + " to " + shortNumber(bounds->max);
    }
    return {};
}

const LeverInfo *leverById(const std::string &id)
{
    for (const LeverInfo &l : uncertainLevers())
        if (id == l.id) return &l;
    return nullptr;
}

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
        const double value = fieldValue(s, info.lever);
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
                input.basis = "the scenario's range";
            } else if (port->portingWeeksHigh > port->portingWeeksLow) {
                spread = Spread{port->portingWeeksLow, weeks, port->portingWeeksHigh};
                input.basis = "the catalog's porting table: " + formatNumber(port->portingWeeksLow, 0)
                    + " to " + formatNumber(port->portingWeeksHigh, 0) + " weeks for this team and model";
            }
        } else if (set != s.uncertainty.end()) {
            const bool field = info.lever >= UncertainLever::Mfu;
            spread = Spread{set->second.low, field ? value : set->second.likely, set->second.high};
            input.basis = "the scenario's range";
        } else if (info.lever == UncertainLever::TrainiumPerformance
                   || info.lever == UncertainLever::GpuPerformance) {
            if (const auto kind = performanceKind(sideOption(a, neuron))) {
                spread = defaultPerformanceRange(*kind);
                input.basis = std::string("the ") + (neuron ? "Trainium" : "GPU") + " figures used are "
                    + displayName(*kind) + " figures: " + aroundText(*spread) + " (default for the kind)";
            }
        } else if (info.lever == UncertainLever::TrainiumPrice || info.lever == UncertainLever::GpuPrice) {
            if (const auto range = sidePriceRange(a, catalog, neuron)) {
                spread = range->spread;
                input.estimatesOnly = true;
                input.basis = std::string(neuron ? "Trainium" : "GPU") + " prices that rest on an estimate: "
                    + range->why + "; " + aroundText(range->spread)
                    + " (moves only the options whose price is an estimate)";
            }
        } else if (const auto assumed = assumptionRange(info.lever, value)) {
            spread = assumed;
            input.basis = "an assumption of the model: " + aroundText(*spread) + " the value entered (default)";
        }
        if (!spread && keepCertain) {
            // A certain input: its likely value only (1 for a multiple, the port's weeks).
            double likely = value;
            if (info.lever == UncertainLever::PortingWeeks)
                for (const auto &o : a.options)
                    if (o.needsPort && o.portingWeeks.known()) likely = o.portingWeeks.value;
            spread = Spread{likely, likely, likely};
            input.basis = "certain (no range set)";
        }
        if (!spread || (spread->certain() && !keepCertain)) continue;
        input.spread = *spread;
        input.floor = servingLever(info.lever) ? plausibleBounds(info.id).first : floorOf(info.lever, *spread);
        input.ceiling = ceilingOf(info.lever);
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

std::pair<double, double> plausibleBounds(const std::string &id)
{
    const LeverInfo *info = leverById(id);
    if (!info) return {0, 0};
    if (isMultiplier(info->lever)) return {0.01, 100}; // rangeProblem's limits for a multiple
    if (info->lever == UncertainLever::PortingWeeks) return {0, 520};
    if (const auto bounds = scenarioFieldRange(id)) {
        double low = bounds->min;
        // An open lower end: a thousandth of the way up stands for "just above".
        if (bounds->minExclusive) low = std::max(low, bounds->max * 1e-6);
        // A target's range lies among the targets (0 turns it off).
        low = std::max(low, bounds->offOrAtLeast);
        if (ceilingOf(info->lever) > 0) return {low, std::min(bounds->max, ceilingOf(info->lever))};
        return {low, bounds->max};
    }
    return {0, 0};
}

std::optional<UncertainInput> inputAsAssessed(const Assessment &a, const std::string &id, std::string *problem)
{
    auto refuse = [&](const std::string &why) {
        if (problem) *problem = why;
        return std::optional<UncertainInput>{};
    };
    const LeverInfo *info = leverById(id);
    if (!info) return refuse(rangeProblem(a.scenario, id, Range{}));
    if (!usedBy(a, info->lever))
        return refuse(std::string(info->label) + " (" + id + ") plays no part in this scenario");
    UncertainInput input;
    input.lever = info->lever;
    input.id = info->id;
    input.label = info->label;
    input.unit = info->unit;
    double value = isMultiplier(info->lever) ? 1.0 : fieldValue(a.scenario, info->lever);
    if (info->lever == UncertainLever::PortingWeeks) {
        value = 0;
        for (const auto &o : a.options)
            if (o.needsPort && o.portingWeeks.known()) value = o.portingWeeks.value;
    }
    input.spread = Spread{value, value, value};
    const auto [low, high] = plausibleBounds(id);
    input.floor = low;
    input.ceiling = ceilingOf(info->lever) > 0 ? ceilingOf(info->lever) : high;
    input.basis = "as assessed";
    return input;
}

} // namespace ad
