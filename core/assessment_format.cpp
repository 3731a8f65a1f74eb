#include "assessment_format.h"

#include <charconv>
#include <cmath>
#include <string>

namespace ad {

// ---- Number formats shared by every view (rules documented in docs/cli.md) ----
//
// std::to_chars is used instead of printf because it ignores the C locale: a GUI that calls
// setlocale() must not turn "$0.61" into "$0,61" in one view and not in another.

namespace {

std::string fixed(double value, int decimals)
{
    char buffer[512]; // the widest double in fixed notation has 309 integer digits
    auto result = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed,
                                decimals);
    if (result.ec != std::errc{}) return "n/a";
    return std::string(buffer, result.ptr);
}

// "1234567" -> "1,234,567"; `digits` holds only the integer part, without a sign.
std::string groupThousands(const std::string &digits)
{
    std::string out;
    const auto n = digits.size();
    for (std::size_t i = 0; i < n; ++i) {
        if (i > 0 && (n - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return out;
}

// Fixed notation with thousands separators in the integer part.
std::string grouped(double magnitude, int decimals)
{
    const std::string text = fixed(magnitude, decimals);
    const auto dot = text.find('.');
    const std::string integer = text.substr(0, dot);
    return groupThousands(integer) + (dot == std::string::npos ? "" : text.substr(dot));
}

// Rounded the way `fixed` will print it, so thresholds are compared with what the user sees.
double roundedTo(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

} // namespace

std::string formatUsd(double usd)
{
    if (!std::isfinite(usd)) return "n/a";
    const std::string sign = usd < 0 && roundedTo(std::fabs(usd), 2) > 0 ? "-" : "";
    const double m = std::fabs(usd);
    if (roundedTo(m, 2) < 100) return sign + "$" + fixed(m, 2);
    if (std::round(m) < 10e6) return sign + "$" + grouped(m, 0);
    if (roundedTo(m / 1e6, 1) < 1000) return sign + "$" + fixed(m / 1e6, 1) + " M";
    const double billions = m / 1e9;
    const int decimals = roundedTo(billions, 2) < 10 ? 2 : 1;
    return sign + "$" + grouped(billions, decimals) + " B";
}

std::string formatCount(double value)
{
    if (!std::isfinite(value)) return "n/a";
    const std::string sign = value < 0 ? "-" : "";
    const double m = std::fabs(value);
    if (std::round(m) < 1000) {
        // Small counts keep three significant digits: 0.37 runs, 12.5 chips, 950 tokens.
        const int decimals = m == std::round(m) ? 0 : (m < 10 ? 2 : (m < 100 ? 1 : 0));
        std::string text = fixed(m, decimals);
        if (text == "0" || text == "0.00") return "0";
        return sign + text;
    }
    static const struct { double scale; const char *name; } steps[] = {
        {1e12, "trillion"}, {1e9, "billion"}, {1e6, "million"}, {1e3, "thousand"}};
    for (const auto &step : steps) {
        // Compare after rounding so 999,960 prints as "1.0 million", not "1,000.0 thousand".
        if (roundedTo(m / step.scale, 1) >= 1.0)
            return sign + grouped(m / step.scale, 1) + " " + step.name;
    }
    return sign + grouped(m, 0);
}

std::string formatDuration(double days)
{
    if (std::isnan(days)) return "n/a";
    if (std::isinf(days)) return days > 0 ? "never" : "n/a";
    const std::string sign = days < 0 ? "-" : "";
    const double m = std::fabs(days);
    if (m > 2 * 365.0) return sign + grouped(m / 365.0, 1) + " years";
    if (m < 1.0) {
        const std::string hours = fixed(m * 24.0, 1);
        return sign + hours + (hours == "1.0" ? " hour" : " hours");
    }
    if (roundedTo(m, 1) < 10) {
        const std::string text = fixed(m, 1);
        return sign + text + (text == "1.0" ? " day" : " days");
    }
    return sign + grouped(m, 0) + " days";
}

std::string formatPercent(double fraction, int decimals)
{
    if (!std::isfinite(fraction)) return "n/a";
    if (decimals < 0) decimals = 0;
    if (decimals > 6) decimals = 6;
    const double percent = fraction * 100.0;
    std::string text = fixed(std::fabs(percent), decimals);
    const bool zero = text.find_first_not_of("0.") == std::string::npos;
    return (percent < 0 && !zero ? "-" : "") + text + "%";
}

} // namespace ad
