#include "reportfigures.h"

#include "formats/assessment_format.h"

#include <QCoreApplication>

#include <cmath>
#include <set>

namespace report {

std::string quotedValue(const ad::Statement &st)
{
    // Translated with its context spelled out: lupdate reads "std::string quotedValue" as a
    // function of namespace std.
    if (!st.offered)
        return QCoreApplication::translate("report", "not offered").toStdString();
    const double v = st.quotedValue;
    const bool whole = std::abs(v - std::round(v)) < 1e-9;
    std::string number = whole ? ad::formatNumber(v, 0) : ad::formatNumber(v, std::abs(v) < 1 ? 3 : 2);
    if (!whole) {
        while (!number.empty() && number.back() == '0') number.pop_back();
        if (!number.empty() && number.back() == '.') number.pop_back();
    }
    // Counts, years and scores read better without their pseudo-units.
    static const std::set<std::string> silent = {"count", "year", "score10", ""};
    if (silent.count(st.quotedUnit)) return number;
    // "1 day", not "1 days".
    std::string unit = st.quotedUnit;
    if (v == 1 && (unit == "days" || unit == "weeks" || unit == "hours")) unit.pop_back();
    return number + " " + unit;
}

} // namespace report
