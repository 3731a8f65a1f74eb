#pragma once
// The trade the source articles frame, in dollars: the best surviving Trainium option against the
// best surviving GPU option (the matrix's choice on each side) over the horizon, net of the port
// and its upkeep.
#include "assessment/assessment.h"
#include "model/cost_model.h"

namespace ad {

// Needs assessment.options and assessment.decision (which options survive the knock-outs).
Trade tradeOf(const Assessment &assessment);

// An option's cost over the horizon, in its parts, with its chip bill scaled by `compute` and its
// port by `port`: the model's own total (formula::horizonCost, AWS credits capped at the bill),
// as a function of both. costOverHorizon(o, s).total() and totalCostWith(o, s, 1, 1) are o.tco.
formula::HorizonCost costOverHorizon(const OptionAssessment &option, const Scenario &scenario,
                                     double compute = 1, double port = 1);
double totalCostWith(const OptionAssessment &option, const Scenario &scenario, double compute,
                     double port);

} // namespace ad
