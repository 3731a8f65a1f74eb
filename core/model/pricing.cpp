#include "model/pricing.h"

#include "catalog/units.h"

namespace ad {

namespace {

// A quoted price's unit for its term: one of the catalog's price units is held as that literal,
// any other text as a copy.
UnitName quotedUnitName(const std::string &unit)
{
    static const UnitName literals[] = {"USD/instance-hour", "USD/chip-hour", "USD/core-hour"};
    for (const UnitName &literal : literals)
        if (literal == unit) return literal;
    return UnitName(unit);
}

} // namespace

std::optional<PerChipPrice> perChipPrice(const Offer &offer, const Accelerator &accelerator,
                                         PricingModel model)
{
    const auto it = offer.prices.find(model);
    if (it == offer.prices.end() || !it->second.known()) return std::nullopt;
    const Statement &price = it->second.chosen();
    if (!price.offered) return std::nullopt;
    PerChipPrice p;
    p.price = &price;
    p.quoted = priceUnitFromString(price.quotedUnit).value_or(PriceUnit::PerChipHour);
    switch (p.quoted) {
    case PriceUnit::PerChipHour:
        p.value = price.quotedValue;
        break;
    case PriceUnit::PerInstanceHour:
        if (!offer.chips.known()) return std::nullopt;
        p.value = perChip(UsdPerInstanceHour{price.quotedValue}, offer.chips.value()).value;
        p.count = &offer.chips.chosen();
        break;
    case PriceUnit::PerCoreHour:
        if (!accelerator.coresPerChip.known()) return std::nullopt;
        p.value = perChip(UsdPerCoreHour{price.quotedValue}, accelerator.coresPerChip.value()).value;
        p.count = &accelerator.coresPerChip.chosen();
        break;
    }
    return p;
}

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
    const auto converted = perChipPrice(offer, accelerator, model);
    if (!converted) {
        q.how.note = {priceUnitFromString(price.quotedUnit) == PriceUnit::PerInstanceHour
                          ? msg(QT_TRANSLATE_NOOP("Message", "price is per instance but the chip count is unknown"))
                          : msg(QT_TRANSLATE_NOOP("Message", "price is per core but the cores per chip are unknown"))};
        return q;
    }
    q.value = converted->value;
    const PriceUnit unit = converted->quoted;
    const Term quoted{QT_TRANSLATE_NOOP("Message", "quoted price"), price.quotedValue, quotedUnitName(price.quotedUnit)};
    switch (unit) {
    case PriceUnit::PerChipHour:
        q.how.formula = QT_TRANSLATE_NOOP("Message", "USD/chip-h = quoted price");
        q.how.terms = {quoted};
        break;
    case PriceUnit::PerInstanceHour:
        q.how.formula = QT_TRANSLATE_NOOP("Message", "USD/chip-h = USD/instance-h ÷ chips per instance");
        q.how.terms = {quoted, {QT_TRANSLATE_NOOP("Message", "chips per instance"), offer.chips.value(), "chips"}};
        break;
    case PriceUnit::PerCoreHour:
        q.how.formula = QT_TRANSLATE_NOOP("Message", "USD/chip-h = USD/core-h × cores per chip");
        q.how.terms = {quoted, {QT_TRANSLATE_NOOP("Message", "cores per chip"), accelerator.coresPerChip.value(), "cores"}};
        q.how.note = {msg(QT_TRANSLATE_NOOP("Message", "quoted per core, converted to a per-chip price"))};
        break;
    }
    if (converted->count) q.how.sources.push_back(converted->count->provenance.source);
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
