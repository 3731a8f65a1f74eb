#pragma once
// Curves the charts draw: training cost across model sizes and cumulative cost over time or over
// tokens for break-even. They live in the core so the GUI and the PDF report plot the same points
// and no widget holds a formula.
#include "assessment/assessment.h"

#include <optional>
#include <vector>

namespace ad {

struct CurvePoint {
    double x = 0, y = 0;
    bool operator==(const CurvePoint &) const = default;
};
using Curve = std::vector<CurvePoint>;

// Model sizes in billions of parameters from 1B to 1T, evenly spaced on a log scale
// (`perDecade` points per factor of ten, both ends included).
std::vector<double> modelSizeGridB(int perDecade = 4);

// Training cost per run (USD) against total parameters (billions) for one option, at the
// scenario's tokens per run, precision, MFU and overhead. Mixture-of-experts models keep the
// scenario's active-to-total ratio. When the assessment already priced a run for this option,
// the sustained FLOP/s it implies is reused, so the curve passes through the user's model size
// whatever MFU the assessment chose (e.g. from a measurement). Empty when the option is not
// priced or its chip publishes no FLOP/s at the precision.
Curve trainingCostCurve(const Assessment &assessment, const OptionAssessment &option,
                        const Catalog &catalog, const std::vector<double> &paramsB);

// Cumulative spend as a straight line: a one-off cost at zero plus a rate per unit of x.
struct CostLine {
    double oneOff = 0;   // USD: the porting cost when the option needs a port
    double rate = 0;     // USD per day, or USD per token
    bool known = false;  // false when the option has no price
    double at(double x) const { return oneOff + rate * x; }
    bool operator==(const CostLine &) const = default;
};

// USD per day: (training + inference + Neuron maintenance cost per year) ÷ 365, the rate the
// assessment's break-even days use. Unknown when training or serving cost is unknown (the core
// sets zero for a part the workload does not have); unknown maintenance counts as none.
CostLine dailyCostLine(const OptionAssessment &option);
// USD per generated token at the scenario's volume: the daily line divided by the tokens served a
// day, so the crossing on a token axis is the break-even day times the volume. Unknown when
// nothing is served.
CostLine tokenCostLine(const OptionAssessment &option, double tokensPerDay);

// Samples a line at `points` evenly spaced x from 0 to xEnd (points >= 2).
Curve sampleLine(const CostLine &line, double xEnd, int points);

// Where the candidate's cumulative cost drops to the baseline's: 0 when it is never dearer, empty
// when it never catches up (not cheaper per unit of x).
std::optional<double> crossing(const CostLine &baseline, const CostLine &candidate);

double horizonDays(const Scenario &scenario);
double horizonTokens(const Scenario &scenario);  // inference tokens over the horizon

// Cumulative cost over calendar days of the horizon, and the day the candidate catches up.
Curve breakEvenCurve(const OptionAssessment &option, double horizonDays, int points = 25);
std::optional<double> breakEvenDay(const OptionAssessment &baseline,
                                   const OptionAssessment &candidate);

} // namespace ad
