// assess() on the shipped catalog: every figure it reports is recomputed here from the catalog's
// raw figures and the scenario, by a separate route.
#include "assessment/assessment.h"
#include "evaluation/assess.h"
#include "catalog/catalog_io.h"
#include "model/cost_model.h"
#include "formats/memo.h"
#include "scenario/scenario_io.h"
#include "decision/trade.h"
#include "inputs/presets.h"
#include "uncertainty/uncertainty.h"

#include <QtTest>
#include <cmath>

using namespace ad;

namespace {

const Catalog &shipped()
{
    static const Catalog catalog = loadEmbeddedCatalog().catalog;
    return catalog;
}

bool near(double a, double b, double rel = 1e-9)
{
    return std::fabs(a - b) <= rel * std::max(std::fabs(a), std::fabs(b));
}

const OptionAssessment &option(const Assessment &a, const std::string &id)
{
    const OptionAssessment *o = a.option(id);
    if (!o) qFatal("option %s missing", id.c_str());
    return *o;
}

Scenario withPricing(PricingModel model)
{
    Scenario s = defaultScenario();
    s.strategy.pricingModel = model;
    return s;
}

} // namespace

class TestAssessment : public QObject {
    Q_OBJECT
private slots:
    void catalogLoads();
    void pricesNormalisedPerChip();
    void costPerTokenFollowsFormula();
    void trainingCostFromFirstPrinciples();
    void trainingCostScalesWithTokens();
    void inferenceMemoryFit();
    void totalsAddUp();
    void creditsApplyToAwsOnly();
    void oneTotalForEveryCaller();
    void breakEvenAgainstBaseline();
    void spotNotOfferedForTrainium3();
    void inferenceOnlyHasNoTrainingCost();
    void everyKnownFigureIsExplained();
    void sharedSpeedFiguresMatchAnOfferOfTheirOwn();
};

void TestAssessment::catalogLoads()
{
    QVERIFY(shipped().accelerator("trn3"));
    QVERIFY(shipped().offer("aws-p5.48xlarge"));
}

void TestAssessment::pricesNormalisedPerChip()
{
    const Assessment a = assess(defaultScenario(), shipped());
    const Offer *p5 = shipped().offer("aws-p5.48xlarge");
    const Statement &quoted = p5->prices.at(PricingModel::OnDemand).chosen();
    QCOMPARE(quoted.quotedUnit, std::string("USD/instance-hour"));
    QVERIFY(near(option(a, "aws-p5.48xlarge/on_demand").pricePerChipHour.value,
                 quoted.quotedValue / p5->chips.value()));
    // The per-NeuronCore figure becomes a per-chip figure: 8 cores per Trainium3 chip.
    const Offer *perCore = shipped().offer("seed000-trn3-per-core");
    if (perCore) {
        const double perCorePrice = perCore->prices.at(PricingModel::OnDemand).chosen().quotedValue;
        QVERIFY(near(option(a, "seed000-trn3-per-core/on_demand").pricePerChipHour.value,
                     perCorePrice * shipped().accelerator("trn3")->coresPerChip.value()));
    }
}

void TestAssessment::costPerTokenFollowsFormula()
{
    const Assessment a = assess(defaultScenario(), shipped());
    int checked = 0;
    for (const auto &o : a.options) {
        if (!o.costPerMTokens.known()) continue;
        const double tokensPerHour = o.decodeTokensPerSecond.value * 3600;
        QVERIFY2(near(o.costPerMTokens.value, o.pricePerChipHour.value / tokensPerHour * 1e6), o.id.c_str());
        ++checked;
    }
    QVERIFY(checked >= 5);
}

void TestAssessment::trainingCostFromFirstPrinciples()
{
    const Scenario s = defaultScenario();
    const Assessment a = assess(s, shipped());
    for (const char *id : {"aws-p5.48xlarge/on_demand", "aws-trn3.48xlarge/on_demand"}) {
        const auto &o = option(a, id);
        QCOMPARE(o.trainingChipHours.how.method, Method::FirstPrinciples);
        const double peak = shipped().accelerator(o.acceleratorId)->denseFlops(s.workload.precision)->value();
        const double flops = 6 * s.workload.activeParametersB * 1e9 * s.workload.training.tokensPerRunB * 1e9;
        const double seconds = flops / (peak * s.workload.training.mfu);
        const double hours = seconds / 3600 * (1 + s.workload.training.overhead);
        QVERIFY2(near(o.trainingChipHours.value, hours), id);
        QVERIFY2(near(o.trainingCostPerRun.value, hours * o.pricePerChipHour.value), id);
        QVERIFY2(near(o.trainingWallClockDays.value, hours / s.workload.training.chips / 24), id);
    }
}

