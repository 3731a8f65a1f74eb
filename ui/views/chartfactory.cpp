#include "chartfactory.h"

#include "breakevenmodel.h"
#include "costpertokenmodel.h"
#include "decisionscoremodel.h"
#include "trainingcurvemodel.h"
#include "viewformat.h"

#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QHorizontalStackedBarSeries>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QVBarModelMapper>
#include <QtCharts/QVXYModelMapper>
#include <QtCharts/QValueAxis>

#include <QFontMetrics>
#include <QGraphicsLayout>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGuiApplication>
#include <QSortFilterProxyModel>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <map>

namespace charts {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("charts", text); }

// Model mappers read Qt::DisplayRole, which our models fill with formatted text ("$0.61"). This
// proxy hands them the raw number behind it instead, divided by a per-column scale so an axis
// can count in thousands or millions. It can also reverse the rows: a horizontal bar chart draws
// its first category at the bottom, and the best option belongs on top.
class ValueProxy : public QSortFilterProxyModel
{
public:
    ValueProxy(QAbstractItemModel *source, bool reversed, QObject *parent)
        : QSortFilterProxyModel(parent), m_reversed(reversed)
    {
        setSourceModel(source);
        if (m_reversed) sort(0, Qt::AscendingOrder);
    }
    std::map<int, double> scale;

    QVariant data(const QModelIndex &index, int role) const override
    {
        if (role != Qt::DisplayRole) return QSortFilterProxyModel::data(index, role);
        const QVariant raw = QSortFilterProxyModel::data(index, views::ValueRole);
        if (!raw.isValid()) return raw;
        const auto it = scale.find(index.column());
        return raw.toDouble() / (it == scale.end() ? 1.0 : it->second);
    }

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override
    {
        return m_reversed ? left.row() > right.row() : left.row() < right.row();
    }

private:
    bool m_reversed;
};

// Colours distinguishable with the common colour-vision deficiencies; the dark set leads with
// lighter hues. Lines also differ by dash pattern, so colour is never the only cue.
QColor seriesColor(int i, bool dark)
{
    // Okabe–Ito first, then Paul Tol's muted hues: 14 distinct colours for up to 14 criteria.
    static const char *light[] = {"#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00",
                                  "#56B4E9", "#882255", "#999933", "#332288", "#44AA99",
                                  "#AA4499", "#7F7F7F", "#DDCC77", "#117733"};
    static const char *darkSet[] = {"#56B4E9", "#E69F00", "#2FC79A", "#E08FC0", "#F0E442",
                                    "#FF8A4C", "#CC6677", "#DDCC77", "#88CCEE", "#44AA99",
                                    "#C77CC0", "#BFBFBF", "#A6D96A", "#7A8FFF"};
    const int n = int(std::size(light));
    return QColor(QLatin1String(dark ? darkSet[i % n] : light[i % n]));
}

Qt::PenStyle lineStyle(int i)
{
    static const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine,
                                          Qt::DashDotLine, Qt::DashDotDotLine};
    return styles[i % int(std::size(styles))];
}

QFont uiFont(double scale = 1.0, bool bold = false)
{
    QFont font = QGuiApplication::font();
    if (scale != 1.0) font.setPointSizeF(font.pointSizeF() * scale);
    font.setBold(bold);
    return font;
}

