#pragma once
// Internal pieces of the decision matrix, split by concern so each file stays readable:
// decision_knockouts.cpp (what rules an option out), decision_scores.cpp (the fixed value
// functions), decision_weights.cpp (weights that follow the scenario), decision_sensitivity.cpp
// (what would have to change for another option to win), decision.cpp (assembly and ranking).
#include "assessment/assessment.h"
#include "base/number_format.h"

#include <string>
#include <vector>

namespace ad::detail {

// One reason an option cannot be chosen. `byChoice` marks the scenario's own constraints
// (providers, multi-cloud, spot-only budget, deadline), as opposed to what the option cannot do
// (hold the model, be bought, finish the runs).
struct Knockout {
    Message reason;
    bool byChoice = false;
};

std::vector<Knockout> knockouts(const OptionAssessment &option, const Assessment &assessment,
                                const Catalog &catalog);

// What the scorer needs besides the option itself: the origin of the cost scale, the cheapest
// option in view (only differences of scores matter, and those do not depend on it).
struct ScoringContext {
    const Assessment *assessment = nullptr;
    const Catalog *catalog = nullptr;
    double costAnchor = 0;            // USD; 0 when no option's cost is known
    std::string costAnchorLabel;
};

// The cost score (docs/decision.md, "Cost over the horizon"): 1 at the anchor, and 1 less for
// each doubling of the cost, with neither floor nor tail, so the swing the cost weight weighs is
// one halving of the cost wherever it lies. The difference between two options' scores is the
// base-2 logarithm of the ratio of their costs and nothing else: no third option, added or
// removed, can change it. Costs below costFloorUsd (credits can bring a total to zero) count as
// that amount, which keeps the logarithm finite.
inline constexpr double costFloorUsd = 1.0;
double costValue(double cost, double anchor);
// The port-risk score of a port of `weeks` (docs/decision.md, "Port risk").
double portValue(double weeks);
// The time-to-result score of a run of `days` when the plan allows `allowed` days per run.
double timeValue(double days, double allowed);

// The score (0..1, higher is better) of one option on one criterion, before scenario overrides.
CriterionScore scoreCriterion(const Criterion &criterion, const OptionAssessment &option,
                              const ScoringContext &context);
// True when the criterion's score depends on the option's chip and nothing else (an expert
// profile's score, the clouds that rent the chip), so that the options on one chip share it.
bool scoredByChipAlone(const Criterion &criterion);
// What scores 1 and 0 on the criterion, in its units.
Message scaleText(const Criterion &criterion, const ScoringContext &context);
// Where the included options lie on the criterion, in its units (empty when nothing to show).
Message rangeText(const Criterion &criterion,
                  const std::vector<const OptionAssessment *> &included);

// True when the offer can be bought as spot: a priced, offered spot option in the assessment or
// an offered spot price in the catalog.
bool offerSellsSpot(const std::string &offerId, const Assessment &assessment,
                    const Catalog &catalog);

// The weight a criterion or group gets when the scenario does not set one, with the reason it
// differs from the catalog's default (empty when it does not).
std::pair<int, Message> contextWeight(const Criterion &criterion, const Scenario &scenario);
std::pair<int, Message> contextWeight(const CriterionGroup &group, const Scenario &scenario);

// Indices of `rows` sorted best first by weighted total under `weights`. Equal totals go to the
// lower cost over the horizon (`costs`, parallel to `rows`; unknown as infinity), then to the
// earlier row.
std::vector<std::size_t> rankByTotal(const std::vector<std::vector<double>> &rows,
                                     const std::vector<double> &weights,
                                     const std::vector<double> &costs);
// rankByTotal(...).front() without sorting the rest: the sensitivity probes ask only who wins.
std::size_t topByTotal(const std::vector<std::vector<double>> &rows,
                       const std::vector<double> &weights, const std::vector<double> &costs);
// One row's total as the ranking compares it: the weighted total rounded at 1e-12, so that
// totals equal on paper tie.
double rankingTotal(const std::vector<double> &row, const std::vector<double> &weights);
// topByTotal with each row's rankingTotal already worked out (`totals`, parallel to `costs`): a
// probe that changes one score recomputes one total, not all of them.
std::size_t topOfTotals(const std::vector<double> &totals, const std::vector<double> &costs);

// Fill DecisionResult::sensitivity, scoreFlips and mostFragile from the ranked matrix.
// `inputOrder` lists the option ids in the assessment's order: ranking ties go to the earlier one.
// `inputCosts` are their costs over the horizon, which break ties as in decide().
void computeSensitivity(DecisionResult &result, const std::vector<const std::string *> &inputOrder,
                        const std::vector<double> &inputCosts);

} // namespace ad::detail
