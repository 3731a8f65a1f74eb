#pragma once
// The serving curve as practitioners draw it (SemiAnalysis InferenceX plots throughput per GPU
// against tokens per second per user, and cost per million tokens along the same axis): one
// replica of an option served at batch 1, 2, 4 … up to the most sequences its memory holds, with
// the operating point the assessment chose among them (docs/formulas.md, "The serving curve").
//
// Worked out on demand, for the Serving tab, the report and the CLI, never inside assess(). The
// curve itself takes plain numbers (a request, a replica, its memory, a batch and a price), so
// measured points can later be laid over it on the same axes.
#include "assessment/assessment.h"
#include "catalog/catalog.h"
#include "model/serving.h"

#include <optional>
#include <string>
#include <vector>

namespace ad {

struct ServingCurvePoint {
    int batch = 0;                       // sequences decoded together
    double tpotMs = 0;                   // time per output token at this batch
    double ttftMs = 0;                   // one prompt's prefill (the same at every batch)
    double tokensPerSecondPerUser = 0;   // 1000 ÷ TPOT in ms: what one user reads
    double tokensPerSecondPerChip = 0;   // output tokens, the prompts' compute included
    double costPerMOutputTokens = 0;     // USD per million output tokens; NaN without a price
    bool operatingPoint = false;         // the batch the assessment chose at the target
    bool operator==(const ServingCurvePoint &) const = default;
};

// The batches a curve is drawn at: the powers of two up to `largest`, `largest` itself and
// `operatingBatch` (when from 1 to `largest`), ascending, each once. Empty when `largest` < 1.
std::vector<int> servingCurveBatches(int largest, int operatingBatch);

// One replica (`replica.chips` chips, `usableBytes` of memory for weights and caches) at every
// batch of servingCurveBatches(the most sequences its memory holds, `operatingBatch`), priced at
// `usdPerChipHour` (NaN when unknown). Empty when not even one sequence fits.
std::vector<ServingCurvePoint> servingCurve(const formula::ServingRequest &request,
                                            const formula::ReplicaSpeed &replica,
                                            double usableBytes, int operatingBatch,
                                            double usdPerChipHour);

struct ServingCurve {
    std::string optionId;
    int chips = 0;                          // per replica: the operating point's size
    std::vector<ServingCurvePoint> points;  // by batch, ascending
    // The index of the operating point in `points`, -1 when none is marked.
    int operatingIndex() const;
    bool operator==(const ServingCurve &) const = default;
};

// The curve of an option the assessment served at the scenario's latency target, for the replica
// size its operating point chose. Empty when the scenario sets no target, the option misses it,
// or its chip lacks the memory, bandwidth or peak figure the model needs.
std::optional<ServingCurve> servingCurveOf(const Assessment &assessment,
                                           const OptionAssessment &option, const Catalog &catalog);

// The curves of the trade's two sides (assessment.trade: Trainium first, then the GPU), of those
// that have one.
std::vector<ServingCurve> tradeServingCurves(const Assessment &assessment, const Catalog &catalog);

} // namespace ad
