#pragma once
// The assessment as JSON, CSV and plain text, for the CLI and for golden-file tests.
#include "assessment/assessment.h"
#include "base/csv.h" // the CSV writer the CLI's tables share

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

// "$1,234,567", "$0.61", "109.1 billion", "3.2 days": the number formats every view shares.
std::string formatUsd(double usd);
std::string formatCount(double value);      // 1.2 thousand / million / billion / trillion
std::string formatDuration(double days);    // days, or years when longer than two years
std::string formatPercent(double fraction, int decimals = 0);
// Amounts read side by side (one sentence, one table column) in one form: when formatUsd alone
// would mix whole dollars with millions or billions ("$7,394,714 against $16.6 M"), all of them
// are written on the largest one's scale ("$7.4 M against $16.6 M"). Otherwise as formatUsd.
std::vector<std::string> formatUsdAlike(const std::vector<double> &amounts);
// A count of floating-point operations with an SI prefix ("243 ZFLOP" for 2.43 × 10²³);
// `perWhat` follows the unit ("/s" for a rate).
std::string formatFlops(double value, const std::string &perWhat = {});

std::string formatNumber(double value, int decimals); // "12,345.6": fixed, thousands separators

} // namespace ad
