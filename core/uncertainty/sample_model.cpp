// The model's totals as functions of the uncertain inputs (docs/uncertainty.md, "One sample").
// Each option's figures in `assessment` were computed by assess.cpp; a sample rescales them by
// the ratios the formulas of cost_model.h make exact (chip-hours are proportional to tokens, to
// 1 + overhead, to 1 / MFU and to 1 / throughput) and recomputes the steps that are not
// proportional (whole serving replicas, credits, the cost scale of the matrix) with the same
// functions assess() and decide() call. tst_uncertainty checks the totals against assess().
#include "uncertainty/uncertainty.h"

#include "model/cost_model.h"
#include "decision/decision_detail.h"
#include "assessment/operating_point.h"
#include "assessment/plan.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace ad {

namespace {

constexpr std::size_t leverCount = static_cast<std::size_t>(UncertainLever::OutputTokens) + 1;
using Levers = std::array<double, leverCount>;

constexpr std::size_t at(UncertainLever lever) { return static_cast<std::size_t>(lever); }

const double nan = std::numeric_limits<double>::quiet_NaN();

} // namespace

struct SampleModel::Base {
    Levers likely{};              // the value of every lever in the assessment
    double years = 0, credits = 0, hoursPerWeek = 0, horizonDays = 0, deadlineWeeks = 0;
    int engineers = 0, minReplicas = 0;
    bool trains = false, serves = false;
    InferenceInputs inference;    // the scenario's; a sample moves its targets, lengths, shares
    // A side's price range is the default one for estimated prices: it moves only those.
    bool neuronPriceEstimatesOnly = false, gpuPriceEstimatesOnly = false;
    // The matrix: the criteria whose scores follow the samples, with their effective weights.
    std::size_t costCriterion = SIZE_MAX, portCriterion = SIZE_MAX, timeCriterion = SIZE_MAX;
    double costWeight = 0, portWeight = 0, timeWeight = 0, weightSum = 0;
};

struct SampleModel::Option {
    std::string id;
    bool neuron = false, aws = false, needsPort = false;
    bool known = false;           // its cost over the horizon is known
    bool survives = false;        // in the matrix and not knocked out
    double price = 0;             // USD per chip-hour
    bool priceEstimated = false;  // its price rests on an estimate (estimatedPriceRange())
    double chipHours = nan;       // per run
    bool trainingMeasured = false;
    double fastestDays = nan;     // per run at full supply
    double chipsPerReplica = 0;
    bool servingMeasured = false;
    double tokensPerSecond = 0;   // per chip, as assessed
    double memoryBound = 0, computeBound = std::numeric_limits<double>::infinity();
    // Sized by the serving model at a latency target: each sample picks its operating point
    // again, with the same function as the assessment (serving_point.h).
    bool targeted = false;
    ServingSetup servingSetup;
    ServingChip servingChip;
    bool portingKnown = false;
    double upkeepPerYear = 0;
    // The matrix row: its total and the three scores a sample changes, as assessed.
    double total = 0, costScore = nan, portScore = nan, timeScore = nan;
};

SampleModel::~SampleModel() = default;
SampleModel::SampleModel(SampleModel &&) noexcept = default;
SampleModel &SampleModel::operator=(SampleModel &&) noexcept = default;

