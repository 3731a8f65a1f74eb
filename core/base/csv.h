#pragma once
// The one CSV writer: every CSV the program writes (the CLI's tables, the application's table
// exports) quotes its cells here, as RFC 4180 says. Reading CSV is the importers' business.
#include <string>
#include <vector>

namespace ad {

// A cell: quoted when it holds a comma, a quote or a line break, quotes doubled inside.
std::string csvField(const std::string &text);
// A number as a spreadsheet reads it whatever the locale ("0.61", never "0,61"), in its shortest
// exact form; an unknown (non-finite) number is an empty cell.
std::string csvNumber(double value);
// A row of cells, each quoted as needed, ending in "\n".
std::string csvLine(const std::vector<std::string> &cells);

} // namespace ad
