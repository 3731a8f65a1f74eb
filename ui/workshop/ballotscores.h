#pragma once
// The optional part of a ballot: a participant's own scores for the criteria the catalog scores
// from expert profiles (software maturity, debugging ease, ...), one spin box per option and
// criterion, 0–100 as in the matrix. A cell left at "—" is not scored, so the matrix keeps its
// own score there.
#include <QWidget>

#include <map>
#include <string>
#include <vector>

class QSpinBox;

class BallotScoresGrid : public QWidget
{
    Q_OBJECT
public:
    struct Column {
        std::string criterionId;
        QString name;
    };
    struct Row {
        std::string offerId;
        QString label;
    };
    BallotScoresGrid(const std::vector<Column> &columns, const std::vector<Row> &rows,
                     QWidget *parent = nullptr);

    // Criterion -> offer -> 0..1, only the cells given.
    std::map<std::string, std::map<std::string, double>> scores() const;
    QSpinBox *cell(const std::string &criterionId, const std::string &offerId) const;
    bool isEmpty() const { return m_cells.empty(); }

private:
    std::map<std::pair<std::string, std::string>, QSpinBox *> m_cells;
};
