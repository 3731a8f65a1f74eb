// Workshop and ballot files: every refusal names the file, the JSON pointer and the problem;
// workshops and ballots survive save → load unchanged; a scenario file carrying a workshop still
// loads as a scenario without warnings.
#include "catalog/catalog_io.h"
#include "evaluation/assess.h"
#include "decision_fixtures.h"
#include "scenario/scenario_io.h"
#include "group/workshop_io.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

using namespace ad;
using namespace decision_test;

namespace {

// Offers "trn" and "gpu"; two criteria the model computes and one expert-profile criterion.
Catalog ballotCatalog()
{
    Catalog c = twoOptions().catalog;
    c.criteria = {criterion("cost", 3, true, "tco"), criterion("clouds", 3, true, "portability"),
                  criterion("maturity", 3, false)};
    return c;
}

Json validBallotDoc()
{
    return Json::parse(R"({
        "schema_version": 1, "kind": "acceldecide-ballot",
        "participant": {"id": "p1", "name": "Ana"},
        "ballot": {"participant": "p1", "round": 1, "timestamp": "2026-03-14T09:00:00Z",
                   "scenario_fingerprint": "fnv1a64:00000000000000aa",
                   "weights": {"cost": 5, "clouds": 2, "maturity": 3},
                   "scores": {"maturity": {"gpu": 0.9, "trn": 0.4}}}})");
}

// Sets the value at `pointer` (JSON text), or removes it when `value` is empty.
void patch(Json &doc, const std::string &pointer, const std::string &value)
{
    if (pointer.empty()) return;
    const Json::json_pointer at(pointer);
    if (value.empty()) doc.at(at.parent_pointer()).erase(at.back());
    else doc[at] = Json::parse(value);
}

// Prints the diagnostics when the expected one is missing.
bool hasError(const Diagnostics &all, const std::string &pointer, const std::string &fragment,
              const std::string &file)
{
    for (const auto &d : all)
        if (d.severity == Severity::Error && d.pointer == pointer && contains(ad::write(d.message), fragment)
            && contains(d.toString(), file))
            return true;
    for (const auto &d : all) qWarning("%s", d.toString().c_str());
    return false;
}

std::string describe(const Diagnostics &all)
{
    std::string out;
    for (const auto &d : all) out += d.toString() + "\n";
    return out;
}

Ballot ballot(const std::string &participant, int round, std::map<std::string, int> weights)
{
    Ballot b;
    b.participantId = participant;
    b.round = round;
    b.weights = std::move(weights);
    b.timestamp = "2026-03-14T09:0" + std::to_string(round) + ":00Z";
    b.scenarioFingerprint = "fnv1a64:00000000000000aa";
    return b;
}

Workshop sampleWorkshop()
{
    Workshop w;
    w.title = "Accelerator choice, Q2";
    w.facilitator = "Ren";
    w.anonymous = false;
    w.labelKey = "3f09a1c2b4d5e6f7"; // round-trips with the rest
    w.method = AggregationMethod::Geometric;
    w.participants = {{"p1", "Ana"}, {"p2", "Bo"}, {"p3", "Zoë"}};
    Ballot scored = ballot("p1", 1, {{"cost", 5}, {"maturity", 2}});
    scored.scores["maturity"]["gpu"] = 0.85;
    scored.scores["maturity"]["trn"] = 0.3;
    w.rounds[0].ballots = {scored, ballot("p2", 1, {{"cost", 1}, {"clouds", 4}})};
    w.rounds[0].revealed = true;
    w.rounds[0].note = "Portability split the room — revisit after the demo";
    Round second;
    second.number = 2;
    second.ballots = {ballot("p2", 2, {{"cost", 3}, {"clouds", 4}})};
    w.rounds.push_back(second);
    w.currentRound = 2;
    return w;
}

// A refused input: `raw` as is when set, else a valid document with the field at `pointer` set
// to the JSON `value` (removed when `value` is empty); the error expected at `where`.
struct BadInput {
    const char *name, *raw, *pointer, *value, *where, *problem;
};

