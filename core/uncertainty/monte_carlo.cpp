// docs/uncertainty.md, "The analysis": Latin hypercube samples of the uncertain inputs, each
// evaluated by SampleModel; the spread of each option's cost, the chance each is cheapest or
// tops the matrix, the tornado and the value of knowing an input.
#include "uncertainty/uncertainty.h"
#include "uncertainty/what_if.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace ad {

namespace {

constexpr std::size_t blockSize = 1000; // samples between progress reports

double savingOf(const SampleModel::Outcome &out, int neuron, int gpu)
{
    return out.tco[static_cast<std::size_t>(gpu)] - out.tco[static_cast<std::size_t>(neuron)];
}

// Day the candidate's cumulative cost meets the baseline's (curves.h, crossing()); +inf if never.
double crossingDay(double baseOneOff, double baseRate, double ownOneOff, double ownRate)
{
    const double savingPerDay = baseRate - ownRate;
    if (!(savingPerDay > 0)) return std::numeric_limits<double>::infinity();
    const double x = std::max(0.0, (ownOneOff - baseOneOff) / savingPerDay);
    return std::isfinite(x) ? x : std::numeric_limits<double>::infinity();
}

// P10, P50 and P90 of `values`; only finite ones unless `keepInfinite` (a break-even of +inf
// means never, and counts). False, with nothing set, when no value is left.
bool percentiles(std::vector<double> values, bool keepInfinite, double &p10, double &p50,
                 double &p90)
{
    if (!keepInfinite)
        values.erase(std::remove_if(values.begin(), values.end(),
                                    [](double v) { return !std::isfinite(v); }),
                     values.end());
    if (values.empty()) return false;
    // Sorted once for all three, not once per percentile: three sorts of 10,000 values for each
    // of some 120 sets were 0.15 billion instructions of a report (callgrind, 2026-11-28).
    std::sort(values.begin(), values.end());
    p10 = sampling::percentileOfSorted(values, 0.1);
    p50 = sampling::percentileOfSorted(values, 0.5);
    p90 = sampling::percentileOfSorted(values, 0.9);
    return true;
}

} // namespace

