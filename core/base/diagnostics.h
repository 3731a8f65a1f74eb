#pragma once
// Problems found while reading user-supplied or shipped data. The core never prints: it returns
// these, and the GUI, CLI and report decide how to show them.
//
// What is wrong is a message (base/message.h): an English template with typed arguments, which
// each front end writes in its reader's language. A message may quote what the file said (a key,
// a value, an id, a path) as a verbatim argument. The file may be hostile, so every quote goes
// through quoteText() and every diagnostic through addDiagnostic(): whatever the file holds, a
// diagnostic stays a few hundred characters long (core/input_limits.h).
#include "base/message.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ad {

enum class Severity { Error, Warning };

struct Diagnostic {
    Severity severity = Severity::Error;
    std::string file;    // file name as the user knows it ("catalog/offers.json", "my.json")
    std::string pointer; // JSON pointer of the field ("/offers/3/prices/spot"), empty for whole file
    Message message;     // what is wrong, in plain words

    // "offers.json: /offers/3/prices/spot: price must be positive (got -1)", with "warning: "
    // before a warning; the message and the prefix written in `style`.
    std::string toString(const TextStyle &style = englishStyle()) const;
    bool operator==(const Diagnostic &) const = default;
};

using Diagnostics = std::vector<Diagnostic>;

bool hasErrors(const Diagnostics &diagnostics);

// ---- Quoting user text ---------------------------------------------------------------------------

// Characters (Unicode code points) of UTF-8 text.
std::size_t characterCount(std::string_view text);
// "1,048,576"
std::string groupedNumber(std::uintmax_t value);
// `text` in double quotes for a message. Longer than limits::quotedChars characters, it is cut
// there (never inside a character) and followed by its length: "abc…" (1,048,576 characters).
// Line breaks, other control characters, quotes and the invisible characters that reorder text
// are written as escapes (\n, \u202e), so the quote stays on one line and reads as it is.
std::string quoteText(std::string_view text);
// quoteText() as a message argument: the quote verbatim, and the length of a cut quote as a
// number the front end writes in its own form.
namespace arg {
Arg quoted(std::string_view text);
} // namespace arg
// `text` cut to `maxChars` characters, keeping its start and end around "…", for paths and
// pointers where the end matters too. Shorter text is returned as it is.
std::string elidedMiddle(std::string_view text, std::size_t maxChars);
// A JSON pointer for a message: each token longer than limits::quotedChars cut as quoteText() cuts
// (without the quotes), then the whole cut in the middle to limits::pointerChars.
std::string boundedPointer(std::string_view pointer);
// The diagnostic with its pointer, file name and message bounded (see input_limits.h).
Diagnostic bounded(Diagnostic diagnostic);
// Appends bounded(diagnostic). Past limits::listedProblems entries, the problem is not listed:
// one last entry says that more were found, and is an error as soon as one of those was.
void addDiagnostic(Diagnostics &out, Diagnostic diagnostic);


// "12.3 MB" (decimal megabytes as file managers show them), "980 bytes".
std::string formatBytes(std::uintmax_t bytes);
// formatBytes() as a message, so that a front end writes the number in its own form.
Message bytesMessage(std::uintmax_t bytes);
// "the file is 12.3 MB; files above 8 MB are refused"
Message fileTooLargeMessage(std::uintmax_t size, std::uintmax_t limit);

} // namespace ad
