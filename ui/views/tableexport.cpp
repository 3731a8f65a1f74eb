#include "tableexport.h"

#include "base/csv.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeyEvent>
#include <QMenu>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTableView>

#include <algorithm>
#include <functional>
#include <set>

namespace tableexport {

namespace {

const char *const installedProperty = "acceldecideTableExport";

FileNameHook &fileNameHook()
{
    static FileNameHook hook;
    return hook;
}

QString tr(const char *text) { return QCoreApplication::translate("tableexport", text); }

// Tabs and line breaks inside a cell would break the rows and columns apart.
QString tsvCell(QString text)
{
    text.replace(QLatin1Char('\t'), QLatin1Char(' '));
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return text;
}

QString joined(const QAbstractItemModel &model, const std::vector<int> &rows,
               const std::vector<int> &columns, QChar separator, QString (*cell)(QString))
{
    QStringList lines;
    QStringList heading;
    for (int c : columns) heading << cell(model.headerData(c, Qt::Horizontal).toString());
    lines << heading.join(separator);
    for (int r : rows) {
        QStringList line;
        for (int c : columns) line << cell(model.index(r, c).data().toString());
        lines << line.join(separator);
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

std::vector<int> range(int n)
{
    std::vector<int> out(std::size_t(std::max(n, 0)));
    for (int i = 0; i < n; ++i) out[std::size_t(i)] = i;
    return out;
}

} // namespace

QString tabSeparated(const QAbstractItemModel &model, const QModelIndexList &selection)
{
    if (selection.isEmpty())
        return joined(model, range(model.rowCount()), range(model.columnCount()), QLatin1Char('\t'),
                      tsvCell);
    std::set<int> rows, columns;
    for (const QModelIndex &index : selection) {
        rows.insert(index.row());
        columns.insert(index.column());
    }
    return joined(model, {rows.begin(), rows.end()}, {columns.begin(), columns.end()},
                  QLatin1Char('\t'), tsvCell);
}

QString csv(const QAbstractItemModel &model)
{
    // The core's CSV writer, the one the command line's tables use.
    auto line = [&](const std::function<QVariant(int column)> &cell) {
        std::vector<std::string> cells;
        for (int c = 0; c < model.columnCount(); ++c) cells.push_back(cell(c).toString().toStdString());
        return ad::csvLine(cells);
    };
    std::string out = line([&](int c) { return model.headerData(c, Qt::Horizontal); });
    for (int r = 0; r < model.rowCount(); ++r)
        out += line([&](int c) { return model.index(r, c).data(); });
    return QString::fromStdString(out);
}

void copy(const QTableView *table)
{
    if (!table || !table->model()) return;
    const QModelIndexList selected =
        table->selectionModel() ? table->selectionModel()->selectedIndexes() : QModelIndexList();
    // A lone current cell is where the cursor rests, not a choice of what to copy.
    const bool whole = selected.size() <= 1;
    QApplication::clipboard()->setText(tabSeparated(*table->model(), whole ? QModelIndexList()
                                                                            : selected));
}

bool exportCsv(const QTableView *table, QWidget *parent, QString *error)
{
    if (!table || !table->model()) return false;
    const QString name = table->accessibleName().isEmpty() ? tr("table") : table->accessibleName();
    const QString path = askSaveFileName(parent, tr("Export Table as CSV"), name,
                                         QStringLiteral("csv"),
                                         tr("CSV files (*.csv);;All files (*)"));
    if (path.isEmpty()) return false;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) {
        if (error) *error = file.errorString();
        return false;
    }
    file.write(csv(*table->model()).toUtf8());
    if (!file.commit()) {
        if (error) *error = file.errorString();
        return false;
    }
    return true;
}

void setFileNameHook(FileNameHook hook)
{
    fileNameHook() = std::move(hook);
}

QString askSaveFileName(QWidget *parent, const QString &title, const QString &baseName,
                        const QString &extension, const QString &filter)
{
    QString base = baseName.toLower();
    base.replace(QLatin1Char(' '), QLatin1Char('-'));
    base.remove(QLatin1Char('/'));
    const QString suggested = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                              + QLatin1Char('/') + base + QLatin1Char('.') + extension;
    const QString path = fileNameHook() ? fileNameHook()(suggested)
                                        : QFileDialog::getSaveFileName(parent, title, suggested,
                                                                       filter);
    // A name typed without an extension gets the format's, as the file is in that format and
    // would otherwise open in nothing (the dialog adds none by itself on Linux).
    if (path.isEmpty() || !QFileInfo(path).suffix().isEmpty()) return path;
    return path + QLatin1Char('.') + extension;
}

namespace {

// Ctrl+C on an installed table copies the selection with its headings. QAbstractItemView's own
// handling copies the current cell's text alone, and a window shortcut would take the key first.
class CopyKeyFilter : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        const bool override = event->type() == QEvent::ShortcutOverride;
        if (!override && event->type() != QEvent::KeyPress) return false;
        if (!static_cast<QKeyEvent *>(event)->matches(QKeySequence::Copy)) return false;
        event->accept();
        if (!override) copy(static_cast<QTableView *>(parent()));
        return true;
    }
};

} // namespace

void install(QTableView *table)
{
    table->setProperty(installedProperty, true);
    table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    table->installEventFilter(new CopyKeyFilter(table));
    // The key is shown after a tab, as a menu shows shortcuts, without registering a second
    // shortcut next to the Edit menu's.
    auto *copyAction = new QAction(
        tr("&Copy") + QLatin1Char('\t') + QKeySequence(QKeySequence::Copy).toString(
                                               QKeySequence::NativeText),
        table);
    QObject::connect(copyAction, &QAction::triggered, table, [table] { copy(table); });
    auto *exportAction = new QAction(tr("Export &CSV…"), table);
    QObject::connect(exportAction, &QAction::triggered, table,
                     [table] { exportCsv(table, table->window()); });
    table->addAction(copyAction);
    table->addAction(exportAction);
    table->setContextMenuPolicy(Qt::ActionsContextMenu);
}

QTableView *focusedTable()
{
    for (QWidget *w = QApplication::focusWidget(); w; w = w->parentWidget())
        if (auto *table = qobject_cast<QTableView *>(w))
            if (table->property(installedProperty).toBool()) return table;
    return nullptr;
}

} // namespace tableexport
