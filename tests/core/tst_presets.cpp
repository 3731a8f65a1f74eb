// The shipped presets (catalog/presets/, core/inputs/presets.h). Each one loads without a message,
// survives a save and reload, and leads to the lean its source article gives -- or its row says,
// with the model's own figures, why the model disagrees, and checks those figures. Also the
// knock-outs the presets exist to exercise, and the "source"/"expected_lean" tags of the format.
#include "assessment/assessment.h"
#include "evaluation/assess.h"
#include "catalog/catalog_io.h"
#include "inputs/presets.h"
#include "scenario/scenario_io.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <set>

using namespace ad;

namespace {

const Catalog &shipped()
{
    static const Catalog catalog = loadEmbeddedCatalog().catalog;
    return catalog;
}

std::string describe(const Diagnostics &diagnostics)
{
    std::string out;
    for (const auto &d : diagnostics) out += d.toString() + "\n";
    return out;
}

const Preset &preset(const QString &id)
{
    const Preset *p = findPreset(id.toStdString());
    if (!p) qFatal("preset %s missing", qPrintable(id));
    return *p;
}

const Assessment &assessed(const std::string &id)
{
    static std::map<std::string, Assessment> cache;
    auto it = cache.find(id);
    if (it == cache.end()) it = cache.emplace(id, assess(preset(QString::fromStdString(id)).scenario, shipped())).first;
    return it->second;
}

bool contains(const std::string &text, const std::string &part)
{
    return text.find(part) != std::string::npos;
}

// Porting weeks recomputed from the catalog's effort table: midpoint of the team's base effort
// plus the midpoint of each CUDA-only component.
double catalogPortingWeeks(const Team &team)
{
    double weeks = std::nan("");
    for (const auto &e : shipped().porting.baseEfforts)
        if (e.experience == team.neuronExperience && e.support == team.modelSupport)
            weeks = (e.weeksLow.value() + e.weeksHigh.value()) / 2;
    for (const auto &id : team.cudaComponents)
        for (const auto &c : shipped().porting.components)
            if (c.id == id) weeks += (c.weeksLow.value() + c.weeksHigh.value()) / 2;
    return weeks;
}

double portingWeeksOf(const Assessment &a)
{
    for (const auto &o : a.options)
        if (o.needsPort && o.portingWeeks.known()) return o.portingWeeks.value;
    return std::nan("");
}

} // namespace

class TestPresets : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyFileIsEmbedded();
    void reviewWorkedOutOnceGivesTheSameAssessment();
    void identity();
    void loadsCleanly_data();
    void loadsCleanly();
    void roundTrip_data();
    void roundTrip();
    void lean_data();
    void lean();
    void mostPresetsReproduceTheirArticle();
    void multiCloudExcludesAwsOnlySilicon_data();
    void multiCloudExcludesAwsOnlySilicon();
    void spotOnlyExcludesTrainium3();
    void heavyCudaPortTakesLongerThanSupportedModel();
    void startupCostsFromFirstPrinciples();
    void findByIdOrName();
    void tagsAreOptionalAndChecked();
};

void TestPresets::initTestCase()
{
    const CatalogLoad catalog = loadEmbeddedCatalog();
    QVERIFY2(!hasErrors(catalog.diagnostics), describe(catalog.diagnostics).c_str());
    QVERIFY2(presetDiagnostics().empty(), describe(presetDiagnostics()).c_str());
}

// The GUI reviews the catalog once and passes the review to every assessment; what it gets must
// be exactly what assess() works out from the catalog itself, for every preset.
void TestPresets::reviewWorkedOutOnceGivesTheSameAssessment()
{
    const CatalogReview review = reviewCatalog(shipped());
    QVERIFY(!review.checks.empty());
    QVERIFY(!review.flags.empty());
    for (const auto &p : presetList()) {
        const Assessment once = assess(p.scenario, shipped(), review);
        QVERIFY2(once == assessed(p.id), p.id.c_str());
        QCOMPARE(once.checks.size(), review.checks.size());
    }
}

void TestPresets::everyFileIsEmbedded()
{
    // catalog/CMakeLists.txt lists the presets by name: a new file left out of it would be
    // silently missing from the binaries.
    std::set<std::string> onDisk, embedded;
    const auto dir = std::filesystem::path(ACCELDECIDE_SOURCE_DIR) / "catalog" / "presets";
    for (const auto &entry : std::filesystem::directory_iterator(dir))
        if (entry.path().extension() == ".json") onDisk.insert("presets/" + entry.path().filename().string());
    for (const auto &[name, text] : embeddedPresetFiles()) embedded.insert(name);
    QVERIFY(onDisk == embedded);
    QCOMPARE(presetList().size(), embedded.size());

    // Seed 003's table has eight rows, seed 000's six, seed 001's quick rules five.
    std::map<std::string, int> perSource;
    for (const auto &p : presetList()) ++perSource[p.source];
    QCOMPARE(perSource["seed-003"], 8);
    QCOMPARE(perSource["seed-000"], 6);
    QCOMPARE(perSource["seed-001"], 5);
    QCOMPARE(perSource.size(), std::size_t{3});
}

