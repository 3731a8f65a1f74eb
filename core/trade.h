#pragma once
// The trade the source articles frame, in dollars: the best surviving Trainium option against the
// best surviving GPU option (the matrix's choice on each side) over the horizon, net of the port
// and its upkeep.
#include "assessment.h"

namespace ad {

// Needs assessment.options and assessment.decision (which options survive the knock-outs).
Trade tradeOf(const Assessment &assessment);

} // namespace ad
