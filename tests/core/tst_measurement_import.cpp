// Own measurements: vLLM results and CSVs written by the test itself become catalog measurements
// of kind Own, bad files are refused with file, field and reason, and the assessment prefers
// them to published claims (core/inputs/measurement_import.h).
#include "assessment/assessment.h"
#include "evaluation/assess.h"
#include "base/json_reader.h"
#include "catalog/catalog_io.h"
#include "inputs/measurement_import.h"
#include "base/number_text.h"
#include "model/scenario.h"
#include "uncertainty/uncertainty.h"

#include <QtTest>

#include <clocale>
#include <cstdlib>

using namespace ad;

namespace {

const Catalog &shipped()
{
    static const Catalog catalog = loadEmbeddedCatalog().catalog;
    return catalog;
}

MeasurementImportOptions today()
{
    MeasurementImportOptions o;
    o.today = "2026-11-24";
    return o;
}

// A result as `vllm bench serve --save-result --metadata chip=h200 precision=fp8` writes it
// (field names of vllm/benchmarks/serve.py), with `extra` members added or replaced.
std::string vllmResult(const std::string &extra = "", double outputThroughput = 3100.5)
{
    std::string text = R"({"date": "20261102-141500", "endpoint_type": "vllm", "backend": "vllm",
        "label": null, "model_id": "llama3-70b", "tokenizer_id": "llama3-70b", "num_prompts": 500,
        "chip": "h200", "precision": "fp8",
        "request_rate": "inf", "burstiness": 1.0, "max_concurrency": 32,
        "duration": 120.5, "completed": 500, "total_input_tokens": 512000,
        "total_output_tokens": 128000, "request_throughput": 4.15,
        "request_goodput": null, "output_throughput": )"
        + std::to_string(outputThroughput) + R"(, "total_token_throughput": 5348.2,
        "mean_ttft_ms": 812.4, "median_ttft_ms": 640.2, "p99_ttft_ms": 2101.0,
        "mean_tpot_ms": 31.2, "median_tpot_ms": 30.8, "p99_tpot_ms": 44.9)";
    return text + extra + "}";
}

// The first error, for the bad-file cases.
Diagnostic firstError(const Diagnostics &diagnostics)
{
    for (const auto &d : diagnostics)
        if (d.severity == Severity::Error) return d;
    return {};
}

} // namespace

class TestMeasurementImport : public QObject {
    Q_OBJECT
private slots:
    void vllmResultBecomesOwnMeasurement();
    void vllmCallerFillsWhatFileLacks();
    void vllmDividesByChips();
    void vllmBadFiles_data();
    void vllmBadFiles();
    void csvRows();
    void decimalText_data();
    void decimalText();
    void numbersIgnoreLocale();
    void csvBadFiles_data();
    void csvBadFiles();
    void overlayMergeKeepsAndReplaces();
    void overlayLoadsAsOwnKind();
    void ownMeasurementTakesPrecedence();
    void ownMeasurementWithoutBatchApplies();
    void implausibleFigureIsWarned();
    void narrowUncertaintyRange();
};

void TestMeasurementImport::vllmResultBecomesOwnMeasurement()
{
    const auto result = importVllmResult(vllmResult(), "run.json", today(), shipped());
    QVERIFY2(result.ok(), firstError(result.diagnostics).toString().c_str());
    QCOMPARE(result.measurements.size(), std::size_t(1));
    const Measurement &m = result.measurements.front();
    QCOMPARE(m.acceleratorId, std::string("h200"));
    QCOMPARE(m.modelId, std::string("llama3-70b"));
    QCOMPARE(m.phase, Phase::Inference);
    QCOMPARE(m.metric, Measurement::Metric::Throughput);
    QCOMPARE(m.precision, std::optional<Precision>(Precision::FP8));
    QCOMPARE(m.batch, 32); // max_concurrency
    QCOMPARE(m.figure.value(), 3100.5);
    QCOMPARE(m.figure.chosen().provenance.kind, FigureKind::Own);
    QCOMPARE(m.figure.chosen().provenance.date, std::string("2026-11-02"));
    QCOMPARE(m.figure.chosen().provenance.source, std::string(ownMeasurementSource));
    // A serving run's lengths name it too: 512,000 prompt and 128,000 output tokens over 500.
    QCOMPARE(m.id, std::string("own-h200-llama3-70b-fp8-b32-i1024-o256"));
    QCOMPARE(std::string(displayName(FigureKind::Own)), std::string("your measurement"));
    QCOMPARE(figureKindFromString("own"), std::optional<FigureKind>(FigureKind::Own));
}

