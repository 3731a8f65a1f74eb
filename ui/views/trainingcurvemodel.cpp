#include "trainingcurvemodel.h"

#include "assessment/curves.h"
#include "viewformat.h"

#include <QFont>

#include <algorithm>
#include <cmath>
#include <limits>

TrainingCurveModel::TrainingCurveModel(QObject *parent) : QAbstractTableModel(parent) {}

void TrainingCurveModel::setCatalog(std::shared_ptr<const ad::Catalog> catalog)
{
    m_catalog = std::move(catalog);
    rebuild();
}

void TrainingCurveModel::setAssessment(const ad::Assessment &assessment)
{
    setAssessment(std::make_shared<const ad::Assessment>(assessment));
}

void TrainingCurveModel::setAssessment(std::shared_ptr<const ad::Assessment> assessment)
{
    m_assessment = std::move(assessment);
    rebuild();
}

void TrainingCurveModel::setUncertainty(std::shared_ptr<const ad::UncertaintyResult> result,
                                        bool rebuildNow)
{
    m_uncertainty = std::move(result);
    if (rebuildNow) rebuild();
}

std::optional<std::array<double, 3>> TrainingCurveModel::bandAt(int optionIndex) const
{
    return optionIndex >= 0 && optionIndex < int(m_bands.size()) ? m_bands[std::size_t(optionIndex)]
                                                                 : std::nullopt;
}

void TrainingCurveModel::rebuild()
{
    beginResetModel();
    m_bands.clear();
    m_bandRows = 0;
    m_options.clear();
    m_params.clear();
    m_costs.clear();
    m_costText.clear();
    m_userRow = -1;
    m_userParamsB = 0;
    if (m_assessment) {
        const ad::Assessment &a = *m_assessment;
        static const ad::Catalog emptyCatalog;
        const ad::Catalog &catalog = m_catalog ? *m_catalog : emptyCatalog;
        m_userParamsB = a.scenario.workload.parametersB;
        m_params = ad::modelSizeGridB(4);
        if (m_userParamsB > 0 && std::isfinite(m_userParamsB)) {
            const auto near = std::find_if(m_params.begin(), m_params.end(), [&](double p) {
                return std::abs(p / m_userParamsB - 1) < 1e-9;
            });
            if (near == m_params.end()) m_params.push_back(m_userParamsB);
            std::sort(m_params.begin(), m_params.end());
            for (std::size_t i = 0; i < m_params.size(); ++i)
                if (std::abs(m_params[i] / m_userParamsB - 1) < 1e-9) m_userRow = int(i);
        }

        // The decision's top-ranked options first, then any other priced option in it.
        std::vector<const ad::OptionAssessment *> candidates;
        for (const auto &row : a.decision.rows)
            if (!row.excluded)
                if (const auto *o = a.option(row.optionId)) candidates.push_back(o);
        if (a.decision.rows.empty())
            for (const auto &o : a.options)
                if (o.inDecision) candidates.push_back(&o);
        for (const auto *o : candidates) {
            if (int(m_options.size()) >= maxOptions) break;
            ad::Curve curve = ad::trainingCostCurve(a, *o, catalog, m_params);
            if (curve.size() != m_params.size()) continue;
            std::vector<double> costs;
            for (const auto &p : curve) costs.push_back(p.y);
            m_options.push_back(o);
            m_costs.push_back(std::move(costs));
        }
        for (const auto *o : m_options) {
            std::optional<std::array<double, 3>> band;
            if (m_uncertainty && m_userRow >= 0)
                for (const ad::OptionSpread &spread : m_uncertainty->options)
                    if (spread.optionId == o->id && spread.runKnown)
                        band = std::array{spread.runP10, spread.runP50, spread.runP90};
            if (band) m_bandRows = 3;
            m_bands.push_back(band);
        }
        // Every option's costs, read down a column and along a row, in one form.
        std::vector<double> all;
        for (std::size_t i = 0; i < m_options.size(); ++i) {
            all.insert(all.end(), m_costs[i].begin(), m_costs[i].end());
            for (int k = 0; k < m_bandRows; ++k)
                all.push_back(m_bands[i] ? (*m_bands[i])[std::size_t(k)] : std::nan(""));
        }
        const QStringList written = views::usdAlike(all);
        const qsizetype perOption = qsizetype(m_params.size()) + m_bandRows;
        for (std::size_t i = 0; i < m_options.size(); ++i)
            m_costText.push_back(written.mid(qsizetype(i) * perOption, perOption));
    }
    endResetModel();
}

