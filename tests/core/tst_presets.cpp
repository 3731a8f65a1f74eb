// The shipped presets (catalog/presets/, core/presets.h). Each one loads without a message,
// survives a save and reload, and leads to the lean its source article gives -- or its row says,
// with the model's own figures, why the model disagrees, and checks those figures. Also the
// knock-outs the presets exist to exercise, and the "source"/"expected_lean" tags of the format.
#include "assessment.h"
#include "catalog_io.h"
#include "presets.h"
#include "scenario_io.h"

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

bool isNeuron(const OptionAssessment &o) { return o.neuron(); }
bool isCuda(const OptionAssessment &o) { return o.cuda(); }

std::vector<const OptionAssessment *> included(const Assessment &a)
{
    std::vector<const OptionAssessment *> out;
    for (const auto &row : a.decision.rows)
        if (!row.excluded) out.push_back(a.option(row.optionId));
    return out;
}

// The included option of a stack with the lowest known value of `field`.
const OptionAssessment *cheapest(const Assessment &a, bool (*stack)(const OptionAssessment &),
                                 const Quantity OptionAssessment::*field)
{
    const OptionAssessment *best = nullptr;
    for (const OptionAssessment *o : included(a))
        if (stack(*o) && (o->*field).known() && (!best || (o->*field).value < (best->*field).value))
            best = o;
    return best;
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

// Why a row's model lean may differ from its source's; each kind is checked on the figures.
enum Why {
    Agrees,
    // A GPU wins the matrix on its non-cost criteria, but the cheapest Neuron option trains at
    // least 15 % cheaper per run and its port pays back within the planned runs, so the
    // recommendation splits the work (docs/decision.md, "Hybrid").
    HybridOnCost,
    // A GPU wins the matrix although the best Neuron option is cheaper over the horizon: the
    // non-cost criteria outweigh the saving.
    GpuDespiteCost,
    // A GPU wins and no Neuron option is cheaper over the horizon once the port is paid.
    GpuCheaper,
};

} // namespace

