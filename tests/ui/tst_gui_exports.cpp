// Everyday conventions of the main window: copying and exporting results tables, saving charts,
// the manual on F1, and windows that fit the screen they open on.
#include "report/reportdialog.h"
#include "session/document.h"
#include "session/evaluator.h"
#include "shell/catalogbrowser.h"
#include "shell/comparedialog.h"
#include "shell/helpwindow.h"
#include "shell/mainwindow.h"
#include "views/chartpane.h"
#include "views/keyfiguresmodel.h"
#include "views/resultsview.h"
#include "views/tableexport.h"
#include "views/windowfit.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDialog>
#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>

#include <memory>

namespace {

QStringList parseCsvLine(const QString &line)
{
    QStringList out;
    QString cell;
    bool quoted = false;
    for (int i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (quoted) {
            if (c == u'"' && i + 1 < line.size() && line[i + 1] == u'"') {
                cell += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                cell += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            out << cell;
            cell.clear();
        } else {
            cell += c;
        }
    }
    out << cell;
    return out;
}

QStringList modelRow(const QAbstractItemModel &model, int row)
{
    QStringList out;
    for (int c = 0; c < model.columnCount(); ++c) {
        out << (row < 0 ? model.headerData(c, Qt::Horizontal).toString()
                        : model.index(row, c).data().toString());
    }
    return out;
}

} // namespace

class TestExports : public QObject
{
    Q_OBJECT

    std::unique_ptr<MainWindow> window;
    QTemporaryDir dir;

private slots:
    void init()
    {
        MainWindow::Options options;
        options.persistSettings = false;
        window = std::make_unique<MainWindow>(options);
        window->setMessageHook([](const MainWindow::Message &) {});
        window->show();
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QTRY_VERIFY(window->evaluator()->hasAssessment());
        window->evaluator()->evaluateNow();
        QCoreApplication::processEvents();
    }

    void cleanup()
    {
        tableexport::setFileNameHook({});
        window->document()->undoStack()->setClean();
        window.reset();
    }

