#include "assessment/plan.h"

#include "base/number_format.h"
#include "assessment/curves.h"

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

    const Message cadence = t.runsPerYear == 1
        ? msg(QT_TRANSLATE_NOOP("Message", "one run a year leaves %1 for it"), {arg::days(available)})
        : t.runsPerYear >= 1
        ? msg(QT_TRANSLATE_NOOP("Message", "%1 runs a year leave %2 for each"),
              {arg::amount(t.runsPerYear), arg::days(available)})
        : msg(QT_TRANSLATE_NOOP("Message", "the %1-month horizon lasts %2"),
              {arg::points(s.strategy.horizonMonths), arg::days(available)});
    if (fastestAtPlan > available) {
        const double chipsNeeded = std::ceil(fastest->trainingChipHours.value / (available * 24.0));
        PlanIssue issue;
        issue.blocking = fastestAtSupply > available;
        issue.what = t.runsPerYear >= 1 ? msg(QT_TRANSLATE_NOOP("Message", "The planned runs do not fit in a year"))
                                        : msg(QT_TRANSLATE_NOOP("Message", "The run does not fit in the horizon"));
        const Message remedy = issue.blocking
            ? msg(QT_TRANSLATE_NOOP("Message", "no offer sells enough chips in one order to make it fit"))
            : msg(QT_TRANSLATE_NOOP("Message", "it needs about %1 chips on that option"), {arg::amount(chipsNeeded)});
        issue.detail = msg(QT_TRANSLATE_NOOP("Message", "at the %1 chips planned one run takes at least %2 (%3), but "
                                                        "%4; %5"),
                           {arg::amount(t.chips), arg::days(fastestAtPlan), arg::verbatim(fastest->label),
                            arg::nested(cadence), arg::nested(remedy)});
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
            out.push_back({msg(QT_TRANSLATE_NOOP("Message", "No option meets the deadline")),
                           msg(QT_TRANSLATE_NOOP("Message", "the first result takes at least %1 even with the most "
                                                            "chips one order gets; the deadline is %2 away"),
                               {arg::days(soonest), arg::days(deadline)}),
                           true});
    }
    return out;
}

} // namespace ad
