#include "commands.h"

#include "help_texts.h"
#include "presets_command.h"

#include <algorithm>

namespace ad::cli {

const std::vector<Command> &commands()
{
    static const std::vector<Command> table = {
        {"evaluate", "assess a scenario: recommendation, ranking, costs, break-even",
         help::evaluate, runEvaluate},
        {"catalog", "list the catalog or validate a catalog directory", help::catalog,
         runCatalog},
        {"breakeven", "when a one-off porting cost pays for itself", help::breakeven,
         runBreakeven},
        {"serving-curve", "throughput and cost per token against tokens/s per user at the latency target",
         help::servingCurve, runServingCurve},
        {"what-if", "what must be true for the answer to hold; one input moved; goal seek",
         help::whatIf, runWhatIf},
        {"import-measurements", "add your own benchmark (vLLM result or CSV) to a catalog overlay",
         help::importMeasurements, runImportMeasurements},
        {"import-prices", "refresh offers from a SkyPilot, gpuhunt or AWS Price List file",
         help::importPrices, runImportPrices},
        {"presets", "list the scenario presets with their source's lean and the model's",
         help::presets, runPresets},
        {"report", "write the PDF report of a scenario (no display needed)", help::report,
         execReportHelper},
    };
    return table;
}

namespace {

const Command *findCommand(const std::string &name)
{
    for (const auto &command : commands())
        if (command.name == name) return &command;
    return nullptr;
}

std::string generalHelp()
{
    std::string text = help::general;
    text += "\nCommands:\n";
    std::size_t width = 14; // the summaries line up after the longest name
    for (const auto &command : commands()) width = std::max(width, command.name.size() + 4);
    for (const auto &command : commands()) {
        std::string name = "  " + command.name;
        name.resize(width, ' ');
        text += name + command.summary + "\n";
    }
    text += "\nRun 'acceldecide-cli COMMAND --help' for a command's options.\n";
    return text;
}

} // namespace

int run(const std::vector<std::string> &args, const Context &ctx)
{
    if (args.empty()) {
        ctx.err << generalHelp();
        return ExitUsage;
    }
    const std::string &first = args.front();
    if (first == "--help" || first == "-h") {
        ctx.out << generalHelp();
        return ExitOk;
    }
    if (first == "--version") {
        ctx.out << "acceldecide-cli " << ACCELDECIDE_VERSION << "\n";
        return ExitOk;
    }
    if (first == "help") {
        if (args.size() == 1) {
            ctx.out << generalHelp();
            return ExitOk;
        }
        const Command *command = findCommand(args[1]);
        if (!command) return usageError(ctx, "unknown command '" + args[1] + "'", "");
        ctx.out << command->help;
        return ExitOk;
    }
    const Command *command = findCommand(first);
    if (!command) {
        const bool option = first.rfind("-", 0) == 0;
        return usageError(ctx, (option ? "unknown option '" : "unknown command '") + first + "'",
                          "");
    }
    return runCommand(*command, std::vector<std::string>(args.begin() + 1, args.end()), ctx);
}

} // namespace ad::cli