    // Ctrl+C on the key figures table: every row of the model, the headings first, separated by
    // tabs; with two cells selected, only their row and columns.
    void copyPutsTheTableOnTheClipboard()
    {
        QTableView *table = window->resultsView()->keyFiguresTable();
        const QAbstractItemModel &model = *table->model();
        QVERIFY(model.rowCount() > 1);
        table->setFocus();
        table->clearSelection();
        QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier);
        const QStringList lines =
            QApplication::clipboard()->text().split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), model.rowCount() + 1);
        QCOMPARE(lines.first().split(u'\t'), modelRow(model, -1));
        for (int r = 0; r < model.rowCount(); ++r)
            QCOMPARE(lines.at(r + 1).split(u'\t'), modelRow(model, r));

        table->selectionModel()->select(model.index(1, KeyFiguresModel::Option),
                                        QItemSelectionModel::ClearAndSelect);
        table->selectionModel()->select(model.index(1, KeyFiguresModel::Tco),
                                        QItemSelectionModel::Select);
        QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier);
        const QStringList two = QApplication::clipboard()->text().split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(two.size(), 2);
        QCOMPARE(two.at(1).split(u'\t'),
                 QStringList({model.index(1, KeyFiguresModel::Option).data().toString(),
                              model.index(1, KeyFiguresModel::Tco).data().toString()}));
    }

    // Export CSV… from the Edit menu, on the Costs tab: the file parses back into the model.
    void csvExportParsesBack()
    {
        const QString path = dir.filePath(QStringLiteral("costs.csv"));
        tableexport::setFileNameHook([path](const QString &) { return path; });
        window->resultsView()->tabs()->setCurrentIndex(ResultsView::CostsTab);
        QTableView *table = window->resultsView()->costPane()->table();
        QAction *exportCsv = nullptr;
        for (QAction *menu : window->menuBar()->actions())
            if (menu->menu())
                for (QAction *a : menu->menu()->actions())
                    if (a->text().contains(QStringLiteral("CSV"))) exportCsv = a;
        QVERIFY(exportCsv);
        exportCsv->trigger();
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList lines =
            QString::fromUtf8(file.readAll()).split(u'\n', Qt::SkipEmptyParts);
        const QAbstractItemModel &model = *table->model();
        QCOMPARE(lines.size(), model.rowCount() + 1);
        QCOMPARE(parseCsvLine(lines.first()), modelRow(model, -1));
        for (int r = 0; r < model.rowCount(); ++r)
            QCOMPARE(parseCsvLine(lines.at(r + 1)), modelRow(model, r));
    }

    // A name typed without an extension gets the format's: the table's CSV, the chart's PNG and
    // PDF are written as "name.csv", "name.png" and "name.pdf".
    void savedFilesGetTheirExtension()
    {
        const QString bare = dir.filePath(QStringLiteral("typed-without-extension"));
        tableexport::setFileNameHook([bare](const QString &) { return bare; });
        ResultsView *results = window->resultsView();
        results->tabs()->setCurrentIndex(ResultsView::CostsTab);
        QVERIFY(tableexport::exportCsv(results->costPane()->table(), window.get()));
        QVERIFY(QFile::exists(bare + QStringLiteral(".csv")));
        QVERIFY(!QFile::exists(bare));
        results->tabs()->setCurrentIndex(ResultsView::TrainingTab);
        for (QWidget *w : results->trainingPane()->findChildren<QWidget *>())
            for (QAction *a : w->actions())
                if (const QString text = a->text().remove(QLatin1Char('&'));
                    text.contains(QStringLiteral("PNG")) || text.contains(QStringLiteral("PDF")))
                    a->trigger();
        QCOMPARE(QImageReader(bare + QStringLiteral(".png")).format(), QByteArray("png"));
        QFile pdf(bare + QStringLiteral(".pdf"));
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QVERIFY(pdf.read(5) == "%PDF-");
        QVERIFY(!QFile::exists(bare));
    }

    // Save Chart as PNG… from the chart's context menu: a PNG of the chart's size or more.
    void chartSavesAsPng()
    {
        const QString path = dir.filePath(QStringLiteral("training.png"));
        tableexport::setFileNameHook([path](const QString &suggested) {
            return suggested.endsWith(QStringLiteral(".png")) ? path : QString();
        });
        ResultsView *results = window->resultsView();
        results->tabs()->setCurrentIndex(ResultsView::TrainingTab);
        ChartPane *pane = results->trainingPane();
        QVERIFY(pane->chart());
        QWidget *view = nullptr;
        for (QWidget *w : pane->findChildren<QWidget *>())
            for (QAction *a : w->actions())
                if (a->text().contains(QStringLiteral("PNG"))) {
                    view = w;
                    a->trigger();
                }
        QVERIFY(view);
        QImageReader reader(path);
        QCOMPARE(reader.format(), QByteArray("png"));
        const QImage image = reader.read();
        QVERIFY(!image.isNull());
        QVERIFY(image.width() >= view->width() && image.height() >= view->height());
        // More than a blank page: the chart's lines give many distinct colours.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 4)
            for (int x = 0; x < image.width(); x += 4) colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 20, qPrintable(QString::number(colours.size())));
    }

    // F1 opens the manual, with its contents list and text.
    void f1OpensTheManual()
    {
        QVERIFY(!window->helpWindow());
        QTest::keyClick(window.get(), Qt::Key_F1);
        HelpWindow *help = window->helpWindow();
        QVERIFY(help);
        QVERIFY(help->isVisible());
        QVERIFY2(help->browser()->toPlainText().contains(QStringLiteral("Keyboard shortcuts")),
                 qPrintable(help->browser()->toPlainText().left(200)));
        QVERIFY(help->contents()->topLevelItemCount() >= 5);
        // Choosing another document from the contents shows it.
        help->contents()->setCurrentItem(help->contents()->topLevelItem(2));
        QVERIFY(help->browser()->source().toString().endsWith(QStringLiteral("formulas.md")));
        QVERIFY(help->browser()->toPlainText().size() > 1000);
    }

    // The manual and the README give the tab shortcuts the View menu has, Ctrl+1 up to one per
    // tab, naming the tabs in their order, and the manual's window section describes every tab.
    void docsNameTheTabShortcuts()
    {
        QTabWidget *tabs = window->resultsView()->tabs();
        QStringList titles;
        for (int i = 0; i < tabs->count(); ++i) titles << tabs->tabText(i).remove(QLatin1Char('&'));
        const QString last = QStringLiteral("Ctrl+%1").arg(tabs->count());
        auto read = [](const char *name) {
            QFile file(QStringLiteral(ACCELDECIDE_SOURCE_DIR "/") + QLatin1String(name));
            return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
        };
        const QString manual = read("docs/manual.md"), readme = read("README.md");
        QVERIFY(!manual.isEmpty() && !readme.isEmpty());
        const QString range = QStringLiteral("Ctrl+1 … ") + last;
        QVERIFY2(readme.contains(range), qPrintable(range));
        const qsizetype row = manual.indexOf(QStringLiteral("| ") + range + QStringLiteral(" |"));
        QVERIFY2(row >= 0, qPrintable(range));
        const QString rowText = manual.mid(row, manual.indexOf(QLatin1Char('\n'), row) - row);
        qsizetype at = 0;
        for (const QString &title : titles) {
            at = rowText.indexOf(title, at);
            QVERIFY2(at >= 0, qPrintable(title + QStringLiteral(" in ") + rowText));
        }
        const qsizetype start = manual.indexOf(QStringLiteral("## The window"));
        const QString section = manual.mid(start, manual.indexOf(QStringLiteral("\n## "), start + 1) - start);
        for (const QString &title : titles)
            QVERIFY2(section.contains(QLatin1Char('*') + title + QLatin1Char('*')), qPrintable(title));
    }

    // The window and every dialog it opens fit the available geometry of their screen.
    void windowsFitTheScreen()
    {
        const QRect available = windowfit::availableGeometry(window.get());
        auto within = [&](QWidget *w) {
            return w->width() <= available.width() && w->height() <= available.height();
        };
        QVERIFY2(within(window.get()), qPrintable(QStringLiteral("%1x%2 on %3x%4")
                                                        .arg(window->width()).arg(window->height())
                                                        .arg(available.width())
                                                        .arg(available.height())));
        // The report dialog runs modally: measured and closed from the event loop it runs.
        QSize report;
        QTimer::singleShot(0, this, [&report] {
            if (auto *dialog = qobject_cast<ReportDialog *>(QApplication::activeModalWidget())) {
                report = dialog->size();
                dialog->reject();
            }
        });
        window->actionExportReport()->trigger();
        QVERIFY(report.isValid());
        QVERIFY2(report.width() <= available.width() && report.height() <= available.height(),
                 qPrintable(QStringLiteral("%1x%2").arg(report.width()).arg(report.height())));
        window->showCompare();
        QVERIFY(within(window->findChild<CompareDialog *>()));
        window->showCatalogBrowser();
        QVERIFY(within(window->findChild<CatalogBrowser *>()));
    }

    void fitWithinShrinksButNeverGrows_data()
    {
        QTest::addColumn<QSize>("preferred");
        QTest::addColumn<QSize>("available");
        QTest::addColumn<QSize>("minimum");
        QTest::addColumn<QSize>("expected");
        QTest::newRow("report on a laptop") << QSize(760, 900) << QSize(1366, 738) << QSize()
                                            << QSize(760, 698);
        QTest::newRow("room to spare") << QSize(760, 900) << QSize(1920, 1050) << QSize()
                                       << QSize(760, 900);
        QTest::newRow("scale 2 on 1366x768") << QSize(1366, 800) << QSize(683, 369) << QSize()
                                             << QSize(667, 329);
        QTest::newRow("minimum wins") << QSize(900, 560) << QSize(640, 480) << QSize(700, 300)
                                      << QSize(700, 440);
    }

    void fitWithinShrinksButNeverGrows()
    {
        QFETCH(QSize, preferred);
        QFETCH(QSize, available);
        QFETCH(QSize, minimum);
        QFETCH(QSize, expected);
        QCOMPARE(windowfit::fitWithin(preferred, available,
                                      minimum.isValid() ? minimum : QSize(0, 0)),
                 expected);
    }

    void savedGeometryOnlyWhenItFits()
    {
        const QRect laptop(0, 0, 1366, 738);
        QVERIFY(windowfit::fits(QRect(10, 10, 1200, 700), laptop));
        QVERIFY(!windowfit::fits(QRect(0, 0, 1900, 1000), laptop));
        QVERIFY(!windowfit::fits(QRect(1400, 0, 800, 600), laptop)); // on a screen now gone
    }
};

// On a 1366 × 768 laptop screen rather than the offscreen platform's default 800 × 800 square,
// which is smaller than any screen the application is made for.
int main(int argc, char **argv)
{
    const QByteArray platform = qgetenv("QT_QPA_PLATFORM");
    if (platform.isEmpty() || platform == "offscreen")
        qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" ACCELDECIDE_TEST_SOURCE_DIR
                                   "/laptop-screen.json");
    QApplication app(argc, argv);
    TestExports test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_gui_exports.moc"
