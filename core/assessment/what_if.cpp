// docs/uncertainty.md, "What must be true": one input moved on SampleModel, the rest as assessed.
#include "assessment/what_if.h"

#include "assessment/assessment_format.h"
#include "assessment/decision_detail.h"
#include "base/json_reader.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <functional>

namespace ad {

namespace {

// The model with `id` as its only input; evaluate(x) gives the outcome at x.
struct OneInput {
    UncertainInput input;
    SampleModel model;
    mutable SampleModel::Outcome out;

    const SampleModel::Outcome &at(double x) const
    {
        model.evaluate(&x, out);
        return out;
    }
};

std::optional<OneInput> oneInput(const Assessment &a, const Catalog &catalog, const std::string &id,
                                 std::string *problem)
{
    auto refuse = [&](const std::string &why) {
        if (problem) *problem = why;
        return std::optional<OneInput>{};
    };
    if (!a.trade.comparable)
        return refuse("the scenario has no Trainium and GPU option to compare" + (a.trade.missing.empty() ? std::string() : " (" + a.trade.missing + ")"));
    auto input = inputAsAssessed(a, id, problem);
    if (!input) return std::nullopt;
    SampleModel model(a, catalog, {*input});
    if (model.neuronIndex() < 0 || model.gpuIndex() < 0) return refuse("the trade's options are not in the matrix");
    return OneInput{*input, std::move(model), {}};
}

double savingOf(const OneInput &m, const SampleModel::Outcome &out)
{
    return out.tco[std::size_t(m.model.gpuIndex())] - out.tco[std::size_t(m.model.neuronIndex())];
}

// +1 when a Trainium option tops the matrix, −1 for a GPU, 0 when nothing does.
double matrixSide(const Assessment &a, const OneInput &m, const SampleModel::Outcome &out)
{
    if (out.matrixWinner < 0) return 0;
    const OptionAssessment *o = a.option(m.model.optionId(std::size_t(out.matrixWinner)));
    return o ? (o->neuron() ? 1.0 : -1.0) : 0.0;
}

// The value in the input's own words: "62 % of the figures used", "9.5 weeks", "$3.10/chip-h".
std::string valueText(const Assessment &a, const UncertainInput &input, double x)
{
    auto priceOf = [&](const std::string &optionId) -> std::string {
        const OptionAssessment *o = a.option(optionId);
        if (!o || !o->pricePerChipHour.known()) return formatPercent(x) + " of today's price";
        return formatUsd(o->pricePerChipHour.value * x) + " per chip-hour";
    };
    switch (input.lever) {
    case UncertainLever::TrainiumPerformance:
    case UncertainLever::GpuPerformance: return formatPercent(x) + " of the figures used";
    case UncertainLever::TrainiumPrice: return priceOf(a.trade.neuronId);
    case UncertainLever::GpuPrice: return priceOf(a.trade.gpuId);
    case UncertainLever::PortingWeeks: return formatShort(x) + " weeks";
    case UncertainLever::Mfu:
    case UncertainLever::BandwidthEfficiency:
    case UncertainLever::ComputeEfficiency:
    case UncertainLever::Utilisation: return formatPercent(x, x < 0.1 ? 1 : 0);
    case UncertainLever::Overhead: return formatPercent(x) + " of run time";
    case UncertainLever::TokensPerDay: return formatCount(x * 1e6) + " tokens a day";
    case UncertainLever::TokensPerRun: return formatCount(x * 1e9) + " tokens a run";
    case UncertainLever::RunsPerYear:
        // A fraction of a run a year is one run every few years: keep its digits.
        return (x < 1 ? formatNumber(x, x < 0.1 ? 3 : 2) : formatShort(x))
            + (x == 1 ? " run a year" : " runs a year");
    case UncertainLever::HourlyRate: return formatUsd(x) + " an hour";
    }
    return formatShort(x);
}

// Training only, from MFU: Trainium's throughput multiple reads as its own MFU.
bool readsAsMfu(const Assessment &a, const UncertainInput &input)
{
    const OptionAssessment *n = a.option(a.trade.neuronId);
    return input.lever == UncertainLever::TrainiumPerformance && a.scenario.workload.trains()
        && !a.scenario.workload.serves() && n && n->trainingChipHours.known()
        && n->trainingChipHours.how.method != Method::Measurement;
}

std::string subjectOf(const Assessment &a, const UncertainInput &input)
{
    if (readsAsMfu(a, input)) return "Trainium's training MFU";
    switch (input.lever) {
    case UncertainLever::TrainiumPerformance: return "Trainium's throughput";
    case UncertainLever::GpuPerformance: return "the GPU's throughput";
    case UncertainLever::TrainiumPrice: return "the Trainium price";
    case UncertainLever::GpuPrice: return "the GPU price";
    case UncertainLever::PortingWeeks: return "the port";
    case UncertainLever::TokensPerDay: return "the volume served";
    case UncertainLever::TokensPerRun: return "the run size";
    case UncertainLever::RunsPerYear: return "the number of runs";
    default: {
        std::string label = input.label;
        if (!label.empty()) label[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(label[0])));
        return "the " + label;
    }
    }
}

// MFU for the Trainium multiple in a training-only workload, the input's own value otherwise.
std::string shownValue(const Assessment &a, const UncertainInput &input, double x)
{
    if (readsAsMfu(a, input)) return formatPercent(a.scenario.workload.training.mfu * x);
    return valueText(a, input, x);
}

std::string sentence(const Assessment &a, const Crossing &c, const UncertainInput &input)
{
    std::string where = shownValue(a, input, c.value);
    const std::string now = shownValue(a, input, c.current);
    // A threshold close to today's value gets the digits that tell the two apart.
    if (where == now && c.value != c.current) {
        const double ratio = c.value / (c.current != 0 ? c.current : 1);
        where += std::string(" (") + (ratio > 1 ? "+" : "-") + formatPercent(std::fabs(ratio - 1), 1) + ")";
    }
    const std::string subject = subjectOf(a, input);
    const bool weeks = input.lever == UncertainLever::PortingWeeks;
    // "above" for an amount, "longer" for the port.
    const std::string more = weeks ? "takes longer than " : "is above ";
    const std::string assumed = (weeks ? " (estimate: " : " (assessed: ") + now + ")";
    const OptionAssessment *n = a.option(a.trade.neuronId);
    const OptionAssessment *g = a.option(a.trade.gpuId);
    const std::string trn = n ? n->label : "the Trainium option", gpu = g ? g->label : "the GPU option";
    if (c.kind == Crossing::Target::MatrixSide)
        return std::string("The matrix puts ") + (c.trainiumAbove ? "a Trainium option" : "a GPU option")
            + " first when " + subject + " " + more + where + assumed + ", and "
            + (c.trainiumAbove ? "a GPU option" : "a Trainium option") + " below that.";
    if (c.target != 0) {
        // A saving target: which side is cheaper may not change at all, only how much it saves.
        const std::string less = weeks ? "takes less than " : "is below ";
        return "The saving of " + trn + " over " + gpu + " (negative when the GPU is cheaper) exceeds "
            + formatUsd(c.target) + " when " + subject + " " + (c.trainiumAbove ? more : less) + where + assumed
            + ", and falls short of it otherwise.";
    }
    const std::string above = c.trainiumAbove ? trn : gpu, below = c.trainiumAbove ? gpu : trn;
    return above + " costs less than " + below + " over the horizon when " + subject + " " + more
        + where + assumed + "; when it " + (weeks ? "takes less" : "is lower") + ", " + below + " does.";
}

} // namespace