QChart *newChart(const QPalette &palette, const QString &title)
{
    auto *chart = new QChart;
    chart->setTheme(views::isDark(palette) ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setDropShadowEnabled(false);  // an effect would be rasterised in the PDF
    chart->setBackgroundRoundness(0);
    chart->setBackgroundBrush(palette.brush(QPalette::Base));
    chart->setBackgroundPen(Qt::NoPen);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setMargins(QMargins(6, 6, 12, 6));
    chart->setTitle(title);
    chart->setTitleFont(uiFont(1.1, true));
    chart->setTitleBrush(palette.brush(QPalette::Text));
    chart->legend()->setFont(uiFont());
    chart->legend()->setLabelBrush(palette.brush(QPalette::Text));
    chart->legend()->setAlignment(Qt::AlignBottom);
    return chart;
}

void styleAxis(QAbstractAxis *axis, const QPalette &palette, const QString &title)
{
    axis->setTitleText(title);
    axis->setTitleFont(uiFont());
    axis->setLabelsFont(uiFont(0.95));
    axis->setTitleBrush(palette.brush(QPalette::Text));
    axis->setLabelsBrush(palette.brush(QPalette::Text));
    QColor grid = palette.color(QPalette::Text);
    grid.setAlpha(45);
    axis->setGridLineColor(grid);
    grid.setAlpha(20);
    axis->setMinorGridLineColor(grid);
    axis->setLinePenColor(palette.color(QPalette::Mid));
}

// Money on an axis counts in units that keep tick labels short.
struct MoneyScale {
    double factor = 1;
    QString unit;
};
MoneyScale moneyScale(double maxUsd)
{
    if (maxUsd < 1e4) return {1, tr("USD")};
    if (maxUsd < 1e7) return {1e3, tr("thousand USD")};
    if (maxUsd < 1e10) return {1e6, tr("million USD")};
    return {1e9, tr("billion USD")};
}

// 1, 2 or 5 times a power of ten, at or above `value`.
double niceCeil(double value)
{
    if (!(value > 0)) return 1;
    const double p = std::pow(10.0, std::floor(std::log10(value)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (m * p >= value * (1 - 1e-12)) return m * p;
    return 10 * p;
}

// A value axis from zero with ticks at 1, 2, 2.5 or 5 times a power of ten, about five of them.
void niceAxisFromZero(QValueAxis *axis, double max)
{
    if (!(max > 0) || !std::isfinite(max)) max = 1;
    const double raw = max / 5;
    const double p = std::pow(10.0, std::floor(std::log10(raw)));
    double step = 10 * p;
    for (double m : {1.0, 2.0, 2.5, 5.0})
        if (m * p >= raw * (1 - 1e-12)) { step = m * p; break; }
    axis->setRange(0, std::ceil(max / step - 1e-9) * step);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(step);
}

// Weeks, months, quarters or years between ticks, whichever gives at most ten ticks.
double dayTickInterval(double days)
{
    for (double step : {7.0, 14.0, 30.0, 60.0, 90.0, 180.0, 365.0})
        if (days / step <= 10) return step;
    return 365.0 * std::ceil(days / 365.0 / 10);
}

QString elided(const QString &text, int pixels, Qt::TextElideMode mode = Qt::ElideMiddle)
{
    return QFontMetrics(uiFont(0.95)).elidedText(text, mode, pixels);
}

// A boxed label pinned to a data point (or, without a series, to the plot area's top left). It
// follows the plot area when the chart is resized and stays inside it.
void addLabel(QChart *chart, QAbstractSeries *series, QPointF value, const QString &text,
              const QPalette &palette)
{
    auto *box = new QGraphicsRectItem(chart);
    auto *label = new QGraphicsSimpleTextItem(text, box);
    label->setFont(uiFont(1.0, true));
    label->setBrush(palette.brush(QPalette::Text));
    const QRectF r = label->boundingRect().adjusted(-5, -3, 5, 3);
    box->setRect(r);
    QColor fill = palette.color(QPalette::Base);
    fill.setAlpha(230);
    box->setBrush(fill);
    box->setPen(QPen(palette.color(QPalette::Text), 1));
    box->setZValue(100);
    box->setData(0, text);  // lets tests and accessibility code find the label
    auto place = [chart, series, value, box, r] {
        const QRectF plot = chart->plotArea();
        QPointF p = series ? chart->mapToPosition(value, series) : plot.topLeft();
        double x = series ? p.x() + 10 : p.x() + 10;
        double y = series ? p.y() - 10 - r.height() : p.y() + 10;
        if (x + r.width() > plot.right()) x = p.x() - 10 - r.width();
        if (y < plot.top()) y = p.y() + 10;
        x = std::clamp(x, plot.left(), std::max(plot.left(), plot.right() - r.width()));
        y = std::clamp(y, plot.top(), std::max(plot.top(), plot.bottom() - r.height()));
        box->setPos(x - r.left(), y - r.top());
    };
    QObject::connect(chart, &QChart::plotAreaChanged, chart, place);
    place();
}

QLineSeries *verticalMarker(QChart *chart, double x, double y0, double y1, const QString &name,
                            const QPalette &palette)
{
    auto *line = new QLineSeries(chart);
    line->setName(name);
    line->append(x, y0);
    line->append(x, y1);
    QPen pen(palette.color(QPalette::Text), 1.5, Qt::DashLine);
    line->setPen(pen);
    return line;
}

void attach(QChart *chart, QAbstractSeries *series, QAbstractAxis *x, QAbstractAxis *y)
{
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
}

} // namespace

QPalette printPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, Qt::white);
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::Text, Qt::black);
    p.setColor(QPalette::WindowText, Qt::black);
    p.setColor(QPalette::Mid, QColor(0x80, 0x80, 0x80));
    return p;
}

