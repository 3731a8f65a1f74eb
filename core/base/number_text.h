#pragma once
// Numbers as files and command lines write them ("4.4", "1e9"), read the same way whatever the
// process locale says. The C library's readers (strtod, streams) follow LC_NUMERIC, which the
// desktop application sets from the user's locale: under German they stop at the '.' of "4.4".
// Every reader of numbers in text files and arguments uses this one; what the user types into
// the application is read in the user's locale instead (views::parseNumber in ui/).
#include <string_view>

namespace ad {

enum class DecimalProblem {
    None,
    Empty,       // nothing but blanks
    NotANumber,  // "12abc", "4,4", "0x10"
    NotFinite,   // "nan", "inf", or beyond what a double holds ("1e400", "1e-400")
};

struct DecimalText {
    double value = 0;
    DecimalProblem problem = DecimalProblem::None;
    bool ok() const { return problem == DecimalProblem::None; }
};

// A decimal number with '.' for the decimal point and an optional exponent; blanks around it are
// ignored and a leading '+' is allowed. No thousands separators.
DecimalText readDecimal(std::string_view text);

} // namespace ad
