#include "workshopmodels.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

WorkshopTableModel::WorkshopTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void WorkshopTableModel::setHeaders(const QStringList &headers)
{
    beginResetModel();
    m_headers = headers;
    endResetModel();
}

void WorkshopTableModel::setRows(std::vector<Row> rows, std::vector<QString> ids)
{
    beginResetModel();
    m_rows = std::move(rows);
    m_ids = std::move(ids);
    m_ids.resize(m_rows.size());
    endResetModel();
}

int WorkshopTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int WorkshopTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_headers.size());
}

QVariant WorkshopTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const Row &row = m_rows[std::size_t(index.row())];
    if (role == IdRole) return m_ids[std::size_t(index.row())];
    if (std::size_t(index.column()) >= row.size()) return {};
    const Cell &cell = row[std::size_t(index.column())];
    switch (role) {
    case Qt::DisplayRole: return cell.text;
    case Qt::ToolTipRole: return cell.toolTip.isEmpty() ? QVariant() : QVariant(cell.toolTip);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignVCenter
                                   | (cell.number ? Qt::AlignRight : Qt::AlignLeft));
    case ValueRole: return cell.value;
    default: return {};
    }
}

QVariant WorkshopTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    return section < m_headers.size() ? QVariant(m_headers[section]) : QVariant();
}

int WorkshopTableModel::rowOf(const QString &id) const
{
    for (std::size_t i = 0; i < m_ids.size(); ++i)
        if (m_ids[i] == id) return int(i);
    return -1;
}

namespace workshopui {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("workshopui", text);
}

using Cell = WorkshopTableModel::Cell;

Cell text(const QString &t, const QString &tip = {})
{
    return Cell{t, {}, tip, false};
}

Cell number(double value, int decimals = 2)
{
    return Cell{decimal(value, decimals), value, {}, true};
}

Cell whole(int value)
{
    return Cell{QString::number(value), value, {}, true};
}

Cell optionalNumber(const std::optional<double> &value)
{
    if (!value) return Cell{QStringLiteral("—"), {}, tr("not weighed in that round"), true};
    return number(*value);
}

} // namespace

void fillWeights(WorkshopTableModel &model, const RoundResults &results,
                 const ad::Catalog &catalog, const std::map<std::string, int> &matrixWeights)
{
    model.setHeaders({tr("Criterion"), tr("Weight"), tr("Exact"), tr("Ballots"),
                      tr("Matrix now"), tr("Change")});
    std::vector<WorkshopTableModel::Row> rows;
    std::vector<QString> ids;
    // In the catalog's order, as the matrix lists the criteria.
    std::vector<ad::AggregatedWeight> ordered = results.weights;
    auto position = [&](const std::string &id) {
        for (std::size_t i = 0; i < catalog.criteria.size(); ++i)
            if (catalog.criteria[i].id == id) return i;
        return catalog.criteria.size();
    };
    std::stable_sort(ordered.begin(), ordered.end(), [&](const auto &a, const auto &b) {
        return position(a.criterionId) < position(b.criterionId);
    });
    for (const ad::AggregatedWeight &w : ordered) {
        const auto found = matrixWeights.find(w.criterionId);
        Cell matrix = found == matrixWeights.end() ? text(QStringLiteral("—"))
                                                   : whole(found->second);
        Cell change = found == matrixWeights.end()
                          ? text(QStringLiteral("—"))
                          : Cell{w.rounded == found->second
                                     ? tr("same")
                                     : signedDecimal(w.rounded - found->second, 0),
                                 w.rounded - found->second, {}, true};
        rows.push_back({text(criterionName(catalog, w.criterionId)), whole(w.rounded),
                        number(w.exact), whole(w.count), matrix, change});
        ids.push_back(QString::fromStdString(w.criterionId));
    }
    model.setRows(std::move(rows), std::move(ids));
}

void fillSpreads(WorkshopTableModel &model, const RoundResults &results,
                 const ad::Catalog &catalog)
{
    model.setHeaders({tr("#"), tr("Criterion"), tr("Std. dev."), tr("Range"), tr("IQR"),
                      tr("Lowest–highest"), tr("Mean"), tr("Ballots")});
    std::vector<WorkshopTableModel::Row> rows;
    std::vector<QString> ids;
    int rank = 1;
    for (const ad::CriterionSpread &s : results.spreads) {
        rows.push_back({whole(rank++), text(criterionName(catalog, s.criterionId)),
                        number(s.stdDev), number(s.range, 0), number(s.iqr),
                        Cell{tr("%1–%2").arg(decimal(s.min, 0), decimal(s.max, 0)), {}, {}, true},
                        number(s.mean), whole(s.count)});
        ids.push_back(QString::fromStdString(s.criterionId));
    }
    model.setRows(std::move(rows), std::move(ids));
}

void fillRanking(WorkshopTableModel &model, const RoundResults &results,
                 const ad::Workshop &workshop, const ad::Assessment *assessment)
{
    model.setHeaders({tr("Participant"), tr("Own winner"), tr("Own ranking, best first")});
    std::vector<WorkshopTableModel::Row> rows;
    std::vector<QString> ids;
    if (results.ranking) {
        // Anonymous labels in order, so the rows do not follow the order people voted in.
        auto people = results.ranking->participants;
        ad::sortForDisplay(workshop, people);
        for (const ad::ParticipantRanking &p : people) {
            QStringList order;
            for (const std::string &option : p.order) order << optionLabel(assessment, option);
            rows.push_back({text(label(workshop, p.participantId)),
                            text(optionLabel(assessment, p.winner)),
                            text(order.join(QStringLiteral("  ›  ")), order.join(QLatin1Char('\n')))});
            ids.push_back(QString::fromStdString(p.participantId));
        }
    }
    model.setRows(std::move(rows), std::move(ids));
}

void fillMoves(WorkshopTableModel &model, const RoundResults &results,
               const ad::Catalog &catalog)
{
    const int from = results.moves ? results.moves->from : results.round - 1;
    const int to = results.moves ? results.moves->to : results.round;
    model.setHeaders({tr("Criterion"), tr("Round %1").arg(from), tr("Round %1").arg(to),
                      tr("Change"), tr("Spread before"), tr("Spread after")});
    std::vector<WorkshopTableModel::Row> rows;
    std::vector<QString> ids;
    if (results.moves) {
        for (const ad::CriterionMove &m : movesForDisplay(*results.moves)) {
            const bool both = m.before && m.after;
            const bool same = both && std::fabs(m.change()) < 1e-9;
            rows.push_back({text(criterionName(catalog, m.criterionId)),
                            optionalNumber(m.before), optionalNumber(m.after),
                            both ? Cell{same ? tr("same") : signedDecimal(m.change()),
                                        m.change(), {}, true}
                                 : text(QStringLiteral("—")),
                            optionalNumber(m.spreadBefore), optionalNumber(m.spreadAfter)});
            ids.push_back(QString::fromStdString(m.criterionId));
        }
    }
    model.setRows(std::move(rows), std::move(ids));
}

} // namespace workshopui
