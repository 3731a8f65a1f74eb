#pragma once
// A figure is a number from the outside world together with where it came from. Conflicting
// statements of the same fact are kept side by side; the model uses the default one and reports
// the rest.
#include "base/message.h"
#include "base/shared_string.h"

#include <optional>
#include <string>
#include <vector>

namespace ad {

// Own: the team's own benchmark of its own model, imported with import-measurements
// (core/measurement_import.h); it takes precedence over published figures for the same chip.
enum class FigureKind { Vendor, Independent, Derived, Estimate, Own };

const char *toString(FigureKind kind); // as written in catalog files: "vendor", ..., "own"
std::optional<FigureKind> figureKindFromString(const std::string &text);
// As a reader sees it: the file's word, except "your measurement" for Own, so that a figure the
// team measured itself is never mistaken for a published one.
const char *displayName(FigureKind kind);
// The same words as a message, for sentences a front end writes in its reader's language.
Message displayMessage(FigureKind kind);

// The source id and the note are shared by every copy of the statement (shared_string.h): they
// are copied into each figure used and each explanation that rests on it. A date fits in a
// string's own buffer, so it stays one.
struct Provenance {
    SharedString source; // id in the catalog's sources
    std::string date;    // YYYY, YYYY-MM or YYYY-MM-DD
    FigureKind kind = FigureKind::Estimate;
    SharedString note;
    bool operator==(const Provenance &) const = default;
};

// One statement of a value, already converted to the canonical unit of its field.
struct Statement {
    double value = 0;            // canonical unit (FLOP/s, bytes, bytes/s, W, USD, ...)
    std::string quotedUnit;      // unit as written in the file, for display ("TB/s")
    double quotedValue = 0;      // value as written in the file
    bool offered = true;         // false for prices: "not offered" is a value, not a gap
    Provenance provenance;
    bool operator==(const Statement &) const = default;
};

struct Figure {
    std::vector<Statement> statements; // empty when no source publishes it
    std::size_t defaultIndex = 0;

    bool known() const { return !statements.empty(); }
    const Statement &chosen() const { return statements.at(defaultIndex); }
    double value() const { return chosen().value; }
    // Sources disagree when any two statements differ by more than 2 % or on "offered". The same
    // number quoted in a decimal unit and its binary twin (GB and GiB, TB/s and TiB/s) is one
    // figure labelled two ways, not a disagreement: the allowance there is the units' ratio.
    bool conflicting() const;
    bool operator==(const Figure &) const = default;

    static Figure single(double value, const std::string &unit, Provenance provenance);
};

} // namespace ad
