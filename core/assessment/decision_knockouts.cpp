// Knock-out constraints of the decision matrix (docs/decision.md, "Knock-outs").
#include "assessment/decision_detail.h"

#include "assessment/assessment_format.h"
#include "assessment/plan.h"

#include <algorithm>
#include <cmath>

namespace ad::detail {

namespace {

// "on demand", "on a 3-year commitment", "as spot": how an offer is sold, for "not sold ..."
const char *soldPhrase(PricingModel model)
{
    switch (model) {
    case PricingModel::OnDemand: return "on demand";
    case PricingModel::Commit1y: return "on a 1-year commitment";
    case PricingModel::Commit3y: return "on a 3-year commitment";
    case PricingModel::Spot: return "as spot";
    case PricingModel::CapacityBlock: return "as a Capacity Block";
    }
    return "";
}

// "on-demand", "1-year commitment", "spot": the adjective for "no published ... price"
const char *priceAdjective(PricingModel model)
{
    switch (model) {
    case PricingModel::OnDemand: return "on-demand";
    case PricingModel::Commit1y: return "1-year commitment";
    case PricingModel::Commit3y: return "3-year commitment";
    case PricingModel::Spot: return "spot";
    case PricingModel::CapacityBlock: return "Capacity Block";
    }
    return "";
}

std::string count(double value)
{
    return fixedDecimals(value, 0);
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
    auto add = [&](std::string reason) { out.push_back({std::move(reason), true}); };

    // Seeds 000, 001 and 002: a multi-cloud mandate rules out silicon only one cloud rents.
    if (strategy.multiCloudRequired) {
        if (!accelerator) {
            add("the clouds that rent " + option.acceleratorId
                + " are unknown; the scenario requires at least 2 clouds");
        } else if (accelerator->clouds.size() < 2) {
            add((accelerator->clouds.empty()
                     ? std::string("no cloud is listed for it")
                     : "only " + cloudName(accelerator->clouds.front()) + " rents it")
                + "; the scenario requires at least 2 clouds");
        }
    }

    // A team can limit the providers it will buy from (an AWS-native team comparing trn and P
    // instances, as seeds 001 to 003 do).
    if (!strategy.providers.empty() && offer
        && std::find(strategy.providers.begin(), strategy.providers.end(), offer->provider)
               == strategy.providers.end()) {
        std::string list;
        for (const auto &p : strategy.providers) list += (list.empty() ? "" : ", ") + p;
        add("sold by " + offer->provider + "; the scenario considers only " + list);
    }

    // Seed 000: a spot-only budget rules out offers with no spot market (Trn3 has none).
    const bool wantsSpot = strategy.spotOnly || strategy.pricingModel == PricingModel::Spot;
    if (wantsSpot && !offerSellsSpot(option.offerId, a, catalog)) {
        const bool explicitNo = catalogSaysNotOffered(offer, PricingModel::Spot)
            || (strategy.pricingModel == PricingModel::Spot && !option.offered);
        add(std::string(explicitNo ? "not sold as spot" : "no published spot price")
            + (strategy.spotOnly ? "; the scenario's budget is spot-only"
                                 : "; the scenario prices everything at spot"));
    }

    // Seed 002's "need production in under 4 weeks": a port longer than the deadline.
    if (strategy.deadlineWeeks > 0 && option.needsPort && option.portingWeeks.known()
        && option.portingWeeks.value > strategy.deadlineWeeks) {
        add("the port to " + std::string(displayName(option.stack)) + " takes about "
            + formatShort(option.portingWeeks.value) + " weeks; the deadline is "
            + formatShort(strategy.deadlineWeeks) + " weeks away");
    }
}

// What the option cannot do, whatever the scenario prefers.
void cannot(std::vector<Knockout> &out, const OptionAssessment &option, const Assessment &a,
            const Catalog &catalog, bool spotAlreadySaid)
{
    const Scenario &scenario = a.scenario;
    const Accelerator *accelerator = catalog.accelerator(option.acceleratorId);
    auto add = [&](std::string reason) { out.push_back({std::move(reason), false}); };

    // The scenario's pricing model must be purchasable and priced (the spot rule above already
    // speaks for the spot price when it applies).
    if (!spotAlreadySaid) {
        if (!option.offered)
            add(std::string("not sold ") + soldPhrase(option.pricingModel));
        else if (!option.priceKnown)
            add(std::string("no published ") + priceAdjective(option.pricingModel) + " price");
    }

    // Only a documented supply limit rules an option out; an estimated one is an assumption the
    // option carries as a caveat (supplyCaveat()).
    // The matrix cannot weigh what it cannot price: an option sold at a known price whose cost
    // over the horizon the model cannot compute (no throughput figure, say) is left out, so an
    // unknown cost never sits at an arbitrary place on the cost scale.
    // Serving at a latency target no replica size meets (serving_point.h). It explains the
    // unknown cost, so that reason is not added twice.
    if (scenario.workload.serves() && option.serving.missed)
        add(write(*option.serving.missed));
    else if (option.offered && option.priceKnown && !option.tco.known())
        add("its cost over the horizon cannot be computed: " + writeClauses(option.tco.how.note));

    const bool supplyKnown = option.supplyChips.known() && !option.supplyEstimated;
    const double supply = option.supplyChips.value;
    // Training and serving use one rule: what the work needs against what one order can get.
    if (scenario.workload.serves() && option.inferenceChips.known() && supplyKnown
        && option.inferenceChips.value > supply)
        add("one serving replica needs " + count(option.inferenceChips.value)
            + " chips to hold the model; one order gets at most " + count(supply));

    if (scenario.workload.trains()) {
        // Seed 002: Inferentia is the inference member of the Neuron family.
        if (accelerator && accelerator->family == "inferentia")
            add("Inferentia is an inference chip; the scenario includes "
                + std::string(scenario.workload.kind == WorkloadKind::FineTuning ? "fine-tuning"
                                                                                  : "training"));
        else if (option.trainingChipsMin.known() && supplyKnown
                 && option.trainingChipsMin.value > supply)
            add("training needs at least " + count(option.trainingChipsMin.value)
                + " chips to hold the model; one order gets at most " + count(supply));
        else if (supplyKnown && scenario.workload.training.runsPerYear > 0 && option.fastestRunDays.known()
                 && option.fastestRunDays.value > daysAvailablePerRun(scenario))
            add("even on the " + count(supply)
                + " chips one order gets, a run takes " + formatDuration(option.fastestRunDays.value)
                + "; the plan leaves " + formatDuration(daysAvailablePerRun(scenario))
                + " per run");
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
