#include "decisionscoremodel.h"

#include "viewformat.h"

#include <algorithm>
#include <cmath>
#include <iterator>

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
    m_parts.clear();
    m_weightSum = 0;
    const ad::DecisionResult &d = m_assessment->decision;
    for (std::size_t c = 0; c < d.criteria.size(); ++c) {
        const auto &mc = d.criteria[c];
        m_weightSum += mc.effectiveWeight;
        if (mc.effectiveWeight <= 0) continue;
        if (mc.group.empty()) {
            m_parts.push_back({QString::fromStdString(mc.name), {c}, mc.effectiveWeight});
            continue;
        }
        auto it = std::find_if(m_parts.begin(), m_parts.end(), [&](const Part &p) {
            return !p.criteria.empty() && d.criteria[p.criteria.front()].group == mc.group;
        });
        if (it == m_parts.end()) {
            QString name = QString::fromStdString(mc.group);
            for (const auto &g : d.groups)
                if (g.id == mc.group) name = QString::fromStdString(g.name);
            m_parts.push_back({name, {}, 0});
            it = std::prev(m_parts.end());
        }
        it->criteria.push_back(c);
        it->weight += mc.effectiveWeight;
    }
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
    if (!r || criterion < 0 || criterion >= criterionCount() || !(m_weightSum > 0)) return 0;
    double sum = 0;
    for (std::size_t c : m_parts[std::size_t(criterion)].criteria)
        if (c < r->scores.size())
            sum += m_assessment->decision.criteria[c].effectiveWeight * r->scores[c].score;
    return 100.0 * sum / m_weightSum;
}

std::vector<std::pair<QString, QString>> DecisionScoreModel::excluded() const
{
    std::vector<std::pair<QString, QString>> out;
    if (!m_assessment) return out;
    for (const auto &row : m_assessment->decision.rows) {
        if (!row.excluded) continue;
        QStringList reasons;
        for (const auto &k : row.knockouts) reasons << QString::fromStdString(k);
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
            const Part &p = m_parts[std::size_t(criterion)];
            const double score = p.weight > 0 ? contribution(index.row(), criterion) * m_weightSum / 100.0 / p.weight : 0.0;
            return tr("%1: score %2 of 100 × weight %3 ÷ total weight %4")
                .arg(p.name, views::number(100 * score, 0), views::number(p.weight, 2),
                     views::number(m_weightSum, 2));
        }
        return {};
    case Qt::TextAlignmentRole:
        return int((index.column() == Option ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
    default: return {};
    }
}

double DecisionScoreModel::weightOf(int criterion) const
{
    return criterion >= 0 && criterion < criterionCount() ? m_parts[std::size_t(criterion)].weight
                                                          : 0.0;
}

QVariant DecisionScoreModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == Option) return tr("Option (rank)");
    if (section == Total) return tr("Total (of 100)");
    const int criterion = section - FirstCriterion;
    if (criterion >= 0 && criterion < criterionCount()) return m_parts[std::size_t(criterion)].name;
    return {};
}
