#include "chartfactory.h"

#include "chartkit.h"

#include "costpertokenmodel.h"
#include "viewformat.h"

#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QHorizontalStackedBarSeries>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>

#include <QFontMetrics>
#include <QGraphicsLayout>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGuiApplication>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <map>

namespace charts {

using namespace kit;


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
    QStringList prices, names, fullLabels;
    double maxCost = 0;
    for (int row = shown - 1; row >= 0; --row) {  // cheapest last, so it is drawn on top
        const QModelIndex index = model.index(row, CostPerTokenModel::CostPerMTok);
        const double cost = model.data(index, views::ValueRole).toDouble();
        maxCost = std::max(maxCost, cost);
        const bool isMeasured = model.isMeasured(row);
        *measured << (isMeasured ? cost : 0.0);
        *estimated << (isMeasured ? 0.0 : cost);
        // The price first: only the name is shortened when the label does not fit.
        prices << views::usd(cost) + QStringLiteral("  ");
        names << model.chartLabel(row);
        fullLabels << prices.back() + names.back();
    }
    auto *series = new QHorizontalStackedBarSeries(chart);
    series->append(measured);
    series->append(estimated);
    series->setBarWidth(0.7);
    chart->addSeries(series);
    tooltipsOnBars(series, fullLabels);

    auto *axisY = new QBarCategoryAxis(chart);
    styleAxis(axisY, palette, QString());
    setCategories(axisY, prices, names, Qt::ElideMiddle);
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
        if (series->barSets().at(i)->sum() == 0) hideLegendMarker(chart, series, i); // unused colour
    // P10 to P90 of the sampled cases, a capped whisker across each sampled bar. The bars sit at
    // 0 .. shown − 1 on the category axis; a hidden value axis with the same span places them.
    QValueAxis *bandAxis = nullptr;
    bool bandShown = false;
    for (int row = 0; row < shown; ++row) {
        const auto band = model.bandAt(row);
        if (!band) continue;
        if (!bandAxis) {
            bandAxis = new QValueAxis(chart);
            bandAxis->setRange(-0.5, shown - 0.5);
            bandAxis->setVisible(false);
            chart->addAxis(bandAxis, Qt::AlignRight);
        }
        const double y = shown - 1 - row; // the cheapest is drawn last, at the top
        const double cap = 0.18;
        auto *whisker = new QLineSeries(chart);
        whisker->setName(tr("P10 to P90 of the cases"));
        whisker->setObjectName(QStringLiteral("band"));
        *whisker << QPointF((*band)[0], y - cap) << QPointF((*band)[0], y + cap) << QPointF((*band)[0], y)
                 << QPointF((*band)[2], y) << QPointF((*band)[2], y - cap) << QPointF((*band)[2], y + cap);
        whisker->setPen(QPen(palette.color(QPalette::WindowText), 2, Qt::SolidLine, Qt::FlatCap));
        chart->addSeries(whisker);
        whisker->attachAxis(axisX);
        whisker->attachAxis(bandAxis);
        if (bandShown) hideLegendMarker(chart, whisker, 0);
        bandShown = true;
        maxCost = std::max(maxCost, (*band)[2]);
    }
    if (bandShown) niceAxisFromZero(axisX, maxCost * 1.02);
    if (shown == 0)
        addLabel(chart, nullptr, {}, tr("No option has a cost per token at this pricing model."),
                 palette);
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
        names << model.data(model.index(row, WeightName)).toString();
    styleAxis(axisY, palette, QString());
    setCategories(axisY, {}, names, Qt::ElideRight);
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
            if (row > 0) hideLegendMarker(chart, line, 0);
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

namespace {
// A chart view that fits its chart's category labels to the chart's size (kit::setCategories).
class ChartView : public QChartView
{
public:
    using QChartView::QChartView;

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        QChartView::resizeEvent(event);  // resizes the chart
        fitCategories(chart());
    }
};
} // namespace

QWidget *makeChartView(QWidget *parent)
{
    auto *view = new ChartView(parent);
    view->setRenderHint(QPainter::Antialiasing);
    // Small enough for a 1366 × 768 screen at 200 % scaling; the panes give charts more room
    // wherever the window has it.
    view->setMinimumSize(180, 140);
    view->setFrameShape(QFrame::NoFrame);
    return view;
}

void setChart(QWidget *chartView, QChart *chart)
{
    auto *view = qobject_cast<QChartView *>(chartView);
    if (!view || !chart) return;
    QChart *old = view->chart();
    view->setChart(chart);  // sized to the view
    fitCategories(chart);
    view->setAccessibleName(chart->title());
    delete old;
}

QChart *chartOf(QWidget *chartView)
{
    auto *view = qobject_cast<QChartView *>(chartView);
    return view ? view->chart() : nullptr;
}

} // namespace charts
