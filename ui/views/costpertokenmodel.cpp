#include "costpertokenmodel.h"

#include "messagetext.h"
#include "viewformat.h"

#include "assessment/checks.h"
#include "assessment/figures_used.h"

#include <algorithm>

CostPerTokenModel::CostPerTokenModel(QObject *parent) : QAbstractTableModel(parent) {}

void CostPerTokenModel::setToday(const QDate &today)
{
    beginResetModel();
    m_today = today;
    endResetModel();
}

void CostPerTokenModel::setAssessment(const ad::Assessment &assessment)
{
    setAssessment(std::make_shared<const ad::Assessment>(assessment));
}

void CostPerTokenModel::setAssessment(std::shared_ptr<const ad::Assessment> assessment)
{
    m_assessment = std::move(assessment);
    rebuild();
}

void CostPerTokenModel::setUncertainty(std::shared_ptr<const ad::UncertaintyResult> result,
                                       bool rebuildNow)
{
    m_uncertainty = std::move(result);
    if (rebuildNow) rebuild();
}

std::optional<std::array<double, 3>> CostPerTokenModel::bandAt(int row) const
{
    const auto *o = optionAt(row);
    if (!o || !m_uncertainty || !o->costPerMTokens.known()) return std::nullopt;
    // The analysis samples the options in the matrix, at the scenario's pricing model.
    for (const ad::OptionSpread &spread : m_uncertainty->options)
        if (spread.optionId == o->id && spread.cpmKnown)
            return std::array<double, 3>{spread.cpmP10, spread.cpmP50, spread.cpmP90};
    return std::nullopt;
}

void CostPerTokenModel::setPricingFilter(std::optional<ad::PricingModel> filter)
{
    m_followScenario = false;
    m_filter = filter;
    rebuild();
}

void CostPerTokenModel::followScenarioPricing()
{
    m_followScenario = true;
    rebuild();
}

std::optional<ad::PricingModel> CostPerTokenModel::pricingFilter() const
{
    if (m_followScenario && m_assessment) return m_assessment->scenario.strategy.pricingModel;
    return m_filter;
}

void CostPerTokenModel::rebuild()
{
    beginResetModel();
    m_rows.clear();
    m_priced = 0;
    if (m_assessment) {
        const auto filter = pricingFilter();
        for (const auto &o : m_assessment->options)
            if (!filter || o.pricingModel == *filter) m_rows.push_back(&o);
        std::stable_sort(m_rows.begin(), m_rows.end(), [](const auto *a, const auto *b) {
            const bool ka = a->costPerMTokens.known(), kb = b->costPerMTokens.known();
            if (ka != kb) return ka;
            return ka && a->costPerMTokens.value < b->costPerMTokens.value;
        });
        m_priced = int(std::count_if(m_rows.begin(), m_rows.end(),
                                     [](const auto *o) { return o->costPerMTokens.known(); }));
    }
    endResetModel();
}

int CostPerTokenModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CostPerTokenModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const ad::OptionAssessment *CostPerTokenModel::optionAt(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? m_rows[row] : nullptr;
}

int CostPerTokenModel::cheapestOfferRow() const
{
    for (int row = 0; row < m_priced; ++row)
        if (!m_rows[static_cast<std::size_t>(row)]->reference) return row;
    return -1;
}

bool CostPerTokenModel::isMeasured(int row) const
{
    const auto *o = optionAt(row);
    return o && o->decodeTokensPerSecond.how.method == ad::Method::Measurement;
}

QString CostPerTokenModel::chartLabel(int row) const
{
    const auto *o = optionAt(row);
    if (!o) return {};
    QString label = QString::fromStdString(o->label);
    if (!pricingFilter())
        label += QStringLiteral(" · ") + views::pricingModelName(o->pricingModel);
    return label;
}

