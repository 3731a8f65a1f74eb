// docs/uncertainty.md, "What must be true": one input moved on SampleModel, the rest as assessed.
#include "uncertainty/what_if.h"

#include "base/number_format.h"
#include "decision/decision_detail.h"
#include "base/json_reader.h"

#include <algorithm>
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
        return refuse("the scenario has no Trainium and GPU option to compare"
                      + (a.trade.missing.empty() ? std::string() : " (" + write(a.trade.missing) + ")"));
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

// The value in the input's own words: "62 % of the figures used", "9.5 weeks", "$3.10 per chip-hour".
Message valueText(const Assessment &a, const UncertainInput &input, double x)
{
    auto priceOf = [&](const std::string &optionId) {
        const OptionAssessment *o = a.option(optionId);
        if (!o || !o->pricePerChipHour.known())
            return msg(QT_TRANSLATE_NOOP("Message", "%1 of today's price"), {arg::percent(x)});
        return msg(QT_TRANSLATE_NOOP("Message", "%1 per chip-hour"), {arg::money(o->pricePerChipHour.value * x)});
    };
    switch (input.lever) {
    case UncertainLever::TrainiumPerformance:
    case UncertainLever::GpuPerformance:
        return msg(QT_TRANSLATE_NOOP("Message", "%1 of the figures used"), {arg::percent(x)});
    case UncertainLever::TrainiumPrice: return priceOf(a.trade.neuronId);
    case UncertainLever::GpuPrice: return priceOf(a.trade.gpuId);
    case UncertainLever::PortingWeeks: return msg(QT_TRANSLATE_NOOP("Message", "%1 weeks"), {arg::points(x)});
    case UncertainLever::Mfu:
    case UncertainLever::BandwidthEfficiency:
    case UncertainLever::ComputeEfficiency:
    case UncertainLever::Utilisation: return msg("%1", {arg::percent(x, x < 0.1 ? 1 : 0)});
    case UncertainLever::Overhead: return msg(QT_TRANSLATE_NOOP("Message", "%1 of run time"), {arg::percent(x)});
    case UncertainLever::TokensPerDay:
        return msg(QT_TRANSLATE_NOOP("Message", "%1 tokens a day"), {arg::amount(x * 1e6)});
    case UncertainLever::TokensPerRun:
        return msg(QT_TRANSLATE_NOOP("Message", "%1 tokens a run"), {arg::amount(x * 1e9)});
    case UncertainLever::RunsPerYear: {
        // A fraction of a run a year is one run every few years: keep its digits.
        const Arg runs = x < 1 ? arg::number(x, x < 0.1 ? 3 : 2) : arg::points(x);
        return x == 1 ? msg(QT_TRANSLATE_NOOP("Message", "%1 run a year"), {runs})
                      : msg(QT_TRANSLATE_NOOP("Message", "%1 runs a year"), {runs});
    }
    case UncertainLever::HourlyRate: return msg(QT_TRANSLATE_NOOP("Message", "%1 an hour"), {arg::money(x)});
    case UncertainLever::TpotTarget:
    case UncertainLever::TtftTarget:
        return msg(QT_TRANSLATE_NOOP("Message", "%1 ms"), {x < 10 ? arg::number(x, 1) : arg::points(x)});
    case UncertainLever::InputTokens:
    case UncertainLever::OutputTokens:
        return msg(QT_TRANSLATE_NOOP("Message", "%1 tokens"), {arg::count(std::round(x))});
    }
    return msg("%1", {arg::points(x)});
}

// Training only, from MFU: Trainium's throughput multiple reads as its own MFU.
bool readsAsMfu(const Assessment &a, const UncertainInput &input)
{
    const OptionAssessment *n = a.option(a.trade.neuronId);
    return input.lever == UncertainLever::TrainiumPerformance && a.scenario.workload.trains()
        && !a.scenario.workload.serves() && n && n->trainingChipHours.known()
        && n->trainingChipHours.how.method != Method::Measurement;
}

// What the input is, as the subject of "when ... is above ...". The port has sentences of its own.
Message subjectOf(const Assessment &a, const UncertainInput &input)
{
    if (readsAsMfu(a, input)) return msg(QT_TRANSLATE_NOOP("Message", "Trainium's training MFU"));
    switch (input.lever) {
    case UncertainLever::TrainiumPerformance: return msg(QT_TRANSLATE_NOOP("Message", "Trainium's throughput"));
    case UncertainLever::GpuPerformance: return msg(QT_TRANSLATE_NOOP("Message", "the GPU's throughput"));
    case UncertainLever::TrainiumPrice: return msg(QT_TRANSLATE_NOOP("Message", "the Trainium price"));
    case UncertainLever::GpuPrice: return msg(QT_TRANSLATE_NOOP("Message", "the GPU price"));
    case UncertainLever::PortingWeeks: return msg(QT_TRANSLATE_NOOP("Message", "the port"));
    case UncertainLever::TokensPerDay: return msg(QT_TRANSLATE_NOOP("Message", "the volume served"));
    case UncertainLever::TokensPerRun: return msg(QT_TRANSLATE_NOOP("Message", "the run size"));
    case UncertainLever::RunsPerYear: return msg(QT_TRANSLATE_NOOP("Message", "the number of runs"));
    case UncertainLever::Mfu: return msg(QT_TRANSLATE_NOOP("Message", "the training MFU"));
    case UncertainLever::Overhead: return msg(QT_TRANSLATE_NOOP("Message", "the training overhead"));
    case UncertainLever::BandwidthEfficiency:
        return msg(QT_TRANSLATE_NOOP("Message", "the decode bandwidth efficiency"));
    case UncertainLever::ComputeEfficiency:
        return msg(QT_TRANSLATE_NOOP("Message", "the prefill compute efficiency"));
    case UncertainLever::Utilisation: return msg(QT_TRANSLATE_NOOP("Message", "the serving utilisation"));
    case UncertainLever::HourlyRate: return msg(QT_TRANSLATE_NOOP("Message", "the engineer hourly rate"));
    case UncertainLever::TpotTarget: return msg(QT_TRANSLATE_NOOP("Message", "the time-per-token target"));
    case UncertainLever::TtftTarget: return msg(QT_TRANSLATE_NOOP("Message", "the first-token target"));
    case UncertainLever::InputTokens: return msg(QT_TRANSLATE_NOOP("Message", "the prompt length"));
    case UncertainLever::OutputTokens: return msg(QT_TRANSLATE_NOOP("Message", "the answer length"));
    }
    return {};
}

