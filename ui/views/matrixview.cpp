#include "matrixview.h"

#include "fittedtext.h"
#include "matrixmodel.h"
#include "messagetext.h"
#include "namebreaks.h"
#include "tableexport.h"
#include "textshaping.h"
#include "viewformat.h"

#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace {

// Weights edit in a 0–5 spin box, scores in a 0–100 one.
class MatrixDelegate : public UnshapedTextDelegate
{
public:
    using UnshapedTextDelegate::UnshapedTextDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &,
                          const QModelIndex &index) const override
    {
        auto *spin = new QSpinBox(parent);
        spin->setFrame(false);
        spin->setAlignment(Qt::AlignRight);
        if (index.column() == MatrixModel::Weight)
            spin->setRange(MatrixModel::MinWeight, MatrixModel::MaxWeight);
        else
            spin->setRange(0, 100);
        return spin;
    }
    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        static_cast<QSpinBox *>(editor)->setValue(index.data(Qt::EditRole).toInt());
    }
    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override
    {
        auto *spin = static_cast<QSpinBox *>(editor);
        spin->interpretText();
        model->setData(index, spin->value(), Qt::EditRole);
    }
};

QListWidget *makeList(const QString &name, QWidget *parent)
{
    auto *list = new QListWidget(parent);
    list->setWordWrap(true);
    list->setAccessibleName(name);
    list->setSelectionMode(QAbstractItemView::NoSelection);
    list->setFocusPolicy(Qt::TabFocus);
    list->setMinimumHeight(60);
    textshaping::install(list);
    return list;
}

QWidget *titled(const QString &title, QWidget *content, QWidget *parent)
{
    auto *box = new QWidget(parent);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *label = new QLabel(title, box);
    QFont f = label->font();
    f.setBold(true);
    label->setFont(f);
    label->setBuddy(content);
    layout->addWidget(label);
    layout->addWidget(content, 1);
    return box;
}

} // namespace

MatrixView::MatrixView(QWidget *parent)
    : QWidget(parent)
    , m_model(new MatrixModel(this))
    , m_table(new QTableView(this))
    , m_header(new NameWrappingHeader(m_table))
    , m_margin(new FittedText(this))
    , m_knockouts(makeList(tr("Knocked-out options"), this))
    , m_sensitivity(makeList(tr("What would change the winner"), this))
{
    // Option titles wrap at the separators of their ids ("gpu_8x_b200_sxm6"), not out of the
    // column on both sides (issue 32).
    m_table->setHorizontalHeader(m_header);
    m_table->setModel(m_model);
    m_table->setItemDelegate(new MatrixDelegate(m_table));
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                             | QAbstractItemView::AnyKeyPressed);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setDefaultAlignment(
        Qt::Alignment(Qt::AlignCenter | Qt::TextWordWrap));
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->setWordWrap(false);
    tableexport::install(m_table);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu); // its own entries, then Copy and CSV
    m_table->setAccessibleName(tr("Decision matrix"));
    connect(m_table, &QWidget::customContextMenuRequested, this, &MatrixView::showContextMenu);
    connect(m_model, &MatrixModel::weightEdited, this, &MatrixView::weightEdited);
    connect(m_model, &MatrixModel::scoreEdited, this, &MatrixView::scoreEdited);
    connect(m_model, &MatrixModel::scoreOverrideCleared, this, &MatrixView::scoreOverrideCleared);

    m_margin->setAccessibleName(tr("Margin of the leader"));

    // Sensitivity above knock-outs, in a column right of the companion (the score chart) below
    // the table: the matrix is the widest part, the notes are short.
    auto *lists = new QSplitter(Qt::Vertical, this);
    lists->addWidget(titled(tr("What would change the winner"), m_sensitivity, lists));
    lists->addWidget(titled(tr("Knocked out"), m_knockouts, lists));
    lists->setChildrenCollapsible(false);
    m_bottom = new QSplitter(Qt::Horizontal, this);
    m_bottom->addWidget(lists);
    m_bottom->setChildrenCollapsible(false);

    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    split->addWidget(m_bottom);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setSizes({400, 600});
    split->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 0);
    layout->addWidget(m_margin);
    layout->addWidget(split, 1);
}

