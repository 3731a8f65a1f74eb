// The "How firm" tab against real outcomes: the runner delivers what a direct analyseUncertainty
// call gives, only the newest of overlapping jobs, nothing after a cancel; the tab's tables are
// the result's figures; a range typed in lands in the scenario through the undo stack; the
// overview memo uses the samples once they arrive, as page 1 of the report does.
#include "session/document.h"
#include "evaluation/assess.h"
#include "session/evaluator.h"
#include "session/uncertaintyrunner.h"
#include "shell/mainwindow.h"
#include "shell/numberfield.h"
#include "shell/workloadform.h"
#include "views/breakevenmodel.h"
#include "views/costpertokenmodel.h"
#include "views/chartpane.h"
#include "views/trainingcurvemodel.h"
#include "views/recommendationpanel.h"
#include "views/resultsview.h"
#include "views/uncertaintymodels.h"
#include "views/uncertaintyview.h"
#include "views/viewformat.h"

#include "formats/memo.h"
#include "views/messagetext.h"
#include "catalog/catalog_io.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include <QtCharts/QChart>

#include <cmath>
#include <memory>

namespace {

const ad::Catalog &catalog()
{
    static const ad::Catalog c = ad::loadEmbeddedCatalog().catalog;
    return c;
}

std::shared_ptr<const ad::Assessment> assessed(const ad::Scenario &scenario)
{
    return std::make_shared<const ad::Assessment>(ad::assess(scenario, catalog()));
}

std::shared_ptr<const ad::Assessment> defaultAssessment()
{
    return assessed(ad::defaultScenario());
}

int rowOf(const RangeModel &model, const std::string &id)
{
    for (int row = 0; row < model.rowCount(); ++row)
        if (model.input(row)->id == id) return row;
    return -1;
}

// Long enough (a few hundred ms) for a test to act while it runs.
ad::UncertaintySettings slowSettings()
{
    ad::UncertaintySettings s;
    s.samples = 200000;
    return s;
}

MainWindow::Options withoutSettings()
{
    MainWindow::Options options;
    options.persistSettings = false;
    return options;
}

// A window on screen with its first assessment, and its MFU field (a field that takes a range).
struct WindowWithMfuField {
    MainWindow window{withoutSettings()};
    NumberField *field = [this] {
        window.show();
        window.evaluator()->evaluateNow();
        return qobject_cast<NumberField *>(
            window.workloadForm()->editorFor(QStringLiteral("workload.training.mfu")));
    }();
};

} // namespace

class TestUncertaintyGui : public QObject
{
    Q_OBJECT

