// What the readers of files find wrong is a message (issue 31): an English template and typed
// arguments, which each front end writes in its own language. One bad file per reader: the
// diagnostic carries the template and its values, the English text is as it was, and a style
// with a decimal comma writes the numbers the German way.
#include "catalog/catalog_io.h"
#include "group/workshop_io.h"
#include "group/workshop_web.h"
#include "inputs/measurement_import.h"
#include "inputs/price_import.h"

#include <QtTest>

using namespace ad;

namespace {

const Catalog &shipped()
{
    static const Catalog catalog = loadEmbeddedCatalog().catalog;
    return catalog;
}

// German marks, without a translation: the numbers change, the words stay English.
TextStyle commaStyle()
{
    TextStyle style;
    style.decimalPoint = ",";
    style.groupSeparator = ".";
    return style;
}

const Diagnostic *withTemplate(const Diagnostics &found, const char *english)
{
    for (const Diagnostic &d : found)
        if (std::string_view(d.message.text.text()) == english) return &d;
    return nullptr;
}

// Every argument of the message and of those nested in it.
void collect(const Message &m, std::vector<Arg> &out)
{
    for (const Arg &a : m.args) {
        out.push_back(a);
        for (const Message &n : a.nested) collect(n, out);
    }
}

bool hasKind(const Message &m, Arg::Kind kind)
{
    std::vector<Arg> all;
    collect(m, all);
    return std::any_of(all.begin(), all.end(), [&](const Arg &a) { return a.kind == kind; });
}

QString listed(const Diagnostics &found)
{
    QStringList out;
    for (const Diagnostic &d : found) out << QString::fromStdString(d.toString());
    return out.join(QLatin1Char('\n'));
}

} // namespace

class TestDiagnosticMessages : public QObject {
    Q_OBJECT

private slots:
    void priceCsv()
    {
        // $0.2 for eight H100s: $0.025 per chip-hour, which no market charges.
        const std::string text =
            "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,"
            "Region,AvailabilityZone\n"
            "p5.48xlarge,H100,8,192.0,2048.0,,0.2,,us-east-1,use1-az1\n";
        const PriceImport import = importPriceFiles({{"sky/aws/vms.csv", text, "2026-11-01"}}, {}, shipped());
        const Diagnostic *d = withTemplate(import.diagnostics, "%1: %2");
        QVERIFY2(d, qPrintable(listed(import.diagnostics)));
        QVERIFY(hasKind(d->message, Arg::Kind::Verbatim)); // the instance and the region
        QVERIFY(hasKind(d->message, Arg::Kind::Number));   // the dollars
        QCOMPARE(write(d->message), std::string("on-demand price of p5.48xlarge in us-east-1: $0.025 "
                                                "per chip-hour ($0.200 ÷ 8 chips) is outside "
                                                "$0.050–$500.00; refused"));
        QVERIFY2(write(d->message, commaStyle()).find("$0,025 per chip-hour ($0,200") != std::string::npos,
                 write(d->message, commaStyle()).c_str());
    }

    void vllmJson()
    {
        MeasurementImportOptions options;
        options.chip = "h200";
        options.model = "llama3-70b";
        options.today = "2026-11-01";
        const std::string text = R"({"date": "20261101-101500", "model_id": "x", "batch": "2.5",
                                     "output_throughput": 1000})";
        const MeasurementImport out = importMeasurementFile(text, "run.json", options, shipped());
        const Diagnostic *d = withTemplate(out.diagnostics, "batch %1");
        QVERIFY2(d, qPrintable(listed(out.diagnostics)));
        QCOMPARE(d->pointer, std::string("/batch"));
        QCOMPARE(write(d->message), std::string("batch must be a whole number (got \"2.5\")"));
        QVERIFY(hasKind(d->message, Arg::Kind::Verbatim)); // the quote is the file's own text
    }

    void measurementCsv()
    {
        MeasurementImportOptions options;
        options.today = "2026-11-01";
        const std::string text = "model,chip,batch,precision,tokens_per_s\n"
                                 "llama3-70b,h200,32,fp8,2e9\n";
        const MeasurementImport out = importMeasurementFile(text, "bad.csv", options, shipped());
        const Diagnostic *d = withTemplate(out.diagnostics, "tokens per second %1");
        QVERIFY2(d, qPrintable(listed(out.diagnostics)));
        QCOMPARE(d->pointer, std::string("line 2, column tokens_per_s"));
        QVERIFY(hasKind(d->message, Arg::Kind::Exact)); // the limit
        QCOMPARE(write(d->message), std::string("tokens per second is implausibly large (got \"2e9\"; "
                                                "the limit is 1000000000); check the value and its unit"));
    }

    void ballotFile()
    {
        const std::string text = R"({"schema_version": 1, "kind": "acceldecide-ballot",
            "participant": {"id": "p1", "name": "Ana"},
            "ballot": {"round": 1, "timestamp": "2026-03-14T09:30:00Z", "scenario_fingerprint": "f",
                       "weights": {}, "scores": {"energy": {"aws-p5.48xlarge": 1.5}}}})";
        const BallotLoad load = parseBallotFile(text, "ana.json", nullptr);
        const Diagnostic *d = withTemplate(load.diagnostics, "must be between %1 and %2 (got %3)");
        QVERIFY2(d, qPrintable(QString::fromStdString(d ? "" : std::to_string(load.diagnostics.size()))));
        QCOMPARE(d->pointer, std::string("/ballot/scores/energy/aws-p5.48xlarge"));
        QCOMPARE(d->message.args.size(), std::size_t(3));
        QCOMPARE(d->message.args[2].kind, Arg::Kind::Exact);
        QCOMPARE(write(d->message), std::string("must be between 0 and 1 (got 1.5)"));
        QCOMPARE(write(d->message, commaStyle()), std::string("must be between 0 and 1 (got 1,5)"));
    }

    void webRequest()
    {
        Diagnostics problems;
        QVERIFY(!parseWebBallot(R"({"round": 1, "weights": [2.5]})", {"cost"}, problems));
        const Diagnostic *d = withTemplate(problems, "expected an object, found %1");
        QVERIFY2(d, qPrintable(listed(problems)));
        QCOMPARE(d->pointer, std::string("/weights"));
        QCOMPARE(d->message.args.front().kind, Arg::Kind::Nested); // "an array", a word to translate
        QCOMPARE(write(d->message), std::string("expected an object, found an array"));
        // A translation reaches the nested word too.
        TextStyle german = commaStyle();
        german.translate = [](const char *english) {
            const std::string e = english;
            if (e == "expected an object, found %1") return std::string("erwartet wird ein Objekt, gefunden: %1");
            if (e == "an array") return std::string("ein Array");
            return e;
        };
        QCOMPARE(write(d->message, german), std::string("erwartet wird ein Objekt, gefunden: ein Array"));
    }
};

QTEST_APPLESS_MAIN(TestDiagnosticMessages)
#include "tst_diagnostic_messages.moc"
