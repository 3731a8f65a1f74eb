// `acceldecide-cli catalog list|validate`.
#include "catalog_listing.h"
#include "commands.h"
#include "loading.h"

#include "catalog_io.h"

#include <filesystem>
#include <system_error>

namespace ad::cli {

namespace {

int runList(const std::vector<std::string> &args, const Context &ctx)
{
    const ParsedArguments parsed =
        parseArguments(args, {{"--catalog"}, {"--format"}, {"--output"}}, "catalog list");
    if (!parsed.positional.empty())
        throw UsageError("catalog list takes no argument (got '" + parsed.positional.front()
                         + "'); use --catalog DIR for an overlay");
    const Format format = parseFormat(parsed.value("--format"));
    const Catalog catalog = loadCatalogFor(ctx, parsed.value("--catalog"));
    std::string text;
    switch (format) {
    case Format::Text: text = catalogToText(catalog); break;
    case Format::Csv: text = catalogPricesToCsv(catalog); break;
    case Format::Json:
        text = catalogToJson(catalog).dump(2, ' ', false,
                                           nlohmann::json::error_handler_t::replace)
            + "\n";
        break;
    }
    writeOutput(ctx, text, parsed.value("--output").value_or(""));
    return ExitOk;
}

int runValidate(const std::vector<std::string> &args, const Context &ctx)
{
    const ParsedArguments parsed = parseArguments(args, {}, "catalog validate");
    if (parsed.positional.size() != 1)
        throw UsageError("catalog validate needs exactly one directory");
    const std::string &dir = parsed.positional.front();
    std::error_code ec;
    if (!std::filesystem::is_directory(dir, ec))
        throw DataError{dir + ": not a readable catalog directory", {}};

    // Validated as an overlay of the built-in catalog, so it may refer to shipped entries.
    const CatalogLoad embedded = loadEmbeddedCatalog();
    const CatalogLoad load = loadCatalogDirectory(dir, &embedded.catalog);
    std::size_t errors = 0, warnings = 0;
    for (const auto &d : load.diagnostics)
        (d.severity == Severity::Error ? errors : warnings) += 1;
    ctx.out << dir << ": " << errors << (errors == 1 ? " error, " : " errors, ") << warnings
            << (warnings == 1 ? " warning" : " warnings") << "\n";
    printDiagnostics(ctx.out, load.diagnostics);
    return errors ? ExitBadData : ExitOk;
}

} // namespace

int runCatalog(const std::vector<std::string> &args, const Context &ctx)
{
    if (args.empty()) throw UsageError("catalog needs a subcommand: list or validate");
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (args.front() == "list") return runList(rest, ctx);
    if (args.front() == "validate") return runValidate(rest, ctx);
    throw UsageError("unknown catalog subcommand '" + args.front() + "' (list or validate)");
}

} // namespace ad::cli
