// Own benchmark files (core/inputs/measurement_import.h), read as a vLLM result and as a CSV. What
// is accepted must become overlay files that load on the shipped catalog without error and give
// back the same measurements, and merging them twice must change nothing.
#include "fuzz_support.h"
#include "inputs/measurement_import.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string text = fuzz::text(data, size);
    const ad::Catalog &catalog = fuzz::embeddedCatalog();
    ad::MeasurementImportOptions options;
    options.today = "2026-11-24";
    for (const char *file : {"run.json", "runs.csv"}) {
        const ad::MeasurementImport imported = ad::importMeasurementFile(text, file, options, catalog);
        if (!imported.ok()) continue;
        ad::Diagnostics problems;
        const auto measurements =
            ad::mergedMeasurementsFile("", "measurements.json", imported.measurements, problems);
        const auto sources = ad::mergedSourcesFile(
            "", "sources.json", ad::ownMeasurementSourceEntry(options.today), problems);
        FUZZ_CHECK(measurements && sources);
        const auto again = ad::mergedMeasurementsFile(*measurements, "measurements.json",
                                                      imported.measurements, problems);
        FUZZ_CHECK(again && *again == *measurements);
        const ad::CatalogLoad load = ad::parseCatalog(
            {{"measurements.json", *measurements}, {"sources.json", *sources}}, "overlay/", &catalog);
        FUZZ_CHECK(!ad::hasErrors(load.diagnostics));
        FUZZ_CHECK(load.catalog.measurements.size() == imported.measurements.size());
        for (std::size_t i = 0; i < imported.measurements.size(); ++i)
            FUZZ_CHECK(load.catalog.measurements[i] == imported.measurements[i]);
    }
    return 0;
}
