#pragma once
// Decision scores of the options still in the running, best first: each criterion's share of the
// weighted total (weight × score ÷ sum of weights), in points out of 100, so a stacked bar adds
// up to the option's total.
#include "assessment.h"

#include <QAbstractTableModel>

#include <memory>

class DecisionScoreModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Option, Total, FirstCriterion };

    explicit DecisionScoreModel(QObject *parent = nullptr);
    void setAssessment(std::shared_ptr<const ad::Assessment> assessment);
    void setAssessment(const ad::Assessment &assessment);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    int criterionCount() const;
    const ad::MatrixRow *rowAt(int row) const;
    // Points out of 100 that a criterion adds to a row's total.
    double contribution(int row, int criterion) const;
    // Options the knock-outs removed, with their reasons joined in plain words.
    std::vector<std::pair<QString, QString>> excluded() const;

private:
    std::shared_ptr<const ad::Assessment> m_assessment;
    std::vector<const ad::MatrixRow *> m_rows;
    double m_weightSum = 0;
};
