// `acceldecide-cli serving-curve` run as a user runs it: the case (prompts of 2,000 tokens,
// answers of 300, 50 ms per token, the first token within a second) gives one curve per side of
// the trade whose operating point is what `evaluate` says of that option, with each point's cost
// the price over an hour's tokens; without a target it refuses with a usage error.
#include "clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cmath>

using clitest::runCli;

namespace {

const QStringList target = {
    QStringLiteral("--set"), QStringLiteral("workload.inference.input_tokens=2000"),
    QStringLiteral("--set"), QStringLiteral("workload.inference.output_tokens=300"),
    QStringLiteral("--set"), QStringLiteral("workload.inference.tpot_ms=50"),
    QStringLiteral("--set"), QStringLiteral("workload.inference.ttft_ms=1000")};

bool near(double a, double b, double rel = 1e-9)
{
    return std::fabs(a - b) <= rel * std::max(std::fabs(a), std::fabs(b));
}

QJsonObject parse(const QByteArray &out)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(out, &error);
    return error.error == QJsonParseError::NoError ? doc.object() : QJsonObject();
}

} // namespace

class TestCliServing : public QObject {
    Q_OBJECT
private slots:
    void curvesMatchEvaluate();
    void textAndCsv();
    void noTargetIsAUsageError();
};

void TestCliServing::curvesMatchEvaluate()
{
    const auto curveRun = runCli(QStringList{QStringLiteral("serving-curve"),
                                             QStringLiteral("--format"), QStringLiteral("json")}
                                 + target);
    QCOMPARE(curveRun.exitCode, 0);
    const auto evalRun = runCli(QStringList{QStringLiteral("evaluate"), QStringLiteral("--format"),
                                            QStringLiteral("json")}
                                + target);
    QCOMPARE(evalRun.exitCode, 0);
    const QJsonObject curves = parse(curveRun.out), assessment = parse(evalRun.out);
    QCOMPARE(curves.value(QStringLiteral("tpot_ms_target")).toDouble(), 50.0);
    QHash<QString, QJsonObject> options;
    for (const QJsonValue &o : assessment.value(QStringLiteral("options")).toArray())
        options.insert(o.toObject().value(QStringLiteral("id")).toString(), o.toObject());
    const QJsonObject trade = assessment.value(QStringLiteral("trade")).toObject();
    const QJsonArray list = curves.value(QStringLiteral("curves")).toArray();
    QCOMPARE(list.size(), 2);
    QCOMPARE(list[0].toObject().value(QStringLiteral("option_id")), trade.value(QStringLiteral("neuron_id")));
    QCOMPARE(list[1].toObject().value(QStringLiteral("option_id")), trade.value(QStringLiteral("gpu_id")));
    for (const QJsonValue &c : list) {
        const QJsonObject curve = c.toObject();
        const QString id = curve.value(QStringLiteral("option_id")).toString();
        QVERIFY2(options.contains(id), qPrintable(id));
        const QJsonObject o = options.value(id);
        auto figure = [&](const char *key) {
            return o.value(QLatin1String(key)).toObject().value(QStringLiteral("value")).toDouble();
        };
        QCOMPARE(curve.value(QStringLiteral("chips_per_replica")).toDouble(), figure("inference_chips"));
        const double price = figure("price_per_chip_hour");
        int operating = 0;
        double lastBatch = 0;
        for (const QJsonValue &v : curve.value(QStringLiteral("points")).toArray()) {
            const QJsonObject p = v.toObject();
            const double batch = p.value(QStringLiteral("batch")).toDouble();
            const double tpot = p.value(QStringLiteral("tpot_ms")).toDouble();
            const double perChip = p.value(QStringLiteral("tokens_per_s_per_chip")).toDouble();
            QVERIFY(batch > lastBatch);
            lastBatch = batch;
            QVERIFY(near(p.value(QStringLiteral("tokens_per_s_per_user")).toDouble(), 1000 / tpot));
            QVERIFY(near(p.value(QStringLiteral("usd_per_mtok_output")).toDouble(),
                         price / (3600 * perChip) * 1e6, 1e-6));
            if (!p.value(QStringLiteral("operating_point")).toBool()) continue;
            ++operating;
            QCOMPARE(batch, figure("serving_batch"));
            QVERIFY(near(tpot, figure("tpot_ms"), 1e-6));
            QVERIFY(near(p.value(QStringLiteral("ttft_ms")).toDouble(), figure("ttft_ms"), 1e-6));
            QVERIFY(tpot <= 50);
        }
        QCOMPARE(operating, 1);
    }
}

void TestCliServing::textAndCsv()
{
    const auto text = runCli(QStringList{QStringLiteral("serving-curve")} + target);
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains("at most 50 ms per output token (20.0 tokens/s per user)"));
    QVERIFY(text.out.contains(" per replica\n"));
    QCOMPARE(text.out.count("\n  * "), 2);  // one operating point per side
    const auto csv = runCli(QStringList{QStringLiteral("serving-curve"), QStringLiteral("--format"),
                                        QStringLiteral("csv")}
                            + target);
    QCOMPARE(csv.exitCode, 0);
    const QList<QByteArray> lines = csv.out.trimmed().split('\n');
    QVERIFY(lines.size() > 3);
    QVERIFY(lines.front().startsWith("option_id,label,chips_per_replica,batch"));
    int operating = 0;
    for (const QByteArray &line : lines.mid(1)) operating += line.endsWith(",true") ? 1 : 0;
    QCOMPARE(operating, 2);
}

void TestCliServing::noTargetIsAUsageError()
{
    const auto run = runCli({QStringLiteral("serving-curve")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.contains("no latency target"));
    QVERIFY(run.out.isEmpty());
}

QTEST_APPLESS_MAIN(TestCliServing)
#include "tst_cli_serving.moc"
