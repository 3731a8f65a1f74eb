#pragma once
// `report`: the PDF report of one scenario (cmd_report.cpp). It needs Qt, so it runs in the
// acceldecide-report helper (main_report.cpp), which acceldecide-cli execs for it.
#include "context.h"

#include <string>
#include <vector>

namespace ad::cli {

int runReport(const std::vector<std::string> &args, const Context &ctx);

} // namespace ad::cli
