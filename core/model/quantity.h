#pragma once
// Every number the assessment shows carries how it was computed, so the GUI's "how was this
// computed" view, the report's appendix and the CLI's JSON all tell the same story.
#include "base/message.h"
#include "base/shared_list.h"
#include "base/shared_string.h"
#include "catalog/figure.h"

#include <cmath>
#include <initializer_list>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ad {

// A term's unit identifier ("USD/chip-h"). Nearly every formula names its units with a string
// literal, which is held by pointer: an assessment has some 2,500 terms, and copying each unit
// into a string of its own was most of the work of listing them. The literal constructor is
// consteval, as Template's, so the pointer is never to a text that goes away. A unit that is
// not a literal (a quoted price's, read from the catalog) is held as a shared text.
class UnitName {
public:
    constexpr UnitName() = default;
    consteval UnitName(const char *literal) : m_literal(literal) {}
    UnitName(std::string text) : m_literal(nullptr), m_text(std::move(text)) {}
    UnitName(SharedString text) : m_literal(nullptr), m_text(std::move(text)) {}

    std::string_view view() const { return m_literal ? std::string_view(m_literal) : m_text.view(); }
    std::string str() const { return std::string(view()); }
    operator std::string() const { return str(); }
    bool empty() const { return view().empty(); }

    friend bool operator==(const UnitName &a, const UnitName &b) { return a.view() == b.view(); }
    friend bool operator==(const UnitName &a, const std::string &b) { return a.view() == b; }
    friend bool operator==(const UnitName &a, const char *b) { return a.view() == b; }

private:
    const char *m_literal = "";
    SharedString m_text;
};

// An input of a formula. Its name is a message, so the Details view and the report can show it
// in the reader's language; the unit is an identifier each front end writes in its own way.
struct Term {
    Message name;       // "price per chip-hour"
    double value = 0;
    UnitName unit;      // "USD/chip-h"
    Term() = default;
    Term(Template name, double value, UnitName unit) : name{name, {}}, value(value), unit(std::move(unit)) {}
    Term(Message name, double value, UnitName unit)
        : name(std::move(name)), value(value), unit(std::move(unit)) {}
    bool operator==(const Term &) const = default;
};

// A term as most formulas list them: a constant name, a value and a unit identifier. It is plain
// data, so a braced list of these is read without copying anything; a braced list of Terms is an
// initializer_list whose elements (a Message and a string each) can only be copied, once more
// than they were built. termList() builds each Term in place instead.
struct TermSpec {
    Template name;
    double value = 0;
    UnitName unit;
};
// `room`: terms the caller may add after these, so that adding them takes no second block.
SharedList<Term> termList(std::initializer_list<TermSpec> specs, std::size_t room = 0);

// The catalog source ids a figure rests on; each id is shared with the statement it came from.
using SourceIds = SharedList<SharedString>;

enum class Method { Input, Catalog, Measurement, Roofline, FirstPrinciples, Derived, Unknown };
const char *toString(Method method);

struct Explanation {
    Method method = Method::Unknown;
    Template formula;                 // "cost per Mtok = USD/h ÷ (tokens/s × 3600 ÷ 1e6)"
    // The three lists are shared by the explanation's copies (shared_list.h).
    SharedList<Term> terms;           // the inputs, with their values
    SourceIds sources;                // catalog source ids behind the inputs
    Clauses note;                     // caveats, one clause each ("vendor claim", "not offered"),
                                      // written joined by "; " (writeClauses)
    // For a figure read from the catalog: the least firm kind among the statements it rests on,
    // so every front end words it by what it is (an estimate is never "as published").
    std::optional<FigureKind> kind = std::nullopt;
    bool operator==(const Explanation &) const = default;
};

struct Quantity {
    double value = std::numeric_limits<double>::quiet_NaN();
    std::string unit;
    Explanation how;

    bool known() const { return std::isfinite(value); }
    bool operator==(const Quantity &other) const
    {
        return ((value == other.value) || (std::isnan(value) && std::isnan(other.value)))
            && unit == other.unit && how == other.how;
    }
};

// A figure with its derivation, and one the model could not compute, with the reason in its note.
Quantity known(double value, std::string unit, Explanation how);
Quantity unknown(std::string unit, Clauses why);
Quantity unknown(std::string unit, Template why);

} // namespace ad
