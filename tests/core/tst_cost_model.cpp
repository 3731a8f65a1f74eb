// Each formula of core/model/cost_model.h against an independent computation, and the seed 000
// worked example end to end.
#include "model/cost_model.h"

#include <QtTest>
#include <cmath>

using namespace ad;

namespace {
bool near(double a, double b, double rel = 1e-9) { return std::fabs(a - b) <= rel * std::max(std::fabs(a), std::fabs(b)); }
}

class TestCostModel : public QObject {
    Q_OBJECT
private slots:
    void costPerMillionTokens_data();
    void costPerMillionTokens();
    void seed000WorkedExample();
    void breakEvenNever();
    void trainingChipHours_data();
    void trainingChipHours();
    void impliedMfu();
    void kvCacheAndDecode();
    void decodeComputeCeiling();
    void memoryFit_data();
    void memoryFit();
    void priceUnits();
    void horizonCostCapsCredits();
};

void TestCostModel::costPerMillionTokens_data()
{
    QTest::addColumn<double>("pricePerHour");
    QTest::addColumn<double>("tokensPerSecond");
    QTest::addColumn<double>("roundedCents"); // the figure seed 000 prints, to the cent
    // Seed 000's table: H200 on-demand and spot at 1,500 tok/s, B200 spot at 2,200, Trn3 at 1,800.
    QTest::newRow("H200 on-demand") << 4.54 << 1500.0 << 84.0;
    QTest::newRow("H200 spot") << 3.31 << 1500.0 << 61.0;
    QTest::newRow("B200 spot") << 5.34 << 2200.0 << 67.0;
    QTest::newRow("Trn3 per NeuronCore") << 1.80 << 1800.0 << 28.0;
}

void TestCostModel::costPerMillionTokens()
{
    QFETCH(double, pricePerHour);
    QFETCH(double, tokensPerSecond);
    QFETCH(double, roundedCents);
    const double cpm = formula::costPerMillionTokens(UsdPerChipHour{pricePerHour}, tokensPerSecond);
    // Independent route: tokens in one hour, then dollars per token, then per million.
    const double tokensPerHour = tokensPerSecond * 60 * 60;
    QVERIFY(near(cpm, pricePerHour / tokensPerHour * 1'000'000));
    QCOMPARE(std::round(cpm * 100), roundedCents);
}

void TestCostModel::seed000WorkedExample()
{
    // Three weeks, two engineers at $150 an hour, 40-hour weeks.
    const double cost = formula::portingCost(3, 2, 40, 150);
    QCOMPARE(cost, 36000.0);
    const auto tokens = formula::breakEvenTokens(cost, 0.61, 0.28);
    QVERIFY(tokens.has_value());
    // $36,000 over a saving of 33 cents per million tokens.
    QVERIFY(near(*tokens, 36000.0 / 0.33 * 1e6));
    QCOMPARE(std::round(*tokens / 1e9), 109.0);                 // "about 109 billion tokens"
    const double daysAt1B = *tokens / 1e9;                       // one billion tokens a day
    QCOMPARE(std::round(daysAt1B), 109.0);
    const double yearsAt10M = *tokens / 1e7 / 365.0;
    QCOMPARE(std::round(yearsAt10M), 30.0);                     // "30 years"
    const auto days = formula::breakEvenDays(cost, 0.33 * 1000); // 1,000 Mtok a day saves $330
    QVERIFY(days.has_value());
    QVERIFY(near(*days, *tokens / 1e9));
}

void TestCostModel::breakEvenNever()
{
    QVERIFY(!formula::breakEvenTokens(36000, 0.28, 0.61).has_value());
    QVERIFY(!formula::breakEvenTokens(36000, 0.5, 0.5).has_value());
    QVERIFY(!formula::breakEvenDays(36000, 0).has_value());
    QVERIFY(!formula::breakEvenDays(36000, -5).has_value());
}

void TestCostModel::trainingChipHours_data()
{
    QTest::addColumn<double>("paramsB");
    QTest::addColumn<double>("tokensB");
    QTest::addColumn<double>("peakTflops");
    QTest::addColumn<double>("mfu");
    QTest::addColumn<double>("overhead");
    QTest::newRow("70B, 300B tokens, H100 bf16") << 70.0 << 300.0 << 989.0 << 0.5 << 0.15;
    QTest::newRow("8B, 1T tokens, Trn3 bf16") << 8.0 << 1000.0 << 671.0 << 0.4 << 0.0;
    QTest::newRow("405B, 15T tokens, B200 fp8") << 405.0 << 15000.0 << 4500.0 << 0.35 << 0.2;
}

void TestCostModel::trainingChipHours()
{
    QFETCH(double, paramsB);
    QFETCH(double, tokensB);
    QFETCH(double, peakTflops);
    QFETCH(double, mfu);
    QFETCH(double, overhead);
    const double flops = formula::trainingFlops(paramsB * 1e9, tokensB * 1e9);
    QVERIFY(near(flops, 6.0 * paramsB * tokensB * 1e18));
    const double hours = formula::trainingChipHours(flops, peakTflops * 1e12, mfu, overhead);
    // Independently: seconds one chip needs at the effective rate, stretched by the overhead.
    const double effectiveRate = peakTflops * 1e12 * mfu;
    const double seconds = 6.0 * paramsB * 1e9 * tokensB * 1e9 / effectiveRate;
    QVERIFY(near(hours, seconds * (1 + overhead) / 3600.0));
}

