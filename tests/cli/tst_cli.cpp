// acceldecide-cli run as a separate process: exit codes, messages and outputs. Every number is
// checked against arithmetic done here, never against a figure copied from the CLI's output.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "model/scenario.h"
#include "scenario/scenario_io.h"

#include <cmath>

namespace {

const QString dataDir = QStringLiteral(ACCELDECIDE_TEST_DATA);

QString data(const char *name)
{
    return dataDir + QLatin1Char('/') + QLatin1String(name);
}

struct Run {
    int exitCode = -1;
    bool normalExit = false;
    QByteArray out, err;
};

Run runProgram(const QString &program, const QStringList &args)
{
    QProcess process;
    process.start(program, args);
    Run run;
    if (!process.waitForStarted(10000)) return run;
    process.closeWriteChannel();
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.normalExit = process.exitStatus() == QProcess::NormalExit;
    run.exitCode = process.exitCode();
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

Run runCli(const QStringList &args)
{
    return runProgram(QStringLiteral(ACCELDECIDE_CLI), args);
}

QJsonObject parseObject(const QByteArray &text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("JSON parse error at %d: %s", error.offset, qPrintable(error.errorString()));
    return doc.object();
}

// RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks.
QList<QStringList> parseCsv(const QString &text)
{
    QList<QStringList> records;
    QStringList record;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"')) {
                field += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            record << field;
            field.clear();
        } else if (c == QLatin1Char('\n')) {
            record << field;
            records << record;
            record.clear();
            field.clear();
        } else if (c != QLatin1Char('\r')) {
            field += c;
        }
    }
    if (!field.isEmpty() || !record.isEmpty()) records << (record << field);
    return records;
}

bool near(double actual, double expected, double relative = 1e-9)
{
    return std::fabs(actual - expected) <= relative * std::max(std::fabs(expected), 1e-300);
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void helpAndVersion_data();
    void helpAndVersion();
    void usageErrors_data();
    void usageErrors();
    void breakEvenWorkedExample();
    void breakEvenTextMatchesArithmetic();
    void breakEvenNever();
    void breakEvenDirectCostCsv();
    void breakEvenWeekIsTheScenarios();
    void validateCatalogs_data();
    void validateCatalogs();
    void validateWarnsAboutStalePrices_data();
    void validateWarnsAboutStalePrices();
    void badScenarioFile();
    void missingScenarioFile();
    void badOverlay_data();
    void badOverlay();
    void evaluateDefaultJson();
    void evaluateUncertainty();
    void evaluateSetChangesPricingModel();
    void evaluateScenarioFile();
    void evaluateCsvHasOneRowPerOption();
    void evaluateTextAndOutputFile();
    void overlayPriceIsNormalised();
    void catalogListFormats();
    void oddInputNeverCrashes_data();
    void oddInputNeverCrashes();
    void presetsListEveryPresetFile();
    void presetsTextAndCsv();
    void evaluatePresetMatchesPresetsList_data();
    void evaluatePresetMatchesPresetsList();
    void evaluatePresetThenSet();
    void setResizesTheModelAsTheFormDoes();
    void presetUsageErrors_data();
    void presetUsageErrors();
    void whatIfThresholdsAndGoalSeek();
    void reportRunsInHelper();
    void reportWithoutHelper();
};

void TestCli::helpAndVersion_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expected");
    QTest::newRow("general") << QStringList{QStringLiteral("--help")} << QStringLiteral("evaluate");
    QTest::newRow("-h") << QStringList{QStringLiteral("-h")} << QStringLiteral("breakeven");
    QTest::newRow("help command") << QStringList{QStringLiteral("help"), QStringLiteral("catalog")}
                                  << QStringLiteral("validate");
    QTest::newRow("evaluate --help")
        << QStringList{QStringLiteral("evaluate"), QStringLiteral("--help")} << QStringLiteral("--set");
    QTest::newRow("breakeven --help")
        << QStringList{QStringLiteral("breakeven"), QStringLiteral("--help")}
        << QStringLiteral("--baseline-cpm");
    QTest::newRow("report --help")
        << QStringList{QStringLiteral("report"), QStringLiteral("--help")}
        << QStringLiteral("--page-size");
    QTest::newRow("version") << QStringList{QStringLiteral("--version")}
                             << QStringLiteral("acceldecide-cli " ACCELDECIDE_VERSION);
}

void TestCli::helpAndVersion()
{
    QFETCH(QStringList, args);
    QFETCH(QString, expected);
    const Run run = runCli(args);
    QVERIFY(run.normalExit);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(QString::fromUtf8(run.out).contains(expected), run.out.constData());
}

