#pragma once
// The command table of acceldecide-cli. Adding a command means writing its run function in its
// own file and adding one row to commands() in commands.cpp.
#include "dispatch.h"

#include <string>
#include <vector>

namespace ad::cli {

const std::vector<Command> &commands();

// Dispatches argv[1..]: global options, `help`, then the command (runCommand()).
int run(const std::vector<std::string> &args, const Context &ctx);

int runEvaluate(const std::vector<std::string> &args, const Context &ctx);
int runCatalog(const std::vector<std::string> &args, const Context &ctx);
int runBreakeven(const std::vector<std::string> &args, const Context &ctx);
int runServingCurve(const std::vector<std::string> &args, const Context &ctx);
int runWhatIf(const std::vector<std::string> &args, const Context &ctx);
int runImportMeasurements(const std::vector<std::string> &args, const Context &ctx);
int runImportPrices(const std::vector<std::string> &args, const Context &ctx);
// `report` needs Qt, which acceldecide-cli does without: this replaces the process with the
// acceldecide-report helper (report_exec.cpp), which runs runReport() (report_command.h).
int execReportHelper(const std::vector<std::string> &args, const Context &ctx);

} // namespace ad::cli
