#pragma once
// Normalising quoted prices to USD per chip-hour, the only unit the model compares.
#include "catalog/catalog.h"
#include "model/quantity.h"

namespace ad {

// Converts the offer's default price at `model` to USD per chip-hour. The quantity is unknown
// (NaN) when the price is missing, not offered, or lacks the count needed to convert; the
// explanation then says which.
Quantity pricePerChipHour(const Offer &offer, const Accelerator &accelerator, PricingModel model,
                          bool *offered);

} // namespace ad
