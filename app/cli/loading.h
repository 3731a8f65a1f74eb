#pragma once
// Reading the user's inputs for a command: the catalog (embedded, plus an optional overlay) and
// the scenario (a file, a preset or the built-in default, then --set overrides).
#include "context.h"

#include "catalog/catalog.h"
#include "model/scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace ad::cli {

// The embedded catalog merged with `overlayDir` when given. Overlay errors throw DataError;
// warnings (and any problem in the embedded catalog, which the build should have caught) are
// printed to ctx.err.
Catalog loadCatalogFor(const Context &ctx, const std::optional<std::string> &overlayDir);

// The scenario a command starts from: `file` if given, else `preset` if given, else the built-in
// default. File errors throw DataError; warnings go to ctx.err.
Scenario loadScenarioFor(const Context &ctx, const std::optional<std::string> &file,
                         const std::optional<std::string> &preset);

// Applies "path=value" overrides in order, with the model's coupled fields (a preset from
// `catalog` brings its shape; see applyWorkloadEdit()). Malformed text or a refused field is a
// UsageError.
void applySets(const Context &ctx, Scenario &scenario, const std::vector<std::string> &sets,
               const Catalog &catalog);

} // namespace ad::cli
