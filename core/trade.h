#pragma once
// The trade the source articles frame, in dollars: the best surviving Trainium option against the
// best surviving GPU option (the matrix's choice on each side) over the horizon, net of the port
// and its upkeep.
#include "assessment.h"

namespace ad {

// Needs assessment.options and assessment.decision (which options survive the knock-outs).
Trade tradeOf(const Assessment &assessment);

// An option's cost over the horizon with its chip bill scaled by `compute` and its port by
// `port`: the model's own total (evaluateTotals in assess.cpp, AWS credits capped at the bill),
// as a function of both. totalCostWith(o, s, 1, 1) is o.tco.
double totalCostWith(const OptionAssessment &option, const Scenario &scenario, double compute,
                     double port);

} // namespace ad
