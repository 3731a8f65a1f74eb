// acceldecide-cli: the command-line companion. Everything lives in cli/; main() only guards.
#include "cli/commands.h"

#include <exception>
#include <iostream>

int main(int argc, char **argv)
{
    const std::vector<std::string> args(argv + (argc > 0 ? 1 : 0), argv + (argc > 0 ? argc : 0));
    const ad::cli::Context ctx{std::cout, std::cerr};
    try {
        return ad::cli::run(args, ctx);
    } catch (const std::exception &e) {
        std::cerr << "acceldecide-cli: internal error: " << e.what() << "\n";
    } catch (...) {
        std::cerr << "acceldecide-cli: internal error\n";
    }
    return ad::cli::ExitInternal;
}
