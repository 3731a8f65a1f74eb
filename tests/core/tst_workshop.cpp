// Workshop mode: aggregation and spread against hand-worked numbers, Kendall's W against hand-worked
// rating tables, each participant's ranking through decide(), rounds and what moved, and the merge
// of ballots. The file formats are tested in tst_workshop_io.cpp.
#include "decision_fixtures.h"
#include "group/workshop.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <set>

using namespace ad;
using namespace decision_test;

Q_DECLARE_METATYPE(ad::AggregationMethod)
Q_DECLARE_METATYPE(std::vector<int>)
Q_DECLARE_METATYPE(std::string)

namespace {

// What an edit or an import said, as the command line writes it.
std::string english(const Message &message)
{
    return write(message, englishStyle());
}

const std::string fp = "fnv1a64:00000000000000aa";

Ballot ballot(const std::string &participant, std::map<std::string, int> weights,
              const std::string &timestamp = "2026-03-14T09:00:00Z",
              const std::string &fingerprint = fp)
{
    Ballot b;
    b.participantId = participant;
    b.weights = std::move(weights);
    b.timestamp = timestamp;
    b.scenarioFingerprint = fingerprint;
    return b;
}

// One ballot per value, all weighing criterion `id`.
Round roundOf(const std::string &id, const std::vector<int> &values)
{
    Round r;
    for (std::size_t i = 0; i < values.size(); ++i)
        r.ballots.push_back(ballot("p" + std::to_string(i + 1), {{id, values[i]}}));
    return r;
}

const AggregatedWeight &weightOf(const std::vector<AggregatedWeight> &all, const std::string &id)
{
    for (const auto &w : all)
        if (w.criterionId == id) return w;
    qFatal("no aggregate for %s", id.c_str());
}

std::vector<std::string> ids(const std::vector<CriterionSpread> &spreads)
{
    std::vector<std::string> out;
    for (const auto &s : spreads) out.push_back(s.criterionId);
    return out;
}

Workshop threePeople()
{
    Workshop w;
    for (const char *name : {"Ana", "Bo", "Cy"})
        if (!addParticipant(w, name).ok) qFatal("cannot add %s", name);
    return w;
}

} // namespace

class TestWorkshop : public QObject {
    Q_OBJECT

private slots:
    void aggregation_data();
    void aggregation();
    void spread_data();
    void spread();
    void contestedFirst();
    void kendallHandWorked();
    void kendallTies();
    void kendallExtremes();
    void averageRanksShareTies();
    void participantRankingUsesDecide();
    void participantScoresOverlay();
    void participants();
    void anonymousLabelsHideListOrder();
    void roundsKeepHistoryAndShowWhatMoved();
    void importMerge();
    void importStaleAndUnknown();
    void importInvalidLeavesWorkshopIntact();
    void timestamps();
    void fingerprint();
};

void TestWorkshop::aggregation_data()
{
    QTest::addColumn<AggregationMethod>("method");
    QTest::addColumn<std::vector<int>>("values");
    QTest::addColumn<double>("exact");
    QTest::addColumn<int>("rounded");

    // {1, 2, 4, 5}: mean 12/4 = 3; median (2 + 4)/2 = 3; geometric (1·2·4·5)^(1/4) = 40^0.25
    // ≈ 2.515, which rounds to 3.
    const std::vector<int> spreadOut{1, 2, 4, 5};
    QTest::newRow("mean 1,2,4,5") << AggregationMethod::Mean << spreadOut << 3.0 << 3;
    QTest::newRow("median 1,2,4,5") << AggregationMethod::Median << spreadOut << 3.0 << 3;
    QTest::newRow("geometric 1,2,4,5") << AggregationMethod::Geometric << spreadOut
                                       << std::pow(40.0, 0.25) << 3;
    // {3, 3, 4}: mean 10/3 ≈ 3.33 → 3; median 3; geometric 36^(1/3) ≈ 3.30 → 3.
    const std::vector<int> close{4, 3, 3};
    QTest::newRow("mean 3,3,4") << AggregationMethod::Mean << close << 10.0 / 3 << 3;
    QTest::newRow("median 3,3,4") << AggregationMethod::Median << close << 3.0 << 3;
    QTest::newRow("geometric 3,3,4") << AggregationMethod::Geometric << close
                                     << std::cbrt(36.0) << 3;
    // {2, 3}: mean and median 2.5 round half up to 3; geometric √6 ≈ 2.449 rounds to 2.
    const std::vector<int> half{2, 3};
    QTest::newRow("mean half") << AggregationMethod::Mean << half << 2.5 << 3;
    QTest::newRow("median half") << AggregationMethod::Median << half << 2.5 << 3;
    QTest::newRow("geometric half") << AggregationMethod::Geometric << half << std::sqrt(6.0) << 2;
    // {1, 1, 5}: mean 7/3 ≈ 2.33 → 2; median 1; geometric 5^(1/3) ≈ 1.71 → 2.
    const std::vector<int> skewed{1, 5, 1};
    QTest::newRow("mean skewed") << AggregationMethod::Mean << skewed << 7.0 / 3 << 2;
    QTest::newRow("median skewed") << AggregationMethod::Median << skewed << 1.0 << 1;
    QTest::newRow("geometric skewed") << AggregationMethod::Geometric << skewed << std::cbrt(5.0)
                                      << 2;
}

