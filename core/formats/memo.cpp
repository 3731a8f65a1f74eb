// docs/decision.md, "The memo".
#include "formats/memo.h"

#include "formats/assessment_format.h"
#include "assessment/curves.h"
#include "decision/decision.h"
#include "decision/decision_detail.h"
#include "decision/trade.h"
#include "uncertainty/uncertainty.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace ad {

namespace {


constexpr double benchmarkHours = 40;  // a working week of chip time per side

MemoSide sideOf(const OptionAssessment &o, const Scenario &s)
{
    const formula::HorizonCost cost = costOverHorizon(o, s);
    MemoSide side;
    side.optionId = o.id;
    side.label = o.label;
    side.compute = cost.compute - cost.credits;
    side.porting = cost.porting;
    side.upkeep = cost.upkeep;
    side.total = cost.total();
    return side;
}

// The root of a monotone gap(x) on [1e-3, 1e3], bisected on log x; empty when it does not change
// sign there (no plausible value of the input flips the answer).
std::optional<double> rootOf(const std::function<double(double)> &gap)
{
    double low = std::log(1e-3), high = std::log(1e3);
    const double atLow = gap(std::exp(low)), atHigh = gap(std::exp(high));
    if (!(atLow * atHigh < 0)) return std::nullopt;
    for (int i = 0; i < 200 && high - low > 1e-12; ++i) {
        const double mid = (low + high) / 2;
        ((gap(std::exp(mid)) < 0) == (atLow < 0) ? low : high) = mid;
    }
    return std::exp((low + high) / 2);
}

// "2.5", "37": tenths only where they matter.
Arg weeksArg(double weeks)
{
    return weeks < 10 ? arg::points(weeks) : arg::number(std::round(weeks), 0);
}

std::vector<Threshold> thresholdsOf(const Assessment &a, const OptionAssessment &n,
                                    const OptionAssessment &g)
{
    const Scenario &s = a.scenario;
    const bool cheaper = a.trade.trainiumCheaper;
    std::vector<Threshold> out;

    // Trainium's chip bill: its price, or the inverse of its throughput, as a multiple.
    if (const auto bill = rootOf([&](double c) {
            return totalCostWith(n, s, c, 1) - totalCostWith(g, s, 1, 1);
        })) {
        Threshold t{Threshold::Input::TrainiumChipCost, 1, *bill, {}};
        t.text = cheaper
            ? msg(QT_TRANSLATE_NOOP("Message", "Trainium stays cheaper unless its chip bill comes out more "
                                               "than %1 above the estimate (a lower throughput or a higher "
                                               "price than assumed)"),
                  {arg::percent(*bill - 1)})
            : msg(QT_TRANSLATE_NOOP("Message", "Trainium would be cheaper only if its chip bill came out "
                                               "more than %1 below the estimate (a higher throughput or a "
                                               "lower price than assumed)"),
                  {arg::percent(1 - *bill)});
        out.push_back(std::move(t));
    } else if (!cheaper) {
        out.push_back({Threshold::Input::TrainiumChipCost, 1, 0,
                       msg(QT_TRANSLATE_NOOP("Message", "Even free Trainium chips would leave the GPU "
                                                        "cheaper: the port and its upkeep alone cost more "
                                                        "than the GPU's whole bill"))});
    }

    // The length of the port, when Trainium is the side that needs one.
    if (a.trade.portedId == n.id && n.portingWeeks.known() && n.portingWeeks.value > 0
        && n.portingCost.known() && n.portingCost.value > 0) {
        const double weeks = n.portingWeeks.value;
        const double scale = (totalCostWith(g, s, 1, 1) - totalCostWith(n, s, 1, 0)) / n.portingCost.value;
        Threshold t{Threshold::Input::PortingWeeks, weeks, scale * weeks, {}};
        if (scale <= 0) {
            t.text = msg(QT_TRANSLATE_NOOP("Message", "Even a port that cost nothing would leave the GPU cheaper"));
            t.flip = 0;
        } else {
            t.text = cheaper
                ? msg(QT_TRANSLATE_NOOP("Message", "The port may take up to %1 weeks (%2 estimated) before "
                                                   "the GPU becomes the cheaper choice"),
                      {weeksArg(scale * weeks), weeksArg(weeks)})
                : msg(QT_TRANSLATE_NOOP("Message", "Trainium would be cheaper only if the port took under "
                                                   "%1 weeks (%2 estimated)"),
                      {weeksArg(scale * weeks), weeksArg(weeks)});
        }
        out.push_back(std::move(t));
    }

    // The GPU's price: its chip cost scales with it.
    if (const auto price = rootOf([&](double p) {
            return totalCostWith(n, s, 1, 1) - totalCostWith(g, s, p, 1);
        })) {
        Threshold t{Threshold::Input::GpuPrice, 1, *price, {}};
        t.text = cheaper
            ? msg(QT_TRANSLATE_NOOP("Message", "The GPU would be cheaper only if its price fell by more than %1"),
                  {arg::percent(1 - *price)})
            : msg(QT_TRANSLATE_NOOP("Message", "Trainium becomes cheaper if the GPU's price rises by more than %1"),
                  {arg::percent(*price - 1)});
        out.push_back(std::move(t));
    }
    return out;
}

// How far the nearest threshold lies from today's value, as a share of that value.
double nearestMove(const std::vector<Threshold> &thresholds)
{
    double nearest = INFINITY;
    for (const Threshold &t : thresholds)
        if (t.current > 0 && t.flip > 0)  // 0: no value of this input flips it
            nearest = std::min(nearest, std::fabs(t.flip - t.current) / t.current);
    return nearest;
}


} // namespace

