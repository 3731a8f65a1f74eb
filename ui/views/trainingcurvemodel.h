#pragma once
// Training cost per run across model sizes (1B to 1T parameters), one column per option. The
// points come from ad::trainingCostCurve; the user's own model size is one of the rows.
#include "assessment/assessment.h"
#include "catalog/catalog.h"
#include "uncertainty/uncertainty.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <array>
#include <memory>
#include <optional>

class TrainingCurveModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Parameters, FirstOption };
    static constexpr int maxOptions = 6;  // more lines stop being readable

    explicit TrainingCurveModel(QObject *parent = nullptr);
    void setCatalog(std::shared_ptr<const ad::Catalog> catalog);
    void setAssessment(std::shared_ptr<const ad::Assessment> assessment);
    void setAssessment(const ad::Assessment &assessment);
    // The analysis of the assessment set next (or now, with `rebuildNow`): each option's cost
    // per run at your model size at P10, P50 and P90 of the samples becomes three more rows, and
    // a band on the chart. nullptr: no band.
    void setUncertainty(std::shared_ptr<const ad::UncertaintyResult> result, bool rebuildNow = true);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    int optionCount() const { return int(m_options.size()); }
    const ad::OptionAssessment *option(int i) const;
    double userParametersB() const { return m_userParamsB; }
    int userRow() const { return m_userRow; }
    // The rows of the curves (the chart's lines); the band rows, when any, follow them.
    int curveRowCount() const { return int(m_params.size()); }
    bool hasBand() const { return m_bandRows > 0; }
    // P10, P50 and P90 of one run's cost at your model size, for option `i`; nullopt when the
    // samples do not price a run of it.
    std::optional<std::array<double, 3>> bandAt(int optionIndex) const;
    double parametersAt(int row) const;
    double costAt(int row, int optionIndex) const;  // USD; NaN when unknown
    // Per option, its colour slot keyed by offer (views::colourSlots).
    std::vector<int> colourSlots(int paletteSize) const;

private:
    void rebuild();

    std::shared_ptr<const ad::Assessment> m_assessment;
    std::shared_ptr<const ad::Catalog> m_catalog;
    std::vector<const ad::OptionAssessment *> m_options;
    std::vector<double> m_params;                 // rows, billions of parameters
    std::vector<std::vector<double>> m_costs;     // [option][row]
    double m_userParamsB = 0;
    int m_userRow = -1;
    std::shared_ptr<const ad::UncertaintyResult> m_uncertainty;
    std::vector<std::optional<std::array<double, 3>>> m_bands;  // per option
    int m_bandRows = 0;
    // Per option, its column's amounts (the curve's rows, then the band's), every column in one
    // form (views::usdAlike).
    std::vector<QStringList> m_costText;
};
