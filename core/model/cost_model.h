#pragma once
// The formulas, as free functions on plain numbers. Each one names its reference in
// docs/formulas.md; tests check each against an independent computation.
#include "catalog/units.h"

#include <optional>

namespace ad::formula {

// Cost per million tokens (seed 000): USD per hour ÷ (tokens/s × 3600 ÷ 1e6).
double costPerMillionTokens(UsdPerChipHour price, double tokensPerSecondPerChip);

// Training compute (Kaplan et al. 2020; seed 001): 6 × active parameters × tokens.
double trainingFlops(double activeParameters, double tokens);

// Chip-hours for `flops` at `peakFlops` × `mfu`, stretched by `overhead` (0.15 = +15 %).
double trainingChipHours(double flops, double peakFlopsPerChip, double mfu, double overhead);

// Implied model FLOPs utilisation of a training throughput claim: 6·N·tok/s ÷ peak.
double impliedTrainingMfu(double activeParameters, double tokensPerSecondPerChip,
                          double peakFlopsPerChip);

// Key/value cache bytes for one token: 2 (K and V) × layers × KV heads × head dim × bytes.
double kvCacheBytesPerToken(int layers, int kvHeads, int headDim, double bytesPerValue);

// Decode is bandwidth-bound: each step reads all weights once plus every sequence's KV cache.
// Returns tokens/s per chip for a replica spread over `chips` chips.
double decodeTokensPerSecondPerChip(double weightBytes, double kvBytesPerSequence, int batch,
                                    double bandwidthPerChip, double bandwidthEfficiency,
                                    int chips);

// Compute ceiling on decode or prefill: 2 FLOPs per active parameter per token.
double computeBoundTokensPerSecondPerChip(double activeParameters, double peakFlopsPerChip,
                                          double efficiency);

// Implied share of peak bandwidth a decode throughput claim needs (same model as above).
double impliedBandwidthUtilisation(double weightBytes, double kvBytesPerSequence, int batch,
                                   double tokensPerSecondPerChip, double bandwidthPerChip,
                                   int chips);

// Training memory per parameter with mixed-precision Adam: 2 (bf16 weights) + 2 (gradients)
// + 12 (fp32 master weights, first and second moments) = 16 bytes (Rajbhandari et al. 2020).
inline constexpr double adamMixedPrecisionBytesPerParameter = 16.0;

// Activation memory with selective recomputation (Korthikanti et al. 2022): 34 · s · h bytes per
// layer per sequence, for sequence length s and hidden size h (16-bit activations).
double activationBytes(int sequenceLength, int hidden, int layers, int sequencesInFlight);

// Chips needed to hold `bytes` when each chip can use `usableFraction` of its memory.
int minimumChips(double bytes, double memoryPerChip, double usableFraction);

// Replicas a serving fleet needs: enough whole replicas that the daily volume keeps them at
// `utilisation` on average, and never fewer than `minReplicas` (kept up around the clock).
int servingReplicas(double tokensPerDay, double tokensPerSecondPerChip, int chipsPerReplica,
                    double utilisation, int minReplicas);

// Engineering cost of a port: weeks × engineers × hours per week × hourly rate.
double portingCost(double weeks, int engineers, double hoursPerWeek, double hourlyRate);

// An option's cost over the horizon (docs/formulas.md, "Totals and break-even"): the chips' bill
// less the AWS credits it can absorb (on AWS offers only, never more than the bill), plus the
// port and the upkeep over the years. The assessment, the trade, the memo and the sampled totals
// all take it from here.
struct HorizonCost {
    double compute = 0;  // chips over the horizon, before credits
    double credits = 0;  // the credits applied
    double porting = 0;
    double upkeep = 0;   // SDK upkeep over the horizon
    double total() const { return compute - credits + porting + upkeep; }
};
HorizonCost horizonCost(double computeUsd, bool aws, double creditsAvailableUsd, double portingUsd,
                        double upkeepPerYearUsd, double years);

// Break-even (seed 000 worked example): the tokens after which a cheaper per-token option repays
// a one-off cost. Empty when the candidate is not cheaper per token ("never").
std::optional<double> breakEvenTokens(double oneOffCostUsd, double baselineCostPerMTok,
                                      double candidateCostPerMTok);

// Days until a daily saving repays a one-off cost; empty when there is no saving.
std::optional<double> breakEvenDays(double oneOffCostUsd, double savingPerDayUsd);

} // namespace ad::formula
