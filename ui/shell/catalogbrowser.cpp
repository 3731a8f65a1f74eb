#include "catalogbrowser.h"

#include "catalogrows.h"
#include "diagnosticsdialog.h"
#include "session/catalogsession.h"
#include "views/messagetext.h"
#include "views/windowfit.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStyle>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace {

// Translucent tints read on light and dark palettes alike; the status text carries the meaning.
const QColor conflictTint(255, 165, 0, 70);
const QColor overlayTint(80, 140, 255, 55);

QTableWidget *newTable()
{
    auto *table = new QTableWidget;
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setAlternatingRowColors(false);
    table->verticalHeader()->setVisible(false);
    table->setWordWrap(false);
    return table;
}

} // namespace

CatalogBrowser::CatalogBrowser(CatalogSession *catalog, QWidget *parent)
    : QDialog(parent), m_catalog(catalog), m_tabs(new QTabWidget), m_state(new QLabel),
      m_filter(new QLineEdit)
{
    setWindowTitle(tr("Catalog Browser"));
    auto *layout = new QVBoxLayout(this);

    auto *top = new QHBoxLayout;
    m_state->setWordWrap(true);
    top->addWidget(m_state, 1);
    auto *load = new QPushButton(tr("Load Overlay &Directory…"));
    load->setToolTip(tr("A folder with your own catalog files (negotiated prices, own "
                        "benchmarks). Its entries replace shipped entries with the same id."));
    connect(load, &QPushButton::clicked, this, &CatalogBrowser::overlayRequested);
    top->addWidget(load);
    layout->addLayout(top);

    m_filter->setPlaceholderText(tr("Filter rows, e.g. trn3 or conflict"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAccessibleName(tr("Filter"));
    connect(m_filter, &QLineEdit::textChanged, this, &CatalogBrowser::applyFilter);
    layout->addWidget(m_filter);

    const QString names[TabCount] = {tr("Accelerators"), tr("Offers"),    tr("Measurements"),
                                     tr("Sources"),      tr("Conflicts"), tr("Problems")};
    for (int tab = 0; tab < TabCount; ++tab) {
        m_tables[tab] = newTable();
        m_tables[tab]->setAccessibleName(names[tab]);
        m_tabs->addTab(m_tables[tab], names[tab]);
    }
    connect(m_tabs, &QTabWidget::currentChanged, this,
            [this] { applyFilter(m_filter->text()); });
    layout->addWidget(m_tabs, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(catalog, &CatalogSession::catalogChanged, this, &CatalogBrowser::rebuild);
    rebuild();
    windowfit::resizeToFit(this, QSize(1100, 640));
}

void CatalogBrowser::rebuild()
{
    const ad::Catalog &catalog = m_catalog->catalog();
    m_state->setText(m_catalog->hasOverlay()
                         ? tr("Shipped catalog with the overlay from %1. Overlay rows are "
                              "marked “overlay”.")
                               .arg(QDir::toNativeSeparators(m_catalog->overlayDirectory()))
                         : tr("Shipped catalog, no overlay."));
    fillFigures(m_tables[Accelerators], catalogrows::acceleratorRows(catalog));
    fillFigures(m_tables[Offers], catalogrows::offerRows(catalog));
    fillFigures(m_tables[Measurements], catalogrows::measurementRows(catalog));
    const auto conflicts = catalogrows::conflictRows(catalog);
    fillFigures(m_tables[Conflicts], conflicts);
    fillSources();
    const ad::Diagnostics problems = m_catalog->diagnostics();
    DiagnosticsDialog::fill(m_tables[Problems], problems);

    int conflictCount = 0;
    for (const auto &row : conflicts) conflictCount += row.used ? 1 : 0;
    m_tabs->setTabText(Conflicts, tr("Conflicts (%1)").arg(conflictCount));
    m_tabs->setTabText(Problems, tr("Problems (%1)").arg(problems.size()));
    applyFilter(m_filter->text());
}

void CatalogBrowser::fillFigures(QTableWidget *table, const std::vector<catalogrows::Row> &rows)
{
    table->setSortingEnabled(false);
    table->clear();
    table->setColumnCount(8);
    table->setHorizontalHeaderLabels({tr("Subject"), tr("Field"), tr("Value"), tr("Source"),
                                      tr("Date"), tr("Kind"), tr("Status"), tr("Note")});
    table->setRowCount(int(rows.size()));
    const QIcon warning = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    const QIcon info = style()->standardIcon(QStyle::SP_FileDialogInfoView);
    for (int r = 0; r < int(rows.size()); ++r) {
        const catalogrows::Row &row = rows[std::size_t(r)];
        const QStringList cells = {row.subject, row.field, row.value, row.sourceId,
                                   row.date,    row.kind,  catalogrows::statusText(row), row.note};
        for (int c = 0; c < int(cells.size()); ++c) {
            auto *item = new QTableWidgetItem(cells.at(c));
            if (row.conflict) item->setBackground(conflictTint);
            else if (row.overlay) item->setBackground(overlayTint);
            table->setItem(r, c, item);
        }
        QTableWidgetItem *status = table->item(r, statusColumn);
        if (row.conflict) status->setIcon(warning);
        else if (row.overlay) status->setIcon(info);
        if (!row.sourceTitle.isEmpty()) table->item(r, 3)->setToolTip(row.sourceTitle);
        table->item(r, 7)->setToolTip(row.note);
        if (row.conflict)
            status->setToolTip(row.used ? tr("Sources disagree; the model uses this value.")
                                        : tr("Sources disagree; this value is shown, not used."));
    }
    table->setSortingEnabled(true);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    table->resizeColumnsToContents();
    // Notes can be long; their full text is in the tooltip.
    table->setColumnWidth(7, std::min(table->columnWidth(7), 360));
    table->horizontalHeader()->setStretchLastSection(true);
}

void CatalogBrowser::fillSources()
{
    QTableWidget *table = m_tables[Sources];
    const auto &sources = m_catalog->catalog().sources;
    table->setSortingEnabled(false);
    table->clear();
    table->setColumnCount(5);
    table->setHorizontalHeaderLabels(
        {tr("Source"), tr("Title"), tr("Publisher"), tr("Date"), tr("Address")});
    table->setRowCount(int(sources.size()));
    for (int r = 0; r < int(sources.size()); ++r) {
        const ad::Source &s = sources[std::size_t(r)];
        const QStringList cells = {QString::fromStdString(s.id), views::catalogText(s.title),
                                   views::catalogText(s.publisher),
                                   QString::fromStdString(s.date), QString::fromStdString(s.url)};
        for (int c = 0; c < int(cells.size()); ++c)
            table->setItem(r, c, new QTableWidgetItem(cells.at(c)));
    }
    table->setSortingEnabled(true);
    table->resizeColumnsToContents();
    table->setColumnWidth(1, std::min(table->columnWidth(1), 420));
    table->horizontalHeader()->setStretchLastSection(true);
}

void CatalogBrowser::applyFilter(const QString &text)
{
    QTableWidget *table = qobject_cast<QTableWidget *>(m_tabs->currentWidget());
    if (!table) return;
    for (int r = 0; r < table->rowCount(); ++r) {
        bool match = text.isEmpty();
        for (int c = 0; !match && c < table->columnCount(); ++c) {
            const QTableWidgetItem *item = table->item(r, c);
            match = item && item->text().contains(text, Qt::CaseInsensitive);
        }
        table->setRowHidden(r, !match);
    }
}
