#pragma once
// The core's answer for one scenario. The GUI, the PDF report and the CLI all render this one
// value, so they never disagree.
#include "catalog.h"
#include "quantity.h"
#include "scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace ad {

enum class FlagLevel { Info, Suspicious, Impossible, Conflict, UnitMismatch, VendorClaim };
const char *toString(FlagLevel level);

struct Flag {
    FlagLevel level = FlagLevel::Info;
    std::string subject;  // what it is about ("seed 001: Llama 3 70B on H100, 26,800 tok/s")
    std::string message;  // why, with the numbers
    std::vector<std::string> sources;
    bool operator==(const Flag &) const = default;
};

// A published figure recomputed from first principles.
struct MeasurementCheck {
    std::string measurementId, acceleratorId, modelId;
    Quantity claimed;           // as published
    Quantity implied;           // implied MFU or bandwidth share, or recomputed cost
    FlagLevel level = FlagLevel::Info; // Info when plausible
    std::string message;
    bool operator==(const MeasurementCheck &) const = default;
};

struct BreakEven {
    bool applicable = false;  // false for the baseline and for options needing no port
    bool never = false;       // the option is not cheaper, so the port never pays back
    Quantity oneOffCost;      // porting cost (USD)
    Quantity tokens;          // inference tokens until break-even
    Quantity days;            // calendar days at the scenario's volume
    Quantity runs;            // training runs until break-even
    std::string summary;      // "pays back after 109 days", "never: not cheaper per token"
    bool operator==(const BreakEven &) const = default;
};

struct OptionAssessment {
    std::string id;           // "<offer id>/<pricing model>"
    std::string offerId, acceleratorId, label;
    std::string family, stack, provider;
    PricingModel pricingModel = PricingModel::OnDemand;
    bool offered = true;      // false: the provider does not sell it this way
    bool priceKnown = false;
    bool needsPort = false;
    bool inDecision = false;  // priced at the scenario's pricing model, so it enters the matrix

    Quantity pricePerChipHour;
    // Inference
    Quantity inferenceChips;          // chips per replica to hold weights + KV cache
    Quantity decodeTokensPerSecond;   // per chip
    Quantity costPerMTokens;
    Quantity inferenceCostPerYear;
    // Training
    Quantity trainingChipsMin;        // chips to hold weights, gradients, optimizer, activations
    Quantity memoryHeadroom;          // free share of memory at the scenario's chip count
    Quantity trainingChipHours;       // per run
    Quantity trainingCostPerRun;
    Quantity trainingWallClockDays;   // per run at the scenario's chip count
    Quantity trainingCostPerYear;
    // Porting and totals
    Quantity portingWeeks;
    Quantity portingCost;
    Quantity maintenanceCostPerYear;
    Quantity computeCostOverHorizon;
    Quantity creditsApplied;
    Quantity tco;                     // over the horizon
    BreakEven breakEven;

    std::vector<Flag> flags;
    bool operator==(const OptionAssessment &) const = default;
};

// ---- Decision matrix (filled by decide()) ----

struct CriterionScore {
    double score = 0;           // 0..1, higher is better
    bool derived = false;
    bool overridden = false;
    Explanation how;
    bool operator==(const CriterionScore &) const = default;
};

struct MatrixCriterion {
    std::string id, name, description;
    int weight = 3;
    bool derived = false;
    int defaultWeight = 3;
    std::string weightNote;  // why the weight differs from the catalog default, when it does
    bool operator==(const MatrixCriterion &) const = default;
};

struct MatrixRow {
    std::string optionId, label;
    bool excluded = false;
    std::vector<std::string> knockouts;   // reasons, in plain words
    std::vector<CriterionScore> scores;   // parallel to DecisionResult::criteria
    double total = 0;                     // weighted mean score, 0..1
    int rank = 0;                         // 1-based among included rows; 0 when excluded
    bool operator==(const MatrixRow &) const = default;
};

struct WeightSensitivity {
    std::string criterionId;
    int weight = 0;
    std::optional<double> flipWeight;  // weight at which the winner changes
    bool reachable = false;            // flipWeight within 1..5
    std::string newWinner;             // option id that would win past flipWeight
    std::string text;                  // "weight of Portability must drop below 2 ..."
    bool operator==(const WeightSensitivity &) const = default;
};

struct ScoreFlip {
    std::string criterionId, optionId;
    double delta = 0;                  // on the 1..5 scale: +1 or -1
    std::string newWinner;
    std::string text;
    bool operator==(const ScoreFlip &) const = default;
};

struct DecisionResult {
    std::vector<MatrixCriterion> criteria;
    std::vector<MatrixRow> rows;       // sorted by rank, excluded last
    std::string winner, runnerUp;      // option ids, empty when none
    double margin = 0;                 // winner total - runner-up total, 0..1
    double clearMarginThreshold = 0.03;
    bool clearWinner = false;
    std::vector<WeightSensitivity> sensitivity;
    std::vector<ScoreFlip> scoreFlips;
    std::string mostFragile;           // criterion id whose weight flips the result soonest
    bool operator==(const DecisionResult &) const = default;
};

enum class Lean { Trainium, Gpu, Hybrid, Undecided };
const char *toString(Lean lean);
const char *displayName(Lean lean);

struct Recommendation {
    Lean lean = Lean::Undecided;
    std::string headline;              // one sentence
    std::vector<std::string> reasons;  // three to five, each with its number
    std::vector<std::string> caveats;
    bool operator==(const Recommendation &) const = default;
};

struct Assessment {
    Scenario scenario;
    std::vector<OptionAssessment> options;  // every offer × pricing model
    std::string baselineId;                 // the GPU option break-even is measured against
    std::string bestNeuronId;               // cheapest option needing a port, for break-even
    Quantity trainingFlops;                 // per run
    Quantity inferenceWeightBytes, kvBytesPerSequence;
    std::vector<MeasurementCheck> checks;   // every catalog measurement recomputed
    std::vector<Flag> flags;                // conflicts, unit mismatches, implausible figures
    DecisionResult decision;
    Recommendation recommendation;

    const OptionAssessment *option(const std::string &id) const;
    bool operator==(const Assessment &) const = default;
};

// Evaluates every option, the checks, the decision matrix and the recommendation.
Assessment assess(const Scenario &scenario, const Catalog &catalog);

} // namespace ad
