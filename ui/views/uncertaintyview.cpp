#include "uncertaintyview.h"

#include "messagetext.h"

#include "chartfactory.h"
#include "chartpane.h"
#include "tableexport.h"
#include "textshaping.h"
#include "uncertaintymodels.h"
#include "viewformat.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace {

QTableView *newTable(QAbstractItemModel *model, const QString &name)
{
    auto *table = new QTableView;
    table->setModel(model);
    table->verticalHeader()->hide();
    table->setAlternatingRowColors(true);
    table->setWordWrap(false);
    table->setTextElideMode(Qt::ElideRight);
    table->horizontalHeader()->setStretchLastSection(true);
    table->setAccessibleName(name);
    tableexport::install(table);
    textshaping::install(table);
    return table;
}

QLabel *wrapped(const QString &text = {})
{
    auto *label = new QLabel(text);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    return label;
}

// A tab of the parts: a sentence on what it shows, then its table.
QVBoxLayout *page(QTabWidget *parts, const QString &title, const QString &intro, QTableView *table)
{
    auto *widget = new QWidget;
    auto *layout = new QVBoxLayout(widget);
    layout->setContentsMargins(0, 6, 0, 0);
    layout->addWidget(wrapped(intro));
    layout->addWidget(table, 1);
    parts->addTab(widget, title);
    return layout;
}

} // namespace

UncertaintyView::UncertaintyView(QWidget *parent)
    : QWidget(parent)
    , m_options(new UncertaintyOptionsModel(this))
    , m_tornado(new TornadoModel(this))
    , m_ranges(new RangeModel(this))
    , m_thresholds(new ThresholdModel(this))
    , m_status(new QLabel)
    , m_progress(new QProgressBar)
    , m_cancel(new QPushButton(tr("Cancel")))
    , m_rerun(new QPushButton(tr("Run Again")))
    , m_headline(wrapped())
    , m_parts(new QTabWidget)
    , m_refusal(wrapped())
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);

    auto *statusRow = new QHBoxLayout;
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    statusRow->addWidget(m_status, 1);
    m_progress->setRange(0, 100);
    m_progress->setMaximumWidth(220);
    m_progress->setAccessibleName(tr("Sampling progress"));
    statusRow->addWidget(m_progress);
    m_cancel->setToolTip(tr("Stop sampling; the figures stay as they were"));
    statusRow->addWidget(m_cancel);
    statusRow->addWidget(m_rerun);
    layout->addLayout(statusRow);
    connect(m_cancel, &QPushButton::clicked, this, &UncertaintyView::cancelRequested);
    connect(m_rerun, &QPushButton::clicked, this, &UncertaintyView::rerunRequested);
    m_progress->hide();
    m_cancel->hide();
    m_rerun->hide();

    QFont strong = m_headline->font();
    strong.setPointSizeF(strong.pointSizeF() * 1.05);
    m_headline->setFont(strong);
    m_headline->setTextFormat(Qt::RichText);
    layout->addWidget(m_headline);

    m_optionsTable = newTable(m_options, tr("Cost spread by option"));
    m_tornadoPane = new ChartPane(m_tornado, [this] { return charts::tornadoFigures(*m_tornado); });
    m_tornadoPane->table()->setAccessibleName(tr("What moves the saving most"));

    m_parts->setDocumentMode(true);
    m_parts->addTab(m_optionsTable, tr("Options"));
    m_parts->addTab(m_tornadoPane, tr("What Matters Most"));

    // What must be true: the thresholds in a table, then as the sentences the memo uses.
    m_thresholdTable = newTable(m_thresholds, tr("What must be true"));
    QVBoxLayout *thresholdLayout = page(
        m_parts, tr("What Must Be True"),
        tr("One input at a time, every other as assessed: the value at which the cheaper side, or "
           "the option first in the matrix, passes from Trainium to the GPU or back. Each was found "
           "on the model and checked just either side (acceldecide-cli what-if)."),
        m_thresholdTable);
    m_thresholdSentences = wrapped();
    m_thresholdSentences->setTextFormat(Qt::RichText);
    m_thresholdSentences->setAccessibleName(tr("What must be true, in words"));
    thresholdLayout->addWidget(m_thresholdSentences);

    m_rangeTable = newTable(m_ranges, tr("Ranges of the uncertain inputs"));
    m_rangeTable->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                                  | QAbstractItemView::AnyKeyPressed);
    m_rangeTable->horizontalHeader()->setStretchLastSection(false);
    QVBoxLayout *rangeLayout = page(
        m_parts, tr("Ranges"),
        tr("Each range is a 90 % interval: one case in twenty lies below the low end and one "
           "above the high end. Type a number, or both ends at once as \"0.35 to 0.55\". A "
           "field's likely value is the field itself, set in the forms."),
        m_rangeTable);
    m_refusal->hide();
    rangeLayout->addWidget(m_refusal);
    connect(m_ranges, &RangeModel::rangeEdited, this, [this](const QString &id, const ad::Range &r) {
        m_refusal->hide();
        emit rangeEdited(id, r);
    });
    connect(m_ranges, &RangeModel::rangeRefused, this, [this](const QString &message) {
        m_refusal->setText(QStringLiteral("&#9888; ") + message.toHtmlEscaped());
        m_refusal->show();
    });
    connect(m_ranges, &QAbstractItemModel::modelReset, this, &UncertaintyView::placeResetButtons);
    connect(m_ranges, &QAbstractItemModel::dataChanged, this, &UncertaintyView::placeResetButtons);
    layout->addWidget(m_parts, 1);
    showHeadline();
}

