#pragma once
// Scenario files: JSON with a schema version, every field checked, unknown fields reported.
#include "diagnostics.h"
#include "scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace ad {

inline constexpr int scenarioSchemaVersion = 2;

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
};
std::optional<FieldRange> scenarioFieldRange(const std::string &path);

// Checks ranges and consistency (active <= total parameters, ...). Used by the loader and --set.
Diagnostics validateScenario(const Scenario &scenario, const std::string &fileName);

// The candidate nearest to `word` by edit distance, or empty when none is close: the "did you
// mean" hint for misspelt field names.
std::string closestMatch(const std::string &word, const std::vector<std::string> &candidates);

} // namespace ad