void TestCli::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    auto row = [](const char *name, const QString &line, const char *mentions) {
        QTest::newRow(name) << line.split(QLatin1Char(' '), Qt::SkipEmptyParts)
                            << QString::fromUtf8(mentions);
    };
    const QString be = QStringLiteral("breakeven --weeks 3 --engineers 2 --rate 150 ");
    row("no arguments", QString(), "evaluate");
    row("unknown command", QStringLiteral("frobnicate"), "frobnicate");
    row("unknown global option", QStringLiteral("--frobnicate"), "--frobnicate");
    row("unknown option", QStringLiteral("evaluate --bogus"), "--bogus");
    row("set without =", QStringLiteral("evaluate --set workload"), "--set");
    row("set empty path", QStringLiteral("evaluate --set =3"), "--set");
    row("set unknown field", QStringLiteral("evaluate --set workload.no_such_field=1"), "no_such_field");
    row("set missing value", QStringLiteral("evaluate --set"), "--set");
    row("bad format", QStringLiteral("evaluate --format xml"), "--format");
    row("two scenario files", QStringLiteral("evaluate a.json b.json"), "one scenario");
    row("catalog without subcommand", QStringLiteral("catalog"), "list or validate");
    row("validate without dir", QStringLiteral("catalog validate"), "directory");
    row("validate with a bad --today", QStringLiteral("catalog validate . --today 2026-13-01"),
        "--today must be a date");
    row("validate with a partial --today", QStringLiteral("catalog validate . --today 2026-11"),
        "--today must be a date");
    row("baseline nan", be + QStringLiteral("--baseline-cpm nan --candidate-cpm 0.28"), "--baseline-cpm");
    row("baseline inf", be + QStringLiteral("--baseline-cpm inf --candidate-cpm 0.28"), "--baseline-cpm");
    row("baseline overflow", be + QStringLiteral("--baseline-cpm 1e400 --candidate-cpm 0.28"), "--baseline-cpm");
    row("candidate negative", be + QStringLiteral("--baseline-cpm 0.61 --candidate-cpm -1"), "--candidate-cpm");
    row("candidate text", be + QStringLiteral("--baseline-cpm 0.61 --candidate-cpm 12abc"), "--candidate-cpm");
    row("candidate missing", be + QStringLiteral("--baseline-cpm 0.61"), "--candidate-cpm");
    row("fractional engineers",
        QStringLiteral("breakeven --weeks 3 --engineers 2.5 --rate 150 --baseline-cpm 0.61 --candidate-cpm 0.28"),
        "--engineers");
    row("rate missing",
        QStringLiteral("breakeven --weeks 3 --engineers 2 --baseline-cpm 0.61 --candidate-cpm 0.28"),
        "--rate");
    row("both cost forms",
        QStringLiteral("breakeven --porting-cost 1 --weeks 3 --baseline-cpm 0.61 --candidate-cpm 0.28"),
        "--porting-cost");
    row("zero tokens per day", be + QStringLiteral("--baseline-cpm 0.61 --candidate-cpm 0.28 --tokens-per-day 0"),
        "--tokens-per-day");
    row("repeated single option", be + QStringLiteral("--rate 10 --baseline-cpm 0.61 --candidate-cpm 0.28"),
        "--rate");
    row("range without =", QStringLiteral("evaluate --range gpu.price"), "--range");
    row("range of an unknown input", QStringLiteral("evaluate --range gpu.prise=0.8:1"), "did you mean \"gpu.price\"");
    row("range reversed", QStringLiteral("evaluate --range gpu.price=1.2:0.8"), "above the high end");
    row("range with nan", QStringLiteral("evaluate --range gpu.price=nan:1"), "--range gpu.price");
    row("range missing the field's value", QStringLiteral("evaluate --range workload.training.mfu=0.5:0.6"),
        "must lie in the range");
    row("likely for a field", QStringLiteral("evaluate --range workload.training.mfu=0.3:0.4:0.5"), "LOW:HIGH");
    row("fractional samples", QStringLiteral("evaluate --samples 2.5"), "--samples");
    row("negative seed", QStringLiteral("evaluate --seed -1"), "--seed");
    row("report without output", QStringLiteral("report"), "--output");
    row("report unknown option", QStringLiteral("report --output r.pdf --bogus"), "--bogus");
}

void TestCli::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    const Run run = runCli(args);
    QVERIFY(run.normalExit);
    QCOMPARE(run.exitCode, 2);
    const QString err = QString::fromUtf8(run.err);
    QVERIFY2(err.contains(mentions), qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("--help")), qPrintable(err));
}

