// Result views against a hand-built assessment: the models carry the assessment's numbers, the
// matrix shows knock-outs and emits edits without applying them, the break-even chart marks the
// crossing where independent arithmetic puts it, and every tab lays out at common screen sizes.
#include "assessment/assessment.h"
#include "evaluation/assess.h"
#include "formats/assessment_format.h"
#include "catalog/catalog_io.h"
#include "inputs/presets.h"
#include "assessment/curves.h"
#include "views/breakevenmodel.h"
#include "views/chartfactory.h"
#include "views/chartkit.h"
#include "views/chartpane.h"
#include "views/costpertokenmodel.h"
#include "views/decisionscoremodel.h"
#include "views/keyfiguresmodel.h"
#include "views/matrixmodel.h"
#include "views/matrixview.h"
#include "views/recommendationpanel.h"
#include "views/resultsview.h"
#include "views/trainingcurvemodel.h"
#include "views/uncertaintymodels.h"
#include "views/explainview.h"
#include "views/fittedtext.h"
#include "views/tableexport.h"
#include "views/viewformat.h"

#include "../core/serving_target.h"

#include <QtCharts/QAbstractBarSeries>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>
#include <QBuffer>
#include <QRegularExpression>
#include <QSet>
#include <QStandardItemModel>
#include <QGraphicsLayout>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QPainter>
#include <QPicture>
#include <QTextDocumentFragment>
#include <QVBoxLayout>
#include <QPdfWriter>
#include <QCheckBox>
#include <QListWidget>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTreeWidget>
#include <QtTest>
#include <QCheckBox>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <tuple>
#include <utility>

using namespace ad;

namespace {

constexpr double h100Bf16 = 989e12, trn2Bf16 = 667e12;
constexpr double gpuPerMTok = 0.61, trnPerMTok = 0.28, portUsd = 36000;  // seed 000's example
constexpr double tokensPerDayM = 1000;

Quantity q(double value, const char *unit, Method method = Method::Derived)
{
    Quantity out;
    out.value = value;
    out.unit = unit;
    out.how.method = method;
    return out;
}

OptionAssessment option(const std::string &offer, const std::string &label, double price,
                        double perMTok, Method throughput, bool port)
{
    OptionAssessment o;
    o.id = offer + "/on_demand";
    o.offerId = offer;
    o.acceleratorId = port ? "trn2" : "h100";
    o.label = label;
    o.family = port ? "trainium" : "gpu";
    o.stack = port ? ad::SoftwareStack::Neuron : ad::SoftwareStack::Cuda;
    o.provider = "AWS";
    o.inDecision = true;
    o.priceKnown = true;
    o.needsPort = port;
    o.pricePerChipHour = q(price, "USD/chip-h", Method::Catalog);
    o.decodeTokensPerSecond = q(price / perMTok * 1e6 / 3600, "tokens/s", throughput);
    o.costPerMTokens = q(perMTok, "USD/Mtok");
    o.costPerMTokens.how.formula = "cost per Mtok = USD/h ÷ (tokens/s × 3600 ÷ 1e6)";
    o.costPerMTokens.how.terms = {{"price per chip-hour", price, "USD/chip-h"}};
    o.costPerMTokens.how.sources = {"seed-000"};
    o.inferenceCostPerYear = q(perMTok * tokensPerDayM * 365, "USD");
    o.trainingCostPerYear = q(0, "USD");
    o.portingWeeks = q(port ? 3 : 0, "weeks");
    o.portingCost = q(port ? portUsd : 0, "USD");
    o.maintenanceCostPerYear = q(0, "USD");
    o.tco = q(o.inferenceCostPerYear.value * 2 + o.portingCost.value, "USD");
    return o;
}

MatrixCriterion criterion(const char *id, const char *name, int weight, bool derived)
{
    MatrixCriterion c;
    c.id = id;
    c.name = name;
    c.description = std::string(name) + " explained";
    c.weight = c.defaultWeight = weight;
    c.derived = derived;
    c.effectiveWeight = weight;
    return c;
}

CriterionScore score(double s, bool derived, bool overridden = false)
{
    CriterionScore out;
    out.score = s;
    out.derived = derived;
    out.overridden = overridden;
    out.how.formula = derived ? ad::Template("score = cheapest ÷ this") : ad::Template("profile score");
    return out;
}

double weighted(const std::vector<double> &s, const std::vector<int> &w)
{
    double num = 0, den = 0;
    for (std::size_t i = 0; i < s.size(); ++i) num += w[i] * s[i], den += w[i];
    return num / den;
}

Assessment handMade()
{
    Assessment a;
    a.scenario.name = "hand-made";
    a.scenario.workload.kind = WorkloadKind::Inference;
    a.scenario.workload.parametersB = 70;
    a.scenario.workload.activeParametersB = 70;
    a.scenario.workload.training.tokensPerRunB = 100;
    a.scenario.workload.training.mfu = 0.4;
    a.scenario.workload.training.overhead = 0.15;
    a.scenario.workload.inference.tokensPerDayM = tokensPerDayM;
    a.scenario.strategy.horizonMonths = 24;

    a.options.push_back(option("p5", "AWS p5.48xlarge (H100)", 4.0, gpuPerMTok, Method::Measurement, false));
    a.options.push_back(option("trn2", "AWS trn2.48xlarge (Trainium2)", 1.5, trnPerMTok, Method::Roofline, true));
    a.options.push_back(option("trn3", "AWS trn3.48xlarge (Trainium3)", 2.0, 0.25, Method::Roofline, true));
    OptionAssessment spot = option("trn3", "AWS trn3.48xlarge (Trainium3)", 0, 0, Method::Unknown, true);
    spot.id = "trn3/spot";
    spot.pricingModel = PricingModel::Spot;
    spot.offered = false;
    spot.priceKnown = false;
    spot.inDecision = false;
    spot.pricePerChipHour = Quantity{};
    spot.costPerMTokens = Quantity{};
    a.options.push_back(spot);
    a.options[1].breakEven.applicable = true;
    a.options[1].breakEven.days = q(portUsd / ((gpuPerMTok - trnPerMTok) * tokensPerDayM), "days");
    a.baselineId = "p5/on_demand";
    a.bestNeuronId = "trn2/on_demand";

    DecisionResult &d = a.decision;
    d.criteria = {criterion("cost", "Cost over the horizon", 5, true),
                  criterion("portability", "Portability", 4, false),
                  criterion("ecosystem", "Ecosystem maturity", 3, false)};
    d.criteria[1].defaultWeight = 3;
    d.criteria[1].weightNote = ad::msg("raised: the scenario requires more than one cloud");
    const std::vector<int> w = {5, 4, 3};
    MatrixRow trn{"trn2/on_demand", a.options[1].label, false, {},
                  {score(1.0, true), score(0.6, false), score(0.5, false, true)}, {}, 0, 1};
    MatrixRow gpu{"p5/on_demand", a.options[0].label, false, {},
                  {score(0.46, true), score(0.9, false), score(0.9, false)}, {}, 0, 2};
    MatrixRow out{"trn3/on_demand", a.options[2].label, true,
                  {ad::msg("needs 12 weeks of porting, past the 8-week deadline")},
                  {score(1.0, true), score(0.3, false), score(0.4, false)}, {}, 0, 0};
    trn.total = weighted({1.0, 0.6, 0.5}, w);
    gpu.total = weighted({0.46, 0.9, 0.9}, w);
    out.total = weighted({1.0, 0.3, 0.4}, w);
    d.rows = {trn, gpu, out};
    d.winner = trn.optionId;
    d.runnerUp = gpu.optionId;
    d.margin = trn.total - gpu.total;
    d.clearWinner = true;
    d.sensitivity = {{"portability", 4, 5.5, false, "p5/on_demand", ad::msg("out of range text")},
                     {"cost", 5, 3.0, true, "p5/on_demand",
                      ad::msg("weight of Cost over the horizon must drop below 3 for p5 to win")}};
    d.mostFragile = "cost";
    a.recommendation.lean = Lean::Trainium;
    a.recommendation.headline = ad::msg("Port to Trainium2: it pays back within the horizon.");
    a.recommendation.reasons = {ad::msg("cheaper per token: %1 against %2", {ad::arg::money(0.28), ad::arg::money(0.61)}),
                                ad::msg("port repaid in %1", {ad::arg::days(109)})};
    a.recommendation.caveats = {ad::msg("throughput is a roofline estimate")};
    MeasurementCheck check;
    check.measurementId = "m1";
    check.level = FlagLevel::Impossible;
    check.message = ad::msg("claimed throughput needs 140% of peak bandwidth");
    a.checks = {check};
    // The winner read measurement m1, so its failed check touches this decision; the conflict
    // about a figure no option reads does not.
    UsedFigure m1{ad::named("Trainium2"), ad::msg("serving throughput (m1)"), {}, ad::FigureRole::Other, true, false, "m1"};
    a.options[1].inputs.push_back(m1);
    a.flags = {{FlagLevel::Conflict, ad::named("Trainium3 power"), ad::msg("sources disagree: 1000 W vs 1200 W"), {}}};
    return a;
}

Catalog catalog()
{
    Catalog c;
    for (auto [id, flops] : {std::pair{"h100", h100Bf16}, std::pair{"trn2", trn2Bf16}}) {
        Accelerator acc;
        acc.id = id;
        acc.flops[Precision::BF16].dense = Figure::single(flops, "FLOP/s", {});
        c.accelerators.push_back(acc);
    }
    c.sources.push_back({"seed-000", "Trainium or GPU, the worked example", "Blog", "2025-01", ""});
    return c;
}

// The texts of the boxed labels drawn on a chart (a break-even's callout, for one).
QStringList calloutTexts(QChart *chart)
{
    QStringList texts;
    for (QGraphicsItem *item : chart->childItems())
        if (item->type() == QGraphicsRectItem::Type)
            for (QGraphicsItem *child : item->childItems())
                if (auto *text = qgraphicsitem_cast<QGraphicsSimpleTextItem *>(child))
                    texts << text->text();
    return texts;
}

QScatterSeries *breakEvenDot(QChart *chart)
{
    for (auto *s : chart->series())
        if (s->objectName() == QLatin1String("break-even")) return qobject_cast<QScatterSeries *>(s);
    return nullptr;
}

// The texts Qt Charts draws on a chart (its title, legend and axis labels are rich text items),
// hidden ones left out.
QStringList qtChartsTexts(QGraphicsItem *item)
{
    QStringList texts;
    if (!item->isVisible()) return texts;
    if (auto *text = qgraphicsitem_cast<QGraphicsTextItem *>(item)) texts << text->toPlainText();
    for (QGraphicsItem *child : item->childItems()) texts += qtChartsTexts(child);
    return texts;
}

// A text without its spaces and zero-width spaces: a name wrapped over lines reads the same.
QString squeezed(QString text)
{
    text.remove(QChar(0x200B));
    text.remove(QRegularExpression(QStringLiteral("\\s")));
    return text;
}

// The category labels as drawn beside the bars, one line per text item, in the order the chart
// factory laid them out (the bottom bar's name first, each name's lines in reading order): the
// chart's own text items outside the boxed labels.
QString drawnCategoryText(QChart *chart)
{
    QString all;
    for (QGraphicsItem *item : chart->childItems())
        if (auto *text = qgraphicsitem_cast<QGraphicsSimpleTextItem *>(item); text && text->isVisible())
            all += text->text() + QLatin1Char('\n');
    return all;
}

// The names beside a bar chart's bars: drawn whole (in lines, perhaps), never shortened with
// "…" or "...", and not drawn a second time by Qt Charts. `where` names the chart in a failure.
void checkCategoriesDrawnWhole(QChart *chart, const QString &where)
{
    const QString drawn = drawnCategoryText(chart);
    QVERIFY2(!drawn.contains(QChar(0x2026)) && !drawn.contains(QLatin1String("...")),
             qPrintable(where + QStringLiteral(": cut short: ") + drawn));
    for (QAbstractAxis *axis : chart->axes(Qt::Vertical))
        if (auto *bars = qobject_cast<QBarCategoryAxis *>(axis))
            for (const QString &category : charts::kit::categoryNames(bars)) {
                QVERIFY2(squeezed(drawn).contains(squeezed(category)),
                         qPrintable(where + QStringLiteral(": \"") + category
                                    + QStringLiteral("\" not drawn whole in:\n") + drawn));
                QVERIFY2(!qtChartsTexts(chart).contains(category),
                         qPrintable(where + QStringLiteral(": drawn by Qt Charts: ") + category));
            }
}

// How many money columns checkMoneyColumns() read, and how many of them formatUsd alone would
// have written in two forms (so that the check is known to have had something to catch).
struct MoneyColumns {
    int columns = 0, mixedAlone = 0;
};

// The money columns `columns` of `m`, read side by side, written all in millions (or billions)
// or all in dollars, each cell stating its amount (views::ValueRole) to the digits it shows.
// Under the C locale's English.
void checkMoneyColumns(const QAbstractItemModel &m, const std::vector<int> &columns,
                       const QString &what, MoneyColumns &count)
{
    QSet<bool> millions, millionsAlone;
    for (int column : columns) {
        for (int row = 0; row < m.rowCount(); ++row) {
            const QModelIndex index = m.index(row, column);
            const double usd = index.data(views::ValueRole).toDouble();
            const QString text = index.data().toString();
            if (!std::isfinite(usd) || std::fabs(usd) < 0.005 || !text.contains(QLatin1Char('$'))) continue;
            millions << (text.endsWith(QLatin1String(" M")) || text.endsWith(QLatin1String(" B")));
            const QString alone = QString::fromStdString(formatUsd(usd));
            millionsAlone << (alone.endsWith(QLatin1String(" M")) || alone.endsWith(QLatin1String(" B")));
            QString digits = text;
            digits.remove(QLatin1Char('$')).remove(QLatin1Char(','));
            const double scale = digits.endsWith(QLatin1String(" M")) ? 1e6
                : digits.endsWith(QLatin1String(" B"))                  ? 1e9 : 1.0;
            digits.chop(scale > 1 ? 2 : 0);
            const double shown = digits.toDouble() * scale;
            QVERIFY2(std::fabs(std::fabs(shown) - std::fabs(usd)) <= 0.06 * scale + 0.01 * std::fabs(usd) + 0.01,
                     qPrintable(QStringLiteral("%1, column %2: %3 for %4").arg(what).arg(column).arg(text)
                                    .arg(usd, 0, 'f', 2)));
        }
        ++count.columns;
    }
    QVERIFY2(millions.size() <= 1, qPrintable(what));
    count.mixedAlone += millionsAlone.size() > 1;
}

} // namespace

