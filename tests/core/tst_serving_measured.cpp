// Measured beats modelled (issue 30, item 3): a `vllm bench serve` sweep becomes measured serving
// runs of kind Own (core/inputs/measurement_import.h), they survive the overlay, and the serving
// point at a latency target uses the best run that meets it, only for the same chip, model,
// precision and lengths (core/assessment/serving_point.h). Expected values are read from the
// data file by nlohmann directly, not through the importer.
#include "assessment/assessment.h"
#include "evaluation/assess.h"
#include "formats/memo.h"
#include "catalog/catalog_io.h"
#include "inputs/measurement_import.h"
#include "model/scenario.h"
#include "model/serving.h"

#include <QtTest>

#include <cmath>
#include <fstream>
#include <set>
#include <sstream>

using namespace ad;

namespace {

const std::string sweepFile = std::string(ACCELDECIDE_SOURCE_DIR) + "/tests/data/measurements/vllm_sweep_h100_llama3-8b.jsonl";

const Catalog &shipped()
{
    static const Catalog catalog = loadEmbeddedCatalog().catalog;
    return catalog;
}

std::string readAll(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// The sweep's runs as the file states them, one JSON object per line.
std::vector<nlohmann::json> sweepRuns()
{
    std::vector<nlohmann::json> runs;
    std::istringstream lines(readAll(sweepFile));
    for (std::string line; std::getline(lines, line);)
        if (!line.empty()) runs.push_back(nlohmann::json::parse(line));
    return runs;
}

MeasurementImportOptions forLlama8b()
{
    MeasurementImportOptions o;
    o.model = "llama3-8b"; // the file names the Hugging Face model
    o.today = "2026-11-24";
    return o;
}

std::string firstError(const Diagnostics &diagnostics)
{
    for (const auto &d : diagnostics)
        if (d.severity == Severity::Error) return d.toString();
    return {};
}

MeasurementImport importedSweep()
{
    return importMeasurementFile(readAll(sweepFile), "sweep.jsonl", forLlama8b(), shipped());
}

// The shipped catalog with the sweep in an overlay, as the import writes it and the loader reads it.
Catalog withSweep()
{
    const MeasurementImport imported = importedSweep();
    if (!imported.ok()) qFatal("sweep import failed: %s", firstError(imported.diagnostics).c_str());
    Diagnostics problems;
    CatalogFiles files;
    files["measurements.json"] = *mergedMeasurementsFile("", "m", imported.measurements, problems);
    files["sources.json"] = *mergedSourcesFile("", "s", ownMeasurementSourceEntry("2026-11-24"), problems);
    const CatalogLoad load = parseCatalog(files, "overlay/", &shipped());
    if (hasErrors(load.diagnostics)) qFatal("overlay does not load: %s", firstError(load.diagnostics).c_str());
    return mergeCatalogs(shipped(), load.catalog);
}

// Llama 3 8B served in BF16 with the sweep's lengths, at a target.
Scenario llama8b(double tpotMs, double ttftMs, int input = 1024, int output = 128)
{
    Scenario s = defaultScenario();
    s.workload.kind = WorkloadKind::Inference;
    applyModelPreset(s.workload, *shipped().model("llama3-8b"));
    s.workload.inference.precision = Precision::BF16;
    s.workload.inference.inputTokens = input;
    s.workload.inference.outputTokens = output;
    s.workload.inference.tpotMs = tpotMs;
    s.workload.inference.ttftMs = ttftMs;
    return s;
}

const OptionAssessment *optionOn(const Assessment &a, const std::string &chip)
{
    for (const auto &o : a.options)
        if (o.acceleratorId == chip && !o.serving.missed) return &o;
    return nullptr;
}

// The run the rule picks, found here on the raw file: of the runs whose median TPOT and TTFT meet
// the target, the one with the most output tokens per second (all ran on one chip).
nlohmann::json expectedRun(double tpotMs, double ttftMs)
{
    nlohmann::json best;
    for (const auto &run : sweepRuns())
        if (run["median_tpot_ms"].get<double>() <= tpotMs && run["median_ttft_ms"].get<double>() <= ttftMs
            && (best.is_null() || run["output_throughput"].get<double>() > best["output_throughput"].get<double>()))
            best = run;
    return best;
}

} // namespace

class TestServingMeasured : public QObject {
    Q_OBJECT
private slots:
    void sweepBecomesServingRuns();
    void singleResultKeepsItsLatencies();
    void requestRateRunByLittlesLaw();
    void badServingFiles_data();
    void badServingFiles();
    void servingRunSurvivesTheOverlay();
    void catalogRefusesABadServingBlock();
    void servingPointUsesTheBestMatchingRun_data();
    void servingPointUsesTheBestMatchingRun();
    void memoSaysTheMeasurementReplacedTheModel();
    void otherWorkloadsKeepTheModel_data();
    void otherWorkloadsKeepTheModel();
    void runsThatMissTheTargetAreSaidSo();
    void publishedH100Sweep_data();
    void publishedH100Sweep();
};

void TestServingMeasured::sweepBecomesServingRuns()
{
    const MeasurementImport imported = importedSweep();
    QVERIFY2(imported.ok(), firstError(imported.diagnostics).c_str());
    const auto runs = sweepRuns();
    QCOMPARE(imported.measurements.size(), runs.size());
    std::set<std::string> ids;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const Measurement &m = imported.measurements[i];
        const auto &run = runs[i];
        QVERIFY(m.serving);
        ids.insert(m.id);
        QCOMPARE(m.acceleratorId, std::string("h100"));
        QCOMPARE(m.modelId, std::string("llama3-8b"));
        QCOMPARE(m.precision, std::optional<Precision>(Precision::BF16));
        QCOMPARE(m.batch, run["max_concurrency"].get<int>());
        QCOMPARE(m.figure.value(), run["output_throughput"].get<double>()); // "chips": "1"
        QCOMPARE(m.figure.chosen().provenance.kind, FigureKind::Own);
        const ServingRun &s = *m.serving;
        QCOMPARE(s.chips, 1);
        QCOMPARE(s.requestRate, 0.0); // "inf"
        QCOMPARE(s.inputTokens, run["total_input_tokens"].get<double>() / run["completed"].get<double>());
        QCOMPARE(s.outputTokens, run["total_output_tokens"].get<double>() / run["completed"].get<double>());
        QCOMPARE(s.tpot.medianMs, run["median_tpot_ms"].get<double>());
        QCOMPARE(s.tpot.meanMs, run["mean_tpot_ms"].get<double>());
        QCOMPARE(s.tpot.percentilesMs.at("p99"), run["p99_tpot_ms"].get<double>());
        QCOMPARE(s.ttft.medianMs, run["median_ttft_ms"].get<double>());
        QCOMPARE(s.ttft.percentilesMs.at("p99"), run["p99_ttft_ms"].get<double>());
        QCOMPARE(s.itl.medianMs, run["median_itl_ms"].get<double>());
        QCOMPARE(s.itl.percentilesMs.at("p99"), run["p99_itl_ms"].get<double>());
        // std_*_ms is not a percentile.
        QCOMPARE(s.tpot.percentilesMs.size(), std::size_t(1));
    }
    // One measurement per concurrency: none replaces another in the overlay.
    QCOMPARE(ids.size(), runs.size());
}

