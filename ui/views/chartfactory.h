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
// A factory reads its model only to work out the chart's figures (charts::Figures,
// chartfigures.h), and builds the chart from those alone; the chart keeps no hold of the model.
// A pane keeps the figures the chart on screen was built from and builds nothing while new ones
// equal them (ChartPane). The Costs, Training and Decision charts can also take new figures into
// the chart on screen (Figures::update), which keeps an edit on their tabs nearer one frame
// (acceldecide-bench-gui); the others are built anew. The weight spread, drawn only in the
// report, is built straight from its model.
#include "chartfigures.h"

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
class ServingCurveModel;
class TrainingCurveModel;
class TornadoModel;

namespace charts {

// Each chart's figures from its model, and the chart they give (make*Chart(model, palette) is
// *Figures(model).chart(palette)).
//
// Bars of USD per million tokens, cheapest on top, coloured by how the throughput was obtained.
Figures costPerTokenFigures(const CostPerTokenModel &model);
QChart *makeCostPerTokenChart(const CostPerTokenModel &model, const QPalette &palette = {});
// Training cost per run against model size, both axes logarithmic, the user's size marked.
Figures trainingCostFigures(const TrainingCurveModel &model);
QChart *makeTrainingCostChart(const TrainingCurveModel &model, const QPalette &palette = {});
// Cumulative cost of baseline and candidate, the crossing marked and labelled.
Figures breakEvenFigures(const BreakEvenModel &model);
QChart *makeBreakEvenChart(const BreakEvenModel &model, const QPalette &palette = {});
// Throughput per chip or cost per million output tokens (the model's measure) against tokens
// per second per user, one line per side of the trade, the target and operating points marked.
Figures servingCurveFigures(const ServingCurveModel &model);
QChart *makeServingCurveChart(const ServingCurveModel &model, const QPalette &palette = {});
// Stacked contribution of each criterion to each option's weighted score.
Figures decisionScoreFigures(const DecisionScoreModel &model);
QChart *makeDecisionScoreChart(const DecisionScoreModel &model, const QPalette &palette = {});
// The saving of Trainium over GPU with each uncertain input at its low and its high end, every
// other input likely, as bars either side of the likely saving, widest swing on top.
Figures tornadoFigures(const TornadoModel &model);
QChart *makeTornadoChart(const TornadoModel &model, const QPalette &palette = {});

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