void TestMeasurementImport::vllmCallerFillsWhatFileLacks()
{
    // No chip or precision metadata, a model_id that is a Hugging Face name, no concurrency cap.
    const std::string text = R"({"date": "20261102-141500", "backend": "vllm",
        "model_id": "meta-llama/Llama-3.1-70B-Instruct", "max_concurrency": null,
        "output_throughput": 900})";
    auto bare = importVllmResult(text, "bare.json", today(), shipped());
    QVERIFY(!bare.ok());
    QCOMPARE(firstError(bare.diagnostics).pointer, std::string("/chip"));

    MeasurementImportOptions o = today();
    o.chip = "trn2";
    o.model = "llama3-70b";
    o.precision = "bfloat16";
    o.batch = 16;
    const auto given = importVllmResult(text, "bare.json", o, shipped());
    QVERIFY(given.ok());
    const Measurement &m = given.measurements.front();
    QCOMPARE(m.acceleratorId, std::string("trn2"));
    QCOMPARE(m.precision, std::optional<Precision>(Precision::BF16));
    QCOMPARE(m.batch, 16);
    QCOMPARE(m.figure.value(), 900.0);
    // One chip is assumed, and said.
    bool warned = false;
    for (const auto &d : given.diagnostics) warned = warned || d.pointer == "/chips";
    QVERIFY(warned);
}

void TestMeasurementImport::vllmDividesByChips()
{
    const auto result = importVllmResult(vllmResult(R"(, "chips": "4")", 4000), "tp4.json",
                                         today(), shipped());
    QVERIFY(result.ok());
    QCOMPARE(result.measurements.front().figure.value(), 1000.0);
}

void TestMeasurementImport::vllmBadFiles_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("pointer");
    QTest::addColumn<QByteArray>("reason");
    auto replaced = [](const std::string &from, const std::string &to) {
        std::string text = vllmResult();
        text.replace(text.find(from), from.size(), to);
        return QByteArray::fromStdString(text);
    };
    QTest::newRow("missing throughput")
        << replaced(R"("output_throughput": )", R"("output_throughput_x": )")
        << QByteArray("/output_throughput") << QByteArray("missing");
    QTest::newRow("not a number") << replaced("3100.500000", "\"fast\"") << QByteArray("/output_throughput")
                                  << QByteArray("expected a number");
    QTest::newRow("NaN as null") << replaced("3100.500000", "null") << QByteArray("/output_throughput")
                                 << QByteArray("NaN");
    QTest::newRow("negative") << replaced("3100.500000", "-5") << QByteArray("/output_throughput")
                              << QByteArray("greater than zero");
    QTest::newRow("zero") << replaced("3100.500000", "0") << QByteArray("/output_throughput")
                          << QByteArray("greater than zero");
    QTest::newRow("absurd") << replaced("3100.500000", "5e12") << QByteArray("/output_throughput") << QByteArray("implausibly large");
    QTest::newRow("overflow") << replaced("3100.500000", "1e400") << QByteArray("/output_throughput")
                              << QByteArray("too large");
    QTest::newRow("unknown chip") << replaced(R"("chip": "h200")", R"("chip": "h900")") << QByteArray("/chip")
                                  << QByteArray("unknown accelerator");
    QTest::newRow("unknown model")
        << replaced(R"("model_id": "llama3-70b")", R"("model_id": "org/My-Model")") << QByteArray("/model_id")
        << QByteArray("not a catalog model id");
    QTest::newRow("unknown precision")
        << replaced(R"("precision": "fp8")", R"("precision": "int3")") << QByteArray("/precision")
        << QByteArray("unknown precision");
    QTest::newRow("bad batch metadata") << QByteArray::fromStdString(vllmResult(R"(, "batch": "lots")"))
                                        << QByteArray("/batch") << QByteArray("not a number");
    QTest::newRow("not json") << QByteArray("{\"model_id\": ") << QByteArray() << QByteArray("not valid JSON");
    QTest::newRow("not an object") << QByteArray("[1, 2]") << QByteArray() << QByteArray("JSON object");
}

