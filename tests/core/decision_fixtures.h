#pragma once
// Hand-built catalogs and assessments for tst_decision: small enough to solve by hand, and
// independent of the shipped catalog data.
#include "decision/decision.h"
#include "decision/trade.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <span>
#include <string>
#include <vector>

namespace decision_test {

using namespace ad;

inline Provenance provenance(const std::string &source = "test-source")
{
    return {source, "2026", FigureKind::Estimate, ""};
}

inline Quantity quantity(double value, const std::string &unit = {})
{
    Quantity q;
    q.value = value;
    q.unit = unit;
    return q;
}

inline Accelerator accelerator(const std::string &id, const std::string &family,
                               const std::string &stack, std::vector<std::string> clouds)
{
    Accelerator a;
    a.id = id;
    a.name = id;
    a.family = family;
    a.stack = *softwareStackFromString(stack);
    a.clouds = std::move(clouds);
    return a;
}

// An offer priced on demand; spot: 1 sold, 0 explicitly not sold, -1 no published spot price.
inline Offer offer(const std::string &id, const std::string &acceleratorId, double chips, int spot)
{
    Offer o;
    o.id = id;
    o.acceleratorId = acceleratorId;
    o.provider = "Test cloud";
    o.instance = id;
    o.chips = Figure::single(chips, "count", provenance());
    o.prices[PricingModel::OnDemand] = Figure::single(10, "USD/instance-hour", provenance());
    if (spot >= 0) {
        Figure f = Figure::single(3, "USD/instance-hour", provenance());
        f.statements[0].offered = spot == 1;
        o.prices[PricingModel::Spot] = f;
    }
    return o;
}

inline Criterion criterion(const std::string &id, int weight, bool derived,
                           const std::string &metric = {})
{
    Criterion c;
    c.id = id;
    c.name = "Crit " + id;
    c.defaultWeight = weight;
    c.derived = derived;
    // An unknown name leaves the metric unset, as a criterion the model cannot score.
    c.metric = criterionMetricFromString(metric).value_or(CriterionMetric::None);
    return c;
}

inline OptionAssessment option(const std::string &offerId, const std::string &acceleratorId,
                               const std::string &family, const std::string &stack)
{
    OptionAssessment o;
    o.offerId = offerId;
    o.id = offerId + "/on_demand";
    o.acceleratorId = acceleratorId;
    o.label = "Label " + offerId;
    o.family = family;
    o.stack = *softwareStackFromString(stack);
    o.provider = "Test cloud";
    o.pricingModel = PricingModel::OnDemand;
    o.offered = true;
    o.priceKnown = true;
    o.needsPort = stack == "neuron";
    o.inDecision = true;
    // Priced and costed: an option sold at a known price whose cost cannot be computed is knocked
    // out (docs/decision.md), so a fixture that does not care about cost gives each the same one.
    o.tco = quantity(1.0e6, "USD");
    return o;
}

struct Fixture {
    Catalog catalog;
    Assessment assessment;