SampleModel::SampleModel(const Assessment &a, const Catalog &catalog,
                         std::vector<UncertainInput> inputs)
    : m_inputs(std::move(inputs)), m_base(std::make_unique<Base>())
{
    const Scenario &s = a.scenario;
    const auto &w = s.workload;
    Base &b = *m_base;
    b.years = s.strategy.horizonMonths / 12.0;
    b.credits = s.strategy.creditsUsd;
    b.hoursPerWeek = s.team.hoursPerWeek;
    b.engineers = s.team.engineers;
    b.minReplicas = w.inference.minReplicas;
    b.deadlineWeeks = s.strategy.deadlineWeeks;
    b.horizonDays = s.strategy.horizonMonths * daysPerMonth;
    b.trains = w.trains();
    b.serves = w.serves();
    b.likely.fill(1.0);
    b.likely[at(UncertainLever::Mfu)] = w.training.mfu;
    b.likely[at(UncertainLever::Overhead)] = w.training.overhead;
    b.likely[at(UncertainLever::BandwidthEfficiency)] = w.inference.bandwidthEfficiency;
    b.likely[at(UncertainLever::ComputeEfficiency)] = w.inference.computeEfficiency;
    b.likely[at(UncertainLever::Utilisation)] = w.inference.utilisation;
    b.likely[at(UncertainLever::TokensPerDay)] = w.inference.tokensPerDayM;
    b.likely[at(UncertainLever::TokensPerRun)] = w.training.tokensPerRunB;
    b.likely[at(UncertainLever::RunsPerYear)] = w.training.runsPerYear;
    b.likely[at(UncertainLever::HourlyRate)] = s.team.hourlyRateUsd;
    b.likely[at(UncertainLever::PortingWeeks)] = 0;
    b.likely[at(UncertainLever::TpotTarget)] = w.inference.tpotMs;
    b.likely[at(UncertainLever::TtftTarget)] = w.inference.ttftMs;
    b.likely[at(UncertainLever::InputTokens)] = w.inference.inputTokens;
    b.likely[at(UncertainLever::OutputTokens)] = w.inference.outputTokens;
    b.inference = w.inference;
    for (const UncertainInput &input : m_inputs) {
        if (input.lever == UncertainLever::TrainiumPrice) b.neuronPriceEstimatesOnly = input.estimatesOnly;
        if (input.lever == UncertainLever::GpuPrice) b.gpuPriceEstimatesOnly = input.estimatesOnly;
    }
    for (const auto &o : a.options)
        if (o.needsPort && o.portingWeeks.known()) b.likely[at(UncertainLever::PortingWeeks)] = o.portingWeeks.value;

    const DecisionResult &d = a.decision;
    for (std::size_t c = 0; c < d.criteria.size(); ++c) {
        const double weight = std::max(0.0, d.criteria[c].effectiveWeight);
        b.weightSum += weight;
        switch (d.criteria[c].metric) {
        case CriterionMetric::Tco: b.costCriterion = c; b.costWeight = weight; break;
        case CriterionMetric::PortingWeeks: b.portCriterion = c; b.portWeight = weight; break;
        case CriterionMetric::TimeToResult: b.timeCriterion = c; b.timeWeight = weight; break;
        default: break;
        }
    }

    const double infPrecisionBytes = a.inferenceWeightBytes.known() ? a.inferenceWeightBytes.value : 0;
    for (const MatrixRow &row : d.rows) {
        const OptionAssessment *o = a.option(row.optionId);
        if (!o) continue;
        Option m;
        m.id = o->id;
        m.neuron = o->neuron();
        m.aws = o->provider == "AWS";
        m.needsPort = o->needsPort;
        m.known = o->tco.known();
        m.survives = !row.excluded;
        m.price = o->pricePerChipHour.known() ? o->pricePerChipHour.value : nan;
        m.priceEstimated = estimatedPriceRange(*o, catalog).has_value();
        if (o->trainingChipHours.known()) {
            m.chipHours = o->trainingChipHours.value;
            m.trainingMeasured = o->trainingChipHours.how.method == Method::Measurement;
        }
        if (o->fastestRunDays.known()) m.fastestDays = o->fastestRunDays.value;
        if (o->inferenceChips.known()) m.chipsPerReplica = o->inferenceChips.value;
        if (o->decodeTokensPerSecond.known()) {
            m.tokensPerSecond = o->decodeTokensPerSecond.value;
            m.servingMeasured = o->decodeTokensPerSecond.how.method == Method::Measurement;
            m.memoryBound = m.tokensPerSecond;
            const Accelerator *acc = catalog.accelerator(o->acceleratorId);
            const Offer *offer = catalog.offer(o->offerId);
            const auto chip = acc ? servingChip(*acc, w.inference.precision) : std::nullopt;
            if (!m.servingMeasured && chip && w.serves() && w.inference.latencyTarget()) {
                m.targeted = true;
                m.servingChip = *chip;
                m.servingSetup = ad::servingSetup(
                    w, offer && offer->chips.known() ? static_cast<int>(offer->chips.value()) : 1);
            } else if (!m.servingMeasured && acc && acc->bandwidthBytesPerSecond.known()
                       && m.chipsPerReplica > 0 && !w.inference.latencyTarget()) {
                m.memoryBound = formula::decodeTokensPerSecondPerChip(
                    infPrecisionBytes, a.kvBytesPerSequence.value, w.inference.batch,
                    acc->bandwidthBytesPerSecond.value(), w.inference.bandwidthEfficiency,
                    static_cast<int>(m.chipsPerReplica));
                if (const Figure *peak = acc->servingFlops(w.inference.precision))
                    m.computeBound = formula::computeBoundTokensPerSecondPerChip(
                        w.activeParametersB * 1e9, peak->value(), w.inference.computeEfficiency);
            }
        }
        m.portingKnown = o->needsPort && o->portingCost.known();
        m.upkeepPerYear = o->maintenanceCostPerYear.known() ? o->maintenanceCostPerYear.value : 0;
        m.total = row.total;
        auto scoreOf = [&](std::size_t c) {
            if (c >= row.scores.size()) return nan;
            const CriterionScore &sc = row.scores[c];
            // A score the team set by hand, or one with no figure behind it, does not follow
            // the samples.
            return sc.overridden || !sc.known ? nan : sc.score;
        };
        m.costScore = scoreOf(b.costCriterion);
        m.portScore = scoreOf(b.portCriterion);
        m.timeScore = scoreOf(b.timeCriterion);
        if (o->id == a.trade.neuronId) m_neuron = static_cast<int>(m_options.size());
        if (o->id == a.trade.gpuId) m_gpu = static_cast<int>(m_options.size());
        m_options.push_back(std::move(m));
    }
}

