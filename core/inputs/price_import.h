#pragma once
// Market prices from the files the field already maintains, as catalog offers: SkyPilot's
// catalog (one vms.csv per cloud), dstack's gpuhunt catalog (one CSV per provider) and the AWS
// Price List bulk offer file (JSON). An instance type becomes an offer of a chip only through the
// catalog's instance table (instances.json); one the table does not list is reported as skipped,
// never guessed. Nothing is applied here: the result lists what would change (new offers,
// changed prices, prices held back for a large move, offers the file no longer lists) and the
// caller writes the overlay once the user has seen it (docs/catalog-format.md, "Imported
// prices"; docs/cli.md, import-prices).
#include "catalog/catalog.h"
#include "base/diagnostics.h"

#include <optional>
#include <string>
#include <vector>

namespace ad {

enum class PriceFormat { SkyPilot, Gpuhunt, AwsPriceList };
const char *toString(PriceFormat format); // "skypilot", "gpuhunt", "aws-price-list"
std::optional<PriceFormat> priceFormatFromString(const std::string &text);
// From the text itself: the JSON offer file, or a CSV header naming SkyPilot's or gpuhunt's
// columns; nullopt when it is none of them.
std::optional<PriceFormat> detectPriceFormat(const std::string &text);

// The guards (docs/catalog-format.md): a per-chip price outside this range is refused as a unit
// slip or a placeholder, and one that moved more than driftRatio against the catalog's is held
// back until the user accepts it.
inline constexpr double minChipHourPrice = 0.05;
inline constexpr double maxChipHourPrice = 500;
inline constexpr double priceDriftRatio = 4;
// SkyPilot writes this where a product is not sold in a region.
inline constexpr double skypilotPlaceholderPrice = 700.0;

struct PriceImportOptions {
    std::optional<PriceFormat> format; // detected when not given
    std::string region;                // only rows of this region; empty: every region
    // The feed's name for the provider ("aws", "lambda", "lambdalabs", "gcp"); empty: from the
    // path (SkyPilot's <cloud>/vms.csv, gpuhunt's <provider>.csv). The AWS offer file is AWS's.
    std::string provider;
    bool acceptDrift = false; // apply prices that moved more than priceDriftRatio
};

struct PriceFile {
    std::string name; // as the user named it, for messages and the source's title
    std::string text;
    // YYYY-MM-DD for prices the file does not date itself (the caller passes the user's --date or
    // the file's modification day). An AWS offer file's publicationDate, and a YYYYMMDD version
    // in the path (gpuhunt's catalog versions), win over it.
    std::string date;
};

struct PriceChange {
    enum class Kind {
        New,       // an offer the catalog does not have
        Changed,   // a price of an existing offer differs
        Unchanged,
        NotSold,   // the file says this offer is not sold at this pricing model
        Held,      // moved more than priceDriftRatio; not applied without acceptDrift
        NotListed, // the catalog's offer of this provider and region is absent from the file
    };
    Kind kind = Kind::New;
    std::string offerId, provider, instance, region;
    PricingModel model = PricingModel::OnDemand;
    double oldPerChip = 0, newPerChip = 0; // USD per chip-hour; 0 when there is none
    bool hadOld = false, hasNew = false;
    std::string file, line; // where the new price was read
    bool operator==(const PriceChange &) const = default;
};

struct PriceImport {
    std::vector<Offer> offers;     // to write: each complete (the catalog's other prices kept)
    std::vector<Source> sources;   // one per file
    std::vector<PriceChange> changes;
    // Instance types the table does not know: "lambda gpu_8x_a100 (prices.csv, line 12)".
    std::vector<std::string> skipped;
    Diagnostics diagnostics;      // errors name the file, the line and the problem
    bool ok() const { return !hasErrors(diagnostics); }
    int count(PriceChange::Kind kind) const;
    // Something would change when applied (a held price alone changes nothing).
    bool anythingToApply() const;
};

// Reads every file; errors in any of them leave `offers` empty (all or nothing). `catalog` is the
// catalog the overlay will be used with (shipped plus the overlay's current entries).
PriceImport importPriceFiles(const std::vector<PriceFile> &files, const PriceImportOptions &options,
                             const Catalog &catalog);

// The preview as text, one line per change, for the CLI (and the GUI's details).
std::string describeChange(const PriceChange &change);
std::string formatPricePreview(const PriceImport &import);

// offers.json with the imported offers merged in (same id replaced, others appended), as
// mergedMeasurementsFile() does for measurements.
std::optional<std::string> mergedOffersFile(const std::string &existing, const std::string &file,
                                            const std::vector<Offer> &offers, Diagnostics &out);

} // namespace ad
