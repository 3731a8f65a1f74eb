#pragma once
// How the report quotes a catalog statement. Which figures the decision used is the core's answer
// (core/assessment/figures_used.h); the report only renders it.
#include "catalog/figure.h"

#include <string>

namespace report {

// "144 GiB", "0.89 USD/chip-hour", "2025": a statement as the catalog file quotes it.
std::string quotedValue(const ad::Statement &statement);

} // namespace report