class TestViews : public QObject
{
    Q_OBJECT
private slots:
    void keyFiguresFollowTheRanking()
    {
        const Assessment a = handMade();
        KeyFiguresModel m;
        m.setAssessment(a);
        QCOMPARE(m.rowCount(), 2);  // the knocked-out option is not a candidate
        QCOMPARE(m.columnCount(), int(KeyFiguresModel::ColumnCount));
        QCOMPARE(m.index(0, KeyFiguresModel::Option).data().toString(),
                 QString::fromStdString(a.options[1].label));
        QCOMPARE(m.index(0, KeyFiguresModel::CostPerMTok).data(views::ValueRole).toDouble(), trnPerMTok);
        QCOMPARE(m.index(0, KeyFiguresModel::CostPerMTok).data().toString(),
                 QString::fromStdString(formatUsd(trnPerMTok)));  // the header names the unit
        QCOMPARE(m.index(1, KeyFiguresModel::Rank).data().toInt(), 2);
        QCOMPARE(m.index(0, KeyFiguresModel::BreakEven).data().toString(),
                 QString::fromStdString(formatDuration(portUsd / 330.0)));
        QCOMPARE(m.index(1, KeyFiguresModel::BreakEven).data().toString(), QStringLiteral("no port"));
    }

    // An edit that keeps the options in their places updates the cells that changed, without a
    // reset (which would repaint the whole table and forget the selection); every cell then
    // reads as in a model filled afresh, and new places still reset.
    void keyFiguresUpdateInPlace()
    {
        const Assessment a = handMade();
        KeyFiguresModel m;
        m.setAssessment(a);
        QSignalSpy resets(&m, &QAbstractItemModel::modelReset);
        QSignalSpy changes(&m, &QAbstractItemModel::dataChanged);

        Assessment moved = handMade();
        for (auto &o : moved.options) o.tco.value *= 1.5;
        m.setAssessment(moved);
        QCOMPARE(resets.count(), 0);
        QCOMPARE(changes.count(), m.rowCount());  // one Total cell per row
        KeyFiguresModel fresh;
        fresh.setAssessment(moved);
        for (int r = 0; r < m.rowCount(); ++r)
            for (int c = 0; c < m.columnCount(); ++c)
                for (int role : {int(Qt::DisplayRole), int(views::ValueRole), int(Qt::ToolTipRole)}) {
                    const QVariant shown = m.index(r, c).data(role), anew = fresh.index(r, c).data(role);
                    const bool bothUnknown = shown.typeId() == QMetaType::Double
                                             && std::isnan(shown.toDouble())
                                             && std::isnan(anew.toDouble());
                    if (!bothUnknown) QCOMPARE(shown, anew);
                }

        changes.clear();
        m.setAssessment(moved);  // nothing new: nothing to repaint
        QCOMPARE(changes.count(), 0);

        Assessment reranked = handMade();
        std::swap(reranked.decision.rows[0].rank, reranked.decision.rows[1].rank);
        std::swap(reranked.decision.rows[0], reranked.decision.rows[1]);
        m.setAssessment(reranked);
        QCOMPARE(resets.count(), 1);
    }

    void keyFiguresWriteEachMoneyColumnInOneForm()
    {
        // Read down a column, "$7,394,714" above "$16.6 M" looks like two different scales: every
        // money column of every preset's ranking is written all in millions or all in dollars,
        // and each cell still states its amount.
        const CatalogLoad load = loadEmbeddedCatalog();
        MoneyColumns count;
        for (const auto &preset : presetList()) {
            KeyFiguresModel m;
            m.setAssessment(assess(preset.scenario, load.catalog));
            // Each column a figure of its own: one form per column.
            for (int column : {KeyFiguresModel::PricePerChipHour, KeyFiguresModel::CostPerMTok,
                               KeyFiguresModel::TrainingCostPerRun, KeyFiguresModel::Tco})
                checkMoneyColumns(m, {column}, QStringLiteral("%1, column %2")
                                                   .arg(QString::fromStdString(preset.id)).arg(column),
                                  count);
        }
        QVERIFY(count.columns > 20);
        QVERIFY2(count.mixedAlone > 0, "no preset has a column whose amounts alone would be written in two forms");
    }

    // The same for every other table of amounts, whose money columns are read along a row as
    // well, so they share one form: the spread of each option's cost (How firm), the tornado's
    // savings, the training cost per model size and the break-even curves. The default
    // scenario's P90 column read "$7,104,878" above "$11.3 M".
    void everyMoneyTableWritesEachColumnInOneForm()
    {
        const CatalogLoad load = loadEmbeddedCatalog();
        auto catalog = std::make_shared<const Catalog>(load.catalog);
        std::vector<std::pair<QString, Scenario>> scenarios{{QStringLiteral("default"), defaultScenario()}};
        for (const auto &preset : presetList())
            scenarios.emplace_back(QString::fromStdString(preset.id), preset.scenario);
        MoneyColumns count;
        for (const auto &[name, scenario] : scenarios) {
            const auto a = std::make_shared<const Assessment>(assess(scenario, load.catalog));
            const auto u = std::make_shared<const UncertaintyResult>(analyseUncertainty(*a, load.catalog));
            UncertaintyOptionsModel spread;
            spread.setResult(u);
            checkMoneyColumns(spread, {UncertaintyOptionsModel::P10, UncertaintyOptionsModel::P50,
                                       UncertaintyOptionsModel::P90}, name + QStringLiteral(" spread"), count);
            TornadoModel tornado;
            tornado.setResult(u);
            checkMoneyColumns(tornado, {TornadoModel::SavingAtLow, TornadoModel::SavingAtHigh},
                              name + QStringLiteral(" tornado"), count);
            checkMoneyColumns(tornado, {TornadoModel::ValueOfKnowing},
                              name + QStringLiteral(" value of knowing"), count);
            TrainingCurveModel training;
            training.setCatalog(catalog);
            training.setAssessment(a);
            training.setUncertainty(u);
            std::vector<int> options;
            for (int i = 0; i < training.optionCount(); ++i) options.push_back(TrainingCurveModel::FirstOption + i);
            checkMoneyColumns(training, options, name + QStringLiteral(" training"), count);
            BreakEvenModel breakEven;
            breakEven.setAssessment(a);
            breakEven.setUncertainty(u);
            checkMoneyColumns(breakEven, {BreakEvenModel::Baseline, BreakEvenModel::Candidate},
                              name + QStringLiteral(" break-even"), count);
        }
        QVERIFY(count.columns > 100);
        QVERIFY2(count.mixedAlone > 0, "no table has a column whose amounts alone would be written in two forms");
    }

    void costPerTokenFiltersAndSorts()
    {
        CostPerTokenModel m;
        m.setAssessment(handMade());
        QCOMPARE(m.rowCount(), 3);  // the scenario's pricing model: on-demand
        QCOMPARE(m.chartRowCount(), 3);
        QCOMPARE(m.index(0, CostPerTokenModel::CostPerMTok).data(views::ValueRole).toDouble(), 0.25);
        QCOMPARE(m.index(2, CostPerTokenModel::CostPerMTok).data(views::ValueRole).toDouble(), gpuPerMTok);
        QCOMPARE(m.index(2, CostPerTokenModel::Method).data().toString(), views::methodName(Method::Measurement));
        QCOMPARE(m.index(0, CostPerTokenModel::Method).data().toString(), views::methodName(Method::Roofline));
        QVERIFY(!m.isMeasured(0));
        QVERIFY(m.isMeasured(2));

        m.setPricingFilter(std::nullopt);
        QCOMPARE(m.rowCount(), 4);
        QCOMPARE(m.chartRowCount(), 3);
        QCOMPARE(m.index(3, CostPerTokenModel::Status).data().toString(), QStringLiteral("not offered"));
        QVERIFY(m.chartLabel(0).contains(views::pricingModelName(PricingModel::OnDemand)));
        m.setPricingFilter(PricingModel::Spot);
        QCOMPARE(m.rowCount(), 1);
        QCOMPARE(m.chartRowCount(), 0);
    }

