// The German interface read as a German reader reads it: every result tab, the dialogs, the help
// window and the PDF report, with the shipped translation (docs/translations.md). Every English
// sentence found is printed, split into those the interface's own strings wrote, those that come
// from the catalog's data (names, notes, sources: resources/translations/catalog_de.ts) and those
// that come from the core (recommendation, reasons, memo, formulas: English in every language for
// now); the test fails for the first two kinds. Set ACCELDECIDE_SCREENSHOTS to a folder to get a PNG of
// each tab and dialog as it was read.
#include "englishtext.h"

#include "session/catalogsession.h"
#include "session/document.h"
#include "session/evaluator.h"
#include "session/uncertaintyrunner.h"
#include "shell/diagnosticsdialog.h"
#include "shell/formbase.h"
#include "shell/numberfield.h"
#include "shell/workloadform.h"
#include "shell/helpwindow.h"
#include "shell/mainwindow.h"
#include "shell/translations.h"
#include "views/chartfactory.h"
#include "views/chartkit.h"
#include "workshop/workshopcontroller.h"
#include "views/resultsview.h"
#include "views/viewformat.h"

#include "formats/assessment_format.h"
#include "catalog/catalog.h"
#include "catalog/catalog_io.h"
#include "base/json_reader.h"
#include "scenario/scenario_io.h"
#include "assessment/figures_used.h"
#include "report/report.h"
#include "uncertainty/uncertainty.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTableWidget>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>
#include <QtCharts/QAbstractAxis>
#include <QtCharts/QAbstractSeries>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>

#include <algorithm>
#include <functional>
#include <limits>
#include <memory>

