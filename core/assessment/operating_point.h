#pragma once
// The operating point of one option at a latency target, from plain figures: what
// servingAtTarget() (serving_point.h) reports with its explanations, and what the uncertainty
// analysis picks again in every sample (sample_model.cpp). Both call operatingPoint(), so the two
// cannot drift apart.
#include "assessment/serving_point.h"
#include "model/serving.h"

#include <optional>

namespace ad {

// Share of chip memory a deployment can plan on (the rest goes to the runtime, fragmentation and
// buffers): ServingSetup's default, the one place it is set; docs/formulas.md states it.
inline constexpr double usableMemoryShare = ServingSetup{}.usableMemoryShare;

// The setup of a workload's model served on replicas of up to `chipsPerNode` chips: its weights
// and cache per token at the serving precision.
ServingSetup servingSetup(const Workload &workload, int chipsPerNode);

// The figures of one accelerator the operating point reads: memory, bandwidth and peak at the
// serving precision. Empty when one of them is missing (servingAtTarget() says which).
struct ServingChip {
    double memoryBytes = 0, bandwidthBytesPerSecond = 0, peakFlops = 0;
};
std::optional<ServingChip> servingChip(const Accelerator &accelerator, Precision precision);

// The operating point at the inference inputs' targets and lengths, with the chip's bandwidth
// and peak both multiplied by `speedMultiple` (1 as published; the uncertainty analysis moves it).
formula::OperatingPoint operatingPoint(const InferenceInputs &inference, const ServingSetup &setup,
                                       const ServingChip &chip, double speedMultiple = 1);

} // namespace ad