#define WEIGHT "/ballot/weights/cost"
#define SCORE "/ballot/scores/maturity/gpu"
const BadInput badBallots[] = {
    {"malformed JSON", R"({"schema_version": 1, "kind": )", "", "", "", "not valid JSON at line 1"},
    {"not an object", "[1, 2]", "", "", "", "must hold a JSON object"},
    {"duplicate key", R"({"schema_version": 1, "schema_version": 1})", "", "", "/schema_version",
     "appears twice"},
    {"huge number", R"({"schema_version": 1, "kind": "acceldecide-ballot", "x": 1e400})", "", "",
     "/x", "too large"},
    {"weight 6", "", WEIGHT, "6", WEIGHT, "between 1 and 5 (got 6)"},
    {"weight 0", "", WEIGHT, "0", WEIGHT, "between 1 and 5 (got 0)"},
    {"weight negative", "", WEIGHT, "-3", WEIGHT, "between 1 and 5 (got -3)"},
    {"weight 2.5", "", WEIGHT, "2.5", WEIGHT, "whole number (got 2.5)"},
    {"weight NaN as null", "", WEIGHT, "null", WEIGHT, "found null"},
    {"weight as text", "", WEIGHT, "\"5\"", WEIGHT, "found a string"},
    {"unknown criterion", "", "/ballot/weights/speedd", "3", "/ballot/weights/speedd",
     "unknown criterion"},
    {"weights missing", "", "/ballot/weights", "", "/ballot/weights", "required field is missing"},
    {"participant missing", "", "/participant", "", "/participant", "required field is missing"},
    {"participant id missing", "", "/participant/id", "", "/participant/id",
     "required field is missing"},
    {"participant name empty", "", "/participant/name", "\" \"", "/participant/name",
     "must not be empty"},
    {"ballot missing", "", "/ballot", "", "/ballot", "required field is missing"},
    {"participant mismatch", "", "/ballot/participant", "\"p9\"", "/ballot/participant",
     "the file is from"},
    {"score above 1", "", SCORE, "1.5", SCORE, "between 0 and 1 (got 1.5)"},
    {"score negative", "", SCORE, "-0.2", SCORE, "between 0 and 1 (got -0.2)"},
    {"score NaN as null", "", SCORE, "null", SCORE, "found null"},
    {"score on a computed criterion", "", "/ballot/scores/cost", R"({"gpu": 0.5})",
     "/ballot/scores/cost", "computed by the model"},
    {"score for an unknown offer", "", "/ballot/scores/maturity/nope", "0.5",
     "/ballot/scores/maturity/nope", "unknown offer"},
    {"scores not an object", "", "/ballot/scores/maturity", "0.5", "/ballot/scores/maturity",
     "expected an object"},
    {"wrong kind", "", "/kind", "\"acceldecide-scenario\"", "/kind", "not a ballot"},
    {"newer schema", "", "/schema_version", "2", "/schema_version", "newer"},
    {"no schema", "", "/schema_version", "", "/schema_version", "required field is missing"},
    {"bad timestamp", "", "/ballot/timestamp", "\"yesterday\"", "/ballot/timestamp", "ISO 8601"},
    {"timestamp without zone", "", "/ballot/timestamp", "\"2026-03-14T09:00:00\"",
     "/ballot/timestamp", "ISO 8601"},
    {"no fingerprint", "", "/ballot/scenario_fingerprint", "\"\"", "/ballot/scenario_fingerprint",
     "must not be empty"},
    {"round 0", "", "/ballot/round", "0", "/ballot/round", "between 1 and 1000 (got 0)"},
    {"absurd round", "", "/ballot/round", "1e9", "/ballot/round", "between 1 and 1000"},
};
#undef WEIGHT
#undef SCORE