    void trainingCurveMatchesFirstPrinciples()
    {
        TrainingCurveModel m;
        m.setCatalog(std::make_shared<const Catalog>(catalog()));
        m.setAssessment(handMade());
        QCOMPARE(m.optionCount(), 2);
        QCOMPARE(m.columnCount(), TrainingCurveModel::FirstOption + 2);
        QVERIFY(m.userRow() >= 0);
        QCOMPARE(m.parametersAt(m.userRow()), 70.0);
        QCOMPARE(m.parametersAt(0), 1.0);
        QVERIFY(std::abs(m.parametersAt(m.rowCount() - 1) - 1000) < 1e-9);
        // Option 0 is the ranked winner, Trainium2 at $1.50 per chip-hour.
        const double hours = 6 * 70e9 * 100e9 / (trn2Bf16 * 0.4) / 3600 * 1.15;
        QVERIFY(std::abs(m.costAt(m.userRow(), 0) / (hours * 1.5) - 1) < 1e-9);
        const double gpuHours = 6 * 1e9 * 100e9 / (h100Bf16 * 0.4) / 3600 * 1.15;
        QVERIFY(std::abs(m.costAt(0, 1) / (gpuHours * 4.0) - 1) < 1e-9);
        QVERIFY(m.index(m.userRow(), 0).data().toString().contains(QStringLiteral("your model")));
    }

    // An option keeps its colour when an edit changes the ranking: the colour is keyed by offer.
    void optionColourSurvivesReRanking()
    {
        auto colours = [](const Assessment &a) {
            TrainingCurveModel m;
            m.setCatalog(std::make_shared<const Catalog>(catalog()));
            m.setAssessment(a);
            std::unique_ptr<QChart> chart(charts::makeTrainingCostChart(m, QPalette()));
            std::map<QString, QColor> out;
            for (QAbstractSeries *s : chart->series())
                if (auto *line = qobject_cast<QLineSeries *>(s); line && !line->name().startsWith(u'Y'))
                    out[line->name()] = line->pen().color();
            return out;
        };
        const Assessment ranked = handMade();
        Assessment reRanked = ranked;
        std::swap(reRanked.decision.rows[0], reRanked.decision.rows[1]);
        reRanked.decision.rows[0].rank = 1;
        reRanked.decision.rows[1].rank = 2;
        const auto before = colours(ranked), after = colours(reRanked);
        const QString trn2 = QString::fromStdString(ranked.options[1].label);
        const QString p5 = QString::fromStdString(ranked.options[0].label);
        QVERIFY(before.count(trn2) && before.count(p5));
        QCOMPARE(after.at(trn2), before.at(trn2));
        QCOMPARE(after.at(p5), before.at(p5));
        QVERIFY(before.at(trn2) != before.at(p5));
    }

    // Every chart of the default scenario drawn at 1100 × 560 (the size the report draws it at
    // on a wide page, or a window of that size): each axis title and each legend entry drawn
    // whole. Qt Charts cuts one that does not fit its room with "...", as it cut the cost chart's
    // axis title and a legend entry of the break-even chart ("…inklusive Por...").
    void axisTitlesAndLegendsDrawnWhole()
    {
        const CatalogLoad load = loadEmbeddedCatalog();
        const auto a = std::make_shared<const Assessment>(assess(defaultScenario(), load.catalog));
        const auto c = std::make_shared<const Catalog>(load.catalog);
        CostPerTokenModel cost;
        cost.setAssessment(a);
        TrainingCurveModel training;
        training.setCatalog(c);
        training.setAssessment(a);
        BreakEvenModel breakEven;
        breakEven.setAssessment(a);
        DecisionScoreModel scores;
        scores.setAssessment(a);
        const std::pair<const char *, std::function<QChart *()>> kinds[] = {
            {"cost per token", [&] { return charts::makeCostPerTokenChart(cost); }},
            {"training", [&] { return charts::makeTrainingCostChart(training); }},
            {"break-even", [&] { return charts::makeBreakEvenChart(breakEven); }},
            {"decision", [&] { return charts::makeDecisionScoreChart(scores); }},
        };
        for (const QSizeF size : {QSizeF(1100, 560), QSizeF(640, 360)})
            for (const auto &[name, make] : kinds) {
                std::unique_ptr<QChart> chart(make());
                QPicture picture;
                QPainter painter(&picture);
                charts::renderChart(chart.get(), &painter, QRectF(QPointF(0, 0), size));
                painter.end();
                const QString where = QStringLiteral("%1 at %2 × %3").arg(QLatin1String(name))
                                          .arg(size.width()).arg(size.height());
                const QStringList drawn = qtChartsTexts(chart.get());
                for (const QString &text : drawn)
                    QVERIFY2(!text.contains(QLatin1String("...")) && !text.contains(QChar(0x2026)),
                             qPrintable(where + QStringLiteral(": cut short: ") + text));
                QStringList lines;
                for (const QString &text : drawn)
                    lines << QString(text).replace(QChar::LineSeparator, QLatin1Char(' ')).simplified();
                for (QAbstractAxis *axis : chart->axes())
                    if (!axis->titleText().isEmpty())
                        QVERIFY2(lines.contains(charts::kit::wholeTitle(axis)),
                                 qPrintable(where + QStringLiteral(": axis title \"") + charts::kit::wholeTitle(axis)
                                            + QStringLiteral("\" drawn as: ") + drawn.join(QStringLiteral(" | "))));
                for (QLegendMarker *marker : chart->legend()->markers()) {
                    if (!marker->isVisible()) continue;
                    const QString whole = QTextDocumentFragment::fromHtml(marker->label()).toPlainText();
                    QVERIFY2(std::any_of(drawn.begin(), drawn.end(),
                                         [&](const QString &t) { return squeezed(t) == squeezed(whole); }),
                             qPrintable(where + QStringLiteral(": legend entry \"") + whole
                                        + QStringLiteral("\" drawn as: ") + drawn.join(QStringLiteral(" | "))));
                }
            }
    }

    // Category labels keep the whole option name when it fits a laptop-sized chart.
    void decisionChartLabelsAreNotCutShort()
    {
        DecisionScoreModel scores;
        scores.setAssessment(handMade());
        std::unique_ptr<QChart> chart(charts::makeDecisionScoreChart(scores, QPalette()));
        QStringList categories;
        for (QAbstractAxis *axis : chart->axes())
            if (auto *bars = qobject_cast<QBarCategoryAxis *>(axis)) categories = charts::kit::categoryNames(bars);
        QCOMPARE(categories.size(), 2);
        for (const QString &label : {QStringLiteral("AWS trn2.48xlarge (Trainium2)"),
                                     QStringLiteral("AWS p5.48xlarge (H100)")})
            QVERIFY2(std::any_of(categories.begin(), categories.end(),
                                 [&](const QString &c) { return c.endsWith(label); }),
                     qPrintable(categories.join(u'|')));
    }

    // A name too long for a narrow chart's labels is wrapped over lines beside its bar, whole:
    // Qt Charts 6.4 drew a label on one line and cut it with "..." where it did not fit, and
    // shortening it beforehand still cut the name ("RunPod 8x_H200-SX…ECURE (H200 SXM5)").
    void narrowChartWrapsLongNamesWhole()
    {
        Assessment a = handMade();
        const std::string longName = "AWS trn2.48xlarge (Trainium2), 3-year plan";
        for (auto *row : {&a.options[1]}) row->label = longName;
        for (auto &row : a.decision.rows)
            if (row.optionId == a.options[1].id) row.label = longName;
        ResultsView view;
        view.setCatalog(catalog());
        view.resize(700, 560);
        view.show();
        view.setAssessment(a);
        view.tabs()->setCurrentIndex(ResultsView::DecisionTab);
        ChartPane *pane = view.scorePane();
        QChart *chart = pane->chart();
        QVERIFY(chart);
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCoreApplication::processEvents();
        chart->layout()->activate();
        const QString full = QString::fromStdString(longName);
        checkCategoriesDrawnWhole(chart, QStringLiteral("700 × 560"));
        // On more than one line: the name is wider than the room beside a narrow chart's bars.
        const QString drawn = drawnCategoryText(chart);
        QVERIFY2(!drawn.contains(full), qPrintable(drawn));
        QVERIFY2(squeezed(drawn).contains(squeezed(full)), qPrintable(drawn));
        // Each line beside its own bar: the lines of a name lie between its neighbours' names.
        const QRectF plot = chart->plotArea();
        for (QGraphicsItem *item : chart->childItems())
            if (auto *text = qgraphicsitem_cast<QGraphicsSimpleTextItem *>(item)) {
                const QRectF r = text->mapRectToParent(text->boundingRect());
                QVERIFY2(r.right() <= plot.left() && r.left() >= 0, qPrintable(text->text()));
                QVERIFY2(r.top() >= plot.top() - 2 && r.bottom() <= plot.bottom() + 2,
                         qPrintable(text->text()));
            }
        // The whole name is in the tooltip of its bars too.
        QStringList tips;
        for (QAbstractSeries *series : chart->series())
            tips += series->property("chartsBarTooltips").toStringList();
        QVERIFY2(std::any_of(tips.begin(), tips.end(),
                             [&](const QString &t) { return t.endsWith(full); }),
                 qPrintable(tips.join(u'|')));

        // Given room, the chart shows the name on one line.
        view.resize(1900, 900);
        QCoreApplication::processEvents();
        chart->layout()->activate();
        checkCategoriesDrawnWhole(chart, QStringLiteral("1900 × 900"));
        QVERIFY2(drawnCategoryText(chart).contains(full), qPrintable(drawnCategoryText(chart)));
    }

    // Fourteen stacked criteria stay apart in greyscale: neighbours differ clearly in lightness
    // or in fill pattern.
    void stackedCriteriaDifferInGreyscale()
    {
        Assessment a = handMade();
        DecisionResult &d = a.decision;
        while (d.criteria.size() < 14) {
            const std::string id = "c" + std::to_string(d.criteria.size());
            d.criteria.push_back(criterion("x", "Extra criterion", 1, false));
            d.criteria.back().id = id;
            for (auto &row : d.rows) row.scores.push_back(score(0.5, false));
        }
        DecisionScoreModel scores;
        scores.setAssessment(a);
        QCOMPARE(scores.criterionCount(), 14);
        std::unique_ptr<QChart> chart(charts::makeDecisionScoreChart(scores, QPalette()));
        QList<QBarSet *> sets;
        for (QAbstractSeries *s : chart->series())
            if (auto *bars = qobject_cast<QAbstractBarSeries *>(s)) sets = bars->barSets();
        QCOMPARE(sets.size(), 14);
        auto grey = [](const QColor &c) { return qGray(c.rgb()); };
        for (int i = 1; i < sets.size(); ++i) {
            const QBrush a0 = sets[i - 1]->brush(), a1 = sets[i]->brush();
            const bool lighter = std::abs(grey(a0.color()) - grey(a1.color())) >= 40;
            QVERIFY2(lighter || a0.style() != a1.style(),
                     qPrintable(QStringLiteral("sets %1 and %2").arg(i - 1).arg(i)));
        }
    }

