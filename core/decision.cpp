// The decision matrix: knock-outs, scores, weighted-sum ranking, margin and sensitivity.
// The rules and formulas are written out in docs/decision.md.
#include "decision.h"

#include "decision_detail.h"
#include "json_reader.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <tuple>

namespace ad {

double weightedTotal(const std::vector<double> &scores, const std::vector<double> &weights)
{
    // A negative importance has no meaning on the 1-5 scale: it counts as zero.
    double sum = 0, weightSum = 0;
    const std::size_t n = std::min(scores.size(), weights.size());
    for (std::size_t k = 0; k < n; ++k) {
        const double w = std::max(0.0, weights[k]);
        sum += w * scores[k];
        weightSum += w;
    }
    return weightSum > 0 ? sum / weightSum : 0.0;
}

namespace detail {

std::vector<std::size_t> rankByTotal(const std::vector<std::vector<double>> &rows,
                                     const std::vector<double> &weights)
{
    // Totals are compared after rounding away floating-point noise, so that two options whose
    // totals are equal on paper tie and keep their input order.
    std::vector<double> totals;
    totals.reserve(rows.size());
    for (const auto &row : rows) totals.push_back(std::round(weightedTotal(row, weights) * 1e12));
    std::vector<std::size_t> order(rows.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return totals[a] > totals[b]; });
    return order;
}

} // namespace detail

namespace {

std::string scoreText(double score)
{
    return detail::fixedDecimals(score, 2);
}

// Scenario scores (criterion -> offer -> 0..1) replace the model's, and say so.
void applyOverride(CriterionScore &score, const Scenario &scenario, const std::string &criterionId,
                   const std::string &offerId)
{
    const auto byCriterion = scenario.decision.scores.find(criterionId);
    if (byCriterion == scenario.decision.scores.end()) return;
    const auto it = byCriterion->second.find(offerId);
    if (it == byCriterion->second.end()) return;
    const double value = it->second;
    if (!std::isfinite(value)) {
        score.how.note += (score.how.note.empty() ? "" : "; ")
            + std::string("the scenario's score for this cell is not a number and was ignored");
        return;
    }
    const double model = score.score;
    const bool clamped = value < 0 || value > 1;
    score.score = std::clamp(value, 0.0, 1.0);
    score.overridden = true;
    score.how.method = Method::Input;
    score.how.formula = "score set in the scenario";
    score.how.terms = {{"scenario score", value, "0..1"}, {"model's score", model, "0..1"}};
    score.how.note = "overrides the model's " + scoreText(model)
        + (clamped ? "; the scenario's value lies outside 0..1 and was clamped to "
                         + scoreText(score.score)
                   : std::string());
}

// The catalog's default weights describe a generic team. Where the scenario itself settles how much
// a criterion matters, the default follows it; a weight the user set is never changed.
std::pair<int, std::string> contextWeight(const Criterion &c, const Scenario &s)
{
    const auto &w = s.workload;
    const bool serves = w.kind == WorkloadKind::Inference || w.kind == WorkloadKind::Mixed;
    const bool research = w.novelArchitecture || s.team.modelSupport == ModelSupport::Novel;
    if (c.id == "cost_per_token" && !serves)
        return {0, "does not apply: the workload serves no tokens"};
    if (c.id == "portability" && !s.strategy.multiCloudRequired && s.strategy.awsNative
        && c.defaultWeight > 2)
        return {2, "lowered from " + std::to_string(c.defaultWeight)
                       + ": the team is AWS-native and needs no second cloud (seed 001 weighs "
                         "portability heavily only when multi-cloud is required)"};
    if (c.id == "new_architecture_support") {
        if (research)
            return {5, "raised from " + std::to_string(c.defaultWeight)
                           + ": the work is research on new architectures (seeds 001, 003)"};
        if (s.team.modelSupport == ModelSupport::Supported && c.defaultWeight > 1)
            return {1, "lowered from " + std::to_string(c.defaultWeight)
                           + ": a mainstream architecture Neuron already supports"};
    }
    if (c.id == "time_to_result" && w.kind == WorkloadKind::Inference)
        return {0, "does not apply: nothing is trained (the port's delay counts under porting effort)"};
    if (c.id == "spot_availability") {
        const PricingModel pm = s.strategy.pricingModel;
        if (pm == PricingModel::Commit1y || pm == PricingModel::Commit3y)
            return {0, "does not apply: the scenario buys on a commitment, not on the spot market"};
        if (pm == PricingModel::OnDemand && c.defaultWeight > 1)
            return {1, "lowered from " + std::to_string(c.defaultWeight)
                           + ": on-demand buyers use spot only as a fallback"};
    }
    if (c.id == "time_to_result" && s.strategy.deadlineWeeks > 0 && c.defaultWeight < 5)
        return {5, "raised from " + std::to_string(c.defaultWeight) + ": the scenario has a "
                       + formatNumber(s.strategy.deadlineWeeks) + "-week deadline"};
    return {c.defaultWeight, {}};
}

} // namespace