class TestPresets : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyFileIsEmbedded();
    void identity();
    void loadsCleanly_data();
    void loadsCleanly();
    void roundTrip_data();
    void roundTrip();
    void lean_data();
    void lean();
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
        QVERIFY2(shipped().criterion(criterion), criterion.c_str());
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
    QTest::addColumn<QString>("sourceLean"); // as the article gives it
    QTest::addColumn<QString>("modelLean");  // what the model says today
    QTest::addColumn<int>("why");
    QTest::addColumn<double>("minTcoSaving"); // GpuDespiteCost: the saving the matrix outweighs

    auto agree = [](const char *id, const char *lean) {
        QTest::newRow(id) << QString::fromLatin1(id) << QString::fromLatin1(lean)
                          << QString::fromLatin1(lean) << int(Agrees) << 0.0;
    };
    auto differ = [](const char *id, const char *source, const char *model, Why why, double saving) {
        QTest::newRow(id) << QString::fromLatin1(id) << QString::fromLatin1(source)
                          << QString::fromLatin1(model) << int(why) << saving;
    };

    // The figures in the comments below are the model's with the shipped catalog at the time of
    // writing; the checks in lean() hold the qualitative claim, not the exact values. "Points"
    // are on the matrix's 0-100 scale. Two things explain most Trainium rows:
    // - no Neuron option wins the weighted matrix in any preset. The GPU collects points on
    //   portability, on the porting criterion (the port is also in the cost), on spot
    //   availability even for buyers of on-demand or committed capacity, on time to result
    //   (which charges the one-off port to every run) and on four expert-profile criteria,
    //   while cost enters once as a ratio that still gives a GPU costing 2.7 times as much
    //   about 0.37;
    // - at on-demand prices the GPU it meets is Spheron's H200 at $4.54/chip-h, not an AWS P5 at
    //   $12.29. Against that, Trn3 ($2.73-2.97/chip-h) trains only about 11 % cheaper per run at
    //   the chips' dense BF16 peaks, under the 15 % the hybrid rule needs. The sources' 30-50 %
    //   is measured against AWS P instances.

    // Seed 003.
    // Trainium -> GPU. Each 5B-token fine-tune costs $6,834 on a Trn3 UltraServer against
    // $7,691 on the H200 (11 % less), too little to repay a $30,000 port plus $12,600 a year of
    // SDK upkeep: over 24 months Trainium costs $219,222 against $184,581.
    differ("seed003-repeated-finetuning", "trainium", "gpu", GpuCheaper, 0);
    // Trainium -> Hybrid. At 1-year commitment prices Trn3 trains a 300B-token run for $266,934
    // against $750,114 on P5 (64 % less) and the port pays back after 0.06 of the 6 planned runs,
    // but P5 leads the matrix 81.6 to 64.1 (portability +8.6 points, porting +5.5, time +5.2).
    differ("seed003-ongoing-pretraining", "trainium", "hybrid", HybridOnCost, 0);
    agree("seed003-new-architecture-research", "gpu");
    agree("seed003-heavy-custom-cuda", "gpu");
    agree("seed003-one-off-run", "gpu");
    // Trainium -> GPU. The team's capacity scores give Trainium 6.2 points, but the Trn3
    // UltraServer is only 6 % cheaper over the year ($726,024 vs $769,087) and the H200 leads
    // 86.3 to 64.3: portability +7.5, spot +5.0, porting +4.8, time to result +3.9. The model
    // has no regional capacity data; a knock-out on GPUs that cannot be had would be the lever.
    differ("seed003-capacity-constrained", "trainium", "gpu", GpuDespiteCost, 0.05);
    agree("seed003-cuda-native-modest-volume", "gpu");
    // Trainium -> GPU. Against the P5s the team runs today the port pays back after 3.3 days,
    // but the matrix also holds Spheron's H200 (the scenario's aws_native flag does not narrow
    // the field), against which Trn3 is 11 % cheaper per 200B-token run ($273,370 vs $307,635)
    // and 10 % over 36 months ($4.99M vs $5.54M); the H200 leads 89.8 to 65.8.
    differ("seed003-stable-growing-bill-aws", "trainium", "gpu", GpuDespiteCost, 0.05);

    // Seed 000.
    // Trainium -> GPU. Trn3 serves 41 % cheaper per million tokens and costs 40 % less over 24
    // months ($2.37M vs $3.92M on the H200), but the H200 leads 77.1 to 61.7: spot +5.7, porting
    // +5.5, and time to result +4.8, which comes from a 100B-token training run this
    // serving-only scenario does not have (the default training inputs).
    differ("seed000-aws-native-neuron-inference", "trainium", "gpu", GpuDespiteCost, 0.35);
    agree("seed000-cuda-serving-stack", "gpu");
    agree("seed000-portability-requirement", "gpu");
    agree("seed000-spot-batch-inference", "gpu");
    // Trainium -> GPU. A 1T-token run costs $1,366,848 on a Trn3 UltraServer against $1,538,173
    // on the H200 (11 % less, 10 % over the horizon); the H200 leads 90.3 to 66.6.
    differ("seed000-large-pretraining-aws", "trainium", "gpu", GpuDespiteCost, 0.05);
    agree("seed000-mixed-fleet", "gpu");

    // Seed 001.
    // Trainium -> GPU. At 1-year commitment prices Trn3 trains the 300B-token run for $266,934
    // against $750,114 on P5 (64 % less; 59 % less with the port), yet P5 leads 82.3 to 64.1:
    // portability +8.6, porting +5.5, time to result +5.2, spot +2.9 for a buyer who has
    // committed, and 8 points from the four profile criteria, against 10.8 for cost. A single
    // run is not "repeated", so the hybrid rule does not apply.
    differ("seed001-startup-70b", "trainium", "gpu", GpuDespiteCost, 0.5);
    agree("seed001-multi-cloud-enterprise", "gpu");
    agree("seed001-novel-architecture-lab", "gpu");
    // Trainium -> Hybrid. Trn3 trains each weekly fine-tune for $1,780 against $5,001 on P5
    // (64 % less; $240,274 vs $520,079 over 24 months), paying back after 9.3 of 104 runs. P5
    // leads 76.2 to 61.8, 8.9 points of it from time to result: the 2.5-week port is added to
    // every 1.3-day run, so Trn3 scores 0.05 there.
    differ("seed001-continuous-finetuning", "trainium", "hybrid", HybridOnCost, 0);
    agree("seed001-mixed-nlp-cv-rl", "gpu");
}

