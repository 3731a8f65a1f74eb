// Hostile files against the core's loaders: every message that quotes the file is bounded, every
// limit of core/base/input_limits.h is enforced with a message that names it, and files at the
// limits of real use still load. The loaders' time per MiB is measured by acceldecide-bench-load,
// not here; the loads below only print how long they took.
#include "catalog/catalog_io.h"
#include "base/diagnostics.h"
#include "base/input_limits.h"
#include "scenario/scenario_io.h"
#include "group/workshop.h"
#include "group/workshop_io.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

using namespace ad;

namespace {

// A message may quote two texts cut at 80 characters, a pointer cut at 400 and a file name cut
// at 400, plus its own words: nothing a file holds makes it longer than this.
constexpr std::size_t boundedLength = 2000;
const std::size_t tenMiB = 10 * 1024 * 1024;

std::string writeFile(const QTemporaryDir &dir, const std::string &name, const std::string &text)
{
    const std::string path = dir.filePath(QString::fromStdString(name)).toStdString();
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

std::string all(const Diagnostics &diagnostics)
{
    std::string text;
    for (const auto &d : diagnostics) text += d.toString() + "\n";
    return text;
}

// Every diagnostic bounded; an error names the file, `pointerStart` and every fragment.
void checkRefusal(const Diagnostics &diagnostics, const std::string &file,
                  const std::string &pointerStart, std::initializer_list<const char *> fragments)
{
    QVERIFY2(hasErrors(diagnostics), all(diagnostics).c_str());
    QVERIFY(diagnostics.size() <= limits::listedProblems + 1);
    for (const auto &d : diagnostics)
        QVERIFY2(d.toString().size() <= boundedLength, d.toString().substr(0, 300).c_str());
    bool found = false;
    for (const auto &d : diagnostics) {
        if (d.severity != Severity::Error || d.pointer.rfind(pointerStart, 0) != 0) continue;
        if (d.toString().find(file) == std::string::npos) continue;
        bool says = true;
        for (const char *f : fragments) says = says && d.toString().find(f) != std::string::npos;
        found = found || says;
    }
    QVERIFY2(found, all(diagnostics).substr(0, 2000).c_str());
}

std::string ballotText(const std::string &participantName, const std::string &extra = {})
{
    return "{\"schema_version\": 1, \"kind\": \"acceldecide-ballot\",\n"
" \"participant\": {\"id\": \"p1\", \"name\": \"" + participantName + "\"},\n"
" \"ballot\": {\"round\": 1, \"timestamp\": \"2026-03-14T09:00:00Z\", \"scenario_fingerprint\": \"fnv1a64:0\",\n"
" \"weights\": {\"cost_horizon\": 5}" + extra + "}}";
}

Workshop bigWorkshop(int people, int rounds, const Catalog &catalog)
{
    Workshop w;
    w.title = "Accelerator choice";
    w.rounds.clear();
    for (int p = 1; p <= people; ++p)
        w.participants.push_back({"p" + std::to_string(p), "Person " + std::to_string(p)});
    for (int r = 1; r <= rounds; ++r) {
        Round round;
        round.number = r;
        round.revealed = r < rounds;
        round.note = std::string(200, 'n');
        for (int p = 1; p <= people; ++p) {
            Ballot b;
            b.participantId = "p" + std::to_string(p);
            b.round = r;
            b.timestamp = "2026-03-14T09:30:00Z";
            b.scenarioFingerprint = "fnv1a64:0123456789abcdef";
            for (const Criterion &c : catalog.criteria) {
                b.weights[c.id] = 1 + (p + r) % 5;
                if (c.derived) continue;
                for (const Offer &o : catalog.offers) b.scores[c.id][o.id] = 0.5;
            }
            round.ballots.push_back(b);
        }
        w.rounds.push_back(round);
    }
    w.currentRound = rounds;
    return w;
}

} // namespace

class TestInputLimits : public QObject
{
    Q_OBJECT

private slots:
    void quoteTextCutsLongTextWithItsLength()
    {
        QCOMPARE(quoteText("reserved"), std::string("\"reserved\""));
        const std::string quoted = quoteText(std::string(tenMiB, 'k'));
        QCOMPARE(quoted, "\"" + std::string(80, 'k') + "…\" (10,485,760 characters)");
        // Never inside a character: 100 two-byte letters cut after the 80th.
        std::string e;
        for (int i = 0; i < 100; ++i) e += "é";
        QCOMPARE(quoteText(e), "\"" + e.substr(0, 160) + "…\" (100 characters)");
    }

