#include "matrixmodel.h"

#include "messagetext.h"
#include "typednumber.h"
#include "messagetext.h"
#include "viewformat.h"

#include <QFont>
#include <QGuiApplication>
#include <QPalette>

#include <cmath>
#include <optional>

MatrixModel::MatrixModel(QObject *parent) : QAbstractTableModel(parent) {}

void MatrixModel::setAssessment(const ad::Assessment &assessment)
{
    setAssessment(std::make_shared<const ad::Assessment>(assessment));
}

void MatrixModel::setAssessment(std::shared_ptr<const ad::Assessment> assessment)
{
    beginResetModel();
    m_assessment = std::move(assessment);
    // Criteria in catalog order; a group appears where its first member would, with its members
    // right below it.
    m_rows.clear();
    if (m_assessment) {
        const ad::DecisionResult &d = m_assessment->decision;
        std::vector<bool> placed(d.groups.size(), false);
        for (std::size_t c = 0; c < d.criteria.size(); ++c) {
            const std::string &g = d.criteria[c].group;
            if (g.empty()) {
                m_rows.push_back({RowKind::Criterion, c});
                continue;
            }
            for (std::size_t k = 0; k < d.groups.size(); ++k) {
                if (d.groups[k].id != g || placed[k]) continue;
                placed[k] = true;
                m_rows.push_back({RowKind::Group, k});
                for (std::size_t m : d.groups[k].members) m_rows.push_back({RowKind::Member, m});
            }
        }
    }
    endResetModel();
}

int MatrixModel::criterionCount() const
{
    return int(m_rows.size());
}

MatrixModel::RowKind MatrixModel::rowKind(int row) const
{
    if (row >= 0 && row < int(m_rows.size())) return m_rows[std::size_t(row)].kind;
    return row == totalRow() ? RowKind::Total : RowKind::Rank;
}

const ad::MatrixGroup *MatrixModel::group(int row) const
{
    if (rowKind(row) != RowKind::Group || row >= int(m_rows.size())) return nullptr;
    return &m_assessment->decision.groups[m_rows[std::size_t(row)].index];
}

int MatrixModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || criterionCount() == 0) return 0;
    return criterionCount() + 2;  // totals and ranks
}

int MatrixModel::columnCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !m_assessment) return 0;
    return FirstOption + int(m_assessment->decision.rows.size());
}

const ad::MatrixRow *MatrixModel::optionRow(int column) const
{
    const int i = column - FirstOption;
    if (!m_assessment || i < 0 || i >= int(m_assessment->decision.rows.size())) return nullptr;
    return &m_assessment->decision.rows[i];
}

const ad::MatrixCriterion *MatrixModel::criterion(int row) const
{
    if (row < 0 || row >= criterionCount()) return nullptr;
    const RowRef &ref = m_rows[std::size_t(row)];
    if (ref.kind == RowKind::Group) return nullptr;
    return &m_assessment->decision.criteria[ref.index];
}

const ad::CriterionScore *MatrixModel::score(const QModelIndex &index) const
{
    const auto *row = optionRow(index.column());
    if (!row || !criterion(index.row())) return nullptr;
    const std::size_t c = m_rows[std::size_t(index.row())].index;
    if (c >= row->scores.size()) return nullptr;
    return &row->scores[c];
}

bool MatrixModel::isOverride(const QModelIndex &index) const
{
    const auto *s = score(index);
    return s && s->overridden;
}

QString MatrixModel::offerIdOf(const ad::MatrixRow &row) const
{
    if (const auto *o = m_assessment->option(row.optionId))
        return QString::fromStdString(o->offerId);
    return QString::fromStdString(row.optionId);
}

namespace {

QString explanationText(const ad::Explanation &how)
{
    QStringList parts;
    if (*how.formula.text()) parts << views::text(how.formula);
    for (const auto &t : how.terms)
        parts << QStringLiteral("%1 = %2").arg(views::text(t.name), views::termValue(t));
    if (!how.note.empty()) parts << views::clauses(how.note);
    return parts.join(QLatin1Char('\n'));
}

// Between text and background: visibly muted, yet still readable (the disabled colour of many
// styles is too faint to read).
QColor dimmed()
{
    const QPalette p = QGuiApplication::palette();
    const QColor a = p.color(QPalette::Text), b = p.color(QPalette::Base);
    auto mix = [](float text, float base) { return 0.55f * text + 0.45f * base; };
    return QColor::fromRgbF(mix(a.redF(), b.redF()), mix(a.greenF(), b.greenF()),
                            mix(a.blueF(), b.blueF()));
}

} // namespace