void TestServingMeasured::singleResultKeepsItsLatencies()
{
    const std::string text = readAll(std::string(ACCELDECIDE_SOURCE_DIR) + "/tests/data/measurements/vllm_h200.json");
    MeasurementImportOptions o;
    o.today = "2026-11-24";
    const auto imported = importVllmResult(text, "vllm_h200.json", o, shipped());
    QVERIFY2(imported.ok(), firstError(imported.diagnostics).c_str());
    const auto json = nlohmann::json::parse(text);
    const Measurement &m = imported.measurements.front();
    QVERIFY(m.serving);
    QCOMPARE(m.batch, json["max_concurrency"].get<int>());
    QCOMPARE(m.serving->inputTokens, json["total_input_tokens"].get<double>() / json["completed"].get<double>());
    QCOMPARE(m.serving->ttft.medianMs, json["median_ttft_ms"].get<double>());
    QCOMPARE(m.serving->tpot.percentilesMs.at("p99"), json["p99_tpot_ms"].get<double>());
    QVERIFY(m.serving->itl.percentilesMs.empty()); // the file has no ITL
}

void TestServingMeasured::requestRateRunByLittlesLaw()
{
    // Requests arrive at 2 a second with no cap: the mean in flight is requests per second × the
    // seconds each takes (TTFT + TPOT × the 127 tokens after the first).
    const std::string text = R"({"date": "20261120-101500", "backend": "vllm", "model_id": "x",
        "num_prompts": 200, "chip": "h100", "precision": "bf16", "request_rate": 2.0,
        "burstiness": 1.0, "max_concurrency": null, "completed": 200, "failed": 0,
        "total_input_tokens": 204800, "total_output_tokens": 25600, "request_throughput": 1.96,
        "output_throughput": 250.9, "mean_ttft_ms": 48.0, "median_ttft_ms": 41.0,
        "p99_ttft_ms": 120.0, "mean_tpot_ms": 7.9, "median_tpot_ms": 7.7, "p99_tpot_ms": 9.4})";
    const auto imported = importVllmResult(text, "rate.json", forLlama8b(), shipped());
    QVERIFY2(imported.ok(), firstError(imported.diagnostics).c_str());
    const Measurement &m = imported.measurements.front();
    QCOMPARE(m.batch, int(std::lround(1.96 * (48.0 + 7.9 * 127) / 1000)));
    QCOMPARE(m.serving->requestRate, 2.0);
    QVERIFY(m.figure.chosen().provenance.note.find("Little's law") != std::string::npos);
}

