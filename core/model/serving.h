#pragma once
// Serving at a latency target (docs/formulas.md, "Serving at a latency target"): prefill and
// decode times of one replica from the model's shape and the chip's speed, the largest batch
// that meets a time-per-output-token and a time-to-first-token target, and the replica size that
// serves it most cheaply. Free functions on plain numbers, like cost_model.h; each is checked
// against an independent computation in tests/core/tst_serving.cpp.
//
// Limits, stated once: one request's prefill is timed alone (no queueing model: TTFT under load
// is longer); every request has the same lengths; no speculative decoding, prefix caching or
// disaggregated prefill; replicas split the model evenly over their chips (tensor parallelism)
// with no cost for the communication between them.

namespace ad::formula {

// What one request asks of a model, in tokens and bytes.
struct ServingRequest {
    double weightBytes = 0;       // all weights, read once per decode step
    double kvBytesPerToken = 0;   // key/value cache of one token, all layers
    double activeParameters = 0;  // parameters used per token (2 FLOPs each)
    int inputTokens = 0;          // prompt
    int outputTokens = 1;         // generated
    int context = 0;              // the most tokens a sequence's cache holds
};

// The speed of one replica: its chips and what share of their peaks serving reaches.
struct ReplicaSpeed {
    int chips = 1;
    double bandwidthPerChip = 0;      // bytes/s
    double bandwidthEfficiency = 1;   // share of peak bandwidth a decode step reaches
    double peakFlopsPerChip = 0;      // FLOP/s at the serving precision
    double computeEfficiency = 1;     // share of peak FLOP/s reached
};

// Tokens in a sequence's cache, averaged over its decode: the prompt and half the answer (a
// sequence in the batch is on average half-way through its output), capped by the context.
double averageCachedTokens(const ServingRequest &request);
// Tokens in a sequence's cache at its last step: the prompt and the whole answer, capped by the
// context. Memory must hold this for every sequence in the batch.
double finalCachedTokens(const ServingRequest &request);

// One step of `batch` sequences under chunked prefill (vLLM's default, Agrawal et al. 2024,
// Sarathi-Serve): each step yields one token per sequence and also computes the prompts of the
// requests that replace finished ones, inputTokens ÷ outputTokens prompt tokens per sequence on
// average. The step takes the longer of reading the weights and the batch's average cache over
// the replica's bandwidth, and 2 FLOPs per active parameter for every token it computes (decoded
// and prompt) over its compute. Seconds.
double decodeStepSeconds(const ServingRequest &request, const ReplicaSpeed &replica, int batch);

// Prefill of one request's prompt: 2 × active parameters × prompt tokens over the replica's
// compute. Seconds. This is also the time to first token (TTFT), without queueing.
double prefillSeconds(const ServingRequest &request, const ReplicaSpeed &replica);

// Time per output token a user sees at `batch`: one step, prompts included (vLLM's TPOT counts
// the steps that carry other requests' prompts).
double timePerOutputTokenSeconds(const ServingRequest &request, const ReplicaSpeed &replica,
                                 int batch);

// Output tokens per second per chip at `batch`: batch ÷ TPOT ÷ chips. The prompts' compute is in
// the TPOT, so a cost per output token taken from it pays for the prompts too.
double servingTokensPerSecondPerChip(const ServingRequest &request, const ReplicaSpeed &replica,
                                     int batch);

// The share of a step's time the prompts' compute takes at `batch` (at most 1): where decode is
// bandwidth-bound the prompts ride in its shadow, where compute binds they take their share.
double prefillShare(const ServingRequest &request, const ReplicaSpeed &replica, int batch);

// The largest batch whose TPOT is at most `tpotSeconds` (0 = no target), whose prefill is at
// most `ttftSeconds` (0 = no target) and whose weights and final caches fit in `usableBytes` of
// the replica's memory. At most `maxBatch`; 0 when not even one request meets them.
int largestBatch(const ServingRequest &request, const ReplicaSpeed &replica, double tpotSeconds,
                 double ttftSeconds, double usableBytes, int maxBatch);

// The operating point of one option: the replica size and batch that meet the targets at the
// most output tokens per second per chip, which is the lowest cost per output token (the price
// per chip is the same at every size).
struct OperatingPoint {
    bool met = false;      // some replica size serves at least one request within the targets
    int chips = 0;         // chips per replica; when not met, the largest size tried
    int batch = 0;         // 0 when not met
    double tpotSeconds = 0, ttftSeconds = 0; // at `batch`; when not met, at batch 1
    double tokensPerSecondPerChip = 0, prefillShare = 0; // 0 when not met
};

// The fleet a day's volume needs (servingReplicas() in cost_model.h): whole replicas at the
// average utilisation, never fewer than `minReplicas`. No volume: only tokens per chip count.
struct FleetDemand {
    double tokensPerDay = 0;
    double utilisation = 1;
    int minReplicas = 1;
};

// Tries replicas of `minChips` (the fewest that hold the model), then twice and four times as
// many and so on up to `maxChips` (a node), each at its largest batch within the targets, and
// keeps the size whose fleet for `fleet`'s volume has the fewest chips in all; on a tie (or with
// no volume) the one that serves the most tokens per second per chip, then the fewer chips.
// Counting whole replicas is what makes a looser target never cost more: at one size a looser
// target only raises the batch and the tokens per chip, and a larger replica that serves a few
// more tokens per chip is not taken when the volume fills only part of it. `replica.chips` is
// ignored; `usableMemoryPerChip` is what one chip can hold for weights and caches.
OperatingPoint bestOperatingPoint(const ServingRequest &request, ReplicaSpeed replica,
                                  double usableMemoryPerChip, int minChips, int maxChips,
                                  double tpotSeconds, double ttftSeconds, int maxBatch,
                                  const FleetDemand &fleet = {});

// Cost per million input tokens, priced as API prices quote prompts: the chips' time spent on
// one prompt's prefill, spread over its tokens. The same time is inside the TPOT, so this is the
// prompts' part of the cost per output token, not a cost on top of it.
double costPerMillionInputTokens(double usdPerChipHour, int chips, double prefillSeconds,
                                 int inputTokens);

} // namespace ad::formula
