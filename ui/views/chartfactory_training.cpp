// The training chart: cost per run against model size, both axes logarithmic, the user's size
// marked. Its figures are worked out once (TrainingFigures) and either put into a new chart or
// written into the chart on screen, when that has the frame they need (TrainingFigures::update).
#include "chartfactory.h"
#include "chartfigures.h"

#include "chartkit.h"

#include "trainingcurvemodel.h"

#include <QtCharts/QChart>
#include <QtCharts/QLegend>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>

#include <algorithm>
#include <cmath>
#include <optional>
#include <tuple>
#include <vector>

namespace charts {

using namespace kit;

namespace {

struct TrainingFigures {
    bool any = false; // any option priced
    double yMin = 1, yMax = 10;
    QString yTitle;
    struct Line {
        QString name, fullName;
        int slot = 0; // colour and dash
        QList<QPointF> points;
        std::optional<QList<QPointF>> whisker; // P10 to P90 at your size
        // Every member, for equality: a binding that misses one does not compile.
        auto fields() const
        {
            const auto &[a, b, c, d, e] = *this;
            return std::tie(a, b, c, d, e);
        }
    };
    std::vector<Line> lines;
    std::optional<double> user; // your model's size, when on the axis
    QString userText;

    QVariant frame() const
    {
        QVariantList frame{QStringLiteral("training"), any, user.has_value()};
        for (const Line &line : lines) frame << line.whisker.has_value();
        return frame;
    }
    // Every member, for equality: a binding that misses one does not compile.
    auto fields() const
    {
        const auto &[a, b, c, d, e, f, g] = *this;
        return std::tie(a, b, c, d, e, f, g);
    }
    QChart *chart(const QPalette &palette) const;
    bool update(QChart *chart, const QPalette &palette) const;
};

TrainingFigures figures(const TrainingCurveModel &model)
{
    TrainingFigures f;
    double lo = INFINITY, hi = 0;
    auto include = [&](double c) {
        if (c > 0 && std::isfinite(c)) {
            lo = std::min(lo, c);
            hi = std::max(hi, c);
        }
    };
    for (int row = 0; row < model.curveRowCount(); ++row)
        for (int i = 0; i < model.optionCount(); ++i) include(model.costAt(row, i));
    for (int i = 0; i < model.optionCount(); ++i)
        if (const auto band = model.bandAt(i)) for (double c : *band) include(c);
    f.any = hi > 0;
    const MoneyScale scale = moneyScale(f.any ? hi : 1);
    if (f.any) {
        f.yMin = std::pow(10.0, std::floor(std::log10(lo / scale.factor)));
        f.yMax = std::pow(10.0, std::ceil(std::log10(hi / scale.factor)));
    }
    f.yTitle = tr("Per run, %1 (log scale)").arg(scale.unit);
    const double user = model.userParametersB();
    if (user >= 1 && user <= 1000) {
        f.user = user;
        f.userText = tr("Your model: %1 parameters").arg(views::count(user * 1e9));
    }
    // Colour and dash follow the offer, not the rank: a line keeps its look when the ranking moves.
    const std::vector<int> assigned = model.colourSlots(paletteSize);
    for (int i = 0; i < model.optionCount(); ++i) {
        const int column = TrainingCurveModel::FirstOption + i;
        TrainingFigures::Line line;
        line.fullName = model.headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
        line.name = elided(line.fullName, labelPixels);
        line.slot = assigned[std::size_t(i)];
        for (int row = 0; row < model.curveRowCount(); ++row) // the band rows are drawn below
            line.points << QPointF(cellValue(model, row, TrainingCurveModel::Parameters),
                                   cellValue(model, row, column, scale.factor));
        // P10 to P90 of one run at your size, per option: a capped whisker in the line's colour,
        // the whiskers set side by side around your size so they do not hide each other.
        if (const auto band = model.bandAt(i); band && f.user) {
            const double x = user * std::pow(1.07, i - (model.optionCount() - 1) / 2.0);
            const double cap = 1.025;
            const double p10 = (*band)[0] / scale.factor, p90 = (*band)[2] / scale.factor;
            line.whisker = QList<QPointF>{QPointF(x / cap, p10), QPointF(x * cap, p10),
                                          QPointF(x, p10),       QPointF(x, p90),
                                          QPointF(x / cap, p90), QPointF(x * cap, p90)};
        }
        f.lines.push_back(line);
    }
    return f;
}

// The figures that go into a chart of the right frame, new or on screen: the lines, then the
// whiskers, then your model's marker.
void fill(QChart *chart, const TrainingFigures &f, const QPalette &palette)
{
    const bool dark = views::isDark(palette);
    auto *axisY = static_cast<QLogValueAxis *>(chart->axes().at(1));
    if (axisY->min() != f.yMin || axisY->max() != f.yMax) axisY->setRange(f.yMin, f.yMax);
    if (kit::wholeTitle(axisY) != f.yTitle) axisY->setTitleText(f.yTitle);
    const QList<QAbstractSeries *> series = chart->series();
    qsizetype next = 0;
    for (const TrainingFigures::Line &figures : f.lines) {
        auto *line = static_cast<QLineSeries *>(series.at(next++));
        if (line->name() != figures.name) line->setName(figures.name);
        line->setProperty(legendTooltipProperty, figures.fullName);
        const QPen pen(seriesColor(figures.slot, dark), 2.2, lineStyle(figures.slot));
        if (line->pen() != pen) line->setPen(pen);
        setPoints(line, figures.points);
    }
    for (const TrainingFigures::Line &figures : f.lines) {
        if (!figures.whisker) continue;
        auto *whisker = static_cast<QLineSeries *>(series.at(next++));
        const QPen pen(seriesColor(figures.slot, dark), 2.5, Qt::SolidLine, Qt::FlatCap);
        if (whisker->pen() != pen) whisker->setPen(pen);
        setPoints(whisker, *figures.whisker);
    }
    for (QGraphicsRectItem *box : labelBoxes(chart)) delete box;
    if (f.user) {
        auto *marker = static_cast<QLineSeries *>(series.at(next++));
        if (marker->name() != f.userText) marker->setName(f.userText);
        setPoints(marker, {QPointF(*f.user, f.yMin), QPointF(*f.user, f.yMax)});
        addLabel(chart, marker, QPointF(*f.user, f.yMax), f.userText, palette);
    }
    if (!f.any) addLabel(chart, nullptr, {}, tr("No option can be priced for training."), palette);
}

qsizetype seriesCount(const TrainingFigures &f)
{
    return qsizetype(f.lines.size())
           + std::count_if(f.lines.begin(), f.lines.end(),
                           [](const auto &line) { return line.whisker.has_value(); })
           + (f.user ? 1 : 0);
}

QChart *TrainingFigures::chart(const QPalette &palette) const
{
    const TrainingFigures &f = *this;
    QChart *chart = newChart(palette, tr("Training cost per run across model sizes"));
    auto *axisX = new QLogValueAxis(chart);
    axisX->setBase(10);
    axisX->setRange(1, 1000);
    // A precision in every format: with the German locale's numbers a bare "%g" drew no labels.
    axisX->setLabelFormat(QStringLiteral("%.6g"));
    axisX->setMinorTickCount(8);
    styleAxis(axisX, palette, tr("Model size (billions of parameters, log scale)"));
    auto *axisY = new QLogValueAxis(chart);
    axisY->setBase(10);
    axisY->setRange(f.yMin, f.yMax);
    axisY->setLabelFormat(QStringLiteral("%.6g"));
    axisY->setMinorTickCount(0);  // minor log ticks on both axes triple the time to lay it out
    styleAxis(axisY, palette, f.yTitle);
    chart->addAxis(axisX, Qt::AlignBottom);
    chart->addAxis(axisY, Qt::AlignLeft);
    for (const TrainingFigures::Line &figures : f.lines) {
        auto *line = new QLineSeries(chart);
        attach(chart, line, axisX, axisY);
        tooltipOnLegend(chart, line, figures.fullName);
    }
    chart->legend()->setAlignment(Qt::AlignRight);  // six names do not fit in one row
    bool bandShown = false;
    for (const TrainingFigures::Line &figures : f.lines) {
        if (!figures.whisker) continue;
        auto *whisker = new QLineSeries(chart);
        whisker->setName(tr("P10 to P90 of the cases, at your size"));
        whisker->setObjectName(QStringLiteral("band"));
        attach(chart, whisker, axisX, axisY);
        if (bandShown) hideLegendMarker(chart, whisker, 0);
        bandShown = true;
    }
    if (f.user)
        attach(chart, verticalMarker(chart, *f.user, f.yMin, f.yMax, f.userText, palette), axisX,
               axisY);
    fill(chart, f, palette);
    chart->setProperty(frameProperty, f.frame());
    return chart;
}

bool TrainingFigures::update(QChart *chart, const QPalette &palette) const
{
    const TrainingFigures &f = *this;
    if (!hasFrame(chart, f.frame(), seriesCount(f), 2)) return false;
    fill(chart, f, palette);
    return true;
}

} // namespace

Figures trainingCostFigures(const TrainingCurveModel &model) { return Figures(figures(model)); }

QChart *makeTrainingCostChart(const TrainingCurveModel &model, const QPalette &palette)
{
    return figures(model).chart(palette);
}

} // namespace charts
