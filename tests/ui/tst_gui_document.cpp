// The scenario document: undo commands, merging, file round trips and refused files; the
// evaluator that assesses it, and where its assessments are freed.
#include "session/backgroundfree.h"
#include "evaluation/assess.h"
#include "session/catalogsession.h"
#include "session/document.h"
#include "session/evaluator.h"

#include "scenario/scenario_io.h"

#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <atomic>
#include <mutex>
#include <optional>
#include <thread>

namespace {

auto parameters = [](auto &s) -> auto & { return s.workload.parametersB; };
auto tokensPerRun = [](auto &s) -> auto & { return s.workload.training.tokensPerRunB; };

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

} // namespace

class TestDocument : public QObject
{
    Q_OBJECT

private slots:
    void startsWithDefaultScenario()
    {
        Document document;
        QCOMPARE(document.scenario(), ad::defaultScenario());
        QVERIFY(!document.isModified());
        QCOMPARE(document.displayName(), QStringLiteral("Untitled"));
    }

    void editsOfOneFieldMergeUntilTheEditEnds()
    {
        Document document;
        QSignalSpy changed(&document, &Document::scenarioChanged);
        const QString key = QStringLiteral("workload.parameters_b");
        document.change<double>(key, QStringLiteral("p"), parameters, 8.0);
        document.change<double>(key, QStringLiteral("p"), parameters, 80.0);
        document.change<double>(key, QStringLiteral("p"), parameters, 800.0);
        QCOMPARE(document.undoStack()->count(), 1);
        QCOMPARE(changed.count(), 3);
        QCOMPARE(document.scenario().workload.parametersB, 800.0);

        document.endEdit();
        document.change<double>(key, QStringLiteral("p"), parameters, 405.0);
        QCOMPARE(document.undoStack()->count(), 2);

        // A different field never merges into the previous command.
        document.change<double>(QStringLiteral("workload.training.tokens_per_run_b"),
                                QStringLiteral("t"), tokensPerRun, 300.0);
        QCOMPARE(document.undoStack()->count(), 3);

        document.undoStack()->undo();
        document.undoStack()->undo();
        QCOMPARE(document.scenario().workload.parametersB, 800.0);
        document.undoStack()->undo();
        QCOMPARE(document.scenario(), ad::defaultScenario());
        document.undoStack()->redo();
        QCOMPARE(document.scenario().workload.parametersB, 800.0);
    }

    void anEditThatEndsWhereItStartedLeavesNoCommand()
    {
        Document document;
        const QString key = QStringLiteral("workload.parameters_b");
        const double start = document.scenario().workload.parametersB;
        document.change<double>(key, QStringLiteral("p"), parameters, start + 1);
        document.change<double>(key, QStringLiteral("p"), parameters, start);
        QCOMPARE(document.undoStack()->count(), 0);
        QVERIFY(!document.isModified());
    }

    void aNoOpChangePushesNothing()
    {
        Document document;
        document.change<double>(QStringLiteral("workload.parameters_b"), QStringLiteral("p"),
                                parameters, document.scenario().workload.parametersB);
        QCOMPARE(document.undoStack()->count(), 0);
    }

    void modifiedFollowsTheCleanState()
    {
        Document document;
        QSignalSpy modified(&document, &Document::modifiedChanged);
        document.change<double>(QStringLiteral("workload.parameters_b"), QStringLiteral("p"),
                                parameters, 8.0);
        QVERIFY(document.isModified());
        QCOMPARE(modified.count(), 1);
        QCOMPARE(modified.last().at(0).toBool(), true);
        document.undoStack()->undo();
        QVERIFY(!document.isModified());
        QCOMPARE(modified.last().at(0).toBool(), false);
    }

    void setFieldByPathIsUndoable()
    {
        Document document;
        QString error;
        QVERIFY2(document.setField(QStringLiteral("workload.parameters_b"), QStringLiteral("405"),
                                   &error),
                 qPrintable(error));
        QCOMPARE(document.scenario().workload.parametersB, 405.0);
        document.undoStack()->undo();
        QCOMPARE(document.scenario(), ad::defaultScenario());
    }

