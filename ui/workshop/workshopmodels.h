#pragma once
// The workshop's result tables as models: aggregated weights, disagreement, each participant's
// ranking and what moved between rounds. One small table model holds formatted cells with their
// raw values (ValueRole) and ids (IdRole); the fill functions adapt the core's results to it.
#include "workshopresults.h"

#include <QAbstractTableModel>
#include <QVariant>

#include <map>
#include <vector>

class WorkshopTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Role {
        ValueRole = Qt::UserRole + 1, // the number behind a figure (double), if any
        IdRole,                       // criterion, participant or option id of the row
    };
    struct Cell {
        QString text;
        QVariant value;
        QString toolTip;
        bool number = false; // right-aligned
    };
    using Row = std::vector<Cell>;

    explicit WorkshopTableModel(QObject *parent = nullptr);
    void setHeaders(const QStringList &headers);
    void setRows(std::vector<Row> rows, std::vector<QString> ids);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // The row whose IdRole is `id`, or -1.
    int rowOf(const QString &id) const;

private:
    QStringList m_headers;
    std::vector<Row> m_rows;
    std::vector<QString> m_ids;
};

namespace workshopui {

enum WeightsColumn { WCriterion, WRounded, WExact, WBallots, WMatrix, WChange, WeightsColumns };
enum SpreadColumn {
    SRank, SCriterion, SStdDev, SRange, SIqr, SLowHigh, SMean, SBallots, SpreadColumns
};
enum RankingColumn { RParticipant, RWinner, ROrder, RankingColumns };
enum MovesColumn { MCriterion, MBefore, MAfter, MChange, MSpreadBefore, MSpreadAfter, MovesColumns };

// `matrixWeights`: the weight each criterion has in the matrix now, for comparison.
void fillWeights(WorkshopTableModel &model, const RoundResults &results,
                 const ad::Catalog &catalog, const std::map<std::string, int> &matrixWeights);
void fillSpreads(WorkshopTableModel &model, const RoundResults &results,
                 const ad::Catalog &catalog);
void fillRanking(WorkshopTableModel &model, const RoundResults &results,
                 const ad::Workshop &workshop, const ad::Assessment *assessment);
void fillMoves(WorkshopTableModel &model, const RoundResults &results,
               const ad::Catalog &catalog);

} // namespace workshopui
