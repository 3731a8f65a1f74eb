// Knock-out constraints of the decision matrix (docs/decision.md, "Knock-outs").
#include "decision/decision_detail.h"

#include "base/number_format.h"
#include "assessment/plan.h"

#include <algorithm>
#include <cmath>

namespace ad::detail {

namespace {

// "not sold on demand", "not sold as spot": the offer is not sold at the pricing model.
Message notSold(PricingModel model)
{
    switch (model) {
    case PricingModel::OnDemand: return msg(QT_TRANSLATE_NOOP("Message", "not sold on demand"));
    case PricingModel::Commit1y: return msg(QT_TRANSLATE_NOOP("Message", "not sold on a 1-year commitment"));
    case PricingModel::Commit3y: return msg(QT_TRANSLATE_NOOP("Message", "not sold on a 3-year commitment"));
    case PricingModel::Spot: return msg(QT_TRANSLATE_NOOP("Message", "not sold as spot"));
    case PricingModel::CapacityBlock: return msg(QT_TRANSLATE_NOOP("Message", "not sold as a Capacity Block"));
    }
    return {};
}

// "no published on-demand price": sold, but at no price the catalog knows.
Message noPrice(PricingModel model)
{
    switch (model) {
    case PricingModel::OnDemand: return msg(QT_TRANSLATE_NOOP("Message", "no published on-demand price"));
    case PricingModel::Commit1y: return msg(QT_TRANSLATE_NOOP("Message", "no published 1-year commitment price"));
    case PricingModel::Commit3y: return msg(QT_TRANSLATE_NOOP("Message", "no published 3-year commitment price"));
    case PricingModel::Spot: return msg(QT_TRANSLATE_NOOP("Message", "no published spot price"));
    case PricingModel::CapacityBlock: return msg(QT_TRANSLATE_NOOP("Message", "no published Capacity Block price"));
    }
    return {};
}

// Explicitly "not offered" in the catalog, as opposed to no published figure at all.
bool catalogSaysNotOffered(const Offer *offer, PricingModel model)
{
    if (!offer) return false;
    const auto it = offer->prices.find(model);
    return it != offer->prices.end() && it->second.known() && !it->second.chosen().offered;
}

// The scenario's own constraints.
void byChoice(std::vector<Knockout> &out, const OptionAssessment &option, const Assessment &a,
              const Catalog &catalog)
{
    const Strategy &strategy = a.scenario.strategy;
    const Accelerator *accelerator = catalog.accelerator(option.acceleratorId);
    const Offer *offer = catalog.offer(option.offerId);
    auto add = [&](Message reason) { out.push_back({std::move(reason), true}); };

    // Seeds 000, 001 and 002: a multi-cloud mandate rules out silicon only one cloud rents.
    if (strategy.multiCloudRequired) {
        if (!accelerator) {
            add(msg(QT_TRANSLATE_NOOP("Message", "the clouds that rent %1 are unknown; the scenario requires at "
                                                 "least 2 clouds"),
                    {arg::verbatim(option.acceleratorId)}));
        } else if (accelerator->clouds.empty()) {
            add(msg(QT_TRANSLATE_NOOP("Message", "no cloud is listed for it; the scenario requires at least 2 clouds")));
        } else if (accelerator->clouds.size() < 2) {
            add(msg(QT_TRANSLATE_NOOP("Message", "only %1 rents it; the scenario requires at least 2 clouds"),
                    {arg::verbatim(cloudName(accelerator->clouds.front()))}));
        }
    }

    // A team can limit the providers it will buy from (an AWS-native team comparing trn and P
    // instances, as seeds 001 to 003 do).
    if (!strategy.providers.empty() && offer
        && std::find(strategy.providers.begin(), strategy.providers.end(), offer->provider)
               == strategy.providers.end()) {
        std::string list;
        for (const auto &p : strategy.providers) list += (list.empty() ? "" : ", ") + p;
        add(msg(QT_TRANSLATE_NOOP("Message", "sold by %1; the scenario considers only %2"),
                {arg::verbatim(offer->provider), arg::verbatim(list)}));
    }

    // Seed 000: a spot-only budget rules out offers with no spot market (Trn3 has none).
    const bool wantsSpot = strategy.spotOnly || strategy.pricingModel == PricingModel::Spot;
    if (wantsSpot && !offerSellsSpot(option.offerId, a, catalog)) {
        const bool explicitNo = catalogSaysNotOffered(offer, PricingModel::Spot)
            || (strategy.pricingModel == PricingModel::Spot && !option.offered);
        if (explicitNo)
            add(strategy.spotOnly
                    ? msg(QT_TRANSLATE_NOOP("Message", "not sold as spot; the scenario's budget is spot-only"))
                    : msg(QT_TRANSLATE_NOOP("Message", "not sold as spot; the scenario prices everything at spot")));
        else
            add(strategy.spotOnly
                    ? msg(QT_TRANSLATE_NOOP("Message", "no published spot price; the scenario's budget is spot-only"))
                    : msg(QT_TRANSLATE_NOOP("Message", "no published spot price; the scenario prices everything at "
                                                       "spot")));
    }

    // Seed 002's "need production in under 4 weeks": a port longer than the deadline.
    if (strategy.deadlineWeeks > 0 && option.needsPort && option.portingWeeks.known()
        && option.portingWeeks.value > strategy.deadlineWeeks) {
        add(msg(QT_TRANSLATE_NOOP("Message", "the port to %1 takes about %2 weeks; the deadline is %3 weeks away"),
                {arg::verbatim(displayName(option.stack)), arg::points(option.portingWeeks.value),
                 arg::points(strategy.deadlineWeeks)}));
    }
}

// What the option cannot do, whatever the scenario prefers.
void cannot(std::vector<Knockout> &out, const OptionAssessment &option, const Assessment &a,
            const Catalog &catalog, bool spotAlreadySaid)
{
    const Scenario &scenario = a.scenario;
    const Accelerator *accelerator = catalog.accelerator(option.acceleratorId);
    auto add = [&](Message reason) { out.push_back({std::move(reason), false}); };

    // The scenario's pricing model must be purchasable and priced (the spot rule above already
    // speaks for the spot price when it applies).
    if (!spotAlreadySaid) {
        if (!option.offered)
            add(notSold(option.pricingModel));
        else if (!option.priceKnown)
            add(noPrice(option.pricingModel));
    }

    // Only a documented supply limit rules an option out; an estimated one is an assumption the
    // option carries as a caveat (supplyCaveat()).
    // The matrix cannot weigh what it cannot price: an option sold at a known price whose cost
    // over the horizon the model cannot compute (no throughput figure, say) is left out, so an
    // unknown cost never sits at an arbitrary place on the cost scale.
    // Serving at a latency target no replica size meets (serving_point.h). It explains the
    // unknown cost, so that reason is not added twice.
    if (scenario.workload.serves() && option.serving.missed)
        add(*option.serving.missed);
    else if (option.offered && option.priceKnown && !option.tco.known())
        add(msg(QT_TRANSLATE_NOOP("Message", "its cost over the horizon cannot be computed: %1"),
                {arg::clauses(option.tco.how.note)}));

    const bool supplyKnown = option.supplyChips.known() && !option.supplyEstimated;
    const double supply = option.supplyChips.value;
    // Training and serving use one rule: what the work needs against what one order can get.
    if (scenario.workload.serves() && option.inferenceChips.known() && supplyKnown
        && option.inferenceChips.value > supply)
        add(msg(QT_TRANSLATE_NOOP("Message", "one serving replica needs %1 chips to hold the model; one order "
                                             "gets at most %2"),
                {arg::count(option.inferenceChips.value), arg::count(supply)}));

    if (scenario.workload.trains()) {
        // Seed 002: Inferentia is the inference member of the Neuron family.
        if (accelerator && accelerator->family == "inferentia")
            add(scenario.workload.kind == WorkloadKind::FineTuning
                    ? msg(QT_TRANSLATE_NOOP("Message", "Inferentia is an inference chip; the scenario includes "
                                                       "fine-tuning"))
                    : msg(QT_TRANSLATE_NOOP("Message", "Inferentia is an inference chip; the scenario includes "
                                                       "training")));
        else if (option.trainingChipsMin.known() && supplyKnown
                 && option.trainingChipsMin.value > supply)
            add(msg(QT_TRANSLATE_NOOP("Message", "training needs at least %1 chips to hold the model; one order "
                                                 "gets at most %2"),
                    {arg::count(option.trainingChipsMin.value), arg::count(supply)}));
        else if (supplyKnown && scenario.workload.training.runsPerYear > 0 && option.fastestRunDays.known()
                 && option.fastestRunDays.value > daysAvailablePerRun(scenario))
            add(msg(QT_TRANSLATE_NOOP("Message", "even on the %1 chips one order gets, a run takes %2; the plan "
                                                 "leaves %3 per run"),
                    {arg::count(supply), arg::days(option.fastestRunDays.value),
                     arg::days(daysAvailablePerRun(scenario))}));
    }
}

} // namespace

std::vector<Knockout> knockouts(const OptionAssessment &option, const Assessment &assessment,
                                const Catalog &catalog)
{
    std::vector<Knockout> out;
    byChoice(out, option, assessment, catalog);
    const Strategy &strategy = assessment.scenario.strategy;
    const bool spotSaid = (strategy.spotOnly || strategy.pricingModel == PricingModel::Spot)
        && !offerSellsSpot(option.offerId, assessment, catalog);
    cannot(out, option, assessment, catalog, spotSaid);
    return out;
}

bool offerSellsSpot(const std::string &offerId, const Assessment &assessment,
                    const Catalog &catalog)
{
    for (const auto &o : assessment.options)
        if (o.offerId == offerId && o.pricingModel == PricingModel::Spot && o.offered
            && o.priceKnown)
            return true;
    if (const Offer *offer = catalog.offer(offerId)) {
        const auto it = offer->prices.find(PricingModel::Spot);
        return it != offer->prices.end() && it->second.known() && it->second.chosen().offered;
    }
    return false;
}

} // namespace ad::detail
