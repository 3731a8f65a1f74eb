#pragma once
// The core's answer for one scenario. The GUI, the PDF report and the CLI all render this one
// value, so they never disagree.
#include "assessment/serving_point.h"
#include "base/message.h"
#include "catalog/catalog.h"
#include "model/quantity.h"
#include "model/scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace ad {

enum class FlagLevel { Info, Suspicious, Impossible, Conflict, UnitMismatch, VendorClaim };
const char *toString(FlagLevel level);

struct Flag {
    FlagLevel level = FlagLevel::Info;
    Message subject;      // what it is about: an offer, a chip, a measurement's id, a catalog figure
    Message message;      // why, with the numbers
    SourceIds sources;
    bool operator==(const Flag &) const = default;
};

// A published figure recomputed from first principles.
struct MeasurementCheck {
    std::string measurementId, acceleratorId, modelId;
    Quantity claimed;           // as published
    Quantity implied;           // implied MFU or bandwidth share, or recomputed cost
    FlagLevel level = FlagLevel::Info; // Info when plausible
    Message message;
    bool operator==(const MeasurementCheck &) const = default;
};

struct BreakEven {
    bool applicable = false;  // false for the baseline and for options needing no port
    bool never = false;       // the option is not cheaper, so the port never pays back
    Quantity oneOffCost;      // porting cost (USD)
    Quantity tokens;          // inference tokens until break-even
    Quantity days;            // calendar days at the scenario's volume
    Quantity runs;            // training runs until break-even
    Message summary;          // "pays back after 109 days", "never: not cheaper per token"
    bool operator==(const BreakEven &) const = default;
};

// A catalog figure the model read, recorded where it reads it: the report's list of figures
// used, its count of vendor claims and the vendor-claim caveat all come from here.
// What a used figure stands for, where a rule depends on it: the price an option's cost rests on,
// the supply limit, a figure of the port (which follows the chips in the lists).
enum class FigureRole : unsigned char { Other, Price, Supply, Port };

struct UsedFigure {
    Message subject;           // an offer or a chip by name ("AWS trn3.48xlarge"), or "porting"
    Message what;              // "dense bf16 peak", "on-demand price"
    Statement statement;       // the statement the model used
    FigureRole role = FigureRole::Other;
    bool performance = false;  // a speed figure (peak FLOP/s, bandwidth, throughput)
    bool conflicting = false;  // the catalog holds statements that disagree with it
    std::string measurementId; // when it is a published measurement: its id
    Message phrase() const;    // "memory per chip of AWS Trainium3"
    bool operator==(const UsedFigure &) const = default;
};

struct OptionAssessment {
    std::string id;           // "<offer id>/<pricing model>"
    std::string offerId, acceleratorId, label;
    std::string family, provider;
    SoftwareStack stack = SoftwareStack::Cuda;
    bool neuron() const { return stack == SoftwareStack::Neuron; } // Trainium or Inferentia
    bool cuda() const { return stack == SoftwareStack::Cuda; }
    PricingModel pricingModel = PricingModel::OnDemand;
    bool offered = true;      // false: the provider does not sell it this way
    bool priceKnown = false;
    bool needsPort = false;
    bool inDecision = false;  // priced at the scenario's pricing model, so it enters the matrix
    // An indicative price (Offer::reference): shown as a marked reference, never ranked, never
    // called the cheapest or the best in any view.
    bool reference = false;

    Quantity pricePerChipHour;
    Quantity supplyChips;             // the most chips one order can get from this offer
    // The supply is the catalog's estimate (AWS documents no ceiling, say), not a documented
    // limit: it never knocks the option out or caps a run; exceeding it is a caveat instead.
    bool supplyEstimated = false;
    Message supplyCaveat;             // the plan needs more chips at once than that estimate
    // Inference
    Quantity inferenceChips;          // chips per replica to hold weights + KV cache
    Quantity decodeTokensPerSecond;   // per chip
    Quantity costPerMTokens;          // every rented chip busy: the lower bound of serving cost
    Quantity servingReplicas;         // replicas the volume needs at the scenario's utilisation
    Quantity inferenceCostPerYear;    // the whole fleet, around the clock
    ServingPoint serving;             // batch, TPOT, TTFT at the latency target (serving_point.h)
    // Training
    Quantity trainingChipsMin;        // chips to hold weights, gradients, optimizer, activations
    Quantity memoryHeadroom;          // free share of memory (training: at the scenario's chips)
    Quantity trainingChipHours;       // per run
    Quantity trainingCostPerRun;
    Quantity trainingChips;           // chips a run uses: the scenario's, capped by a documented supply
    Quantity trainingWallClockDays;   // per run at trainingChips
    Quantity fastestRunDays;          // per run at the most chips one order gets (at least the
                                      // chips planned when that most is only an estimate)
    Quantity trainingCostPerYear;
    // Porting and totals
    Quantity portingWeeks;
    double portingWeeksLow = 0, portingWeeksHigh = 0; // the catalog's range; 0 when set by hand
    Quantity portingCost;
    Quantity maintenanceCostPerYear;
    Quantity computeCostOverHorizon;
    Quantity creditsApplied;
    Quantity tco;                     // over the horizon
    BreakEven breakEven;

