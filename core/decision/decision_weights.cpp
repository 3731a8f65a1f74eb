// Weights that follow the scenario (docs/decision.md, "Weights"). The catalog's defaults describe
// a generic team; where the scenario itself settles how much a swing matters, the default follows
// it. A weight the user set is never changed.
#include "decision/decision_detail.h"

namespace ad::detail {

namespace {

bool research(const Scenario &s)
{
    return s.workload.novelArchitecture || s.team.modelSupport == ModelSupport::Novel;
}

} // namespace

std::pair<int, Message> contextWeight(const Criterion &c, const Scenario &s)
{
    const int d = c.defaultWeight;
    if (c.id == "time_to_result") {
        if (!s.workload.trains()) return {0, msg(QT_TRANSLATE_NOOP("Message", "does not apply: nothing is trained"))};
        if (s.strategy.deadlineWeeks > 0 && d < 5)
            return {5, msg(QT_TRANSLATE_NOOP("Message", "raised from %1: the scenario has a %2-week deadline"),
                           {arg::count(d), arg::points(s.strategy.deadlineWeeks)})};
    }
    if (c.id == "spot_availability") {
        const PricingModel pm = s.strategy.pricingModel;
        if (pm == PricingModel::Commit1y || pm == PricingModel::Commit3y)
            return {0, msg(QT_TRANSLATE_NOOP("Message", "does not apply: the scenario buys on a commitment, not on "
                                                        "the spot market"))};
        if (pm == PricingModel::CapacityBlock)
            return {0, msg(QT_TRANSLATE_NOOP("Message", "does not apply: the scenario reserves Capacity Blocks, not "
                                                        "spot capacity"))};
        if (pm == PricingModel::OnDemand && d > 1)
            return {1, msg(QT_TRANSLATE_NOOP("Message", "lowered from %1: on-demand buyers use spot only as a "
                                                        "fallback"),
                           {arg::count(d)})};
    }
    if (c.id == "portability" && !s.strategy.multiCloudRequired && s.strategy.awsNative && d > 1)
        return {1, msg(QT_TRANSLATE_NOOP("Message", "lowered from %1: the team is AWS-native and needs no second "
                                                    "cloud (seed 001 weighs portability heavily only when "
                                                    "multi-cloud is required)"),
                       {arg::count(d)})};
    // A sub-weight: its share of the software-ecosystem group.
    if (c.id == "new_architecture_support") {
        if (research(s) && d < 5)
            return {5, msg(QT_TRANSLATE_NOOP("Message", "raised from %1: the work is research on new architectures "
                                                        "(seeds 001, 003)"),
                           {arg::count(d)})};
        if (s.team.modelSupport == ModelSupport::Supported && !s.workload.novelArchitecture && d > 1)
            return {1, msg(QT_TRANSLATE_NOOP("Message", "lowered from %1: a mainstream architecture Neuron already "
                                                        "supports"),
                           {arg::count(d)})};
    }
    return {d, {}};
}

std::pair<int, Message> contextWeight(const CriterionGroup &g, const Scenario &s)
{
    if (g.id == "cuda_software_lead" && research(s) && g.defaultWeight < 5)
        return {5, msg(QT_TRANSLATE_NOOP("Message", "raised from %1: research on new architectures lives on "
                                                    "day-one framework support and fast debugging (seeds 001, "
                                                    "003)"),
                       {arg::count(g.defaultWeight)})};
    return {g.defaultWeight, {}};
}

} // namespace ad::detail
