// Decision matrix and recommendation: weighted sums, derived scores, knock-outs, flip points and
// score flips checked against hand-solved cases and by recomputing the matrix, and the lean with
// the figures that drove it.
#include "formats/assessment_format.h"
#include "evaluation/assess.h"
#include "catalog/catalog_io.h"
#include "decision/decision.h"
#include "decision_fixtures.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace ad;

using namespace decision_test;

Q_DECLARE_METATYPE(Matrix)
Q_DECLARE_METATYPE(std::vector<int>)
Q_DECLARE_METATYPE(std::string)
Q_DECLARE_METATYPE(std::vector<std::string>)
Q_DECLARE_METATYPE(ad::Lean)

class TestDecision : public QObject {
    Q_OBJECT

private slots:
    void weightedTotal_data();
    void weightedTotal();
    void costScores_data();
    void costScores();
    void costAnchorIsTheCheapestInView();
    void timeToResult();
    void groupSharesOneWeight();
    void pointsOfEachWeight();
    void reasonsCountThePointsOfTheScoreChart();
    void criterionWithoutDataWeighsNothing();
    void formulaScores();
    void unknownFigureIsNeutralAndSaysSo();
    void profileScoreAndOverride();
    void overrideLeavesTheChipsOtherOffers();
    void scenarioWeightReplacesDefault();
    void knockouts_data();
    void knockouts();
    void handSolvedFlipPoint();
    void sensitivityPredictsRanking_data();
    void sensitivityPredictsRanking();
    void scoreFlipsMatchRecomputation_data();
    void scoreFlipsMatchRecomputation();
    void marginAndThreshold();
    void leanTrainiumWithReasons();
    void leanGpuAfterKnockout();
    void gpuLeanStatesWhatTrainiumWouldSave();
    void hybridRules_data();
    void hybridRules();
    void undecidedWhenAllKnockedOut();
    void caveats();
    void shippedCatalogCriteria();
    void fp8DesignPointIsShownForBf16Training();
};

void TestDecision::weightedTotal_data()
{
    QTest::addColumn<QVector<double>>("scores");
    QTest::addColumn<QVector<double>>("weights");
    QTest::addColumn<double>("expected");
    // (0.9·3 + 0.2·2) / 5 = 3.1 / 5
    QTest::newRow("two criteria") << QVector<double>{0.9, 0.2} << QVector<double>{3, 2} << 0.62;
    // (1·5 + 0.5·3 + 0·1) / 9 = 6.5 / 9
    QTest::newRow("three criteria") << QVector<double>{1, 0.5, 0} << QVector<double>{5, 3, 1}
                                    << 6.5 / 9;
    QTest::newRow("equal weights") << QVector<double>{0.3, 0.7} << QVector<double>{4, 4} << 0.5;
    QTest::newRow("zero weights") << QVector<double>{0.3, 0.7} << QVector<double>{0, 0} << 0.0;
    // A negative weight counts as zero: only the first criterion remains.
    QTest::newRow("negative weight") << QVector<double>{0.2, 1} << QVector<double>{2, -1} << 0.2;
}

void TestDecision::weightedTotal()
{
    QFETCH(QVector<double>, scores);
    QFETCH(QVector<double>, weights);
    QFETCH(double, expected);
    const double got = ad::weightedTotal({scores.begin(), scores.end()},
                                         {weights.begin(), weights.end()});
    QVERIFY2(near(got, expected), qPrintable(QString::number(got)));
}

// The test's own cost value (docs/decision.md, "Cost over the horizon"): 1 at the cheapest
// option in view and one less per doubling, with no floor.
double costValue(double cost, double cheapest)
{
    return 1.0 - std::log2(cost / cheapest);
}

void TestDecision::costScores_data()
{
    QTest::addColumn<double>("trn");
    QTest::addColumn<double>("gpu");
    QTest::newRow("GPU 30 % dearer") << 1.0e6 << 1.3e6;
    QTest::newRow("GPU 80 % dearer") << 1.0e6 << 1.8e6;
    QTest::newRow("GPU twice as dear: 0") << 1.0e6 << 2.0e6;
    QTest::newRow("GPU 20 times as dear: below 0, no floor") << 1.0e6 << 2.0e7;
    QTest::newRow("GPU cheaper") << 300000.0 << 165000.0;
    QTest::newRow("equal") << 5.0e5 << 5.0e5;
}

void TestDecision::costScores()
{
    QFETCH(double, trn);
    QFETCH(double, gpu);
    Fixture f = twoOptions();
    f.catalog.criteria = {criterion("m", 3, true, "tco")};
    f.opt("trn").tco = quantity(trn, "USD");
    f.opt("gpu").tco = quantity(gpu, "USD");
    const DecisionResult d = f.decide();
    const double lowest = std::min(trn, gpu);
    const CriterionScore &st = row(d, "trn").scores.at(0);
    const CriterionScore &sg = row(d, "gpu").scores.at(0);
    QVERIFY2(near(st.score, costValue(trn, lowest)), qPrintable(QString::number(st.score)));
    QVERIFY2(near(sg.score, costValue(gpu, lowest)), qPrintable(QString::number(sg.score)));
    QVERIFY(st.derived);
    QCOMPARE(st.how.method, Method::Derived);
    QVERIFY(*st.how.formula.text());
    QCOMPARE(st.how.terms.at(0).value, trn);
    QCOMPARE(d.costAnchor, lowest);
    // Totals of a one-criterion matrix are the scores themselves.
    QVERIFY(near(row(d, "trn").total, costValue(trn, lowest)));
    // The criterion shows its scale and where the options lie, in dollars.
    QVERIFY2(contains(d.criteria[0].scale, formatUsd(lowest)), write(d.criteria[0].scale).c_str());
    // The swing the weight weighs: one halving, in dollars at the cheapest option.
    QVERIFY2(contains(d.criteria[0].scale, formatUsd(lowest / 2)), write(d.criteria[0].scale).c_str());
    // Each doubling takes exactly 1 off, wherever it lies.
    QVERIFY(near(st.score - sg.score, std::log2(gpu / trn)));
    QVERIFY2(contains(d.criteria[0].range, formatUsd(std::max(trn, gpu))), write(d.criteria[0].range).c_str());
}

void TestDecision::costAnchorIsTheCheapestInView()
{
    // A third, cheaper GPU offer from another provider. While it is in view it is the origin of
    // the cost scale; left out by the scenario's choice of providers, the next cheapest is. The
    // scale is a logarithm, so the move shifts both remaining scores alike and their gap, which
    // is all the ranking sees, stays.
    Fixture f = twoOptions();
    f.catalog.criteria = {criterion("m", 3, true, "tco")};
    f.catalog.offers.push_back(offer("cheap", "gpuchip", 8, 1));
    f.catalog.offers.back().provider = "Other cloud";
    f.assessment.options.push_back(option("cheap", "gpuchip", "gpu", "cuda"));
    f.opt("trn").tco = quantity(1.0e6, "USD");
    f.opt("gpu").tco = quantity(1.2e6, "USD");
    f.opt("cheap").tco = quantity(0.8e6, "USD");
    const DecisionResult all = f.decide();
    QCOMPARE(all.costAnchor, 0.8e6);
    QVERIFY(near(row(all, "trn").scores[0].score, costValue(1.0e6, 0.8e6)));

    f.assessment.scenario.strategy.providers = {"Test cloud"};
    const DecisionResult scoped = f.decide();
    QVERIFY(row(scoped, "cheap").excluded);
    QCOMPARE(scoped.costAnchor, 1.0e6);
    QVERIFY(near(row(scoped, "trn").scores[0].score, 1.0));
    QVERIFY(near(row(scoped, "trn").scores[0].score - row(scoped, "gpu").scores[0].score,
                 row(all, "trn").scores[0].score - row(all, "gpu").scores[0].score));
    QCOMPARE(scoped.winner, all.winner == "cheap/on_demand" ? std::string("trn/on_demand") : all.winner);
}

