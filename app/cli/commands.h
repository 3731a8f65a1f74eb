#pragma once
// The command table. Adding a command (e.g. `report`, which will link the Qt ui library) means
// writing its run function in its own file and adding one row to commands() in commands.cpp.
#include "context.h"

#include <string>
#include <vector>

namespace ad::cli {

using RunFunction = int (*)(const std::vector<std::string> &args, const Context &ctx);

struct Command {
    std::string name;
    std::string summary; // one line, for the general help
    std::string help;    // the command's full help text
    RunFunction run = nullptr;
};

const std::vector<Command> &commands();

// Dispatches argv[1..]: global options, `help`, then the command. Turns UsageError and DataError
// into their exit codes and messages; other exceptions are left to main().
int run(const std::vector<std::string> &args, const Context &ctx);

int runEvaluate(const std::vector<std::string> &args, const Context &ctx);
int runCatalog(const std::vector<std::string> &args, const Context &ctx);
int runBreakeven(const std::vector<std::string> &args, const Context &ctx);
int runReport(const std::vector<std::string> &args, const Context &ctx);

} // namespace ad::cli