QChart *makeCostPerTokenChart(CostPerTokenModel &model, const QPalette &palette)
{
    const auto filter = model.pricingFilter();
    QChart *chart = newChart(palette, filter ? tr("Cost per million tokens · %1")
                                                   .arg(views::pricingModelName(*filter))
                                             : tr("Cost per million tokens · all pricing models"));
    const bool dark = views::isDark(palette);
    // Beyond a dozen bars the labels no longer fit a laptop screen; the table lists every option.
    const int shown = std::min(model.chartRowCount(), 12);
    auto *measured = new QBarSet(tr("Measured throughput"));
    auto *estimated = new QBarSet(tr("Roofline estimate"));
    measured->setColor(seriesColor(0, dark));
    estimated->setColor(seriesColor(1, dark));
    measured->setBorderColor(Qt::transparent);
    estimated->setBorderColor(Qt::transparent);
    QStringList categories;
    double maxCost = 0;
    for (int row = shown - 1; row >= 0; --row) {  // cheapest last, so it is drawn on top
        const QModelIndex index = model.index(row, CostPerTokenModel::CostPerMTok);
        const double cost = model.data(index, views::ValueRole).toDouble();
        maxCost = std::max(maxCost, cost);
        const bool isMeasured = model.isMeasured(row);
        *measured << (isMeasured ? cost : 0.0);
        *estimated << (isMeasured ? 0.0 : cost);
        QString label =
            elided(model.chartLabel(row), 240) + QStringLiteral("  ") + views::usd(cost);
        while (categories.contains(label)) label += QChar(0x200B);  // categories must be unique
        categories << label;
    }
    auto *series = new QHorizontalStackedBarSeries(chart);
    series->append(measured);
    series->append(estimated);
    series->setBarWidth(0.7);
    chart->addSeries(series);

    auto *axisY = new QBarCategoryAxis(chart);
    axisY->append(categories);
    styleAxis(axisY, palette, QString());
    axisY->setGridLineVisible(false);
    auto *axisX = new QValueAxis(chart);
    niceAxisFromZero(axisX, maxCost * 1.02);
    axisX->setLabelFormat(QStringLiteral("$%.2f"));
    styleAxis(axisX, palette, shown < model.chartRowCount()
                                  ? tr("USD per million generated tokens (cheapest %1 of %2)")
                                        .arg(shown).arg(model.chartRowCount())
                                  : tr("USD per million generated tokens"));
    chart->addAxis(axisY, Qt::AlignLeft);
    chart->addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisY);
    series->attachAxis(axisX);
    const auto markers = chart->legend()->markers(series);  // one per bar set, in order
    for (int i = 0; i < markers.size() && i < series->count(); ++i)
        if (series->barSets().at(i)->sum() == 0) markers[i]->setVisible(false);  // unused colour
    if (shown == 0)
        addLabel(chart, nullptr, {}, tr("No option has a cost per token at this pricing model."),
                 palette);
    return chart;
}

