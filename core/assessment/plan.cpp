#include "assessment/plan.h"

#include "assessment/assessment_format.h"
#include "assessment/curves.h"
#include "base/json_reader.h"

#include <cmath>
#include <limits>

namespace ad {

double daysAvailablePerRun(const Scenario &scenario)
{
    return daysAvailablePerRun(scenario.workload.training.runsPerYear, horizonDays(scenario));
}

double daysAvailablePerRun(double runsPerYear, double horizonDays)
{
    return runsPerYear >= 1 ? 365.0 / runsPerYear : horizonDays;
}

std::vector<PlanIssue> planIssues(const Assessment &a)
{
    std::vector<PlanIssue> out;
    const Scenario &s = a.scenario;
    if (!s.workload.trains() || s.workload.training.runsPerYear <= 0) return out;
    const auto &t = s.workload.training;
    const double available = daysAvailablePerRun(s);

    // The fastest option at the chips planned, and at the most chips one order gets.
    const OptionAssessment *fastest = nullptr;
    double fastestAtPlan = std::numeric_limits<double>::infinity();
    double fastestAtSupply = std::numeric_limits<double>::infinity();
    // Only options one can buy at the scenario's pricing model speak for the plan. An option
    // whose supply is an estimate (or unknown) can be bought in larger numbers than the catalog
    // assumes, so it always makes the runs fit with enough chips; only documented limits block.
    for (const auto &o : a.options) {
        if (!o.inDecision || !o.offered || !o.priceKnown || !o.trainingChipHours.known()) continue;
        const double atPlan = o.trainingChipHours.value / t.chips / 24.0;
        if (atPlan < fastestAtPlan) {
            fastestAtPlan = atPlan;
            fastest = &o;
        }
        if (!o.supplyChips.known() || o.supplyEstimated)
            fastestAtSupply = 0;
        else if (o.fastestRunDays.known())
            fastestAtSupply = std::min(fastestAtSupply, o.fastestRunDays.value);
    }
    if (!fastest) return out;

    const std::string cadence = t.runsPerYear >= 1
        ? formatCount(t.runsPerYear) + (t.runsPerYear == 1 ? " run" : " runs") + " a year leave "
              + formatDuration(available) + " for each"
        : "the " + shortNumber(s.strategy.horizonMonths) + "-month horizon lasts "
              + formatDuration(available);
    if (fastestAtPlan > available) {
        const double chipsNeeded = std::ceil(fastest->trainingChipHours.value / (available * 24.0));
        PlanIssue issue;
        issue.blocking = fastestAtSupply > available;
        issue.what = t.runsPerYear >= 1 ? "The planned runs do not fit in a year"
                                        : "The run does not fit in the horizon";
        issue.detail = "at the " + formatCount(t.chips) + " chips planned one run takes at least "
            + formatDuration(fastestAtPlan) + " (" + fastest->label + "), but " + cadence + "; "
            + (issue.blocking
                   ? "no offer sells enough chips in one order to make it fit"
                   : "it needs about " + formatCount(chipsNeeded) + " chips on that option");
        out.push_back(std::move(issue));
    }

    if (s.strategy.deadlineWeeks > 0) {
        const double deadline = s.strategy.deadlineWeeks * 7.0;
        double soonest = std::numeric_limits<double>::infinity();
        for (const auto &o : a.options) {
            if (!o.inDecision || !o.offered || !o.priceKnown || !o.fastestRunDays.known()) continue;
            const double port = o.needsPort && o.portingWeeks.known() ? o.portingWeeks.value * 7 : 0;
            soonest = std::min(soonest, port + o.fastestRunDays.value);
        }
        if (std::isfinite(soonest) && soonest > deadline)
            out.push_back({"No option meets the deadline",
                           "the first result takes at least " + formatDuration(soonest)
                               + " even with the most chips one order gets; the deadline is "
                               + formatDuration(deadline) + " away",
                           true});
    }
    return out;
}

} // namespace ad
