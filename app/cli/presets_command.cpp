#include "presets_command.h"

#include "loading.h"

#include "assessment/assessment.h"
#include "evaluation/assess.h"
#include "scenario/scenario_io.h"
#include "inputs/presets.h"

#include <nlohmann/json.hpp>

namespace ad::cli {

namespace {

struct PresetRow {
    const Preset *preset = nullptr;
    Lean model = Lean::Undecided;
    Lean withSourceFigures = Lean::Undecided; // the model's lean on the article's own figures
};

std::string pad(std::string text, std::size_t width)
{
    if (text.size() < width) text.resize(width, ' ');
    return text + "  ";
}

std::string toText(const std::vector<PresetRow> &rows)
{
    std::size_t idWidth = 2;
    for (const auto &r : rows) idWidth = std::max(idWidth, r.preset->id.size());
    std::string out = pad("ID", idWidth) + pad("SOURCE", 8) + pad("SOURCE LEAN", 11)
        + pad("MODEL LEAN", 10) + "NAME\n";
    int agree = 0;
    for (const auto &r : rows) {
        agree += r.model == r.preset->expected ? 1 : 0;
        out += pad(r.preset->id, idWidth) + pad(r.preset->source, 8)
            + pad(displayName(r.preset->expected), 11) + pad(displayName(r.model), 10)
            + r.preset->name + "\n";
        const auto &d = r.preset->scenario.disagreement;
        if (r.model != r.preset->expected && !d.text.empty())
            out += wrapText("Why they differ: " + d.text + " On the article's own figures the model's lean is "
                               + displayName(r.withSourceFigures) + ".",
                           std::string(idWidth + 2, ' '), std::string(idWidth + 2, ' '));
    }
    out += "\n" + std::to_string(rows.size()) + " presets; the model's lean matches the source's in "
        + std::to_string(agree) + ". 'acceldecide-cli evaluate --preset ID' shows the reasons.\n";
    return out;
}

std::string toCsv(const std::vector<PresetRow> &rows)
{
    std::string out = "id,name,source,expected_lean,model_lean,disagreement,lean_on_source_figures\n";
    for (const auto &r : rows) {
        const auto &d = r.preset->scenario.disagreement;
        out += csvLine({r.preset->id, r.preset->name, r.preset->source,
                        toString(r.preset->expected), toString(r.model), d.text,
                        d.text.empty() ? std::string() : toString(r.withSourceFigures)});
    }
    return out;
}

std::string toJson(const std::vector<PresetRow> &rows)
{
    nlohmann::json list = nlohmann::json::array();
    for (const auto &r : rows)
        list.push_back({{"id", r.preset->id},
                        {"name", r.preset->name},
                        {"description", r.preset->description},
                        {"source", r.preset->source},
                        {"expected_lean", toString(r.preset->expected)},
                        {"model_lean", toString(r.model)},
                        {"disagreement", r.preset->scenario.disagreement.text},
                        {"lean_on_source_figures", r.preset->scenario.disagreement.text.empty()
                                                       ? nlohmann::json()
                                                       : nlohmann::json(toString(r.withSourceFigures))}});
    return nlohmann::json{{"presets", list}}.dump(2, ' ', false,
                                                  nlohmann::json::error_handler_t::replace)
        + "\n";
}

} // namespace

Scenario resolvePreset(const std::string &name)
{
    if (const Preset *preset = findPreset(name)) return preset->scenario;
    std::vector<std::string> ids;
    for (const auto &p : presetList()) ids.push_back(p.id);
    const std::string hint = closestMatch(name, ids);
    throw UsageError("unknown preset '" + name + "'"
                     + (hint.empty() ? std::string() : "; did you mean '" + hint + "'?")
                     + " ('acceldecide-cli presets' lists them)");
}

int runPresets(const std::vector<std::string> &args, const Context &ctx)
{
    const ParsedArguments parsed =
        parseArguments(args, {{"--catalog"}, {"--format"}, {"--output"}}, "presets");
    if (!parsed.positional.empty())
        throw UsageError("presets takes no argument (got '" + parsed.positional.front() + "')");
    const Format format = parseFormat(parsed.value("--format"));
    // A broken embedded preset is a build defect the tests catch; say so rather than hide it.
    printDiagnostics(ctx.err, presetDiagnostics());
    const Catalog catalog = loadCatalogFor(ctx, parsed.value("--catalog"));

    std::vector<PresetRow> rows;
    for (const Preset &preset : presetList()) {
        PresetRow row{&preset, assess(preset.scenario, catalog).recommendation.lean, Lean::Undecided};
        if (const auto theirs = assessWithSourceFigures(preset, catalog))
            row.withSourceFigures = theirs->recommendation.lean;
        rows.push_back(row);
    }

    std::string text;
    switch (format) {
    case Format::Text: text = toText(rows); break;
    case Format::Csv: text = toCsv(rows); break;
    case Format::Json: text = toJson(rows); break;
    }
    writeOutput(ctx, text, parsed.value("--output").value_or(""));
    return ExitOk;
}

} // namespace ad::cli
