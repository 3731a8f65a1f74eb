#include "breakevenmodel.h"

#include "viewformat.h"

#include <QFont>

#include <algorithm>
#include <cmath>

BreakEvenModel::BreakEvenModel(QObject *parent) : QAbstractTableModel(parent) {}

void BreakEvenModel::setAssessment(const ad::Assessment &assessment)
{
    setAssessment(std::make_shared<const ad::Assessment>(assessment));
}

void BreakEvenModel::setAssessment(std::shared_ptr<const ad::Assessment> assessment)
{
    m_assessment = std::move(assessment);
    rebuild();
}

void BreakEvenModel::setAxis(Axis axis)
{
    if (axis == m_axis) return;
    m_axis = axis;
    rebuild();
}

void BreakEvenModel::setUncertainty(std::shared_ptr<const ad::UncertaintyResult> result,
                                    bool rebuildNow)
{
    m_uncertainty = std::move(result);
    if (rebuildNow) rebuild();
}

int BreakEvenModel::bandRowKind(int row) const
{
    return row >= 0 && row < int(m_kind.size()) ? m_kind[std::size_t(row)] : -1;
}

QString BreakEvenModel::bandSummary() const
{
    if (!m_band) return {};
    const auto &[p10, p50, p90] = *m_band;
    if (!std::isfinite(p10))
        return tr("In nine cases out of ten the port does not pay back within the horizon.");
    if (!std::isfinite(p90) || p90 > m_xEnd)
        return tr("In nine cases out of ten the port pays back after %1 or later; in one case "
                  "out of ten or more, not within the horizon.").arg(formatX(p10));
    return tr("In 80 % of the cases the port pays back between %1 and %2 (%3 in the middle case).")
        .arg(formatX(p10), formatX(p90), formatX(p50));
}

void BreakEvenModel::rebuild()
{
    beginResetModel();
    m_band.reset();
    m_kind.clear();
    m_baseline = m_candidate = nullptr;
    m_x.clear();
    m_crossing.reset();
    m_crossingRow = -1;
    m_xEnd = 0;
    m_problem.clear();
    if (m_assessment) {
        const ad::Assessment &a = *m_assessment;
        m_baseline = a.option(a.baselineId);
        m_candidate = a.option(a.bestNeuronId);
        const bool days = m_axis == Axis::Days;
        m_xEnd = days ? ad::horizonDays(a.scenario) : ad::horizonTokens(a.scenario);
        if (!m_baseline) m_problem = tr("No GPU baseline option with a known total cost.");
        else if (!m_candidate)
            m_problem = tr("No option that needs a port has a known total cost.");
        else if (!days && !(m_xEnd > 0)) m_problem = tr("The workload serves no tokens.");
        if (m_problem.isEmpty()) {
            const double perDay = a.scenario.workload.inference.tokensPerDayM * 1e6;
            m_baseLine = days ? ad::dailyCostLine(*m_baseline) : ad::tokenCostLine(*m_baseline, perDay);
            m_candLine = days ? ad::dailyCostLine(*m_candidate) : ad::tokenCostLine(*m_candidate, perDay);
            if (!m_baseLine.known || !m_candLine.known)
                m_problem = days ? tr("A running cost of one of the two options is unknown.")
                                 : tr("The cost per token of one of the two options is unknown.");
        }
        if (!m_problem.isEmpty()) {
            m_baseline = m_candidate = nullptr;
        } else {
            for (const auto &p : ad::sampleLine(m_baseLine, m_xEnd, samples)) m_x.push_back(p.x);
            m_crossing = ad::crossing(m_baseLine, m_candLine);
            if (crossesWithinHorizon()) {
                const auto at = std::lower_bound(m_x.begin(), m_x.end(), *m_crossing);
                if (at != m_x.end() && std::abs(*at - *m_crossing) <= 1e-9 * m_xEnd) {
                    m_crossingRow = int(at - m_x.begin());
                } else {
                    m_crossingRow = int(at - m_x.begin());
                    m_x.insert(at, *m_crossing);
                }
            }
            m_kind.assign(m_x.size(), -1);
            // The samples' break-even is of the trade's port against the one baseline
            // (ad::Trade::paybackBaselineId): the same two options only.
            const ad::Trade &t = a.trade;
            const ad::UncertaintyResult *u = m_uncertainty.get();
            // On the tokens axis, the samples' own count of tokens served by then.
            const bool sameTrade = u && t.paybackBaselineId == m_baseline->id
                                   && t.neuronId == m_candidate->id
                                   && t.portedId == m_candidate->id;
            if (sameTrade && days && u->breakEvenKnown)
                m_band = std::array{u->breakEvenP10, u->breakEvenP50, u->breakEvenP90};
            else if (sameTrade && !days && u->breakEvenTokensKnown)
                m_band = std::array{u->breakEvenTokensP10, u->breakEvenTokensP50,
                                    u->breakEvenTokensP90};
            for (int k = 0; m_band && k < 3; ++k) {
                const double x = (*m_band)[std::size_t(k)];
                if (!(x > 0 && x <= m_xEnd)) continue;
                const auto at = std::upper_bound(m_x.begin(), m_x.end(), x);
                const int row = int(at - m_x.begin());
                if (m_crossingRow >= row) ++m_crossingRow;
                m_x.insert(at, x);
                m_kind.insert(m_kind.begin() + row, k);
            }
        }
    }
    m_baseText.clear();
    m_candText.clear();
    std::vector<double> base, cand;
    for (int row = 0; row < int(m_x.size()); ++row) {
        base.push_back(valueAt(row, Baseline));
        cand.push_back(valueAt(row, Candidate));
    }
    // The two sides, compared along each row: one form for both columns.
    std::vector<double> both = base;
    both.insert(both.end(), cand.begin(), cand.end());
    const QStringList written = views::usdAlike(both);
    m_baseText = written.mid(0, qsizetype(base.size()));
    m_candText = written.mid(qsizetype(base.size()));
    endResetModel();
}

int BreakEvenModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_x.size());
}

int BreakEvenModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

bool BreakEvenModel::crossesWithinHorizon() const
{
    return m_crossing && *m_crossing > 0 && *m_crossing <= m_xEnd;
}

QString BreakEvenModel::baselineLabel() const
{
    return m_baseline ? QString::fromStdString(m_baseline->label) : QString();
}

QString BreakEvenModel::candidateLabel() const
{
    if (!m_candidate) return {};
    return tr("%1, porting included").arg(QString::fromStdString(m_candidate->label));
}

double BreakEvenModel::xAt(int row) const
{
    return row >= 0 && row < int(m_x.size()) ? m_x[row] : std::nan("");
}

double BreakEvenModel::valueAt(int row, Column column) const
{
    const double x = xAt(row);
    switch (column) {
    case X: return x;
    case Baseline: return m_baseLine.at(x);
    case Candidate: return m_candLine.at(x);
    default: return std::nan("");
    }
}

QString BreakEvenModel::formatX(double x) const
{
    if (m_axis == Axis::Days) return views::duration(x);
    return tr("%1 tokens").arg(views::count(x));
}

QString BreakEvenModel::formatCell(double x) const
{
    if (m_axis == Axis::Days) return views::number(x, x < 10 && x != 0 ? 1 : 0);
    return views::count(x);
}

QString BreakEvenModel::summary() const
{
    if (!hasCurves()) return m_problem;
    const QString horizon =
        tr("%1-month horizon").arg(views::number(m_assessment->scenario.strategy.horizonMonths, 0));
    if (!m_crossing)
        return tr("No break-even within the %1: %2 is not cheaper to run.")
            .arg(horizon, QString::fromStdString(m_candidate->label));
    if (*m_crossing <= 0)
        return tr("No port to repay: %1 is cheaper from the start.")
            .arg(QString::fromStdString(m_candidate->label));
    if (!crossesWithinHorizon())
        return tr("No break-even within the %1 (it would come after %2).")
            .arg(horizon, formatX(*m_crossing));
    return tr("Break-even after %1.").arg(formatX(*m_crossing));
}

QVariant BreakEvenModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_x.size())) return {};
    const auto column = Column(index.column());
    const double value = valueAt(index.row(), column);
    const bool crossingRow = index.row() == m_crossingRow;
    switch (role) {
    case Qt::DisplayRole:
        if (column == X) {
            static const char *band[] = {QT_TR_NOOP("%1 (break-even, P10 of the cases)"),
                                         QT_TR_NOOP("%1 (break-even, P50 of the cases)"),
                                         QT_TR_NOOP("%1 (break-even, P90 of the cases)")};
            if (const int kind = bandRowKind(index.row()); kind >= 0)
                return tr(band[kind]).arg(formatCell(value));
            return crossingRow ? tr("%1 (break-even)").arg(formatCell(value)) : formatCell(value);
        }
        if (column == Baseline) return m_baseText.value(index.row());
        if (column == Candidate) return m_candText.value(index.row());
        return views::usd(value);
    case views::ValueRole: return value;
    case Qt::FontRole:
        if (bandRowKind(index.row()) >= 0) {
            QFont italic;
            italic.setItalic(true);
            return italic;
        }
        if (crossingRow) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::TextAlignmentRole:
        return int((column == X ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
    default: return {};
    }
}

QVariant BreakEvenModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case X: return m_axis == Axis::Days ? tr("Day") : tr("Tokens served");
    case Baseline: return baselineLabel();
    case Candidate: return candidateLabel();
    default: return {};
    }
}
