// The decision chart: each option's weighted score as a stacked bar, one part per criterion. Its
// figures are worked out once (DecisionFigures) and either put into a new chart or written into
// the chart on screen, when that has the frame they need (DecisionFigures::update).
#include "chartfactory.h"
#include "chartfigures.h"

#include "chartkit.h"

#include "decisionscoremodel.h"

#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QHorizontalStackedBarSeries>
#include <QtCharts/QLegend>
#include <QtCharts/QValueAxis>

#include <algorithm>
#include <cmath>
#include <tuple>
#include <vector>

namespace charts {

using namespace kit;

namespace {

struct DecisionFigures {
    QStringList labels;               // per option, rank 1 last (drawn on top)
    QStringList criteria;             // one bar set each
    std::vector<QList<qreal>> values; // per criterion, per option in the order of `labels`
    // The left end of the score axis: 0, or below it where an option's cost score is negative
    // (the cost scale has no floor: docs/decision.md), in steps of 20 points.
    qreal lowest = 0;

    QVariant frame() const
    {
        return QVariantList{QStringLiteral("decision"), criteria.size(), labels.size()};
    }
    // Every member, for equality: a binding that misses one does not compile.
    auto fields() const
    {
        const auto &[a, b, c, d] = *this;
        return std::tie(a, b, c, d);
    }
    QChart *chart(const QPalette &palette) const;
    bool update(QChart *chart, const QPalette &palette) const;
};

DecisionFigures figures(const DecisionScoreModel &model)
{
    DecisionFigures f;
    for (int row = model.rowCount() - 1; row >= 0; --row) {
        // Rank and total first, where the eye starts reading.
        const QString total = model.data(model.index(row, DecisionScoreModel::Total)).toString();
        const QString rank = QString::number(model.rowAt(row)->rank);
        const QString label = QString::fromStdString(model.rowAt(row)->label);
        f.labels << tr("%1 · %2 · %3").arg(rank, total, label);
    }
    if (model.rowCount() == 0) return f;
    for (int c = 0; c < model.criterionCount(); ++c) {
        const int column = DecisionScoreModel::FirstCriterion + c;
        f.criteria << model.headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
        QList<qreal> values;
        for (int row = model.rowCount() - 1; row >= 0; --row) values << cellValue(model, row, column);
        f.values.push_back(values);
    }
    for (qsizetype k = 0; k < f.labels.size(); ++k) {
        qreal negative = 0;
        for (const auto &values : f.values) negative += std::min<qreal>(0, values[k]);
        f.lowest = std::min(f.lowest, std::floor(negative / 20) * 20);
    }
    return f;
}

// The figures that go into a chart of the right frame, new or on screen.
void fill(QChart *chart, const DecisionFigures &f)
{
    auto *series = static_cast<QAbstractBarSeries *>(chart->series().at(0));
    const QList<QBarSet *> sets = series->barSets();
    for (qsizetype i = 0; i < sets.size(); ++i) {
        QBarSet *set = sets[i];
        if (set->label() != f.criteria[i]) set->setLabel(f.criteria[i]);
        const QList<qreal> &values = f.values[std::size_t(i)];
        int changed = 0, at = -1;
        for (int k = 0; k < set->count(); ++k)
            if (set->at(k) != values[k]) ++changed, at = k;
        if (changed == 1) {
            set->replace(at, values[at]);
        } else if (changed > 1) {
            set->remove(0, set->count());
            set->append(values);
        }
    }
    series->setProperty(barTooltipsProperty, f.labels);
    QAbstractAxis *axisY = chart->axes().at(0);
    setCategories(axisY, f.labels);
    fitCategories(chart);
    for (QAbstractAxis *axis : chart->axes(Qt::Horizontal))
        if (auto *value = qobject_cast<QValueAxis *>(axis); value && value->min() != f.lowest) {
            value->setRange(f.lowest, 100);
            value->setTickCount(int((100 - f.lowest) / 20) + 1);
        }
}

QChart *DecisionFigures::chart(const QPalette &palette) const
{
    const DecisionFigures &f = *this;
    QChart *chart = newChart(palette, tr("Weighted decision score by criterion"));
    const bool dark = views::isDark(palette);
    auto *series = new QHorizontalStackedBarSeries(chart);
    series->setBarWidth(0.65);
    for (qsizetype i = 0; i < f.criteria.size(); ++i) {
        auto *set = new QBarSet(f.criteria[i]);
        set->append(f.values[std::size_t(i)]);
        const QBrush brush = seriesBrush(int(i), dark);
        set->setBrush(brush);
        // Solid segments are parted by a line of the background; a hatched one, which has no
        // fill, is outlined in its own colour so its extent stays visible.
        set->setBorderColor(brush.style() == Qt::SolidPattern ? palette.color(QPalette::Base)
                                                              : brush.color());
        series->append(set);
    }
    chart->addSeries(series);
    tooltipsOnBars(series, f.labels);
    auto *axisY = new QBarCategoryAxis(chart);
    styleAxis(axisY, palette, QString());
    setCategories(axisY, f.labels);
    axisY->setGridLineVisible(false);
    auto *axisX = new QValueAxis(chart);
    axisX->setRange(f.lowest, 100);
    axisX->setTickCount(int((100 - f.lowest) / 20) + 1);
    axisX->setLabelFormat(QStringLiteral("%d"));
    styleAxis(axisX, palette, tr("Score, points of 100"));
    chart->addAxis(axisY, Qt::AlignLeft);
    chart->addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisY);
    series->attachAxis(axisX);
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->legend()->setFont(uiFont(0.85));
    if (f.labels.isEmpty())
        addLabel(chart, nullptr, {}, tr("Every option is knocked out."), palette);
    chart->setProperty(frameProperty, f.frame());
    return chart;
}

bool DecisionFigures::update(QChart *chart, const QPalette &) const
{
    const DecisionFigures &f = *this;
    if (!hasFrame(chart, f.frame(), 1, 2)
        || !qobject_cast<QAbstractBarSeries *>(chart->series().at(0))
        || static_cast<QAbstractBarSeries *>(chart->series().at(0))->count() != f.criteria.size()
        || !qobject_cast<QBarCategoryAxis *>(chart->axes().at(0)))
        return false;
    fill(chart, f);
    return true;
}

} // namespace

Figures decisionScoreFigures(const DecisionScoreModel &model) { return Figures(figures(model)); }

QChart *makeDecisionScoreChart(const DecisionScoreModel &model, const QPalette &palette)
{
    return figures(model).chart(palette);
}

} // namespace charts
