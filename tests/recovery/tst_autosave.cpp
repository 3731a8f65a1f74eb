// Autosave and recovery inside one process: the copy follows the document's unsaved changes, and
// the start-up offer recovers, discards or defers copies whose window is gone. The real kill of a
// running application is in tst_crash_recovery.cpp.
#include "recoveryfixture.h"

#include <QApplication>
#include <QLockFile>
#include <QTimer>

using namespace recoverytest;

class TestAutosave : public RecoveryFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { setUpCase(); }
    void init() { setUp(); }

    void anUnmodifiedDocumentHasNoCopy()
    {
        auto window = makeWindow();
        QTRY_VERIFY(window->evaluator()->hasAssessment());
        QVERIFY(window->autosave());
        QVERIFY(!window->autosave()->isPending());
        QVERIFY(!window->autosave()->hasCopy());
        QVERIFY(entries().isEmpty());
    }

    void aTypedValueIsAutosaved()
    {
        auto window = makeWindow();
        QSignalSpy saved(window->autosave(), &Autosave::saved);
        typeInto(*window, tokensKey, QStringLiteral("250"));
        QVERIFY(saved.wait(10000));
        const QString path = saved.first().first().toString();
        QCOMPARE(path, window->autosave()->path());
        QCOMPARE(entries(QStringLiteral("autosave-*.json")), QStringList{QFileInfo(path).fileName()});

        const QJsonObject wrapper = readJson(path);
        QCOMPARE(wrapper.value(QStringLiteral("kind")).toString(), QStringLiteral("acceldecide-recovery"));
        QCOMPARE(wrapper.value(QStringLiteral("schema_version")).toInt(), 1);
        QVERIFY(wrapper.value(QStringLiteral("original_file")).isNull());
        const QDateTime savedAt = QDateTime::fromString(
            wrapper.value(QStringLiteral("saved_at")).toString(), Qt::ISODateWithMs);
        QVERIFY(savedAt.isValid());
        QVERIFY(savedAt <= QDateTime::currentDateTimeUtc());
        const Content content = parseContent(path);
        QVERIFY(content.scenario.ok());
        QCOMPARE(content.scenario.scenario.workload.training.tokensPerRunB, 250.0);
        // Everything else is the document as it stands.
        QVERIFY(content.scenario.scenario == window->document()->scenario());

        // The running window owns the copy: another lock on it fails.
        QLockFile other(recovery::lockPathFor(path));
        QVERIFY(!other.tryLock(0));
    }

    // The write is not postponed by every new keystroke: with edits arriving faster than the
    // delay, a copy is still written while they go on.
    void aSteadyStreamOfEditsIsStillSaved()
    {
        auto window = makeWindow();
        Document *document = window->document();
        QSignalSpy saved(window->autosave(), &Autosave::saved);
        window->autosave()->setDelay(300);
        constexpr int total = 400;
        int made = 0;
        int madeWhenSaved = -1;
        connect(window->autosave(), &Autosave::saved, this,
                [&] { if (madeWhenSaved < 0) madeWhenSaved = made; });
        QTimer edits;
        edits.setInterval(20);
        connect(&edits, &QTimer::timeout, this, [&] {
            QString error;
            ++made;
            document->setField(QStringLiteral("workload.parameters_b"),
                               QString::number(100 + made), &error);
            if (made == total || madeWhenSaved >= 0) edits.stop();
        });
        edits.start();
        QTRY_VERIFY_WITH_TIMEOUT(!edits.isActive(), 60000);
        QVERIFY2(madeWhenSaved > 0 && madeWhenSaved < total,
                 qPrintable(QStringLiteral("saved after %1 of %2 edits").arg(madeWhenSaved).arg(total)));
        const Content content = parseContent(saved.first().first().toString());
        QCOMPARE(content.scenario.scenario.workload.parametersB, 100.0 + madeWhenSaved);
    }

    void savingOrUndoingRemovesTheCopy()
    {
        auto window = makeWindow();
        Document *document = window->document();
        QSignalSpy saved(window->autosave(), &Autosave::saved);
        QSignalSpy removed(window->autosave(), &Autosave::removed);
        typeInto(*window, tokensKey, QStringLiteral("300"));
        QVERIFY(saved.wait(10000));
        const QString file = filesDir->filePath(QStringLiteral("plan.json"));
        QVERIFY(window->saveTo(file));
        QCOMPARE(removed.count(), 1);
        QVERIFY(entries().isEmpty()); // neither the copy nor its lock

        // Edited after saving: the copy names the file it belongs to.
        typeInto(*window, tokensKey, QStringLiteral("310"));
        QVERIFY(saved.wait(10000));
        const QString path = saved.last().first().toString();
        QCOMPARE(readJson(path).value(QStringLiteral("original_file")).toString(), file);
        QCOMPARE(parseContent(path).scenario.scenario.workload.training.tokensPerRunB, 310.0);

        // Undo back to what is on disk: nothing unsaved, so no copy.
        while (document->isModified()) document->undoStack()->undo();
        QCOMPARE(removed.count(), 2);
        QVERIFY(entries().isEmpty());
    }

    // Torn down without a close (the desktop session ends): the pending change is written now.
    void aPendingChangeIsWrittenWhenTheWindowGoes()
    {
        auto window = makeWindow();
        window->autosave()->setDelay(3600 * 1000);
        typeInto(*window, tokensKey, QStringLiteral("222"));
        QVERIFY(window->autosave()->isPending());
        QVERIFY(entries(QStringLiteral("autosave-*.json")).isEmpty());
        const QString path = window->autosave()->path();
        window.reset();
        QCOMPARE(entries(), QStringList{QFileInfo(path).fileName()}); // kept, and unlocked
        QCOMPARE(parseContent(path).scenario.scenario.workload.training.tokensPerRunB, 222.0);
    }

    void aFailedWriteIsReportedAndTheWorkStays()
    {
        // A folder that cannot be created, even by root: its parent is a plain file.
        const QString blocker = filesDir->filePath(QStringLiteral("not-a-folder"));
        writeBytes(blocker, "x");
        qputenv(recovery::directoryVariable, (blocker + QStringLiteral("/recovery")).toLocal8Bit());
        auto window = makeWindow();
        QSignalSpy failed(window->autosave(), &Autosave::failed);
        typeInto(*window, tokensKey, QStringLiteral("260"));
        QVERIFY(failed.wait(10000));
        QVERIFY2(failed.first().first().toString().contains(QStringLiteral("not-a-folder")),
                 qPrintable(failed.first().first().toString()));
        QVERIFY(window->statusBar()->currentMessage().startsWith(QStringLiteral("Autosave failed")));
        QVERIFY(!window->autosave()->hasCopy());
        QVERIFY(window->autosave()->isPending()); // tried again later
        QVERIFY(window->document()->isModified());
        QCOMPARE(window->document()->scenario().workload.training.tokensPerRunB, 260.0);
        QVERIFY(messages.isEmpty()); // no modal box for every failed try
    }

    void theWorkshopIsInTheCopy()
    {
        auto window = makeWindow();
        Document *document = window->document();
        QSignalSpy saved(window->autosave(), &Autosave::saved);
        document->setWorkshop(sampleWorkshop(*document, window->catalogSession()->catalog()),
                              QStringLiteral("Start workshop"));
        QVERIFY(saved.wait(10000));
        const Content content = parseContent(saved.last().first().toString());
        QVERIFY(content.workshop.ok());
        QVERIFY(content.workshop.workshop.has_value());
        const ad::Workshop &workshop = *content.workshop.workshop;
        QCOMPARE(workshop.title, std::string("Q3 accelerator choice"));
        QCOMPARE(workshop.participants.size(), size_t(3));
        QCOMPARE(workshop.current().ballots.size(), size_t(2));
        QVERIFY(workshop.current().ballot("p1")->weights == firstWeights);
        QVERIFY(workshop.current().ballot("p2")->weights == secondWeights);
        QVERIFY(!workshop.current().ballot("p3"));
        QVERIFY(workshop == *document->workshop());
    }

    void discardingRemovesTheCopy_data()
    {
        QTest::addColumn<QString>("how");
        QTest::newRow("close") << QStringLiteral("close");
        QTest::newRow("new") << QStringLiteral("new");
    }

    void discardingRemovesTheCopy()
    {
        QFETCH(QString, how);
        auto window = makeWindow();
        QSignalSpy saved(window->autosave(), &Autosave::saved);
        typeInto(*window, tokensKey, QStringLiteral("275"));
        QVERIFY(saved.wait(10000));
        QVERIFY(!entries().isEmpty());
        saveAnswer = QMessageBox::Discard;
        if (how == QLatin1String("close"))
            QVERIFY(window->close());
        else
            window->newDocument();
        QVERIFY(entries().isEmpty());
        window.reset(); // and nothing comes back when the window goes
        QVERIFY(entries().isEmpty());
    }

    void unreadableCopiesAreReportedAndKept_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("reason");
        const QByteArray content = QJsonDocument(QJsonObject{
            {QStringLiteral("kind"), QStringLiteral("acceldecide-recovery")},
            {QStringLiteral("schema_version"), 1},
            {QStringLiteral("saved_at"), QStringLiteral("2026-03-14T09:30:00Z")},
            {QStringLiteral("original_file"), QJsonValue::Null},
            {QStringLiteral("content"), QStringLiteral("CONTENT")}}).toJson();
        const auto with = [&](const char *from, const char *to) {
            return QByteArray(content).replace(from, to);
        };
        QTest::newRow("truncated") << content.left(content.size() / 2) << QString()
                                   << QStringLiteral("not valid JSON");
        QTest::newRow("empty") << QByteArray() << QString() << QStringLiteral("empty");
        QTest::newRow("another kind") << with("acceldecide-recovery", "acceldecide-ballot")
                                      << QStringLiteral("/kind")
                                      << QStringLiteral("not an AccelDecide recovery file");
        QTest::newRow("newer schema") << with("\"schema_version\": 1", "\"schema_version\": 7")
                                      << QStringLiteral("/schema_version")
                                      << QStringLiteral("newer AccelDecide");
        QTest::newRow("bad time") << with("2026-03-14T09:30:00Z", "yesterday")
                                  << QStringLiteral("/saved_at") << QStringLiteral("ISO 8601");
        QTest::newRow("no content") << with("\"content\"", "\"contents\"")
                                    << QStringLiteral("/content") << QStringLiteral("missing");
        QTest::newRow("bad scenario")
            << with("CONTENT", "{\\\"schema_version\\\": 1, \\\"workload\\\": "
                               "{\\\"parameters_b\\\": \\\"lots\\\"}}")
            << QStringLiteral("/content/workload/parameters_b") << QString();
    }

    void unreadableCopiesAreReportedAndKept()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, pointer);
        QFETCH(QString, reason);
        const QString path = recoveryDir->filePath(QStringLiteral("autosave-4242-0badf00d.json"));
        writeBytes(path, bytes);
        auto window = makeWindow();
        QCOMPARE(window->offerRecovery(), 0);
        QVERIFY(offers.isEmpty());
        QCOMPARE(messages.size(), 1);
        QVERIFY2(messages.first().text.contains(QDir::toNativeSeparators(path)),
                 qPrintable(messages.first().text));
        QCOMPARE(messages.first().diagnostics.size(), size_t(1));
        const ad::Diagnostic &problem = messages.first().diagnostics.front();
        QCOMPARE(QString::fromStdString(problem.file), QDir::toNativeSeparators(path));
        QCOMPARE(QString::fromStdString(problem.pointer), pointer);
        QVERIFY(!ad::write(problem.message).empty());
        QVERIFY2(QString::fromStdString(ad::write(problem.message)).contains(reason),
                 ad::write(problem.message).c_str());
        // Kept byte for byte, and the application goes on with the default scenario.
        QCOMPARE(readBytes(path), bytes);
        QVERIFY(!window->document()->isModified());
        QVERIFY(window->document()->scenario() == ad::defaultScenario());
        // Told once per session, not at every look.
        QCOMPARE(window->offerRecovery(), 0);
        QCOMPARE(messages.size(), 1);
    }

    void recoveringRestoresScenarioAndWorkshop()
    {
        const QString file = filesDir->filePath(QStringLiteral("workshop.json"));
        ad::Scenario scenario;
        std::optional<ad::Workshop> workshop;
        const QString orphan = leaveOrphan(file, &scenario, &workshop);
        QVERIFY(!orphan.isEmpty());
        QVERIFY(QFile::exists(orphan));
        QVERIFY(!QFile::exists(recovery::lockPathFor(orphan)));
        QCOMPARE(scenario.workload.parametersB, 405.0);
        QVERIFY(workshop.has_value());

        auto window = makeWindow();
        answer = recovery::Choice::Recover;
        QCOMPARE(window->offerRecovery(), 1);
        QCOMPARE(offers.size(), 1);
        const recovery::Offer &offer = offers.first();
        QCOMPARE(offer.recoveryFile, orphan);
        QCOMPARE(offer.originalFile, file);
        QVERIFY(offer.savedAt.isValid() && offer.savedAt <= QDateTime::currentDateTimeUtc());
        QVERIFY2(offer.summary.contains(QStringLiteral("3 participants"))
                     && offer.summary.contains(QStringLiteral("2 ballots")),
                 qPrintable(offer.summary));
        QVERIFY(offer.summary.contains(QStringLiteral("Q3 accelerator choice")));
        QCOMPARE(offer.count, 1);

        Document *document = window->document();
        QVERIFY(document->scenario() == scenario);
        QVERIFY(document->workshop() && *document->workshop() == *workshop);
        QVERIFY(document->isModified());
        QCOMPARE(document->fileName(), file);
        QVERIFY(window->isWindowModified());
        QVERIFY(window->windowTitle().startsWith(QStringLiteral("workshop.json[*]")));
        QVERIFY2(window->statusBar()->currentMessage().contains(QStringLiteral("Recovered")),
                 qPrintable(window->statusBar()->currentMessage()));
        QVERIFY(messages.isEmpty());

        // The work now lives in this window's own copy; the old one is gone.
        QVERIFY(!QFile::exists(orphan));
        QVERIFY(window->autosave()->hasCopy());
        QCOMPARE(entries(QStringLiteral("autosave-*.json")),
                 QStringList{QFileInfo(window->autosave()->path()).fileName()});
        QVERIFY(parseContent(window->autosave()->path()).workshop.workshop == workshop);

        QVERIFY(window->save());
        QVERIFY(entries().isEmpty());
        const ad::ScenarioLoad onDisk = ad::loadScenarioFile(file.toStdString());
        QVERIFY(onDisk.ok() && onDisk.scenario == scenario);
    }

    void aLiveInstancesCopyIsNotOffered()
    {
        const QString orphan = leaveOrphan(QString());
        QVERIFY(!orphan.isEmpty());
        QLockFile live(recovery::lockPathFor(orphan));
        QVERIFY(live.tryLock(0));
        // A session open for hours: the age of its lock must not make it look abandoned.
        QFile lockFile(recovery::lockPathFor(orphan));
        QVERIFY(lockFile.open(QIODevice::ReadWrite));
        QVERIFY(lockFile.setFileTime(QDateTime::currentDateTime().addSecs(-6 * 3600),
                                     QFileDevice::FileModificationTime));
        lockFile.close();

        auto window = makeWindow();
        answer = recovery::Choice::Recover;
        QCOMPARE(window->offerRecovery(), 0);
        QVERIFY(offers.isEmpty());
        QVERIFY(messages.isEmpty());
        QVERIFY(QFile::exists(orphan));
        QVERIFY(!window->document()->isModified());

        // Once its owner lets go, it is offered; Later keeps it, unlocked, for the next start.
        live.unlock();
        answer = recovery::Choice::Later;
        QCOMPARE(window->offerRecovery(), 0);
        QCOMPARE(offers.size(), 1);
        QVERIFY(QFile::exists(orphan));
        QLockFile next(recovery::lockPathFor(orphan));
        QVERIFY(next.tryLock(0));
        next.unlock();
        // Not asked again in the same session.
        QCOMPARE(window->offerRecovery(), 0);
        QCOMPARE(offers.size(), 1);
    }

    void discardDeletesTheCopy()
    {
        const QString orphan = leaveOrphan(QString());
        QVERIFY(!orphan.isEmpty());
        auto window = makeWindow();
        answer = recovery::Choice::Discard;
        QCOMPARE(window->offerRecovery(), 0);
        QCOMPARE(offers.size(), 1);
        QCOMPARE(offers.first().originalFile, QString());
        QVERIFY(entries().isEmpty());
        QVERIFY(!window->document()->isModified());
        QVERIFY(window->document()->scenario() == ad::defaultScenario());
    }

    void openingAFileOffersItsCopy()
    {
        const QString file = filesDir->filePath(QStringLiteral("plan.json"));
        ad::Scenario scenario;
        const QString orphan = leaveOrphan(file, &scenario);
        QVERIFY(!orphan.isEmpty());
        auto window = makeWindow();
        answer = recovery::Choice::Recover;
        QVERIFY(window->openFile(file));
        QCOMPARE(offers.size(), 1);
        QCOMPARE(offers.first().originalFile, file);
        QVERIFY(window->document()->isModified());
        QCOMPARE(window->document()->fileName(), file);
        QVERIFY(window->document()->scenario() == scenario);
        QVERIFY(!QFile::exists(orphan));
    }

    void aSecondCopyOpensInAWindowOfItsOwn()
    {
        ad::Scenario first, second;
        const QString a = leaveOrphan(filesDir->filePath(QStringLiteral("a.json")), &first);
        const QString b = leaveOrphan(filesDir->filePath(QStringLiteral("b.json")), &second);
        QVERIFY(!a.isEmpty() && !b.isEmpty());
        auto window = makeWindow();
        answer = recovery::Choice::Recover;
        QCOMPARE(window->offerRecovery(), 2);
        QCOMPARE(offers.size(), 2);
        QCOMPARE(offers.at(0).count, 2);
        QCOMPARE(offers.at(1).index, 2);

        QList<MainWindow *> others;
        for (QWidget *widget : QApplication::topLevelWidgets())
            if (auto *other = qobject_cast<MainWindow *>(widget); other && other != window.get())
                others << other;
        QCOMPARE(others.size(), 1);
        QStringList files{window->document()->fileName(), others.first()->document()->fileName()};
        files.sort();
        QCOMPARE(files, QStringList({filesDir->filePath(QStringLiteral("a.json")),
                                     filesDir->filePath(QStringLiteral("b.json"))}));
        QVERIFY(others.first()->document()->isModified());
        QVERIFY(others.first()->testAttribute(Qt::WA_DeleteOnClose));
        // Both say what they recovered, and the message is not drawn over another status widget.
        // (QStatusBar re-shows hidden widgets when it lays itself out again; flush that first.)
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        for (MainWindow *w : {window.get(), others.first()}) {
            QVERIFY(w->statusBar()->currentMessage().startsWith(QStringLiteral("Recovered")));
            auto *evaluation = w->statusBar()->findChild<QLabel *>(QStringLiteral("evaluationLabel"));
            QVERIFY(evaluation);
            QVERIFY(!evaluation->isVisible());
        }
        // Each window keeps its own copy; the two old ones are gone.
        QCOMPARE(entries(QStringLiteral("autosave-*.json")).size(), 2);
        QVERIFY(!QFile::exists(a) && !QFile::exists(b));
        saveAnswer = QMessageBox::Discard;
        QVERIFY(others.first()->close());
        QCOMPARE(entries(QStringLiteral("autosave-*.json")).size(), 1);
    }
};

QTEST_MAIN(TestAutosave)
#include "tst_autosave.moc"
