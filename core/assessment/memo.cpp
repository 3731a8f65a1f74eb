// docs/decision.md, "The memo".
#include "assessment/memo.h"

#include "assessment/assessment_format.h"
#include "assessment/decision_detail.h"
#include "assessment/trade.h"
#include "assessment/uncertainty.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace ad {

namespace {

using detail::formatShort;

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

std::string percentOf(double fraction) { return formatPercent(fraction); }

// "2.5", "37": tenths only where they matter.
std::string weeksText(double weeks)
{
    return weeks < 10 ? formatShort(weeks) : formatNumber(std::round(weeks), 0);
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
            ? "Trainium stays cheaper unless its chip bill comes out more than " + percentOf(*bill - 1)
                  + " above the estimate (a lower throughput or a higher price than assumed)"
            : "Trainium would be cheaper only if its chip bill came out more than " + percentOf(1 - *bill)
                  + " below the estimate (a higher throughput or a lower price than assumed)";
        out.push_back(std::move(t));
    } else if (!cheaper) {
        out.push_back({Threshold::Input::TrainiumChipCost, 1, 0,
                       "Even free Trainium chips would leave the GPU cheaper: the port and its "
                       "upkeep alone cost more than the GPU's whole bill"});
    }

    // The length of the port, when Trainium is the side that needs one.
    if (a.trade.portedId == n.id && n.portingWeeks.known() && n.portingWeeks.value > 0
        && n.portingCost.known() && n.portingCost.value > 0) {
        const double weeks = n.portingWeeks.value;
        const double scale = (totalCostWith(g, s, 1, 1) - totalCostWith(n, s, 1, 0)) / n.portingCost.value;
        Threshold t{Threshold::Input::PortingWeeks, weeks, scale * weeks, {}};
        if (scale <= 0) {
            t.text = "Even a port that cost nothing would leave the GPU cheaper";
            t.flip = 0;
        } else {
            t.text = (cheaper ? "The port may take up to " : "Trainium would be cheaper only if the port took under ")
                + weeksText(scale * weeks) + " weeks (" + weeksText(weeks) + " estimated)"
                + (cheaper ? " before the GPU becomes the cheaper choice" : "");
        }
        out.push_back(std::move(t));
    }

