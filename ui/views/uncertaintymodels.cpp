#include "uncertaintymodels.h"

#include "messagetext.h"
#include "typednumber.h"
#include "viewformat.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace {

QString text(const std::string &s) { return QString::fromStdString(s); }

// An input's value as typed back into a cell: shortest form, no thousands separators.
QString plain(double value) { return QString::number(value, 'g', 6); }

// A 90 % interval as one types it, in the units of the cells.
QString intervalExample(const ad::ShownUnit &shown)
{
    return QCoreApplication::translate("RangeModel", "%1 to %2")
        .arg(plain(0.35 * shown.scale), plain(0.55 * shown.scale));
}

// The unit an input is shown in: in percent where its form field is (MFU: 30, not 0.3).
ad::ShownUnit unitOf(const ad::UncertainInput &input)
{
    const ad::LeverInfo *lever = ad::leverById(input.id);
    return lever ? ad::shownUnit(*lever) : ad::ShownUnit{1, input.unit};
}

// Money columns read side by side, written in one form (views::usdAlike): for each column its
// rows' amounts, `amounts(row)` giving one row's in column order. NaN: no amount (not shown).
template <class Rows, class Amounts>
std::vector<QStringList> moneyColumns(const Rows &rows, std::size_t columns, Amounts amounts)
{
    std::vector<double> values;
    for (const auto &row : rows)
        for (double amount : amounts(row)) values.push_back(amount);
    const QStringList written = views::usdAlike(values);
    std::vector<QStringList> out(columns);
    for (qsizetype i = 0; i < written.size(); ++i) out[std::size_t(i) % columns] << written[i];
    return out;
}

} // namespace

// ---- UncertaintyOptionsModel ----

void UncertaintyOptionsModel::setResult(std::shared_ptr<const ad::UncertaintyResult> result)
{
    beginResetModel();
    m_result = std::move(result);
    m_money = {};
    if (m_result) {
        // The three percentiles of one cost, read along a row: one form for all three columns.
        const auto written = moneyColumns(m_result->options, 3, [](const ad::OptionSpread &o) {
            return std::array{o.p10, o.p50, o.p90};
        });
        m_money[P10] = written[0];
        m_money[P50] = written[1];
        m_money[P90] = written[2];
    }
    endResetModel();
}

int UncertaintyOptionsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_result ? 0 : int(m_result->options.size());
}

int UncertaintyOptionsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant UncertaintyOptionsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const ad::OptionSpread &o = m_result->options[std::size_t(index.row())];
    auto value = [&]() -> double {
        switch (index.column()) {
        case P10: return o.p10;
        case P50: return o.p50;
        case P90: return o.p90;
        case Cheapest: return o.cheapest;
        case Wins: return o.wins;
        default: return NAN;
        }
    };
    if (role == views::ValueRole) return index.column() == Option ? QVariant() : value();
    if (role == Qt::TextAlignmentRole && index.column() != Option)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole) return {};
    switch (index.column()) {
    case Option: return text(o.label);
    case P10: case P50: case P90: return m_money[std::size_t(index.column())].value(index.row());
    case Cheapest: case Wins: return views::percent(value());
    }
    return {};
}

QVariant UncertaintyOptionsModel::headerData(int section, Qt::Orientation orientation,
                                             int role) const
{
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case P10: return tr("Nine cases in ten cost more than this over the horizon");
        case P90: return tr("Nine cases in ten cost less than this over the horizon");
        case Cheapest: return tr("Share of the cases in which this option costs least");
        case Wins: return tr("Share of the cases in which this option tops the decision matrix");
        default: return {};
        }
    }
    if (role != Qt::DisplayRole) return {};
    switch (section) {
    case Option: return tr("Option");
    case P10: return tr("Cost P10");
    case P50: return tr("Cost P50");
    case P90: return tr("Cost P90");
    case Cheapest: return tr("Cheapest in");
    case Wins: return tr("Wins the matrix in");
    }
    return {};
}

// ---- TornadoModel ----

void TornadoModel::setResult(std::shared_ptr<const ad::UncertaintyResult> result)
{
    beginResetModel();
    m_result = std::move(result);
    m_money = {};
    if (m_result) {
        const auto &bars = m_result->tornado;
        // The saving at either end of an input's range, read along a row: one form for both.
        const auto savings = moneyColumns(bars, 2, [](const ad::TornadoBar &b) {
            return std::array{b.savingAtLow, b.savingAtHigh};
        });
        m_money[SavingAtLow] = savings[0];
        m_money[SavingAtHigh] = savings[1];
        // Under a dollar reads "none alone" (data()): only the amounts shown share a form.
        m_money[ValueOfKnowing] = moneyColumns(bars, 1, [](const ad::TornadoBar &b) {
            return std::array{b.valueOfKnowing >= 1 ? b.valueOfKnowing : std::nan("")};
        })[0];
    }
    endResetModel();
}

