#include "model/pricing.h"

#include "catalog/units.h"

namespace ad {

Quantity pricePerChipHour(const Offer &offer, const Accelerator &accelerator, PricingModel model,
                          bool *offered)
{
    Quantity q;
    q.unit = "USD/chip-h";
    q.how.method = Method::Catalog;
    *offered = true;
    const auto it = offer.prices.find(model);
    if (it == offer.prices.end() || !it->second.known()) {
        q.how.note = {msg(QT_TRANSLATE_NOOP("Message", "no published %1 price"),
                          {arg::nested(displayMessage(model))})};
        return q;
    }
    const Statement &price = it->second.chosen();
    q.how.sources.push_back(price.provenance.source);
    if (!price.offered) {
        *offered = false;
        q.how.note = {msg(QT_TRANSLATE_NOOP("Message", "%1 does not sell %2 as %3"),
                          {arg::verbatim(offer.provider), arg::verbatim(offer.instance),
                           arg::nested(displayMessage(model))})};
        return q;
    }
    const auto unit = priceUnitFromString(price.quotedUnit).value_or(PriceUnit::PerChipHour);
    const Term quoted{QT_TRANSLATE_NOOP("Message", "quoted price"), price.quotedValue, price.quotedUnit};
    switch (unit) {
    case PriceUnit::PerChipHour:
        q.value = price.quotedValue;
        q.how.formula = QT_TRANSLATE_NOOP("Message", "USD/chip-h = quoted price");
        q.how.terms = {quoted};
        break;
    case PriceUnit::PerInstanceHour:
        if (!offer.chips.known()) {
            q.how.note = {msg(QT_TRANSLATE_NOOP("Message", "price is per instance but the chip count is unknown"))};
            return q;
        }
        q.value = perChip(UsdPerInstanceHour{price.quotedValue}, offer.chips.value()).value;
        q.how.formula = QT_TRANSLATE_NOOP("Message", "USD/chip-h = USD/instance-h ÷ chips per instance");
        q.how.terms = {quoted, {QT_TRANSLATE_NOOP("Message", "chips per instance"), offer.chips.value(), "chips"}};
        q.how.sources.push_back(offer.chips.chosen().provenance.source);
        break;
    case PriceUnit::PerCoreHour:
        if (!accelerator.coresPerChip.known()) {
            q.how.note = {msg(QT_TRANSLATE_NOOP("Message", "price is per core but the cores per chip are unknown"))};
            return q;
        }
        q.value = perChip(UsdPerCoreHour{price.quotedValue}, accelerator.coresPerChip.value()).value;
        q.how.formula = QT_TRANSLATE_NOOP("Message", "USD/chip-h = USD/core-h × cores per chip");
        q.how.terms = {quoted, {QT_TRANSLATE_NOOP("Message", "cores per chip"), accelerator.coresPerChip.value(), "cores"}};
        q.how.sources.push_back(accelerator.coresPerChip.chosen().provenance.source);
        q.how.note = {msg(QT_TRANSLATE_NOOP("Message", "quoted per core, converted to a per-chip price"))};
        break;
    }
    q.how.kind = price.provenance.kind;
    if (unit == PriceUnit::PerInstanceHour && offer.chips.chosen().provenance.kind == FigureKind::Estimate)
        q.how.kind = FigureKind::Estimate;
    if (price.provenance.kind == FigureKind::Estimate) {
        q.how.note.push_back(msg(QT_TRANSLATE_NOOP("Message", "price is an estimate")));
    }
    if (it->second.conflicting()) {
        q.how.note.push_back(msg(QT_TRANSLATE_NOOP("Message", "sources disagree on this price")));
    }
    if (offer.chips.conflicting() && unit == PriceUnit::PerInstanceHour) {
        q.how.note.push_back(msg(QT_TRANSLATE_NOOP("Message", "sources disagree on the chips per instance")));
    }
    return q;
}

} // namespace ad
