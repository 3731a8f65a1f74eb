#pragma once
// When a port pays for itself: the one definition the assessment, the trade and the charts use.
#include "assessment/assessment.h"

namespace ad {

// Break-even of `candidate` (which needs a port) against `base`, at the scenario's volume:
// days until the cumulative costs cross (curves.h, dailyCostLine), the tokens served by then,
// and, for training workloads, the runs whose saving repays the port.
BreakEven breakEvenAgainst(const Scenario &scenario, const OptionAssessment &base,
                           const OptionAssessment &candidate);

} // namespace ad
