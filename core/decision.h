#pragma once
// Decision matrix: knock-outs, weighted-sum ranking, sensitivity, and the reasoned recommendation.
#include "assessment.h"

namespace ad {

// Fills assessment.decision from the evaluated options, the catalog's criteria and profiles and
// the scenario's weights and score overrides.
DecisionResult decide(const Assessment &assessment, const Catalog &catalog);

// Weighted mean of scores (0..1) with integer weights; exposed for tests and sensitivity.
double weightedTotal(const std::vector<double> &scores, const std::vector<double> &weights);

// Fills assessment.recommendation from the decision and the cost figures.
Recommendation recommend(const Assessment &assessment, const Catalog &catalog);

} // namespace ad
