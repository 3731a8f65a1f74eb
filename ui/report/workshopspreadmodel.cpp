#include "workshopspreadmodel.h"

#include "group/workshop_digest.h"

#include "views/chartfactory.h"
#include "views/messagetext.h"
#include "views/viewformat.h"

#include <QCoreApplication>

void WorkshopSpreadModel::setDigest(const ad::WorkshopDigest &digest)
{
    beginResetModel();
    m_rows.clear();
    for (const ad::CriterionSpread &s : digest.spreads) {
        Row row;
        row.name = QString::fromStdString(s.criterionId);
        for (const auto &w : digest.weights)
            if (w.criterionId == s.criterionId) {
                row.name = views::catalogText(w.name);
                row.values[charts::WeightRoom] = w.aggregate.exact;
            }
        row.values[charts::WeightLowest] = s.min;
        row.values[charts::WeightQ1] = s.q1;
        row.values[charts::WeightQ3] = s.q3;
        row.values[charts::WeightHighest] = s.max;
        m_rows.push_back(row);
    }
    endResetModel();
}

int WorkshopSpreadModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int WorkshopSpreadModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : charts::WeightColumnCount;
}

QVariant WorkshopSpreadModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const Row &row = m_rows[std::size_t(index.row())];
    if (index.column() == charts::WeightName)
        return role == Qt::DisplayRole ? QVariant(row.name) : QVariant();
    const double value = row.values[index.column()];
    if (role == views::ValueRole) return value;
    if (role == Qt::DisplayRole) return views::number(value, 2);
    if (role == Qt::TextAlignmentRole) return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant WorkshopSpreadModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    static const char *names[] = {
        QT_TRANSLATE_NOOP("report", "Criterion"), QT_TRANSLATE_NOOP("report", "Room"),
        QT_TRANSLATE_NOOP("report", "Lowest"),    QT_TRANSLATE_NOOP("report", "Q1"),
        QT_TRANSLATE_NOOP("report", "Q3"),        QT_TRANSLATE_NOOP("report", "Highest")};
    if (section < 0 || section >= charts::WeightColumnCount) return {};
    return QCoreApplication::translate("report", names[section]);
}
