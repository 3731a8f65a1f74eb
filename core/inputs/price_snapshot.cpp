#include "inputs/price_snapshot.h"

#include "formats/assessment_format.h"
#include "assessment/figures_used.h"
#include "model/pricing.h"

#include <cmath>

namespace ad {

const char *toString(PriceChoice choice)
{
    return choice == PriceChoice::Saved ? "saved" : "current";
}

std::optional<PriceChoice> priceChoiceFromString(const std::string &text)
{
    if (text == "saved") return PriceChoice::Saved;
    if (text == "current") return PriceChoice::Current;
    return std::nullopt;
}

std::vector<SavedPrice> snapshotPrices(const Assessment &assessment)
{
    std::vector<SavedPrice> out;
    for (const OptionAssessment &o : assessment.options) {
        if (!o.pricePerChipHour.known()) continue;
        const UsedFigure *price = priceUsed(o);
        if (!price) continue;
        Provenance provenance = price->statement.provenance;
        provenance.note.clear(); // a file keeps source, date and kind, not the catalog's notes
        out.push_back({o.offerId, o.pricingModel, write(price->subject), o.pricePerChipHour.value,
                       std::move(provenance)});
    }
    return out;
}

std::vector<PriceSinceSaved> pricesChangedSince(const std::vector<SavedPrice> &saved,
                                                const Catalog &catalog)
{
    std::vector<PriceSinceSaved> out;
    for (const SavedPrice &s : saved) {
        PriceSinceSaved change{s, PriceSinceSaved::Now::Changed, 0, {}};
        const Offer *offer = catalog.offer(s.offerId);
        const Accelerator *acc = offer ? catalog.accelerator(offer->acceleratorId) : nullptr;
        if (!offer || !acc) {
            change.now = PriceSinceSaved::Now::Gone;
            out.push_back(change);
            continue;
        }
        const auto it = offer->prices.find(s.model);
        bool offered = false;
        const Quantity now = pricePerChipHour(*offer, *acc, s.model, &offered);
        if (it != offer->prices.end() && it->second.known()) change.provenance = it->second.chosen().provenance;
        if (!now.known()) {
            change.now = PriceSinceSaved::Now::NotOffered;
            out.push_back(change);
            continue;
        }
        change.usdPerChipHour = now.value;
        if (std::abs(now.value - s.usdPerChipHour) > 1e-4 * s.usdPerChipHour) out.push_back(change);
    }
    return out;
}

Message describe(const PriceSinceSaved &c)
{
    const SavedPrice &s = c.saved;
    Message saved = msg(QT_TRANSLATE_NOOP("Message", "%1, %2: %3 per chip-hour (%4, %5) when saved"),
                        {arg::verbatim(s.label.empty() ? s.offerId : s.label),
                         arg::nested(displayMessage(s.model)), arg::money(s.usdPerChipHour),
                         arg::verbatim(s.provenance.date), arg::verbatim(s.provenance.source)});
    switch (c.now) {
    case PriceSinceSaved::Now::Changed: {
        const double change = c.usdPerChipHour / s.usdPerChipHour - 1;
        // The sign of a rise is written out: "+9.0%" beside "-44.0%".
        const Template pattern = c.usdPerChipHour >= s.usdPerChipHour
            ? Template(QT_TRANSLATE_NOOP("Message", "%1, %2 now (%3, %4): +%5"))
            : Template(QT_TRANSLATE_NOOP("Message", "%1, %2 now (%3, %4): %5"));
        return msg(pattern, {arg::nested(std::move(saved)), arg::money(c.usdPerChipHour),
                             arg::verbatim(c.provenance.date), arg::verbatim(c.provenance.source),
                             arg::percent(change, 1)});
    }
    case PriceSinceSaved::Now::NotOffered:
        return msg(QT_TRANSLATE_NOOP("Message", "%1; the catalog has no such price now"),
                   {arg::nested(std::move(saved))});
    case PriceSinceSaved::Now::Gone:
        return msg(QT_TRANSLATE_NOOP("Message", "%1; the catalog no longer has offer %2"),
                   {arg::nested(std::move(saved)), arg::verbatim(s.offerId)});
    }
    return saved;
}

Catalog withSavedPrices(const Catalog &catalog, const std::vector<SavedPrice> &saved)
{
    Catalog out = catalog;
    for (const SavedPrice &s : saved) {
        for (Offer &offer : out.offers) {
            if (offer.id != s.offerId) continue;
            Provenance p = s.provenance;
            p.note = savedPriceNote + (p.note.empty() ? std::string() : "; " + p.note);
            offer.prices[s.model] = Figure::single(s.usdPerChipHour, "USD/chip-hour", p);
        }
    }
    return out;
}

bool usesSavedPrices(const Catalog &catalog, const std::vector<SavedPrice> &saved)
{
    for (const SavedPrice &s : saved) {
        const Offer *offer = catalog.offer(s.offerId);
        if (!offer) continue;
        const auto it = offer->prices.find(s.model);
        if (it != offer->prices.end() && it->second.known()
            && it->second.chosen().provenance.note.starts_with(savedPriceNote))
            return true;
    }
    return false;
}

} // namespace ad
