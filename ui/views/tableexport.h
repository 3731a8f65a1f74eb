#pragma once
// The everyday conventions of a results table: Copy (Ctrl+C) puts the selected cells, or the whole
// table when nothing is selected, on the clipboard as tab-separated text with the column headings
// first, ready to paste into a spreadsheet; Export CSV… writes the whole table to a file. Both read
// what the table shows (Qt::DisplayRole), so a pasted figure is the figure on screen.
#include <QModelIndexList>
#include <QString>

#include <functional>

class QAbstractItemModel;
class QMenu;
class QTableView;
class QWidget;

namespace tableexport {

// Rows of cells, the headings first; only the rows and columns that hold a selected cell when
// `selection` is not empty.
QString tabSeparated(const QAbstractItemModel &model, const QModelIndexList &selection = {});
// The whole model as CSV (RFC 4180: fields with a comma, quote or line break are quoted).
QString csv(const QAbstractItemModel &model);

void copy(const QTableView *table);
// Asks for a file name (through the hook when one is set) and writes csv(); false when cancelled
// or the file cannot be written (`error` says why).
bool exportCsv(const QTableView *table, QWidget *parent, QString *error = nullptr);

// Where Export CSV… and Save Chart… write: asked of the user by default; tests set a hook that
// returns a path (empty: cancelled).
using FileNameHook = std::function<QString(const QString &suggested)>;
void setFileNameHook(FileNameHook hook);
// A file name for saving, in the documents folder by default; `baseName` becomes "base-name.ext".
// A name chosen without an extension gets ".ext".
QString askSaveFileName(QWidget *parent, const QString &title, const QString &baseName,
                        const QString &extension, const QString &filter);

// Gives `table` a context menu with Copy and Export CSV…, and the Ctrl+C key while it has focus.
void install(QTableView *table);
// The table actions of whichever installed table has the focus, for the Edit menu.
QTableView *focusedTable();

} // namespace tableexport
