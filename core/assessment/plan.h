#pragma once
// Whether the plan as entered can be carried out at all: runs that do not fit in a year at the
// chips planned, a deadline no option meets. These hold for every option, so they are told
// before any comparison (docs/decision.md, "The plan").
#include "assessment/assessment.h"

#include <vector>

namespace ad {

// Days one run may take: the interval between planned runs, or the horizon for fewer than one
// run a year.
double daysAvailablePerRun(const Scenario &scenario);
double daysAvailablePerRun(double runsPerYear, double horizonDays);

// Needs the evaluated options (assessment.options), not the decision.
std::vector<PlanIssue> planIssues(const Assessment &assessment);

} // namespace ad