Firmness firmnessFromShare(double share)
{
    return share >= 0.9 ? Firmness::Firm : share >= 0.75 ? Firmness::ModeratelyFirm : Firmness::Fragile;
}

Firmness firmnessFromMove(double move)
{
    return move >= 0.3 ? Firmness::Firm : move >= 0.1 ? Firmness::ModeratelyFirm : Firmness::Fragile;
}

Template firmnessWords(Firmness firmness)
{
    switch (firmness) {
    case Firmness::Firm: return QT_TRANSLATE_NOOP("Message", "Firm on cost");
    case Firmness::ModeratelyFirm: return QT_TRANSLATE_NOOP("Message", "Moderately firm on cost");
    case Firmness::Fragile: return QT_TRANSLATE_NOOP("Message", "Fragile on cost");
    }
    return {};
}

namespace {

// How firm the cost side is, from the samples: the share of plausible cases in which the side
// cheaper at the likely figures stays cheaper, and the saving's spread.
Message sampledFirmness(const DecisionMemo &m, const UncertaintyResult &u)
{
    const double stays = m.trainiumCheaper ? u.trainiumCheaper : 1 - u.trainiumCheaper;
    const double low = m.trainiumCheaper ? u.savingP10 : -u.savingP90;
    const double high = m.trainiumCheaper ? u.savingP90 : -u.savingP10;
    std::vector<Arg> args{arg::nested(msg(firmnessWords(firmnessFromShare(stays)))), arg::cases(stays),
                          arg::count(double(u.samples)), arg::count(double(u.inputs.size())),
                          arg::money(low), arg::money(high)};
    return m.trainiumCheaper
        ? msg(QT_TRANSLATE_NOOP("Message", "%1: Trainium is the cheaper side in %2 of %3 plausible cases "
                                           "(%4 uncertain inputs); its saving runs from %5 to %6 (10th to "
                                           "90th percentile)."),
              std::move(args))
        : msg(QT_TRANSLATE_NOOP("Message", "%1: the GPU is the cheaper side in %2 of %3 plausible cases "
                                           "(%4 uncertain inputs); the GPU's saving runs from %5 to %6 (10th "
                                           "to 90th percentile)."),
              std::move(args));
}

Text firmnessOf(const Assessment &a, const DecisionMemo &m, const UncertaintyResult *u)
{
    const DecisionResult &d = a.decision;
    Text text;
    if (m.trainium && m.gpu && u && u->comparable && u->samples > 0) {
        text.push_back(sampledFirmness(m, *u));
    } else if (m.trainium && m.gpu) {
        const double move = nearestMove(m.thresholds);
        if (!std::isfinite(move)) {
            Arg words = arg::nested(msg(firmnessWords(Firmness::Firm)));
            text.push_back(m.trainiumCheaper
                ? msg(QT_TRANSLATE_NOOP("Message", "%1: Trainium is the cheaper side whatever the chip bill, "
                                                   "port or GPU price."), {words})
                : msg(QT_TRANSLATE_NOOP("Message", "%1: the GPU is the cheaper side whatever the chip bill, "
                                                   "port or GPU price."), {words}));
        } else {
            std::vector<Arg> args{arg::nested(msg(firmnessWords(firmnessFromMove(move)))), arg::percent(move)};
            text.push_back(m.trainiumCheaper
                ? msg(QT_TRANSLATE_NOOP("Message", "%1, before sampling: Trainium stays the cheaper side unless "
                                                   "one input below moves by %2 or more; sampling the uncertain "
                                                   "inputs replaces this reading."), std::move(args))
                : msg(QT_TRANSLATE_NOOP("Message", "%1, before sampling: the GPU stays the cheaper side unless "
                                                   "one input below moves by %2 or more; sampling the uncertain "
                                                   "inputs replaces this reading."), std::move(args)));
        }
    }
    if (!d.winner.empty() && !d.runnerUp.empty()) {
        const Arg lead = arg::points(100 * d.margin);
        text.push_back(d.clearWinner
            ? msg(QT_TRANSLATE_NOOP("Message", "On the weights as set, the matrix lead is %1 points of 100; that "
                                               "measures the weights, not the certainty of the figures."), {lead})
            : msg(QT_TRANSLATE_NOOP("Message", "The matrix is a close call (%1 points of 100): a small change in a "
                                               "weight can swap the top two."), {lead}));
    }
    const OptionSpread *first = nullptr;
    if (u && u->samples > 0)
        for (const OptionSpread &o : u->options)
            if (o.optionId == d.winner) first = &o;
    if (first)
        text.push_back(msg(QT_TRANSLATE_NOOP("Message", "The matrix puts %1 first in %2 of %3 cases."),
                           {arg::verbatim(first->label), arg::cases(first->wins), arg::count(double(u->samples))}));
    else
        text.push_back(msg(QT_TRANSLATE_NOOP("Message", "Every figure is a single estimate, not a range.")));
    return text;
}

// Chip time for a week of benchmarking on the smallest fleet that holds the model.
std::optional<double> benchmarkCost(const OptionAssessment &o, const Workload &w)
{
    const Quantity &chips = w.serves() ? o.inferenceChips : o.trainingChipsMin;
    if (!chips.known() || !o.pricePerChipHour.known()) return std::nullopt;
    return chips.value * o.pricePerChipHour.value * benchmarkHours;
}

int vendorPerformanceClaims(const std::vector<const OptionAssessment *> &options)
{
    int count = 0;
    for (const OptionAssessment *o : options)
        for (const UsedFigure &f : o->inputs)
            if (f.performance && f.statement.provenance.kind == FigureKind::Vendor) ++count;
    return count;
}

Text nextStepOf(const Assessment &a, const OptionAssessment *n, const OptionAssessment *g,
                const UncertaintyResult *u)
{
    const Recommendation &r = a.recommendation;
    if (!r.plan.empty())
        return {msg(QT_TRANSLATE_NOOP("Message", "Make the plan workable first (see above); the comparison below "
                                                 "assumes it can be carried out."))};
    if (!n || !g)
        return {msg(QT_TRANSLATE_NOOP("Message", "Choose among the options the scenario's constraints leave, on the "
                                                 "matrix. To see what the other side would save, relax the "
                                                 "constraint that removes it (%1)."),
                    {arg::nested(a.trade.missing)})};
    Text text;
    const int claims = vendorPerformanceClaims({n, g});
    const Arg nLabel = arg::verbatim(n->label), gLabel = arg::verbatim(g->label);
    if (claims == 0)
        text.push_back(msg(QT_TRANSLATE_NOOP("Message", "Benchmark the team's own model on %1 and on %2 before "
                                                        "committing, to confirm the throughput figures used."),
                           {nLabel, gLabel}));
    else if (claims == 1)
        text.push_back(msg(QT_TRANSLATE_NOOP("Message", "Benchmark the team's own model on %1 and on %2 before "
                                                        "committing: the comparison rests on one vendor performance "
                                                        "claim that a measurement would replace."),
                           {nLabel, gLabel}));
    else
        text.push_back(msg(QT_TRANSLATE_NOOP("Message", "Benchmark the team's own model on %1 and on %2 before "
                                                        "committing: the comparison rests on %3 vendor performance "
                                                        "claims that a measurement would replace."),
                           {nLabel, gLabel, arg::count(claims)}));
    const auto nCost = benchmarkCost(*n, a.scenario.workload);
    const auto gCost = benchmarkCost(*g, a.scenario.workload);
    if (nCost && gCost)
        text.push_back(msg(QT_TRANSLATE_NOOP("Message", "A week (%1 hours) on the smallest fleet that holds the "
                                                        "model costs about %2 in chip time for both, against a %3 "
                                                        "difference at stake."),
                           {arg::points(benchmarkHours), arg::money(*nCost + *gCost), arg::money(a.trade.saving)}));
    const TornadoBar *throughput = nullptr;
    if (u && u->comparable)
        for (const TornadoBar &bar : u->tornado)
            if (bar.inputId == "trainium.performance") throughput = &bar;
    if (throughput && nCost && gCost) {
        const double worth = throughput->valueOfKnowing;
        const double cost = *nCost + *gCost;
        if (worth < 1)
            text.push_back(msg(QT_TRANSLATE_NOOP("Message", "No plausible Trainium throughput changes which side is "
                                                            "cheaper, so on cost alone the benchmark confirms the "
                                                            "choice rather than makes it.")));
        else if (worth > cost)
            text.push_back(msg(QT_TRANSLATE_NOOP("Message", "Knowing Trainium's real throughput would lower the "
                                                            "expected cost of the choice by about %1 (its value of "
                                                            "perfect information): the benchmark is worth running."),
                               {arg::money(worth)}));
        else
            text.push_back(msg(QT_TRANSLATE_NOOP("Message", "Knowing Trainium's real throughput would lower the "
                                                            "expected cost of the choice by about %1 (its value of "
                                                            "perfect information): on cost alone the benchmark is "
                                                            "worth less than it costs; run it if the figures it "
                                                            "would confirm matter for other reasons."),
                               {arg::money(worth)}));
    }
    return text;
}

// The nearest of `thresholds` that `accept` takes: the move from today's value is smallest.
const Crossing *nearest(const std::vector<Crossing> &thresholds, const std::function<bool(const Crossing &)> &accept)
{
    const Crossing *best = nullptr;
    double distance = INFINITY;
    for (const Crossing &c : thresholds) {
        if (!accept(c) || !(c.current > 0)) continue;
        const double d = std::fabs(c.value / c.current - 1);
        if (d < distance * (1 - 1e-9)) { // a tie (tokens per run and runs a year) keeps the first
            distance = d;
            best = &c;
        }
    }
    return best;
}

// From the analysis, two thresholds the closed forms do not give: the volume at which the
// cheaper side changes, and the nearest input that hands the matrix's first place to the other
// side (what would flip the recommendation, not only the dollars).
void addModelThresholds(DecisionMemo &m, const UncertaintyResult &u)
{
    const Crossing *volume = nearest(u.thresholds, [](const Crossing &c) {
        return c.kind == Crossing::Target::Saving
            && (c.inputId == "workload.inference.tokens_per_day_m" || c.inputId == "workload.training.tokens_per_run_b"
                || c.inputId == "workload.training.runs_per_year");
    });
    const Crossing *matrix = nearest(u.thresholds, [](const Crossing &c) {
        return c.kind == Crossing::Target::MatrixSide;
    });
    for (const Crossing *c : {volume, matrix})
        if (c) m.flips.push_back({c->text});
}

Arg quoted(const Statement &st)
{
    const double v = st.quotedValue;
    const int decimals = std::fabs(v - std::round(v)) < 1e-9 ? 0 : v < 100 ? 2 : 0;
    return arg::nested(msg("%1 %2", {arg::number(v, decimals), arg::verbatim(st.quotedUnit)}));
}

// The price per chip-hour at which the cheaper side of the trade changes, for side `o`: the
// thresholds' multiple of today's price.
std::optional<double> flipPrice(const DecisionMemo &m, const OptionAssessment &o, bool neuron)
{
    for (const Threshold &t : m.thresholds)
        if (t.flip > 0 && o.pricePerChipHour.known()
            && t.input == (neuron ? Threshold::Input::TrainiumChipCost : Threshold::Input::GpuPrice))
            return t.flip * o.pricePerChipHour.value;
    return std::nullopt;
}

// What the verdict rests on (docs/uncertainty.md, "What the verdict rests on"): every figure of
// kind estimate or vendor claim the two sides read, the option's estimated supply only where the
// plan needs more than it.
std::vector<Text> restsOnOf(const DecisionMemo &m, const OptionAssessment &n, const OptionAssessment &g)
{
    // Page 1 has room for a few lines: each unpublished price in a sentence of its own (it is
    // what a quote would settle), then one line for the vendor performance claims and one for
    // the other estimates, each figure with its source.
    std::vector<Text> prices, supply;
    std::vector<Message> claims, estimates;
    auto addTo = [](auto &list, auto item) {
        if (std::find(list.begin(), list.end(), item) == list.end()) list.push_back(std::move(item));
    };
    for (const OptionAssessment *o : {&n, &g}) {
        const bool neuron = o == &n;
        for (const UsedFigure &f : o->inputs) {
            const FigureKind kind = f.statement.provenance.kind;
            const std::string &source = f.statement.provenance.source;
            if (f.role == FigureRole::Price && kind == FigureKind::Estimate) {
                Message flipPart; // empty when no price flips the cheaper side
                if (const auto flip = flipPrice(m, *o, neuron)) {
                    const bool cheaperSide = neuron == m.trainiumCheaper;
                    const Arg price = arg::money(*flip);
                    flipPart = neuron
                        ? (cheaperSide ? msg(QT_TRANSLATE_NOOP("Message", "; Trainium stays the cheaper side up to %1 per chip-hour"), {price})
                                       : msg(QT_TRANSLATE_NOOP("Message", "; Trainium becomes the cheaper side at %1 per chip-hour or less"), {price}))
                        : (cheaperSide ? msg(QT_TRANSLATE_NOOP("Message", "; the GPU stays the cheaper side up to %1 per chip-hour"), {price})
                                       : msg(QT_TRANSLATE_NOOP("Message", "; the GPU becomes the cheaper side at %1 per chip-hour or less"), {price}));
                }
                Text text{msg(QT_TRANSLATE_NOOP("Message", "%1 publishes no %2 for %3; the %4 used is %5's estimate%6: "
                                                           "ask %1 for a quote"),
                              {arg::verbatim(o->provider), arg::nested(f.what), arg::verbatim(o->label),
                               quoted(f.statement), arg::verbatim(source), arg::nested(std::move(flipPart))})};
                addTo(prices, std::move(text));
            } else if (f.role == FigureRole::Supply) {
                if (kind == FigureKind::Estimate && !o->supplyCaveat.empty()) addTo(supply, Text{o->supplyCaveat});
            } else if (kind == FigureKind::Vendor && f.performance) {
                addTo(claims, msg(QT_TRANSLATE_NOOP("Message", "%1 (%2)"), {arg::nested(f.phrase()), arg::verbatim(source)}));
            } else if (kind == FigureKind::Estimate) {
                addTo(estimates, msg(QT_TRANSLATE_NOOP("Message", "%1 (%2)"), {arg::nested(f.subject), arg::verbatim(source)}));
            }
        }
    }
    std::vector<Text> out = std::move(prices);
    if (!claims.empty())
        out.push_back({msg(QT_TRANSLATE_NOOP("Message", "Vendor performance claims, not independent measurements: %1"),
                           {arg::clauses(std::move(claims))})});
    if (!estimates.empty())
        out.push_back({msg(QT_TRANSLATE_NOOP("Message", "Estimates: %1"), {arg::clauses(std::move(estimates))})});
    out.insert(out.end(), supply.begin(), supply.end());
    // A serving point the team measured is what the side's serving cost rests on.
    for (const OptionAssessment *o : {&n, &g})
        if (!o->serving.measurementId.empty() && o->serving.batch.known() && o->serving.tpotMs.known())
            out.push_back({msg(QT_TRANSLATE_NOOP("Message", "Serving on %1 rests on your measurement %2: %3 requests at a time at %4 ms per token (median); it replaces the model there"),
                               {arg::verbatim(o->label), arg::verbatim(o->serving.measurementId),
                                arg::count(o->serving.batch.value), arg::number(o->serving.tpotMs.value, 1)})});
    return out;
}

// The Trainium price at which the matrix puts Trainium first (Trade::trainiumLeadPrice): what
// cost alone, with the weights as set, would take for the answer to be Trainium.
Text leadPriceText(const Assessment &a, const OptionAssessment &n)
{
    const Trade &t = a.trade;
    const bool leads = a.decision.winner == n.id;
    const Arg label = arg::verbatim(n.label);
    if (!t.trainiumLeadPrice) {
        if (leads) return {};
        const double free = totalCostWith(n, a.scenario, 0, 1);
        const OptionAssessment *g = a.option(t.gpuId);
        if (g && free >= g->tco.value)
            return {msg(QT_TRANSLATE_NOOP("Message", "No Trainium price puts %1 first in the matrix: even with free "
                                                     "chips its port and upkeep (%2) cost more than %3's whole bill (%4)"),
                        {label, arg::money(free), arg::verbatim(g->label), arg::money(g->tco.value)})};
        return {msg(QT_TRANSLATE_NOOP("Message", "No Trainium price puts %1 first in the matrix: even with free chips, "
                                                 "its port and upkeep (%2) leave what the weights value besides cost in "
                                                 "the other options' favour"),
                    {label, arg::money(free)})};
    }
    // The two prices are per chip-hour, read side by side.
    std::vector<Arg> args{label, arg::money(*t.trainiumLeadPrice), arg::money(n.pricePerChipHour.value)};
    return {leads ? msg(QT_TRANSLATE_NOOP("Message", "%1 keeps first place in the matrix up to %2 per chip-hour "
                                                     "(%3 assumed)"), std::move(args))
                  : msg(QT_TRANSLATE_NOOP("Message", "%1 would take first place in the matrix at %2 per chip-hour "
                                                     "or less (%3 assumed)"), std::move(args))};
}

} // namespace

