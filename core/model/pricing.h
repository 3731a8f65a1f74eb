#pragma once
// Normalising quoted prices to USD per chip-hour, the only unit the model compares.
#include "catalog/catalog.h"
#include "catalog/units.h"
#include "model/quantity.h"

#include <optional>

namespace ad {

// An offered price at one pricing model converted to USD per chip-hour, with the statements the
// value rests on and no explanation: what the catalog's checks compare across every offer, where
// building each price's explanation only to read its value and sources was most of their work.
struct PerChipPrice {
    double value = 0;                 // USD per chip-hour
    PriceUnit quoted = PriceUnit::PerChipHour;
    const Statement *price = nullptr; // the quoted price
    const Statement *count = nullptr; // the chips per instance or cores per chip that convert
                                      // it; none for a price quoted per chip
};

// The offer's default price at `model` per chip-hour; none when the price is missing, not
// offered, or lacks the count needed to convert it.
std::optional<PerChipPrice> perChipPrice(const Offer &offer, const Accelerator &accelerator,
                                         PricingModel model);

// Converts the offer's default price at `model` to USD per chip-hour. The quantity is unknown
// (NaN) when the price is missing, not offered, or lacks the count needed to convert; the
// explanation then says which.
Quantity pricePerChipHour(const Offer &offer, const Accelerator &accelerator, PricingModel model,
                          bool *offered);

} // namespace ad
