#include "matrixmodel.h"

#include "viewformat.h"

#include <QFont>
#include <QGuiApplication>
#include <QPalette>

#include <cmath>

MatrixModel::MatrixModel(QObject *parent) : QAbstractTableModel(parent) {}

void MatrixModel::setAssessment(const ad::Assessment &assessment)
{
    setAssessment(std::make_shared<const ad::Assessment>(assessment));
}

void MatrixModel::setAssessment(std::shared_ptr<const ad::Assessment> assessment)
{
    beginResetModel();
    m_assessment = std::move(assessment);
    endResetModel();
}

int MatrixModel::criterionCount() const
{
    return m_assessment ? int(m_assessment->decision.criteria.size()) : 0;
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
    return &m_assessment->decision.criteria[row];
}

const ad::CriterionScore *MatrixModel::score(const QModelIndex &index) const
{
    const auto *row = optionRow(index.column());
    if (!row || !criterion(index.row()) || index.row() >= int(row->scores.size())) return nullptr;
    return &row->scores[index.row()];
}

bool MatrixModel::isOverride(const QModelIndex &index) const
{
    const auto *s = score(index);
    return s && s->overridden;
}

QString MatrixModel::offerIdOf(const ad::MatrixRow &row) const
{
    if (const auto *o = views::findOption(*m_assessment, row.optionId))
        return QString::fromStdString(o->offerId);
    return QString::fromStdString(row.optionId);
}

namespace {

QString explanationText(const ad::Explanation &how)
{
    QStringList parts;
    if (!how.formula.empty()) parts << QString::fromStdString(how.formula);
    for (const auto &t : how.terms)
        parts << QStringLiteral("%1 = %2").arg(QString::fromStdString(t.name), views::termValue(t));
    if (!how.note.empty()) parts << QString::fromStdString(how.note);
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

QVariant MatrixModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_assessment) return {};
    const int r = index.row();
    const auto *c = criterion(r);
    const auto *option = optionRow(index.column());
    const ad::DecisionResult &d = m_assessment->decision;

    if (index.column() == Criterion) {
        if (role == Qt::DisplayRole) {
            if (c) return QString::fromStdString(c->name);
            return r == totalRow() ? tr("Weighted total (of 100)") : tr("Rank");
        }
        if (role == Qt::ToolTipRole && c) {
            const QString kind = c->derived
                ? tr("Scored from the cost model.")
                : tr("Scored from expert profiles; you can edit the scores.");
            return QString::fromStdString(c->description) + QStringLiteral("\n\n") + kind;
        }
        if (role == Qt::FontRole && (!c || c->id == d.mostFragile)) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    }
    if (index.column() == Weight) {
        if (!c) return {};
        if (role == Qt::DisplayRole || role == Qt::EditRole || role == views::ValueRole)
            return c->weight;
        if (role == Qt::ToolTipRole) {
            QString tip = tr("Importance from %1 (least) to %2 (decisive). Edit to re-rank.")
                              .arg(int(MinWeight)).arg(int(MaxWeight));
            if (c->weight != c->defaultWeight || !c->weightNote.empty())
                tip += QStringLiteral("\n") + tr("Catalog default: %1.").arg(c->defaultWeight);
            if (!c->weightNote.empty())
                tip += QLatin1Char(' ') + QString::fromStdString(c->weightNote);
            return tip;
        }
        if (role == Qt::TextAlignmentRole) return int(Qt::AlignCenter);
        return {};
    }
    if (!option) return {};

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
    case Qt::DisplayRole: return views::number(100.0 * s->score, 0);
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
        return option->excluded ? QVariant(dimmed()) : QVariant();
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
                   ? tr("Weights run from 1 to 5") : QVariant();
    const auto *option = optionRow(section);
    if (!option) return {};
    const QString label = QString::fromStdString(option->label);
    switch (role) {
    case Qt::DisplayRole:
        return option->excluded ? tr("%1\n(excluded)").arg(label) : label;
    case Qt::ToolTipRole: {
        if (!option->excluded) return label;
        QStringList reasons;
        for (const auto &k : option->knockouts) reasons << QString::fromStdString(k);
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
    if (!c) return f;
    if (index.column() == Weight) return f | Qt::ItemIsEditable;
    if (optionRow(index.column()) && !c->derived) return f | Qt::ItemIsEditable;
    return f;
}

bool MatrixModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable)) return false;
    const auto *c = criterion(index.row());
    bool ok = false;
    const double number = value.toDouble(&ok);
    if (!ok || !std::isfinite(number)) return false;
    const QString id = QString::fromStdString(c->id);
    if (index.column() == Weight) {
        const int weight = int(std::lround(number));
        if (weight < MinWeight || weight > MaxWeight) return false;
        if (weight != c->weight) emit weightEdited(id, weight);
        return true;
    }
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
