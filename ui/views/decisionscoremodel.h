#pragma once
// Decision scores of the options still in the running, best first: what each weight the user sets
// (a top-level criterion, or a group with its members together) adds to the weighted total,
// in points out of 100 as the core counts them (ad::scoreParts, ad::partPoints), so a stacked
// bar adds up to the option's total. Criteria that weigh nothing are left out.
#include "assessment/assessment.h"
#include "decision/decision.h"

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

    int criterionCount() const; // the parts of a bar: top-level criteria and groups
    // The weight the user set for a part (a group's weight covers all its members); its name is
    // the header of column FirstCriterion + criterion.
    double weightOf(int criterion) const;
    const ad::MatrixRow *rowAt(int row) const;
    // Points out of 100 that a part adds to a row's total.
    double contribution(int row, int criterion) const;
    // Options the knock-outs removed, with their reasons joined in plain words.
    std::vector<std::pair<QString, QString>> excluded() const;

private:
    std::shared_ptr<const ad::Assessment> m_assessment;
    std::vector<const ad::MatrixRow *> m_rows;
    std::vector<ad::ScorePart> m_parts; // the parts of a bar: criteria, or groups of criteria
    double m_weightSum = 0;
};