const ad::TornadoBar *TornadoModel::bar(int row) const
{
    return row >= 0 && row < rowCount() ? &m_result->tornado[std::size_t(row)] : nullptr;
}

int TornadoModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_result || !m_result->comparable
               ? 0 : int(m_result->tornado.size());
}

int TornadoModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TornadoModel::data(const QModelIndex &index, int role) const
{
    const ad::TornadoBar *b = bar(index.row());
    if (!index.isValid() || !b) return {};
    auto value = [&]() -> double {
        switch (index.column()) {
        case Low: return b->low;
        case Likely: return b->likely;
        case High: return b->high;
        case SavingAtLow: return b->savingAtLow;
        case SavingAtHigh: return b->savingAtHigh;
        case VarianceShare: return b->varianceShare;
        case ValueOfKnowing: return b->valueOfKnowing;
        default: return NAN;
        }
    };
    if (role == views::ValueRole) return index.column() == Input ? QVariant() : value();
    if (role == Qt::TextAlignmentRole && index.column() != Input)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == Input)
        return tr("%1, in %2").arg(views::coreText(b->label), views::coreText(b->unit));
    if (role != Qt::DisplayRole) return {};
    switch (index.column()) {
    case Input: return views::coreText(b->label);
    case Low: case Likely: case High: return plain(value());
    case SavingAtLow: case SavingAtHigh: return m_money[std::size_t(index.column())].value(index.row());
    case ValueOfKnowing:
        // Under a dollar: knowing this input alone would not change the choice on average.
        return value() >= 1 ? m_money[ValueOfKnowing].value(index.row()) : tr("none alone");
    case VarianceShare: return views::percent(value());
    }
    return {};
}

void ThresholdModel::setResult(std::shared_ptr<const ad::UncertaintyResult> result)
{
    beginResetModel();
    m_result = std::move(result);
    endResetModel();
}

const ad::Crossing *ThresholdModel::crossing(int row) const
{
    if (!m_result || row < 0 || row >= int(m_result->thresholds.size())) return nullptr;
    return &m_result->thresholds[std::size_t(row)];
}

int ThresholdModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_result ? 0 : int(m_result->thresholds.size());
}

int ThresholdModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ThresholdModel::data(const QModelIndex &index, int role) const
{
    const ad::Crossing *c = crossing(index.row());
    if (!index.isValid() || !c) return {};
    // Multiples of the catalog figures read as percentages of them.
    const bool multiple = c->unit.rfind("×", 0) == 0;
    auto inUnit = [&](double v) {
        return multiple ? views::percent(v, 1) : QString::number(v, 'g', 4) + QLatin1Char(' ') + views::coreText(c->unit);
    };
    if (role == Qt::ToolTipRole) return views::text(c->sentence());
    if (role == views::ValueRole && (index.column() == Threshold || index.column() == Assessed))
        return index.column() == Threshold ? c->value : c->current;
    if (role == Qt::TextAlignmentRole && (index.column() == Threshold || index.column() == Assessed))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole) return {};
    switch (index.column()) {
    case Input: return views::coreText(c->label);
    case Flips:
        return c->kind == ad::Crossing::Target::Saving ? tr("the cheaper side") : tr("first in the matrix");
    case Threshold: return inUnit(c->value);
    case Assessed: return inUnit(c->current);
    case AboveIt: return c->trainiumAbove ? tr("Trainium") : tr("GPU");
    }
    return {};
}

QVariant ThresholdModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Input: return tr("Input");
    case Flips: return tr("What changes");
    case Threshold: return tr("At");
    case Assessed: return tr("As assessed");
    case AboveIt: return tr("Ahead above it");
    }
    return {};
}

QVariant TornadoModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case SavingAtLow:
        case SavingAtHigh:
            return tr("GPU cost less Trainium cost over the horizon, every other input at its "
                      "likely value");
        case VarianceShare: return tr("Its share of the saving's variance over the samples");
        case ValueOfKnowing:
            return tr("What knowing this input exactly is worth to the Trainium-or-GPU choice "
                      "(expected value of perfect information)");
        default: return {};
        }
    }
    if (role != Qt::DisplayRole) return {};
    switch (section) {
    case Input: return tr("Input");
    case Low: return tr("Low");
    case Likely: return tr("Likely");
    case High: return tr("High");
    case SavingAtLow: return tr("Saving at low");
    case SavingAtHigh: return tr("Saving at high");
    case VarianceShare: return tr("Share of variance");
    case ValueOfKnowing: return tr("Value of knowing");
    }
    return {};
}

// ---- RangeModel ----

