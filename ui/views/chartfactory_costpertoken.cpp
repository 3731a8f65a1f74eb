// The cost-per-token chart: USD per million tokens as bars, cheapest on top, coloured by how the
// throughput was obtained, with a whisker over each sampled bar. Its figures are worked out once
// (CostFigures) and either put into a new chart or written into the chart on screen, when that
// has the frame they need (CostFigures::update).
#include "chartfactory.h"
#include "chartfigures.h"

#include "chartkit.h"

#include "costpertokenmodel.h"

#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QHorizontalStackedBarSeries>
#include <QtCharts/QLegend>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

#include <algorithm>
#include <numeric>
#include <optional>
#include <tuple>
#include <vector>

namespace charts {

using namespace kit;

namespace {

struct CostFigures {
    QString title;
    int shown = 0, rows = 0; // bars drawn, of the model's priced rows
    // Per bar, cheapest last (drawn on top); a bar is measured or estimated, 0 in the other set.
    QList<qreal> measured, estimated;
    QStringList labels; // the price, then the name
    QString xTitle;
    double xTop = 0; // the highest cost or P90, before a nice axis end
    std::vector<std::optional<QList<QPointF>>> whiskers; // per model row, P10 to P90 when sampled

    // An unused colour's legend entry is hidden.
    bool anyMeasured() const { return std::accumulate(measured.begin(), measured.end(), 0.0) != 0; }
    bool anyEstimated() const
    {
        return std::accumulate(estimated.begin(), estimated.end(), 0.0) != 0;
    }
    // What decides which series, axes, legend entries and labels the chart has; the title is the
    // view's accessible name.
    QVariant frame() const
    {
        QVariantList frame{QStringLiteral("cost per token"), title, shown, anyMeasured(),
                           anyEstimated()};
        for (const auto &whisker : whiskers) frame << whisker.has_value();
        return frame;
    }
    // Every member, for equality: a binding that misses one does not compile.
    auto fields() const
    {
        const auto &[a, b, c, d, e, f, g, h, i] = *this;
        return std::tie(a, b, c, d, e, f, g, h, i);
    }
    QChart *chart(const QPalette &palette) const;
    bool update(QChart *chart, const QPalette &palette) const;
};

CostFigures figures(const CostPerTokenModel &model)
{
    CostFigures f;
    const auto filter = model.pricingFilter();
    f.title = filter ? tr("Cost per million tokens · %1").arg(views::pricingModelName(*filter))
                     : tr("Cost per million tokens · all pricing models");
    f.rows = model.chartRowCount();
    // Beyond a dozen bars the labels no longer fit a laptop screen; the table lists every option.
    f.shown = std::min(f.rows, 12);
    double maxCost = 0;
    for (int row = f.shown - 1; row >= 0; --row) { // cheapest last, so it is drawn on top
        const double cost = cellValue(model, row, CostPerTokenModel::CostPerMTok);
        maxCost = std::max(maxCost, cost);
        const bool isMeasured = model.isMeasured(row);
        f.measured << (isMeasured ? cost : 0.0);
        f.estimated << (isMeasured ? 0.0 : cost);
        f.labels << views::usd(cost) + QStringLiteral("  ") + model.chartLabel(row);
    }
    f.xTitle = f.shown < f.rows ? tr("USD per million generated tokens (cheapest %1 of %2)")
                                      .arg(f.shown).arg(f.rows)
                                : tr("USD per million generated tokens");
    // P10 to P90 of the sampled cases, a capped whisker across each sampled bar. The bars sit at
    // 0 .. shown − 1 on the category axis; a hidden value axis with the same span places them.
    for (int row = 0; row < f.shown; ++row) {
        const auto band = model.bandAt(row);
        if (!band) {
            f.whiskers.emplace_back();
            continue;
        }
        const double y = f.shown - 1 - row; // the cheapest is drawn last, at the top
        const double cap = 0.18, p10 = (*band)[0], p90 = (*band)[2];
        f.whiskers.emplace_back(QList<QPointF>{QPointF(p10, y - cap), QPointF(p10, y + cap),
                                               QPointF(p10, y), QPointF(p90, y),
                                               QPointF(p90, y - cap), QPointF(p90, y + cap)});
        maxCost = std::max(maxCost, p90);
    }
    f.xTop = maxCost * 1.02;
    return f;
}

// The figures that go into a chart of the right frame, new or on screen: the bars, then the
// whiskers.
void fill(QChart *chart, const CostFigures &f)
{
    const QList<QAbstractSeries *> series = chart->series();
    auto *bars = static_cast<QAbstractBarSeries *>(series.at(0));
    const QList<QBarSet *> sets = bars->barSets();
    for (int i = 0; i < 2; ++i) {
        const QList<qreal> &values = i == 0 ? f.measured : f.estimated;
        for (int k = 0; k < sets[i]->count(); ++k)
            if (sets[i]->at(k) != values[k]) sets[i]->replace(k, values[k]);
    }
    bars->setProperty(barTooltipsProperty, f.labels);
    const QList<QAbstractAxis *> axes = chart->axes();
    QAbstractAxis *axisY = axes.at(0);
    setCategories(axisY, f.labels);
    fitCategories(chart);
    auto *axisX = static_cast<QValueAxis *>(axes.at(1));
    niceAxisFromZero(axisX, f.xTop);
    if (kit::wholeTitle(axisX) != f.xTitle) axisX->setTitleText(f.xTitle);
    qsizetype next = 1;
    for (const auto &whisker : f.whiskers)
        if (whisker) setPoints(static_cast<QLineSeries *>(series.at(next++)), *whisker);
}

qsizetype seriesCount(const CostFigures &f)
{
    return 1 + std::count_if(f.whiskers.begin(), f.whiskers.end(),
                             [](const auto &whisker) { return whisker.has_value(); });
}

QChart *CostFigures::chart(const QPalette &palette) const
{
    const CostFigures &f = *this;
    QChart *chart = newChart(palette, f.title);
    const bool dark = views::isDark(palette);
    auto *measured = new QBarSet(tr("Measured throughput"));
    auto *estimated = new QBarSet(tr("Roofline estimate"));
    measured->setColor(seriesColor(0, dark));
    estimated->setColor(seriesColor(1, dark));
    measured->setBorderColor(Qt::transparent);
    estimated->setBorderColor(Qt::transparent);
    measured->append(f.measured);
    estimated->append(f.estimated);
    auto *series = new QHorizontalStackedBarSeries(chart);
    series->append(measured);
    series->append(estimated);
    series->setBarWidth(0.7);
    chart->addSeries(series);
    tooltipsOnBars(series, f.labels);

    auto *axisY = new QBarCategoryAxis(chart);
    styleAxis(axisY, palette, QString());
    setCategories(axisY, f.labels);
    axisY->setGridLineVisible(false);
    auto *axisX = new QValueAxis(chart);
    //: The axis labels' format (printf): dollars with two decimals; place the symbol.
    axisX->setLabelFormat(QCoreApplication::translate("charts", "$%.2f"));
    styleAxis(axisX, palette, f.xTitle);
    chart->addAxis(axisY, Qt::AlignLeft);
    chart->addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisY);
    series->attachAxis(axisX);
    if (!f.anyMeasured()) hideLegendMarker(chart, series, 0);
    if (!f.anyEstimated()) hideLegendMarker(chart, series, 1);
    QValueAxis *bandAxis = nullptr;
    bool bandShown = false;
    for (const auto &whisker : f.whiskers) {
        if (!whisker) continue;
        if (!bandAxis) {
            bandAxis = new QValueAxis(chart);
            bandAxis->setRange(-0.5, f.shown - 0.5);
            bandAxis->setVisible(false);
            chart->addAxis(bandAxis, Qt::AlignRight);
        }
        auto *line = new QLineSeries(chart);
        line->setName(tr("P10 to P90 of the cases"));
        line->setObjectName(QStringLiteral("band"));
        line->setPen(QPen(palette.color(QPalette::WindowText), 2, Qt::SolidLine, Qt::FlatCap));
        chart->addSeries(line);
        line->attachAxis(axisX);
        line->attachAxis(bandAxis);
        if (bandShown) hideLegendMarker(chart, line, 0);
        bandShown = true;
    }
    fill(chart, f);
    if (f.shown == 0)
        addLabel(chart, nullptr, {}, tr("No option has a cost per token at this pricing model."),
                 palette);
    chart->setProperty(frameProperty, f.frame());
    return chart;
}

bool CostFigures::update(QChart *chart, const QPalette &) const
{
    const CostFigures &f = *this;
    if (!hasFrame(chart, f.frame(), seriesCount(f), seriesCount(f) > 1 ? 3 : 2)
        || !qobject_cast<QAbstractBarSeries *>(chart->series().at(0))
        || static_cast<QAbstractBarSeries *>(chart->series().at(0))->count() != 2
        || !qobject_cast<QBarCategoryAxis *>(chart->axes().at(0)))
        return false;
    fill(chart, f);
    return true;
}

} // namespace

Figures costPerTokenFigures(const CostPerTokenModel &model) { return Figures(figures(model)); }

QChart *makeCostPerTokenChart(const CostPerTokenModel &model, const QPalette &palette)
{
    return figures(model).chart(palette);
}

} // namespace charts