void TestDecision::timeToResult()
{
    // Each option is judged at the most chips one order gets: trn needs 10 days a run there,
    // gpu 20. What the plan allows is the interval between runs, or the deadline less the port.
    Fixture f = twoOptions();
    f.catalog.criteria = {criterion("t", 3, true, "time_to_result")};
    Scenario &s = f.assessment.scenario;
    s.workload.kind = WorkloadKind::Training;
    f.opt("trn").fastestRunDays = quantity(10, "days");
    f.opt("trn").needsPort = true;
    f.opt("trn").portingWeeks = quantity(3, "weeks");
    f.opt("gpu").fastestRunDays = quantity(20, "days");
    s.workload.training.runsPerYear = 4; // 91.25 days a run: both fit
    DecisionResult d = f.decide();
    QVERIFY(near(row(d, "trn").scores[0].score, 1.0));
    QVERIFY(near(row(d, "gpu").scores[0].score, 1.0));
    s.workload.training.runsPerYear = 24; // 15.2 days a run: only trn fits
    d = f.decide();
    QVERIFY(near(row(d, "trn").scores[0].score, 1.0));
    QVERIFY(near(row(d, "gpu").scores[0].score, 365.0 / 24 / 20));
    // A five-week deadline leaves trn 35 − 21 = 14 days after its port, the GPU all 35.
    s.workload.training.runsPerYear = 1;
    s.strategy.deadlineWeeks = 5;
    f.opt("trn").fastestRunDays = quantity(20, "days");
    d = f.decide();
    QVERIFY(near(row(d, "trn").scores[0].score, 14.0 / 20));
    QVERIFY(near(row(d, "gpu").scores[0].score, 1.0));
    // Nothing trained: no figure, no weight.
    s.workload.kind = WorkloadKind::Inference;
    s.strategy.deadlineWeeks = 0;
    d = f.decide();
    QVERIFY(!row(d, "trn").scores[0].known);
    QVERIFY(!d.criteria[0].hasData);
    QCOMPARE(d.criteria[0].effectiveWeight, 0.0);
}

void TestDecision::formulaScores()
{
    Fixture f = twoOptions();
    f.catalog.criteria = {criterion("port", 3, true, "porting_weeks"),
                          criterion("mem", 3, true, "memory_headroom"),
                          criterion("spot", 3, true, "spot_available"),
                          criterion("clouds", 3, true, "portability")};
    f.opt("trn").portingWeeks = quantity(6, "weeks");
    f.opt("trn").memoryHeadroom = quantity(0.3, "fraction");
    f.opt("gpu").memoryHeadroom = quantity(1.4, "fraction");
    const DecisionResult d = f.decide();
    const auto &t = row(d, "trn").scores;
    const auto &g = row(d, "gpu").scores;
    QVERIFY(near(t[0].score, 1.0 / (1.0 + 6.0 / 4.0)));
    QVERIFY(near(g[0].score, 1.0)); // no port needed
    QVERIFY(near(t[1].score, 0.3));
    QVERIFY(near(g[1].score, 1.0)); // clamped
    QVERIFY(near(t[2].score, 0.0)); // the trn offer is not sold as spot
    QVERIFY(near(g[2].score, 1.0));
    QVERIFY(near(t[3].score, 1.0 / 4.0)); // one cloud
    QVERIFY(near(g[3].score, 1.0));       // five clouds, capped

    // Spot found through the assessment's options even when the catalog offer lists none.
    Fixture s = twoOptions();
    s.catalog.criteria = {criterion("spot", 3, true, "spot_available")};
    s.catalog.offers[0].prices.erase(PricingModel::Spot);
    OptionAssessment spot = s.opt("trn");
    spot.id = "trn/spot";
    spot.pricingModel = PricingModel::Spot;
    spot.inDecision = false;
    s.assessment.options.push_back(spot);
    QVERIFY(near(row(s.decide(), "trn").scores[0].score, 1.0));
}

void TestDecision::unknownFigureIsNeutralAndSaysSo()
{
    Fixture f = twoOptions();
    f.catalog.criteria = {criterion("m", 3, true, "memory_headroom"), criterion("x", 3, true, "no_such")};
    f.opt("gpu").memoryHeadroom = quantity(0.4, "fraction");
    DecisionResult d = f.decide();
    const CriterionScore &s = row(d, "trn").scores[0];
    QCOMPARE(s.score, 0.5);
    QCOMPARE(s.how.method, Method::Unknown);
    QVERIFY2(contains(s.how.note, "unknown"), ad::writeClauses(s.how.note).c_str());
    const CriterionScore &bad = row(d, "gpu").scores[1];
    QCOMPARE(bad.score, 0.5);
    QVERIFY2(contains(bad.how.note, "no metric"), ad::writeClauses(bad.how.note).c_str());
    // An unknown cost is not neutral: on a scale anchored at the cheapest option in view, a
    // fixed score would move against the others as options come and go. The option is knocked out.
    f.catalog.criteria = {criterion("m", 3, true, "tco")};
    f.opt("trn").tco = Quantity{};
    d = f.decide();
    QVERIFY(row(d, "trn").excluded);
    QVERIFY2(contains(joined(row(d, "trn").knockouts), "cannot be computed"), joined(row(d, "trn").knockouts).c_str());
}

void TestDecision::profileScoreAndOverride()
{
    Fixture f = twoOptions();
    f.catalog.criteria = {criterion("maturity", 3, false)};
    Profile p;
    p.id = "neuron";
    p.name = "Neuron silicon";
    p.acceleratorIds = {"trnchip"};
    p.scores["maturity"] = Figure::single(7, "score10", provenance("seed-001"));
    f.catalog.profiles = {p};
    DecisionResult d = f.decide();
    const CriterionScore &t = row(d, "trn").scores[0];
    QVERIFY(near(t.score, 0.7));
    QVERIFY(!t.derived);
    QCOMPARE(t.how.sources, SourceIds{"seed-001"});
    const CriterionScore &g = row(d, "gpu").scores[0];
    QCOMPARE(g.score, 0.5); // no profile covers gpuchip
    QVERIFY2(contains(g.how.note, "gpuchip"), ad::writeClauses(g.how.note).c_str());

    f.assessment.scenario.decision.scores["maturity"]["trn"] = 0.95;
    f.assessment.scenario.decision.scores["maturity"]["gpu"] = 1.7;
    d = f.decide();
    const CriterionScore &o = row(d, "trn").scores[0];
    QVERIFY(o.overridden);
    QVERIFY(near(o.score, 0.95));
    QVERIFY2(contains(o.how.note, "0.70"), ad::writeClauses(o.how.note).c_str());
    const CriterionScore &clamped = row(d, "gpu").scores[0];
    QCOMPARE(clamped.score, 1.0);
    QVERIFY2(contains(clamped.how.note, "clamped"), ad::writeClauses(clamped.how.note).c_str());
}

