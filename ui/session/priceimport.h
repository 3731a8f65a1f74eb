#pragma once
// "Import Prices…" without the widgets: price files read by the core (core/inputs/price_import.h)
// into a preview, and, once the user has seen it, the preview's offers merged into the overlay
// folder, each file saved whole or not at all. Nothing is written by reading.
#include "catalog/catalog.h"
#include "base/diagnostics.h"
#include "inputs/price_import.h"

#include <QString>
#include <QStringList>

namespace imports {

// The files at `paths` read and compared with `catalog` (the catalog in use). A file that cannot
// be read is an error in the result's diagnostics, as a bad row is.
ad::PriceImport previewPriceImport(const QStringList &paths, const ad::PriceImportOptions &options,
                                   const ad::Catalog &catalog);

// The preview's offers and sources merged into `directory` (created when missing): written only
// when the overlay as it will be loads on top of `shipped`. False with the reasons in `out`.
bool applyPriceImport(const ad::PriceImport &import, const QString &directory,
                      const ad::Catalog &shipped, ad::Diagnostics &out);

} // namespace imports
