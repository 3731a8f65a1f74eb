// The shared number formats and the assessment's JSON, CSV and text renderings, on hand-built
// assessments so the renderers are tested apart from the model. Expected strings follow the rules
// written in docs/cli.md ("Number formats").
#include "formats/assessment_format.h"
#include "printed_money.h"

#include <QtTest>

#include <cmath>
#include <initializer_list>
#include <limits>

using namespace ad;

namespace {

constexpr double notANumber = std::numeric_limits<double>::quiet_NaN();
constexpr double infinite = std::numeric_limits<double>::infinity();

QString q(const std::string &text)
{
    return QString::fromStdString(text);
}

Quantity quantity(double value, const char *unit)
{
    Quantity out;
    out.value = value;
    out.unit = unit;
    out.how.method = Method::Derived;
    out.how.formula = "a = b / c";
    out.how.terms = {{"b", 5, "USD"}, {"c", notANumber, "h"}};
    out.how.sources = {"seed-000"};
    return out;
}

// Two options: one fully priced, one with every figure unknown and an awkward label.
Assessment sample()
{
    Assessment a;
    a.scenario = defaultScenario();
    OptionAssessment priced;
    priced.id = "gpu/on_demand";
    priced.label = "GPU box";
    priced.inDecision = true;
    priced.pricePerChipHour = quantity(4.5, "USD/chip-h");
    priced.decodeTokensPerSecond = quantity(1000, "tokens/s");
    priced.costPerMTokens = quantity(1.25, "USD/Mtok");
    priced.tco = quantity(2.5e6, "USD");
    OptionAssessment unknown;
    unknown.id = "odd/spot";
    unknown.label = "Odd \"quoted\" offer, with comma\nand a line break";
    unknown.pricingModel = PricingModel::Spot;
    unknown.offered = false;
    unknown.breakEven.applicable = true;
    unknown.breakEven.never = true;
    a.options = {priced, unknown};
    a.baselineId = priced.id;
    MatrixRow row;
    row.optionId = priced.id;
    row.label = priced.label;
    row.total = 0.75;
    row.rank = 1;
    CriterionScore score;
    score.score = notANumber;
    score.derived = true;
    row.scores = {score};
    MatrixCriterion cost;
    cost.id = "cost";
    cost.name = "Cost";
    cost.weight = cost.defaultWeight = 5;
    cost.derived = true;
    cost.effectiveWeight = 5;
    a.decision.criteria = {cost};
    a.decision.rows = {row};
    a.decision.winner = priced.id;
    WeightSensitivity s;
    s.criterionId = "cost";
    s.weight = 5;
    s.text = msg("No weight of Cost changes the winner");
    a.decision.sensitivity = {s};
    a.recommendation.lean = Lean::Gpu;
    a.recommendation.headline = msg("Stay on the GPU box: the port would not pay back.");
    a.recommendation.reasons = {msg("It costs %1 per million tokens.", {arg::money(1.25)}),
                                msg("%1 a reason far wider than the page", {arg::verbatim(std::string(240, 'x'))})};
    a.recommendation.caveats = {msg("Prices are list prices.")};
    return a;
}

QList<QStringList> parseCsv(const QString &text)
{
    QList<QStringList> records;
    QStringList record;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted && c == QLatin1Char('"') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"')) {
            field += c;
            ++i;
        } else if (c == QLatin1Char('"')) {
            quoted = !quoted;
        } else if (!quoted && c == QLatin1Char(',')) {
            record << field;
            field.clear();
        } else if (!quoted && c == QLatin1Char('\n')) {
            records << (record << field);
            record.clear();
            field.clear();
        } else {
            field += c;
        }
    }
    return records;
}

} // namespace