namespace {

using englishtext::lettersOnly;
using englishtext::withoutCode;

// Names left in English in both languages: titles of papers and books the report and the manual
// cite, and the command line's own output, which stays English (docs/translations.md).
const QStringList &englishByDesign()
{
    static const QStringList phrases = {
        QStringLiteral("Scaling Laws for Neural Language Models"),
        QStringLiteral("ZeRO: Memory Optimizations Toward Training Trillion Parameter Models"),
        QStringLiteral("Reducing Activation Recomputation in Large Transformer Models"),
        QStringLiteral("Roofline: An Insightful Visual Performance Model"),
        QStringLiteral("Decisions with Multiple Objectives: Preferences and Value"),
        QStringLiteral("Decision Analysis and Behavioral Research"),
        QStringLiteral("On a short-coming of Saaty's method of analytic hierarchies"),
        QStringLiteral("Measurable multiattribute value functions"),
        QStringLiteral("The Problem of m Rankings"),
        QStringLiteral("The Annals of Mathematical Statistics"),
        QStringLiteral("For the budget owner"),
        QStringLiteral("What the verdict rests on"),
        QStringLiteral("How firm"),
        // Titles of publications the catalog cites (sources.json), kept as published in every
        // language; catalog_de.ts translates only what the catalog adds to them ("short title").
        QStringLiteral("Trainium3 vs H100: AI training cost and performance"),
        QStringLiteral("Trainium vs H100: cost, performance and migration trade-offs"),
        QStringLiteral("Trainium vs GPU: which to train on"),
        QStringLiteral("Amazon Trainium: Scaling AI Without Breaking the Bank"),
        QStringLiteral("NVIDIA Announces Hopper Architecture, the Next Generation of Accelerated Computing"),
        QStringLiteral("NVIDIA Supercharges Hopper, the World's Leading AI Computing Platform"),
        QStringLiteral("NVIDIA Blackwell Platform Arrives to Power a New Era of Computing"),
        QStringLiteral("The Llama 3 Herd of Models"),
        QStringLiteral("Language Models are Few-Shot Learners"),
        QStringLiteral("Google takes on Nvidia Blackwell GPUs with the new Trillium TPUs"),
        QStringLiteral("Deploy an Instant Cluster with Ray and vLLM"),
    };
    return phrases;
}

// A text is English when one of its sentences is (englishtext.h), the titles and names kept
// English by design left out.
bool looksEnglish(QString text)
{
    for (const QString &phrase : englishByDesign()) text.remove(phrase, Qt::CaseInsensitive);
    return englishtext::looksEnglish(text);
}

QString plain(const QString &text)
{
    QString out = Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText()
                                            : text;
    out.remove(QLatin1Char('&')); // accelerators
    // The PDF's ligatures, as pdftotext gives them back.
    out.replace(QChar(0xFB00), QStringLiteral("ff")).replace(QChar(0xFB01), QStringLiteral("fi"))
        .replace(QChar(0xFB02), QStringLiteral("fl")).replace(QChar(0xFB03), QStringLiteral("ffi"))
        .replace(QChar(0xFB04), QStringLiteral("ffl"));
    return out.simplified();
}

struct Found {
    QString where;
    QString text;
};

// What the widgets under `root` show: labels, buttons, group titles, tab titles, text browsers,
// item views (headers and every cell) and the charts' titles, axes, categories and legends.
void collect(QWidget *root, const QString &where, QList<Found> &out)
{
    auto add = [&](const QString &kind, const QString &text) {
        const QString t = plain(text);
        if (!t.isEmpty()) out.append({where + QStringLiteral(" / ") + kind, t});
    };
    add(QStringLiteral("window title"), root->windowTitle());
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(root)) continue;
        if (auto *label = qobject_cast<QLabel *>(w)) add(QStringLiteral("label"), label->text());
        else if (auto *button = qobject_cast<QAbstractButton *>(w))
            add(QStringLiteral("button"), button->text());
        else if (auto *group = qobject_cast<QGroupBox *>(w))
            add(QStringLiteral("group"), group->title());
        else if (auto *combo = qobject_cast<QComboBox *>(w))
            for (int i = 0; i < combo->count(); ++i) add(QStringLiteral("choice"), combo->itemText(i));
        else if (auto *tabs = qobject_cast<QTabBar *>(w))
            for (int i = 0; i < tabs->count(); ++i) add(QStringLiteral("tab"), tabs->tabText(i));
        else if (auto *browser = qobject_cast<QTextBrowser *>(w))
            for (const QString &paragraph : browser->toPlainText().split(QLatin1Char('\n')))
                add(QStringLiteral("text"), paragraph);
        if (auto *view = qobject_cast<QAbstractItemView *>(w); view && view->model()) {
            const QAbstractItemModel *m = view->model();
            for (int c = 0; c < m->columnCount(); ++c)
                add(QStringLiteral("header"), m->headerData(c, Qt::Horizontal).toString());
            for (int r = 0; r < m->rowCount(); ++r)
                add(QStringLiteral("row header"), m->headerData(r, Qt::Vertical).toString());
            // Every cell, through the tree's children too.
            std::function<void(const QModelIndex &)> cells = [&](const QModelIndex &parent) {
                for (int r = 0; r < m->rowCount(parent); ++r)
                    for (int c = 0; c < m->columnCount(parent); ++c) {
                        const QModelIndex index = m->index(r, c, parent);
                        add(QStringLiteral("cell"), index.data().toString());
                        if (c == 0 && m->hasChildren(index)) cells(index);
                    }
            };
            cells({});
        }
        if (QChart *chart = charts::chartOf(w)) {
            add(QStringLiteral("chart title"), chart->title());
            for (QAbstractAxis *axis : chart->axes()) {
                add(QStringLiteral("axis title"), axis->titleText());
                if (qobject_cast<QBarCategoryAxis *>(axis))
                    for (const QString &c : charts::kit::categoryNames(axis)) add(QStringLiteral("axis label"), c);
            }
            for (QLegendMarker *marker : chart->legend()->markers())
                add(QStringLiteral("legend"), marker->label());
        }
    }
}

void screenshot(QWidget *w, const QString &name)
{
    const QString dir = qEnvironmentVariable("ACCELDECIDE_SCREENSHOTS");
    if (dir.isEmpty()) return;
    QDir().mkpath(dir);
    w->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

// Letter words of the core's own text, joined by single spaces and framed by them.
QString wordText(const QString &text)
{
    return QLatin1Char(' ') + lettersOnly(withoutCode(text)).join(QLatin1Char(' ')) + QLatin1Char(' ');
}

// The first heading of a help document in the resources ("# Formeln").
QString germanTitle(const QString &file)
{
    QFile source(QStringLiteral(":/help/") + file);
    if (!source.open(QIODevice::ReadOnly)) return {};
    const QString first = QString::fromUtf8(source.readLine()).trimmed();
    return first.startsWith(QStringLiteral("# ")) ? first.mid(2) : QString();
}

// The paragraphs of a shown document without its code: code blocks are left out, inline code
// (set in a fixed-pitch font) becomes a space.
QStringList proseOf(const QTextDocument *document)
{
    QStringList out;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().nonBreakableLines()
            || block.blockFormat().hasProperty(QTextFormat::BlockCodeFence))
            continue;
        QString text;
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            text += fragment.charFormat().fontFixedPitch() ? QStringLiteral(" ") : fragment.text();
        }
        if (!plain(text).isEmpty()) out << plain(text);
    }
    return out;
}

} // namespace