void MatrixView::setCompanion(QWidget *widget)
{
    m_bottom->insertWidget(0, widget);
    m_bottom->setStretchFactor(0, 2);
    m_bottom->setStretchFactor(1, 1);
    m_bottom->setSizes({720, 280});
}

void MatrixView::sizeColumns()
{
    m_columnsSized = true;
    for (int c = 0; c < MatrixModel::FirstOption; ++c) m_table->resizeColumnToContents(c);
    m_optionWidths.clear();
    sizeOptionColumns();
}

void MatrixView::sizeOptionColumns()
{
    // Option columns are narrow, their titles wrapping, but never narrower than a title's
    // longest piece that cannot wrap; a long title ("AWS u-p6e-gb200x72 UltraServer (GB200
    // (Blackwell GPU, NVL72))", "(excluded)" below it) widens its column rather than making
    // the header taller than four lines.
    const int optionWidth = fontMetrics().averageCharWidth() * 18;
    const int step = fontMetrics().averageCharWidth() * 2;
    const int tallest = m_header->linesHeight(4);
    // A new ranking puts known titles over other columns: each title's width is worked out
    // once (measuring its scores too) and remembered until the criteria or options change.
    for (int c = MatrixModel::FirstOption; c < m_model->columnCount(); ++c) {
        const QString key = m_titles.value(c - MatrixModel::FirstOption);
        int width = m_optionWidths.value(key, -1);
        if (width < 0) {
            m_table->resizeColumnToContents(c); // the scores, and the title on one line
            const int contents = m_table->columnWidth(c);
            width = std::min(contents, std::max(optionWidth, m_header->widestPieceWidth(c)));
            while (width < contents && m_header->titleHeight(c, width) > tallest)
                width = std::min(contents, width + step);
            m_optionWidths.insert(key, width);
        }
        if (m_table->columnWidth(c) != width) m_table->setColumnWidth(c, width);
    }
    m_header->fitHeight(3);
}

void MatrixView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_columnsSized) sizeColumns();  // skipped while hidden: it measures every cell
}

QString MatrixView::marginText() const { return m_margin->shownText(); }

