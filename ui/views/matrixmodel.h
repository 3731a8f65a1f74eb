#pragma once
// The decision matrix as an editable table: one row per criterion (its weight, then each option's
// score out of 100), then the weighted totals and the ranks. Edits are not applied here: they
// leave as signals, and the recomputed assessment comes back through setAssessment().
#include "assessment.h"

#include <QAbstractTableModel>

#include <memory>

class MatrixModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Criterion, Weight, FirstOption };
    enum { MinWeight = 1, MaxWeight = 5 };

    explicit MatrixModel(QObject *parent = nullptr);
    void setAssessment(std::shared_ptr<const ad::Assessment> assessment);
    void setAssessment(const ad::Assessment &assessment);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    int criterionCount() const;
    int totalRow() const { return criterionCount(); }
    int rankRow() const { return criterionCount() + 1; }
    const ad::MatrixRow *optionRow(int column) const;   // by table column
    const ad::MatrixCriterion *criterion(int row) const;
    const ad::CriterionScore *score(const QModelIndex &index) const;
    bool isOverride(const QModelIndex &index) const;
    // Asks to drop a score override: emits scoreOverrideCleared for an overridden cell.
    bool clearOverride(const QModelIndex &index);

signals:
    void weightEdited(const QString &criterionId, int weight);
    void scoreEdited(const QString &criterionId, const QString &offerId, double score);
    void scoreOverrideCleared(const QString &criterionId, const QString &offerId);

private:
    QString offerIdOf(const ad::MatrixRow &row) const;

    std::shared_ptr<const ad::Assessment> m_assessment;
};
