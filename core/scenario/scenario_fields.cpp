#include "scenario/scenario_fields.h"

#include "base/message.h" // QT_TRANSLATE_NOOP, the marker lupdate reads
#include <algorithm>
#include <cctype>
#include <cmath>
#include <set>
#include <string_view>

// The labels are English here, as everything the core writes; the desktop application translates
// them, and lupdate finds them in this file by the marker (resources/CMakeLists.txt).

namespace ad::scenario_detail {

namespace {

constexpr Bounds openUnit{0, 1, true}; // (0, 1]

// Bounds are generous sanity limits: they refuse typos and unit slips (tokens instead of billions
// of tokens), not unusual but real workloads. docs/scenario-format.md lists them.
const FieldSpec fieldTable[] = {
    {"", "name",
     QT_TRANSLATE_NOOP("ScenarioField", "Name"),
     [](Scenario &s) -> FieldRef { return &s.name; }},
    {"", "description",
     QT_TRANSLATE_NOOP("ScenarioField", "Description"),
     [](Scenario &s) -> FieldRef { return &s.description; }},

    {"/workload", "kind",
     QT_TRANSLATE_NOOP("ScenarioField", "Workload"),
     [](Scenario &s) -> FieldRef { return &s.workload.kind; }},
    {"/workload", "model_preset",
     QT_TRANSLATE_NOOP("ScenarioField", "Model preset"),
     [](Scenario &s) -> FieldRef { return &s.workload.modelPreset; }},
    {"/workload", "parameters_b",
     QT_TRANSLATE_NOOP("ScenarioField", "Parameters (billions)"),
     [](Scenario &s) -> FieldRef { return &s.workload.parametersB; }, {0, 1e5, true}},
    {"/workload", "active_parameters_b",
     QT_TRANSLATE_NOOP("ScenarioField", "Active parameters (billions)"),
     [](Scenario &s) -> FieldRef { return &s.workload.activeParametersB; }, {0, 1e5, true}},
    {"/workload", "layers",
     QT_TRANSLATE_NOOP("ScenarioField", "Layers"),
     [](Scenario &s) -> FieldRef { return &s.workload.layers; }, {1, 10000}},
    {"/workload", "hidden",
     QT_TRANSLATE_NOOP("ScenarioField", "Hidden size"),
     [](Scenario &s) -> FieldRef { return &s.workload.hidden; }, {1, 1048576}},
    {"/workload", "kv_heads",
     QT_TRANSLATE_NOOP("ScenarioField", "KV heads"),
     [](Scenario &s) -> FieldRef { return &s.workload.kvHeads; }, {1, 65536}},
    {"/workload", "head_dim",
     QT_TRANSLATE_NOOP("ScenarioField", "Head size"),
     [](Scenario &s) -> FieldRef { return &s.workload.headDim; }, {1, 65536}},
    {"/workload", "precision",
     QT_TRANSLATE_NOOP("ScenarioField", "Training precision"),
     [](Scenario &s) -> FieldRef { return &s.workload.precision; }},
    {"/workload", "novel_architecture",
     QT_TRANSLATE_NOOP("ScenarioField", "Novel architecture (not yet supported by Neuron)"),
     [](Scenario &s) -> FieldRef { return &s.workload.novelArchitecture; }},

    {"/workload/training", "tokens_per_run_b",
     QT_TRANSLATE_NOOP("ScenarioField", "Tokens per run (billions)"),
     [](Scenario &s) -> FieldRef { return &s.workload.training.tokensPerRunB; }, {0, 1e6, true}},
    {"/workload/training", "runs_per_year",
     QT_TRANSLATE_NOOP("ScenarioField", "Runs per year"),
     [](Scenario &s) -> FieldRef { return &s.workload.training.runsPerYear; }, {0, 1e4}},
    {"/workload/training", "mfu",
     QT_TRANSLATE_NOOP("ScenarioField", "Model FLOPs utilisation (%)"),
     [](Scenario &s) -> FieldRef { return &s.workload.training.mfu; }, openUnit},
    {"/workload/training", "overhead",
     QT_TRANSLATE_NOOP("ScenarioField", "Overhead (%)"),
     [](Scenario &s) -> FieldRef { return &s.workload.training.overhead; }, {0, 5}},
    {"/workload/training", "chips",
     QT_TRANSLATE_NOOP("ScenarioField", "Chips per run"),
     [](Scenario &s) -> FieldRef { return &s.workload.training.chips; }, {1, 1e6}},
    {"/workload/training", "sequence_length",
     QT_TRANSLATE_NOOP("ScenarioField", "Sequence length (tokens)"),
     [](Scenario &s) -> FieldRef { return &s.workload.training.sequenceLength; }, {1, 1e7}},

    {"/workload/inference", "tokens_per_day_m",
     QT_TRANSLATE_NOOP("ScenarioField", "Tokens per day (millions)"),
     [](Scenario &s) -> FieldRef { return &s.workload.inference.tokensPerDayM; }, {0, 1e9}},
    {"/workload/inference", "utilisation",
     QT_TRANSLATE_NOOP("ScenarioField", "Serving utilisation (%)"),
     [](Scenario &s) -> FieldRef { return &s.workload.inference.utilisation; }, openUnit},
    {"/workload/inference", "min_replicas",
     QT_TRANSLATE_NOOP("ScenarioField", "Minimum replicas"),
     [](Scenario &s) -> FieldRef { return &s.workload.inference.minReplicas; }, {0, 1e5}},
    {"/workload/inference", "batch",
     QT_TRANSLATE_NOOP("ScenarioField", "Batch size (sequences)"),
     [](Scenario &s) -> FieldRef { return &s.workload.inference.batch; }, {1, 1e5}},
    {"/workload/inference", "context",
     QT_TRANSLATE_NOOP("ScenarioField", "Context (tokens)"),
     [](Scenario &s) -> FieldRef { return &s.workload.inference.context; }, {1, 1e7}},
    {"/workload/inference", "latency_sensitive",
     QT_TRANSLATE_NOOP("ScenarioField", "Latency-sensitive serving"),
     [](Scenario &s) -> FieldRef { return &s.workload.inference.latencySensitive; }},
    {"/workload/inference", "precision",
     QT_TRANSLATE_NOOP("ScenarioField", "Serving precision"),
     [](Scenario &s) -> FieldRef { return &s.workload.inference.precision; }},
    {"/workload/inference", "bandwidth_efficiency",
     QT_TRANSLATE_NOOP("ScenarioField", "Decode bandwidth efficiency (%)"),
     [](Scenario &s) -> FieldRef { return &s.workload.inference.bandwidthEfficiency; }, openUnit},
    {"/workload/inference", "compute_efficiency",
     QT_TRANSLATE_NOOP("ScenarioField", "Prefill compute efficiency (%)"),
     [](Scenario &s) -> FieldRef { return &s.workload.inference.computeEfficiency; }, openUnit},
    {"/workload/inference", "input_tokens",
     QT_TRANSLATE_NOOP("ScenarioField", "Prompt tokens per request"),
     [](Scenario &s) -> FieldRef { return &s.workload.inference.inputTokens; }, {1, 1e7}},
    {"/workload/inference", "output_tokens",
     QT_TRANSLATE_NOOP("ScenarioField", "Output tokens per request"),
     [](Scenario &s) -> FieldRef { return &s.workload.inference.outputTokens; }, {1, 1e7}},
    {"/workload/inference", "tpot_ms",
     QT_TRANSLATE_NOOP("ScenarioField", "Time per output token (ms, 0 = no target)"),
     [](Scenario &s) -> FieldRef { return &s.workload.inference.tpotMs; }, {0, 1e4, false, 1}},
    {"/workload/inference", "ttft_ms",
     QT_TRANSLATE_NOOP("ScenarioField", "Time to first token (ms, 0 = no target)"),
     [](Scenario &s) -> FieldRef { return &s.workload.inference.ttftMs; }, {0, 6e5, false, 10}},

    {"/team", "engineers",
     QT_TRANSLATE_NOOP("ScenarioField", "Engineers on the port"),
     [](Scenario &s) -> FieldRef { return &s.team.engineers; }, {0, 1000}},
    {"/team", "hourly_rate_usd",
     QT_TRANSLATE_NOOP("ScenarioField", "Hourly rate (USD per hour)"),
     [](Scenario &s) -> FieldRef { return &s.team.hourlyRateUsd; }, {0, 1e4}},
    {"/team", "hours_per_week",
     QT_TRANSLATE_NOOP("ScenarioField", "Hours per week"),
     [](Scenario &s) -> FieldRef { return &s.team.hoursPerWeek; }, {0, 168, true}},
    {"/team", "neuron_experience",
     QT_TRANSLATE_NOOP("ScenarioField", "Neuron experience"),
     [](Scenario &s) -> FieldRef { return &s.team.neuronExperience; }},
    {"/team", "model_support",
     QT_TRANSLATE_NOOP("ScenarioField", "Model support on Neuron"),
     [](Scenario &s) -> FieldRef { return &s.team.modelSupport; }},
    {"/team", "cuda_components",
     QT_TRANSLATE_NOOP("ScenarioField", "CUDA-only components"),
     [](Scenario &s) -> FieldRef { return &s.team.cudaComponents; }},
    {"/team", "current_stack",
     QT_TRANSLATE_NOOP("ScenarioField", "Current stack"),
     [](Scenario &s) -> FieldRef { return &s.team.currentStack; }},
    {"/team", "porting_weeks_override",
     QT_TRANSLATE_NOOP("ScenarioField", "Own porting estimate (weeks)"),
     [](Scenario &s) -> FieldRef { return &s.team.portingWeeksOverride; }, {0, 520}},

    {"/strategy", "aws_native",
     QT_TRANSLATE_NOOP("ScenarioField", "Already running on AWS"),
     [](Scenario &s) -> FieldRef { return &s.strategy.awsNative; }},
    {"/strategy", "multi_cloud_required",
     QT_TRANSLATE_NOOP("ScenarioField", "Multi-cloud is mandatory"),
     [](Scenario &s) -> FieldRef { return &s.strategy.multiCloudRequired; }},
    {"/strategy", "spot_only",
     QT_TRANSLATE_NOOP("ScenarioField", "Budget allows spot capacity only"),
     [](Scenario &s) -> FieldRef { return &s.strategy.spotOnly; }},
    {"/strategy", "pricing_model",
     QT_TRANSLATE_NOOP("ScenarioField", "Pricing model"),
     [](Scenario &s) -> FieldRef { return &s.strategy.pricingModel; }},
    {"/strategy", "horizon_months",
     QT_TRANSLATE_NOOP("ScenarioField", "Horizon (months)"),
     [](Scenario &s) -> FieldRef { return &s.strategy.horizonMonths; }, {0, 240, true}},
    {"/strategy", "credits_usd",
     QT_TRANSLATE_NOOP("ScenarioField", "AWS credits (USD)"),
     [](Scenario &s) -> FieldRef { return &s.strategy.creditsUsd; }, {0, 1e10}},
    {"/strategy", "deadline_weeks",
     QT_TRANSLATE_NOOP("ScenarioField", "Deadline (weeks, 0 = none)"),
     [](Scenario &s) -> FieldRef { return &s.strategy.deadlineWeeks; }, {0, 520}},
    {"/strategy", "baseline_offer",
     QT_TRANSLATE_NOOP("ScenarioField", "GPU baseline"),
     [](Scenario &s) -> FieldRef { return &s.strategy.baselineOffer; }},
    {"/strategy", "providers",
     QT_TRANSLATE_NOOP("ScenarioField", "Providers to consider"),
     [](Scenario &s) -> FieldRef { return &s.strategy.providers; }},
};

constexpr const char *sectionTable[] = {"", "/workload", "/workload/training",
                                        "/workload/inference", "/team", "/strategy"};

constexpr WorkloadKind workloadKinds[] = {WorkloadKind::Training, WorkloadKind::FineTuning,
                                          WorkloadKind::Inference, WorkloadKind::Mixed};
constexpr NeuronExperience experiences[] = {NeuronExperience::None, NeuronExperience::Some,
                                            NeuronExperience::Experienced};
constexpr ModelSupport supports[] = {ModelSupport::Supported, ModelSupport::CustomAttention,
                                     ModelSupport::Novel};

} // namespace

std::span<const FieldSpec> fieldSpecs() { return fieldTable; }
std::span<const char *const> sections() { return sectionTable; }

std::span<const WorkloadKind> choicesOf(WorkloadKind) { return workloadKinds; }
std::span<const Precision> choicesOf(Precision) { return allPrecisions; }
std::span<const NeuronExperience> choicesOf(NeuronExperience) { return experiences; }
std::span<const ModelSupport> choicesOf(ModelSupport) { return supports; }
std::span<const PricingModel> choicesOf(PricingModel) { return allPricingModels; }
std::span<const SoftwareStack> choicesOf(SoftwareStack) { return allSoftwareStacks; }

} // namespace ad::scenario_detail

