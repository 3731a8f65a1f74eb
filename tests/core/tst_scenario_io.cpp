// Scenario files: reading, writing, validation and --set edits.
#include "catalog/catalog_io.h"
#include "base/number_text.h"
#include "scenario/scenario_io.h"
#include "group/workshop_io.h"
#include "scenario_samples.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <regex>

using namespace ad;
using Json = nlohmann::json;
using namespace scenario_samples;

namespace {

const std::string fixtureDir = ACCELDECIDE_SOURCE_DIR "/tests/data/scenarios/";

std::string str(const QByteArray &bytes) { return bytes.toStdString(); }

std::string describe(const Diagnostics &diagnostics)
{
    std::string out;
    for (const auto &d : diagnostics) out += "\n  " + d.toString();
    return out.empty() ? std::string("\n  (no diagnostics)") : out;
}

// True when some diagnostic of `severity` sits at `pointer` and says `fragment`.
bool has(const Diagnostics &diagnostics, Severity severity, const std::string &pointer,
         const std::string &fragment)
{
    for (const auto &d : diagnostics)
        if (d.severity == severity && d.pointer == pointer
            && ad::write(d.message).find(fragment) != std::string::npos)
            return true;
    return false;
}

} // namespace

class TestScenarioIo : public QObject
{
    Q_OBJECT

private slots:
    void defaultRoundTrip()
    {
        const Scenario original = defaultScenario();
        const auto load = parseScenario(serializeScenario(original), "default.json");
        QVERIFY2(load.diagnostics.empty(), describe(load.diagnostics).c_str());
        QVERIFY(load.scenario == original);
    }

    void randomRoundTrip()
    {
        std::mt19937 rng(20260702);
        for (int i = 0; i < 400; ++i) {
            const Scenario original = randomScenario(rng);
            QVERIFY2(validateScenario(original, "random").empty(),
                     describe(validateScenario(original, "random")).c_str());
            const std::string text = serializeScenario(original);
            const auto load = parseScenario(text, "random.json");
            QVERIFY2(load.diagnostics.empty(), (describe(load.diagnostics) + "\n" + text).c_str());
            QVERIFY2(load.scenario == original, text.c_str());
            QCOMPARE(serializeScenario(load.scenario), text);
        }
    }

    void writerLayout()
    {
        Scenario s = defaultScenario();
        s.decision.weights["cost"] = 4;
        const std::string text = serializeScenario(s);
        const Json doc = Json::parse(text);
        for (const char *pointer : documentedFields)
            QVERIFY2(doc.contains(Json::json_pointer(pointer)), pointer);
        // The weight added above stands in for the empty weights object: one leaf per documented
        // field, so nothing undocumented is written.
        QCOMPARE(countLeaves(doc), std::size(documentedFields));
        QCOMPARE(doc["schema_version"].get<int>(), scenarioSchemaVersion);

        QVERIFY(text.rfind("{\n  \"schema_version\": " + std::to_string(scenarioSchemaVersion)
                               + ",\n  \"name\": ", 0) == 0);
        const char *order[] = {"\"schema_version\"", "\"name\"", "\"description\"", "\"workload\"",
                               "\"training\"", "\"inference\"", "\"team\"", "\"strategy\"",
                               "\"decision\""};
        std::size_t last = 0;
        for (const char *key : order) {
            const auto at = text.find(key);
            QVERIFY2(at != std::string::npos && at >= last, key);
            last = at;
        }
        QVERIFY(text.find("\"parameters_b\": 70,") != std::string::npos); // not 70.0
        QVERIFY(text.find("\"mfu\": 0.4,") != std::string::npos);
    }

    void minimalFile()
    {
        const auto load = parseScenario("{\"schema_version\": 1}", "min.json");
        QVERIFY2(load.diagnostics.empty(), describe(load.diagnostics).c_str());
        QVERIFY(load.scenario == defaultScenario());
    }

    void defaultsLiveInOnePlace()
    {
        // The built-in scenario is a default-constructed one with a name and a model preset:
        // every figure comes from the member initializers of scenario.h.
        Scenario named = defaultScenario();
        QCOMPARE(named.workload.training.tokensPerRunB, TrainingInputs{}.tokensPerRunB);
        const Scenario plain;
        named.name = plain.name;
        named.description = plain.description;
        named.workload.modelPreset = plain.workload.modelPreset;
        QVERIFY(named == plain);
        // The preset it names has the shape those initializers give.
        const Catalog catalog = loadEmbeddedCatalog().catalog;
        const ModelShape *model = catalog.model(defaultScenario().workload.modelPreset);
        QVERIFY(model);
        Workload shaped = defaultScenario().workload;
        applyModelPreset(shaped, *model);
        QVERIFY(shaped == defaultScenario().workload);
    }