    // Figures compare exactly: a number by its bits, so an unknown (NaN) that stays unknown is no
    // change, while a change too small for QPointF's fuzzy == is one; lists and optionals element
    // by element.
    void figuresCompareNumbersByTheirBits()
    {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        QVERIFY(charts::sameBits(nan, nan));
        QVERIFY(!charts::sameBits(0.0, -0.0));
        const QPointF a(1, 2), b(1 + 1e-15, 2);
        QVERIFY(a == b); // Qt's own comparison would miss the change
        QVERIFY(!charts::sameBits(a, b));
        QVERIFY(charts::sameBits(QList<QPointF>{a, QPointF(nan, 0)}, QList<QPointF>{a, QPointF(nan, 0)}));
        QVERIFY(!charts::sameBits(QList<QPointF>{a}, QList<QPointF>{a, a}));
        using Band = std::optional<std::pair<double, double>>;
        QVERIFY(charts::sameBits(Band(), Band()));
        QVERIFY(!charts::sameBits(Band(), Band(std::pair(0.0, 1.0))));
        QVERIFY(!charts::sameBits(Band(std::pair(0.0, 1.0)), Band(std::pair(0.0, 1.5))));
        QVERIFY(charts::sameBits(std::tuple(QStringLiteral("x"), 1, nan),
                                 std::tuple(QStringLiteral("x"), 1, nan)));
        QVERIFY(!charts::sameBits(std::tuple(QStringLiteral("x"), 1, nan),
                                  std::tuple(QStringLiteral("y"), 1, nan)));
    }

    // Equal figures give equal charts, for every chart and across the states a user can reach
    // (the benchmark's edits of the default scenario, another pricing model shown, the tokens
    // axis): the figures hold everything a chart shows, so a pane that keeps its chart while the
    // figures stay equal never shows a stale chart.
    void equalFiguresGiveEqualCharts()
    {
        const CatalogLoad load = loadEmbeddedCatalog();
        Scenario scenario = defaultScenario();
        std::vector<std::function<void(Scenario &)>> edits = {
            [](Scenario &) {},
            [](Scenario &s) { s.workload.parametersB = 120; },
            [](Scenario &s) { s.workload.inference.tokensPerDayM = 2500; },
            [](Scenario &s) { s.workload.training.runsPerYear = 6; },
            [](Scenario &s) { s.strategy.horizonMonths = 36; },
            [](Scenario &s) { s.workload.parametersB = 70; },
            [](Scenario &s) { s.workload.inference.tokensPerDayM = 400; },
            [](Scenario &s) { s.workload.training.runsPerYear = 2; },
            [](Scenario &s) { s.strategy.horizonMonths = 24; },
        };
        struct Kind {
            const char *name;
            std::vector<std::pair<charts::Figures, std::unique_ptr<QChart>>> states;
        };
        Kind kinds[] = {{"cost per token", {}}, {"training", {}}, {"break-even", {}},
                        {"decision", {}}};
        const QPalette palette;
        for (int variant = 0; variant < 2; ++variant)
            for (const auto &edit : edits) {
                edit(scenario);
                const Assessment a = assess(scenario, load.catalog);
                CostPerTokenModel costs;
                costs.setAssessment(a);
                if (variant == 1) costs.setPricingFilter(std::nullopt);
                TrainingCurveModel training;
                training.setAssessment(a);
                BreakEvenModel breakEven;
                breakEven.setAssessment(a);
                if (variant == 1) breakEven.setAxis(BreakEvenModel::Axis::Tokens);
                DecisionScoreModel scores;
                scores.setAssessment(a);
                const charts::Figures figures[] = {
                    charts::costPerTokenFigures(costs), charts::trainingCostFigures(training),
                    charts::breakEvenFigures(breakEven), charts::decisionScoreFigures(scores)};
                for (std::size_t k = 0; k < std::size(kinds); ++k)
                    kinds[k].states.emplace_back(figures[k], figures[k].chart(palette));
            }
        for (const Kind &kind : kinds) {
            int equal = 0, unequal = 0;
            for (std::size_t i = 0; i < kind.states.size(); ++i)
                for (std::size_t j = i + 1; j < kind.states.size(); ++j) {
                    const auto &[f, c] = kind.states[i];
                    const auto &[g, d] = kind.states[j];
                    if (f == g) {
                        ++equal;
                        QVERIFY2(charts::sameContent(c.get(), d.get()),
                                 qPrintable(QStringLiteral("%1: states %2 and %3")
                                                .arg(QLatin1String(kind.name)).arg(i).arg(j)));
                    } else {
                        ++unequal;
                    }
                }
            // Both cases occur, or the test says nothing about this chart.
            QVERIFY2(equal > 0 && unequal > 0, kind.name);
        }
    }

    // After an edit the Costs chart shows the new cost, as a chart built from scratch would; the
    // same figures again leave it so; a new palette gives a chart in the new look.
    void costChartShowsTheNewFiguresAfterAnEdit()
    {
        ResultsView view;
        view.setCatalog(catalog());
        view.resize(1000, 700);
        view.show();
        view.setAssessment(handMade());
        view.tabs()->setCurrentIndex(ResultsView::CostsTab);
        ChartPane *pane = view.costPane();
        auto categories = [&] {
            QStringList out;
            for (QAbstractAxis *axis : pane->chart()->axes())
                if (auto *bars = qobject_cast<QBarCategoryAxis *>(axis)) out = charts::kit::categoryNames(bars);
            return out.join(u'|');
        };
        auto sameAsNew = [&] {
            std::unique_ptr<QChart> fresh(
                charts::makeCostPerTokenChart(*view.costModel(), pane->palette()));
            return charts::sameContent(pane->chart(), fresh.get());
        };
        QVERIFY(categories().contains(QStringLiteral("$0.28")));
        QVERIFY(sameAsNew());

        view.setAssessment(handMade()); // a re-evaluation with the same figures
        QVERIFY(sameAsNew());

        Assessment changed = handMade();
        changed.options[1].costPerMTokens.value = 0.2;
        view.setAssessment(changed);
        QVERIFY2(categories().contains(QStringLiteral("$0.20")), qPrintable(categories()));
        QVERIFY2(!categories().contains(QStringLiteral("$0.28")), qPrintable(categories()));
        QList<qreal> bars;
        for (QAbstractSeries *s : pane->chart()->series())
            if (auto *stack = qobject_cast<QAbstractBarSeries *>(s))
                for (QBarSet *set : stack->barSets())
                    for (int i = 0; i < set->count(); ++i) bars << set->at(i);
        QVERIFY(bars.contains(0.2));
        QVERIFY(sameAsNew());

        QPalette dark = pane->palette();
        dark.setColor(QPalette::Window, Qt::black);
        dark.setColor(QPalette::Base, Qt::black);
        dark.setColor(QPalette::Text, Qt::white);
        dark.setColor(QPalette::WindowText, Qt::white);
        std::unique_ptr<QChart> light(charts::makeCostPerTokenChart(*view.costModel(), pane->palette()));
        pane->setPalette(dark);
        QVERIFY(!charts::sameContent(pane->chart(), light.get()));
        QVERIFY(sameAsNew());
    }

    // The line charts show the new figures too: points, axis ranges and the boxed label at the
    // crossing all follow, and the chart equals one built from scratch.
    void lineChartShowsTheNewFiguresAfterAnEdit()
    {
        ResultsView view;
        view.setCatalog(catalog());
        view.resize(1000, 700);
        view.show();
        view.setAssessment(handMade());
        view.tabs()->setCurrentIndex(ResultsView::BreakEvenTab);
        ChartPane *pane = view.breakEvenPane();
        QScatterSeries *dot = breakEvenDot(pane->chart());
        QVERIFY(dot);
        const QPointF before = dot->at(0);

        Assessment changed = handMade();
        changed.options[1].portingCost.value /= 2; // repaid in half the time
        changed.options[1].tco.value -= portUsd / 2;
        changed.options[1].breakEven.days.value /= 2;
        view.setAssessment(changed);
        QChart *chart = pane->chart();
        dot = breakEvenDot(chart);
        QVERIFY(dot);
        QVERIFY(dot->at(0).x() < before.x());
        std::unique_ptr<QChart> fresh(
            charts::makeBreakEvenChart(*view.breakEvenModel(), pane->palette()));
        QVERIFY(charts::sameContent(chart, fresh.get()));
        QStringList labels;
        for (QGraphicsItem *item : chart->childItems())
            if (item->data(0).isValid()) labels << item->data(0).toString();
        QCOMPARE(labels, QStringList{view.breakEvenModel()->summary()});
    }

    // The Costs chart's whiskers span P10 to P90 of the sampled cases and follow a new spread; a
    // spread gone takes its whisker away, another pricing model changes the title; each time the
    // chart equals one built from scratch.
    void costChartWhiskersFollowTheSpread()
    {
        auto spread = [](double p90) {
            auto r = std::make_shared<UncertaintyResult>();
            OptionSpread trn2;
            trn2.optionId = "trn2/on_demand";
            trn2.cpmKnown = true;
            trn2.cpmP10 = 0.2;
            trn2.cpmP50 = trnPerMTok;
            trn2.cpmP90 = p90;
            r->options = {trn2};
            return std::shared_ptr<const UncertaintyResult>(r);
        };
        // The x extent of each whisker.
        auto whiskers = [](QChart *chart) {
            QList<std::pair<double, double>> out;
            for (QAbstractSeries *s : chart->series())
                if (s->objectName() == QStringLiteral("band")) {
                    QList<double> xs;
                    for (const QPointF &p : static_cast<QLineSeries *>(s)->points()) xs << p.x();
                    out << std::pair(*std::min_element(xs.begin(), xs.end()),
                                     *std::max_element(xs.begin(), xs.end()));
                }
            return out;
        };
        CostPerTokenModel model;
        model.setUncertainty(spread(0.4), false);
        model.setAssessment(handMade());
        ChartPane pane(&model, [&] { return charts::costPerTokenFigures(model); });
        auto sameAsNew = [&] {
            std::unique_ptr<QChart> fresh(charts::makeCostPerTokenChart(model, pane.palette()));
            return charts::sameContent(pane.chart(), fresh.get());
        };
        using Extent = QList<std::pair<double, double>>;
        QCOMPARE(whiskers(pane.chart()), (Extent{{0.2, 0.4}}));
        QVERIFY(sameAsNew());

        Assessment changed = handMade();
        changed.options[0].costPerMTokens.value = 0.5; // the GPU, still the dearest
        model.setUncertainty(spread(0.9), false);     // and a wider band for Trainium2
        model.setAssessment(changed);
        QCOMPARE(whiskers(pane.chart()), (Extent{{0.2, 0.9}}));
        QVERIFY(sameAsNew());

        model.setUncertainty(nullptr, false);
        model.setAssessment(changed);
        QVERIFY(whiskers(pane.chart()).isEmpty());
        QVERIFY(sameAsNew());

        const QString before = pane.chart()->title();
        model.setPricingFilter(std::nullopt); // all pricing models: another title
        QVERIFY(pane.chart()->title() != before);
        QVERIFY(pane.chart()->title().contains(QStringLiteral("all pricing models")));
        QVERIFY(sameAsNew());
    }

