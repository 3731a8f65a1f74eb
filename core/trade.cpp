// docs/decision.md, "The trade".
#include "trade.h"

#include "breakeven.h"
#include "decision.h"
#include "decision_detail.h"

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
std::string whyMissing(const Assessment &a, bool (OptionAssessment::*side)() const,
                       const std::string &name)
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
    if (!first)
        return "the catalog has no " + name + " option at " + displayName(a.scenario.strategy.pricingModel)
            + " prices";
    const std::string reason = firstRow->knockouts.empty() ? std::string("its cost is unknown")
                                                           : firstRow->knockouts.front();
    return (count == 1 ? "the only " + name + " option, " : "every " + name + " option was knocked out; "
                                                                 "the cheapest, ")
        + first->label + (count == 1 ? ", was knocked out: " : ": ") + reason;
}

// The multiple of the Trainium option's cost at which the GPU option's total in the matrix falls
// to Trainium's: everything else held, only the GPU's cost moves. Bisection on the logarithm of
// the multiple, which the total decreases in.
std::optional<double> premiumAtTie(const DecisionResult &d, const MatrixRow &neuron,
                                   const MatrixRow &gpu, double neuronCost)
{
    std::size_t cost = d.criteria.size();
    for (std::size_t c = 0; c < d.criteria.size(); ++c)
        if (d.criteria[c].metric == CriterionMetric::Tco && d.criteria[c].effectiveWeight > 0) cost = c;
    if (cost == d.criteria.size() || !(neuronCost > 0) || !(d.costAnchor > 0)) return std::nullopt;
    std::vector<double> weights, scores;
    for (std::size_t c = 0; c < d.criteria.size(); ++c) {
        weights.push_back(d.criteria[c].effectiveWeight);
        scores.push_back(gpu.scores[c].score);
    }
    auto gap = [&](double multiple) {
        scores[cost] = detail::costValue(multiple * neuronCost, d.costAnchor);
        return weightedTotal(scores, weights) - neuron.total;
    };
    double low = std::log(1e-3), high = std::log(1e3);
    if (gap(std::exp(low)) < 0 || gap(std::exp(high)) > 0) return std::nullopt;
    for (int i = 0; i < 80; ++i) {
        const double mid = (low + high) / 2;
        (gap(std::exp(mid)) > 0 ? low : high) = mid;
    }
    return std::exp((low + high) / 2);
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
    if (!neuron) t.missing = whyMissing(a, &OptionAssessment::neuron, "Trainium");
    else if (!gpu) t.missing = whyMissing(a, &OptionAssessment::cuda, "GPU");
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
        t.payback = breakEvenAgainst(a.scenario, *other, *ported);
    }
    if (const MatrixRow *n = rowOf(a.decision, neuron->id), *g = rowOf(a.decision, gpu->id); n && g)
        t.gpuPremiumAtTie = premiumAtTie(a.decision, *n, *g, t.neuronTco);
    return t;
}

} // namespace ad
