#pragma once
// The team's own serving benchmarks as catalog measurements: the JSON that
// `vllm bench serve --save-result` writes, or a CSV of tokens/s per chip. The result is a catalog
// overlay (measurements.json and sources.json) whose figures are of kind Own, so the assessment
// prefers them to published claims for the same chip and model (docs/catalog-format.md,
// "Your own measurements").
#include "catalog/catalog.h"
#include "base/diagnostics.h"
#include "base/json_reader.h"

#include <optional>
#include <string>
#include <vector>

namespace ad {

// What the caller knows that the file may not say. Empty / 0: not given. A value given here wins
// over the file's own (the vLLM file's metadata, the CSV's columns are per row and always given).
struct MeasurementImportOptions {
    std::string chip;      // accelerator id in the catalog
    std::string model;     // model id in the catalog
    std::string precision; // "bf16", ...
    int batch = 0;
    int chips = 0;         // chips the vLLM server ran on; its throughput is divided by them
    std::string today;     // YYYY-MM-DD, the date of figures whose file states none
};

struct MeasurementImport {
    std::vector<Measurement> measurements;
    Diagnostics diagnostics; // errors name the file, the field and the reason
    bool ok() const { return !hasErrors(diagnostics) && !measurements.empty(); }
};

// The source every imported figure cites; the overlay's sources.json holds it.
inline constexpr const char *ownMeasurementSource = "your-measurements";
Source ownMeasurementSourceEntry(const std::string &date);

// Parses `text`. `file` names the file in messages. Ids are checked against `catalog`.
MeasurementImport importVllmResult(const std::string &text, const std::string &file,
                                   const MeasurementImportOptions &options, const Catalog &catalog);
MeasurementImport importMeasurementCsv(const std::string &text, const std::string &file,
                                       const MeasurementImportOptions &options,
                                       const Catalog &catalog);
// By the file name: *.csv is a CSV, anything else a vLLM result. A measurement the plausibility
// checks (core/checks.h) find impossible or suspicious gets a warning: the assessment skips it.
MeasurementImport importMeasurementFile(const std::string &text, const std::string &file,
                                        const MeasurementImportOptions &options,
                                        const Catalog &catalog);

// The overlay files with the imported entries merged in: `existing` is the file's current text
// (empty when there is none). Entries already there are kept, one with the same id is replaced.
// nullopt with a diagnostic when the existing file is not a catalog file this can extend.
std::optional<std::string> mergedMeasurementsFile(const std::string &existing,
                                                  const std::string &file,
                                                  const std::vector<Measurement> &measurements,
                                                  Diagnostics &out);
// The general form: `existing` (a catalog file with array `key`, or empty) with `entries` merged
// in by id. A file it cannot extend gives nullopt and a diagnostic; nlohmann's own exceptions
// pass through (the callers below catch them).
std::optional<std::string> mergedCatalogFile(const std::string &existing, const std::string &file,
                                             const char *key, const std::vector<Json> &entries,
                                             Diagnostics &out);
std::optional<std::string> mergedSourcesFile(const std::string &existing, const std::string &file,
                                             const Source &source, Diagnostics &out);

// "trn2 · llama3-70b · bf16 · batch 8: 1,234 tokens/s per chip", for what the import printed.
Message describe(const Measurement &measurement);

} // namespace ad