#define B0 "/workshop/rounds/0/ballots/0"
const BadInput badWorkshops[] = {
    {"not an object", "", "/workshop", "5", "/workshop", "expected a workshop"},
    {"newer schema", "", "/workshop/schema_version", "9", "/workshop/schema_version", "newer"},
    {"unknown method", "", "/workshop/method", "\"mode\"", "/workshop/method",
     "expected one of: mean, median, geometric"},
    {"duplicate id", "", "/workshop/participants/1/id", "\"p1\"", "/workshop/participants/1/id",
     "used twice"},
    {"duplicate name", "", "/workshop/participants/1/name", "\"Ana\"",
     "/workshop/participants/1/name", "used twice"},
    {"ballot from nobody", "", B0 "/participant", "\"p9\"", B0 "/participant", "no participant"},
    {"two ballots, one person", "", "/workshop/rounds/0/ballots/1/participant", "\"p1\"",
     "/workshop/rounds/0/ballots/1/participant", "already has a ballot"},
    {"ballot in the wrong round", "", B0 "/round", "2", B0 "/round", "says round 2"},
    {"weight 2.5", "", B0 "/weights/cost", "2.5", B0 "/weights/cost", "whole number"},
    {"weight null", "", B0 "/weights/cost", "null", B0 "/weights/cost", "found null"},
    {"rounds out of order", "", "/workshop/rounds/1/number", "3", "/workshop/rounds/1/number",
     "expected 2"},
    {"current round", "", "/workshop/current_round", "1", "/workshop/current_round",
     "the last one, 2"},
    {"revealed as text", "", "/workshop/rounds/0/revealed", "\"yes\"",
     "/workshop/rounds/0/revealed", "true or false"},
};
#undef B0

} // namespace

class TestWorkshopIo : public QObject {
    Q_OBJECT

private slots:
    void validBallot();
    void badBallot_data();
    void badBallot();
    void ballotRoundTrip();
    void loadBallotFromDisk();
    void workshopRoundTrip();
    void workshopInsideScenario();
    void badWorkshop_data();
    void badWorkshop();
    void unknownCriterionInWorkshopIsKept();
    void shippedCatalog();
};

void TestWorkshopIo::validBallot()
{
    const Catalog catalog = ballotCatalog();
    const BallotLoad load = parseBallotFile(validBallotDoc().dump(), "ana.ballot.json", &catalog);
    QVERIFY(load.ok());
    QVERIFY(load.diagnostics.empty());
    QCOMPARE(load.ballot.participant, (Participant{"p1", "Ana"}));
    QCOMPARE(load.ballot.ballot.weights.at("cost"), 5);
    QCOMPARE(load.ballot.ballot.scores.at("maturity").at("gpu"), 0.9);
    QCOMPARE(load.ballot.ballot.round, 1);

    // A criterion left unweighed, an unknown top-level key: warnings, not refusals.
    Json doc = validBallotDoc();
    doc["ballot"]["weights"].erase("clouds");
    doc["comment"] = "from the train";
    doc["ballot"].erase("participant"); // the file's participant stands in
    const BallotLoad partial = parseBallotFile(doc.dump(), "ana.ballot.json", &catalog);
    QVERIFY(partial.ok());
    QCOMPARE(partial.ballot.ballot.participantId, std::string("p1"));
    QCOMPARE(partial.diagnostics.size(), std::size_t{2});
    QVERIFY(contains(ad::write(partial.diagnostics[0].message) + ad::write(partial.diagnostics[1].message), "clouds"));
}

void TestWorkshopIo::badBallot_data()
{
    QTest::addColumn<int>("row");
    for (std::size_t i = 0; i < std::size(badBallots); ++i)
        QTest::newRow(badBallots[i].name) << static_cast<int>(i);
}

void TestWorkshopIo::badBallot()
{
    QFETCH(int, row);
    const BadInput &c = badBallots[row];
    std::string text = c.raw;
    if (text.empty()) {
        Json doc = validBallotDoc();
        patch(doc, c.pointer, c.value);
        text = doc.dump();
    }
    const Catalog catalog = ballotCatalog();
    const BallotLoad load = parseBallotFile(text, "ana.ballot.json", &catalog);
    QVERIFY(!load.ok());
    QVERIFY(hasError(load.diagnostics, c.where, c.problem, "ana.ballot.json"));
}

