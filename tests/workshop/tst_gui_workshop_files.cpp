// Workshop files through the GUI: ballot files imported (added, duplicate, stale, from someone
// not on the list, refused with the file, field and reason while the workshop stays as it was),
// a ballot file filled in by a participant without any workshop, and the workshop saved with the
// scenario and opened again.
#include "workshopfixture.h"
#include "../ui/englishtext.h"

#include "shell/translations.h"

#include "workshop/ballotscores.h"
#include "workshop/importresultsdialog.h"

#include "session/catalogsession.h"
#include "group/workshop_io.h"

#include <QFile>
#include <QCheckBox>
#include <QGroupBox>
#include <QLabel>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>

namespace {

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestGuiWorkshopFiles : public QObject
{
    Q_OBJECT

    WorkshopFixture f;
    QTemporaryDir settingsDir;
    QTemporaryDir dir;

    const ad::Catalog &catalog() const { return f.window->catalogSession()->catalog(); }

    // A ballot file as a participant's copy writes it, spelled out as JSON text. Every criterion
    // gets `weight` except those in `special`.
    QString ballotFile(const QString &fileName, const QString &id, const QString &name,
                       const std::map<std::string, int> &special, int weight = 3,
                       const QString &fingerprint = {},
                       const QString &timestamp = QStringLiteral("2026-03-14T09:00:00Z"))
    {
        QStringList weights;
        for (const ad::Criterion &c : catalog().criteria) {
            const auto found = special.find(c.id);
            weights << QStringLiteral("\"%1\": %2")
                           .arg(QString::fromStdString(c.id))
                           .arg(found == special.end() ? weight : found->second);
        }
        const QString print = fingerprint.isEmpty()
                                  ? QString::fromStdString(f.controller->fingerprint())
                                  : fingerprint;
        const QString text =
            QStringLiteral(R"({"schema_version": 1, "kind": "acceldecide-ballot",
  "participant": {"id": "%1", "name": "%2"},
  "ballot": {"participant": "%1", "round": 1, "timestamp": "%3",
             "scenario_fingerprint": "%4", "weights": {%5}, "scores": {}}})")
                .arg(id, name, timestamp, print, weights.join(QStringLiteral(", ")));
        const QString path = dir.filePath(fileName);
        writeFile(path, text.toUtf8());
        return path;
    }

    QString row(ImportResultsDialog *dialog, const QString &fileName, int column)
    {
        QTableWidget *table = dialog->table();
        for (int r = 0; r < table->rowCount(); ++r)
            if (table->item(r, ImportResultsDialog::FileColumn)->text() == fileName)
                return table->item(r, column)->text();
        return QStringLiteral("<no row for %1>").arg(fileName);
    }

private slots:
    void initTestCase() { WorkshopFixture::isolateSettings(settingsDir, "tst_gui_workshop_files"); }
    void init() { QVERIFY(f.reopen()); }

    void cleanup() { f.destroy(); }