UncertaintyResult analyseUncertainty(const Assessment &a, const Catalog &catalog,
                                     const UncertaintySettings &settings,
                                     const std::function<bool(double)> &progress)
{
    UncertaintyResult r;
    r.seed = settings.seed;
    r.inputs = uncertainInputs(a, catalog);
    const SampleModel model(a, catalog, r.inputs);
    const std::size_t dims = r.inputs.size();
    const std::size_t n = std::max<std::size_t>(settings.samples, 1);
    const sampling::Design design = sampling::latinHypercube(n, dims, settings.seed);

    const std::size_t options = model.optionCount();
    std::vector<std::vector<double>> costs(options), runs(options), perToken(options);
    std::vector<double> breakEven, breakEvenTokens;
    std::vector<std::size_t> cheapest(options, 0), wins(options, 0);
    std::vector<std::vector<double>> drawn(dims);
    const int neuron = model.neuronIndex(), gpu = model.gpuIndex();
    r.comparable = a.trade.comparable && neuron >= 0 && gpu >= 0;
    std::vector<double> saving;
    std::size_t trainiumCheaper = 0, portPaysBack = 0;
    const bool portedIsNeuron = a.trade.portedId == a.trade.neuronId;
    const bool portedIsGpu = !a.trade.portedId.empty() && a.trade.portedId == a.trade.gpuId;
    const int ported = portedIsNeuron ? neuron : portedIsGpu ? gpu : -1;
    // The port's break-even is measured against the one baseline (Trade::paybackBaselineId), as
    // the trade and the break-even chart measure it; the other side when it is the baseline.
    int unported = portedIsNeuron ? gpu : neuron;
    for (std::size_t k = 0; k < options; ++k)
        if (model.optionId(k) == a.trade.paybackBaselineId) unported = static_cast<int>(k);

    std::vector<double> values(dims);
    SampleModel::Outcome out;
    std::size_t done = 0;
    for (; done < n; ++done) {
        if (progress && done % blockSize == 0 && done > 0
            && !progress(static_cast<double>(done) / static_cast<double>(n))) {
            r.cancelled = true;
            break;
        }
        for (std::size_t k = 0; k < dims; ++k) {
            values[k] = sampling::quantile(r.inputs[k].spread, design.at(k, done));
            drawn[k].push_back(values[k]);
        }
        model.evaluate(values.data(), out);
        int least = -1;
        for (std::size_t k = 0; k < options; ++k) {
            costs[k].push_back(out.tco[k]);
            runs[k].push_back(out.runCost[k]);
            perToken[k].push_back(out.costPerMTokens[k]);
            if (std::isfinite(out.tco[k]) && model.survives(k)
                && (least < 0 || out.tco[k] < out.tco[static_cast<std::size_t>(least)]))
                least = static_cast<int>(k);
        }
        if (least >= 0) ++cheapest[static_cast<std::size_t>(least)];
        if (out.matrixWinner >= 0) ++wins[static_cast<std::size_t>(out.matrixWinner)];
        if (r.comparable) {
            const double s = savingOf(out, neuron, gpu);
            saving.push_back(s);
            if (s > 0) ++trainiumCheaper;
            if ((portedIsNeuron && s > 0) || (portedIsGpu && s < 0)) ++portPaysBack;
            if (ported >= 0) {
                const auto p = static_cast<std::size_t>(ported), u = static_cast<std::size_t>(unported);
                const double day = crossingDay(out.oneOff[u], out.perDay[u], out.oneOff[p], out.perDay[p]);
                breakEven.push_back(day);
                if (out.tokensPerDay > 0) breakEvenTokens.push_back(day * out.tokensPerDay);
            }
        }
    }
    r.samples = done;
    if (done == 0) return r;
    const double count = static_cast<double>(done);
    for (auto &d : drawn) d.resize(done);

    for (std::size_t k = 0; k < options; ++k) {
        if (!model.survives(k)) continue;
        OptionSpread o;
        o.optionId = model.optionId(k);
        if (const OptionAssessment *oa = a.option(o.optionId)) {
            o.label = oa->label;
            o.neuron = oa->neuron();
        }
        percentiles(costs[k], false, o.p10, o.p50, o.p90);
        o.cpmKnown = percentiles(perToken[k], false, o.cpmP10, o.cpmP50, o.cpmP90);
        o.runKnown = percentiles(runs[k], false, o.runP10, o.runP50, o.runP90);
        o.cheapest = static_cast<double>(cheapest[k]) / count;
        o.wins = static_cast<double>(wins[k]) / count;
        r.options.push_back(std::move(o));
    }

    if (!r.comparable) return r;
    r.neuronId = a.trade.neuronId;
    r.gpuId = a.trade.gpuId;
    r.portedId = a.trade.portedId;
    r.trainiumCheaper = static_cast<double>(trainiumCheaper) / count;
    r.portPaysBack = a.trade.portedId.empty() ? 0.0 : static_cast<double>(portPaysBack) / count;
    percentiles(saving, true, r.savingP10, r.savingP50, r.savingP90);
    r.breakEvenKnown = percentiles(breakEven, true, r.breakEvenP10, r.breakEvenP50, r.breakEvenP90);
    r.breakEvenTokensKnown = percentiles(breakEvenTokens, true, r.breakEvenTokensP10,
                                         r.breakEvenTokensP50, r.breakEvenTokensP90);
    const std::vector<std::vector<double>> sides = {costs[static_cast<std::size_t>(neuron)],
                                                    costs[static_cast<std::size_t>(gpu)]};
    r.valueOfInformation = sampling::evpi(sides);

    // The tornado: one input at a time from its low to its high end, the others likely.
    std::vector<double> likely = model.likelyValues();
    model.evaluate(likely.data(), out);
    r.savingLikely = savingOf(out, neuron, gpu);
    double correlationSum = 0;
    for (std::size_t k = 0; k < dims; ++k) {
        TornadoBar bar;
        bar.inputId = r.inputs[k].id;
        bar.label = r.inputs[k].label;
        bar.unit = r.inputs[k].unit;
        bar.low = r.inputs[k].spread.low;
        bar.likely = r.inputs[k].spread.likely;
        bar.high = r.inputs[k].spread.high;
        std::vector<double> at = likely;
        at[k] = bar.low;
        model.evaluate(at.data(), out);
        bar.savingAtLow = savingOf(out, neuron, gpu);
        at[k] = bar.high;
        model.evaluate(at.data(), out);
        bar.savingAtHigh = savingOf(out, neuron, gpu);
        // Its share of the saving's variance, first order: the square of its swing between the
        // ends of its range, all others likely. Exact and the same for every seed, where a
        // squared correlation over the samples wobbles by points between seeds.
        bar.varianceShare = (bar.savingAtHigh - bar.savingAtLow) * (bar.savingAtHigh - bar.savingAtLow);
        correlationSum += bar.varianceShare;
        bar.valueOfKnowing = sampling::partialEvpi(sides, drawn[k], settings.evpiBins);
        r.tornado.push_back(std::move(bar));
    }
    for (auto &bar : r.tornado) bar.varianceShare = correlationSum > 0 ? bar.varianceShare / correlationSum : 0;
    std::stable_sort(r.tornado.begin(), r.tornado.end(), [](const TornadoBar &x, const TornadoBar &y) {
        return std::fabs(x.savingAtHigh - x.savingAtLow) > std::fabs(y.savingAtHigh - y.savingAtLow);
    });
    r.thresholds = whatMustBeTrue(a, catalog);
    if (progress) progress(1.0);
    return r;
}

} // namespace ad