void TestServingMeasured::badServingFiles_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QByteArray>("pointer");
    QTest::addColumn<QByteArray>("reason");
    const std::string good = readAll(sweepFile);
    const std::string first = good.substr(0, good.find('\n'));
    auto replaced = [&](const std::string &from, const std::string &to) {
        std::string text = first;
        const auto at = text.find(from);
        if (at == std::string::npos) qFatal("test data lacks %s", from.c_str());
        text.replace(at, from.size(), to);
        return QByteArray::fromStdString(text);
    };
    QTest::newRow("no median TPOT") << replaced(R"("median_tpot_ms")", R"("median_tpot")") << QByteArray("run.json")
                                    << QByteArray("/median_tpot_ms") << QByteArray("missing");
    QTest::newRow("nothing completed") << replaced(R"("completed": 20)", R"("completed": 0)") << QByteArray("run.json")
                                       << QByteArray("/completed") << QByteArray("0");
    QTest::newRow("negative percentile") << replaced(R"("p99_tpot_ms": )", R"("p99_tpot_ms": -)")
                                         << QByteArray("run.json") << QByteArray("/p99_tpot_ms") << QByteArray("");
    QTest::newRow("latency as text") << replaced(R"("median_ttft_ms": 24.8)", R"("median_ttft_ms": "fast")")
                                     << QByteArray("run.json") << QByteArray("/median_ttft_ms")
                                     << QByteArray("expected a number");
    QTest::newRow("request rate as text") << replaced(R"("request_rate": "inf")", R"("request_rate": "fast")")
                                          << QByteArray("run.json") << QByteArray("/request_rate")
                                          << QByteArray("not a number");
    QTest::newRow("one token per answer")
        << replaced(R"("total_output_tokens": 2560)", R"("total_output_tokens": 20)") << QByteArray("run.json")
        << QByteArray("/total_output_tokens") << QByteArray("fewer than two output tokens");
    QTest::newRow("rate without throughput")
        << replaced(R"("max_concurrency": 1, )", R"("max_concurrency": null, "request_throughput_x": 1, )")
               .replace(QByteArray(R"("request_rate": "inf")"), QByteArray(R"("request_rate": 1.1)"))
               .replace(QByteArray(R"("request_throughput": )"), QByteArray(R"("request_throughput_y": )"))
        << QByteArray("run.json") << QByteArray("/request_throughput") << QByteArray("missing");
    // A sweep with one bad line: the line is named, and nothing is kept.
    std::string sweep = good;
    const auto second = sweep.find('\n') + 1;
    sweep.replace(sweep.find(R"("median_tpot_ms": )", second), 18, R"("median_tpot_ms": null, "x": )");
    QTest::newRow("bad second line") << QByteArray::fromStdString(sweep) << QByteArray("run.json, line 2")
                                     << QByteArray("/median_tpot_ms") << QByteArray("");
}

