#pragma once
// Problems found while reading user-supplied or shipped data. The core never prints: it returns
// these, and the GUI, CLI and report decide how to show them.
#include <string>
#include <vector>

namespace ad {

enum class Severity { Error, Warning };

struct Diagnostic {
    Severity severity = Severity::Error;
    std::string file;    // file name as the user knows it ("catalog/offers.json", "my.json")
    std::string pointer; // JSON pointer of the field ("/offers/3/prices/spot"), empty for whole file
    std::string message; // what is wrong, in plain words

    // "offers.json: /offers/3/prices/spot: price must be positive (got -1)"
    std::string toString() const;
    bool operator==(const Diagnostic &) const = default;
};

using Diagnostics = std::vector<Diagnostic>;

bool hasErrors(const Diagnostics &diagnostics);

} // namespace ad
