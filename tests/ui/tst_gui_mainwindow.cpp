// The main window driven as a user drives it: typing into form fields, undo, files, errors.
#include "session/catalogsession.h"
#include "session/document.h"
#include "session/evaluator.h"
#include "shell/appearance.h"
#include "shell/formbase.h"
#include "shell/mainwindow.h"
#include "shell/numberfield.h"
#include "shell/strategyform.h"
#include "shell/teamform.h"
#include "shell/translations.h"
#include "shell/workloadform.h"
#include "views/resultsview.h"

#include "assessment/assessment.h"
#include "evaluation/assess.h"
#include "inputs/price_snapshot.h"
#include "scenario/scenario_io.h"

#include <cmath>

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QScrollArea>
#include <QSettings>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

namespace {

const auto tokensKey = QStringLiteral("workload.training.tokens_per_run_b");
const auto mfuKey = QStringLiteral("workload.training.mfu");

NumberField *numberField(FormBase *form, const QString &key)
{
    auto *field = qobject_cast<NumberField *>(form->editorFor(key));
    if (!field) qFatal("no number field %s", qPrintable(key));
    return field;
}

// Replaces the field's text by typing, as a user would, optionally confirming with Enter.
void typeInto(NumberField *field, const QString &text, bool confirm = true)
{
    field->setFocus();
    field->editor()->selectAll();
    QTest::keyClicks(field->editor(), text);
    if (confirm) QTest::keyClick(field, Qt::Key_Return);
}

// Evaluates now instead of waiting for the coalescing timer, and returns the assessment.
const ad::Assessment &evaluated(MainWindow &window)
{
    window.evaluator()->evaluateNow();
    return window.evaluator()->assessment();
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

bool near(double a, double b)
{
    return std::fabs(a - b) <= 1e-9 * std::max(std::fabs(a), std::fabs(b));
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

    std::unique_ptr<MainWindow> window;
    QList<MainWindow::Message> messages;
    QStringList prompts;
    QMessageBox::StandardButton promptAnswer = QMessageBox::Cancel;
    QTemporaryDir settingsDir;

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("AccelDecideTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_gui_mainwindow"));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir.path());
    }

    void init()
    {
        MainWindow::Options options;
        options.persistSettings = false;
        window = std::make_unique<MainWindow>(options);
        messages.clear();
        prompts.clear();
        promptAnswer = QMessageBox::Cancel;
        window->setMessageHook([this](const MainWindow::Message &m) { messages << m; });
        window->setSavePrompt([this](const QString &name) {
            prompts << name;
            return promptAnswer;
        });
        window->resize(1366, 768);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QTRY_VERIFY(window->evaluator()->hasAssessment());
    }

    void cleanup()
    {
        window->document()->undoStack()->setClean(); // no prompt on destruction
        window.reset();
    }

    void everyNumberFieldTakesTheCoreRange()
    {
        // The forms declare no limits of their own: each number field shows the range the file
        // reader and --set enforce (core field table), scaled when it is shown as a percentage.
        int checked = 0;
        for (FormBase *form : {static_cast<FormBase *>(window->workloadForm()),
                               static_cast<FormBase *>(window->teamForm()),
                               static_cast<FormBase *>(window->strategyForm())}) {
            for (const QString &key : form->keys()) {
                auto *field = qobject_cast<NumberField *>(form->editorFor(key));
                if (!field) continue;
                const auto range = ad::scenarioFieldRange(key.toStdString());
                QVERIFY2(range, qPrintable(key));
                const double scale = std::fabs(field->maximum() - range->max) < 1e-9 ? 1 : 100;
                QVERIFY2(std::fabs(field->maximum() - range->max * scale) < 1e-9, qPrintable(key));
                const double step = std::pow(10.0, -field->decimals());
                const double lowest = range->min * scale + (range->minExclusive ? step : 0);
                QVERIFY2(std::fabs(field->minimum() - lowest) < 1e-9, qPrintable(key));
                ++checked;
            }
        }
        QVERIFY(checked >= 20);
        // The one that used to differ: hours per week, (0, 168] in the core.
        auto *hours = qobject_cast<NumberField *>(window->teamForm()->editorFor(QStringLiteral("team.hours_per_week")));
        QVERIFY(hours);
        QVERIFY(hours->minimum() < 1);
        QCOMPARE(hours->maximum(), 168.0);
    }

    void tooltipsStateTheCoreDefaults()
    {
        // A tooltip that gives a field's default gives the built-in scenario's value, as the
        // field shows it when a new scenario opens (the window starts with that scenario).
        QVERIFY(window->document()->scenario() == ad::defaultScenario());
        int checked = 0;
        for (FormBase *form : {static_cast<FormBase *>(window->workloadForm()),
                               static_cast<FormBase *>(window->teamForm()),
                               static_cast<FormBase *>(window->strategyForm())}) {
            for (const QString &key : form->keys()) {
                QWidget *editor = form->editorFor(key);
                const QString tip = editor->toolTip();
                if (!tip.contains(QLatin1String("Default"))) continue;
                QString shown;
                if (auto *field = qobject_cast<NumberField *>(editor))
                    shown = QLocale().toString(field->value(), 'f', QLocale::FloatingPointShortest);
                else if (auto *combo = qobject_cast<QComboBox *>(editor))
                    shown = combo->currentText();
                else
                    continue;
                const bool stated = tip.contains(QLatin1String("Default ") + shown)
                    || tip.contains(QLatin1String("Default $") + shown)
                    || tip.contains(QLatin1String("Default: ") + shown);
                QVERIFY2(stated, qPrintable(key + QLatin1String(": ") + shown + QLatin1String(" not in ") + tip));
                ++checked;
            }
        }
        QVERIFY2(checked >= 24, qPrintable(QString::number(checked)));
        // The one that used to differ from the core: 100 billion tokens a run, not 300.
        const QString tokens = window->workloadForm()
                                   ->editorFor(QStringLiteral("workload.training.tokens_per_run_b"))
                                   ->toolTip();
        QVERIFY2(tokens.contains(QLatin1String("Default ")
                                 + QLocale().toString(ad::defaultScenario().workload.training.tokensPerRunB)
                                 + QLatin1String(" billion")),
                 qPrintable(tokens));
    }

    void germanInterfaceFromItsTranslation()
    {
        // The shipped German translation, as a user with a German system gets it: compiled from
        // resources/translations into the application and loaded for the locale.
        QVERIFY(translations::install(qApp, QLocale(QLocale::German, QLocale::Germany)));
        MainWindow::Options options;
        options.persistSettings = false;
        auto menusOf = [](MainWindow &w) {
            QStringList out;
            for (const QAction *action : w.menuBar()->actions()) out << action->text();
            return out;
        };
        {
            MainWindow german(options);
            QVERIFY2(menusOf(german).contains(QStringLiteral("&Datei")), qPrintable(menusOf(german).join(u',')));
            QVERIFY(menusOf(german).contains(QStringLiteral("&Bearbeiten")));
            QCOMPARE(german.resultsView()->tabs()->tabText(0), QStringLiteral("Überblick"));
            QCOMPARE(german.resultsView()->tabs()->tabText(ResultsView::DecisionTab), QStringLiteral("Entscheidung"));
            german.document()->undoStack()->setClean();
        }
        // English is the source language: nothing to load, and the next window is English again.
        QVERIFY(!translations::install(qApp, QLocale(QLocale::English, QLocale::UnitedStates)));
        MainWindow english(options);
        QVERIFY(menusOf(english).contains(QStringLiteral("&File")));
        QCOMPARE(english.resultsView()->tabs()->tabText(0), QStringLiteral("Overview"));
        english.document()->undoStack()->setClean();
    }

    void typingChangesTheDocumentAndTheAssessment()
    {
        const ad::Assessment before = evaluated(*window);
        const std::string top = before.decision.winner;
        QVERIFY(!top.empty());
        const double oldTokens = window->document()->scenario().workload.training.tokensPerRunB;
        const double oldCost = before.option(top)->trainingCostPerRun.value;
        QVERIFY(std::isfinite(oldCost) && oldCost > 0);

        const int evaluations = window->evaluator()->evaluationCount();
        typeInto(numberField(window->workloadForm(), tokensKey), QStringLiteral("250"));
        QCOMPARE(window->document()->scenario().workload.training.tokensPerRunB, 250.0);
        // The evaluation follows by itself, with no button involved.
        QTRY_VERIFY(window->evaluator()->evaluationCount() > evaluations);

        const ad::Assessment &after = window->evaluator()->assessment();
        QVERIFY(after.option(top));
        QVERIFY(near(after.option(top)->trainingCostPerRun.value, oldCost * 250.0 / oldTokens));
        // Every option's run cost is proportional to the tokens it processes.
        for (const auto &option : before.options) {
            if (!option.trainingCostPerRun.known()) continue;
            QVERIFY2(near(after.option(option.id)->trainingCostPerRun.value,
                          option.trainingCostPerRun.value * 250.0 / oldTokens),
                     option.id.c_str());
        }
    }

    void costFollowsTheFirstPrinciplesFormula()
    {
        typeInto(numberField(window->workloadForm(), mfuKey), QStringLiteral("50"));
        const ad::Scenario &s = window->document()->scenario();
        QCOMPARE(s.workload.training.mfu, 0.5);
        const ad::Assessment &a = evaluated(*window);
        const ad::Catalog &catalog = window->catalogSession()->catalog();
        int checked = 0;
        for (const auto &option : a.options) {
            if (!option.trainingCostPerRun.known()
                || option.trainingChipHours.how.method != ad::Method::FirstPrinciples)
                continue;
            const ad::Figure *peak =
                catalog.accelerator(option.acceleratorId)->denseFlops(s.workload.precision);
            QVERIFY(peak);
            // 6 · N · T FLOPs at peak × MFU, stretched by the overhead, priced per chip-hour.
            const double flops =
                6.0 * s.workload.activeParametersB * 1e9 * s.workload.training.tokensPerRunB * 1e9;
            const double chipHours = flops / (peak->value() * 0.5) / 3600.0
                                   * (1.0 + s.workload.training.overhead);
            QVERIFY2(near(option.trainingCostPerRun.value,
                          chipHours * option.pricePerChipHour.value),
                     option.id.c_str());
            ++checked;
        }
        QVERIFY(checked > 0);
    }

    void undoRestoresTheExactPreviousAssessment()
    {
        const ad::Assessment before = evaluated(*window);
        typeInto(numberField(window->workloadForm(), tokensKey), QStringLiteral("1234"));
        QVERIFY(!(evaluated(*window) == before));
        window->document()->undoStack()->undo();
        QCOMPARE(window->document()->scenario(), before.scenario);
        QVERIFY(evaluated(*window) == before);
        // The form shows the restored value again.
        QCOMPARE(numberField(window->workloadForm(), tokensKey)->value(),
                 before.scenario.workload.training.tokensPerRunB);
    }

    void keystrokesInOneFieldMergeIntoOneUndoStep()
    {
        // Chips per run takes no range, so its value follows every keystroke (a field that takes
        // a range waits for the end of the typing: tst_gui_uncertainty).
        QUndoStack *stack = window->document()->undoStack();
        NumberField *field = numberField(window->workloadForm(), QStringLiteral("workload.training.chips"));
        QSignalSpy values(field, &QDoubleSpinBox::valueChanged);
        typeInto(field, QStringLiteral("4321"));
        QVERIFY(values.count() >= 3); // the value followed the typing, keystroke by keystroke
        QCOMPARE(stack->count(), 1);
        // After Enter the next edit of the same field is a step of its own.
        typeInto(field, QStringLiteral("77"));
        QCOMPARE(stack->count(), 2);
        stack->undo();
        QCOMPARE(window->document()->scenario().workload.training.chips, 4321);
    }

    void refusedInputIsExplainedNotClamped_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("reason");
        QTest::newRow("negative") << QStringLiteral("-5") << QStringLiteral("negative");
        QTest::newRow("nan") << QStringLiteral("nan") << QStringLiteral("finite");
        QTest::newRow("inf") << QStringLiteral("inf") << QStringLiteral("finite");
        QTest::newRow("letters") << QStringLiteral("abc") << QStringLiteral("not a number");
        QTest::newRow("four decimals") << QStringLiteral("1.2345") << QStringLiteral("decimal");
    }

    void refusedInputIsExplainedNotClamped()
    {
        QFETCH(QString, typed);
        QFETCH(QString, reason);
        NumberField *field = numberField(window->workloadForm(), tokensKey);
        const ad::Scenario before = window->document()->scenario();

        typeInto(field, typed, false);
        QVERIFY2(field->problem().contains(reason), qPrintable(field->problem()));
        QCOMPARE(field->editor()->text(), typed); // still on screen, next to its reason

        QTest::keyClick(field, Qt::Key_Return);
        QVERIFY2(field->problem().contains(QStringLiteral("refused")),
                 qPrintable(field->problem()));
        QVERIFY2(field->problem().contains(typed), qPrintable(field->problem()));
        // The value from before the typing is back, named, and it is what the document holds;
        // no undo step is left behind.
        QVERIFY2(field->problem().contains(QStringLiteral("Back to %1")
                                               .arg(field->textFromValue(field->value()))),
                 qPrintable(field->problem()));
        QCOMPARE(window->document()->scenario().workload.training.tokensPerRunB, field->value());
        QCOMPARE(window->document()->scenario(), before);
        QCOMPARE(window->document()->undoStack()->count(), 0);

        // A good value clears the message.
        typeInto(field, QStringLiteral("120"));
        QVERIFY(field->problem().isEmpty());
    }

    void aValueAboveTheMaximumIsRefusedWithTheLimit()
    {
        NumberField *field = numberField(window->workloadForm(), tokensKey);
        const double before = window->document()->scenario().workload.training.tokensPerRunB;
        typeInto(field, QStringLiteral("99999999"));
        // The prefix 999999 was acceptable while typing, but it is not what the user meant: the
        // value from before the typing comes back, and nothing is left to undo.
        QVERIFY2(field->problem().contains(QStringLiteral("at most")),
                 qPrintable(field->problem()));
        QCOMPARE(window->document()->scenario().workload.training.tokensPerRunB, before);
        QCOMPARE(field->value(), before);
        QCOMPARE(window->document()->undoStack()->count(), 0);
    }

    void aKnockOutFollowsTheMultiCloudCheckBox()
    {
        auto *check = qobject_cast<QCheckBox *>(
            window->strategyForm()->editorFor(QStringLiteral("strategy.multi_cloud_required")));
        QVERIFY(check);
        QVERIFY(!check->isChecked());
        window->findChild<QScrollArea *>(QStringLiteral("inputScroll"))->ensureWidgetVisible(check);
        QTest::mouseClick(check, Qt::LeftButton, {}, QPoint(8, check->height() / 2));
        QVERIFY(window->document()->scenario().strategy.multiCloudRequired);
        const ad::Assessment &a = evaluated(*window);
        int knockedOut = 0;
        for (const auto &row : a.decision.rows) {
            const ad::OptionAssessment *option = a.option(row.optionId);
            if (option && option->family == "trainium") {
                QVERIFY2(row.excluded && !row.knockouts.empty(), row.optionId.c_str());
                ++knockedOut;
            }
        }
        QVERIFY(knockedOut > 0);
        window->document()->undoStack()->undo();
        QVERIFY(!check->isChecked());
    }

    void choosingAModelPresetFillsTheShape()
    {
        auto *combo = window->workloadForm()->modelCombo();
        const int index = combo->findData(QStringLiteral("llama3-8b"));
        QVERIFY(index >= 0);
        combo->setCurrentIndex(index);
        emit combo->activated(index);
        const ad::Workload &w = window->document()->scenario().workload;
        const ad::ModelShape *model = window->catalogSession()->catalog().model("llama3-8b");
        QCOMPARE(w.parametersB, model->parametersB);
        QCOMPARE(w.layers, model->layers);
        QCOMPARE(numberField(window->workloadForm(), QStringLiteral("workload.parameters_b"))
                     ->value(),
                 model->parametersB);
        // Editing a shape field turns the preset into a custom model, in the same undo step.
        typeInto(numberField(window->workloadForm(), QStringLiteral("workload.layers")),
                 QStringLiteral("40"));
        QVERIFY(window->document()->scenario().workload.modelPreset.empty());
        QCOMPARE(combo->currentData().toString(), QString());
    }

    void titleShowsTheFileAndTheModifiedFlag()
    {
        QCOMPARE(window->windowTitle(), QStringLiteral("Untitled[*] — AccelDecide"));
        QVERIFY(!window->isWindowModified());
        typeInto(numberField(window->workloadForm(), tokensKey), QStringLiteral("12"));
        QVERIFY(window->isWindowModified());

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.json"));
        QVERIFY(window->saveTo(path));
        QCOMPARE(window->windowTitle(), QStringLiteral("plan.json[*] — AccelDecide"));
        QVERIFY(!window->isWindowModified());
        window->document()->undoStack()->undo();
        QVERIFY(window->isWindowModified());
    }

    void saveThenOpenRoundTrips()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("round.json"));
        typeInto(numberField(window->teamForm(), QStringLiteral("team.engineers")),
                 QStringLiteral("5"));
        typeInto(numberField(window->strategyForm(), QStringLiteral("strategy.horizon_months")),
                 QStringLiteral("36"));
        const ad::Scenario saved = window->document()->scenario();
        QVERIFY(window->saveTo(path));

        window->newDocument();
        QCOMPARE(window->document()->scenario(), ad::defaultScenario());
        QVERIFY(prompts.isEmpty()); // nothing unsaved, nothing asked

        QVERIFY(window->openFile(path));
        // The file also holds the prices of the assessment it was saved with (saved_prices).
        ad::Scenario expected = saved;
        expected.savedPrices =
            ad::snapshotPrices(ad::assess(saved, window->catalogSession()->catalog()));
        QVERIFY(!expected.savedPrices.empty());
        QCOMPARE(window->document()->scenario(), expected);
        QCOMPARE(numberField(window->teamForm(), QStringLiteral("team.engineers"))->value(), 5.0);
        QCOMPARE(window->recentFiles().value(0), QFileInfo(path).absoluteFilePath());
        QVERIFY(messages.isEmpty());
    }

    void aBadFileShowsAnErrorAndKeepsTheDocument()
    {
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("broken.json"));
        writeFile(bad, R"({"schema_version": 1, "workload": {"parameters_b": "seventy"}})");
        typeInto(numberField(window->workloadForm(), tokensKey), QStringLiteral("321"));
        const ad::Scenario before = window->document()->scenario();
        const ad::Assessment assessment = evaluated(*window);
        promptAnswer = QMessageBox::Discard;

        QVERIFY(!window->openFile(bad));
        QCOMPARE(messages.size(), 1);
        QCOMPARE(messages.first().icon, QMessageBox::Critical);
        QVERIFY2(messages.first().text.contains(QStringLiteral("broken.json")),
                 qPrintable(messages.first().text));
        QVERIFY2(messages.first().text.contains(QStringLiteral("parameters_b")),
                 qPrintable(messages.first().text));
        QCOMPARE(window->document()->scenario(), before);
        QVERIFY(window->document()->isModified());
        QVERIFY(window->document()->fileName().isEmpty());
        QVERIFY(evaluated(*window) == assessment);
        QVERIFY(!window->recentFiles().contains(QFileInfo(bad).absoluteFilePath()));
    }

    void unsavedChangesAreAskedAbout()
    {
        typeInto(numberField(window->workloadForm(), tokensKey), QStringLiteral("42"));
        promptAnswer = QMessageBox::Cancel;
        window->newDocument();
        QCOMPARE(prompts, QStringList{QStringLiteral("Untitled")});
        QCOMPARE(window->document()->scenario().workload.training.tokensPerRunB, 42.0);
        QVERIFY(!window->close()); // cancelled: the window stays

        promptAnswer = QMessageBox::Discard;
        window->newDocument();
        QCOMPARE(window->document()->scenario(), ad::defaultScenario());
        QVERIFY(!window->document()->isModified());
    }

    void recentFilesKeepTheNewestEight()
    {
        QTemporaryDir dir;
        QStringList paths;
        for (int i = 0; i < 10; ++i) {
            paths << dir.filePath(QStringLiteral("s%1.json").arg(i));
            QVERIFY(window->saveTo(paths.last()));
        }
        const QStringList recent = window->recentFiles();
        QCOMPARE(recent.size(), 8);
        QCOMPARE(recent.first(), QFileInfo(paths.at(9)).absoluteFilePath());
        QCOMPARE(recent.last(), QFileInfo(paths.at(2)).absoluteFilePath());
        // Opening an older one moves it to the front without duplicating it.
        QVERIFY(window->openFile(paths.at(5)));
        QCOMPARE(window->recentFiles().first(), QFileInfo(paths.at(5)).absoluteFilePath());
        QCOMPARE(window->recentFiles().count(QFileInfo(paths.at(5)).absoluteFilePath()), 1);
    }

    void recentFilesPersistAcrossSessions()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("kept.json"));
        {
            MainWindow first; // persists settings, into the test's own settings folder
            first.setMessageHook([this](const MainWindow::Message &m) { messages << m; });
            QVERIFY(first.saveTo(path));
        }
        MainWindow second;
        QCOMPARE(second.recentFiles().value(0), QFileInfo(path).absoluteFilePath());
    }

    void exportReportActionIsExposed()
    {
        QAction *action = window->actionExportReport();
        QVERIFY(action);
        QCOMPARE(action->objectName(), QStringLiteral("actionExportReport"));
        QVERIFY(window->findChild<QAction *>(QStringLiteral("actionExportReport")));
    }

    // The whole window, every tab, at the two common screen sizes in both palettes. Set
    // MAINWINDOW_SCREENSHOTS to a directory to keep the images for a look.
    void everyTabAtScreenSizes_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("dark");
        QTest::newRow("1366x768 light") << QSize(1366, 768) << false;
        QTest::newRow("1366x768 dark") << QSize(1366, 768) << true;
        QTest::newRow("1920x1080 light") << QSize(1920, 1080) << false;
        QTest::newRow("1920x1080 dark") << QSize(1920, 1080) << true;
    }
    void everyTabAtScreenSizes()
    {
        QFETCH(QSize, size);
        QFETCH(bool, dark);
        appearance::setDark(dark);
        window->resize(size);
        QCoreApplication::processEvents();
        QCOMPARE(window->size(), size);

        // The input forms fit their column: nothing is cut off on the right, and every label
        // has at least the room its text needs.
        auto *inputs = window->findChild<QScrollArea *>(QStringLiteral("inputScroll"));
        QVERIFY(inputs);
        QVERIFY(inputs->widget()->width() <= inputs->viewport()->width());
        for (QLabel *label : inputs->widget()->findChildren<QLabel *>()) {
            if (!label->isVisibleTo(inputs->widget()) || label->wordWrap()) continue;
            QVERIFY2(label->width() >= label->minimumSizeHint().width(),
                     qPrintable(QStringLiteral("label \"%1\" is %2 px wide, needs %3")
                                    .arg(label->text())
                                    .arg(label->width())
                                    .arg(label->minimumSizeHint().width())));
        }

        const QString dir = qEnvironmentVariable("MAINWINDOW_SCREENSHOTS");
        QTabWidget *tabs = window->resultsView()->tabs();
        for (int tab = 0; tab < tabs->count(); ++tab) {
            tabs->setCurrentIndex(tab);
            QCoreApplication::processEvents();
            // The visible tab has room to show something: no part squeezed to nothing.
            QWidget *page = tabs->currentWidget();
            QVERIFY(page->width() > size.width() / 3 && page->height() > size.height() / 2);
            const QPixmap shot = window->grab();
            QCOMPARE(shot.size(), size);
            if (!dir.isEmpty()) {
                const QString name = QStringLiteral("%1/window-%2-%3.png")
                                         .arg(dir, QString::fromLatin1(QTest::currentDataTag()),
                                              QString::number(tab))
                                         .replace(QLatin1Char(' '), QLatin1Char('_'));
                QVERIFY(shot.save(name));
            }
        }
        appearance::setDark(false);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_gui_mainwindow.moc"