    void importReportsEachFileAndKeepsTheWorkshopIntact()
    {
        f.start();
        f.addByTyping(QStringLiteral("Ana"));
        f.addByTyping(QStringLiteral("Bo"));
        // Ana's copy of the app did not know her workshop id; her name matches.
        const QString good = ballotFile(QStringLiteral("ana.ballot.json"),
                                        QStringLiteral("guest-ana"), QStringLiteral("Ana"),
                                        {{"portability", 5}, {"cost_horizon", 2}});
        const QString again = dir.filePath(QStringLiteral("ana copy.ballot.json"));
        QVERIFY(QFile::copy(good, again));
        const QString stale = ballotFile(QStringLiteral("bo-old.ballot.json"), QStringLiteral("p2"),
                                         QStringLiteral("Bo"), {}, 4,
                                         QStringLiteral("fnv1a64:0000000000000000"));
        const QString bad = ballotFile(QStringLiteral("bo-bad.ballot.json"), QStringLiteral("p2"),
                                       QStringLiteral("Bo"), {{"portability", 7}});
        const QString garbage = dir.filePath(QStringLiteral("notes.ballot.json"));
        writeFile(garbage, "{\"schema_version\": 1,\n  \"kind\": ");

        // A refused file alone changes nothing at all.
        const ad::Workshop before = *f.workshop();
        const int steps = f.document()->undoStack()->count();
        f.openFilesAnswer = {bad};
        f.click(f.round()->importButton());
        ImportResultsDialog *dialog = f.controller->importResults();
        QVERIFY(dialog);
        QCOMPARE(*f.workshop(), before);
        QCOMPARE(f.document()->undoStack()->count(), steps);
        QCOMPARE(dialog->outcomeOf(bad), ad::ImportOutcome::Invalid);
        QCOMPARE(row(dialog, QStringLiteral("bo-bad.ballot.json"), ImportResultsDialog::OutcomeColumn),
                 QStringLiteral("Refused"));
        const QString reason = row(dialog, QStringLiteral("bo-bad.ballot.json"),
                                   ImportResultsDialog::ReasonColumn);
        QVERIFY2(reason.contains(QStringLiteral("/ballot/weights/portability")), qPrintable(reason));
        QVERIFY2(reason.contains(QStringLiteral("7")), qPrintable(reason));
        dialog->close();

        f.openFilesAnswer = {good, again, stale, bad, garbage};
        f.click(f.round()->importButton());
        dialog = f.controller->importResults();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QCOMPARE(dialog->table()->rowCount(), 5);
        QCOMPARE(dialog->outcomeOf(good), ad::ImportOutcome::Added);
        QCOMPARE(dialog->outcomeOf(again), ad::ImportOutcome::Duplicate);
        QCOMPARE(dialog->outcomeOf(stale), ad::ImportOutcome::Stale);
        QCOMPARE(dialog->outcomeOf(bad), ad::ImportOutcome::Invalid);
        QCOMPARE(dialog->outcomeOf(garbage), ad::ImportOutcome::Invalid);
        QCOMPARE(row(dialog, QStringLiteral("ana copy.ballot.json"),
                     ImportResultsDialog::OutcomeColumn),
                 QStringLiteral("Duplicate"));
        QVERIFY(dialog->reasonOf(stale).contains(QStringLiteral("another version")));
        QVERIFY(!dialog->reasonOf(garbage).isEmpty());
        QVERIFY(dialog->summary()->text().startsWith(QStringLiteral("1 of 5 files")));
        QVERIFY(!dialog->addUnknownButton()->isVisible());

        // One undo step for the batch; Ana's ballot holds what her file says.
        QCOMPARE(f.document()->undoStack()->count(), steps + 1);
        const ad::Ballot *ana = f.workshop()->current().ballot("p1");
        QVERIFY(ana);
        QCOMPARE(ana->weights.at("portability"), 5);
        QCOMPARE(ana->weights.at("cost_horizon"), 2);
        QCOMPARE(ana->weights.at("memory_fit"), 3);
        QVERIFY(!f.workshop()->current().ballot("p2"));
        QCOMPARE(f.round()->statusLabel()->text(), QStringLiteral("Round 1 — 1 of 2 ballots in"));
    }

    void ballotsFromPeopleNotOnTheListCanBeTaken()
    {
        f.start();
        f.addByTyping(QStringLiteral("Ana"));
        const QString zed = ballotFile(QStringLiteral("zed.ballot.json"),
                                       QStringLiteral("guest-zed"), QStringLiteral("Zed"), {}, 2);
        f.openFilesAnswer = {zed};
        f.click(f.round()->importButton());
        ImportResultsDialog *dialog = f.controller->importResults();
        QVERIFY(dialog);
        QCOMPARE(dialog->outcomeOf(zed), ad::ImportOutcome::UnknownParticipant);
        QCOMPARE(f.workshop()->participants.size(), std::size_t(1));
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QVERIFY(dialog->addUnknownButton()->isVisible());
        QTest::mouseClick(dialog->addUnknownButton(), Qt::LeftButton);
        QCOMPARE(dialog->outcomeOf(zed), ad::ImportOutcome::Added);
        QCOMPARE(f.workshop()->participants.size(), std::size_t(2));
        QCOMPARE(f.workshop()->participants[1].name, std::string("Zed"));
        QCOMPARE(f.workshop()->current().ballot("guest-zed")->weights.at("portability"), 2);
    }

