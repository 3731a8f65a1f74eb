// `acceldecide-cli import-measurements FILE --into DIR`: the team's own benchmark (a vLLM result
// or a CSV) into DIR's measurements.json and sources.json, a catalog overlay that `evaluate
// --catalog DIR` then prefers to published figures (core/inputs/measurement_import.h).
#include "commands.h"
#include "loading.h"

#include "catalog/catalog_io.h"
#include "assessment/checks.h"
#include "base/input_limits.h"
#include "base/json_reader.h"
#include "inputs/measurement_import.h"
#include "inputs/price_import.h"

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
    auto text = readTextFile(path.string(), limits::catalogFileBytes,
                             msg(QT_TRANSLATE_NOOP("Message", "catalog file")), problems);
    if (!text) throw DataError{"cannot read " + path.string(), problems};
    return *text;
}

// The day a file was last modified (UTC), the date of prices it does not date itself.
std::string modificationDay(const std::string &path)
{
    std::error_code ec;
    const auto written = std::filesystem::last_write_time(path, ec);
    if (ec) return {};
    const auto system = std::chrono::file_clock::to_sys(written);
    const std::chrono::year_month_day ymd{std::chrono::floor<std::chrono::days>(system)};
    char text[16];
    std::snprintf(text, sizeof text, "%04d-%02u-%02u", int(ymd.year()), unsigned(ymd.month()),
                  unsigned(ymd.day()));
    return text;
}

// The overlay DIR as it would be with `updated` files replacing its own, checked against the
// shipped catalog: a file that does not load now would stop `evaluate --catalog DIR` later.
void checkOverlayLoads(const std::filesystem::path &dir, const std::string &name,
                       const CatalogFiles &updated, const char *what)
{
    CatalogFiles files;
    for (const auto &file : catalogFileNames())
        if (const std::string current = existingText(dir / file); !current.empty()) files[file] = current;
    for (const auto &[file, text] : updated) files[file] = text;
    std::string label = name;
    if (label.back() != '/') label += '/';
    const CatalogLoad embedded = loadEmbeddedCatalog();
    const CatalogLoad check = parseCatalog(files, label, &embedded.catalog);
    if (hasErrors(check.diagnostics))
        throw DataError{name + ": the overlay would not load with these " + what + "; nothing written",
                        check.diagnostics};
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
    const auto text = readTextFile(file, limits::catalogFileBytes,
                                   msg(QT_TRANSLATE_NOOP("Message", "measurement file")), readProblems);
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

    // The overlay as it will be, checked before anything is written.
    checkOverlayLoads(dir, *into, {{"measurements.json", *measurements}, {"sources.json", *sources}},
                      "measurements");

    // Sources first: measurements.json on its own would cite a source the overlay lacks.
    writeOutput(ctx, *sources, sourcesPath.string());
    writeOutput(ctx, *measurements, measurementsPath.string());
    ctx.out << "Imported " << imported.measurements.size() << " measurement"
            << (imported.measurements.size() == 1 ? "" : "s") << " from " << file << " into "
            << measurementsPath.string() << " (your measurements, tokens/s per chip):\n";
    for (const auto &m : imported.measurements) ctx.out << "  " << m.id << "  " << write(describe(m)) << "\n";
    ctx.out << "Use them with: acceldecide-cli evaluate --catalog " << *into << "\n";
    return ExitOk;
}

