#pragma once
// What every command receives and may throw. Commands write to the streams they are given, never
// to std::cout directly, so tests and a future GUI-hosted runner can capture them.
#include "arguments.h"

#include "formats/assessment_format.h"
#include "base/diagnostics.h"

#include <ostream>
#include <string>
#include <vector>

namespace ad::cli {

// Exit codes a shell script can rely on (docs/cli.md).
enum ExitCode : int { ExitOk = 0, ExitBadData = 1, ExitUsage = 2, ExitInternal = 3 };

struct Context {
    std::ostream &out;
    std::ostream &err;
};

// Invalid input data: a scenario or catalog file with errors, an unreadable or unwritable file.
// The dispatcher prints `summary` and then every diagnostic, and exits with ExitBadData.
struct DataError {
    std::string summary;
    Diagnostics diagnostics;
};

// Prints diagnostics one per line ("file: /pointer: problem") to `stream`.
void printDiagnostics(std::ostream &stream, const Diagnostics &diagnostics);

// Writes `text` to `path` (through a temporary file renamed into place, so an existing file is
// never left half-written), or to ctx.out when `path` is empty. Throws DataError on failure.
void writeOutput(const Context &ctx, const std::string &text, const std::string &path);

// CSV rows and cells: ad::csvLine, ad::csvField and ad::csvNumber from core/base/csv.h.

} // namespace ad::cli