void TestWorkshop::aggregation()
{
    QFETCH(AggregationMethod, method);
    QFETCH(std::vector<int>, values);
    QFETCH(double, exact);
    QFETCH(int, rounded);
    const auto all = aggregatedWeights(roundOf("cost", values), method);
    QCOMPARE(all.size(), std::size_t{1});
    const AggregatedWeight &w = weightOf(all, "cost");
    QVERIFY2(near(w.exact, exact, 1e-12), std::to_string(w.exact).c_str());
    QCOMPARE(w.rounded, rounded);
    QCOMPARE(w.count, static_cast<int>(values.size()));

    Scenario s = defaultScenario();
    s.decision.weights["speed"] = 4;
    const Scenario fed = withAggregatedWeights(s, all);
    QCOMPARE(fed.decision.weights.at("cost"), rounded);
    QCOMPARE(fed.decision.weights.at("speed"), 4); // a criterion nobody weighed keeps its weight
}

void TestWorkshop::spread_data()
{
    QTest::addColumn<std::vector<int>>("values");
    QTest::addColumn<double>("stdDev");
    QTest::addColumn<double>("range");
    QTest::addColumn<double>("q1");
    QTest::addColumn<double>("q3");

    // {1,2,4,5}: mean 3, squared deviations 4+1+1+4 = 10, /4 = 2.5, σ = √2.5. Type 7 quartiles:
    // h = 3·0.25 = 0.75 → 1 + 0.75·(2−1) = 1.75; h = 3·0.75 = 2.25 → 4 + 0.25·(5−4) = 4.25.
    QTest::newRow("1,2,4,5") << std::vector<int>{5, 1, 4, 2} << std::sqrt(2.5) << 4.0 << 1.75
                             << 4.25;
    // {3,3,4}: mean 10/3, squared deviations 1/9+1/9+4/9 = 6/9, /3 = 2/9, σ = √2/3.
    // h = 0.5 → 3; h = 1.5 → 3 + 0.5·(4−3) = 3.5.
    QTest::newRow("3,3,4") << std::vector<int>{3, 4, 3} << std::sqrt(2.0) / 3 << 1.0 << 3.0 << 3.5;
    // {1,1,3,5,5}: mean 3, squared deviations 4+4+0+4+4 = 16, /5, σ = √3.2; h = 1 → 1, h = 3 → 5.
    QTest::newRow("1,1,3,5,5") << std::vector<int>{1, 5, 3, 1, 5} << std::sqrt(3.2) << 4.0 << 1.0
                               << 5.0;
    QTest::newRow("one ballot") << std::vector<int>{4} << 0.0 << 0.0 << 4.0 << 4.0;
}

void TestWorkshop::spread()
{
    QFETCH(std::vector<int>, values);
    QFETCH(double, stdDev);
    QFETCH(double, range);
    QFETCH(double, q1);
    QFETCH(double, q3);
    const auto all = disagreement(roundOf("cost", values));
    QCOMPARE(all.size(), std::size_t{1});
    const CriterionSpread &s = all.front();
    QVERIFY2(near(s.stdDev, stdDev, 1e-12), std::to_string(s.stdDev).c_str());
    QVERIFY(near(s.range, range));
    QVERIFY2(near(s.q1, q1), std::to_string(s.q1).c_str());
    QVERIFY2(near(s.q3, q3), std::to_string(s.q3).c_str());
    QVERIFY(near(s.iqr, q3 - q1));
    QCOMPARE(s.count, static_cast<int>(values.size()));
}