void TestServingMeasured::badServingFiles()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, file);
    QFETCH(QByteArray, pointer);
    QFETCH(QByteArray, reason);
    const auto result = importMeasurementFile(text.toStdString(), "run.json", forLlama8b(), shipped());
    QVERIFY(!result.ok());
    QVERIFY(result.measurements.empty());
    Diagnostic e;
    for (const auto &d : result.diagnostics)
        if (d.severity == Severity::Error) {
            e = d;
            break;
        }
    QCOMPARE(QByteArray::fromStdString(e.file), file);
    QCOMPARE(QByteArray::fromStdString(e.pointer), pointer);
    QVERIFY2(QByteArray::fromStdString(ad::write(e.message)).contains(reason), e.toString().c_str());
}

void TestServingMeasured::servingRunSurvivesTheOverlay()
{
    const MeasurementImport imported = importedSweep();
    const Catalog merged = withSweep();
    std::size_t found = 0;
    for (const Measurement &m : imported.measurements)
        for (const Measurement &loaded : merged.measurements)
            if (loaded.id == m.id) {
                ++found;
                QVERIFY(loaded.fromOverlay);
                QCOMPARE(loaded.serving, m.serving);
                QCOMPARE(loaded.batch, m.batch);
                QCOMPARE(loaded.figure.value(), m.figure.value());
            }
    QCOMPARE(found, imported.measurements.size());
}

void TestServingMeasured::catalogRefusesABadServingBlock()
{
    auto load = [](const std::string &serving, const std::string &batch) {
        CatalogFiles files;
        files["sources.json"] = R"({"schema_version": )" + std::to_string(catalogSchemaVersion)
            + R"(, "sources": [{"id": "your-measurements", "title": "t", "publisher": "p"}]})";
        files["measurements.json"] = R"({"schema_version": )" + std::to_string(catalogSchemaVersion)
            + R"(, "measurements": [{"id": "own-x", "accelerator": "h100", "phase": "inference",
                "model": "llama3-8b", "metric": "throughput")" + batch + R"(,
                "figure": {"value": 100, "unit": "tokens/s/chip", "source": "your-measurements",
                           "date": "2026-11-24", "kind": "own"},
                "serving": )" + serving + "}]}";
        return parseCatalog(files, "overlay/", &shipped()).diagnostics;
    };
    const std::string good = R"({"input_tokens": 1024, "output_tokens": 128, "chips": 1,
        "ttft_ms": {"median": 25}, "tpot_ms": {"median": 7, "p99": 9}})";
    QVERIFY2(!hasErrors(load(good, R"(, "batch": 1)")), firstError(load(good, R"(, "batch": 1)")).c_str());
    auto errorAt = [&](const Diagnostics &d) {
        for (const auto &x : d)
            if (x.severity == Severity::Error) return x.pointer;
        return std::string();
    };
    QCOMPARE(errorAt(load(good, "")), std::string("/measurements/0/serving"));
    QCOMPARE(errorAt(load(R"({"input_tokens": 1024, "output_tokens": 128, "chips": 1,
        "ttft_ms": {"median": 25}, "tpot_ms": {"p99": 9}})", R"(, "batch": 1)")),
             std::string("/measurements/0/serving/tpot_ms/median"));
    QCOMPARE(errorAt(load(R"({"input_tokens": 1024, "output_tokens": 128, "chips": 0,
        "ttft_ms": {"median": 25}, "tpot_ms": {"median": 7}})", R"(, "batch": 1)")),
             std::string("/measurements/0/serving/chips"));
}

