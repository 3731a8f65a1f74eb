// Workshop mode end to end through the widgets: participants typed in, ballots clicked into the
// form one person at a time, nothing shown before the reveal, the revealed figures against hand
// formulas, the aggregate applied to the matrix and undone, a second round and what moved. The
// projector view has its own suite (tst_gui_workshop_projector.cpp).
#include "roundvotes.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QRegularExpression>
#include <QTableView>
#include <QTemporaryDir>

using namespace roundvotes;

class TestGuiWorkshop : public QObject
{
    Q_OBJECT

    WorkshopFixture f;
    QTemporaryDir settingsDir;

    const ad::Catalog &catalog() const { return f.window->catalogSession()->catalog(); }

    void runRound(const std::vector<std::map<std::string, int>> &ballots)
    {
        roundvotes::runRound(f, ballots);
    }
    void startWithPeople() { roundvotes::startWithPeople(f); }

private slots:
    void initTestCase() { WorkshopFixture::isolateSettings(settingsDir, "tst_gui_workshop"); }
    void init() { QVERIFY(f.reopen()); }

    void cleanup() { f.destroy(); }

    void participantsAreTypedRenamedAndRemovedUndoably()
    {
        f.start();
        QCOMPARE(f.workshop()->title, f.document()->scenario().name);
        for (const QString &name : people) f.addByTyping(name);
        std::vector<std::string> names;
        for (const auto &p : f.workshop()->participants) names.push_back(p.name);
        QCOMPARE(names, (std::vector<std::string>{"Ana", "Bo", "Cy", "Dee"}));
        QVERIFY(f.participants()->nameEdit()->text().isEmpty());

        // A name already taken is refused with a reason, and stays in the field to be fixed.
        f.addByTyping(QStringLiteral("Bo"));
        QCOMPARE(f.workshop()->participants.size(), std::size_t(4));
        QVERIFY(!f.told.isEmpty() && f.told.last().contains(QStringLiteral("already taken")));
        QCOMPARE(f.participants()->nameEdit()->text(), QStringLiteral("Bo"));
        f.participants()->nameEdit()->clear();

        f.select(QStringLiteral("Cy"));
        f.textAnswers.push_back(QStringLiteral("Cyrus"));
        f.click(f.participants()->renameButton());
        QCOMPARE(f.workshop()->participants[2].name, std::string("Cyrus"));
        f.select(QStringLiteral("Dee"));
        f.click(f.participants()->removeButton());
        QCOMPARE(f.workshop()->participants.size(), std::size_t(3));
        QCOMPARE(f.participants()->list()->topLevelItemCount(), 3);

        f.document()->undoStack()->undo(); // the removal
        f.document()->undoStack()->undo(); // the rename
        QCOMPARE(f.workshop()->participants.size(), std::size_t(4));
        QCOMPARE(f.workshop()->participants[2].name, std::string("Cy"));
        QCOMPARE(f.participants()->list()->topLevelItem(3)->text(0),
                 WorkshopFixture::shown(QStringLiteral("Dee")));
    }

    void settingsAreEditedInTheWindow()
    {
        f.start();
        QLineEdit *title = f.workshopWindow()->findChild<QLineEdit *>(
            QStringLiteral("workshopTitle"));
        QVERIFY(title);
        title->setFocus();
        title->selectAll();
        QTest::keyClicks(title, QStringLiteral("Accelerator choice, Q2"));
        QTest::keyClick(title, Qt::Key_Return);
        QCOMPARE(f.workshop()->title, std::string("Accelerator choice, Q2"));
        auto *anonymous = f.workshopWindow()->findChild<QCheckBox *>(
            QStringLiteral("workshopAnonymous"));
        QVERIFY(anonymous && anonymous->isChecked() && f.workshop()->anonymous);
        QTest::mouseClick(anonymous, Qt::LeftButton, {}, QPoint(6, anonymous->height() / 2));
        QVERIFY(!f.workshop()->anonymous);
        f.document()->undoStack()->undo();
        QVERIFY(f.workshop()->anonymous);
        QVERIFY(anonymous->isChecked());
    }