    void partialFileKeepsOtherDefaults()
    {
        const auto load = parseScenario(
            R"({"schema_version": 1, "workload": {"training": {"mfu": 0.55}},
                "team": {"engineers": 5, "cuda_components": ["triton_kernels"]},
                "decision": {"scores": {"cost": {"trn2": 0.8}}}})",
            "partial.json");
        QVERIFY2(load.ok(), describe(load.diagnostics).c_str());
        Scenario expected = defaultScenario();
        expected.workload.training.mfu = 0.55;
        expected.team.engineers = 5;
        expected.team.cudaComponents = {"triton_kernels"};
        expected.decision.scores["cost"]["trn2"] = 0.8;
        QVERIFY(load.scenario == expected);
    }

    void badInput_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("pointer");
        QTest::addColumn<QByteArray>("fragment");
        QTest::addColumn<bool>("keepsDefaults");
        auto row = [](const char *name, const char *text, const char *pointer, const char *fragment,
                      bool keepsDefaults = true) {
            QTest::newRow(name) << QByteArray(text) << QByteArray(pointer) << QByteArray(fragment)
                                << keepsDefaults;
        };
        row("malformed JSON", "{\"schema_version\": 1,\n\"name\": \"x\"\n\"team\": {}}", "",
            "line 3, column");
        row("not an object", "[1, 2]", "", "must hold a JSON object");
        row("missing schema_version", R"({"name": "x"})", "/schema_version", "missing");
        static const std::string newer = "{\"schema_version\": " + std::to_string(scenarioSchemaVersion + 1) + "}";
        row("newer schema", newer.c_str(), "/schema_version", "newer");
        row("range of an unknown input",
            R"({"schema_version": 3, "uncertainty": {"trainium.perfomance": {"low": 0.5, "high": 1}}})",
            "/uncertainty/trainium.perfomance", "did you mean \"trainium.performance\"");
        row("range without its high end",
            R"({"schema_version": 3, "uncertainty": {"gpu.price": {"low": 0.8}}})",
            "/uncertainty/gpu.price/high", "missing");
        row("range given as a string",
            R"({"schema_version": 3, "uncertainty": {"gpu.price": "0.8 to 1.1"}})",
            "/uncertainty/gpu.price", "expected an object");
        row("range end null",
            R"({"schema_version": 3, "uncertainty": {"gpu.price": {"low": null, "high": 1}}})",
            "/uncertainty/gpu.price/low", "NaN and infinity are not allowed");
        row("range reversed",
            R"({"schema_version": 3, "uncertainty": {"gpu.price": {"low": 1.2, "high": 0.8}}})",
            "/uncertainty/gpu.price", "above the high end", false);
        row("range that misses the field's value",
            R"({"schema_version": 3, "workload": {"training": {"mfu": 0.4}},
                "uncertainty": {"workload.training.mfu": {"low": 0.5, "high": 0.6}}})",
            "/uncertainty/workload.training.mfu", "must lie in the range 0.5 to 0.6", false);
        row("range past the field's bounds",
            R"({"schema_version": 3, "uncertainty": {"workload.training.mfu": {"low": 0.3, "high": 1.5}}})",
            "/uncertainty/workload.training.mfu", "within the field's bounds", false);
        row("schema_version zero", R"({"schema_version": 0})", "/schema_version", "between 1");
        row("schema_version as text", R"({"schema_version": "1"})", "/schema_version",
            "expected a number, found a string");
        row("section not an object", R"({"schema_version": 1, "team": [1]})", "/team",
            "expected an object, found an array");
        row("number as string", R"({"schema_version": 1, "workload": {"parameters_b": "70"}})",
            "/workload/parameters_b", "expected a number, found a string");
        row("string as number", R"({"schema_version": 1, "name": 42})", "/name",
            "expected a string, found a number");
        row("bool as string", R"({"schema_version": 1, "strategy": {"spot_only": "yes"}})",
            "/strategy/spot_only", "expected true or false, found a string");
        row("NaN written as null", R"({"schema_version": 1, "workload": {"training": {"mfu": null}}})",
            "/workload/training/mfu", "found null (NaN and infinity are not allowed)");
        row("negative engineers", R"({"schema_version": 1, "team": {"engineers": -1}})",
            "/team/engineers", "must be at least 0 (got -1)");
        row("negative credits", R"({"schema_version": 1, "strategy": {"credits_usd": -5}})",
            "/strategy/credits_usd", "must be at least 0 (got -5)");
        row("zero parameters", R"({"schema_version": 1, "workload": {"parameters_b": 0}})",
            "/workload/parameters_b", "must be greater than 0 (got 0)");
        row("zero mfu", R"({"schema_version": 1, "workload": {"training": {"mfu": 0}}})",
            "/workload/training/mfu", "must be greater than 0 (got 0)");
        row("zero hours per week", R"({"schema_version": 1, "team": {"hours_per_week": 0}})",
            "/team/hours_per_week", "must be greater than 0 (got 0)");
        row("zero chips", R"({"schema_version": 1, "workload": {"training": {"chips": 0}}})",
            "/workload/training/chips", "must be at least 1 (got 0)");
        row("mfu above one", R"({"schema_version": 1, "workload": {"training": {"mfu": 1.5}}})",
            "/workload/training/mfu", "must be at most 1 (got 1.5)");
        row("hours beyond a week", R"({"schema_version": 1, "team": {"hours_per_week": 169}})",
            "/team/hours_per_week", "must be at most 168 (got 169)");
        row("absurd parameters", R"({"schema_version": 1, "workload": {"parameters_b": 7e10}})",
            "/workload/parameters_b", "must be at most 100000 (got 7e+10)");
        row("absurd batch", R"({"schema_version": 1, "workload": {"inference": {"batch": 1e9}}})",
            "/workload/inference/batch", "must be at most 100000 (got 1000000000)");
        row("1e400", R"({"schema_version": 1, "workload": {"training": {"mfu": 1e400}}})",
            "/workload/training/mfu", "too large");
        row("fractional layers", R"({"schema_version": 1, "workload": {"layers": 80.5}})",
            "/workload/layers", "whole number (got 80.5)");
        row("unknown kind", R"({"schema_version": 1, "workload": {"kind": "pretraining"}})",
            "/workload/kind", "unknown value \"pretraining\"; expected one of: training, "
            "fine_tuning, inference, mixed");
        row("unknown precision", R"({"schema_version": 1, "workload": {"precision": "int3"}})",
            "/workload/precision", "unknown value \"int3\"");
        row("unknown experience", R"({"schema_version": 1, "team": {"neuron_experience": "lots"}})",
            "/team/neuron_experience", "none, some, experienced");
        row("unknown pricing", R"({"schema_version": 1, "strategy": {"pricing_model": "reserved"}})",
            "/strategy/pricing_model", "on_demand, commit_1y, commit_3y, spot");
        row("weight -1", R"({"schema_version": 1, "decision": {"weights": {"cost": -1}}})",
            "/decision/weights/cost", "must be at least 0 (got -1)");
        row("weight 6", R"({"schema_version": 1, "decision": {"weights": {"cost": 6}}})",
            "/decision/weights/cost", "must be at most 5 (got 6)");
        row("weight 2.5", R"({"schema_version": 1, "decision": {"weights": {"cost": 2.5}}})",
            "/decision/weights/cost", "whole number (got 2.5)");
        row("score above 1",
            R"({"schema_version": 1, "decision": {"scores": {"cost": {"trn2": 1.2}}}})",
            "/decision/scores/cost/trn2", "must be at most 1 (got 1.2)");
        row("score row not an object",
            R"({"schema_version": 1, "decision": {"scores": {"cost": 0.5}}})",
            "/decision/scores/cost", "expected an object");
        row("components not an array",
            R"({"schema_version": 1, "team": {"cuda_components": "flash_attention_3"}})",
            "/team/cuda_components", "expected an array of strings, found a string");
        row("component not a string", R"({"schema_version": 1, "team": {"cuda_components": ["a", 3]}})",
            "/team/cuda_components/1", "expected a string, found a number");
        row("component twice", R"({"schema_version": 1, "team": {"cuda_components": ["a", "a"]}})",
            "/team/cuda_components/1", "listed twice");
        row("duplicate key", R"({"schema_version": 1, "name": "a", "name": "b"})", "/name",
            "appears twice");
        row("active above total",
            R"({"schema_version": 1, "workload": {"parameters_b": 47, "active_parameters_b": 56}})",
            "/workload/active_parameters_b", "must not exceed parameters_b (47)", false);
    }

    void badInput()
    {
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, pointer);
        QFETCH(QByteArray, fragment);
        QFETCH(bool, keepsDefaults);
        const auto load = parseScenario(str(text), "my.json");
        QVERIFY(!load.ok());
        QVERIFY2(has(load.diagnostics, Severity::Error, str(pointer), str(fragment)),
                 describe(load.diagnostics).c_str());
        for (const auto &d : load.diagnostics) {
            QCOMPARE(d.file, std::string("my.json"));
            QVERIFY(d.toString().find("my.json") != std::string::npos);
        }
        if (keepsDefaults) QVERIFY(load.scenario == defaultScenario());
    }

    void exampleMessageWording()
    {
        const auto load = parseScenario(
            R"({"schema_version": 1, "workload": {"training": {"mfu": 1.5}}})", "my.json");
        QCOMPARE(load.diagnostics.size(), std::size_t(1));
        QCOMPARE(load.diagnostics[0].toString(),
                 std::string("my.json: /workload/training/mfu: must be at most 1 (got 1.5)"));
    }

    // The forms' words for a validation problem: the file names the other field by its key, the
    // forms by its label; a front end's style puts both labels in its language.
    void problemInTheFormsWords()
    {
        Scenario s = defaultScenario();
        s.workload.parametersB = 47;
        s.workload.activeParametersB = 56;
        const Diagnostics problems = validateScenario(s, "my.json");
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(problems[0].toString(),
                 std::string("my.json: /workload/active_parameters_b: must not exceed parameters_b "
                             "(47): a model cannot use more parameters per token than it has (got 56)"));
        const Message said = describeScenarioProblem(problems[0]);
        QCOMPARE(write(said, englishStyle()),
                 std::string("Active parameters (billions): must not exceed Parameters (billions) "
                             "(47): a model cannot use more parameters per token than it has (got 56)"));
        TextStyle marked;
        marked.translateField = [](const std::string &label) { return "<" + label + ">"; };
        const std::string written = write(said, marked);
        QVERIFY2(written.starts_with("<Active parameters (billions)>: "), written.c_str());
        QVERIFY2(written.find("exceed <Parameters (billions)> (47)") != std::string::npos, written.c_str());
    }

    void badFieldDoesNotSpoilGoodOnes()
    {
        const auto load = parseScenario(
            R"({"schema_version": 1, "workload": {"parameters_b": -5, "layers": 40,
                "training": {"mfu": "high", "chips": 128}}})", "mixed.json");
        QVERIFY(!load.ok());
        QCOMPARE(load.scenario.workload.parametersB, defaultScenario().workload.parametersB);
        QCOMPARE(load.scenario.workload.training.mfu, defaultScenario().workload.training.mfu);
        QCOMPARE(load.scenario.workload.layers, 40);
        QCOMPARE(load.scenario.workload.training.chips, 128);
        QCOMPARE(load.diagnostics.size(), std::size_t(2));
    }

    void unknownFieldsWarn_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("pointer");
        QTest::addColumn<QByteArray>("fragment");
        QTest::newRow("typo in training")
            << QByteArray(R"({"schema_version": 1, "workload": {"training": {"mfuu": 0.5}}})")
            << QByteArray("/workload/training/mfuu") << QByteArray("did you mean \"mfu\"");
        QTest::newRow("typo in section name")
            << QByteArray(R"({"schema_version": 1, "stratgy": {}})") << QByteArray("/stratgy")
            << QByteArray("did you mean \"strategy\"");
        QTest::newRow("nothing close")
            << QByteArray(R"({"schema_version": 1, "team": {"favourite_colour": "blue"}})")
            << QByteArray("/team/favourite_colour") << QByteArray("unknown field");
        QTest::newRow("inside decision")
            << QByteArray(R"({"schema_version": 1, "decision": {"weight": {}}})")
            << QByteArray("/decision/weight") << QByteArray("did you mean \"weights\"");
    }

    void unknownFieldsWarn()
    {
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, pointer);
        QFETCH(QByteArray, fragment);
        const auto load = parseScenario(str(text), "typo.json");
        QVERIFY2(load.ok(), describe(load.diagnostics).c_str());
        QVERIFY2(has(load.diagnostics, Severity::Warning, str(pointer), str(fragment)),
                 describe(load.diagnostics).c_str());
        QVERIFY(load.scenario == defaultScenario());
    }

    void fixtures_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QByteArray>("pointer");  // empty with no fragment: loads cleanly
        QTest::addColumn<QByteArray>("fragment");
        auto row = [](const char *file, const char *pointer = "", const char *fragment = "") {
            QTest::newRow(file) << QByteArray(file) << QByteArray(pointer) << QByteArray(fragment);
        };
        row("valid-minimal.json");
        row("valid-full.json");
        row("valid-training-only.json");
        row("warn-unknown-fields.json", "/workload/training/mfuu", "did you mean \"mfu\"");
        row("warn-v1-region-and-weights.json", "/strategy/region", "no longer read");
        row("bad-malformed.json", "", "line 4, column");
        row("bad-missing-schema-version.json", "/schema_version", "missing");
        row("bad-newer-schema.json", "/schema_version", "schema version 7 is newer");
        row("bad-mfu-above-one.json", "/workload/training/mfu", "must be at most 1 (got 1.5)");
        row("bad-active-exceeds-total.json", "/workload/active_parameters_b", "must not exceed");
        row("bad-unknown-pricing-model.json", "/strategy/pricing_model", "\"reserved\"");
        row("bad-weight-out-of-range.json", "/decision/weights/cost", "at most 5 (got 6)");
        row("bad-huge-number.json", "/strategy/credits_usd", "too large");
        row("bad-null-number.json", "/team/hourly_rate_usd", "found null");
        row("bad-parameters-in-units.json", "/workload/parameters_b", "at most 100000");
    }

    void fixtures()
    {
        QFETCH(QByteArray, file);
        QFETCH(QByteArray, pointer);
        QFETCH(QByteArray, fragment);
        const std::string path = fixtureDir + str(file);
        const auto load = loadScenarioFile(path);
        const bool bad = file.startsWith("bad-");
        QCOMPARE(load.ok(), !bad);
        for (const auto &d : load.diagnostics) QCOMPARE(d.file, path);
        if (file.startsWith("valid-"))
            QVERIFY2(load.diagnostics.empty(), describe(load.diagnostics).c_str());
        if (!fragment.isEmpty())
            QVERIFY2(has(load.diagnostics, bad ? Severity::Error : Severity::Warning,
                         str(pointer), str(fragment)),
                     describe(load.diagnostics).c_str());
    }

    void fullFixtureMatchesIndependentReading()
    {
        // valid-full.json read field by field with plain nlohmann calls, compared to the loader.
        const auto load = loadScenarioFile(fixtureDir + "valid-full.json");
        QVERIFY2(load.ok(), describe(load.diagnostics).c_str());
        std::ifstream in(fixtureDir + "valid-full.json");
        const Json doc = Json::parse(in);
        const Scenario &s = load.scenario;
        QCOMPARE(s.name, doc["name"].get<std::string>());
        QCOMPARE(s.workload.activeParametersB, doc["workload"]["active_parameters_b"].get<double>());
        QCOMPARE(std::string(toString(s.workload.kind)), doc["workload"]["kind"].get<std::string>());
        QCOMPARE(s.workload.inference.context, doc["workload"]["inference"]["context"].get<int>());
        QCOMPARE(s.team.cudaComponents, doc["team"]["cuda_components"].get<std::vector<std::string>>());
        QCOMPARE(std::string(toString(s.team.modelSupport)), std::string("custom_attention"));
        QCOMPARE(s.strategy.creditsUsd, 250000.0);
        QCOMPARE(std::string(toString(s.strategy.pricingModel)), std::string("commit_1y"));
        QCOMPARE(s.decision.weights.at("ecosystem"), 4);
        QCOMPARE(s.decision.scores.at("ecosystem").at("aws-p5-48xlarge"), 0.95);
        // And it survives a save and reload unchanged.
        QVERIFY(parseScenario(serializeScenario(s), "again.json").scenario == s);
    }

    void versionOneFilesMigrate()
    {
        // Version 1 had a region that changed nothing and weights for two cost criteria that are
        // now part of the cost over the horizon: both are dropped, each with a warning.
        const auto load = loadScenarioFile(fixtureDir + "warn-v1-region-and-weights.json");
        QVERIFY2(load.ok(), describe(load.diagnostics).c_str());
        QCOMPARE(load.diagnostics.size(), std::size_t{2});
        QVERIFY(has(load.diagnostics, Severity::Warning, "/decision/weights/cost_per_token",
                    "part of the cost over the horizon"));
        QCOMPARE(load.scenario.decision.weights, (std::map<std::string, int>{{"portability", 3}}));
        QCOMPARE(load.scenario.strategy.pricingModel, PricingModel::Commit1y);
        const Json saved = Json::parse(serializeScenario(load.scenario));
        QCOMPARE(saved["schema_version"].get<int>(), scenarioSchemaVersion);
        QVERIFY(!saved["strategy"].contains("region"));
    }

    void rangesSurviveASaveAndReload()
    {
        Scenario s = defaultScenario();
        s.uncertainty["trainium.performance"] = {0.6, 0.9, 1.0};
        s.uncertainty["workload.training.mfu"] = {0.3, 0, 0.5};
        s.uncertainty["porting.weeks"] = {2, 0, 12};
        const std::string text = serializeScenario(s);
        const Json doc = Json::parse(text);
        QCOMPARE(doc["uncertainty"]["trainium.performance"]["likely"].get<double>(), 0.9);
        // A field's likely value is the field itself: it is not written twice.
        QVERIFY(!doc["uncertainty"]["workload.training.mfu"].contains("likely"));
        const auto load = parseScenario(text, "ranges.json");
        QVERIFY2(load.ok() && load.diagnostics.empty(), describe(load.diagnostics).c_str());
        QVERIFY(load.scenario == s);
        // A version 2 file (before ranges) still reads, with no ranges.
        const auto old = parseScenario(R"({"schema_version": 2, "name": "old"})", "old.json");
        QVERIFY2(old.ok() && old.diagnostics.empty(), describe(old.diagnostics).c_str());
        QVERIFY(old.scenario.uncertainty.empty());
    }

    void everyFixtureIsClassified()
    {
        int count = 0;
        for (const auto &entry : std::filesystem::directory_iterator(fixtureDir)) {
            const std::string name = entry.path().filename().string();
            const auto load = loadScenarioFile(entry.path().string());
            const bool bad = name.rfind("bad-", 0) == 0;
            QVERIFY2(bad || name.rfind("valid-", 0) == 0 || name.rfind("warn-", 0) == 0,
                     ("fixture without a valid-/warn-/bad- prefix: " + name).c_str());
            // A workshop saved in the file is part of it: the application refuses the whole file
            // when either part is bad.
            std::ifstream in(entry.path());
            const std::string text((std::istreambuf_iterator<char>(in)), {});
            const auto workshop = parseWorkshopInScenario(text, name, nullptr);
            QVERIFY2((load.ok() && workshop.ok()) == !bad,
                     (name + describe(load.diagnostics) + describe(workshop.diagnostics)).c_str());
            ++count;
        }
        QVERIFY(count >= 10);
    }

    void unreadableFiles()
    {
        const std::string missing = "/nonexistent-dir/scenario.json";
        auto load = loadScenarioFile(missing);
        QCOMPARE(load.diagnostics.size(), std::size_t(1));
        QCOMPARE(load.diagnostics[0].file, missing);
        QVERIFY(ad::write(load.diagnostics[0].message).find("no such file") != std::string::npos);
        QVERIFY(load.scenario == defaultScenario());

        load = loadScenarioFile(fixtureDir);
        QCOMPARE(load.diagnostics.size(), std::size_t(1));
        QVERIFY(ad::write(load.diagnostics[0].message).find("directory") != std::string::npos);

        QTemporaryDir dir;
        const std::string locked = dir.filePath(QStringLiteral("locked.json")).toStdString();
        std::ofstream(locked) << "{\"schema_version\": 1}";
        std::filesystem::permissions(locked, std::filesystem::perms::none);
        if (std::ifstream(locked).good()) QSKIP("running with privileges that ignore permissions");
        load = loadScenarioFile(locked);
        QCOMPARE(load.diagnostics.size(), std::size_t(1));
        QCOMPARE(load.diagnostics[0].file, locked);
        QVERIFY(ad::write(load.diagnostics[0].message).find("cannot open") != std::string::npos);
    }

    void setField_data()
    {
        QTest::addColumn<QByteArray>("path");
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QByteArray>("pointer");  // where the change shows in the saved file
        QTest::addColumn<QByteArray>("expected"); // the JSON expected there
        auto row = [](const char *name, const char *path, const char *value, const char *pointer,
                      const char *expected) {
            QTest::newRow(name) << QByteArray(path) << QByteArray(value) << QByteArray(pointer)
                                << QByteArray(expected);
        };
        row("number", "workload.training.mfu", "0.55", "/workload/training/mfu", "0.55");
        row("integer", "workload.inference.batch", "128", "/workload/inference/batch", "128");
        row("zero engineers allowed", "team.engineers", "0", "/team/engineers", "0");
        row("enum as plain text", "strategy.pricing_model", "spot", "/strategy/pricing_model",
            "\"spot\"");
        row("enum as JSON string", "strategy.pricing_model", "\"commit_1y\"",
            "/strategy/pricing_model", "\"commit_1y\"");
        row("boolean", "workload.inference.latency_sensitive", "true",
            "/workload/inference/latency_sensitive", "true");
        row("new weight", "decision.weights.portability", "4", "/decision/weights/portability", "4");
        row("new score row", "decision.scores.cost.trn2", "0.25", "/decision/scores/cost",
            "{\"trn2\": 0.25}");
        row("list as JSON", "team.cuda_components", "[\"flash_attention_3\"]",
            "/team/cuda_components", "[\"flash_attention_3\"]");
        row("list as plain text", "team.cuda_components", "flash_attention_3, triton_kernels",
            "/team/cuda_components", "[\"flash_attention_3\", \"triton_kernels\"]");
        row("empty list", "team.cuda_components", "", "/team/cuda_components", "[]");
        row("preset id only", "workload.model_preset", "mixtral-8x7b", "/workload/model_preset",
            "\"mixtral-8x7b\"");
        row("digits into a text field", "name", "2027", "/name", "\"2027\"");
        row("section merge keeps the rest", "workload.training", "{\"mfu\": 0.3}",
            "/workload/training/mfu", "0.3");
    }

    void setField()
    {
        QFETCH(QByteArray, path);
        QFETCH(QByteArray, value);
        QFETCH(QByteArray, pointer);
        QFETCH(QByteArray, expected);
        Scenario s = defaultScenario();
        const auto diagnostics = setScenarioField(s, str(path), str(value));
        QVERIFY2(diagnostics.empty(), describe(diagnostics).c_str());

        Json want = Json::parse(serializeScenario(defaultScenario()));
        want[Json::json_pointer(str(pointer))] = Json::parse(str(expected));
        QCOMPARE(Json::parse(serializeScenario(s)).dump(), want.dump());
    }

    void setFieldFailure_data()
    {
        QTest::addColumn<QByteArray>("path");
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QByteArray>("pointer");
        QTest::addColumn<QByteArray>("fragment");
        auto row = [](const char *name, const char *path, const char *value, const char *pointer,
                      const char *fragment) {
            QTest::newRow(name) << QByteArray(path) << QByteArray(value) << QByteArray(pointer)
                                << QByteArray(fragment);
        };
        row("misspelt field", "workload.training.mfuu", "0.5", "/workload/training/mfuu",
            "did you mean \"workload.training.mfu\"");
        row("misspelt section", "workload.trainng.mfu", "0.5", "/workload/trainng",
            "did you mean \"workload.training\"");
        row("lists the valid keys", "strategy.horizon", "12", "/strategy/horizon",
            "horizon_months");
        row("unknown top level", "budget", "1", "/budget", "unknown field \"budget\"");
        row("empty path", "", "1", "", "not a field path");
        row("empty segment", "workload..mfu", "1", "", "not a field path");
        row("field of a number", "workload.training.mfu.low", "0.3", "/workload/training/mfu",
            "has no field \"low\"");
        row("schema version", "schema_version", "2", "/schema_version", "unknown field");
        row("out of range", "workload.training.mfu", "1.5", "/workload/training/mfu",
            "must be at most 1 (got 1.5)");
        row("zero", "workload.training.mfu", "0", "/workload/training/mfu", "greater than 0");
        row("negative", "strategy.credits_usd", "-100", "/strategy/credits_usd", "at least 0");
        row("text for a number", "workload.training.mfu", "high", "/workload/training/mfu",
            "expected a number, found a string");
        row("nan", "workload.training.mfu", "nan", "/workload/training/mfu", "expected a number");
        row("1e400", "workload.training.mfu", "1e400", "/workload/training/mfu", "too large");
        row("bad enum", "strategy.pricing_model", "cheapest", "/strategy/pricing_model",
            "unknown value \"cheapest\"");
        row("weight 6", "decision.weights.cost", "6", "/decision/weights/cost", "at most 5");
        row("weight -1", "decision.weights.cost", "-1", "/decision/weights/cost", "at least 0");
        row("weight 2.5", "decision.weights.cost", "2.5", "/decision/weights/cost", "whole number");
        row("score above 1", "decision.scores.cost.trn2", "2", "/decision/scores/cost/trn2",
            "at most 1");
        row("active above total", "workload.active_parameters_b", "100",
            "/workload/active_parameters_b", "must not exceed parameters_b");
        row("list entry not text", "team.cuda_components", "[1]", "/team/cuda_components/0",
            "expected a string");
        row("list duplicate", "team.cuda_components", "a,a", "/team/cuda_components/1",
            "listed twice");
        row("unknown key inside a section value", "workload.training",
            "{\"mfu\": 0.3, \"muf\": 1}", "/workload/training/muf", "unknown field");
        row("section replaced by a number", "team", "3", "/team", "expected an object");
    }

    void setFieldFailure()
    {
        QFETCH(QByteArray, path);
        QFETCH(QByteArray, value);
        QFETCH(QByteArray, pointer);
        QFETCH(QByteArray, fragment);
        Scenario s = defaultScenario();
        s.decision.weights["cost"] = 3;
        const Scenario before = s;
        const auto diagnostics = setScenarioField(s, str(path), str(value));
        QVERIFY(hasErrors(diagnostics));
        QVERIFY2(has(diagnostics, Severity::Error, str(pointer), str(fragment)),
                 describe(diagnostics).c_str());
        QVERIFY(s == before);
    }

    void workloadEditCouplesTheModelFields()
    {
        const CatalogLoad shipped = loadEmbeddedCatalog();
        const ModelShape *big = shipped.catalog.model("llama3-405b");
        QVERIFY(big);

        // A dense model stays dense when its size changes, and stops being the preset.
        Scenario s = defaultScenario();
        QCOMPARE(s.workload.activeParametersB, s.workload.parametersB);
        QVERIFY(!s.workload.modelPreset.empty());
        QVERIFY(setScenarioField(s, "workload.parameters_b", "405", &shipped.catalog).empty());
        QCOMPARE(s.workload.parametersB, 405.0);
        QCOMPARE(s.workload.activeParametersB, 405.0);
        QVERIFY(s.workload.modelPreset.empty());
        // Shrinking a dense model below its old active count is no longer refused: both move.
        QVERIFY(setScenarioField(s, "workload.parameters_b", "8").empty());
        QCOMPARE(s.workload.activeParametersB, 8.0);

        // A mixture of experts keeps its active count when the total changes.
        QVERIFY(setScenarioField(s, "workload.parameters_b", "400").empty());
        QVERIFY(setScenarioField(s, "workload.active_parameters_b", "17").empty());
        QVERIFY(setScenarioField(s, "workload.parameters_b", "402").empty());
        QCOMPARE(s.workload.activeParametersB, 17.0);

        // Choosing a preset brings its whole shape from the catalog.
        QVERIFY(setScenarioField(s, "workload.model_preset", "llama3-405b", &shipped.catalog).empty());
        QCOMPARE(s.workload.modelPreset, big->id);
        QCOMPARE(s.workload.parametersB, big->parametersB);
        QCOMPARE(s.workload.activeParametersB, big->activeParametersB);
        QCOMPARE(s.workload.layers, big->layers);
        QCOMPARE(s.workload.hidden, big->hidden);
        QCOMPARE(s.workload.kvHeads, big->kvHeads);
        // Editing one dimension by hand makes it a custom model.
        QVERIFY(setScenarioField(s, "workload.layers", "100").empty());
        QVERIFY(s.workload.modelPreset.empty());
        QCOMPARE(s.workload.parametersB, big->parametersB);
        // Without a catalog, only the id changes.
        Scenario bare = defaultScenario();
        QVERIFY(setScenarioField(bare, "workload.model_preset", "llama3-405b").empty());
        QCOMPARE(bare.workload.modelPreset, std::string("llama3-405b"));
        QCOMPARE(bare.workload.parametersB, defaultScenario().workload.parametersB);
    }

    void docsListTheRangesTheReaderEnforces()
    {
        // docs/scenario-format.md has a table row per field whose last cell starts with the
        // range, "(0, 1]" or "[1, 10000]". Each must be the core's, or the reader and the docs
        // disagree. Tables repeat keys across sections ("precision"), so rows are matched under
        // the heading of their section.
        std::ifstream in(ACCELDECIDE_SOURCE_DIR "/docs/scenario-format.md");
        QVERIFY(in);
        const std::regex heading(R"(^#+ .*`([a-z_.]+)`)");
        const std::regex row(R"(^\| `([a-z_]+)` \|.*\| ([\[(])([-0-9.e+]+), ([-0-9.e+]+)\])");
        std::string line, section;
        int checked = 0;
        std::smatch m;
        while (std::getline(in, line)) {
            if (line.rfind('#', 0) == 0)
                section = std::regex_search(line, m, heading) ? std::string(m[1]) : std::string();
            if (!std::regex_search(line, m, row)) continue;
            const std::string path = (section.empty() ? "" : section + ".") + std::string(m[1]);
            const auto range = scenarioFieldRange(path);
            QVERIFY2(range, path.c_str());
            QVERIFY2(range->minExclusive == (m[2] == "("), path.c_str());
            QVERIFY2(readDecimal(std::string(m[3])).value == range->min, path.c_str());
            QVERIFY2(readDecimal(std::string(m[4])).value == range->max, path.c_str());
            ++checked;
        }
        QVERIFY2(checked >= 25, std::to_string(checked).c_str());
    }

    void weightZeroIsKeptThroughSaveAndLoad()
    {
        // The matrix lets a user set a weight to 0 to leave a criterion out; the file must keep it.
        Scenario s = defaultScenario();
        QVERIFY(setScenarioField(s, "decision.weights.portability", "0").empty());
        QCOMPARE(s.decision.weights.at("portability"), 0);
        const ScenarioLoad back = parseScenario(serializeScenario(s), "round-trip.json");
        QVERIFY2(!hasErrors(back.diagnostics), describe(back.diagnostics).c_str());
        QCOMPARE(back.scenario.decision.weights.at("portability"), 0);
    }

    void setFieldSequences()
    {
        Scenario s = defaultScenario();
        // Raising the active count above the total is refused until the total moves first.
        QVERIFY(!setScenarioField(s, "workload.active_parameters_b", "400").empty());
        QVERIFY(setScenarioField(s, "workload.parameters_b", "405").empty());
        QVERIFY(setScenarioField(s, "workload.active_parameters_b", "400").empty());
        QCOMPARE(s.workload.activeParametersB, 400.0);
        QCOMPARE(s.workload.layers, defaultScenario().workload.layers); // no preset applied

        QVERIFY(setScenarioField(s, "decision.weights.cost", "5").empty());
        QCOMPARE(s.decision.weights.at("cost"), 5);
        QVERIFY(setScenarioField(s, "decision.weights.cost", "null").empty());
        QCOMPARE(s.decision.weights.count("cost"), std::size_t(0));
    }

    void validateProgrammatic_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<QByteArray>("pointer");
        QTest::addColumn<QByteArray>("fragment");
        QTest::newRow("nan mfu") << 0 << QByteArray("/workload/training/mfu")
                                 << QByteArray("finite");
        QTest::newRow("negative engineers") << 1 << QByteArray("/team/engineers")
                                            << QByteArray("at least 0 (got -2)");
        QTest::newRow("weight 9") << 2 << QByteArray("/decision/weights/cost")
                                  << QByteArray("at most 5 (got 9)");
        QTest::newRow("negative score") << 3 << QByteArray("/decision/scores/cost/trn2")
                                        << QByteArray("at least 0");
        QTest::newRow("empty component") << 4 << QByteArray("/team/cuda_components/0")
                                         << QByteArray("empty");
        QTest::newRow("active above total") << 5 << QByteArray("/workload/active_parameters_b")
                                            << QByteArray("must not exceed parameters_b (70)");
        QTest::newRow("enum out of range") << 6 << QByteArray("/strategy/pricing_model")
                                           << QByteArray("outside");
        QTest::newRow("infinite horizon") << 7 << QByteArray("/strategy/horizon_months")
                                          << QByteArray("finite");
    }

    void validateProgrammatic()
    {
        QFETCH(int, which);
        QFETCH(QByteArray, pointer);
        QFETCH(QByteArray, fragment);
        Scenario s = defaultScenario();
        QVERIFY(validateScenario(s, "gui").empty());
        switch (which) {
        case 0: s.workload.training.mfu = std::nan(""); break;
        case 1: s.team.engineers = -2; break;
        case 2: s.decision.weights["cost"] = 9; break;
        case 3: s.decision.scores["cost"]["trn2"] = -0.1; break;
        case 4: s.team.cudaComponents = {""}; break;
        case 5: s.workload.activeParametersB = 71; break;
        case 6: s.strategy.pricingModel = static_cast<PricingModel>(9); break;
        case 7: s.strategy.horizonMonths = std::numeric_limits<double>::infinity(); break;
        }
        const auto diagnostics = validateScenario(s, "gui");
        QVERIFY2(has(diagnostics, Severity::Error, str(pointer), str(fragment)),
                 describe(diagnostics).c_str());
        QCOMPARE(diagnostics.size(), std::size_t(1));
    }

    void mutatedFilesNeverCrash()
    {
        // A small fuzz: random byte edits of a valid file. Whatever the loader accepts must be a
        // valid scenario that saves and reloads unchanged.
        std::mt19937 rng(7);
        const std::string base = serializeScenario(defaultScenario());
        const char alphabet[] = "{}[]\",:0123456789.-+eE truefalsnul\\/\n";
        for (int i = 0; i < 3000; ++i) {
            std::string text = base;
            for (int edits = 1 + int(rng() % 4); edits > 0 && !text.empty(); --edits) {
                const std::size_t at = rng() % text.size();
                const char c = alphabet[rng() % (sizeof alphabet - 1)];
                switch (rng() % 4) {
                case 0: text[at] = c; break;
                case 1: text.insert(text.begin() + long(at), c); break;
                case 2: text.erase(at, 1); break;
                case 3: text.resize(at); break;
                }
            }
            const auto load = parseScenario(text, "fuzz.json");
            for (const auto &d : load.diagnostics) {
                QVERIFY(!ad::write(d.message).empty());
                QCOMPARE(d.file, std::string("fuzz.json"));
            }
            if (!load.ok()) continue;
            QVERIFY2(validateScenario(load.scenario, "fuzz.json").empty(), text.c_str());
            QVERIFY(parseScenario(serializeScenario(load.scenario), "again").scenario
                    == load.scenario);
        }
    }

    void closestMatchHints()
    {
        const std::vector<std::string> keys = {"mfu", "overhead", "chips", "sequence_length"};
        QCOMPARE(closestMatch("mfuu", keys), std::string("mfu"));
        QCOMPARE(closestMatch("sequence_lenght", keys), std::string("sequence_length"));
        QCOMPARE(closestMatch("colour", keys), std::string());
    }
};

QTEST_APPLESS_MAIN(TestScenarioIo)
#include "tst_scenario_io.moc"