void UncertaintyView::setAssessment(std::shared_ptr<const ad::Assessment> assessment,
                                    std::shared_ptr<const ad::Catalog> catalog)
{
    m_assessment = std::move(assessment);
    if (!m_assessment) return;
    const ad::Catalog empty;
    m_ranges->setInputs(m_assessment, ad::editableInputs(*m_assessment, catalog ? *catalog : empty));
    m_rangeTable->resizeColumnsToContents();
}

void UncertaintyView::showRunning(int percent)
{
    m_progress->setValue(percent);
    m_progress->show();
    m_cancel->show();
    m_rerun->hide();
    m_status->setText(tr("Sampling plausible cases…"));
    if (m_result && m_current) {
        m_current = false;  // the figures on show are now those of the previous inputs
        showHeadline();
    }
}

void UncertaintyView::showCancelled()
{
    m_progress->hide();
    m_cancel->hide();
    m_rerun->show();
    m_status->setText(m_result ? tr("Stopped. The figures below are from before the last edit.")
                               : tr("Stopped before any figures were ready."));
}

void UncertaintyView::setResult(std::shared_ptr<const ad::UncertaintyResult> result, bool current)
{
    m_result = std::move(result);
    m_current = current;
    m_progress->hide();
    m_cancel->hide();
    m_rerun->hide();
    m_status->setText(m_result ? tr("From %1 plausible cases (seed %2).")
                                     .arg(QLocale().toString(qulonglong(m_result->samples)))
                                     .arg(m_result->seed)
                               : QString());
    m_options->setResult(m_result);
    m_tornado->setResult(m_result);
    m_thresholds->setResult(m_result);
    QString sentences;
    if (m_result)
        for (const ad::Crossing &c : m_result->thresholds)
            sentences += QStringLiteral("<li>%1</li>").arg(views::text(c.sentence()).toHtmlEscaped());
    m_thresholdSentences->setText(sentences.isEmpty() ? QString() : QStringLiteral("<ul>") + sentences + QStringLiteral("</ul>"));
    m_thresholdTable->resizeColumnsToContents();
    m_optionsTable->resizeColumnsToContents();
    m_tornadoPane->table()->resizeColumnsToContents();
    showHeadline();
}

void UncertaintyView::showHeadline()
{
    if (!m_result) {
        m_headline->setText(tr("How firm the answer is appears here once the plausible cases "
                               "are sampled."));
        return;
    }
    const ad::UncertaintyResult &r = *m_result;
    QStringList sentences;
    if (r.comparable) {
        // The core writes the trade across the samples once, for this tab and the report alike.
        sentences << views::text(ad::spreadSummary(r)).toHtmlEscaped();
    } else {
        sentences << tr("There is no Trainium and GPU option to compare; the table shows how "
                        "each option's cost spreads.");
    }
    QString html = sentences.join(QLatin1Char(' '));
    if (!m_current) html = tr("<i>(Before the last edit.)</i> ") + html;
    m_headline->setText(html);
}

void UncertaintyView::placeResetButtons()
{
    for (int row = 0; row < m_ranges->rowCount(); ++row) {
        const QModelIndex index = m_ranges->index(row, RangeModel::Reset);
        const bool set = m_ranges->isSetByScenario(row);
        QWidget *present = m_rangeTable->indexWidget(index);
        if (set && !present) {
            auto *button = new QToolButton;
            button->setText(tr("Reset to default"));
            button->setAutoRaise(true);
            const QString id = QString::fromStdString(m_ranges->input(row)->id);
            button->setAccessibleName(tr("Reset %1 to its default range")
                                          .arg(views::coreText(m_ranges->input(row)->label)));
            connect(button, &QToolButton::clicked, this, [this, id] { emit rangeReset(id); });
            m_rangeTable->setIndexWidget(index, button);
        } else if (!set && present) {
            m_rangeTable->setIndexWidget(index, nullptr);
        } else if (set && present) {
            // The row may now hold another input (the list changed length).
            present->disconnect(this);
            const QString id = QString::fromStdString(m_ranges->input(row)->id);
            connect(static_cast<QToolButton *>(present), &QToolButton::clicked, this,
                    [this, id] { emit rangeReset(id); });
        }
    }
}

QString UncertaintyView::headlineText() const { return m_headline->text(); }
QString UncertaintyView::statusText() const { return m_status->text(); }
QString UncertaintyView::refusalText() const { return m_refusal->isHidden() ? QString() : m_refusal->text(); }

QTableView *UncertaintyView::currentTable() const
{
    switch (m_parts->currentIndex()) {
    case 0: return m_optionsTable;
    case 1: return m_tornadoPane->table();
    case 2: return m_thresholdTable;
    default: return m_rangeTable;
    }
}

QString UncertaintyView::thresholdText() const { return m_thresholdSentences->text(); }
