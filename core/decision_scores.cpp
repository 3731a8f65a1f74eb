// Knock-out constraints and per-criterion scores of the decision matrix (docs/decision.md).
#include "decision_detail.h"

#include <algorithm>
#include <cmath>
#include <charconv>
#include <limits>

namespace ad::detail {

namespace {

std::string cloudName(const std::string &id)
{
    if (id == "aws") return "AWS";
    if (id == "gcp") return "Google Cloud";
    if (id == "azure") return "Azure";
    if (id == "oci") return "Oracle Cloud";
    if (id == "neocloud") return "GPU clouds";
    if (id == "on_prem") return "on-premises";
    return id;
}

std::string stackName(const std::string &id)
{
    if (id == "neuron") return "Neuron";
    if (id == "cuda") return "CUDA";
    if (id == "xla") return "XLA";
    if (id == "synapse") return "SynapseAI";
    return id;
}

// "on demand", "on a 3-year commitment", "as spot": how an offer is sold, for "not sold ..."
const char *soldPhrase(PricingModel model)
{
    switch (model) {
    case PricingModel::OnDemand: return "on demand";
    case PricingModel::Commit1y: return "on a 1-year commitment";
    case PricingModel::Commit3y: return "on a 3-year commitment";
    case PricingModel::Spot: return "as spot";
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
    }
    return "";
}

std::string count(double value)
{
    return fixedDecimals(value, 0);
}

bool trains(WorkloadKind kind)
{
    return kind == WorkloadKind::Training || kind == WorkloadKind::FineTuning
        || kind == WorkloadKind::Mixed;
}

bool serves(WorkloadKind kind)
{
    return kind == WorkloadKind::Inference || kind == WorkloadKind::Mixed;
}

// Explicitly "not offered" in the catalog, as opposed to no published figure at all.
bool catalogSaysNotOffered(const Offer *offer, PricingModel model)
{
    if (!offer) return false;
    const auto it = offer->prices.find(model);
    return it != offer->prices.end() && it->second.known() && !it->second.chosen().offered;
}

} // namespace

std::string fixedDecimals(double value, int decimals)
{
    if (!std::isfinite(value)) return "n/a";
    char buffer[512];
    const auto r = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed,
                                 decimals);
    if (r.ec != std::errc{}) return "n/a";
    return std::string(buffer, r.ptr);
}

