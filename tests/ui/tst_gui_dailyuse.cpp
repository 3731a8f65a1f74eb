// The main window in everyday use: the explanation follows edits, Undo works from inside a field,
// a refused number goes back to what it was, problems name fields as the forms do, and the
// keyboard reaches the results without walking through every input.
#include "session/document.h"
#include "session/evaluator.h"
#include "shell/formbase.h"
#include "shell/mainwindow.h"
#include "shell/numberfield.h"
#include "shell/strategyform.h"
#include "shell/workloadform.h"
#include "views/explainview.h"
#include "views/keyfiguresmodel.h"
#include "views/matrixmodel.h"
#include "views/matrixview.h"
#include "views/namebreaks.h"
#include "views/chartpane.h"
#include "views/costpertokenmodel.h"
#include "views/recommendationpanel.h"
#include "views/resultsview.h"

#include "inputs/presets.h"
#include "scenario/scenario_io.h"

#include <QAction>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QTest>
#include <QTextLayout>
#include <QTreeWidget>
#include <QUndoStack>

#include <QtCharts/QChart>

#include <algorithm>
#include <memory>

namespace {

const auto tokensKey = QStringLiteral("workload.training.tokens_per_run_b");

NumberField *numberField(FormBase *form, const QString &key)
{
    auto *field = qobject_cast<NumberField *>(form->editorFor(key));
    if (!field) qFatal("no number field %s", qPrintable(key));
    return field;
}

void typeInto(NumberField *field, const QString &text, bool confirm = true)
{
    field->setFocus();
    field->editor()->selectAll();
    QTest::keyClicks(field->editor(), text);
    if (confirm) QTest::keyClick(field->editor(), Qt::Key_Return);
}

QAction *menuAction(QMenuBar *bar, const QString &text)
{
    for (QAction *menu : bar->actions())
        if (menu->menu())
            for (QAction *action : menu->menu()->actions())
                if (action->text() == text) return action;
    return nullptr;
}

} // namespace

class TestDailyUse : public QObject
{
    Q_OBJECT

    std::unique_ptr<MainWindow> window;

    void settle()
    {
        window->evaluator()->evaluateNow();
        QCoreApplication::processEvents();
    }

private slots:
    void init()
    {
        MainWindow::Options options;
        options.persistSettings = false;
        window = std::make_unique<MainWindow>(options);
        window->setMessageHook([](const MainWindow::Message &) {});
        window->resize(1366, 768);
        window->show();
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QTRY_VERIFY(window->evaluator()->hasAssessment());
        settle();
    }

    void cleanup()
    {
        window->document()->undoStack()->setClean();
        window.reset();
    }

    // The total the overview explains is selected without scrolling the table sideways, so the
    // option names stay in sight on a narrow window, also after an edit.
    void overviewTableKeepsTheNamesInSight()
    {
        window->resize(900, 640);
        ResultsView *results = window->resultsView();
        results->tabs()->setCurrentIndex(ResultsView::OverviewTab);
        settle();
        QTableView *table = results->keyFiguresTable();
        QVERIFY(table->horizontalScrollBar()->maximum() > 0);  // too narrow for every column
        QVERIFY(table->currentIndex().isValid());
        QCOMPARE(table->horizontalScrollBar()->value(), 0);
        typeInto(numberField(window->workloadForm(), tokensKey), QStringLiteral("120"));
        settle();
        QCOMPARE(table->horizontalScrollBar()->value(), 0);
    }