    // A legend entry hidden while there was nothing to show and shown again when figures arrive
    // has its text: the app opens on a tab whose chart is built before the first assessment.
    void legendEntryShownAgainHasItsText()
    {
        CostPerTokenModel model;
        model.setAssessment(Assessment{});
        ChartPane pane(&model, [&] { return charts::costPerTokenFigures(model); });
        pane.resize(900, 600);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        QVERIFY(pane.chart());
        QTest::qWait(50);
        model.setAssessment(handMade());
        QChart *chart = pane.chart();
        QTest::qWait(50);
        QStringList shownTexts;
        for (QGraphicsItem *item : chart->legend()->childItems())
            for (QGraphicsItem *inner : item->childItems())
                for (QGraphicsItem *part : inner->childItems())
                    if (auto *text = dynamic_cast<QGraphicsTextItem *>(part))
                        if (text->isVisible()) shownTexts << text->toPlainText();
        int visible = 0;
        for (QLegendMarker *marker : chart->legend()->markers()) {
            if (!marker->isVisible()) continue;
            ++visible;
            QVERIFY2(shownTexts.contains(marker->label()),
                     qPrintable(marker->label() + QStringLiteral(" not in ")
                                + shownTexts.join(QStringLiteral(", "))));
        }
        QVERIFY(visible > 0);
    }

    // The tornado's pane shows each new analysis: a bar's ends follow its new swing (in any unit
    // of the axis, the low end's reach over the high end's is (60,000 − 50,000) ÷ (50,000 −
    // high)), and a swing reaching past zero brings the line where both sides cost the same;
    // each time the chart equals one built from scratch.
    void tornadoShowsEachNewSwing()
    {
        auto result = [](double high) {
            auto r = std::make_shared<UncertaintyResult>();
            r->comparable = true;
            r->savingLikely = 50000;
            TornadoBar bar;
            bar.label = "Porting weeks";
            bar.savingAtLow = 60000;
            bar.savingAtHigh = high;
            r->tornado = {bar, bar};
            r->tornado[1].label = "Tokens per day";
            return std::shared_ptr<const UncertaintyResult>(r);
        };
        TornadoModel model;
        ChartPane pane(&model, [&] { return charts::tornadoFigures(model); });
        auto reach = [&] {
            const QList<QAbstractSeries *> series = pane.chart()->series();
            const QList<QPointF> low = static_cast<QLineSeries *>(series.at(0))->points();
            const QList<QPointF> high = static_cast<QLineSeries *>(series.at(1))->points();
            return (low.at(1).x() - low.at(0).x()) / (high.at(0).x() - high.at(1).x());
        };
        auto even = [&] {
            for (QAbstractSeries *s : pane.chart()->series())
                if (s->name() == QStringLiteral("both sides cost the same")) return true;
            return false;
        };
        auto sameAsNew = [&] {
            std::unique_ptr<QChart> fresh(charts::makeTornadoChart(model, pane.palette()));
            return charts::sameContent(pane.chart(), fresh.get());
        };
        for (double high : {20000.0, 20000.0, 2000.0, -10000.0, 20000.0}) {
            model.setResult(result(high));
            QVERIFY(qFuzzyCompare(reach(), 10000 / (50000 - high)));
            QCOMPARE(even(), high < 0);
            QVERIFY2(sameAsNew(), qPrintable(QString::number(high)));
        }
    }

    // Edit after edit of the default scenario (the inputs the GUI benchmark moves), the chart of
    // the tab shown equals a chart built from scratch from the tab's model, and the edits do
    // change it.
    void chartTabShowsEachEdit_data()
    {
        QTest::addColumn<int>("tab");
        QTest::newRow("costs") << int(ResultsView::CostsTab);
        QTest::newRow("training") << int(ResultsView::TrainingTab);
        QTest::newRow("break-even") << int(ResultsView::BreakEvenTab);
        QTest::newRow("decision") << int(ResultsView::DecisionTab);
    }

    void chartTabShowsEachEdit()
    {
        QFETCH(int, tab);
        const CatalogLoad load = loadEmbeddedCatalog();
        ResultsView view;
        view.setCatalog(load.catalog);
        view.resize(1000, 700);
        view.show();
        Scenario scenario = defaultScenario();
        view.setAssessment(assess(scenario, load.catalog));
        view.tabs()->setCurrentIndex(tab);
        const std::vector<std::function<void(Scenario &)>> edits = {
            [](Scenario &s) { s.workload.parametersB = 120; },
            [](Scenario &s) { s.workload.inference.tokensPerDayM = 2500; },
            [](Scenario &s) { s.workload.training.runsPerYear = 6; },
            [](Scenario &s) { s.strategy.horizonMonths = 36; },
            [](Scenario &s) { s.workload.parametersB = 70; },
            [](Scenario &s) { s.workload.inference.tokensPerDayM = 400; },
            [](Scenario &s) { s.workload.training.runsPerYear = 2; },
            [](Scenario &s) { s.strategy.horizonMonths = 24; },
        };
        // A tab follows the assessment when one of its parts is asked for (ResultsView::fresh).
        auto pane = [&]() -> ChartPane * {
            switch (tab) {
            case ResultsView::CostsTab: return view.costPane();
            case ResultsView::TrainingTab: return view.trainingPane();
            case ResultsView::BreakEvenTab: return view.breakEvenPane();
            default: return view.scorePane();
            }
        };
        auto fresh = [&] {
            const QPalette palette = pane()->palette();
            switch (tab) {
            case ResultsView::CostsTab:
                return charts::makeCostPerTokenChart(*view.costModel(), palette);
            case ResultsView::TrainingTab:
                return charts::makeTrainingCostChart(*view.trainingModel(), palette);
            case ResultsView::BreakEvenTab:
                return charts::makeBreakEvenChart(*view.breakEvenModel(), palette);
            default: return charts::makeDecisionScoreChart(*view.decisionScoreModel(), palette);
            }
        };
        std::unique_ptr<QChart> before(fresh());
        QVERIFY(charts::sameContent(pane()->chart(), before.get()));
        int changed = 0;
        for (int round = 0; round < 2; ++round)
            for (std::size_t e = 0; e < edits.size(); ++e) {
                edits[e](scenario);
                view.setAssessment(assess(scenario, load.catalog));
                std::unique_ptr<QChart> now(fresh());
                QVERIFY2(charts::sameContent(pane()->chart(), now.get()),
                         qPrintable(QStringLiteral("round %1, edit %2").arg(round).arg(e)));
                if (!charts::sameContent(now.get(), before.get())) ++changed;
                before = std::move(now);
            }
        QVERIFY(changed > 0);
    }

    void tableCsvIsTheCommandLinesCsv()
    {
        // Export CSV… writes through the core's CSV writer, the one the CLI's tables use: cells
        // with a comma, a quote or a line break quoted as RFC 4180 says.
        QStandardItemModel model(2, 2);
        model.setHorizontalHeaderLabels({QStringLiteral("name"), QStringLiteral("note")});
        const std::vector<std::vector<std::string>> cells = {{"a,b", "say \"hi\""},
                                                             {"two\nlines", "plain"}};
        for (int r = 0; r < 2; ++r)
            for (int c = 0; c < 2; ++c)
                model.setItem(r, c, new QStandardItem(QString::fromStdString(cells[r][c])));
        const QString written = tableexport::csv(model);
        QCOMPARE(written, QStringLiteral("name,note\n\"a,b\",\"say \"\"hi\"\"\"\n\"two\nlines\",plain\n"));
        QCOMPARE(written, QString::fromStdString(ad::csvLine({"name", "note"}) + ad::csvLine(cells[0])
                                                 + ad::csvLine(cells[1])));
    }

    void decisionContributionsAddUpToTotals()
    {
        const Assessment a = handMade();
        DecisionScoreModel m;
        m.setAssessment(a);
        QCOMPARE(m.rowCount(), 2);
        QCOMPARE(m.columnCount(), DecisionScoreModel::FirstCriterion + 3);
        for (int r = 0; r < m.rowCount(); ++r) {
            double sum = 0;
            for (int c = 0; c < 3; ++c) sum += m.contribution(r, c);
            QVERIFY(std::abs(sum - 100 * a.decision.rows[r].total) < 1e-9);
        }
        QCOMPARE(m.contribution(0, 0), 100.0 * 5 * 1.0 / 12);
        // The bars are the core's points, the ones the recommendation's reasons count.
        const std::vector<ad::ScorePart> parts = ad::scoreParts(a.decision);
        QCOMPARE(int(parts.size()), m.criterionCount());
        for (int r = 0; r < m.rowCount(); ++r)
            for (int c = 0; c < m.criterionCount(); ++c)
                QCOMPARE(m.contribution(r, c),
                         ad::partPoints(a.decision, parts[std::size_t(c)], *m.rowAt(r)));
        QCOMPARE(m.excluded().size(), std::size_t(1));
        QVERIFY(m.excluded()[0].second.contains(QStringLiteral("8-week deadline")));
    }

    // The matrix measures its cells again only when it must: a wider range of a criterion
    // widens the swing column, a new order of the options leaves every width alone.
    void matrixColumnsFollowTheirText()
    {
        ResultsView view;
        view.resize(1200, 800);
        view.tabs()->setCurrentIndex(ResultsView::DecisionTab);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        Assessment a = handMade();
        a.decision.criteria[0].range = ad::msg("%1 to %2", {ad::arg::money(1), ad::arg::money(2)});
        view.setAssessment(a);
        QTableView *table = view.matrixView()->table();
        const int narrow = table->columnWidth(MatrixModel::Swing);
        const int option = table->columnWidth(MatrixModel::FirstOption);
        a.decision.criteria[0].range = ad::msg("%1 to %2 over the whole horizon",
                                               {ad::arg::money(1234567890), ad::arg::money(9876543210)});
        view.setAssessment(a);
        QVERIFY2(table->columnWidth(MatrixModel::Swing) > narrow + 100,
                 qPrintable(QString::number(table->columnWidth(MatrixModel::Swing))));
        QCOMPARE(table->columnWidth(MatrixModel::FirstOption), option);
        // Widths the user set stay through an edit that changes no text's width.
        table->setColumnWidth(MatrixModel::FirstOption, option + 40);
        view.setAssessment(a);
        QCOMPARE(table->columnWidth(MatrixModel::FirstOption), option + 40);
    }