void TestMeasurementImport::vllmBadFiles()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, pointer);
    QFETCH(QByteArray, reason);
    const auto result = importVllmResult(text.toStdString(), "bad.json", today(), shipped());
    QVERIFY(!result.ok());
    QVERIFY(result.measurements.empty());
    const Diagnostic e = firstError(result.diagnostics);
    QCOMPARE(e.file, std::string("bad.json"));
    QCOMPARE(QByteArray::fromStdString(e.pointer), pointer);
    QVERIFY2(QByteArray::fromStdString(ad::write(e.message)).contains(reason), e.toString().c_str());
}

void TestMeasurementImport::csvRows()
{
    const std::string text = "model,chip,batch,precision,tokens_per_s\r\n"
                             "llama3-70b,h200,32,fp8,2900\r\n"
                             "\r\n"
                             "llama3-70b,trn2,8,bf16,650.5\r\n";
    const auto result = importMeasurementFile(text, "runs.csv", today(), shipped());
    QVERIFY(result.ok());
    QCOMPARE(result.measurements.size(), std::size_t(2));
    QCOMPARE(result.measurements[0].figure.value(), 2900.0);
    QCOMPARE(result.measurements[0].batch, 32);
    QCOMPARE(result.measurements[1].acceleratorId, std::string("trn2"));
    QCOMPARE(result.measurements[1].precision, std::optional<Precision>(Precision::BF16));
    QCOMPARE(result.measurements[1].figure.value(), 650.5);
    QCOMPARE(result.measurements[1].figure.chosen().quotedUnit, std::string("tokens/s/chip"));
    QCOMPARE(result.measurements[1].figure.chosen().provenance.date, std::string("2026-11-24"));
}

void TestMeasurementImport::decimalText_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("problem");
    QTest::addColumn<double>("value");
    auto row = [](const char *text, DecimalProblem problem, double value = 0) {
        QTest::newRow(*text ? text : "(empty)") << QByteArray(text) << int(problem) << value;
    };
    row("650.5", DecimalProblem::None, 650.5);
    row(" +1e9\t", DecimalProblem::None, 1e9);
    row("-0.25", DecimalProblem::None, -0.25);
    row("", DecimalProblem::Empty);
    row("  ", DecimalProblem::Empty);
    row("650,5", DecimalProblem::NotANumber);
    row("1,234.5", DecimalProblem::NotANumber);
    row("12abc", DecimalProblem::NotANumber);
    row("+-3", DecimalProblem::NotANumber);
    row("+", DecimalProblem::NotANumber);
    row("nan", DecimalProblem::NotFinite);
    row("-inf", DecimalProblem::NotFinite);
    row("1e400", DecimalProblem::NotFinite);
}

void TestMeasurementImport::decimalText()
{
    QFETCH(QByteArray, text);
    QFETCH(int, problem);
    QFETCH(double, value);
    const DecimalText read = readDecimal(text.toStdString());
    QCOMPARE(int(read.problem), problem);
    if (read.ok()) QCOMPARE(read.value, value);
}

