#pragma once
// Running one command, shared by acceldecide-cli and the acceldecide-report helper it execs for
// `report`: both answer --help, usage errors, bad data and internal errors with the same messages
// and exit codes (docs/cli.md).
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

// Runs `command` with the arguments after its name: --help or -h (before any "--") prints its
// help; UsageError and DataError become their messages and exit codes. Other exceptions are left
// to guardedMain().
int runCommand(const Command &command, const std::vector<std::string> &args, const Context &ctx);

// "acceldecide-cli: MESSAGE (see acceldecide-cli [COMMAND ]--help)" on ctx.err; returns ExitUsage.
int usageError(const Context &ctx, const std::string &message, const std::string &command);

// main() of both executables: argv[1..] to `run` with std::cout and std::cerr; anything thrown
// is reported as an internal error (exit 3).
int guardedMain(int argc, char **argv, RunFunction run);

} // namespace ad::cli