void TestWorkshop::contestedFirst()
{
    // c_big {1,5,1,5,1,5}: σ = 2. d_tie3 {1,1,2,2,2,4}: mean 2, squares 1+1+0+0+0+4 = 6, /6 → σ = 1,
    // range 3. a_tie2 {2,4}: σ = 1, range 2, so it follows d_tie3 on the range. (With the sample
    // deviation, /(n−1), a_tie2's √2 would beat d_tie3's √1.2: the order pins the population form.)
    // b_calm and e_calm have σ = 0 and range 0: alphabetical.
    const int big[] = {1, 5, 1, 5, 1, 5}, tie3[] = {1, 1, 2, 2, 2, 4};
    Round r;
    for (int i = 0; i < 6; ++i) {
        std::map<std::string, int> w{{"c_big", big[i]}, {"d_tie3", tie3[i]}, {"b_calm", 3}};
        if (i == 0) w["a_tie2"] = 2;
        if (i == 1) w["a_tie2"] = 4;
        if (i < 2) w["e_calm"] = 4;
        r.ballots.push_back(ballot("p" + std::to_string(i), w));
    }
    const auto order = ids(disagreement(r));
    const std::vector<std::string> expected{"c_big", "d_tie3", "a_tie2", "b_calm", "e_calm"};
    QCOMPARE(order, expected);
}

void TestWorkshop::kendallHandWorked()
{
    // Three raters, four items, no ties (ranks per item):
    //   A: 1 2 3 4    B: 2 1 3 4    C: 1 3 2 4
    // Rank sums R = 4, 6, 8, 12; their mean m(n+1)/2 = 3·5/2 = 7.5.
    // S = 3.5² + 1.5² + 0.5² + 4.5² = 12.25 + 2.25 + 0.25 + 20.25 = 35.
    // W = 12·S / (m²(n³ − n)) = 420 / (9·60) = 7/9.
    const KendallW k = kendallW({{1, 2, 3, 4}, {2, 1, 3, 4}, {1, 3, 2, 4}});
    QVERIFY(k.w.has_value());
    QVERIFY(near(k.s, 35));
    QVERIFY(near(k.tieCorrection, 0));
    QVERIFY2(near(*k.w, 7.0 / 9, 1e-12), std::to_string(*k.w).c_str());
    QCOMPARE(k.raters, 3);
    QCOMPARE(k.items, 4);
}

void TestWorkshop::kendallTies()
{
    // A ties items 2 and 3:  A: 1 2.5 2.5 4   B: 1 2 3 4   C: 2 1 3 4
    // R = 4, 5.5, 8.5, 12; deviations from 7.5: −3.5, −2, 1, 4.5;
    // S = 12.25 + 4 + 1 + 20.25 = 37.5. Ties: A has one group of t = 2, so T = 2³ − 2 = 6.
    // W = 12·S / (m²(n³ − n) − m·T) = 450 / (540 − 18) = 450/522.
    const KendallW k = kendallW({{1, 2.5, 2.5, 4}, {1, 2, 3, 4}, {2, 1, 3, 4}});
    QVERIFY(near(k.s, 37.5));
    QVERIFY(near(k.tieCorrection, 6));
    QVERIFY2(near(*k.w, 450.0 / 522, 1e-12), std::to_string(*k.w).c_str());
    // Without the correction it would be 450/540: the correction must have been applied.
    QVERIFY(!near(*k.w, 450.0 / 540, 1e-6));
}

void TestWorkshop::kendallExtremes()
{
    // Identical rankings: R = 3, 6, 9, 12, S = 4.5² + 1.5² + 1.5² + 4.5² = 45, W = 540/540 = 1.
    const KendallW same = kendallW({{1, 2, 3, 4}, {1, 2, 3, 4}, {1, 2, 3, 4}});
    QVERIFY(near(*same.w, 1, 1e-12));
    // Two raters in opposite order: every rank sum is 5, S = 0, W = 0.
    const KendallW reversed = kendallW({{1, 2, 3, 4}, {4, 3, 2, 1}});
    QVERIFY(near(*reversed.w, 0, 1e-12));
    // Fewer than two raters or items, or everyone tying everything: nothing to measure.
    QVERIFY(!kendallW({{1, 2, 3}}).w);
    QVERIFY(!kendallW({{1}, {1}}).w);
    QVERIFY(!kendallW({{1.5, 1.5}, {1.5, 1.5}}).w);
    QVERIFY(!kendallW({{1, 2}, {1, 2, 3}}).w);
    // Schmidt's reading: the two extremes, and the band edges 0.2 wide around his anchors.
    QCOMPARE(agreementOf(*same.w), Agreement::UnusuallyStrong);
    QCOMPARE(agreementOf(*reversed.w), Agreement::VeryWeak);
    QCOMPARE(agreementOf(0.1999), Agreement::VeryWeak);
    QCOMPARE(agreementOf(0.2), Agreement::Weak);
    QCOMPARE(agreementOf(0.5), Agreement::Moderate);
    QCOMPARE(agreementOf(0.7999), Agreement::Strong);
    QCOMPARE(agreementOf(0.8), Agreement::UnusuallyStrong);
}

