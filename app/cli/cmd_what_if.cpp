// `acceldecide-cli what-if`: what must be true for the answer to hold, one input at a time; the
// answer with one input set to a value; the value at which one target flips (goal seek).
#include "commands.h"
#include "loading.h"

#include "assessment/assessment.h"
#include "evaluation/assess.h"
#include "formats/assessment_format.h"
#include "base/json_reader.h"
#include "uncertainty/what_if.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <optional>

namespace ad::cli {

namespace {

using nlohmann::json;

struct Target {
    Crossing::Target kind = Crossing::Target::Saving;
    double saving = 0;
};

// --target cheaper | saving=USD | matrix
Target parseTarget(const std::optional<std::string> &text)
{
    Target t;
    if (!text || *text == "cheaper") return t;
    if (*text == "matrix") {
        t.kind = Crossing::Target::MatrixSide;
        return t;
    }
    if (text->rfind("saving=", 0) == 0) {
        t.saving = parseNumber("--target saving", text->substr(7));
        return t;
    }
    throw UsageError("--target takes cheaper, saving=USD or matrix (got '" + *text + "')");
}

json numberOrNull(double v) { return std::isfinite(v) ? json(v) : json(nullptr); }

json crossingJson(const Crossing &c)
{
    json out = {{"input", c.inputId}, {"label", c.label}, {"unit", c.unit},
                {"target", c.kind == Crossing::Target::Saving ? "saving" : "matrix"},
                {"current", numberOrNull(c.current)}, {"found", c.found}};
    if (c.kind == Crossing::Target::Saving) out["saving_target"] = c.target;
    if (c.found) {
        out["value"] = numberOrNull(c.value);
        out["bracket"] = {numberOrNull(c.lowerEnd), numberOrNull(c.upperEnd)};
        out["trainium_above"] = c.trainiumAbove;
        out["verified"] = c.verified;
        out["at_bracket"] = {numberOrNull(c.atLower), numberOrNull(c.atUpper)};
        out["text"] = write(c.sentence());
    }
    return out;
}

std::string crossingText(const Crossing &c)
{
    std::string out = wrapText(write(c.sentence()), "  - ", "    ");
    // The check: the model evaluated at both ends of the last bracket.
    auto side = [&](double y) {
        if (c.kind == Crossing::Target::MatrixSide) return std::string(y > 0 ? "Trainium first" : "GPU first");
        if (c.target == 0) return std::string(y > 0 ? "Trainium cheaper" : "GPU cheaper");
        return std::string(y > 0 ? "saving above " : "saving below ") + formatUsd(c.target);
    };
    out += wrapText("checked at " + shortNumber(c.lowerEnd) + ": " + side(c.atLower) + "; at "
                        + shortNumber(c.upperEnd) + ": " + side(c.atUpper)
                        + (c.verified ? "" : " (NOT confirmed)"),
                    "    ", "    ");
    return out;
}

std::string labelOf(const Assessment &a, const std::string &id)
{
    const OptionAssessment *o = a.option(id);
    return o ? o->label : id;
}

std::string mustBeTrue(const Assessment &a, const std::vector<Crossing> &crossings)
{
    std::string out = "What must be true (one input at a time, every other as assessed)\n";
    if (!a.trade.comparable)
        return out + wrapText("No dollar comparison: " + write(a.trade.missing) + ".", "  ", "  ");
    out += wrapText((a.trade.trainiumCheaper ? labelOf(a, a.trade.neuronId) : labelOf(a, a.trade.gpuId))
                        + " costs " + formatUsd(a.trade.saving) + " less than "
                        + (a.trade.trainiumCheaper ? labelOf(a, a.trade.gpuId) : labelOf(a, a.trade.neuronId))
                        + " over the horizon as assessed; "
                        + labelOf(a, a.decision.winner) + " tops the matrix.",
                    "  ", "  ");
    if (crossings.empty())
        out += "  No single input within its plausible bounds changes either answer.\n";
    for (const Crossing &c : crossings) out += crossingText(c);
    return out;
}

} // namespace

int runWhatIf(const std::vector<std::string> &args, const Context &ctx)
{
    const ParsedArguments parsed = parseArguments(args,
                                                  {{"--preset"},
                                                   {"--catalog"},
                                                   {"--set", true, true},
                                                   {"--input"},
                                                   {"--value"},
                                                   {"--seek", false},
                                                   {"--target"},
                                                   {"--format"},
                                                   {"--output"}},
                                                  "what-if");
    if (parsed.positional.size() > 1)
        throw UsageError("what-if takes at most one scenario file (got "
                         + std::to_string(parsed.positional.size()) + ")");
    const Format format = parseFormat(parsed.value("--format"));
    if (format == Format::Csv) throw UsageError("what-if writes text or json, not csv");
    const auto input = parsed.value("--input");
    const auto valueText = parsed.value("--value");
    const bool seek = parsed.has("--seek");
    if ((valueText || seek || parsed.has("--target")) && !input)
        throw UsageError("--value, --seek and --target need --input ID");
    if (input && !valueText && !seek) throw UsageError("--input needs --value X or --seek");
    if (valueText && seek) throw UsageError("give --value or --seek, not both");
    if (valueText && parsed.has("--target")) throw UsageError("--target goes with --seek");
    const Target target = parseTarget(parsed.value("--target"));

    const std::optional<std::string> file = parsed.positional.empty()
        ? std::nullopt : std::optional<std::string>(parsed.positional.front());
    Scenario scenario = loadScenarioFor(ctx, file, parsed.value("--preset"));
    const Catalog catalog = loadCatalogFor(ctx, parsed.value("--catalog"));
    applySets(ctx, scenario, parsed.values("--set"), catalog);
    const Assessment a = assess(scenario, catalog);

    std::string text;
    if (!input) {
        const std::vector<Crossing> crossings = whatMustBeTrue(a, catalog);
        if (format == Format::Json) {
            json list = json::array();
            for (const Crossing &c : crossings) list.push_back(crossingJson(c));
            text = json{{"scenario", a.scenario.name}, {"comparable", a.trade.comparable},
                        {"thresholds", std::move(list)}}.dump(2) + "\n";
        } else {
            text = mustBeTrue(a, crossings);
        }
    } else {
        std::string problem;
        if (valueText) {
            const double value = parseNumber("--value", *valueText);
            const auto held = inputAsAssessed(a, *input, &problem);
            const auto before = held ? whatIf(a, catalog, *input, held->spread.likely, &problem) : std::nullopt;
            const auto after = before ? whatIf(a, catalog, *input, value, &problem) : std::nullopt;
            if (!after) throw UsageError("--input " + *input + ": " + problem);
            const LeverInfo *info = leverById(*input);
            if (format == Format::Json) {
                auto side = [&](const WhatIfOutcome &w) {
                    return json{{"value", w.value}, {"trainium_total", w.trainiumTotal}, {"gpu_total", w.gpuTotal},
                                {"saving", w.saving}, {"matrix_first", w.matrixWinnerId}};
                };
                text = json{{"input", *input}, {"trainium_id", a.trade.neuronId}, {"gpu_id", a.trade.gpuId},
                            {"as_assessed", side(*before)}, {"what_if", side(*after)}}.dump(2) + "\n";
            } else {
                auto row = [](const std::string &label, const std::string &x, const std::string &y) {
                    std::string l = "  " + label;
                    l.resize(46, ' ');
                    std::string left = x, right = y;
                    left.insert(0, left.size() < 16 ? 16 - left.size() : 0, ' ');
                    right.insert(0, right.size() < 16 ? 16 - right.size() : 0, ' ');
                    return l + left + "  " + right + "\n";
                };
                text = std::string(info->label) + " (" + info->unit + "): " + shortNumber(before->value) + " as assessed, "
                    + shortNumber(after->value) + " in this what-if; every other input as assessed.\n\n";
                text += row("", "as assessed", "what-if");
                text += row(labelOf(a, a.trade.neuronId), formatUsd(before->trainiumTotal), formatUsd(after->trainiumTotal));
                text += row(labelOf(a, a.trade.gpuId), formatUsd(before->gpuTotal), formatUsd(after->gpuTotal));
                text += row("Saving (GPU minus Trainium)", formatUsd(before->saving), formatUsd(after->saving));
                text += row("First in the matrix", labelOf(a, before->matrixWinnerId).substr(0, 16),
                            labelOf(a, after->matrixWinnerId).substr(0, 16));
                text += wrapText(std::string("The cheaper side ") + ((before->saving > 0) == (after->saving > 0) ? "stays " : "becomes ")
                                     + (after->saving > 0 ? "Trainium" : "the GPU") + "; the matrix puts "
                                     + labelOf(a, after->matrixWinnerId) + " first.",
                                 "\n", "");
            }
        } else {
            const auto c = goalSeek(a, catalog, *input, target.kind, target.saving, &problem);
            if (!c) throw UsageError("--input " + *input + ": " + problem);
            if (format == Format::Json) {
                text = crossingJson(*c).dump(2) + "\n";
            } else if (c->found) {
                text = "Goal seek on " + c->label + " (" + c->unit + "), every other input as assessed:\n"
                    + crossingText(*c);
            } else {
                const auto [low, high] = plausibleBounds(*input);
                text = wrapText("No value of " + c->label + " from " + shortNumber(low) + " to " + shortNumber(high)
                                    + " (" + c->unit + ") " + (target.kind == Crossing::Target::MatrixSide
                                         ? "changes whether a Trainium or a GPU option tops the matrix."
                                         : "brings the saving to " + formatUsd(target.saving) + "."),
                                "", "");
            }
        }
    }
    writeOutput(ctx, text, parsed.value("--output").value_or(""));
    return ExitOk;
}

} // namespace ad::cli
