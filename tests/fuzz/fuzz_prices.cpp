// Price files (core/inputs/price_import.h), read as each of the three formats and as detected. What
// is accepted must become an offers.json and a sources.json that load over the shipped catalog
// without error and give back the same offers; a refused file imports nothing.
#include "fuzz_support.h"
#include "inputs/measurement_import.h"
#include "inputs/price_import.h"

#include <cstddef>
#include <cstdint>
#include <optional>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string text = fuzz::text(data, size);
    const ad::Catalog &catalog = fuzz::embeddedCatalog();
    for (const std::optional<ad::PriceFormat> format :
         {std::optional<ad::PriceFormat>(), std::optional(ad::PriceFormat::SkyPilot),
          std::optional(ad::PriceFormat::Gpuhunt), std::optional(ad::PriceFormat::AwsPriceList)}) {
        ad::PriceImportOptions options;
        options.format = format;
        options.acceptDrift = true;
        const ad::PriceImport imported =
            ad::importPriceFiles({{"prices/aws/vms.csv", text, "2026-11-26"}}, options, catalog);
        if (!imported.ok()) {
            FUZZ_CHECK(imported.offers.empty() && imported.sources.empty());
            continue;
        }
        (void)ad::formatPricePreview(imported);
        if (imported.offers.empty()) continue;
        ad::Diagnostics problems;
        const auto offers = ad::mergedOffersFile("", "offers.json", imported.offers, problems);
        std::optional<std::string> sources = std::string();
        for (const auto &source : imported.sources)
            sources = ad::mergedSourcesFile(*sources, "sources.json", source, problems);
        FUZZ_CHECK(offers && sources);
        const ad::CatalogLoad load = ad::parseCatalog(
            {{"offers.json", *offers}, {"sources.json", *sources}}, "overlay/", &catalog);
        FUZZ_CHECK(!ad::hasErrors(load.diagnostics));
        FUZZ_CHECK(load.catalog.offers.size() == imported.offers.size());
        for (std::size_t i = 0; i < imported.offers.size(); ++i)
            FUZZ_CHECK(load.catalog.offers[i] == imported.offers[i]);
    }
    return 0;
}
