// Whether two charts show the same thing, so a pane can keep the chart it shows instead of laying
// out and painting an identical new one (most edits leave most charts as they were); and, when
// only the figures differ, moving the new figures into the chart on screen.
#include "chartfactory.h"

#include "chartkit.h"
#include "textshaping.h"

#include <QtCharts/QAbstractBarSeries>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>
#include <QtCharts/QXYSeries>

#include <QGraphicsLayout>
#include <QGraphicsRectItem>
#include <QWidget>

namespace charts {

namespace {

bool sameAxis(QAbstractAxis *a, QAbstractAxis *b)
{
    if (a->type() != b->type() || a->alignment() != b->alignment()
        || kit::wholeTitle(a) != kit::wholeTitle(b) || a->isVisible() != b->isVisible())
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
    if (auto *x = qobject_cast<QBarCategoryAxis *>(a)) {
        return a->property(kit::categoryNamesProperty) == b->property(kit::categoryNamesProperty)
               && x->categories() == static_cast<QBarCategoryAxis *>(b)->categories();
    }
    return false; // an axis type this file does not build: never assume it is the same
}

// What the factories keep on a series besides its data: tooltips and hidden legend entries.
bool sameNotes(QAbstractSeries *a, QAbstractSeries *b)
{
    for (const char *name : {kit::barTooltipsProperty, kit::legendTooltipProperty,
                             kit::hiddenMarkersProperty})
        if (a->property(name) != b->property(name)) return false;
    return true;
}

bool sameSeries(QAbstractSeries *a, QAbstractSeries *b)
{
    if (a->type() != b->type() || a->name() != b->name() || a->isVisible() != b->isVisible()
        || a->objectName() != b->objectName() || !sameNotes(a, b))
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

// The boxed labels addLabel() pins to the chart: text, point and series.
QList<QVariantList> labels(QChart *chart)
{
    QList<QVariantList> out;
    for (const QGraphicsRectItem *box : kit::labelBoxes(chart))
        out << QVariantList{box->data(0), box->data(1), box->data(2)};
    return out;
}

int axisIndex(QChart *chart, QAbstractAxis *axis) { return chart->axes().indexOf(axis); }

// Everything but the figures is the same: series of the same kinds, bound to the same axes, axes
// of the same kinds and looks. Then the figures can move into the chart on screen (takeFigures)
// instead of the whole chart being replaced, laid out and painted anew. A series' pen and brush
// may differ: lines are drawn in rank order and coloured per offer, so a change of ranking swaps
// colours between series without changing the frame (40 of 100 edits of the Training chart).
bool sameFrame(QChart *a, QChart *b)
{
    if (!a || !b || a->backgroundBrush() != b->backgroundBrush()
        || a->titleBrush() != b->titleBrush()
        || !textshaping::sameLook(a->titleFont(), b->titleFont())
        || a->legend()->alignment() != b->legend()->alignment()
        || !textshaping::sameLook(a->legend()->font(), b->legend()->font())
        || a->legend()->labelBrush() != b->legend()->labelBrush())
        return false;
    const QList<QAbstractSeries *> as = a->series(), bs = b->series();
    const QList<QAbstractAxis *> ax = a->axes(), bx = b->axes();
    if (as.size() != bs.size() || ax.size() != bx.size()) return false;
    for (int i = 0; i < ax.size(); ++i) {
        QAbstractAxis *x = ax[i], *y = bx[i];
        if (x->type() != y->type() || x->alignment() != y->alignment()
            || x->isVisible() != y->isVisible()
            || !textshaping::sameLook(x->titleFont(), y->titleFont())
            || !textshaping::sameLook(x->labelsFont(), y->labelsFont())
            || x->titleBrush() != y->titleBrush()
            || x->labelsBrush() != y->labelsBrush() || x->gridLineColor() != y->gridLineColor()
            || x->minorGridLineColor() != y->minorGridLineColor()
            || x->linePenColor() != y->linePenColor()
            || x->isGridLineVisible() != y->isGridLineVisible())
            return false;
        if (auto *v = qobject_cast<QValueAxis *>(x))
            if (v->minorTickCount() != static_cast<QValueAxis *>(y)->minorTickCount()) return false;
        if (auto *v = qobject_cast<QLogValueAxis *>(x)) {
            auto *w = static_cast<QLogValueAxis *>(y);
            if (v->base() != w->base() || v->minorTickCount() != w->minorTickCount()) return false;
        }
        if (qobject_cast<QValueAxis *>(x) == nullptr && qobject_cast<QLogValueAxis *>(x) == nullptr
            && qobject_cast<QBarCategoryAxis *>(x) == nullptr)
            return false; // an axis type this file does not update
    }
    for (int i = 0; i < as.size(); ++i) {
        QAbstractSeries *s = as[i], *t = bs[i];
        if (s->type() != t->type() || s->isVisible() != t->isVisible()) return false;
        const QList<QAbstractAxis *> sa = s->attachedAxes(), ta = t->attachedAxes();
        if (sa.size() != ta.size()) return false;
        for (int k = 0; k < sa.size(); ++k)
            if (axisIndex(a, sa[k]) != axisIndex(b, ta[k])) return false;
        if (qobject_cast<QXYSeries *>(s)) {
            if (auto *p = qobject_cast<QScatterSeries *>(s)) {
                auto *q = static_cast<QScatterSeries *>(t);
                if (p->markerSize() != q->markerSize() || p->markerShape() != q->markerShape()
                    || p->borderColor() != q->borderColor())
                    return false;
            }
        } else if (auto *x = qobject_cast<QAbstractBarSeries *>(s)) {
            auto *y = static_cast<QAbstractBarSeries *>(t);
            const QList<QBarSet *> xs = x->barSets(), ys = y->barSets();
            if (xs.size() != ys.size() || x->barWidth() != y->barWidth()) return false;
        } else {
            return false; // a series type this file does not update
        }
    }
    return true;
}

// Moves what `from` shows into `to`, which sameFrame() found alike in everything else; only what
// differs is set, so an axis whose range stayed keeps its laid-out labels.
void takeFigures(QChart *to, QChart *from)
{
    if (to->title() != from->title()) to->setTitle(from->title());
    // What the chart's frame now is (for update*Chart).
    to->setProperty(kit::frameProperty, from->property(kit::frameProperty));
    const QList<QAbstractAxis *> ax = to->axes(), bx = from->axes();
    for (int i = 0; i < ax.size(); ++i) {
        QAbstractAxis *x = ax[i], *y = bx[i];
        if (kit::wholeTitle(x) != kit::wholeTitle(y)) x->setTitleText(kit::wholeTitle(y));
        if (auto *v = qobject_cast<QValueAxis *>(x)) {
            auto *w = static_cast<QValueAxis *>(y);
            if (v->labelFormat() != w->labelFormat()) v->setLabelFormat(w->labelFormat());
            if (v->tickType() != w->tickType()) v->setTickType(w->tickType());
            if (v->tickAnchor() != w->tickAnchor()) v->setTickAnchor(w->tickAnchor());
            if (v->tickCount() != w->tickCount()) v->setTickCount(w->tickCount());
            kit::setTicks(v, w->min(), w->max(), w->tickInterval());
        } else if (auto *v = qobject_cast<QLogValueAxis *>(x)) {
            auto *w = static_cast<QLogValueAxis *>(y);
            if (v->labelFormat() != w->labelFormat()) v->setLabelFormat(w->labelFormat());
            if (v->min() != w->min() || v->max() != w->max()) v->setRange(w->min(), w->max());
        } else if (auto *v = qobject_cast<QBarCategoryAxis *>(x)) {
            if (y->property(kit::categoryNamesProperty).isValid()) {
                // Drawn by the kit, wrapped to the room of the chart on screen (below).
                kit::setCategories(v, y->property(kit::categoryNamesProperty).toStringList());
            } else {
                const QStringList categories = static_cast<QBarCategoryAxis *>(y)->categories();
                if (v->categories() != categories) v->setCategories(categories);
            }
        }
    }
    const QList<QAbstractSeries *> as = to->series(), bs = from->series();
    bool markersChanged = false;
    for (int i = 0; i < as.size(); ++i) {
        QAbstractSeries *s = as[i], *t = bs[i];
        if (s->name() != t->name()) s->setName(t->name());
        if (s->objectName() != t->objectName()) s->setObjectName(t->objectName());
        for (const char *name : {kit::barTooltipsProperty, kit::legendTooltipProperty,
                                 kit::hiddenMarkersProperty})
            s->setProperty(name, t->property(name));
        if (auto *x = qobject_cast<QXYSeries *>(s)) {
            auto *y = static_cast<QXYSeries *>(t);
            if (x->pen() != y->pen()) x->setPen(y->pen());
            if (x->brush() != y->brush()) x->setBrush(y->brush());
            const QList<QPointF> points = y->points();
            if (x->points() != points) x->replace(points);
        } else if (auto *x = qobject_cast<QAbstractBarSeries *>(s)) {
            const QList<QBarSet *> xs = x->barSets(), ys = static_cast<QAbstractBarSeries *>(t)->barSets();
            for (int k = 0; k < xs.size(); ++k) {
                QBarSet *to = xs[k], *from = ys[k];
                if (to->label() != from->label()) to->setLabel(from->label());
                if (to->brush() != from->brush()) to->setBrush(from->brush());
                if (to->pen() != from->pen()) to->setPen(from->pen());
                if (to->count() != from->count()) {
                    to->remove(0, to->count());
                    for (int v = 0; v < from->count(); ++v) to->append(from->at(v));
                } else {
                    for (int v = 0; v < from->count(); ++v)
                        if (to->at(v) != from->at(v)) to->replace(v, from->at(v));
                }
            }
        }
        // Legend entries follow the record the factory kept (markers read hidden until laid out).
        const QList<int> hidden = s->property(kit::hiddenMarkersProperty).value<QList<int>>();
        const QList<QLegendMarker *> markers = to->legend()->markers(s);
        for (int k = 0; k < markers.size(); ++k) {
            const bool visible = !hidden.contains(k);
            if (markers[k]->isVisible() == visible) continue;
            markers[k]->setVisible(visible);
            // Qt Charts 6.4 does not lay the legend out again for this: an entry hidden when the
            // legend was laid out kept the empty text it was given then.
            markersChanged = true;
        }
    }
    if (markersChanged) to->legend()->layout()->invalidate();
    // The boxed labels move over: they hold their text, point and series index themselves.
    for (QGraphicsRectItem *box : kit::labelBoxes(to)) delete box;
    for (QGraphicsRectItem *box : kit::labelBoxes(from)) box->setParentItem(to);
    kit::fitCategories(to);
    kit::placeLabels(to);
}

} // namespace

bool sameContent(QChart *a, QChart *b)
{
    if (!a || !b) return false;
    if (a->title() != b->title() || a->backgroundBrush() != b->backgroundBrush()
        || a->titleBrush() != b->titleBrush() || a->legend()->alignment() != b->legend()->alignment()
        || !textshaping::sameLook(a->legend()->font(), b->legend()->font()))
        return false;
    const QList<QAbstractSeries *> as = a->series(), bs = b->series();
    const QList<QAbstractAxis *> ax = a->axes(), bx = b->axes();
    if (as.size() != bs.size() || ax.size() != bx.size()) return false;
    for (int i = 0; i < as.size(); ++i)
        if (!sameSeries(as[i], bs[i])) return false;
    for (int i = 0; i < ax.size(); ++i)
        if (!sameAxis(ax[i], bx[i])) return false;
    // Legend markers are compared by the record of hidden ones (sameNotes): a marker's
    // visibility reads false until its chart has been laid out.
    return labels(a) == labels(b);
}

bool showIfChanged(QWidget *chartView, QChart *chart)
{
    QChart *shown = chartOf(chartView);
    if (sameContent(chart, shown)) {
        delete chart;
        return false;
    }
    // Laying out a new chart (every axis label and title shaped again) and deleting the old one
    // was most of an edit's time on a chart tab; most edits change only the figures.
    if (sameFrame(shown, chart)) {
        takeFigures(shown, chart);
        chartView->setAccessibleName(shown->title());
        delete chart;
        return true;
    }
    setChart(chartView, chart);
    return true;
}

} // namespace charts