void TestPresets::identity()
{
    std::set<std::string> names;
    for (const auto &p : presetList()) {
        // "seed003-..." belongs to "seed-003".
        QVERIFY2(p.id.rfind("seed" + p.source.substr(5) + "-", 0) == 0, p.id.c_str());
        QVERIFY2(names.insert(p.name).second, p.name.c_str());
        QVERIFY(p.name != defaultScenario().name && p.name != Scenario{}.name);
        QVERIFY(p.description.size() > 80);
        QCOMPARE(p.name, p.scenario.name);
        QCOMPARE(p.source, p.scenario.source);
        QCOMPARE(std::string(toString(p.expected)), p.scenario.expectedLean);
        QVERIFY(p.expected != Lean::Undecided);
    }
}

void TestPresets::loadsCleanly_data()
{
    QTest::addColumn<QString>("file");
    for (const auto &[name, text] : embeddedPresetFiles()) QTest::newRow(name.c_str()) << QString::fromStdString(name);
}

void TestPresets::loadsCleanly()
{
    QFETCH(QString, file);
    const ScenarioLoad load = parseScenario(embeddedPresetFiles().at(file.toStdString()), file.toStdString());
    QVERIFY2(load.diagnostics.empty(), describe(load.diagnostics).c_str());
    QVERIFY2(validateScenario(load.scenario, "preset").empty(), file.toUtf8().constData());

    // The file stores only the model id: its shape must be the catalog model's.
    const Workload &w = load.scenario.workload;
    if (!w.modelPreset.empty()) {
        const ModelShape *m = shipped().model(w.modelPreset);
        QVERIFY2(m, w.modelPreset.c_str());
        QCOMPARE(w.parametersB, m->parametersB);
        QCOMPARE(w.activeParametersB, m->activeParametersB);
        QCOMPARE(w.layers, m->layers);
        QCOMPARE(w.hidden, m->hidden);
        QCOMPARE(w.kvHeads, m->kvHeads);
        QCOMPARE(w.headDim, m->headDim);
    }
    // Every offer a score refers to and every criterion weighted exists in the catalog.
    for (const auto &[criterion, weight] : load.scenario.decision.weights)
        QVERIFY2(shipped().criterion(criterion) || shipped().group(criterion), criterion.c_str());
    for (const auto &[criterion, row] : load.scenario.decision.scores) {
        QVERIFY2(shipped().criterion(criterion), criterion.c_str());
        for (const auto &[offer, score] : row) QVERIFY2(shipped().offer(offer), offer.c_str());
    }
    for (const auto &component : load.scenario.team.cudaComponents) {
        const auto &list = shipped().porting.components;
        QVERIFY2(std::any_of(list.begin(), list.end(), [&](const auto &c) { return c.id == component; }),
                 component.c_str());
    }
}

void TestPresets::roundTrip_data()
{
    QTest::addColumn<QString>("id");
    for (const auto &p : presetList()) QTest::newRow(p.id.c_str()) << QString::fromStdString(p.id);
}

void TestPresets::roundTrip()
{
    QFETCH(QString, id);
    const Scenario &original = preset(id).scenario;
    const std::string text = serializeScenario(original);
    QVERIFY(text.find("\"expected_lean\": \"" + original.expectedLean + "\"") != std::string::npos);
    const ScenarioLoad again = parseScenario(text, "saved.json");
    QVERIFY2(again.diagnostics.empty(), describe(again.diagnostics).c_str());
    QVERIFY(again.scenario == original);
    QCOMPARE(serializeScenario(again.scenario), text);
}

void TestPresets::lean_data()
{
    QTest::addColumn<QString>("id");
    for (const auto &p : presetList()) QTest::newRow(p.id.c_str()) << QString::fromStdString(p.id);
}

// The model's lean is the article's, or the preset says on which figure they part and that
// figure, put back, gives the article's lean: a disagreement rests on a number, never on the
// scoring. A preset the model agrees with carries no disagreement, so none can go stale.
void TestPresets::lean()
{
    QFETCH(QString, id);
    const Preset &p = preset(id);
    const Assessment &a = assessed(id.toStdString());
    const SourceDisagreement &d = p.scenario.disagreement;
    const Lean model = a.recommendation.lean;
    if (model == p.expected) {
        QVERIFY2(d.text.empty(), "the model agrees with the article; the disagreement is stale");
        return;
    }
    QVERIFY2(!d.text.empty(),
             qPrintable(QStringLiteral("the model leans %1, the article %2, and the preset does not say why")
                            .arg(QString::fromUtf8(displayName(model)), QString::fromUtf8(displayName(p.expected)))));
    QVERIFY2(std::any_of(d.text.begin(), d.text.end(), [](char c) { return c >= '0' && c <= '9'; }),
             "a disagreement names its figures");
    QVERIFY2(!d.set.empty() || d.denseFlops > 0, "a disagreement gives the article's figure to check");
    Diagnostics problems;
    const auto theirs = assessWithSourceFigures(p, shipped(), &problems);
    QVERIFY2(theirs, describe(problems).c_str());
    QCOMPARE(theirs->recommendation.lean, p.expected);
}

