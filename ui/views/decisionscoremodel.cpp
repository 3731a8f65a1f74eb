#include "decisionscoremodel.h"

#include "messagetext.h"
#include "viewformat.h"

#include <algorithm>
#include <cmath>

DecisionScoreModel::DecisionScoreModel(QObject *parent) : QAbstractTableModel(parent) {}

void DecisionScoreModel::setAssessment(const ad::Assessment &assessment)
{
    setAssessment(std::make_shared<const ad::Assessment>(assessment));
}

void DecisionScoreModel::setAssessment(std::shared_ptr<const ad::Assessment> assessment)
{
    beginResetModel();
    m_assessment = std::move(assessment);
    m_rows.clear();
    const ad::DecisionResult &d = m_assessment->decision;
    m_parts = ad::scoreParts(d);
    m_weightSum = 0;
    for (const auto &mc : d.criteria) m_weightSum += std::max(0.0, mc.effectiveWeight);
    for (const auto &row : d.rows)
        if (!row.excluded) m_rows.push_back(&row);
    endResetModel();
}

int DecisionScoreModel::criterionCount() const
{
    return int(m_parts.size());
}

int DecisionScoreModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DecisionScoreModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FirstCriterion + criterionCount();
}

const ad::MatrixRow *DecisionScoreModel::rowAt(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? m_rows[row] : nullptr;
}

double DecisionScoreModel::contribution(int row, int criterion) const
{
    const auto *r = rowAt(row);
    if (!r || criterion < 0 || criterion >= criterionCount()) return 0;
    return ad::partPoints(m_assessment->decision, m_parts[std::size_t(criterion)], *r);
}

std::vector<std::pair<QString, QString>> DecisionScoreModel::excluded() const
{
    std::vector<std::pair<QString, QString>> out;
    if (!m_assessment) return out;
    for (const auto &row : m_assessment->decision.rows) {
        if (!row.excluded) continue;
        QStringList reasons;
        for (const auto &k : row.knockouts) reasons << views::text(k);
        out.emplace_back(QString::fromStdString(row.label), reasons.join(QStringLiteral("; ")));
    }
    return out;
}

QVariant DecisionScoreModel::data(const QModelIndex &index, int role) const
{
    const auto *r = rowAt(index.row());
    if (!index.isValid() || !r) return {};
    const int criterion = index.column() - FirstCriterion;
    const double value = index.column() == Total ? 100.0 * r->total
                         : index.column() == Option ? std::nan("")
                                                    : contribution(index.row(), criterion);
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == Option)
            return tr("%1. %2").arg(r->rank).arg(QString::fromStdString(r->label));
        return views::number(value, 1);
    case views::ValueRole:
        return index.column() == Option ? QVariant() : QVariant(value);
    case Qt::ToolTipRole:
        if (criterion >= 0 && criterion < criterionCount()) {
            const ad::ScorePart &p = m_parts[std::size_t(criterion)];
            const double score = ad::partScore(m_assessment->decision, p, *r);
            return tr("%1: score %2 of 100 × weight %3 ÷ total weight %4")
                .arg(views::catalogText(p.name), views::number(100 * score, 0),
                     views::number(p.effectiveWeight, 2), views::number(m_weightSum, 2));
        }
        return {};
    case Qt::TextAlignmentRole:
        return int((index.column() == Option ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
    default: return {};
    }
}

double DecisionScoreModel::weightOf(int criterion) const
{
    return criterion >= 0 && criterion < criterionCount()
        ? m_parts[std::size_t(criterion)].effectiveWeight : 0.0;
}

QVariant DecisionScoreModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == Option) return tr("Option (rank)");
    if (section == Total) return tr("Total (of 100)");
    const int criterion = section - FirstCriterion;
    if (criterion >= 0 && criterion < criterionCount())
        return views::catalogText(m_parts[std::size_t(criterion)].name);
    return {};
}
