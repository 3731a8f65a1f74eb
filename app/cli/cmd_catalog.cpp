// `acceldecide-cli catalog list|validate`.
#include "catalog_listing.h"
#include "commands.h"
#include "loading.h"

#include "catalog/catalog_io.h"
#include "assessment/checks.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>
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

// Today as the freshness check sees it: --today for reproducible runs, else the UTC date.
CalendarDate todayOption(const std::optional<std::string> &text)
{
    if (text) {
        const auto date = parseCalendarDate(*text);
        if (!date || text->size() != 10)
            throw UsageError("--today must be a date as YYYY-MM-DD (got '" + *text + "')");
        return *date;
    }
    const std::chrono::year_month_day ymd{
        std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now())};
    return {int(ymd.year()), int(unsigned(ymd.month())), int(unsigned(ymd.day()))};
}

// The JSON pointer of an offer's price in DIR/offers.json, found by the offer's id; empty when
// the file cannot be read again (the warning then names the offer in its message alone).
std::string pricePointer(const std::string &offersFile, const StalePrice &stale)
{
    std::ifstream in(offersFile, std::ios::binary);
    const nlohmann::json root = nlohmann::json::parse(in, nullptr, false);
    if (!root.is_object() || !root.contains("offers") || !root["offers"].is_array()) return {};
    const auto &offers = root["offers"];
    for (std::size_t i = 0; i < offers.size(); ++i) {
        const auto &o = offers[i];
        if (!o.is_object() || o.value("id", std::string()) != stale.offerId) continue;
        std::string pointer = "/offers/" + std::to_string(i) + "/prices/" + toString(stale.model);
        const auto prices = o.find("prices");
        if (prices == o.end() || !prices->is_object()) return pointer;
        const auto price = prices->find(toString(stale.model));
        if (price != prices->end() && price->is_array())
            for (std::size_t k = 0; k < price->size(); ++k)
                if ((*price)[k].is_object() && (*price)[k].value("default", false))
                    return pointer + "/" + std::to_string(k);
        return pointer + (price != prices->end() && price->is_array() ? "/0" : "");
    }
    return {};
}

int runValidate(const std::vector<std::string> &args, const Context &ctx)
{
    const ParsedArguments parsed = parseArguments(args, {{"--today"}}, "catalog validate");
    if (parsed.positional.size() != 1)
        throw UsageError("catalog validate needs exactly one directory");
    const CalendarDate today = todayOption(parsed.value("--today"));
    const std::string &dir = parsed.positional.front();
    std::error_code ec;
    if (!std::filesystem::is_directory(dir, ec))
        throw DataError{dir + ": not a readable catalog directory", {}};

    // Validated as an overlay of the built-in catalog, so it may refer to shipped entries.
    const CatalogLoad embedded = loadEmbeddedCatalog();
    CatalogLoad load = loadCatalogDirectory(dir, &embedded.catalog);
    // Prices of this directory that are over a year old are warnings: they do not stop the
    // catalog from loading, but someone should look again.
    const std::string offersFile = (std::filesystem::path(dir) / "offers.json").string();
    for (const auto &stale : stalePrices(load.catalog, today))
        load.diagnostics.push_back(
            {Severity::Warning, offersFile, pricePointer(offersFile, stale), stale.message});
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