namespace ad {

namespace {

std::string dottedPath(const scenario_detail::FieldSpec &spec)
{
    std::string dotted = std::string(spec.section) + "/" + spec.key;
    std::replace(dotted.begin(), dotted.end(), '/', '.');
    return dotted.substr(1);
}

const scenario_detail::FieldSpec *findField(const std::string &path)
{
    std::string dotted = path;
    if (!dotted.empty() && dotted.front() == '/') {
        std::replace(dotted.begin(), dotted.end(), '/', '.');
        dotted.erase(0, 1);
    }
    for (const auto &spec : scenario_detail::fieldSpecs())
        if (dottedPath(spec) == dotted) return &spec;
    return nullptr;
}

bool shownAsPercent(const std::string &label)
{
    return label.size() >= 3 && label.compare(label.size() - 3, 3, "(%)") == 0;
}

std::string valueText(const scenario_detail::FieldRef &ref, bool percent)
{
    using scenario_detail::Overloaded;
    return std::visit(
        Overloaded{
            [&](double *v) { return percent ? shortNumber(*v * 100) + " %" : shortNumber(*v); },
            [](int *v) { return std::to_string(*v); },
            [](bool *v) { return std::string(*v ? "yes" : "no"); },
            [](std::string *v) { return *v; },
            [](std::vector<std::string> *v) {
                std::string out;
                for (const auto &item : *v) out += (out.empty() ? "" : ", ") + item;
                return out;
            },
            [](auto *v) { return std::string(toString(*v)); },
        },
        ref);
}

} // namespace

std::optional<FieldRange> scenarioFieldRange(const std::string &path)
{
    const auto *spec = findField(path);
    if (!spec || path.empty() || path.front() == '/') return std::nullopt;
    Scenario probe;
    const auto ref = spec->ref(probe);
    const bool numeric = std::holds_alternative<double *>(ref) || std::holds_alternative<int *>(ref);
    if (!numeric) return std::nullopt;
    return FieldRange{spec->bounds.min, spec->bounds.max, spec->bounds.minExclusive, spec->bounds.offOrAtLeast};
}

std::string scenarioFieldLabel(const std::string &path)
{
    const auto *spec = findField(path);
    return spec ? spec->label : std::string();
}

bool scenarioFieldInPercent(const std::string &path)
{
    const auto *spec = findField(path);
    return spec && shownAsPercent(spec->label);
}

std::vector<ScenarioFieldValue> scenarioFieldValues(const Scenario &scenario)
{
    Scenario copy = scenario; // the table's accessors take a mutable scenario
    std::vector<ScenarioFieldValue> out;
    for (const auto &spec : scenario_detail::fieldSpecs())
        out.push_back({dottedPath(spec), spec.label,
                       valueText(spec.ref(copy), shownAsPercent(spec.label))});
    return out;
}

namespace {

// The arguments that name another field by its key ("parameters_b"), in nested messages too,
// named by the field's label instead. Keys that are plain words ("layers") read as words and
// stay.
void nameFieldsByLabel(Message &message)
{
    Arg *args = message.args.edit();
    for (std::size_t i = 0; i < message.args.size(); ++i) {
        Arg &a = args[i];
        if (a.kind == Arg::Kind::Verbatim && a.text.find('_') != std::string::npos)
            for (const auto &spec : scenario_detail::fieldSpecs())
                if (a.text == spec.key) {
                    a = arg::field(spec.label);
                    break;
                }
        for (Message &nested : a.nested.edit()) nameFieldsByLabel(nested);
    }
}

} // namespace

Message describeScenarioProblem(const Diagnostic &problem)
{
    Message what = problem.message;
    nameFieldsByLabel(what);
    if (const std::string label = scenarioFieldLabel(problem.pointer); !label.empty())
        return msg(QT_TRANSLATE_NOOP("Message", "%1: %2"), {arg::field(label), arg::nested(std::move(what))});
    if (problem.pointer.empty()) return what;
    return msg(QT_TRANSLATE_NOOP("Message", "%1: %2"),
               {arg::verbatim(problem.pointer), arg::nested(std::move(what))});
}

} // namespace ad