    void quoteTextKeepsAQuoteOnOneLine()
    {
        QCOMPARE(quoteText("a\nb\t\"c\"\x01"), std::string("\"a\\nb\\t\\\"c\\\"\\u0001\""));
        // U+202E RIGHT-TO-LEFT OVERRIDE would reverse the rest of the message on screen.
        QCOMPARE(quoteText("abc\u202Edef"), std::string("\"abc\\u202edef\""));
    }

    void diagnosticsAreBoundedAndCounted()
    {
        Diagnostics out;
        const std::string key(tenMiB, 'x');
        for (int i = 0; i < 300; ++i)
            addDiagnostic(out, {Severity::Warning, std::string(5000, 'f'), "/a/" + key + "/b",
                                msg("unknown value %1", {arg::verbatim(std::string(tenMiB / 10, 'v'))})});
        QCOMPARE(out.size(), limits::listedProblems + 1);
        QVERIFY(ad::write(out.back().message).find("more problems") != std::string::npos);
        QCOMPARE(out.back().severity, Severity::Warning);
        addDiagnostic(out, {Severity::Error, "f", "", msg("an error past the listing")});
        QCOMPARE(out.size(), limits::listedProblems + 1);
        QCOMPARE(out.back().severity, Severity::Error); // the load still fails
        QVERIFY(hasErrors(out));
        for (const auto &d : out) QVERIFY(d.toString().size() <= boundedLength);
        QVERIFY(out.front().pointer.rfind("/a/" + std::string(80, 'x') + "…(10,485,760 characters)/b", 0) == 0);
    }

    void fileSizeMessageNamesTheLimit()
    {
        QCOMPARE(write(fileTooLargeMessage(12900000, 8 * limits::mebibyte)),
                 std::string("the file is 12.3 MiB; files above 8 MiB are refused"));
        QCOMPARE(write(fileTooLargeMessage(16 * limits::mebibyte + 1, 16 * limits::mebibyte)),
                 std::string("the file is 16,777,217 bytes; files above 16 MiB (16,777,216 "
                             "bytes) are refused"));
    }

    // A 10 MB key, value or enum string in each loader: refused (the file is over a limit), with
    // a bounded message naming the file, the field and the limit.
    void tenMegabyteTextInEveryLoader_data()
    {
        QTest::addColumn<QString>("loader");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("problem");
        const std::string big(tenMiB, 'k');
        auto row = [&](const char *name, const char *loader, const std::string &text,
                       const char *pointer, const char *problem) {
            QTest::newRow(name) << QString::fromLatin1(loader) << QString::fromStdString(text)
                                << QString::fromLatin1(pointer) << QString::fromLatin1(problem);
        };
        row("scenario key", "scenario",
            "{\"schema_version\": 2, \"workload\": {\"" + big + "\": 1}}", "/workload/kkkk",
            "keys longer than 1,000 characters are refused");
        row("scenario value", "scenario", "{\"schema_version\": 2, \"name\": \"" + big + "\"}",
            "/name", "text longer than 100,000 characters is refused");
        row("scenario enum", "scenario",
            "{\"schema_version\": 2, \"strategy\": {\"pricing_model\": \"" + big + "\"}}",
            "/strategy/pricing_model", "10,485,760 characters");
        row("workshop key", "workshop",
            "{\"schema_version\": 2, \"workshop\": {\"schema_version\": 1, \"" + big + "\": 1}}",
            "/workshop/kkkk", "keys longer than 1,000");
        row("workshop participant", "workshop",
            "{\"schema_version\": 2, \"workshop\": {\"schema_version\": 1, \"participants\": [{\"id\": \""
                + big + "\", \"name\": \"a\"}]}}",
            "/workshop/participants/0/id", "100,000 characters");
        row("workshop method", "workshop",
            "{\"schema_version\": 2, \"workshop\": {\"schema_version\": 1, \"method\": \"" + big
                + "\"}}",
            "/workshop/method", "100,000 characters");
        row("ballot name", "ballot", ballotText(big), "/participant/name",
            "100,000 characters");
        row("catalog kind", "catalog",
            "{\"schema_version\": 2, \"sources\": [{\"id\": \"s\", \"title\": \"t\", \"date\": \"" + big
                + "\"}]}",
            "/sources/0/date", "100,000 characters");
    }

