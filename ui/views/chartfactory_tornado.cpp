// The tornado of the "How firm" tab: for each uncertain input, the Trainium-vs-GPU saving with
// that input at its low and at its high end, every other input at its likely value, drawn as a
// bar either side of the likely saving, widest swing on top (docs/uncertainty.md). Its figures
// are worked out once (TornadoFigures) and a chart is built from them. There is no update in
// place: the chart changes when a background analysis ends, not on an edit's frame.
#include "chartfactory.h"
#include "chartfigures.h"

#include "chartkit.h"
#include "messagetext.h"
#include "uncertaintymodels.h"

#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

#include <algorithm>
#include <array>
#include <cmath>
#include <tuple>
#include <vector>

namespace charts {

using namespace kit;

namespace {

struct TornadoFigures {
    int rows = 0;
    bool even = false; // bars on both sides of zero: the line where both sides cost the same
    QString empty;     // what the chart says without a bar
    double xMin = 0, xMax = 1;
    int xTicks = 5;
    QString xFormat, xTitle;
    QStringList names;                          // the widest swing last (drawn on top)
    std::vector<std::array<QList<QPointF>, 2>> bars; // per row, the low end's and the high end's
    double centre = 0;                          // the likely saving, in the axis' unit
    QString likely;

    // Every member, for equality: a binding that misses one does not compile.
    auto fields() const
    {
        const auto &[a, b, c, d, e, f, g, h, i, j, k, l] = *this;
        return std::tie(a, b, c, d, e, f, g, h, i, j, k, l);
    }
    QChart *chart(const QPalette &palette) const;
};

TornadoFigures figures(const TornadoModel &model)
{
    TornadoFigures f;
    const ad::UncertaintyResult *result = model.result();
    f.rows = model.rowCount();
    const double centre = result ? result->savingLikely : 0.0;

    // Zero (both sides cost the same) is on the axis only when a bar reaches near it: forcing it
    // in would squeeze a trade that is firmly one-sided into a corner.
    double lo = centre, hi = centre;
    for (int row = 0; row < f.rows; ++row) {
        const ad::TornadoBar *bar = model.bar(row);
        lo = std::min({lo, bar->savingAtLow, bar->savingAtHigh});
        hi = std::max({hi, bar->savingAtLow, bar->savingAtHigh});
    }
    f.even = f.rows > 0 && lo < 0 && hi > 0;
    const MoneyScale scale = moneyScale(std::max(std::fabs(lo), std::fabs(hi)));
    // Qt's own nice numbers (which also choose the tick count), worked out on an axis of no chart.
    QValueAxis nice;
    const double pad = (hi - lo) * 0.05 + 1e-9;
    nice.setRange((lo - pad) / scale.factor, (hi + pad) / scale.factor);
    nice.applyNiceNumbers();
    f.xMin = nice.min();
    f.xMax = nice.max();
    f.xTicks = nice.tickCount();
    const double span = f.xMax - f.xMin;
    f.xFormat = span >= 20  ? QStringLiteral("%.0f")
                : span >= 2 ? QStringLiteral("%.1f")
                            : QStringLiteral("%.2f");
    // Short enough for the axis of a report page: the chart's title and summary say which
    // horizon.
    f.xTitle = tr("Trainium's saving, %1 (below 0: GPU costs less)").arg(scale.unit);
    for (int row = f.rows - 1; row >= 0; --row) // the widest swing on top
        f.names << views::coreText(model.bar(row)->label);
    f.centre = centre / scale.factor;
    for (int row = 0; row < f.rows; ++row) {
        const ad::TornadoBar *bar = model.bar(row);
        const double y = f.rows - 1 - row;
        f.bars.push_back({QList<QPointF>{QPointF(f.centre, y),
                                         QPointF(bar->savingAtLow / scale.factor, y)},
                          QList<QPointF>{QPointF(f.centre, y),
                                         QPointF(bar->savingAtHigh / scale.factor, y)}});
    }
    f.likely = tr("every input likely: %1").arg(views::usd(centre));
    if (f.rows == 0)
        f.empty = result && !result->comparable
                      ? tr("There is no Trainium and GPU option to compare.")
                      : tr("No input is uncertain: set a range below.");
    return f;
}

// The figures put into a chart just built for them: the axes, the bars and the likely saving's
// line.
void fill(QChart *chart, const TornadoFigures &f)
{
    const QList<QAbstractAxis *> axes = chart->axes();
    auto *axisX = static_cast<QValueAxis *>(axes.at(0));
    if (axisX->min() != f.xMin || axisX->max() != f.xMax) axisX->setRange(f.xMin, f.xMax);
    if (axisX->tickCount() != f.xTicks) axisX->setTickCount(f.xTicks);
    if (axisX->labelFormat() != f.xFormat) axisX->setLabelFormat(f.xFormat);
    if (kit::wholeTitle(axisX) != f.xTitle) axisX->setTitleText(f.xTitle);
    QAbstractAxis *axisY = axes.at(1);
    setCategories(axisY, f.names);
    fitCategories(chart);
    const QList<QAbstractSeries *> series = chart->series();
    qsizetype next = 0;
    for (const auto &bar : f.bars)
        for (const QList<QPointF> &part : bar)
            setPoints(static_cast<QLineSeries *>(series.at(next++)), part);
    if (f.rows > 0) {
        auto *likely = static_cast<QLineSeries *>(series.at(next++));
        if (likely->name() != f.likely) likely->setName(f.likely);
        setPoints(likely, {QPointF(f.centre, -0.5), QPointF(f.centre, f.rows - 0.5)});
    }
}

QChart *TornadoFigures::chart(const QPalette &palette) const
{
    const TornadoFigures &f = *this;
    QChart *chart = newChart(palette, tr("What moves the saving most"));
    const bool dark = views::isDark(palette);
    auto *axisX = new QValueAxis(chart);
    axisX->setRange(f.xMin, f.xMax);
    axisX->setTickCount(f.xTicks);
    styleAxis(axisX, palette, f.xTitle);
    auto *axisY = new QBarCategoryAxis(chart);
    styleAxis(axisY, palette, QString());
    setCategories(axisY, f.names);
    axisY->setGridLineVisible(false);
    chart->addAxis(axisX, Qt::AlignBottom);
    chart->addAxis(axisY, Qt::AlignLeft);

    // Thick flat-capped lines make the bars: a bar series cannot start away from zero.
    const double thickness = std::clamp(220.0 / std::max(f.rows, 1), 6.0, 22.0);
    for (int row = 0; row < f.rows; ++row)
        for (int part = 0; part < 2; ++part) {
            auto *line = new QLineSeries(chart);
            line->setName(part == 0 ? tr("input at its low end") : tr("input at its high end"));
            line->setPen(QPen(seriesColor(part, dark), thickness, Qt::SolidLine, Qt::FlatCap));
            attach(chart, line, axisX, axisY);
            if (row > 0) hideLegendMarker(chart, line, 0);
        }
    if (f.rows > 0) {
        const double top = f.rows - 0.5, bottom = -0.5;
        attach(chart, verticalMarker(chart, f.centre, bottom, top, f.likely, palette), axisX,
               axisY);
        if (f.even) {
            auto *even = verticalMarker(chart, 0, bottom, top, tr("both sides cost the same"),
                                        palette);
            QPen pen = even->pen();
            pen.setStyle(Qt::DotLine);
            pen.setColor(palette.color(QPalette::Mid));
            even->setPen(pen);
            attach(chart, even, axisX, axisY);
        }
    } else {
        addLabel(chart, nullptr, {}, f.empty, palette);
    }
    fill(chart, f);
    chart->legend()->setAlignment(Qt::AlignBottom);
    return chart;
}

} // namespace

Figures tornadoFigures(const TornadoModel &model) { return Figures(figures(model)); }

QChart *makeTornadoChart(const TornadoModel &model, const QPalette &palette)
{
    return figures(model).chart(palette);
}

} // namespace charts
