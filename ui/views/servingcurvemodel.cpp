#include "servingcurvemodel.h"

#include "viewformat.h"

#include <QFont>

#include <cmath>

namespace {

QString displayText(const ad::ServingCurvePoint &p, int column, const QString &option)
{
    switch (column) {
    case ServingCurveModel::Option:
        return p.operatingPoint ? ServingCurveModel::tr("%1 (operating point)").arg(option) : option;
    case ServingCurveModel::Batch: return views::count(p.batch);
    case ServingCurveModel::TokensPerUser: return views::number(p.tokensPerSecondPerUser, 1);
    case ServingCurveModel::TokensPerChip: return views::number(p.tokensPerSecondPerChip, 0);
    case ServingCurveModel::CostPerMTok:
        return std::isfinite(p.costPerMOutputTokens) ? views::usd(p.costPerMOutputTokens)
                                                     : ServingCurveModel::tr("n/a");
    case ServingCurveModel::Tpot: return views::number(p.tpotMs, 1);
    case ServingCurveModel::Ttft: return views::number(p.ttftMs, 0);
    default: return {};
    }
}

} // namespace

ServingCurveModel::ServingCurveModel(QObject *parent) : QAbstractTableModel(parent) {}

void ServingCurveModel::setCatalog(std::shared_ptr<const ad::Catalog> catalog)
{
    m_catalog = std::move(catalog);
    rebuild();
}

void ServingCurveModel::setAssessment(const ad::Assessment &assessment)
{
    setAssessment(std::make_shared<const ad::Assessment>(assessment));
}

void ServingCurveModel::setAssessment(std::shared_ptr<const ad::Assessment> assessment)
{
    m_assessment = std::move(assessment);
    rebuild();
}

void ServingCurveModel::setMeasure(Measure measure)
{
    if (measure == m_measure) return;
    // A reset, so the pane draws the other chart; the rows stay as they are.
    beginResetModel();
    m_measure = measure;
    endResetModel();
}

void ServingCurveModel::rebuild()
{
    beginResetModel();
    m_curves.clear();
    m_rows = 0;
    if (m_assessment && m_catalog) m_curves = ad::tradeServingCurves(*m_assessment, *m_catalog);
    for (const ad::ServingCurve &c : m_curves) m_rows += int(c.points.size());
    endResetModel();
}

bool ServingCurveModel::hasTarget() const
{
    return m_assessment && m_assessment->scenario.workload.serves()
           && m_assessment->scenario.workload.inference.latencyTarget();
}

double ServingCurveModel::targetTpotMs() const
{
    return hasTarget() ? m_assessment->scenario.workload.inference.tpotMs : 0.0;
}

const ad::OptionAssessment *ServingCurveModel::option(int i) const
{
    return m_assessment && i >= 0 && i < curveCount() ? m_assessment->option(curve(i).optionId)
                                                      : nullptr;
}

QString ServingCurveModel::optionLabel(int i) const
{
    const ad::OptionAssessment *o = option(i);
    return o ? QString::fromStdString(o->label) : QString();
}

int ServingCurveModel::firstRow(int i) const
{
    int row = 0;
    for (int c = 0; c < i && c < curveCount(); ++c) row += int(curve(c).points.size());
    return row;
}

std::vector<int> ServingCurveModel::colourSlots(int paletteSize) const
{
    std::vector<std::string> offers;
    for (int i = 0; i < curveCount(); ++i)
        offers.push_back(option(i) ? option(i)->offerId : std::string());
    if (!m_assessment) return std::vector<int>(offers.size(), 0);
    return views::colourSlots(*m_assessment, offers, paletteSize);
}

const ad::ServingCurvePoint *ServingCurveModel::pointAt(int row, int *curveIndex) const
{
    for (int i = 0; i < curveCount(); ++i) {
        const auto &points = curve(i).points;
        if (row < int(points.size())) {
            if (curveIndex) *curveIndex = i;
            return row >= 0 ? &points[std::size_t(row)] : nullptr;
        }
        row -= int(points.size());
    }
    return nullptr;
}

int ServingCurveModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int ServingCurveModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ServingCurveModel::data(const QModelIndex &index, int role) const
{
    int which = 0;
    const ad::ServingCurvePoint *p = index.isValid() ? pointAt(index.row(), &which) : nullptr;
    if (!p) return {};
    auto value = [&](int column) -> double {
        switch (column) {
        case Batch: return p->batch;
        case TokensPerUser: return p->tokensPerSecondPerUser;
        case TokensPerChip: return p->tokensPerSecondPerChip;
        case CostPerMTok: return p->costPerMOutputTokens;
        case Tpot: return p->tpotMs;
        case Ttft: return p->ttftMs;
        default: return std::nan("");
        }
    };
    switch (role) {
    case Qt::DisplayRole: return displayText(*p, index.column(), optionLabel(which));
    case views::ValueRole:
        return index.column() == Option ? QVariant(optionLabel(which)) : QVariant(value(index.column()));
    case Qt::ToolTipRole:
        return index.column() == Option ? QVariant(optionLabel(which)) : QVariant();
    case Qt::FontRole:
        if (p->operatingPoint) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::TextAlignmentRole:
        return int((index.column() == Option ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
    default: return {};
    }
}

QVariant ServingCurveModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Option: return tr("Option");
    case Batch: return tr("Batch");
    case TokensPerUser: return tr("Tokens/s per user");
    case TokensPerChip: return tr("Tokens/s per chip");
    case CostPerMTok: return tr("USD per million output tokens");
    case Tpot: return tr("Time per token (ms)");
    case Ttft: return tr("First token (ms)");
    default: return {};
    }
}