void TestPresets::mostPresetsReproduceTheirArticle()
{
    int agree = 0;
    for (const auto &p : presetList())
        agree += assessed(p.id).recommendation.lean == p.expected ? 1 : 0;
    qInfo("%d of %zu presets reproduce their article's lean", agree, presetList().size());
    QVERIFY(agree >= 17);
}

void TestPresets::multiCloudExcludesAwsOnlySilicon_data()
{
    QTest::addColumn<QString>("id");
    QTest::newRow("seed 001") << QStringLiteral("seed001-multi-cloud-enterprise");
    QTest::newRow("seed 000") << QStringLiteral("seed000-portability-requirement");
}

void TestPresets::multiCloudExcludesAwsOnlySilicon()
{
    QFETCH(QString, id);
    QVERIFY(preset(id).scenario.strategy.multiCloudRequired);
    const Assessment &a = assessed(id.toStdString());
    int awsOnly = 0;
    for (const auto &row : a.decision.rows) {
        const OptionAssessment *o = a.option(row.optionId);
        const Accelerator *acc = shipped().accelerator(o->acceleratorId);
        QVERIFY(acc);
        if (acc->clouds.size() >= 2) continue;
        ++awsOnly;
        QVERIFY2(row.excluded, row.optionId.c_str());
        QCOMPARE(row.rank, 0);
        const bool named = std::any_of(row.knockouts.begin(), row.knockouts.end(), [](const Message &k) {
            return write(k).find("at least 2 clouds") != std::string::npos;
        });
        QVERIFY2(named, row.optionId.c_str());
    }
    QVERIFY(awsOnly >= 3); // trn1.32xlarge, trn3.48xlarge, the Trn3 UltraServer
    QVERIFY(shipped().accelerator(a.option(a.decision.winner)->acceleratorId)->clouds.size() >= 2);
    QCOMPARE(a.recommendation.lean, Lean::Gpu);
}

void TestPresets::spotOnlyExcludesTrainium3()
{
    const Preset &p = preset(QStringLiteral("seed000-spot-batch-inference"));
    QVERIFY(p.scenario.strategy.spotOnly);
    const Assessment &a = assessed(p.id);
    int trn3 = 0;
    for (const auto &row : a.decision.rows) {
        const OptionAssessment *o = a.option(row.optionId);
        if (o->acceleratorId != "trn3") continue;
        ++trn3;
        QVERIFY2(row.excluded, row.optionId.c_str());
        QVERIFY2(write(row.knockouts.front()).find("spot") != std::string::npos, write(row.knockouts.front()).c_str());
    }
    QVERIFY(trn3 >= 2);
    // Independently of the scorer: the catalog's default Trn3 spot statement says "not offered".
    const Offer *offer = shipped().offer("aws-trn3.48xlarge");
    QVERIFY(offer);
    QVERIFY(!offer->prices.at(PricingModel::Spot).chosen().offered);
    // What survives is sold as spot.
    for (const auto &row : a.decision.rows) {
        if (row.excluded) continue;
        const OptionAssessment *o = a.option(row.optionId);
        QCOMPARE(o->pricingModel, PricingModel::Spot);
        QVERIFY(o->offered && o->priceKnown);
    }
}

void TestPresets::heavyCudaPortTakesLongerThanSupportedModel()
{
    const Preset &heavy = preset(QStringLiteral("seed003-heavy-custom-cuda"));
    const Preset &supported = preset(QStringLiteral("seed000-aws-native-neuron-inference"));
    QCOMPARE(supported.scenario.team.modelSupport, ModelSupport::Supported);
    QVERIFY(supported.scenario.team.cudaComponents.empty());

    const double heavyWeeks = catalogPortingWeeks(heavy.scenario.team);
    const double supportedWeeks = catalogPortingWeeks(supported.scenario.team);
    QCOMPARE(portingWeeksOf(assessed(heavy.id)), heavyWeeks);
    QCOMPARE(portingWeeksOf(assessed(supported.id)), supportedWeeks);
    // Seed 003: heavy custom CUDA is a month or more; a supported model a few weeks at most.
    QVERIFY(heavyWeeks >= 4 && supportedWeeks <= 3);
    QVERIFY(heavyWeeks > 4 * supportedWeeks);
}

