// The serving curve (core/evaluation/serving_curve.h): the batches it is drawn at, each point
// against the step, throughput and cost written out here from the model's definitions, its shape
// (throughput per chip rises and speed per user falls with the batch), its end where memory is
// full, and on the shipped catalog the operating point the assessment chose lying on it.
#include "assessment/assessment.h"
#include "evaluation/assess.h"
#include "evaluation/serving_curve.h"
#include "catalog/catalog_io.h"
#include "model/scenario.h"
#include "serving_target.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace ad;

namespace {

bool near(double a, double b, double rel = 1e-9)
{
    return std::fabs(a - b) <= rel * std::max(std::fabs(a), std::fabs(b));
}

const Catalog &shipped()
{
    static const Catalog catalog = loadEmbeddedCatalog().catalog;
    return catalog;
}

// Llama 3 70B in FP8 (80 layers, 8 KV heads of 128, a byte per value), context 8,192.
formula::ServingRequest llama70b(int input, int output)
{
    return {70e9, 2.0 * 80 * 8 * 128, 70e9, input, output, 8192};
}

// An H100-like replica: 3.35 TB/s and 1,979 TFLOP/s FP8 per chip, at 70 % and 50 % of them.
formula::ReplicaSpeed h100(int chips)
{
    return {chips, 3.35e12, 0.7, 1979e12, 0.5};
}

// The shared latency target (serving_target.h) on the default scenario.
Scenario targetScenario(double tpotMs = 50, double ttftMs = 1000)
{
    return atLatencyTarget(defaultScenario(), tpotMs, ttftMs);
}

} // namespace

class TestServingCurve : public QObject {
    Q_OBJECT
private slots:
    void batches_data();
    void batches();
    void pointsAgainstTheDefinitions_data();
    void pointsAgainstTheDefinitions();
    void endsWhereMemoryIsFull();
    void unknownPriceLeavesCostUnknown();
    void operatingPointLiesOnTheCurve_data();
    void operatingPointLiesOnTheCurve();
    void noTargetNoCurve();
};

void TestServingCurve::batches_data()
{
    QTest::addColumn<int>("largest");
    QTest::addColumn<int>("operating");
    QTest::addColumn<QList<int>>("expected");
    QTest::newRow("operating between powers") << 100 << 37 << QList<int>{1, 2, 4, 8, 16, 32, 37, 64, 100};
    QTest::newRow("largest is a power") << 8 << 8 << QList<int>{1, 2, 4, 8};
    QTest::newRow("operating on a power") << 20 << 4 << QList<int>{1, 2, 4, 8, 16, 20};
    QTest::newRow("one sequence") << 1 << 1 << QList<int>{1};
    QTest::newRow("no operating point") << 5 << 0 << QList<int>{1, 2, 4, 5};
    QTest::newRow("operating past memory") << 5 << 9 << QList<int>{1, 2, 4, 5};
    QTest::newRow("nothing fits") << 0 << 1 << QList<int>{};
}

void TestServingCurve::batches()
{
    QFETCH(int, largest);
    QFETCH(int, operating);
    QFETCH(QList<int>, expected);
    const std::vector<int> got = servingCurveBatches(largest, operating);
    QCOMPARE(QList<int>(got.begin(), got.end()), expected);
}

void TestServingCurve::pointsAgainstTheDefinitions_data()
{
    QTest::addColumn<int>("input");
    QTest::addColumn<int>("output");
    QTest::addColumn<int>("chips");
    QTest::newRow("chat, 4 chips") << 2000 << 300 << 4;
    QTest::newRow("long answers, 2 chips") << 200 << 1000 << 2;
    QTest::newRow("long prompts, 8 chips") << 6000 << 200 << 8;
}

void TestServingCurve::pointsAgainstTheDefinitions()
{
    QFETCH(int, input);
    QFETCH(int, output);
    QFETCH(int, chips);
    const formula::ServingRequest q = llama70b(input, output);
    const formula::ReplicaSpeed r = h100(chips);
    const double usable = chips * 80e9 * 0.9;
    const double price = 3.9;  // USD per chip-hour, an arbitrary figure
    const std::vector<ServingCurvePoint> curve = servingCurve(q, r, usable, 24, price);
    QVERIFY(curve.size() >= 3);
    const double bandwidth = 3.35e12 * 0.7 * chips, compute = 1979e12 * 0.5 * chips;
    const double cachedOnAverage = std::min(input + output / 2.0, 8192.0);
    for (std::size_t i = 0; i < curve.size(); ++i) {
        const ServingCurvePoint &p = curve[i];
        const int b = p.batch;
        // One step: the longer of reading weights and caches, and computing the batch's tokens
        // with the prompts that replace finished requests (input ÷ output per sequence).
        const double read = (70e9 + b * 2.0 * 80 * 8 * 128 * cachedOnAverage) / bandwidth;
        const double math = 2 * 70e9 * b * (1 + double(input) / output) / compute;
        const double step = std::max(read, math);
        QVERIFY(near(p.tpotMs, step * 1e3));
        QVERIFY(near(p.ttftMs, 2 * 70e9 * input / compute * 1e3));
        QVERIFY(near(p.tokensPerSecondPerUser, 1000 / p.tpotMs));
        QVERIFY(near(p.tokensPerSecondPerChip, b / step / chips));
        QVERIFY(near(p.costPerMOutputTokens, price / (3600 * p.tokensPerSecondPerChip) * 1e6));
        QCOMPARE(p.operatingPoint, b == 24);
        if (i == 0) continue;
        // Larger batches: no less throughput per chip, no more speed per user, no lower cost.
        const ServingCurvePoint &before = curve[i - 1];
        QVERIFY(p.batch > before.batch);
        QVERIFY(p.tokensPerSecondPerChip >= before.tokensPerSecondPerChip * (1 - 1e-12));
        QVERIFY(p.tokensPerSecondPerUser <= before.tokensPerSecondPerUser * (1 + 1e-12));
        QVERIFY(p.costPerMOutputTokens <= before.costPerMOutputTokens * (1 + 1e-12));
    }
    // Over the whole curve the trade is real: more per chip, less per user.
    QVERIFY(curve.back().tokensPerSecondPerChip > 2 * curve.front().tokensPerSecondPerChip);
    QVERIFY(curve.back().tokensPerSecondPerUser < curve.front().tokensPerSecondPerUser);
}

