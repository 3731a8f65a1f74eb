#pragma once
// The number formats every front end shares, in English with the C locale's marks (to_chars, so a
// GUI that calls setlocale() gets the same text); the message writer (base/message.h) puts them
// into a reader's own marks. The rules are documented in docs/cli.md.
#include <string>
#include <vector>

namespace ad {

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

// "2.4", "3", "12.5": weights and points with at most one decimal.
std::string formatShort(double value);
// Fixed notation that ignores the C locale (a GUI that calls setlocale must not get "2,4").
std::string fixedDecimals(double value, int decimals);

} // namespace ad