void TestCli::breakEvenWorkedExample()
{
    const Run run = runCli({QStringLiteral("breakeven"), QStringLiteral("--weeks"), QStringLiteral("3"),
                            QStringLiteral("--engineers"), QStringLiteral("2"), QStringLiteral("--rate"),
                            QStringLiteral("150"), QStringLiteral("--baseline-cpm"), QStringLiteral("0.61"),
                            QStringLiteral("--candidate-cpm"), QStringLiteral("0.28"),
                            QStringLiteral("--tokens-per-day"), QStringLiteral("1e9"),
                            QStringLiteral("--tokens-per-day"), QStringLiteral("1e7"),
                            QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = parseObject(run.out);
    const double cost = 3.0 * 2 * 40 * 150;             // weeks x engineers x hours x rate
    const double tokens = cost / (0.61 - 0.28) * 1e6;   // saving per million tokens
    QVERIFY(near(o.value(QStringLiteral("porting_cost_usd")).toDouble(), cost));
    QVERIFY(near(o.value(QStringLiteral("break_even_tokens")).toDouble(), tokens));
    QCOMPARE(o.value(QStringLiteral("never")).toBool(), false);
    const QJsonArray volumes = o.value(QStringLiteral("volumes")).toArray();
    QCOMPARE(volumes.size(), 2);
    QVERIFY(near(volumes[0].toObject().value(QStringLiteral("days")).toDouble(), tokens / 1e9));
    QVERIFY(near(volumes[1].toObject().value(QStringLiteral("years")).toDouble(), tokens / 1e7 / 365));
    // The article's rounded figures: about 109 billion tokens, 109 days, nearly 30 years.
    QCOMPARE(std::round(tokens / 1e8) / 10, 109.1);
    QCOMPARE(std::round(tokens / 1e9), 109.0);
    QCOMPARE(std::round(tokens / 1e7 / 365 * 10) / 10, 29.9);
}

void TestCli::breakEvenTextMatchesArithmetic()
{
    const Run run = runCli({QStringLiteral("breakeven"), QStringLiteral("--weeks=3"),
                            QStringLiteral("--engineers=2"), QStringLiteral("--rate=150"),
                            QStringLiteral("--baseline-cpm=0.61"), QStringLiteral("--candidate-cpm=0.28"),
                            QStringLiteral("--tokens-per-day=1e9"), QStringLiteral("--tokens-per-day=1e7")});
    QCOMPARE(run.exitCode, 0);
    const QString text = QString::fromUtf8(run.out);
    const double tokens = 36000.0 / (0.61 - 0.28) * 1e6;
    const QString expected[] = {
        QStringLiteral("$36,000"),
        QString::number(tokens / 1e9, 'f', 1) + QStringLiteral(" billion tokens"),
        QString::number(tokens / 1e9, 'f', 0) + QStringLiteral(" days"),
        QString::number(tokens / 1e7 / 365, 'f', 1) + QStringLiteral(" years"),
    };
    for (const QString &e : expected) QVERIFY2(text.contains(e), qPrintable(e + QStringLiteral(" in\n") + text));
}

void TestCli::breakEvenWeekIsTheScenarios()
{
    // The command's working week is the scenario's: its default hours when none are given, and
    // the limit a scenario file and the forms enforce.
    const double hours = ad::defaultScenario().team.hoursPerWeek;
    const double most = ad::scenarioFieldRange("team.hours_per_week")->max;
    const QStringList base = {QStringLiteral("breakeven"), QStringLiteral("--weeks=3"),
                              QStringLiteral("--engineers=2"), QStringLiteral("--rate=150"),
                              QStringLiteral("--baseline-cpm=0.61"), QStringLiteral("--candidate-cpm=0.28"),
                              QStringLiteral("--format=json")};
    Run run = runCli(base);
    QCOMPARE(run.exitCode, 0);
    QJsonObject porting = parseObject(run.out).value(QStringLiteral("porting")).toObject();
    QCOMPARE(porting.value(QStringLiteral("hours_per_week")).toDouble(), hours);
    QVERIFY(near(parseObject(run.out).value(QStringLiteral("porting_cost_usd")).toDouble(),
                 3 * 2 * hours * 150));

    run = runCli(base + QStringList{QStringLiteral("--hours-per-week=") + QString::number(most)});
    QCOMPARE(run.exitCode, 0);
    porting = parseObject(run.out).value(QStringLiteral("porting")).toObject();
    QCOMPARE(porting.value(QStringLiteral("hours_per_week")).toDouble(), most);

    run = runCli(base + QStringList{QStringLiteral("--hours-per-week=") + QString::number(most + 0.5)});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(QString::fromUtf8(run.err).contains(QStringLiteral("cannot exceed ") + QString::number(most)),
             run.err.constData());

    // The help states the same default.
    run = runCli({QStringLiteral("breakeven"), QStringLiteral("--help")});
    QVERIFY2(QString::fromUtf8(run.out).contains(QStringLiteral("(default ") + QString::number(hours) + QLatin1Char(')')),
             run.out.constData());
}

void TestCli::breakEvenNever()
{
    const Run run = runCli({QStringLiteral("breakeven"), QStringLiteral("--porting-cost"), QStringLiteral("36000"),
                            QStringLiteral("--baseline-cpm"), QStringLiteral("0.28"),
                            QStringLiteral("--candidate-cpm"), QStringLiteral("0.61"),
                            QStringLiteral("--tokens-per-day"), QStringLiteral("1e9"),
                            QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = parseObject(run.out);
    QCOMPARE(o.value(QStringLiteral("never")).toBool(), true);
    QVERIFY(o.value(QStringLiteral("break_even_tokens")).isNull());
    QVERIFY(o.value(QStringLiteral("volumes")).toArray()[0].toObject().value(QStringLiteral("days")).isNull());
}

void TestCli::breakEvenDirectCostCsv()
{
    const Run run = runCli({QStringLiteral("breakeven"), QStringLiteral("--porting-cost"), QStringLiteral("50000"),
                            QStringLiteral("--baseline-cpm"), QStringLiteral("1.5"),
                            QStringLiteral("--candidate-cpm"), QStringLiteral("1"),
                            QStringLiteral("--tokens-per-day"), QStringLiteral("2e8"),
                            QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(run.exitCode, 0);
    const auto records = parseCsv(QString::fromUtf8(run.out));
    QCOMPARE(records.size(), 2);
    const QStringList header = records[0];
    const QStringList row = records[1];
    QCOMPARE(row.size(), header.size());
    const double tokens = 50000.0 / 0.5 * 1e6;
    QVERIFY(near(row[header.indexOf(QStringLiteral("break_even_tokens"))].toDouble(), tokens));
    QVERIFY(near(row[header.indexOf(QStringLiteral("break_even_days"))].toDouble(), tokens / 2e8));
}

void TestCli::validateCatalogs_data()
{
    QTest::addColumn<QString>("dir");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QStringList>("mentions");
    QTest::newRow("shipped catalog") << QStringLiteral(ACCELDECIDE_SOURCE_DIR "/catalog") << 0
                                     << QStringList{QStringLiteral(" 0 errors")};
    QTest::newRow("good overlay") << data("good_overlay") << 0 << QStringList{QStringLiteral(" 0 errors")};
    QTest::newRow("negative price") << data("bad_overlay") << 1
                                    << QStringList{QStringLiteral("offers.json"),
                                                   QStringLiteral("/offers/0/prices/on_demand")};
    QTest::newRow("malformed JSON") << data("malformed_overlay") << 1
                                    << QStringList{QStringLiteral("offers.json")};
    QTest::newRow("missing directory") << data("no_such_dir") << 1
                                       << QStringList{QStringLiteral("no_such_dir")};
}

void TestCli::validateCatalogs()
{
    QFETCH(QString, dir);
    QFETCH(int, exitCode);
    QFETCH(QStringList, mentions);
    const Run run = runCli({QStringLiteral("catalog"), QStringLiteral("validate"), dir});
    QVERIFY(run.normalExit);
    QCOMPARE(run.exitCode, exitCode);
    const QString all = QString::fromUtf8(run.out + run.err);
    for (const QString &m : mentions) QVERIFY2(all.contains(m), qPrintable(m + QStringLiteral(" in\n") + all));
}

void TestCli::validateWarnsAboutStalePrices_data()
{
    QTest::addColumn<QString>("today");
    QTest::addColumn<QStringList>("stale"); // JSON pointers warned about, in order
    const QString old = QStringLiteral("/offers/1/prices/on_demand/1");
    const QString year = QStringLiteral("/offers/1/prices/commit_1y");
    const QString fresh = QStringLiteral("/offers/0/prices/on_demand");
    // 2025-01-15 stays fresh through 2026-01-15; "2025" counts from 2025-01-01.
    QTest::newRow("2025-12-31") << QStringLiteral("2025-12-31") << QStringList{};
    QTest::newRow("2026-01-02") << QStringLiteral("2026-01-02") << QStringList{year};
    QTest::newRow("2026-01-15") << QStringLiteral("2026-01-15") << QStringList{year};
    QTest::newRow("2026-01-16") << QStringLiteral("2026-01-16") << QStringList{old, year};
    QTest::newRow("2027-10-02") << QStringLiteral("2027-10-02") << QStringList{fresh, old, year};
}

void TestCli::validateWarnsAboutStalePrices()
{
    QFETCH(QString, today);
    QFETCH(QStringList, stale);
    const Run run = runCli({QStringLiteral("catalog"), QStringLiteral("validate"), data("stale_overlay"),
                            QStringLiteral("--today"), today});
    QVERIFY(run.normalExit);
    QCOMPARE(run.exitCode, 0); // warnings never change the exit code
    const QStringList lines = QString::fromUtf8(run.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY(!lines.isEmpty());
    const QString summary = QStringLiteral(" 0 errors, %1 warning%2")
                                .arg(stale.size()).arg(stale.size() == 1 ? QString() : QStringLiteral("s"));
    QVERIFY2(lines.front().endsWith(summary), qPrintable(lines.front()));
    QStringList warned;
    for (const QString &line : lines.mid(1)) {
        QVERIFY2(line.startsWith(QStringLiteral("warning: ")), qPrintable(line));
        QVERIFY2(line.contains(QStringLiteral("offers.json: /offers/")), qPrintable(line));
        QVERIFY2(line.contains(QStringLiteral("more than 12 months old")), qPrintable(line));
        QVERIFY2(line.contains(today), qPrintable(line));
        warned << line.section(QStringLiteral(": "), 2, 2);
    }
    QCOMPARE(warned, stale);
}

void TestCli::badScenarioFile()
{
    const Run run = runCli({QStringLiteral("evaluate"), data("bad_scenario.json")});
    QVERIFY(run.normalExit);
    QCOMPARE(run.exitCode, 1);
    const QStringList lines = QString::fromUtf8(run.err).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY(lines.size() >= 2);
    QVERIFY2(lines[0].contains(QStringLiteral("bad_scenario.json")), qPrintable(lines[0]));
    bool named = false;
    for (const QString &line : lines)
        named = named || (line.contains(QStringLiteral("bad_scenario.json"))
                          && line.contains(QStringLiteral("/workload/parameters_b")));
    QVERIFY2(named, run.err.constData());
    QVERIFY(run.out.isEmpty());
}

void TestCli::missingScenarioFile()
{
    const Run run = runCli({QStringLiteral("evaluate"), data("does_not_exist.json")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(QString::fromUtf8(run.err).contains(QStringLiteral("does_not_exist.json")), run.err.constData());
}

void TestCli::badOverlay_data()
{
    QTest::addColumn<QString>("dir");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("malformed") << data("malformed_overlay") << QStringLiteral("offers.json");
    QTest::newRow("negative price") << data("bad_overlay") << QStringLiteral("/offers/0/prices/on_demand");
    QTest::newRow("missing") << data("no_such_dir") << QStringLiteral("no_such_dir");
}

void TestCli::badOverlay()
{
    QFETCH(QString, dir);
    QFETCH(QString, mentions);
    for (const QStringList &args : {QStringList{QStringLiteral("evaluate"), QStringLiteral("--catalog"), dir},
                                    QStringList{QStringLiteral("catalog"), QStringLiteral("list"),
                                                QStringLiteral("--catalog"), dir}}) {
        const Run run = runCli(args);
        QVERIFY(run.normalExit);
        QCOMPARE(run.exitCode, 1);
        const QString err = QString::fromUtf8(run.err);
        QVERIFY2(err.contains(mentions), qPrintable(err));
        QVERIFY2(err.section(QLatin1Char('\n'), 0, 0).contains(dir.section(QLatin1Char('/'), -1)), qPrintable(err));
    }
}

void TestCli::evaluateDefaultJson()
{
    const Run run = runCli({QStringLiteral("evaluate"), QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY(run.normalExit);
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = parseObject(run.out);
    const QJsonArray options = o.value(QStringLiteral("options")).toArray();
    QVERIFY(!options.isEmpty());
    QVERIFY(o.value(QStringLiteral("recommendation")).toObject().contains(QStringLiteral("lean")));
    QVERIFY(o.value(QStringLiteral("decision")).toObject().contains(QStringLiteral("rows")));
    int recomputed = 0;
    for (const auto &value : options) {
        const QJsonObject option = value.toObject();
        const QJsonValue price = option.value(QStringLiteral("price_per_chip_hour")).toObject().value(QStringLiteral("value"));
        const QJsonValue tps = option.value(QStringLiteral("decode_tokens_per_second")).toObject().value(QStringLiteral("value"));
        const QJsonValue cpm = option.value(QStringLiteral("cost_per_mtok")).toObject().value(QStringLiteral("value"));
        // Every quantity says how it was computed.
        QVERIFY(option.value(QStringLiteral("cost_per_mtok")).toObject().contains(QStringLiteral("method")));
        if (!price.isDouble() || !tps.isDouble() || !cpm.isDouble()) continue;
        const double expected = price.toDouble() / (tps.toDouble() * 3600.0 / 1e6);
        QVERIFY2(near(cpm.toDouble(), expected, 1e-6),
                 qPrintable(option.value(QStringLiteral("id")).toString()));
        ++recomputed;
    }
    QVERIFY2(recomputed > 0, "no option had a price, a throughput and a cost per Mtok");
}

// The analysis in the JSON: probabilities that add up, a seed that reproduces it, and a range
// given with --range that reaches the samples.
void TestCli::evaluateUncertainty()
{
    const QStringList base{QStringLiteral("evaluate"), QStringLiteral("--format"), QStringLiteral("json"),
                           QStringLiteral("--samples"), QStringLiteral("2000")};
    const Run run = runCli(base + QStringList{QStringLiteral("--range"), QStringLiteral("gpu.price=0.5:1.0:1.0")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject u = parseObject(run.out).value(QStringLiteral("uncertainty")).toObject();
    QCOMPARE(u.value(QStringLiteral("samples")).toInt(), 2000);
    double cheapest = 0;
    for (const auto &o : u.value(QStringLiteral("options")).toArray())
        cheapest += o.toObject().value(QStringLiteral("cheapest")).toDouble();
    QVERIFY(near(cheapest, 1.0, 1e-9));
    bool ranged = false;
    for (const auto &i : u.value(QStringLiteral("inputs")).toArray())
        if (i.toObject().value(QStringLiteral("id")).toString() == QStringLiteral("gpu.price"))
            ranged = near(i.toObject().value(QStringLiteral("low")).toDouble(), 0.5, 1e-12);
    QVERIFY(ranged);
    QCOMPARE(runCli(base + QStringList{QStringLiteral("--range"), QStringLiteral("gpu.price=0.5:1.0:1.0")}).out, run.out);
    const Run other = runCli(base + QStringList{QStringLiteral("--seed"), QStringLiteral("7")});
    QVERIFY(other.out != run.out);
    const Run off = runCli({QStringLiteral("evaluate"), QStringLiteral("--samples"), QStringLiteral("0")});
    QCOMPARE(off.exitCode, 0);
    QVERIFY(!off.out.contains("plausible cases"));
    QVERIFY(off.out.contains("single estimate"));
}

void TestCli::evaluateSetChangesPricingModel()
{
    auto inDecisionModels = [](const QJsonObject &o) {
        QSet<QString> models;
        for (const auto &value : o.value(QStringLiteral("options")).toArray())
            if (value.toObject().value(QStringLiteral("in_decision")).toBool())
                models.insert(value.toObject().value(QStringLiteral("pricing_model")).toString());
        return models;
    };
    const Run before = runCli({QStringLiteral("evaluate"), QStringLiteral("--format=json")});
    const Run after = runCli({QStringLiteral("evaluate"), QStringLiteral("--format=json"),
                              QStringLiteral("--set"), QStringLiteral("strategy.pricing_model=commit_3y")});
    QCOMPARE(before.exitCode, 0);
    QCOMPARE(after.exitCode, 0);
    const QJsonObject b = parseObject(before.out);
    const QJsonObject a = parseObject(after.out);
    QCOMPARE(inDecisionModels(b), QSet<QString>{QStringLiteral("on_demand")});
    QCOMPARE(inDecisionModels(a), QSet<QString>{QStringLiteral("commit_3y")});
    QCOMPARE(a.value(QStringLiteral("scenario")).toObject().value(QStringLiteral("strategy")).toObject()
                 .value(QStringLiteral("pricing_model")).toString(),
             QStringLiteral("commit_3y"));
}

void TestCli::evaluateScenarioFile()
{
    const Run run = runCli({QStringLiteral("evaluate"), data("scenario_405b.json"), QStringLiteral("--format"),
                            QStringLiteral("json"), QStringLiteral("--set"), QStringLiteral("team.engineers=5")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject scenario = parseObject(run.out).value(QStringLiteral("scenario")).toObject();
    QCOMPARE(scenario.value(QStringLiteral("workload")).toObject().value(QStringLiteral("parameters_b")).toDouble(), 405.0);
    QCOMPARE(scenario.value(QStringLiteral("team")).toObject().value(QStringLiteral("engineers")).toInt(), 5);
}

void TestCli::evaluateCsvHasOneRowPerOption()
{
    const Run json = runCli({QStringLiteral("evaluate"), QStringLiteral("--format"), QStringLiteral("json")});
    const Run csv = runCli({QStringLiteral("evaluate"), QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(csv.exitCode, 0);
    const auto options = parseObject(json.out).value(QStringLiteral("options")).toArray();
    const auto records = parseCsv(QString::fromUtf8(csv.out));
    QCOMPARE(records.size(), options.size() + 1);
    const QStringList header = records.first();
    QCOMPARE(header.first(), QStringLiteral("id"));
    QVERIFY(header.contains(QStringLiteral("rank")));
    for (qsizetype i = 1; i < records.size(); ++i) {
        QCOMPARE(records[i].size(), header.size());
        QCOMPARE(records[i][0], options[i - 1].toObject().value(QStringLiteral("id")).toString());
    }
}

void TestCli::evaluateTextAndOutputFile()
{
    const Run text = runCli({QStringLiteral("evaluate")});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains("Recommendation"));
    for (const QByteArray &line : text.out.split('\n'))
        QVERIFY2(QString::fromUtf8(line).size() <= 100, line.constData());

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("assessment.json"));
    const Run toFile = runCli({QStringLiteral("evaluate"), QStringLiteral("--format"), QStringLiteral("json"),
                               QStringLiteral("--output"), path});
    QCOMPARE(toFile.exitCode, 0);
    QVERIFY(toFile.out.isEmpty());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(!parseObject(file.readAll()).value(QStringLiteral("options")).toArray().isEmpty());

    const Run unwritable = runCli({QStringLiteral("evaluate"), QStringLiteral("--output"),
                                   dir.filePath(QStringLiteral("no/such/dir/out.txt"))});
    QCOMPARE(unwritable.exitCode, 1);
    QVERIFY(unwritable.err.contains("out.txt"));
}

void TestCli::overlayPriceIsNormalised()
{
    const Run run = runCli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--catalog"),
                            data("good_overlay"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(run.exitCode, 0);
    bool found = false;
    for (const auto &value : parseObject(run.out).value(QStringLiteral("offers")).toArray()) {
        const QJsonObject offer = value.toObject();
        if (offer.value(QStringLiteral("id")).toString() != QStringLiteral("test-h100-negotiated")) continue;
        found = true;
        QVERIFY(offer.value(QStringLiteral("from_overlay")).toBool());
        const QJsonObject onDemand = offer.value(QStringLiteral("prices")).toObject()
                                         .value(QStringLiteral("on_demand")).toObject();
        QVERIFY(near(onDemand.value(QStringLiteral("usd_per_chip_hour")).toDouble(), 16.0 / 8));
        QVERIFY(offer.value(QStringLiteral("prices")).toObject().value(QStringLiteral("spot")).toObject()
                    .value(QStringLiteral("usd_per_chip_hour")).isNull());
    }
    QVERIFY(found);

    const Run evaluated = runCli({QStringLiteral("evaluate"), QStringLiteral("--catalog"), data("good_overlay"),
                                  QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(evaluated.exitCode, 0);
    found = false;
    for (const auto &value : parseObject(evaluated.out).value(QStringLiteral("options")).toArray())
        found = found || value.toObject().value(QStringLiteral("offer_id")).toString()
                             == QStringLiteral("test-h100-negotiated");
    QVERIFY(found);
}

void TestCli::catalogListFormats()
{
    const Run json = runCli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--format"),
                             QStringLiteral("json")});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject o = parseObject(json.out);
    const auto offers = o.value(QStringLiteral("offers")).toArray();
    QVERIFY(!offers.isEmpty());
    QVERIFY(!o.value(QStringLiteral("accelerators")).toArray().isEmpty());
    QVERIFY(o.contains(QStringLiteral("conflicts")));

    const Run csv = runCli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--format"),
                            QStringLiteral("csv")});
    QCOMPARE(csv.exitCode, 0);
    // one row per offer and pricing model, whether offered or not
    const auto rows = parseCsv(QString::fromUtf8(csv.out));
    QVERIFY(!rows.isEmpty());
    const qsizetype modelColumn = rows.first().indexOf(QStringLiteral("pricing_model"));
    QVERIFY(modelColumn > 0);
    QSet<QString> models;
    QMap<QString, int> rowsPerOffer;
    for (qsizetype i = 1; i < rows.size(); ++i) {
        models.insert(rows[i].value(modelColumn));
        ++rowsPerOffer[rows[i].value(0)];
    }
    QVERIFY(models.contains(QStringLiteral("on_demand")) && models.contains(QStringLiteral("capacity_block")));
    QCOMPARE(rowsPerOffer.size(), offers.size());
    for (auto it = rowsPerOffer.cbegin(); it != rowsPerOffer.cend(); ++it)
        QVERIFY2(it.value() == models.size(), qPrintable(it.key()));

    const Run text = runCli({QStringLiteral("catalog"), QStringLiteral("list")});
    QCOMPARE(text.exitCode, 0);
    for (const auto &offer : offers)
        QVERIFY(text.out.contains(offer.toObject().value(QStringLiteral("id")).toString().toUtf8()));
}

void TestCli::oddInputNeverCrashes_data()
{
    QTest::addColumn<QStringList>("args");
    const QString set = QStringLiteral("--set");
    for (const char *format : {"text", "json", "csv"}) {
        const QStringList evaluate{QStringLiteral("evaluate"), QStringLiteral("--format"),
                                   QString::fromLatin1(format)};
        auto name = [format](const char *what) { return QByteArray(what) + " " + format; };
        QTest::newRow(name("huge number")) << evaluate + QStringList{set, QStringLiteral("workload.parameters_b=1e400")};
        QTest::newRow(name("negative")) << evaluate + QStringList{set, QStringLiteral("workload.parameters_b=-5")};
        QTest::newRow(name("nan")) << evaluate + QStringList{set, QStringLiteral("workload.training.mfu=NaN")};
        QTest::newRow(name("zero chips")) << evaluate + QStringList{set, QStringLiteral("workload.training.chips=0")};
        QTest::newRow(name("object value")) << evaluate + QStringList{set, QStringLiteral("team={\"engineers\":1}")};
        QTest::newRow(name("non-ASCII name"))
            << evaluate + QStringList{set, QStringLiteral("name=\u00dcbung \u00d7 \"quoted\", with comma")};
        QTest::newRow(name("scenario is a directory")) << evaluate + QStringList{dataDir};
    }
    QTest::newRow("validate a file") << QStringList{QStringLiteral("catalog"), QStringLiteral("validate"),
                                                    data("bad_scenario.json")};
}

void TestCli::oddInputNeverCrashes()
{
    QFETCH(QStringList, args);
    const Run run = runCli(args);
    QVERIFY(run.normalExit);
    QVERIFY2(run.exitCode >= 0 && run.exitCode <= 2, run.err.constData());
    if (run.exitCode != 0) QVERIFY2(!run.err.isEmpty(), "a failure must say why");
    if (run.exitCode == 0 && args.contains(QStringLiteral("json")))
        QVERIFY(!parseObject(run.out).isEmpty());
    if (run.exitCode == 0 && args.contains(QStringLiteral("csv")))
        for (const QStringList &record : parseCsv(QString::fromUtf8(run.out)))
            QCOMPARE(record.size(), 22);
}

namespace {

// The preset files as shipped (catalog/presets/*.json), read here without the program.
QMap<QString, QJsonObject> presetFiles()
{
    QMap<QString, QJsonObject> files;
    const QDir dir(QStringLiteral(ACCELDECIDE_SOURCE_DIR "/catalog/presets"));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly)) continue;
        files.insert(name.chopped(5), parseObject(file.readAll()));
    }
    return files;
}

const QStringList leans{QStringLiteral("trainium"), QStringLiteral("gpu"), QStringLiteral("hybrid"),
                        QStringLiteral("undecided")};

} // namespace

void TestCli::presetsListEveryPresetFile()
{
    const QMap<QString, QJsonObject> files = presetFiles();
    QVERIFY(files.size() >= 19);
    const Run run = runCli({QStringLiteral("presets"), QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY(run.normalExit);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    const QJsonArray list = parseObject(run.out).value(QStringLiteral("presets")).toArray();
    QCOMPARE(list.size(), files.size());
    for (const auto &value : list) {
        const QJsonObject p = value.toObject();
        const QString id = p.value(QStringLiteral("id")).toString();
        QVERIFY2(files.contains(id), qPrintable(id));
        const QJsonObject file = files.value(id);
        for (const char *key : {"name", "description", "source", "expected_lean"}) {
            const QString k = QString::fromLatin1(key);
            QCOMPARE(p.value(k).toString(), file.value(k).toString());
        }
        QVERIFY(leans.contains(p.value(QStringLiteral("model_lean")).toString()));
    }
}

void TestCli::presetsTextAndCsv()
{
    const QMap<QString, QJsonObject> files = presetFiles();
    const Run text = runCli({QStringLiteral("presets")});
    QCOMPARE(text.exitCode, 0);
    const QString out = QString::fromUtf8(text.out);
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        QVERIFY2(out.contains(it.key()), qPrintable(it.key()));
        QVERIFY(out.contains(it.value().value(QStringLiteral("name")).toString()));
    }
    QVERIFY(out.contains(QStringLiteral("%1 presets").arg(files.size())));

    const Run csv = runCli({QStringLiteral("presets"), QStringLiteral("--format=csv")});
    QCOMPARE(csv.exitCode, 0);
    const auto records = parseCsv(QString::fromUtf8(csv.out));
    QCOMPARE(records.size(), files.size() + 1);
    QCOMPARE(records.first(), (QStringList{QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("source"),
                                           QStringLiteral("expected_lean"), QStringLiteral("model_lean"),
                                           QStringLiteral("disagreement"),
                                           QStringLiteral("lean_on_source_figures")}));
    for (qsizetype i = 1; i < records.size(); ++i) {
        QCOMPARE(records[i].size(), 7);
        // a documented disagreement names its lean on the source's figures; otherwise both are empty
        const QJsonObject disagreement = files.value(records[i][0]).value(QStringLiteral("disagreement")).toObject();
        QCOMPARE(records[i][5].isEmpty(), disagreement.isEmpty());
        QCOMPARE(records[i][6].isEmpty(), disagreement.isEmpty());
        const QJsonObject file = files.value(records[i][0]);
        QCOMPARE(records[i][1], file.value(QStringLiteral("name")).toString()); // names may hold commas
        QCOMPARE(records[i][3], file.value(QStringLiteral("expected_lean")).toString());
        QVERIFY(leans.contains(records[i][4]));
    }
}

void TestCli::evaluatePresetMatchesPresetsList_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("id");
    QTest::newRow("by id") << QStringLiteral("seed003-repeated-finetuning") << QStringLiteral("seed003-repeated-finetuning");
    QTest::newRow("by name, other case") << QStringLiteral("ENTERPRISE WITH A MULTI-CLOUD MANDATE")
                                         << QStringLiteral("seed001-multi-cloud-enterprise");
    QTest::newRow("spot") << QStringLiteral("seed000-spot-batch-inference") << QStringLiteral("seed000-spot-batch-inference");
}

void TestCli::evaluatePresetMatchesPresetsList()
{
    QFETCH(QString, preset);
    QFETCH(QString, id);
    const QJsonObject file = presetFiles().value(id);
    QVERIFY(!file.isEmpty());
    const Run run = runCli({QStringLiteral("evaluate"), QStringLiteral("--preset"), preset,
                            QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = parseObject(run.out);
    const QJsonObject scenario = o.value(QStringLiteral("scenario")).toObject();
    // The evaluated scenario is the file's: every field the file sets comes through unchanged.
    for (const char *section : {"workload", "team", "strategy"}) {
        const QJsonObject want = file.value(QLatin1String(section)).toObject();
        const QJsonObject got = scenario.value(QLatin1String(section)).toObject();
        for (auto it = want.begin(); it != want.end(); ++it) {
            if (it.value().isObject()) {
                const QJsonObject inner = it.value().toObject();
                for (auto jt = inner.begin(); jt != inner.end(); ++jt)
                    QVERIFY2(got.value(it.key()).toObject().value(jt.key()) == jt.value(), qPrintable(jt.key()));
            } else {
                QVERIFY2(got.value(it.key()) == it.value(), qPrintable(it.key()));
            }
        }
    }
    QCOMPARE(scenario.value(QStringLiteral("name")).toString(), file.value(QStringLiteral("name")).toString());
    QCOMPARE(scenario.value(QStringLiteral("expected_lean")).toString(), file.value(QStringLiteral("expected_lean")).toString());

    // `presets` reports the same lean that `evaluate --preset` recommends.
    const Run list = runCli({QStringLiteral("presets"), QStringLiteral("--format"), QStringLiteral("json")});
    QString listed;
    for (const auto &value : parseObject(list.out).value(QStringLiteral("presets")).toArray())
        if (value.toObject().value(QStringLiteral("id")).toString() == id)
            listed = value.toObject().value(QStringLiteral("model_lean")).toString();
    QCOMPARE(o.value(QStringLiteral("recommendation")).toObject().value(QStringLiteral("lean")).toString(), listed);
}

void TestCli::setResizesTheModelAsTheFormDoes()
{
    // The default model is dense (Llama 3 70B). Resizing it by --set keeps it dense and drops the
    // preset's name, as the workload form does; choosing a preset brings the preset's shape.
    const Run resized = runCli({QStringLiteral("evaluate"), QStringLiteral("--set"),
                                QStringLiteral("workload.parameters_b=405")});
    QCOMPARE(resized.exitCode, 0);
    QVERIFY2(resized.out.contains("405B parameters"), resized.out.left(600).constData());
    QVERIFY2(!resized.out.contains("active)"), resized.out.left(600).constData());

    const Run preset = runCli({QStringLiteral("evaluate"), QStringLiteral("--format"), QStringLiteral("json"),
                               QStringLiteral("--set"), QStringLiteral("workload.model_preset=llama3-8b")});
    QCOMPARE(preset.exitCode, 0);
    const QJsonObject workload = parseObject(preset.out).value(QStringLiteral("scenario")).toObject()
                                     .value(QStringLiteral("workload")).toObject();
    QCOMPARE(workload.value(QStringLiteral("model_preset")).toString(), QStringLiteral("llama3-8b"));
    QVERIFY(workload.value(QStringLiteral("parameters_b")).toDouble() < 10);
    QCOMPARE(workload.value(QStringLiteral("layers")).toInt(), 32);  // Llama 3 8B, catalog/models.json
}

void TestCli::evaluatePresetThenSet()
{
    // --set applies on top of the preset: lifting the multi-cloud mandate lets AWS-only silicon back
    // in. Only the mandate's knock-outs are counted: an offer too small for the model (one
    // trn1.2xlarge chip) stays out for its own reason.
    auto excludedTrainium = [](const QJsonObject &o) {
        int n = 0;
        for (const auto &value : o.value(QStringLiteral("decision")).toObject().value(QStringLiteral("rows")).toArray()) {
            const QJsonObject row = value.toObject();
            if (!row.value(QStringLiteral("option_id")).toString().contains(QStringLiteral("trn"))
                || !row.value(QStringLiteral("excluded")).toBool())
                continue;
            for (const auto &reason : row.value(QStringLiteral("knockouts")).toArray())
                if (reason.toString().contains(QStringLiteral("at least 2 clouds"))) {
                    ++n;
                    break;
                }
        }
        return n;
    };
    const QStringList base{QStringLiteral("evaluate"), QStringLiteral("--preset"),
                           QStringLiteral("seed001-multi-cloud-enterprise"), QStringLiteral("--format=json")};
    const Run mandate = runCli(base);
    const Run lifted = runCli(base + QStringList{QStringLiteral("--set"), QStringLiteral("strategy.multi_cloud_required=false")});
    QCOMPARE(mandate.exitCode, 0);
    QCOMPARE(lifted.exitCode, 0);
    QVERIFY(excludedTrainium(parseObject(mandate.out)) >= 3);
    QCOMPARE(excludedTrainium(parseObject(lifted.out)), 0);
}

void TestCli::presetUsageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("mentions");
    QTest::newRow("unknown preset") << QStringList{QStringLiteral("evaluate"), QStringLiteral("--preset"), QStringLiteral("seed003-one-of-run")}
                                    << QStringList{QStringLiteral("seed003-one-of-run"), QStringLiteral("did you mean 'seed003-one-off-run'")};
    QTest::newRow("preset and file") << QStringList{QStringLiteral("evaluate"), data("scenario_405b.json"), QStringLiteral("--preset"),
                                                    QStringLiteral("seed003-one-off-run")}
                                     << QStringList{QStringLiteral("--preset"), QStringLiteral("not both")};
    QTest::newRow("preset without name") << QStringList{QStringLiteral("evaluate"), QStringLiteral("--preset")}
                                         << QStringList{QStringLiteral("--preset")};
    QTest::newRow("presets with argument") << QStringList{QStringLiteral("presets"), QStringLiteral("extra")}
                                           << QStringList{QStringLiteral("extra")};
    QTest::newRow("presets bad format") << QStringList{QStringLiteral("presets"), QStringLiteral("--format"), QStringLiteral("xml")}
                                        << QStringList{QStringLiteral("--format")};
    QTest::newRow("what-if value without input") << QStringList{QStringLiteral("what-if"), QStringLiteral("--value"), QStringLiteral("3")}
                                                 << QStringList{QStringLiteral("--input")};
    QTest::newRow("what-if unknown input") << QStringList{QStringLiteral("what-if"), QStringLiteral("--input"), QStringLiteral("porting.week"), QStringLiteral("--seek")}
                                           << QStringList{QStringLiteral("porting.week"), QStringLiteral("did you mean \"porting.weeks\"")};
    QTest::newRow("what-if unused input") << QStringList{QStringLiteral("what-if"), QStringLiteral("--preset"), QStringLiteral("seed003-one-off-run"),
                                                         QStringLiteral("--input"), QStringLiteral("workload.inference.tokens_per_day_m"),
                                                         QStringLiteral("--seek")}
                                          << QStringList{QStringLiteral("plays no part")};
    QTest::newRow("what-if value out of bounds") << QStringList{QStringLiteral("what-if"), QStringLiteral("--input"), QStringLiteral("porting.weeks"),
                                                                QStringLiteral("--value"), QStringLiteral("9999")}
                                                 << QStringList{QStringLiteral("between 0 and 520")};
    QTest::newRow("what-if bad target") << QStringList{QStringLiteral("what-if"), QStringLiteral("--input"), QStringLiteral("gpu.price"),
                                                       QStringLiteral("--seek"), QStringLiteral("--target"), QStringLiteral("cheapest")}
                                        << QStringList{QStringLiteral("--target")};
}

void TestCli::presetUsageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QStringList, mentions);
    const Run run = runCli(args);
    QVERIFY(run.normalExit);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    const QString err = QString::fromUtf8(run.err);
    for (const QString &m : mentions) QVERIFY2(err.contains(m), qPrintable(err));
}

// `what-if`: the thresholds are listed and confirmed; a goal seek's value, fed back as --value
// just either side, puts the cheaper side on either side.
void TestCli::whatIfThresholdsAndGoalSeek()
{
    const Run list = runCli({QStringLiteral("what-if"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(list.exitCode, 0);
    const QJsonArray thresholds = parseObject(list.out).value(QStringLiteral("thresholds")).toArray();
    QVERIFY(thresholds.size() >= 3);
    for (const auto &t : thresholds) QVERIFY(t.toObject().value(QStringLiteral("verified")).toBool());

    const QStringList base{QStringLiteral("what-if"), QStringLiteral("--preset"), QStringLiteral("seed001-startup-70b"),
                           QStringLiteral("--input"), QStringLiteral("porting.weeks"), QStringLiteral("--format"), QStringLiteral("json")};
    const Run seek = runCli(base + QStringList{QStringLiteral("--seek")});
    QCOMPARE(seek.exitCode, 0);
    const QJsonObject c = parseObject(seek.out);
    QVERIFY(c.value(QStringLiteral("found")).toBool());
    const double weeks = c.value(QStringLiteral("value")).toDouble();
    QVERIFY(weeks > c.value(QStringLiteral("current")).toDouble());
    auto savingAt = [&](double w) {
        const Run r = runCli(base + QStringList{QStringLiteral("--value"), QString::number(w, 'g', 12)});
        return parseObject(r.out).value(QStringLiteral("what_if")).toObject().value(QStringLiteral("saving")).toDouble();
    };
    QVERIFY(savingAt(weeks * 0.99) > 0); // a shorter port: Trainium still cheaper
    QVERIFY(savingAt(weeks * 1.01) < 0);
    const Run text = runCli({QStringLiteral("what-if"), QStringLiteral("--preset"), QStringLiteral("seed001-startup-70b")});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("training MFU is above"), text.out.constData());
}

// `report` runs in the acceldecide-report helper, which the CLI execs; the user sees the CLI's
// own messages and exit codes.
void TestCli::reportRunsInHelper()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString pdf = dir.filePath(QStringLiteral("r.pdf"));
    const Run usage = runCli({QStringLiteral("report"), QStringLiteral("--page-size"),
                              QStringLiteral("a3"), QStringLiteral("--output"), pdf});
    QVERIFY(usage.normalExit);
    QCOMPARE(usage.exitCode, 2);
    QVERIFY(usage.out.isEmpty());
    QCOMPARE(usage.err, QByteArray("acceldecide-cli: --page-size must be a4 or letter (got 'a3') "
                                   "(see acceldecide-cli report --help)\n"));

    const Run bad = runCli({QStringLiteral("report"), data("bad_scenario.json"),
                            QStringLiteral("--output"), pdf});
    QCOMPARE(bad.exitCode, 1);
    QVERIFY2(bad.err.startsWith("acceldecide-cli: "), bad.err.constData());
    QVERIFY2(bad.err.contains("bad_scenario.json: /"), bad.err.constData());
    QVERIFY(!QFile::exists(pdf));
}

// Without the helper (a CLI copied on its own), --help still answers and the report is refused
// as an internal error that names what is missing.
void TestCli::reportWithoutHelper()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString cli = dir.filePath(QStringLiteral("acceldecide-cli"));
    QVERIFY(QFile::copy(QStringLiteral(ACCELDECIDE_CLI), cli));

    const Run help = runProgram(cli, {QStringLiteral("report"), QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY2(help.out.startsWith("Usage: acceldecide-cli report"), help.out.constData());

    const QString pdf = dir.filePath(QStringLiteral("r.pdf"));
    const Run run = runProgram(cli, {QStringLiteral("report"), QStringLiteral("--output"), pdf});
    QVERIFY(run.normalExit);
    QCOMPARE(run.exitCode, 3);
    QVERIFY2(run.err.startsWith("acceldecide-cli: internal error: "), run.err.constData());
    QVERIFY2(run.err.contains("acceldecide-report"), run.err.constData());
    QVERIFY(!QFile::exists(pdf));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