// MFU for the Trainium multiple in a training-only workload, the input's own value otherwise.
Message shownValue(const Assessment &a, const UncertainInput &input, double x)
{
    if (readsAsMfu(a, input)) return msg("%1", {arg::percent(a.scenario.workload.training.mfu * x)});
    return valueText(a, input, x);
}

// The crossing as a clause, without its full stop (Crossing::text).
Message sentence(const Assessment &a, const Crossing &c, const UncertainInput &input)
{
    Message where = shownValue(a, input, c.value);
    const Message now = shownValue(a, input, c.current);
    // A threshold close to today's value gets the digits that tell the two apart.
    if (write(where) == write(now) && c.value != c.current) {
        const double ratio = c.value / (c.current != 0 ? c.current : 1);
        const Arg change = arg::percent(std::fabs(ratio - 1), 1);
        where = ratio > 1 ? msg(QT_TRANSLATE_NOOP("Message", "%1 (+%2)"), {arg::nested(std::move(where)), change})
                          : msg(QT_TRANSLATE_NOOP("Message", "%1 (-%2)"), {arg::nested(std::move(where)), change});
    }
    const bool weeks = input.lever == UncertainLever::PortingWeeks;
    const OptionAssessment *n = a.option(a.trade.neuronId);
    const OptionAssessment *g = a.option(a.trade.gpuId);
    const Arg trn = n ? arg::verbatim(n->label) : arg::nested(msg(QT_TRANSLATE_NOOP("Message", "the Trainium option")));
    const Arg gpu = g ? arg::verbatim(g->label) : arg::nested(msg(QT_TRANSLATE_NOOP("Message", "the GPU option")));
    // The port "takes longer than" its weeks; every other input "is above" its value.
    std::vector<Arg> condition{arg::nested(std::move(where)), arg::nested(now)};
    if (!weeks) condition.insert(condition.begin(), arg::nested(subjectOf(a, input)));
    auto with = [&](std::vector<Arg> first) {
        first.insert(first.end(), condition.begin(), condition.end());
        return first;
    };
    if (c.kind == Crossing::Target::MatrixSide) {
        if (weeks)
            return c.trainiumAbove
                ? msg(QT_TRANSLATE_NOOP("Message", "The matrix puts a Trainium option first when the port takes "
                                                   "longer than %1 (estimate: %2), and a GPU option below that"),
                      condition)
                : msg(QT_TRANSLATE_NOOP("Message", "The matrix puts a GPU option first when the port takes longer "
                                                   "than %1 (estimate: %2), and a Trainium option below that"),
                      condition);
        return c.trainiumAbove
            ? msg(QT_TRANSLATE_NOOP("Message", "The matrix puts a Trainium option first when %1 is above %2 "
                                               "(assessed: %3), and a GPU option below that"),
                  condition)
            : msg(QT_TRANSLATE_NOOP("Message", "The matrix puts a GPU option first when %1 is above %2 (assessed: "
                                               "%3), and a Trainium option below that"),
                  condition);
    }
    if (c.target != 0) {
        // A saving target: which side is cheaper may not change at all, only how much it saves.
        std::vector<Arg> args = with({trn, gpu, arg::money(c.target)});
        if (weeks)
            return c.trainiumAbove
                ? msg(QT_TRANSLATE_NOOP("Message", "The saving of %1 over %2 (negative when the GPU is cheaper) "
                                                   "exceeds %3 when the port takes longer than %4 (estimate: %5), "
                                                   "and falls short of it otherwise"),
                      std::move(args))
                : msg(QT_TRANSLATE_NOOP("Message", "The saving of %1 over %2 (negative when the GPU is cheaper) "
                                                   "exceeds %3 when the port takes less than %4 (estimate: %5), and "
                                                   "falls short of it otherwise"),
                      std::move(args));
        return c.trainiumAbove
            ? msg(QT_TRANSLATE_NOOP("Message", "The saving of %1 over %2 (negative when the GPU is cheaper) exceeds "
                                               "%3 when %4 is above %5 (assessed: %6), and falls short of it "
                                               "otherwise"),
                  std::move(args))
            : msg(QT_TRANSLATE_NOOP("Message", "The saving of %1 over %2 (negative when the GPU is cheaper) exceeds "
                                               "%3 when %4 is below %5 (assessed: %6), and falls short of it "
                                               "otherwise"),
                  std::move(args));
    }
    std::vector<Arg> args = c.trainiumAbove ? with({trn, gpu}) : with({gpu, trn});
    return weeks
        ? msg(QT_TRANSLATE_NOOP("Message", "%1 costs less than %2 over the horizon when the port takes longer than "
                                           "%3 (estimate: %4); when it takes less, %2 does"),
              std::move(args))
        : msg(QT_TRANSLATE_NOOP("Message", "%1 costs less than %2 over the horizon when %3 is above %4 (assessed: "
                                           "%5); when it is lower, %2 does"),
              std::move(args));
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
                                         "gpu.price", "trainium.price", "workload.inference.tpot_ms"};
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
