#include "keyfiguresmodel.h"

#include "messagetext.h"
#include "viewformat.h"

#include <algorithm>
#include <cmath>

namespace {

const char *fieldOf(int column)
{
    switch (column) {
    case KeyFiguresModel::PricePerChipHour: return "pricePerChipHour";
    case KeyFiguresModel::CostPerMTok: return "costPerMTokens";
    case KeyFiguresModel::TrainingCostPerRun: return "trainingCostPerRun";
    case KeyFiguresModel::WallClockDays: return "trainingWallClockDays";
    case KeyFiguresModel::Tco: return "tco";
    case KeyFiguresModel::PortingWeeks: return "portingWeeks";
    case KeyFiguresModel::BreakEven: return "breakEvenDays";
    default: return nullptr;
    }
}

// Two cell values alike; an unknown figure (NaN) is alike to another unknown one.
bool sameValue(const QVariant &a, const QVariant &b)
{
    if (a.typeId() == QMetaType::Double && b.typeId() == QMetaType::Double
        && std::isnan(a.toDouble()) && std::isnan(b.toDouble()))
        return true;
    return a == b;
}

} // namespace

KeyFiguresModel::KeyFiguresModel(QObject *parent) : QAbstractTableModel(parent) {}

void KeyFiguresModel::setAssessment(const ad::Assessment &assessment)
{
    setAssessment(std::make_shared<const ad::Assessment>(assessment));
}

void KeyFiguresModel::setAssessment(std::shared_ptr<const ad::Assessment> assessment)
{
    const ad::Assessment &a = *assessment;
    std::vector<Row> rows;
    // The decision's order when there is one; else every option in the decision, as assessed.
    for (const auto &row : a.decision.rows)
        if (!row.excluded)
            if (const auto *o = a.option(row.optionId)) rows.push_back({o, row.rank});
    if (a.decision.rows.empty())
        for (const auto &o : a.options)
            if (o.inDecision) rows.push_back({&o, 0});
    std::array<QStringList, ColumnCount> money;
    for (int column : {PricePerChipHour, CostPerMTok, TrainingCostPerRun, Tco}) {
        const views::QuantityField *qf = views::quantityField(QLatin1String(fieldOf(column)));
        std::vector<double> amounts;
        for (const Row &row : rows) amounts.push_back(qf->get(*row.option)->value);
        money[std::size_t(column)] = views::usdAlike(amounts);
    }
    // The same options in the same places: most edits only move figures. A reset would make
    // the table forget its current cell and repaint whole, header included; told which cells
    // changed, it repaints those alone.
    const bool sameRows = m_assessment && rows.size() == m_rows.size()
                          && std::equal(rows.begin(), rows.end(), m_rows.begin(),
                                        [](const Row &x, const Row &y) {
                                            return x.rank == y.rank && x.option->id == y.option->id;
                                        });
    if (!sameRows) {
        beginResetModel();
        m_assessment = std::move(assessment);
        m_rows = std::move(rows);
        m_money = std::move(money);
        endResetModel();
        return;
    }
    std::vector<QVariant> before;
    for (int role : {int(Qt::DisplayRole), int(views::ValueRole)})
        for (int r = 0; r < rowCount(); ++r)
            for (int c = 0; c < ColumnCount; ++c) before.push_back(data(index(r, c), role));
    m_assessment = std::move(assessment);
    m_rows = std::move(rows);
    m_money = std::move(money);
    const std::size_t cells = m_rows.size() * std::size_t(ColumnCount);
    for (int r = 0; r < rowCount(); ++r)
        for (int c = 0; c < ColumnCount; ++c) {
            const QModelIndex cell = index(r, c);
            const std::size_t at = std::size_t(r) * ColumnCount + std::size_t(c);
            // One cell at a time: a view repaints exactly the cells named.
            if (data(cell) != before[at] || !sameValue(data(cell, views::ValueRole), before[cells + at]))
                emit dataChanged(cell, cell);
        }
}

int KeyFiguresModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int KeyFiguresModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const ad::OptionAssessment *KeyFiguresModel::optionAt(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? m_rows[row].option : nullptr;
}

namespace {

QString breakEvenText(const ad::OptionAssessment &o)
{
    if (!o.needsPort) return KeyFiguresModel::tr("no port");
    if (!o.breakEven.applicable) return KeyFiguresModel::tr("n/a");  // e.g. porting cost unknown
    if (o.breakEven.never || !o.breakEven.days.known()) return KeyFiguresModel::tr("never");
    return views::duration(o.breakEven.days.value);
}

} // namespace

QVariant KeyFiguresModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size())) return {};
    const Row &row = m_rows[index.row()];
    const ad::OptionAssessment &o = *row.option;
    const char *field = fieldOf(index.column());
    const views::QuantityField *qf = field ? views::quantityField(QLatin1String(field)) : nullptr;
    const ad::Quantity *q = qf ? qf->get(o) : nullptr;

    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Rank: return row.rank > 0 ? QVariant(row.rank) : QVariant(QStringLiteral("–"));
        case Option: return QString::fromStdString(o.label);
        case PortingWeeks:
            if (!o.needsPort) return tr("none");
            return q->known() ? tr("%1 weeks").arg(views::number(q->value, 1)) : tr("n/a");
        case BreakEven: return breakEvenText(o);
        case WallClockDays: return q->known() ? views::duration(q->value) : tr("n/a");
        default: // the header names the unit
            return q ? QVariant(m_money[std::size_t(index.column())].value(index.row())) : QVariant();
        }
    case views::ValueRole:
        if (index.column() == Rank) return row.rank;
        return q ? QVariant(q->value) : QVariant();
    case views::ExplainKeyRole:
        return field ? QVariant(views::explainKey(o.id, field)) : QVariant();
    case Qt::ToolTipRole:
        // The whole text first: a narrow column shortens the name, and any cell may be cut.
        if (index.column() == Option) return QString::fromStdString(o.label);
        if (index.column() == BreakEven && !o.breakEven.summary.empty())
            return views::text(o.breakEven.summary);
        if (q && q->known())
            return tr("%1: %2 (%3). Select to see how it was computed.")
                .arg(views::fieldLabel(*qf), data(index, Qt::DisplayRole).toString(),
                     views::methodName(q->how.method));
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == Option) return int(Qt::AlignLeft | Qt::AlignVCenter);
        return int(Qt::AlignRight | Qt::AlignVCenter);
    default: return {};
    }
}

QVariant KeyFiguresModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole) {
        switch (section) {
        case PricePerChipHour: return tr("Price per chip-hour at the scenario's pricing model");
        case CostPerMTok: return tr("Cost per million generated tokens");
        case TrainingCostPerRun: return tr("Cost of one training run");
        case WallClockDays: return tr("Wall-clock time of one run at the scenario's chip count");
        case Tco:
            return tr("Total cost of ownership over the horizon, porting and credits included");
        case PortingWeeks: return tr("Engineering time to move the stack to this option");
        case BreakEven: return tr("When the port has paid for itself");
        default: return {};
        }
    }
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Rank: return tr("Rank");
    case Option: return tr("Option");
    case PricePerChipHour: return tr("USD/chip-h");
    case CostPerMTok: return tr("USD/Mtok");
    case TrainingCostPerRun: return tr("Training run");
    case WallClockDays: return tr("Run time");
    case Tco: return tr("Total, horizon");
    case PortingWeeks: return tr("Porting");
    case BreakEven: return tr("Break-even");
    default: return {};
    }
}
