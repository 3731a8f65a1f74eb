#pragma once
// What each chart factory reads from its model, as plain data: when it is the same as what the
// chart on screen was built from (and the look is the same), a new chart would show the same,
// so a pane builds none (ChartPane). Most edits leave most charts as they were: building a chart
// only to find it equal to the one shown was most of an edit's time on a chart tab.
//
// Each function here reads exactly what its factory in chartfactory*.cpp reads, through the same
// calls; a factory that starts reading something more must record it here too (tst_views
// checks, edit after edit, that equal inputs give equal charts).
#include <QString>
#include <QStringList>
#include <QVariant>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

QT_BEGIN_NAMESPACE
class QAbstractItemModel;
QT_END_NAMESPACE

class BreakEvenModel;
class CostPerTokenModel;
class DecisionScoreModel;
class TornadoModel;
class TrainingCurveModel;

namespace charts {

// Numbers and texts in the order they were read. Numbers compare by their bits: exact, and a NaN
// (an unknown cost) equals itself, so an unknown that stays unknown is no change.
class Inputs
{
public:
    Inputs &operator<<(double value);
    Inputs &operator<<(const QString &text);
    // A model cell as a chart reads it (kit::cellValue): whether there is a value, and the number.
    Inputs &operator<<(const QVariant &value);
    Inputs &operator<<(const std::optional<std::array<double, 3>> &band);
    // The given role of `rows` rows of `column`, from row 0.
    void addCells(const QAbstractItemModel &model, int column, int rows, int role);

    friend bool operator==(const Inputs &, const Inputs &) = default;

private:
    std::vector<std::uint64_t> m_numbers;
    QStringList m_texts;
};

Inputs costPerTokenChartInputs(const CostPerTokenModel &model);
Inputs trainingCostChartInputs(const TrainingCurveModel &model);
Inputs breakEvenChartInputs(const BreakEvenModel &model);
Inputs decisionScoreChartInputs(const DecisionScoreModel &model);
Inputs tornadoChartInputs(const TornadoModel &model);

} // namespace charts
