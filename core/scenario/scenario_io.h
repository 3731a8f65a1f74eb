#pragma once
// Scenario files: JSON with a schema version, every field checked, unknown fields reported.
#include "base/diagnostics.h"
#include "model/scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace ad {

inline constexpr int scenarioSchemaVersion = 4;

struct ScenarioLoad {
    Scenario scenario;       // the defaults where the file was silent or wrong
    Diagnostics diagnostics; // errors make the load fail; warnings (unknown fields) do not
    bool ok() const { return !hasErrors(diagnostics); }
};

// `fileName` appears in every message. Missing fields take the defaults of defaultScenario().
ScenarioLoad parseScenario(const std::string &text, const std::string &fileName);
ScenarioLoad loadScenarioFile(const std::string &path);

std::string serializeScenario(const Scenario &scenario); // pretty JSON, stable key order

// Sets one field by its dotted path ("workload.parameters_b", "strategy.pricing_model",
// "decision.weights.portability"). The value is parsed as JSON, falling back to a plain string.
// The model's coupled fields follow (applyWorkloadEdit(): a preset from `catalog` brings its
// shape, a hand-edited size clears the preset, a dense model stays dense).
// Returns an empty diagnostics list on success; the scenario is unchanged on failure.
Diagnostics setScenarioField(Scenario &scenario, const std::string &path, const std::string &value,
                             const Catalog *catalog = nullptr);

// The accepted range of a numeric scenario field by its dotted path ("team.hours_per_week"), as
// the reader checks it; std::nullopt for a path that is not a number. Declared once, in the
// field table (scenario_fields.cpp): the input forms take their limits from here and a test checks
// docs/scenario-format.md against it.
struct FieldRange {
    double min = 0, max = 0;
    bool minExclusive = false; // (min, max] rather than [min, max]
    double offOrAtLeast = 0;   // a target that 0 turns off: otherwise at least this
};
std::optional<FieldRange> scenarioFieldRange(const std::string &path);

// A scalar field's label as the input forms show it, with its unit ("Active parameters
// (billions)"), by dotted path ("workload.active_parameters_b") or JSON pointer; empty for a path
// that is not in the field table. English: the desktop application translates it (context
// "ScenarioField"). A label ending in "(%)" names a fraction shown as a percentage.
std::string scenarioFieldLabel(const std::string &path);
// The field is a fraction shown as a percentage (its label ends in "(%)"): the forms, the Ranges
// table and the scenario comparison all show it × 100.
bool scenarioFieldInPercent(const std::string &path);

// Every scalar field of a scenario in the field table's order, with its value in words, so that
// two scenarios can be shown side by side field by field.
struct ScenarioFieldValue {
    std::string path;  // dotted, as scenarioFieldRange() takes it
    std::string label; // scenarioFieldLabel(path)
    std::string value; // "70", "bf16", "yes", "aws, azure"; a fraction labelled (%) as "40 %"
};
std::vector<ScenarioFieldValue> scenarioFieldValues(const Scenario &scenario);

// A problem validateScenario() found, in the words of the input forms: the field's label instead
// of its JSON pointer, and the labels of the other fields it names (verbatim arguments that are a
// field's key) instead of their keys ("Active parameters (billions): must not exceed Parameters
// (billions) (47) ..."). The labels are Arg::Kind::Field, so a front end writes them as its forms
// show them.
Message describeScenarioProblem(const Diagnostic &problem);

// Checks ranges and consistency (active <= total parameters, ...). Used by the loader and --set.
Diagnostics validateScenario(const Scenario &scenario, const std::string &fileName);

// The candidate nearest to `word` by edit distance, or empty when none is close: the "did you
// mean" hint for misspelt field names.
std::string closestMatch(const std::string &word, const std::vector<std::string> &candidates);

} // namespace ad
