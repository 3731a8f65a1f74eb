// The value functions of the decision matrix (docs/decision.md, "Criteria and scores"). Each is
// a fixed function of the option's own figures: no score depends on which other options are in
// the matrix, so adding or removing an option cannot reorder the rest.
#include "decision/decision_detail.h"

#include "base/number_format.h"
#include "assessment/plan.h"
#include "base/message_move.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

namespace ad::detail {

namespace {

// `what` names the figure ("cost over the horizon", or a criterion's name from the catalog).
CriterionScore unknownScore(Message what, Message why)
{
    CriterionScore s;
    s.score = 0.5;
    s.derived = true;
    s.known = false;
    s.how.method = Method::Unknown;
    s.how.formula = QT_TRANSLATE_NOOP("Message", "figure unknown: neutral score 0.5");
    s.how.terms.emplace_back(movedMsg(QT_TRANSLATE_NOOP("Message", "%1 (unknown)"), arg::nested(std::move(what))),
                             0.5, UnitName("score"));
    s.how.note = movedText(std::move(why));
    return s;
}

Message criterionName(const Criterion &criterion)
{
    return movedMsg(QT_TRANSLATE_NOOP("Message", "%1"), arg::catalog(criterion.name));
}

// Scores lie within 0..1, except the cost score, which has no floor (decision_detail.h).
CriterionScore derivedScore(double score, Template formula, SharedList<Term> terms,
                            SourceIds sources = {}, Clauses note = {},
                            bool bounded = true)
{
    CriterionScore s;
    s.derived = true;
    s.score = bounded ? std::clamp(score, 0.0, 1.0) : score;
    s.how.method = Method::Derived;
    s.how.formula = formula;
    s.how.terms = std::move(terms);
    s.how.sources = std::move(sources);
    s.how.note = std::move(note);
    return s;
}

const Profile *profileFor(const Catalog &catalog, const std::string &acceleratorId)
{
    for (const auto &p : catalog.profiles)
        if (std::find(p.acceleratorIds.begin(), p.acceleratorIds.end(), acceleratorId)
            != p.acceleratorIds.end())
            return &p;
    return nullptr;
}

CriterionScore profileScore(const Criterion &criterion, const OptionAssessment &option,
                            const Catalog &catalog)
{
    const Profile *profile = profileFor(catalog, option.acceleratorId);
    if (!profile)
        return unknownScore(criterionName(criterion),
                            movedMsg(QT_TRANSLATE_NOOP("Message", "no expert profile covers %1"),
                                     arg::verbatim(option.acceleratorId)));
    const auto it = profile->scores.find(criterion.id);
    if (it == profile->scores.end() || !it->second.known())
        return unknownScore(criterionName(criterion),
                            movedMsg(QT_TRANSLATE_NOOP("Message", "the profile '%1' gives no %2 score"),
                                     arg::catalog(profile->name), arg::catalog(criterion.name)));
    const Statement &st = it->second.chosen();
    const bool conflicting = it->second.conflicting();
    CriterionScore s;
    s.score = std::clamp(st.value / 10.0, 0.0, 1.0);
    s.how.method = Method::Catalog;
    s.how.formula = QT_TRANSLATE_NOOP("Message", "score = expert profile score ÷ 10");
    s.how.terms.emplace_back(movedMsg(QT_TRANSLATE_NOOP("Message", "profile '%1' score"), arg::catalog(profile->name)),
                             st.value, UnitName("of 10"));
    // Not `= {source}`: a braced list is copied from, so the id would be copied twice.
    if (!st.provenance.source.empty()) s.how.sources.push_back(st.provenance.source);
    s.how.note.reserve(conflicting ? 2 : 1);
    s.how.note.push_back(st.provenance.note.empty()
                             ? displayMessage(st.provenance.kind)
                             : movedMsg(QT_TRANSLATE_NOOP("Message", "%1: %2"),
                                        arg::nested(displayMessage(st.provenance.kind)),
                                        arg::catalog(st.provenance.note)));
    if (conflicting)
        s.how.note.push_back(msg(QT_TRANSLATE_NOOP("Message", "sources disagree on this score")));
    // Filled in place rather than built and then moved in: a figure used is large.
    UsedFigure &used = s.input.emplace();
    used.subject = movedMsg("%1", arg::catalog(profile->name));
    used.what = movedMsg(QT_TRANSLATE_NOOP("Message", "expert score: %1 (of 10)"), arg::catalog(criterion.name));
    used.statement = st;
    used.conflicting = conflicting;
    return s;
}

// Days a run may take: the deadline less the port when there is one, else the plan's cadence.
double daysAllowed(const OptionAssessment &option, const Scenario &scenario)
{
    if (scenario.strategy.deadlineWeeks > 0) {
        const double port = option.needsPort && option.portingWeeks.known()
            ? option.portingWeeks.value * 7 : 0.0;
        return scenario.strategy.deadlineWeeks * 7 - port;
    }
    return daysAvailablePerRun(scenario);
}

CriterionScore timeToResult(const OptionAssessment &option, const Scenario &scenario)
{
    if (!scenario.workload.trains())
        return unknownScore(msg(QT_TRANSLATE_NOOP("Message", "time to result")),
                            msg(QT_TRANSLATE_NOOP("Message", "nothing is trained")));
    if (!option.fastestRunDays.known())
        return unknownScore(msg(QT_TRANSLATE_NOOP("Message", "time to result")),
                            msg(QT_TRANSLATE_NOOP("Message", "the training time of a run is unknown")));
    const double allowed = daysAllowed(option, scenario);
    const double days = option.fastestRunDays.value;
    return derivedScore(
        timeValue(days, allowed),
        QT_TRANSLATE_NOOP("Message", "score = min(1, days the plan allows per run ÷ days per run on the most chips one order gets)"),
        termList({{QT_TRANSLATE_NOOP("Message", "days per run at full supply"), days, "days"},
                  {QT_TRANSLATE_NOOP("Message", "days allowed"), allowed, "days"}}),
        option.fastestRunDays.how.sources,
        {scenario.strategy.deadlineWeeks > 0 ? msg(QT_TRANSLATE_NOOP("Message", "the deadline, less the port"))
                                             : msg(QT_TRANSLATE_NOOP("Message", "the interval between planned runs"))});
}

} // namespace

double timeValue(double days, double allowed)
{
    return allowed <= 0 ? 0.0 : days <= 0 ? 1.0 : std::min(1.0, allowed / days);
}

// A four-week port halves the score: seed 002 draws the line between a migration a team can
// absorb and one it cannot at about four weeks.
double portValue(double weeks)
{
    return 1.0 / (1.0 + std::max(0.0, weeks) / 4.0);
}

// Linear in the logarithm of the cost: cutting the cost by a given share is worth the same
// wherever it starts, and the anchor only shifts every score alike.
double costValue(double cost, double anchor)
{
    if (!(anchor > 0) || std::isnan(cost)) return 0.5;
    return 1.0 - std::log2(std::max(cost, costFloorUsd) / std::max(anchor, costFloorUsd));
}

bool scoredByChipAlone(const Criterion &criterion)
{
    // profileScore and the portability branch below read option.acceleratorId alone.
    return !criterion.derived || criterion.metric == CriterionMetric::Portability;
}

CriterionScore scoreCriterion(const Criterion &criterion, const OptionAssessment &option,
                              const ScoringContext &context)
{
    const Scenario &scenario = context.assessment->scenario;
    CriterionScore s;
    const CriterionMetric m = criterion.metric;
    if (!criterion.derived) {
        s = profileScore(criterion, option, *context.catalog);
    } else if (m == CriterionMetric::Tco) {
        if (!option.tco.known() || option.tco.value < 0)
            s = unknownScore(msg(QT_TRANSLATE_NOOP("Message", "cost over the horizon")),
                             msg(QT_TRANSLATE_NOOP("Message", "the cost over the horizon is unknown")));
        else
            s = derivedScore(costValue(option.tco.value, context.costAnchor),
                             QT_TRANSLATE_NOOP("Message", "score = 1 − log₂(cost ÷ cost of the cheapest option in view): 1 less for each doubling"),
                             {{QT_TRANSLATE_NOOP("Message", "cost over the horizon"), option.tco.value, "USD"},
                              {movedMsg(QT_TRANSLATE_NOOP("Message", "cheapest in view (%1)"), arg::verbatim(context.costAnchorLabel)),
                               context.costAnchor, "USD"}},
                             option.tco.how.sources, option.tco.how.note, false);
    } else if (m == CriterionMetric::PortingWeeks) {
        const double weeks = option.needsPort ? option.portingWeeks.value : 0.0;
        if (!std::isfinite(weeks))
            s = unknownScore(msg(QT_TRANSLATE_NOOP("Message", "port risk")),
                             msg(QT_TRANSLATE_NOOP("Message", "porting weeks are unknown for this option")));
        else
            s = derivedScore(portValue(weeks), QT_TRANSLATE_NOOP("Message", "score = 1 ÷ (1 + porting weeks ÷ 4)"),
                             termList({{QT_TRANSLATE_NOOP("Message", "porting weeks"), weeks, "weeks"}}),
                             option.needsPort ? option.portingWeeks.how.sources : SourceIds{},
                             option.needsPort ? Text{}
                                              : Text{msg(QT_TRANSLATE_NOOP("Message", "no port needed: the team's stack runs it"))});
    } else if (m == CriterionMetric::TimeToResult) {
        s = timeToResult(option, scenario);
    } else if (m == CriterionMetric::MemoryHeadroom) {
        if (!option.memoryHeadroom.known())
            s = unknownScore(msg(QT_TRANSLATE_NOOP("Message", "memory headroom")),
                             msg(QT_TRANSLATE_NOOP("Message", "memory headroom is unknown for this option")));
        else
            s = derivedScore(option.memoryHeadroom.value, QT_TRANSLATE_NOOP("Message", "score = free share of memory, within 0..1"),
                             termList({{QT_TRANSLATE_NOOP("Message", "memory headroom"), option.memoryHeadroom.value, "fraction"}}),
                             option.memoryHeadroom.how.sources, {msg(option.memoryHeadroom.how.formula)});
    } else if (m == CriterionMetric::SpotAvailable) {
        const bool spot = offerSellsSpot(option.offerId, *context.assessment, *context.catalog);
        s = derivedScore(spot ? 1.0 : 0.0, QT_TRANSLATE_NOOP("Message", "score = 1 when the offer is sold as spot at a published price, else 0"),
                         termList({{QT_TRANSLATE_NOOP("Message", "sold as spot"), spot ? 1.0 : 0.0, "yes/no"}}));
        s.how.method = Method::Catalog;
    } else if (m == CriterionMetric::Portability) {
        const Accelerator *a = context.catalog->accelerator(option.acceleratorId);
        if (!a) {
            s = unknownScore(msg(QT_TRANSLATE_NOOP("Message", "portability")),
                             movedMsg(QT_TRANSLATE_NOOP("Message", "the clouds that rent %1 are unknown"),
                                      arg::verbatim(option.acceleratorId)));
        } else {
            std::string list;
            for (const auto &c : a->clouds) list += (list.empty() ? "" : ", ") + cloudName(c);
            s = derivedScore(std::min(1.0, static_cast<double>(a->clouds.size()) / 4.0),
                             QT_TRANSLATE_NOOP("Message", "score = number of clouds that rent the chip ÷ 4, at most 1"),
                             termList({{QT_TRANSLATE_NOOP("Message", "clouds"), static_cast<double>(a->clouds.size()), "count"}}), {},
                             {list.empty() ? msg(QT_TRANSLATE_NOOP("Message", "no cloud listed"))
                                           : movedMsg(QT_TRANSLATE_NOOP("Message", "rented on %1"), arg::verbatim(list))});
            s.how.method = Method::Catalog;
        }
    } else {
        s = unknownScore(criterionName(criterion),
                         msg(QT_TRANSLATE_NOOP("Message", "the catalog names no metric the model computes for it")));
    }
    s.derived = criterion.derived;
    return s;
}

Message scaleText(const Criterion &c, const ScoringContext &context)
{
    if (!c.derived) return msg(QT_TRANSLATE_NOOP("Message", "1 at a profile score of 10 of 10, 0 at 0 of 10"));
    switch (c.metric) {
    case CriterionMetric::Tco:
        return context.costAnchor > 0
            ? movedMsg(QT_TRANSLATE_NOOP("Message", "1 at %1 (%2, the cheapest option in view), 0 at twice that, −1 at "
                                               "four times: the weight weighs one halving of the cost over the "
                                               "horizon, %3 here"),
                       arg::money(context.costAnchor), arg::verbatim(context.costAnchorLabel),
                        arg::money(context.costAnchor / 2))
            : msg(QT_TRANSLATE_NOOP("Message", "no option's cost is known"));
    case CriterionMetric::PortingWeeks:
        return movedMsg(QT_TRANSLATE_NOOP("Message", "1 with no port, %1 at 4 weeks, %2 at 12 weeks"),
                        arg::number(portValue(4), 1), arg::number(portValue(12), 2));
    case CriterionMetric::TimeToResult:
        return movedMsg(QT_TRANSLATE_NOOP("Message", "1 when a run fits in the time the plan allows, %1 when it takes "
                                                "twice that"),
                        arg::number(timeValue(2, 1), 1));
    case CriterionMetric::MemoryHeadroom:
        return msg(QT_TRANSLATE_NOOP("Message", "1 with all memory free, 0 when the model fills it or more"));
    case CriterionMetric::SpotAvailable:
        return msg(QT_TRANSLATE_NOOP("Message", "1 when sold as spot at a published price, 0 otherwise"));
    case CriterionMetric::Portability:
        return movedMsg(QT_TRANSLATE_NOOP("Message", "1 when four or more clouds rent the chip, %1 for one"),
                        arg::number(0.25, 2));
    case CriterionMetric::None: break;
    }
    return {};
}

Message rangeText(const Criterion &c, const std::vector<const OptionAssessment *> &included)
{
    if (included.empty() || !c.derived) return {};
    const Quantity OptionAssessment::*field = nullptr;
    switch (c.metric) {
    case CriterionMetric::Tco: field = &OptionAssessment::tco; break;
    case CriterionMetric::PortingWeeks: field = &OptionAssessment::portingWeeks; break;
    case CriterionMetric::TimeToResult: field = &OptionAssessment::fastestRunDays; break;
    case CriterionMetric::MemoryHeadroom: field = &OptionAssessment::memoryHeadroom; break;
    case CriterionMetric::SpotAvailable:
    case CriterionMetric::Portability:
    case CriterionMetric::None: return {};  // no range in units: yes/no, or a count of clouds
    }
    double low = std::numeric_limits<double>::infinity(), high = -low;
    for (const OptionAssessment *o : included) {
        const Quantity &q = o->*field;
        if (!q.known()) continue;
        low = std::min(low, q.value);
        high = std::max(high, q.value);
    }
    if (!std::isfinite(low)) return {};
    auto show = [&](double v) {
        if (c.metric == CriterionMetric::Tco) return arg::money(v);
        if (c.metric == CriterionMetric::PortingWeeks)
            return arg::nested(movedMsg(QT_TRANSLATE_NOOP("Message", "%1 weeks"), arg::points(v)));
        if (c.metric == CriterionMetric::TimeToResult)
            return arg::nested(movedMsg(QT_TRANSLATE_NOOP("Message", "%1 per run"), arg::days(v)));
        return arg::nested(movedMsg(QT_TRANSLATE_NOOP("Message", "%1 free"), arg::percent(v)));
    };
    // The two ends are one sentence, so two amounts share one form ("$1.9 M to $12.4 M").
    return low == high ? movedMsg(QT_TRANSLATE_NOOP("Message", "every option: %1"), show(low))
                       : movedMsg(QT_TRANSLATE_NOOP("Message", "%1 to %2"), show(low), show(high));
}

} // namespace ad::detail