// decide() works out a score read from the chip alone once per chip and copies it to the chip's
// other offers; a team's score for one offer must stay that offer's, whichever offer of the chip
// comes first.
void TestDecision::overrideLeavesTheChipsOtherOffers()
{
    const Catalog catalog = loadEmbeddedCatalog().catalog;
    const Assessment base = assess(defaultScenario(), catalog);
    // Two offers of one chip in the matrix, and a criterion scored by the chip alone.
    const OptionAssessment *first = nullptr, *second = nullptr;
    for (const auto &a : base.options)
        for (const auto &b : base.options)
            if (!first && &a != &b && a.inDecision && b.inDecision && a.acceleratorId == b.acceleratorId) {
                first = &a;
                second = &b;
            }
    QVERIFY(first && second);
    std::size_t c = 0;
    while (c < catalog.criteria.size() && catalog.criteria[c].derived) ++c;
    QVERIFY2(c < catalog.criteria.size(), "the catalog has no expert-scored criterion");
    const std::string criterion = catalog.criteria[c].id;
    const auto scoreOf = [&](const DecisionResult &d, const OptionAssessment *o) {
        for (const auto &r : d.rows)
            if (r.optionId == o->id) return r.scores[c];
        qFatal("no row %s", o->id.c_str());
    };
    const CriterionScore plain = scoreOf(base.decision, second);
    QVERIFY(!plain.overridden);
    const double mine = plain.score > 0.5 ? 0.1 : 0.9;
    for (const OptionAssessment *edited : {first, second}) {
        const OptionAssessment *other = edited == first ? second : first;
        Scenario scenario = defaultScenario();
        scenario.decision.scores[criterion][edited->offerId] = mine;
        const Assessment a = assess(scenario, catalog);
        QVERIFY(scoreOf(a.decision, edited).overridden);
        QCOMPARE(scoreOf(a.decision, edited).score, mine);
        QVERIFY(!scoreOf(a.decision, other).overridden);
        QCOMPARE(scoreOf(a.decision, other).score, scoreOf(base.decision, other).score);
        QVERIFY(scoreOf(a.decision, other).how == scoreOf(base.decision, other).how);
    }
}

void TestDecision::scenarioWeightReplacesDefault()
{
    Fixture f = twoOptions();
    f.catalog.criteria = {criterion("clouds", 3, true, "portability"),
                          criterion("spot", 2, true, "spot_available")};
    f.assessment.scenario.decision.weights["clouds"] = 5;
    const DecisionResult d = f.decide();
    QCOMPARE(d.criteria[0].weight, 5);
    QCOMPARE(d.criteria[1].weight, 2);
    // trn: (0.25·5 + 0·2) / 7
    QVERIFY(near(row(d, "trn").total, 1.25 / 7));
}

void TestDecision::knockouts_data()
{
    using Parts = std::vector<std::string>;
    QTest::addColumn<std::string>("rule");
    QTest::addColumn<Parts>("expected");
    QTest::newRow("multi-cloud") << std::string("multicloud")
                                 << Parts{"only AWS rents it", "at least 2 clouds"};
    QTest::newRow("spot only") << std::string("spotonly")
                               << Parts{"not sold as spot", "spot-only"};
    QTest::newRow("spot unpublished") << std::string("spotunknown")
                                      << Parts{"no published spot price", "spot-only"};
    QTest::newRow("not sold at 3y") << std::string("notoffered")
                                    << Parts{"not sold on a 3-year commitment"};
    QTest::newRow("no price") << std::string("noprice") << Parts{"no published on-demand price"};
    QTest::newRow("deadline") << std::string("deadline")
                              << Parts{"6.5 weeks", "deadline is 4 weeks"};
    QTest::newRow("deadline met") << std::string("deadlinemet") << Parts{};
    QTest::newRow("replica does not fit") << std::string("inferencefit")
                                          << Parts{"24 chips", "one order gets at most 16"};
    QTest::newRow("too few training chips") << std::string("trainingchips")
                                            << Parts{"at least 96 chips", "at most 64"};
    QTest::newRow("runs do not fit in a year") << std::string("runsfit")
                                               << Parts{"a run takes", "per run"};
    QTest::newRow("inferentia trains") << std::string("inferentia")
                                       << Parts{"Inferentia", "fine-tuning"};
}

void TestDecision::knockouts()
{
    QFETCH(std::string, rule);
    QFETCH(std::vector<std::string>, expected);
    Fixture f = twoOptions();
    f.catalog.criteria = {criterion("clouds", 3, true, "portability")};
    Scenario &s = f.assessment.scenario;
    OptionAssessment &trn = f.opt("trn");
    const std::string &r = rule;
    if (r == "multicloud") s.strategy.multiCloudRequired = true;
    if (r == "spotonly") s.strategy.spotOnly = true;
    if (r == "spotunknown") {
        s.strategy.spotOnly = true;
        f.catalog.offers[0].prices.erase(PricingModel::Spot);
    }
    if (r == "notoffered") {
        s.strategy.pricingModel = PricingModel::Commit3y;
        for (auto &o : f.assessment.options) {
            o.pricingModel = PricingModel::Commit3y;
            o.id = o.offerId + "/on_demand"; // keep the helper's row lookup
        }
        trn.offered = false;
    }
    if (r == "noprice") trn.priceKnown = false;
    if (r == "deadline" || r == "deadlinemet") {
        s.strategy.deadlineWeeks = r == "deadline" ? 4 : 8;
        trn.portingWeeks = quantity(6.5, "weeks");
    }
    // Training and serving use one rule: what the work needs against what one order can get.
    if (r == "inferencefit") {
        s.workload.kind = WorkloadKind::Inference;
        trn.inferenceChips = quantity(24, "chips");
        trn.supplyChips = quantity(16, "chips");
        f.opt("gpu").inferenceChips = quantity(8, "chips");
        f.opt("gpu").supplyChips = quantity(8, "chips"); // exactly one order: fits
    }
    if (r == "trainingchips") {
        s.workload.kind = WorkloadKind::Training;
        trn.trainingChipsMin = quantity(96, "chips");
        trn.supplyChips = quantity(64, "chips");
        f.opt("gpu").trainingChipsMin = quantity(64, "chips");
        f.opt("gpu").supplyChips = quantity(64, "chips");
    }
    if (r == "runsfit") {
        s.workload.kind = WorkloadKind::Training;
        s.workload.training.runsPerYear = 4; // 91.25 days a run
        trn.fastestRunDays = quantity(200, "days");
        trn.supplyChips = quantity(64, "chips"); // a documented limit: an estimate would not knock out
        f.opt("gpu").fastestRunDays = quantity(90, "days");
    }
    if (r == "inferentia") {
        s.workload.kind = WorkloadKind::FineTuning;
        f.catalog.accelerators[0].family = "inferentia";
    }

    const DecisionResult d = f.decide();
    const MatrixRow &t = row(d, "trn");
    const MatrixRow &g = row(d, "gpu");
    QVERIFY2(!g.excluded, joined(g.knockouts).c_str());
    QCOMPARE(d.winner, std::string("gpu/on_demand"));
    if (expected.empty()) {
        QVERIFY2(!t.excluded, joined(t.knockouts).c_str());
        return;
    }
    QVERIFY(t.excluded);
    QCOMPARE(t.rank, 0);
    QCOMPARE(d.rows.back().optionId, t.optionId);
    QCOMPARE(t.knockouts.size(), std::size_t{1});
    for (const std::string &part : expected)
        QVERIFY2(contains(t.knockouts[0], part), write(t.knockouts[0]).c_str());
    QVERIFY(d.runnerUp.empty());
}

