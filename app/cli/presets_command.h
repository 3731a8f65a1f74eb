#pragma once
// The one place the CLI knows about scenario presets (catalog/presets/, core/inputs/presets.h).
#include "context.h"

#include "model/scenario.h"

#include <string>

namespace ad::cli {

// The preset's scenario, found by id or name ignoring case; throws UsageError for an unknown one.
Scenario resolvePreset(const std::string &name);

// `acceldecide-cli presets`: every preset with its source's lean and the model's.
int runPresets(const std::vector<std::string> &args, const Context &ctx);

} // namespace ad::cli
