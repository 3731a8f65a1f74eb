#pragma once
// Table models of the "How firm" tab: the options' spreads over the samples, the tornado, and the
// ranges the team can edit. They show ad::UncertaintyResult and the scenario's ranges; they
// compute nothing (core/uncertainty/uncertainty.h does). The range model turns an edit into a request
// (rangeEdited) once ad::rangeProblem accepts it; nothing changes here until the new assessment
// comes back.
#include "assessment/assessment.h"
#include "uncertainty/uncertainty.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <array>

#include <memory>
#include <optional>
#include <utility>

// One row per option that survives the knock-outs, in the matrix's order.
class UncertaintyOptionsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Option, P10, P50, P90, Cheapest, Wins, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;
    void setResult(std::shared_ptr<const ad::UncertaintyResult> result);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::shared_ptr<const ad::UncertaintyResult> m_result;
    // Each money column written in one form (views::usdAlike), per row.
    std::array<QStringList, ColumnCount> m_money;
};

// One row per bar of the tornado, widest swing first.
class TornadoModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Input, Low, Likely, High, SavingAtLow, SavingAtHigh, VarianceShare,
                  ValueOfKnowing, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;
    void setResult(std::shared_ptr<const ad::UncertaintyResult> result);
    const ad::UncertaintyResult *result() const { return m_result.get(); }
    const ad::TornadoBar *bar(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::shared_ptr<const ad::UncertaintyResult> m_result;
    // Each money column written in one form (views::usdAlike), per row.
    std::array<QStringList, ColumnCount> m_money;
};

// What must be true (UncertaintyResult::thresholds): per row the input, what flips at the
// threshold, the threshold and today's value in the input's unit, and which side is ahead above it.
// The full sentence is the row's tooltip.
class ThresholdModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Input, Flips, Threshold, Assessed, AboveIt, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;
    void setResult(std::shared_ptr<const ad::UncertaintyResult> result);
    const ad::Crossing *crossing(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::shared_ptr<const ad::UncertaintyResult> m_result;
};

// The uncertain inputs the scenario uses, certain ones included (ad::editableInputs). Low and
// high are editable, and likely for the multiples; a cell also takes "LOW to HIGH", a 90 %
// interval as probabilistic spreadsheets write it.
class RangeModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Input, Low, Likely, High, Basis, Reset, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;
    void setInputs(std::shared_ptr<const ad::Assessment> assessment,
                   std::vector<ad::UncertainInput> inputs);
    const ad::UncertainInput *input(int row) const;
    // The scenario sets this row's range itself (so it can be reset to the default).
    bool isSetByScenario(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    // The range a cell edit asks for, or the reason it is refused ("Training MFU: ..."). Text is
    // a number, or "LOW to HIGH" in any editable cell.
    std::pair<std::optional<ad::Range>, QString> proposed(int row, int column,
                                                           const QString &text) const;

signals:
    void rangeEdited(const QString &id, const ad::Range &range);
    void rangeRefused(const QString &message);

private:
    std::shared_ptr<const ad::Assessment> m_assessment;
    std::vector<ad::UncertainInput> m_inputs;
};