void TestDecision::handSolvedFlipPoint()
{
    // Options A (0.9, 0.2) and B (0.4, 0.8); weights 3 and 2.
    //   A = (2.7 + 0.4) / 5 = 0.62, B = (1.2 + 1.6) / 5 = 0.56: A wins by 0.06.
    // Weight x of criterion 0: A = (0.4 + 0.9x)/(2 + x), B = (1.6 + 0.4x)/(2 + x);
    //   equal when 0.4 + 0.9x = 1.6 + 0.4x, i.e. x = 1.2 / 0.5 = 2.4; below it B wins.
    // Weight y of criterion 1: A = (2.7 + 0.2y)/(3 + y), B = (1.2 + 0.8y)/(3 + y);
    //   equal when 2.7 + 0.2y = 1.2 + 0.8y, i.e. y = 1.5 / 0.6 = 2.5; above it B wins.
    // |2.5 - 2| = 0.5 < |2.4 - 3| = 0.6, so criterion 1 is the most fragile.
    Fixture f = profileMatrix({{0.9, 0.2}, {0.4, 0.8}}, {3, 2});
    const DecisionResult d = f.decide();
    QCOMPARE(d.winner, std::string("offer0/on_demand"));
    QCOMPARE(d.runnerUp, std::string("offer1/on_demand"));
    QVERIFY(near(d.rows[0].total, 0.62));
    QVERIFY(near(d.rows[1].total, 0.56));
    QVERIFY(near(d.margin, 0.06));
    QVERIFY(d.clearWinner);

    const WeightSensitivity &s0 = sensitivity(d, "c0");
    QVERIFY(s0.flipWeight.has_value());
    QVERIFY(near(*s0.flipWeight, 2.4));
    QVERIFY(s0.reachable);
    QCOMPARE(s0.newWinner, std::string("offer1/on_demand"));
    QVERIFY2(contains(s0.text, "below 2.4 (now 3)"), write(s0.text).c_str());
    const WeightSensitivity &s1 = sensitivity(d, "c1");
    QVERIFY(near(*s1.flipWeight, 2.5));
    QVERIFY2(contains(s1.text, "above 2.5 (now 2)"), write(s1.text).c_str());
    QCOMPARE(d.mostFragile, std::string("c1"));

    // Just either side of each flip point, by the test's own arithmetic.
    QVERIFY(mean({0.9, 0.2}, {2.41, 2}) > mean({0.4, 0.8}, {2.41, 2}));
    QVERIFY(mean({0.9, 0.2}, {2.39, 2}) < mean({0.4, 0.8}, {2.39, 2}));
    QVERIFY(mean({0.9, 0.2}, {3, 2.49}) > mean({0.4, 0.8}, {3, 2.49}));
    QVERIFY(mean({0.9, 0.2}, {3, 2.51}) < mean({0.4, 0.8}, {3, 2.51}));

    // And through decide() at the integer weights on either side.
    auto winnerWith = [&](const std::string &id, int weight) {
        Fixture g = f;
        g.assessment.scenario.decision.weights[id] = weight;
        return g.decide().winner;
    };
    QCOMPARE(winnerWith("c0", 2), std::string("offer1/on_demand"));
    QCOMPARE(winnerWith("c0", 3), std::string("offer0/on_demand"));
    QCOMPARE(winnerWith("c1", 3), std::string("offer1/on_demand"));
    QCOMPARE(winnerWith("c1", 2), std::string("offer0/on_demand"));
}

void TestDecision::sensitivityPredictsRanking_data()
{
    QTest::addColumn<Matrix>("scores");
    QTest::addColumn<std::vector<int>>("weights");
    QTest::newRow("hand-solved pair") << Matrix{{0.9, 0.2}, {0.4, 0.8}} << std::vector<int>{3, 2};
    QTest::newRow("three options") << Matrix{{0.8, 0.5, 0.3}, {0.6, 0.9, 0.2}, {0.5, 0.4, 1.0}}
                                   << std::vector<int>{4, 2, 3};
    QTest::newRow("dominant winner") << Matrix{{1.0, 0.9, 0.8}, {0.2, 0.3, 0.4}, {0.5, 0.5, 0.5}}
                                     << std::vector<int>{3, 3, 3};
    // Flip points at 0.75 (criterion 0: reachable, a weight may be 0) and 6.7 (criterion 1: not).
    QTest::newRow("far flips") << Matrix{{0.9, 0.6}, {0.5, 0.9}} << std::vector<int>{5, 1};
    QTest::newRow("four options") << Matrix{{0.9, 0.1, 0.6, 0.5},
                                            {0.3, 0.8, 0.7, 0.6},
                                            {0.6, 0.5, 0.3, 0.9},
                                            {0.5, 0.5, 0.5, 0.5}}
                                  << std::vector<int>{5, 4, 2, 1};
}

void TestDecision::sensitivityPredictsRanking()
{
    QFETCH(Matrix, scores);
    QFETCH(std::vector<int>, weights);
    Fixture f = profileMatrix(scores, weights);
    const DecisionResult d = f.decide();
    const std::vector<double> w(weights.begin(), weights.end());
    const std::size_t top = best(scores, w);
    QCOMPARE(d.winner, "offer" + std::to_string(top) + "/on_demand");
    QCOMPARE(d.sensitivity.size(), weights.size());

    for (std::size_t c = 0; c < weights.size(); ++c) {
        const WeightSensitivity &s = d.sensitivity[c];
        const std::string id = "c" + std::to_string(c);
        QCOMPARE(s.criterionId, id);
        // The side of the flip point where the winner changes, from the current weight.
        auto beyond = [&](double x) {
            if (!s.flipWeight) return false;
            return *s.flipWeight > weights[c] ? x > *s.flipWeight + 1e-9
                                              : x < *s.flipWeight - 1e-9;
        };
        for (int k = 0; k <= 5; ++k) {
            if (s.flipWeight && near(k, *s.flipWeight, 1e-9)) continue; // exactly tied
            Fixture g = f;
            g.assessment.scenario.decision.weights[id] = k;
            const DecisionResult e = g.decide();
            std::vector<double> wk = w;
            wk[c] = k;
            if (std::accumulate(wk.begin(), wk.end(), 0.0) <= 0) continue;
            if (tiedAtTop(scores, wk)) continue; // an exact tie is broken by listing order
            const bool changed = e.winner != d.winner;
            QVERIFY2(changed == beyond(k),
                     qPrintable(QStringLiteral("criterion %1 weight %2: %3")
                                    .arg(c).arg(k).arg(QString::fromStdString(write(s.text)))));
            if (changed) QCOMPARE(e.winner, "offer" + std::to_string(best(scores, wk))
                                                + "/on_demand");
        }
        if (s.flipWeight) {
            QCOMPARE(s.reachable, *s.flipWeight >= 0 && *s.flipWeight <= 5);
            // Just past the flip point the named challenger leads, by the test's arithmetic.
            const double step = *s.flipWeight > weights[c] ? 1e-4 : -1e-4;
            std::vector<double> past = w;
            past[c] = *s.flipWeight + step;
            QCOMPARE("offer" + std::to_string(best(scores, past)) + "/on_demand", s.newWinner);
        } else {
            QVERIFY(!s.reachable);
            QVERIFY2(contains(s.text, "No weight"), write(s.text).c_str());
        }
    }
    // The most fragile criterion is the reachable flip nearest its current weight.
    double nearest = 1e9;
    std::string fragile;
    for (const auto &s : d.sensitivity)
        if (s.reachable && std::fabs(*s.flipWeight - s.weight) < nearest) {
            nearest = std::fabs(*s.flipWeight - s.weight);
            fragile = s.criterionId;
        }
    QCOMPARE(d.mostFragile, fragile);
}