    void ballotsStayHiddenUntilTheReveal()
    {
        startWithPeople();
        runRound({round1[0]});
        // The next person still to vote is selected, ready for the next ballot.
        QCOMPARE(f.participants()->selectedParticipant(), std::string("p2"));
        // Bo's form starts from neutral although Ana's ballot is in (checked in runRound too).
        BallotForm *form = f.openBallot(QStringLiteral("Bo"));
        QVERIFY(form);
        QCOMPARE(form->weightGroup("portability")->checkedId(), int(BallotForm::NeutralWeight));
        QCOMPARE(form->weightGroup("cost_horizon")->checkedId(), int(BallotForm::NeutralWeight));
        form->reject();

        // The window says who has voted, never what.
        QCOMPARE(f.round()->statusLabel()->text(), QStringLiteral("Round 1 — 1 of 4 ballots in"));
        // Each name isolated, so none can reorder the next.
        const QString waiting = QStringList{WorkshopFixture::shown(QStringLiteral("Bo")),
                                            WorkshopFixture::shown(QStringLiteral("Cy")),
                                            WorkshopFixture::shown(QStringLiteral("Dee"))}
                                    .join(QStringLiteral(", "));
        QVERIFY(f.round()->waitingLabel()->text().contains(waiting));
        QCOMPARE(f.participants()->list()->topLevelItem(0)->text(1), QStringLiteral("✓ voted"));
        QVERIFY(!f.results()->showsResults());
        QCOMPARE(f.results()->weightsModel()->rowCount(), 0);
        QCOMPARE(f.results()->spreadModel()->rowCount(), 0);
        QCOMPARE(f.results()->rankingModel()->rowCount(), 0);
        QVERIFY(!f.results()->applyButton()->isEnabled());

        // Revealing with ballots missing asks first; "no" leaves the round closed.
        f.confirmAnswer = false;
        f.click(f.round()->revealButton());
        QCOMPARE(f.confirmations.size(), 1);
        QVERIFY(f.confirmations.last().contains(waiting));
        QVERIFY(!f.workshop()->current().revealed);
        QVERIFY(!f.results()->showsResults());
        f.confirmAnswer = true;
        f.click(f.round()->revealButton());
        QVERIFY(f.workshop()->current().revealed);
        QVERIFY(f.results()->showsResults());
        // After the reveal no more ballots go into that round.
        f.select(QStringLiteral("Bo"));
        QVERIFY(!f.participants()->ballotButton()->isEnabled());
    }

    void revealShowsAggregatesAndSpreadsByHandFormulas()
    {
        startWithPeople();
        runRound(round1);
        QCOMPARE(f.round()->statusLabel()->text(), QStringLiteral("Round 1 — 4 of 4 ballots in"));
        f.click(f.round()->revealButton());
        QVERIFY(f.confirmations.isEmpty()); // everyone had voted
        QVERIFY(f.results()->showsResults());
        const auto votes = votesByCriterion(catalog(), round1);

        // Median (the default), then mean and geometric mean chosen in the combo box.
        struct Method {
            int downPresses;
            double (*formula)(const std::vector<int> &);
        };
        const std::vector<Method> methods = {{0, hand::median}, {1, hand::mean},
                                             {1, hand::geometric}};
        auto *combo = f.workshopWindow()->findChild<QComboBox *>(QStringLiteral("workshopMethod"));
        QVERIFY(combo);
        for (const Method &method : methods) {
            for (int i = 0; i < method.downPresses; ++i) {
                combo->setFocus();
                QTest::keyClick(combo, Qt::Key_Down);
            }
            WorkshopTableModel *model = f.results()->weightsModel();
            QCOMPARE(model->rowCount(), int(catalog().criteria.size()));
            for (const auto &[criterion, v] : votes) {
                const int row = model->rowOf(QString::fromStdString(criterion));
                QVERIFY2(row >= 0, criterion.c_str());
                const double exact = method.formula(v);
                QCOMPARE(cell(model, row, workshopui::WExact), hand::fixed2(exact));
                QCOMPARE(cell(model, row, workshopui::WRounded),
                         QString::number(hand::roundHalfUp(exact)));
                QCOMPARE(cell(model, row, workshopui::WBallots), QStringLiteral("4"));
            }
        }
        QCOMPARE(f.workshop()->method, ad::AggregationMethod::Geometric);

        // Spreads: population SD, range, IQR of type 7; the most contested first.
        WorkshopTableModel *spreads = f.results()->spreadModel();
        QCOMPARE(spreads->rowCount(), int(votes.size()));
        double previousSd = 1e9;
        for (int row = 0; row < spreads->rowCount(); ++row) {
            const std::string id =
                spreads->index(row, 0).data(WorkshopTableModel::IdRole).toString().toStdString();
            const std::vector<int> &v = votes.at(id);
            const double sd = hand::populationSd(v);
            QCOMPARE(cell(spreads, row, workshopui::SStdDev), hand::fixed2(sd));
            const auto [lo, hi] = std::minmax_element(v.begin(), v.end());
            QCOMPARE(cell(spreads, row, workshopui::SRange), QString::number(*hi - *lo));
            QCOMPARE(cell(spreads, row, workshopui::SIqr),
                     hand::fixed2(hand::quantile7(v, 0.75) - hand::quantile7(v, 0.25)));
            QVERIFY(sd <= previousSd + 1e-12);
            previousSd = sd;
        }
        // Portability (1, 5, 2, 5) splits the room most.
        QCOMPARE(spreads->index(0, 0).data(WorkshopTableModel::IdRole).toString(),
                 QStringLiteral("portability"));
        QCOMPARE(cell(spreads, 0, workshopui::SStdDev), hand::fixed2(std::sqrt(12.75 / 4)));

        // Ranking agreement: one row per ballot, anonymous labels, winner counts that add up.
        WorkshopTableModel *ranking = f.results()->rankingModel();
        QCOMPARE(ranking->rowCount(), 4);
        for (int row = 0; row < 4; ++row)
            QCOMPARE(cell(ranking, row, workshopui::RParticipant),
                     WorkshopFixture::shown(QStringLiteral("Participant %1").arg(row + 1)));
        QVERIFY(f.results()->kendallLabel()->text().contains(
            QRegularExpression(QStringLiteral("Kendall's W = [01]\\.\\d\\d: .*agreement"))));
        int picks = 0;
        auto it = QRegularExpression(QStringLiteral("(\\d+) of 4 pick"))
                      .globalMatch(f.results()->winnersLabel()->text());
        while (it.hasNext()) picks += it.next().captured(1).toInt();
        QCOMPARE(picks, 4);
        // With names shown, the same rows carry the names.
        f.controller->setAnonymous(false);
        QCOMPARE(cell(ranking, 1, workshopui::RParticipant), WorkshopFixture::shown(QStringLiteral("Bo")));
    }