namespace ad::scenario_detail {

bool checkBounds(JsonReader &r, double v, const std::string &where, Bounds b)
{
    if (!std::isfinite(v)) {
        r.error(where, msg(QT_TRANSLATE_NOOP("Message", "must be a finite number (got %1)"),
                           {arg::exact(v)}));
        return false;
    }
    if (b.minExclusive ? v <= b.min : v < b.min) {
        r.error(where, msg(b.minExclusive
                               ? Template(QT_TRANSLATE_NOOP("Message", "must be greater than %1 (got %2)"))
                               : Template(QT_TRANSLATE_NOOP("Message", "must be at least %1 (got %2)")),
                           {arg::exact(b.min), arg::exact(v)}));
        return false;
    }
    if (v > b.max) {
        r.error(where, msg(QT_TRANSLATE_NOOP("Message", "must be at most %1 (got %2)"),
                           {arg::exact(b.max), arg::exact(v)}));
        return false;
    }
    if (b.offOrAtLeast > 0 && v != 0 && v < b.offOrAtLeast) {
        r.error(where, msg(QT_TRANSLATE_NOOP("Message", "must be 0 (no target) or at least %1 (got %2)"),
                           {arg::exact(b.offOrAtLeast), arg::exact(v)}));
        return false;
    }
    return true;
}

std::optional<double> readNumber(JsonReader &r, const Json &value, const std::string &where,
                                 Bounds b)
{
    if (value.is_null()) {
        // JSON has no NaN or infinity; serialisers write null in their place.
        r.error(where, msg(QT_TRANSLATE_NOOP("Message", "expected a number, found null (NaN and "
                                                        "infinity are not allowed)")));
        return std::nullopt;
    }
    if (!value.is_number()) {
        r.error(where, msg(QT_TRANSLATE_NOOP("Message", "expected a number, found %1"),
                           {arg::nested(jsonType(value))}));
        return std::nullopt;
    }
    const double v = value.get<double>();
    if (!checkBounds(r, v, where, b)) return std::nullopt;
    return v;
}

namespace {
bool checkWhole(JsonReader &r, double v, const std::string &where)
{
    if (std::floor(v) == v) return true;
    r.error(where, msg(QT_TRANSLATE_NOOP("Message", "must be a whole number (got %1)"),
                       {arg::exact(v)}));
    return false;
}
} // namespace

std::optional<int> readInteger(JsonReader &r, const Json &value, const std::string &where,
                               Bounds b)
{
    // Whole-number check first so 2.5 is reported as fractional, not as out of range; the bounds
    // check then keeps the cast below in range of int.
    const auto v = readNumber(r, value, where, {-1e300, 1e300});
    if (!v || !checkWhole(r, *v, where) || !checkBounds(r, *v, where, b)) return std::nullopt;
    return static_cast<int>(*v);
}

std::optional<std::string> readString(JsonReader &r, const Json &value, const std::string &where)
{
    if (value.is_string()) return value.get<std::string>();
    r.error(where, msg(QT_TRANSLATE_NOOP("Message", "expected a string, found %1"),
                       {arg::nested(jsonType(value))}));
    return std::nullopt;
}

bool checkIdList(JsonReader &r, const std::vector<std::string> &ids, const std::string &where)
{
    std::set<std::string> seen;
    bool ok = true;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        if (ids[i].empty()) {
            r.error(pointerJoin(where, i), msg(QT_TRANSLATE_NOOP("Message", "must not be an empty string")));
            ok = false;
        } else if (!seen.insert(ids[i]).second) {
            r.error(pointerJoin(where, i), msg(QT_TRANSLATE_NOOP("Message", "%1 is listed twice"),
                                               {arg::quoted(ids[i])}));
            ok = false;
        }
    }
    return ok;
}

std::optional<std::vector<std::string>> readIdList(JsonReader &r, const Json &value,
                                                   const std::string &where)
{
    if (!value.is_array()) {
        r.error(where, msg(QT_TRANSLATE_NOOP("Message", "expected an array of strings, found %1"),
                           {arg::nested(jsonType(value))}));
        return std::nullopt;
    }
    std::vector<std::string> out;
    bool ok = true;
    for (std::size_t i = 0; i < value.size(); ++i) {
        if (auto text = readString(r, value[i], pointerJoin(where, i))) out.push_back(*text);
        else ok = false;
    }
    if (!ok || !checkIdList(r, out, where)) return std::nullopt;
    return out;
}

bool checkId(JsonReader &r, const std::string &id, const std::string &where)
{
    if (!id.empty()) return true;
    r.error(where, msg(QT_TRANSLATE_NOOP("Message", "an id must not be an empty string")));
    return false;
}

} // namespace ad::scenario_detail
