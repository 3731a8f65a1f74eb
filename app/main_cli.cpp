// acceldecide-cli: the command-line companion. Everything lives in cli/; main() only guards.
#include "cli/commands.h"

int main(int argc, char **argv)
{
    return ad::cli::guardedMain(argc, argv, ad::cli::run);
}
