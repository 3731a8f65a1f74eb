// acceldecide-cli on hostile files: 10 MB keys, values and enum strings, deep nesting and too
// many problems. Each run answers with exit code 1 and messages that name the file, the field
// and the problem in a bounded number of characters. The run has 20 seconds before it counts as
// hung (the time it took is printed, not asserted: timings are the benchmark's job).
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run {
    bool finished = false;
    int exitCode = -1;
    QByteArray out, err;
    qint64 ms = 0;
};

Run runCli(const QStringList &args)
{
    QProcess process;
    QElapsedTimer clock;
    clock.start();
    process.start(QStringLiteral(ACCELDECIDE_CLI), args);
    Run run;
    if (!process.waitForStarted(10000)) return run;
    process.closeWriteChannel();
    if (!process.waitForFinished(20000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.ms = clock.elapsed();
    run.finished = process.exitStatus() == QProcess::NormalExit;
    run.exitCode = process.exitCode();
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

const int tenMiB = 10 * 1024 * 1024;

} // namespace

class TestCliHostile : public QObject
{
    Q_OBJECT

private slots:
    void hostileScenarioFiles_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("problem");
        QTest::addColumn<int>("maxBytes");
        const QByteArray big(tenMiB, 'k');
        QTest::newRow("10 MB key")
            << QByteArray("{\"schema_version\": 2, \"workload\": {\"" + big + "\": 1}}")
            << QStringLiteral("/workload/kkkk") << QStringLiteral("keys longer than 1,000")
            << 1000;
        QTest::newRow("10 MB value")
            << QByteArray("{\"schema_version\": 2, \"name\": \"" + big + "\"}")
            << QStringLiteral("/name") << QStringLiteral("text longer than 100,000") << 1000;
        QTest::newRow("10 MB enum value")
            << QByteArray("{\"schema_version\": 2, \"strategy\": {\"pricing_model\": \"" + big
                          + "\"}}")
            << QStringLiteral("/strategy/pricing_model")
            << QStringLiteral("10,485,760 characters") << 1000;
        QTest::newRow("90,000-character enum value")
            << QByteArray("{\"schema_version\": 2, \"strategy\": {\"pricing_model\": \""
                          + QByteArray(90000, 'v') + "\"}}")
            << QStringLiteral("/strategy/pricing_model")
            << QStringLiteral("…\" (90,000 characters); expected one of") << 1000;
        QTest::newRow("100,000 levels deep")
            << QByteArray("{\"schema_version\": 2, \"x\": " + QByteArray(100000, '[')
                          + QByteArray(100000, ']') + "}")
            << QStringLiteral("/x/0") << QStringLiteral("nested more than 32 deep") << 1000;
        // Thousands of errors: 200 listed, then one line.
        QByteArray weights;
        for (int i = 0; i < 20000; ++i)
            weights += (i ? "," : "") + QByteArray("\"c") + QByteArray::number(i) + "\": 9";
        QTest::newRow("20,000 bad weights")
            << QByteArray("{\"schema_version\": 2, \"decision\": {\"weights\": {" + weights + "}}}")
            << QStringLiteral("/decision/weights/c") << QStringLiteral("more problems were found")
            << 60000;
    }

    void hostileScenarioFiles()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, field);
        QFETCH(QString, problem);
        QFETCH(int, maxBytes);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("hostile.json"));
        writeFile(path, content);
        for (const QString &command : {QStringLiteral("evaluate"), QStringLiteral("report")}) {
            QStringList args{command, path};
            if (command == QLatin1String("report"))
                args << QStringLiteral("--output") << dir.filePath(QStringLiteral("r.pdf"));
            const Run run = runCli(args);
            QVERIFY2(run.finished, "the CLI did not answer within 20 s");
            qInfo("%s: exit %d after %lld ms, %lld bytes of messages", qPrintable(command),
                  run.exitCode, run.ms, qint64(run.err.size()));
            QCOMPARE(run.exitCode, 1);
            const QString err = QString::fromUtf8(run.err);
            QVERIFY2(run.err.size() <= maxBytes, qPrintable(err.left(500)));
            QVERIFY2(err.contains(path), qPrintable(err.left(500)));
            QVERIFY2(err.contains(field), qPrintable(err.left(500)));
            QVERIFY2(err.contains(problem), qPrintable(err.left(500)));
            QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("r.pdf"))));
        }
    }

    void tooLargeFilesNameTheLimit()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("huge.json"));
        writeFile(path, "{\"schema_version\": 2}" + QByteArray(17 * 1024 * 1024, ' '));
        const Run run = runCli({QStringLiteral("evaluate"), path});
        QVERIFY(run.finished);
        QCOMPARE(run.exitCode, 1);
        const QString err = QString::fromUtf8(run.err);
        QVERIFY2(err.contains(path) && err.contains(QStringLiteral("files above 16 MiB are refused")),
                 qPrintable(err));
    }

    void hostileOverlayIsRefusedBriefly()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("sources.json")),
                  "{\"schema_version\": 2, \"sources\": [{\"id\": \"s\", \"title\": \"t\", "
                  "\"date\": \"" + QByteArray(tenMiB, 'd') + "\"}]}");
        const Run run = runCli({QStringLiteral("catalog"), QStringLiteral("validate"), dir.path()});
        QVERIFY(run.finished);
        QCOMPARE(run.exitCode, 1);
        const QString out = QString::fromUtf8(run.out);
        QVERIFY2(run.out.size() < 1000, qPrintable(out.left(500)));
        QVERIFY2(out.contains(QStringLiteral("sources.json")) && out.contains(QStringLiteral("/sources/0/date"))
                     && out.contains(QStringLiteral("100,000 characters")),
                 qPrintable(out));
    }
};

QTEST_GUILESS_MAIN(TestCliHostile)
#include "tst_cli_hostile.moc"