std::vector<int> TrainingCurveModel::colourSlots(int paletteSize) const
{
    std::vector<std::string> offers;
    for (const auto *o : m_options) offers.push_back(o->offerId);
    if (!m_assessment) return std::vector<int>(offers.size(), 0);
    return views::colourSlots(*m_assessment, offers, paletteSize);
}

int TrainingCurveModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_params.size()) + m_bandRows;
}

int TrainingCurveModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FirstOption + int(m_options.size());
}

const ad::OptionAssessment *TrainingCurveModel::option(int i) const
{
    return i >= 0 && i < int(m_options.size()) ? m_options[i] : nullptr;
}

double TrainingCurveModel::parametersAt(int row) const
{
    return row >= 0 && row < int(m_params.size()) ? m_params[row]
                                                  : std::numeric_limits<double>::quiet_NaN();
}

double TrainingCurveModel::costAt(int row, int optionIndex) const
{
    if (optionIndex < 0 || optionIndex >= int(m_costs.size())) return std::nan("");
    const auto &costs = m_costs[optionIndex];
    return row >= 0 && row < int(costs.size()) ? costs[row] : std::nan("");
}

QVariant TrainingCurveModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount()) return {};
    if (index.row() >= int(m_params.size())) {
        // A band row: one run at your size, at a percentile of the samples.
        const int which = index.row() - int(m_params.size());
        const auto band = bandAt(index.column() - FirstOption);
        const double value = index.column() == Parameters ? m_userParamsB
                             : band ? (*band)[std::size_t(which)]
                                    : std::numeric_limits<double>::quiet_NaN();
        static const char *names[] = {QT_TR_NOOP("Your model, P10 of the cases"),
                                      QT_TR_NOOP("Your model, P50 of the cases"),
                                      QT_TR_NOOP("Your model, P90 of the cases")};
        switch (role) {
        case Qt::DisplayRole:
            if (index.column() == Parameters) return tr(names[which]);
            return band ? m_costText[std::size_t(index.column() - FirstOption)].value(index.row())
                        : QStringLiteral("–");
        case views::ValueRole: return value;
        case Qt::FontRole: {
            QFont italic;
            italic.setItalic(true);
            return italic;
        }
        case Qt::TextAlignmentRole:
            return int((index.column() == Parameters ? Qt::AlignLeft : Qt::AlignRight)
                       | Qt::AlignVCenter);
        default: return {};
        }
    }
    const int row = index.row();
    const int opt = index.column() - FirstOption;
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == Parameters) {
            const QString size = tr("%1 parameters").arg(views::count(m_params[row] * 1e9));
            return row == m_userRow ? tr("%1 (your model)").arg(size) : size;
        }
        return opt >= 0 && opt < int(m_costText.size()) ? m_costText[std::size_t(opt)].value(row)
                                                        : QString();
    case views::ValueRole:
        return index.column() == Parameters ? m_params[row] : costAt(row, opt);
    case Qt::FontRole:
        if (row == m_userRow) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::TextAlignmentRole:
        return int((index.column() == Parameters ? Qt::AlignLeft : Qt::AlignRight)
                   | Qt::AlignVCenter);
    default: return {};
    }
}

QVariant TrainingCurveModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == Parameters) return tr("Model size");
    if (const auto *o = option(section - FirstOption)) return QString::fromStdString(o->label);
    return {};
}