QVariant MatrixModel::weightData(int row, int role) const
{
    const auto *c = criterion(row);
    const auto *g = group(row);
    if (!c && !g) return {};
    const int weight = c ? c->weight : g->weight;
    const int defaultWeight = c ? c->defaultWeight : g->defaultWeight;
    const ad::Message &note = c ? c->weightNote : g->weightNote;
    const bool member = rowKind(row) == RowKind::Member;
    if (role == Qt::DisplayRole || role == Qt::EditRole || role == views::ValueRole) return weight;
    if (role == Qt::ToolTipRole) {
        QString tip = member
            ? tr("Its share of the group's weight, from %1 to %2: the members split the group's "
                 "weight in these proportions.").arg(int(MinWeight)).arg(int(MaxWeight))
            : tr("How much the swing from the worst to the best end of this criterion matters, "
                 "from %1 (not at all) to %2 (decisive). Edit to re-rank.")
                  .arg(int(MinWeight)).arg(int(MaxWeight));
        if (weight != defaultWeight || !note.empty())
            tip += QStringLiteral("\n") + tr("Catalog default: %1.").arg(defaultWeight);
        if (!note.empty()) tip += QLatin1Char(' ') + views::text(note);
        if (c && c->hasData)
            tip += QStringLiteral("\n") + tr("Weighs %1 in the total.").arg(views::number(c->effectiveWeight, 2));
        return tip;
    }
    if (role == Qt::TextAlignmentRole) return int(Qt::AlignCenter);
    if (role == Qt::ForegroundRole && c && !c->hasData) return dimmed();
    return {};
}

QVariant MatrixModel::swingData(int row, int role) const
{
    const auto *c = criterion(row);
    const auto *g = group(row);
    if (!c && !g) return {};
    if (g) {
        if (role == Qt::DisplayRole) return tr("the members below");
        if (role == Qt::ToolTipRole) return views::catalogText(g->description);
        if (role == Qt::ForegroundRole) return dimmed();
        return {};
    }
    if (role == Qt::DisplayRole) {
        if (!c->hasData) return tr("no data: enter scores");
        if (!c->range.empty()) return views::text(c->range);
        return c->derived ? QString() : tr("profile scores");
    }
    if (role == Qt::ToolTipRole) {
        QString tip = c->hasData ? QString()
                                 : tr("No option has a figure for this criterion, so it weighs "
                                      "nothing until you enter scores in its row.\n");
        if (!c->scale.empty()) tip += tr("Scale: %1.").arg(views::text(c->scale));
        if (!c->range.empty()) tip += QStringLiteral("\n") + tr("The options in view: %1.").arg(views::text(c->range));
        return tip;
    }
    if (role == Qt::ForegroundRole && !c->hasData) return dimmed();
    return {};
}

QVariant MatrixModel::groupScoreData(std::size_t g, const ad::MatrixRow &option, int role) const
{
    if (g >= option.groupScores.size()) return {};
    const double s = option.groupScores[g];
    switch (role) {
    case Qt::DisplayRole: return views::number(100.0 * s, 0);
    case views::ValueRole: return s;
    case Qt::FontRole: {
        QFont f;
        f.setBold(true);
        return f;
    }
    case Qt::ForegroundRole: return option.excluded ? QVariant(dimmed()) : QVariant();
    case Qt::TextAlignmentRole: return int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole: return tr("The members' scores, weighted by their shares of the group.");
    default: return {};
    }
}

