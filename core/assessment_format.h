#pragma once
// The assessment as JSON, CSV and plain text, for the CLI and for golden-file tests.
#include "assessment.h"
#include "csv.h" // the CSV writer the CLI's tables share

#include <nlohmann/json.hpp>
#include <string>

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

// "$1,234,567", "$0.61", "109.1 billion", "3.2 days": the number formats every view shares.
std::string formatUsd(double usd);
std::string formatCount(double value);      // 1.2 thousand / million / billion / trillion
std::string formatDuration(double days);    // days, or years when longer than two years
std::string formatPercent(double fraction, int decimals = 0);

std::string formatNumber(double value, int decimals); // "12,345.6": fixed, thousands separators

} // namespace ad
