#include "base/number_format.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

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

// "2.43 × 10²³": a power of ten as a reader writes it. The C form "2.43e+23" stood out as the one
// programmer's notation among "70.0 billion" and "$4,283,660" in the same column.
std::string scientific(double value, int decimals)
{
    char buffer[64];
    auto result = std::to_chars(buffer, buffer + sizeof buffer, value,
                                std::chars_format::scientific, decimals);
    if (result.ec != std::errc{}) return "n/a";
    const std::string text(buffer, result.ptr);
    const auto e = text.find('e');
    if (e == std::string::npos) return text;
    static const char *const superscripts[] = {"⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"};
    std::string power;
    for (std::size_t i = e + 1; i < text.size(); ++i) {
        if (text[i] == '-') power += "⁻";
        else if (text[i] >= '0' && text[i] <= '9' && !(power.empty() && text[i] == '0'))
            power += superscripts[text[i] - '0'];
    }
    return text.substr(0, e) + " × 10" + (power.empty() ? std::string("⁰") : power);
}

// Beyond this, named scales stop helping a reader; such figures are usually input mistakes.
constexpr double scientificFrom = 1e15;

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
    if (m >= scientificFrom) return sign + "$" + scientific(m, 2);
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
    if (m >= scientificFrom) return sign + scientific(m, 2);
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
    if (m >= scientificFrom) return sign + scientific(m / 365.0, 2) + " years";
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

std::string formatNumber(double value, int decimals)
{
    if (!std::isfinite(value)) return "n/a";
    decimals = std::clamp(decimals, 0, 6);
    const std::string text = grouped(std::fabs(value), decimals);
    const bool zero = text.find_first_not_of("0.,") == std::string::npos;
    return (value < 0 && !zero ? "-" : "") + text;
}

std::string formatPercent(double fraction, int decimals)
{
    if (!std::isfinite(fraction)) return "n/a";
    decimals = std::clamp(decimals, 0, 6);
    const double percent = fraction * 100.0;
    std::string text = fixed(std::fabs(percent), decimals);
    const bool zero = text.find_first_not_of("0.") == std::string::npos;
    return (percent < 0 && !zero ? "-" : "") + text + "%";
}

std::vector<std::string> formatUsdAlike(const std::vector<double> &amounts)
{
    // Each amount on its own would pick its own form ("$7,394,714" beside "$16.6 M"); read side
    // by side they must share one. Amounts that already share a form keep it.
    std::vector<std::string> alone;
    double largest = 0, smallest = std::numeric_limits<double>::infinity();
    for (double usd : amounts) {
        alone.push_back(formatUsd(usd));
        if (!std::isfinite(usd)) continue;
        const double m = std::fabs(usd);
        largest = std::max(largest, m);
        if (roundedTo(m, 2) > 0) smallest = std::min(smallest, m);
    }
    auto form = [](const std::string &text) {
        if (text.size() > 2 && text.compare(text.size() - 2, 2, " M") == 0) return 'M';
        if (text.size() > 2 && text.compare(text.size() - 2, 2, " B") == 0) return 'B';
        if (text.find(" × 10") != std::string::npos) return 'E';
        return text.find('.') != std::string::npos ? 'c' : 'd';
    };
    char shared = 0;
    bool mixed = false;
    for (std::size_t i = 0; i < amounts.size(); ++i) {
        // Nothing ("$0.00") reads alike in any company.
        if (!std::isfinite(amounts[i]) || roundedTo(std::fabs(amounts[i]), 2) <= 0) continue;
        const char f = form(alone[i]);
        if (shared && f != shared) mixed = true;
        shared = f;
    }
    // Only a mix of whole dollars and millions or billions is put on one scale: cents beside whole
    // dollars read alike, and beyond $10^15 figures are input mistakes rather than amounts.
    if (!mixed || largest < 10e6 || largest >= scientificFrom) return alone;
    const bool billions = roundedTo(largest / 1e6, 1) >= 1000;
    const double scale = billions ? 1e9 : 1e6;
    const char *suffix = billions ? " B" : " M";
    // One decimal in millions, two in billions, as formatUsd writes them; an amount below one
    // unit of the scale gets more, to keep two significant digits ("$0.45 M").
    auto decimalsFor = [&](double magnitude) {
        int decimals = billions ? 2 : 1;
        while (decimals < 3 && magnitude / scale < std::pow(10.0, 1 - decimals)) ++decimals;
        return decimals;
    };
    // An amount below a tenth of the scale would read as "$0.030 M" or as nothing: a budget owner
    // reads "$30,000 port" at a glance, so such a set is written in whole dollars instead.
    if (std::isfinite(smallest) && smallest / scale < 0.1) {
        if (largest >= 1e12) return alone;
        std::vector<std::string> whole;
        for (double usd : amounts) {
            if (!std::isfinite(usd)) { whole.push_back("n/a"); continue; }
            const bool negative = usd < 0 && std::round(std::fabs(usd)) > 0;
            whole.push_back((negative ? "-$" : "$") + grouped(std::fabs(usd), 0));
        }
        return whole;
    }
    std::vector<std::string> out;
    for (double usd : amounts) {
        if (!std::isfinite(usd)) { out.push_back("n/a"); continue; }
        const double m = std::fabs(usd);
        const int decimals = decimalsFor(m);
        const bool negative = usd < 0 && roundedTo(m / scale, decimals) > 0;
        out.push_back((negative ? "-$" : "$") + grouped(m / scale, decimals) + suffix);
    }
    return out;
}

std::string formatFlops(double value, const std::string &perWhat)
{
    // SI prefixes, as papers and vendors write compute: "243 ZFLOP" for 2.43 × 10²³, with three
    // significant digits. Below a thousand FLOP the count is written plainly.
    if (!std::isfinite(value)) return "n/a";
    static const struct { double scale; const char *prefix; } steps[] = {
        {1e24, "Y"}, {1e21, "Z"}, {1e18, "E"}, {1e15, "P"}, {1e12, "T"}, {1e9, "G"}, {1e6, "M"},
        {1e3, "k"}};
    const std::string sign = value < 0 ? "-" : "";
    const double m = std::fabs(value);
    if (m >= 1e27) return sign + scientific(m, 2) + " FLOP" + perWhat;
    for (const auto &step : steps) {
        const double v = m / step.scale;
        // Rounded first, so 999.6 T reads "1.00 P" and not "1,000 T".
        const int decimals = roundedTo(v, 2) < 10 ? 2 : (roundedTo(v, 1) < 100 ? 1 : 0);
        if (roundedTo(v, decimals) < 1) continue;
        if (roundedTo(v, 0) >= 1000 && step.scale < 1e24) continue;
        return sign + fixed(v, decimals) + " " + step.prefix + "FLOP" + perWhat;
    }
    return sign + formatCount(m) + " FLOP" + perWhat;
}

std::string fixedDecimals(double value, int decimals)
{
    if (!std::isfinite(value)) return "n/a";
    char buffer[512];
    const auto r = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed,
                                 decimals);
    if (r.ec != std::errc{}) return "n/a";
    return std::string(buffer, r.ptr);
}

std::string formatShort(double value)
{
    const double rounded = std::round(value * 10) / 10;
    return fixedDecimals(rounded, std::fabs(rounded - std::round(rounded)) < 1e-9 ? 0 : 1);
}

} // namespace ad
