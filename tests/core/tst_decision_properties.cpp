// Properties the decision must have whatever the scenario (docs/decision.md, "Properties"):
// checked over every shipped preset and a set of random scenarios on the shipped catalog, not
// assumed from the algebra.
//  - scores lie in 0..1 and a group's members weigh exactly the group's weight;
//  - narrowing the choice (providers) moves no score but the cost scores, which all move alike,
//    and keeps the others' order;
//  - removing or adding an option that does not win keeps the winner and the others' order;
//  - more memory never scores lower on memory fit;
//  - money is counted once, in the cost over the horizon;
//  - the trade comes first in dollars, and a GPU chosen over a much cheaper Trainium says what
//    it costs in the headline.
#include "assessment.h"
#include "assessment_format.h"
#include "catalog_io.h"
#include "presets.h"
#include "scenario_samples.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <set>

using namespace ad;

namespace {

const Catalog &shipped()
{
    static const Catalog catalog = loadEmbeddedCatalog().catalog;
    return catalog;
}

// Every preset, then random scenarios that still price something at their pricing model.
std::vector<std::pair<std::string, Scenario>> scenarios(int randomCount)
{
    std::vector<std::pair<std::string, Scenario>> out;
    for (const auto &p : presetList()) out.emplace_back(p.id, p.scenario);
    std::mt19937 rng(20261124);
    for (int i = 0; i < randomCount; ++i) {
        Scenario s = scenario_samples::randomScenario(rng);
        // Keep the random parts that make a matrix at all: a known team stack and no weights
        // for criteria that do not exist.
        s.decision = {};
        s.strategy.providers.clear();
        s.strategy.baselineOffer.clear();
        s.team.cudaComponents.clear();
        s.workload.modelPreset.clear();
        out.emplace_back("random " + std::to_string(i), s);
    }
    return out;
}

const MatrixRow *rowOf(const Assessment &a, const std::string &id)
{
    for (const auto &r : a.decision.rows)
        if (r.optionId == id) return &r;
    return nullptr;
}

std::vector<std::string> includedOrder(const Assessment &a)
{
    std::vector<std::string> out;
    for (const auto &r : a.decision.rows)
        if (!r.excluded) out.push_back(r.optionId);
    return out;
}

// `order` with only the ids in `keep`.
std::vector<std::string> filtered(const std::vector<std::string> &order,
                                  const std::vector<std::string> &keep)
{
    std::vector<std::string> out;
    for (const auto &id : order)
        if (std::find(keep.begin(), keep.end(), id) != keep.end()) out.push_back(id);
    return out;
}

std::size_t criterionIndex(const DecisionResult &d, CriterionMetric metric)
{
    for (std::size_t c = 0; c < d.criteria.size(); ++c)
        if (d.criteria[c].metric == metric) return c;
    return d.criteria.size();
}

std::string joined(const std::vector<std::string> &ids)
{
    std::string out;
    for (const auto &id : ids) out += id + " ";
    return out;
}

// On the main, logarithmic part of the cost scale, where moving its origin shifts every score
// alike (1 down to 0.1; docs/decision.md).
bool inMainPart(double costScore)
{
    return costScore > 0.1 + 1e-12 && costScore < 1;
}

bool contains(const std::string &text, const std::string &part)
{
    return text.find(part) != std::string::npos;
}

} // namespace

class TestDecisionProperties : public QObject
{
    Q_OBJECT

private slots:
    void scoresAndWeightsAreWellFormed();
    void narrowingTheChoiceKeepsTheOrder();
    void removingANonWinnerKeepsTheRest();
    void addingADominatedOptionChangesNothing();
    void memoryFitIsMonotoneInMemory();
    void moneyIsCountedOnceInTheCost();
    void theTradeComesFirstInDollars();
};

void TestDecisionProperties::scoresAndWeightsAreWellFormed()
{
    for (const auto &[name, scenario] : scenarios(60)) {
        const Assessment a = assess(scenario, shipped());
        const DecisionResult &d = a.decision;
        for (const auto &row : d.rows) {
            QVERIFY2(row.total >= 0 && row.total <= 1, name.c_str());
            for (const auto &s : row.scores)
                QVERIFY2(s.score >= 0 && s.score <= 1 && std::isfinite(s.score), name.c_str());
        }
        for (const auto &c : d.criteria) QVERIFY2(c.effectiveWeight >= 0, name.c_str());
        for (const auto &g : d.groups) {
            double sum = 0;
            bool any = false;
            for (std::size_t m : g.members) {
                sum += d.criteria[m].effectiveWeight;
                any = any || (d.criteria[m].hasData && d.criteria[m].weight > 0);
            }
            if (any) QVERIFY2(std::fabs(sum - g.weight) < 1e-9, name.c_str());
        }
    }
}

