#pragma once
// An option served at the scenario's latency target (docs/formulas.md, "Serving at a latency
// target"): the batch, the time per output token and to the first token, and the cost per
// million prompt tokens at the operating point core/model/serving.h picks. Without a target the
// typed batch is served as offline work, as before, and only the batch is known here.
#include "base/message.h"
#include "catalog/catalog.h"
#include "model/quantity.h"
#include "model/scenario.h"
#include "model/serving.h"

#include <optional>
#include <string>
#include <vector>

namespace ad {

struct ServingPoint {
    Quantity batch;                // sequences decoded together ("serving_batch")
    Quantity tpotMs;               // time per output token a user sees, ms
    Quantity ttftMs;               // time to the first token of one request, ms (no queueing)
    Quantity costPerMInputTokens;  // USD per million prompt tokens: the prefill share of the cost
    // No replica size serves even one request within the target: why, with the times reached
    // and the target. The decision knocks the option out with it.
    std::optional<Message> missed;
    // The id of the team's measured run that replaced the model at this point; empty when the
    // point is modelled.
    std::string measurementId;
    bool operator==(const ServingPoint &) const = default;
};

// What the serving model needs of an option, besides the scenario.
struct ServingSetup {
    double weightBytes = 0, kvBytesPerToken = 0, activeParameters = 0;
    double usableMemoryShare = 0.9;  // of each chip's memory, as for the chips per replica
    int chipsPerNode = 1;            // the largest replica tried, unless holding the model needs more
};

// The team's serving runs (catalog measurements with a ServingRun, core/inputs/
// measurement_import.h) that may replace the model for one accelerator.
struct MeasuredServing {
    std::string modelId;                    // the scenario's catalog model; empty: none named
    std::vector<const Measurement *> runs;  // own runs on this chip that pass the plausibility checks
};

// A run is of the scenario's workload when its mean prompt and answer lengths are each within
// this share of the scenario's.
inline constexpr double servingLengthTolerance = 0.10;

// Why a measured serving run is not of the scenario's workload (its lengths), or nullopt when it
// is. A measurement without a serving run states no lengths and is not judged here.
std::optional<Message> servingLengthsMismatch(const Measurement &m, const InferenceInputs &inference);

// The operating point at the scenario's target for one accelerator. Fills `serving`, sets the
// chips per replica and returns the modelled output tokens per second per chip (unknown when the
// target is missed or a speed figure is missing). `price` is the option's price per chip-hour
// (may be unknown).
//
// Measured beats modelled: among `measured` runs of the scenario's model, precision (when the run
// states one) and lengths, the one whose median TPOT and TTFT meet the target with the most
// output tokens per second per chip gives the point instead (its concurrency, chips, medians and
// throughput), and `serving.measurementId` names it. When runs match but none meets the target,
// the model's point is kept and its batch says so.
Quantity servingAtTarget(const InferenceInputs &inference, const ServingSetup &setup,
                         const Accelerator &accelerator, const Quantity &price,
                         Quantity &chipsPerReplica, ServingPoint &serving,
                         const MeasuredServing &measured = {});

// What the serving model reads of a request and of one chip's speed: the scenario's lengths and
// the setup's model shape; the chip's bandwidth and its peak at the serving precision with the
// scenario's efficiencies (one chip: set `chips` for a replica). Empty when the chip lacks one of
// those figures. servingAtTarget and the serving curve (serving_curve.h) both read them here.
formula::ServingRequest servingRequest(const InferenceInputs &inference, const ServingSetup &setup);
std::optional<formula::ReplicaSpeed> chipSpeed(const InferenceInputs &inference,
                                               const Accelerator &accelerator);

// The serving point without a target: the typed batch, and the rest unknown with the reason.
ServingPoint offlineServing(const InferenceInputs &inference);

} // namespace ad
