// The serving chart: throughput per chip, or cost per million output tokens, against tokens per
// second per user, one line per side of the trade, the time-per-token target as a dashed
// vertical line and each operating point ringed. Built anew on every change.
#include "chartfactory.h"
#include "chartfigures.h"

#include "chartkit.h"

#include "servingcurvemodel.h"

#include <QtCharts/QChart>
#include <QtCharts/QLegend>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>

#include <algorithm>
#include <cmath>
#include <optional>
#include <tuple>
#include <vector>

namespace charts {

using namespace kit;

namespace {

struct ServingFigures {
    bool cost = false;  // cost per million tokens (log axis), else throughput per chip
    QString title, yTitle;
    double xMax = 1, yMin = 0, yMax = 1;
    struct Line {
        QString name, fullName;
        int slot = 0;
        QList<QPointF> points;
        auto fields() const
        {
            const auto &[a, b, c, d] = *this;
            return std::tie(a, b, c, d);
        }
    };
    std::vector<Line> lines;
    QList<QPointF> operating;       // one per line that has one
    std::optional<double> targetX;  // tokens/s per user at the TPOT target
    QString targetText, operatingText, emptyText;

    auto fields() const
    {
        const auto &[a, b, c, d, e, f, g, h, i, j, k, l] = *this;
        return std::tie(a, b, c, d, e, f, g, h, i, j, k, l);
    }
    QChart *chart(const QPalette &palette) const;
};

ServingFigures figures(const ServingCurveModel &model)
{
    ServingFigures f;
    f.cost = model.measure() == ServingCurveModel::Measure::Cost;
    f.title = f.cost ? tr("Cost per million output tokens against speed per user")
                     : tr("Throughput per chip against speed per user");
    f.yTitle = f.cost ? tr("USD per million tokens (log scale)")
                      : tr("Output tokens/s per chip");
    const int column = f.cost ? ServingCurveModel::CostPerMTok : ServingCurveModel::TokensPerChip;
    double xMax = 0, yLo = INFINITY, yHi = 0;
    const std::vector<int> colours = model.colourSlots(paletteSize);
    for (int i = 0; i < model.curveCount(); ++i) {
        ServingFigures::Line line;
        line.fullName = model.optionLabel(i);
        line.name = elided(line.fullName, labelPixels);
        line.slot = colours[std::size_t(i)];
        const int first = model.firstRow(i);
        const int n = int(model.curve(i).points.size());
        for (int row = first; row < first + n; ++row) {
            const double x = cellValue(model, row, ServingCurveModel::TokensPerUser);
            const double y = model.data(model.index(row, column), views::ValueRole).toDouble();
            if (!std::isfinite(y) || y <= 0) continue;  // no price: no cost to draw
            line.points << QPointF(x, y);
            xMax = std::max(xMax, x);
            yLo = std::min(yLo, y);
            yHi = std::max(yHi, y);
            if (model.curve(i).points[std::size_t(row - first)].operatingPoint)
                f.operating << QPointF(x, y);
        }
        f.lines.push_back(line);
    }
    if (const double tpot = model.targetTpotMs(); tpot > 0) {
        f.targetX = 1000.0 / tpot;
        f.targetText = tr("Target: %1 ms per token").arg(views::number(tpot, tpot < 10 ? 1 : 0));
        xMax = std::max(xMax, *f.targetX);
    }
    f.operatingText = tr("Operating points");
    f.xMax = niceCeil(std::max(1.0, xMax * 1.05));
    if (yHi <= 0) {
        f.emptyText = tr("No side of the trade has a serving curve here.");
        yLo = 1;
        yHi = 10;
    }
    if (f.cost) {
        f.yMin = std::pow(10.0, std::floor(std::log10(yLo)));
        f.yMax = std::pow(10.0, std::ceil(std::log10(yHi)));
        if (f.yMax <= f.yMin) f.yMax = f.yMin * 10;
    } else {
        f.yMin = 0;
        f.yMax = niceCeil(yHi * 1.05);
    }
    return f;
}

QChart *ServingFigures::chart(const QPalette &palette) const
{
    const ServingFigures &f = *this;
    const bool dark = views::isDark(palette);
    QChart *chart = newChart(palette, f.title);
    auto *axisX = new QValueAxis(chart);
    niceAxisFromZero(axisX, f.xMax);
    // A precision in every format: with the German locale's numbers a bare "%g" drew no labels.
    axisX->setLabelFormat(QStringLiteral("%.0f"));
    styleAxis(axisX, palette, tr("Output tokens/s per user (1000 ÷ ms per token)"));
    QAbstractAxis *axisY = nullptr;
    if (f.cost) {
        auto *log = new QLogValueAxis(chart);
        log->setBase(10);
        log->setRange(f.yMin, f.yMax);
        log->setLabelFormat(QStringLiteral("%.6g"));
        log->setMinorTickCount(0);
        axisY = log;
    } else {
        auto *linear = new QValueAxis(chart);
        niceAxisFromZero(linear, f.yMax);
        linear->setLabelFormat(QStringLiteral("%.0f"));
        axisY = linear;
    }
    styleAxis(axisY, palette, f.yTitle);
    chart->addAxis(axisX, Qt::AlignBottom);
    chart->addAxis(axisY, Qt::AlignLeft);
    for (const ServingFigures::Line &figures : f.lines) {
        auto *line = new QLineSeries(chart);
        line->setObjectName(QStringLiteral("curve"));
        line->setName(figures.name);
        line->setPen(QPen(seriesColor(figures.slot, dark), 2.2, lineStyle(figures.slot)));
        line->setPointsVisible(true);
        line->append(figures.points);
        attach(chart, line, axisX, axisY);
        tooltipOnLegend(chart, line, figures.fullName);
    }
    if (f.targetX) {
        QLineSeries *target = verticalMarker(chart, *f.targetX, f.yMin, f.yMax, f.targetText,
                                             palette);
        target->setObjectName(QStringLiteral("target"));
        attach(chart, target, axisX, axisY);
    }
    if (!f.operating.isEmpty()) {
        // A ring in the text colour on top of each side's line: one legend entry for all.
        auto *ring = new QScatterSeries(chart);
        ring->setObjectName(QStringLiteral("operating"));
        ring->setName(f.operatingText);
        ring->setMarkerShape(QScatterSeries::MarkerShapeCircle);
        ring->setMarkerSize(13);
        ring->setColor(Qt::transparent);
        ring->setBorderColor(palette.color(QPalette::Text));
        ring->setPen(QPen(palette.color(QPalette::Text), 2));
        ring->append(f.operating);
        attach(chart, ring, axisX, axisY);
    }
    if (!f.emptyText.isEmpty()) addLabel(chart, nullptr, {}, f.emptyText, palette);
    return chart;
}

} // namespace

Figures servingCurveFigures(const ServingCurveModel &model) { return Figures(figures(model)); }

QChart *makeServingCurveChart(const ServingCurveModel &model, const QPalette &palette)
{
    return figures(model).chart(palette);
}

} // namespace charts
