#include "model/cost_model.h"

#include <algorithm>
#include <cmath>

namespace ad::formula {

double costPerMillionTokens(UsdPerChipHour price, double tokensPerSecondPerChip)
{
    return price.value / (tokensPerSecondPerChip * 3600.0 / 1e6);
}

double trainingFlops(double activeParameters, double tokens)
{
    return 6.0 * activeParameters * tokens;
}

double trainingChipHours(double flops, double peakFlopsPerChip, double mfu, double overhead)
{
    return flops / (peakFlopsPerChip * mfu) / 3600.0 * (1.0 + overhead);
}

double impliedTrainingMfu(double activeParameters, double tokensPerSecondPerChip,
                          double peakFlopsPerChip)
{
    return 6.0 * activeParameters * tokensPerSecondPerChip / peakFlopsPerChip;
}

double kvCacheBytesPerToken(int layers, int kvHeads, int headDim, double bytesPerValue)
{
    return 2.0 * layers * kvHeads * headDim * bytesPerValue;
}

double decodeTokensPerSecondPerChip(double weightBytes, double kvBytesPerSequence, int batch,
                                    double bandwidthPerChip, double bandwidthEfficiency, int chips)
{
    // One decode step reads the weights once and each sequence's cache once, across `chips`
    // chips working in parallel, and yields one token per sequence.
    const double bytesPerStep = weightBytes + batch * kvBytesPerSequence;
    const double stepSeconds = bytesPerStep / (bandwidthPerChip * bandwidthEfficiency * chips);
    return batch / stepSeconds / chips;
}

double computeBoundTokensPerSecondPerChip(double activeParameters, double peakFlopsPerChip,
                                          double efficiency)
{
    return peakFlopsPerChip * efficiency / (2.0 * activeParameters);
}

double impliedBandwidthUtilisation(double weightBytes, double kvBytesPerSequence, int batch,
                                   double tokensPerSecondPerChip, double bandwidthPerChip,
                                   int chips)
{
    const double bytesPerStep = weightBytes + batch * kvBytesPerSequence;
    const double stepsPerSecond = tokensPerSecondPerChip * chips / batch;
    return bytesPerStep * stepsPerSecond / (bandwidthPerChip * chips);
}

double activationBytes(int sequenceLength, int hidden, int layers, int sequencesInFlight)
{
    return 34.0 * sequenceLength * static_cast<double>(hidden) * layers * sequencesInFlight;
}

int minimumChips(double bytes, double memoryPerChip, double usableFraction)
{
    if (bytes <= 0) return 1;
    const double chips = std::ceil(bytes / (memoryPerChip * usableFraction) - 1e-9);
    return static_cast<int>(std::max(1.0, std::min(chips, 1e9)));
}

int servingReplicas(double tokensPerDay, double tokensPerSecondPerChip, int chipsPerReplica,
                    double utilisation, int minReplicas)
{
    const int floor = std::max(0, minReplicas);
    if (tokensPerDay <= 0 || tokensPerSecondPerChip <= 0 || chipsPerReplica <= 0 || utilisation <= 0)
        return floor;
    const double replicaTokensPerDay = tokensPerSecondPerChip * chipsPerReplica * 86400.0;
    const double needed = std::ceil(tokensPerDay / (replicaTokensPerDay * utilisation) - 1e-9);
    return std::max(floor, static_cast<int>(std::min(needed, 1e9)));
}

double portingCost(double weeks, int engineers, double hoursPerWeek, double hourlyRate)
{
    return weeks * engineers * hoursPerWeek * hourlyRate;
}

HorizonCost horizonCost(double computeUsd, bool aws, double creditsAvailableUsd, double portingUsd,
                        double upkeepPerYearUsd, double years)
{
    return {computeUsd, aws ? std::min(creditsAvailableUsd, computeUsd) : 0.0, portingUsd,
            upkeepPerYearUsd * years};
}

std::optional<double> breakEvenTokens(double oneOffCostUsd, double baselineCostPerMTok,
                                      double candidateCostPerMTok)
{
    const double savingPerMTok = baselineCostPerMTok - candidateCostPerMTok;
    if (!(savingPerMTok > 0)) return std::nullopt;
    return oneOffCostUsd / savingPerMTok * 1e6;
}

std::optional<double> breakEvenDays(double oneOffCostUsd, double savingPerDayUsd)
{
    if (!(savingPerDayUsd > 0)) return std::nullopt;
    return oneOffCostUsd / savingPerDayUsd;
}

} // namespace ad::formula
