#pragma once
// Plausibility: every published throughput or cost figure is recomputed from the chip's peak
// figures; above 100 % of what the hardware can do it is impossible, above the typical range it
// is suspicious.
#include "assessment.h"

namespace ad {

inline constexpr double suspiciousMfu = 0.75;          // best published large runs reach ~0.6
inline constexpr double suspiciousBandwidthShare = 0.9; // decode rarely sustains more
inline constexpr double costClaimTolerance = 0.25;      // recomputed cost this far off: flagged
// Two per-chip prices of one chip are a unit mismatch only when their ratio is within this of a
// chips-per-instance or cores-per-chip count (at least 2) of the offers involved.
inline constexpr double unitMismatchTolerance = 0.15;
// Otherwise a spread wider than this is shown as information, not as an error.
inline constexpr double priceSpreadInfoRatio = 3.0;

std::vector<MeasurementCheck> checkMeasurements(const Catalog &catalog);

// Unit mismatches, price spreads and conflicting figures in the catalog, as flags.
std::vector<Flag> catalogFlags(const Catalog &catalog);

} // namespace ad
