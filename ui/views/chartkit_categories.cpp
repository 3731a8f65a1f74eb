// The category labels of the horizontal bar charts, wrapped and drawn by the kit instead of Qt
// Charts (chartkit.h says why).
#include "chartkit.h"

#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>

#include <QGraphicsLayout>
#include <QGraphicsSimpleTextItem>

#include <algorithm>
#include <cmath>
#include <vector>

namespace charts::kit {

namespace {

// QGraphicsItem::data keys of a drawn line; chartkit.cpp's label boxes use 0 to 3.
enum LineData { LineCategory = 10, LineIndex, LineText, LineMark };

constexpr int baseLeftMargin = 6;  // newChart()'s left margin
constexpr qreal gap = 8;           // between a label's right end and the plot area
inline constexpr char fittedProperty[] = "chartsCategoriesFitted";
inline constexpr char watchedProperty[] = "chartsCategoriesWatched";
inline constexpr char legendProperty[] = "chartsLegendBelowLabels";
inline constexpr char legendHeightProperty[] = "chartsLegendHeight";
inline constexpr char legendWatchedProperty[] = "chartsLegendWatched";

// A legend below the plot, which Qt Charts would lay out within the margins, narrowed by the
// labels' margin and cut with "...": the kit places it across the whole width instead, in a
// bottom margin of its height.
void placeLegend(QChart *chart)
{
    QLegend *legend = chart->legend();
    if (!chart->property(legendProperty).toBool() || legend->isAttachedToChart()) return;
    const QMargins margins = chart->margins();
    const qreal height = legend->effectiveSizeHint(Qt::PreferredSize).height();
    const QRectF rect(baseLeftMargin, chart->size().height() - margins.bottom(),
                      chart->size().width() - baseLeftMargin - margins.right(), height);
    if (legend->geometry() != rect) legend->setGeometry(rect);
    legend->update();
}

void layOutLegend(QChart *chart)
{
    QLegend *legend = chart->legend();
    const bool below = legend->isVisible() && legend->alignment() == Qt::AlignBottom;
    const bool detached = chart->property(legendProperty).toBool();
    if (below && !detached && legend->isAttachedToChart()) {
        chart->setProperty(legendProperty, true);
        legend->detachFromChart();
    }
    // The bottom margin follows the legend's height, which grows when fitLegend() puts a name
    // on two lines.
    if (chart->property(legendProperty).toBool()) {
        const int height = int(std::ceil(legend->effectiveSizeHint(Qt::PreferredSize).height()));
        const int before = chart->property(legendHeightProperty).toInt();
        if (height != before) {
            QMargins margins = chart->margins();
            margins.setBottom(margins.bottom() - before + height);
            chart->setProperty(legendHeightProperty, height);
            chart->setMargins(margins);
        }
    }
    placeLegend(chart);
}

// The width of the chart a legend is laid out in: the chart's, less the margins Qt Charts
// (attached) or placeLegend() (detached) leave beside it.
qreal legendRoom(QChart *chart)
{
    const QMargins margins = chart->margins();
    qreal width = chart->size().width() - margins.right()
                  - (chart->legend()->isAttachedToChart() ? margins.left() : baseLeftMargin);
    if (QGraphicsLayout *layout = chart->layout()) {
        qreal left = 0, top = 0, right = 0, bottom = 0;
        layout->getContentsMargins(&left, &top, &right, &bottom);
        width -= left + right;
    }
    return width;
}

// The vertical category axis whose labels the kit draws, if the chart has one.
QBarCategoryAxis *drawnAxis(QChart *chart)
{
    for (QAbstractAxis *axis : chart->axes(Qt::Vertical))
        if (axis->property(categoryNamesProperty).isValid())
            return qobject_cast<QBarCategoryAxis *>(axis);
    return nullptr;
}

QList<QGraphicsSimpleTextItem *> lineItems(QChart *chart)
{
    QList<QGraphicsSimpleTextItem *> items;
    for (QGraphicsItem *item : chart->childItems())
        if (item->type() == QGraphicsSimpleTextItem::Type && item->data(LineMark).toBool())
            items << static_cast<QGraphicsSimpleTextItem *>(item);
    return items;
}

// The widest the labels may be: 40 % of the width beside a side legend, as Qt Charts gave a
// vertical axis' labels (CartesianChartLayout's maxAxisPortion), but never less than about ten
// letters, where the bars give way instead.
qreal categoryRoom(QChart *chart, const QFontMetricsF &metrics)
{
    qreal width = chart->size().width() - baseLeftMargin - chart->margins().right();
    if (QGraphicsLayout *layout = chart->layout()) {
        qreal left = 0, top = 0, right = 0, bottom = 0;
        layout->getContentsMargins(&left, &top, &right, &bottom);
        width -= left + right;
    }
    // The left margin narrows the title too: leave it its width, or Qt Charts cuts it with "...".
    // (A legend below the plot is laid out by placeLegend() instead.)
    qreal room = std::min<qreal>(labelPixels, 0.4 * width - gap);
    QLegend *legend = chart->legend();
    if (legend && legend->isVisible() && legend->isAttachedToChart()) {
        const qreal needed = legend->effectiveSizeHint(Qt::PreferredSize).width();
        if (legend->alignment() & (Qt::AlignLeft | Qt::AlignRight))
            room = std::min<qreal>(labelPixels,
                                   0.4 * (width - std::max(legend->geometry().width(), needed))
                                       - gap);
    }
    if (!chart->title().isEmpty())
        room = std::min(room, width - QFontMetricsF(chart->titleFont())
                                          .horizontalAdvance(chart->title()) - 2 * gap);
    return std::max(room, 10 * metrics.averageCharWidth());
}

bool breaksAfter(QChar c)
{
    return c == QLatin1Char(' ') || c == QLatin1Char('-') || c == QLatin1Char('_')
           || c == QLatin1Char('/');
}

void placeCategoryLabels(QChart *chart)
{
    placeLegend(chart);
    const QList<QGraphicsSimpleTextItem *> items = lineItems(chart);
    QBarCategoryAxis *axis = drawnAxis(chart);
    const QRectF plot = chart->plotArea();
    if (items.isEmpty() || !axis || !plot.isValid()) return;
    const QStringList categories = axis->categories();
    const qreal low = categories.indexOf(axis->min()) - 0.5;
    const qreal high = categories.indexOf(axis->max()) + 0.5;
    if (!(high > low)) return;
    QList<int> lines(categories.size());
    for (const QGraphicsSimpleTextItem *item : items)
        lines[std::clamp(item->data(LineCategory).toInt(), 0, int(lines.size()) - 1)] += 1;
    for (QGraphicsSimpleTextItem *item : items) {
        const int category = item->data(LineCategory).toInt();
        const QRectF box = item->boundingRect();
        const qreal centre = plot.bottom() - (category - low) / (high - low) * plot.height();
        const qreal top = centre - lines.value(category) * box.height() / 2
                          + item->data(LineIndex).toInt() * box.height();
        item->setPos(plot.left() - gap - box.width(), top);
        item->setVisible(category >= low && category <= high);
    }
}

// `text` cut after each break: a space, '-', '_' or '/'; with `wholeParentheses`, none inside
// parentheses, so that "(H200 SXM5)" stays on one line.
QStringList breakTokens(const QString &text, bool wholeParentheses)
{
    QStringList tokens;
    QString token;
    int depth = 0;
    for (const QChar c : text) {
        token += c;
        if (c == QLatin1Char('(')) ++depth;
        if (c == QLatin1Char(')') && depth > 0) --depth;
        if (breaksAfter(c) && (depth == 0 || !wholeParentheses)) {
            tokens << token;
            token.clear();
        }
    }
    if (!token.isEmpty()) tokens << token;
    return tokens;
}

} // namespace

QStringList wrapLabel(const QString &text, const QFontMetricsF &metrics, qreal width)
{
    auto fits = [&](const QString &line) {
        return metrics.horizontalAdvance(line.trimmed()) <= width;
    };
    QStringList lines;
    QString line;
    auto add = [&](const QString &token) {
        if (!line.isEmpty() && !fits(line + token)) {
            lines << line;
            line.clear();
        }
        line += token;
        // A word wider than the room alone is broken where it reaches the edge.
        while (!fits(line) && line.trimmed().size() > 1) {
            qsizetype keep = line.size() - 1;
            while (keep > 1 && !fits(line.left(keep))) --keep;
            lines << line.left(keep);
            line.remove(0, keep);
        }
    };
    for (const QString &token : breakTokens(text, true)) {
        if (fits(token)) {
            add(token);
        } else {
            for (const QString &part : breakTokens(token, false)) add(part);
        }
    }
    if (!line.isEmpty() || lines.isEmpty()) lines << line;
    return lines;
}

void setCategories(QAbstractAxis *axis, const QStringList &labels)
{
    auto *categoryAxis = qobject_cast<QBarCategoryAxis *>(axis);
    if (!categoryAxis) return;
    if (categoryAxis->property(categoryNamesProperty).toStringList() != labels
        || !categoryAxis->property(categoryNamesProperty).isValid())
        categoryAxis->setProperty(categoryNamesProperty, labels);
    // Qt Charts still lays out the categories it does not draw, each as a rich-text item, and
    // all of them again for any change: 11 million instructions an edit on the Decision tab with
    // the whole labels. Placeholders ("1", "2", ...) change only with the count.
    QStringList placeholders;
    placeholders.reserve(labels.size());
    for (qsizetype i = 0; i < labels.size(); ++i) placeholders << QString::number(i + 1);
    if (categoryAxis->categories() != placeholders) categoryAxis->setCategories(placeholders);
    if (categoryAxis->labelsVisible()) categoryAxis->setLabelsVisible(false);
}

QStringList categoryNames(const QAbstractAxis *axis)
{
    const QVariant names = axis ? axis->property(categoryNamesProperty) : QVariant();
    if (names.isValid()) return names.toStringList();
    // QBarCategoryAxis::categories() is not const in Qt 6.4, though it changes nothing.
    auto *categoryAxis = qobject_cast<QBarCategoryAxis *>(const_cast<QAbstractAxis *>(axis));
    return categoryAxis ? categoryAxis->categories() : QStringList();
}

void fitLegend(QChart *chart)
{
    QLegend *legend = chart ? chart->legend() : nullptr;
    if (!legend || !legend->isVisible() || chart->size().width() <= 0) return;
    // Beside the plot each entry has a row of its own, at most 40 % of the chart's width
    // (AbstractChartLayout::calculateLegendGeometry); below it, the entries share one row.
    const bool beside = legend->alignment() & (Qt::AlignLeft | Qt::AlignRight);
    const QString lineBreak = QStringLiteral("<br>");
    const QFontMetricsF metrics(legend->font());
    // An entry is its marker, the gaps around it and its text with the text item's margins
    // (LegendMarkerItem); a little more is counted, as Qt Charts cuts at the very edge.
    const qreal overhead = 2 * metrics.height() + 16;
    struct Entry {
        QLegendMarker *marker;
        QStringList lines;
    };
    std::vector<Entry> entries;
    for (QLegendMarker *marker : legend->markers()) {
        // A series renamed (new figures on screen) gives its marker the whole name again.
        if (!marker->property(legendWatchedProperty).toBool()) {
            marker->setProperty(legendWatchedProperty, true);
            QObject::connect(marker, &QLegendMarker::labelChanged, chart, [chart] { fitLegend(chart); },
                             Qt::QueuedConnection);
        }
        if (marker->isVisible())
            entries.push_back({marker, {QString(marker->label()).replace(lineBreak, QStringLiteral(" "))}});
    }
    auto widest = [&](const Entry &e, qsizetype *at = nullptr) {
        qreal most = 0;
        for (qsizetype i = 0; i < e.lines.size(); ++i)
            if (const qreal w = metrics.horizontalAdvance(e.lines.at(i)); w > most) {
                most = w;
                if (at) *at = i;
            }
        return most;
    };
    const qreal room = beside ? 0.4 * legendRoom(chart) : legendRoom(chart);
    for (;;) {
        qreal total = 0;
        Entry *longest = nullptr;
        for (Entry &e : entries) {
            total = beside ? std::max(total, widest(e) + overhead) : total + widest(e) + overhead;
            if (!longest || widest(e) > widest(*longest)) longest = &e;
        }
        if (total <= room || !longest) break;
        // The longest line of the widest entry, broken at the space that leaves the shorter
        // longer half; an entry without a space left to break at stays as it is.
        qsizetype at = 0;
        widest(*longest, &at);
        const QString line = longest->lines.at(at);
        qsizetype best = -1;
        qreal bestWidth = 0;
        for (qsizetype i = line.indexOf(QLatin1Char(' ')); i > 0; i = line.indexOf(QLatin1Char(' '), i + 1)) {
            const qreal w = std::max(metrics.horizontalAdvance(line.left(i)),
                                     metrics.horizontalAdvance(line.mid(i + 1)));
            if (best < 0 || w < bestWidth) {
                best = i;
                bestWidth = w;
            }
        }
        if (best < 0 || bestWidth >= metrics.horizontalAdvance(line)) break;
        longest->lines.replace(at, line.left(best));
        longest->lines.insert(at + 1, line.mid(best + 1));
    }
    bool changed = false;
    for (const Entry &e : entries)
        if (const QString label = e.lines.join(lineBreak); e.marker->label() != label) {
            e.marker->setLabel(label);
            changed = true;
        }
    // A marker's new label is laid out with the legend's next layout, not by itself.
    if (changed && legend->layout()) legend->layout()->invalidate();
}

void fitCategories(QChart *chart)
{
    if (!chart || chart->size().width() <= 0) return;
    fitLegend(chart);
    QBarCategoryAxis *axis = drawnAxis(chart);
    if (!axis) return;
    if (!axis->property(watchedProperty).toBool()) {
        // A shown chart may get another font for the labels (preferUnshapedText).
        axis->setProperty(watchedProperty, true);
        QObject::connect(axis, &QAbstractAxis::labelsFontChanged, chart,
                         [chart] { fitCategories(chart); });
    }
    const QStringList labels = axis->property(categoryNamesProperty).toStringList();
    const QFont font = axis->labelsFont();
    const QFontMetricsF metrics(font);
    const qreal room = categoryRoom(chart, metrics);
    const QVariantList fitted{labels, font, room};
    const QVariantList previous = chart->property(fittedProperty).toList();
    if (previous == fitted) return;
    chart->setProperty(fittedProperty, fitted);

    // The items drawn so far are reused, and a label that did not change keeps its lines: an
    // edit changes a few labels (a total), and building every item anew was a fifth of it.
    const QList<QStringList> before = categoryLines(chart);
    const QStringList beforeLabels = fitted.size() == 3 && previous.size() == 3
                                             && previous[1] == fitted[1] && previous[2] == fitted[2]
                                         ? previous[0].toStringList()
                                         : QStringList();
    QList<QGraphicsSimpleTextItem *> spare = lineItems(chart);
    qreal widest = 0;
    for (qsizetype i = 0; i < labels.size(); ++i) {
        const QStringList lines = i < beforeLabels.size() && beforeLabels.at(i) == labels.at(i)
                                          && i < before.size()
                                      ? before.at(i)
                                      : wrapLabel(labels.at(i), metrics, room);
        for (qsizetype k = 0; k < lines.size(); ++k) {
            QGraphicsSimpleTextItem *item = spare.isEmpty() ? nullptr : spare.takeFirst();
            if (!item) {
                item = new QGraphicsSimpleTextItem(chart);
                item->setZValue(10);  // above the grid, beside the bars
                item->setData(LineMark, true);
            }
            const QString text = lines.at(k).trimmed();
            if (item->text() != text) item->setText(text);
            if (item->font() != font) item->setFont(font);
            if (item->brush() != axis->labelsBrush()) item->setBrush(axis->labelsBrush());
            item->setData(LineCategory, int(i));
            item->setData(LineIndex, int(k));
            item->setData(LineText, lines.at(k));
            widest = std::max(widest, item->boundingRect().width());
        }
    }
    qDeleteAll(spare);
    layOutLegend(chart);
    QMargins margins = chart->margins();
    const int left = baseLeftMargin + int(std::ceil(widest));
    if (margins.left() != left) {
        margins.setLeft(left);
        chart->setMargins(margins);
    }
    placeCategoryLabels(chart);
}

QList<QStringList> categoryLines(QChart *chart)
{
    QList<QStringList> lines;
    if (!chart) return lines;
    for (const QGraphicsSimpleTextItem *item : lineItems(chart)) {
        const int category = item->data(LineCategory).toInt();
        const int index = item->data(LineIndex).toInt();
        if (lines.size() <= category) lines.resize(category + 1);
        QStringList &of = lines[category];
        if (of.size() <= index) of.resize(index + 1);
        of[index] = item->data(LineText).toString();
    }
    return lines;
}

int categoryLineCount(QChart *chart)
{
    int most = 0;
    for (const QStringList &lines : categoryLines(chart)) most = std::max(most, int(lines.size()));
    return most;
}

QFont categoryFont(QChart *chart)
{
    QBarCategoryAxis *axis = chart ? drawnAxis(chart) : nullptr;
    return axis ? axis->labelsFont() : uiFont(0.95);
}

// Called from placeLabels(), which follows every change of the plot area.
void placeCategoryLabelsOf(QChart *chart) { placeCategoryLabels(chart); }

} // namespace charts::kit
