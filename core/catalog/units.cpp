#include "catalog/units.h"

namespace ad {

const char *toString(PriceUnit unit)
{
    switch (unit) {
    case PriceUnit::PerInstanceHour: return "USD/instance-hour";
    case PriceUnit::PerChipHour: return "USD/chip-hour";
    case PriceUnit::PerCoreHour: return "USD/core-hour";
    }
    return "";
}

std::optional<PriceUnit> priceUnitFromString(const std::string &text)
{
    for (auto unit : {PriceUnit::PerInstanceHour, PriceUnit::PerChipHour, PriceUnit::PerCoreHour})
        if (text == toString(unit)) return unit;
    return std::nullopt;
}

const char *toString(PricingModel model)
{
    switch (model) {
    case PricingModel::OnDemand: return "on_demand";
    case PricingModel::Commit1y: return "commit_1y";
    case PricingModel::Commit3y: return "commit_3y";
    case PricingModel::Spot: return "spot";
    case PricingModel::CapacityBlock: return "capacity_block";
    }
    return "";
}

const char *displayName(PricingModel model)
{
    switch (model) {
    case PricingModel::OnDemand: return "On-demand";
    case PricingModel::Commit1y: return "1-year commitment";
    case PricingModel::Commit3y: return "3-year commitment";
    case PricingModel::Spot: return "Spot";
    case PricingModel::CapacityBlock: return "Capacity Block";
    }
    return "";
}

Message displayMessage(PricingModel model)
{
    switch (model) {
    case PricingModel::OnDemand: break;
    case PricingModel::Commit1y: return msg(QT_TRANSLATE_NOOP("Message", "1-year commitment"));
    case PricingModel::Commit3y: return msg(QT_TRANSLATE_NOOP("Message", "3-year commitment"));
    case PricingModel::Spot: return msg(QT_TRANSLATE_NOOP("Message", "Spot"));
    case PricingModel::CapacityBlock: return msg(QT_TRANSLATE_NOOP("Message", "Capacity Block"));
    }
    return msg(QT_TRANSLATE_NOOP("Message", "On-demand"));
}

Message priceName(PricingModel model)
{
    switch (model) {
    case PricingModel::OnDemand: break;
    case PricingModel::Commit1y: return msg(QT_TRANSLATE_NOOP("Message", "1-year commitment price"));
    case PricingModel::Commit3y: return msg(QT_TRANSLATE_NOOP("Message", "3-year commitment price"));
    case PricingModel::Spot: return msg(QT_TRANSLATE_NOOP("Message", "spot price"));
    case PricingModel::CapacityBlock: return msg(QT_TRANSLATE_NOOP("Message", "Capacity Block price"));
    }
    return msg(QT_TRANSLATE_NOOP("Message", "on-demand price"));
}

std::optional<PricingModel> pricingModelFromString(const std::string &text)
{
    for (auto model : allPricingModels)
        if (text == toString(model)) return model;
    return std::nullopt;
}

const char *toString(Precision precision)
{
    switch (precision) {
    case Precision::FP32: return "fp32";
    case Precision::TF32: return "tf32";
    case Precision::BF16: return "bf16";
    case Precision::FP16: return "fp16";
    case Precision::FP8: return "fp8";
    case Precision::FP4: return "fp4";
    }
    return "";
}

std::optional<Precision> precisionFromString(const std::string &text)
{
    for (auto precision : allPrecisions)
        if (text == toString(precision)) return precision;
    return std::nullopt;
}

Message displayMessage(SoftwareStack stack)
{
    switch (stack) {
    case SoftwareStack::Cuda: break;
    case SoftwareStack::Neuron: return msg(QT_TRANSLATE_NOOP("Message", "Neuron (AWS Trainium)"));
    case SoftwareStack::Xla: return msg(QT_TRANSLATE_NOOP("Message", "XLA (Google TPU)"));
    case SoftwareStack::Synapse: return msg(QT_TRANSLATE_NOOP("Message", "SynapseAI (Intel Gaudi)"));
    }
    return msg(QT_TRANSLATE_NOOP("Message", "CUDA (NVIDIA GPUs)"));
}

const char *toString(SoftwareStack stack)
{
    switch (stack) {
    case SoftwareStack::Cuda: return "cuda";
    case SoftwareStack::Neuron: return "neuron";
    case SoftwareStack::Xla: return "xla";
    case SoftwareStack::Synapse: return "synapse";
    }
    return "";
}

const char *displayName(SoftwareStack stack)
{
    switch (stack) {
    case SoftwareStack::Cuda: return "CUDA";
    case SoftwareStack::Neuron: return "Neuron";
    case SoftwareStack::Xla: return "XLA";
    case SoftwareStack::Synapse: return "SynapseAI";
    }
    return "";
}

std::optional<SoftwareStack> softwareStackFromString(const std::string &text)
{
    for (auto stack : allSoftwareStacks)
        if (text == toString(stack)) return stack;
    return std::nullopt;
}

double bytesPerValue(Precision precision)
{
    switch (precision) {
    case Precision::FP32:
    case Precision::TF32: return 4;
    case Precision::BF16:
    case Precision::FP16: return 2;
    case Precision::FP8: return 1;
    case Precision::FP4: return 0.5;
    }
    return 2;
}

} // namespace ad