QChart *makeTrainingCostChart(TrainingCurveModel &model, const QPalette &palette)
{
    QChart *chart = newChart(palette, tr("Training cost per run across model sizes"));
    const bool dark = views::isDark(palette);
    double lo = INFINITY, hi = 0;
    for (int row = 0; row < model.rowCount(); ++row)
        for (int i = 0; i < model.optionCount(); ++i) {
            const double c = model.costAt(row, i);
            if (c > 0 && std::isfinite(c)) {
                lo = std::min(lo, c);
                hi = std::max(hi, c);
            }
        }
    const bool any = hi > 0;
    const MoneyScale scale = moneyScale(any ? hi : 1);
    const double yMin = any ? std::pow(10.0, std::floor(std::log10(lo / scale.factor))) : 1;
    const double yMax = any ? std::pow(10.0, std::ceil(std::log10(hi / scale.factor))) : 10;

    auto *axisX = new QLogValueAxis(chart);
    axisX->setBase(10);
    axisX->setRange(1, 1000);
    axisX->setLabelFormat(QStringLiteral("%g"));
    axisX->setMinorTickCount(8);
    styleAxis(axisX, palette, tr("Model size (billions of parameters, log scale)"));
    auto *axisY = new QLogValueAxis(chart);
    axisY->setBase(10);
    axisY->setRange(yMin, yMax);
    axisY->setLabelFormat(QStringLiteral("%g"));
    axisY->setMinorTickCount(0);  // minor log ticks on both axes triple the time to lay it out
    styleAxis(axisY, palette, tr("Per run, %1 (log scale)").arg(scale.unit));
    chart->addAxis(axisX, Qt::AlignBottom);
    chart->addAxis(axisY, Qt::AlignLeft);

    auto *proxy = new ValueProxy(&model, false, chart);
    for (int i = 0; i < model.optionCount(); ++i) {
        const int column = TrainingCurveModel::FirstOption + i;
        proxy->scale[column] = scale.factor;
        auto *line = new QLineSeries(chart);
        line->setName(
            elided(model.headerData(column, Qt::Horizontal, Qt::DisplayRole).toString(), 220));
        line->setPen(QPen(seriesColor(i, dark), 2.2, lineStyle(i)));
        auto *mapper = new QVXYModelMapper(line);
        mapper->setXColumn(TrainingCurveModel::Parameters);
        mapper->setYColumn(column);
        mapper->setSeries(line);
        mapper->setModel(proxy);
        attach(chart, line, axisX, axisY);
    }
    chart->legend()->setAlignment(Qt::AlignRight);  // six names do not fit in one row
    const double user = model.userParametersB();
    if (user >= 1 && user <= 1000) {
        const QString text = tr("Your model: %1 parameters").arg(views::count(user * 1e9));
        auto *marker = verticalMarker(chart, user, yMin, yMax, text, palette);
        attach(chart, marker, axisX, axisY);
        addLabel(chart, marker, QPointF(user, yMax), text, palette);
    }
    if (!any) addLabel(chart, nullptr, {}, tr("No option can be priced for training."), palette);
    return chart;
}

