#pragma once
// Internal pieces of the decision matrix, split by concern so each file stays readable:
// decision_scores.cpp (knock-outs and criterion scores), decision_sensitivity.cpp (what would
// have to change for another option to win), decision.cpp (assembly and ranking).
#include "assessment.h"

#include <string>
#include <vector>

namespace ad::detail {

// Reasons, in plain words with their numbers, why an option cannot be chosen. Empty: it stays.
std::vector<std::string> knockouts(const OptionAssessment &option, const Assessment &assessment,
                                   const Catalog &catalog);

// What the scorer needs to know besides the option itself.
struct ScoringContext {
    const Assessment *assessment = nullptr;
    const Catalog *catalog = nullptr;
    std::vector<const OptionAssessment *> included; // options that passed the knock-outs
};

// The score (0..1, higher is better) of one option on one criterion, before scenario overrides.
CriterionScore scoreCriterion(const Criterion &criterion, const OptionAssessment &option,
                              const ScoringContext &context);

// True when the offer can be bought as spot: a priced, offered spot option in the assessment or
// an offered spot price in the catalog.
bool offerSellsSpot(const std::string &offerId, const Assessment &assessment,
                    const Catalog &catalog);

// Indices of `rows` sorted best first by weighted total under `weights`; ties keep input order.
std::vector<std::size_t> rankByTotal(const std::vector<std::vector<double>> &rows,
                                     const std::vector<double> &weights);

// Fill DecisionResult::sensitivity, scoreFlips and mostFragile from the ranked matrix.
// `inputOrder` lists the option ids in the assessment's order: ranking ties go to the earlier one.
void computeSensitivity(DecisionResult &result, const std::vector<std::string> &inputOrder);

// "2.4", "3", "12.5": weights and points with at most one decimal.
std::string formatShort(double value);
// Fixed notation that ignores the C locale (a GUI that calls setlocale must not get "2,4").
std::string fixedDecimals(double value, int decimals);

} // namespace ad::detail