std::optional<WhatIfOutcome> whatIf(const Assessment &a, const Catalog &catalog, const std::string &id,
                                    double value, std::string *problem)
{
    const auto m = oneInput(a, catalog, id, problem);
    if (!m) return std::nullopt;
    const auto [low, high] = plausibleBounds(id);
    if (!std::isfinite(value) || value < low || value > high) {
        if (problem)
            *problem = m->input.label + " must lie between " + shortNumber(low) + " and " + shortNumber(high)
                + " (" + m->input.unit + "); got " + shortNumber(value);
        return std::nullopt;
    }
    const SampleModel::Outcome &out = m->at(value);
    WhatIfOutcome w;
    w.value = value;
    w.trainiumTotal = out.tco[std::size_t(m->model.neuronIndex())];
    w.gpuTotal = out.tco[std::size_t(m->model.gpuIndex())];
    w.saving = w.gpuTotal - w.trainiumTotal;
    if (out.matrixWinner >= 0) w.matrixWinnerId = m->model.optionId(std::size_t(out.matrixWinner));
    return w;
}

std::optional<Crossing> goalSeek(const Assessment &a, const Catalog &catalog, const std::string &id,
                                 Crossing::Target kind, double target, std::string *problem)
{
    const auto m = oneInput(a, catalog, id, problem);
    if (!m) return std::nullopt;
    const std::function<double(double)> f = [&](double x) {
        const SampleModel::Outcome &out = m->at(x);
        return kind == Crossing::Target::Saving ? savingOf(*m, out) - target : matrixSide(a, *m, out);
    };
    Crossing c;
    c.kind = kind;
    c.target = target;
    c.inputId = m->input.id;
    c.label = m->input.label;
    c.unit = m->input.unit;
    c.current = m->input.spread.likely;
    const auto [low, high] = plausibleBounds(id);

    // Scan a grid (logarithmic where the bounds are positive) for a change of sign, keep the one
    // nearest the current value, then bisect it: the model is monotone in most inputs but has
    // steps (whole serving replicas), so the grid finds the bracket and bisection the edge.
    const bool logScale = low > 0;
    auto toX = [&](double t) { return logScale ? std::exp(t) : t; };
    const double t0 = logScale ? std::log(low) : low, t1 = logScale ? std::log(high) : high;
    const double tNow = logScale ? std::log(std::max(c.current, low)) : c.current;
    constexpr int steps = 240;
    double bestLow = 0, bestHigh = 0, bestDistance = INFINITY;
    double previous = f(toX(t0));
    for (int i = 1; i <= steps; ++i) {
        const double tLow = t0 + (t1 - t0) * (i - 1) / steps, tHigh = t0 + (t1 - t0) * i / steps;
        const double now = f(toX(tHigh));
        if (std::isfinite(previous) && std::isfinite(now) && previous != 0 && now != 0
            && (previous < 0) != (now < 0)) {
            const double distance = tNow < tLow ? tLow - tNow : tNow > tHigh ? tNow - tHigh : 0;
            if (distance < bestDistance) {
                bestDistance = distance;
                bestLow = tLow;
                bestHigh = tHigh;
            }
        }
        if (now != 0) previous = now;
    }
    if (std::isfinite(bestDistance)) {
        const bool lowNegative = f(toX(bestLow)) < 0;
        for (int i = 0; i < 200 && bestHigh - bestLow > 1e-13 * std::max(1.0, std::fabs(bestHigh)); ++i) {
            const double mid = (bestLow + bestHigh) / 2;
            const double y = f(toX(mid));
            if (y == 0 || !std::isfinite(y)) break;
            ((y < 0) == lowNegative ? bestLow : bestHigh) = mid;
        }
        c.found = true;
        c.lowerEnd = toX(bestLow);
        c.upperEnd = toX(bestHigh);
        c.value = (c.lowerEnd + c.upperEnd) / 2;
        const double below = f(c.lowerEnd), above = f(c.upperEnd);
        c.atLower = below;
        c.atUpper = above;
        c.trainiumAbove = above > 0;
        c.verified = (below < 0) != (above < 0) && below != 0 && above != 0;
        c.text = sentence(a, c, m->input);
    }
    return c;
}

std::vector<Crossing> whatMustBeTrue(const Assessment &a, const Catalog &catalog)
{
    std::vector<Crossing> out;
    if (!a.trade.comparable) return out;
    static const char *const saving[] = {"trainium.performance", "porting.weeks", "workload.inference.tokens_per_day_m",
                                         "workload.training.tokens_per_run_b", "workload.training.runs_per_year",
                                         "gpu.price", "trainium.price"};
    static const char *const matrix[] = {"trainium.performance", "porting.weeks", "gpu.price"};
    for (const char *id : saving)
        if (auto c = goalSeek(a, catalog, id, Crossing::Target::Saving); c && c->found && c->verified)
            out.push_back(std::move(*c));
    for (const char *id : matrix)
        if (auto c = goalSeek(a, catalog, id, Crossing::Target::MatrixSide); c && c->found && c->verified)
            out.push_back(std::move(*c));
    return out;
}

} // namespace ad