void TestDecisionProperties::narrowingTheChoiceKeepsTheOrder()
{
    std::set<std::string> providers;
    for (const auto &o : shipped().offers) providers.insert(o.provider);
    QVERIFY(providers.size() >= 2);
    int compared = 0;
    for (const auto &[name, scenario] : scenarios(20)) {
        const Assessment all = assess(scenario, shipped());
        // The providers the scenario already considers, less one.
        std::vector<std::string> considered = scenario.strategy.providers;
        if (considered.empty()) considered.assign(providers.begin(), providers.end());
        for (const std::string &dropped : considered) {
            Scenario narrow = scenario;
            narrow.strategy.providers.clear();
            for (const auto &p : considered)
                if (p != dropped) narrow.strategy.providers.push_back(p);
            if (narrow.strategy.providers.empty()) continue;
            const Assessment fewer = assess(narrow, shipped());
            const std::string where = name + " without " + dropped;
            const std::size_t cost = criterionIndex(all.decision, CriterionMetric::Tco);
            std::vector<double> shifts;
            std::vector<std::string> unsaturated;
            for (const auto &row : fewer.decision.rows) {
                const MatrixRow *before = rowOf(all, row.optionId);
                QVERIFY(before);
                for (std::size_t c = 0; c < row.scores.size(); ++c)
                    if (c != cost)
                        QVERIFY2(row.scores[c].score == before->scores[c].score,
                                 (where + ": " + row.optionId + " " + fewer.decision.criteria[c].id).c_str());
                const double now = row.scores[cost].score, then = before->scores[cost].score;
                if (!row.scores[cost].known || !inMainPart(now) || !inMainPart(then)) continue;
                shifts.push_back(now - then);
                if (!row.excluded) unsaturated.push_back(row.optionId);
            }
            // The origin of the cost scale may move to the cheapest option left in view: every
            // cost score inside the scale moves by one amount, so no difference changes.
            for (double s : shifts) QVERIFY2(std::fabs(s - shifts.front()) < 1e-9, where.c_str());
            QVERIFY2(filtered(includedOrder(fewer), unsaturated) == filtered(includedOrder(all), unsaturated),
                     where.c_str());
            ++compared;
        }
    }
    QVERIFY(compared > 30);
}

void TestDecisionProperties::removingANonWinnerKeepsTheRest()
{
    int compared = 0;
    for (const auto &[name, scenario] : scenarios(12)) {
        const Assessment all = assess(scenario, shipped());
        if (all.decision.winner.empty()) continue;
        const std::string winnerOffer = all.option(all.decision.winner)->offerId;
        const std::size_t cost = criterionIndex(all.decision, CriterionMetric::Tco);
        for (const auto &offer : shipped().offers) {
            if (offer.id == winnerOffer) continue;
            Catalog fewerOffers = shipped();
            std::erase_if(fewerOffers.offers, [&](const Offer &o) { return o.id == offer.id; });
            const Assessment fewer = assess(scenario, fewerOffers);
            const std::string where = name + " without " + offer.id;
            QVERIFY2(fewer.decision.winner == all.decision.winner, where.c_str());

            // Only the cost scale's anchor can move, and only when the removed offer set it:
            // then every unsaturated cost score moves by the same amount.
            std::vector<double> shifts;
            for (const auto &row : fewer.decision.rows) {
                const MatrixRow *before = rowOf(all, row.optionId);
                QVERIFY(before);
                for (std::size_t c = 0; c < row.scores.size(); ++c) {
                    if (c == cost) continue;
                    QVERIFY2(row.scores[c].score == before->scores[c].score, where.c_str());
                }
                const double now = row.scores[cost].score, then = before->scores[cost].score;
                if (row.scores[cost].known && inMainPart(now) && inMainPart(then))
                    shifts.push_back(now - then);
            }
            for (double s : shifts) QVERIFY2(std::fabs(s - shifts.front()) < 1e-9, where.c_str());
            if (fewer.decision.costAnchor == all.decision.costAnchor)
                for (double s : shifts) QVERIFY2(s == 0, where.c_str());

            // The rest keep their order, except among options in the tail of the cost scale in
            // either run (more than 87 % above the cheapest, where the scale flattens).
            std::vector<std::string> unsaturated;
            for (const auto &row : fewer.decision.rows) {
                const MatrixRow *before = rowOf(all, row.optionId);
                if (!row.excluded && inMainPart(row.scores[cost].score)
                    && inMainPart(before->scores[cost].score))
                    unsaturated.push_back(row.optionId);
            }
            QVERIFY2(filtered(includedOrder(fewer), unsaturated)
                         == filtered(includedOrder(all), unsaturated),
                     (where + ": " + joined(includedOrder(all)) + "| " + joined(includedOrder(fewer))).c_str());
            ++compared;
        }
    }
    QVERIFY(compared > 100);
}