    void knockedOutOptionShownExcluded()
    {
        ResultsView view;
        view.setAssessment(handMade());
        const MatrixModel *m = view.matrixView()->model();
        QCOMPARE(m->rowCount(), 3 + 2);
        QCOMPARE(m->columnCount(), MatrixModel::FirstOption + 3);
        const int excluded = MatrixModel::FirstOption + 2;
        QVERIFY(m->headerData(excluded, Qt::Horizontal, Qt::DisplayRole).toString().contains(QStringLiteral("excluded")));
        QVERIFY(m->headerData(excluded, Qt::Horizontal, Qt::ToolTipRole).toString().contains(QStringLiteral("8-week deadline")));
        QCOMPARE(m->index(m->totalRow(), excluded).data().toString(), QStringLiteral("excluded"));
        QVERIFY(!m->headerData(MatrixModel::FirstOption, Qt::Horizontal, Qt::DisplayRole).toString().contains(QStringLiteral("excluded")));
        QCOMPARE(view.matrixView()->knockouts()->count(), 1);
        QVERIFY(view.matrixView()->knockouts()->item(0)->text().contains(QStringLiteral("8-week deadline")));
        // Derived scores are italic and not editable; profile scores are editable.
        QVERIFY(m->index(0, MatrixModel::FirstOption).data(Qt::FontRole).value<QFont>().italic());
        QVERIFY(!(m->flags(m->index(0, MatrixModel::FirstOption)) & Qt::ItemIsEditable));
        QVERIFY(m->flags(m->index(1, MatrixModel::FirstOption)) & Qt::ItemIsEditable);
        // A weight the scenario moved away from the catalog default says why.
        const QString weightTip = m->index(1, MatrixModel::Weight).data(Qt::ToolTipRole).toString();
        QVERIFY(weightTip.contains(QStringLiteral("Catalog default: 3")));
        QVERIFY(weightTip.contains(QStringLiteral("requires more than one cloud")));
        QVERIFY(!m->index(0, MatrixModel::Weight).data(Qt::ToolTipRole).toString().contains(QStringLiteral("default")));
        // The most fragile weight comes first, marked in words.
        QVERIFY(view.matrixView()->sensitivity()->item(0)->text().startsWith(QStringLiteral("Most fragile")));
        QCOMPARE(view.matrixView()->sensitivity()->count(), 1);  // the unreachable one is left out
        QVERIFY(view.scorePane()->footnote().contains(QString::fromStdString(handMade().options[2].label)));
    }

    void weightEditInTheTableEmitsWithoutApplying()
    {
        ResultsView view;
        view.resize(1366, 768);
        view.setAssessment(handMade());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.tabs()->setCurrentIndex(ResultsView::DecisionTab);
        QSignalSpy spy(&view, &ResultsView::weightEdited);
        QTableView *table = view.matrixView()->table();
        const QModelIndex weight = table->model()->index(1, MatrixModel::Weight);
        table->setCurrentIndex(weight);
        table->edit(weight);
        auto *spin = table->findChild<QSpinBox *>();
        QVERIFY(spin);
        QCOMPARE(spin->value(), 4);
        QCOMPARE(spin->maximum(), 5);
        QCOMPARE(spin->minimum(), 0);  // a weight of 0 leaves a criterion out
        spin->selectAll();
        QTest::keyClicks(spin, QStringLiteral("2"));
        QCOMPARE(spin->value(), 2);
        QTest::keyClick(spin, Qt::Key_Return);
        QTRY_COMPARE(spy.count(), 1);  // the delegate commits from a queued call
        QCOMPARE(spy.at(0).at(0).toString(), QStringLiteral("portability"));
        QCOMPARE(spy.at(0).at(1).toInt(), 2);
        QCOMPARE(weight.data().toInt(), 4);  // the new assessment has not come back yet

        QVERIFY(!table->model()->setData(weight, 9));  // outside 1..5
        QVERIFY(!table->model()->setData(weight, QStringLiteral("nan")));
        QCOMPARE(spy.count(), 1);
    }

    void scoreEditsAndResetEmitOfferIds()
    {
        ResultsView view;
        view.setAssessment(handMade());
        MatrixModel *m = view.matrixView()->model();
        QSignalSpy edited(&view, &ResultsView::scoreEdited);
        QSignalSpy cleared(&view, &ResultsView::scoreOverrideCleared);
        const QModelIndex gpuPortability = m->index(1, MatrixModel::FirstOption + 1);
        QVERIFY(m->setData(gpuPortability, 55));
        QCOMPARE(edited.count(), 1);
        QCOMPARE(edited.at(0).at(0).toString(), QStringLiteral("portability"));
        QCOMPARE(edited.at(0).at(1).toString(), QStringLiteral("p5"));
        QCOMPARE(edited.at(0).at(2).toDouble(), 0.55);
        QVERIFY(!m->setData(m->index(0, MatrixModel::FirstOption), 10));  // derived
        QVERIFY(!m->clearOverride(gpuPortability));                          // not overridden
        const QModelIndex overridden = m->index(2, MatrixModel::FirstOption);
        QVERIFY(m->clearOverride(overridden));
        QCOMPARE(cleared.count(), 1);
        QCOMPARE(cleared.at(0).at(0).toString(), QStringLiteral("ecosystem"));
        QCOMPARE(cleared.at(0).at(1).toString(), QStringLiteral("trn2"));
    }

    // Grid lines are opaque colours between the background and the text: a translucent line is
    // blended row by row through a thread pool, several milliseconds per chart and paint.
    void gridLinesAreOpaqueAndFaint()
    {
        for (const bool dark : {false, true}) {
            QPalette palette;
            palette.setColor(QPalette::Window, dark ? QColor(40, 40, 40) : QColor(240, 240, 240));
            palette.setColor(QPalette::Base, dark ? QColor(30, 30, 30) : QColor(Qt::white));
            palette.setColor(QPalette::Text, dark ? QColor(230, 230, 230) : QColor(Qt::black));
            ResultsView view;
            view.setPalette(palette);
            view.setAssessment(handMade());
            for (ChartPane *pane : {view.costPane(), view.trainingPane(), view.breakEvenPane(),
                                    view.scorePane()}) {
                QChart *chart = pane->chart();
                QVERIFY(chart && !chart->axes().isEmpty());
                const int base = palette.color(QPalette::Base).lightness();
                const int text = palette.color(QPalette::Text).lightness();
                for (QAbstractAxis *axis : chart->axes()) {
                    const QColor major = axis->gridLineColor(), minor = axis->minorGridLineColor();
                    QCOMPARE(major.alpha(), 255);
                    QCOMPARE(minor.alpha(), 255);
                    // Between the two, nearer the background, the minor lines the nearer.
                    const auto share = [&](const QColor &c) {
                        return double(c.lightness() - base) / double(text - base);
                    };
                    QVERIFY2(share(major) > 0.1 && share(major) < 0.3, qPrintable(major.name()));
                    QVERIFY2(share(minor) > 0.03 && share(minor) < share(major),
                             qPrintable(minor.name()));
                }
            }
        }
    }

    // A new ranking swaps the colours of the lines (each offer keeps its colour) without
    // changing the chart's frame: the chart on screen takes the new pens in place.
    void rerankedLinesTakeTheirColoursInPlace()
    {
        auto build = [](QColor first, QColor second) {
            auto *chart = new QChart;
            auto *x = new QValueAxis, *y = new QValueAxis;
            chart->addAxis(x, Qt::AlignBottom);
            chart->addAxis(y, Qt::AlignLeft);
            for (const QColor &colour : {first, second}) {
                auto *line = new QLineSeries;
                *line << QPointF(0, colour.red()) << QPointF(1, colour.green());
                line->setPen(QPen(colour, 2));
                chart->addSeries(line);
                line->attachAxis(x);
                line->attachAxis(y);
            }
            return chart;
        };
        std::unique_ptr<QWidget> view(charts::makeChartView());
        charts::setChart(view.get(), build(Qt::red, Qt::blue));
        QChart *shown = charts::chartOf(view.get());
        QVERIFY(charts::showIfChanged(view.get(), build(Qt::blue, Qt::red)));
        QVERIFY(charts::chartOf(view.get()) == shown);  // kept, not replaced
        const auto series = shown->series();
        QCOMPARE(static_cast<QLineSeries *>(series.at(0))->pen().color(), QColor(Qt::blue));
        QCOMPARE(static_cast<QLineSeries *>(series.at(1))->pen().color(), QColor(Qt::red));
        QCOMPARE(static_cast<QLineSeries *>(series.at(0))->at(0).y(), 0.0);
        QVERIFY(!charts::showIfChanged(view.get(), build(Qt::blue, Qt::red)));
    }

    // A value axis taking a range a thousand times wider (or narrower) in place never has the
    // old tick interval over the new range on the way: it lays out a label per tick at once.
    void axisTakesNewTicksWithoutThousandsOnTheWay()
    {
        auto build = [](double max, double interval) {
            auto *chart = new QChart;
            auto *x = new QValueAxis, *y = new QValueAxis;
            y->setTickType(QValueAxis::TicksDynamic);
            y->setTickInterval(interval);
            y->setRange(0, max);
            chart->addAxis(x, Qt::AlignBottom);
            chart->addAxis(y, Qt::AlignLeft);
            auto *line = new QLineSeries;
            *line << QPointF(0, 0) << QPointF(1, max);
            chart->addSeries(line);
            line->attachAxis(x);
            line->attachAxis(y);
            return chart;
        };
        std::unique_ptr<QWidget> view(charts::makeChartView());
        charts::setChart(view.get(), build(5, 1));
        auto *axis = qobject_cast<QValueAxis *>(charts::chartOf(view.get())->axes().at(1));
        QVERIFY(axis);
        double most = 0;
        auto count = [&] { most = std::max(most, (axis->max() - axis->min()) / axis->tickInterval()); };
        connect(axis, &QValueAxis::rangeChanged, this, count);
        connect(axis, &QValueAxis::tickIntervalChanged, this, count);
        QVERIFY(charts::showIfChanged(view.get(), build(5000, 1000)));
        QCOMPARE(axis->max(), 5000.0);
        QCOMPARE(axis->tickInterval(), 1000.0);
        QVERIFY(charts::showIfChanged(view.get(), build(5, 1)));
        QCOMPARE(axis->max(), 5.0);
        QCOMPARE(axis->tickInterval(), 1.0);
        QVERIFY2(most <= 5, qPrintable(QString::number(most)));
    }

    // Text that changes on every edit: as tall as its text at its width, and new text of the
    // same height leaves the layouts above it alone (a word-wrapped label made the whole window
    // recompute its size hints on every edit).
    void fittedTextKeepsLayoutsAlone()
    {
        struct LayoutRequests : QObject {
            int count = 0;
            bool eventFilter(QObject *, QEvent *event) override
            {
                if (event->type() == QEvent::LayoutRequest) ++count;
                return false;
            }
        } requests;
        QWidget parent;
        auto *layout = new QVBoxLayout(&parent);
        auto *text = new FittedText;
        layout->addWidget(text);
        layout->addStretch(1);
        parent.resize(400, 300);
        parent.show();
        QVERIFY(QTest::qWaitForWindowExposed(&parent));
        text->setPlainTextIfChanged(QStringLiteral("Break-even after 8.5 days."));
        QCoreApplication::processEvents();
        const int oneLine = text->height();
        QVERIFY(oneLine >= text->fontMetrics().height());
        QVERIFY(oneLine < 3 * text->fontMetrics().height());
        parent.installEventFilter(&requests);
        text->setPlainTextIfChanged(QStringLiteral("Break-even after 9.1 days."));
        QCoreApplication::processEvents();
        QCOMPARE(requests.count, 0);
        QCOMPARE(text->height(), oneLine);
        QCOMPARE(text->shownText(), QStringLiteral("Break-even after 9.1 days."));
        // Text that wraps makes it taller, and the layout follows.
        QString longer;
        for (int i = 0; i < 12; ++i) longer += QStringLiteral("In 80 % of the cases the port pays back. ");
        text->setPlainTextIfChanged(longer);
        QCoreApplication::processEvents();
        QVERIFY2(text->height() > 3 * oneLine, qPrintable(QString::number(text->height())));
        QVERIFY(requests.count > 0);
        // Narrower, taller still: the height follows the width.
        const int wide = text->height();
        parent.resize(200, 600);
        QCoreApplication::processEvents();
        QVERIFY(text->height() > wide);
        // Rich text the same as shown is not set again.
        text->setRichText(QStringLiteral("<p><b>Lean:</b> Trainium</p>"));
        const int revision = text->document()->revision();
        text->setRichText(QStringLiteral("<p><b>Lean:</b> Trainium</p>"));
        QCOMPARE(text->document()->revision(), revision);
        QCOMPARE(text->toPlainText(), QStringLiteral("Lean: Trainium"));
    }