int runImportPrices(const std::vector<std::string> &args, const Context &ctx)
{
    const ParsedArguments parsed = parseArguments(
        args, {{"--format"}, {"--region"}, {"--provider"}, {"--date"}, {"--output"},
               {"--accept-drift", false}, {"--dry-run", false}},
        "import-prices");
    if (parsed.positional.empty())
        throw UsageError("import-prices needs at least one FILE (a SkyPilot vms.csv, a gpuhunt "
                         "CSV or an AWS Price List offer file)");
    const auto output = parsed.value("--output");
    const bool dryRun = parsed.has("--dry-run");
    if ((!output || output->empty()) && !dryRun)
        throw UsageError("import-prices needs --output DIR (or --dry-run to only see the changes)");

    PriceImportOptions options;
    if (const auto format = parsed.value("--format")) {
        options.format = priceFormatFromString(*format);
        if (!options.format)
            throw UsageError("--format must be skypilot, gpuhunt or aws-price-list, not '" + *format + "'");
    }
    options.region = parsed.value("--region").value_or("");
    options.provider = parsed.value("--provider").value_or("");
    options.acceptDrift = parsed.has("--accept-drift");
    const auto date = parsed.value("--date");
    if (date && (date->size() != 10 || !parseCalendarDate(*date)))
        throw UsageError("--date must be YYYY-MM-DD, not '" + *date + "'");

    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path dir(output.value_or(""));
    const bool existed = output && fs::is_directory(dir, ec);
    if (output && fs::exists(dir, ec) && !existed)
        throw DataError{*output + ": is not a directory; --output names a catalog overlay directory", {}};
    // Compared with the catalog the overlay will be used with: the shipped one with DIR's own
    // entries (its instance table too).
    const Catalog catalog = loadCatalogFor(ctx, existed ? std::optional<std::string>(*output) : std::nullopt);

    std::vector<PriceFile> files;
    for (const auto &name : parsed.positional) {
        Diagnostics problems;
        auto text = readTextFile(name, limits::priceFileBytes,
                                 msg(QT_TRANSLATE_NOOP("Message", "price file")), problems);
        if (!text) throw DataError{name + ": nothing imported", problems};
        files.push_back({name, std::move(*text), date ? *date : modificationDay(name)});
    }
    const PriceImport imported = importPriceFiles(files, options, catalog);
    if (!imported.ok()) throw DataError{"nothing imported", imported.diagnostics};
    printDiagnostics(ctx.err, imported.diagnostics);
    ctx.out << formatPricePreview(imported);
    const int held = imported.count(PriceChange::Kind::Held);
    if (held > 0)
        ctx.out << held << " price" << (held == 1 ? "" : "s") << " moved more than "
                << priceDriftRatio << "x and "
                << (held == 1 ? "is" : "are") << " held back; check them and run again with "
                   "--accept-drift to apply them.\n";
    if (dryRun) {
        ctx.out << "Dry run: nothing written.\n";
        return ExitOk;
    }
    if (!imported.anythingToApply()) {
        ctx.out << "Nothing to apply; " << *output << " is unchanged.\n";
        return ExitOk;
    }

    if (!existed && !fs::create_directories(dir, ec) && ec)
        throw DataError{"cannot create " + *output + ": " + ec.message(), {}};
    const fs::path offersPath = dir / "offers.json";
    const fs::path sourcesPath = dir / "sources.json";
    Diagnostics problems;
    const auto offers = mergedOffersFile(existingText(offersPath), offersPath.string(),
                                         imported.offers, problems);
    std::optional<std::string> sources = existingText(sourcesPath);
    for (const Source &source : imported.sources)
        if (sources) sources = mergedSourcesFile(*sources, sourcesPath.string(), source, problems);
    if (!offers || !sources)
        throw DataError{*output + ": the overlay's files cannot be extended; nothing written", problems};
    checkOverlayLoads(dir, *output, {{"offers.json", *offers}, {"sources.json", *sources}}, "prices");

    // Sources first: offers.json on its own would cite a source the overlay lacks.
    writeOutput(ctx, *sources, sourcesPath.string());
    writeOutput(ctx, *offers, offersPath.string());
    ctx.out << "Wrote " << imported.offers.size() << " offer" << (imported.offers.size() == 1 ? "" : "s")
            << " to " << offersPath.string() << ". Use them with: acceldecide-cli evaluate --catalog "
            << *output << "\n";
    return ExitOk;
}

} // namespace ad::cli