    std::vector<UsedFigure> inputs;   // every catalog figure the numbers above rest on
    std::vector<Flag> flags;
    bool operator==(const OptionAssessment &) const = default;
};

// ---- Decision matrix (filled by decide()) ----

struct CriterionScore {
    double score = 0;           // higher is better; a fixed function of this option's figures:
                                // 0..1, except cost, which falls by 1 per doubling without floor
    bool derived = false;
    bool overridden = false;
    bool known = true;          // false: the figure is missing and the score is the neutral 0.5
    Explanation how;
    std::optional<UsedFigure> input;  // the expert score it reads, for a profile criterion
    bool operator==(const CriterionScore &) const = default;
};

// A criterion as the matrix uses it. Weights are swing weights: how much going from the worst to
// the best end of the criterion's scale matters, 0 (not at all) to 5.
struct MatrixCriterion {
    std::string id, name, description;
    CriterionMetric metric = CriterionMetric::None;  // what a derived criterion measures
    std::string group;         // id of its group (DecisionResult::groups), empty at the top level
    int weight = 3;            // top level: its weight; in a group: its share of the group's weight
    bool derived = false;
    int defaultWeight = 3;
    Message weightNote;        // why the weight differs from the catalog default, when it does
    bool hasData = true;       // false: no option has a figure, so it carries no weight
    double effectiveWeight = 0;  // what it weighs in the total (a group's weight × its share)
    Message scale;             // what scores 1 and what scores 0, in the criterion's units
    Message range;             // where the included options lie, in the same units
    bool operator==(const MatrixCriterion &) const = default;
};

// Criteria that share one weight (docs/decision.md, "Groups").
struct MatrixGroup {
    std::string id, name, description;
    int weight = 3;
    int defaultWeight = 3;
    Message weightNote;
    std::vector<std::size_t> members;  // indices into DecisionResult::criteria
    bool operator==(const MatrixGroup &) const = default;
};

struct MatrixRow {
    std::string optionId, label;
    bool excluded = false;
    std::vector<Message> knockouts;       // reasons, in plain words
    std::vector<CriterionScore> scores;   // parallel to DecisionResult::criteria
    std::vector<double> groupScores;      // parallel to DecisionResult::groups
    double total = 0;                     // weighted mean score (below 0 only through cost)
    int rank = 0;                         // 1-based among included rows; 0 when excluded
    bool operator==(const MatrixRow &) const = default;
};

// What one weight (a top-level criterion's or a group's) would have to become for another
// option to win.
struct WeightSensitivity {
    std::string criterionId;           // a criterion id or a group id
    int weight = 0;
    std::optional<double> flipWeight;  // weight at which the winner changes
    bool reachable = false;            // flipWeight within 0..5
    std::string newWinner;             // option id that would win past flipWeight
    Message text;                      // "weight of Portability must drop below 2 ..."
    bool operator==(const WeightSensitivity &) const = default;
};

struct ScoreFlip {
    std::string criterionId, optionId;
    double delta = 0;                  // on the 1..5 scale: +1 or -1
    std::string newWinner;
    Message text;                      // "Raising X's Port risk score one step ..."
    bool operator==(const ScoreFlip &) const = default;
};

struct DecisionResult {
    std::vector<MatrixCriterion> criteria;
    std::vector<MatrixGroup> groups;
    std::vector<MatrixRow> rows;       // sorted by rank, excluded last
    std::string winner, runnerUp;      // option ids, empty when none
    double margin = 0;                 // winner total - runner-up total
    double clearMarginThreshold = 0.03;
    bool clearWinner = false;
    std::vector<WeightSensitivity> sensitivity;
    std::vector<ScoreFlip> scoreFlips;
    std::string mostFragile;           // criterion id whose weight flips the result soonest
    double costAnchor = 0;             // USD: the cost that scores 1 (docs/decision.md)
    std::string costAnchorLabel;       // the option that sets it
    std::vector<Message> notes;        // weights set for criteria the catalog no longer has, ...
    bool operator==(const DecisionResult &) const = default;
};

