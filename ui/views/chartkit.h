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
#include <QFontMetricsF>
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
// Room for a legend entry before the factory shortens it, and the widest category labels get
// before they wrap: wide enough for every option and criterion name of the shipped catalog.
constexpr int labelPixels = 380;
// Category labels beside the bars of a horizontal bar chart are drawn here, not by Qt Charts:
// Qt Charts 6.4 draws a label on one line only and cuts one that does not fit the room it gives
// a vertical axis (at most 40 % of the width) with "...", which cut long option names (issue 32).
// The axis keeps the whole labels in a property and draws none; its own categories are
// placeholders that depend only on how many there are, so that new labels (the Decision chart's
// carry the totals) never make Qt Charts lay the axis out again. fitCategories() wraps each
// label to the room the chart's width allows (wrapLabel), widens the chart's left margin to the
// widest line and draws the lines as text items beside their bars, vector text in a PDF.
inline constexpr char categoryNamesProperty[] = "chartsCategoryNames";
void setCategories(QAbstractAxis *axis, const QStringList &labels);
// The labels of a category axis: the ones the kit draws, else the axis' own categories.
QStringList categoryNames(const QAbstractAxis *axis);
// Wraps the category labels of `chart`'s vertical category axis to the room its current size
// gives them and lays them out beside the bars; nothing happens while the chart has no size or
// when neither the labels, their font nor the room changed.
void fitCategories(QChart *chart);
// Qt Charts lays a legend below the plot out in one row and cuts the longest names with "..."
// when the row is too narrow (LegendLayout::setAttachedGeometry in Qt Charts 6.4). Its entries
// are rich text, so this puts the longest names on two or more lines, broken at spaces, until the
// row fits the chart's width; a legend beside the plot, until each entry fits the 40 % of the
// width Qt Charts gives it. fitCategories() calls it for every chart.
void fitLegend(QChart *chart);
// An axis' title as the factory set it: placeLabels() breaks a title longer than the plot area's
// side into lines ("<br>"), as Qt Charts would cut it with "..." (the cost chart's at 1100 × 560).
QString wholeTitle(const QAbstractAxis *axis);
// The lines drawn for each category label, in the axis' order (the bottom bar first); empty
// before the chart was fitted.
QList<QStringList> categoryLines(QChart *chart);
// The most lines any category label of `chart` takes (0 without drawn labels), and their font.
int categoryLineCount(QChart *chart);
QFont categoryFont(QChart *chart);
// `text` in lines no wider than `width` in `metrics`, broken after a space, '-', '_' or '/', not
// inside parentheses while they fit a line ("(H200 SXM5)" stays whole), and inside a word only
// when the word alone is wider than `width`. The lines joined give `text` again.
QStringList wrapLabel(const QString &text, const QFontMetricsF &metrics, qreal width);
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
// Places the boxed labels and the category labels against the chart's current plot area.
void placeLabels(QChart *chart);
// Charts that can take new figures in place (charts::Figures::update) record on the chart what
// its frame (series, axes, labels) was built for; figures go in only when a new chart would have
// the same.
inline constexpr char frameProperty[] = "chartsFrame";
// Whether `chart` was built for `frame` and still has `series` series and `axes` axes: the test
// every update makes before it writes figures in.
bool hasFrame(const QChart *chart, const QVariant &frame, qsizetype series, qsizetype axes);
// Set only when different: Qt Charts lays out or repaints again on every set.
void setPoints(QXYSeries *series, const QList<QPointF> &points);
QLineSeries *verticalMarker(QChart *chart, double x, double y0, double y1, const QString &name,
                            const QPalette &palette);
void attach(QChart *chart, QAbstractSeries *series, QAbstractAxis *x, QAbstractAxis *y);

} // namespace charts::kit
