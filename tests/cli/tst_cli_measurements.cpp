// `import-measurements` then `evaluate --catalog`: the team's own benchmark, written here as a
// vLLM result and a CSV, replaces the published throughput for its chip and model.
#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {

using clitest::Run;
using clitest::runCli;

void write(const QString &path, const QByteArray &text)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

// The h200 options of `evaluate --catalog DIR` (default scenario: Llama 3 70B, fp8, batch 32).
QList<QJsonObject> h200Options(const QString &dir)
{
    const Run run = runCli({QStringLiteral("evaluate"), QStringLiteral("--catalog"), dir,
                            QStringLiteral("--format"), QStringLiteral("json"),
                            QStringLiteral("--samples"), QStringLiteral("0")});
    if (run.exitCode != 0) qWarning("%s", run.err.constData());
    QList<QJsonObject> out;
    const auto options = QJsonDocument::fromJson(run.out).object().value(QStringLiteral("options")).toArray();
    for (const auto &o : options)
        if (o.toObject().value(QStringLiteral("accelerator_id")).toString() == QStringLiteral("h200"))
            out << o.toObject();
    return out;
}

double decode(const QJsonObject &option)
{
    return option.value(QStringLiteral("decode_tokens_per_second")).toObject().value(QStringLiteral("value")).toDouble();
}

QString decodeNote(const QJsonObject &option)
{
    return option.value(QStringLiteral("decode_tokens_per_second")).toObject().value(QStringLiteral("note")).toString();
}

} // namespace

class TestCliMeasurements : public QObject {
    Q_OBJECT
private slots:
    void vllmResultThenEvaluate();
    void csvMergesIntoExistingOverlay();
    void badFileWritesNothing();
};

void TestCliMeasurements::vllmResultThenEvaluate()
{
    QTemporaryDir tmp;
    const QString result = tmp.filePath(QStringLiteral("run.json"));
    // As `vllm bench serve --save-result --metadata chip=h200` writes it; four chips served it.
    write(result, R"({"date": "20261102-141500", "backend": "vllm", "model_id": "meta-llama/Llama-3.1-70B",
        "num_prompts": 200, "chip": "h200", "request_rate": "inf", "max_concurrency": 32,
        "completed": 200, "request_throughput": 3.1, "output_throughput": 6200.0,
        "total_token_throughput": 9100.0, "mean_ttft_ms": 700.1})");
    const QString dir = tmp.filePath(QStringLiteral("overlay"));

    const Run import = runCli({QStringLiteral("import-measurements"), result, QStringLiteral("--model"),
                               QStringLiteral("llama3-70b"), QStringLiteral("--precision"),
                               QStringLiteral("fp8"), QStringLiteral("--chips"), QStringLiteral("4"),
                               QStringLiteral("--into"), dir, QStringLiteral("--today"),
                               QStringLiteral("2026-11-24")});
    QVERIFY2(import.exitCode == 0, import.err.constData());
    QVERIFY2(import.out.contains("own-h200-llama3-70b-fp8-b32"), import.out.constData());
    QVERIFY(import.out.contains("1,550 tokens/s per chip"));
    QVERIFY(QFile::exists(dir + QStringLiteral("/measurements.json")));
    QVERIFY(QFile::exists(dir + QStringLiteral("/sources.json")));

    const QList<QJsonObject> after = h200Options(dir);
    QVERIFY(!after.isEmpty());
    for (const QJsonObject &o : after) {
        QCOMPARE(decode(o), 1550.0); // 6200 tokens/s over four chips
        QVERIFY2(decodeNote(o).startsWith(QStringLiteral("your measurement figure: own-h200-llama3-70b-fp8-b32")),
                 qPrintable(decodeNote(o)));
    }

    // The report's figures table gives its kind; the risks page counts it.
    const QString pdf = tmp.filePath(QStringLiteral("report.pdf"));
    QCOMPARE(runCli({QStringLiteral("report"), QStringLiteral("--catalog"), dir, QStringLiteral("--output"),
                     pdf, QStringLiteral("--date"), QStringLiteral("2026-11-24")}).exitCode, 0);
    QProcess pdftotext;
    pdftotext.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    if (pdftotext.waitForStarted(10000) && pdftotext.waitForFinished(60000)) {
        const QByteArray body = pdftotext.readAllStandardOutput().simplified();
        QVERIFY(body.contains("One of them is your own measurement."));
        QVERIFY(body.contains("serving throughput, your"));
        QVERIFY(body.contains("2026-11-02 your"));
    } else {
        qWarning("pdftotext (poppler-utils) is not installed: the report's text is not checked");
    }

    // The text output names it too.
    const Run text = runCli({QStringLiteral("evaluate"), QStringLiteral("--catalog"), dir,
                             QStringLiteral("--samples"), QStringLiteral("0")});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("your measurement"), text.out.right(3000).constData());
}

void TestCliMeasurements::csvMergesIntoExistingOverlay()
{
    QTemporaryDir tmp;
    const QString dir = tmp.filePath(QStringLiteral("overlay"));
    const QString first = tmp.filePath(QStringLiteral("first.csv"));
    write(first, "model,chip,batch,precision,tokens_per_s\nllama3-70b,h200,32,fp8,1700\nllama3-70b,trn2,32,fp8,900\n");
    QCOMPARE(runCli({QStringLiteral("import-measurements"), first, QStringLiteral("--into"), dir}).exitCode, 0);
    const QString second = tmp.filePath(QStringLiteral("second.csv"));
    write(second, "model,chip,batch,precision,tokens_per_s\nllama3-70b,h200,32,fp8,1800\n");
    QCOMPARE(runCli({QStringLiteral("import-measurements"), second, QStringLiteral("--into"), dir}).exitCode, 0);

    QFile file(dir + QStringLiteral("/measurements.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const auto entries = QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("measurements")).toArray();
    QCOMPARE(entries.size(), 2); // the trn2 row kept, the h200 row replaced
    for (const QJsonObject &o : h200Options(dir)) QCOMPARE(decode(o), 1800.0);
}

void TestCliMeasurements::badFileWritesNothing()
{
    QTemporaryDir tmp;
    const QString dir = tmp.filePath(QStringLiteral("overlay"));
    const QString bad = tmp.filePath(QStringLiteral("bad.csv"));
    write(bad, "model,chip,batch,precision,tokens_per_s\nllama3-70b,h200,32,fp8,nan\n");
    const Run run = runCli({QStringLiteral("import-measurements"), bad, QStringLiteral("--into"), dir});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("bad.csv: line 2, column tokens_per_s: tokens per second must be a finite number"),
             run.err.constData());
    QVERIFY(!QFile::exists(dir + QStringLiteral("/measurements.json")));

    const Run usage = runCli({QStringLiteral("import-measurements"), bad});
    QCOMPARE(usage.exitCode, 2);
    QVERIFY(usage.err.contains("--into"));
}

QTEST_GUILESS_MAIN(TestCliMeasurements)
#include "tst_cli_measurements.moc"