void TestMeasurementImport::numbersIgnoreLocale()
{
    // Under a comma-decimal locale, as the desktop application runs for a German user, the C
    // library reads "650.5" as 650; the files' reader must still read 650.5.
    const std::string saved = std::setlocale(LC_ALL, nullptr);
    if (!std::setlocale(LC_ALL, "de_DE.UTF-8"))
        QSKIP("de_DE.UTF-8 is not installed (CI generates it: .ci/install-packages.sh)");
    const double libc = std::strtod("650.5", nullptr);
    const auto result = importMeasurementCsv("model,chip,batch,precision,tokens_per_s\n"
                                             "llama3-70b,trn2,8,bf16,650.5\n",
                                             "runs.csv", today(), shipped());
    const DecimalText read = readDecimal("0.61");
    std::setlocale(LC_ALL, saved.c_str());
    QCOMPARE(libc, 650.0); // the locale is one that would break a strtod reader
    QVERIFY2(result.ok(), result.diagnostics.empty() ? "nothing imported"
                                                     : result.diagnostics.front().toString().c_str());
    QCOMPARE(result.measurements[0].figure.value(), 650.5);
    QCOMPARE(read.value, 0.61);
}

void TestMeasurementImport::csvBadFiles_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("pointer");
    QTest::addColumn<QByteArray>("reason");
    const QByteArray header = "model,chip,batch,precision,tokens_per_s\n";
    QTest::newRow("no header column") << QByteArray("model,chip,batch,tokens_per_s\nllama3-70b,h200,8,10\n")
                                      << QByteArray("line 1") << QByteArray("no column \"precision\"");
    QTest::newRow("NaN") << header + "llama3-70b,h200,8,fp8,nan\n"
                         << QByteArray("line 2, column tokens_per_s") << QByteArray("finite");
    QTest::newRow("not a number") << header + "llama3-70b,h200,8,fp8,12k\n"
                                  << QByteArray("line 2, column tokens_per_s") << QByteArray("not a number");
    QTest::newRow("negative") << header + "llama3-70b,h200,8,fp8,-1\n"
                              << QByteArray("line 2, column tokens_per_s") << QByteArray("greater than zero");
    QTest::newRow("zero") << header + "llama3-70b,h200,8,fp8,0\n"
                          << QByteArray("line 2, column tokens_per_s") << QByteArray("greater than zero");
    QTest::newRow("absurd") << header + "llama3-70b,h200,8,fp8,1e15\n"
                            << QByteArray("line 2, column tokens_per_s") << QByteArray("implausibly large");
    QTest::newRow("overflow") << header + "llama3-70b,h200,8,fp8,1e400\n"
                              << QByteArray("line 2, column tokens_per_s") << QByteArray("finite");
    QTest::newRow("missing value") << header + "llama3-70b,h200,8,fp8,\n"
                                   << QByteArray("line 2, column tokens_per_s") << QByteArray("missing");
    QTest::newRow("fractional batch") << header + "llama3-70b,h200,2.5,fp8,10\n"
                                      << QByteArray("line 2, column batch") << QByteArray("whole number");
    QTest::newRow("unknown chip") << header + "llama3-70b,tpu9,8,fp8,10\n"
                                  << QByteArray("line 2, column chip") << QByteArray("unknown accelerator");
    QTest::newRow("unknown model") << header + "gpt-9,h200,8,fp8,10\n"
                                   << QByteArray("line 2, column model") << QByteArray("unknown model");
    QTest::newRow("unknown precision") << header + "llama3-70b,h200,8,int2,10\n"
                                       << QByteArray("line 2, column precision") << QByteArray("unknown precision");
    QTest::newRow("short row") << header + "\nllama3-70b,h200,8\n" << QByteArray("line 3") << QByteArray("3 values");
    QTest::newRow("header only") << header << QByteArray() << QByteArray("no rows");
}

void TestMeasurementImport::csvBadFiles()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, pointer);
    QFETCH(QByteArray, reason);
    const auto result = importMeasurementCsv(text.toStdString(), "bad.csv", today(), shipped());
    QVERIFY(!result.ok());
    const Diagnostic e = firstError(result.diagnostics);
    QCOMPARE(e.file, std::string("bad.csv"));
    QCOMPARE(QByteArray::fromStdString(e.pointer), pointer);
    QVERIFY2(QByteArray::fromStdString(ad::write(e.message)).contains(reason), e.toString().c_str());
}

