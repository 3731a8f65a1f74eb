// The inputs a scenario can give a range (docs/uncertainty.md's table): their ids, labels and
// units, and the checks a range must pass. The scenario reader and the uncertainty analysis both
// read this table.
#include "scenario/levers.h"

#include "base/diagnostics.h"
#include "base/json_reader.h" // shortNumber()
#include "scenario/scenario_io.h"

#include <algorithm>
#include <cmath>

namespace ad {

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

Message rangeProblem(const Scenario &s, const std::string &id, const Range &range)
{
    const LeverInfo *info = leverById(id);
    if (!info) {
        std::vector<std::string> ids;
        for (const LeverInfo &l : uncertainLevers()) ids.emplace_back(l.id);
        const std::string near = closestMatch(id, ids);
        if (near.empty())
            return msg(QT_TRANSLATE_NOOP("Message", "no uncertain input is called %1; see "
                                                    "docs/uncertainty.md for the list"),
                       {arg::quoted(id)});
        return msg(QT_TRANSLATE_NOOP("Message", "no uncertain input is called %1; did you mean %2?"),
                   {arg::quoted(id), arg::quoted(near)});
    }
    if (!std::isfinite(range.low) || !std::isfinite(range.high) || !std::isfinite(range.likely))
        return msg(QT_TRANSLATE_NOOP("Message", "the ends of a range must be finite numbers"));
    if (range.low > range.high)
        return msg(QT_TRANSLATE_NOOP("Message", "the low end (%1) is above the high end (%2)"),
                   {arg::exact(range.low), arg::exact(range.high)});
    if (isMultiplier(info->lever)) {
        if (!(range.low > 0))
            return msg(QT_TRANSLATE_NOOP("Message", "a multiple must be above 0 (got %1)"),
                       {arg::exact(range.low)});
        if (range.high > 100)
            return msg(QT_TRANSLATE_NOOP("Message", "a multiple above 100 is not plausible (got %1)"),
                       {arg::exact(range.high)});
        if (range.likely < range.low || range.likely > range.high)
            return msg(QT_TRANSLATE_NOOP("Message", "the likely value (%1) must lie between the ends"),
                       {arg::exact(range.likely)});
        return {};
    }
    if (info->lever == UncertainLever::PortingWeeks) {
        if (range.low < 0)
            return msg(QT_TRANSLATE_NOOP("Message", "weeks cannot be negative (got %1)"),
                       {arg::exact(range.low)});
        if (range.high > 520)
            return msg(QT_TRANSLATE_NOOP("Message", "a port of more than ten years is not "
                                                    "plausible (got %1 weeks)"),
                       {arg::exact(range.high)});
        return {};
    }
    const double value = leverFieldValue(s, info->lever);
    if (value < range.low || value > range.high)
        return msg(QT_TRANSLATE_NOOP("Message", "the scenario's own value (%1) must lie in the "
                                                "range %2 to %3"),
                   {arg::exact(value), arg::exact(range.low), arg::exact(range.high)});
    if (const auto bounds = scenarioFieldRange(id)) {
        // A target's range lies among the targets: 0 (no target) is not one of them.
        const double min = std::max(bounds->min, bounds->offOrAtLeast);
        const bool exclusive = bounds->minExclusive && min == bounds->min;
        const bool lowOut = exclusive ? !(range.low > min) : range.low < min;
        if (lowOut || range.high > bounds->max)
            return msg(exclusive ? Template(QT_TRANSLATE_NOOP("Message", "the range must stay within "
                                                                         "the field's bounds, above "
                                                                         "%1 to %2"))
                                 : Template(QT_TRANSLATE_NOOP("Message", "the range must stay within "
                                                                         "the field's bounds, from "
                                                                         "%1 to %2")),
                       {arg::exact(min), arg::exact(bounds->max)});
    }
    return {};
}

const LeverInfo *leverById(const std::string &id)
{
    for (const LeverInfo &l : uncertainLevers())
        if (id == l.id) return &l;
    return nullptr;
}

double leverFieldValue(const Scenario &s, UncertainLever lever)
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


double leverCeiling(UncertainLever lever)
{
    switch (lever) {
    case UncertainLever::Mfu:
    case UncertainLever::BandwidthEfficiency:
    case UncertainLever::ComputeEfficiency:
    case UncertainLever::Utilisation: return 1.0;
    default: return 0.0;
    }
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
        if (leverCeiling(info->lever) > 0) return {low, std::min(bounds->max, leverCeiling(info->lever))};
        return {low, bounds->max};
    }
    return {0, 0};
}

} // namespace ad