class TestAssessmentFormat : public QObject {
    Q_OBJECT

private slots:
    void numbers_data()
    {
        QTest::addColumn<QString>("actual");
        QTest::addColumn<QString>("expected");
        const double tokens = 36000.0 / (0.61 - 0.28) * 1e6; // seed 000 worked example
        auto row = [](const char *name, const std::string &actual, const char *expected) {
            QTest::newRow(name) << q(actual) << QString::fromUtf8(expected);
        };
        row("usd cents", formatUsd(0.6130), "$0.61");
        row("usd rounds up to 100", formatUsd(99.999), "$100");
        row("usd thousands", formatUsd(36000), "$36,000");
        row("usd below ten million", formatUsd(1.2e6), "$1,200,000");
        row("usd millions", formatUsd(1.234e7), "$12.3 M");
        row("usd billions", formatUsd(1.234e9), "$1.23 B");
        row("usd tens of billions", formatUsd(5.06e10), "$50.6 B");
        row("usd negative", formatUsd(-5), "-$5.00");
        row("usd nan", formatUsd(notANumber), "n/a");
        row("usd absurd", formatUsd(1e300), "$1.00 × 10³⁰⁰");
        row("count small", formatCount(0.37), "0.37");
        row("count hundreds", formatCount(950), "950");
        row("count thousand", formatCount(1234), "1.2 thousand");
        row("count rounds to next scale", formatCount(999960), "1.0 million");
        row("count worked example", formatCount(tokens), "109.1 billion");
        row("count inf", formatCount(infinite), "n/a");
        // Training FLOP of a large run: a power of ten, not the C notation "2.43e+23".
        row("count beyond trillions", formatCount(2.43e23), "2.43 × 10²³");
        row("count from a quadrillion", formatCount(1e15), "1.00 × 10¹⁵");
        row("duration hours", formatDuration(0.5), "12.0 hours");
        row("duration one day", formatDuration(1), "1.0 day");
        row("duration days", formatDuration(3.24), "3.2 days");
        row("duration worked example", formatDuration(tokens / 1e9), "109 days");
        row("duration two years stays days", formatDuration(730), "730 days");
        row("duration years", formatDuration(tokens / 1e7), "29.9 years");
        row("duration never", formatDuration(infinite), "never");
        row("duration nan", formatDuration(notANumber), "n/a");
        row("percent", formatPercent(0.4), "40%");
        row("percent decimals", formatPercent(0.12345, 1), "12.3%");
        row("percent tiny negative", formatPercent(-0.00001), "0%");
        row("number grouped", formatNumber(4096, 0), "4,096");
        row("number decimals", formatNumber(-1234.56, 1), "-1,234.6");
        // Compute with SI prefixes (issue 32): 2.43 × 10²³ FLOP is 243 zetta-FLOP.
        row("flops zetta", formatFlops(2.43e23), "243 ZFLOP");
        row("flops rate", formatFlops(1.302e16, "/s"), "13.0 PFLOP/s");
        row("flops rounds into the next prefix", formatFlops(999.6e12), "1.00 PFLOP");
        row("flops small", formatFlops(950), "950 FLOP");
    }

    // Amounts read side by side share one form (issue 32: "$7,394,714 against $16.6 M").
    void amountsSideBySide_data()
    {
        QTest::addColumn<QList<double>>("amounts");
        QTest::addColumn<QStringList>("expected");
        auto row = [](const char *name, QList<double> amounts,
                      std::initializer_list<const char *> texts) {
            QStringList expected;
            for (const char *text : texts) expected << QString::fromUtf8(text);
            QTest::newRow(name) << amounts << expected;
        };
        row("whole dollars beside millions", {7394714, 16.6e6}, {"$7.4 M", "$16.6 M"});
        row("alike already: as formatUsd", {1963085, 4502092}, {"$1,963,085", "$4,502,092"});
        row("below a tenth of a million: all whole", {30000, 63000, 4862711, 11.272e6},
            {"$30,000", "$63,000", "$4,862,711", "$11,272,000"});
        row("below a million keeps two digits", {450000, 4862711, 11.272e6},
            {"$0.45 M", "$4.9 M", "$11.3 M"});
        row("billions", {4.5e8, 1.234e9}, {"$0.45 B", "$1.23 B"});
        row("negligible beside millions: all whole", {426, 16.6e6}, {"$426", "$16,600,000"});
        row("negative", {-7394714, 16.6e6}, {"-$7.4 M", "$16.6 M"});
        row("unknown", {notANumber, 7394714, 16.6e6}, {"n/a", "$7.4 M", "$16.6 M"});
        row("cents beside dollars: as formatUsd", {0.61, 36000}, {"$0.61", "$36,000"});
    }

    void amountsSideBySide()
    {
        QFETCH(QList<double>, amounts);
        QFETCH(QStringList, expected);
        const std::vector<std::string> out = formatUsdAlike({amounts.begin(), amounts.end()});
        QStringList actual;
        for (const auto &text : out) actual << q(text);
        QCOMPARE(actual, expected);
        // Whatever the form, what is printed is the amount to the precision printed.
        static const QRegularExpression money(QLatin1Char('^') + printed_money::pattern()
                                              + QLatin1Char('$'));
        for (qsizetype i = 0; i < actual.size(); ++i) {
            if (!std::isfinite(amounts[i])) continue;
            const auto m = money.match(actual[i]);
            QVERIFY2(m.hasMatch(), qPrintable(actual[i]));
            QVERIFY2(printed_money::states(m, amounts[i]), qPrintable(actual[i]));
        }
    }

    // A column of the ranking table holds one form from top to bottom.
    void rankingColumnsShareOneForm()
    {
        Assessment a = sample();
        a.options[0].tco = quantity(7394714, "USD");
        OptionAssessment dear = a.options[0];
        dear.id = "dear/on_demand";
        dear.label = "Dear box";
        dear.tco = quantity(16.6e6, "USD");
        a.options.push_back(dear);
        MatrixRow second = a.decision.rows[0];
        second.optionId = dear.id;
        second.label = dear.label;
        second.rank = 2;
        second.total = 0.5;
        a.decision.rows.push_back(second);
        const QString text = q(assessmentToText(a));
        const QStringList lines = text.split(QLatin1Char('\n'));
        // The table's row of a rank: "  1  GPU box   $4.50 ...".
        auto row = [&](const QString &rank, const QString &label) {
            for (const QString &l : lines)
                if (l.simplified().startsWith(rank + QLatin1Char(' ') + label)) return l;
            return QString();
        };
        QVERIFY(row(QStringLiteral("1"), QStringLiteral("GPU box")).contains(QStringLiteral("$7.4 M")));
        QVERIFY(row(QStringLiteral("2"), QStringLiteral("Dear box")).contains(QStringLiteral("$16.6 M")));
        QVERIFY(!text.contains(QStringLiteral("$7,394,714")));
    }