void TestServingMeasured::servingPointUsesTheBestMatchingRun_data()
{
    QTest::addColumn<double>("tpotMs");
    QTest::addColumn<double>("ttftMs");
    QTest::newRow("12 ms per token, 200 ms to the first") << 12.0 << 200.0;
    QTest::newRow("8 ms per token") << 8.0 << 0.0;
    QTest::newRow("25 ms per token, 60 ms to the first") << 25.0 << 60.0;
    QTest::newRow("25 ms per token") << 25.0 << 0.0;
}

void TestServingMeasured::servingPointUsesTheBestMatchingRun()
{
    QFETCH(double, tpotMs);
    QFETCH(double, ttftMs);
    const auto expected = expectedRun(tpotMs, ttftMs > 0 ? ttftMs : 1e9);
    QVERIFY(!expected.is_null());
    const Assessment modelled = assess(llama8b(tpotMs, ttftMs), shipped());
    const Assessment a = assess(llama8b(tpotMs, ttftMs), withSweep());
    const OptionAssessment *o = optionOn(a, "h100");
    QVERIFY(o);
    const OptionAssessment *before = nullptr; // the same offer, modelled
    for (const auto &m : modelled.options)
        if (m.id == o->id) before = &m;
    QVERIFY(before);
    QVERIFY(before->serving.measurementId.empty());

    const int concurrency = expected["max_concurrency"].get<int>();
    QVERIFY2(o->serving.measurementId.find("-b" + std::to_string(concurrency) + "-") != std::string::npos,
             o->serving.measurementId.c_str());
    QCOMPARE(o->serving.batch.value, double(concurrency));
    QCOMPARE(o->serving.batch.how.method, Method::Measurement);
    QCOMPARE(o->serving.tpotMs.value, expected["median_tpot_ms"].get<double>());
    QCOMPARE(o->serving.ttftMs.value, expected["median_ttft_ms"].get<double>());
    QCOMPARE(o->inferenceChips.value, 1.0);
    QCOMPARE(o->decodeTokensPerSecond.value, expected["output_throughput"].get<double>());
    QCOMPARE(o->decodeTokensPerSecond.how.method, Method::Measurement);
    QVERIFY(!before->decodeTokensPerSecond.known()
            || o->decodeTokensPerSecond.value != before->decodeTokensPerSecond.value);
    // Cost per token follows the measured throughput: the chip-hour's price over its tokens.
    const double expectedCost = o->pricePerChipHour.value / (expected["output_throughput"].get<double>() * 3600 / 1e6);
    QVERIFY2(std::fabs(o->costPerMTokens.value - expectedCost) <= 1e-9 * expectedCost,
             std::to_string(o->costPerMTokens.value).c_str());
    // Said where the figure is explained, listed among the figures used and in the memo.
    const std::string why = writeClauses(o->serving.batch.how.note);
    QVERIFY2(why.find("your measurement replaces the model") != std::string::npos, why.c_str());
    QVERIFY2(why.find("sweep.jsonl") != std::string::npos, why.c_str());
    bool listed = false;
    for (const auto &f : o->inputs) listed = listed || f.measurementId == o->serving.measurementId;
    QVERIFY(listed);
}

void TestServingMeasured::memoSaysTheMeasurementReplacedTheModel()
{
    // The GPU side is an H100 offer when it is the only GPU the catalog offers.
    Catalog h100Only = withSweep();
    std::erase_if(h100Only.offers, [&](const Offer &offer) {
        const Accelerator *acc = h100Only.accelerator(offer.acceleratorId);
        return acc && acc->family != "trainium" && acc->family != "inferentia" && acc->id != "h100";
    });
    const Assessment a = assess(llama8b(12, 200), h100Only);
    const DecisionMemo memo = memoOf(a);
    QVERIFY(memo.gpu);
    const OptionAssessment *gpu = nullptr;
    for (const auto &o : a.options)
        if (o.id == memo.gpu->optionId) gpu = &o;
    QVERIFY(gpu);
    QVERIFY(!gpu->serving.measurementId.empty());
    bool said = false;
    for (const Text &line : memo.restsOn) {
        const std::string text = write(line);
        said = said || (text.find(gpu->serving.measurementId) != std::string::npos
                        && text.find("replaces the model") != std::string::npos);
    }
    QVERIFY(said);
}

