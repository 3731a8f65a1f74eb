#include "inputs/presets.h"
#include "evaluation/assess.h"

#include "scenario/scenario_io.h"
#include "catalog/units.h"

#include <algorithm>
#include <cctype>

namespace ad {

// Generated from catalog/presets/ by cmake/EmbedFiles.cmake (catalog/CMakeLists.txt).
const std::map<std::string, std::string> &embeddedPresetTexts();

namespace {

std::string lowered(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

// "presets/seed003-one-off-run.json" -> "seed003-one-off-run"
std::string idOf(const std::string &fileName)
{
    std::string id = fileName.substr(fileName.rfind('/') + 1);
    if (id.size() > 5 && id.compare(id.size() - 5, 5, ".json") == 0) id.resize(id.size() - 5);
    return id;
}

struct Loaded {
    std::vector<Preset> presets;
    Diagnostics diagnostics;
};

const Loaded &loaded()
{
    static const Loaded result = [] {
        Loaded out;
        for (const auto &[fileName, text] : embeddedPresetTexts()) {
            const std::string label = "catalog/" + fileName;
            ScenarioLoad load = parseScenario(text, label);
            out.diagnostics.insert(out.diagnostics.end(), load.diagnostics.begin(),
                                   load.diagnostics.end());
            if (!load.ok()) continue;
            // A preset exists to be checked against its article, so both tags are required.
            const auto lean = leanFromString(load.scenario.expectedLean);
            const bool tagged = !load.scenario.source.empty() && lean && *lean != Lean::Undecided;
            if (load.scenario.source.empty())
                out.diagnostics.push_back({Severity::Error, label, "/source",
                                           msg(QT_TRANSLATE_NOOP("Message", "a preset must name the article it encodes"))});
            if (!lean || *lean == Lean::Undecided)
                out.diagnostics.push_back({Severity::Error, label, "/expected_lean",
                                           msg(QT_TRANSLATE_NOOP("Message", "a preset must give its article's lean "
                                                                            "(trainium, gpu or hybrid)"))});
            if (!tagged) continue;
            Preset p;
            p.id = idOf(fileName);
            p.name = load.scenario.name;
            p.description = load.scenario.description;
            p.source = load.scenario.source;
            p.expected = *lean;
            p.scenario = std::move(load.scenario);
            out.presets.push_back(std::move(p));
        }
        return out;
    }();
    return result;
}

} // namespace

const std::vector<Preset> &presetList() { return loaded().presets; }

std::optional<Assessment> assessWithSourceFigures(const Preset &preset, const Catalog &catalog,
                                                  Diagnostics *problems)
{
    const SourceDisagreement &d = preset.scenario.disagreement;
    if (d.text.empty()) return std::nullopt;
    Scenario scenario = preset.scenario;
    for (const auto &[path, value] : d.set) {
        Diagnostics refused = setScenarioField(scenario, path, value);
        if (!refused.empty()) {
            if (problems) problems->insert(problems->end(), refused.begin(), refused.end());
            return std::nullopt;
        }
    }
    Catalog theirs = catalog;
    if (d.denseFlops > 0) {
        bool found = false;
        for (auto &a : theirs.accelerators) {
            if (a.id != d.accelerator) continue;
            found = true;
            Figure &dense = a.flops[d.precision].dense;
            Statement st;
            st.value = d.denseFlops;
            st.quotedValue = d.denseFlops / 1e12;
            st.quotedUnit = "TFLOPS";
            st.provenance = {preset.source, "", FigureKind::Estimate, "the article's own figure"};
            dense.statements.push_back(st);
            dense.defaultIndex = dense.statements.size() - 1;
        }
        if (!found) {
            if (problems)
                problems->push_back({Severity::Error, "presets/" + preset.id + ".json",
                                     "/disagreement/peak/accelerator",
                                     msg(QT_TRANSLATE_NOOP("Message", "no accelerator %1 in the catalog"),
                                         {arg::verbatim("\"" + d.accelerator + "\"")})});
            return std::nullopt;
        }
    }
    return assess(scenario, theirs);
}

const Diagnostics &presetDiagnostics() { return loaded().diagnostics; }

const std::map<std::string, std::string> &embeddedPresetFiles() { return embeddedPresetTexts(); }

const Preset *findPreset(const std::string &idOrName)
{
    const std::string wanted = lowered(idOrName);
    for (const Preset &p : presetList())
        if (lowered(p.id) == wanted || lowered(p.name) == wanted) return &p;
    return nullptr;
}

std::optional<Lean> leanFromString(const std::string &text)
{
    for (Lean lean : {Lean::Trainium, Lean::Gpu, Lean::Hybrid, Lean::Undecided})
        if (text == toString(lean)) return lean;
    return std::nullopt;
}

} // namespace ad