void TestServingCurve::endsWhereMemoryIsFull()
{
    const formula::ServingRequest q = llama70b(2000, 300);
    const double usable = 2 * 80e9 * 0.9;
    const std::vector<ServingCurvePoint> curve = servingCurve(q, h100(2), usable, 0, 1.0);
    QVERIFY(!curve.empty());
    // Each sequence may reach its last token: prompt and answer in the cache.
    const double perSequence = 2.0 * 80 * 8 * 128 * (2000 + 300);
    const int last = curve.back().batch;
    QVERIFY(70e9 + last * perSequence <= usable);
    QVERIFY(70e9 + (last + 1) * perSequence > usable);
    for (const ServingCurvePoint &p : curve) QVERIFY(!p.operatingPoint);
    // Weights alone past the memory: no curve.
    QVERIFY(servingCurve(q, h100(1), 60e9, 1, 1.0).empty());
}

void TestServingCurve::unknownPriceLeavesCostUnknown()
{
    const auto curve = servingCurve(llama70b(2000, 300), h100(4), 4 * 80e9 * 0.9, 8,
                                    std::numeric_limits<double>::quiet_NaN());
    QVERIFY(!curve.empty());
    for (const ServingCurvePoint &p : curve) {
        QVERIFY(std::isnan(p.costPerMOutputTokens));
        QVERIFY(p.tokensPerSecondPerChip > 0);
    }
}

void TestServingCurve::operatingPointLiesOnTheCurve_data()
{
    QTest::addColumn<double>("tpotMs");
    QTest::addColumn<double>("ttftMs");
    QTest::newRow("issue's case: 50 ms, 1 s") << 50.0 << 1000.0;
    QTest::newRow("tight: 20 ms") << 20.0 << 1000.0;
    QTest::newRow("loose: 120 ms, no TTFT target") << 120.0 << 0.0;
}

void TestServingCurve::operatingPointLiesOnTheCurve()
{
    QFETCH(double, tpotMs);
    QFETCH(double, ttftMs);
    const Assessment a = assess(targetScenario(tpotMs, ttftMs), shipped());
    int checked = 0;
    for (const OptionAssessment &o : a.options) {
        if (!o.inDecision) continue;
        const std::optional<ServingCurve> curve = servingCurveOf(a, o, shipped());
        if (o.serving.missed || !o.serving.batch.known()) {
            QVERIFY2(!curve, o.id.c_str());
            continue;
        }
        QVERIFY2(curve, o.id.c_str());
        QCOMPARE(curve->optionId, o.id);
        QCOMPARE(double(curve->chips), o.inferenceChips.value);
        const int at = curve->operatingIndex();
        QVERIFY2(at >= 0, o.id.c_str());
        const ServingCurvePoint &p = curve->points[std::size_t(at)];
        QCOMPARE(double(p.batch), o.serving.batch.value);
        QVERIFY2(near(p.tpotMs, o.serving.tpotMs.value), o.id.c_str());
        QVERIFY2(near(p.ttftMs, o.serving.ttftMs.value), o.id.c_str());
        QVERIFY(near(p.tokensPerSecondPerUser, 1000 / o.serving.tpotMs.value));
        // The assessment's throughput and cost are the model's unless a measurement replaced it.
        if (o.decodeTokensPerSecond.how.method != Method::Measurement) {
            QVERIFY2(near(p.tokensPerSecondPerChip, o.decodeTokensPerSecond.value), o.id.c_str());
            if (o.costPerMTokens.known())
                QVERIFY2(near(p.costPerMOutputTokens, o.costPerMTokens.value), o.id.c_str());
        }
        // The operating point is the largest batch within the target: every larger one misses
        // it, every smaller one meets it.
        for (const ServingCurvePoint &other : curve->points) {
            if (other.batch > p.batch) QVERIFY2(other.tpotMs > tpotMs, o.id.c_str());
            else QVERIFY2(other.tpotMs <= tpotMs, o.id.c_str());
        }
        ++checked;
    }
    QVERIFY2(checked >= 2, std::to_string(checked).c_str());

    // The trade's two sides, Trainium first.
    const std::vector<ServingCurve> trade = tradeServingCurves(a, shipped());
    QCOMPARE(int(trade.size()), int(!a.trade.neuronId.empty()) + int(!a.trade.gpuId.empty()));
    if (!a.trade.neuronId.empty()) QCOMPARE(trade.front().optionId, a.trade.neuronId);
    if (!a.trade.gpuId.empty()) QCOMPARE(trade.back().optionId, a.trade.gpuId);
}

void TestServingCurve::noTargetNoCurve()
{
    const Assessment a = assess(defaultScenario(), shipped());
    QVERIFY(!a.options.empty());
    for (const OptionAssessment &o : a.options) QVERIFY(!servingCurveOf(a, o, shipped()));
    QVERIFY(tradeServingCurves(a, shipped()).empty());
}

QTEST_APPLESS_MAIN(TestServingCurve)
#include "tst_serving_curve.moc"