void TestWorkshopIo::ballotRoundTrip()
{
    const Catalog catalog = ballotCatalog();
    BallotFile file{{"p7", "Émile"}, ballot("p7", 3, {{"cost", 2}, {"clouds", 5}, {"maturity", 1}})};
    file.ballot.scores["maturity"]["trn"] = 0.125;
    file.ballot.scores["maturity"]["gpu"] = 1;
    const std::string text = serializeBallotFile(file);
    const BallotLoad load = parseBallotFile(text, "b.json", &catalog);
    QVERIFY(load.ok());
    QVERIFY(load.diagnostics.empty());
    QCOMPARE(load.ballot, file);
    QCOMPARE(serializeBallotFile(load.ballot), text); // stable: saving twice writes the same bytes
    const Json doc = Json::parse(text);
    QCOMPARE(doc["kind"].get<std::string>(), std::string(ballotKind));
    QCOMPARE(doc["schema_version"].get<int>(), ballotSchemaVersion);
}

void TestWorkshopIo::loadBallotFromDisk()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = dir.filePath(QStringLiteral("ana.ballot.json")).toStdString();
    std::ofstream(path) << validBallotDoc().dump(2);
    const Catalog catalog = ballotCatalog();
    const BallotLoad load = loadBallotFile(path, &catalog);
    QVERIFY(load.ok());
    QCOMPARE(load.ballot.participant.name, std::string("Ana"));

    const std::string missing = dir.filePath(QStringLiteral("nope.json")).toStdString();
    const BallotLoad none = loadBallotFile(missing, &catalog);
    QVERIFY(hasError(none.diagnostics, "", "no such file", missing));
    const BallotLoad folder = loadBallotFile(dir.path().toStdString(), &catalog);
    QVERIFY(hasError(folder.diagnostics, "", "directory", dir.path().toStdString()));
}

void TestWorkshopIo::workshopRoundTrip()
{
    const Workshop w = sampleWorkshop();
    const std::string text = serializeWorkshop(w);
    const Catalog catalog = ballotCatalog();
    const WorkshopLoad load = parseWorkshop(text, "w.json", &catalog);
    QVERIFY(load.ok());
    QVERIFY(load.diagnostics.empty());
    QVERIFY(load.workshop.has_value());
    QCOMPARE(*load.workshop, w);
    QCOMPARE(serializeWorkshop(*load.workshop), text);

    // A bare object reads as a new workshop: one empty round, defaults elsewhere.
    const WorkshopLoad bare = parseWorkshop(R"({"schema_version": 1})", "w.json", nullptr);
    QVERIFY(bare.ok());
    QCOMPARE(*bare.workshop, Workshop{});
}

void TestWorkshopIo::workshopInsideScenario()
{
    Scenario s = defaultScenario();
    s.name = "Workshop scenario";
    s.decision.weights["cost"] = 4;
    const Workshop w = sampleWorkshop();
    const std::string text = serializeScenarioWithWorkshop(s, &w);

    // The scenario reader knows the key: no "unknown field" warning, same scenario.
    const ScenarioLoad scenario = parseScenario(text, "team.json");
    QVERIFY(scenario.ok());
    QVERIFY2(scenario.diagnostics.empty(), describe(scenario.diagnostics).c_str());
    QCOMPARE(scenario.scenario, s);

    const WorkshopLoad load = parseWorkshopInScenario(text, "team.json", nullptr);
    QVERIFY(load.ok());
    QCOMPARE(*load.workshop, w);

    // Without a workshop the file is exactly what serializeScenario() writes.
    QCOMPARE(serializeScenarioWithWorkshop(s, nullptr), serializeScenario(s));
    const WorkshopLoad none = parseWorkshopInScenario(serializeScenario(s), "team.json", nullptr);
    QVERIFY(none.ok());
    QVERIFY(!none.workshop);
    QVERIFY(none.diagnostics.empty());
}

void TestWorkshopIo::badWorkshop_data()
{
    QTest::addColumn<int>("row");
    for (std::size_t i = 0; i < std::size(badWorkshops); ++i)
        QTest::newRow(badWorkshops[i].name) << static_cast<int>(i);
}