DecisionMemo memoOf(const Assessment &a, const UncertaintyResult *u)
{
    const Recommendation &r = a.recommendation;
    const Trade &t = a.trade;
    DecisionMemo m;
    m.lean = r.lean;
    m.decision = {r.headline.empty() ? msg(QT_TRANSLATE_NOOP("Message", "No option survives the constraints."))
                                     : r.headline};
    for (const Message &issue : r.plan) m.plan.push_back({issue});
    const OptionAssessment *n = a.option(t.neuronId);
    const OptionAssessment *g = a.option(t.gpuId);
    if (t.comparable && n && g) {
        m.trainium = sideOf(*n, a.scenario);
        m.gpu = sideOf(*g, a.scenario);
        m.trainiumCheaper = t.trainiumCheaper;
        m.saving = t.saving;
        m.savingShare = t.savingShare;
        std::vector<Arg> args{arg::money(t.saving), arg::percent(t.savingShare),
                              arg::points(a.scenario.strategy.horizonMonths)};
        const bool ported = !t.portedId.empty();
        m.savingText = {t.trainiumCheaper
            ? (ported ? msg(QT_TRANSLATE_NOOP("Message", "Trainium saves %1 (%2) over %3 months, port and upkeep included."), std::move(args))
                      : msg(QT_TRANSLATE_NOOP("Message", "Trainium saves %1 (%2) over %3 months."), std::move(args)))
            : (ported ? msg(QT_TRANSLATE_NOOP("Message", "The GPU saves %1 (%2) over %3 months, port and upkeep included."), std::move(args))
                      : msg(QT_TRANSLATE_NOOP("Message", "The GPU saves %1 (%2) over %3 months."), std::move(args)))};
        if (t.trainiumCheaper && t.portedId == n->id && t.payback.applicable && !t.payback.never)
            m.payback = {t.payback.days.value > horizonDays(a.scenario)
                ? msg(QT_TRANSLATE_NOOP("Message", "The port pays back after %1, beyond the %2-month horizon."),
                      {arg::days(t.payback.days.value), arg::points(a.scenario.strategy.horizonMonths)})
                : msg(QT_TRANSLATE_NOOP("Message", "The port pays back after %1."), {arg::days(t.payback.days.value)})};
        m.thresholds = thresholdsOf(a, *n, *g);
        m.restsOn = restsOnOf(m, *n, *g);
    } else if (!t.missing.empty()) {
        m.savingText = {msg(QT_TRANSLATE_NOOP("Message", "No dollar comparison: %1."), {arg::nested(t.missing)})};
    }
    m.firmness = firmnessOf(a, m, u);

    for (const Threshold &th : m.thresholds) m.flips.push_back({th.text});
    if (t.comparable && n)
        if (Text lead = leadPriceText(a, *n); !lead.empty()) m.flips.push_back(std::move(lead));
    if (u) addModelThresholds(m, *u);
    // Matrix flips that hand the win to the other side; a swap between two Trainium options (or
    // two GPUs) leaves the answer to the budget owner as it is.
    const OptionAssessment *winner = a.option(a.decision.winner);
    auto otherSide = [&](const std::string &id) {
        const OptionAssessment *o = a.option(id);
        return winner && o && o->neuron() != winner->neuron();
    };
    for (const WeightSensitivity &w : a.decision.sensitivity)
        if (w.criterionId == a.decision.mostFragile && w.reachable && otherSide(w.newWinner))
            m.flips.push_back({w.text});
    for (const ScoreFlip &flip : a.decision.scoreFlips)
        if (otherSide(flip.newWinner)) {
            m.flips.push_back({flip.text});
            break;
        }

    // The vendor-claim caveat is already itemised under "what this rests on".
    std::vector<Message> risks;
    for (const Message &c : r.caveats)
        if (risks.size() < 3 && !(!m.restsOn.empty() && isVendorClaimsCaveat(c))) risks.push_back(c);
    // A flip the risks already state (the most fragile weight) is said once, among the risks. Both
    // are compared as the core writes them in English, whatever language they are shown in.
    std::erase_if(m.flips, [&](const Text &flip) {
        const std::string said = write(flip);
        return std::any_of(risks.begin(), risks.end(),
                           [&](const Message &risk) { return write(risk).find(said) != std::string::npos; });
    });
    for (Message &risk : risks) m.risks.push_back({std::move(risk)});
    m.nextStep = nextStepOf(a, n, g, u);
    return m;
}

} // namespace ad
