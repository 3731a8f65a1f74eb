// `import-prices` as a user runs it: the preview first, nothing written on --dry-run or a bad
// file, large moves held back until --accept-drift, and an overlay `evaluate --catalog` loads.
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

QByteArray read(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void write(const QString &path, const QByteArray &text)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

QString data(const char *name) { return QStringLiteral(PRICE_DATA "/") + QLatin1String(name); }

// A copy of the SkyPilot test file where SkyPilot keeps AWS's: <cloud>/vms.csv.
QString skypilotCopy(const QTemporaryDir &tmp, const QByteArray &text = {})
{
    const QString path = tmp.filePath(QStringLiteral("catalogs/v7/aws/vms.csv"));
    write(path, text.isEmpty() ? read(data("skypilot_aws_vms.csv")) : text);
    return path;
}

// The offer `id` of DIR/offers.json.
QJsonObject offer(const QString &dir, const QString &id)
{
    const auto offers = QJsonDocument::fromJson(read(dir + QStringLiteral("/offers.json")))
                            .object().value(QStringLiteral("offers")).toArray();
    for (const auto &o : offers)
        if (o.toObject().value(QStringLiteral("id")).toString() == id) return o.toObject();
    return {};
}

double price(const QJsonObject &offer, const char *model)
{
    return offer.value(QStringLiteral("prices")).toObject().value(QLatin1String(model)).toObject()
        .value(QStringLiteral("value")).toDouble();
}

const QByteArray header = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,"
                          "Price,SpotPrice,Region,AvailabilityZone\n";

} // namespace

class TestCliPrices : public QObject {
    Q_OBJECT
private slots:
    void dryRunShowsChangesWritesNothing();
    void skypilotThenEvaluate();
    void gpuhuntAndAwsPriceList();
    void driftHeldUntilAccepted();
    void badFileWritesNothing();
    void scenarioSavedPrices();
};