    void setFieldByPathRefusesABadValueAndSaysWhy()
    {
        Document document;
        QString error;
        QVERIFY(!document.setField(QStringLiteral("workload.parameters_b"), QStringLiteral("-3"),
                                   &error));
        QVERIFY2(error.contains(QStringLiteral("parameters_b")), qPrintable(error));
        QCOMPARE(document.scenario(), ad::defaultScenario());
        QCOMPARE(document.undoStack()->count(), 0);
    }

    void saveThenLoadGivesTheSameScenario()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mine.json"));
        Document document;
        document.change<double>(QStringLiteral("workload.parameters_b"), QStringLiteral("p"),
                                parameters, 405.0);
        document.change<std::string>(QStringLiteral("name"), QStringLiteral("n"),
                                     [](auto &s) -> auto & { return s.name; },
                                     std::string("Mine, renamed"));
        document.change<ad::PricingModel>(
            QStringLiteral("strategy.pricing_model"), QStringLiteral("m"),
            [](auto &s) -> auto & { return s.strategy.pricingModel; }, ad::PricingModel::Commit3y);
        QSignalSpy fileNames(&document, &Document::fileNameChanged);
        QString error;
        QVERIFY2(document.save(path, &error), qPrintable(error));
        QVERIFY(!document.isModified());
        QCOMPARE(fileNames.count(), 1);
        QCOMPARE(document.displayName(), QStringLiteral("mine.json"));

