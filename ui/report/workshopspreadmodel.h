#pragma once
// The workshop's spread of weights as a table model in the layout charts::makeWeightSpreadChart
// reads (ui/views/chartfactory.h): one row per criterion, most contested first, with the room's
// aggregate, the lowest and highest weight and the quartiles. The report's chart draws it; the
// table under the chart prints the same numbers from the same digest.
#include <QAbstractTableModel>

#include <vector>

namespace ad {
struct WorkshopDigest;
}

class WorkshopSpreadModel : public QAbstractTableModel
{
public:
    using QAbstractTableModel::QAbstractTableModel;

    void setDigest(const ad::WorkshopDigest &digest);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Row {
        QString name;
        double values[6] = {};  // indexed by charts::WeightSpreadColumn; [0] unused
    };
    std::vector<Row> m_rows;
};