    // The overview's explanation names the value the selected cell shows now, after an edit that
    // changed it. A cell with no figure behind it (the option's name) clears the explanation:
    // before, the last figure's text stayed up there and, after an edit, showed an old value.
    void overviewExplanationFollowsEdits()
    {
        ResultsView *results = window->resultsView();
        results->tabs()->setCurrentIndex(ResultsView::OverviewTab);
        QTableView *table = results->keyFiguresTable();
        table->setCurrentIndex(table->model()->index(0, KeyFiguresModel::TrainingCostPerRun));
        const QString before = table->currentIndex().data().toString();
        QVERIFY2(results->overviewExplanation()->toPlainText().contains(before),
                 qPrintable(results->overviewExplanation()->toPlainText()));

        typeInto(numberField(window->workloadForm(), tokensKey), QStringLiteral("4000"));
        settle();
        const QString after = table->currentIndex().data().toString();
        QVERIFY(after != before);
        QVERIFY2(results->overviewExplanation()->toPlainText().contains(after),
                 qPrintable(results->overviewExplanation()->toPlainText()));

        table->setCurrentIndex(table->model()->index(0, KeyFiguresModel::Option));
        typeInto(numberField(window->workloadForm(), tokensKey), QStringLiteral("100"));
        settle();
        QCOMPARE(table->currentIndex().column(), int(KeyFiguresModel::Option));
        const QString shown = results->overviewExplanation()->toPlainText();
        QVERIFY2(!shown.contains(after) && !shown.contains(before), qPrintable(shown));
    }

    // A preset chosen with the overview scrolled down and another figure selected: the new
    // scenario's headline is in sight, and the panel beside it explains the new leader's total,
    // not the figure selected in the previous scenario.
    void presetStartsTheOverviewAtItsHeadline()
    {
        ResultsView *results = window->resultsView();
        results->tabs()->setCurrentIndex(ResultsView::OverviewTab);
        settle();
        QScrollArea *scroll = nullptr;
        for (QWidget *w = results->recommendationPanel(); w && !scroll; w = w->parentWidget())
            scroll = qobject_cast<QScrollArea *>(w);
        QVERIFY(scroll);
        QVERIFY(scroll->verticalScrollBar()->maximum() > 0);
        scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum());
        QTableView *table = results->keyFiguresTable();
        table->setCurrentIndex(table->model()->index(1, KeyFiguresModel::TrainingCostPerRun));

