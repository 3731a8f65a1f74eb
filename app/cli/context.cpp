#include "context.h"

#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>

namespace ad::cli {

void printDiagnostics(std::ostream &stream, const Diagnostics &diagnostics)
{
    for (const auto &d : diagnostics) stream << d.toString() << '\n';
}

void writeOutput(const Context &ctx, const std::string &text, const std::string &path)
{
    if (path.empty() || path == "-") {
        ctx.out << text;
        ctx.out.flush();
        return;
    }
    const std::string temporary = path + ".part";
    std::ofstream file(temporary, std::ios::binary | std::ios::trunc);
    if (file) file << text;
    if (file) file.close();
    if (!file) {
        const std::string reason = std::strerror(errno);
        std::remove(temporary.c_str());
        throw DataError{"cannot write " + path + ": " + reason, {}};
    }
    if (std::rename(temporary.c_str(), path.c_str()) != 0) {
        const std::string reason = std::strerror(errno);
        std::remove(temporary.c_str());
        throw DataError{"cannot write " + path + ": " + reason, {}};
    }
}

} // namespace ad::cli