void TestDecision::scoreFlipsMatchRecomputation_data() { sensitivityPredictsRanking_data(); }

void TestDecision::scoreFlipsMatchRecomputation()
{
    QFETCH(Matrix, scores);
    QFETCH(std::vector<int>, weights);
    Fixture f = profileMatrix(scores, weights);
    const DecisionResult d = f.decide();
    const std::string winnerOffer = d.winner.substr(0, d.winner.find('/'));
    auto recorded = [&](const std::string &c, const std::string &optionId, double delta) {
        for (const auto &flip : d.scoreFlips)
            if (flip.criterionId == c && flip.optionId == optionId && flip.delta == delta)
                return &flip;
        return static_cast<const ScoreFlip *>(nullptr);
    };
    int checked = 0;
    for (std::size_t c = 0; c < weights.size(); ++c) {
        const std::string cid = "c" + std::to_string(c);
        for (std::size_t i = 0; i < scores.size(); ++i) {
            const std::string offerId = "offer" + std::to_string(i);
            const bool isWinner = offerId == winnerOffer;
            const double changed = isWinner ? std::max(0.0, scores[i][c] - 0.25)
                                            : std::min(1.0, scores[i][c] + 0.25);
            Fixture g = f;
            g.assessment.scenario.decision.scores[cid][offerId] = changed;
            const DecisionResult e = g.decide();
            const bool flips = e.winner != d.winner;
            const ScoreFlip *flip = recorded(cid, offerId + "/on_demand", isWinner ? -1 : +1);
            QVERIFY2(flips == (flip != nullptr),
                     qPrintable(QStringLiteral("%1 %2").arg(QString::fromStdString(cid),
                                                           QString::fromStdString(offerId))));
            if (flip) {
                QCOMPARE(flip->newWinner, e.winner);
                QVERIFY(!flip->text.empty());
            }
            ++checked;
        }
    }
    QCOMPARE(checked, int(weights.size() * scores.size()));
    if (std::string(QTest::currentDataTag()) == "hand-solved pair") {
        // By hand: B up on c0 → (1.95+1.6)/5 = 0.71; B up on c1 → 3.2/5 = 0.64; A down on c0 →
        // 2.35/5 = 0.47; A down on c1 → 2.7/5 = 0.54: each beats or drops below the other side.
        QCOMPARE(d.scoreFlips.size(), std::size_t{4});
    }
    if (std::string(QTest::currentDataTag()) == "dominant winner")
        QVERIFY(d.scoreFlips.empty());
}

void TestDecision::marginAndThreshold()
{
    // (0.62, 0.60) with one criterion: margin 0.02 < 0.03.
    Fixture close = profileMatrix({{0.62}, {0.60}}, {3});
    DecisionResult d = close.decide();
    QVERIFY(near(d.margin, 0.02));
    QVERIFY(!d.clearWinner);
    Fixture clear = profileMatrix({{0.64}, {0.60}}, {3});
    d = clear.decide();
    QVERIFY(near(d.margin, 0.04));
    QVERIFY(d.clearWinner);
}

// Running costs per year that make the fixture's break-even computable: inference only.
void servingCosts(OptionAssessment &o, double perMTok)
{
    o.pricePerChipHour = quantity(1, "USD/chip-h");
    o.costPerMTokens = quantity(perMTok, "USD/Mtok");
    o.inferenceCostPerYear = quantity(perMTok * 1000 * 365, "USD/year");
    o.trainingCostPerYear = quantity(0, "USD/year");
}

void TestDecision::leanTrainiumWithReasons()
{
    // Seed 000's worked example as a fixture: $36,000 of porting, $0.61 against $0.28 per
    // million tokens at a billion tokens a day.
    Fixture f = twoOptions();
    f.catalog.criteria = {criterion("cost", 5, true, "tco"),
                          criterion("clouds", 1, true, "portability")};
    Scenario &s = f.assessment.scenario;
    s.workload.kind = WorkloadKind::Inference;
    s.workload.inference.tokensPerDayM = 1000;
    OptionAssessment &trn = f.opt("trn");
    trn.tco = quantity(1.0e6, "USD");
    trn.portingWeeks = quantity(3, "weeks");
    trn.portingCost = quantity(36000, "USD");
    servingCosts(trn, 0.28);
    f.opt("gpu").tco = quantity(1.6e6, "USD");
    servingCosts(f.opt("gpu"), 0.61);
    const Recommendation r = f.recommend();
    QCOMPARE(r.lean, Lean::Trainium);
    QCOMPARE(f.assessment.decision.winner, std::string("trn/on_demand"));

    // The trade first, in dollars: 0.6 M$ saved (37.5 %), repaid after 36,000 / 330 days.
    const Trade &t = f.assessment.trade;
    QVERIFY(t.comparable && t.trainiumCheaper);
    QCOMPARE(t.saving, 0.6e6);
    QVERIFY(near(t.payback.days.value, 36000.0 / 330.0, 1e-6));
    QVERIFY2(contains(r.trade, "Trainium saves " + formatUsd(0.6e6) + " (" + formatPercent(0.375) + ")"), write(r.trade).c_str());
    QVERIFY2(contains(r.trade, "net of the " + formatUsd(36000) + " port"), write(r.trade).c_str());
    QVERIFY2(contains(r.trade, formatDuration(36000.0 / 330.0)), write(r.trade).c_str());

    // trn (5·1 + 1·0.25)/6 = 0.875; gpu (5·(1 − log2 1.6) + 1)/6 ≈ 0.435.
    QVERIFY2(contains(r.headline, "Lean Trainium: Label trn leads the matrix"), write(r.headline).c_str());
    QVERIFY(near(row(f.assessment.decision, "gpu").total, (5 * (1 - std::log2(1.6)) + 1) / 6));
    // The GPU ties when its cost score is 0.85: at 2^0.15 ≈ 1.11 times Trainium's cost.
    QVERIFY(t.gpuPremiumAtTie && near(*t.gpuPremiumAtTie, std::pow(2.0, 0.15), 1e-6));
    QVERIFY2(r.reasons.size() >= 3 && r.reasons.size() <= 5, joined(r.reasons).c_str());
    const std::string all = joined(r.reasons);
    QVERIFY2(contains(r.reasons.front(), "premium"), all.c_str());
    QVERIFY2(contains(all, "Crit cost (weight 5)"), all.c_str());
    QVERIFY2(contains(all, "points for Trainium"), all.c_str());
    QVERIFY2(contains(all, "Against it: Crit clouds"), all.c_str());
    QVERIFY2(contains(all, formatUsd(36000)), all.c_str());
}