// The trade the sources frame: the best Trainium option against the best GPU option, in dollars
// over the horizon, net of the port and its upkeep (docs/decision.md, "The trade").
struct Trade {
    std::string neuronId, gpuId;       // the best ranked surviving option of each side; empty if none
    Message missing;                   // why a side is missing ("every Trainium option was ...")
    bool comparable = false;           // both sides exist and both costs are known
    bool trainiumCheaper = false;
    double neuronTco = 0, gpuTco = 0;  // USD over the horizon
    double saving = 0;                 // |difference|, USD
    double savingShare = 0;            // saving ÷ the dearer side's cost
    double portingCost = 0;            // USD, one-off, of the side that needs a port
    double upkeepOverHorizon = 0;      // USD, SDK upkeep over the horizon
    std::string portedId;              // the side that needs the port; empty when neither does
    BreakEven payback;                 // of the port, against the break-even baseline (one rule:
                                       // Assessment::baselineId, whatever the weights)
    std::string paybackBaselineId;     // that baseline: the other side, or a cheaper option on
                                       // the team's current stack
    // What the matrix's weights make of the money: the GPU is preferred as long as it costs less
    // than this multiple of the Trainium option's cost (1.4: a 40 % premium). Empty when no cost
    // makes the two tie (one side wins or loses on the other criteria alone).
    std::optional<double> gpuPremiumAtTie;
    // The Trainium side's chip price (USD per chip-hour, at the scenario's pricing model) at and
    // below which it leads the matrix, everything else held; with trainiumLeadMultiple, the same
    // as a multiple of today's price. Empty when no price would (free chips still lose: the port
    // alone outweighs the GPU's bill against the other criteria), or when cost carries no weight.
    std::optional<double> trainiumLeadPrice, trainiumLeadMultiple;
    double horizonMonths = 0;
    bool operator==(const Trade &) const = default;
};

// A problem with the plan itself, not with one option: it holds for every option.
struct PlanIssue {
    Message what;                      // "The runs do not fit in a year"
    Message detail;                    // the numbers
    bool blocking = false;             // no option can carry out the plan as entered
    bool operator==(const PlanIssue &) const = default;
};

enum class Lean { Trainium, Gpu, Hybrid, Undecided };
const char *toString(Lean lean);
const char *displayName(Lean lean);

// Its sentences are messages (message.h), written by each front end for its reader.
struct Recommendation {
    Lean lean = Lean::Undecided;
    std::vector<Message> plan;     // the plan as entered cannot be carried out: said first
    Message trade;                 // the dollar trade, first in every front end after the plan
    Message headline;              // the lean, in one sentence
    std::vector<Message> reasons;  // three to five, each with its number
    std::vector<Message> caveats;
    bool operator==(const Recommendation &) const = default;
};

struct Assessment {
    Scenario scenario;
    std::vector<OptionAssessment> options;  // every offer × pricing model
    std::string baselineId;                 // the GPU option break-even is measured against
    std::string bestNeuronId;               // best ranked surviving option needing a port
    Quantity trainingFlops;                 // per run
    Quantity inferenceWeightBytes, kvBytesPerSequence;
    std::vector<MeasurementCheck> checks;   // every catalog measurement recomputed
    std::vector<Flag> flags;                // conflicts, unit mismatches, implausible figures
    std::vector<PlanIssue> planIssues;      // the plan as entered cannot be carried out as is
    DecisionResult decision;
    Trade trade;
    Recommendation recommendation;

    const OptionAssessment *option(const std::string &id) const;
    // The options of the decision (included and knocked out) in matrix order.
    std::vector<const OptionAssessment *> decisionOptions() const;
    bool operator==(const Assessment &) const = default;
};

// What an assessment finds in the catalog alone: the published figures recomputed from first
// principles, and the catalog's flags with the checks that failed among them. The same for every
// scenario, so a caller that assesses one catalog again and again (the GUI, on every edit) works
// it out once.
struct CatalogReview {
    std::vector<MeasurementCheck> checks;
    std::vector<Flag> flags;
};

} // namespace ad
