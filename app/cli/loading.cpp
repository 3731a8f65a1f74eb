#include "loading.h"

#include "presets_command.h"

#include "catalog/catalog_io.h"
#include "scenario/scenario_io.h"

#include <filesystem>
#include <system_error>

namespace ad::cli {

namespace {

std::string countOf(std::size_t n, const char *what)
{
    return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
}

std::size_t errorCount(const Diagnostics &diagnostics)
{
    std::size_t n = 0;
    for (const auto &d : diagnostics) n += d.severity == Severity::Error ? 1 : 0;
    return n;
}

void requireDirectory(const std::string &dir)
{
    std::error_code ec;
    if (!std::filesystem::is_directory(dir, ec))
        throw DataError{dir + ": not a readable catalog directory", {}};
}

} // namespace

Catalog loadCatalogFor(const Context &ctx, const std::optional<std::string> &overlayDir)
{
    CatalogLoad embedded = loadEmbeddedCatalog();
    printDiagnostics(ctx.err, embedded.diagnostics);
    if (!overlayDir) return std::move(embedded.catalog);

    requireDirectory(*overlayDir);
    CatalogLoad overlay = loadCatalogDirectory(*overlayDir, &embedded.catalog);
    if (hasErrors(overlay.diagnostics))
        throw DataError{"catalog overlay " + *overlayDir + " has "
                            + countOf(errorCount(overlay.diagnostics), "error"),
                        overlay.diagnostics};
    printDiagnostics(ctx.err, overlay.diagnostics);
    return mergeCatalogs(embedded.catalog, overlay.catalog);
}

Scenario loadScenarioFor(const Context &ctx, const std::optional<std::string> &file,
                         const std::optional<std::string> &preset)
{
    if (file && preset) throw UsageError("give a scenario file or --preset, not both");
    if (preset) return resolvePreset(*preset);
    if (!file) return defaultScenario();
    ScenarioLoad load = loadScenarioFile(*file);
    if (!load.ok())
        throw DataError{"scenario " + *file + " has "
                            + countOf(errorCount(load.diagnostics), "error"),
                        load.diagnostics};
    printDiagnostics(ctx.err, load.diagnostics);
    return std::move(load.scenario);
}

void applySets(const Context &ctx, Scenario &scenario, const std::vector<std::string> &sets,
               const Catalog &catalog)
{
    for (const auto &set : sets) {
        const auto eq = set.find('=');
        if (eq == std::string::npos || eq == 0)
            throw UsageError("--set needs path=value (got '" + set + "')");
        const std::string path = set.substr(0, eq);
        const Diagnostics problems = setScenarioField(scenario, path, set.substr(eq + 1), &catalog);
        if (hasErrors(problems)) {
            // The core names the pseudo-file "--set" and the field's pointer in each message.
            std::string message;
            for (const auto &d : problems)
                if (d.severity == Severity::Error)
                    message += (message.empty() ? "" : "; ") + d.toString();
            throw UsageError(message);
        }
        printDiagnostics(ctx.err, problems);
    }
}

} // namespace ad::cli