void TestDecision::leanGpuAfterKnockout()
{
    Fixture f = twoOptions();
    f.catalog.criteria = {criterion("cost", 5, true, "tco")};
    f.opt("trn").tco = quantity(1.0e6, "USD");
    f.opt("gpu").tco = quantity(1.6e6, "USD");
    f.assessment.scenario.strategy.multiCloudRequired = true;
    const Recommendation r = f.recommend();
    QCOMPARE(r.lean, Lean::Gpu);
    QVERIFY(!f.assessment.trade.comparable);
    QVERIFY2(contains(r.trade, "knocked out"), write(r.trade).c_str());
    QVERIFY2(contains(r.trade, "only AWS rents it"), write(r.trade).c_str());
    QVERIFY2(anyContains(r.reasons, "No comparison in dollars"), joined(r.reasons).c_str());
    QVERIFY2(contains(r.headline, "only option"), write(r.headline).c_str());
}

void TestDecision::gpuLeanStatesWhatTrainiumWouldSave()
{
    // Portability outweighs cost: trn (5·0.25 + 1·1)/6 = 0.375, gpu (5·1 + 0.32)/6 ≈ 0.89.
    Fixture f = twoOptions();
    f.catalog.criteria = {criterion("clouds", 5, true, "portability"),
                          criterion("cost", 1, true, "tco")};
    f.assessment.scenario.workload.kind = WorkloadKind::Inference;
    OptionAssessment &trn = f.opt("trn");
    trn.tco = quantity(1.0e6, "USD");
    trn.portingWeeks = quantity(3, "weeks");
    f.opt("gpu").tco = quantity(1.6e6, "USD");
    const Recommendation r = f.recommend();
    QCOMPARE(r.lean, Lean::Gpu);
    // The money the weights overrule is in the headline, in dollars.
    QVERIFY2(contains(r.headline, "above Trainium's " + formatUsd(0.6e6) + " saving"), write(r.headline).c_str());
    QVERIFY2(contains(r.trade, "Choosing the GPU means paying " + formatUsd(0.6e6)), write(r.trade).c_str());
    const std::string all = joined(r.reasons);
    QVERIFY2(contains(all, "Crit clouds (weight 5)"), all.c_str());
    QVERIFY2(contains(all, "points for the GPU"), all.c_str());
    QVERIFY2(contains(all, "Against it: Crit cost"), all.c_str());
    QVERIFY2(contains(all, "would take about 3 weeks"), all.c_str());
    // Cost has no floor, so some premium always makes the GPU lose: at that multiple of
    // Trainium's cost the two totals tie.
    QVERIFY(f.assessment.trade.gpuPremiumAtTie);
    const double premium = *f.assessment.trade.gpuPremiumAtTie;
    QVERIFY(premium > 1.6);
    f.opt("gpu").tco = quantity(1.0e6 * premium, "USD");
    const DecisionResult tie = f.decide();
    QVERIFY(near(row(tie, "trn").total, row(tie, "gpu").total));
}

void TestDecision::groupSharesOneWeight()
{
    // One group of weight 3 whose members split it 1:3, and a top-level criterion of weight 2.
    Fixture f = profileMatrix({{0.9, 0.5, 0.2}, {0.3, 0.7, 0.8}}, {1, 3, 2});
    CriterionGroup g;
    g.id = "lead";
    g.name = "Lead";
    g.defaultWeight = 3;
    f.catalog.groups = {g};
    f.catalog.criteria[0].group = f.catalog.criteria[1].group = "lead";
    DecisionResult d = f.decide();
    QCOMPARE(d.groups.size(), std::size_t{1});
    QCOMPARE(d.groups[0].members, (std::vector<std::size_t>{0, 1}));
    QVERIFY(near(d.criteria[0].effectiveWeight, 0.75));
    QVERIFY(near(d.criteria[1].effectiveWeight, 2.25));
    QVERIFY(near(d.criteria[2].effectiveWeight, 2.0));
    // Row 0: group (0.9 + 3·0.5)/4 = 0.6, total (3·0.6 + 2·0.2)/5 = 0.44.
    QVERIFY(near(row(d, "offer0").groupScores[0], 0.6));
    QVERIFY(near(row(d, "offer0").total, 0.44));
    // The sensitivity speaks of the weights a user sets: the group and the top-level criterion.
    QCOMPARE(d.sensitivity.size(), std::size_t{2});
    QCOMPARE(d.sensitivity[1].criterionId, std::string("lead"));

    // Restating the same advantage as one more member does not add to its say: the group's
    // members still weigh 3 together, and the top-level criterion keeps its 2 of 5.
    f.catalog.criteria.push_back(criterion("c1bis", 3, false));
    f.catalog.criteria.back().group = "lead";
    for (auto &p : f.catalog.profiles) p.scores["c1bis"] = p.scores["c1"];
    d = f.decide();
    QVERIFY(near(d.criteria[0].effectiveWeight + d.criteria[1].effectiveWeight
                     + d.criteria[3].effectiveWeight, 3.0));
    QVERIFY(near(d.criteria[2].effectiveWeight, 2.0));
    // Weight 0 takes the group out.
    f.assessment.scenario.decision.weights["lead"] = 0;
    d = f.decide();
    QVERIFY(near(row(d, "offer0").total, 0.2));
}

void TestDecision::pointsOfEachWeight()
{
    // The group of groupSharesOneWeight (weight 3, members 1:3) and a criterion of weight 2.
    Fixture f = profileMatrix({{0.9, 0.5, 0.2}, {0.3, 0.7, 0.8}}, {1, 3, 2});
    CriterionGroup g;
    g.id = "lead";
    g.name = "Lead";
    g.defaultWeight = 3;
    f.catalog.groups = {g};
    f.catalog.criteria[0].group = f.catalog.criteria[1].group = "lead";
    const DecisionResult d = f.decide();
    const std::vector<ScorePart> parts = scoreParts(d);
    QCOMPARE(parts.size(), std::size_t{2});
    QCOMPARE(parts[0].name, std::string("Lead"));
    QVERIFY(parts[0].group);
    QCOMPARE(parts[0].weight, 3);
    QVERIFY(near(parts[0].share, 3.0 / 5));
    QVERIFY(near(parts[1].share, 2.0 / 5));
    // Row 0: the group scores (0.9 + 3·0.5)/4 = 0.6 and adds 100·3/5·0.6 = 36 points; the
    // criterion 100·2/5·0.2 = 8; together the row's 44.
    const MatrixRow &first = row(d, "offer0");
    QVERIFY(near(partScore(d, parts[0], first), 0.6));
    QVERIFY(near(partPoints(d, parts[0], first), 36));
    QVERIFY(near(partPoints(d, parts[1], first), 8));
    // Every row's points add up to its total, and a group's score is the matrix's group score.
    for (const MatrixRow &r : d.rows) {
        QVERIFY(near(partPoints(d, parts[0], r) + partPoints(d, parts[1], r), 100 * r.total));
        QVERIFY(near(partScore(d, parts[0], r), r.groupScores[0]));
    }
}