std::size_t SampleModel::optionCount() const { return m_options.size(); }
const std::string &SampleModel::optionId(std::size_t k) const { return m_options[k].id; }
bool SampleModel::survives(std::size_t k) const { return m_options[k].survives; }

std::vector<double> SampleModel::likelyValues() const
{
    std::vector<double> out;
    for (const auto &input : m_inputs) out.push_back(input.spread.likely);
    return out;
}

void SampleModel::evaluate(const double *values, Outcome &out) const
{
    const Base &b = *m_base;
    Levers v = b.likely;
    for (std::size_t k = 0; k < m_inputs.size(); ++k) {
        const UncertainInput &input = m_inputs[k];
        double x = std::max(values[k], input.floor);
        if (input.ceiling > 0) x = std::min(x, input.ceiling);
        v[at(input.lever)] = x;
    }
    auto ratio = [&](UncertainLever lever) {
        const double base = b.likely[at(lever)];
        return base > 0 ? v[at(lever)] / base : 1.0;
    };
    const double tokensRatio = ratio(UncertainLever::TokensPerRun);
    const double overheadRatio = (1 + v[at(UncertainLever::Overhead)])
        / (1 + b.likely[at(UncertainLever::Overhead)]);
    const double mfuRatio = 1 / ratio(UncertainLever::Mfu);
    const double weeks = v[at(UncertainLever::PortingWeeks)];
    const double rate = v[at(UncertainLever::HourlyRate)];
    const double porting = formula::portingCost(weeks, b.engineers, b.hoursPerWeek, rate);
    // The serving inputs of this sample: its targets, lengths (whole tokens) and shares of peak.
    auto servingAt = [&](const Levers &x) {
        InferenceInputs inf = b.inference;
        inf.tpotMs = x[at(UncertainLever::TpotTarget)];
        inf.ttftMs = x[at(UncertainLever::TtftTarget)];
        inf.inputTokens = static_cast<int>(std::lround(x[at(UncertainLever::InputTokens)]));
        inf.outputTokens = std::max(1, static_cast<int>(std::lround(x[at(UncertainLever::OutputTokens)])));
        inf.tokensPerDayM = x[at(UncertainLever::TokensPerDay)];
        inf.utilisation = x[at(UncertainLever::Utilisation)];
        inf.bandwidthEfficiency = x[at(UncertainLever::BandwidthEfficiency)];
        inf.computeEfficiency = x[at(UncertainLever::ComputeEfficiency)];
        return inf;
    };

    out.tco.assign(m_options.size(), nan);
    out.runCost.assign(m_options.size(), nan);
    out.costPerMTokens.assign(m_options.size(), nan);
    out.oneOff.assign(m_options.size(), nan);
    out.perDay.assign(m_options.size(), nan);
    out.tokensPerDay = b.serves ? v[at(UncertainLever::TokensPerDay)] * 1e6 : 0.0;
    double anchor = 0, anchorAny = 0;
    std::vector<double> chipHours(m_options.size(), nan);
    for (std::size_t k = 0; k < m_options.size(); ++k) {
        const Option &o = m_options[k];
        if (!o.known) continue;
        const double perf = v[at(o.neuron ? UncertainLever::TrainiumPerformance : UncertainLever::GpuPerformance)];
        const bool estimatesOnly = o.neuron ? b.neuronPriceEstimatesOnly : b.gpuPriceEstimatesOnly;
        const double price = o.price
            * (estimatesOnly && !o.priceEstimated
                   ? 1.0
                   : v[at(o.neuron ? UncertainLever::TrainiumPrice : UncertainLever::GpuPrice)]);
        double training = 0, serving = 0;
        if (std::isfinite(o.chipHours)) {
            chipHours[k] = o.chipHours * tokensRatio * overheadRatio
                * (o.trainingMeasured ? 1.0 : mfuRatio) / perf;
            out.runCost[k] = chipHours[k] * price;
            if (b.trains) training = out.runCost[k] * v[at(UncertainLever::RunsPerYear)];
        }
        double tps = 0;
        int chips = static_cast<int>(o.chipsPerReplica);
        if (o.targeted) {
            const formula::OperatingPoint p = operatingPoint(servingAt(v), o.servingSetup, o.servingChip, perf);
            // No replica meets this sample's target: the option serves nothing, at no cost one
            // could compare, and cannot top the matrix (the decision would knock it out).
            if (!p.met) continue;
            tps = p.tokensPerSecondPerChip;
            chips = p.chips;
        } else if (o.tokensPerSecond > 0) {
            tps = perf * (o.servingMeasured
                              ? o.tokensPerSecond
                              : std::min(o.memoryBound * ratio(UncertainLever::BandwidthEfficiency),
                                         o.computeBound * ratio(UncertainLever::ComputeEfficiency)));
        }
        if (tps > 0 && std::isfinite(price))
            out.costPerMTokens[k] = formula::costPerMillionTokens(UsdPerChipHour{price}, tps);
        if (b.serves) {
            const int replicas = formula::servingReplicas(
                v[at(UncertainLever::TokensPerDay)] * 1e6, tps, chips,
                v[at(UncertainLever::Utilisation)], b.minReplicas);
            serving = double(replicas) * chips * price * hoursPerYear;
        }
        const double upkeepPerYear = o.upkeepPerYear * ratio(UncertainLever::HourlyRate);
        const double tco = formula::horizonCost((training + serving) * b.years, o.aws, b.credits,
                                                o.portingKnown ? porting : 0.0, upkeepPerYear,
                                                b.years)
                               .total();
        out.tco[k] = tco;
        out.oneOff[k] = o.portingKnown ? porting : 0.0;
        out.perDay[k] = (training + serving + upkeepPerYear) / 365.0;
        const double scaled = std::max(tco, detail::costFloorUsd); // as decide() anchors the scale
        if (o.survives && (anchor <= 0 || scaled < anchor)) anchor = scaled;
        if (anchorAny <= 0 || scaled < anchorAny) anchorAny = scaled;
    }
    if (anchor <= 0) anchor = anchorAny;

    // The matrix: the assessed totals, moved by what the sample does to the three scores that
    // follow the figures (weights and every other score stay as set).
    out.matrixWinner = -1;
    double bestTotal = -1, bestCost = std::numeric_limits<double>::infinity();
    const double allowedPlan = daysAvailablePerRun(v[at(UncertainLever::RunsPerYear)], b.horizonDays);
    for (std::size_t k = 0; k < m_options.size(); ++k) {
        const Option &o = m_options[k];
        if (!o.survives || (o.targeted && !std::isfinite(out.tco[k]))) continue;
        double total = o.total;
        if (b.weightSum > 0) {
            double moved = 0;
            if (std::isfinite(o.costScore) && std::isfinite(out.tco[k]) && out.tco[k] >= 0)
                moved += b.costWeight * (detail::costValue(out.tco[k], anchor) - o.costScore);
            if (std::isfinite(o.portScore) && o.needsPort)
                moved += b.portWeight * (detail::portValue(weeks) - o.portScore);
            if (std::isfinite(o.timeScore) && std::isfinite(chipHours[k]) && std::isfinite(o.fastestDays)
                && o.chipHours > 0) {
                const double days = o.fastestDays * chipHours[k] / o.chipHours;
                const double allowed = b.deadlineWeeks > 0
                    ? b.deadlineWeeks * 7 - (o.needsPort && o.portingKnown ? weeks * 7 : 0.0)
                    : allowedPlan;
                moved += b.timeWeight * (detail::timeValue(days, allowed) - o.timeScore);
            }
            total += moved / b.weightSum;
        }
        const double cost = std::isfinite(out.tco[k]) ? out.tco[k] : std::numeric_limits<double>::infinity();
        if (total > bestTotal + 1e-12 || (std::fabs(total - bestTotal) <= 1e-12 && cost < bestCost)) {
            bestTotal = total;
            bestCost = cost;
            out.matrixWinner = static_cast<int>(k);
        }
    }
}

} // namespace ad