    // The GPU's price: its chip cost scales with it.
    if (const auto price = rootOf([&](double p) {
            return totalCostWith(n, s, 1, 1) - totalCostWith(g, s, p, 1);
        })) {
        Threshold t{Threshold::Input::GpuPrice, 1, *price, {}};
        t.text = cheaper
            ? "The GPU would be cheaper only if its price fell by more than " + percentOf(1 - *price)
            : "Trainium becomes cheaper if the GPU's price rises by more than " + percentOf(*price - 1);
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

// "87% of 10,000", and never "100%" for what is not every case.
std::string casesText(double share, std::size_t samples)
{
    const std::string of = " of " + formatNumber(double(samples), 0);
    if (share >= 1) return "every one" + of;
    if (share > 0.995) return "more than 99%" + of;
    if (share <= 0) return "none" + of;
    if (share < 0.005) return "fewer than 1%" + of;
    return formatPercent(share) + of;
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

const char *firmnessWords(Firmness firmness)
{
    switch (firmness) {
    case Firmness::Firm: return "Firm on cost";
    case Firmness::ModeratelyFirm: return "Moderately firm on cost";
    case Firmness::Fragile: return "Fragile on cost";
    }
    return "";
}

namespace {

// How firm the cost side is, from the samples: the share of plausible cases in which the side
// cheaper at the likely figures stays cheaper, and the saving's spread.
std::string sampledFirmness(const DecisionMemo &m, const UncertaintyResult &u)
{
    const double stays = m.trainiumCheaper ? u.trainiumCheaper : 1 - u.trainiumCheaper;
    const std::string side = m.trainiumCheaper ? "Trainium" : "the GPU";
    const std::string word = firmnessWords(firmnessFromShare(stays));
    const double low = m.trainiumCheaper ? u.savingP10 : -u.savingP90;
    const double high = m.trainiumCheaper ? u.savingP90 : -u.savingP10;
    const auto usd = formatUsdAlike({low, high});
    return word + ": " + side + " is the cheaper side in " + casesText(stays, u.samples)
        + " plausible cases (" + std::to_string(u.inputs.size()) + " uncertain inputs); "
        + (m.trainiumCheaper ? "its" : "the GPU's") + " saving runs from " + usd[0] + " to "
        + usd[1] + " (10th to 90th percentile).";
}

std::string firmnessOf(const Assessment &a, const DecisionMemo &m, const UncertaintyResult *u)
{
    const DecisionResult &d = a.decision;
    std::string text;
    if (m.trainium && m.gpu && u && u->comparable && u->samples > 0) {
        text = sampledFirmness(m, *u);
    } else if (m.trainium && m.gpu) {
        const double move = nearestMove(m.thresholds);
        const std::string side = m.trainiumCheaper ? "Trainium" : "the GPU";
        if (!std::isfinite(move))
            text = std::string(firmnessWords(Firmness::Firm)) + ": " + side
                + " is the cheaper side whatever the chip bill, port or GPU price.";
        else
            text = std::string(firmnessWords(firmnessFromMove(move))) + ", before sampling: " + side
                + " stays the cheaper side unless one input below moves by " + percentOf(move)
                + " or more; sampling the uncertain inputs replaces this reading.";
    }
    if (!d.winner.empty() && !d.runnerUp.empty()) {
        const std::string lead = formatShort(100 * d.margin);
        text += (text.empty() ? "" : " ")
            + (d.clearWinner ? "On the weights as set, the matrix lead is " + lead
                                   + " points of 100; that measures the weights, not the certainty of the figures."
                             : "The matrix is a close call (" + lead
                                   + " points of 100): a small change in a weight can swap the top two.");
    }
    const OptionSpread *first = nullptr;
    if (u && u->samples > 0)
        for (const OptionSpread &o : u->options)
            if (o.optionId == d.winner) first = &o;
    if (first) {
        text += " The matrix puts " + first->label + " first in " + casesText(first->wins, u->samples)
            + " cases.";
    } else {
        text += (text.empty() ? "" : " ")
            + std::string("Every figure is a single estimate, not a range.");
    }
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

std::string nextStepOf(const Assessment &a, const OptionAssessment *n, const OptionAssessment *g,
                       const UncertaintyResult *u)
{
    const Recommendation &r = a.recommendation;
    if (!r.plan.empty())
        return "Make the plan workable first (see above); the comparison below assumes it can be "
               "carried out.";
    if (!n || !g)
        return "Choose among the options the scenario's constraints leave, on the matrix. To see "
               "what the other side would save, relax the constraint that removes it ("
            + a.trade.missing + ").";
    const int claims = vendorPerformanceClaims({n, g});
    std::string text = "Benchmark the team's own model on " + n->label + " and on " + g->label
        + " before committing";
    text += claims > 0 ? ": the comparison rests on " + std::to_string(claims) + " vendor performance claim"
                             + (claims == 1 ? "" : "s") + " that a measurement would replace."
                       : ", to confirm the throughput figures used.";
    const auto nCost = benchmarkCost(*n, a.scenario.workload);
    const auto gCost = benchmarkCost(*g, a.scenario.workload);
    if (nCost && gCost) {
        const auto usd = formatUsdAlike({*nCost + *gCost, a.trade.saving});
        text += " A week (" + formatShort(benchmarkHours) + " hours) on the smallest fleet that holds "
            "the model costs about " + usd[0] + " in chip time for both, against a " + usd[1]
            + " difference at stake.";
    }
    const TornadoBar *throughput = nullptr;
    if (u && u->comparable)
        for (const TornadoBar &bar : u->tornado)
            if (bar.inputId == "trainium.performance") throughput = &bar;
    if (throughput && nCost && gCost) {
        const double worth = throughput->valueOfKnowing;
        const double cost = *nCost + *gCost;
        if (worth < 1)
            text += " No plausible Trainium throughput changes which side is cheaper, so on cost alone "
                    "the benchmark confirms the choice rather than makes it.";
        else
            text += " Knowing Trainium's real throughput would lower the expected cost of the choice by "
                "about " + formatUsd(worth) + " (its value of perfect information): "
                + (worth > cost ? "the benchmark is worth running."
                                : "on cost alone the benchmark is worth less than it costs; run it if the "
                                  "figures it would confirm matter for other reasons.");
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
        if (c) m.flips.push_back(c->text.substr(0, c->text.size() - (c->text.back() == '.' ? 1 : 0)));
}

bool isPrice(const UsedFigure &f)
{
    return f.what.size() > 6 && f.what.compare(f.what.size() - 6, 6, " price") == 0;
}

std::string quoted(const Statement &st)
{
    const double v = st.quotedValue;
    const int decimals = std::fabs(v - std::round(v)) < 1e-9 ? 0 : v < 100 ? 2 : 0;
    return formatNumber(v, decimals) + " " + st.quotedUnit;
}

std::string lowerFirst(std::string text)
{
    if (!text.empty() && text[0] >= 'A' && text[0] <= 'Z') text[0] = static_cast<char>(text[0] - 'A' + 'a');
    return text;
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
std::vector<std::string> restsOnOf(const DecisionMemo &m, const OptionAssessment &n, const OptionAssessment &g)
{
    // Page 1 has room for a few lines: each unpublished price in a sentence of its own (it is
    // what a quote would settle), then one line for the vendor performance claims and one for
    // the other estimates, each figure with its source.
    std::vector<std::string> prices, claims, estimates, supply;
    auto addTo = [](std::vector<std::string> &list, std::string text) {
        if (std::find(list.begin(), list.end(), text) == list.end()) list.push_back(std::move(text));
    };
    for (const OptionAssessment *o : {&n, &g}) {
        const bool neuron = o == &n;
        for (const UsedFigure &f : o->inputs) {
            const FigureKind kind = f.statement.provenance.kind;
            const std::string &source = f.statement.provenance.source;
            if (isPrice(f) && kind == FigureKind::Estimate) {
                std::string text = o->provider + " publishes no " + lowerFirst(f.what) + " for "
                    + o->label + "; the " + quoted(f.statement) + " used is " + source + "'s estimate";
                if (const auto flip = flipPrice(m, *o, neuron)) {
                    const bool cheaperSide = neuron == m.trainiumCheaper;
                    text += std::string("; ") + (neuron ? "Trainium" : "the GPU")
                        + (cheaperSide ? " stays the cheaper side up to " : " becomes the cheaper side at ")
                        + formatUsd(*flip) + " per chip-hour" + (cheaperSide ? "" : " or less");
                }
                addTo(prices, text + ": ask " + o->provider + " for a quote");
            } else if (f.what == "most chips one order gets") {
                if (kind == FigureKind::Estimate && !o->supplyCaveat.empty()) addTo(supply, o->supplyCaveat);
            } else if (kind == FigureKind::Vendor && f.performance) {
                addTo(claims, f.phrase() + " (" + source + ")");
            } else if (kind == FigureKind::Estimate) {
                addTo(estimates, f.subject + " (" + source + ")");
            }
        }
    }
    auto joinedList = [](const std::vector<std::string> &items) {
        std::string text;
        for (std::size_t i = 0; i < items.size(); ++i) text += (i ? "; " : "") + items[i];
        return text;
    };
    std::vector<std::string> out = prices;
    if (!claims.empty())
        out.push_back("Vendor performance claims, not independent measurements: " + joinedList(claims));
    if (!estimates.empty()) out.push_back("Estimates: " + joinedList(estimates));
    out.insert(out.end(), supply.begin(), supply.end());
    return out;
}

// The Trainium price at which the matrix puts Trainium first (Trade::trainiumLeadPrice): what
// cost alone, with the weights as set, would take for the answer to be Trainium.
std::string leadPriceText(const Assessment &a, const OptionAssessment &n)
{
    const Trade &t = a.trade;
    const bool leads = a.decision.winner == n.id;
    if (!t.trainiumLeadPrice) {
        if (leads) return {};
        const double free = totalCostWith(n, a.scenario, 0, 1);
        const OptionAssessment *g = a.option(t.gpuId);
        if (g && free >= g->tco.value) {
            const auto usd = formatUsdAlike({free, g->tco.value});
            return "No Trainium price puts " + n.label + " first in the matrix: even with free chips its "
                "port and upkeep (" + usd[0] + ") cost more than " + g->label + "'s whole bill ("
                + usd[1] + ")";
        }
        return "No Trainium price puts " + n.label + " first in the matrix: even with free chips, its port "
               "and upkeep (" + formatUsd(free) + ") leave what the weights value besides cost in the "
               "other options' favour";
    }
    const std::string price = formatUsd(*t.trainiumLeadPrice) + " per chip-hour";
    const std::string today = formatUsd(n.pricePerChipHour.value);
    return leads ? n.label + " keeps first place in the matrix up to " + price + " (" + today
                       + " assumed)"
                 : n.label + " would take first place in the matrix at " + price + " or less ("
                       + today + " assumed)";
}

} // namespace

DecisionMemo memoOf(const Assessment &a, const UncertaintyResult *u)
{
    const Recommendation &r = a.recommendation;
    const Trade &t = a.trade;
    DecisionMemo m;
    m.lean = r.lean;
    m.decision = r.headline.empty() ? "No option survives the constraints." : r.headline;
    m.plan = r.plan;
    const OptionAssessment *n = a.option(t.neuronId);
    const OptionAssessment *g = a.option(t.gpuId);
    if (t.comparable && n && g) {
        m.trainium = sideOf(*n, a.scenario);
        m.gpu = sideOf(*g, a.scenario);
        m.trainiumCheaper = t.trainiumCheaper;
        m.saving = t.saving;
        m.savingShare = t.savingShare;
        m.savingText = std::string(t.trainiumCheaper ? "Trainium" : "The GPU") + " saves "
            + formatUsd(t.saving) + " (" + formatPercent(t.savingShare) + ") over "
            + formatShort(a.scenario.strategy.horizonMonths) + " months"
            + (t.portedId.empty() ? "." : ", port and upkeep included.");
        if (t.trainiumCheaper && t.portedId == n->id && t.payback.applicable && !t.payback.never)
            m.payback = "The port " + t.payback.summary + ".";
        m.thresholds = thresholdsOf(a, *n, *g);
        m.restsOn = restsOnOf(m, *n, *g);
    } else if (!t.missing.empty()) {
        m.savingText = "No dollar comparison: " + t.missing + ".";
    }
    m.firmness = firmnessOf(a, m, u);

    for (const Threshold &th : m.thresholds) m.flips.push_back(th.text);
    if (t.comparable && n)
        if (std::string lead = leadPriceText(a, *n); !lead.empty()) m.flips.push_back(std::move(lead));
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
            m.flips.push_back(w.text);
    for (const ScoreFlip &flip : a.decision.scoreFlips)
        if (otherSide(flip.newWinner)) {
            m.flips.push_back(flip.text);
            break;
        }

    // The vendor-claim caveat is already itemised under "what this rests on".
    const std::string vendorCaveat = "The performance of the compared options rests on";
    for (const std::string &c : r.caveats)
        if (m.risks.size() < 3 && !(!m.restsOn.empty() && c.rfind(vendorCaveat, 0) == 0))
            m.risks.push_back(c);
    // A flip the risks already state (the most fragile weight) is said once, among the risks.
    std::erase_if(m.flips, [&](const std::string &flip) {
        return std::any_of(m.risks.begin(), m.risks.end(),
                           [&](const std::string &risk) { return risk.find(flip) != std::string::npos; });
    });
    m.nextStep = nextStepOf(a, n, g, u);
    return m;
}

} // namespace ad