void TestPresets::startupCostsFromFirstPrinciples()
{
    // The figures the startup row's disagreement quotes, by a separate route: 6 x parameters x
    // tokens FLOPs at the chip's dense BF16 peak and the scenario's MFU, plus overhead, at the
    // option's per-chip price.
    const Preset &p = preset(QStringLiteral("Startup pre-training a 70B model"));
    const Assessment &a = assessed(p.id);
    const auto &t = p.scenario.workload.training;
    const double flops = 6 * p.scenario.workload.activeParametersB * 1e9 * t.tokensPerRunB * 1e9;
    double cost[2] = {};
    int i = 0;
    for (const char *id : {"aws-trn3.48xlarge/commit_1y", "aws-p5.48xlarge/commit_1y"}) {
        const OptionAssessment *o = a.option(id);
        QVERIFY2(o, id);
        QCOMPARE(o->trainingChipHours.how.method, Method::FirstPrinciples);
        const double peak = shipped().accelerator(o->acceleratorId)->denseFlops(Precision::BF16)->value();
        const double chipHours = flops / (peak * t.mfu) / 3600 * (1 + t.overhead);
        cost[i] = chipHours * o->pricePerChipHour.value;
        QVERIFY(std::fabs(o->trainingCostPerRun.value - cost[i]) <= 1e-9 * cost[i]);
        ++i;
    }
    // "about $267,000 on trn3.48xlarge against $420,000 on p5.48xlarge ... (36 % less)"
    const std::string &text = p.scenario.disagreement.text;
    QVERIFY(std::fabs(cost[0] - 267000) < 0.005 * 267000 && contains(text, "$267,000"));
    QVERIFY(std::fabs(cost[1] - 420000) < 0.005 * 420000 && contains(text, "$420,000"));
    QCOMPARE(QString::number(std::round((1 - cost[0] / cost[1]) * 100)), QStringLiteral("36"));
    QVERIFY(contains(text, "(36 % less)"));
}

void TestPresets::findByIdOrName()
{
    const Preset *byId = findPreset("seed001-multi-cloud-enterprise");
    QVERIFY(byId);
    QCOMPARE(findPreset("ENTERPRISE WITH A MULTI-CLOUD MANDATE"), byId);
    QCOMPARE(findPreset("Seed001-Multi-Cloud-Enterprise"), byId);
    QCOMPARE(findPreset("seed001-multi-cloud"), nullptr);
    QCOMPARE(findPreset(""), nullptr);
    QCOMPARE(leanFromString("hybrid"), std::optional<Lean>(Lean::Hybrid));
    QCOMPARE(leanFromString("Hybrid"), std::optional<Lean>());
}

void TestPresets::tagsAreOptionalAndChecked()
{
    // A user's scenario carries no tags, and saving it writes none.
    QVERIFY(serializeScenario(defaultScenario()).find("expected_lean") == std::string::npos);
    QVERIFY(serializeScenario(defaultScenario()).find("\"source\"") == std::string::npos);

    const ScenarioLoad badLean = parseScenario(
        R"({"schema_version": 1, "source": "seed-003", "expected_lean": "tpu"})", "tags.json");
    QVERIFY(!badLean.ok());
    QCOMPARE(badLean.diagnostics.size(), std::size_t{1});
    QCOMPARE(badLean.diagnostics.front().pointer, std::string("/expected_lean"));
    QVERIFY(ad::write(badLean.diagnostics.front().message).find("\"tpu\"") != std::string::npos);
    QVERIFY(ad::write(badLean.diagnostics.front().message).find("trainium, gpu, hybrid") != std::string::npos);
    QCOMPARE(badLean.scenario.expectedLean, std::string()); // the bad value is not kept
    QCOMPARE(badLean.scenario.source, std::string("seed-003"));

    const ScenarioLoad badSource = parseScenario(R"({"schema_version": 1, "source": 3})", "tags.json");
    QVERIFY(!badSource.ok());
    QCOMPARE(badSource.diagnostics.front().pointer, std::string("/source"));
    QVERIFY(ad::write(badSource.diagnostics.front().message).find("string") != std::string::npos);

    Scenario s = defaultScenario();
    s.expectedLean = "maybe";
    const Diagnostics invalid = validateScenario(s, "memory");
    QCOMPARE(invalid.size(), std::size_t{1});
    QCOMPARE(invalid.front().pointer, std::string("/expected_lean"));

    s.expectedLean = "gpu";
    s.source = "seed-000";
    const ScenarioLoad again = parseScenario(serializeScenario(s), "tags.json");
    QVERIFY2(again.diagnostics.empty(), describe(again.diagnostics).c_str());
    QVERIFY(again.scenario == s);
}

QTEST_GUILESS_MAIN(TestPresets)
#include "tst_presets.moc"
