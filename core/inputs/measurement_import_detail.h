#pragma once
// What the readers of core/inputs/measurement_import.h share (measurement_import.cpp for the CSV,
// vllm_result.cpp for vLLM results). Not for use outside core/inputs.
#include "base/json_reader.h"
#include "catalog/catalog.h"

#include <optional>
#include <string>

namespace ad::measurement_detail {

// The catalog's own ceiling on a throughput figure (catalog_figures.cpp): larger is a unit slip.
inline constexpr double maxTokensPerSecond = 1e9;
inline constexpr int maxBatch = 1000000; // as the catalog's "batch"
inline constexpr int maxChips = 1000000; // as the catalog's "count"

std::string lower(std::string text);
std::string trimmed(const std::string &text);
// "bf16", and the names vLLM's --dtype uses for the same thing.
std::optional<Precision> precisionFrom(const std::string &text);
// A positive number from text (any locale reads '.'): nullopt with the reason in `why`, a
// predicate ("must be a whole number (got \"2.5\")") that follows the value's name.
std::optional<double> positiveFromText(const std::string &text, double max, bool whole,
                                       Message &why);
// An own inference throughput of the team, id "own-CHIP-MODEL[-PRECISION][-bBATCH]".
Measurement ownMeasurement(const std::string &chip, const std::string &model,
                           std::optional<Precision> precision, int batch, double tokensPerSecond,
                           const std::string &date, const std::string &note,
                           const Catalog &catalog);
// The problems both readers report in the same words.
Message unknownModelMessage(const std::string &id);
Message unknownAcceleratorMessage(const std::string &id);
Message unknownPrecisionMessage(const std::string &text);
Message batchProblem(Message why); // "batch must be a whole number (got \"2.5\")"
Message couldNotMergeMessage(const std::string &why);
// A metadata value: --metadata writes strings, a hand-edited file may hold a number.
std::optional<std::string> metadataText(const Json &root, const char *key);
// "20250314-101500" -> "2025-03-14"; "" when the text is not such a stamp.
std::string vllmDate(const std::string &stamp);

} // namespace ad::measurement_detail
