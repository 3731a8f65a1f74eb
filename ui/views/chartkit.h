#pragma once
// The building blocks the chart factory shares between its charts: colours, fonts, axes, labels
// and the numbers behind the models' cells. Only chartfactory*.cpp include this file; like the
// factory, it is the only other place that knows Qt Charts.
#include "viewformat.h"

#include <QtCharts/QAbstractAxis>
#include <QtCharts/QAbstractSeries>
#include <QtCharts/QChart>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>
#include <QtCharts/QXYSeries>

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QGraphicsRectItem>
#include <QFont>
#include <QPalette>

namespace charts::kit {

// lupdate files a tr() call under the class or namespace around it: "charts" for the helpers,
// "charts::TornadoFigures" and the like inside the figures' member functions, which share this one.
inline QString tr(const char *text)
{
    static const char *const contexts[] = {"charts", "charts::BreakEvenFigures",
                                           "charts::CostFigures", "charts::DecisionFigures",
                                           "charts::ServingFigures", "charts::TornadoFigures",
                                           "charts::TrainingFigures"};
    const QString source = QString::fromUtf8(text);
    for (const char *context : contexts) {
        const QString translated = QCoreApplication::translate(context, text);
        if (translated != source) return translated;
    }
    return source;
}

// The number a chart takes from a model cell: views::ValueRole, as Qt::DisplayRole holds
// formatted text ("$0.61"), divided by `scale` so an axis can count in thousands or millions. An
// empty cell is 0, as Qt Charts' model mappers (which the charts used to read through) made it.
double cellValue(const QAbstractItemModel &model, int row, int column, double scale = 1.0);

struct MoneyScale {
    double factor = 1;
    QString unit;
};

QColor seriesColor(int i, bool dark);
constexpr int paletteSize = 14; // distinct colours of seriesColor()
// A fill for the i-th of many stacked series: the colour, and from the second round of
// lightness steps on a hatching, so neighbours still differ when printed in black and white.
QBrush seriesBrush(int i, bool dark);
Qt::PenStyle lineStyle(int i);
QFont uiFont(double scale = 1.0, bool bold = false);
QChart *newChart(const QPalette &palette, const QString &title);
void styleAxis(QAbstractAxis *axis, const QPalette &palette, const QString &title);
MoneyScale moneyScale(double maxUsd);
double niceCeil(double value);
void niceAxisFromZero(QValueAxis *axis, double max);
// A value axis' range and tick interval, set in the order that never gives it more ticks than
// the old or the new ones: it lays out a text item per tick at once, and a range a thousand times
// wider under the old interval (a cost axis going from USD to thousand USD) took 300 ms.
void setTicks(QValueAxis *axis, double min, double max, double interval);
double dayTickInterval(double days);
QString elided(const QString &text, int pixels, Qt::TextElideMode mode = Qt::ElideMiddle);
// Room for a label before the factory shortens it: wide enough for every option and criterion name
// of the shipped catalog. Qt Charts still shortens an axis label that does not fit the chart as
// laid out, so a label is cut only when the chart is really too narrow for it, and then its full
// text is in the tooltip and the data table.
constexpr int labelPixels = 380;
// Category labels are shortened here, never by Qt Charts: on every layout it shortens a label that
// does not fit by trial and error, building a rich-text document per attempt (a few milliseconds
// per layout of a chart with a dozen options, whose labels change with every edit). The axis keeps
// the full names (`prefix + name` per category; only the name is shortened, so a price or rank
// in the prefix survives) and shows them shortened to the room the chart's layout will give them,
// worked out again when the chart's size changes (fitCategories).
inline constexpr char categoryNamesProperty[] = "chartsCategoryNames";
inline constexpr char categoryPrefixesProperty[] = "chartsCategoryPrefixes";
inline constexpr char categoryElideProperty[] = "chartsCategoryElide";
inline constexpr char categoryRoomProperty[] = "chartsCategoryRoom";
void setCategories(QAbstractAxis *axis, const QStringList &prefixes, const QStringList &names,
                   Qt::TextElideMode mode, int room = labelPixels);
// Shortens the category labels of every such axis of `chart` to the room its current size gives
// them; nothing happens while the chart has no size or when the room is what it was.
void fitCategories(QChart *chart);
// Shows `texts[index]` as a tooltip while the pointer is over bar `index` of a bar series, or
// over the legend entry of a series. The texts are kept on the series (properties below), not in
// the handler, so that updating a shown chart in place (showIfChanged) updates its tooltips too.
void tooltipsOnBars(QAbstractSeries *barSeries, const QStringList &texts);
void tooltipOnLegend(QChart *chart, QAbstractSeries *series, const QString &text);
inline constexpr char barTooltipsProperty[] = "chartsBarTooltips";
inline constexpr char legendTooltipProperty[] = "chartsLegendTooltip";
// Hides the legend entry `index` of `series` and records it on the series: a marker reads as
// hidden until its chart has been laid out, so the record is what comparisons go by.
void hideLegendMarker(QChart *chart, QAbstractSeries *series, int index);
inline constexpr char hiddenMarkersProperty[] = "chartsHiddenMarkers";
// A boxed label pinned to a data point of `series` (or, without one, to the plot area's top
// left). Its text, point and series are kept on the item, so it can move to another chart.
void addLabel(QChart *chart, QAbstractSeries *series, QPointF value, const QString &text,
              const QPalette &palette);
// The boxes addLabel() put on the chart, and their placement against its current plot area.
QList<QGraphicsRectItem *> labelBoxes(QChart *chart);
void placeLabels(QChart *chart);
// Charts that can take new figures in place (charts::Figures::update) record on the chart what
// its frame (series, axes, labels) was built for; figures go in only when a new chart would have
// the same.
inline constexpr char frameProperty[] = "chartsFrame";
// Whether `chart` was built for `frame` and still has `series` series and `axes` axes: the test
// every update makes before it writes figures in.
bool hasFrame(const QChart *chart, const QVariant &frame, qsizetype series, qsizetype axes);
// The room setCategories() last shortened an axis' labels to (labelPixels before any layout).
int categoryRoomOf(const QAbstractAxis *axis);
// Set only when different: Qt Charts lays out or repaints again on every set.
void setPoints(QXYSeries *series, const QList<QPointF> &points);
QLineSeries *verticalMarker(QChart *chart, double x, double y0, double y1, const QString &name,
                            const QPalette &palette);
void attach(QChart *chart, QAbstractSeries *series, QAbstractAxis *x, QAbstractAxis *y);

} // namespace charts::kit
