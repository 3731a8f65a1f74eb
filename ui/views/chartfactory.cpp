#include "chartfactory.h"

#include "chartkit.h"

#include "textshaping.h"
#include "viewformat.h"

#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>

#include <QFontMetrics>
#include <QGraphicsLayout>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QGuiApplication>
#include <QPainter>
#include <QTextDocument>

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
    setCategories(axisY, names);
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
    // Bars' names wrapped to the room the chart's width gives them, as on screen, and the
    // chart laid out again around them.
    fitCategories(chart);
    chart->layout()->activate();
    QCoreApplication::sendPostedEvents(chart);
    placeLabels(chart);
    scene.setSceneRect(QRectF(QPointF(0, 0), target.size()));
    scene.render(painter, target, scene.sceneRect());
    scene.removeItem(chart);
}

namespace {

constexpr int minimumChartHeight = 140;  // small enough for a 1366 × 768 screen at 200 %

// The least height at which a horizontal bar chart gives every category label (drawn by the kit,
// wrapped to as many lines as the chart's width needs) its lines beside its bar without touching
// its neighbours'. The rest of the chart (title, legend, the other axis) is as tall as it was at
// the last layout.
int heightForWholeCategoryLabels(QChart *chart)
{
    if (!chart) return 0;
    for (QAbstractAxis *axis : chart->axes(Qt::Vertical)) {
        auto *categories = qobject_cast<QBarCategoryAxis *>(axis);
        if (!categories || categories->count() == 0) continue;
        QGraphicsSimpleTextItem probe(QStringLiteral("Ag"));
        probe.setFont(categoryFont(chart));
        const qreal line = probe.boundingRect().height();
        const qreal part = std::max(1, categoryLineCount(chart)) * line + 4.0;
        const qreal axisHeight = categories->count() * part;
        const QRectF plot = chart->plotArea();
        const qreal rest = plot.isValid() && chart->size().height() > plot.height()
                               ? chart->size().height() - plot.height()
                               : 8 * line;
        return int(std::ceil(axisHeight + rest));
    }
    return 0;
}

// A chart view that fits its chart's category labels to the chart's size (kit::fitCategories),
// and asks for the height that keeps them whole; a pane that cannot give it scrolls (ChartPane).
class ChartView : public QChartView
{
public:
    using QChartView::QChartView;

    void fitHeight()
    {
        const int wanted = std::max(minimumChartHeight, heightForWholeCategoryLabels(chart()));
        if (minimumHeight() != wanted) setMinimumHeight(wanted);
    }

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
    view->setMinimumSize(180, minimumChartHeight);
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
    if (auto *fitted = dynamic_cast<ChartView *>(view)) {
        fitted->fitHeight();
        // The rest of the chart is known once it is laid out, and changes with its fonts.
        QObject::connect(chart, &QChart::plotAreaChanged, view, [fitted] { fitted->fitHeight(); });
    }
    view->setAccessibleName(chart->title());
    delete old;
}

QChart *chartOf(QWidget *chartView)
{
    auto *view = qobject_cast<QChartView *>(chartView);
    return view ? view->chart() : nullptr;
}

void preferUnshapedText(QChart *chart)
{
    if (!chart) return;
    // One font each for the title, the legend and an axis' labels: unshaped only if all of the
    // texts drawn in it read the same so. A value axis' labels are numbers.
    QString texts = chart->title();
    for (QLegendMarker *marker : chart->legend()->markers()) texts += marker->label();
    for (QAbstractAxis *axis : chart->axes()) {
        texts += axis->titleText();
        if (qobject_cast<QBarCategoryAxis *>(axis)) texts += kit::categoryNames(axis).join(QString());
    }
    const bool unshaped = textshaping::readsUnshaped(texts);
    auto settle = [&](const QFont &font, auto set) {
        const QFont wanted = textshaping::unshapedIf(font, unshaped);
        if (wanted != font) set(wanted);
    };
    settle(chart->titleFont(), [&](const QFont &f) { chart->setTitleFont(f); });
    settle(chart->legend()->font(), [&](const QFont &f) { chart->legend()->setFont(f); });
    for (QAbstractAxis *axis : chart->axes()) {
        settle(axis->titleFont(), [&](const QFont &f) { axis->setTitleFont(f); });
        settle(axis->labelsFont(), [&](const QFont &f) { axis->setLabelsFont(f); });
    }
}

} // namespace charts
