#include "importresultsdialog.h"
#include "views/windowfit.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QTextDocument>
#include <QVBoxLayout>

namespace {

// A tooltip is read as markup when it looks like markup, and there is no plain-text format for
// tooltips: text that names participants and files is escaped into rich text that shows it as
// typed.
QString plainToolTip(const QString &text)
{
    if (!Qt::mightBeRichText(text)) return text;
    return QStringLiteral("<p style=\"white-space:pre-wrap\">%1</p>").arg(text.toHtmlEscaped());
}

} // namespace

ImportResultsDialog::ImportResultsDialog(const std::vector<workshopui::FileImport> &files,
                                         QWidget *parent)
    : QDialog(parent), m_files(files)
{
    setObjectName(QStringLiteral("importResults"));
    setWindowTitle(tr("Imported Ballots"));
    m_summary = new QLabel;
    m_summary->setTextFormat(Qt::PlainText); // names who sent what: text, never markup
    m_summary->setWordWrap(true);
    m_table = new QTableWidget(0, ColumnCount);
    m_table->setHorizontalHeaderLabels({tr("File"), tr("Outcome"), tr("Participant"),
                                        tr("Reason")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(ReasonColumn, QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    m_addUnknown = buttons->addButton(tr("Add Them as New Participants"),
                                      QDialogButtonBox::ActionRole);
    m_addUnknown->setObjectName(QStringLiteral("addUnknownParticipants"));
    m_addUnknown->setToolTip(tr("Take the ballots from people who are not on the participant "
                                "list, and add them to it."));
    connect(m_addUnknown, &QPushButton::clicked, this, [this] {
        QStringList paths;
        for (const auto &f : m_files)
            if (f.outcome == ad::ImportOutcome::UnknownParticipant) paths << f.path;
        emit addUnknownRequested(paths);
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    windowfit::resizeToFit(this, QSize(980, 420));
    refresh();
}

void ImportResultsDialog::update(const std::vector<workshopui::FileImport> &files)
{
    for (const auto &f : files)
        for (auto &held : m_files)
            if (held.path == f.path) held = f;
    refresh();
}

std::optional<ad::ImportOutcome> ImportResultsDialog::outcomeOf(const QString &path) const
{
    for (const auto &f : m_files)
        if (f.path == path) return f.outcome;
    return std::nullopt;
}

QString ImportResultsDialog::reasonOf(const QString &path) const
{
    for (const auto &f : m_files)
        if (f.path == path) return f.reason;
    return {};
}

void ImportResultsDialog::refresh()
{
    m_table->setRowCount(int(m_files.size()));
    int taken = 0, unknown = 0;
    for (std::size_t i = 0; i < m_files.size(); ++i) {
        const auto &f = m_files[i];
        const int row = int(i);
        auto *file = new QTableWidgetItem(QFileInfo(f.path).fileName());
        file->setToolTip(plainToolTip(QDir::toNativeSeparators(f.path)));
        m_table->setItem(row, FileColumn, file);
        m_table->setItem(row, OutcomeColumn,
                         new QTableWidgetItem(workshopui::outcomeName(f.outcome)));
        m_table->setItem(row, ParticipantColumn, new QTableWidgetItem(f.participant));
        QString reason = f.reason;
        if (!reason.isEmpty()) reason[0] = reason[0].toUpper();
        auto *why = new QTableWidgetItem(reason);
        why->setToolTip(plainToolTip(reason));
        m_table->setItem(row, ReasonColumn, why);
        if (f.outcome == ad::ImportOutcome::Added || f.outcome == ad::ImportOutcome::Replaced)
            ++taken;
        if (f.outcome == ad::ImportOutcome::UnknownParticipant) ++unknown;
    }
    m_table->resizeColumnToContents(FileColumn);
    m_table->resizeColumnToContents(OutcomeColumn);
    m_table->resizeColumnToContents(ParticipantColumn);
    const int total = int(m_files.size());
    // No translator is loaded, so plural forms are spelled out rather than left to %n.
    QString text = total == 1 ? tr("%1 of 1 file changed the workshop.").arg(taken)
                              : tr("%1 of %2 files changed the workshop.").arg(taken).arg(total);
    if (taken < total)
        text += QLatin1Char(' ')
              + tr("The others left it as it was; each line says why.");
    m_summary->setText(text);
    m_addUnknown->setVisible(unknown > 0);
}