QChart *makeBreakEvenChart(BreakEvenModel &model, const QPalette &palette)
{
    const bool days = model.axis() == BreakEvenModel::Axis::Days;
    QChart *chart = newChart(palette, days ? tr("Cumulative cost over time")
                                           : tr("Cumulative cost over tokens served"));
    const bool dark = views::isDark(palette);
    double hi = 0;
    for (int row = 0; row < model.rowCount(); ++row)
        hi = std::max({hi, model.valueAt(row, BreakEvenModel::Baseline),
                       model.valueAt(row, BreakEvenModel::Candidate)});
    const MoneyScale scale = moneyScale(hi > 0 ? hi : 1);
    const double xFactor = days ? 1.0 : 1e9;

    auto *axisX = new QValueAxis(chart);
    const double xEnd = model.hasCurves() ? model.xEnd() / xFactor : 1;
    axisX->setRange(0, xEnd);
    axisX->setLabelFormat(QStringLiteral("%.0f"));
    axisX->setTickType(QValueAxis::TicksDynamic);
    axisX->setTickAnchor(0);
    axisX->setTickInterval(days ? dayTickInterval(xEnd) : niceCeil(xEnd / 8));
    styleAxis(axisX, palette, days ? tr("Days from the start") : tr("Billions of tokens served"));
    auto *axisY = new QValueAxis(chart);
    niceAxisFromZero(axisY, hi / scale.factor * 1.02);
    axisY->setLabelFormat(hi / scale.factor < 10 ? QStringLiteral("%.1f") : QStringLiteral("%.0f"));
    styleAxis(axisY, palette, tr("Cumulative, %1").arg(scale.unit));
    chart->addAxis(axisX, Qt::AlignBottom);
    chart->addAxis(axisY, Qt::AlignLeft);

    if (model.hasCurves()) {
        auto *proxy = new ValueProxy(&model, false, chart);
        proxy->scale = {{BreakEvenModel::X, xFactor},
                        {BreakEvenModel::Baseline, scale.factor},
                        {BreakEvenModel::Candidate, scale.factor}};
        int i = 0;
        for (int column : {int(BreakEvenModel::Baseline), int(BreakEvenModel::Candidate)}) {
            auto *line = new QLineSeries(chart);
            line->setName(model.headerData(column, Qt::Horizontal, Qt::DisplayRole).toString());
            line->setPen(QPen(seriesColor(i, dark), 2.5, lineStyle(i)));
            auto *mapper = new QVXYModelMapper(line);
            mapper->setXColumn(BreakEvenModel::X);
            mapper->setYColumn(column);
            mapper->setSeries(line);
            mapper->setModel(proxy);
            attach(chart, line, axisX, axisY);
            ++i;
        }
    }
    if (model.crossesWithinHorizon()) {
        const double x = *model.crossing();
        const int row = model.crossingRow();
        const QPointF point(x / xFactor,
                            model.valueAt(row, BreakEvenModel::Baseline) / scale.factor);
        auto *guide = verticalMarker(chart, point.x(), 0, point.y(), QString(), palette);
        attach(chart, guide, axisX, axisY);
        chart->legend()->markers(guide).value(0)->setVisible(false);
        auto *dot = new QScatterSeries(chart);
        dot->setObjectName(QStringLiteral("break-even"));
        dot->setName(model.summary());
        dot->setMarkerSize(12);
        dot->setColor(palette.color(QPalette::Text));
        dot->setBorderColor(palette.color(QPalette::Base));
        dot->append(point);
        attach(chart, dot, axisX, axisY);
        addLabel(chart, dot, point, model.summary(), palette);
    } else {
        addLabel(chart, nullptr, {}, model.summary(), palette);
    }
    return chart;
}

QChart *makeDecisionScoreChart(DecisionScoreModel &model, const QPalette &palette)
{
    QChart *chart = newChart(palette, tr("Weighted decision score by criterion"));
    const bool dark = views::isDark(palette);
    auto *series = new QHorizontalStackedBarSeries(chart);
    series->setBarWidth(0.65);
    QStringList categories;
    for (int row = model.rowCount() - 1; row >= 0; --row) {  // rank 1 last, drawn on top
        // Rank and total first: they must survive when the name is shortened.
        const QString total = model.data(model.index(row, DecisionScoreModel::Total)).toString();
        const QString rank = QString::number(model.rowAt(row)->rank);
        const QString label = QString::fromStdString(model.rowAt(row)->label);
        categories << elided(tr("%1 · %2 · %3").arg(rank, total, label), 150, Qt::ElideRight);
    }
    const int criteria = model.criterionCount();
    if (criteria > 0 && model.rowCount() > 0) {
        auto *proxy = new ValueProxy(&model, true, chart);
        auto *mapper = new QVBarModelMapper(series);
        mapper->setFirstBarSetColumn(DecisionScoreModel::FirstCriterion);
        mapper->setLastBarSetColumn(DecisionScoreModel::FirstCriterion + criteria - 1);
        mapper->setSeries(series);
        mapper->setModel(proxy);
    }
    const auto sets = series->barSets();
    for (int i = 0; i < sets.size(); ++i) {
        sets[i]->setColor(seriesColor(i, dark));
        sets[i]->setBorderColor(palette.color(QPalette::Base));
    }
    chart->addSeries(series);
    auto *axisY = new QBarCategoryAxis(chart);
    axisY->append(categories);
    styleAxis(axisY, palette, QString());
    axisY->setGridLineVisible(false);
    auto *axisX = new QValueAxis(chart);
    axisX->setRange(0, 100);
    axisX->setTickCount(6);
    axisX->setLabelFormat(QStringLiteral("%d"));
    styleAxis(axisX, palette, tr("Score, points of 100"));
    chart->addAxis(axisY, Qt::AlignLeft);
    chart->addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisY);
    series->attachAxis(axisX);
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->legend()->setFont(uiFont(0.85));
    if (model.rowCount() == 0)
        addLabel(chart, nullptr, {}, tr("Every option is knocked out."), palette);
    return chart;
}