DecisionResult decide(const Assessment &assessment, const Catalog &catalog)
{
    DecisionResult result;
    const Scenario &scenario = assessment.scenario;

    std::vector<double> weights;
    for (const Criterion &c : catalog.criteria) {
        MatrixCriterion mc;
        mc.id = c.id;
        mc.name = c.name;
        mc.description = c.description;
        mc.weight = c.defaultWeight;
        mc.derived = c.derived;
        mc.defaultWeight = c.defaultWeight;
        if (const auto it = scenario.decision.weights.find(c.id);
            it != scenario.decision.weights.end()) {
            mc.weight = it->second;
        } else {
            std::tie(mc.weight, mc.weightNote) = contextWeight(c, scenario);
        }
        mc.weight = std::max(0, mc.weight);
        weights.push_back(mc.weight);
        result.criteria.push_back(std::move(mc));
    }

    std::vector<const OptionAssessment *> options;
    for (const auto &o : assessment.options)
        if (o.inDecision) options.push_back(&o);

    detail::ScoringContext context{&assessment, &catalog, {}};
    std::vector<MatrixRow> rows;
    for (const OptionAssessment *o : options) {
        MatrixRow row;
        row.optionId = o->id;
        row.label = o->label;
        row.knockouts = detail::knockouts(*o, assessment, catalog);
        row.excluded = !row.knockouts.empty();
        if (!row.excluded) context.included.push_back(o);
        rows.push_back(std::move(row));
    }

    for (std::size_t i = 0; i < rows.size(); ++i) {
        std::vector<double> values;
        for (const Criterion &c : catalog.criteria) {
            CriterionScore s = detail::scoreCriterion(c, *options[i], context);
            applyOverride(s, scenario, c.id, options[i]->offerId);
            values.push_back(s.score);
            rows[i].scores.push_back(std::move(s));
        }
        rows[i].total = weightedTotal(values, weights);
    }

    std::vector<MatrixRow> included, excluded;
    for (auto &row : rows) (row.excluded ? excluded : included).push_back(std::move(row));
    std::vector<std::vector<double>> matrix;
    for (const auto &row : included) {
        std::vector<double> values;
        for (const auto &s : row.scores) values.push_back(s.score);
        matrix.push_back(std::move(values));
    }
    const auto order = detail::rankByTotal(matrix, weights);
    for (std::size_t r = 0; r < order.size(); ++r) {
        included[order[r]].rank = static_cast<int>(r) + 1;
        result.rows.push_back(included[order[r]]);
    }
    for (auto &row : excluded) {
        row.rank = 0;
        result.rows.push_back(std::move(row));
    }

    if (!order.empty()) result.winner = result.rows[0].optionId;
    if (order.size() >= 2) {
        result.runnerUp = result.rows[1].optionId;
        result.margin = result.rows[0].total - result.rows[1].total;
        // Tolerance: a margin that equals the threshold on paper counts as clear.
        result.clearWinner = result.margin >= result.clearMarginThreshold - 1e-12;
    } else if (order.size() == 1) {
        result.clearWinner = true; // the only option left has no one to be close to
    }

    std::vector<std::string> inputOrder;
    for (const OptionAssessment *o : options) inputOrder.push_back(o->id);
    detail::computeSensitivity(result, inputOrder);
    return result;
}

} // namespace ad