std::string formatShort(double value)
{
    const double rounded = std::round(value * 10) / 10;
    return fixedDecimals(rounded, std::fabs(rounded - std::round(rounded)) < 1e-9 ? 0 : 1);
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

std::vector<std::string> knockouts(const OptionAssessment &option, const Assessment &assessment,
                                   const Catalog &catalog)
{
    std::vector<std::string> out;
    const Scenario &scenario = assessment.scenario;
    const Strategy &strategy = scenario.strategy;
    const WorkloadKind kind = scenario.workload.kind;
    const Accelerator *accelerator = catalog.accelerator(option.acceleratorId);
    const Offer *offer = catalog.offer(option.offerId);

    // Seeds 000, 001 and 002: a multi-cloud mandate rules out silicon only one cloud rents.
    if (strategy.multiCloudRequired) {
        if (!accelerator) {
            out.push_back("the clouds that rent " + option.acceleratorId
                          + " are unknown; the scenario requires multi-cloud (at least 2)");
        } else if (accelerator->clouds.size() < 2) {
            std::string where = accelerator->clouds.empty()
                ? std::string("no cloud is listed for it")
                : "available only on " + cloudName(accelerator->clouds.front()) + " (1 cloud)";
            out.push_back(where + "; the scenario requires multi-cloud (at least 2)");
        }
    }

    // A team can limit the providers it will buy from (an AWS-native team comparing trn and P
    // instances, as seeds 002 and 003 do).
    if (!strategy.providers.empty() && offer
        && std::find(strategy.providers.begin(), strategy.providers.end(), offer->provider)
               == strategy.providers.end()) {
        std::string list;
        for (const auto &p : strategy.providers) list += (list.empty() ? "" : ", ") + p;
        out.push_back("sold by " + offer->provider + "; the scenario considers only " + list);
    }

    // Seed 000: a spot-only budget rules out offers with no spot market (Trn3 has none).
    const bool wantsSpot = strategy.spotOnly || strategy.pricingModel == PricingModel::Spot;
    const bool spotKnockout = wantsSpot && !offerSellsSpot(option.offerId, assessment, catalog);
    if (spotKnockout) {
        const bool explicitNo = catalogSaysNotOffered(offer, PricingModel::Spot)
            || (strategy.pricingModel == PricingModel::Spot && !option.offered);
        out.push_back(std::string(explicitNo ? "not sold as spot" : "no published spot price")
                      + (strategy.spotOnly ? "; the scenario's budget is spot-only"
                                           : "; the scenario prices everything at spot"));
    }

    // The scenario's pricing model must be purchasable and priced.
    if (!spotKnockout) {
        if (!option.offered)
            out.push_back(std::string("not sold ") + soldPhrase(option.pricingModel));
        else if (!option.priceKnown)
            out.push_back(std::string("no published ") + priceAdjective(option.pricingModel)
                          + " price");
    }

    // Seed 002's "need production in under 4 weeks": a port longer than the deadline.
    if (strategy.deadlineWeeks > 0 && option.needsPort && option.portingWeeks.known()
        && option.portingWeeks.value > strategy.deadlineWeeks) {
        const std::string stack =
            accelerator ? stackName(accelerator->stack) : std::string("its stack");
        out.push_back("the port to " + stack
                      + " takes about " + formatShort(option.portingWeeks.value)
                      + " weeks; the deadline is " + formatShort(strategy.deadlineWeeks)
                      + " weeks away");
    }

    // A serving replica must fit in one instance.
    if (serves(kind) && option.inferenceChips.known() && offer && offer->chips.known()
        && option.inferenceChips.value > offer->chips.value()) {
        out.push_back("the model needs " + count(option.inferenceChips.value)
                      + " chips per serving replica; one instance has "
                      + count(offer->chips.value()));
    }

    if (trains(kind)) {
        if (option.trainingChipsMin.known()
            && option.trainingChipsMin.value > scenario.workload.training.chips) {
            out.push_back("training needs at least " + count(option.trainingChipsMin.value)
                          + " chips to hold the model; the scenario uses "
                          + count(scenario.workload.training.chips));
        }
        // Seed 002: Inferentia is the inference member of the Neuron family.
        if (accelerator && accelerator->family == "inferentia")
            out.push_back("Inferentia is an inference chip; the scenario includes "
                          + std::string(kind == WorkloadKind::FineTuning ? "fine-tuning"
                                                                          : "training"));
    }
    return out;
}

namespace {

CriterionScore unknownScore(const std::string &what, std::string why)
{
    CriterionScore s;
    s.score = 0.5;
    s.derived = true;
    s.how.method = Method::Unknown;
    s.how.formula = "figure unknown: neutral score 0.5";
    s.how.terms = {{what + " (unknown)", 0.5, "score"}};
    s.how.note = std::move(why);
    return s;
}

// Lower is better: the best included value divided by this one (1 for the best).
CriterionScore ratioScore(const std::string &what, const std::string &unit,
                          const Quantity OptionAssessment::*field, const OptionAssessment &option,
                          const ScoringContext &context)
{
    const Quantity &mine = option.*field;
    if (!mine.known() || mine.value < 0)
        return unknownScore(what, what + " is unknown for this option");
    double best = std::numeric_limits<double>::infinity();
    std::string bestLabel;
    for (const OptionAssessment *o : context.included) {
        const Quantity &q = o->*field;
        if (q.known() && q.value >= 0 && q.value < best) {
            best = q.value;
            bestLabel = o->label;
        }
    }
    if (!std::isfinite(best)) {
        best = mine.value; // no included option knows it: this one is its own reference
        bestLabel = option.label;
    }
    CriterionScore s;
    s.derived = true;
    s.how.method = Method::Derived;
    s.how.formula = "score = lowest " + what + " among remaining options ÷ this option's " + what;
    s.how.terms = {{"this option's " + what, mine.value, unit},
                   {"lowest " + what + " (" + bestLabel + ")", best, unit}};
    s.how.sources = mine.how.sources;
    if (mine.value <= 0)
        s.score = 1;
    else
        s.score = std::clamp(best / mine.value, 0.0, 1.0);
    if (!mine.how.note.empty()) s.how.note = mine.how.note;
    return s;
}

const Profile *profileFor(const Catalog &catalog, const std::string &acceleratorId)
{
    for (const auto &p : catalog.profiles)
        if (std::find(p.acceleratorIds.begin(), p.acceleratorIds.end(), acceleratorId)
            != p.acceleratorIds.end())
            return &p;
    return nullptr;
}

CriterionScore profileScore(const Criterion &criterion, const OptionAssessment &option,
                            const Catalog &catalog)
{
    const Profile *profile = profileFor(catalog, option.acceleratorId);
    if (!profile)
        return unknownScore(criterion.name, "no expert profile covers " + option.acceleratorId);
    const auto it = profile->scores.find(criterion.id);
    if (it == profile->scores.end() || !it->second.known())
        return unknownScore(criterion.name,
                            "the profile '" + profile->name + "' gives no " + criterion.name
                                + " score");
    const Statement &st = it->second.chosen();
    CriterionScore s;
    s.derived = criterion.derived;
    s.score = std::clamp(st.value / 10.0, 0.0, 1.0);
    s.how.method = Method::Catalog;
    s.how.formula = "score = expert profile score ÷ 10";
    s.how.terms = {{"profile '" + profile->name + "' score", st.value, "of 10"}};
    if (!st.provenance.source.empty()) s.how.sources = {st.provenance.source};
    s.how.note = std::string(toString(st.provenance.kind))
        + (st.provenance.note.empty() ? "" : ": " + st.provenance.note);
    if (it->second.conflicting()) s.how.note += "; sources disagree on this score";
    return s;
}

CriterionScore derivedScore(const Criterion &criterion, const OptionAssessment &option,
                            const ScoringContext &context)
{
    const std::string &m = criterion.metric;
    if (m == "tco")
        return ratioScore("cost over the horizon", "USD", &OptionAssessment::tco, option, context);
    if (m == "cost_per_mtok")
        return ratioScore("cost per million tokens", "USD/Mtok",
                          &OptionAssessment::costPerMTokens, option, context);
    if (m == "training_cost")
        return ratioScore("training cost per run", "USD", &OptionAssessment::trainingCostPerRun,
                          option, context);
    if (m == "time_to_result") {
        // Wall-clock per run, with the one-off port spread over the runs of the horizon: a port
        // delays the first result, not every one (seed 003: the port amortises across runs).
        const Scenario &sc = context.assessment->scenario;
        const double runs = std::max(1.0, sc.workload.training.runsPerYear * sc.strategy.horizonMonths / 12.0);
        auto days = [runs](const OptionAssessment &o) {
            if (!o.trainingWallClockDays.known()) return std::numeric_limits<double>::quiet_NaN();
            double d = o.trainingWallClockDays.value;
            if (o.needsPort) {
                if (!o.portingWeeks.known()) return std::numeric_limits<double>::quiet_NaN();
                d += o.portingWeeks.value * 7 / runs;
            }
            return d;
        };
        const double mine = days(option);
        if (!std::isfinite(mine))
            return unknownScore("time to result",
                                "training wall-clock or porting time is unknown for this option");
        double best = mine;
        std::string bestLabel = option.label;
        for (const OptionAssessment *o : context.included) {
            const double d = days(*o);
            if (std::isfinite(d) && d < best) {
                best = d;
                bestLabel = o->label;
            }
        }
        CriterionScore s;
        s.derived = true;
        s.how.method = Method::Derived;
        s.how.formula = "score = shortest time per result ÷ this option's (training days per run + "
                        "porting weeks × 7 ÷ runs over the horizon, when a port is needed)";
        s.how.terms = {{"training wall-clock", option.trainingWallClockDays.value, "days"},
                       {"porting time", option.needsPort ? option.portingWeeks.value * 7 : 0.0,
                        "days"},
                       {"runs over the horizon", runs, "runs"},
                       {"shortest time to result (" + bestLabel + ")", best, "days"}};
        s.how.sources = option.trainingWallClockDays.how.sources;
        s.score = mine <= 0 ? 1.0 : std::clamp(best / mine, 0.0, 1.0);
        return s;
    }
    if (m == "porting_weeks") {
        const double weeks = option.needsPort ? option.portingWeeks.value : 0.0;
        if (!std::isfinite(weeks))
            return unknownScore("porting effort", "porting weeks are unknown for this option");
        CriterionScore s;
        s.derived = true;
        s.how.method = Method::Derived;
        // A four-week port halves the score: seed 002 treats 4 weeks as the line between a
        // migration a team can absorb and one it cannot.
        s.how.formula = "score = 1 ÷ (1 + porting weeks ÷ 4)";
        s.how.terms = {{"porting weeks", weeks, "weeks"}};
        if (option.needsPort) s.how.sources = option.portingWeeks.how.sources;
        else s.how.note = "no port needed: the team's stack runs it";
        s.score = 1.0 / (1.0 + std::max(0.0, weeks) / 4.0);
        return s;
    }
    if (m == "memory_headroom") {
        if (!option.memoryHeadroom.known())
            return unknownScore("memory headroom", "memory headroom is unknown for this option");
        CriterionScore s;
        s.derived = true;
        s.how.method = Method::Derived;
        s.how.formula = "score = free share of memory at the scenario's chip count, within 0..1";
        s.how.terms = {{"memory headroom", option.memoryHeadroom.value, "fraction"}};
        s.how.sources = option.memoryHeadroom.how.sources;
        s.score = std::clamp(option.memoryHeadroom.value, 0.0, 1.0);
        return s;
    }
    if (m == "spot_available") {
        const bool spot = offerSellsSpot(option.offerId, *context.assessment, *context.catalog);
        CriterionScore s;
        s.derived = true;
        s.how.method = Method::Catalog;
        s.how.formula = "score = 1 when the offer is sold as spot at a published price, else 0";
        s.how.terms = {{"sold as spot", spot ? 1.0 : 0.0, "yes/no"}};
        s.score = spot ? 1.0 : 0.0;
        return s;
    }
    if (m == "portability") {
        const Accelerator *a = context.catalog->accelerator(option.acceleratorId);
        if (!a)
            return unknownScore("portability", "the clouds that rent " + option.acceleratorId
                                                   + " are unknown");
        CriterionScore s;
        s.derived = true;
        s.how.method = Method::Catalog;
        s.how.formula = "score = number of clouds that rent the chip ÷ 4, at most 1";
        s.how.terms = {{"clouds", static_cast<double>(a->clouds.size()), "count"}};
        std::string list;
        for (const auto &c : a->clouds) list += (list.empty() ? "" : ", ") + cloudName(c);
        s.how.note = list.empty() ? "no cloud listed" : "rented on " + list;
        s.score = std::min(1.0, static_cast<double>(a->clouds.size()) / 4.0);
        return s;
    }
    if (m == "availability") {
        CriterionScore s = profileScore(criterion, option, *context.catalog);
        s.derived = true;
        if (s.how.method == Method::Unknown)
            s.how.note = "no capacity data for this chip (" + s.how.note + ")";
        return s;
    }
    return unknownScore(criterion.name, "the model computes no metric named '" + m + "'");
}

} // namespace

CriterionScore scoreCriterion(const Criterion &criterion, const OptionAssessment &option,
                              const ScoringContext &context)
{
    CriterionScore s = criterion.derived ? derivedScore(criterion, option, context)
                                         : profileScore(criterion, option, *context.catalog);
    s.derived = criterion.derived;
    return s;
}

} // namespace ad::detail