class TestGerman : public QObject
{
    Q_OBJECT

    std::unique_ptr<MainWindow> window;
    QList<Found> found;
    QString coreText;    // everything the core wrote for this scenario, as wordText()
    QString catalogText; // the shipped catalog's files: names, notes, sources, as wordText()

    // Written by `corpus` when four consecutive words of it (all of it, if shorter) are there.
    static bool from(const QString &corpus, const QString &text)
    {
        const QStringList words = lettersOnly(withoutCode(text));
        const int span = int(std::min<qsizetype>(4, words.size()));
        for (qsizetype i = 0; i + span <= words.size(); ++i)
            if (corpus.contains(QLatin1Char(' ') + words.mid(i, span).join(QLatin1Char(' '))
                                + QLatin1Char(' ')))
                return true;
        return false;
    }

    void settle()
    {
        for (int i = 0; i < 5; ++i) QCoreApplication::processEvents();
        QTest::qWait(20);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(translations::install(qApp, QLocale(QLocale::German, QLocale::Germany)));
        MainWindow::Options options;
        options.persistSettings = false;
        window = std::make_unique<MainWindow>(options);
        window->resize(1366, 768);
        window->show();
        window->evaluator()->evaluateNow();
        settle();
        // What the core writes about this scenario: the assessment in full, the memo, the spreads.
        const ad::Assessment &a = window->evaluator()->assessment();
        const ad::UncertaintyResult spread = ad::analyseUncertainty(a, window->catalogSession()->catalog());
        QString core = QString::fromStdString(ad::assessmentToText(a, &spread))
                     + QString::fromStdString(ad::assessmentToJson(a, &spread).dump(1));
        // The explanations the Details tab and the report's appendix print.
        for (const ad::OptionAssessment &o : a.options)
            for (const views::QuantityField &field : views::quantityFields())
                if (const ad::Quantity *q = field.get(o)) {
                    core += QLatin1Char(' ') + QString::fromStdString(std::string(q->how.formula.text()) + " . "
                                                                      + ad::writeClauses(q->how.note));
                    for (const ad::Term &t : q->how.terms) core += QStringLiteral(" . ") + QString::fromStdString(ad::write(t.name));
                }
        // The catalog figures the model read, as the report's appendix lists them.
        for (const ad::FigureUse &use : ad::figuresUsed(a))
            core += QStringLiteral(" . ") + QString::fromStdString(ad::write(use.figure.subject) + " . " + ad::write(use.figure.what));
        // The catalog's conflicts, as the core names them ("trn1.32xlarge 1-year commitment price").
        for (const ad::Conflict &c : ad::findConflicts(window->catalogSession()->catalog()))
            core += QStringLiteral(" . ") + QString::fromStdString(ad::write(c.subject));
        coreText = wordText(core);
        QString catalog;
        QDirIterator files(QStringLiteral(ACCELDECIDE_SOURCE_DIR "/catalog"), {QStringLiteral("*.json")},
                           QDir::Files, QDirIterator::Subdirectories);
        while (files.hasNext()) {
            QFile file(files.next());
            if (file.open(QIODevice::ReadOnly)) catalog += QString::fromUtf8(file.readAll()) + QLatin1Char(' ');
        }
        catalogText = wordText(catalog);
        QVERIFY(catalogText.size() > 10000);
    }

    void cleanupTestCase()
    {
        if (window) window->document()->undoStack()->setClean();
        window.reset();
        QVERIFY(!translations::install(qApp, QLocale(QLocale::English, QLocale::UnitedStates)));
    }

