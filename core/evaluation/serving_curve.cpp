#include "evaluation/serving_curve.h"

#include "assessment/operating_point.h"
#include "assessment/serving_point.h"
#include "catalog/units.h"
#include "model/cost_model.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ad {

namespace {

// No curve runs past this many sequences, as no operating point does (serving_point.cpp).
constexpr int mostSequences = 100000;

} // namespace

std::vector<int> servingCurveBatches(int largest, int operatingBatch)
{
    std::vector<int> batches;
    if (largest < 1) return batches;
    for (int b = 1; b < largest; b *= 2) batches.push_back(b);
    batches.push_back(largest);
    if (operatingBatch >= 1 && operatingBatch <= largest) batches.push_back(operatingBatch);
    std::sort(batches.begin(), batches.end());
    batches.erase(std::unique(batches.begin(), batches.end()), batches.end());
    return batches;
}

std::vector<ServingCurvePoint> servingCurve(const formula::ServingRequest &request,
                                            const formula::ReplicaSpeed &replica,
                                            double usableBytes, int operatingBatch,
                                            double usdPerChipHour)
{
    // Memory alone bounds the curve: no time target.
    const int largest = formula::largestBatch(request, replica, 0, 0, usableBytes, mostSequences);
    const double ttft = formula::prefillSeconds(request, replica);
    std::vector<ServingCurvePoint> points;
    for (int batch : servingCurveBatches(largest, operatingBatch)) {
        ServingCurvePoint p;
        p.batch = batch;
        const double tpot = formula::timePerOutputTokenSeconds(request, replica, batch);
        p.tpotMs = tpot * 1e3;
        p.ttftMs = ttft * 1e3;
        p.tokensPerSecondPerUser = 1.0 / tpot;
        p.tokensPerSecondPerChip = formula::servingTokensPerSecondPerChip(request, replica, batch);
        p.costPerMOutputTokens =
            std::isfinite(usdPerChipHour)
                ? formula::costPerMillionTokens(UsdPerChipHour{usdPerChipHour},
                                                p.tokensPerSecondPerChip)
                : std::numeric_limits<double>::quiet_NaN();
        p.operatingPoint = batch == operatingBatch;
        points.push_back(p);
    }
    return points;
}

int ServingCurve::operatingIndex() const
{
    for (std::size_t i = 0; i < points.size(); ++i)
        if (points[i].operatingPoint) return int(i);
    return -1;
}

std::optional<ServingCurve> servingCurveOf(const Assessment &a, const OptionAssessment &o,
                                           const Catalog &catalog)
{
    const Workload &w = a.scenario.workload;
    const InferenceInputs &inf = w.inference;
    if (!w.serves() || !inf.latencyTarget() || o.serving.missed || !o.serving.batch.known()
        || !o.inferenceChips.known())
        return std::nullopt;
    const Accelerator *acc = catalog.accelerator(o.acceleratorId);
    if (!acc || !acc->memoryBytes.known()) return std::nullopt;
    std::optional<formula::ReplicaSpeed> speed = chipSpeed(inf, *acc);
    if (!speed) return std::nullopt;

    // The model's shape as assess() read it (operating_point.h).
    const ServingSetup setup = servingSetup(w, 1);

    ServingCurve curve;
    curve.optionId = o.id;
    curve.chips = static_cast<int>(o.inferenceChips.value);
    speed->chips = curve.chips;
    const double usable = acc->memoryBytes.value() * setup.usableMemoryShare * curve.chips;
    const double price = o.pricePerChipHour.known() ? o.pricePerChipHour.value
                                                    : std::numeric_limits<double>::quiet_NaN();
    curve.points = servingCurve(servingRequest(inf, setup), *speed, usable,
                                static_cast<int>(o.serving.batch.value), price);
    if (curve.points.empty()) return std::nullopt;
    return curve;
}

std::vector<ServingCurve> tradeServingCurves(const Assessment &a, const Catalog &catalog)
{
    std::vector<ServingCurve> curves;
    for (const std::string *id : {&a.trade.neuronId, &a.trade.gpuId})
        if (const OptionAssessment *o = id->empty() ? nullptr : a.option(*id))
            if (auto curve = servingCurveOf(a, *o, catalog)) curves.push_back(std::move(*curve));
    return curves;
}

} // namespace ad
