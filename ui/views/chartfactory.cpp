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

void preferUnshapedText(QChart *chart)
{
    if (!chart) return;
    // One font each for the title, the legend and an axis' labels: unshaped only if all of the
    // texts drawn in it read the same so. A value axis' labels are numbers.
    QString texts = chart->title();
    for (QLegendMarker *marker : chart->legend()->markers()) texts += marker->label();
    for (QAbstractAxis *axis : chart->axes()) {
        texts += axis->titleText();
        if (auto *categories = qobject_cast<QBarCategoryAxis *>(axis))
            texts += categories->categories().join(QString());
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