void TestServingMeasured::otherWorkloadsKeepTheModel_data()
{
    QTest::addColumn<QByteArray>("model");
    QTest::addColumn<int>("precision");
    QTest::addColumn<int>("input");
    QTest::addColumn<int>("output");
    QTest::addColumn<QByteArray>("passedOver"); // why findThroughput passes the runs over, if it lists them
    const int bf16 = int(Precision::BF16), fp8 = int(Precision::FP8);
    const QByteArray llama8 = "llama3-8b";
    QTest::newRow("longer prompts") << llama8 << bf16 << 2000 << 128 << QByteArray("the scenario has 2,000 and 128");
    QTest::newRow("longer answers") << llama8 << bf16 << 1024 << 300 << QByteArray("the scenario has 1,024 and 300");
    QTest::newRow("just outside 10 %") << llama8 << bf16 << 1140 << 128 << QByteArray("the scenario has 1,140 and 128");
    QTest::newRow("another model") << QByteArray("llama3-70b") << bf16 << 1024 << 128 << QByteArray();
    QTest::newRow("another precision") << llama8 << fp8 << 1024 << 128 << QByteArray("measured in bf16");
}

void TestServingMeasured::otherWorkloadsKeepTheModel()
{
    QFETCH(QByteArray, model);
    QFETCH(int, precision);
    QFETCH(int, input);
    QFETCH(int, output);
    QFETCH(QByteArray, passedOver);
    Scenario s = llama8b(30, 0, input, output);
    applyModelPreset(s.workload, *shipped().model(model.toStdString()));
    s.workload.inference.precision = Precision(precision);
    const Assessment modelled = assess(s, shipped());
    const Assessment a = assess(s, withSweep());
    for (const auto &o : a.options) {
        QVERIFY2(o.serving.measurementId.empty(), o.id.c_str());
        QVERIFY(o.serving.batch.how.method != Method::Measurement);
    }
    // Every option as the model has it without the runs.
    QCOMPARE(a.options.size(), modelled.options.size());
    for (std::size_t i = 0; i < a.options.size(); ++i) {
        QCOMPARE(a.options[i].id, modelled.options[i].id);
        QCOMPARE(a.options[i].serving.batch.value, modelled.options[i].serving.batch.value);
        QCOMPARE(a.options[i].decodeTokensPerSecond.value, modelled.options[i].decodeTokensPerSecond.value);
    }
    const OptionAssessment *o = optionOn(a, "h100");
    QVERIFY(o);
    const std::string note = writeClauses(o->decodeTokensPerSecond.how.note);
    if (!passedOver.isEmpty())
        QVERIFY2(note.find(passedOver.toStdString()) != std::string::npos, note.c_str());
}

void TestServingMeasured::runsThatMissTheTargetAreSaidSo()
{
    // 5 ms per token: no run of the sweep gets there at its median; the model's point stays, and
    // its batch says that the team's runs miss the target.
    double fastest = 1e9;
    for (const auto &run : sweepRuns()) fastest = std::min(fastest, run["median_tpot_ms"].get<double>());
    QVERIFY(fastest > 5.0);
    const Assessment a = assess(llama8b(5, 0), withSweep());
    bool seen = false;
    for (const auto &o : a.options) {
        if (o.acceleratorId != "h100" || o.serving.missed) continue;
        seen = true;
        QVERIFY(o.serving.measurementId.empty());
        const std::string note = writeClauses(o.serving.batch.how.note);
        QVERIFY2(note.find("none of your " + std::to_string(sweepRuns().size()) + " measured runs")
                     != std::string::npos,
                 note.c_str());
    }
    QVERIFY(seen);
}

