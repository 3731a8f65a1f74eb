// `acceldecide-cli import-measurements FILE --into DIR`: the team's own benchmark (a vLLM result
// or a CSV) into DIR's measurements.json and sources.json, a catalog overlay that `evaluate
// --catalog DIR` then prefers to published figures (core/measurement_import.h).
#include "commands.h"
#include "loading.h"

#include "catalog_io.h"
#include "input_limits.h"
#include "json_reader.h"
#include "measurement_import.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <system_error>

namespace ad::cli {

namespace {

std::string utcToday()
{
    const std::chrono::year_month_day ymd{
        std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now())};
    char text[16];
    std::snprintf(text, sizeof text, "%04d-%02u-%02u", int(ymd.year()), unsigned(ymd.month()),
                  unsigned(ymd.day()));
    return text;
}

// The current text of DIR/name, or "" when there is none.
std::string existingText(const std::filesystem::path &path)
{
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) return {};
    Diagnostics problems;
    auto text = readTextFile(path.string(), limits::catalogFileBytes, "catalog file", problems);
    if (!text) throw DataError{"cannot read " + path.string(), problems};
    return *text;
}

} // namespace

int runImportMeasurements(const std::vector<std::string> &args, const Context &ctx)
{
    const ParsedArguments parsed = parseArguments(
        args, {{"--chip"}, {"--model"}, {"--precision"}, {"--batch"}, {"--chips"}, {"--into"},
               {"--today"}},
        "import-measurements");
    if (parsed.positional.size() != 1)
        throw UsageError("import-measurements needs exactly one FILE (a vLLM result .json or a .csv)");
    const auto into = parsed.value("--into");
    if (!into || into->empty()) throw UsageError("import-measurements needs --into DIR");
    const std::string &file = parsed.positional.front();

    MeasurementImportOptions options;
    options.chip = parsed.value("--chip").value_or("");
    options.model = parsed.value("--model").value_or("");
    options.precision = parsed.value("--precision").value_or("");
    if (const auto batch = parsed.value("--batch")) options.batch = parsePositiveInt("--batch", *batch);
    if (const auto chips = parsed.value("--chips")) options.chips = parsePositiveInt("--chips", *chips);
    options.today = parsed.value("--today").value_or(utcToday());

    namespace fs = std::filesystem;
    const fs::path dir(*into);
    std::error_code ec;
    if (fs::exists(dir, ec) && !fs::is_directory(dir, ec))
        throw DataError{*into + ": is not a directory; --into names a catalog overlay directory", {}};
    // The ids are checked against the catalog the overlay will be used with: the built-in one
    // with DIR's own entries (a chip DIR adds can be measured too).
    const bool existed = fs::is_directory(dir, ec);
    const Catalog catalog = loadCatalogFor(ctx, existed ? std::optional<std::string>(*into) : std::nullopt);

    Diagnostics readProblems;
    const auto text = readTextFile(file, limits::catalogFileBytes, "measurement file", readProblems);
    if (!text) throw DataError{file + ": nothing imported", readProblems};
    const MeasurementImport imported = importMeasurementFile(*text, file, options, catalog);
    if (!imported.ok())
        throw DataError{file + ": nothing imported", imported.diagnostics};
    printDiagnostics(ctx.err, imported.diagnostics);

    if (!existed && !fs::create_directories(dir, ec) && ec)
        throw DataError{"cannot create " + *into + ": " + ec.message(), {}};
    const fs::path measurementsPath = dir / "measurements.json";
    const fs::path sourcesPath = dir / "sources.json";
    Diagnostics problems;
    const auto measurements = mergedMeasurementsFile(existingText(measurementsPath),
                                                     measurementsPath.string(),
                                                     imported.measurements, problems);
    const auto sources = mergedSourcesFile(existingText(sourcesPath), sourcesPath.string(),
                                           ownMeasurementSourceEntry(options.today), problems);
    if (!measurements || !sources)
        throw DataError{*into + ": the overlay's files cannot be extended; nothing written", problems};

    // The overlay as it will be, checked before anything is written: a file in DIR that does not
    // load now would stop `evaluate --catalog DIR` later.
    CatalogFiles files;
    for (const auto &name : catalogFileNames())
        if (const std::string current = existingText(dir / name); !current.empty()) files[name] = current;
    files["measurements.json"] = *measurements;
    files["sources.json"] = *sources;
    std::string label = *into;
    if (label.back() != '/') label += '/';
    const CatalogLoad embedded = loadEmbeddedCatalog();
    const CatalogLoad check = parseCatalog(files, label, &embedded.catalog);
    if (hasErrors(check.diagnostics))
        throw DataError{*into + ": the overlay would not load with these measurements; nothing written",
                        check.diagnostics};

    // Sources first: measurements.json on its own would cite a source the overlay lacks.
    writeOutput(ctx, *sources, sourcesPath.string());
    writeOutput(ctx, *measurements, measurementsPath.string());
    ctx.out << "Imported " << imported.measurements.size() << " measurement"
            << (imported.measurements.size() == 1 ? "" : "s") << " from " << file << " into "
            << measurementsPath.string() << " (your measurements, tokens/s per chip):\n";
    for (const auto &m : imported.measurements) ctx.out << "  " << m.id << "  " << describe(m) << "\n";
    ctx.out << "Use them with: acceldecide-cli evaluate --catalog " << *into << "\n";
    return ExitOk;
}

} // namespace ad::cli
