#include "assessment/curves.h"

#include "model/cost_model.h"

#include <algorithm>
#include <cmath>

namespace ad {

namespace {
double orZero(const Quantity &q) { return q.known() ? q.value : 0.0; }
} // namespace

std::vector<double> modelSizeGridB(int perDecade)
{
    perDecade = std::max(perDecade, 1);
    std::vector<double> grid;
    const int steps = 3 * perDecade;  // 1B .. 1000B is three decades
    for (int i = 0; i <= steps; ++i)
        grid.push_back(std::pow(10.0, static_cast<double>(i) / perDecade));
    return grid;
}

Curve trainingCostCurve(const Assessment &assessment, const OptionAssessment &option,
                        const Catalog &catalog, const std::vector<double> &paramsB)
{
    if (!option.pricePerChipHour.known()) return {};
    const Workload &w = assessment.scenario.workload;
    const double overhead = w.training.overhead;
    const double tokens = w.training.tokensPerRunB * 1e9;
    const double activeShare = w.parametersB > 0 ? w.activeParametersB / w.parametersB : 1.0;

    // Sustained FLOP/s per chip: peak × MFU, or what the assessment's own run implies.
    double sustained = 0;
    if (option.trainingChipHours.known() && option.trainingChipHours.value > 0
        && assessment.trainingFlops.known() && assessment.trainingFlops.value > 0) {
        sustained = assessment.trainingFlops.value * (1.0 + overhead)
                  / (option.trainingChipHours.value * 3600.0);
    } else if (const Accelerator *chip = catalog.accelerator(option.acceleratorId)) {
        if (const Figure *peak = chip->denseFlops(w.precision))
            sustained = peak->value() * w.training.mfu;
    }
    if (!(sustained > 0) || !std::isfinite(sustained)) return {};

    Curve curve;
    curve.reserve(paramsB.size());
    for (double p : paramsB) {
        const double flops = formula::trainingFlops(p * 1e9 * activeShare, tokens);
        const double chipHours = formula::trainingChipHours(flops, sustained, 1.0, overhead);
        curve.push_back({p, chipHours * option.pricePerChipHour.value});
    }
    return curve;
}

CostLine dailyCostLine(const OptionAssessment &option)
{
    CostLine line;
    line.known = option.pricePerChipHour.known() && option.trainingCostPerYear.known()
              && option.inferenceCostPerYear.known();
    if (!line.known) return line;
    line.oneOff = option.needsPort ? orZero(option.portingCost) : 0.0;
    line.rate = (option.trainingCostPerYear.value + option.inferenceCostPerYear.value
                 + orZero(option.maintenanceCostPerYear))
              / 365.0;
    return line;
}

CostLine tokenCostLine(const OptionAssessment &option, double tokensPerDay)
{
    CostLine line = dailyCostLine(option);
    if (!(tokensPerDay > 0)) line.known = false;
    if (!line.known) return line;
    line.rate /= tokensPerDay;
    return line;
}

Curve sampleLine(const CostLine &line, double xEnd, int points)
{
    if (!line.known) return {};
    points = std::max(points, 2);
    Curve curve;
    curve.reserve(points);
    for (int i = 0; i < points; ++i) {
        const double x = xEnd * i / (points - 1);
        curve.push_back({x, line.at(x)});
    }
    return curve;
}

std::optional<double> crossing(const CostLine &baseline, const CostLine &candidate)
{
    if (!baseline.known || !candidate.known) return std::nullopt;
    const double extraUpFront = candidate.oneOff - baseline.oneOff;
    const double savingPerUnit = baseline.rate - candidate.rate;
    if (!(savingPerUnit > 0)) return std::nullopt;
    const double x = std::max(0.0, extraUpFront / savingPerUnit);
    if (!std::isfinite(x)) return std::nullopt;
    return x;
}

double horizonDays(const Scenario &scenario)
{
    return scenario.strategy.horizonMonths * daysPerMonth;
}

double horizonTokens(const Scenario &scenario)
{
    return scenario.workload.inference.tokensPerDayM * 1e6 * horizonDays(scenario);
}

Curve breakEvenCurve(const OptionAssessment &option, double days, int points)
{
    return sampleLine(dailyCostLine(option), days, points);
}

std::optional<double> breakEvenDay(const OptionAssessment &baseline,
                                   const OptionAssessment &candidate)
{
    return crossing(dailyCostLine(baseline), dailyCostLine(candidate));
}

} // namespace ad
