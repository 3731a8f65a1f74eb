#include "base/number_text.h"

#include <charconv>
#include <cmath>
#include <system_error>

namespace ad {

DecimalText readDecimal(std::string_view text)
{
    constexpr std::string_view blanks = " \t\r\n";
    const auto first = text.find_first_not_of(blanks);
    if (first == std::string_view::npos) return {0, DecimalProblem::Empty};
    text = text.substr(first, text.find_last_not_of(blanks) - first + 1);
    // from_chars takes no '+'; after one, a second sign is not a number.
    if (text.front() == '+') {
        text.remove_prefix(1);
        if (text.empty() || text.front() == '+' || text.front() == '-')
            return {0, DecimalProblem::NotANumber};
    }
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec == std::errc::invalid_argument || end != text.data() + text.size())
        return {0, DecimalProblem::NotANumber};
    if (ec == std::errc::result_out_of_range || !std::isfinite(value))
        return {0, DecimalProblem::NotFinite};
    return {value, DecimalProblem::None};
}

} // namespace ad
