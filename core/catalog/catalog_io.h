#pragma once
// Reading catalogs: the embedded one, a directory overlay, and the merge of the two.
#include "catalog/catalog.h"

#include <map>
#include <string>

namespace ad {

inline constexpr int catalogSchemaVersion = 2;

// File name ("offers.json") -> JSON text. Files absent from the map are treated as empty.
using CatalogFiles = std::map<std::string, std::string>;

// The names a catalog directory may contain, in loading order.
const std::vector<std::string> &catalogFileNames();

struct CatalogLoad {
    Catalog catalog;
    Diagnostics diagnostics; // every problem found; entries with errors are skipped, not guessed
};

// Parses the files. `label` prefixes file names in messages ("catalog/", "/home/me/overlay/").
// Cross-references (offer -> accelerator, figure -> source) are checked against `base` too, so
// an overlay may refer to shipped entries.
CatalogLoad parseCatalog(const CatalogFiles &files, const std::string &label,
                         const Catalog *base = nullptr);

// Reads every known file present in `directory`; unknown *.json files are reported as warnings.
CatalogLoad loadCatalogDirectory(const std::string &directory, const Catalog *base = nullptr);

// Entries of `overlay` replace entries of `base` with the same id and are marked fromOverlay.
Catalog mergeCatalogs(const Catalog &base, const Catalog &overlay);

// The catalog compiled into the binaries (catalog/ at build time).
const CatalogFiles &embeddedCatalogFiles();
CatalogLoad loadEmbeddedCatalog();

// A short stable fingerprint of catalog contents (hex), printed in reports.
std::string catalogFingerprint(const CatalogFiles &files);

} // namespace ad