    void breakEvenMarkedWhereTheLinesCross()
    {
        ResultsView view;
        view.setAssessment(handMade());
        // $36,000 repaid by $0.33 saved per million tokens at a billion tokens a day.
        const double expectedDay = portUsd / ((gpuPerMTok - trnPerMTok) * tokensPerDayM);
        QChart *chart = view.breakEvenPane()->chart();
        QScatterSeries *dot = breakEvenDot(chart);
        QVERIFY(dot);
        QCOMPARE(dot->count(), 1);
        QVERIFY(std::abs(dot->at(0).x() - expectedDay) < 1e-6);
        const QString words = QString::fromStdString(formatDuration(expectedDay));
        QVERIFY2(view.breakEvenPane()->summary().contains(words), qPrintable(view.breakEvenPane()->summary()));
        // The callout beside the dot says when (over more than one line in this small chart);
        // the legend names the dot.
        const QStringList callouts = calloutTexts(chart);
        QCOMPARE(callouts.size(), 1);
        QVERIFY2(squeezed(callouts.first()).contains(squeezed(words)), qPrintable(callouts.first()));
        QVERIFY(!dot->name().isEmpty());
        QVERIFY(!dot->name().contains(words));
        const BreakEvenModel *m = view.breakEvenModel();
        QCOMPARE(m->index(m->crossingRow(), BreakEvenModel::X).data(views::ValueRole).toDouble(), expectedDay);
        QVERIFY(std::abs(m->valueAt(m->crossingRow(), BreakEvenModel::Baseline)
                         - gpuPerMTok * tokensPerDayM * expectedDay) < 1e-6);

        view.breakEvenModel()->setAxis(BreakEvenModel::Axis::Tokens);
        dot = breakEvenDot(view.breakEvenPane()->chart());
        QVERIFY(dot);
        QVERIFY(std::abs(dot->at(0).x() - portUsd / (gpuPerMTok - trnPerMTok) * 1e6 / 1e9) < 1e-6);
    }

    void noBreakEvenIsSaidInWords()
    {
        Assessment a = handMade();
        a.options[1].inferenceCostPerYear.value = gpuPerMTok * tokensPerDayM * 365 * 1.1;
        ResultsView view;
        view.setAssessment(a);
        QVERIFY(!breakEvenDot(view.breakEvenPane()->chart()));
        QVERIFY(view.breakEvenPane()->summary().startsWith(QStringLiteral("No break-even")));
        QCOMPARE(view.breakEvenModel()->crossingRow(), -1);
    }

    // A callout wider than the plot area wraps inside it, clear of its edges, every word kept
    // (the German "no break-even" sentence ran past the report chart's right edge, issue 32).
    void longCalloutWrapsInsideThePlot()
    {
        Assessment a = handMade();
        a.options[1].inferenceCostPerYear.value = gpuPerMTok * tokensPerDayM * 365 * 1.1;
        ResultsView view;
        view.resize(520, 480);
        view.tabs()->setCurrentIndex(ResultsView::BreakEvenTab);
        view.show();
        view.setAssessment(a);
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCoreApplication::processEvents();
        QChart *chart = view.breakEvenPane()->chart();
        chart->layout()->activate();
        const QRectF plot = chart->plotArea();
        const QList<QGraphicsRectItem *> boxes = charts::kit::labelBoxes(chart);
        QCOMPARE(boxes.size(), 1);
        const QString whole = boxes.first()->data(0).toString();
        QVERIFY2(whole.startsWith(QStringLiteral("No break-even")), qPrintable(whole));
        const QStringList drawn = calloutTexts(chart);
        QCOMPARE(drawn.size(), 1);
        QVERIFY2(drawn.first().contains(QLatin1Char('\n')), qPrintable(drawn.first()));
        QCOMPARE(squeezed(drawn.first()), squeezed(whole));
        const QRectF box = boxes.first()->mapRectToParent(boxes.first()->rect());
        QVERIFY2(box.left() > plot.left() && box.right() < plot.right() && box.top() > plot.top()
                     && box.bottom() < plot.bottom(),
                 qPrintable(QStringLiteral("box %1..%2 in plot %3..%4").arg(box.left())
                                .arg(box.right()).arg(plot.left()).arg(plot.right())));
    }

    void recommendationShowsSeverityInWords()
    {
        ResultsView view;
        view.setAssessment(handMade());
        RecommendationPanel *p = view.recommendationPanel();
        QCOMPARE(p->leanText(), views::leanName(Lean::Trainium));
        // Only what touches the figures used, the rest one click away.
        QCOMPARE(p->warnings()->count(), 1);
        QVERIFY(p->warnings()->item(0)->text().startsWith(views::flagLevelName(FlagLevel::Impossible)));
        QVERIFY(!p->warnings()->item(0)->icon().isNull());
        QVERIFY(!p->allWarningsToggle()->isHidden());
        QVERIFY(p->allWarningsToggle()->text().contains(QLatin1Char('1')));
        p->allWarningsToggle()->setChecked(true);
        QCOMPARE(p->warnings()->count(), 2);
        QVERIFY(p->warnings()->item(1)->text().contains(QStringLiteral("1000 W vs 1200 W")));
    }