void TestWorkshop::averageRanksShareTies()
{
    // 0.9 is best; the two 0.5s share ranks 2 and 3 → 2.5; 0.1 is fourth.
    const std::vector<double> ranks = averageRanks({0.5, 0.9, 0.5, 0.1});
    const std::vector<double> expected{2.5, 1, 2.5, 4};
    QCOMPARE(ranks, expected);
    // Equal on paper but not in binary (0.1 + 0.2 vs 0.3) still ties, as decide() sees it.
    const std::vector<double> noisy = averageRanks({0.1 + 0.2, 0.3});
    QCOMPARE(noisy, (std::vector<double>{1.5, 1.5}));
}

void TestWorkshop::participantRankingUsesDecide()
{
    // trn costs 1.0 M$ over the horizon, gpu 1.5 M$: cost scores 1 and 1 − log2(1.5) ≈ 0.415 (the
    // cheaper one anchors the log scale). Portability: trn is on one cloud (1/4 = 0.25), gpu on
    // five (capped at 1).
    const double gpuCost = 1 - std::log2(1.5);
    Fixture f = twoOptions();
    f.catalog.criteria = {criterion("cost", 3, true, "tco"),
                          criterion("clouds", 3, true, "portability")};
    f.opt("trn").tco = quantity(1.0e6, "USD");
    f.opt("gpu").tco = quantity(1.5e6, "USD");
    Round r;
    r.ballots = {ballot("frugal", {{"cost", 5}, {"clouds", 1}}),
                 ballot("portable", {{"cost", 1}, {"clouds", 5}}),
                 ballot("frugal2", {{"cost", 4}, {"clouds", 1}})};
    const RankingAgreement a = rankingAgreement(r, f.assessment, f.catalog);
    QCOMPARE(a.options, (std::vector<std::string>{"trn/on_demand", "gpu/on_demand"}));
    QCOMPARE(a.participants.size(), std::size_t{3});

    // The cost-minded: trn (5·1 + 1·0.25)/6 = 0.875 against gpu (5·0.415 + 1·1)/6 ≈ 0.51.
    const ParticipantRanking &frugal = a.participants[0];
    QCOMPARE(frugal.winner, std::string("trn/on_demand"));
    QVERIFY(near(frugal.totals[0], mean({1, 0.25}, {5, 1})));
    QVERIFY(near(frugal.totals[1], mean({gpuCost, 1}, {5, 1})));
    QCOMPARE(frugal.ranks, (std::vector<double>{1, 2}));
    // The portability-minded: trn (1 + 1.25)/6 = 0.375 against gpu (0.415 + 5)/6 ≈ 0.90.
    const ParticipantRanking &portable = a.participants[1];
    QCOMPARE(portable.winner, std::string("gpu/on_demand"));
    QVERIFY(near(portable.totals[1], mean({gpuCost, 1}, {1, 5})));
    QCOMPARE(portable.order, (std::vector<std::string>{"gpu/on_demand", "trn/on_demand"}));
    QCOMPARE(a.winnerCounts.at("trn/on_demand"), 2);
    QCOMPARE(a.winnerCounts.at("gpu/on_demand"), 1);

    // Ranks (1,2), (2,1), (1,2): R = 4, 5, mean 4.5, S = 0.5; W = 12·0.5/(9·(8 − 2)) = 1/9.
    QVERIFY2(near(*a.concordance.w, 1.0 / 9, 1e-12), std::to_string(*a.concordance.w).c_str());

    // An option knocked out for everyone is left out of the comparison.
    f.assessment.scenario.strategy.multiCloudRequired = true;
    const RankingAgreement knocked = rankingAgreement(r, f.assessment, f.catalog);
    QCOMPARE(knocked.options, std::vector<std::string>{"gpu/on_demand"});
    QCOMPARE(knocked.participants[0].winner, std::string("gpu/on_demand"));
    QVERIFY(!knocked.concordance.w); // one item: nothing to agree on
}

