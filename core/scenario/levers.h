#pragma once
// The inputs a scenario can give a range, in a fixed order: what each is, its id in the scenario
// file and on the command line, its label and unit, and the checks a range must pass
// (docs/uncertainty.md). The scenario reader checks ranges against this table; the uncertainty
// analysis samples them.
#include "base/message.h"
#include "model/scenario.h"

#include <string>
#include <utility>
#include <vector>

namespace ad {

// What can be uncertain. The performance and price inputs are multiples of the catalog figures a
// side's options use (1 = as published); the others are in the scenario's own units.
enum class UncertainLever {
    TrainiumPerformance, GpuPerformance, // throughput or peak compute of the figures used
    TrainiumPrice, GpuPrice,             // price per chip-hour, over the horizon
    PortingWeeks,
    Mfu, Overhead, BandwidthEfficiency, ComputeEfficiency, Utilisation, // model assumptions
    TokensPerDay, TokensPerRun, RunsPerYear, HourlyRate,                // the plan
    // Serving at a latency target: the targets and the lengths the operating point follows.
    TpotTarget, TtftTarget, InputTokens, OutputTokens
};

// Every input that can take a range, in a fixed order, with its id, label and unit. The id is
// what the scenario file and `--range` use.
// The label and units are English templates (context "Message"): front ends translate them
// by the text of UncertainInput::label and ::unit, which copy them.
struct LeverInfo {
    UncertainLever lever;
    const char *id, *label, *unit;
    const char *percentUnit; // the unit shown where the form shows the value in percent; or null
};
const std::vector<LeverInfo> &uncertainLevers();
const LeverInfo *leverById(const std::string &id);
// How an input's values are shown to the user: an input whose form field shows a fraction in
// percent (scenarioFieldInPercent()) is shown in percent wherever its range is edited, with the
// unit to match ("% of peak" for "share of peak"); any other as it is stored.
struct ShownUnit {
    double scale = 1;  // shown = stored × scale
    std::string unit;
};
ShownUnit shownUnit(const LeverInfo &lever);

// The input is a multiple of catalog figures (its likely value is the team's to set, 1 when
// unset); the others' likely value is the scenario's own figure.
bool isMultiplier(UncertainLever lever);

// What is wrong with a range the scenario sets for input `id`, in words (empty when nothing):
// an unknown id, ends that are not finite or out of order, a field's own value outside its
// range, or an end outside the field's bounds. The scenario reader, `--range` and the forms
// all ask this.
// A message, empty when nothing is wrong.
Message rangeProblem(const Scenario &scenario, const std::string &id, const Range &range);

// The scenario's own value of a field input (1 for a multiple of catalog figures).
double leverFieldValue(const Scenario &scenario, UncertainLever lever);
// The highest value a share keeps to (1); 0 for an input without a ceiling.
double leverCeiling(UncertainLever lever);

// The widest values input `id` may take: a field's own bounds, 0.01 to 100 for a multiple, up
// to ten years of porting.
std::pair<double, double> plausibleBounds(const std::string &id);

} // namespace ad