void TestDecision::reasonsCountThePointsOfTheScoreChart()
{
    // The recommendation's "N points for Trainium" is the difference of the points the score
    // chart stacks for the two sides (scoreParts, partPoints).
    Fixture f = twoOptions();
    f.catalog.criteria = {criterion("cost", 5, true, "tco"), criterion("clouds", 1, true, "portability")};
    f.opt("trn").tco = quantity(1.0e6, "USD");
    f.opt("gpu").tco = quantity(1.6e6, "USD");
    const Recommendation r = f.recommend();
    const DecisionResult &d = f.assessment.decision;
    const std::vector<ScorePart> parts = scoreParts(d);
    QCOMPARE(parts.size(), std::size_t{2});
    const double cost = partPoints(d, parts[0], row(d, "trn")) - partPoints(d, parts[0], row(d, "gpu"));
    // (5/6)·100·(1 − (1 − log2 1.6)) ≈ 56.5 points.
    QVERIFY(near(cost, 500.0 / 6 * std::log2(1.6)));
    const std::string all = joined(r.reasons);
    QVERIFY2(contains(all, formatNumber(cost, 1) + " points for Trainium"), all.c_str());
}

void TestDecision::criterionWithoutDataWeighsNothing()
{
    Fixture f = profileMatrix({{0.9, 0.2}, {0.4, 0.8}}, {3, 2});
    const DecisionResult without = f.decide();
    // A third criterion no profile scores: neutral cells, no data, no weight, same totals.
    f.catalog.criteria.push_back(criterion("capacity", 3, false));
    DecisionResult d = f.decide();
    QVERIFY(!d.criteria[2].hasData);
    QCOMPARE(d.criteria[2].effectiveWeight, 0.0);
    QVERIFY2(contains(d.criteria[2].weightNote, "carries no weight"), write(d.criteria[2].weightNote).c_str());
    for (const char *id : {"offer0", "offer1"})
        QVERIFY(near(row(d, id).total, row(without, id).total));
    // Once the team scores it, it counts: offer1 gets 1, offer0 keeps the neutral 0.5.
    f.assessment.scenario.decision.scores["capacity"]["offer1"] = 1.0;
    d = f.decide();
    QVERIFY(d.criteria[2].hasData);
    QVERIFY(near(row(d, "offer1").total, (3 * 0.4 + 2 * 0.8 + 3 * 1.0) / 8));
    QVERIFY(near(row(d, "offer0").total, (3 * 0.9 + 2 * 0.2 + 3 * 0.5) / 8));
}

void TestDecision::hybridRules_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<double>("runsPerYear");
    QTest::addColumn<double>("trnRun");
    QTest::addColumn<double>("portingCost");
    QTest::addColumn<bool>("novel");
    QTest::addColumn<int>("portabilityWeight");
    QTest::addColumn<Lean>("expected");
    const int training = int(WorkloadKind::Training), inference = int(WorkloadKind::Inference);
    // Costs over the horizon are fixed: trn $528,000, gpu $800,000, so cost scores 1 and
    // 1 − log2(800/528) ≈ 0.40; portability 0.25 and 1. With cost weighted 5 and portability 4 the
    // two sides are 0.03 points apart (a close call); with portability 5 the GPU leads clearly,
    // with 0 Trainium does. The GPU run costs $100,000; 4 runs a year over 24 months is 8 runs.
    QTest::newRow("close call, 40% cheaper per run, pays back")
        << training << 4.0 << 60000.0 << 48000.0 << false << 4 << Lean::Hybrid;
    QTest::newRow("close call, exactly 15%") << training << 4.0 << 85000.0 << 18000.0 << false << 4
                                             << Lean::Hybrid;
    QTest::newRow("close call, saving only 10%") << training << 4.0 << 90000.0 << 12000.0 << false
                                                 << 4 << Lean::Gpu;
    QTest::newRow("close call, pays back after 9 of 8 runs")
        << training << 4.0 << 60000.0 << 360000.0 << false << 4 << Lean::Gpu;
    QTest::newRow("close call, one run a year") << training << 1.0 << 60000.0 << 48000.0 << false
                                                << 4 << Lean::Gpu;
    QTest::newRow("close call, inference only") << inference << 4.0 << 60000.0 << 48000.0 << false
                                                << 4 << Lean::Gpu;
    QTest::newRow("clear GPU lead") << training << 4.0 << 60000.0 << 48000.0 << false << 5
                                    << Lean::Gpu;
    QTest::newRow("clear Trainium lead") << training << 4.0 << 60000.0 << 48000.0 << false << 0
                                         << Lean::Trainium;
    QTest::newRow("research, clear GPU lead") << training << 4.0 << 60000.0 << 48000.0 << true << 5
                                              << Lean::Gpu;
}

void TestDecision::hybridRules()
{
    QFETCH(int, kind);
    QFETCH(double, runsPerYear);
    QFETCH(double, trnRun);
    QFETCH(double, portingCost);
    QFETCH(bool, novel);
    QFETCH(int, portabilityWeight);
    QFETCH(Lean, expected);
    Fixture f = twoOptions();
    f.catalog.criteria = {criterion("clouds", 3, true, "portability"),
                          criterion("cost", 5, true, "tco")};
    Scenario &s = f.assessment.scenario;
    s.workload.kind = WorkloadKind(kind);
    s.workload.training.runsPerYear = runsPerYear;
    s.workload.novelArchitecture = novel;
    s.strategy.horizonMonths = 24;
    s.decision.weights["clouds"] = portabilityWeight;
    for (auto [id, run, port, tco] : {std::tuple{"trn", trnRun, portingCost, 528000.0},
                                      std::tuple{"gpu", 100000.0, 0.0, 800000.0}}) {
        OptionAssessment &o = f.opt(id);
        o.pricePerChipHour = quantity(1, "USD/chip-h");
        o.trainingCostPerRun = quantity(run, "USD");
        o.trainingCostPerYear = quantity(run * runsPerYear, "USD/year");
        o.inferenceCostPerYear = quantity(0, "USD/year");
        o.portingCost = quantity(port, "USD");
        o.tco = quantity(tco, "USD");
    }
    f.opt("trn").portingWeeks = quantity(2, "weeks");
    const Recommendation r = f.recommend();
    QCOMPARE(r.lean, expected);
    QVERIFY2(r.reasons.size() >= 2 && r.reasons.size() <= 5, joined(r.reasons).c_str());
    if (expected == Lean::Hybrid) {
        QVERIFY2(contains(r.headline, "research and prototyping on GPUs"), write(r.headline).c_str());
        const std::string all = joined(r.reasons);
        QVERIFY2(contains(all, formatUsd(trnRun)), all.c_str());
        QVERIFY2(contains(all, formatPercent(1 - trnRun / 100000)), all.c_str());
        QVERIFY2(contains(all, formatCount(portingCost / (100000 - trnRun)) + " training runs"), all.c_str());
    }
    // Research keeps the GPU but is told the settled model's saving (seed 003's hybrid path).
    QCOMPARE(anyContains(r.caveats, "Once the architecture settles"), novel);
}

void TestDecision::undecidedWhenAllKnockedOut()
{
    Fixture f = twoOptions();
    f.catalog.criteria = {criterion("clouds", 3, true, "portability")};
    f.assessment.scenario.strategy.multiCloudRequired = true;
    f.opt("gpu").priceKnown = false;
    const Recommendation r = f.recommend();
    QCOMPARE(r.lean, Lean::Undecided);
    QVERIFY(f.assessment.decision.winner.empty());
    QVERIFY(f.assessment.decision.sensitivity.empty());
    QVERIFY2(contains(r.headline, "None of the 2 options"), write(r.headline).c_str());
    QVERIFY2(anyContains(r.reasons, "only AWS rents it"), joined(r.reasons).c_str());
    QVERIFY2(anyContains(r.reasons, "no published on-demand price"), joined(r.reasons).c_str());
}

