// The Serving tab (ui/views/resultsview_serving.cpp): with a latency target, one line per side of
// the trade, the target and each operating point where the assessment put them, the table row
// for row the core's curve; the cost view along the same axis; without a target, the hint.
#include "assessment/assessment.h"
#include "evaluation/assess.h"
#include "evaluation/serving_curve.h"
#include "catalog/catalog_io.h"
#include "views/chartfactory.h"
#include "views/chartpane.h"
#include "../core/serving_target.h"
#include "views/resultsview.h"
#include "views/servingcurvemodel.h"
#include "views/viewformat.h"

#include <QtCharts/QChart>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QScatterSeries>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QTabWidget>
#include <QTableView>
#include <QtTest>

#include <cmath>

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

// The shared latency target (tests/core/serving_target.h) on the default scenario.
Scenario targetScenario()
{
    return atLatencyTarget(defaultScenario());
}

template <class T>
QList<T *> seriesNamed(QChart *chart, const QString &objectName)
{
    QList<T *> found;
    for (QAbstractSeries *s : chart->series())
        if (s->objectName() == objectName)
            if (auto *typed = qobject_cast<T *>(s)) found << typed;
    return found;
}

} // namespace

class TestGuiServing : public QObject {
    Q_OBJECT
private slots:
    void curvePerTradeSideWithTargetAndOperatingPoints();
    void costViewAlongTheSameAxis();
    void noTargetShowsTheHint();
    void screenshots();
};

void TestGuiServing::curvePerTradeSideWithTargetAndOperatingPoints()
{
    ResultsView view;
    view.setCatalog(shipped());
    view.resize(1366, 700);
    view.show();
    const Assessment a = assess(targetScenario(), shipped());
    view.setAssessment(a);
    view.tabs()->setCurrentIndex(ResultsView::ServingTab);
    QCOMPARE(view.tabs()->tabText(ResultsView::ServingTab), QStringLiteral("Serving"));
    QVERIFY(view.servingPane()->isVisible());
    QVERIFY(!view.servingHint()->isVisible());

    // The core's curves of the trade's two sides, worked out here on their own.
    const std::vector<ServingCurve> curves = tradeServingCurves(a, shipped());
    QCOMPARE(int(curves.size()), 2);
    QCOMPARE(curves[0].optionId, a.trade.neuronId);
    QCOMPARE(curves[1].optionId, a.trade.gpuId);

    QChart *chart = view.servingPane()->chart();
    QVERIFY(chart);
    const QList<QLineSeries *> lines = seriesNamed<QLineSeries>(chart, QStringLiteral("curve"));
    QCOMPARE(lines.size(), 2);
    const QList<QScatterSeries *> rings = seriesNamed<QScatterSeries>(chart, QStringLiteral("operating"));
    QCOMPARE(rings.size(), 1);
    QCOMPARE(rings.front()->count(), 2);
    for (std::size_t i = 0; i < curves.size(); ++i) {
        const OptionAssessment *o = a.option(curves[i].optionId);
        QVERIFY(o);
        QCOMPARE(lines[int(i)]->name(), QString::fromStdString(o->label));
        QCOMPARE(lines[int(i)]->count(), int(curves[i].points.size()));
        // The ring sits at the assessment's TPOT and throughput per chip.
        const QPointF ring = rings.front()->at(int(i));
        QVERIFY2(near(ring.x(), 1000 / o->serving.tpotMs.value), o->id.c_str());
        QVERIFY2(near(ring.y(), o->decodeTokensPerSecond.value), o->id.c_str());
        QVERIFY(ring.x() >= 1000 / 50.0 - 1e-9);  // within the target: at least 20 tokens/s
    }
    const QList<QLineSeries *> target = seriesNamed<QLineSeries>(chart, QStringLiteral("target"));
    QCOMPARE(target.size(), 1);
    QCOMPARE(target.front()->at(0).x(), 20.0);
    QCOMPARE(target.front()->at(1).x(), 20.0);

    // The table, row for row, is the core's curve.
    QTableView *table = view.servingPane()->table();
    QAbstractItemModel *model = table->model();
    QCOMPARE(model->rowCount(), int(curves[0].points.size() + curves[1].points.size()));
    int row = 0;
    for (const ServingCurve &curve : curves)
        for (const ServingCurvePoint &p : curve.points) {
            auto value = [&](int column) {
                return model->data(model->index(row, column), views::ValueRole).toDouble();
            };
            QCOMPARE(value(ServingCurveModel::Batch), double(p.batch));
            QCOMPARE(value(ServingCurveModel::TokensPerUser), p.tokensPerSecondPerUser);
            QCOMPARE(value(ServingCurveModel::TokensPerChip), p.tokensPerSecondPerChip);
            QCOMPARE(value(ServingCurveModel::CostPerMTok), p.costPerMOutputTokens);
            QCOMPARE(value(ServingCurveModel::Tpot), p.tpotMs);
            const QString name = model->data(model->index(row, ServingCurveModel::Option)).toString();
            QCOMPARE(name.endsWith(QStringLiteral("(operating point)")), p.operatingPoint);
            ++row;
        }
    // The summary names the batch of each side.
    for (const ServingCurve &curve : curves) {
        const ServingCurvePoint &p = curve.points[std::size_t(curve.operatingIndex())];
        const QString where = curve.chips == 1
            ? QStringLiteral("batch %1 on one chip,").arg(views::count(p.batch))
            : QStringLiteral("batch %1 on %2 chips per replica,")
                  .arg(views::count(p.batch), views::count(curve.chips));
        QVERIFY2(view.servingPane()->summary().contains(where),
                 qPrintable(view.servingPane()->summary()));
    }
}

