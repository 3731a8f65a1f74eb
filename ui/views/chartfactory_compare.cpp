// Whether two charts show the same thing, so a pane can keep the chart it shows instead of laying
// out and painting an identical new one (most edits leave most charts as they were).
#include "chartfactory.h"

#include <QtCharts/QAbstractBarSeries>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QLegend>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QValueAxis>
#include <QtCharts/QXYSeries>

#include <QGraphicsRectItem>

namespace charts {

namespace {

bool sameAxis(QAbstractAxis *a, QAbstractAxis *b)
{
    if (a->type() != b->type() || a->alignment() != b->alignment()
        || a->titleText() != b->titleText() || a->isVisible() != b->isVisible())
        return false;
    if (auto *x = qobject_cast<QValueAxis *>(a)) {
        auto *y = static_cast<QValueAxis *>(b);
        return x->min() == y->min() && x->max() == y->max() && x->tickType() == y->tickType()
               && x->tickInterval() == y->tickInterval() && x->tickCount() == y->tickCount()
               && x->labelFormat() == y->labelFormat();
    }
    if (auto *x = qobject_cast<QLogValueAxis *>(a)) {
        auto *y = static_cast<QLogValueAxis *>(b);
        return x->min() == y->min() && x->max() == y->max() && x->base() == y->base()
               && x->labelFormat() == y->labelFormat();
    }
    if (auto *x = qobject_cast<QBarCategoryAxis *>(a))
        return x->categories() == static_cast<QBarCategoryAxis *>(b)->categories();
    return false; // an axis type this file does not build: never assume it is the same
}

bool sameSeries(QAbstractSeries *a, QAbstractSeries *b)
{
    if (a->type() != b->type() || a->name() != b->name() || a->isVisible() != b->isVisible())
        return false;
    if (auto *x = qobject_cast<QXYSeries *>(a)) {
        auto *y = static_cast<QXYSeries *>(b);
        return x->points() == y->points() && x->pen() == y->pen() && x->brush() == y->brush();
    }
    if (auto *x = qobject_cast<QAbstractBarSeries *>(a)) {
        auto *y = static_cast<QAbstractBarSeries *>(b);
        const QList<QBarSet *> xs = x->barSets(), ys = y->barSets();
        if (xs.size() != ys.size() || x->barWidth() != y->barWidth()) return false;
        for (int i = 0; i < xs.size(); ++i) {
            if (xs[i]->label() != ys[i]->label() || xs[i]->brush() != ys[i]->brush()
                || xs[i]->pen() != ys[i]->pen() || xs[i]->count() != ys[i]->count())
                return false;
            for (int v = 0; v < xs[i]->count(); ++v)
                if (xs[i]->at(v) != ys[i]->at(v)) return false;
        }
        return true;
    }
    return false;
}

// The boxed labels addLabel() pins to the chart, by their text.
QStringList labels(QChart *chart)
{
    QStringList out;
    for (const QGraphicsItem *item : chart->childItems())
        if (item->type() == QGraphicsRectItem::Type) out << item->data(0).toString();
    return out;
}

} // namespace

bool sameContent(QChart *a, QChart *b)
{
    if (!a || !b) return false;
    if (a->title() != b->title() || a->backgroundBrush() != b->backgroundBrush()
        || a->titleBrush() != b->titleBrush() || a->legend()->alignment() != b->legend()->alignment()
        || a->legend()->font() != b->legend()->font())
        return false;
    const QList<QAbstractSeries *> as = a->series(), bs = b->series();
    const QList<QAbstractAxis *> ax = a->axes(), bx = b->axes();
    if (as.size() != bs.size() || ax.size() != bx.size()) return false;
    for (int i = 0; i < as.size(); ++i)
        if (!sameSeries(as[i], bs[i])) return false;
    for (int i = 0; i < ax.size(); ++i)
        if (!sameAxis(ax[i], bx[i])) return false;
    // Legend markers are not compared: the factories hide them by the series' data, compared
    // above, and a marker's visibility reads false until its chart has been laid out.
    return labels(a) == labels(b);
}

bool showIfChanged(QWidget *chartView, QChart *chart)
{
    if (sameContent(chart, chartOf(chartView))) {
        delete chart;
        return false;
    }
    setChart(chartView, chart);
    return true;
}

} // namespace charts
