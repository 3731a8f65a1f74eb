// acceldecide-report: the `report` command of acceldecide-cli in an executable of its own, the
// only one of the command line that links Qt. acceldecide-cli execs it with the arguments after
// `report`; it answers with the same messages and exit codes (docs/cli.md).
#include "cli/dispatch.h"
#include "cli/help_texts.h"
#include "cli/report_command.h"

namespace {

int run(const std::vector<std::string> &args, const ad::cli::Context &ctx)
{
    const ad::cli::Command report{"report", {}, ad::cli::help::report, ad::cli::runReport};
    return ad::cli::runCommand(report, args, ctx);
}

} // namespace

int main(int argc, char **argv)
{
    return ad::cli::guardedMain(argc, argv, run);
}