void TestWorkshop::participantScoresOverlay()
{
    // Two options on one profile criterion "maturity" plus cost. The profiles score offer0 0.8 and
    // offer1 0.2; a participant who thinks offer1 is the mature one scores it 1 and offer0 0.
    Fixture f = profileMatrix({{0.8}, {0.2}}, {3});
    Ballot b = ballot("p1", {{"c0", 5}});
    b.scores["c0"]["offer1"] = 1.0;
    b.scores["c0"]["offer0"] = 0.0;
    const Scenario mine = scenarioForBallot(f.assessment.scenario, b);
    QCOMPARE(mine.decision.weights.at("c0"), 5);
    QCOMPARE(mine.decision.scores.at("c0").at("offer1"), 1.0);

    Round r;
    r.ballots = {b, ballot("p2", {{"c0", 2}})};
    const RankingAgreement a = rankingAgreement(r, f.assessment, f.catalog);
    QCOMPARE(a.participants[0].winner, std::string("offer1/on_demand"));
    QCOMPARE(a.participants[1].winner, std::string("offer0/on_demand"));
    // Opposite orders of two items: W = 0.
    QVERIFY(near(*a.concordance.w, 0, 1e-12));

    // Aggregated scores per cell: only p1 scored, so the cell is p1's value.
    r.ballots[1].scores["c0"]["offer1"] = 0.5;
    const auto cells = aggregatedScores(r, AggregationMethod::Mean);
    QVERIFY(near(cells.at("c0").at("offer1"), 0.75)); // (1 + 0.5)/2
    QVERIFY(near(cells.at("c0").at("offer0"), 0));
}

void TestWorkshop::participants()
{
    Workshop w;
    const WorkshopEdit ana = addParticipant(w, "  Ana ");
    QVERIFY(ana.ok);
    QCOMPARE(w.participant(ana.participantId)->name, std::string("Ana"));
    const WorkshopEdit again = addParticipant(w, "Ana");
    QVERIFY(!again.ok);
    QVERIFY2(contains(english(again.message), "already taken"), english(again.message).c_str());
    QVERIFY(!addParticipant(w, "   ").ok);
    const WorkshopEdit bo = addParticipant(w, "Bo");
    QVERIFY(bo.participantId != ana.participantId);
    QVERIFY(!renameParticipant(w, bo.participantId, "Ana").ok);
    QVERIFY(renameParticipant(w, bo.participantId, "Bea").ok);
    QCOMPARE(w.participant(bo.participantId)->name, std::string("Bea"));

    w.anonymous = true;
    const std::string label = participantLabel(w, bo.participantId);
    QVERIFY2(label == "Participant 1" || label == "Participant 2", label.c_str());
    QVERIFY(participantLabel(w, ana.participantId) != label);
    w.anonymous = false;
    QCOMPARE(participantLabel(w, bo.participantId), std::string("Bea"));

    QVERIFY(submitBallot(w, ballot(bo.participantId, {{"cost", 4}})).ok);
    startNextRound(w);
    QVERIFY(submitBallot(w, ballot(bo.participantId, {{"cost", 2}})).ok);
    QVERIFY(submitBallot(w, ballot(ana.participantId, {{"cost", 2}})).ok);
    const WorkshopEdit removed = removeParticipant(w, bo.participantId);
    QVERIFY(removed.ok);
    QVERIFY2(contains(english(removed.message), "2 ballots"), english(removed.message).c_str());
    QVERIFY(!w.participant(bo.participantId));
    QVERIFY(w.rounds[0].ballots.empty());
    QCOMPARE(w.rounds[1].ballots.size(), std::size_t{1});
    QVERIFY(!removeParticipant(w, "nobody").ok);

    // A fresh participant never reuses a live id.
    const WorkshopEdit cy = addParticipant(w, "Cy");
    QVERIFY(cy.participantId != ana.participantId);
}

