#include "model/serving.h"

#include "model/cost_model.h"

#include <algorithm>
#include <cmath>

namespace ad::formula {

namespace {

double bandwidth(const ReplicaSpeed &r)
{
    return r.bandwidthPerChip * r.bandwidthEfficiency * r.chips;
}

double compute(const ReplicaSpeed &r)
{
    return r.peakFlopsPerChip * r.computeEfficiency * r.chips;
}

// The prompt tokens each sequence brings to a step: one prompt every `outputTokens` steps. With
// chunked prefill (vLLM's default) they are computed inside the decode steps.
double promptTokensPerStep(const ServingRequest &q)
{
    return double(q.inputTokens) / std::max(1, q.outputTokens);
}

} // namespace

double averageCachedTokens(const ServingRequest &q)
{
    return std::min<double>(q.inputTokens + q.outputTokens / 2.0, q.context);
}

double finalCachedTokens(const ServingRequest &q)
{
    return std::min<double>(double(q.inputTokens) + q.outputTokens, q.context);
}

double decodeStepSeconds(const ServingRequest &q, const ReplicaSpeed &r, int batch)
{
    const double bytes = q.weightBytes + batch * q.kvBytesPerToken * averageCachedTokens(q);
    const double memory = bytes / bandwidth(r);
    const double tokens = batch * (1.0 + promptTokensPerStep(q));
    const double flops = compute(r) > 0 ? 2.0 * q.activeParameters * tokens / compute(r) : 0.0;
    return std::max(memory, flops);
}

double prefillSeconds(const ServingRequest &q, const ReplicaSpeed &r)
{
    return 2.0 * q.activeParameters * q.inputTokens / compute(r);
}

double timePerOutputTokenSeconds(const ServingRequest &q, const ReplicaSpeed &r, int batch)
{
    return decodeStepSeconds(q, r, batch);
}

double servingTokensPerSecondPerChip(const ServingRequest &q, const ReplicaSpeed &r, int batch)
{
    return batch / timePerOutputTokenSeconds(q, r, batch) / r.chips;
}

double prefillShare(const ServingRequest &q, const ReplicaSpeed &r, int batch)
{
    const double prefill = 2.0 * q.activeParameters * batch * promptTokensPerStep(q) / compute(r);
    return std::min(1.0, prefill / timePerOutputTokenSeconds(q, r, batch));
}

int largestBatch(const ServingRequest &q, const ReplicaSpeed &r, double tpotSeconds,
                 double ttftSeconds, double usableBytes, int maxBatch)
{
    if (ttftSeconds > 0 && !(prefillSeconds(q, r) <= ttftSeconds)) return 0;
    // Memory: every sequence may reach its last token.
    const double perSequence = q.kvBytesPerToken * finalCachedTokens(q);
    double most = maxBatch;
    if (perSequence > 0) most = std::min(most, std::floor((usableBytes - q.weightBytes) / perSequence));
    else if (usableBytes < q.weightBytes) most = 0;
    if (tpotSeconds > 0) {
        // TPOT = max(a + b·c1, b·c2) is linear in b on each side of the max, so each side gives a
        // bound directly; the check below settles rounding at the boundary.
        const double a = q.weightBytes / bandwidth(r);
        const double c1 = q.kvBytesPerToken * averageCachedTokens(q) / bandwidth(r);
        const double c2 = compute(r) > 0
            ? 2.0 * q.activeParameters * (1.0 + promptTokensPerStep(q)) / compute(r) : 0.0;
        if (c1 > 0) most = std::min(most, std::floor((tpotSeconds - a) / c1) + 1);
        else if (a > tpotSeconds) most = 0;
        if (c2 > 0) most = std::min(most, std::floor(tpotSeconds / c2) + 1);
    }
    int batch = most >= 1 ? static_cast<int>(std::min<double>(most, maxBatch)) : 0;
    while (batch > 0 && tpotSeconds > 0 && timePerOutputTokenSeconds(q, r, batch) > tpotSeconds)
        --batch;
    return batch;
}

OperatingPoint bestOperatingPoint(const ServingRequest &q, ReplicaSpeed r,
                                  double usableMemoryPerChip, int minChips, int maxChips,
                                  double tpotSeconds, double ttftSeconds, int maxBatch,
                                  const FleetDemand &fleet)
{
    OperatingPoint best;
    double bestFleetChips = 0;
    auto fleetChips = [&](double tps, int chips) {
        if (!(fleet.tokensPerDay > 0)) return 0.0;
        return double(servingReplicas(fleet.tokensPerDay, tps, chips, fleet.utilisation, fleet.minReplicas))
            * chips;
    };
    const int first = std::max(1, minChips);
    for (int chips = first; chips <= std::max(first, maxChips); chips *= 2) {
        r.chips = chips;
        const int batch = largestBatch(q, r, tpotSeconds, ttftSeconds,
                                       usableMemoryPerChip * chips, maxBatch);
        if (batch < 1) {
            if (!best.met) best = {false, chips, 0, timePerOutputTokenSeconds(q, r, 1),
                                   prefillSeconds(q, r), 0, 0};
            continue;
        }
        const double tps = servingTokensPerSecondPerChip(q, r, batch);
        const double inAll = fleetChips(tps, chips);
        // Where compute binds, every size serves the same tokens per chip up to rounding: only
        // a real gain counts, so a tie stays with the fewer chips.
        const bool better = !best.met || inAll < bestFleetChips
            || (inAll == bestFleetChips && tps > best.tokensPerSecondPerChip * (1 + 1e-9));
        if (better) {
            best = {true, chips, batch, timePerOutputTokenSeconds(q, r, batch), prefillSeconds(q, r),
                    tps, prefillShare(q, r, batch)};
            bestFleetChips = inAll;
        }
        if (chips > maxChips / 2) break; // the next doubling would pass the node
    }
    return best;
}

double costPerMillionInputTokens(double usdPerChipHour, int chips, double prefillSeconds,
                                 int inputTokens)
{
    return usdPerChipHour * chips * prefillSeconds / 3600.0 / std::max(1, inputTokens) * 1e6;
}

} // namespace ad::formula
