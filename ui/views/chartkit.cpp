#include "chartkit.h"

#include <QtCharts/QAbstractBarSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>

#include <QCursor>
#include <QPointer>
#include <QFontMetrics>
#include <QToolTip>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QGuiApplication>

#include <algorithm>
#include <cmath>

namespace charts::kit {
double cellValue(const QAbstractItemModel &model, int row, int column, double scale)
{
    const QVariant raw = model.data(model.index(row, column), views::ValueRole);
    return raw.isValid() ? raw.toDouble() / scale : 0.0;
}

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

QBrush seriesBrush(int i, bool dark)
{
    // The palette ordered darkest, lightest, second darkest, second lightest … by greyscale
    // luminance, so neighbouring series differ in lightness; lightness alone cannot separate
    // fourteen series, so from the eighth on each also gets a hatching of its own.
    static const int byLightness[] = {8, 12, 6, 4, 13, 5, 0, 3, 2, 7, 10, 9, 1, 11};
    static const Qt::BrushStyle hatches[] = {Qt::BDiagPattern, Qt::CrossPattern,
                                             Qt::FDiagPattern, Qt::DiagCrossPattern};
    const int n = int(std::size(byLightness));
    const QColor color = seriesColor(byLightness[i % n], dark);
    if (i % (2 * n) < 7) return QBrush(color);
    return QBrush(color, hatches[i % int(std::size(hatches))]);
}

Qt::PenStyle lineStyle(int i)
{
    static const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine,
                                          Qt::DashDotLine, Qt::DashDotDotLine};
    return styles[i % int(std::size(styles))];
}

QFont uiFont(double scale, bool bold)
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
    // Axis figures in the interface language's notation ("0,61" under German). US English keeps
    // Qt's plain printf form, as it always had.
    const QLocale locale = views::displayLocale();
    if (locale.language() != QLocale::English) {
        chart->setLocale(locale);
        chart->setLocalizeNumbers(true);
    }
    QObject::connect(chart, &QChart::plotAreaChanged, chart, [chart] { placeLabels(chart); });
    return chart;
}

void styleAxis(QAbstractAxis *axis, const QPalette &palette, const QString &title)
{
    axis->setTitleText(title);
    axis->setTitleFont(uiFont());
    axis->setLabelsFont(uiFont(0.95));
    axis->setTitleBrush(palette.brush(QPalette::Text));
    axis->setLabelsBrush(palette.brush(QPalette::Text));
    // Faint grid lines, mixed with the chart's background rather than drawn translucent: the
    // raster engine blends a translucent line row by row and hands the rows to a thread pool,
    // which made the grid of one chart cost several milliseconds per paint (opaque: a tenth).
    const QColor text = palette.color(QPalette::Text), base = palette.color(QPalette::Base);
    axis->setGridLineColor(views::mixed(base, text, 45 / 255.0));
    axis->setMinorGridLineColor(views::mixed(base, text, 20 / 255.0));
    axis->setLinePenColor(palette.color(QPalette::Mid));
}

// Money on an axis counts in units that keep tick labels short.
MoneyScale moneyScale(double maxUsd)
{
    if (maxUsd < 1e4) return {1, QCoreApplication::translate("charts", "USD")};
    if (maxUsd < 1e7) return {1e3, QCoreApplication::translate("charts", "thousand USD")};
    if (maxUsd < 1e10) return {1e6, QCoreApplication::translate("charts", "million USD")};
    return {1e9, QCoreApplication::translate("charts", "billion USD")};
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
    setTicks(axis, 0, std::ceil(max / step - 1e-9) * step, step);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
}

void setTicks(QValueAxis *axis, double min, double max, double interval)
{
    auto range = [&] {
        if (axis->min() != min || axis->max() != max) axis->setRange(min, max);
    };
    auto step = [&] {
        if (axis->tickInterval() != interval) axis->setTickInterval(interval);
    };
    if (interval > axis->tickInterval()) {
        step();
        range();
    } else {
        range();
        step();
    }
}

// Weeks, months, quarters or years between ticks, whichever gives at most ten ticks.
double dayTickInterval(double days)
{
    for (double step : {7.0, 14.0, 30.0, 60.0, 90.0, 180.0, 365.0})
        if (days / step <= 10) return step;
    return 365.0 * std::ceil(days / 365.0 / 10);
}

QString elided(const QString &text, int pixels, Qt::TextElideMode mode)
{
    return QFontMetrics(uiFont(0.95)).elidedText(text, mode, pixels);
}

void tooltipsOnBars(QAbstractSeries *barSeries, const QStringList &texts)
{
    auto *bars = qobject_cast<QAbstractBarSeries *>(barSeries);
    if (!bars) return;
    bars->setProperty(barTooltipsProperty, texts);
    QObject::connect(bars, &QAbstractBarSeries::hovered, bars,
                     [bars](bool on, int index, QBarSet *) {
                         const QStringList texts = bars->property(barTooltipsProperty).toStringList();
                         if (on && index >= 0 && index < texts.size())
                             QToolTip::showText(QCursor::pos(), texts.at(index));
                         else
                             QToolTip::hideText();
                     });
}

void tooltipOnLegend(QChart *chart, QAbstractSeries *series, const QString &text)
{
    series->setProperty(legendTooltipProperty, text);
    for (QLegendMarker *marker : chart->legend()->markers(series))
        QObject::connect(marker, &QLegendMarker::hovered, marker,
                         [series = QPointer<QAbstractSeries>(series)](bool on) {
                             if (on && series)
                                 QToolTip::showText(
                                     QCursor::pos(),
                                     series->property(legendTooltipProperty).toString());
                             else
                                 QToolTip::hideText();
                         });
}

