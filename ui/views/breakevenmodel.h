#pragma once
// Cumulative cost of the GPU baseline and of the best Neuron option (porting included) over the
// horizon's days, or over the inference tokens served, with the crossing where the port has paid
// for itself. The crossing is also a row, so the table states it exactly.
#include "assessment/assessment.h"
#include "assessment/curves.h"
#include "uncertainty/uncertainty.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <array>
#include <memory>
#include <optional>

class BreakEvenModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { X, Baseline, Candidate, ColumnCount };
    enum class Axis { Days, Tokens };
    static constexpr int samples = 25;

    explicit BreakEvenModel(QObject *parent = nullptr);
    void setAssessment(std::shared_ptr<const ad::Assessment> assessment);
    void setAssessment(const ad::Assessment &assessment);
    void setAxis(Axis axis);
    // The analysis of the assessment set next (or now, with `rebuildNow`). When it is of the
    // same two options, the day (or, on the tokens axis, the tokens served) by which the port
    // has paid back in 10, 50 and 90 % of the cases become rows of their own and a band on the
    // chart. nullptr: no band.
    void setUncertainty(std::shared_ptr<const ad::UncertaintyResult> result, bool rebuildNow = true);
    // P10, P50 and P90 of the break-even on the axis shown (+inf: never), when shown.
    std::optional<std::array<double, 3>> band() const { return m_band; }
    // Which percentile a row is (0, 1, 2), or -1 for a row of the curves.
    int bandRowKind(int row) const;
    // "In 80 % of the cases the port pays back between day 6 and day 12." (empty without a band)
    QString bandSummary() const;
    Axis axis() const { return m_axis; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    bool hasCurves() const { return m_baseline && m_candidate; }
    QString problem() const { return m_problem; }  // why there are no curves
    QString baselineLabel() const;
    QString candidateLabel() const;
    double xEnd() const { return m_xEnd; }            // the horizon, in days or tokens
    std::optional<double> crossing() const { return m_crossing; }  // any x, even past xEnd
    bool crossesWithinHorizon() const;
    int crossingRow() const { return m_crossingRow; }
    double xAt(int row) const;
    double valueAt(int row, Column column) const;
    QString formatX(double x) const;     // "109 days", "109.1 billion tokens"
    QString formatCell(double x) const;  // the table's X column: the header names the unit
    // "Break-even after 109 days", "No break-even within the 24-month horizon", ...
    QString summary() const;

private:
    void rebuild();

    std::shared_ptr<const ad::Assessment> m_assessment;
    Axis m_axis = Axis::Days;
    const ad::OptionAssessment *m_baseline = nullptr, *m_candidate = nullptr;
    ad::CostLine m_baseLine, m_candLine;
    std::vector<double> m_x;
    double m_xEnd = 0;
    std::optional<double> m_crossing;
    int m_crossingRow = -1;
    QString m_problem;
    std::shared_ptr<const ad::UncertaintyResult> m_uncertainty;
    std::optional<std::array<double, 3>> m_band;
    std::vector<int> m_kind;  // per row: -1 a curve point, 0..2 the band's percentile
    QStringList m_baseText, m_candText;  // both cost columns in one form (views::usdAlike)
};
