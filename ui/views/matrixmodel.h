#pragma once
// The decision matrix as an editable table: one row per weight the user sets -- a criterion, or a
// group followed by its members (whose weights split the group's) -- with the swing the weight
// weighs (where the options lie, in the criterion's units) and each option's score out of 100,
// then the weighted totals and the ranks. Edits are not applied here: they leave as signals, and
// the recomputed assessment comes back through setAssessment().
#include "assessment/assessment.h"

#include <QAbstractTableModel>

#include <memory>

class MatrixModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Criterion, Weight, Swing, FirstOption };
    enum { MinWeight = 0, MaxWeight = 5 };
    enum class RowKind { Criterion, Group, Member, Total, Rank };

    explicit MatrixModel(QObject *parent = nullptr);
    void setAssessment(std::shared_ptr<const ad::Assessment> assessment);
    void setAssessment(const ad::Assessment &assessment);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    int criterionCount() const; // rows above the totals: criteria, groups and members
    int totalRow() const { return criterionCount(); }
    int rankRow() const { return criterionCount() + 1; }
    RowKind rowKind(int row) const;
    const ad::MatrixRow *optionRow(int column) const;   // by table column
    const ad::MatrixCriterion *criterion(int row) const; // criterion and member rows
    const ad::MatrixGroup *group(int row) const;         // group rows
    const ad::CriterionScore *score(const QModelIndex &index) const;
    bool isOverride(const QModelIndex &index) const;
    // Asks to drop a score override: emits scoreOverrideCleared for an overridden cell.
    bool clearOverride(const QModelIndex &index);

signals:
    void weightEdited(const QString &criterionId, int weight);
    void scoreEdited(const QString &criterionId, const QString &offerId, double score);
    void scoreOverrideCleared(const QString &criterionId, const QString &offerId);

private:
    struct RowRef {
        RowKind kind;
        std::size_t index; // into criteria or groups
    };
    QString offerIdOf(const ad::MatrixRow &row) const;
    QVariant weightData(int row, int role) const;
    QVariant swingData(int row, int role) const;
    QVariant groupScoreData(std::size_t group, const ad::MatrixRow &option, int role) const;

    std::shared_ptr<const ad::Assessment> m_assessment;
    std::vector<RowRef> m_rows;
};
