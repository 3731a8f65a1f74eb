// Break-even of a port (docs/formulas.md, "Break-even").
#include "assessment/breakeven.h"

#include "base/message_move.h"
#include "base/number_format.h"
#include "assessment/curves.h"

#include <cmath>

namespace ad {

BreakEven breakEvenAgainst(const Scenario &scenario, const OptionAssessment &base,
                           const OptionAssessment &candidate)
{
    BreakEven b;
    if (!candidate.needsPort || &base == &candidate || !candidate.portingCost.known()) return b;
    b.applicable = true;
    b.oneOffCost = candidate.portingCost;
    const auto &w = scenario.workload;

    const CostLine baseLine = dailyCostLine(base), ownLine = dailyCostLine(candidate);
    if (const auto days = crossing(baseLine, ownLine)) {
        b.days = Quantity{*days, "days",
            {Method::Derived,
             QT_TRANSLATE_NOOP("Message", "days = (one-off cost − baseline's) ÷ (baseline daily cost − candidate daily cost, upkeep included)"),
             termList({{QT_TRANSLATE_NOOP("Message", "one-off cost"), ownLine.oneOff, "USD"}, {QT_TRANSLATE_NOOP("Message", "baseline one-off cost"), baseLine.oneOff, "USD"},
                       {QT_TRANSLATE_NOOP("Message", "baseline per day"), baseLine.rate, "USD/day"}, {QT_TRANSLATE_NOOP("Message", "candidate per day"), ownLine.rate, "USD/day"}}),
             {}, {}}};
        if (w.serves() && w.inference.tokensPerDayM > 0) {
            const double perDay = w.inference.tokensPerDayM * 1e6;
            b.tokens = Quantity{*days * perDay, "tokens",
                {Method::Derived, QT_TRANSLATE_NOOP("Message", "tokens = break-even days × tokens per day"),
                 termList({{QT_TRANSLATE_NOOP("Message", "days"), *days, "days"}, {QT_TRANSLATE_NOOP("Message", "tokens per day"), perDay, "tokens"}}), {}, {}}};
        }
    }
    if (w.trains() && base.trainingCostPerRun.known() && candidate.trainingCostPerRun.known()) {
        const double saving = base.trainingCostPerRun.value - candidate.trainingCostPerRun.value;
        if (saving > 0)
            b.runs = Quantity{b.oneOffCost.value / saving, "runs",
                {Method::Derived, QT_TRANSLATE_NOOP("Message", "runs = one-off cost ÷ (baseline − candidate cost per run)"),
                 termList({{QT_TRANSLATE_NOOP("Message", "one-off cost"), b.oneOffCost.value, "USD"}, {QT_TRANSLATE_NOOP("Message", "saving per run"), saving, "USD"}}), {}, {}}};
    }
    const double horizon = horizonDays(scenario);
    if (!b.days.known()) {
        b.never = true;
        b.summary = movedMsg(QT_TRANSLATE_NOOP("Message", "never: %1 does not cost less per day to run than %2"),
                             arg::verbatim(candidate.label), arg::verbatim(base.label));
    } else if (b.days.value > horizon) {
        b.summary = movedMsg(QT_TRANSLATE_NOOP("Message", "pays back after %1, beyond the %2-month horizon"),
                             arg::days(b.days.value), arg::points(scenario.strategy.horizonMonths));
    } else {
        b.summary = movedMsg(QT_TRANSLATE_NOOP("Message", "pays back after %1"), arg::days(b.days.value));
    }
    return b;
}

} // namespace ad