void hideLegendMarker(QChart *chart, QAbstractSeries *series, int index)
{
    if (QLegendMarker *marker = chart->legend()->markers(series).value(index))
        marker->setVisible(false);
    QList<int> hidden = series->property(hiddenMarkersProperty).value<QList<int>>();
    if (!hidden.contains(index)) hidden << index;
    series->setProperty(hiddenMarkersProperty, QVariant::fromValue(hidden));
}

namespace {
// QGraphicsItem::data keys of a label box; LabelMark tells it from the chart's own rectangles
// (its background is a QGraphicsRectItem too).
enum LabelData { LabelText, LabelValue, LabelSeries, LabelMark };
}

QList<QGraphicsRectItem *> labelBoxes(QChart *chart)
{
    QList<QGraphicsRectItem *> boxes;
    for (QGraphicsItem *item : chart->childItems())
        if (item->type() == QGraphicsRectItem::Type && item->data(LabelMark).toBool())
            boxes << static_cast<QGraphicsRectItem *>(item);
    return boxes;
}

void placeCategoryLabelsOf(QChart *chart);  // chartkit_categories.cpp

QString wholeTitle(const QAbstractAxis *axis)
{
    return axis->titleText().replace(QStringLiteral("<br>"), QStringLiteral(" "));
}

namespace {

// An axis title longer than the plot area's side it runs along, broken into lines at spaces (the
// title is rich text): Qt Charts would cut it with "...".
void fitAxisTitles(QChart *chart)
{
    const QRectF plot = chart->plotArea();
    if (!plot.isValid()) return;
    for (QAbstractAxis *axis : chart->axes()) {
        const QString whole = wholeTitle(axis);
        if (whole.isEmpty() || !axis->isTitleVisible()) continue;
        const QFontMetricsF metrics(axis->titleFont());
        // The title's text item keeps a margin on each side (ChartPresenter::textMargin()).
        const qreal room = (axis->orientation() == Qt::Horizontal ? plot.width() : plot.height()) - 16;
        QStringList lines;
        for (const QString &word : whole.split(QLatin1Char(' '))) {
            if (!lines.isEmpty() && metrics.horizontalAdvance(lines.last() + QLatin1Char(' ') + word) <= room)
                lines.last() += QLatin1Char(' ') + word;
            else
                lines << word;
        }
        const QString fitted = lines.join(QStringLiteral("<br>"));
        if (axis->titleText() != fitted) axis->setTitleText(fitted);
    }
}

} // namespace

namespace {

// Between a label's box and the plot area's edges: a box flush with the plot's edge lay on the
// value axis' line.
constexpr qreal labelInset = 3;

// The label's text in lines that fit the plot area's width (wrapLabel), its box fitted around
// them. The whole text stays on the box (LabelText): the lines are worked out again from it at
// every size.
void fitLabelText(QGraphicsRectItem *box, qreal plotWidth)
{
    QGraphicsSimpleTextItem *label = nullptr;
    for (QGraphicsItem *child : box->childItems())
        if ((label = qgraphicsitem_cast<QGraphicsSimpleTextItem *>(child))) break;
    if (!label) return;
    const QString whole = box->data(LabelText).toString();
    const QFontMetricsF metrics(label->font());
    const qreal room = plotWidth - 2 * labelInset - 10; // the box's padding, 5 a side
    QString shown = whole;
    if (room > 0 && metrics.horizontalAdvance(whole) > room) {
        QStringList lines = wrapLabel(whole, metrics, room);
        for (QString &line : lines) line = line.trimmed();
        shown = lines.join(QLatin1Char('\n'));
    }
    if (label->text() == shown) return;
    label->setText(shown);
    box->setRect(label->boundingRect().adjusted(-5, -3, 5, 3));
}

} // namespace

// Next to its point, inside the plot area; labels without a series at the plot area's top left.
// A label wider than the plot area wraps (the German "no break-even" sentence ran past the
// plot's right edge in the report, issue 32).
void placeLabels(QChart *chart)
{
    fitAxisTitles(chart);
    placeCategoryLabelsOf(chart);
    const QRectF plot = chart->plotArea();
    const QRectF room = plot.adjusted(labelInset, labelInset, -labelInset, -labelInset);
    const QList<QAbstractSeries *> series = chart->series();
    for (QGraphicsRectItem *box : labelBoxes(chart)) {
        if (plot.isValid()) fitLabelText(box, plot.width());
        const QRectF r = box->rect();
        QAbstractSeries *s = series.value(box->data(LabelSeries).toInt(), nullptr);
        const QPointF p = s ? chart->mapToPosition(box->data(LabelValue).toPointF(), s)
                            : plot.topLeft();
        double x = p.x() + 10;
        double y = s ? p.y() - 10 - r.height() : p.y() + 10;
        if (x + r.width() > room.right()) x = p.x() - 10 - r.width();
        if (y < room.top()) y = p.y() + 10;
        x = std::clamp(x, room.left(), std::max(room.left(), room.right() - r.width()));
        y = std::clamp(y, room.top(), std::max(room.top(), room.bottom() - r.height()));
        box->setPos(x - r.left(), y - r.top());
    }
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
    box->setData(LabelText, text);  // lets tests and accessibility code find the label
    box->setData(LabelValue, value);
    box->setData(LabelSeries, series ? int(chart->series().indexOf(series)) : -1);
    box->setData(LabelMark, true);
    placeLabels(chart);
}

bool hasFrame(const QChart *chart, const QVariant &frame, qsizetype series, qsizetype axes)
{
    return chart && chart->property(frameProperty) == frame && chart->series().size() == series
           && chart->axes().size() == axes;
}

void setPoints(QXYSeries *series, const QList<QPointF> &points)
{
    if (series->points() != points) series->replace(points);
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


} // namespace charts::kit
