#pragma once
// Cost per million generated tokens for each option, cheapest first, at one pricing model or at
// all of them. Options without a cost (not offered, no price, no throughput) follow the priced
// ones so the table says why they are missing; the chart shows only the first chartRowCount().
#include "assessment/assessment.h"
#include "uncertainty/uncertainty.h"

#include <QAbstractTableModel>
#include <QDate>

#include <array>
#include <memory>
#include <optional>

class CostPerTokenModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Option, Pricing, CostPerMTok, Band, Method, TokensPerSecond, PricePerChipHour,
                  PriceDate, Status, ColumnCount };

    explicit CostPerTokenModel(QObject *parent = nullptr);
    // The day prices' ages are counted to (column PriceDate); today unless set.
    void setToday(const QDate &today);
    void setAssessment(std::shared_ptr<const ad::Assessment> assessment);
    void setAssessment(const ad::Assessment &assessment);
    // The analysis of the assessment set next (or now, with `rebuildNow`): the options it samples
    // get their P10 to P90 cost per million tokens (column Band, and a whisker on the chart).
    void setUncertainty(std::shared_ptr<const ad::UncertaintyResult> result, bool rebuildNow = true);
    // P10, P50 and P90 of the row's cost per million tokens across the samples, when sampled.
    std::optional<std::array<double, 3>> bandAt(int row) const;
    // Empty: every pricing model. Follows the scenario's pricing model until set.
    void setPricingFilter(std::optional<ad::PricingModel> filter);
    void followScenarioPricing();
    std::optional<ad::PricingModel> pricingFilter() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    int chartRowCount() const { return m_priced; }
    const ad::OptionAssessment *optionAt(int row) const;
    // Measured throughput behind the cost, rather than a roofline estimate.
    bool isMeasured(int row) const;
    // The first priced row that is an offer one can buy (indicative prices are references); -1
    // when none is.
    int cheapestOfferRow() const;
    // The label a chart shows for a row: option, plus the pricing model when showing all.
    QString chartLabel(int row) const;

private:
    void rebuild();

    std::shared_ptr<const ad::Assessment> m_assessment;
    std::shared_ptr<const ad::UncertaintyResult> m_uncertainty;
    bool m_followScenario = true;
    std::optional<ad::PricingModel> m_filter;
    QDate m_today = QDate::currentDate();
    std::vector<const ad::OptionAssessment *> m_rows;
    int m_priced = 0;
};
