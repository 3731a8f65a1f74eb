// `acceldecide-cli report`: the report needs Qt (Widgets, Charts, PrintSupport), which every other
// command does without, so it is built into a helper executable, acceldecide-report. This command
// replaces the process with it, passing the arguments through: the helper prints the messages and
// ends with the exit code. `report --help` is answered before this runs, without the helper.
#include "commands.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <stdexcept>
#include <system_error>

#include <unistd.h>

namespace ad::cli {

namespace {

namespace fs = std::filesystem;

// Where the helper may be, in this order: next to this executable (the build tree), then in the
// install's libexec folder, found from this executable's folder so that any install prefix works
// (cmake --install --prefix, the .deb).
std::vector<fs::path> helperCandidates()
{
    std::error_code error;
    const fs::path self = fs::read_symlink("/proc/self/exe", error);
    if (error)
        throw std::runtime_error("cannot find " ACCELDECIDE_REPORT_HELPER
                                 ": /proc/self/exe: " + error.message());
    const fs::path dir = self.parent_path();
    return {dir / ACCELDECIDE_REPORT_HELPER,
            (dir / ACCELDECIDE_LIBEXEC_FROM_BINDIR / ACCELDECIDE_REPORT_HELPER).lexically_normal()};
}

} // namespace

int execReportHelper(const std::vector<std::string> &args, const Context &ctx)
{
    const std::vector<fs::path> candidates = helperCandidates();
    for (const fs::path &helper : candidates) {
        if (::access(helper.c_str(), X_OK) != 0) continue;
        std::vector<char *> argv;
        argv.push_back(const_cast<char *>(helper.c_str()));
        for (const std::string &arg : args) argv.push_back(const_cast<char *>(arg.c_str()));
        argv.push_back(nullptr);
        ctx.out.flush();
        ctx.err.flush();
        ::execv(helper.c_str(), argv.data());
        // Only reached when the helper could not be started.
        throw std::runtime_error("cannot run " + helper.string() + ": " + std::strerror(errno));
    }
    std::string looked;
    for (const fs::path &helper : candidates)
        looked += (looked.empty() ? "" : ", ") + helper.string();
    throw std::runtime_error("the report command needs " ACCELDECIDE_REPORT_HELPER
                             ", which is not installed (looked for " + looked + ")");
}

} // namespace ad::cli