    void numbers()
    {
        QFETCH(QString, actual);
        QFETCH(QString, expected);
        QCOMPARE(actual, expected);
    }

    void jsonWritesNullForUnknownNumbers()
    {
        const nlohmann::json j = assessmentToJson(sample());
        QCOMPARE(j.at("options").size(), std::size_t(2));
        const auto &priced = j.at("options").at(0);
        QCOMPARE(priced.at("cost_per_mtok").at("value").get<double>(), 1.25);
        QCOMPARE(q(priced.at("cost_per_mtok").at("method").get<std::string>()), QStringLiteral("derived"));
        QCOMPARE(q(priced.at("cost_per_mtok").at("formula").get<std::string>()), QStringLiteral("a = b / c"));
        QVERIFY(priced.at("cost_per_mtok").at("terms").at(1).at("value").is_null());
        QCOMPARE(priced.at("cost_per_mtok").at("sources").at(0).get<std::string>(), std::string("seed-000"));
        const auto &unknown = j.at("options").at(1);
        QVERIFY(unknown.at("price_per_chip_hour").at("value").is_null());
        QVERIFY(unknown.at("break_even").at("never").get<bool>());
        QCOMPARE(q(unknown.at("pricing_model").get<std::string>()), QStringLiteral("spot"));
        const auto &decision = j.at("decision");
        QVERIFY(decision.at("rows").at(0).at("scores").at(0).at("score").is_null());
        QCOMPARE(q(decision.at("rows").at(0).at("scores").at(0).at("criterion_id").get<std::string>()),
                 QStringLiteral("cost"));
        QVERIFY(decision.at("sensitivity").at(0).at("flip_weight").is_null());
        QCOMPARE(q(j.at("recommendation").at("lean").get<std::string>()), QStringLiteral("gpu"));
        QCOMPARE(j.at("scenario").at("team").at("engineers").get<int>(), defaultScenario().team.engineers);
        // No NaN anywhere: a strict parser reads the dump back.
        QVERIFY(nlohmann::json::accept(j.dump()));
    }

    void csvQuotesAndLeavesUnknownsEmpty()
    {
        const Assessment a = sample();
        const auto records = parseCsv(q(assessmentToCsv(a)));
        QCOMPARE(records.size(), qsizetype(a.options.size() + 1));
        const QStringList header = records[0];
        QCOMPARE(header.size(), 22);
        for (const auto &record : records) QCOMPARE(record.size(), header.size());
        const QStringList priced = records[1];
        QCOMPARE(priced[header.indexOf(QStringLiteral("cost_per_mtok_usd"))].toDouble(), 1.25);
        QCOMPARE(priced[header.indexOf(QStringLiteral("rank"))], QStringLiteral("1"));
        QCOMPARE(priced[header.indexOf(QStringLiteral("total_score"))].toDouble(), 0.75);
        const QStringList odd = records[2];
        QCOMPARE(odd[header.indexOf(QStringLiteral("label"))], q(a.options[1].label));
        QCOMPARE(odd[header.indexOf(QStringLiteral("price_per_chip_hour_usd"))], QString());
        QCOMPARE(odd[header.indexOf(QStringLiteral("break_even_days"))], QStringLiteral("never"));
        QCOMPARE(odd[header.indexOf(QStringLiteral("offered"))], QStringLiteral("false"));
        QVERIFY(!odd[header.indexOf(QStringLiteral("excluded_reason"))].isEmpty());
    }

    void textLeadsWithTheRecommendationAndFitsTheWidth()
    {
        const Assessment a = sample();
        const QString text = q(assessmentToText(a));
        const qsizetype recommendation = text.indexOf(QStringLiteral("Recommendation: GPU"));
        QVERIFY(recommendation >= 0);
        QVERIFY(recommendation < text.indexOf(QStringLiteral("Ranking")));
        QVERIFY(text.contains(q(write(a.recommendation.headline))));
        QVERIFY(text.contains(q(write(a.recommendation.caveats[0]))));
        QVERIFY(text.contains(q(write(a.decision.sensitivity[0].text))));
        QVERIFY(text.contains(QStringLiteral("$1.25")));
        for (const QString &line : text.split(QLatin1Char('\n')))
            QVERIFY2(line.size() <= 100 || line.trimmed().count(QLatin1Char(' ')) <= 1, qPrintable(line));
    }

    void emptyAssessmentRendersWithoutData()
    {
        const Assessment empty;
        QVERIFY(!assessmentToText(empty).empty());
        QCOMPARE(parseCsv(q(assessmentToCsv(empty))).size(), 1);
        QVERIFY(assessmentToJson(empty).at("options").empty());
    }
};

QTEST_GUILESS_MAIN(TestAssessmentFormat)
#include "tst_assessment_format.moc"