    void tenMegabyteTextInEveryLoader()
    {
        QFETCH(QString, loader);
        QFETCH(QString, text);
        QFETCH(QString, pointer);
        QFETCH(QString, problem);
        const std::string bytes = text.toStdString();
        QElapsedTimer clock;
        clock.start();
        Diagnostics found;
        const std::string file = "hostile-" + loader.toStdString() + ".json";
        if (loader == QLatin1String("scenario")) found = parseScenario(bytes, file).diagnostics;
        else if (loader == QLatin1String("workshop"))
            found = parseWorkshopInScenario(bytes, file, nullptr).diagnostics;
        else if (loader == QLatin1String("ballot"))
            found = parseBallotFile(bytes, file, nullptr).diagnostics;
        else
            found = parseCatalog({{"sources.json", bytes}}, "overlay/").diagnostics;
        qInfo("%s: answered in %lld ms", qPrintable(loader), qint64(clock.elapsed()));
        checkRefusal(found, loader == QLatin1String("catalog") ? "overlay/sources.json" : file,
                     pointer.toStdString(), {problem.toUtf8().constData()});
    }

    // Under the limits, quoted text is still cut: an unknown enum value of 90,000 characters.
    void longTextUnderTheLimitsIsQuotedShort()
    {
        const std::string value(90000, 'v');
        const ScenarioLoad load =
            parseScenario("{\"schema_version\": 2, \"strategy\": {\"pricing_model\": \"" + value
                              + "\"}}", "my.json");
        checkRefusal(load.diagnostics, "my.json", "/strategy/pricing_model",
                     {"unknown value \"vvvv", "…\" (90,000 characters)", "expected one of"});
        // A key of 1,000 characters (the most allowed) is an unknown field with a short pointer.
        const ScenarioLoad key = parseScenario(
            "{\"schema_version\": 2, \"workload\": {\"" + std::string(1000, 'q') + "\": 1}}",
            "my.json");
        QVERIFY(key.ok());
        QCOMPARE(key.diagnostics.size(), std::size_t(1));
        QCOMPARE(key.diagnostics[0].pointer,
                 "/workload/" + std::string(80, 'q') + "…(1,000 characters)");
    }

    void scenarioTextFieldsHaveALimit()
    {
        const ScenarioLoad load = parseScenario(
            "{\"schema_version\": 2, \"name\": \"" + std::string(10001, 'n') + "\"}", "my.json");
        checkRefusal(load.diagnostics, "my.json", "/name",
                     {"10,001 characters; at most 10,000"});
        QVERIFY(parseScenario("{\"schema_version\": 2, \"name\": \"" + std::string(10000, 'n')
                                  + "\"}", "my.json").ok());
    }

    void nestingDepthHasALimit()
    {
        auto nested = [](int depth) {
            // The root object is the first level; "x" holds the rest.
            return "{\"schema_version\": 2, \"x\": " + std::string(std::size_t(depth - 1), '[')
                 + std::string(std::size_t(depth - 1), ']') + "}";
        };
        QVERIFY(parseScenario(nested(limits::jsonDepth), "deep.json").ok()); // a warning only
        checkRefusal(parseScenario(nested(limits::jsonDepth + 1), "deep.json").diagnostics,
                     "deep.json", "/x/0/0", {"nested more than 32 deep"});
        // A hundred thousand levels are refused as quickly, not parsed.
        checkRefusal(parseScenario(nested(100000), "deep.json").diagnostics, "deep.json", "/x",
                     {"nested more than 32 deep"});
    }

    void containerEntriesHaveALimit()
    {
        std::string many;
        for (std::size_t i = 0; i <= limits::containerEntries; ++i) many += i ? ",0" : "0";
        checkRefusal(parseScenario("{\"schema_version\": 2, \"x\": [" + many + "]}", "big.json")
                         .diagnostics,
                     "big.json", "/x", {"more than 100,000 entries"});
        // 100,000 empty objects in an array load, and in linear time (see bench-load).
        std::string objects;
        for (std::size_t i = 0; i < limits::containerEntries; ++i) objects += i ? ",{}" : "{}";
        QElapsedTimer clock;
        clock.start();
        const ScenarioLoad load =
            parseScenario("{\"schema_version\": 2, \"x\": [" + objects + "]}", "objects.json");
        qInfo("100,000 objects in an array: %lld ms", qint64(clock.elapsed()));
        QVERIFY(load.ok());
    }