void MatrixView::setAssessment(std::shared_ptr<const ad::Assessment> assessment)
{
    m_assessment = std::move(assessment);
    m_model->setAssessment(m_assessment);
    const ad::DecisionResult &d = m_assessment->decision;

    // Measuring every cell is the slow part of an update: done again only when the criteria or
    // the set of options change (the header keeps its widths through a reset with the same
    // columns; a new ranking only reorders the options, which leaves each column as wide as it
    // was). Most edits change only where the options lie on each criterion: the swing column
    // alone is measured again then.
    QStringList layout, options, ranges, titles;
    for (const auto &c : d.criteria) {
        layout << QString::fromStdString(c.id);
        ranges << views::text(c.range);
    }
    for (const auto &row : d.rows) options << QString::fromStdString(row.optionId);
    // The option columns' titles in rank order, the winner's (bold) marked: a new ranking or an
    // option knocked out puts another title over a column, which may need another width.
    for (std::size_t i = 0; i < d.rows.size(); ++i)
        titles << m_model->headerData(MatrixModel::FirstOption + int(i), Qt::Horizontal,
                                      Qt::DisplayRole).toString()
                      + (d.rows[i].optionId == d.winner ? QStringLiteral("*") : QString());
    options.sort();
    layout << options;
    const bool retitled = titles != m_titles;
    m_titles = titles;
    if (layout != m_layout) {
        m_layout = layout;
        m_ranges = ranges;
        m_columnsSized = false;
        if (isVisible()) sizeColumns();
    } else {
        const bool sized = isVisible() && m_columnsSized;
        const bool moved = ranges != m_ranges;
        m_ranges = ranges;
        if (sized && moved) m_table->resizeColumnToContents(MatrixModel::Swing);
        if (sized && retitled) sizeOptionColumns();
        if (!sized && (moved || retitled)) m_columnsSized = false;
    }

    auto label = [&](const std::string &id) {
        for (const auto &row : d.rows)
            if (row.optionId == id) return QString::fromStdString(row.label);
        return QString::fromStdString(id);
    };
    if (d.winner.empty()) {
        m_margin->setPlainTextIfChanged(tr("No option is left after the knock-outs."));
    } else if (d.runnerUp.empty()) {
        m_margin->setPlainTextIfChanged(tr("%1 is the only option left.").arg(label(d.winner)));
    } else {
        const QString margin = views::number(100.0 * d.margin, 1);
        m_margin->setPlainTextIfChanged(d.clearWinner
            ? tr("%1 leads %2 by %3 points of 100.").arg(label(d.winner), label(d.runnerUp), margin)
            : tr("Too close to call: %1 leads %2 by only %3 points of 100.")
                  .arg(label(d.winner), label(d.runnerUp), margin));
    }

    // The two lists wrap long lines, so filling them is a text layout per item: they are filled
    // again only when what they say changes, which most edits do not do.
    QStringList knockouts;
    for (const auto &row : d.rows) {
        if (!row.excluded) continue;
        QStringList reasons;
        for (const auto &k : row.knockouts) reasons << views::text(k);
        knockouts << tr("%1: %2").arg(QString::fromStdString(row.label),
                                      reasons.join(QStringLiteral("; ")));
    }
    if (knockouts != m_knockoutTexts) {
        m_knockoutTexts = knockouts;
        m_knockouts->clear();
        const QIcon cancel = style()->standardIcon(QStyle::SP_DialogCancelButton);
        for (const QString &text : knockouts) m_knockouts->addItem(new QListWidgetItem(cancel, text));
        if (m_knockouts->count() == 0) m_knockouts->addItem(tr("No option is knocked out."));
    }

    std::vector<const ad::WeightSensitivity *> weights;
    for (const auto &s : d.sensitivity)
        if (s.reachable) weights.push_back(&s);
    QStringList sensitivity; // the most fragile first
    for (const auto *s : weights) {
        const QString text = views::text(s->text);
        if (s->criterionId == d.mostFragile) sensitivity.prepend(tr("Most fragile: %1").arg(text));
        else sensitivity << text;
    }
    for (const auto &flip : d.scoreFlips) sensitivity << views::text(flip.text);
    const bool fragileFirst = std::any_of(weights.begin(), weights.end(), [&](const auto *s) {
        return s->criterionId == d.mostFragile;
    });
    if (sensitivity.isEmpty())
        sensitivity << (d.winner.empty() ? tr("Nothing to compare.")
                                         : tr("No single weight change within 0–5 changes the "
                                              "winner."));
    if (sensitivity == m_sensitivityTexts) return;
    m_sensitivityTexts = sensitivity;
    m_sensitivity->clear();
    for (const QString &text : sensitivity) m_sensitivity->addItem(text);
    if (fragileFirst) {
        QListWidgetItem *item = m_sensitivity->item(0);
        QFont f = item->font();
        f.setBold(true);
        item->setFont(f);
        item->setIcon(style()->standardIcon(QStyle::SP_MessageBoxWarning));
    }
}

void MatrixView::showContextMenu(const QPoint &pos)
{
    const QModelIndex index = m_table->indexAt(pos);
    QMenu menu(this);
    QAction *reset = menu.addAction(tr("Reset to profile"));
    reset->setEnabled(index.isValid() && m_model->isOverride(index));
    QAction *edit = menu.addAction(tr("Edit"));
    edit->setEnabled(index.isValid() && (m_model->flags(index) & Qt::ItemIsEditable));
    menu.addSeparator();
    menu.addActions(m_table->actions());
    QAction *chosen = menu.exec(m_table->viewport()->mapToGlobal(pos));
    if (chosen == reset) m_model->clearOverride(index);
    else if (chosen == edit) m_table->edit(index);
}