    void eachMenuHasItsOwnAccelerators()
    {
        // One letter per item within a menu (and among the menu bar's menus): with two alike,
        // Alt and the letter only cycles between them.
        std::function<void(const QString &, const QList<QAction *> &)> check =
            [&](const QString &menu, const QList<QAction *> &actions) {
                QHash<QChar, QString> taken;
                for (QAction *action : actions) {
                    if (action->isSeparator() || action->text().isEmpty()) continue;
                    const QString text = action->text();
                    const qsizetype amp = text.indexOf(QRegularExpression(QStringLiteral("&[^&]")));
                    if (amp >= 0) {
                        const QChar letter = text.at(amp + 1).toLower();
                        QVERIFY2(!taken.contains(letter),
                                 qPrintable(QStringLiteral("%1: &%2 in both “%3” and “%4”")
                                                .arg(menu, letter, taken.value(letter), text)));
                        taken.insert(letter, text);
                    }
                    if (QMenu *sub = action->menu()) check(text, sub->actions());
                }
            };
        check(QStringLiteral("menu bar"), window->menuBar()->actions());
        QVERIFY(window->menuBar()->actions().size() >= 6);
    }

    void qtsOwnButtonsAreGerman()
    {
        // Qt's standard buttons come from qtbase_de.qm (Debian: qt6-translations-l10n, in
        // tools/debian-packages.txt), found where Qt keeps its translations.
        const QString qtbase = QLibraryInfo::path(QLibraryInfo::TranslationsPath)
                             + QStringLiteral("/qtbase_de.qm");
        QVERIFY2(QFile::exists(qtbase), qPrintable(qtbase + QStringLiteral(" is missing")));
        QMessageBox box(QMessageBox::Warning, QStringLiteral("AccelDecide"),
                        QCoreApplication::translate("MainWindow", "“%1” has unsaved changes. Save them first?")
                            .arg(QStringLiteral("Szenario")),
                        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
        QCOMPARE(box.button(QMessageBox::Save)->text().remove(QLatin1Char('&')), QStringLiteral("Speichern"));
        QCOMPARE(box.button(QMessageBox::Discard)->text().remove(QLatin1Char('&')), QStringLiteral("Verwerfen"));
        QCOMPARE(box.button(QMessageBox::Cancel)->text().remove(QLatin1Char('&')), QStringLiteral("Abbrechen"));
        box.show();
        settle();
        screenshot(&box, QStringLiteral("messagebox"));
    }

    void figuresAreWrittenTheGermanWay()
    {
        // Numbers, money and dates in the interface language, checked against the core's own
        // English text of the same figure: separators swapped, the dollar sign behind.
        QCOMPARE(views::usd(1963085), QStringLiteral("1.963.085\u00a0$"));
        QCOMPARE(QString::fromStdString(ad::formatUsd(1963085)), QStringLiteral("$1,963,085"));
        QCOMPARE(views::usd(0.61), QStringLiteral("0,61\u00a0$"));
        QCOMPARE(views::usd(-2.5e7), QStringLiteral("-25,0\u00a0Mio.\u00a0$"));
        QCOMPARE(views::number(8192, 0), QStringLiteral("8.192"));
        QCOMPARE(views::count(109.1e9), QStringLiteral("109,1 Mrd."));
        QCOMPARE(views::percent(0.425, 1), QStringLiteral("42,5\u00a0%"));
        QCOMPARE(views::duration(3.2), QStringLiteral("3,2 Tage"));
        QCOMPARE(views::duration(std::numeric_limits<double>::infinity()), QStringLiteral("nie"));
        QCOMPARE(views::shortDate(QStringLiteral("2026-01-21")), QStringLiteral("21.01.2026"));
        QCOMPARE(views::longDate(QDate(2026, 3, 14)), QStringLiteral("14. März 2026"));
    }

    void readEveryTab()
    {
        QTabWidget *tabs = window->resultsView()->tabs();
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            settle();
            if (i == 5) { // How Firm: wait for the sampled cases
                UncertaintyRunner *runner = window->uncertaintyRunner();
                QTRY_VERIFY_WITH_TIMEOUT(runner->isResultFor(&window->evaluator()->assessment())
                                             && runner->state() == UncertaintyRunner::State::Idle,
                                         120000);
                settle();
            }
            collect(window.get(), QStringLiteral("tab “%1”").arg(tabs->tabText(i)), found);
            screenshot(window.get(), QStringLiteral("tab%1").arg(i));
        }
    }

