// Chart curves against arithmetic done here, independently of the cost model.
#include "assessment/curves.h"

#include <QtTest>

#include <cmath>

using namespace ad;

namespace {

Quantity usd(double v) { Quantity q; q.value = v; q.unit = "USD"; return q; }

Catalog catalogWithChip(double bf16Flops)
{
    Catalog catalog;
    Accelerator chip;
    chip.id = "chip";
    chip.flops[Precision::BF16].dense = Figure::single(bf16Flops, "FLOP/s", {});
    catalog.accelerators.push_back(chip);
    return catalog;
}

Assessment trainingScenario(double paramsB, double activeB)
{
    Assessment a;
    a.scenario.workload.parametersB = paramsB;
    a.scenario.workload.activeParametersB = activeB;
    a.scenario.workload.precision = Precision::BF16;
    a.scenario.workload.training.tokensPerRunB = 100;
    a.scenario.workload.training.mfu = 0.4;
    a.scenario.workload.training.overhead = 0.15;
    return a;
}

OptionAssessment pricedOption(double usdPerChipHour)
{
    OptionAssessment o;
    o.id = "offer/on_demand";
    o.acceleratorId = "chip";
    o.pricePerChipHour = usd(usdPerChipHour);
    o.trainingCostPerYear = usd(0);  // as the core sets it for a workload that does not train
    o.inferenceCostPerYear = usd(0);
    return o;
}

} // namespace

class TestCurves : public QObject
{
    Q_OBJECT
private slots:
    void gridSpansOneBillionToOneTrillion()
    {
        const auto grid = modelSizeGridB(4);
        QCOMPARE(grid.size(), std::size_t(13));
        QCOMPARE(grid.front(), 1.0);
        QVERIFY(std::abs(grid.back() - 1000.0) < 1e-9);
        QVERIFY(std::abs(grid[4] - 10.0) < 1e-9);
        for (std::size_t i = 1; i < grid.size(); ++i)
            QVERIFY(std::abs(grid[i] / grid[i - 1] - std::pow(10.0, 0.25)) < 1e-12);
    }

    void trainingCurveFromPeakFlops_data()
    {
        QTest::addColumn<double>("paramsB");
        QTest::addColumn<double>("activeB");
        QTest::addColumn<double>("atB");
        QTest::newRow("dense 1B") << 70.0 << 70.0 << 1.0;
        QTest::newRow("dense 70B") << 70.0 << 70.0 << 70.0;
        QTest::newRow("dense 1T") << 70.0 << 70.0 << 1000.0;
        QTest::newRow("mixture of experts keeps the active share") << 100.0 << 25.0 << 400.0;
    }
    void trainingCurveFromPeakFlops()
    {
        QFETCH(double, paramsB);
        QFETCH(double, activeB);
        QFETCH(double, atB);
        const double peak = 667e12, price = 2.5;
        const Assessment a = trainingScenario(paramsB, activeB);
        const Curve curve = trainingCostCurve(a, pricedOption(price), catalogWithChip(peak), {atB});
        QCOMPARE(curve.size(), std::size_t(1));
        const double active = atB * 1e9 * activeB / paramsB;
        const double seconds = 6 * active * 100e9 / (peak * 0.4);
        const double expected = seconds / 3600 * 1.15 * price;
        QCOMPARE(curve[0].x, atB);
        QVERIFY2(std::abs(curve[0].y / expected - 1) < 1e-12,
                 qPrintable(QStringLiteral("%1 vs %2").arg(curve[0].y).arg(expected)));
    }

    void trainingCurvePassesThroughTheAssessedRun()
    {
        // The assessment priced a 70B run at 50,000 chip-hours (say from a measured MFU); the
        // curve must hit that run's cost at 70B and scale linearly with size.
        Assessment a = trainingScenario(70, 70);
        a.trainingFlops.value = 6 * 70e9 * 100e9;
        OptionAssessment o = pricedOption(3.0);
        o.trainingChipHours.value = 50000;
        const Curve curve = trainingCostCurve(a, o, Catalog{}, {7, 70, 700});
        QCOMPARE(curve.size(), std::size_t(3));
        QVERIFY(std::abs(curve[1].y - 150000.0) < 1e-6);
        QVERIFY(std::abs(curve[0].y - 15000.0) < 1e-6);
        QVERIFY(std::abs(curve[2].y - 1500000.0) < 1e-6);
    }

