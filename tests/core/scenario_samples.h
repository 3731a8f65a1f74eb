#pragma once
// Sample scenarios and the documented field list for the scenario file tests.
#include "model/scenario.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <iterator>
#include <random>
#include <string>

namespace scenario_samples {

using namespace ad;

// Every leaf the writer must produce, listed from the format document rather than the code.
inline const char *const documentedFields[] = {
    "/schema_version", "/name", "/description",
    "/workload/kind", "/workload/model_preset", "/workload/parameters_b",
    "/workload/active_parameters_b", "/workload/layers", "/workload/hidden", "/workload/kv_heads",
    "/workload/head_dim", "/workload/precision", "/workload/novel_architecture",
    "/workload/training/tokens_per_run_b", "/workload/training/runs_per_year",
    "/workload/training/mfu", "/workload/training/overhead", "/workload/training/chips",
    "/workload/training/sequence_length",
    "/workload/inference/tokens_per_day_m", "/workload/inference/utilisation",
    "/workload/inference/min_replicas", "/workload/inference/batch",
    "/workload/inference/context", "/workload/inference/latency_sensitive",
    "/workload/inference/precision", "/workload/inference/bandwidth_efficiency",
    "/workload/inference/compute_efficiency",
    "/workload/inference/input_tokens", "/workload/inference/output_tokens",
    "/workload/inference/tpot_ms", "/workload/inference/ttft_ms",
    "/team/engineers", "/team/hourly_rate_usd", "/team/hours_per_week",
    "/team/neuron_experience", "/team/model_support", "/team/cuda_components",
    "/team/current_stack", "/team/porting_weeks_override",
    "/strategy/aws_native", "/strategy/multi_cloud_required", "/strategy/spot_only",
    "/strategy/pricing_model", "/strategy/horizon_months", "/strategy/credits_usd",
    "/strategy/deadline_weeks", "/strategy/baseline_offer",
    "/strategy/providers",
    "/decision/weights", "/decision/scores",
};

inline std::size_t countLeaves(const nlohmann::json &node)
{
    if (!node.is_object() || node.empty()) return 1;
    std::size_t n = 0;
    for (const auto &child : node) n += countLeaves(child);
    return n;
}

// A scenario with every field drawn at random inside its documented range.
inline ad::Scenario randomScenario(std::mt19937 &rng)
{
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    auto between = [&](double lo, double hi) { return lo + (hi - lo) * unit(rng); };
    auto openUnit = [&] { return 1.0 - unit(rng); }; // (0, 1]
    auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); };
    auto integer = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    const std::string pieces[] = {"a", "Z", " ", "\"", "\\", "\n", "\t", "/", "~", "é", "—",
                                  "日本", "{", "0"};
    auto text = [&] {
        std::string s;
        for (int i = integer(0, 12); i > 0; --i) s += pieces[pick(std::size(pieces))];
        return s;
    };
    const Precision precisions[] = {Precision::FP32, Precision::TF32, Precision::BF16,
                                    Precision::FP16, Precision::FP8, Precision::FP4};

    Scenario s;
    s.name = text();
    s.description = text();
    Workload &w = s.workload;
    w.kind = static_cast<WorkloadKind>(pick(4));
    w.modelPreset = text();
    w.parametersB = pick(3) == 0 ? integer(1, 100000) : between(0.001, 100000);
    w.activeParametersB = w.parametersB * openUnit();
    w.layers = integer(1, 10000);
    w.hidden = integer(1, 1048576);
    w.kvHeads = integer(1, 65536);
    w.headDim = integer(1, 65536);
    w.precision = precisions[pick(6)];
    w.novelArchitecture = pick(2) == 1;
    w.training.tokensPerRunB = between(1e-6, 1e6);
    w.training.runsPerYear = pick(2) ? 0 : between(0, 10000);
    w.training.mfu = openUnit();
    w.training.overhead = between(0, 5);
    w.training.chips = integer(1, 1000000);
    w.training.sequenceLength = integer(1, 10000000);
    w.inference.tokensPerDayM = between(0, 1e9);
    w.inference.batch = integer(1, 100000);
    w.inference.context = integer(1, 10000000);
    w.inference.latencySensitive = pick(2) == 1;
    w.inference.precision = precisions[pick(6)];
    w.inference.bandwidthEfficiency = openUnit();
    w.inference.computeEfficiency = openUnit();
    w.inference.utilisation = openUnit();
    w.inference.minReplicas = integer(0, 100000);
    Team &t = s.team;
    t.engineers = integer(0, 1000);
    t.hourlyRateUsd = between(0, 10000);
    t.hoursPerWeek = 168 * openUnit();
    t.neuronExperience = static_cast<NeuronExperience>(pick(3));
    t.modelSupport = static_cast<ModelSupport>(pick(3));
    for (int i = integer(0, 4); i > 0; --i) t.cudaComponents.push_back("component_" + std::to_string(i));
    t.currentStack = static_cast<SoftwareStack>(pick(4));
    t.portingWeeksOverride = between(0, 520);
    Strategy &g = s.strategy;
    g.awsNative = pick(2) == 1;
    g.multiCloudRequired = pick(2) == 1;
    g.spotOnly = pick(2) == 1;
    g.pricingModel = static_cast<PricingModel>(pick(4));
    g.horizonMonths = 240 * openUnit();
    g.creditsUsd = pick(2) ? std::floor(between(0, 1e10)) : between(0, 1e10);
    g.deadlineWeeks = between(0, 520);
    g.baselineOffer = text();
    for (const char *p : {"AWS", "Spheron", "CoreWeave"})
        if (pick(2)) g.providers.push_back(p);
    const char *criteria[] = {"cost", "portability", "ecosystem", "time_to_value", "a/b~c"};
    for (const char *c : criteria) {
        if (pick(2)) s.decision.weights[c] = integer(1, 5);
        if (pick(2))
            for (const char *offer : {"trn2", "p5", "x"})
                if (pick(2)) s.decision.scores[c][offer] = pick(4) ? unit(rng) : pick(2) * 1.0;
    }
    return s;
}

} // namespace scenario_samples