    // In German, what an import says of each file and why an edit is refused read German: the
    // core's sentences through the translation, the names as typed (issue 31).
    void importsAndEditsAreToldInGerman()
    {
        QVERIFY(translations::install(qApp, QLocale(QLocale::German, QLocale::Germany)));
        struct English {
            ~English() { translations::install(qApp, QLocale(QLocale::English, QLocale::UnitedStates)); }
        } back;
        f.start();
        f.addByTyping(QStringLiteral("Ana"));
        f.addByTyping(QStringLiteral("Bo"));
        const QString good = ballotFile(QStringLiteral("ana.ballot.json"), QStringLiteral("p1"),
                                        QStringLiteral("Ana"), {{"portability", 5}});
        const QString again = dir.filePath(QStringLiteral("ana-kopie.ballot.json"));
        QVERIFY(QFile::copy(good, again));
        const QString stale = ballotFile(QStringLiteral("bo-alt.ballot.json"), QStringLiteral("p2"),
                                         QStringLiteral("Bo"), {}, 4,
                                         QStringLiteral("fnv1a64:0000000000000000"));
        const QString stranger = ballotFile(QStringLiteral("zed.ballot.json"),
                                            QStringLiteral("guest-zed"), QStringLiteral("Zed"), {}, 2);
        f.openFilesAnswer = {good, again, stale, stranger};
        f.click(f.round()->importButton());
        ImportResultsDialog *dialog = f.controller->importResults();
        QVERIFY(dialog);
        QCOMPARE(dialog->outcomeOf(good), ad::ImportOutcome::Added);
        QCOMPARE(dialog->outcomeOf(again), ad::ImportOutcome::Duplicate);
        QCOMPARE(dialog->outcomeOf(stale), ad::ImportOutcome::Stale);
        QCOMPARE(dialog->outcomeOf(stranger), ad::ImportOutcome::UnknownParticipant);
        for (const QString &path : {good, again, stale, stranger}) {
            const QString reason = dialog->reasonOf(path);
            QVERIFY2(reason.contains(QStringLiteral("Stimmzettel"))
                         || reason.contains(QStringLiteral("Zed")),
                     qPrintable(reason));
            QVERIFY2(!reason.contains(QStringLiteral("ballot")), qPrintable(reason));
            QVERIFY2(!reason.contains(QStringLiteral("Participant")), qPrintable(reason));
            QVERIFY2(!englishtext::looksEnglish(reason), qPrintable(reason));
        }
        QVERIFY2(dialog->reasonOf(stranger).contains(QStringLiteral("Zed")),
                 qPrintable(dialog->reasonOf(stranger)));
        dialog->close();

        // A name already on the list is refused, and the facilitator is told why in German.
        f.told.clear();
        f.addByTyping(QStringLiteral("Ana"));
        QCOMPARE(f.workshop()->participants.size(), std::size_t(2));
        QCOMPARE(f.told.size(), 1);
        const QString told = f.told.front();
        QVERIFY2(told.contains(QStringLiteral("Ana")), qPrintable(told));
        QVERIFY2(!told.contains(QStringLiteral("taken")), qPrintable(told));
        QVERIFY2(!englishtext::looksEnglish(told), qPrintable(told));
    }