    // Only the page shown takes updates (pages hidden are skipped when tabs switch); a page
    // shown is painted, after an edit made while it was hidden too.
    void onlyTheShownPageTakesUpdates()
    {
        struct Paints : QObject {
            QWidget *page = nullptr;
            int count = 0;
            bool eventFilter(QObject *watched, QEvent *event) override
            {
                if (event->type() == QEvent::Paint && page && watched->isWidgetType()
                    && (watched == page || page->isAncestorOf(static_cast<QWidget *>(watched))))
                    ++count;
                return false;
            }
        } paints;
        qApp->installEventFilter(&paints);
        const CatalogLoad load = loadEmbeddedCatalog();
        ResultsView view;
        view.setCatalog(load.catalog);
        view.resize(1000, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        Scenario scenario = defaultScenario();
        QTabWidget *tabs = view.tabs();
        for (int round = 0; round < 2; ++round)
            for (int tab = 0; tab < tabs->count(); ++tab) {
                scenario.workload.parametersB = round == 0 ? 90 + tab : 70 + tab;
                view.setAssessment(assess(scenario, load.catalog));
                paints.page = tabs->widget(tab);
                paints.count = 0;
                tabs->setCurrentIndex(tab);
                for (int other = 0; other < tabs->count(); ++other)
                    QCOMPARE(tabs->widget(other)->updatesEnabled(), other == tab);
                QTRY_VERIFY(paints.count > 0);
            }
        qApp->removeEventFilter(&paints);
    }

    // The overview leaves alone what an edit did not change (warnings list, column widths,
    // explanation), and shows what it did change.
    void overviewShowsTheNewFiguresAfterAnEdit()
    {
        ResultsView view;
        view.setCatalog(catalog());
        view.resize(1200, 800);
        view.show();
        view.setAssessment(handMade());
        RecommendationPanel *p = view.recommendationPanel();
        QListWidget *warnings = p->warnings();
        QCOMPARE(warnings->count(), 1);
        QListWidgetItem *kept = warnings->item(0);
        QTableView *table = view.keyFiguresTable();
        const int nameWidth = table->columnWidth(KeyFiguresModel::Option);

        Assessment same = handMade();
        view.setAssessment(same);
        QCOMPARE(quintptr(warnings->item(0)), quintptr(kept));  // not refilled

        Assessment changed = handMade();
        changed.checks[0].message = ad::msg("claimed throughput needs 180% of peak bandwidth");
        for (auto &o : changed.options) o.tco.value *= 3;
        changed.options[0].label += " with a much longer name";
        view.setAssessment(changed);
        QCOMPARE(warnings->count(), 1);
        QVERIFY2(warnings->item(0)->text().contains(QStringLiteral("180%")),
                 qPrintable(warnings->item(0)->text()));
        QVERIFY(table->columnWidth(KeyFiguresModel::Option) > nameWidth);
        const auto *selected = view.keyFiguresModel()->optionAt(table->currentIndex().row());
        QVERIFY(selected);
        const QString explained = view.overviewExplanation()->toPlainText();
        QVERIFY2(explained.contains(QString::fromStdString(formatUsd(selected->tco.value))),
                 qPrintable(explained));

        view.setAssessment(handMade());  // and back
        QVERIFY(warnings->item(0)->text().contains(QStringLiteral("140%")));
        QCOMPARE(table->columnWidth(KeyFiguresModel::Option), nameWidth);
    }

    // A chart pane's table fits its columns again when a text in them gets wider (a longer
    // name), and keeps them when only figures change.
    void chartTableColumnsFollowTheirTexts()
    {
        ResultsView view;
        view.setCatalog(catalog());
        view.resize(1200, 800);
        view.show();
        view.tabs()->setCurrentIndex(ResultsView::DecisionTab);
        view.setAssessment(handMade());
        QTableView *table = view.scorePane()->table();
        const int nameWidth = table->columnWidth(DecisionScoreModel::Option);
        QVERIFY(nameWidth > 0);

        Assessment longer = handMade();
        for (auto &o : longer.options) o.label += " with a much longer name";
        for (auto &row : longer.decision.rows) row.label += " with a much longer name";
        view.setAssessment(longer);
        QVERIFY2(table->columnWidth(DecisionScoreModel::Option) > nameWidth,
                 qPrintable(QString::number(table->columnWidth(DecisionScoreModel::Option))));
        // What the fitted column is, fitted from scratch.
        const int fitted = table->columnWidth(DecisionScoreModel::Option);
        table->resizeColumnToContents(DecisionScoreModel::Option);
        QCOMPARE(table->columnWidth(DecisionScoreModel::Option), fitted);

        view.setAssessment(handMade());
        QCOMPARE(table->columnWidth(DecisionScoreModel::Option), nameWidth);
    }

    void overviewCellExplainsItsFigure()
    {
        ResultsView view;
        view.setCatalog(catalog());
        view.setAssessment(handMade());
        QTableView *table = view.keyFiguresTable();
        table->setCurrentIndex(table->model()->index(0, KeyFiguresModel::CostPerMTok));
        const QString text = view.overviewExplanation()->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("cost per Mtok = USD/h")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Trainium or GPU, the worked example")));  // source title
        QVERIFY(text.contains(views::methodName(Method::Derived)));

        // A re-evaluation keeps the figure selected and explains its new value.
        Assessment changed = handMade();
        changed.options[1].costPerMTokens.value = 0.3;
        view.setAssessment(changed);
        QCOMPARE(table->currentIndex().column(), int(KeyFiguresModel::CostPerMTok));
        QCOMPARE(view.keyFiguresModel()->optionAt(table->currentIndex().row())->id, changed.options[1].id);
        QVERIFY(view.overviewExplanation()->toPlainText().contains(QString::fromStdString(formatUsd(0.3))));

        // The details tab finds any figure, also of an option nobody has expanded yet.
        view.explain("trn3/spot", QStringLiteral("pricePerChipHour"));
        QCOMPARE(view.tabs()->currentIndex(), int(ResultsView::DetailsTab));
        QTreeWidgetItem *item = view.explainView()->tree()->currentItem();
        QVERIFY(item);
        QCOMPARE(item->parent()->text(1), views::pricingModelName(PricingModel::Spot));
        view.explain("p5/on_demand", QStringLiteral("costPerMTokens"));
        QVERIFY(view.explainView()->browser()->toPlainText().contains(QStringLiteral("cost per Mtok = USD/h")));
        view.setAssessment(changed);  // a re-evaluation keeps the selection
        QCOMPARE(view.explainView()->tree()->currentItem()->parent()->text(0),
                 QString::fromStdString(changed.options[0].label));
    }

    void realAssessmentFillsEveryView()
    {
        const CatalogLoad load = loadEmbeddedCatalog();
        QVERIFY(!load.catalog.offers.empty());
        const Assessment a = assess(defaultScenario(), load.catalog);
        ResultsView view;
        view.setCatalog(load.catalog);
        view.setAssessment(a);
        const auto included = std::count_if(a.decision.rows.begin(), a.decision.rows.end(),
                                             [](const MatrixRow &r) { return !r.excluded; });
        QCOMPARE(view.keyFiguresModel()->rowCount(), int(included));
        const auto atPricing = std::count_if(a.options.begin(), a.options.end(), [&](const auto &o) {
            return o.pricingModel == a.scenario.strategy.pricingModel;
        });
        QCOMPARE(view.costModel()->rowCount(), int(atPricing));
        QCOMPARE(view.matrixView()->model()->columnCount(),
                 MatrixModel::FirstOption + int(a.decision.rows.size()));
        QVERIFY(view.trainingModel()->optionCount() <= TrainingCurveModel::maxOptions);
        for (ChartPane *pane : {view.costPane(), view.trainingPane(), view.breakEvenPane(), view.scorePane()})
            QVERIFY(pane->chart());

        // The chart's crossing agrees with the core's own break-even days for the same pair.
        const OptionAssessment *base = a.option(a.baselineId);
        const OptionAssessment *cand = a.option(a.bestNeuronId);
        // The default scenario's port pays back within its horizon (golden file default-scenario).
        QVERIFY(base && cand);
        QVERIFY(cand->breakEven.days.known());
        QVERIFY(cand->breakEven.days.value <= horizonDays(a.scenario));
        const double baseDaily = (base->trainingCostPerYear.value + base->inferenceCostPerYear.value) / 365;
        const double candDaily = (cand->trainingCostPerYear.value + cand->inferenceCostPerYear.value
                                  + (cand->maintenanceCostPerYear.known() ? cand->maintenanceCostPerYear.value : 0)) / 365;
        const double expected = cand->portingCost.value / (baseDaily - candDaily);
        QScatterSeries *dot = breakEvenDot(view.breakEvenPane()->chart());
        QVERIFY(dot);
        QVERIFY2(std::abs(dot->at(0).x() - expected) < 1e-6 * expected,
                 qPrintable(QStringLiteral("%1 vs %2").arg(dot->at(0).x()).arg(expected)));
        QVERIFY(std::abs(cand->breakEven.days.value - expected) < 1e-6 * expected);
    }

    // Every chart of the results tabs says what it shows and what its axes count: a title, a
    // title on each value axis (with its unit), and each category's whole name, never cut.
    // The default scenario, and at a latency target so that the serving chart is drawn too.
    void everyChartNamesItsAxes()
    {
        const CatalogLoad load = loadEmbeddedCatalog();
        for (const bool atTarget : {false, true}) {
            const Scenario scenario =
                atTarget ? atLatencyTarget(defaultScenario()) : defaultScenario();
            ResultsView view;
            view.resize(1366, 768);
            view.setCatalog(load.catalog);
            view.setAssessment(assess(scenario, load.catalog));
            const std::vector<std::pair<const char *, ChartPane *>> panes = {
                {"costs", view.costPane()},         {"training", view.trainingPane()},
                {"serving", view.servingPane()},    {"break-even", view.breakEvenPane()},
                {"decision", view.scorePane()}};
            int checkedAxes = 0;
            for (const auto &[name, pane] : panes) {
                QChart *chart = pane->chart();
                if (!chart && !atTarget && pane == view.servingPane()) continue; // needs a target
                QVERIFY2(chart, name);
                QVERIFY2(!chart->title().trimmed().isEmpty(), name);
                QVERIFY2(!chart->axes().isEmpty(), name);
                for (QAbstractAxis *axis : chart->axes()) {
                    const QString where = QStringLiteral("%1, %2 axis")
                                              .arg(QLatin1String(name),
                                                   axis->orientation() == Qt::Horizontal
                                                       ? QStringLiteral("horizontal")
                                                       : QStringLiteral("vertical"));
                    if (auto *categories = qobject_cast<QBarCategoryAxis *>(axis)) {
                        QVERIFY2(!categories->categories().isEmpty(), qPrintable(where));
                        checkCategoriesDrawnWhole(chart, where);
                        if (QTest::currentTestFailed()) return;
                    } else {
                        QVERIFY2(!axis->titleText().trimmed().isEmpty(), qPrintable(where));
                    }
                    ++checkedAxes;
                }
            }
            QVERIFY(checkedAxes >= 8);
        }
    }

    // What the PDF report does: models and charts without any window, painted on a PDF device.
    void chartsRenderHeadlessAsVectors()
    {
        const Assessment a = handMade();
        CostPerTokenModel costs;
        TrainingCurveModel training;
        BreakEvenModel breakEven;
        DecisionScoreModel scores;
        costs.setAssessment(a);
        training.setCatalog(std::make_shared<const Catalog>(catalog()));
        training.setAssessment(a);
        breakEven.setAssessment(a);
        scores.setAssessment(a);
        const QPalette paper = charts::printPalette();
        const std::vector<QChart *> all = {charts::makeCostPerTokenChart(costs, paper),
                                           charts::makeTrainingCostChart(training, paper),
                                           charts::makeBreakEvenChart(breakEven, paper),
                                           charts::makeDecisionScoreChart(scores, paper)};
        QBuffer pdf;
        pdf.open(QIODevice::WriteOnly);
        {
            QPdfWriter writer(&pdf);
            writer.setResolution(72);
            QPainter painter(&writer);
            for (std::size_t i = 0; i < all.size(); ++i) {
                if (i > 0) writer.newPage();
                QCOMPARE(all[i]->theme(), QChart::ChartThemeLight);
                charts::renderChart(all[i], &painter, QRectF(20, 20, 500, 320));
                QVERIFY(!all[i]->scene());  // handed back, not kept by a scene
            }
        }
        // Laid out by renderChart: the break-even label sits inside the plot area.
        const QRectF plot = all[2]->plotArea();
        QVERIFY(plot.width() > 100 && plot.height() > 100);
        for (auto *item : all[2]->childItems())
            if (item->data(0).isValid())
                QVERIFY(plot.adjusted(-2, -2, 2, 2).contains(item->mapRectToParent(item->boundingRect())));
        qDeleteAll(all);
        QVERIFY(pdf.data().size() > 2000);
        QVERIFY(pdf.data().startsWith("%PDF"));
        QVERIFY2(!pdf.data().contains("/Subtype /Image"), "a chart was rasterised");
    }

    // Every tab at common screen sizes in a light and a dark palette. Set VIEWS_SCREENSHOTS to a
    // directory to keep the images for a look.
    void layoutAtScreenSizes_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("dark");
        QTest::addColumn<bool>("real");  // the default scenario through assess(), else hand-made
        QTest::newRow("1366x768 light") << QSize(1366, 768) << false << false;
        QTest::newRow("1366x768 dark") << QSize(1366, 768) << true << false;
        QTest::newRow("default 1366x768 light") << QSize(1366, 768) << false << true;
        QTest::newRow("default 1920x1080 dark") << QSize(1920, 1080) << true << true;
    }
    void layoutAtScreenSizes()
    {
        QFETCH(QSize, size);
        QFETCH(bool, dark);
        ResultsView view;
        if (dark) {
            QPalette p;
            p.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
            p.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
            p.setColor(QPalette::AlternateBase, QColor(0x2a, 0x2a, 0x2a));
            p.setColor(QPalette::Text, QColor(0xe8, 0xe8, 0xe8));
            p.setColor(QPalette::WindowText, QColor(0xe8, 0xe8, 0xe8));
            p.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
            p.setColor(QPalette::ButtonText, QColor(0xe8, 0xe8, 0xe8));
            view.setPalette(p);
        }
        QFETCH(bool, real);
        if (real) {
            const CatalogLoad load = loadEmbeddedCatalog();
            view.setCatalog(load.catalog);
            view.setAssessment(assess(defaultScenario(), load.catalog));
        } else {
            view.setCatalog(catalog());
            view.setAssessment(handMade());
        }
        view.resize(size);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QString dir = qEnvironmentVariable("VIEWS_SCREENSHOTS");
        for (int tab = 0; tab < view.tabs()->count(); ++tab) {
            view.tabs()->setCurrentIndex(tab);
            QCoreApplication::processEvents();
            const QPixmap shot = view.grab();
            QCOMPARE(shot.size(), size);
            // Every bar's name whole beside it, wrapped where the window is narrow.
            for (ChartPane *pane : {view.costPane(), view.scorePane()})
                if (pane->isVisible() && pane->chart())
                    checkCategoriesDrawnWhole(pane->chart(), QStringLiteral("tab %1").arg(tab));
            if (QTest::currentTestFailed()) return;
            if (!dir.isEmpty())
                shot.save(QStringLiteral("%1/views-%2-%3.png")
                              .arg(dir, QString::fromLatin1(QTest::currentDataTag()), QString::number(tab))
                              .replace(QLatin1Char(' '), QLatin1Char('_')));
        }
        // The chart's own labels stay inside the plot area at this size.
        view.tabs()->setCurrentIndex(ResultsView::BreakEvenTab);
        QCoreApplication::processEvents();
        QChart *chart = view.breakEvenPane()->chart();
        QVERIFY(views::isDark(view.palette()) == (chart->theme() == QChart::ChartThemeDark));
        const QRectF plot = chart->plotArea();
        int labels = 0;
        for (auto *item : chart->childItems()) {
            if (!item->data(0).isValid()) continue;
            ++labels;
            const QRectF box = item->mapRectToParent(item->boundingRect());
            QVERIFY2(plot.adjusted(-2, -2, 2, 2).contains(box),
                     qPrintable(QStringLiteral("label %1 outside plot area").arg(item->data(0).toString())));
        }
        QCOMPARE(labels, 1);
    }
};

QTEST_MAIN(TestViews)
#include "tst_views.moc"