void TestPresets::lean()
{
    QFETCH(QString, id);
    QFETCH(QString, sourceLean);
    QFETCH(QString, modelLean);
    QFETCH(int, why);
    QFETCH(double, minTcoSaving);

    const Preset &p = preset(id);
    QCOMPARE(QString::fromLatin1(toString(p.expected)), sourceLean); // the file's tag is the article's
    const Assessment &a = assessed(p.id);
    const Recommendation &rec = a.recommendation;
    QVERIFY2(QString::fromLatin1(toString(rec.lean)) == modelLean,
             (std::string("model says ") + toString(rec.lean) + ": " + rec.headline).c_str());
    QVERIFY(rec.reasons.size() >= 3 && rec.reasons.size() <= 5);

    const OptionAssessment *winner = a.option(a.decision.winner);
    QVERIFY(winner);
    if (why == Agrees) {
        // The lean follows the matrix winner's stack unless it is Hybrid.
        if (rec.lean == Lean::Gpu) QVERIFY(isCuda(*winner));
        if (rec.lean == Lean::Trainium) QVERIFY(isNeuron(*winner));
        return;
    }
    QVERIFY2(isCuda(*winner), winner->id.c_str());
    if (why == HybridOnCost) {
        const auto *neuron = cheapest(a, isNeuron, &OptionAssessment::trainingCostPerRun);
        const auto *gpu = cheapest(a, isCuda, &OptionAssessment::trainingCostPerRun);
        QVERIFY(neuron && gpu);
        const double perRun = neuron->trainingCostPerRun.value, gpuPerRun = gpu->trainingCostPerRun.value;
        QVERIFY2(perRun <= 0.85 * gpuPerRun, neuron->id.c_str());
        const Scenario &s = p.scenario;
        const double plannedRuns = s.workload.training.runsPerYear * s.strategy.horizonMonths / 12;
        QVERIFY(neuron->portingCost.known());
        QVERIFY(neuron->portingCost.value / (gpuPerRun - perRun) <= plannedRuns);
    } else if (why == GpuCheaper) {
        const auto *neuron = cheapest(a, isNeuron, &OptionAssessment::tco);
        QVERIFY(neuron && winner->tco.known());
        QVERIFY2(neuron->tco.value >= winner->tco.value, neuron->id.c_str());
    } else {
        const auto *neuron = cheapest(a, isNeuron, &OptionAssessment::tco);
        QVERIFY(neuron && winner->tco.known());
        const double saving = 1 - neuron->tco.value / winner->tco.value;
        QVERIFY2(saving >= minTcoSaving, std::to_string(saving).c_str());
        double neuronTotal = 0;
        for (const auto &row : a.decision.rows)
            if (row.optionId == neuron->id) neuronTotal = row.total;
        QVERIFY(a.decision.rows.front().total - neuronTotal > a.decision.clearMarginThreshold);
    }
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
        const bool named = std::any_of(row.knockouts.begin(), row.knockouts.end(), [](const std::string &k) {
            return k.find("multi-cloud") != std::string::npos;
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
        QVERIFY2(row.knockouts.front().find("spot") != std::string::npos, row.knockouts.front().c_str());
    }
    QVERIFY(trn3 >= 2);
    // Independently of the scorer: the catalog's default Trn3 spot statement says "not offered".
    const Offer *offer = shipped().offer("aws-trn3.48xlarge");
    QVERIFY(offer);
    QVERIFY(!offer->prices.at(PricingModel::Spot).chosen().offered);
    // What survives is sold as spot.
    for (const OptionAssessment *o : included(a)) {
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
    // The figures the startup row's comment quotes, by a separate route: 6 x parameters x tokens
    // FLOPs at the chip's dense BF16 peak and the scenario's MFU, plus overhead, at the option's
    // per-chip price.
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
    QVERIFY(cost[0] < 0.5 * cost[1]); // Trainium3 is more than half off, yet the matrix picks P5
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
    QVERIFY(badLean.diagnostics.front().message.find("\"tpu\"") != std::string::npos);
    QVERIFY(badLean.diagnostics.front().message.find("trainium, gpu, hybrid") != std::string::npos);
    QCOMPARE(badLean.scenario.expectedLean, std::string()); // the bad value is not kept
    QCOMPARE(badLean.scenario.source, std::string("seed-003"));

    const ScenarioLoad badSource = parseScenario(R"({"schema_version": 1, "source": 3})", "tags.json");
    QVERIFY(!badSource.ok());
    QCOMPARE(badSource.diagnostics.front().pointer, std::string("/source"));
    QVERIFY(badSource.diagnostics.front().message.find("string") != std::string::npos);

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