void TestAssessment::trainingCostScalesWithTokens()
{
    Scenario s = defaultScenario();
    const Assessment a = assess(s, shipped());
    s.workload.training.tokensPerRunB *= 2;
    const Assessment b = assess(s, shipped());
    const auto &before = option(a, "aws-p5.48xlarge/on_demand");
    const auto &after = option(b, "aws-p5.48xlarge/on_demand");
    QVERIFY(near(after.trainingCostPerRun.value, 2 * before.trainingCostPerRun.value));
}

void TestAssessment::inferenceMemoryFit()
{
    const Scenario s = defaultScenario();
    const Assessment a = assess(s, shipped());
    const auto &w = s.workload;
    const double bytes = bytesPerValue(w.inference.precision);
    const double kvPerSequence = 2.0 * w.layers * w.kvHeads * w.headDim * bytes * w.inference.context;
    const double replica = w.parametersB * 1e9 * bytes + w.inference.batch * kvPerSequence;
    for (const char *id : {"aws-p5.48xlarge/on_demand", "aws-p5e.48xlarge/on_demand", "aws-trn1.32xlarge/on_demand"}) {
        const auto &o = option(a, id);
        const double memory = shipped().accelerator(o.acceleratorId)->memoryBytes.value();
        QCOMPARE(int(o.inferenceChips.value), int(std::ceil(replica / (0.9 * memory))));
    }
    // 70B in fp8 with a batch of 32 at 4k context does not fit one 80 GB H100 but fits one H200.
    QCOMPARE(int(option(a, "aws-p5.48xlarge/on_demand").inferenceChips.value), 2);
    QCOMPARE(int(option(a, "aws-p5e.48xlarge/on_demand").inferenceChips.value), 1);
}

void TestAssessment::totalsAddUp()
{
    const Scenario s = defaultScenario();
    const Assessment a = assess(s, shipped());
    const double years = s.strategy.horizonMonths / 12;
    for (const auto &o : a.options) {
        if (!o.tco.known()) continue;
        const double compute = (o.trainingCostPerYear.value + o.inferenceCostPerYear.value) * years;
        const double maintenance = o.maintenanceCostPerYear.known() ? o.maintenanceCostPerYear.value * years : 0;
        const double porting = o.portingCost.known() ? o.portingCost.value : 0;
        QVERIFY2(near(o.tco.value, compute + porting + maintenance - o.creditsApplied.value, 1e-9), o.id.c_str());
        QCOMPARE(o.needsPort, o.stack != SoftwareStack::Cuda);
        if (o.needsPort) {
            // 2 engineers × 40 h × $150 per week of porting.
            QVERIFY(near(o.portingCost.value, o.portingWeeks.value * 2 * 40 * 150));
        }
    }
}

void TestAssessment::creditsApplyToAwsOnly()
{
    Scenario s = defaultScenario();
    const Assessment before = assess(s, shipped());
    s.strategy.creditsUsd = 100000;
    const Assessment after = assess(s, shipped());
    for (const auto &o : after.options) {
        if (!o.tco.known()) continue;
        const double drop = before.option(o.id)->tco.value - o.tco.value;
        QVERIFY2(near(drop, o.provider == "AWS" ? std::min(100000.0, o.computeCostOverHorizon.value) : 0.0, 1e-9)
                     || std::fabs(drop) < 1e-6, o.id.c_str());
    }
}

