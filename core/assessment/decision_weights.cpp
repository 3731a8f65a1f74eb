// Weights that follow the scenario (docs/decision.md, "Weights"). The catalog's defaults describe
// a generic team; where the scenario itself settles how much a swing matters, the default follows
// it. A weight the user set is never changed.
#include "assessment/decision_detail.h"

#include "base/json_reader.h"

namespace ad::detail {

namespace {

std::string from(int weight)
{
    return " from " + std::to_string(weight);
}

bool research(const Scenario &s)
{
    return s.workload.novelArchitecture || s.team.modelSupport == ModelSupport::Novel;
}

} // namespace

std::pair<int, std::string> contextWeight(const Criterion &c, const Scenario &s)
{
    const int d = c.defaultWeight;
    if (c.id == "time_to_result") {
        if (!s.workload.trains()) return {0, "does not apply: nothing is trained"};
        if (s.strategy.deadlineWeeks > 0 && d < 5)
            return {5, "raised" + from(d) + ": the scenario has a "
                           + shortNumber(s.strategy.deadlineWeeks) + "-week deadline"};
    }
    if (c.id == "spot_availability") {
        const PricingModel pm = s.strategy.pricingModel;
        if (pm == PricingModel::Commit1y || pm == PricingModel::Commit3y)
            return {0, "does not apply: the scenario buys on a commitment, not on the spot market"};
        if (pm == PricingModel::CapacityBlock)
            return {0, "does not apply: the scenario reserves Capacity Blocks, not spot capacity"};
        if (pm == PricingModel::OnDemand && d > 1)
            return {1, "lowered" + from(d) + ": on-demand buyers use spot only as a fallback"};
    }
    if (c.id == "portability" && !s.strategy.multiCloudRequired && s.strategy.awsNative && d > 1)
        return {1, "lowered" + from(d)
                       + ": the team is AWS-native and needs no second cloud (seed 001 weighs "
                         "portability heavily only when multi-cloud is required)"};
    // A sub-weight: its share of the software-ecosystem group.
    if (c.id == "new_architecture_support") {
        if (research(s) && d < 5)
            return {5, "raised" + from(d) + ": the work is research on new architectures (seeds 001, 003)"};
        if (s.team.modelSupport == ModelSupport::Supported && !s.workload.novelArchitecture && d > 1)
            return {1, "lowered" + from(d) + ": a mainstream architecture Neuron already supports"};
    }
    return {d, {}};
}

std::pair<int, std::string> contextWeight(const CriterionGroup &g, const Scenario &s)
{
    if (g.id == "cuda_software_lead" && research(s) && g.defaultWeight < 5)
        return {5, "raised" + from(g.defaultWeight)
                       + ": research on new architectures lives on day-one framework support and "
                         "fast debugging (seeds 001, 003)"};
    return {g.defaultWeight, {}};
}

} // namespace ad::detail
