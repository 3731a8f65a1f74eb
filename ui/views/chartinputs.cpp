#include "chartinputs.h"

#include "chartkit.h"

#include "breakevenmodel.h"
#include "costpertokenmodel.h"
#include "decisionscoremodel.h"
#include "trainingcurvemodel.h"
#include "uncertaintymodels.h"
#include "viewformat.h"

#include <algorithm>
#include <cstring>

namespace charts {

Inputs &Inputs::operator<<(double value)
{
    std::uint64_t bits = 0;
    static_assert(sizeof bits == sizeof value);
    std::memcpy(&bits, &value, sizeof bits);
    m_numbers.push_back(bits);
    return *this;
}

Inputs &Inputs::operator<<(const QString &text)
{
    m_texts << text;
    return *this;
}

Inputs &Inputs::operator<<(const QVariant &value)
{
    // A chart takes an empty cell as 0 (kit::cellValue); "empty" and 0 are kept apart all the same.
    return *this << double(value.isValid()) << value.toDouble();
}

Inputs &Inputs::operator<<(const std::optional<std::array<double, 3>> &band)
{
    *this << double(band.has_value());
    if (band)
        for (double v : *band) *this << v;
    return *this;
}

void Inputs::addCells(const QAbstractItemModel &model, int column, int rows, int role)
{
    for (int row = 0; row < rows; ++row) *this << model.data(model.index(row, column), role);
}

// makeCostPerTokenChart
Inputs costPerTokenChartInputs(const CostPerTokenModel &model)
{
    Inputs in;
    const auto filter = model.pricingFilter();
    in << double(filter.has_value()) << (filter ? double(int(*filter)) : -1.0);
    const int shown = std::min(model.chartRowCount(), 12);
    in << double(model.chartRowCount());
    for (int row = 0; row < shown; ++row)
        in << model.data(model.index(row, CostPerTokenModel::CostPerMTok), views::ValueRole)
           << double(model.isMeasured(row)) << model.chartLabel(row) << model.bandAt(row);
    return in;
}

// makeTrainingCostChart: the ranges, names, colours, the cells of its lines, the bands and
// your model's size.
Inputs trainingCostChartInputs(const TrainingCurveModel &model)
{
    Inputs in;
    const int options = model.optionCount(), rows = model.curveRowCount();
    in << double(options) << double(rows) << double(model.rowCount())
       << model.userParametersB();
    for (int row = 0; row < rows; ++row)
        for (int i = 0; i < options; ++i) in << model.costAt(row, i);
    for (int slot : model.colourSlots(kit::paletteSize)) in << double(slot);
    in.addCells(model, TrainingCurveModel::Parameters, rows, views::ValueRole);
    for (int i = 0; i < options; ++i) {
        const int column = TrainingCurveModel::FirstOption + i;
        in << model.headerData(column, Qt::Horizontal, Qt::DisplayRole).toString()
           << model.bandAt(i);
        in.addCells(model, column, rows, views::ValueRole);
    }
    return in;
}

// makeBreakEvenChart
Inputs breakEvenChartInputs(const BreakEvenModel &model)
{
    Inputs in;
    const int rows = model.rowCount();
    in << double(model.axis() == BreakEvenModel::Axis::Days) << double(rows)
       << double(model.hasCurves()) << model.xEnd() << model.band()
       << double(model.crossesWithinHorizon()) << double(model.crossingRow())
       << model.crossing().value_or(0.0) << model.summary();
    for (int row = 0; row < rows; ++row)
        in << model.valueAt(row, BreakEvenModel::Baseline)
           << model.valueAt(row, BreakEvenModel::Candidate);
    for (int column : {int(BreakEvenModel::X), int(BreakEvenModel::Baseline),
                       int(BreakEvenModel::Candidate)}) {
        in << model.headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
        in.addCells(model, column, rows, views::ValueRole);
    }
    return in;
}

// makeDecisionScoreChart: the labels (rank, total, name), and per criterion its name and the
// cells of its bars.
Inputs decisionScoreChartInputs(const DecisionScoreModel &model)
{
    Inputs in;
    const int rows = model.rowCount(), criteria = model.criterionCount();
    in << double(rows) << double(criteria);
    for (int row = 0; row < rows; ++row)
        in << model.data(model.index(row, DecisionScoreModel::Total)).toString()
           << double(model.rowAt(row)->rank) << QString::fromStdString(model.rowAt(row)->label);
    for (int c = 0; c < criteria; ++c) {
        const int column = DecisionScoreModel::FirstCriterion + c;
        in << model.headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
        in.addCells(model, column, rows, views::ValueRole);
    }
    return in;
}

// makeTornadoChart
Inputs tornadoChartInputs(const TornadoModel &model)
{
    Inputs in;
    const ad::UncertaintyResult *result = model.result();
    const int rows = model.rowCount();
    in << double(result != nullptr) << (result ? result->savingLikely : 0.0)
       << double(result && result->comparable) << double(rows);
    for (int row = 0; row < rows; ++row) {
        const ad::TornadoBar *bar = model.bar(row);
        in << bar->savingAtLow << bar->savingAtHigh << QString::fromStdString(bar->label);
    }
    return in;
}

} // namespace charts
