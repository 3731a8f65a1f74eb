#pragma once
// Prices are quoted per instance, per chip or per NeuronCore. Comparing them without converting is
// the mistake seed 000 makes (a per-NeuronCore price set against per-GPU prices), so each has its
// own type and only explicit conversions with the counts they need exist.
#include "base/message.h"

#include <optional>
#include <string>

namespace ad {

enum class PriceUnit { PerInstanceHour, PerChipHour, PerCoreHour };

const char *toString(PriceUnit unit);
std::optional<PriceUnit> priceUnitFromString(const std::string &text);

struct UsdPerInstanceHour { double value = 0; };
struct UsdPerCoreHour { double value = 0; };
struct UsdPerChipHour {
    double value = 0;
    auto operator<=>(const UsdPerChipHour &) const = default;
};

inline UsdPerChipHour perChip(UsdPerInstanceHour price, double chipsPerInstance)
{
    return {price.value / chipsPerInstance};
}
inline UsdPerChipHour perChip(UsdPerCoreHour price, double coresPerChip)
{
    return {price.value * coresPerChip};
}

// How capacity is bought. A Capacity Block (EC2 Capacity Blocks for ML) is reserved ahead for a
// fixed number of days and paid up front; it is neither on-demand nor a long commitment, and its
// rates are compared only with other Capacity Blocks.
enum class PricingModel { OnDemand, Commit1y, Commit3y, Spot, CapacityBlock };
inline constexpr PricingModel allPricingModels[] = {PricingModel::OnDemand, PricingModel::Commit1y,
                                                   PricingModel::Commit3y, PricingModel::Spot,
                                                   PricingModel::CapacityBlock};

const char *toString(PricingModel model);      // "on_demand", ...
const char *displayName(PricingModel model);   // "On-demand", ...
Message displayMessage(PricingModel model);    // the same, for a front end's language
Message priceName(PricingModel model);         // "on-demand price": the figure, inside a sentence
std::optional<PricingModel> pricingModelFromString(const std::string &text);

enum class Precision { FP32, TF32, BF16, FP16, FP8, FP4 };
inline constexpr Precision allPrecisions[] = {Precision::FP32, Precision::TF32, Precision::BF16,
                                              Precision::FP16, Precision::FP8,  Precision::FP4};

const char *toString(Precision precision);     // "bf16", ...
std::optional<Precision> precisionFromString(const std::string &text);
double bytesPerValue(Precision precision);     // 4, 4, 2, 2, 1, 0.5

// The software an accelerator is programmed through. The decision speaks of Trainium and
// Inferentia (Neuron) against GPUs (CUDA); other stacks are shown but take no side in that trade.
enum class SoftwareStack { Cuda, Neuron, Xla, Synapse };
inline constexpr SoftwareStack allSoftwareStacks[] = {SoftwareStack::Cuda, SoftwareStack::Neuron,
                                                      SoftwareStack::Xla, SoftwareStack::Synapse};
const char *toString(SoftwareStack stack);     // "cuda", "neuron", "xla", "synapse"
const char *displayName(SoftwareStack stack);  // "CUDA", "Neuron", "XLA", "SynapseAI"
std::optional<SoftwareStack> softwareStackFromString(const std::string &text);
Message displayMessage(SoftwareStack stack);     // "CUDA (NVIDIA GPUs)", as the forms show it

inline constexpr double hoursPerYear = 8760.0; // 365 days
inline constexpr double daysPerMonth = 365.0 / 12.0;

} // namespace ad
