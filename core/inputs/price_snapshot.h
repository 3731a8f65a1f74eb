#pragma once
// A scenario remembers its prices: the prices per chip-hour its assessment used are saved with it
// (Scenario::savedPrices), and when it is opened again they are compared with today's catalog.
// The user then assesses with today's prices or keeps the saved ones, which replace the catalog's
// like an overlay (docs/scenario-format.md, "Saved prices").
#include "assessment/assessment.h"
#include "base/message.h"
#include "model/scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace ad {

// Which prices an assessment of a scenario with saved prices uses.
enum class PriceChoice { Current, Saved };
const char *toString(PriceChoice choice); // "current", "saved"
std::optional<PriceChoice> priceChoiceFromString(const std::string &text);

// Every option of the assessment with a known price per chip-hour, with the provenance of the
// catalog statement it came from; in the assessment's order of options.
std::vector<SavedPrice> snapshotPrices(const Assessment &assessment);

struct PriceSinceSaved {
    SavedPrice saved;
    enum class Now { Changed, NotOffered, Gone } now = Now::Changed;
    double usdPerChipHour = 0; // today's, when Changed
    Provenance provenance;     // today's statement, when Changed or NotOffered
    bool operator==(const PriceSinceSaved &) const = default;
};

// The saved prices that differ from `catalog`'s today (by more than a rounding 0.01 %), that the
// catalog no longer sells at that pricing model, or whose offer it no longer has.
std::vector<PriceSinceSaved> pricesChangedSince(const std::vector<SavedPrice> &saved,
                                                const Catalog &catalog);

// "AWS p5.48xlarge, On-demand: $6.88 per chip-hour (2026-01-21, vantage-ec2-mirror) when saved,
// $7.00 now (2026-11-20, prices-…): +1.7%", as a message for the reader's language.
Message describe(const PriceSinceSaved &change);

// `catalog` with each saved price in place of the offer's price at that pricing model, as a
// per-chip-hour statement with the saved provenance; saved prices of offers the catalog no longer
// has are left out (pricesChangedSince() names them).
Catalog withSavedPrices(const Catalog &catalog, const std::vector<SavedPrice> &saved);

// The note withSavedPrices() starts each replaced price's note with.
inline constexpr const char *savedPriceNote = "saved with the scenario";
// Whether `catalog` holds the saved prices in place (made by withSavedPrices()), for a report
// to say which prices it was assessed with.
bool usesSavedPrices(const Catalog &catalog, const std::vector<SavedPrice> &saved);

} // namespace ad