void TestDecision::caveats()
{
    // A close call on one criterion: A = (0.7·3 + 0.4)/4 = 0.625, B = (0.6·3 + 0.6)/4 = 0.6,
    // 2.5 points apart. Weight of c1 flips at (1.8 − 2.1)/(0.4 − 0.6) = 1.5 (now 1), of c0 at
    // 0.2/0.1 = 2 (now 3): c1 is fragile.
    Fixture f = profileMatrix({{0.7, 0.4}, {0.6, 0.6}}, {3, 1});
    Recommendation r = f.recommend();
    std::string all = joined(r.caveats);
    QVERIFY2(contains(all, "Close call"), all.c_str());
    QVERIFY2(contains(all, "2.5 points apart"), all.c_str());
    const DecisionResult &d = f.assessment.decision;
    QCOMPARE(d.mostFragile, std::string("c1"));
    QVERIFY2(contains(all, write(sensitivity(d, d.mostFragile).text)), all.c_str());
    QVERIFY2(contains(r.headline, "close call"), write(r.headline).c_str());

    // Vendor claims among the figures the compared options rest on, conflicts, and failed
    // checks about the compared chips (a check on another chip is not theirs to carry).
    Fixture t = twoOptions();
    t.catalog.criteria = {criterion("cost", 5, true, "tco")};
    t.opt("trn").tco = quantity(1.0e6, "USD");
    t.opt("gpu").tco = quantity(1.2e6, "USD");
    Statement claim;
    claim.provenance.kind = FigureKind::Vendor;
    t.opt("trn").inputs.push_back({ad::named("trnchip"), ad::msg("dense bf16 peak"), claim, FigureRole::Other, true,
                                   false, {}});
    t.opt("gpu").inputs.push_back({ad::named("gpu"), ad::msg("on-demand price"), claim, FigureRole::Price, false, false,
                                   {}}); // a price: no caveat
    t.assessment.flags.push_back({FlagLevel::Conflict, ad::named("Trainium3 power"), ad::msg("400 W vs 1,000 W"), {}});
    MeasurementCheck check;
    check.measurementId = "s001-trn-train";
    check.acceleratorId = "trnchip";
    check.level = FlagLevel::Impossible;
    check.message = ad::msg("needs 11 PFLOP/s per chip");
    MeasurementCheck elsewhere = check;
    elsewhere.acceleratorId = "otherchip";
    t.assessment.checks = {check, elsewhere};
    r = t.recommend();
    all = joined(r.caveats);
    QVERIFY2(contains(all, "rests on 1 vendor claim,"), all.c_str());
    QVERIFY2(contains(all, "dense bf16 peak of trnchip"), all.c_str());
    QVERIFY2(contains(all, "Trainium3 power"), all.c_str());
    QVERIFY2(contains(all, "1 published figure about these chips fails"), all.c_str());
    QVERIFY2(contains(all, "11 PFLOP/s"), all.c_str());

    Fixture calm = profileMatrix({{0.9}, {0.2}}, {3});
    QVERIFY(calm.recommend().caveats.empty());
}

void TestDecision::fp8DesignPointIsShownForBf16Training()
{
    const CatalogLoad load = loadEmbeddedCatalog();
    Scenario s = defaultScenario();
    s.workload.precision = Precision::BF16;
    const Assessment bf16 = assess(s, load.catalog);
    const OptionAssessment *n = bf16.option(bf16.trade.neuronId);
    const OptionAssessment *g = bf16.option(bf16.trade.gpuId);
    QVERIFY(n && g);
    auto gain = [&](const OptionAssessment *o) {
        const Accelerator *chip = load.catalog.accelerator(o->acceleratorId);
        return chip->denseFlops(Precision::FP8)->value() / chip->denseFlops(Precision::BF16)->value();
    };
    // Trainium3 is built around MXFP8 (2.52 PFLOPS against 671 TFLOPS in BF16, per AWS); a GPU
    // gains about 2x. The note states both ratios as the catalog gives them.
    QVERIFY(gain(n) >= 1.25 * gain(g));
    const auto note = std::find_if(bf16.recommendation.caveats.begin(), bf16.recommendation.caveats.end(),
                                   [](const Message &c) { return contains(c, "costed in BF16"); });
    QVERIFY2(note != bf16.recommendation.caveats.end(), joined(bf16.recommendation.caveats).c_str());
    QVERIFY2(contains(*note, formatNumber(gain(n), 1) + "×"), write(*note).c_str());
    QVERIFY2(contains(*note, formatNumber(gain(g), 1) + "×"), write(*note).c_str());

    // Training in FP8 already uses the design point: no note.
    s.workload.precision = Precision::FP8;
    const Assessment fp8 = assess(s, load.catalog);
    for (const auto &c : fp8.recommendation.caveats) QVERIFY2(!contains(c, "costed in"), write(c).c_str());
}

void TestDecision::shippedCatalogCriteria()
{
    const CatalogLoad load = loadEmbeddedCatalog();
    const Catalog &catalog = load.catalog;
    QVERIFY(!catalog.criteria.empty());
    QVERIFY(catalog.accelerator("trn3") && catalog.accelerator("h100"));

    Fixture f;
    f.catalog = catalog;
    f.assessment.scenario = defaultScenario();
    f.assessment.options = {option("ship-trn3", "trn3", "trainium", "neuron"),
                            option("ship-h100", "h100", "gpu", "cuda")};
    DecisionResult d = f.decide();
    QCOMPARE(d.criteria.size(), catalog.criteria.size());
    for (const auto &c : d.criteria) {
        QVERIFY2(c.weight >= 0 && c.weight <= 5, c.id.c_str());
        QVERIFY2(!c.name.empty() && !c.description.empty(), c.id.c_str());
    }
    for (const auto &r : d.rows) {
        QCOMPARE(r.scores.size(), catalog.criteria.size());
        for (std::size_t k = 0; k < r.scores.size(); ++k) {
            const CriterionScore &s = r.scores[k];
            const std::string where = r.optionId + " " + d.criteria[k].id + ": " + ad::writeClauses(s.how.note);
            QVERIFY2(s.score >= 0 && s.score <= 1, where.c_str());
            QVERIFY2(!contains(s.how.note, "computes no metric"), where.c_str());
            QVERIFY2(*s.how.formula.text(), where.c_str());
            // Every expert criterion with data has a profile score for both families; one
            // without data (capacity: nothing published) weighs nothing.
            if (!d.criteria[k].derived && d.criteria[k].hasData)
                QVERIFY2(s.how.method == Method::Catalog, where.c_str());
            if (!d.criteria[k].hasData) QCOMPARE(d.criteria[k].effectiveWeight, 0.0);
        }
    }
    // The shipped clouds make a multi-cloud mandate knock Trainium3 out and keep the H100.
    f.assessment.scenario.strategy.multiCloudRequired = true;
    d = f.decide();
    QVERIFY(row(d, "ship-trn3").excluded);
    QVERIFY2(contains(row(d, "ship-trn3").knockouts.at(0), "only AWS rents it"),
             write(row(d, "ship-trn3").knockouts.at(0)).c_str());
    QVERIFY(!row(d, "ship-h100").excluded);
}

QTEST_APPLESS_MAIN(TestDecision)
#include "tst_decision.moc"