void TestAssessment::oneTotalForEveryCaller()
{
    // The assessment, the trade, the memo and the sampled totals each show an option's total over
    // the horizon; with credits that cover part of the AWS bills, all four agree with the sum
    // written out here.
    Scenario s = defaultScenario();
    s.strategy.creditsUsd = 150000;
    const Assessment a = assess(s, shipped());
    const double years = s.strategy.horizonMonths / 12;
    const SampleModel model(a, shipped(), uncertainInputs(a, shipped()));
    SampleModel::Outcome sampled;
    const std::vector<double> likely = model.likelyValues();
    model.evaluate(likely.data(), sampled);
    int partlyCovered = 0, compared = 0;
    for (std::size_t k = 0; k < model.optionCount(); ++k) {
        const OptionAssessment &o = option(a, model.optionId(k));
        if (!o.tco.known()) continue;
        const double chips = o.computeCostOverHorizon.value;
        const double credits = o.provider == "AWS" ? std::min(150000.0, chips) : 0.0;
        if (credits > 0 && credits < chips) ++partlyCovered;
        const double expected = chips - credits
            + (o.portingCost.known() ? o.portingCost.value : 0.0)
            + (o.maintenanceCostPerYear.known() ? o.maintenanceCostPerYear.value * years : 0.0);
        QVERIFY2(near(o.tco.value, expected), o.id.c_str());
        QVERIFY2(near(totalCostWith(o, s, 1, 1), expected), o.id.c_str());
        QVERIFY2(near(sampled.tco[k], expected), o.id.c_str());
        ++compared;
    }
    QVERIFY(compared > 3);
    QVERIFY(partlyCovered > 0);
    const DecisionMemo memo = memoOf(a);
    QVERIFY(memo.trainium && memo.gpu);
    for (const MemoSide *side : {&*memo.trainium, &*memo.gpu}) {
        const OptionAssessment &o = option(a, side->optionId);
        QVERIFY2(near(side->total, o.tco.value), o.id.c_str());
        QVERIFY2(near(side->compute + side->porting + side->upkeep, o.tco.value), o.id.c_str());
    }
}

void TestAssessment::breakEvenAgainstBaseline()
{
    const Scenario s = defaultScenario();
    const Assessment a = assess(s, shipped());
    QVERIFY(!a.baselineId.empty());
    const OptionAssessment &base = option(a, a.baselineId);
    QVERIFY(!base.needsPort);
    int checked = 0;
    for (const auto &o : a.options) {
        if (!o.breakEven.applicable || o.breakEven.never) continue;
        const double baseDaily = (base.trainingCostPerYear.value + base.inferenceCostPerYear.value) / 365;
        const double ownDaily = (o.trainingCostPerYear.value + o.inferenceCostPerYear.value + o.maintenanceCostPerYear.value) / 365;
        QVERIFY2(near(o.breakEven.days.value, o.portingCost.value / (baseDaily - ownDaily)), o.id.c_str());
        // Tokens served by the break-even day, at the scenario's daily volume.
        if (o.breakEven.tokens.known())
            QVERIFY(near(o.breakEven.tokens.value,
                         o.breakEven.days.value * s.workload.inference.tokensPerDayM * 1e6));
        ++checked;
    }
    QVERIFY(checked >= 1);
}

void TestAssessment::spotNotOfferedForTrainium3()
{
    const Assessment a = assess(withPricing(PricingModel::Spot), shipped());
    const auto &trn3 = option(a, "aws-trn3.48xlarge/spot");
    QVERIFY(!trn3.offered);
    QVERIFY(!trn3.pricePerChipHour.known());
    QVERIFY(trn3.inDecision);
    bool excluded = false;
    for (const auto &row : a.decision.rows)
        if (row.optionId == trn3.id) excluded = row.excluded;
    QVERIFY(excluded);
}

void TestAssessment::inferenceOnlyHasNoTrainingCost()
{
    Scenario s = defaultScenario();
    s.workload.kind = WorkloadKind::Inference;
    const Assessment a = assess(s, shipped());
    for (const auto &o : a.options) {
        if (o.trainingCostPerYear.known()) QCOMPARE(o.trainingCostPerYear.value, 0.0);
        if (!o.inferenceCostPerYear.known() || !o.costPerMTokens.known()) continue;
        // The fleet: whole replicas at the scenario's utilisation, paid around the clock; never
        // less than every chip busy (the per-token lower bound).
        const auto &inf = s.workload.inference;
        const double perReplica = o.inferenceChips.value;
        const double replicaTokensPerDay = o.decodeTokensPerSecond.value * perReplica * 86400;
        const double replicas = std::max<double>(inf.minReplicas,
            std::ceil(inf.tokensPerDayM * 1e6 / (replicaTokensPerDay * inf.utilisation) - 1e-9));
        QCOMPARE(o.servingReplicas.value, replicas);
        QVERIFY2(near(o.inferenceCostPerYear.value, replicas * perReplica * o.pricePerChipHour.value * 8760), o.id.c_str());
        QVERIFY(o.inferenceCostPerYear.value
                >= o.costPerMTokens.value * inf.tokensPerDayM * 365 * (1 - 1e-9));
    }
}