    OptionAssessment &opt(const std::string &offerId)
    {
        for (auto &o : assessment.options)
            if (o.offerId == offerId) return o;
        qFatal("no option %s", offerId.c_str());
    }
    DecisionResult decide() const { return ad::decide(assessment, catalog); }
    Recommendation recommend()
    {
        assessment.decision = ad::decide(assessment, catalog);
        assessment.trade = ad::tradeOf(assessment);
        return ad::recommend(assessment, catalog);
    }
};

// Two options: "trn" (Neuron, AWS only, 16 chips, no spot) and "gpu" (CUDA, five clouds, 8 chips,
// sold as spot). No criteria: each test adds the ones it needs.
inline Fixture twoOptions()
{
    Fixture f;
    f.catalog.accelerators = {accelerator("trnchip", "trainium", "neuron", {"aws"}),
                              accelerator("gpuchip", "gpu", "cuda",
                                          {"aws", "gcp", "azure", "oci", "neocloud"})};
    f.catalog.offers = {offer("trn", "trnchip", 16, 0), offer("gpu", "gpuchip", 8, 1)};
    f.assessment.scenario = defaultScenario();
    f.assessment.options = {option("trn", "trnchip", "trainium", "neuron"),
                            option("gpu", "gpuchip", "gpu", "cuda")};
    return f;
}

// One option per row of `scores`, each on its own CUDA chip with an expert profile holding the
// row's scores (0..1) as score10 values; one profile criterion per column with `weights`.
inline Fixture profileMatrix(const std::vector<std::vector<double>> &scores,
                             const std::vector<int> &weights)
{
    Fixture f;
    f.assessment.scenario = defaultScenario();
    for (std::size_t c = 0; c < weights.size(); ++c)
        f.catalog.criteria.push_back(criterion("c" + std::to_string(c), weights[c], false));
    for (std::size_t i = 0; i < scores.size(); ++i) {
        const std::string n = std::to_string(i);
        f.catalog.accelerators.push_back(accelerator("chip" + n, "gpu", "cuda", {"aws", "gcp"}));
        f.catalog.offers.push_back(offer("offer" + n, "chip" + n, 8, 1));
        Profile p;
        p.id = "profile" + n;
        p.name = "Profile " + n;
        p.acceleratorIds = {"chip" + n};
        for (std::size_t c = 0; c < weights.size(); ++c)
            p.scores["c" + std::to_string(c)] = Figure::single(scores[i][c] * 10, "score10",
                                                                provenance("panel-" + n));
        f.catalog.profiles.push_back(p);
        OptionAssessment o = option("offer" + n, "chip" + n, "gpu", "cuda");
        o.needsPort = false;
        f.assessment.options.push_back(o);
    }
    return f;
}

inline const MatrixRow &row(const DecisionResult &d, const std::string &offerId)
{
    for (const auto &r : d.rows)
        if (r.optionId == offerId + "/on_demand") return r;
    qFatal("no row %s", offerId.c_str());
}

inline const WeightSensitivity &sensitivity(const DecisionResult &d,
                                            const std::string &criterionId)
{
    for (const auto &s : d.sensitivity)
        if (s.criterionId == criterionId) return s;
    qFatal("no sensitivity for %s", criterionId.c_str());
}

inline bool near(double a, double b, double tolerance = 1e-9)
{
    return std::fabs(a - b) <= tolerance;
}

inline bool contains(const std::string &text, const std::string &part)
{
    return text.find(part) != std::string::npos;
}

inline bool anyContains(const std::vector<std::string> &texts, const std::string &part)
{
    return std::any_of(texts.begin(), texts.end(),
                       [&](const std::string &t) { return contains(t, part); });
}

inline std::string joined(const std::vector<std::string> &texts)
{
    std::string out;
    for (const auto &t : texts) out += t + " | ";
    return out;
}

// The recommendation's sentences are messages; the tests read them as the CLI writes them.
inline bool contains(const ad::Message &text, const std::string &part) { return contains(ad::write(text), part); }

inline std::vector<std::string> written(const std::vector<ad::Message> &texts)
{
    std::vector<std::string> out;
    for (const auto &t : texts) out.push_back(ad::write(t));
    return out;
}

inline bool anyContains(const std::vector<ad::Message> &texts, const std::string &part)
{
    return anyContains(written(texts), part);
}

inline std::string joined(const std::vector<ad::Message> &texts) { return joined(written(texts)); }
// An explanation's note, its clauses as the front ends join them.
inline bool contains(std::span<const ad::Message> clauses, const std::string &part)
{
    return contains(ad::writeClauses(clauses), part);
}

// The test's own weighted mean, independent of weightedTotal().
inline double mean(const std::vector<double> &scores, const std::vector<double> &weights)
{
    double num = 0, den = 0;
    for (std::size_t k = 0; k < scores.size(); ++k) {
        num += weights[k] * scores[k];
        den += weights[k];
    }
    return num / den;
}

// Index of the best row by the test's own weighted mean (first on ties).
inline std::size_t best(const std::vector<std::vector<double>> &scores,
                        const std::vector<double> &weights)
{
    std::size_t top = 0;
    for (std::size_t i = 1; i < scores.size(); ++i)
        if (mean(scores[i], weights) > mean(scores[top], weights) + 1e-12) top = i;
    return top;
}

// True when another row's total equals the best one: the winner is then a matter of order.
inline bool tiedAtTop(const std::vector<std::vector<double>> &scores,
                      const std::vector<double> &weights)
{
    const std::size_t top = best(scores, weights);
    for (std::size_t i = 0; i < scores.size(); ++i)
        if (i != top && near(mean(scores[i], weights), mean(scores[top], weights), 1e-12))
            return true;
    return false;
}

using Matrix = std::vector<std::vector<double>>;

} // namespace decision_test
