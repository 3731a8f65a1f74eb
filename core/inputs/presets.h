#pragma once
// Ready-made scenarios: the rows of the source articles' decision tables (seed 003's eight
// scenarios, seed 000's six, seed 001's five quick rules), shipped as scenario files in
// catalog/presets/ and compiled into the binaries. Each is also a regression case
// (tests/core/tst_presets.cpp): the model's lean against the lean its article gives.
#include "assessment/assessment.h"
#include "base/diagnostics.h"
#include "model/scenario.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace ad {

struct Preset {
    std::string id;          // file name without directory and extension: "seed003-one-off-run"
    std::string name;        // the scenario's name, as a user would recognise the situation
    std::string description;
    std::string source;      // "seed-003"
    Lean expected = Lean::Undecided; // the lean the source article gives
    Scenario scenario;
};

// The preset's scenario assessed with its article's own figures (SourceDisagreement): the edits
// applied to the scenario and the article's peak compute put in the catalog in place of the
// default. Empty when the preset agrees with its article, or when an edit is refused (the error
// goes to `problems`).
std::optional<Assessment> assessWithSourceFigures(const Preset &preset, const Catalog &catalog,
                                                  Diagnostics *problems = nullptr);

// Every embedded preset that parsed without errors, in file-name order; parsed on first use.
const std::vector<Preset> &presetList();

// The preset whose id or name equals `idOrName`, ignoring ASCII case; null when none does.
const Preset *findPreset(const std::string &idOrName);

// Everything reading the embedded presets reported: empty when every file is clean. A preset
// with an error is left out of presetList(); the tests require this list to be empty.
const Diagnostics &presetDiagnostics();

// File name ("presets/seed003-one-off-run.json") -> text, as embedded at build time.
const std::map<std::string, std::string> &embeddedPresetFiles();

// "trainium", "gpu", "hybrid", "undecided" (as toString(Lean) writes them) -> the lean.
std::optional<Lean> leanFromString(const std::string &text);

} // namespace ad