QChart *makeWeightSpreadChart(const QAbstractItemModel &model, const QPalette &palette)
{
    QChart *chart = newChart(palette, tr("Weights given to each criterion"));
    const bool dark = views::isDark(palette);
    const int rows = model.rowCount();
    auto value = [&](int row, int column) {
        return model.data(model.index(row, column), views::ValueRole).toDouble();
    };
    auto *axisX = new QValueAxis(chart);
    axisX->setRange(0.75, 5.25);
    axisX->setTickType(QValueAxis::TicksDynamic);
    axisX->setTickAnchor(1);
    axisX->setTickInterval(1);
    axisX->setLabelFormat(QStringLiteral("%d"));
    styleAxis(axisX, palette, tr("Weight, 1 (minor) to 5 (decisive)"));
    // Category i of a bar category axis sits at value i for line and scatter series too.
    auto *axisY = new QBarCategoryAxis(chart);
    QStringList names;
    for (int row = rows - 1; row >= 0; --row)  // the first row on top
        names << elided(model.data(model.index(row, WeightName)).toString(), 190, Qt::ElideRight);
    axisY->append(names);
    styleAxis(axisY, palette, QString());
    axisY->setGridLineVisible(false);
    chart->addAxis(axisX, Qt::AlignBottom);
    chart->addAxis(axisY, Qt::AlignLeft);

    // Qt Charts cannot break a line series, so each criterion has its own two segments; the
    // legend keeps one entry per kind.
    const QColor rangeColor = palette.color(QPalette::Mid);
    const QColor middleColor = seriesColor(0, dark);
    auto *room = new QScatterSeries(chart);
    room->setName(tr("the room's weight"));
    room->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    room->setMarkerSize(9);
    room->setColor(seriesColor(1, dark));
    room->setBorderColor(palette.color(QPalette::Base));
    for (int row = 0; row < rows; ++row) {
        const double y = rows - 1 - row;  // the first row on top
        auto segment = [&](int from, int to, const QColor &color, double width,
                           const QString &name) {
            auto *line = new QLineSeries(chart);
            line->setName(name);
            line->append(value(row, from), y);
            line->append(value(row, to), y);
            line->setPen(QPen(color, width, Qt::SolidLine, Qt::FlatCap));
            attach(chart, line, axisX, axisY);
            if (row > 0)
                for (QLegendMarker *marker : chart->legend()->markers(line))
                    marker->setVisible(false);
        };
        segment(WeightLowest, WeightHighest, rangeColor, 1.5, tr("lowest to highest"));
        segment(WeightQ1, WeightQ3, middleColor, 6, tr("middle half of the ballots"));
        room->append(value(row, WeightRoom), y);
    }
    attach(chart, room, axisX, axisY);
    if (rows == 0) addLabel(chart, nullptr, {}, tr("No criterion was weighed."), palette);
    return chart;
}

void renderChart(QChart *chart, QPainter *painter, const QRectF &target)
{
    QGraphicsScene scene;
    scene.addItem(chart);
    chart->setPos(0, 0);
    chart->resize(target.size());
    chart->layout()->activate();
    QCoreApplication::sendPostedEvents(chart);
    scene.setSceneRect(QRectF(QPointF(0, 0), target.size()));
    scene.render(painter, target, scene.sceneRect());
    scene.removeItem(chart);
}

void detachModel(QChart *chart)
{
    if (!chart) return;
    for (auto *proxy : chart->findChildren<ValueProxy *>(Qt::FindDirectChildrenOnly)) delete proxy;
}

QWidget *makeChartView(QWidget *parent)
{
    auto *view = new QChartView(parent);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(280, 200);
    view->setFrameShape(QFrame::NoFrame);
    return view;
}

void setChart(QWidget *chartView, QChart *chart)
{
    auto *view = qobject_cast<QChartView *>(chartView);
    if (!view || !chart) return;
    QChart *old = view->chart();
    view->setChart(chart);
    view->setAccessibleName(chart->title());
    delete old;
}

QChart *chartOf(QWidget *chartView)
{
    auto *view = qobject_cast<QChartView *>(chartView);
    return view ? view->chart() : nullptr;
}

QString chartTitle(const QChart *chart) { return chart ? chart->title() : QString(); }

} // namespace charts