void TestDecisionProperties::addingADominatedOptionChangesNothing()
{
    for (const auto &[name, scenario] : scenarios(12)) {
        const Assessment all = assess(scenario, shipped());
        if (all.decision.rows.size() < 2) continue;
        // A dearer copy of the last-ranked included option, from a provider of its own.
        std::string copied;
        for (const auto &row : all.decision.rows)
            if (!row.excluded && row.optionId != all.decision.winner) copied = all.option(row.optionId)->offerId;
        if (copied.empty()) continue;
        Catalog more = shipped();
        Offer clone = *more.offer(copied);
        clone.id += "-dearer";
        for (auto &[model, price] : clone.prices)
            for (auto &st : price.statements) {
                st.value *= 1.5;
                st.quotedValue *= 1.5;
            }
        more.offers.push_back(clone);
        const Assessment added = assess(scenario, more);
        QVERIFY2(added.decision.winner == all.decision.winner, name.c_str());
        for (const auto &row : all.decision.rows) {
            const MatrixRow *after = rowOf(added, row.optionId);
            QVERIFY(after);
            for (std::size_t c = 0; c < row.scores.size(); ++c)
                QVERIFY2(after->scores[c].score == row.scores[c].score, name.c_str());
        }
        const auto before = includedOrder(all);
        QVERIFY2(filtered(includedOrder(added), before) == before, name.c_str());
    }
}

void TestDecisionProperties::memoryFitIsMonotoneInMemory()
{
    int compared = 0;
    for (const auto &[name, scenario] : scenarios(10)) {
        const Assessment base = assess(scenario, shipped());
        const std::size_t memory = criterionIndex(base.decision, CriterionMetric::MemoryHeadroom);
        QVERIFY(memory < base.decision.criteria.size());
        for (const auto &acc : shipped().accelerators) {
            if (!acc.memoryBytes.known()) continue;
            for (double factor : {1.25, 2.0}) {
                Catalog bigger = shipped();
                for (auto &a : bigger.accelerators)
                    if (a.id == acc.id)
                        for (auto &st : a.memoryBytes.statements) st.value *= factor;
                const Assessment more = assess(scenario, bigger);
                for (const auto &row : more.decision.rows) {
                    if (more.option(row.optionId)->acceleratorId != acc.id) continue;
                    const MatrixRow *before = rowOf(base, row.optionId);
                    QVERIFY(before);
                    QVERIFY2(row.scores[memory].score >= before->scores[memory].score - 1e-12,
                             (name + ": " + row.optionId + " scores lower with more memory").c_str());
                    ++compared;
                }
            }
        }
    }
    QVERIFY(compared > 100);
}

void TestDecisionProperties::moneyIsCountedOnceInTheCost()
{
    // Dearer engineers and more tokens served change what the options cost, and nothing else:
    // the port's dollars and the serving bill live in the cost over the horizon only.
    for (const auto &p : presetList()) {
        const Assessment base = assess(p.scenario, shipped());
        Scenario dearer = p.scenario;
        dearer.team.hourlyRateUsd *= 2;
        dearer.workload.inference.tokensPerDayM *= 3;
        const Assessment changed = assess(dearer, shipped());
        const std::size_t cost = criterionIndex(base.decision, CriterionMetric::Tco);
        for (const auto &row : changed.decision.rows) {
            const MatrixRow *before = rowOf(base, row.optionId);
            if (!before || before->excluded || row.excluded) continue;
            for (std::size_t c = 0; c < row.scores.size(); ++c) {
                if (c == cost) continue;
                QVERIFY2(row.scores[c].score == before->scores[c].score,
                         (p.id + ": " + row.optionId + " " + base.decision.criteria[c].id).c_str());
            }
        }
    }
}

void TestDecisionProperties::theTradeComesFirstInDollars()
{
    int checkedOverrule = 0;
    for (const auto &[name, scenario] : scenarios(40)) {
        const Assessment a = assess(scenario, shipped());
        const Trade &t = a.trade;
        const Recommendation &r = a.recommendation;
        if (t.comparable) {
            QVERIFY2(contains(r.trade, formatUsd(t.saving)), (name + ": " + r.trade).c_str());
            QVERIFY2(contains(r.trade, a.option(t.neuronId)->label), name.c_str());
            QVERIFY2(contains(r.trade, a.option(t.gpuId)->label), name.c_str());
        } else if (!a.decision.winner.empty()) {
            QVERIFY2(!r.trade.empty() || t.missing.empty(), name.c_str());
        }
        // A Trainium option more than a quarter cheaper, beaten on the soft criteria alone, is
        // beaten in dollars in the headline.
        if (t.comparable && t.trainiumCheaper && t.savingShare > 0.25 && r.lean == Lean::Gpu) {
            QVERIFY2(contains(r.headline, formatUsd(t.saving)), (name + ": " + r.headline).c_str());
            ++checkedOverrule;
        }
        for (const auto &issue : a.planIssues)
            QVERIFY2(std::find(r.plan.begin(), r.plan.end(), issue.what + ": " + issue.detail + ".")
                         != r.plan.end(),
                     name.c_str());
    }
    qInfo("GPU chosen over a Trainium option more than 25 %% cheaper: %d scenarios", checkedOverrule);
}

QTEST_APPLESS_MAIN(TestDecisionProperties)
#include "tst_decision_properties.moc"