void TestWorkshopIo::badWorkshop()
{
    QFETCH(int, row);
    const BadInput &c = badWorkshops[row];
    const Workshop w = sampleWorkshop();
    Json doc = Json::parse(serializeScenarioWithWorkshop(defaultScenario(), &w));
    patch(doc, c.pointer, c.value);
    const WorkshopLoad load = parseWorkshopInScenario(doc.dump(), "team.json", nullptr);
    QVERIFY(!load.ok());
    QVERIFY(!load.workshop); // a half-read workshop never replaces the one in memory
    QVERIFY(hasError(load.diagnostics, c.where, c.problem, "team.json"));
}

void TestWorkshopIo::unknownCriterionInWorkshopIsKept()
{
    // A criterion the catalog has since dropped: the history is kept and the user is told.
    Workshop w = sampleWorkshop();
    w.rounds[0].ballots[0].weights["retired"] = 2;
    const Catalog catalog = ballotCatalog();
    const WorkshopLoad load = parseWorkshop(serializeWorkshop(w), "w.json", &catalog);
    QVERIFY(load.ok());
    QCOMPARE(*load.workshop, w);
    QCOMPARE(load.diagnostics.size(), std::size_t{1});
    QCOMPARE(load.diagnostics[0].severity, Severity::Warning);
    QCOMPARE(load.diagnostics[0].pointer, std::string("/rounds/0/ballots/0/weights/retired"));
    QVERIFY(contains(ad::write(load.diagnostics[0].message), "unknown criterion"));
}

void TestWorkshopIo::shippedCatalog()
{
    // The ballot of docs/workshop.md against the shipped catalog, then every participant's
    // ranking on the default scenario against decide() run here with their weights set by hand.
    const CatalogLoad shipped = loadEmbeddedCatalog();
    QVERIFY(!hasErrors(shipped.diagnostics));
    const Catalog &catalog = shipped.catalog;
    const Scenario scenario = defaultScenario();
    Json doc = Json::parse(R"({
        "schema_version": 1, "kind": "acceldecide-ballot",
        "participant": {"id": "p1", "name": "Ana"},
        "ballot": {"participant": "p1", "round": 1, "timestamp": "2026-03-14T09:00:00Z",
                   "scenario_fingerprint": "",
                   "weights": {"cost_horizon": 5, "portability": 2, "software_maturity": 4},
                   "scores": {"software_maturity": {"aws-p5.48xlarge": 0.9,
                                                    "aws-trn3.48xlarge": 0.5}}}})");
    doc["ballot"]["scenario_fingerprint"] = scenarioFingerprint(scenario, catalog);
    const BallotLoad load = parseBallotFile(doc.dump(), "ana.ballot.json", &catalog);
    QVERIFY2(load.ok(), describe(load.diagnostics).c_str());

    Workshop w;
    QVERIFY(addParticipant(w, "Ana").ok);
    QVERIFY(addParticipant(w, "Bo").ok);
    const ImportOptions options{scenarioFingerprint(scenario, catalog), false, &catalog};
    QCOMPARE(importBallot(w, load.ballot, options).outcome, ImportOutcome::Added);
    Ballot bo = load.ballot.ballot;
    bo.participantId = "p2";
    bo.scores.clear();
    for (const auto &c : catalog.criteria) bo.weights[c.id] = c.id == "portability" ? 5 : 1;
    QVERIFY(submitBallot(w, bo).ok);

    const Assessment assessment = assess(scenario, catalog);
    const RankingAgreement agreement = rankingAgreement(w.current(), assessment, catalog);
    QCOMPARE(agreement.participants.size(), std::size_t{2});
    QVERIFY(agreement.options.size() >= 2);
    for (std::size_t i = 0; i < 2; ++i) {
        const Ballot &b = w.current().ballots[i];
        Assessment mine = assessment;
        for (const auto &[id, weight] : b.weights) mine.scenario.decision.weights[id] = weight;
        for (const auto &[c, row] : b.scores)
            for (const auto &[offer, score] : row) mine.scenario.decision.scores[c][offer] = score;
        const DecisionResult expected = decide(mine, catalog);
        QCOMPARE(agreement.participants[i].winner, expected.winner);
        QCOMPARE(agreement.participants[i].order.front(), expected.rows.front().optionId);
    }
}

QTEST_APPLESS_MAIN(TestWorkshopIo)
#include "tst_workshop_io.moc"
