#pragma once
// Plausibility: every published throughput or cost figure is recomputed from the chip's peak
// figures; above 100 % of what the hardware can do it is impossible, above the typical range it
// is suspicious.
#include "assessment/assessment.h"

#include <compare>
#include <optional>
#include <string>
#include <vector>

namespace ad {

inline constexpr double suspiciousMfu = 0.75;          // best published large runs reach ~0.6
inline constexpr double suspiciousBandwidthShare = 0.9; // decode rarely sustains more
inline constexpr double costClaimTolerance = 0.25;      // recomputed cost this far off: flagged
// Two per-chip prices of one chip are a unit mismatch only when their ratio is within this of a
// chips-per-instance or cores-per-chip count (at least 2) of the offers involved.
inline constexpr double unitMismatchTolerance = 0.15;
// Otherwise a spread wider than this is shown as information, not as an error.
inline constexpr double priceSpreadInfoRatio = 3.0;

std::vector<MeasurementCheck> checkMeasurements(const Catalog &catalog);

// Unit mismatches, price spreads and conflicting figures in the catalog, as flags.
std::vector<Flag> catalogFlags(const Catalog &catalog);

// Freshness ----------------------------------------------------------------------------------

struct CalendarDate {
    int year = 0, month = 1, day = 1;
    auto operator<=>(const CalendarDate &) const = default;
};

// Reads YYYY, YYYY-MM or YYYY-MM-DD. A partial date stands for its first day ("2026" is
// 2026-01-01), so a price dated only by its year is never taken for younger than it may be.
std::optional<CalendarDate> parseCalendarDate(const std::string &text);

inline constexpr int priceFreshnessMonths = 12;

// Where prices are listed (catalog browser, Costs tab, report), each shows its age, and one older
// than this many days is marked as old, with the import as the way to refresh it
// (docs/catalog-format.md, "Freshness"). The validator's warning above stays at 12 months.
inline constexpr int priceAgeFlagDays = 90;

// Whole days from `date` (as parseCalendarDate reads it: a partial date from its first day) to
// `today`; nullopt when the date cannot be read. Negative for a date after today.
std::optional<int> daysOld(const std::string &date, CalendarDate today);
// "12 days", "5 months", "2.1 years", "today"; with ", old" appended past priceAgeFlagDays.
Message priceAgeText(int days);

// A price the model uses whose as-of date lies more than the allowed months before "today".
struct StalePrice {
    std::string offerId;
    PricingModel model = PricingModel::OnDemand;
    std::string date;       // as written in the catalog
    std::string source;
    int monthsOld = 0;      // whole months between the as-of date and today
    Message message;        // "on-demand price of AWS p5.48xlarge is dated 2024-12 ..."
    bool operator==(const StalePrice &) const = default;
};

// The default statement of every price (offered or "not offered") dated more than `months`
// before `today`. Today is passed in, never read from the clock, so the answer is reproducible.
std::vector<StalePrice> stalePrices(const Catalog &catalog, CalendarDate today,
                                    int months = priceFreshnessMonths);

} // namespace ad