    void trainingCurveEmptyWithoutPriceOrFlops()
    {
        const Assessment a = trainingScenario(70, 70);
        OptionAssessment unpriced = pricedOption(1);
        unpriced.pricePerChipHour = Quantity{};
        QVERIFY(trainingCostCurve(a, unpriced, catalogWithChip(1e15), {1, 10}).empty());
        OptionAssessment unknownChip = pricedOption(1);
        unknownChip.acceleratorId = "missing";
        QVERIFY(trainingCostCurve(a, unknownChip, catalogWithChip(1e15), {1, 10}).empty());
    }

    // Seed 000's worked example: $36,000 to port, $0.61 vs $0.28 per million tokens at a billion
    // tokens a day pays back after 36,000 / 330 days.
    void seedBreakEvenOverDaysAndTokens()
    {
        OptionAssessment gpu = pricedOption(4), neuron = pricedOption(1);
        gpu.costPerMTokens = usd(0.61);
        gpu.inferenceCostPerYear = usd(0.61 * 1000 * 365);
        neuron.costPerMTokens = usd(0.28);
        neuron.inferenceCostPerYear = usd(0.28 * 1000 * 365);
        neuron.needsPort = true;
        neuron.portingCost = usd(3 * 2 * 40 * 150.0);

        const auto day = breakEvenDay(gpu, neuron);
        QVERIFY(day.has_value());
        QVERIFY(std::abs(*day - 36000.0 / 330.0) < 1e-9);
        QVERIFY(std::abs(*day - 109.09) < 0.01);

        // On a token axis at the scenario's billion tokens a day, the crossing is the same day.
        const auto tokens = crossing(tokenCostLine(gpu, 1e9), tokenCostLine(neuron, 1e9));
        QVERIFY(tokens.has_value());
        QVERIFY(std::abs(*tokens - 36000.0 / 0.33 * 1e6) < 1.0);
        QVERIFY(!tokenCostLine(gpu, 0).known);

        const Curve c = breakEvenCurve(neuron, 730, 3);
        QCOMPARE(c.size(), std::size_t(3));
        QCOMPARE(c[0].y, 36000.0);
        QCOMPARE(c[1].x, 365.0);
        QVERIFY(std::abs(c[2].y - (36000 + 0.28 * 1000 * 730)) < 1e-6);
    }

    void dailyRateAddsTrainingInferenceAndMaintenance()
    {
        OptionAssessment o = pricedOption(1);
        o.trainingCostPerYear = usd(365000);
        o.inferenceCostPerYear = usd(73000);
        o.maintenanceCostPerYear = usd(3650);
        o.portingCost = usd(5000);  // ignored: this option needs no port
        const CostLine line = dailyCostLine(o);
        QVERIFY(line.known);
        QCOMPARE(line.oneOff, 0.0);
        QVERIFY(std::abs(line.rate - (1000 + 200 + 10)) < 1e-9);
    }

    void noBreakEvenWhenNotCheaper()
    {
        OptionAssessment gpu = pricedOption(1), neuron = pricedOption(1);
        gpu.inferenceCostPerYear = usd(1000);
        neuron.inferenceCostPerYear = usd(1200);
        neuron.needsPort = true;
        neuron.portingCost = usd(10);
        QVERIFY(!breakEvenDay(gpu, neuron).has_value());
        neuron.inferenceCostPerYear = usd(1000);  // equal rates never repay the port either
        QVERIFY(!breakEvenDay(gpu, neuron).has_value());
        OptionAssessment unpriced;
        QVERIFY(!breakEvenDay(gpu, unpriced).has_value());
        QVERIFY(breakEvenCurve(unpriced, 100).empty());
        OptionAssessment cannotTrain = pricedOption(0.5);  // e.g. an inference-only chip
        cannotTrain.trainingCostPerYear = Quantity{};
        QVERIFY(!dailyCostLine(cannotTrain).known);
        QVERIFY(!breakEvenDay(gpu, cannotTrain).has_value());
    }

    void cheaperWithoutPortPaysFromDayZero()
    {
        OptionAssessment gpu = pricedOption(1), other = pricedOption(1);
        gpu.inferenceCostPerYear = usd(2000);
        other.inferenceCostPerYear = usd(1000);
        const auto day = breakEvenDay(gpu, other);
        QVERIFY(day.has_value());
        QCOMPARE(*day, 0.0);
    }

    void horizonInDaysAndTokens()
    {
        Scenario s;
        s.strategy.horizonMonths = 24;
        s.workload.inference.tokensPerDayM = 1000;
        QVERIFY(std::abs(horizonDays(s) - 730.0) < 1e-9);
        QVERIFY(std::abs(horizonTokens(s) - 730e9) < 1.0);
    }
};

QTEST_APPLESS_MAIN(TestCurves)
#include "tst_curves.moc"
