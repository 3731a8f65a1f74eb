#include "dispatch.h"

#include <exception>
#include <iostream>

namespace ad::cli {

namespace {

bool asksForHelp(const std::vector<std::string> &args)
{
    for (const auto &arg : args) {
        if (arg == "--") return false;
        if (arg == "--help" || arg == "-h") return true;
    }
    return false;
}

} // namespace

int usageError(const Context &ctx, const std::string &message, const std::string &command)
{
    ctx.err << "acceldecide-cli: " << message << " (see acceldecide-cli "
            << (command.empty() ? "" : command + " ") << "--help)\n";
    return ExitUsage;
}

int runCommand(const Command &command, const std::vector<std::string> &args, const Context &ctx)
{
    if (asksForHelp(args)) {
        ctx.out << command.help;
        return ExitOk;
    }
    try {
        return command.run(args, ctx);
    } catch (const UsageError &e) {
        return usageError(ctx, e.what(), command.name);
    } catch (const DataError &e) {
        ctx.out.flush();
        ctx.err << "acceldecide-cli: " << e.summary << "\n";
        printDiagnostics(ctx.err, e.diagnostics);
        return ExitBadData;
    }
}

int guardedMain(int argc, char **argv, RunFunction run)
{
    const std::vector<std::string> args(argv + (argc > 0 ? 1 : 0), argv + (argc > 0 ? argc : 0));
    const Context ctx{std::cout, std::cerr};
    try {
        return run(args, ctx);
    } catch (const std::exception &e) {
        std::cerr << "acceldecide-cli: internal error: " << e.what() << "\n";
    } catch (...) {
        std::cerr << "acceldecide-cli: internal error\n";
    }
    return ExitInternal;
}

} // namespace ad::cli
