#include "diagnosticsdialog.h"
#include "views/messagetext.h"
#include "views/windowfit.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>

DiagnosticsDialog::DiagnosticsDialog(const QString &title, const QString &summary,
                                     const ad::Diagnostics &diagnostics, QWidget *parent)
    : QDialog(parent), m_table(new QTableWidget(this))
{
    setWindowTitle(title);
    auto *layout = new QVBoxLayout(this);
    auto *text = new QLabel(summary);
    text->setTextFormat(Qt::PlainText); // the summary names files; never read it as markup
    text->setWordWrap(true);
    text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(text);
    fill(m_table, diagnostics);
    layout->addWidget(m_table, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    windowfit::resizeToFit(this, QSize(820, 360));
}

void DiagnosticsDialog::fill(QTableWidget *table, const ad::Diagnostics &diagnostics)
{
    table->clear();
    table->setColumnCount(4);
    table->setHorizontalHeaderLabels({tr("Severity"), tr("File"), tr("Field"), tr("Problem")});
    table->setRowCount(int(diagnostics.size()));
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setWordWrap(true);
    table->verticalHeader()->setVisible(false);
    const QIcon errorIcon = table->style()->standardIcon(QStyle::SP_MessageBoxCritical);
    const QIcon warningIcon = table->style()->standardIcon(QStyle::SP_MessageBoxWarning);
    for (int row = 0; row < int(diagnostics.size()); ++row) {
        const ad::Diagnostic &d = diagnostics[std::size_t(row)];
        const bool error = d.severity == ad::Severity::Error;
        auto *severity = new QTableWidgetItem(error ? errorIcon : warningIcon,
                                              error ? tr("error") : tr("warning"));
        table->setItem(row, 0, severity);
        table->setItem(row, 1, new QTableWidgetItem(QString::fromStdString(d.file)));
        table->setItem(row, 2, new QTableWidgetItem(d.pointer.empty()
                                                        ? tr("(whole file)")
                                                        : QString::fromStdString(d.pointer)));
        table->setItem(row, 3, new QTableWidgetItem(views::text(d.message)));
    }
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    table->resizeRowsToContents();
}
