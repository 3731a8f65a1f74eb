#pragma once
// The one place the CLI knows about scenario presets (catalog/presets/). Until the core offers a
// preset API these report that presets are unavailable; when it does, only presets.cpp changes.
#include "context.h"

#include "scenario.h"

#include <string>

namespace ad::cli {

// The preset's scenario; throws UsageError for an unknown name or while presets are unavailable.
Scenario resolvePreset(const std::string &name);

// `acceldecide-cli presets`: lists the presets, one per line.
int runPresets(const std::vector<std::string> &args, const Context &ctx);

} // namespace ad::cli