void TestWorkshop::anonymousLabelsHideListOrder()
{
    Workshop w;
    for (const char *name : {"Ana", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal"})
        QVERIFY(addParticipant(w, name).ok);
    std::set<int> firstLabels;
    for (const char *key : {"a", "b", "c", "d", "e", "f", "g", "h", "i", "j"}) {
        w.labelKey = key;
        // Every participant gets a different number from 1 to 8 ...
        std::set<std::string> labels;
        for (const auto &p : w.participants) labels.insert(participantLabel(w, p.id));
        QCOMPARE(labels.size(), w.participants.size());
        for (int n = 1; n <= 8; ++n) QVERIFY(labels.count("Participant " + std::to_string(n)));
        // ... anonymousOrder() lists them by that number ...
        const auto order = anonymousOrder(w);
        QCOMPARE(order.size(), w.participants.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            QCOMPARE(participantLabel(w, order[i]), "Participant " + std::to_string(i + 1));
        // ... and the number does not depend on where the name sits in the list.
        Workshop reversed = w;
        std::reverse(reversed.participants.begin(), reversed.participants.end());
        for (const auto &p : w.participants)
            QCOMPARE(participantLabel(reversed, p.id), participantLabel(w, p.id));
        const std::string first = participantLabel(w, w.participants.front().id);
        firstLabels.insert(std::stoi(first.substr(std::string("Participant ").size())));
    }
    // Over ten keys the first name on the list is not always "Participant 1".
    QVERIFY(firstLabels.size() > 1);
    // The key is random and saved with the workshop, so labels survive a save and a reload.
    const std::string key = newLabelKey();
    QCOMPARE(key.size(), std::size_t{16});
    QVERIFY(key != newLabelKey());
}

void TestWorkshop::roundsKeepHistoryAndShowWhatMoved()
{
    Workshop w = threePeople();
    const std::string a = w.participants[0].id, b = w.participants[1].id, c = w.participants[2].id;
    QVERIFY(submitBallot(w, ballot(a, {{"cost", 5}, {"speed", 2}})).ok);
    QVERIFY(submitBallot(w, ballot(b, {{"cost", 1}, {"speed", 4}})).ok);
    QVERIFY(submitBallot(w, ballot(c, {{"cost", 3}, {"speed", 3}})).ok);
    // A second submission in the same round replaces the first.
    QVERIFY(submitBallot(w, ballot(a, {{"cost", 5}, {"speed", 2}}, "2026-03-14T09:05:00Z")).ok);
    QCOMPARE(w.current().ballots.size(), std::size_t{3});
    QVERIFY(!submitBallot(w, ballot(a, {{"cost", 6}})).ok);
    QVERIFY(!submitBallot(w, ballot("stranger", {{"cost", 3}})).ok);
    QVERIFY(!submitBallot(w, ballot(a, {{"cost", 3}}, "2026-03-14T09:05:00Z", "")).ok);
    Ballot undated = ballot(c, {{"cost", 3}, {"speed", 3}}, "");
    QVERIFY(submitBallot(w, undated).ok);
    QVERIFY(parseIsoTimestamp(w.current().ballot(c)->timestamp)); // stamped on entry
    revealRound(w);
    const Round first = w.rounds[0];

    QCOMPARE(startNextRound(w), 2);
    QCOMPARE(w.currentRound, 2);
    QVERIFY(w.current().ballots.empty());
    QVERIFY(!w.current().revealed);
    QVERIFY(submitBallot(w, ballot(a, {{"cost", 4}, {"speed", 2}})).ok);
    QVERIFY(submitBallot(w, ballot(b, {{"cost", 3}, {"speed", 4}})).ok);
    QVERIFY(submitBallot(w, ballot(c, {{"cost", 3}, {"speed", 3}})).ok);
    QCOMPARE(w.rounds[0], first); // round one is history, untouched
    QCOMPARE(w.current().ballots[0].round, 2);

    // Cost: {5,1,3} → mean 3, σ = √((4+4+0)/3) = √(8/3); {4,3,3} → mean 10/3, σ = √2/3.
    // Speed: {2,4,3} both rounds → no change.
    const RoundComparison moved = compareRounds(w, 1, 2, AggregationMethod::Mean);
    QCOMPARE(moved.criteria.size(), std::size_t{2});
    const CriterionMove &cost = moved.criteria[0];
    QCOMPARE(cost.criterionId, std::string("cost"));
    QVERIFY(near(*cost.before, 3));
    QVERIFY(near(*cost.after, 10.0 / 3));
    QVERIFY(near(cost.change(), 1.0 / 3));
    QVERIFY(near(cost.spreadChange(), std::sqrt(2.0) / 3 - std::sqrt(8.0 / 3)));
    QCOMPARE(moved.criteria[1].criterionId, std::string("speed"));
    QVERIFY(near(moved.criteria[1].change(), 0));

    QCOMPARE(moved.participants.size(), std::size_t{3});
    const ParticipantMove &ma = moved.participants[0];
    QCOMPARE(ma.changes.size(), std::size_t{1});
    QCOMPARE(ma.changes[0].criterionId, std::string("cost"));
    QCOMPARE(*ma.changes[0].before, 5);
    QCOMPARE(*ma.changes[0].after, 4);
    QCOMPARE(*moved.participants[1].changes[0].after, 3);
    QVERIFY(moved.participants[2].changes.empty());

    // A participant who sat out round 2 shows as having voted only before.
    startNextRound(w);
    QVERIFY(submitBallot(w, ballot(a, {{"cost", 4}, {"speed", 2}})).ok);
    const RoundComparison third = compareRounds(w, 2, 3, AggregationMethod::Median);
    QCOMPARE(third.participants.size(), std::size_t{3});
    QVERIFY(third.participants[1].votedBefore && !third.participants[1].votedAfter);
    QCOMPARE(third.participants[1].changes.size(), std::size_t{2});
    QVERIFY(!third.participants[1].changes[0].after);
}

void TestWorkshop::importMerge()
{
    Workshop w = threePeople();
    const std::string a = w.participants[0].id;
    const ImportOptions options{fp, false, nullptr};
    BallotFile file{w.participants[0], ballot(a, {{"cost", 4}}, "2026-03-14T09:00:00Z")};

    ImportResult r = importBallot(w, file, options);
    QCOMPARE(r.outcome, ImportOutcome::Added);
    QVERIFY(r.changed());
    QCOMPARE(w.current().ballot(a)->weights.at("cost"), 4);

    // The same answers again, even re-dated: a duplicate, nothing changes.
    BallotFile again = file;
    again.ballot.timestamp = "2026-03-14T09:30:00Z";
    Workshop before = w;
    r = importBallot(w, again, options);
    QCOMPARE(r.outcome, ImportOutcome::Duplicate);
    QVERIFY(!r.changed());
    QCOMPARE(w, before);

    // Newer, with different answers: replaces.
    BallotFile newer = file;
    newer.ballot.weights["cost"] = 2;
    newer.ballot.timestamp = "2026-03-14T10:00:00Z";
    r = importBallot(w, newer, options);
    QCOMPARE(r.outcome, ImportOutcome::Replaced);
    QVERIFY2(contains(english(r.message), "2026-03-14T09:00:00Z"), english(r.message).c_str());
    QCOMPARE(w.current().ballot(a)->weights.at("cost"), 2);
    QCOMPARE(w.current().ballots.size(), std::size_t{1});

    // Older than the one held, with other answers: stale, held one kept.
    BallotFile older = file;
    older.ballot.weights["cost"] = 5;
    older.ballot.timestamp = "2026-03-14T09:45:00Z";
    before = w;
    r = importBallot(w, older, options);
    QCOMPARE(r.outcome, ImportOutcome::Stale);
    QVERIFY2(contains(english(r.message), "not newer"), english(r.message).c_str());
    QCOMPARE(w, before);

    // The same instant written in another zone is not newer either (10:00Z = 11:00+01:00).
    older.ballot.timestamp = "2026-03-14T11:00:00+01:00";
    QCOMPARE(importBallot(w, older, options).outcome, ImportOutcome::Stale);
    older.ballot.timestamp = "2026-03-14T11:00:01+01:00";
    QCOMPARE(importBallot(w, older, options).outcome, ImportOutcome::Replaced);
}

void TestWorkshop::importStaleAndUnknown()
{
    Workshop w = threePeople();
    const std::string a = w.participants[0].id;
    const ImportOptions options{fp, false, nullptr};

    // Made against another scenario or catalog version.
    BallotFile other{w.participants[0], ballot(a, {{"cost", 4}}, "2026-03-14T09:00:00Z",
                                               "fnv1a64:00000000000000bb")};
    Workshop before = w;
    ImportResult r = importBallot(w, other, options);
    QCOMPARE(r.outcome, ImportOutcome::Stale);
    QVERIFY2(contains(english(r.message), "another version"), english(r.message).c_str());
    QCOMPARE(w, before);

    // Made for a round the room has left.
    startNextRound(w);
    BallotFile late{w.participants[0], ballot(a, {{"cost", 4}})};
    late.ballot.round = 1;
    before = w;
    r = importBallot(w, late, options);
    QCOMPARE(r.outcome, ImportOutcome::Stale);
    QVERIFY2(contains(english(r.message), "round 2"), english(r.message).c_str());
    QCOMPARE(w, before);

    // From someone the facilitator has not added.
    BallotFile stranger{{"remote-7", "Dee"}, ballot("remote-7", {{"cost", 2}})};
    stranger.ballot.round = 2;
    r = importBallot(w, stranger, options);
    QCOMPARE(r.outcome, ImportOutcome::UnknownParticipant);
    QVERIFY2(contains(english(r.message), "Dee"), english(r.message).c_str());
    QCOMPARE(w, before);
    // ... unless asked to add them: they join under their own id and name.
    r = importBallot(w, stranger, {fp, true, nullptr});
    QCOMPARE(r.outcome, ImportOutcome::Added);
    QCOMPARE(w.participant("remote-7")->name, std::string("Dee"));
    QCOMPARE(w.current().ballot("remote-7")->weights.at("cost"), 2);
}

void TestWorkshop::importInvalidLeavesWorkshopIntact()
{
    Workshop w = threePeople();
    const std::string a = w.participants[0].id;
    QVERIFY(submitBallot(w, ballot(a, {{"cost", 3}})).ok);
    const Workshop before = w;
    Fixture f = twoOptions();
    f.catalog.criteria = {criterion("cost", 3, true, "tco"), criterion("maturity", 3, false)};
    const ImportOptions options{fp, false, &f.catalog};

    struct Case {
        BallotFile file;
        std::string expect;
    };
    BallotFile weight6{w.participants[0], ballot(a, {{"cost", 6}}, "2026-03-15T09:00:00Z")};
    BallotFile unknown{w.participants[0], ballot(a, {{"speedd", 3}}, "2026-03-15T09:00:00Z")};
    BallotFile future{w.participants[0], ballot(a, {{"cost", 2}}, "2026-03-15T09:00:00Z")};
    future.ballot.round = 3;
    BallotFile badTime{w.participants[0], ballot(a, {{"cost", 2}}, "14/03/2026 09:00")};
    BallotFile mismatch{w.participants[1], ballot(a, {{"cost", 2}}, "2026-03-15T09:00:00Z")};
    BallotFile nanScore{w.participants[0], ballot(a, {{"cost", 2}}, "2026-03-15T09:00:00Z")};
    nanScore.ballot.scores["maturity"]["gpu"] = std::nan("");
    BallotFile derivedScore{w.participants[0], ballot(a, {{"cost", 2}}, "2026-03-15T09:00:00Z")};
    derivedScore.ballot.scores["cost"]["gpu"] = 0.5;
    for (const Case &c : {Case{weight6, "between 1 and 5"}, Case{unknown, "unknown criterion"},
                          Case{future, "has not started"}, Case{badTime, "ISO 8601"},
                          Case{mismatch, "the file is from"}, Case{nanScore, "finite"},
                          Case{derivedScore, "computed by the model"}}) {
        Workshop copy = w;
        const ImportResult r = importBallot(copy, c.file, options);
        QCOMPARE(r.outcome, ImportOutcome::Invalid);
        QVERIFY2(contains(english(r.message), c.expect), english(r.message).c_str());
        QCOMPARE(copy, before);
    }
}

void TestWorkshop::timestamps()
{
    QCOMPARE(parseIsoTimestamp("1970-01-01T00:00:00Z").value(), 0.0);
    // 2000-03-01 is 11017 days after the epoch (30 years, 7 of them leap, plus Jan and a leap Feb:
    // 30·365 + 7 + 31 + 29 = 11017).
    QCOMPARE(parseIsoTimestamp("2000-03-01T00:00:00Z").value(), 11017.0 * 86400);
    QCOMPARE(parseIsoTimestamp("2026-03-14T10:30:00+01:30").value(),
             parseIsoTimestamp("2026-03-14T09:00:00Z").value());
    QVERIFY(near(parseIsoTimestamp("2026-03-14T09:00:00.25Z").value()
                     - parseIsoTimestamp("2026-03-14T09:00:00Z").value(),
                 0.25));
    for (const char *bad : {"2026-03-14", "2026-03-14T09:00:00", "2026-02-29T09:00:00Z",
                            "2026-13-01T00:00:00Z", "2026-03-14T24:00:00Z", "yesterday",
                            "2026-03-14T09:00:00Zjunk", ""})
        QVERIFY2(!parseIsoTimestamp(bad), bad);
    QVERIFY(parseIsoTimestamp("2024-02-29T09:00:00Z"));
    QVERIFY(parseIsoTimestamp(currentIsoTimestamp()));
}

void TestWorkshop::fingerprint()
{
    Fixture f = twoOptions();
    f.catalog.criteria = {criterion("cost", 3, true, "tco")};
    const Scenario &s = f.assessment.scenario;
    const std::string base = scenarioFingerprint(s, f.catalog);
    QCOMPARE(base.rfind("fnv1a64:", 0), std::size_t{0});
    QCOMPARE(scenarioFingerprint(s, f.catalog), base);

    // Renaming or feeding the workshop's weights back does not stale the ballots...
    Scenario renamed = s;
    renamed.name = "Another name";
    renamed.decision.weights["cost"] = 1;
    QCOMPARE(scenarioFingerprint(renamed, f.catalog), base);
    // ... but another workload, another criterion or another offer does.
    Scenario bigger = s;
    bigger.workload.parametersB = 405;
    bigger.workload.activeParametersB = 405;
    QVERIFY(scenarioFingerprint(bigger, f.catalog) != base);
    Catalog more = f.catalog;
    more.criteria.push_back(criterion("speed", 3, true, "time_to_result"));
    QVERIFY(scenarioFingerprint(s, more) != base);
    Catalog fewer = f.catalog;
    fewer.offers.pop_back();
    QVERIFY(scenarioFingerprint(s, fewer) != base);
}

QTEST_APPLESS_MAIN(TestWorkshop)
#include "tst_workshop.moc"
