#include "assessment.h"

#include "assessment_format.h"
#include "json_reader.h"
#include "checks.h"
#include "cost_model.h"
#include "decision.h"
#include "pricing.h"

#include <algorithm>
#include <cmath>

namespace ad {

namespace {

// Share of chip memory a deployment can plan on; the rest goes to the runtime, fragmentation
// and buffers. An assumption, stated in docs/formulas.md.
constexpr double usableMemoryShare = 0.9;
// Throughput measurements apply to a workload whose parameter count is within this share.
constexpr double measurementSizeTolerance = 0.15;

Quantity known(double value, std::string unit, Explanation how)
{
    return Quantity{value, std::move(unit), std::move(how)};
}

Quantity unknown(std::string unit, std::string why)
{
    Quantity q;
    q.unit = std::move(unit);
    q.how.method = Method::Unknown;
    q.how.note = std::move(why);
    return q;
}

void appendSources(Explanation &how, const Quantity &from)
{
    for (const auto &s : from.how.sources)
        if (std::find(how.sources.begin(), how.sources.end(), s) == how.sources.end())
            how.sources.push_back(s);
}

struct Context {
    const Scenario &scenario;
    const Catalog &catalog;
    const std::vector<MeasurementCheck> &checks;
    double parameters = 0, activeParameters = 0;
    double weightBytes = 0, kvBytesPerSequence = 0, trainingBytes = 0, flopsPerRun = 0;
    bool trains = false, serves = false;
};

// "AWS p5.48xlarge (H100 SXM5)"; the chip is left out when the instance name already says it.
std::string optionLabel(const Offer &offer, const Accelerator &acc)
{
    std::string chip = acc.name;
    for (const std::string &vendor : {acc.vendor + " ", std::string("AWS "), std::string("NVIDIA ")})
        if (!vendor.empty() && chip.rfind(vendor, 0) == 0) chip.erase(0, vendor.size());
    std::string label = offer.provider + " " + offer.instance;
    if (offer.instance.find(chip) == std::string::npos) label += " (" + chip + ")";
    if (offer.reference) label += " [indicative]";
    return label;
}

bool usable(const Context &ctx, const Measurement &m)
{
    for (const auto &c : ctx.checks)
        if (c.measurementId == m.id)
            return c.level != FlagLevel::Impossible && c.level != FlagLevel::Suspicious;
    return true;
}

const Measurement *findThroughput(const Context &ctx, const std::string &acceleratorId,
                                  Phase phase)
{
    const auto &w = ctx.scenario.workload;
    for (const auto &m : ctx.catalog.measurements) {
        if (m.acceleratorId != acceleratorId || m.phase != phase
            || m.metric != Measurement::Metric::Throughput || !m.figure.known())
            continue;
        const bool sameModel = !w.modelPreset.empty() && m.modelId == w.modelPreset;
        const double size = m.parametersB > 0 ? m.parametersB : 0;
        const bool sameSize = size > 0
            && std::fabs(size - w.parametersB) <= measurementSizeTolerance * w.parametersB;
        if (!sameModel && !sameSize) continue;
        if (phase == Phase::Inference) {
            if (m.batch > 0 && m.batch != w.inference.batch) continue;
            if (m.precision && *m.precision != w.inference.precision) continue;
        }
        if (m.perUnit == "instance") continue; // needs a chip count the claim does not tie down
        if (!usable(ctx, m)) continue;
        return &m;
    }
    return nullptr;
}

void evaluateInference(const Context &ctx, const Accelerator &acc, const Offer &offer,
                       OptionAssessment &o)
{
    const auto &inf = ctx.scenario.workload.inference;
    const double replicaBytes = ctx.weightBytes + inf.batch * ctx.kvBytesPerSequence;
    if (!acc.memoryBytes.known()) {
        o.inferenceChips = unknown("chips", "chip memory unknown");
    } else {
        const int chips = formula::minimumChips(replicaBytes, acc.memoryBytes.value(), usableMemoryShare);
        o.inferenceChips = known(chips, "chips",
            {Method::FirstPrinciples, "chips = ⌈(weight bytes + batch × KV bytes per sequence) ÷ (memory × 0.9)⌉",
             {{"weight bytes", ctx.weightBytes, "bytes"}, {"batch", double(inf.batch), "sequences"},
              {"KV bytes per sequence", ctx.kvBytesPerSequence, "bytes"},
              {"memory per chip", acc.memoryBytes.value(), "bytes"}},
             {acc.memoryBytes.chosen().provenance.source}, {}});
        if (!ctx.trains) {
            // Serving only: headroom is what one replica leaves free on the chips it occupies.
            o.memoryHeadroom = known(1.0 - replicaBytes / (chips * acc.memoryBytes.value()), "fraction",
                {Method::FirstPrinciples, "headroom = 1 − replica bytes ÷ (chips per replica × memory per chip)",
                 {{"replica bytes", replicaBytes, "bytes"}, {"chips per replica", double(chips), "chips"},
                  {"memory per chip", acc.memoryBytes.value(), "bytes"}},
                 {acc.memoryBytes.chosen().provenance.source}, {}});
        }
        if (offer.chips.known() && chips > offer.chips.value())
            o.flags.push_back({FlagLevel::Info, o.label,
                               "one replica needs " + std::to_string(chips) + " chips, more than the "
                                   + formatNumber(offer.chips.value()) + " in one instance", {}});
    }

    if (const Measurement *m = findThroughput(ctx, acc.id, Phase::Inference)) {
        const auto &st = m->figure.chosen();
        o.decodeTokensPerSecond = known(st.value, "tokens/s/chip",
            {Method::Measurement, "tokens/s per chip as published", {{"published throughput", st.value, "tokens/s/chip"}},
             {st.provenance.source}, std::string(toString(st.provenance.kind)) + " figure: " + m->id});
        if (st.provenance.kind == FigureKind::Vendor)
            o.flags.push_back({FlagLevel::VendorClaim, o.label,
                               "inference throughput is a vendor claim (" + m->id + ")", {st.provenance.source}});
    } else if (acc.bandwidthBytesPerSecond.known() && o.inferenceChips.known()) {
        const int chips = static_cast<int>(o.inferenceChips.value);
        const double bw = acc.bandwidthBytesPerSecond.value();
        const double memoryBound = formula::decodeTokensPerSecondPerChip(
            ctx.weightBytes, ctx.kvBytesPerSequence, inf.batch, bw, inf.bandwidthEfficiency, chips);
        Explanation how{Method::Roofline,
                        "tokens/s per chip = batch ÷ step time ÷ chips; step time = (weights + batch × KV) ÷ (bandwidth × efficiency × chips)",
                        {{"weight bytes", ctx.weightBytes, "bytes"},
                         {"KV bytes per sequence", ctx.kvBytesPerSequence, "bytes"},
                         {"batch", double(inf.batch), "sequences"},
                         {"bandwidth per chip", bw, "bytes/s"},
                         {"bandwidth efficiency", inf.bandwidthEfficiency, "fraction"},
                         {"chips per replica", double(chips), "chips"}},
                        {acc.bandwidthBytesPerSecond.chosen().provenance.source},
                        "no applicable measurement; decode assumed bandwidth-bound"};
        double tps = memoryBound;
        const Figure *peak = acc.denseFlops(inf.precision);
        if (!peak) peak = acc.denseFlops(Precision::BF16);
        if (peak) {
            const double computeBound = formula::computeBoundTokensPerSecondPerChip(
                ctx.activeParameters, peak->value(), inf.computeEfficiency);
            how.terms.push_back({"compute ceiling", computeBound, "tokens/s/chip"});
            if (computeBound < memoryBound) {
                tps = computeBound;
                how.note = "no applicable measurement; compute-bound at this batch size";
            }
        }
        o.decodeTokensPerSecond = known(tps, "tokens/s/chip", how);
    } else {
        o.decodeTokensPerSecond = unknown("tokens/s/chip", "no measurement and no bandwidth figure");
    }

    if (o.pricePerChipHour.known() && o.decodeTokensPerSecond.known()) {
        Explanation how{o.decodeTokensPerSecond.how.method,
                        "cost per Mtok = USD/chip-h ÷ (tokens/s × 3600 ÷ 1e6)",
                        {{"price", o.pricePerChipHour.value, "USD/chip-h"},
                         {"throughput", o.decodeTokensPerSecond.value, "tokens/s/chip"}}, {}, {}};
        appendSources(how, o.pricePerChipHour);
        appendSources(how, o.decodeTokensPerSecond);
        o.costPerMTokens = known(formula::costPerMillionTokens(UsdPerChipHour{o.pricePerChipHour.value},
                                                               o.decodeTokensPerSecond.value),
                                 "USD/Mtok", how);
        const double perYear = ctx.serves ? o.costPerMTokens.value * inf.tokensPerDayM * 365.0 : 0.0;
        Explanation yearly{Method::Derived, "cost per year = cost per Mtok × Mtok per day × 365",
                           {{"cost per Mtok", o.costPerMTokens.value, "USD/Mtok"},
                            {"volume", inf.tokensPerDayM, "Mtok/day"}}, {}, {}};
        if (!ctx.serves) yearly.note = "the workload does not serve";
        o.inferenceCostPerYear = known(perYear, "USD/year", yearly);
    } else {
        o.costPerMTokens = unknown("USD/Mtok", "price or throughput unknown");
        o.inferenceCostPerYear = unknown("USD/year", "price or throughput unknown");
    }
}

void evaluateTraining(const Context &ctx, const Accelerator &acc, OptionAssessment &o)
{
    const auto &w = ctx.scenario.workload;
    const auto &t = w.training;
    if (acc.memoryBytes.known()) {
        const int chips = formula::minimumChips(ctx.trainingBytes, acc.memoryBytes.value(), usableMemoryShare);
        o.trainingChipsMin = known(chips, "chips",
            {Method::FirstPrinciples, "chips = ⌈(16 bytes × parameters + activations) ÷ (memory × 0.9)⌉",
             {{"parameters", ctx.parameters, "parameters"}, {"training bytes", ctx.trainingBytes, "bytes"},
              {"memory per chip", acc.memoryBytes.value(), "bytes"}},
             {acc.memoryBytes.chosen().provenance.source}, {}});
        const double headroom = 1.0 - ctx.trainingBytes / (t.chips * acc.memoryBytes.value());
        if (ctx.trains) o.memoryHeadroom = known(headroom, "fraction",
            {Method::FirstPrinciples, "headroom = 1 − training bytes ÷ (chips × memory per chip)",
             {{"training bytes", ctx.trainingBytes, "bytes"}, {"chips", double(t.chips), "chips"},
              {"memory per chip", acc.memoryBytes.value(), "bytes"}},
             {acc.memoryBytes.chosen().provenance.source}, {}});
    } else {
        o.trainingChipsMin = unknown("chips", "chip memory unknown");
        if (ctx.trains) o.memoryHeadroom = unknown("fraction", "chip memory unknown");
    }

    const double tokens = t.tokensPerRunB * 1e9;
    if (const Measurement *m = findThroughput(ctx, acc.id, Phase::Training)) {
        const auto &st = m->figure.chosen();
        o.trainingChipHours = known(tokens / st.value / 3600.0 * (1.0 + t.overhead), "chip-h",
            {Method::Measurement, "chip-hours = tokens ÷ tokens/s per chip ÷ 3600 × (1 + overhead)",
             {{"tokens", tokens, "tokens"}, {"throughput", st.value, "tokens/s/chip"}, {"overhead", t.overhead, "fraction"}},
             {st.provenance.source}, std::string(toString(st.provenance.kind)) + " figure: " + m->id});
    } else if (const Figure *peak = acc.denseFlops(w.precision)) {
        o.trainingChipHours = known(formula::trainingChipHours(ctx.flopsPerRun, peak->value(), t.mfu, t.overhead), "chip-h",
            {Method::FirstPrinciples, "chip-hours = 6 × active parameters × tokens ÷ (peak × MFU) ÷ 3600 × (1 + overhead)",
             {{"training FLOPs", ctx.flopsPerRun, "FLOP"}, {std::string("dense ") + toString(w.precision) + " peak", peak->value(), "FLOP/s"},
              {"MFU", t.mfu, "fraction"}, {"overhead", t.overhead, "fraction"}},
             {peak->chosen().provenance.source}, "peak compute is the vendor's figure"});
    } else {
        o.trainingChipHours = unknown("chip-h", std::string("no published dense ") + toString(w.precision) + " figure");
    }

    if (o.trainingChipHours.known()) {
        o.trainingWallClockDays = known(o.trainingChipHours.value / t.chips / 24.0, "days",
            {Method::Derived, "days = chip-hours ÷ chips ÷ 24",
             {{"chip-hours", o.trainingChipHours.value, "chip-h"}, {"chips", double(t.chips), "chips"}}, {}, {}});
    } else {
        o.trainingWallClockDays = unknown("days", o.trainingChipHours.how.note);
    }
    if (o.trainingChipHours.known() && o.pricePerChipHour.known()) {
        Explanation how{o.trainingChipHours.how.method, "cost per run = chip-hours × USD/chip-h",
                        {{"chip-hours", o.trainingChipHours.value, "chip-h"}, {"price", o.pricePerChipHour.value, "USD/chip-h"}}, {}, {}};
        appendSources(how, o.trainingChipHours);
        appendSources(how, o.pricePerChipHour);
        o.trainingCostPerRun = known(o.trainingChipHours.value * o.pricePerChipHour.value, "USD", how);
        const double runs = ctx.trains ? t.runsPerYear : 0.0;
        o.trainingCostPerYear = known(o.trainingCostPerRun.value * runs, "USD/year",
            {Method::Derived, "cost per year = cost per run × runs per year",
             {{"cost per run", o.trainingCostPerRun.value, "USD"}, {"runs per year", runs, "runs"}}, {},
             ctx.trains ? "" : "the workload does not train"});
    } else {
        o.trainingCostPerRun = unknown("USD", "price or chip-hours unknown");
        o.trainingCostPerYear = unknown("USD/year", "price or chip-hours unknown");
    }
}

// Weeks of porting for a team leaving its current stack, from the catalog's effort table.
Quantity portingWeeks(const Context &ctx)
{
    const auto &team = ctx.scenario.team;
    if (team.portingWeeksOverride > 0)
        return known(team.portingWeeksOverride, "weeks", {Method::Input, "weeks as entered", {}, {}, "set in the scenario"});
    const auto &porting = ctx.catalog.porting;
    Explanation how{Method::Catalog, "weeks = midpoint of the base effort + midpoints of each CUDA-only component", {}, {}, {}};
    double weeks = 0;
    bool found = false;
    for (const auto &e : porting.baseEfforts) {
        if (e.experience != team.neuronExperience || e.support != team.modelSupport) continue;
        if (!e.weeksLow.known() || !e.weeksHigh.known()) continue;
        weeks = (e.weeksLow.value() + e.weeksHigh.value()) / 2.0;
        how.terms.push_back({"base effort (" + e.id + ")", weeks, "weeks"});
        how.sources.push_back(e.weeksLow.chosen().provenance.source);
        found = true;
        break;
    }
    if (!found) return unknown("weeks", "no porting effort in the catalog for this team and model");
    for (const auto &id : team.cudaComponents) {
        for (const auto &c : porting.components) {
            if (c.id != id || !c.weeksLow.known() || !c.weeksHigh.known()) continue;
            const double add = (c.weeksLow.value() + c.weeksHigh.value()) / 2.0;
            weeks += add;
            how.terms.push_back({c.name, add, "weeks"});
            how.sources.push_back(c.weeksLow.chosen().provenance.source);
        }
    }
    return known(weeks, "weeks", how);
}

void evaluatePorting(const Context &ctx, const Quantity &weeks, OptionAssessment &o)
{
    const auto &team = ctx.scenario.team;
    if (!o.needsPort) {
        o.portingWeeks = known(0, "weeks", {Method::Derived, "no port: same software stack as today", {}, {}, {}});
        o.portingCost = known(0, "USD", o.portingWeeks.how);
        o.maintenanceCostPerYear = known(0, "USD/year", o.portingWeeks.how);
        return;
    }
    o.portingWeeks = weeks;
    if (weeks.known()) {
        o.portingCost = known(formula::portingCost(weeks.value, team.engineers, team.hoursPerWeek, team.hourlyRateUsd), "USD",
            {Method::Derived, "porting cost = weeks × engineers × hours per week × hourly rate",
             {{"weeks", weeks.value, "weeks"}, {"engineers", double(team.engineers), "people"},
              {"hours per week", team.hoursPerWeek, "h"}, {"hourly rate", team.hourlyRateUsd, "USD/h"}},
             weeks.how.sources, {}});
    } else {
        o.portingCost = unknown("USD", weeks.how.note);
    }
    const auto &m = ctx.catalog.porting;
    if (m.maintenanceDaysLow.known() && m.maintenanceDaysHigh.known() && m.releasesPerYear.known()) {
        const double days = (m.maintenanceDaysLow.value() + m.maintenanceDaysHigh.value()) / 2.0;
        o.maintenanceCostPerYear = known(days * 8.0 * team.hourlyRateUsd * m.releasesPerYear.value(), "USD/year",
            {Method::Catalog, "maintenance = days per SDK release × 8 h × hourly rate × releases per year",
             {{"days per release", days, "days"}, {"hourly rate", team.hourlyRateUsd, "USD/h"},
              {"releases per year", m.releasesPerYear.value(), "releases"}},
             {m.maintenanceDaysLow.chosen().provenance.source, m.releasesPerYear.chosen().provenance.source}, {}});
    } else {
        o.maintenanceCostPerYear = unknown("USD/year", "no maintenance figures in the catalog");
    }
}

void evaluateTotals(const Context &ctx, OptionAssessment &o)
{
    const double years = ctx.scenario.strategy.horizonMonths / 12.0;
    const double training = ctx.trains ? o.trainingCostPerYear.value : 0.0;
    const double serving = ctx.serves ? o.inferenceCostPerYear.value : 0.0;
    if (!std::isfinite(training) || !std::isfinite(serving)) {
        o.computeCostOverHorizon = unknown("USD", "a running cost is unknown");
        o.creditsApplied = unknown("USD", "a running cost is unknown");
        o.tco = unknown("USD", "a running cost is unknown");
        return;
    }
    const double compute = (training + serving) * years;
    o.computeCostOverHorizon = known(compute, "USD",
        {Method::Derived, "compute = (training per year + serving per year) × years",
         {{"training per year", training, "USD/year"}, {"serving per year", serving, "USD/year"}, {"years", years, "years"}}, {}, {}});
    const bool aws = o.provider == "AWS";
    const double credits = aws ? std::min(ctx.scenario.strategy.creditsUsd, compute) : 0.0;
    o.creditsApplied = known(credits, "USD",
        {Method::Input, "credits = min(AWS credits, compute cost)", {{"credits available", ctx.scenario.strategy.creditsUsd, "USD"}}, {},
         aws ? "" : "AWS credits do not apply to this provider"});
    const double porting = o.portingCost.known() ? o.portingCost.value : 0.0;
    const double maintenance = o.maintenanceCostPerYear.known() ? o.maintenanceCostPerYear.value * years : 0.0;
    Explanation how{Method::Derived, "TCO = compute + porting + maintenance × years − credits",
                    {{"compute", compute, "USD"}, {"porting", porting, "USD"}, {"maintenance", maintenance, "USD"},
                     {"credits", credits, "USD"}}, {}, {}};
    if (o.needsPort && !o.portingCost.known()) how.note = "porting cost unknown, counted as zero";
    o.tco = known(compute + porting + maintenance - credits, "USD", how);
}

void evaluateBreakEven(const Context &ctx, const OptionAssessment &base, OptionAssessment &o)
{
    BreakEven &b = o.breakEven;
    if (!o.needsPort || &base == &o || !o.portingCost.known()) return;
    b.applicable = true;
    b.oneOffCost = o.portingCost;
    const auto &inf = ctx.scenario.workload.inference;
    const double maintenancePerDay = (o.maintenanceCostPerYear.known() ? o.maintenanceCostPerYear.value : 0.0) / 365.0;

    if (ctx.serves && base.costPerMTokens.known() && o.costPerMTokens.known()) {
        if (auto tokens = formula::breakEvenTokens(b.oneOffCost.value, base.costPerMTokens.value, o.costPerMTokens.value)) {
            b.tokens = known(*tokens, "tokens",
                {Method::Derived, "tokens = one-off cost ÷ (baseline − candidate cost per Mtok) × 1e6",
                 {{"one-off cost", b.oneOffCost.value, "USD"}, {"baseline cost per Mtok", base.costPerMTokens.value, "USD/Mtok"},
                  {"candidate cost per Mtok", o.costPerMTokens.value, "USD/Mtok"}}, {}, {}});
        }
    }
    if (ctx.trains && base.trainingCostPerRun.known() && o.trainingCostPerRun.known()) {
        const double saving = base.trainingCostPerRun.value - o.trainingCostPerRun.value;
        if (saving > 0)
            b.runs = known(b.oneOffCost.value / saving, "runs",
                {Method::Derived, "runs = one-off cost ÷ (baseline − candidate cost per run)",
                 {{"one-off cost", b.oneOffCost.value, "USD"}, {"saving per run", saving, "USD"}}, {}, {}});
    }
    const double baseDaily = ((ctx.trains ? base.trainingCostPerYear.value : 0) + (ctx.serves ? base.inferenceCostPerYear.value : 0)) / 365.0;
    const double ownDaily = ((ctx.trains ? o.trainingCostPerYear.value : 0) + (ctx.serves ? o.inferenceCostPerYear.value : 0)) / 365.0;
    if (std::isfinite(baseDaily) && std::isfinite(ownDaily)) {
        const double saving = baseDaily - ownDaily - maintenancePerDay;
        if (auto days = formula::breakEvenDays(b.oneOffCost.value, saving)) {
            b.days = known(*days, "days",
                {Method::Derived, "days = one-off cost ÷ (baseline daily cost − candidate daily cost − daily maintenance)",
                 {{"one-off cost", b.oneOffCost.value, "USD"}, {"baseline per day", baseDaily, "USD/day"},
                  {"candidate per day", ownDaily, "USD/day"}, {"maintenance per day", maintenancePerDay, "USD/day"}}, {}, {}});
        }
        if (inf.tokensPerDayM > 0 && b.tokens.known() && !ctx.trains)
            b.days.how.terms.push_back({"volume", inf.tokensPerDayM, "Mtok/day"});
    }
    const double horizonDays = ctx.scenario.strategy.horizonMonths * daysPerMonth;
    if (!b.days.known()) {
        b.never = true;
        b.summary = "never: " + o.label + " is not cheaper to run than " + base.label;
    } else if (b.days.value > horizonDays) {
        b.summary = "pays back after " + formatDuration(b.days.value) + ", beyond the "
                    + formatNumber(ctx.scenario.strategy.horizonMonths) + "-month horizon";
    } else {
        b.summary = "pays back after " + formatDuration(b.days.value);
    }
}

} // namespace

const char *toString(FlagLevel level)
{
    switch (level) {
    case FlagLevel::Info: return "info";
    case FlagLevel::Suspicious: return "suspicious";
    case FlagLevel::Impossible: return "impossible";
    case FlagLevel::Conflict: return "conflict";
    case FlagLevel::UnitMismatch: return "unit mismatch";
    case FlagLevel::VendorClaim: return "vendor claim";
    }
    return "info";
}

const OptionAssessment *Assessment::option(const std::string &id) const
{
    for (const auto &o : options)
        if (o.id == id) return &o;
    return nullptr;
}

Assessment assess(const Scenario &scenario, const Catalog &catalog)
{
    Assessment a;
    a.scenario = scenario;
    a.checks = checkMeasurements(catalog);
    a.flags = catalogFlags(catalog);
    for (const auto &c : a.checks)
        if (c.level == FlagLevel::Impossible || c.level == FlagLevel::Suspicious)
            a.flags.push_back({c.level, c.measurementId, c.message, c.claimed.how.sources});

    const auto &w = scenario.workload;
    Context ctx{scenario, catalog, a.checks};
    ctx.parameters = w.parametersB * 1e9;
    ctx.activeParameters = w.activeParametersB * 1e9;
    ctx.trains = w.kind != WorkloadKind::Inference;
    ctx.serves = w.kind == WorkloadKind::Inference || w.kind == WorkloadKind::Mixed;
    const double infBytes = std::max(1.0, bytesPerValue(w.inference.precision));
    ctx.weightBytes = ctx.parameters * bytesPerValue(w.inference.precision);
    ctx.kvBytesPerSequence = formula::kvCacheBytesPerToken(w.layers, w.kvHeads, w.headDim, infBytes) * w.inference.context;
    ctx.trainingBytes = formula::adamMixedPrecisionBytesPerParameter * ctx.parameters
                        + formula::activationBytes(w.training.sequenceLength, w.hidden, w.layers, 1);
    ctx.flopsPerRun = formula::trainingFlops(ctx.activeParameters, w.training.tokensPerRunB * 1e9);

    a.trainingFlops = known(ctx.flopsPerRun, "FLOP",
        {Method::FirstPrinciples, "FLOPs = 6 × active parameters × tokens",
         {{"active parameters", ctx.activeParameters, "parameters"}, {"tokens", w.training.tokensPerRunB * 1e9, "tokens"}}, {}, {}});
    a.inferenceWeightBytes = known(ctx.weightBytes, "bytes",
        {Method::FirstPrinciples, "weight bytes = parameters × bytes per value",
         {{"parameters", ctx.parameters, "parameters"}, {"bytes per value", bytesPerValue(w.inference.precision), "bytes"}}, {}, {}});
    a.kvBytesPerSequence = known(ctx.kvBytesPerSequence, "bytes",
        {Method::FirstPrinciples, "KV bytes = 2 × layers × KV heads × head dim × bytes × context",
         {{"layers", double(w.layers), ""}, {"KV heads", double(w.kvHeads), ""}, {"head dim", double(w.headDim), ""},
          {"bytes per value", infBytes, "bytes"}, {"context", double(w.inference.context), "tokens"}}, {}, {}});

    const Quantity weeks = portingWeeks(ctx);
    for (const auto &offer : catalog.offers) {
        const Accelerator *acc = catalog.accelerator(offer.acceleratorId);
        if (!acc) continue;
        for (auto model : allPricingModels) {
            OptionAssessment o;
            o.offerId = offer.id;
            o.acceleratorId = acc->id;
            o.id = offer.id + "/" + toString(model);
            o.label = optionLabel(offer, *acc);
            o.family = acc->family;
            o.stack = acc->stack;
            o.provider = offer.provider;
            o.pricingModel = model;
            o.needsPort = acc->stack != scenario.team.currentStack;
            o.pricePerChipHour = pricePerChipHour(offer, *acc, model, &o.offered);
            o.priceKnown = o.pricePerChipHour.known();
            // Offers without any statement at this pricing model are left out entirely, except
            // at the scenario's own pricing model, where the matrix shows why they drop out.
            if (!o.priceKnown && o.offered && model != scenario.strategy.pricingModel) continue;
            o.inDecision = model == scenario.strategy.pricingModel && !offer.reference;
            evaluateInference(ctx, *acc, offer, o);
            evaluateTraining(ctx, *acc, o);
            evaluatePorting(ctx, weeks, o);
            evaluateTotals(ctx, o);
            a.options.push_back(std::move(o));
        }
    }

    a.decision = decide(a, catalog);

    // The baseline is the user's choice, else the cheapest option on the current stack that
    // survives the knock-outs; break-even is measured against it.
    auto excluded = [&](const OptionAssessment &o) {
        for (const auto &row : a.decision.rows)
            if (row.optionId == o.id) return row.excluded;
        return false;
    };
    const OptionAssessment *base = nullptr, *bestPort = nullptr;
    for (int pass = 0; pass < 2 && !base; ++pass) {
        for (const auto &o : a.options) {
            if (!o.inDecision || !o.tco.known() || (pass == 0 && excluded(o))) continue;
            if (!scenario.strategy.baselineOffer.empty()) {
                if (o.offerId == scenario.strategy.baselineOffer) base = &o;
            } else if (!o.needsPort && (!base || o.tco.value < base->tco.value)) {
                base = &o;
            }
        }
    }
    for (const auto &o : a.options)
        if (o.inDecision && o.needsPort && o.tco.known() && !excluded(o)
            && (!bestPort || o.tco.value < bestPort->tco.value))
            bestPort = &o;
    if (base) {
        a.baselineId = base->id;
        for (auto &o : a.options) evaluateBreakEven(ctx, *base, o);
    }
    if (bestPort) a.bestNeuronId = bestPort->id;

    a.recommendation = recommend(a, catalog);
    return a;
}

} // namespace ad