    QTemporaryDir settingsDir;

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("AccelDecideTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_gui_uncertainty"));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir.path());
    }

    void runnerMatchesDirectCall()
    {
        UncertaintyRunner runner;
        runner.setCatalog(catalog());
        runner.setDelay(0);
        QSignalSpy finished(&runner, &UncertaintyRunner::finished);
        const auto a = defaultAssessment();
        runner.request(a);
        QCOMPARE(runner.state(), UncertaintyRunner::State::Running);
        QVERIFY(finished.wait(10000));
        QCOMPARE(runner.state(), UncertaintyRunner::State::Idle);
        QVERIFY(runner.isResultFor(a.get()));
        const ad::UncertaintyResult direct = ad::analyseUncertainty(*a, catalog(), runner.settings());
        QVERIFY(direct.samples == 10000);
        QVERIFY(*runner.result() == direct);
        QVERIFY(*finished.at(0).at(0).value<std::shared_ptr<const ad::UncertaintyResult>>()
                == direct);
    }

    void editDuringRunYieldsOnlyTheNewest()
    {
        UncertaintyRunner runner;
        runner.setCatalog(catalog());
        runner.setDelay(0);
        runner.setSettings(slowSettings());
        QSignalSpy finished(&runner, &UncertaintyRunner::finished);
        QSignalSpy progress(&runner, &UncertaintyRunner::progress);
        const auto first = defaultAssessment();
        runner.request(first);
        // Wait until the first job is under way (some percent above 0 reported).
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(progress.begin(), progress.end(),
                                             [](const QList<QVariant> &args) {
                                                 return args.at(0).toInt() > 0;
                                             }), 10000);
        ad::Scenario edited = ad::defaultScenario();
        edited.workload.training.mfu *= 0.9;
        const auto second = assessed(edited);
        runner.request(second);
        QVERIFY(finished.wait(20000));
        QTest::qWait(300);  // a stale result would arrive by now
        QCOMPARE(finished.count(), 1);
        QCOMPARE(runner.deliveredCount(), 1);
        QVERIFY(runner.isResultFor(second.get()));
        QVERIFY(*runner.result() == ad::analyseUncertainty(*second, catalog(), slowSettings()));
    }

    void burstOfEditsIsDebounced()
    {
        UncertaintyRunner runner;
        runner.setCatalog(catalog());
        runner.setDelay(100);
        QSignalSpy finished(&runner, &UncertaintyRunner::finished);
        std::shared_ptr<const ad::Assessment> last;
        for (int i = 0; i < 5; ++i) {
            ad::Scenario s = ad::defaultScenario();
            s.workload.training.mfu *= 1.0 - 0.01 * i;
            last = assessed(s);
            runner.request(last);
        }
        QVERIFY(finished.wait(10000));
        QCOMPARE(runner.startedCount(), 1);
        QVERIFY(runner.isResultFor(last.get()));
    }

    void cancelDeliversNothing()
    {
        UncertaintyRunner runner;
        runner.setCatalog(catalog());
        runner.setDelay(0);
        runner.setSettings(slowSettings());
        QSignalSpy finished(&runner, &UncertaintyRunner::finished);
        QSignalSpy states(&runner, &UncertaintyRunner::stateChanged);
        QSignalSpy progress(&runner, &UncertaintyRunner::progress);
        runner.request(defaultAssessment());
        QTRY_VERIFY_WITH_TIMEOUT(progress.count() > 1, 10000);
        runner.cancel();
        QCOMPARE(runner.state(), UncertaintyRunner::State::Cancelled);
        QCOMPARE(states.last().at(0).value<UncertaintyRunner::State>(),
                 UncertaintyRunner::State::Cancelled);
        const int progressAtCancel = int(progress.count());
        QTest::qWait(1500);  // longer than the whole job would have taken
        QCOMPARE(finished.count(), 0);
        QVERIFY(!runner.result());
        QCOMPARE(progress.count(), progressAtCancel);
        QCOMPARE(runner.state(), UncertaintyRunner::State::Cancelled);
    }

    void destructorJoinsAMidRunJob()
    {
        auto runner = std::make_unique<UncertaintyRunner>();
        runner->setCatalog(catalog());
        runner->setDelay(0);
        runner->setSettings(slowSettings());
        QSignalSpy progress(runner.get(), &UncertaintyRunner::progress);
        runner->request(defaultAssessment());
        QTRY_VERIFY_WITH_TIMEOUT(progress.count() > 1, 10000);
        runner.reset();  // must return promptly, with the worker stopped
        QTest::qWait(50);  // and nothing posted by the worker reaches the deleted runner
    }

    void tablesShowTheResult()
    {
        const auto a = defaultAssessment();
        auto result = std::make_shared<const ad::UncertaintyResult>(
            ad::analyseUncertainty(*a, catalog()));
        QVERIFY(result->comparable);
        QVERIFY(!result->tornado.empty());
        UncertaintyView view;
        view.resize(1000, 700);
        view.setAssessment(a, std::make_shared<const ad::Catalog>(catalog()));
        view.setResult(result, true);

        const TornadoModel &tornado = *view.tornadoModel();
        QCOMPARE(tornado.rowCount(), int(result->tornado.size()));
        for (int row = 0; row < tornado.rowCount(); ++row) {
            const ad::TornadoBar &bar = result->tornado[std::size_t(row)];
            auto value = [&](int column) {
                return tornado.data(tornado.index(row, column), views::ValueRole).toDouble();
            };
            QCOMPARE(tornado.data(tornado.index(row, TornadoModel::Input)).toString(),
                     QString::fromStdString(bar.label));
            QCOMPARE(value(TornadoModel::Low), bar.low);
            QCOMPARE(value(TornadoModel::Likely), bar.likely);
            QCOMPARE(value(TornadoModel::High), bar.high);
            QCOMPARE(value(TornadoModel::SavingAtLow), bar.savingAtLow);
            QCOMPARE(value(TornadoModel::SavingAtHigh), bar.savingAtHigh);
            QCOMPARE(value(TornadoModel::VarianceShare), bar.varianceShare);
            QCOMPARE(value(TornadoModel::ValueOfKnowing), bar.valueOfKnowing);
            QCOMPARE(tornado.data(tornado.index(row, TornadoModel::SavingAtHigh)).toString(),
                     views::usd(bar.savingAtHigh));
        }
        const UncertaintyOptionsModel &options = *view.optionsModel();
        QCOMPARE(options.rowCount(), int(result->options.size()));
        for (int row = 0; row < options.rowCount(); ++row) {
            const ad::OptionSpread &o = result->options[std::size_t(row)];
            QCOMPARE(options.data(options.index(row, 0)).toString(), QString::fromStdString(o.label));
            QCOMPARE(options.data(options.index(row, UncertaintyOptionsModel::P10), views::ValueRole)
                         .toDouble(), o.p10);
            QCOMPARE(options.data(options.index(row, UncertaintyOptionsModel::P90), views::ValueRole)
                         .toDouble(), o.p90);
            QCOMPARE(options.data(options.index(row, UncertaintyOptionsModel::Wins), views::ValueRole)
                         .toDouble(), o.wins);
        }
        // The headline states the sampled shares and the value of information in words.
        // (Without the word joiner that keeps a minus sign on the line of its amount.)
        const QString headline = view.headlineText().remove(QChar(0x2060));
        QVERIFY2(headline.contains(QStringLiteral(" of the cases")), qPrintable(headline));
        QVERIFY(headline.contains(views::usd(result->savingP10)));
        QVERIFY(headline.contains(views::usd(result->savingP90)));
        QVERIFY(headline.contains(views::usd(result->valueOfInformation)));

        // What must be true: a row per threshold with its value, and the sentences in words.
        const ThresholdModel &thresholds = *view.thresholdModel();
        QVERIFY(!result->thresholds.empty());
        QCOMPARE(thresholds.rowCount(), int(result->thresholds.size()));
        for (int row = 0; row < thresholds.rowCount(); ++row) {
            const ad::Crossing &c = result->thresholds[std::size_t(row)];
            QCOMPARE(thresholds.data(thresholds.index(row, ThresholdModel::Threshold), views::ValueRole).toDouble(),
                     c.value);
            QVERIFY(view.thresholdText().contains(views::text(c.sentence()).toHtmlEscaped()));
        }

        // The tornado chart: two half-bars per input, and the likely saving marked.
        view.parts()->setCurrentIndex(1);
        view.show();
        QChart *chart = view.tornadoPane()->chart();
        QVERIFY(chart);
        QVERIFY(chart->series().size() >= 2 * tornado.rowCount() + 1);
    }

    void rangeEditIsUndoable()
    {
        MainWindow::Options options;
        options.persistSettings = false;
        MainWindow window(options);
        window.evaluator()->evaluateNow();
        ResultsView *results = window.resultsView();
        results->tabs()->setCurrentIndex(ResultsView::UncertaintyTab);
        UncertaintyView *view = results->uncertaintyView();
        RangeModel *ranges = view->rangeModel();
        const std::string mfu = "workload.training.mfu";
        const int row = rowOf(*ranges, mfu);
        QVERIFY(row >= 0);
        const double value = window.document()->scenario().workload.training.mfu;
        QVERIFY(window.document()->scenario().uncertainty.count(mfu) == 0);

        // Both ends at once, as a probabilistic spreadsheet takes a 90 % interval; in percent,
        // as the MFU field shows it.
        const QString typed = QStringLiteral("%1 to %2").arg((value - 0.1) * 100).arg((value + 0.05) * 100);
        QVERIFY(ranges->setData(ranges->index(row, RangeModel::High), typed));
        window.evaluator()->evaluateNow();
        const auto &set = window.document()->scenario().uncertainty;
        QVERIFY(set.count(mfu) == 1);
        QCOMPARE(set.at(mfu).low, value - 0.1);
        QCOMPARE(set.at(mfu).high, value + 0.05);
        const int r2 = rowOf(*ranges, mfu);
        QCOMPARE(ranges->input(r2)->spread.low, value - 0.1);
        QVERIFY(ranges->isSetByScenario(r2));
        QVERIFY(window.document()->undoStack()->undoText().contains(QStringLiteral("Training MFU")));

        // Undo and redo go through the document's stack.
        window.document()->undoStack()->undo();
        QVERIFY(window.document()->scenario().uncertainty.count(mfu) == 0);
        window.document()->undoStack()->redo();
        QCOMPARE(window.document()->scenario().uncertainty.at(mfu).high, value + 0.05);

        // A refused edit names the input and keeps the range.
        QSignalSpy refused(ranges, &RangeModel::rangeRefused);
        window.evaluator()->evaluateNow();
        const int r3 = rowOf(*ranges, mfu);
        QVERIFY(!ranges->setData(ranges->index(r3, RangeModel::Low), QStringLiteral("90 to 10")));
        QCOMPARE(refused.count(), 1);
        QVERIFY(refused.at(0).at(0).toString().startsWith(QStringLiteral("Training MFU:")));
        QVERIFY(view->refusalText().contains(QStringLiteral("Training MFU")));
        QVERIFY(!ranges->setData(ranges->index(r3, RangeModel::High), QStringLiteral("lots")));
        QCOMPARE(window.document()->scenario().uncertainty.at(mfu).high, value + 0.05);
        // The low end above the field's own value is refused too (rangeProblem).
        QVERIFY(!ranges->setData(ranges->index(r3, RangeModel::Low), QString::number((value + 0.01) * 100)));
        QCOMPARE(window.document()->scenario().uncertainty.at(mfu).low, value - 0.1);

        // A field's likely value is the field: not editable here. A multiple's is.
        QVERIFY(!(ranges->flags(ranges->index(r3, RangeModel::Likely)) & Qt::ItemIsEditable));
        const int perf = rowOf(*ranges, "trainium.performance");
        QVERIFY(perf >= 0);
        QVERIFY(ranges->flags(ranges->index(perf, RangeModel::Likely)) & Qt::ItemIsEditable);

        // Reset to default, from the row's button.
        auto *button = qobject_cast<QToolButton *>(
            view->rangeTable()->indexWidget(ranges->index(r3, RangeModel::Reset)));
        QVERIFY(button);
        button->click();
        QVERIFY(window.document()->scenario().uncertainty.count(mfu) == 0);
        window.document()->undoStack()->undo();
        QVERIFY(window.document()->scenario().uncertainty.count(mfu) == 1);
    }

    // The samples may arrive while another tab is shown; the How Firm tab, opened later, states
    // the sampled trade all the same (it once said there was nothing to compare).
    void headlineOfSamplesThatArrivedUnseen()
    {
        MainWindow::Options options;
        options.persistSettings = false;
        MainWindow window(options);
        QSignalSpy finished(window.uncertaintyRunner(), &UncertaintyRunner::finished);
        window.evaluator()->evaluateNow();
        QVERIFY(finished.wait(10000));
        ResultsView *results = window.resultsView();
        QVERIFY(results->currentUncertainty() && results->currentUncertainty()->comparable);
        const QString headline = results->uncertaintyView()->headlineText();
        const QString expected = views::text(ad::spreadSummary(*results->currentUncertainty())).toHtmlEscaped();
        QVERIFY2(headline.contains(expected), qPrintable(headline));
    }

    void overviewMemoUsesTheSamples()
    {
        MainWindow::Options options;
        options.persistSettings = false;
        MainWindow window(options);
        QSignalSpy finished(window.uncertaintyRunner(), &UncertaintyRunner::finished);
        window.evaluator()->evaluateNow();
        ResultsView *results = window.resultsView();
        const ad::Assessment &a = window.evaluator()->assessment();
        // Meanwhile: the memo from the thresholds.
        const QString plain = views::text(ad::memoOf(a).firmness).toHtmlEscaped();
        QVERIFY(results->recommendationPanel()->memoText().contains(plain));
        QVERIFY(finished.wait(10000));
        QVERIFY(results->currentUncertainty());
        const ad::UncertaintyResult direct = ad::analyseUncertainty(a, catalog());
        QVERIFY(*results->currentUncertainty() == direct);
        const ad::Text sampled = ad::memoOf(a, &direct).firmness;
        QVERIFY(sampled != ad::memoOf(a).firmness);
        QVERIFY2(results->recommendationPanel()->memoText().contains(
                     views::text(sampled).toHtmlEscaped()),
                 qPrintable(results->recommendationPanel()->memoText()));
        // The "How firm" tab shows the same result, current.
        QVERIFY(!results->uncertaintyView()->headlineText().contains(QStringLiteral("Before")));
        QCOMPARE(results->uncertaintyView()->tornadoModel()->rowCount(), int(direct.tornado.size()));
    }

    // The training and break-even charts draw P10-P90 bands from the runner's result, and their
    // tables state the same figures.
    void bandsOnCharts()
    {
        MainWindow::Options options;
        options.persistSettings = false;
        MainWindow window(options);
        window.resize(1366, 768);
        window.show();
        QSignalSpy finished(window.uncertaintyRunner(), &UncertaintyRunner::finished);
        window.evaluator()->evaluateNow();
        QVERIFY(finished.wait(10000));
        ResultsView *results = window.resultsView();
        const ad::UncertaintyResult &r = *results->currentUncertainty();

        results->tabs()->setCurrentIndex(ResultsView::TrainingTab);
        TrainingCurveModel *training = results->trainingModel();
        QVERIFY(training->hasBand());
        QCOMPARE(training->rowCount(), training->curveRowCount() + 3);
        int checked = 0;
        for (int i = 0; i < training->optionCount(); ++i) {
            for (const ad::OptionSpread &o : r.options) {
                if (o.optionId != training->option(i)->id || !o.runKnown) continue;
                const int column = TrainingCurveModel::FirstOption + i;
                auto cell = [&](int k) {
                    return training->data(training->index(training->curveRowCount() + k, column),
                                          views::ValueRole).toDouble();
                };
                QCOMPARE(cell(0), o.runP10);
                QCOMPARE(cell(1), o.runP50);
                QCOMPARE(cell(2), o.runP90);
                ++checked;
            }
        }
        QVERIFY(checked > 0);
        QChart *chart = results->trainingPane()->chart();
        int bands = 0;
        for (auto *series : chart->series()) bands += series->objectName() == QStringLiteral("band");
        QCOMPARE(bands, checked);
        QVERIFY(results->trainingPane()->summary().contains(QStringLiteral("80 %")));

        results->tabs()->setCurrentIndex(ResultsView::BreakEvenTab);
        BreakEvenModel *breakEven = results->breakEvenModel();
        QVERIFY(r.breakEvenKnown);
        QVERIFY(breakEven->band());
        QCOMPARE((*breakEven->band())[0], r.breakEvenP10);
        QCOMPARE((*breakEven->band())[2], r.breakEvenP90);
        int rows = 0;
        for (int row = 0; row < breakEven->rowCount(); ++row) {
            const int kind = breakEven->bandRowKind(row);
            if (kind < 0) continue;
            const double expected = kind == 0 ? r.breakEvenP10 : kind == 1 ? r.breakEvenP50
                                                                            : r.breakEvenP90;
            QCOMPARE(breakEven->xAt(row), expected);
            QVERIFY(breakEven->data(breakEven->index(row, BreakEvenModel::X)).toString()
                        .contains(QStringLiteral("P")));
            ++rows;
        }
        QVERIFY(rows >= 1);
        QVERIFY(!results->breakEvenPane()->summary().isEmpty());
        bands = 0;
        for (auto *series : results->breakEvenPane()->chart()->series())
            bands += series->objectName() == QStringLiteral("band");
        QCOMPARE(bands, 1);
        // Over tokens served (the axis the user can pick): the samples' own tokens by then.
        QComboBox *axis = nullptr;
        for (QComboBox *box : results->breakEvenPane()->findChildren<QComboBox *>())
            if (box->findText(QStringLiteral("Over tokens served")) >= 0) axis = box;
        QVERIFY(axis);
        axis->setCurrentIndex(axis->findText(QStringLiteral("Over tokens served")));
        QVERIFY(r.breakEvenTokensKnown);
        QVERIFY(breakEven->band());
        QCOMPARE((*breakEven->band())[0], r.breakEvenTokensP10);
        QCOMPARE((*breakEven->band())[1], r.breakEvenTokensP50);
        QCOMPARE((*breakEven->band())[2], r.breakEvenTokensP90);
        QVERIFY2(results->breakEvenPane()->summary().contains(QStringLiteral("tokens")),
                 qPrintable(results->breakEvenPane()->summary()));
        bands = 0;
        for (auto *series : results->breakEvenPane()->chart()->series())
            bands += series->objectName() == QStringLiteral("band");
        QCOMPARE(bands, 1);
        axis->setCurrentIndex(0);

        // The Costs chart: a whisker per sampled option, its P10 and P90 in the table's column.
        results->tabs()->setCurrentIndex(ResultsView::CostsTab);
        CostPerTokenModel *costs = results->costModel();
        int sampled = 0;
        for (int row = 0; row < costs->chartRowCount() && row < 12; ++row) {
            const auto band = costs->bandAt(row);
            for (const ad::OptionSpread &o : r.options) {
                if (o.optionId != costs->optionAt(row)->id || !o.cpmKnown) continue;
                QVERIFY(band);
                QCOMPARE((*band)[0], o.cpmP10);
                QCOMPARE((*band)[2], o.cpmP90);
                QCOMPARE(costs->data(costs->index(row, CostPerTokenModel::Band)).toString(),
                         views::usd(o.cpmP10) + QStringLiteral(" – ") + views::usd(o.cpmP90));
                ++sampled;
            }
        }
        QVERIFY(sampled > 0);
        bands = 0;
        for (auto *series : results->costPane()->chart()->series())
            bands += series->objectName() == QStringLiteral("band");
        QCOMPARE(bands, sampled);

        // An edit makes the result stale: no band until the new one arrives.
        QSignalSpy again(window.uncertaintyRunner(), &UncertaintyRunner::finished);
        ad::Scenario s = window.document()->scenario();
        s.workload.training.runsPerYear += 1;
        window.document()->reset(s);
        window.evaluator()->evaluateNow();
        QVERIFY(!results->breakEvenModel()->band());
        QVERIFY(again.wait(10000));
        QVERIFY(results->breakEvenModel()->band());
    }

    // With the Costs tab on screen while an edit is assessed (as after closing the workshop
    // window), its bands arrive with the samples, after that edit and after the next.
    void costBandsArriveOnTheTabOnScreen()
    {
        MainWindow::Options options;
        options.persistSettings = false;
        MainWindow window(options);
        ResultsView *results = window.resultsView();
        results->tabs()->setCurrentIndex(ResultsView::CostsTab);
        window.show();
        auto bandsShown = [&] {
            int bands = 0;
            for (auto *series : results->costPane()->chart()->series())
                bands += series->objectName() == QStringLiteral("band");
            return bands;
        };
        auto anyBand = [&] {
            CostPerTokenModel *costs = results->costModel();
            for (int row = 0; row < costs->chartRowCount(); ++row)
                if (costs->bandAt(row)) return true;
            return false;
        };
        for (int edit = 0; edit < 2; ++edit) {
            QSignalSpy finished(window.uncertaintyRunner(), &UncertaintyRunner::finished);
            ad::Scenario s = window.document()->scenario();
            s.workload.training.runsPerYear += 1;
            window.document()->reset(s);
            window.evaluator()->evaluateNow();
            QVERIFY(!anyBand());
            QVERIFY(finished.wait(10000));
            QVERIFY(results->currentUncertainty());
            QVERIFY2(anyBand(), qPrintable(QString::number(edit)));
            QVERIFY(bandsShown() > 0);
        }
    }

    // A form field of an input that can take a range accepts "LOW to HIGH" (in the units shown:
    // MFU in percent) and sets the range, leaving the value as it was.
    void formFieldTakesARange()
    {
        WindowWithMfuField shown;
        MainWindow &window = shown.window;
        NumberField *field = shown.field;
        QVERIFY(field);
        const double mfu = window.document()->scenario().workload.training.mfu;
        const int steps = window.document()->undoStack()->count();
        auto typeInto = [&](const QString &text) {
            field->setFocus();
            field->editor()->selectAll();
            QTest::keyClicks(field->editor(), text);
            QTest::keyClick(field, Qt::Key_Return);
        };
        typeInto(QStringLiteral("%1 to %2").arg(mfu * 100 - 10).arg(mfu * 100 + 5));
        const ad::Scenario &s = window.document()->scenario();
        QCOMPARE(s.workload.training.mfu, mfu);
        QVERIFY2(s.uncertainty.count("workload.training.mfu") == 1, qPrintable(field->problem()));
        QVERIFY(std::abs(s.uncertainty.at("workload.training.mfu").low - (mfu - 0.1)) < 1e-12);
        QVERIFY(std::abs(s.uncertainty.at("workload.training.mfu").high - (mfu + 0.05)) < 1e-12);
        QVERIFY(field->problem().isEmpty());
        // One undo step, and undoing it leaves the value alone.
        QVERIFY(window.document()->undoStack()->undoText().contains(QStringLiteral("range")));
        window.document()->undoStack()->undo();
        QVERIFY(window.document()->scenario().uncertainty.empty());
        QCOMPARE(window.document()->scenario().workload.training.mfu, mfu);
        QVERIFY(window.document()->undoStack()->count() <= steps + 2);

        // A range that leaves out the field's own value is refused, with the reason shown.
        typeInto(QStringLiteral("%1 to %2").arg(mfu * 100 + 5).arg(mfu * 100 + 10));
        QVERIFY(window.document()->scenario().uncertainty.empty());
        QVERIFY(!field->problem().isEmpty());
        QCOMPARE(window.document()->scenario().workload.training.mfu, mfu);
        // A field with no range to take still refuses such text.
        auto *layers = qobject_cast<NumberField *>(
            window.workloadForm()->editorFor(QStringLiteral("workload.layers")));
        QVERIFY(layers);
        QVERIFY(!layers->problemWith(QStringLiteral("10 to 20"), true).isEmpty());
    }

    // Typing a range key by key says nothing is wrong on the way ("30 t" is no number, but it
    // is on its way to "30 to 50"); a number that no range can save still gets its reason. Once
    // set, the range is shown under the field.
    void typingARangeShowsNoProblemOnTheWay()
    {
        WindowWithMfuField shown;
        MainWindow &window = shown.window;
        NumberField *field = shown.field;
        QVERIFY(field);
        QSignalSpy problems(field, &NumberField::problemChanged);
        field->setFocus();
        field->editor()->selectAll();
        for (const QChar key : QStringLiteral("30 to 50")) {
            QTest::keyClicks(field->editor(), QString(key));
            QVERIFY2(field->problem().isEmpty(),
                     qPrintable(field->editor()->text() + QStringLiteral(": ") + field->problem()));
        }
        QCOMPARE(problems.count(), 0);
        QTest::keyClick(field, Qt::Key_Return);
        QVERIFY(field->problem().isEmpty());
        QCOMPARE(window.document()->scenario().uncertainty.count("workload.training.mfu"), size_t(1));
        QVERIFY(!field->problemWith(QStringLiteral("300"), false).isEmpty());
        // The field shows its value again; the note under it says a range is set, in the
        // field's units, and goes when the range does.
        auto *note = window.findChild<QLabel *>(QStringLiteral("workload.training.mfu.range"));
        QVERIFY(note);
        QVERIFY(note->isVisibleTo(&window));
        QVERIFY2(note->text().contains(field->textFromValue(30))
                     && note->text().contains(field->textFromValue(50)),
                 qPrintable(note->text()));
        window.document()->undoStack()->undo();
        QVERIFY(window.document()->scenario().uncertainty.empty());
        QVERIFY(!note->isVisibleTo(&window));
    }

    // Issue 32: "30 to 50" typed into the MFU field leaves the value alone on the way, whichever
    // way the range is written, and says nothing is wrong; the range comes on Enter.
    void aHalfTypedRangeIsNotEvaluated()
    {
        WindowWithMfuField shown;
        MainWindow &window = shown.window;
        NumberField *field = shown.field;
        QVERIFY(field);
        const ad::Scenario before = window.document()->scenario();
        const QString dash = QStringLiteral("30 \u2013 50");
        for (const QString &range : {QStringLiteral("30 to 50"), QStringLiteral("30..50"), dash}) {
            QSignalSpy changes(window.document(), &Document::scenarioChanged);
            field->setFocus();
            field->editor()->selectAll();
            for (const QChar key : range) {
                // As a keyboard sends it, also the en dash keyClicks() cannot type.
                QTest::sendKeyEvent(QTest::Click, field->editor(), Qt::Key_unknown, QString(key),
                                    Qt::NoModifier);
                QCOMPARE(window.document()->scenario().workload.training.mfu,
                         before.workload.training.mfu);
                QVERIFY2(field->problem().isEmpty(),
                         qPrintable(field->editor()->text() + QStringLiteral(": ") + field->problem()));
            }
            QCOMPARE(changes.count(), 0);
            QTest::keyClick(field, Qt::Key_Return);
            const ad::Scenario &s = window.document()->scenario();
            QCOMPARE(s.workload.training.mfu, before.workload.training.mfu);
            QVERIFY2(s.uncertainty.count("workload.training.mfu") == 1, qPrintable(range));
            QVERIFY(std::abs(s.uncertainty.at("workload.training.mfu").low - 0.3) < 1e-12);
            window.document()->undoStack()->undo();
            QVERIFY(window.document()->scenario() == before);
        }
        // A plain number is still taken: on Enter, or once the typing pauses.
        field->setFocus();
        field->editor()->selectAll();
        QTest::keyClicks(field->editor(), QStringLiteral("45"));
        QTRY_COMPARE_WITH_TIMEOUT(window.document()->scenario().workload.training.mfu, 0.45,
                                  10 * NumberField::typingPauseMs);
        QTest::keyClick(field, Qt::Key_Return);
        QCOMPARE(window.document()->scenario().workload.training.mfu, 0.45);
        field->setFocus();
        field->editor()->selectAll();
        QTest::keyClicks(field->editor(), QStringLiteral("42"));
        QTest::keyClick(field, Qt::Key_Return);
        QCOMPARE(window.document()->scenario().workload.training.mfu, 0.42);
    }

    // Issue 32: a field whose input has a range says so on the field itself, and its tooltip
    // states the range, in the field's units.
    void aFieldShowsItHasARange()
    {
        WindowWithMfuField shown;
        MainWindow &window = shown.window;
        NumberField *field = shown.field;
        QVERIFY(field);
        auto mark = [&]() -> QAction * {
            for (QAction *action : field->editor()->actions())
                if (action->isVisible()) return action;
            return nullptr;
        };
        QVERIFY(!mark());
        const QString plainTip = field->toolTip();
        field->setFocus();
        field->editor()->selectAll();
        QTest::keyClicks(field->editor(), QStringLiteral("30 to 50"));
        QTest::keyClick(field, Qt::Key_Return);
        QCOMPARE(window.document()->scenario().uncertainty.count("workload.training.mfu"), size_t(1));
        QAction *shownMark = mark();
        QVERIFY(shownMark);
        for (const QString &tip : {shownMark->toolTip(), field->toolTip()})
            QVERIFY2(tip.contains(field->textFromValue(30)) && tip.contains(field->textFromValue(50)),
                     qPrintable(tip));
        QVERIFY(field->toolTip().startsWith(plainTip));
        window.document()->undoStack()->undo();
        QVERIFY(!mark());
        QCOMPARE(field->toolTip(), plainTip);
    }

    // Issue 32: the Ranges table shows an input in the unit of its field: MFU in percent.
    void rangesTableUsesTheFieldsUnit()
    {
        WindowWithMfuField shown;
        MainWindow &window = shown.window;
        NumberField *field = shown.field;
        QVERIFY(field);
        field->setFocus();
        field->editor()->selectAll();
        QTest::keyClicks(field->editor(), QStringLiteral("30 to 50"));
        QTest::keyClick(field, Qt::Key_Return);
        window.resultsView()->tabs()->setCurrentIndex(ResultsView::UncertaintyTab);
        window.evaluator()->evaluateNow();
        RangeModel *ranges = window.resultsView()->uncertaintyView()->rangeModel();
        const int row = rowOf(*ranges, "workload.training.mfu");
        QVERIFY(row >= 0);
        QCOMPARE(ranges->index(row, RangeModel::Low).data().toString(), QStringLiteral("30"));
        QCOMPARE(ranges->index(row, RangeModel::High).data().toString(), QStringLiteral("50"));
        QCOMPARE(ranges->index(row, RangeModel::Likely).data().toString(),
                 QString::number(window.document()->scenario().workload.training.mfu * 100));
        QVERIFY2(ranges->index(row, RangeModel::Input).data().toString().contains(u'%'),
                 qPrintable(ranges->index(row, RangeModel::Input).data().toString()));
        // What is typed into the table is read in the same unit.
        QVERIFY(ranges->setData(ranges->index(row, RangeModel::High), QStringLiteral("35 to 45")));
        const ad::Range &set = window.document()->scenario().uncertainty.at("workload.training.mfu");
        QVERIFY(std::abs(set.low - 0.35) < 1e-12 && std::abs(set.high - 0.45) < 1e-12);
        // A multiple keeps its own unit.
        const int perf = rowOf(*ranges, "trainium.performance");
        QVERIFY(perf >= 0);
        QVERIFY(!ranges->index(perf, RangeModel::Input).data().toString().contains(u'%'));
    }

    // The tab's Cancel stops the run in hand; Run Again starts it anew.
    void cancelAndRunAgainFromTheTab()
    {
        MainWindow::Options options;
        options.persistSettings = false;
        MainWindow window(options);
        UncertaintyRunner *runner = window.uncertaintyRunner();
        runner->setSettings(slowSettings());
        QSignalSpy progress(runner, &UncertaintyRunner::progress);
        QSignalSpy finished(runner, &UncertaintyRunner::finished);
        window.evaluator()->evaluateNow();
        ResultsView *results = window.resultsView();
        results->tabs()->setCurrentIndex(ResultsView::UncertaintyTab);
        UncertaintyView *view = results->uncertaintyView();
        // The first reports may both read 0 %: wait for one past it, whatever the machine's pace.
        QTRY_VERIFY_WITH_TIMEOUT(view->progressBar()->value() > 0, 10000);
        QVERIFY(progress.count() > 1);
        QVERIFY(!view->cancelButton()->isHidden());
        view->cancelButton()->click();
        QCOMPARE(runner->state(), UncertaintyRunner::State::Cancelled);
        QVERIFY(view->statusText().startsWith(QStringLiteral("Stopped")));
        QVERIFY(view->cancelButton()->isHidden());
        QVERIFY(!view->rerunButton()->isHidden());
        QTest::qWait(1500);
        QCOMPARE(finished.count(), 0);
        QVERIFY(!results->currentUncertainty());

        view->rerunButton()->click();
        QCOMPARE(runner->state(), UncertaintyRunner::State::Running);
        QVERIFY(finished.wait(20000));
        QVERIFY(results->currentUncertainty());
        QCOMPARE(view->tornadoModel()->rowCount(),
                 int(results->currentUncertainty()->tornado.size()));
    }

    void tabHasAShortcut()
    {
        MainWindow::Options options;
        options.persistSettings = false;
        MainWindow window(options);
        QTabWidget *tabs = window.resultsView()->tabs();
        QCOMPARE(tabs->tabText(ResultsView::UncertaintyTab), QStringLiteral("How Firm"));
        QCOMPARE(tabs->tabText(ResultsView::DetailsTab), QStringLiteral("Details"));
        QAction *found = nullptr;
        for (QAction *action : window.findChildren<QAction *>())
            if (action->text() == QStringLiteral("How Firm")) found = action;
        QVERIFY(found);
        QCOMPARE(found->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_7));
        found->trigger();
        QCOMPARE(tabs->currentIndex(), int(ResultsView::UncertaintyTab));
    }

    // Screenshots for a person to look at: ACCELDECIDE_SCREENSHOTS=<folder>.
    void screenshots()
    {
        const QString folder = qEnvironmentVariable("ACCELDECIDE_SCREENSHOTS");
        if (folder.isEmpty()) QSKIP("set ACCELDECIDE_SCREENSHOTS to a folder to write them");
        MainWindow::Options options;
        options.persistSettings = false;
        MainWindow window(options);
        window.resize(1366, 768);
        window.show();
        QSignalSpy finished(window.uncertaintyRunner(), &UncertaintyRunner::finished);
        window.evaluator()->evaluateNow();
        QVERIFY(finished.wait(10000));
        ResultsView *results = window.resultsView();
        results->tabs()->setCurrentIndex(ResultsView::UncertaintyTab);
        UncertaintyView *view = results->uncertaintyView();
        for (int part = 0; part < view->parts()->count(); ++part) {
            view->parts()->setCurrentIndex(part);
            QTest::qWait(200);
            QVERIFY(window.grab().save(QDir(folder).filePath(
                QStringLiteral("how-firm-%1.png").arg(part))));
        }
        for (const bool dark : {false, true}) {
            window.setDarkPalette(dark);
            for (int tab : {int(ResultsView::OverviewTab), int(ResultsView::CostsTab),
                            int(ResultsView::TrainingTab), int(ResultsView::BreakEvenTab),
                            int(ResultsView::DecisionTab)}) {
                results->tabs()->setCurrentIndex(tab);
                QTest::qWait(200);
                QVERIFY(window.grab().save(QDir(folder).filePath(
                    QStringLiteral("tab-%1%2.png").arg(tab).arg(dark ? QStringLiteral("-dark") : QString()))));
            }
        }
        window.setDarkPalette(false);
        // The break-even over tokens served, with its band.
        results->tabs()->setCurrentIndex(ResultsView::BreakEvenTab);
        for (QComboBox *box : results->breakEvenPane()->findChildren<QComboBox *>())
            if (const int at = box->findText(QStringLiteral("Over tokens served")); at >= 0)
                box->setCurrentIndex(at);
        QTest::qWait(200);
        QVERIFY(window.grab().save(QDir(folder).filePath(QStringLiteral("break-even-tokens.png"))));
    }
};

QTEST_MAIN(TestUncertaintyGui)
#include "tst_gui_uncertainty.moc"
