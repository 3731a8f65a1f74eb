#pragma once
// The assessment as JSON, CSV and plain text, for the CLI and for golden-file tests.
#include "assessment/assessment.h"
#include "base/csv.h" // the CSV writer the CLI's tables share
#include "base/number_format.h" // the number formats the texts share

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace ad {

struct UncertaintyResult;

// With `uncertainty` (analyseUncertainty() of the same assessment), the memo tells how firm the
// answer is from the samples and the text and JSON gain a section with the spreads.
nlohmann::json assessmentToJson(const Assessment &assessment,
                                const UncertaintyResult *uncertainty = nullptr);
std::string assessmentToCsv(const Assessment &assessment);
std::string assessmentToText(const Assessment &assessment,
                             const UncertaintyResult *uncertainty = nullptr);
// Word-wraps `text` to the text report's width, the first line after `first`, later lines after
// `rest`; ends with a newline.
std::string wrapText(const std::string &text, const std::string &first, const std::string &rest);

} // namespace ad