void RangeModel::setInputs(std::shared_ptr<const ad::Assessment> assessment,
                           std::vector<ad::UncertainInput> inputs)
{
    if (m_assessment == assessment && inputs == m_inputs) return;
    const bool sameRows = inputs.size() == m_inputs.size()
        && std::equal(inputs.begin(), inputs.end(), m_inputs.begin(),
                      [](const auto &a, const auto &b) { return a.id == b.id; });
    m_assessment = std::move(assessment);
    if (sameRows) {
        // An edit in progress keeps its editor and selection: only the figures change.
        m_inputs = std::move(inputs);
        if (!m_inputs.empty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_inputs = std::move(inputs);
    endResetModel();
}

const ad::UncertainInput *RangeModel::input(int row) const
{
    return row >= 0 && row < rowCount() ? &m_inputs[std::size_t(row)] : nullptr;
}

bool RangeModel::isSetByScenario(int row) const
{
    const ad::UncertainInput *in = input(row);
    return in && m_assessment && m_assessment->scenario.uncertainty.count(in->id) > 0;
}

int RangeModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_inputs.size());
}

int RangeModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RangeModel::data(const QModelIndex &index, int role) const
{
    const ad::UncertainInput *in = input(index.row());
    if (!index.isValid() || !in) return {};
    const double values[] = {NAN, in->spread.low, in->spread.likely, in->spread.high};
    if (role == views::ValueRole)
        return index.column() >= Low && index.column() <= High ? QVariant(values[index.column()])
                                                               : QVariant();
    if (role == Qt::TextAlignmentRole && index.column() >= Low && index.column() <= High)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    const ad::ShownUnit shown = unitOf(*in);
    if (role == Qt::ToolTipRole) {
        if (index.column() >= Low && index.column() <= High && (flags(index) & Qt::ItemIsEditable))
            return tr("A number, or a 90 % interval such as \"%1\"").arg(intervalExample(shown));
        if (index.column() == Input) return text(in->id);
        if (index.column() == Basis) return views::text(in->basis);
        return {};
    }
    if (role != Qt::DisplayRole && role != Qt::EditRole) return {};
    switch (index.column()) {
    case Input: return tr("%1 (%2)").arg(views::coreText(in->label), views::coreText(shown.unit));
    case Low: case Likely: case High: return plain(values[index.column()] * shown.scale);
    case Basis: return views::text(in->basis);
    case Reset: return QString();  // a button (UncertaintyView), not a figure to export
    }
    return {};
}

QVariant RangeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Input: return tr("Input");
    case Low: return tr("Low (5 %)");
    case Likely: return tr("Likely");
    case High: return tr("High (95 %)");
    case Basis: return tr("Basis");
    case Reset: return QString();
    }
    return {};
}

Qt::ItemFlags RangeModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    const ad::UncertainInput *in = input(index.row());
    if (!in) return f;
    // A field's likely value is the field itself, edited in the forms; a multiple's is the team's.
    const bool editable = index.column() == Low || index.column() == High
        || (index.column() == Likely && ad::isMultiplier(in->lever));
    return editable ? f | Qt::ItemIsEditable : f;
}

std::pair<std::optional<ad::Range>, QString> RangeModel::proposed(int row, int column,
                                                                  const QString &typed) const
{
    const ad::UncertainInput *in = input(row);
    if (!in || !m_assessment) return {};
    const QString label = views::coreText(in->label);
    const ad::ShownUnit shown = unitOf(*in); // typed in the units the cells show
    ad::Range range{in->spread.low, in->spread.likely, in->spread.high};
    if (const auto interval = views::parseInterval(typed)) {
        range.low = interval->first / shown.scale;
        range.high = interval->second / shown.scale;
        // A multiple's likely value follows into the new interval; a field's is the field.
        if (ad::isMultiplier(in->lever) && range.low <= range.high)
            range.likely = std::clamp(range.likely, range.low, range.high);
    } else if (const auto typedNumber = views::parseNumber(typed)) {
        const double number = *typedNumber / shown.scale;
        switch (column) {
        case Low: range.low = number; break;
        case Likely: range.likely = number; break;
        case High: range.high = number; break;
        default: return {};
        }
    } else {
        return {std::nullopt, tr("%1: \"%2\" is not a number, nor a range such as \"%3\".")
                                  .arg(label, typed.trimmed(), intervalExample(shown))};
    }
    const ad::Message problem = ad::rangeProblem(m_assessment->scenario, in->id, range);
    if (!problem.empty()) return {std::nullopt, tr("%1: %2.").arg(label, views::text(problem))};
    return {range, QString()};
}

bool RangeModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable)) return false;
    const auto [range, problem] = proposed(index.row(), index.column(), value.toString());
    if (!range) {
        if (!problem.isEmpty()) emit rangeRefused(problem);
        return false;
    }
    const ad::UncertainInput *in = input(index.row());
    const ad::Range now{in->spread.low, in->spread.likely, in->spread.high};
    if (*range == now) return false;  // typed what was there: nothing to undo
    emit rangeEdited(text(in->id), *range);
    return true;
}