    void readTheDialogs()
    {
        window->showCompare();
        window->showCatalogBrowser();
        window->showHelp();
        window->workshopController()->showWindow(); // before a workshop: its start page
        settle();
        for (QWidget *top : QApplication::topLevelWidgets()) {
            if (top == window.get() || !top->isVisible() || top == window->helpWindow()) continue;
            const QString name = QString::fromLatin1(top->metaObject()->className());
            // Each tab of a dialog that has them.
            const auto tabWidgets = top->findChildren<QTabWidget *>();
            if (tabWidgets.isEmpty()) collect(top, name, found);
            for (QTabWidget *t : tabWidgets)
                for (int i = 0; i < t->count(); ++i) {
                    t->setCurrentIndex(i);
                    settle();
                    collect(top, name, found);
                    screenshot(top, QStringLiteral("%1-%2").arg(name, t->tabText(i).remove(QLatin1Char('&'))));
                }
            screenshot(top, name);
        }
        // The help window opens on the German manual, and every document in its contents is the
        // German one (docs/X.de.md beside docs/X.md): choosing it shows it from its German title
        // on. Its prose is read like any other text; code, commands and file formats are no
        // language (the command line's output stays English, docs/translations.md).
        HelpWindow *help = window->helpWindow();
        QVERIFY(help);
        screenshot(help, QStringLiteral("HelpWindow"));
        auto *browser = help->findChild<QTextBrowser *>();
        auto *contents = help->findChild<QTreeWidget *>();
        QVERIFY(browser && contents && contents->topLevelItemCount() >= 8);
        QVERIFY2(browser->toPlainText().startsWith(QStringLiteral("AccelDecide verwenden")),
                 "the help window does not show docs/manual.de.md");
        for (int i = 0; i < contents->topLevelItemCount(); ++i) {
            QTreeWidgetItem *top = contents->topLevelItem(i);
            const QString file = top->data(0, Qt::UserRole).toString();
            QVERIFY2(file.endsWith(QStringLiteral(".de.md")),
                     qPrintable(file + QStringLiteral(" is shown in English")));
            contents->setCurrentItem(top);
            settle();
            QCOMPARE(browser->source().fileName(), file);
            const QString title = germanTitle(file);
            QVERIFY2(!title.isEmpty() && browser->toPlainText().startsWith(title),
                     qPrintable(file + QStringLiteral(": ") + browser->toPlainText().left(80)));
            screenshot(help, QStringLiteral("HelpWindow-") + file.chopped(6));
            const QString where = QStringLiteral("help / ") + file;
            for (const QString &paragraph : proseOf(browser->document()))
                found.append({where, paragraph});
            found.append({QStringLiteral("help / contents"), top->text(0)});
            for (int c = 0; c < top->childCount(); ++c)
                found.append({QStringLiteral("help / contents"), top->child(c)->text(0)});
        }

        // The report dialog is modal: read it once it is up, then close it.
        bool seen = false;
        QTimer::singleShot(0, this, [&] {
            QTRY_VERIFY(QApplication::activeModalWidget());
            QWidget *dialog = QApplication::activeModalWidget();
            settle();
            collect(dialog, QStringLiteral("ReportDialog"), found);
            screenshot(dialog, QStringLiteral("ReportDialog"));
            seen = true;
            dialog->close();
        });
        window->actionExportReport()->trigger();
        QVERIFY(seen);
    }

