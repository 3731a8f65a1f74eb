// docs/decision.md, "The trade".
#include "decision/trade.h"

#include "assessment/breakeven.h"
#include "decision/decision.h"
#include "decision/decision_detail.h"

#include <algorithm>
#include <cmath>

namespace ad {

namespace {

const MatrixRow *rowOf(const DecisionResult &d, const std::string &id)
{
    for (const auto &r : d.rows)
        if (r.optionId == id) return &r;
    return nullptr;
}

// The option of one side the matrix ranks highest among those that survive and have a known
// cost: the one the team would actually buy on that side.
const OptionAssessment *bestSurvivor(const Assessment &a, bool (OptionAssessment::*side)() const)
{
    for (const auto &row : a.decision.rows) { // ranked best first, excluded last
        if (row.excluded) break;
        const OptionAssessment *o = a.option(row.optionId);
        if (o && (o->*side)() && o->tco.known()) return o;
    }
    return nullptr;
}

// Why a side has no survivor: the cheapest knocked-out option of that side and its first reason.
Message whyMissing(const Assessment &a, bool (OptionAssessment::*side)() const, bool trainium)
{
    const OptionAssessment *first = nullptr;
    const MatrixRow *firstRow = nullptr;
    int count = 0;
    for (const auto &o : a.options) {
        const MatrixRow *row = rowOf(a.decision, o.id);
        if (!row || !(o.*side)()) continue;
        ++count;
        if (!first || (o.tco.known() && (!first->tco.known() || o.tco.value < first->tco.value))) {
            first = &o;
            firstRow = row;
        }
    }
    if (!first) {
        const Arg prices = arg::nested(displayMessage(a.scenario.strategy.pricingModel));
        return trainium ? msg(QT_TRANSLATE_NOOP("Message", "the catalog has no Trainium option at %1 prices"), {prices})
                        : msg(QT_TRANSLATE_NOOP("Message", "the catalog has no GPU option at %1 prices"), {prices});
    }
    std::vector<Arg> args{arg::verbatim(first->label),
                          arg::nested(firstRow->knockouts.empty()
                                          ? msg(QT_TRANSLATE_NOOP("Message", "its cost is unknown"))
                                          : firstRow->knockouts.front())};
    if (count == 1)
        return trainium ? msg(QT_TRANSLATE_NOOP("Message", "the only Trainium option, %1, was knocked out: %2"),
                              std::move(args))
                        : msg(QT_TRANSLATE_NOOP("Message", "the only GPU option, %1, was knocked out: %2"),
                              std::move(args));
    return trainium ? msg(QT_TRANSLATE_NOOP("Message", "every Trainium option was knocked out; the cheapest, %1: %2"),
                          std::move(args))
                    : msg(QT_TRANSLATE_NOOP("Message", "every GPU option was knocked out; the cheapest, %1: %2"),
                          std::move(args));
}

std::size_t costCriterion(const DecisionResult &d)
{
    for (std::size_t c = 0; c < d.criteria.size(); ++c)
        if (d.criteria[c].metric == CriterionMetric::Tco && d.criteria[c].effectiveWeight > 0) return c;
    return d.criteria.size();
}

double weightSum(const DecisionResult &d)
{
    double sum = 0;
    for (const auto &c : d.criteria) sum += std::max(0.0, c.effectiveWeight);
    return sum;
}

// The multiple of the Trainium option's cost at which the GPU option's total in the matrix falls
// to Trainium's: everything else held, only the GPU's cost moves. Each doubling of a cost takes
// the same weighted amount off its total (the cost scale has no floor), so the multiple is
// 2 to the power of the gap in totals over what one doubling weighs.
std::optional<double> premiumAtTie(const DecisionResult &d, const MatrixRow &neuron,
                                   const MatrixRow &gpu, double neuronCost)
{
    const std::size_t cost = costCriterion(d);
    if (cost == d.criteria.size() || !(neuronCost > 0) || !(d.costAnchor > 0)
        || gpu.scores[cost].overridden)
        return std::nullopt;
    const double perDoubling = d.criteria[cost].effectiveWeight / weightSum(d);
    // The GPU's total with its cost at neuronCost, then each doubling above that.
    const double atEqualCost = gpu.total
        + perDoubling * (detail::costValue(neuronCost, d.costAnchor) - gpu.scores[cost].score);
    return std::exp2((atEqualCost - neuron.total) / perDoubling);
}

// The Trainium side's price multiple at and below which it leads the matrix (docs/decision.md,
// "The trade"): its total rises by one doubling's weight each time its cost halves, and nothing
// else moves, so the cost it must reach follows from the best other total; the price that gives
// that cost is found on the model's own total (credits and port included).
std::optional<double> leadMultiple(const Assessment &a, const OptionAssessment &n, const MatrixRow &row)
{
    const DecisionResult &d = a.decision;
    const std::size_t cost = costCriterion(d);
    if (cost == d.criteria.size() || row.scores[cost].overridden || !n.tco.known())
        return std::nullopt;
    double best = -INFINITY;
    for (const auto &r : d.rows)
        if (!r.excluded && r.optionId != row.optionId) best = std::max(best, r.total);
    if (!std::isfinite(best)) return std::nullopt;  // alone in the matrix: it leads at any price
    const double perDoubling = d.criteria[cost].effectiveWeight / weightSum(d);
    const double target = std::max(n.tco.value, detail::costFloorUsd)
        * std::exp2((row.total - best) / perDoubling);
    auto total = [&](double m) { return totalCostWith(n, a.scenario, m, 1); };
    if (!(n.computeCostOverHorizon.value > 0) || total(0) > target) return std::nullopt;
    double low = 0, high = 1;
    for (int i = 0; i < 200 && total(high) <= target; ++i) high *= 2;
    if (total(high) <= target) return std::nullopt;
    for (int i = 0; i < 200; ++i) {
        const double mid = (low + high) / 2;
        (total(mid) <= target ? low : high) = mid;
    }
    return low;
}

} // namespace

Trade tradeOf(const Assessment &a)
{
    Trade t;
    t.horizonMonths = a.scenario.strategy.horizonMonths;
    const OptionAssessment *neuron = bestSurvivor(a, &OptionAssessment::neuron);
    const OptionAssessment *gpu = bestSurvivor(a, &OptionAssessment::cuda);
    if (neuron) t.neuronId = neuron->id;
    if (gpu) t.gpuId = gpu->id;
    if (!neuron) t.missing = whyMissing(a, &OptionAssessment::neuron, true);
    else if (!gpu) t.missing = whyMissing(a, &OptionAssessment::cuda, false);
    if (!neuron || !gpu) return t;

    t.comparable = true;
    t.neuronTco = neuron->tco.value;
    t.gpuTco = gpu->tco.value;
    t.trainiumCheaper = t.neuronTco < t.gpuTco;
    t.saving = std::abs(t.gpuTco - t.neuronTco);
    const double dearer = std::max(t.neuronTco, t.gpuTco);
    t.savingShare = dearer > 0 ? t.saving / dearer : 0.0;

    const OptionAssessment *ported = neuron->needsPort ? neuron : gpu->needsPort ? gpu : nullptr;
    if (ported) {
        const OptionAssessment *other = ported == neuron ? gpu : neuron;
        t.portedId = ported->id;
        t.portingCost = ported->portingCost.known() ? ported->portingCost.value : 0.0;
        const double years = a.scenario.strategy.horizonMonths / 12.0;
        t.upkeepOverHorizon = ported->maintenanceCostPerYear.known()
            ? ported->maintenanceCostPerYear.value * years : 0.0;
        // One baseline for every break-even (docs/formulas.md): the cheapest surviving option on
        // the team's current stack, or the scenario's choice; the other side when there is none.
        const OptionAssessment *base = a.option(a.baselineId);
        if (!base || base->needsPort) base = other;
        t.payback = breakEvenAgainst(a.scenario, *base, *ported);
        t.paybackBaselineId = base->id;
    }
    if (const MatrixRow *n = rowOf(a.decision, neuron->id), *g = rowOf(a.decision, gpu->id); n && g) {
        t.gpuPremiumAtTie = premiumAtTie(a.decision, *n, *g, t.neuronTco);
        t.trainiumLeadMultiple = leadMultiple(a, *neuron, *n);
        if (t.trainiumLeadMultiple && neuron->pricePerChipHour.known())
            t.trainiumLeadPrice = *t.trainiumLeadMultiple * neuron->pricePerChipHour.value;
    }
    return t;
}

formula::HorizonCost costOverHorizon(const OptionAssessment &o, const Scenario &s, double compute,
                                     double port)
{
    return formula::horizonCost(o.computeCostOverHorizon.value * compute, o.provider == "AWS",
                                s.strategy.creditsUsd,
                                o.portingCost.known() ? o.portingCost.value * port : 0.0,
                                o.maintenanceCostPerYear.known() ? o.maintenanceCostPerYear.value : 0.0,
                                s.strategy.horizonMonths / 12.0);
}

double totalCostWith(const OptionAssessment &o, const Scenario &s, double compute, double port)
{
    return costOverHorizon(o, s, compute, port).total();
}

} // namespace ad
