#pragma once
// The serving curve of each side of the trade (ad::tradeServingCurves): one row per batch of
// each option's curve, option by option, the operating point at the latency target among them.
// The Serving tab draws it twice along one axis of tokens per second per user: throughput per
// chip, or cost per million output tokens (Measure); the table holds both.
#include "assessment/assessment.h"
#include "evaluation/serving_curve.h"
#include "catalog/catalog.h"

#include <QAbstractTableModel>

#include <memory>
#include <vector>

class ServingCurveModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Option, Batch, TokensPerUser, TokensPerChip, CostPerMTok, Tpot, Ttft,
                  ColumnCount };
    enum class Measure { Throughput, Cost };

    explicit ServingCurveModel(QObject *parent = nullptr);
    void setCatalog(std::shared_ptr<const ad::Catalog> catalog);
    void setAssessment(std::shared_ptr<const ad::Assessment> assessment);
    void setAssessment(const ad::Assessment &assessment);
    // What the chart plots against tokens per second per user; the table is the same.
    void setMeasure(Measure measure);
    Measure measure() const { return m_measure; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // The scenario serves at a latency target; without one there is no curve to draw.
    bool hasTarget() const;
    // The time-per-token target in ms; 0 when only the first token is timed.
    double targetTpotMs() const;
    int curveCount() const { return int(m_curves.size()); }
    const ad::ServingCurve &curve(int i) const { return m_curves[std::size_t(i)]; }
    const ad::OptionAssessment *option(int i) const;
    QString optionLabel(int i) const;
    // The first row of curve `i`; its points follow in order.
    int firstRow(int i) const;
    // Per curve, its colour slot keyed by offer (views::colourSlots).
    std::vector<int> colourSlots(int paletteSize) const;

private:
    void rebuild();
    const ad::ServingCurvePoint *pointAt(int row, int *curveIndex = nullptr) const;

    std::shared_ptr<const ad::Assessment> m_assessment;
    std::shared_ptr<const ad::Catalog> m_catalog;
    std::vector<ad::ServingCurve> m_curves;
    Measure m_measure = Measure::Throughput;
    int m_rows = 0;
};