namespace {

QString statusText(const ad::OptionAssessment &o)
{
    if (o.reference && o.costPerMTokens.known())
        return CostPerTokenModel::tr("indicative price, for reference: not an offer to buy");
    if (!o.offered) return CostPerTokenModel::tr("not offered");
    if (!o.priceKnown) return CostPerTokenModel::tr("no published price");
    if (!o.costPerMTokens.known()) {
        const auto &note = o.costPerMTokens.how.note;
        return note.empty() ? CostPerTokenModel::tr("no throughput estimate") : views::clauses(note);
    }
    return {};
}

// "2026-01-21 · 10 months, old": the date of the price the cost rests on and its age.
QString priceDate(const ad::OptionAssessment &o, const QDate &today, bool *old = nullptr)
{
    const ad::UsedFigure *price = ad::priceUsed(o);
    if (!price) return {};
    const std::string &date = price->statement.provenance.date;
    const auto days = ad::daysOld(date, {today.year(), today.month(), today.day()});
    if (old) *old = days && *days > ad::priceAgeFlagDays;
    const QString shown = views::shortDate(QString::fromStdString(date));
    return days ? shown + QStringLiteral(" · ") + views::text(ad::priceAgeText(*days)) : shown;
}

} // namespace

QVariant CostPerTokenModel::data(const QModelIndex &index, int role) const
{
    const auto *o = optionAt(index.row());
    if (!index.isValid() || !o) return {};
    const bool known = o->costPerMTokens.known();
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Option: return QString::fromStdString(o->label);
        case Pricing: return views::pricingModelName(o->pricingModel);
        case CostPerMTok: return known ? views::usd(o->costPerMTokens.value) : statusText(*o);
        case Method:
            return known ? views::methodName(o->decodeTokensPerSecond.how.method) : QString();
        case TokensPerSecond:
            return o->decodeTokensPerSecond.known() ? views::count(o->decodeTokensPerSecond.value)
                                                    : QString();
        case PricePerChipHour:
            return o->pricePerChipHour.known() ? views::usd(o->pricePerChipHour.value) : QString();
        case PriceDate: return priceDate(*o, m_today);
        case Status: return statusText(*o);
        case Band:
            if (const auto band = bandAt(index.row()))
                return views::usd((*band)[0]) + QStringLiteral(" – ") + views::usd((*band)[2]);
            return QString();
        default: return {};
        }
    case views::ValueRole:
        switch (index.column()) {
        case CostPerMTok: return o->costPerMTokens.value;
        case TokensPerSecond: return o->decodeTokensPerSecond.value;
        case PricePerChipHour: return o->pricePerChipHour.value;
        default: return {};
        }
    case views::ExplainKeyRole:
        switch (index.column()) {
        case CostPerMTok: return views::explainKey(o->id, "costPerMTokens");
        case TokensPerSecond: return views::explainKey(o->id, "decodeTokensPerSecond");
        case PricePerChipHour: return views::explainKey(o->id, "pricePerChipHour");
        default: return {};
        }
    case Qt::ToolTipRole:
        if (index.column() == Band && bandAt(index.row()))
            return tr("10th to 90th percentile over the plausible cases of the How Firm tab");
        if (index.column() == CostPerMTok && known)
            return views::text(o->costPerMTokens.how.formula);
        if (index.column() == PriceDate) {
            bool old = false;
            priceDate(*o, m_today, &old);
            if (old)
                return tr("Dated more than %1 days ago; File → Import Prices… refreshes it from a "
                          "SkyPilot, gpuhunt or AWS price file.").arg(ad::priceAgeFlagDays);
        }
        return {};
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case CostPerMTok: case Band: case TokensPerSecond: case PricePerChipHour:
            return int(Qt::AlignRight | Qt::AlignVCenter);
        default: return int(Qt::AlignLeft | Qt::AlignVCenter);
        }
    default: return {};
    }
}

QVariant CostPerTokenModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Option: return tr("Option");
    case Pricing: return tr("Pricing model");
    case CostPerMTok: return tr("USD per million tokens");
    case Band: return tr("P10 – P90 of the cases");
    case Method: return tr("Throughput method");
    case TokensPerSecond: return tr("Tokens/s per chip");
    case PricePerChipHour: return tr("USD per chip-hour");
    case PriceDate: return tr("Price as of (age)");
    case Status: return tr("Note");
    default: return {};
    }
}