void TestServingMeasured::publishedH100Sweep_data()
{
    // NVIDIA, "NIM LLMs Benchmarking: Performance" (docs.nvidia.com/nim/benchmarking/llm/1.0.0/
    // performance), Llama-3.3-70B-Instruct, NIM 1.8.0 on 2 × H100 80GB SXM, FP8, tensor parallel
    // 2: concurrency, TTFT, ITL and the output tokens per second of the whole server. Each row
    // keeps the tolerance its comparison supports (docs/formulas.md, "Checked against
    // measurements"): the error found, rounded up to the next 5 points and 5 more, so a change to
    // the model that moves it further from the measurement fails here.
    QTest::addColumn<int>("input");
    QTest::addColumn<int>("output");
    QTest::addColumn<int>("concurrency");
    QTest::addColumn<double>("ttftMs");          // 0: queueing dominates, not compared
    QTest::addColumn<double>("itlMs");
    QTest::addColumn<double>("tokensPerSecond");
    QTest::addColumn<double>("throughputTolerance");
    QTest::addColumn<double>("tpotTolerance");
    QTest::addColumn<double>("ttftTolerance");
    QTest::newRow("5,000/500, C=1") << 5000 << 500 << 1 << 406.77 << 18.58 << 51.67 << 0.35 << 0.25 << 0.20;
    QTest::newRow("5,000/500, C=5") << 5000 << 500 << 5 << 0.0 << 21.83 << 218.48 << 0.50 << 0.35 << 0.0;
    QTest::newRow("5,000/500, C=25") << 5000 << 500 << 25 << 0.0 << 38.75 << 623.4 << 1.15 << 0.55 << 0.0;
    QTest::newRow("5,000/500, C=50") << 5000 << 500 << 50 << 0.0 << 59.73 << 814.37 << 0.65 << 0.40 << 0.0;
    QTest::newRow("500/2,000, C=1") << 500 << 2000 << 1 << 47.77 << 18.91 << 52.85 << 0.30 << 0.25 << 0.30;
}

void TestServingMeasured::publishedH100Sweep()
{
    QFETCH(int, input);
    QFETCH(int, output);
    QFETCH(int, concurrency);
    QFETCH(double, ttftMs);
    QFETCH(double, itlMs);
    QFETCH(double, tokensPerSecond);
    QFETCH(double, throughputTolerance);
    QFETCH(double, tpotTolerance);
    QFETCH(double, ttftTolerance);
    // Llama 3 70B's shape from the catalog (3.3 has the same), one byte per weight and cache value;
    // the H100's bandwidth and FP8 peak from the catalog, at the scenario's default shares.
    const ModelShape &llama = *shipped().model("llama3-70b");
    const Accelerator &h100 = *shipped().accelerator("h100");
    const double parameters = llama.parametersB * 1e9;
    const formula::ServingRequest request{parameters, 2.0 * llama.layers * llama.kvHeads * llama.headDim,
                                          llama.activeParametersB * 1e9, input, output, 131072};
    const InferenceInputs defaults;
    const formula::ReplicaSpeed replica{2, h100.bandwidthBytesPerSecond.value(), defaults.bandwidthEfficiency,
                                        h100.servingFlops(Precision::FP8)->value(), defaults.computeEfficiency};
    const double tpot = formula::timePerOutputTokenSeconds(request, replica, concurrency);
    const double tps = formula::servingTokensPerSecondPerChip(request, replica, concurrency) * replica.chips;
    const double tpotError = tpot * 1e3 / itlMs - 1;
    const double tpsError = tps / tokensPerSecond - 1;
    qInfo("C=%d, %d/%d: TPOT %.1f ms against ITL %.2f (%+.0f %%), %.0f tokens/s against %.0f (%+.0f %%)",
          concurrency, input, output, tpot * 1e3, itlMs, tpotError * 100, tps, tokensPerSecond, tpsError * 100);
    QVERIFY2(std::fabs(tpsError) <= throughputTolerance, std::to_string(tpsError).c_str());
    QVERIFY2(std::fabs(tpotError) <= tpotTolerance, std::to_string(tpotError).c_str());
    if (ttftMs > 0) {
        const double ttftError = formula::prefillSeconds(request, replica) * 1e3 / ttftMs - 1;
        qInfo("  TTFT %.0f ms against %.0f (%+.0f %%)", formula::prefillSeconds(request, replica) * 1e3,
              ttftMs, ttftError * 100);
        QVERIFY2(std::fabs(ttftError) <= ttftTolerance, std::to_string(ttftError).c_str());
    }
}

QTEST_APPLESS_MAIN(TestServingMeasured)
#include "tst_serving_measured.moc"
