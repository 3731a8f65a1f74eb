#include "presets.h"

namespace ad::cli {

namespace {
// When core/presets.h exists: resolve with ad::findPreset(name) and list ad::presetList().
const char *const unavailable = "presets are not available yet";
} // namespace

Scenario resolvePreset(const std::string &name)
{
    throw UsageError(std::string(unavailable) + " (asked for '" + name + "')");
}

int runPresets(const std::vector<std::string> &args, const Context &)
{
    parseArguments(args, {}, "presets");
    throw UsageError(unavailable);
}

} // namespace ad::cli
