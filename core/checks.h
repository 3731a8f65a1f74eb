#pragma once
// Plausibility: every published throughput or cost figure is recomputed from the chip's peak
// figures; above 100 % of what the hardware can do it is impossible, above the typical range it
// is suspicious.
#include "assessment.h"

namespace ad {

inline constexpr double suspiciousMfu = 0.75;          // best published large runs reach ~0.6
inline constexpr double suspiciousBandwidthShare = 0.9; // decode rarely sustains more
inline constexpr double costClaimTolerance = 0.25;      // recomputed cost this far off: flagged

std::vector<MeasurementCheck> checkMeasurements(const Catalog &catalog);

// Unit mismatches and conflicting figures in the catalog, as flags.
std::vector<Flag> catalogFlags(const Catalog &catalog);

} // namespace ad
