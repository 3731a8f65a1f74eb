#pragma once
// Decision matrix: knock-outs, weighted-sum ranking, sensitivity, and the reasoned recommendation.
#include "assessment/assessment.h"

namespace ad {

// Fills assessment.decision from the evaluated options, the catalog's criteria and profiles and
// the scenario's weights and score overrides.
DecisionResult decide(const Assessment &assessment, const Catalog &catalog);

// Weighted mean of scores (0..1) with integer weights; exposed for tests and sensitivity.
double weightedTotal(const std::vector<double> &scores, const std::vector<double> &weights);

// One weight the user sets, as the results show it: a top-level criterion, or a group with its
// members together.
struct ScorePart {
    std::string name;
    int weight = 0;                    // as set: the criterion's or the group's
    double effectiveWeight = 0;        // what its criteria weigh in the total, together
    double share = 0;                  // effectiveWeight ÷ the sum of every effective weight
    std::vector<std::size_t> criteria; // indices into DecisionResult::criteria
    bool group = false;
};

// The parts of the weighted total in the matrix's order (a group where its first member is);
// parts that weigh nothing are left out. The one rule the recommendation's reasons and the
// results' score chart both follow (docs/decision.md).
std::vector<ScorePart> scoreParts(const DecisionResult &decision);
// A part's score for one row on 0..1 (a group's: its members' weighted mean).
double partScore(const DecisionResult &decision, const ScorePart &part, const MatrixRow &row);
// The points out of 100 a part adds to a row's total, 100 × share × score: the points of all
// parts add up to 100 × row.total.
double partPoints(const DecisionResult &decision, const ScorePart &part, const MatrixRow &row);

// Fills assessment.recommendation from the decision and the cost figures.
Recommendation recommend(const Assessment &assessment, const Catalog &catalog);
// Whether a caveat of recommend() is the one about vendor performance claims (the memo lists
// those claims itself).
bool isVendorClaimsCaveat(const Message &caveat);

} // namespace ad