    void fileSizesHaveLimits()
    {
        QTemporaryDir dir;
        const std::string scenario = "{\"schema_version\": 2, \"name\": \"big\"}";
        const std::string padding(limits::scenarioFileBytes, ' ');
        const std::string big = writeFile(dir, "big.json", scenario + padding);
        checkRefusal(loadScenarioFile(big).diagnostics, big, "",
                     {"files above 16 MiB", "are refused"});
        const std::string ballot = writeFile(
            dir, "big.ballot.json", ballotText("Ana") + std::string(limits::ballotFileBytes, ' '));
        checkRefusal(loadBallotFile(ballot, nullptr).diagnostics, ballot, "",
                     {"files above 1 MiB"});
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("overlay")));
        const std::string offers = writeFile(dir, "overlay/offers.json",
                                             "{\"schema_version\": 2, \"offers\": []}" + padding);
        const CatalogLoad overlay = loadCatalogDirectory(dir.filePath(QStringLiteral("overlay")).toStdString());
        checkRefusal(overlay.diagnostics, offers, "", {"files above 16 MiB"});
        // Just under the limit, the scenario loads.
        const std::string fits = writeFile(
            dir, "fits.json", scenario + std::string(limits::scenarioFileBytes - scenario.size(), ' '));
        QVERIFY(loadScenarioFile(fits).ok());
    }

    void participantsAndRoundsHaveLimits()
    {
        std::string people;
        for (std::size_t i = 0; i <= limits::participants; ++i)
            people += std::string(i ? "," : "") + "{\"id\": \"p" + std::to_string(i) + "\", \"name\": \"n"
                    + std::to_string(i) + "\"}";
        checkRefusal(parseWorkshop("{\"schema_version\": 1, \"participants\": [" + people + "]}",
                                   "w.json", nullptr).diagnostics,
                     "w.json", "/participants", {"1,001 entries; at most 1,000"});
        std::string rounds;
        for (int i = 1; i <= limits::rounds + 1; ++i)
            rounds += std::string(i > 1 ? "," : "") + "{\"number\": " + std::to_string(i) + "}";
        checkRefusal(parseWorkshop("{\"schema_version\": 1, \"rounds\": [" + rounds + "]}",
                                   "w.json", nullptr).diagnostics,
                     "w.json", "/rounds", {"1,001 entries; at most 1,000"});
        checkRefusal(parseBallotFile(ballotText(std::string(201, 'a')), "b.json", nullptr)
                         .diagnostics,
                     "b.json", "/participant/name", {"201 characters; at most 200"});
    }

    // A room of 15 over 100 rounds, every ballot with every score, fits the limits and loads.
    void aLongWorkshopOfFifteenLoads()
    {
        const CatalogLoad shipped = loadEmbeddedCatalog();
        const Workshop workshop = bigWorkshop(15, 100, shipped.catalog);
        const std::string text = serializeScenarioWithWorkshop(defaultScenario(), &workshop);
        qInfo("15 people, 100 rounds: %.1f MiB", double(text.size()) / limits::mebibyte);
        QVERIFY(text.size() < limits::scenarioFileBytes);
        QElapsedTimer clock;
        clock.start();
        const WorkshopLoad load = parseWorkshopInScenario(text, "long.json", &shipped.catalog);
        qInfo("loaded in %lld ms", qint64(clock.elapsed()));
        QVERIFY2(load.ok(), all(load.diagnostics).substr(0, 2000).c_str());
        QVERIFY(load.workshop && *load.workshop == workshop);
    }

    // Found by fuzz_workshop: a repeated key whose value is an object that repeats a key too.
    void repeatedKeysInsideRepeatedKeys()
    {
        const ScenarioLoad load = parseScenario(
            "{\"schema_version\": 2, \"a\": 1, \"a\": {\"b\": 1, \"b\": {\"c\": [1, "
            "{\"d\": 2, \"d\": 3}]}, \"e\": 4}}",
            "twice.json");
        QVERIFY(!load.ok());
        QStringList pointers;
        for (const auto &d : load.diagnostics) pointers << QString::fromStdString(d.pointer);
        QCOMPARE(pointers, (QStringList{QStringLiteral("/a"), QStringLiteral("/a/b"),
                                        QStringLiteral("/a/b/c/1/d")}));
    }

    // Thousands of unknown fields: 200 are listed, the rest counted; the load still succeeds.
    void manyProblemsAreListedOnce()
    {
        std::string keys;
        for (int i = 0; i < 50000; ++i) keys += (i ? "," : "") + ("\"k" + std::to_string(i) + "\": 1");
        const ScenarioLoad load =
            parseScenario("{\"schema_version\": 2, \"workload\": {" + keys + "}}", "many.json");
        QVERIFY(load.ok());
        QCOMPARE(load.diagnostics.size(), limits::listedProblems + 1);
        QVERIFY(ad::write(load.diagnostics.back().message).find("more problems") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestInputLimits)
#include "tst_input_limits.moc"
