#pragma once
// File → Import Prices…: what the price files would change, shown before anything is written.
// New offers, changed prices with the percentage, prices held back for a large move, prices the
// file says are not sold and offers it no longer lists, one row each; the instance types skipped
// and the rows refused below. Apply writes (MainWindow::applyPrices); Cancel leaves everything
// as it was.
#include "inputs/price_import.h"

#include <QDialog>
#include <QStringList>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;
class QTableWidget;

class PriceImportDialog : public QDialog {
    Q_OBJECT
public:
    // `catalog` is the catalog in use; it must outlive the dialog.
    PriceImportDialog(const QStringList &paths, const ad::Catalog &catalog, QWidget *parent = nullptr);

    const ad::PriceImport &preview() const { return m_import; }
    // Also apply prices that moved more than ad::priceDriftRatio; reads the files again.
    void setAcceptDrift(bool accept);
    QTableWidget *table() const { return m_table; }

private:
    void refresh();

    QStringList m_paths;
    const ad::Catalog &m_catalog;
    ad::PriceImport m_import;
    QLabel *m_summary = nullptr;
    QTableWidget *m_table = nullptr;
    QPlainTextEdit *m_details = nullptr;
    QCheckBox *m_acceptDrift = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};