void TestAssessment::everyKnownFigureIsExplained()
{
    const Assessment a = assess(defaultScenario(), shipped());
    for (const auto &o : a.options) {
        for (const Quantity *q : {&o.pricePerChipHour, &o.costPerMTokens, &o.trainingCostPerRun, &o.tco,
                                  &o.decodeTokensPerSecond, &o.trainingChipHours}) {
            if (!q->known()) {
                QVERIFY2(!q->how.note.empty(), (o.id + ": an unknown figure must say why").c_str());
                continue;
            }
            QVERIFY2(*q->how.formula.text(), o.id.c_str());
            QVERIFY2(q->how.method != Method::Unknown, o.id.c_str());
        }
    }
}

// The pricing models of one offer share its speed figures (assess.cpp, shareSpeed). Here each
// option is worked out again on its own: a catalog with its offer alone, priced only its way, in
// a scenario at that pricing model, so that nothing is shared. Its figures, the figures used and
// the flags must come out the same both ways, on every preset (those at a latency target share
// nothing, and must agree all the same) and on a catalog whose published measurements are
// vendor claims, which flag the options that use them.
void TestAssessment::sharedSpeedFiguresMatchAnOfferOfTheirOwn()
{
    int compared = 0, flagged = 0;
    const auto compare = [&](const std::string &name, const Scenario &scenario, const Catalog &catalog) {
        const Assessment together = assess(scenario, catalog);
        for (const OptionAssessment &o : together.options) {
            const Offer *offer = catalog.offer(o.offerId);
            // An option without a price at its model (it says why it drops out) is assessed
            // alone with no price at all.
            const auto price = offer->prices.find(o.pricingModel);
            Catalog single = catalog;
            single.offers = {*offer};
            single.offers.front().prices.clear();
            if (price != offer->prices.end()) single.offers.front().prices.insert(*price);
            Scenario alone = scenario;
            alone.strategy.pricingModel = o.pricingModel;
            const Assessment separate = assess(alone, single);
            QCOMPARE(separate.options.size(), std::size_t(1));
            const OptionAssessment *own = &separate.options.front();
            const std::string where = name + ": " + o.id;
            QVERIFY2(o.serving == own->serving, where.c_str());
            QVERIFY2(o.inferenceChips == own->inferenceChips, where.c_str());
            QVERIFY2(o.memoryHeadroom == own->memoryHeadroom, where.c_str());
            QVERIFY2(o.decodeTokensPerSecond == own->decodeTokensPerSecond, where.c_str());
            QVERIFY2(o.costPerMTokens == own->costPerMTokens, where.c_str());
            QVERIFY2(o.inferenceCostPerYear == own->inferenceCostPerYear, where.c_str());
            QVERIFY2(o.trainingChipsMin == own->trainingChipsMin, where.c_str());
            QVERIFY2(o.trainingChipHours == own->trainingChipHours, where.c_str());
            QVERIFY2(o.trainingChips == own->trainingChips, where.c_str());
            QVERIFY2(o.trainingWallClockDays == own->trainingWallClockDays, where.c_str());
            QVERIFY2(o.fastestRunDays == own->fastestRunDays, where.c_str());
            QVERIFY2(o.trainingCostPerRun == own->trainingCostPerRun, where.c_str());
            QVERIFY2(o.tco == own->tco, where.c_str());
            QVERIFY2(o.inputs == own->inputs, where.c_str());
            QVERIFY2(o.flags == own->flags, where.c_str());
            ++compared;
            if (!o.flags.empty()) ++flagged;
        }
    };
    compare("default", defaultScenario(), shipped());
    for (const Preset &p : presetList()) compare(p.id, p.scenario, shipped());
    // At batch 8 the H200's published throughput applies, once it is low enough to pass the
    // plausibility check; as a vendor claim it flags the options that use it.
    Catalog claims = shipped();
    for (Measurement &m : claims.measurements)
        for (Statement &st : m.figure.statements)
            if (st.provenance.kind != FigureKind::Own) {
                st.provenance.kind = FigureKind::Vendor;
                st.value /= 5;
                st.quotedValue /= 5;
            }
    Scenario batch8 = defaultScenario();
    batch8.workload.inference.batch = 8;
    compare("vendor claims at batch 8", batch8, claims);

    QVERIFY2(compared >= int(presetList().size() + 2) * 40, std::to_string(compared).c_str());
    QVERIFY2(flagged > 0, "no option was flagged: the flags were not compared");
}

QTEST_APPLESS_MAIN(TestAssessment)
#include "tst_assessment.moc"
