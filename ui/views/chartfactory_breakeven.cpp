// The break-even chart: cumulative cost of baseline and candidate, the crossing marked and
// labelled. Its figures are worked out once (BreakEvenFigures) and a chart is built from them.
// There is no update in place: measured with acceldecide-bench-gui, building a new chart (whose
// figures then move into the chart on screen, showIfChanged) took no longer at p95.
#include "chartfactory.h"
#include "chartfigures.h"

#include "chartkit.h"

#include "breakevenmodel.h"

#include <QtCharts/QAreaSeries>
#include <QtCharts/QChart>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <tuple>

namespace charts {

using namespace kit;

namespace {

struct BreakEvenFigures {
    bool days = true;
    double xEnd = 1, xTick = 1, yTop = 1; // yTop: the highest cost, before a nice axis end
    QString xTitle, yTitle, yFormat;
    bool curves = false;
    std::array<QString, 2> names;
    std::array<QList<QPointF>, 2> points;
    std::optional<std::pair<double, double>> band; // from, to; as high as the axis
    std::optional<QPointF> crossing;
    QString summary;

    QString title() const
    {
        return days ? tr("Cumulative cost over time") : tr("Cumulative cost over tokens served");
    }
    // Every member, for equality: a binding that misses one does not compile.
    auto fields() const
    {
        const auto &[a, b, c, d, e, f, g, h, i, j, k, l, m] = *this;
        return std::tie(a, b, c, d, e, f, g, h, i, j, k, l, m);
    }
    QChart *chart(const QPalette &palette) const;
};

BreakEvenFigures figures(const BreakEvenModel &model)
{
    BreakEvenFigures f;
    f.days = model.axis() == BreakEvenModel::Axis::Days;
    double hi = 0;
    for (int row = 0; row < model.rowCount(); ++row)
        hi = std::max({hi, model.valueAt(row, BreakEvenModel::Baseline),
                       model.valueAt(row, BreakEvenModel::Candidate)});
    const MoneyScale scale = moneyScale(hi > 0 ? hi : 1);
    const double xFactor = f.days ? 1.0 : 1e9;
    f.xEnd = model.hasCurves() ? model.xEnd() / xFactor : 1;
    f.xTick = f.days ? dayTickInterval(f.xEnd) : niceCeil(f.xEnd / 8);
    f.xTitle = f.days ? tr("Days from the start") : tr("Billions of tokens served");
    f.yTop = hi / scale.factor * 1.02;
    f.yFormat = hi / scale.factor < 10 ? QStringLiteral("%.1f") : QStringLiteral("%.0f");
    f.yTitle = tr("Cumulative, %1").arg(scale.unit);
    f.curves = model.hasCurves();
    if (f.curves) {
        int i = 0;
        for (int column : {int(BreakEvenModel::Baseline), int(BreakEvenModel::Candidate)}) {
            f.names[i] = model.headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
            for (int row = 0; row < model.rowCount(); ++row)
                f.points[i] << QPointF(cellValue(model, row, BreakEvenModel::X, xFactor),
                                       cellValue(model, row, column, scale.factor));
            ++i;
        }
    }
    // Where the port pays back in 80 % of the cases (P10 to P90 of the samples), shaded; to the
    // horizon's end when in one case in ten or more it never does.
    if (const auto band = model.band(); band && f.curves && std::isfinite((*band)[0])
                                        && (*band)[0] <= model.xEnd())
        f.band = std::pair((*band)[0] / xFactor, std::min((*band)[2], model.xEnd()) / xFactor);
    if (model.crossesWithinHorizon())
        f.crossing = QPointF(*model.crossing() / xFactor,
                             model.valueAt(model.crossingRow(), BreakEvenModel::Baseline)
                                 / scale.factor);
    f.summary = model.summary();
    return f;
}

// The figures put into the series and axes of a chart just built for them.
void fill(QChart *chart, const BreakEvenFigures &f, const QPalette &palette)
{
    const QList<QAbstractAxis *> axes = chart->axes();
    auto *axisX = static_cast<QValueAxis *>(axes.at(0));
    auto *axisY = static_cast<QValueAxis *>(axes.at(1));
    setTicks(axisX, 0, f.xEnd, f.xTick);
    if (kit::wholeTitle(axisX) != f.xTitle) axisX->setTitleText(f.xTitle);
    niceAxisFromZero(axisY, f.yTop);
    if (axisY->labelFormat() != f.yFormat) axisY->setLabelFormat(f.yFormat);
    if (kit::wholeTitle(axisY) != f.yTitle) axisY->setTitleText(f.yTitle);

    const QList<QAbstractSeries *> series = chart->series();
    int next = 0;
    if (f.curves)
        for (int i = 0; i < 2; ++i) {
            auto *line = static_cast<QLineSeries *>(series.at(next++));
            if (line->name() != f.names[i]) line->setName(f.names[i]);
            setPoints(line, f.points[i]);
        }
    if (f.band) {
        auto *area = static_cast<QAreaSeries *>(series.at(next++));
        const auto [x0, x1] = *f.band;
        setPoints(area->upperSeries(), {QPointF(x0, axisY->max()), QPointF(x1, axisY->max())});
        setPoints(area->lowerSeries(), {QPointF(x0, 0), QPointF(x1, 0)});
    }
    QAbstractSeries *pinned = nullptr;
    if (f.crossing) {
        const QPointF point = *f.crossing;
        setPoints(static_cast<QLineSeries *>(series.at(next++)), {QPointF(point.x(), 0), point});
        auto *dot = static_cast<QScatterSeries *>(series.at(next++));
        setPoints(dot, {point});
        pinned = dot;
    }
    addLabel(chart, pinned, f.crossing.value_or(QPointF()), f.summary, palette);
}

QChart *BreakEvenFigures::chart(const QPalette &palette) const
{
    const BreakEvenFigures &f = *this;
    QChart *chart = newChart(palette, f.title());
    const bool dark = views::isDark(palette);

    auto *axisX = new QValueAxis(chart);
    axisX->setLabelFormat(QStringLiteral("%.0f"));
    axisX->setTickType(QValueAxis::TicksDynamic);
    axisX->setTickAnchor(0);
    styleAxis(axisX, palette, QString());
    auto *axisY = new QValueAxis(chart);
    styleAxis(axisY, palette, QString());
    chart->addAxis(axisX, Qt::AlignBottom);
    chart->addAxis(axisY, Qt::AlignLeft);
    if (f.curves)
        for (int i = 0; i < 2; ++i) {
            auto *line = new QLineSeries(chart);
            line->setPen(QPen(seriesColor(i, dark), 2.5, lineStyle(i)));
            attach(chart, line, axisX, axisY);
        }
    if (f.band) {
        auto *area = new QAreaSeries(new QLineSeries(chart), new QLineSeries(chart));
        area->setObjectName(QStringLiteral("band"));
        // Short: the legend is one row, which Qt Charts cuts with "..." when it is too long.
        area->setName(tr("P10 to P90 of break-even"));
        QColor fill = seriesColor(2, dark);
        fill.setAlpha(50);
        area->setBrush(fill);
        area->setPen(QPen(seriesColor(2, dark), 1, Qt::DotLine));
        attach(chart, area, axisX, axisY);
    }
    if (f.crossing) {
        auto *guide = verticalMarker(chart, 0, 0, 0, QString(), palette);
        attach(chart, guide, axisX, axisY);
        hideLegendMarker(chart, guide, 0);
        auto *dot = new QScatterSeries(chart);
        dot->setObjectName(QStringLiteral("break-even"));
        // Named for what it marks; the callout beside it says when. A name that changed with
        // every edit laid the legend and the whole chart out again each time.
        dot->setName(tr("Break-even point"));
        dot->setMarkerSize(12);
        dot->setColor(palette.color(QPalette::Text));
        dot->setBorderColor(palette.color(QPalette::Base));
        attach(chart, dot, axisX, axisY);
        // The callout beside the dot names it; in the one-row legend its entry took the room
        // the lines' names need, and Qt Charts cut one of those with "...".
        hideLegendMarker(chart, dot, 0);
    }
    fill(chart, f, palette);
    return chart;
}

} // namespace

Figures breakEvenFigures(const BreakEvenModel &model) { return Figures(figures(model)); }

QChart *makeBreakEvenChart(const BreakEvenModel &model, const QPalette &palette)
{
    return figures(model).chart(palette);
}

} // namespace charts