void TestMeasurementImport::overlayMergeKeepsAndReplaces()
{
    const auto first = importMeasurementCsv("model,chip,batch,precision,tokens_per_s\n"
                                            "llama3-70b,h200,32,fp8,2900\nllama3-70b,trn2,8,bf16,650\n",
                                            "a.csv", today(), shipped());
    Diagnostics problems;
    const auto once = mergedMeasurementsFile("", "m.json", first.measurements, problems);
    QVERIFY(once);
    const auto second = importMeasurementCsv("model,chip,batch,precision,tokens_per_s\n"
                                             "llama3-70b,h200,32,fp8,3000\n",
                                             "b.csv", today(), shipped());
    const auto twice = mergedMeasurementsFile(*once, "m.json", second.measurements, problems);
    QVERIFY(twice);
    const auto json = nlohmann::json::parse(*twice);
    QCOMPARE(json["measurements"].size(), std::size_t(2));
    QCOMPARE(json["measurements"][0]["figure"]["value"].get<double>(), 3000.0); // replaced in place
    QCOMPARE(json["measurements"][1]["accelerator"].get<std::string>(), std::string("trn2"));

    // A file that is not a catalog file is not overwritten.
    QVERIFY(!mergedMeasurementsFile("[1,2]", "m.json", second.measurements, problems));
    QVERIFY(hasErrors(problems));
}

void TestMeasurementImport::overlayLoadsAsOwnKind()
{
    const auto imported = importVllmResult(vllmResult(), "run.json", today(), shipped());
    Diagnostics problems;
    CatalogFiles files;
    files["measurements.json"] = *mergedMeasurementsFile("", "m", imported.measurements, problems);
    files["sources.json"] = *mergedSourcesFile("", "s", ownMeasurementSourceEntry("2026-11-24"), problems);
    const CatalogLoad load = parseCatalog(files, "overlay/", &shipped());
    QVERIFY2(!hasErrors(load.diagnostics), firstError(load.diagnostics).toString().c_str());
    const Catalog merged = mergeCatalogs(shipped(), load.catalog);
    const Measurement &m = merged.measurements.back();
    QVERIFY(m.fromOverlay);
    QCOMPARE(m.figure.chosen().provenance.kind, FigureKind::Own);
    QCOMPARE(m, [&] {
        Measurement expected = imported.measurements.front();
        expected.fromOverlay = true;
        return expected;
    }());
}

namespace {

// The shipped catalog with a published (independent) claim for the H200 that passes the
// plausibility check at the default scenario's fp8 and batch 32: the shipped ones read more
// than the chip's bandwidth allows, so the model passes them over.
Catalog withPublished()
{
    Measurement claim;
    claim.id = "fixture-h200-llama70b-b32";
    claim.acceleratorId = "h200";
    claim.modelId = "llama3-70b";
    claim.phase = Phase::Inference;
    claim.precision = Precision::FP8;
    claim.batch = 32;
    claim.parametersB = 70;
    claim.perUnit = "chip";
    claim.figure = Figure::single(1200, "tokens/s/chip", {"seed-000", "2026", FigureKind::Independent, ""});
    Catalog overlay;
    overlay.measurements.push_back(claim);
    return mergeCatalogs(shipped(), overlay);
}

Catalog withOwn(const std::string &csvRow)
{
    const Catalog base = withPublished();
    const auto imported = importMeasurementCsv("model,chip,batch,precision,tokens_per_s\n" + csvRow,
                                               "own.csv", today(), base);
    if (!imported.ok()) qFatal("import failed: %s", firstError(imported.diagnostics).toString().c_str());
    Catalog overlay;
    overlay.measurements = imported.measurements;
    overlay.sources.push_back(ownMeasurementSourceEntry("2026-11-24"));
    return mergeCatalogs(base, overlay);
}

const OptionAssessment *h200Option(const Assessment &a)
{
    for (const auto &o : a.options)
        if (o.acceleratorId == "h200") return &o;
    return nullptr;
}

} // namespace