    void aParticipantFillsABallotFileWithoutAWorkshop()
    {
        QVERIFY(!f.workshop());
        f.textAnswers.push_back(QStringLiteral("Eve Ng"));
        f.trigger("actionFillBallot");
        BallotForm *form = f.controller->ballotForm();
        QVERIFY(form);
        QVERIFY(QTest::qWaitForWindowExposed(form));
        QCOMPARE(form->participantName(), QStringLiteral("Eve Ng"));
        QVERIFY(form->roundSpin());
        QCOMPARE(form->roundSpin()->value(), 1);
        // Her own score for one judgement criterion, typed into the optional grid.
        QVERIFY(form->scoresCheck());
        QCheckBox *scores = form->scoresCheck();
        QTest::mouseClick(scores, Qt::LeftButton, {}, QPoint(6, scores->height() / 2));
        QVERIFY(scores->isChecked());
        const ad::Assessment &assessment = f.evaluated();
        const ad::OptionAssessment *winner = assessment.option(assessment.decision.winner);
        QVERIFY(winner);
        QSpinBox *score = form->scoresGrid()->cell("debugging_ease", winner->offerId);
        QVERIFY(score);
        QCOMPARE(score->value(), -1); // "—": not scored
        score->setFocus();
        score->selectAll();
        QTest::keyClicks(score, QStringLiteral("35"));
        QCOMPARE(score->value(), 35);

        const QString path = dir.filePath(QStringLiteral("eve.ballot.json"));
        f.saveFileAnswer = path;
        WorkshopFixture::vote(form, {{"portability", 5}, {"energy_efficiency", 1}});
        QVERIFY(QFile::exists(path));
        QVERIFY(!f.told.isEmpty() && f.told.last().contains(QStringLiteral("eve.ballot.json")));

        const ad::BallotLoad load = ad::loadBallotFile(path.toStdString(), &catalog());
        QVERIFY(load.ok());
        QCOMPARE(load.ballot.participant.name, std::string("Eve Ng"));
        QCOMPARE(load.ballot.participant.id, std::string("guest-eve-ng"));
        QCOMPARE(load.ballot.ballot.round, 1);
        QCOMPARE(load.ballot.ballot.scenarioFingerprint, f.controller->fingerprint());
        QCOMPARE(load.ballot.ballot.weights.size(), catalog().criteria.size());
        QCOMPARE(load.ballot.ballot.weights.at("portability"), 5);
        QCOMPARE(load.ballot.ballot.weights.at("energy_efficiency"), 1);
        QCOMPARE(load.ballot.ballot.weights.at("cost_horizon"), 3);
        QCOMPARE(load.ballot.ballot.scores.size(), std::size_t(1));
        QCOMPARE(load.ballot.ballot.scores.at("debugging_ease").at(winner->offerId), 0.35);

        // The facilitator, on the same scenario, lists Eve and imports her file.
        f.start();
        f.addByTyping(QStringLiteral("Eve Ng"));
        const workshopui::ImportBatch batch = f.controller->importBallotFiles({path});
        QCOMPARE(batch.files.front().outcome, ad::ImportOutcome::Added);
        QCOMPARE(f.workshop()->current().ballot("p1")->weights.at("portability"), 5);
    }

    void aFailedBallotSaveSaysWhereAndWhy()
    {
        f.textAnswers.push_back(QStringLiteral("Eve"));
        f.trigger("actionFillBallot");
        BallotForm *form = f.controller->ballotForm();
        QVERIFY(form);
        f.saveFileAnswer = dir.filePath(QStringLiteral("no such folder/eve.ballot.json"));
        WorkshopFixture::vote(form, {});
        QVERIFY(!f.told.isEmpty());
        QVERIFY2(f.told.last().contains(QStringLiteral("no such folder")), qPrintable(f.told.last()));
    }

    void theWorkshopIsSavedWithTheScenario()
    {
        f.start();
        f.addByTyping(QStringLiteral("Ana"));
        f.addByTyping(QStringLiteral("Bo"));
        for (const QString &name : {QStringLiteral("Ana"), QStringLiteral("Bo")}) {
            BallotForm *form = f.openBallot(name);
            QVERIFY(form);
            WorkshopFixture::vote(form, {{"portability", name == QStringLiteral("Ana") ? 2 : 5}});
        }
        f.click(f.round()->revealButton());
        f.click(f.round()->nextRoundButton());
        f.controller->setRoundNote(QStringLiteral("portability split the room"));
        const ad::Workshop held = *f.workshop();

        const QString path = dir.filePath(QStringLiteral("workshop scenario.json"));
        QVERIFY(f.window->saveTo(path));
        QVERIFY(readFile(path).contains("\"workshop\""));

        f.window->newDocument();
        QVERIFY(!f.workshop());
        QVERIFY(f.window->openFile(path));
        QVERIFY(f.workshop());
        QCOMPARE(*f.workshop(), held);
        // The window follows the loaded workshop.
        f.trigger("actionWorkshopWindow");
        QCOMPARE(f.round()->statusLabel()->text(), QStringLiteral("Round 2 — 0 of 2 ballots in"));
        QCOMPARE(f.workshopWindow()->shownRound(), 1);
    }
};

QTEST_MAIN(TestGuiWorkshopFiles)
#include "tst_gui_workshop_files.moc"
