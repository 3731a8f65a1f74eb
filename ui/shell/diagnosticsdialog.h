#pragma once
// Lists problems found in a file set as a table of file, field and problem, so a user can find
// each one in their own files.
#include "base/diagnostics.h"

#include <QDialog>

class QTableWidget;

class DiagnosticsDialog : public QDialog
{
    Q_OBJECT
public:
    DiagnosticsDialog(const QString &title, const QString &summary,
                      const ad::Diagnostics &diagnostics, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }

    // Fills a table with one row per diagnostic: severity, file, field, problem.
    static void fill(QTableWidget *table, const ad::Diagnostics &diagnostics);

private:
    QTableWidget *m_table;
};