        const ad::Preset &preset = ad::presetList().back();
        window->document()->reset(preset.scenario);
        settle();
        QCOMPARE(scroll->verticalScrollBar()->value(), 0);
        QCOMPARE(table->currentIndex().row(), 0);
        QCOMPARE(table->currentIndex().column(), int(KeyFiguresModel::Tco));
        const QString shown = table->currentIndex().data().toString();
        QVERIFY2(results->overviewExplanation()->toPlainText().contains(shown),
                 qPrintable(results->overviewExplanation()->toPlainText()));
    }

    // An inference-only workload runs no training: the overview shows no training cost or run
    // time for it, and shows them again when the workload trains.
    void inferenceOnlyShowsNoTrainingColumns()
    {
        ResultsView *results = window->resultsView();
        results->tabs()->setCurrentIndex(ResultsView::OverviewTab);
        QTableView *table = results->keyFiguresTable();
        const int training[] = {KeyFiguresModel::TrainingCostPerRun, KeyFiguresModel::WallClockDays};
        QVERIFY(window->document()->scenario().workload.trains());
        for (int column : training) QVERIFY(!table->isColumnHidden(column));
        table->setCurrentIndex(table->model()->index(0, KeyFiguresModel::WallClockDays));
        auto *kind = qobject_cast<QComboBox *>(
            window->workloadForm()->editorFor(QStringLiteral("workload.kind")));
        QVERIFY(kind);
        auto choose = [kind](ad::WorkloadKind k) {  // as a user's choice in the list does
            kind->setCurrentIndex(kind->findData(int(k)));
            emit kind->activated(kind->currentIndex());
        };
        choose(ad::WorkloadKind::Inference);
        QVERIFY(!window->document()->scenario().workload.trains());
        settle();
        for (int column : training) QVERIFY(table->isColumnHidden(column));
        QVERIFY(!table->isColumnHidden(KeyFiguresModel::CostPerMTok));
        QCOMPARE(table->currentIndex().column(), int(KeyFiguresModel::Tco));
        choose(ad::WorkloadKind::Mixed);
        settle();
        for (int column : training) QVERIFY(!table->isColumnHidden(column));
    }

    // At 1366 × 768 the overview's key columns (total over the horizon, porting, break-even)
    // are whole on screen without scrolling sideways; a shortened name has its whole text in the
    // tooltip, and so has a figure.
    void overviewKeyColumnsInSight()
    {
        ResultsView *results = window->resultsView();
        results->tabs()->setCurrentIndex(ResultsView::OverviewTab);
        settle();
        QTableView *table = results->keyFiguresTable();
        QCOMPARE(table->horizontalScrollBar()->value(), 0);
        for (int column : {int(KeyFiguresModel::Option), int(KeyFiguresModel::Tco),
                           int(KeyFiguresModel::PortingWeeks), int(KeyFiguresModel::BreakEven)}) {
            const QRect cell = table->visualRect(table->model()->index(0, column));
            QVERIFY2(cell.left() >= 0 && cell.right() < table->viewport()->width(),
                     qPrintable(QStringLiteral("column %1 at %2..%3 of %4").arg(column)
                                    .arg(cell.left()).arg(cell.right())
                                    .arg(table->viewport()->width())));
            if (column == KeyFiguresModel::Option) continue;
            for (int row = 0; row < table->model()->rowCount(); ++row) {
                const QModelIndex index = table->model()->index(row, column);
                QVERIFY(table->fontMetrics().horizontalAdvance(index.data().toString())
                        < table->columnWidth(column));
            }
        }
        const QModelIndex name = table->model()->index(0, KeyFiguresModel::Option);
        QCOMPARE(name.data(Qt::ToolTipRole).toString(), name.data().toString());
        const QModelIndex total = table->model()->index(0, KeyFiguresModel::Tco);
        QVERIFY(total.data(Qt::ToolTipRole).toString().contains(total.data().toString()));
    }

    // At 1366 × 768 every column title of the decision matrix is whole: laid out as the header
    // draws it (its font, its break points, the section's width less the style's margins), no
    // line is wider than the section and the lines fit the header's height; the full name is in
    // the tooltip. The winner's bold "Lambda gpu_8x_b200_sxm6 (B200 SXM6)" ran out of its column
    // on both sides (issue 32).
    void matrixTitlesFitTheirColumns()
    {
        ResultsView *results = window->resultsView();
        results->tabs()->setCurrentIndex(ResultsView::DecisionTab);
        settle();
        MatrixView *matrix = results->matrixView();
        auto *header = qobject_cast<NameWrappingHeader *>(matrix->table()->horizontalHeader());
        QVERIFY(header);
        const QAbstractItemModel *model = header->model();
        QVERIFY(model->columnCount() > MatrixModel::FirstOption + 3);
        const int margin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
        for (int section = 0; section < model->columnCount(); ++section) {
            const QString title = model->headerData(section, Qt::Horizontal).toString();
            const int width = header->sectionSize(section) - 2 * margin;
            QTextLayout layout(header->shownText(section), header->sectionFont(section));
            QTextOption option;
            option.setWrapMode(QTextOption::WordWrap);
            layout.setTextOption(option);
            qreal height = 0;
            layout.beginLayout();
            for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
                line.setLineWidth(width);
                QVERIFY2(line.naturalTextWidth() <= width,
                         qPrintable(QStringLiteral("\"%1\": a line %2 px wide in %3 px")
                                        .arg(title).arg(line.naturalTextWidth()).arg(width)));
                height += line.height();
            }
            layout.endLayout();
            QVERIFY2(height <= header->height() - 2 * margin,
                     qPrintable(QStringLiteral("\"%1\": %2 px tall in %3 px").arg(title)
                                    .arg(height).arg(header->height() - 2 * margin)));
            if (section >= MatrixModel::FirstOption)
                QVERIFY(model->headerData(section, Qt::Horizontal, Qt::ToolTipRole).toString()
                            .contains(title.section(QLatin1Char('\n'), 0, 0)));
        }
    }

    // The Details tab never cuts a value or a method at its edge: every column ends within the
    // tree's width and is as wide as its widest text, the figure's name giving way with "…",
    // and every cell has its whole text in the tooltip.
    void detailsColumnsWithinTheTree()
    {
        ResultsView *results = window->resultsView();
        results->tabs()->setCurrentIndex(ResultsView::DetailsTab);
        settle();
        QTreeWidget *tree = results->explainView()->tree();
        QTRY_VERIFY(tree->topLevelItemCount() > 1);
        QHeaderView *header = tree->header();
        const int last = header->logicalIndex(header->count() - 1);
        QVERIFY2(header->sectionViewportPosition(last) + header->sectionSize(last)
                     <= tree->viewport()->width(),
                 qPrintable(QStringLiteral("%1 + %2 > %3").arg(header->sectionViewportPosition(last))
                                .arg(header->sectionSize(last)).arg(tree->viewport()->width())));
        const auto fits = [&](QTreeWidgetItem *option) {
            QVERIFY(option->isExpanded() && option->childCount() > 0);
            for (int i = 0; i < option->childCount(); ++i) {
                QTreeWidgetItem *figure = option->child(i);
                for (int column : {1, 2})
                    QVERIFY2(tree->fontMetrics().horizontalAdvance(figure->text(column))
                                 <= header->sectionSize(column),
                             qPrintable(figure->text(column)));
                for (int column = 0; column < 3; ++column)
                    QCOMPARE(figure->toolTip(column), figure->text(column));
            }
        };
        fits(tree->topLevelItem(1));
        // The columns are fitted when their rows come in: an option the user opens later, and the
        // tree built again after an edit, whose figures are wider.
        QTreeWidgetItem *later = tree->topLevelItem(tree->topLevelItemCount() - 1);
        QVERIFY(!later->isExpanded());
        later->setExpanded(true);
        fits(later);
        QVERIFY(window->document()->setField(tokensKey, QStringLiteral("900000"), nullptr));
        settle();
        QTRY_VERIFY(tree->topLevelItemCount() > 1 && tree->topLevelItem(1)->childCount() > 0);
        fits(tree->topLevelItem(1));
    }

    // Costs chart with a dozen bars on a short window: every bar keeps its name (Qt Charts drew
    // "..." for a label taller than its share of the axis; the names, drawn by the chart factory
    // now, would overlap); the pane scrolls instead.
    void costBarsKeepTheirNamesOnAShortWindow()
    {
        window->resize(1100, 560);
        ResultsView *results = window->resultsView();
        results->tabs()->setCurrentIndex(ResultsView::CostsTab);
        settle();
        QChart *chart = results->costPane()->chart();
        QVERIFY(chart && chart->scene());
        QTRY_VERIFY(chart->plotArea().height() > 0);
        QCoreApplication::processEvents();
        int labels = 0;
        QList<QRectF> names;
        for (QGraphicsItem *item : chart->scene()->items()) {
            QString shown;
            if (auto *text = dynamic_cast<QGraphicsTextItem *>(item)) shown = text->toPlainText();
            if (auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item)) shown = text->text();
            if (!item->isVisible() || shown.isEmpty()) continue;
            QString plain = shown;
            plain.remove(QLatin1Char('.')).remove(QChar(0x2026));
            QVERIFY2(!plain.trimmed().isEmpty(), qPrintable(shown));
            // A bar's label is its price and name ("$0.39  AWS ..."), an axis tick a price alone.
            if (shown.startsWith(QLatin1Char('$')) && shown.contains(QLatin1Char(' '))) {
                ++labels;
                names << item->sceneBoundingRect();
            }
        }
        // Each name on its own lines, apart from its neighbours'.
        for (qsizetype i = 0; i < names.size(); ++i)
            for (qsizetype k = i + 1; k < names.size(); ++k)
                QVERIFY(!names[i].adjusted(0, 1, 0, -1).intersects(names[k]));
        QCOMPARE(labels, std::min(12, results->costModel()->chartRowCount()));
        // The axis title whole, on more lines if need be: Qt Charts cut it with "..." at the
        // width of the plot area ("USD per million generated tokens (cheapest 12 o...").
        QStringList drawn;
        for (QGraphicsItem *item : chart->scene()->items())
            if (auto *text = dynamic_cast<QGraphicsTextItem *>(item); text && text->isVisible())
                drawn << text->toPlainText().replace(QChar::LineSeparator, QLatin1Char(' ')).simplified();
        const QString title = QStringLiteral("USD per million generated tokens (cheapest %1 of %2)")
                                  .arg(std::min(12, results->costModel()->chartRowCount()))
                                  .arg(results->costModel()->chartRowCount());
        QVERIFY2(drawn.contains(title),
                 qPrintable(title + QStringLiteral(" drawn as: ") + drawn.join(QStringLiteral(" | "))));
    }

    // On the Details tab, the selected figure's explanation follows the edit too, and a figure of
    // an option the edit removed is not left on screen.
    void detailsExplanationFollowsEdits()
    {
        ResultsView *results = window->resultsView();
        const ad::Assessment &a = window->evaluator()->assessment();
        const std::string id = a.decision.winner;
        results->explain(id, QStringLiteral("trainingCostPerRun"));
        QTreeWidgetItem *item = results->explainView()->tree()->currentItem();
        QVERIFY(item);
        const QString before = item->text(1);
        QVERIFY(results->explainView()->browser()->toPlainText().contains(before));

        typeInto(numberField(window->workloadForm(), tokensKey), QStringLiteral("4000"));
        settle();
        item = results->explainView()->tree()->currentItem();
        QVERIFY(item);
        QVERIFY(item->text(1) != before);
        QVERIFY2(results->explainView()->browser()->toPlainText().contains(item->text(1)),
                 qPrintable(results->explainView()->browser()->toPlainText()));

        // Multi-cloud knocks Trainium out of the decision but keeps it in the tree; turning
        // every provider off is not possible from the form, so remove the option by pricing:
        // spot-only drops the offers without a spot price.
        const QString shown = results->explainView()->browser()->toPlainText();
        window->document()->setField(QStringLiteral("strategy.spot_only"), QStringLiteral("true"),
                                     nullptr);
        settle();
        if (!window->evaluator()->assessment().option(id))
            QVERIFY(results->explainView()->browser()->toPlainText() != shown);
    }

    // Enter commits a typed value; Ctrl+Z with the cursor still in the field undoes it in the
    // document, and Ctrl+Shift+Z redoes it.
    void undoShortcutsWorkFromInsideAField()
    {
        NumberField *field = numberField(window->workloadForm(), tokensKey);
        const double before = window->document()->scenario().workload.training.tokensPerRunB;
        typeInto(field, QStringLiteral("321"));
        QCOMPARE(window->document()->scenario().workload.training.tokensPerRunB, 321.0);
        QVERIFY(field->editor()->hasFocus());

        QTest::keyClick(field->editor(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(window->document()->scenario().workload.training.tokensPerRunB, before);
        QCOMPARE(field->value(), before);
        QTest::keyClick(field->editor(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(window->document()->scenario().workload.training.tokensPerRunB, 321.0);
    }

    // The same in a text field (the scenario's name).
    void undoShortcutWorksFromATextField()
    {
        auto *edit = qobject_cast<QLineEdit *>(
            window->scenarioForm()->editorFor(QStringLiteral("name")));
        QVERIFY(edit);
        const std::string before = window->document()->scenario().name;
        edit->setFocus();
        edit->selectAll();
        QTest::keyClicks(edit, QStringLiteral("Renamed"));
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(window->document()->scenario().name, std::string("Renamed"));
        QTest::keyClick(edit, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(window->document()->scenario().name, before);
    }

    // While typing is not committed, Ctrl+Z stays the field's own text undo.
    void uncommittedTypingKeepsTheFieldsOwnUndo()
    {
        NumberField *field = numberField(window->workloadForm(), tokensKey);
        const int steps = window->document()->undoStack()->index();
        typeInto(field, QStringLiteral("12"), false);
        QTest::keyClick(field->editor(), Qt::Key_Z, Qt::ControlModifier);
        // The document did not step back past its state before the typing.
        QVERIFY(window->document()->undoStack()->index() >= steps);
        QVERIFY(field->editor()->text() != QStringLiteral("12"));
    }

    // A problem between two fields names them by their labels, as the forms show them.
    void crossFieldProblemNamesTheLabels()
    {
        // More active parameters than parameters: the form takes it, the evaluator objects.
        typeInto(numberField(window->workloadForm(),
                             QStringLiteral("workload.active_parameters_b")),
                 QStringLiteral("200"));
        settle();
        auto *problems = window->findChild<ProblemLabel *>(QStringLiteral("inputProblems"));
        QVERIFY(problems);
        const QString text = problems->text();
        const QString active = FormBase::fieldLabel(QStringLiteral("workload.active_parameters_b"));
        QVERIFY2(text.contains(active), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("/workload")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("parameters_b")), qPrintable(text));
        // The form's row shows the same label.
        QWidget *editor = window->workloadForm()->editorFor(
            QStringLiteral("workload.active_parameters_b"));
        QCOMPARE(editor->accessibleName(), active);
    }

    // Menus and undo entries speak of articles, criteria and fields by name, never by id.
    void noInternalIdsInMenusOrUndoEntries()
    {
        for (QAction *action : window->presetsMenu()->actions())
            QVERIFY2(!action->text().contains(QStringLiteral("seed-")), qPrintable(action->text()));
        QUndoStack *stack = window->document()->undoStack();
        emit window->resultsView()->weightEdited(QStringLiteral("software_maturity"), 4);
        QVERIFY2(stack->undoText().contains(QStringLiteral("Software maturity")),
                 qPrintable(stack->undoText()));
        QVERIFY(window->document()->setField(QStringLiteral("workload.layers"),
                                             QStringLiteral("64"), nullptr));
        QCOMPARE(stack->undoText(),
                 QStringLiteral("Change %1").arg(FormBase::fieldLabel(QStringLiteral("workload.layers"))));
        for (int i = 0; i < stack->count(); ++i)
            QVERIFY2(!stack->text(i).contains(u'_') && !stack->text(i).contains(u'.'),
                     qPrintable(stack->text(i)));
    }

    // Ctrl+4 shows the Training tab and puts the focus on it, from anywhere, also from a field;
    // F6 moves between the inputs and the results. The View menu lists them.
    void shortcutsReachTheResults()
    {
        NumberField *field = numberField(window->workloadForm(), tokensKey);
        field->setFocus();
        QTest::keyClick(field->editor(), Qt::Key_4, Qt::ControlModifier);
        ResultsView *results = window->resultsView();
        QCOMPARE(results->tabs()->currentIndex(), int(ResultsView::TrainingTab));
        QVERIFY(results->isAncestorOf(QApplication::focusWidget()));

        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6);
        QVERIFY(window->workloadForm()->parentWidget()->isAncestorOf(QApplication::focusWidget()));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6);
        QVERIFY(results->isAncestorOf(QApplication::focusWidget()));

        QAction *training = menuAction(window->menuBar(), results->tabs()->tabText(2));
        QVERIFY(training);
        QCOMPARE(training->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_3));
    }

    // From the first input, the results are a few key presses away, not forty.
    void tabChainReachesTheResultsQuickly()
    {
        QWidget *first = window->scenarioForm()->editorFor(QStringLiteral("name"));
        first->setFocus();
        QVERIFY(first->hasFocus());
        ResultsView *results = window->resultsView();
        int presses = 0;
        while (!results->isAncestorOf(QApplication::focusWidget()) && presses < 60) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab);
            ++presses;
        }
        QVERIFY2(presses <= 2, qPrintable(QString::number(presses)));
        QCOMPARE(QApplication::focusWidget(), results->tabs()->tabBar());
    }
};

QTEST_MAIN(TestDailyUse)
#include "tst_gui_dailyuse.moc"
