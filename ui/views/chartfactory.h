#pragma once
// The only code that touches Qt Charts, which Qt deprecates after 6.10: replacing the chart
// library means rewriting this file and nothing else. Charts are built from the views' table
// models, reading the numbers behind the cells their data tables show, so a chart and its table
// always show the same numbers. Everything here works headless, for the PDF report:
//
//     CostPerTokenModel model;  model.setAssessment(assessment);
//     QChart *chart = charts::makeCostPerTokenChart(model, charts::printPalette());
//     charts::renderChart(chart, &painter, QRectF(0, 0, 600, 360));  // vector on QPdfWriter
//     delete chart;
//
// A chart reads its model only while it is built or updated, and keeps no hold of it.
//
// Each factory has a twin in chartinputs.h recording what it reads from its model, by which a
// pane decides that a new chart would show the same: read something more here, record it there.
#include <QPalette>
#include <QString>

QT_BEGIN_NAMESPACE
class QAbstractItemModel;
class QChart;
class QPainter;
class QRectF;
class QWidget;
QT_END_NAMESPACE

class BreakEvenModel;
class CostPerTokenModel;
class DecisionScoreModel;
class TrainingCurveModel;
class TornadoModel;

namespace charts {

// Bars of USD per million tokens, cheapest on top, coloured by how the throughput was obtained.
QChart *makeCostPerTokenChart(CostPerTokenModel &model, const QPalette &palette = {});
// Training cost per run against model size, both axes logarithmic, the user's size marked.
QChart *makeTrainingCostChart(TrainingCurveModel &model, const QPalette &palette = {});
// Cumulative cost of baseline and candidate, the crossing marked and labelled.
QChart *makeBreakEvenChart(BreakEvenModel &model, const QPalette &palette = {});
// Stacked contribution of each criterion to each option's weighted score.
QChart *makeDecisionScoreChart(DecisionScoreModel &model, const QPalette &palette = {});
// The model's figures written into `chart`, made by the factory above with the same palette,
// when a new chart would have the same series, axes and categories: then it shows what a new
// chart would, without a new chart being built, compared and dropped. False, and nothing
// changed, otherwise.
bool updateCostPerTokenChart(QChart *chart, CostPerTokenModel &model);
bool updateTrainingCostChart(QChart *chart, TrainingCurveModel &model, const QPalette &palette);
bool updateBreakEvenChart(QChart *chart, BreakEvenModel &model, const QPalette &palette);
bool updateDecisionScoreChart(QChart *chart, DecisionScoreModel &model);

// The saving of Trainium over GPU with each uncertain input at its low and its high end, every
// other input likely, as bars either side of the likely saving, widest swing on top.
QChart *makeTornadoChart(TornadoModel &model, const QPalette &palette = {});
// Its new figures written into `chart` in place, as the update*Chart functions above do.
bool updateTornadoChart(QChart *chart, TornadoModel &model);

// How a spread of weights is laid out in a model for makeWeightSpreadChart: one row per
// criterion, drawn top to bottom; the name in Qt::DisplayRole of WeightName, the raw numbers
// (1..5) in views::ValueRole of the other columns.
enum WeightSpreadColumn {
    WeightName, WeightRoom, WeightLowest, WeightQ1, WeightQ3, WeightHighest, WeightColumnCount
};
// Per criterion, a thin line from the lowest to the highest weight, a thick one over the middle
// half (Q1 to Q3) and a dot at the room's aggregate, on a 1-to-5 axis (the workshop's spread).
QChart *makeWeightSpreadChart(const QAbstractItemModel &model, const QPalette &palette = {});

// Light colours on white, for paper.
QPalette printPalette();

// Lays the chart out at the target's size and paints it; with a QPdfWriter painter the result is
// vector graphics. The chart is not kept by anything afterwards.
void renderChart(QChart *chart, QPainter *painter, const QRectF &target);

// A widget showing a chart (a QChartView), so no other file needs the Qt Charts headers.
QWidget *makeChartView(QWidget *parent = nullptr);
// Shows `chart` in a view from makeChartView, deleting the chart it showed before.
void setChart(QWidget *chartView, QChart *chart);
QChart *chartOf(QWidget *chartView);
// Whether two charts show the same title, series, points, bars, axes, colours and labels
// (chartfactory_compare.cpp).
bool sameContent(QChart *a, QChart *b);
// Shows `chart` in the view unless it shows the same as the chart already there; then deletes
// it and keeps the old one, which saves laying out and painting a copy. True when replaced.
bool showIfChanged(QWidget *chartView, QChart *chart);
// For a chart on screen, after it was built or updated: its title, legend, axis titles and axis
// labels are laid out unshaped when every one of their texts reads the same so (textshaping.h),
// and shaped again when one no longer does. Comparisons of charts (sameContent) ignore this.
void preferUnshapedText(QChart *chart);

} // namespace charts