        Document reopened;
        QVERIFY2(reopened.load(path, &error), qPrintable(error));
        QCOMPARE(reopened.scenario(), document.scenario());
        QVERIFY(!reopened.isModified());
        QCOMPARE(reopened.undoStack()->count(), 0);
    }

    void saveFailureKeepsTheDocumentModified()
    {
        QTemporaryDir dir;
        Document document;
        document.change<double>(QStringLiteral("workload.parameters_b"), QStringLiteral("p"),
                                parameters, 8.0);
        QString error;
        const QString path = dir.filePath(QStringLiteral("no/such/folder/x.json"));
        QVERIFY(!document.save(path, &error));
        QVERIFY2(error.contains(QStringLiteral("x.json")), qPrintable(error));
        QVERIFY(document.isModified());
        QVERIFY(document.fileName().isEmpty());
    }

    void saveReplacesAnExistingFileWhole()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.json"));
        writeFile(path, QByteArray(100000, ' ') + "{}");
        Document document;
        QString error;
        QVERIFY2(document.save(path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll().toStdString(), ad::serializeScenario(document.scenario()));
    }

    void badFilesAreRefusedWithTheirReason_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QStringList>("mentions");
        QTest::newRow("not json") << QByteArray("{\"schema_version\": 1, ")
                                  << QStringList{QStringLiteral("bad.json")};
        QTest::newRow("negative parameters")
            << QByteArray(R"({"schema_version": 1, "workload": {"parameters_b": -70}})")
            << QStringList{QStringLiteral("bad.json"), QStringLiteral("parameters_b")};
        QTest::newRow("text for a number")
            << QByteArray(R"({"schema_version": 1, "team": {"engineers": "two"}})")
            << QStringList{QStringLiteral("bad.json"), QStringLiteral("engineers")};
        QTest::newRow("huge number")
            << QByteArray(R"({"schema_version": 1, "workload": {"training": {"mfu": 1e400}}})")
            << QStringList{QStringLiteral("bad.json")};
        QTest::newRow("unknown pricing model")
            << QByteArray(R"({"schema_version": 1, "strategy": {"pricing_model": "weekly"}})")
            << QStringList{QStringLiteral("bad.json"), QStringLiteral("pricing_model")};
    }

    void badFilesAreRefusedWithTheirReason()
    {
        QFETCH(QByteArray, content);
        QFETCH(QStringList, mentions);
        QTemporaryDir dir;
        const QString good = dir.filePath(QStringLiteral("good.json"));
        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        writeFile(bad, content);

        Document document;
        QString error;
        QVERIFY(document.save(good, &error));
        document.change<double>(QStringLiteral("workload.parameters_b"), QStringLiteral("p"),
                                parameters, 8.0);
        const ad::Scenario before = document.scenario();
        QSignalSpy changed(&document, &Document::scenarioChanged);

        QVERIFY(!document.load(bad, &error));
        for (const QString &mention : mentions)
            QVERIFY2(error.contains(mention), qPrintable(error));
        QCOMPARE(document.scenario(), before);
        QCOMPARE(document.fileName(), QFileInfo(good).absoluteFilePath());
        QVERIFY(document.isModified());
        QCOMPARE(document.undoStack()->count(), 1);
        QCOMPARE(changed.count(), 0);
    }

    void aMissingFileIsNamed()
    {
        Document document;
        QString error;
        QVERIFY(!document.load(QStringLiteral("/nonexistent/where.json"), &error));
        QVERIFY2(error.contains(QStringLiteral("where.json")), qPrintable(error));
        QCOMPARE(document.scenario(), ad::defaultScenario());
    }

    // What sharedFreedInBackground() hands out is freed on the releasing thread, whoever lets
    // go of it last, and only then.
    void sharedResultsAreFreedOffTheGuiThread()
    {
        struct Tracked {
            std::mutex *mutex;
            std::optional<std::thread::id> *freedOn;
            bool moved = false;
            Tracked(std::mutex *m, std::optional<std::thread::id> *f) : mutex(m), freedOn(f) {}
            Tracked(Tracked &&o) noexcept : mutex(o.mutex), freedOn(o.freedOn) { o.moved = true; }
            ~Tracked()
            {
                if (moved) return;
                std::lock_guard lock(*mutex);
                *freedOn = std::this_thread::get_id();
            }
        };
        std::mutex mutex;
        std::optional<std::thread::id> freedOn;
        auto shared = background::sharedFreedInBackground(Tracked(&mutex, &freedOn));
        auto second = shared;
        const std::weak_ptr<const Tracked> watch = shared;
        shared.reset();
        QTest::qWait(50);
        QVERIFY(!watch.expired());  // still held
        second.reset();
        QTRY_VERIFY_WITH_TIMEOUT(watch.expired(), 5000);
        QTRY_VERIFY_WITH_TIMEOUT([&] {
            std::lock_guard lock(mutex);
            return freedOn.has_value();
        }(), 5000);
        std::lock_guard lock(mutex);
        QVERIFY(*freedOn != std::this_thread::get_id());
    }

    // Every assessment the evaluator shares is one of those, and it is the assessment of the
    // document's scenario against the catalog in use.
    void evaluatorSharesAssessmentsFreedInBackground()
    {
        Document document;
        CatalogSession catalog;
        Evaluator evaluator(&document, &catalog);
        evaluator.evaluateNow();
        const auto first = evaluator.sharedAssessment();
        QVERIFY(std::get_deleter<background::Deleter<ad::Assessment>>(first) != nullptr);
        QVERIFY(*first == ad::assess(document.scenario(), catalog.catalog()));
        QString error;
        QVERIFY(document.setField(QStringLiteral("workload.parameters_b"), QStringLiteral("120"),
                                  &error));
        evaluator.evaluateNow();
        QVERIFY(evaluator.sharedAssessment() != first);
        QVERIFY(std::get_deleter<background::Deleter<ad::Assessment>>(evaluator.sharedAssessment()));
        QCOMPARE(evaluator.assessment().scenario.workload.parametersB, 120.0);
        QVERIFY(evaluator.assessment() == ad::assess(document.scenario(), catalog.catalog()));
    }
};

QTEST_MAIN(TestDocument)
#include "tst_gui_document.moc"