    void readTheReport()
    {
        // The PDF as a budget owner gets it from a German session, read back with pdftotext.
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("bericht.pdf"));
        QString error;
        report::Options options;
        options.generated = QDate(2026, 3, 14);
        QVERIFY2(report::writePdf(window->evaluator()->assessment(), window->catalogSession()->catalog(),
                                 "test", options, pdf, &error),
                 qPrintable(error));
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(60000));
        const QString all = QString::fromUtf8(text.readAllStandardOutput());
        QVERIFY(all.contains(QStringLiteral("Entscheidungsvorlage")));
        // No chart cuts a name with "…", nor Qt Charts a legend entry or an axis title with
        // "...", with the longer German words around them either (tst_report reads every preset).
        for (const QString &cut : {QString(QChar(0x2026)), QStringLiteral("...")}) {
            const qsizetype at = all.indexOf(cut);
            QVERIFY2(at < 0, qPrintable(QStringLiteral("cut short: ")
                                        + all.mid(std::max<qsizetype>(0, at - 60), 64)));
        }
        // A paragraph at a time: pdftotext breaks lines where the page does.
        for (const QString &paragraph : all.split(QRegularExpression(QStringLiteral("\\n\\s*\\n"))))
            if (!paragraph.simplified().isEmpty())
                found.append({QStringLiteral("report"), plain(paragraph)});
    }

    // What the readers find wrong in a file, in the dialog the window shows when a scenario or a
    // catalog overlay will not open: every problem in German, whatever the file quoted.
    void fileProblemsAreGerman()
    {
        // A scenario with a field of the wrong type, one out of range, one unknown and one
        // repeated key.
        auto scenario = ad::Json::parse(ad::serializeScenario(ad::defaultScenario()));
        int numbers = 0;
        for (auto &[key, value] : scenario.items()) {
            if (!value.is_object()) continue;
            for (auto &[inner, field] : value.items()) {
                if (!field.is_number() || numbers > 1) continue;
                field = numbers++ == 0 ? ad::Json("viel") : ad::Json(-2.5);
            }
        }
        QCOMPARE(numbers, 2);
        scenario["farbe"] = "rot";
        const ad::ScenarioLoad load = ad::parseScenario(scenario.dump(), "kaputt.json");
        // An overlay that is not JSON, and one whose offer names no known chip and a negative price.
        const ad::CatalogLoad base = ad::loadEmbeddedCatalog();
        const ad::CatalogLoad overlay = ad::parseCatalog(
            {{"accelerators.json", "{ \"schema_version\": 2, "},
             {"offers.json", R"({"schema_version": 2, "offers": [{"id": "x", "provider": "p",
                "accelerator": "keiner", "chips": 8, "prices": {"on_demand": -1}}]})"}},
            "overlay/", &base.catalog);
        for (const ad::Diagnostics *problems : {&load.diagnostics, &overlay.diagnostics}) {
            QVERIFY(problems->size() >= 2);
            DiagnosticsDialog dialog(QStringLiteral("Datei"), QString(), *problems);
            QStringList english;
            for (int row = 0; row < dialog.table()->rowCount(); ++row)
                for (int column : {0, 3}) {
                    const QString text = dialog.table()->item(row, column)->text();
                    if (looksEnglish(text)) english << text;
                }
            QVERIFY2(english.isEmpty(), qPrintable(english.join(QLatin1Char('\n'))));
        }
    }

    // A value the forms take but the scenario refuses (more active parameters than parameters):
    // the problem above the results names both fields by their German labels, as the form rows
    // do, and reads German.
    void inputProblemsAreGerman()
    {
        const QString activeKey = QStringLiteral("workload.active_parameters_b");
        auto *field = qobject_cast<NumberField *>(window->workloadForm()->editorFor(activeKey));
        QVERIFY(field);
        const int steps = window->document()->undoStack()->index();
        field->setFocus();
        field->editor()->selectAll();
        QTest::keyClicks(field->editor(), QStringLiteral("200"));
        QTest::keyClick(field->editor(), Qt::Key_Return);
        window->evaluator()->evaluateNow();
        settle();
        auto *problems = window->findChild<ProblemLabel *>(QStringLiteral("inputProblems"));
        QVERIFY(problems);
        const QString text = problems->text();
        const QString active = FormBase::fieldLabel(activeKey);
        const QString total = FormBase::fieldLabel(QStringLiteral("workload.parameters_b"));
        QCOMPARE(active, QStringLiteral("Aktive Parameter (Milliarden)"));
        QVERIFY2(text.contains(active + QStringLiteral(": ")), qPrintable(text));
        QVERIFY2(text.contains(total + QStringLiteral(" (")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("parameters_b")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("must")), qPrintable(text));
        QVERIFY2(!looksEnglish(text), qPrintable(text));
        screenshot(window.get(), QStringLiteral("input-problems"));
        // Back to the scenario the other tests read.
        while (window->document()->undoStack()->index() > steps) window->document()->undoStack()->undo();
        window->evaluator()->evaluateNow();
        settle();
        QVERIFY(window->evaluator()->inputProblems().isEmpty());
    }

    // A scenario whose saved prices differ from today's catalog (one price moved, one no longer
    // sold at that pricing model, one offer gone): the lines of the question asked when it opens
    // and the report's list of them are German, with the offer and source names as they are.
    void changedSavedPricesAreGerman()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("entschieden.json"));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(R"({"schema_version": 3, "name": "Entschieden 2024", "saved_prices": [
            {"offer": "aws-p5.48xlarge", "pricing_model": "on_demand", "label": "AWS p5.48xlarge",
             "usd_per_chip_hour": 12.29, "source": "seed-001", "date": "2024-03-01", "kind": "estimate"},
            {"offer": "aws-trn1.32xlarge", "pricing_model": "spot", "label": "AWS trn1.32xlarge",
             "usd_per_chip_hour": 0.5, "source": "seed-001", "date": "2024-03-01", "kind": "estimate"},
            {"offer": "aws-weg.1xlarge", "pricing_model": "on_demand", "label": "AWS weg.1xlarge",
             "usd_per_chip_hour": 3.25, "source": "seed-001", "date": "2024-03-01", "kind": "estimate"}]})");
        out.close();
        MainWindow::Options options;
        options.persistSettings = false;
        MainWindow opened(options);
        QStringList asked;
        opened.setSavedPricesPrompt([&](const QString &, const QStringList &changes) {
            asked = changes;
            return false; // today's prices, so that the report lists the changes
        });
        QVERIFY(opened.openFile(file));
        QCOMPARE(asked.size(), 3);
        QVERIFY2(asked.at(0).contains(QStringLiteral("AWS p5.48xlarge")) && asked.at(0).contains(QStringLiteral("12,29")),
                 qPrintable(asked.at(0)));
        QVERIFY2(asked.at(2).contains(QStringLiteral("aws-weg.1xlarge")), qPrintable(asked.at(2)));
        for (const QString &line : asked) {
            QVERIFY2(!looksEnglish(line), qPrintable(line));
            found.append({QStringLiteral("saved prices"), line});
        }

        opened.evaluator()->evaluateNow();
        const QString pdf = dir.filePath(QStringLiteral("bericht.pdf"));
        QString error;
        report::Options reportOptions;
        reportOptions.generated = QDate(2026, 3, 14);
        QVERIFY2(report::writePdf(opened.evaluator()->assessment(), opened.catalogSession()->catalog(),
                                  "test", reportOptions, pdf, &error),
                 qPrintable(error));
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(60000));
        const QString all = QString::fromUtf8(text.readAllStandardOutput());
        QStringList listed;
        for (const QString &paragraph : all.split(QRegularExpression(QStringLiteral("\\n\\s*\\n"))))
            if (paragraph.contains(QStringLiteral("seed-001"))) listed << plain(paragraph);
        QVERIFY2(!listed.isEmpty(), "the report lists no changed price");
        for (const QString &paragraph : listed) {
            QVERIFY2(!looksEnglish(paragraph), qPrintable(paragraph));
            found.append({QStringLiteral("report, saved prices"), paragraph});
        }
        opened.document()->undoStack()->setClean();
    }

    void noEnglishFromTheInterface()
    {
        QVERIFY(found.size() > 500);
        QStringList fromUi, fromCore, fromCatalog;
        QSet<QString> seen;
        for (const Found &f : found) {
            if (seen.contains(f.text) || !looksEnglish(f.text)) continue;
            seen.insert(f.text);
            const QString line = QStringLiteral("  [%1] %2").arg(f.where, f.text);
            if (from(coreText, f.text)) fromCore << line;
            else if (from(catalogText, f.text)) fromCatalog << line;
            else fromUi << line;
        }
        qInfo().noquote() << QStringLiteral("Texts read: %1; English from the core: %2; from the "
                                            "catalog's data: %3; from the interface: %4")
                                 .arg(found.size()).arg(fromCore.size()).arg(fromCatalog.size())
                                 .arg(fromUi.size());
        qInfo().noquote() << QStringLiteral("English from the core:\n")
                                 + fromCore.join(QLatin1Char('\n'));
        qInfo().noquote() << QStringLiteral("English from the catalog's data (names, notes, sources):\n")
                                 + fromCatalog.join(QLatin1Char('\n'));
        qInfo().noquote() << QStringLiteral("English from the interface's own strings:\n")
                                 + fromUi.join(QLatin1Char('\n'));
        QVERIFY2(fromUi.isEmpty(), qPrintable(fromUi.join(QLatin1Char('\n'))));
        // The core writes its sentences as messages, translated under the context "Message".
        QVERIFY2(fromCore.isEmpty(), qPrintable(fromCore.join(QLatin1Char('\n'))));
        // Every catalog text the interface shows goes through views::catalogText(), and
        // catalog_de.ts translates each (the test catalog_translations checks it is complete).
        QVERIFY2(fromCatalog.isEmpty(), qPrintable(fromCatalog.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestGerman)
#include "tst_gui_german.moc"
