#include "base/csv.h"

#include <charconv>
#include <cmath>

namespace ad {

std::string csvField(const std::string &text)
{
    if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
    std::string out = "\"";
    for (char c : text) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + "\"";
}

std::string csvNumber(double value)
{
    if (!std::isfinite(value)) return {};
    char buffer[64];
    auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return result.ec == std::errc{} ? std::string(buffer, result.ptr) : std::string{};
}

std::string csvLine(const std::vector<std::string> &cells)
{
    std::string out;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (i > 0) out += ',';
        out += csvField(cells[i]);
    }
    return out + '\n';
}

} // namespace ad
