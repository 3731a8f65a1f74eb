#include "pricedialog.h"

#include "session/priceimport.h"
#include "views/messagetext.h"
#include "views/viewformat.h"

#include "formats/assessment_format.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace {

QString q(const std::string &text) { return QString::fromStdString(text); }

QString kindText(ad::PriceChange::Kind kind)
{
    using K = ad::PriceChange::Kind;
    switch (kind) {
    case K::New: return PriceImportDialog::tr("New");
    case K::Changed: return PriceImportDialog::tr("Changed");
    case K::Unchanged: return PriceImportDialog::tr("Unchanged");
    case K::NotSold: return PriceImportDialog::tr("Not sold");
    case K::Held: return PriceImportDialog::tr("Held back (moved more than 4×)");
    case K::NotListed: return PriceImportDialog::tr("No longer listed (kept)");
    }
    return {};
}

QString perChip(double usd) { return views::usd(usd); }

} // namespace

PriceImportDialog::PriceImportDialog(const QStringList &paths, const ad::Catalog &catalog,
                                     QWidget *parent)
    : QDialog(parent), m_paths(paths), m_catalog(catalog)
{
    setWindowTitle(tr("Import Prices"));
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("priceSummary"));
    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("pricePreview"));
    m_table->setColumnCount(8);
    m_table->setHorizontalHeaderLabels({tr("Change"), tr("Offer"), tr("Region"), tr("Pricing"),
                                        tr("Catalog $/chip-hour"), tr("File $/chip-hour"),
                                        tr("Change %"), tr("Read from")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_details = new QPlainTextEdit(this);
    m_details->setObjectName(QStringLiteral("priceDetails"));
    m_details->setReadOnly(true);
    m_details->setMaximumHeight(120);
    m_acceptDrift = new QCheckBox(tr("Also apply the prices held back (checked against their source)"), this);
    m_acceptDrift->setObjectName(QStringLiteral("priceAcceptDrift"));
    connect(m_acceptDrift, &QCheckBox::toggled, this, [this] { refresh(); });
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Apply | QDialogButtonBox::Cancel, this);
    connect(m_buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_details);
    layout->addWidget(m_acceptDrift);
    layout->addWidget(m_buttons);
    resize(900, 520);
    refresh();
}

void PriceImportDialog::setAcceptDrift(bool accept) { m_acceptDrift->setChecked(accept); }

void PriceImportDialog::refresh()
{
    ad::PriceImportOptions options;
    options.acceptDrift = m_acceptDrift->isChecked();
    m_import = imports::previewPriceImport(m_paths, options, m_catalog);
    using K = ad::PriceChange::Kind;
    m_summary->setText(
        tr("%1 new, %2 changed, %3 held back, %4 not sold, %5 no longer listed, %6 unchanged; "
           "%7 instance type(s) skipped. Nothing is written until you apply.")
            .arg(m_import.count(K::New)).arg(m_import.count(K::Changed))
            .arg(m_import.count(K::Held)).arg(m_import.count(K::NotSold))
            .arg(m_import.count(K::NotListed)).arg(m_import.count(K::Unchanged))
            .arg(m_import.skipped.size()));
    m_table->setRowCount(0);
    for (const K kind : {K::New, K::Changed, K::Held, K::NotSold, K::NotListed, K::Unchanged}) {
        for (const auto &c : m_import.changes) {
            if (c.kind != kind) continue;
            const int row = m_table->rowCount();
            m_table->insertRow(row);
            auto set = [&](int column, const QString &text) {
                m_table->setItem(row, column, new QTableWidgetItem(text));
            };
            set(0, kindText(c.kind));
            set(1, q(c.provider + " " + c.instance + " (" + c.offerId + ")"));
            set(2, q(c.region));
            set(3, c.kind == K::NotListed ? QString() : QString::fromLatin1(ad::toString(c.model)));
            set(4, c.hadOld ? perChip(c.oldPerChip) : QString());
            set(5, c.hasNew ? perChip(c.newPerChip) : QString());
            set(6, c.hadOld && c.hasNew ? views::percent(c.newPerChip / c.oldPerChip - 1, 1) : QString());
            set(7, c.file.empty() ? QString() : q(c.file + ", " + c.line));
        }
    }
    QStringList details;
    for (const auto &d : m_import.diagnostics) details << q(d.toString(views::messageStyle()));
    if (!m_import.skipped.empty()) {
        details << tr("Skipped, not in the catalog's instance table (instances.json):");
        for (const auto &s : m_import.skipped) details << QStringLiteral("  ") + q(s);
    }
    m_details->setPlainText(details.join(QLatin1Char('\n')));
    m_acceptDrift->setEnabled(m_import.count(K::Held) > 0 || m_acceptDrift->isChecked());
    m_buttons->button(QDialogButtonBox::Apply)->setEnabled(m_import.anythingToApply());
}