void TestCostModel::impliedMfu()
{
    // Seed 001's H100 row for Llama 3 70B: 26,800 tokens/s per chip against 989 TFLOPS bf16.
    const double mfu = formula::impliedTrainingMfu(70e9, 26800, 989e12);
    QVERIFY(near(mfu, 6.0 * 70e9 * 26800 / 989e12));
    QVERIFY(mfu > 11.0); // more than eleven times what the chip can do
    QVERIFY(formula::impliedTrainingMfu(0.34e9, 225000, 1979e12) < 0.3);
}

void TestCostModel::kvCacheAndDecode()
{
    // Llama 3 70B: 80 layers, 8 KV heads of 128 in bf16 -> 327,680 bytes per token.
    QCOMPARE(formula::kvCacheBytesPerToken(80, 8, 128, 2), 327680.0);
    const double kvPerSequence = 327680.0 * 4096;
    const double weights = 70e9 * 2;
    const double tps = formula::decodeTokensPerSecondPerChip(weights, kvPerSequence, 16, 3.35e12, 0.7, 4);
    // Over four chips each step moves weights + 16 caches at 4 × 0.7 × 3.35 TB/s.
    const double step = (weights + 16 * kvPerSequence) / (4 * 0.7 * 3.35e12);
    QVERIFY(near(tps, 16 / step / 4));
    // The implied utilisation of exactly that throughput is the efficiency we assumed.
    QVERIFY(near(formula::impliedBandwidthUtilisation(weights, kvPerSequence, 16, tps, 3.35e12, 4), 0.7));
}

void TestCostModel::decodeComputeCeiling()
{
    const double tps = formula::computeBoundTokensPerSecondPerChip(8e9, 989e12, 0.5);
    QVERIFY(near(tps, 989e12 * 0.5 / 16e9));
}

void TestCostModel::memoryFit_data()
{
    QTest::addColumn<double>("bytes");
    QTest::addColumn<double>("memory");
    QTest::addColumn<int>("chips");
    // 70B with mixed-precision Adam: 1,120 GB of state.
    QTest::newRow("70B Adam on 80 GB") << 70e9 * 16 << 80e9 << 16;   // 1120 / 72 = 15.6
    QTest::newRow("70B Adam on 144 GB") << 70e9 * 16 << 144e9 << 9;  // 1120 / 129.6 = 8.6
    QTest::newRow("exact fit") << 72e9 << 80e9 << 1;
    QTest::newRow("just over") << 72.1e9 << 80e9 << 2;
    QTest::newRow("nothing") << 0.0 << 80e9 << 1;
    // Seed 001's claim: 175B in bf16 fits one 144 GB chip with optimizer state. It needs 22.
    QTest::newRow("175B Adam on 144 GB") << 175e9 * 16 << 144e9 << 22;
}

void TestCostModel::memoryFit()
{
    QFETCH(double, bytes);
    QFETCH(double, memory);
    QFETCH(int, chips);
    QCOMPARE(formula::minimumChips(bytes, memory, 0.9), chips);
    QCOMPARE(formula::adamMixedPrecisionBytesPerParameter, 2.0 + 2.0 + 4.0 + 4.0 + 4.0);
}

void TestCostModel::priceUnits()
{
    // trn3.48xlarge at $47.50 over 16 chips (seed 001) and $1.80 per NeuronCore × 8 (seed 000).
    QVERIFY(near(perChip(UsdPerInstanceHour{47.50}, 16).value, 2.96875));
    QVERIFY(near(perChip(UsdPerCoreHour{1.80}, 8).value, 14.4));
    QVERIFY(perChip(UsdPerCoreHour{1.80}, 8) > perChip(UsdPerInstanceHour{47.50}, 16));
}

QTEST_APPLESS_MAIN(TestCostModel)
void TestCostModel::horizonCostCapsCredits()
{
    // Two years of $400k of chips a year with $1M of AWS credits: the credits cover the whole
    // $800k bill and no more, so what is left to pay is the port and two years of upkeep.
    const auto covered = formula::horizonCost(800e3, true, 1e6, 36e3, 5e3, 2);
    QCOMPARE(covered.credits, 800e3);
    QCOMPARE(covered.upkeep, 10e3);
    QCOMPARE(covered.total(), 36e3 + 10e3);
    // Part of the bill: $300k of credits against the same bill.
    QCOMPARE(formula::horizonCost(800e3, true, 300e3, 36e3, 5e3, 2).total(),
             800e3 - 300e3 + 36e3 + 10e3);
    // Credits are AWS's: another provider pays the whole bill.
    const auto elsewhere = formula::horizonCost(800e3, false, 1e6, 0, 0, 2);
    QCOMPARE(elsewhere.credits, 0.0);
    QCOMPARE(elsewhere.total(), 800e3);
}

#include "tst_cost_model.moc"