void TestGuiServing::costViewAlongTheSameAxis()
{
    ResultsView view;
    view.setCatalog(shipped());
    view.resize(1366, 700);
    view.show();
    const Assessment a = assess(targetScenario(), shipped());
    view.setAssessment(a);
    view.tabs()->setCurrentIndex(ResultsView::ServingTab);
    view.servingMeasure()->setCurrentIndex(1);
    QChart *chart = view.servingPane()->chart();
    QVERIFY(chart->title().contains(QStringLiteral("Cost per million output tokens")));
    QVERIFY(!chart->axes(Qt::Vertical).isEmpty());
    QVERIFY(qobject_cast<QLogValueAxis *>(chart->axes(Qt::Vertical).front()));
    const QList<QScatterSeries *> rings = seriesNamed<QScatterSeries>(chart, QStringLiteral("operating"));
    QCOMPARE(rings.size(), 1);
    const std::vector<ServingCurve> curves = tradeServingCurves(a, shipped());
    QCOMPARE(rings.front()->count(), int(curves.size()));
    for (std::size_t i = 0; i < curves.size(); ++i) {
        const OptionAssessment *o = a.option(curves[i].optionId);
        const QPointF ring = rings.front()->at(int(i));
        QVERIFY(near(ring.x(), 1000 / o->serving.tpotMs.value));
        // The cost per million output tokens: the price of a chip-hour over an hour's tokens.
        QVERIFY(near(ring.y(), o->pricePerChipHour.value / (3600 * o->decodeTokensPerSecond.value) * 1e6));
        QVERIFY(near(ring.y(), o->costPerMTokens.value));
    }
    // Back to throughput: the other chart again.
    view.servingMeasure()->setCurrentIndex(0);
    QVERIFY(view.servingPane()->chart()->title().contains(QStringLiteral("Throughput per chip")));
}

void TestGuiServing::noTargetShowsTheHint()
{
    ResultsView view;
    view.setCatalog(shipped());
    view.resize(1366, 700);
    view.show();
    view.setAssessment(assess(defaultScenario(), shipped()));
    view.tabs()->setCurrentIndex(ResultsView::ServingTab);
    QVERIFY(view.servingHint()->isVisible());
    QVERIFY(!view.servingPane()->isVisible());
    QVERIFY(view.servingHint()->text().contains(QStringLiteral("time-per-token target")));
    QCOMPARE(view.servingModel()->rowCount(), 0);
    // Setting a target brings the curve in; taking it away brings the hint back.
    view.setAssessment(assess(targetScenario(), shipped()));
    QVERIFY(view.servingPane()->isVisible());
    QVERIFY(view.servingModel()->rowCount() > 0);
    view.setAssessment(assess(defaultScenario(), shipped()));
    QVERIFY(view.servingHint()->isVisible());
}

// Screenshots for a person to look at: ACCELDECIDE_SCREENSHOTS=<folder>.
void TestGuiServing::screenshots()
{
    const QString folder = qEnvironmentVariable("ACCELDECIDE_SCREENSHOTS");
    if (folder.isEmpty()) QSKIP("set ACCELDECIDE_SCREENSHOTS to a folder to write them");
    ResultsView view;
    view.setCatalog(shipped());
    view.resize(1366 - 420, 768 - 120);  // the results beside the inputs on a 1366 × 768 screen
    view.show();
    view.setAssessment(assess(targetScenario(), shipped()));
    view.tabs()->setCurrentIndex(ResultsView::ServingTab);
    QTest::qWait(50);
    QVERIFY(view.grab().save(folder + QStringLiteral("/serving-throughput.png")));
    view.servingMeasure()->setCurrentIndex(1);
    QTest::qWait(50);
    QVERIFY(view.grab().save(folder + QStringLiteral("/serving-cost.png")));
    view.servingPane()->tableToggle()->setChecked(true);
    QTest::qWait(50);
    QVERIFY(view.grab().save(folder + QStringLiteral("/serving-table.png")));
    view.setAssessment(assess(defaultScenario(), shipped()));
    QTest::qWait(50);
    QVERIFY(view.grab().save(folder + QStringLiteral("/serving-hint.png")));
}

QTEST_MAIN(TestGuiServing)
#include "tst_gui_serving.moc"