    // The results tables copy like the main window's: the model's rows under its headings.
    void resultsTablesCopyTheirRows()
    {
        startWithPeople();
        runRound(round1);
        f.click(f.round()->revealButton());
        WorkshopTableModel *model = f.results()->weightsModel();
        QTableView *table = nullptr;
        for (auto *view : f.results()->findChildren<QTableView *>())
            if (view->model() == model) table = view;
        QVERIFY(table);
        QAction *copy = table->actions().value(0);
        QVERIFY(copy && copy->text().startsWith(QStringLiteral("&Copy")));
        table->clearSelection();
        copy->trigger();
        const QStringList lines =
            QApplication::clipboard()->text().split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), model->rowCount() + 1);
        QCOMPARE(lines.first().split(u'\t').value(0),
                 model->headerData(0, Qt::Horizontal, Qt::DisplayRole).toString());
        QCOMPARE(lines.at(1).split(u'\t').value(0), model->index(0, 0).data().toString());
    }

    void aggregatedWeightsGoToTheMatrixInOneUndoableStep()
    {
        startWithPeople();
        runRound(round1);
        f.click(f.round()->revealButton());
        const ad::DecisionInputs before = f.document()->scenario().decision;
        const int steps = f.document()->undoStack()->count();
        f.click(f.results()->applyButton());
        QCOMPARE(f.document()->undoStack()->count(), steps + 1);
        const auto &weights = f.document()->scenario().decision.weights;
        for (const auto &[criterion, v] : votesByCriterion(catalog(), round1))
            QCOMPARE(weights.at(criterion), hand::roundHalfUp(hand::median(v)));
        // The matrix follows: the evaluated assessment uses the new weights.
        for (const ad::MatrixCriterion &c : f.evaluated().decision.criteria)
            QCOMPARE(c.weight, weights.at(c.id));
        // "Matrix now" shows the applied weight and the change column says "same".
        QTRY_COMPARE(cell(f.results()->weightsModel(),
                          f.results()->weightsModel()->rowOf(QStringLiteral("portability")),
                          workshopui::WChange),
                     QStringLiteral("same"));

        f.document()->undoStack()->undo();
        QCOMPARE(f.document()->scenario().decision, before);
        QVERIFY(f.workshop()->current().revealed); // the workshop itself is untouched
    }

    void roundTwoShowsWhatMoved()
    {
        startWithPeople();
        runRound(round1);
        f.click(f.round()->revealButton());
        QVERIFY(f.results()->movesModel()->rowCount() == 0);
        QVERIFY(f.results()->movesLabel()->text().contains(QStringLiteral("first")));
        f.click(f.round()->nextRoundButton());
        QCOMPARE(f.workshop()->currentRound, 2);
        QCOMPARE(f.round()->statusLabel()->text(), QStringLiteral("Round 2 — 0 of 4 ballots in"));
        // Round 1's results stay on show during the new vote; round 2's do not exist yet.
        QCOMPARE(f.workshopWindow()->shownRound(), 1);

        const auto second = round2();
        runRound(second);
        f.click(f.round()->revealButton());
        QCOMPARE(f.workshopWindow()->shownRound(), 2);
        QCOMPARE(f.results()->roundCombo()->count(), 2);

        const auto before = votesByCriterion(catalog(), round1);
        const auto after = votesByCriterion(catalog(), second);
        WorkshopTableModel *moves = f.results()->movesModel();
        QCOMPARE(moves->rowCount(), int(before.size()));
        // Portability moved most: median 3.5 → 4.5, its spread shrank.
        QCOMPARE(moves->index(0, 0).data(WorkshopTableModel::IdRole).toString(),
                 QStringLiteral("portability"));
        QCOMPARE(cell(moves, 0, workshopui::MBefore),
                 hand::fixed2(hand::median(before.at("portability"))));
        QCOMPARE(cell(moves, 0, workshopui::MAfter),
                 hand::fixed2(hand::median(after.at("portability"))));
        QCOMPARE(cell(moves, 0, workshopui::MChange), QStringLiteral("+1.00"));
        QCOMPARE(cell(moves, 0, workshopui::MSpreadBefore),
                 hand::fixed2(hand::populationSd(before.at("portability"))));
        QCOMPARE(cell(moves, 0, workshopui::MSpreadAfter),
                 hand::fixed2(hand::populationSd(after.at("portability"))));
        for (int row = 1; row < moves->rowCount(); ++row)
            QCOMPARE(moves->index(row, workshopui::MChange).data(WorkshopTableModel::ValueRole)
                         .toDouble(),
                     0.0);
        // Who moved: Ana and Cy on portability, Bo and Dee kept theirs (anonymous labels).
        // Rows go by label, Participant 1 first, whatever the order of the list.
        QListWidget *who = f.results()->participantMoves();
        QCOMPARE(who->count(), 4);
        QStringList lines;
        for (int row = 0; row < who->count(); ++row) {
            lines << who->item(row)->text();
            QVERIFY(lines.last().startsWith(
                WorkshopFixture::shown(QStringLiteral("Participant %1").arg(row + 1)) + QStringLiteral(": ")));
        }
        auto labelOf = [&](const char *id) {
            return WorkshopFixture::shown(QString::fromStdString(ad::participantLabel(*f.workshop(), id)));
        };
        QVERIFY(lines.contains(labelOf("p1") + QStringLiteral(": Portability across providers 1 → 4")));
        QVERIFY(lines.contains(labelOf("p2") + QStringLiteral(": kept every weight")));
        QVERIFY(lines.contains(labelOf("p3") + QStringLiteral(": Portability across providers 2 → 4")));

        // Earlier rounds stay as they were and can be shown again.
        QCOMPARE(f.workshop()->rounds.size(), std::size_t(2));
        QCOMPARE(f.workshop()->rounds[0].ballot("p1")->weights.at("portability"), 1);
        f.results()->roundCombo()->setFocus();
        QTest::keyClick(f.results()->roundCombo(), Qt::Key_Up);
        QCOMPARE(f.workshopWindow()->shownRound(), 1);
        QCOMPARE(cell(f.results()->weightsModel(),
                      f.results()->weightsModel()->rowOf(QStringLiteral("portability")),
                      workshopui::WExact),
                 hand::fixed2(hand::median(before.at("portability"))));
    }

    void endingTheWorkshopIsUndoable()
    {
        startWithPeople();
        runRound({round1[0]});
        const ad::Workshop held = *f.workshop();
        f.trigger("actionEndWorkshop");
        QCOMPARE(f.confirmations.size(), 1);
        QVERIFY(!f.workshop());
        QVERIFY(f.workshopWindow()->startButton()->isVisible());
        f.document()->undoStack()->undo();
        QVERIFY(f.workshop());
        QCOMPARE(*f.workshop(), held);
    }
};

QTEST_MAIN(TestGuiWorkshop)
#include "tst_gui_workshop.moc"