void TestMeasurementImport::ownMeasurementTakesPrecedence()
{
    const Scenario s = defaultScenario(); // llama3-70b, serving fp8 at batch 32
    const Assessment published = assess(s, withPublished());
    const OptionAssessment *before = h200Option(published);
    QVERIFY(before);
    QCOMPARE(before->decodeTokensPerSecond.value, 1200.0);

    const Assessment mine = assess(s, withOwn("llama3-70b,h200,32,fp8,1500\n"));
    const OptionAssessment *after = h200Option(mine);
    QVERIFY(after);
    QCOMPARE(after->decodeTokensPerSecond.value, 1500.0);
    QCOMPARE(after->decodeTokensPerSecond.how.method, Method::Measurement);
    const std::string note = ad::writeClauses(after->decodeTokensPerSecond.how.note);
    QVERIFY2(note.rfind("your measurement figure: own-h200-llama3-70b-fp8-b32", 0) == 0, note.c_str());
    QVERIFY2(note.find("fixture-h200-llama70b-b32 (1.2 thousand tokens/s): your measurement") != std::string::npos,
             note.c_str());
    QVERIFY(note.find("takes precedence") != std::string::npos);
    // Cost per token follows the throughput: the same price over 1.25 times the tokens.
    QCOMPARE(after->costPerMTokens.value * 1.25, before->costPerMTokens.value);
    bool listed = false;
    for (const auto &f : after->inputs)
        listed = listed || (f.measurementId == "own-h200-llama3-70b-fp8-b32"
                            && ad::write(f.what).find("your measurement") != std::string::npos);
    QVERIFY(listed);

    // Nor does one of another model, even of the same size.
    Scenario other70b = s;
    other70b.workload.modelPreset = "someone-elses-70b";
    const Assessment otherModel = assess(other70b, withOwn("llama3-70b,h200,32,fp8,1500\n"));
    QCOMPARE(h200Option(otherModel)->decodeTokensPerSecond.value, 1200.0);

    // A measurement at another batch does not apply.
    const Assessment other = assess(s, withOwn("llama3-70b,h200,8,fp8,1500\n"));
    QCOMPARE(h200Option(other)->decodeTokensPerSecond.value, 1200.0);
}

void TestMeasurementImport::ownMeasurementWithoutBatchApplies()
{
    // The team's own run of its own model states no batch or precision: it still applies.
    const Assessment a = assess(defaultScenario(), withOwn("llama3-70b,h200,,,1650\n"));
    QCOMPARE(h200Option(a)->decodeTokensPerSecond.value, 1650.0);
}

void TestMeasurementImport::implausibleFigureIsWarned()
{
    // 6,200 tokens/s on one H200 at batch 32 reads 70 GB of fp8 weights 194 times a second:
    // about 2.8 times its 4.8 TB/s. A whole server's throughput, not one chip's.
    const auto result = importMeasurementFile(
        "model,chip,batch,precision,tokens_per_s\nllama3-70b,h200,32,fp8,6200\n", "fast.csv",
        today(), shipped());
    QVERIFY(result.ok());
    bool warned = false;
    for (const auto &d : result.diagnostics)
        warned = warned || (d.severity == Severity::Warning
                            && ad::write(d.message).find("will not use it") != std::string::npos);
    QVERIFY(warned);
}

void TestMeasurementImport::narrowUncertaintyRange()
{
    const auto own = defaultPerformanceRange(FigureKind::Own);
    QCOMPARE(own.low, 0.95);
    QCOMPARE(own.likely, 1.0);
    QCOMPARE(own.high, 1.05);
    const auto independent = defaultPerformanceRange(FigureKind::Independent);
    QVERIFY(own.high - own.low < independent.high - independent.low);
}

QTEST_APPLESS_MAIN(TestMeasurementImport)
#include "tst_measurement_import.moc"
