#pragma once
// Overview table: the headline figures of each option in the decision, best ranked first.
#include "assessment/assessment.h"

#include <QAbstractTableModel>

#include <array>
#include <memory>

class KeyFiguresModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        Rank, Option, PricePerChipHour, CostPerMTok, TrainingCostPerRun, WallClockDays, Tco,
        PortingWeeks, BreakEven, ColumnCount
    };

    explicit KeyFiguresModel(QObject *parent = nullptr);
    // Views share one copy of the assessment; the overload copies it.
    void setAssessment(std::shared_ptr<const ad::Assessment> assessment);
    void setAssessment(const ad::Assessment &assessment);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    const ad::OptionAssessment *optionAt(int row) const;

private:
    struct Row {
        const ad::OptionAssessment *option = nullptr;
        int rank = 0;
    };
    std::shared_ptr<const ad::Assessment> m_assessment;
    std::vector<Row> m_rows;
    // Each money column written once per assessment, its amounts in one form.
    std::array<QStringList, ColumnCount> m_money;
};
