#include "scenario_fields.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace ad::scenario_detail {

namespace {

constexpr Bounds openUnit{0, 1, true}; // (0, 1]

// Bounds are generous sanity limits: they refuse typos and unit slips (tokens instead of billions
// of tokens), not unusual but real workloads. docs/scenario-format.md lists them.
const FieldSpec fieldTable[] = {
    {"", "name", [](Scenario &s) -> FieldRef { return &s.name; }},
    {"", "description", [](Scenario &s) -> FieldRef { return &s.description; }},

    {"/workload", "kind", [](Scenario &s) -> FieldRef { return &s.workload.kind; }},
    {"/workload", "model_preset", [](Scenario &s) -> FieldRef { return &s.workload.modelPreset; }},
    {"/workload", "parameters_b", [](Scenario &s) -> FieldRef { return &s.workload.parametersB; },
     {0, 1e5, true}},
    {"/workload", "active_parameters_b",
     [](Scenario &s) -> FieldRef { return &s.workload.activeParametersB; }, {0, 1e5, true}},
    {"/workload", "layers", [](Scenario &s) -> FieldRef { return &s.workload.layers; }, {1, 10000}},
    {"/workload", "hidden", [](Scenario &s) -> FieldRef { return &s.workload.hidden; },
     {1, 1048576}},
    {"/workload", "kv_heads", [](Scenario &s) -> FieldRef { return &s.workload.kvHeads; },
     {1, 65536}},
    {"/workload", "head_dim", [](Scenario &s) -> FieldRef { return &s.workload.headDim; },
     {1, 65536}},
    {"/workload", "precision", [](Scenario &s) -> FieldRef { return &s.workload.precision; }},
    {"/workload", "novel_architecture",
     [](Scenario &s) -> FieldRef { return &s.workload.novelArchitecture; }},

    {"/workload/training", "tokens_per_run_b",
     [](Scenario &s) -> FieldRef { return &s.workload.training.tokensPerRunB; }, {0, 1e6, true}},
    {"/workload/training", "runs_per_year",
     [](Scenario &s) -> FieldRef { return &s.workload.training.runsPerYear; }, {0, 1e4}},
    {"/workload/training", "mfu", [](Scenario &s) -> FieldRef { return &s.workload.training.mfu; },
     openUnit},
    {"/workload/training", "overhead",
     [](Scenario &s) -> FieldRef { return &s.workload.training.overhead; }, {0, 5}},
    {"/workload/training", "chips",
     [](Scenario &s) -> FieldRef { return &s.workload.training.chips; }, {1, 1e6}},
    {"/workload/training", "sequence_length",
     [](Scenario &s) -> FieldRef { return &s.workload.training.sequenceLength; }, {1, 1e7}},

    {"/workload/inference", "tokens_per_day_m",
     [](Scenario &s) -> FieldRef { return &s.workload.inference.tokensPerDayM; }, {0, 1e9}},
    {"/workload/inference", "utilisation",
     [](Scenario &s) -> FieldRef { return &s.workload.inference.utilisation; }, openUnit},
    {"/workload/inference", "min_replicas",
     [](Scenario &s) -> FieldRef { return &s.workload.inference.minReplicas; }, {0, 1e5}},
    {"/workload/inference", "batch",
     [](Scenario &s) -> FieldRef { return &s.workload.inference.batch; }, {1, 1e5}},
    {"/workload/inference", "context",
     [](Scenario &s) -> FieldRef { return &s.workload.inference.context; }, {1, 1e7}},
    {"/workload/inference", "latency_sensitive",
     [](Scenario &s) -> FieldRef { return &s.workload.inference.latencySensitive; }},
    {"/workload/inference", "precision",
     [](Scenario &s) -> FieldRef { return &s.workload.inference.precision; }},
    {"/workload/inference", "bandwidth_efficiency",
     [](Scenario &s) -> FieldRef { return &s.workload.inference.bandwidthEfficiency; }, openUnit},
    {"/workload/inference", "compute_efficiency",
     [](Scenario &s) -> FieldRef { return &s.workload.inference.computeEfficiency; }, openUnit},

    {"/team", "engineers", [](Scenario &s) -> FieldRef { return &s.team.engineers; }, {0, 1000}},
    {"/team", "hourly_rate_usd", [](Scenario &s) -> FieldRef { return &s.team.hourlyRateUsd; },
     {0, 1e4}},
    {"/team", "hours_per_week", [](Scenario &s) -> FieldRef { return &s.team.hoursPerWeek; },
     {0, 168, true}},
    {"/team", "neuron_experience",
     [](Scenario &s) -> FieldRef { return &s.team.neuronExperience; }},
    {"/team", "model_support", [](Scenario &s) -> FieldRef { return &s.team.modelSupport; }},
    {"/team", "cuda_components", [](Scenario &s) -> FieldRef { return &s.team.cudaComponents; }},
    {"/team", "current_stack", [](Scenario &s) -> FieldRef { return &s.team.currentStack; }},
    {"/team", "porting_weeks_override",
     [](Scenario &s) -> FieldRef { return &s.team.portingWeeksOverride; }, {0, 520}},

    {"/strategy", "aws_native", [](Scenario &s) -> FieldRef { return &s.strategy.awsNative; }},
    {"/strategy", "multi_cloud_required",
     [](Scenario &s) -> FieldRef { return &s.strategy.multiCloudRequired; }},
    {"/strategy", "spot_only", [](Scenario &s) -> FieldRef { return &s.strategy.spotOnly; }},
    {"/strategy", "pricing_model",
     [](Scenario &s) -> FieldRef { return &s.strategy.pricingModel; }},
    {"/strategy", "horizon_months",
     [](Scenario &s) -> FieldRef { return &s.strategy.horizonMonths; }, {0, 240, true}},
    {"/strategy", "credits_usd", [](Scenario &s) -> FieldRef { return &s.strategy.creditsUsd; },
     {0, 1e10}},
    {"/strategy", "deadline_weeks",
     [](Scenario &s) -> FieldRef { return &s.strategy.deadlineWeeks; }, {0, 520}},
    {"/strategy", "baseline_offer",
     [](Scenario &s) -> FieldRef { return &s.strategy.baselineOffer; }},
    {"/strategy", "providers", [](Scenario &s) -> FieldRef { return &s.strategy.providers; }},
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

std::optional<FieldRange> scenarioFieldRange(const std::string &path)
{
    for (const auto &spec : scenario_detail::fieldSpecs()) {
        std::string dotted = std::string(spec.section) + "/" + spec.key;
        std::replace(dotted.begin(), dotted.end(), '/', '.');
        if (dotted.substr(1) != path) continue;
        Scenario probe;
        const auto ref = spec.ref(probe);
        const bool numeric = std::holds_alternative<double *>(ref) || std::holds_alternative<int *>(ref);
        if (!numeric) return std::nullopt;
        return FieldRange{spec.bounds.min, spec.bounds.max, spec.bounds.minExclusive};
    }
    return std::nullopt;
}

} // namespace ad

namespace ad::scenario_detail {

bool checkBounds(JsonReader &r, double v, const std::string &where, Bounds b)
{
    const std::string got = " (got " + shortNumber(v) + ")";
    if (!std::isfinite(v)) {
        r.error(where, "must be a finite number" + got);
        return false;
    }
    if (b.minExclusive ? v <= b.min : v < b.min) {
        r.error(where, (b.minExclusive ? "must be greater than " : "must be at least ")
                           + shortNumber(b.min) + got);
        return false;
    }
    if (v > b.max) {
        r.error(where, "must be at most " + shortNumber(b.max) + got);
        return false;
    }
    return true;
}

std::optional<double> readNumber(JsonReader &r, const Json &value, const std::string &where,
                                 Bounds b)
{
    if (value.is_null()) {
        // JSON has no NaN or infinity; serialisers write null in their place.
        r.error(where, "expected a number, found null (NaN and infinity are not allowed)");
        return std::nullopt;
    }
    if (!value.is_number()) {
        r.error(where, "expected a number, found " + jsonTypeName(value));
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
    r.error(where, "must be a whole number (got " + shortNumber(v) + ")");
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
    r.error(where, "expected a string, found " + jsonTypeName(value));
    return std::nullopt;
}

bool checkIdList(JsonReader &r, const std::vector<std::string> &ids, const std::string &where)
{
    std::set<std::string> seen;
    bool ok = true;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        if (ids[i].empty()) {
            r.error(pointerJoin(where, i), "must not be an empty string");
            ok = false;
        } else if (!seen.insert(ids[i]).second) {
            r.error(pointerJoin(where, i), quoteText(ids[i]) + " is listed twice");
            ok = false;
        }
    }
    return ok;
}

std::optional<std::vector<std::string>> readIdList(JsonReader &r, const Json &value,
                                                   const std::string &where)
{
    if (!value.is_array()) {
        r.error(where, "expected an array of strings, found " + jsonTypeName(value));
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
    r.error(where, "an id must not be an empty string");
    return false;
}

} // namespace ad::scenario_detail