void TestCliPrices::dryRunShowsChangesWritesNothing()
{
    QTemporaryDir tmp;
    const QString file = skypilotCopy(tmp);
    const QString dir = tmp.filePath(QStringLiteral("overlay"));
    const Run run = runCli({QStringLiteral("import-prices"), file, QStringLiteral("--output"), dir,
                            QStringLiteral("--dry-run"), QStringLiteral("--date"), QStringLiteral("2026-11-26")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(!QFileInfo::exists(dir));
    // p5's spot: the lowest zone, $19.8801 / 8 against the catalog's $2.06 per chip-hour.
    QVERIFY2(run.out.contains("changed  AWS p5.48xlarge us-east-1 (aws-p5.48xlarge) spot: $2.060 → $2.485"),
             run.out.constData());
    QVERIFY(run.out.contains("same     AWS p5.48xlarge us-east-1 (aws-p5.48xlarge) on-demand"));
    QVERIFY(run.out.contains("absent   AWS inf2.xlarge us-east-1"));
    QVERIFY(run.out.contains("AWS g6.xlarge (" + file.toUtf8() + ", line 7)"));
    QVERIFY(run.out.contains("Dry run: nothing written."));
    // SkyPilot's 700.0 for p6-b200's spot is refused, with the file and the line.
    QVERIFY2(run.err.contains(file.toUtf8() + ": line 6: spot price of p6-b200.48xlarge in us-east-1: 700.0"),
             run.err.constData());
}

void TestCliPrices::skypilotThenEvaluate()
{
    QTemporaryDir tmp;
    const QString file = skypilotCopy(tmp);
    const QString dir = tmp.filePath(QStringLiteral("overlay"));
    const Run run = runCli({QStringLiteral("import-prices"), file, QStringLiteral("--output"), dir,
                            QStringLiteral("--date"), QStringLiteral("2026-11-26")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject p5 = offer(dir, QStringLiteral("aws-p5.48xlarge"));
    QCOMPARE(price(p5, "spot"), 19.8801);
    const QJsonObject spot = p5.value(QStringLiteral("prices")).toObject().value(QStringLiteral("spot")).toObject();
    QCOMPARE(spot.value(QStringLiteral("kind")).toString(), QStringLiteral("vendor"));
    QCOMPARE(spot.value(QStringLiteral("source")).toString(), QStringLiteral("prices-skypilot-aws-2026-11-26"));
    // The shipped commitment prices of the offer are kept beside the imported ones.
    QVERIFY(p5.value(QStringLiteral("prices")).toObject().contains(QStringLiteral("commit_1y")));
    // trn1.32xlarge: an empty SpotPrice is "not sold", never 0.
    const QJsonObject trn1 = offer(dir, QStringLiteral("aws-trn1.32xlarge"));
    QCOMPARE(trn1.value(QStringLiteral("prices")).toObject().value(QStringLiteral("spot")).toObject()
                 .value(QStringLiteral("offered")), QJsonValue(false));

    const Run evaluate = runCli({QStringLiteral("evaluate"), QStringLiteral("--catalog"), dir,
                                 QStringLiteral("--samples"), QStringLiteral("0")});
    QVERIFY2(evaluate.exitCode == 0, evaluate.err.constData());
    const Run validate = runCli({QStringLiteral("catalog"), QStringLiteral("validate"), dir});
    QVERIFY2(validate.exitCode == 0, validate.err.constData());
}

void TestCliPrices::gpuhuntAndAwsPriceList()
{
    QTemporaryDir tmp;
    const QString gpuhunt = tmp.filePath(QStringLiteral("20261120/aws.csv"));
    write(gpuhunt, read(data("gpuhunt_aws.csv")));
    const QString dir = tmp.filePath(QStringLiteral("overlay"));
    const Run run = runCli({QStringLiteral("import-prices"), gpuhunt, data("aws_price_list_ec2.json"),
                            QStringLiteral("--output"), dir});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    // Not in the instance table: listed, never guessed (c5.large from the AWS file).
    QVERIFY(run.out.contains("AWS g5.xlarge (" + gpuhunt.toUtf8() + ", line 5)"));
    QVERIFY(run.out.contains("AWS c5.large (" PRICE_DATA "/aws_price_list_ec2.json"));
    const QJsonObject p5 = offer(dir, QStringLiteral("aws-p5.48xlarge"));
    QCOMPARE(price(p5, "spot"), 19.8801);
    const QJsonObject spot = p5.value(QStringLiteral("prices")).toObject().value(QStringLiteral("spot")).toObject();
    QCOMPARE(spot.value(QStringLiteral("date")).toString(), QStringLiteral("2026-11-20"));
    const auto sources = QJsonDocument::fromJson(read(dir + QStringLiteral("/sources.json")))
                             .object().value(QStringLiteral("sources")).toArray();
    QStringList ids;
    for (const auto &s : sources) ids << s.toObject().value(QStringLiteral("id")).toString();
    QVERIFY2(ids.contains(QStringLiteral("prices-gpuhunt-aws-2026-11-20")), qPrintable(ids.join(QLatin1Char(','))));
}

void TestCliPrices::driftHeldUntilAccepted()
{
    QTemporaryDir tmp;
    // $5 for eight H100s is 11× below the catalog's $55.04.
    const QString file = skypilotCopy(tmp, header + "p5.48xlarge,H100,8.0,192.0,2048.0,,5.00,16.48,us-east-1,use1-az1\n");
    const QString dir = tmp.filePath(QStringLiteral("overlay"));
    const QStringList args = {QStringLiteral("import-prices"), file, QStringLiteral("--output"), dir,
                              QStringLiteral("--date"), QStringLiteral("2026-11-26")};
    const Run held = runCli(args);
    QCOMPARE(held.exitCode, 0);
    QVERIFY2(held.out.contains("HELD     AWS p5.48xlarge us-east-1 (aws-p5.48xlarge) on-demand: $6.880 → $0.625"),
             held.out.constData());
    QVERIFY(held.out.contains("--accept-drift"));
    QVERIFY(!QFileInfo::exists(dir + QStringLiteral("/offers.json")));

    const Run accepted = runCli(args + QStringList{QStringLiteral("--accept-drift")});
    QCOMPARE(accepted.exitCode, 0);
    QCOMPARE(price(offer(dir, QStringLiteral("aws-p5.48xlarge")), "on_demand"), 5.0);
}

void TestCliPrices::badFileWritesNothing()
{
    QTemporaryDir tmp;
    const QString dir = tmp.filePath(QStringLiteral("overlay"));
    QCOMPARE(runCli({QStringLiteral("import-prices"), skypilotCopy(tmp), QStringLiteral("--output"), dir,
                     QStringLiteral("--date"), QStringLiteral("2026-11-26")}).exitCode, 0);
    const QByteArray before = read(dir + QStringLiteral("/offers.json"));
    QVERIFY(!before.isEmpty());
    const QString bad = tmp.filePath(QStringLiteral("other/aws/vms.csv"));
    write(bad, header + "p5.48xlarge,H100,8.0,192.0,2048.0,,\"55,04\",,us-east-1,use1-az1\n");
    const Run run = runCli({QStringLiteral("import-prices"), bad, QStringLiteral("--output"), dir});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(bad.toUtf8() + ": line 2: Price is not a number: \"55,04\""), run.err.constData());
    QCOMPARE(read(dir + QStringLiteral("/offers.json")), before);
}

// A scenario saved when p5 still cost its 2023 launch rate ($98.32 an instance, $12.29 a GPU).
void TestCliPrices::scenarioSavedPrices()
{
    QTemporaryDir tmp;
    const QString file = tmp.filePath(QStringLiteral("decided.json"));
    write(file, R"({"schema_version": 3, "name": "Decided in 2024",
        "saved_prices": [{"offer": "aws-p5.48xlarge", "pricing_model": "on_demand",
                          "label": "AWS p5.48xlarge", "usd_per_chip_hour": 12.29,
                          "source": "seed-001", "date": "2024-03-01", "kind": "estimate"}]})");
    auto p5 = [](const QByteArray &json) {
        const auto options = QJsonDocument::fromJson(json).object().value(QStringLiteral("options")).toArray();
        for (const auto &o : options)
            if (o.toObject().value(QStringLiteral("id")).toString() == QStringLiteral("aws-p5.48xlarge/on_demand"))
                return o.toObject().value(QStringLiteral("price_per_chip_hour")).toObject()
                    .value(QStringLiteral("value")).toDouble();
        return -1.0;
    };
    const QStringList json = {QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--samples"),
                              QStringLiteral("0")};
    const Run current = runCli(QStringList{QStringLiteral("evaluate"), file} + json);
    QVERIFY2(current.exitCode == 0, current.err.constData());
    QCOMPARE(p5(current.out), 55.04 / 8); // today's catalog
    const QJsonObject prices = QJsonDocument::fromJson(current.out).object().value(QStringLiteral("prices")).toObject();
    QCOMPARE(prices.value(QStringLiteral("used")).toString(), QStringLiteral("current"));
    const QJsonArray changed = prices.value(QStringLiteral("changed_since_saved")).toArray();
    QCOMPARE(changed.size(), 1);
    QVERIFY2(changed.first().toString().contains(QStringLiteral("-44.0%")), qPrintable(changed.first().toString()));
    QVERIFY(current.err.contains("1 price(s) changed since the scenario was saved"));

    const Run saved = runCli(QStringList{QStringLiteral("evaluate"), file, QStringLiteral("--prices"),
                                         QStringLiteral("saved")} + json);
    QCOMPARE(saved.exitCode, 0);
    QCOMPARE(p5(saved.out), 12.29);

    const Run text = runCli({QStringLiteral("evaluate"), file, QStringLiteral("--prices"), QStringLiteral("saved"),
                             QStringLiteral("--samples"), QStringLiteral("0")});
    QVERIFY(text.out.startsWith("Prices: the 1 saved with the scenario (--prices current assesses with today's catalog). 1 changed since it was saved:\n"
                                "  AWS p5.48xlarge, On-demand: $12.29 per chip-hour (2024-03-01, seed-001) when saved, $6.88 now"));
    QCOMPARE(runCli({QStringLiteral("evaluate"), file, QStringLiteral("--prices"), QStringLiteral("old")}).exitCode, 2);
}

QTEST_GUILESS_MAIN(TestCliPrices)
#include "tst_cli_prices.moc"