QVariant MatrixModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_assessment) return {};
    const int r = index.row();
    const auto *c = criterion(r);
    const auto *g = group(r);
    const auto kind = rowKind(r);
    const auto *option = optionRow(index.column());
    const ad::DecisionResult &d = m_assessment->decision;

    if (index.column() == Criterion) {
        if (role == Qt::DisplayRole) {
            if (g) return views::catalogText(g->name);
            if (c) return kind == RowKind::Member ? QStringLiteral("    ") + views::catalogText(c->name)
                                                  : views::catalogText(c->name);
            return r == totalRow() ? tr("Weighted total (of 100)") : tr("Rank");
        }
        if (role == Qt::ToolTipRole && g) return views::catalogText(g->description);
        if (role == Qt::ToolTipRole && c) {
            const QString how = c->derived
                ? tr("Scored from the cost model.")
                : tr("Scored from expert profiles; you can edit the scores.");
            return views::catalogText(c->description) + QStringLiteral("\n\n") + how;
        }
        if (role == Qt::FontRole
            && (kind == RowKind::Total || kind == RowKind::Rank || kind == RowKind::Group
                || (c && c->id == d.mostFragile) || (g && g->id == d.mostFragile))) {
            QFont f;
            f.setBold(true);
            return f;
        }
        if (role == Qt::ForegroundRole && c && !c->hasData) return dimmed();
        return {};
    }
    if (index.column() == Weight) return weightData(r, role);
    if (index.column() == Swing) return swingData(r, role);
    if (!option) return {};
    if (g) return groupScoreData(m_rows[std::size_t(r)].index, *option, role);

    if (!c) {  // totals and ranks
        if (role == Qt::DisplayRole) {
            if (option->excluded) return tr("excluded");
            return r == totalRow() ? views::number(100.0 * option->total, 1)
                                   : QString::number(option->rank);
        }
        if (role == views::ValueRole)
            return r == totalRow() ? QVariant(option->total) : QVariant(option->rank);
        if (role == Qt::FontRole) {
            QFont f;
            f.setBold(true);
            return f;
        }
        if (role == Qt::ForegroundRole && option->excluded) return dimmed();
        if (role == Qt::TextAlignmentRole) return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }

    const auto *s = score(index);
    if (!s) return {};
    switch (role) {
    case Qt::DisplayRole:
        return s->known ? views::number(100.0 * s->score, 0) : tr("?");
    case Qt::EditRole: return int(std::lround(100.0 * s->score));
    case views::ValueRole: return s->score;
    case Qt::FontRole:
        if (s->derived || s->overridden) {
            QFont f;
            f.setItalic(s->derived);
            f.setUnderline(s->overridden);
            return f;
        }
        return {};
    case Qt::ForegroundRole:
        return option->excluded || !c->hasData ? QVariant(dimmed()) : QVariant();
    case Qt::TextAlignmentRole: return int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole: {
        QString head = s->overridden ? tr("Your score (right-click to reset to the profile).")
                     : s->derived    ? tr("Derived from the model; not editable.")
                                     : tr("Expert profile score; double-click to change it.");
        const QString how = explanationText(s->how);
        return how.isEmpty() ? head : head + QStringLiteral("\n") + how;
    }
    default: return {};
    }
}

QVariant MatrixModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == Criterion) return role == Qt::DisplayRole ? tr("Criterion") : QVariant();
    if (section == Weight)
        return role == Qt::DisplayRole ? tr("Weight") : role == Qt::ToolTipRole
                   ? tr("Swing weights from 0 (not at all) to 5 (decisive)") : QVariant();
    if (section == Swing)
        return role == Qt::DisplayRole ? tr("Swing weighed") : role == Qt::ToolTipRole
                   ? tr("Where the options lie on the criterion, in its units: the swing the "
                        "weight weighs. The tooltip gives the scale.")
                   : QVariant();
    const auto *option = optionRow(section);
    if (!option) return {};
    const QString label = QString::fromStdString(option->label);
    switch (role) {
    case Qt::DisplayRole:
        return option->excluded ? tr("%1\n(excluded)").arg(label) : label;
    case Qt::ToolTipRole: {
        if (!option->excluded) return label;
        QStringList reasons;
        for (const auto &k : option->knockouts) reasons << views::text(k);
        return tr("%1 is excluded: %2").arg(label, reasons.join(QStringLiteral("; ")));
    }
    case Qt::ForegroundRole:
        return option->excluded ? QVariant(dimmed()) : QVariant();
    case Qt::FontRole:
        if (option->optionId == m_assessment->decision.winner) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    default: return {};
    }
}

Qt::ItemFlags MatrixModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    const auto *c = criterion(index.row());
    const auto *g = group(index.row());
    if (index.column() == Weight && (c || g)) return f | Qt::ItemIsEditable;
    if (c && optionRow(index.column()) && !c->derived) return f | Qt::ItemIsEditable;
    return f;
}

namespace {

// A cell's new value: text typed into it reads in the user's locale, as in every number field.
std::optional<double> numberOf(const QVariant &value)
{
    if (value.typeId() == QMetaType::QString) return views::parseNumber(value.toString());
    bool ok = false;
    const double number = value.toDouble(&ok);
    return ok && std::isfinite(number) ? std::optional(number) : std::nullopt;
}

} // namespace

bool MatrixModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable)) return false;
    const auto *c = criterion(index.row());
    const auto *g = group(index.row());
    const std::optional<double> parsed = numberOf(value);
    if (!parsed) return false;
    const double number = *parsed;
    const QString id = QString::fromStdString(c ? c->id : g->id);
    if (index.column() == Weight) {
        const int weight = int(std::lround(number));
        if (weight < MinWeight || weight > MaxWeight) return false;
        if (weight != (c ? c->weight : g->weight)) emit weightEdited(id, weight);
        return true;
    }
    if (!c) return false;
    if (number < 0 || number > 100) return false;
    const auto *s = score(index);
    if (s && std::abs(100.0 * s->score - number) < 1e-9) return true;
    emit scoreEdited(id, offerIdOf(*optionRow(index.column())), number / 100.0);
    return true;
}

bool MatrixModel::clearOverride(const QModelIndex &index)
{
    if (!isOverride(index)) return false;
    emit scoreOverrideCleared(QString::fromStdString(criterion(index.row())->id),
                              offerIdOf(*optionRow(index.column())));
    return true;
}
