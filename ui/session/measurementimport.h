#pragma once
// "Import Measurements…" without the widgets: the team's own benchmark file read by the core
// (core/inputs/measurement_import.h) and merged into a catalog overlay directory, each file saved
// whole or not at all. The caller then loads the directory as the overlay in use.
#include "assessment/assessment.h"
#include "catalog/catalog.h"
#include "base/diagnostics.h"
#include "inputs/measurement_import.h"

#include <QString>

#include <optional>
#include <string>
#include <utility>

#include <vector>

namespace imports {

struct OwnMeasurementImport {
    bool ok = false;
    ad::Diagnostics diagnostics; // the file's problems (file, field, reason), or the write's
    std::vector<ad::Measurement> measurements;
};

// The overlay folder's files, shared with the price import (priceimport.h). The current text of
// a file, "" when there is none; nullopt (with a diagnostic) when it cannot be read.
std::optional<std::string> overlayFileText(const QString &path, ad::Diagnostics &out);
// `updated` (file name -> text) written into `directory` only when the overlay as it will be
// loads without error on top of `shipped`; each file saved whole (QSaveFile) in the given order,
// so that a file is never written before the sources it cites.
bool writeOverlayFiles(const QString &directory,
                       const std::vector<std::pair<std::string, std::string>> &updated,
                       const ad::Catalog &shipped, ad::Diagnostics &out);

// Where imports go when no overlay is in use: "catalog-overlay" under the application's data
// folder (QStandardPaths::AppDataLocation).
QString defaultOverlayDirectory();

// The file at `path` imported into `directory` (created when missing): its measurements.json
// and sources.json keep their other entries, and are written only when the overlay as it will be
// loads without error on top of the shipped catalog. Ids are checked against `catalog`.
OwnMeasurementImport importOwnMeasurements(const QString &path,
                                           const ad::MeasurementImportOptions &options,
                                           const QString &directory, const ad::Catalog &catalog,
                                           const ad::Catalog &shipped);

// Warnings for the imported measurements that `assessment` (of the open scenario, with the
// imported figures loaded) reads for no option: they changed nothing the user sees, usually because
// the scenario uses another model, precision or batch, or no offer of that chip.
ad::Diagnostics unusedMeasurementWarnings(const std::vector<ad::Measurement> &imported,
                                          const ad::Assessment &assessment,
                                          const ad::Scenario &scenario, const std::string &file);

} // namespace imports
