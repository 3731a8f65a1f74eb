// The lean, the trade in dollars, the reasons that drove it and the caveats (docs/decision.md,
// "Recommendation"). The decision is made on data first (which side, how much money, which
// criteria); the sentences are composed from that data at the end.
#include "base/number_format.h"
#include "decision/decision.h"
#include "decision/decision_detail.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <optional>

namespace ad {

const char *toString(Lean lean)
{
    switch (lean) {
    case Lean::Trainium: return "trainium";
    case Lean::Gpu: return "gpu";
    case Lean::Hybrid: return "hybrid";
    case Lean::Undecided: return "undecided";
    }
    return "undecided";
}

const char *displayName(Lean lean)
{
    switch (lean) {
    case Lean::Trainium: return "Trainium";
    case Lean::Gpu: return "GPU";
    case Lean::Hybrid: return "Hybrid";
    case Lean::Undecided: return "Undecided";
    }
    return "Undecided";
}

namespace {


// Seed 003's hybrid case needs a saving worth a second stack: 15 % per run is our threshold.
constexpr double hybridMinSaving = 0.15;

// The vendor-claims caveat, one and several (decision.h, isVendorClaimsCaveat).
constexpr Template vendorClaimsCaveat[2] = {
    QT_TRANSLATE_NOOP("Message", "The performance of the compared options rests on %1 vendor claim, not "
                                 "independent measurements (e.g. %2): benchmark the model on both before committing"),
    QT_TRANSLATE_NOOP("Message", "The performance of the compared options rests on %1 vendor claims, not "
                                 "independent measurements (e.g. %2): benchmark the model on both before committing")};

// What the recommendation is built from, before any sentence is written.
struct Facts {
    const Assessment &a;
    const DecisionResult &d;
    const Trade &t;
    const OptionAssessment *winner = nullptr;
    const OptionAssessment *neuron = nullptr, *gpu = nullptr;       // the trade's two options
    const MatrixRow *neuronRow = nullptr, *gpuRow = nullptr;        // best ranked of each side
    Lean matrixLean = Lean::Undecided;
    Lean lean = Lean::Undecided;
    bool research = false, repeats = false;
    bool hybridCase = false; // repeated runs, Trainium 15 % cheaper per run, port repaid in plan

    const OptionAssessment *option(const std::string &id) const { return a.option(id); }
    const MatrixRow *row(const std::string &id) const
    {
        for (const auto &r : d.rows)
            if (r.optionId == id) return &r;
        return nullptr;
    }
    double runsOverHorizon() const
    {
        return a.scenario.workload.training.runsPerYear * a.scenario.strategy.horizonMonths / 12.0;
    }
};

// The money side of seed 003's hybrid: training repeats, the trade's Trainium option trains at
// least 15 % cheaper per run, and its port repays within the runs planned over the horizon.
bool hybridCase(const Facts &f)
{
    if (!f.repeats || !f.neuron || !f.gpu || !f.t.trainiumCheaper) return false;
    const double a = f.neuron->trainingCostPerRun.value, b = f.gpu->trainingCostPerRun.value;
    const BreakEven &pb = f.t.payback;
    const bool paysBack = !f.neuron->needsPort
        || (pb.applicable && pb.runs.known() && pb.runs.value <= f.runsOverHorizon() + 1e-9);
    return b > 0 && a <= (1 - hybridMinSaving) * b * (1 + 1e-12) && paysBack;
}

// One weight the user sets (a top-level criterion or a group) and what it adds to one side.
struct Contribution {
    std::string name;
    int weight = 0;
    double neuronScore = 0, gpuScore = 0;
    double points = 0;          // on 0-100, positive when it favours Trainium
    std::size_t criterion = 0;  // top-level criterion index, or a group's first member
    bool group = false;
};

std::vector<Contribution> contributions(const Facts &f)
{
    std::vector<Contribution> out;
    if (!f.neuronRow || !f.gpuRow) return out;
    for (const ScorePart &part : scoreParts(f.d))
        out.push_back({part.name, part.weight, partScore(f.d, part, *f.neuronRow),
                       partScore(f.d, part, *f.gpuRow),
                       partPoints(f.d, part, *f.neuronRow) - partPoints(f.d, part, *f.gpuRow),
                       part.criteria.front(), part.group});
    std::stable_sort(out.begin(), out.end(), [](const Contribution &x, const Contribution &y) {
        return std::fabs(x.points) > std::fabs(y.points);
    });
    return out;
}

Arg months(const Facts &f) { return arg::points(f.a.scenario.strategy.horizonMonths); }

// Written in place where a sentence has nothing to add.
Arg nothing() { return arg::nested(Message{}); }

// " against X, the cheapest option on the current stack" when the break-even baseline is not the
// trade's other side.
Message baselineNote(const Facts &f)
{
    const OptionAssessment *base = f.option(f.t.paybackBaselineId);
    const std::string other = f.t.portedId == f.t.neuronId ? f.t.gpuId : f.t.neuronId;
    if (!base || base->id == other) return {};
    return f.a.scenario.strategy.baselineOffer.empty()
        ? msg(QT_TRANSLATE_NOOP("Message", " against %1, the cheapest option on the team's current stack"),
              {arg::verbatim(base->label)})
        : msg(QT_TRANSLATE_NOOP("Message", " against %1, the scenario's baseline"), {arg::verbatim(base->label)});
}

Message paybackText(const Facts &f, const BreakEven &b)
{
    const auto &s = f.a.scenario;
    if (!b.applicable || b.never) return {};
    if (s.workload.kind == WorkloadKind::Training || s.workload.kind == WorkloadKind::FineTuning) {
        if (b.runs.known()) {
            std::vector<Arg> args{arg::amount(b.runs.value), arg::amount(f.runsOverHorizon()), months(f)};
            return std::fabs(b.runs.value - 1) < 1e-9
                ? msg(QT_TRANSLATE_NOOP("Message", "repays the port after %1 training run (the plan has %2 over %3 months)"),
                      std::move(args))
                : msg(QT_TRANSLATE_NOOP("Message", "repays the port after %1 training runs (the plan has %2 over %3 months)"),
                      std::move(args));
        }
    }
    if (b.days.known()) {
        const bool beyond = b.days.value > s.strategy.horizonMonths * daysPerMonth;
        return beyond
            ? msg(QT_TRANSLATE_NOOP("Message", "repays the port after %1, beyond the horizon%2"),
                  {arg::days(b.days.value), arg::nested(baselineNote(f))})
            : msg(QT_TRANSLATE_NOOP("Message", "repays the port after %1%2"),
                  {arg::days(b.days.value), arg::nested(baselineNote(f))});
    }
    return {};
}

// The trade in dollars: the headline of every front end.
Message tradeSentence(const Facts &f)
{
    const Trade &t = f.t;
    if (!t.comparable) {
        if (t.missing.empty()) return {};
        return msg(QT_TRANSLATE_NOOP("Message", "There is no Trainium-against-GPU trade to weigh: %1."),
                   {arg::nested(t.missing)});
    }
    const OptionAssessment *cheap = t.trainiumCheaper ? f.neuron : f.gpu;
    const OptionAssessment *dear = t.trainiumCheaper ? f.gpu : f.neuron;
    // One sentence: its amounts, the port's included, share one form (message.h).
    std::vector<Arg> args{months(f), arg::verbatim(cheap->label), arg::money(std::min(t.neuronTco, t.gpuTco)),
                          arg::money(std::max(t.neuronTco, t.gpuTco)), arg::verbatim(dear->label),
                          arg::money(t.saving), arg::percent(t.savingShare)};
    if (t.trainiumCheaper) {
        Message port;
        if (!t.portedId.empty() && t.portingCost > 0)
            port = t.upkeepOverHorizon > 0
                ? msg(QT_TRANSLATE_NOOP("Message", " net of the %1 port and %2 of SDK upkeep"),
                      {arg::money(t.portingCost), arg::money(t.upkeepOverHorizon)})
                : msg(QT_TRANSLATE_NOOP("Message", " net of the %1 port"), {arg::money(t.portingCost)});
        args.push_back(arg::nested(std::move(port)));
        Message payback = t.portedId == f.neuron->id ? paybackText(f, t.payback) : Message{};
        args.push_back(payback.empty() ? nothing()
                                       : arg::nested(msg(QT_TRANSLATE_NOOP("Message", ", and %1"),
                                                         {arg::nested(std::move(payback))})));
        return msg(QT_TRANSLATE_NOOP("Message", "Over %1 months, %2 costs %3 against %4 for %5: Trainium saves %6 "
                                                "(%7)%8%9. Choosing the GPU means paying %6 for portability, the "
                                                "CUDA ecosystem and no port."),
                   std::move(args));
    }
    args.push_back(t.portedId == f.neuron->id && t.portingCost > 0
                       ? arg::nested(msg(QT_TRANSLATE_NOOP("Message", ", and Trainium would add a port on top")))
                       : nothing());
    return msg(QT_TRANSLATE_NOOP("Message", "Over %1 months, %2 costs %3 against %4 for %5: the GPU costs %6 (%7) "
                                            "less%8. Choosing Trainium would mean paying more for no gain in money."),
               std::move(args));
}

Template leanWord(Lean lean)
{
    switch (lean) {
    case Lean::Trainium: return QT_TRANSLATE_NOOP("Message", "Lean Trainium");
    case Lean::Gpu: return QT_TRANSLATE_NOOP("Message", "Lean GPU");
    case Lean::Hybrid: return QT_TRANSLATE_NOOP("Message", "Lean Hybrid");
    case Lean::Undecided: return QT_TRANSLATE_NOOP("Message", "Undecided");
    }
    return QT_TRANSLATE_NOOP("Message", "Undecided");
}

Message leanSentence(const Facts &f)
{
    const DecisionResult &d = f.d;
    const MatrixRow *top = f.row(d.winner);
    const MatrixRow *second = f.row(d.runnerUp);
    const Arg score = arg::points(top->total * 100);
    Message matrix;
    if (!second)
        matrix = msg(QT_TRANSLATE_NOOP("Message", "%1 is the only option left after the knock-outs (%2 of 100)"),
                     {arg::verbatim(top->label), score});
    else if (d.clearWinner)
        matrix = msg(QT_TRANSLATE_NOOP("Message", "%1 leads the matrix with %2 of 100, %3 points ahead of %4"),
                     {arg::verbatim(top->label), score, arg::points(d.margin * 100), arg::verbatim(second->label)});
    else
        matrix = msg(QT_TRANSLATE_NOOP("Message", "%1 leads %2 by only %3 points (%4 against %5), a close call"),
                     {arg::verbatim(top->label), arg::verbatim(second->label), arg::points(d.margin * 100), score,
                      arg::points(second->total * 100)});

    if (f.lean == Lean::Hybrid)
        return msg(QT_TRANSLATE_NOOP("Message", "Lean Hybrid: research and prototyping on GPUs, stable repeated "
                                                "training on Trainium; %1."),
                   {arg::nested(std::move(matrix))});
    // When the matrix overrules the money, the sentence says what it is paying for.
    Message overrules;
    if (f.t.comparable && f.t.trainiumCheaper && f.lean == Lean::Gpu)
        overrules = msg(QT_TRANSLATE_NOOP("Message", "; the weights value what the GPU offers above Trainium's %1 saving"),
                        {arg::money(f.t.saving)});
    else if (f.t.comparable && !f.t.trainiumCheaper && f.lean == Lean::Trainium)
        overrules = msg(QT_TRANSLATE_NOOP("Message", "; the weights value what Trainium offers above the GPU's %1 saving"),
                        {arg::money(f.t.saving)});
    Message neither;
    if (f.matrixLean == Lean::Undecided && f.winner)
        neither = msg(QT_TRANSLATE_NOOP("Message", "; %1 runs neither Neuron nor CUDA"), {arg::verbatim(f.winner->label)});
    return msg(QT_TRANSLATE_NOOP("Message", "%1: %2%3%4."),
               {arg::nested(msg(leanWord(f.lean))), arg::nested(std::move(matrix)), arg::nested(std::move(overrules)),
                arg::nested(std::move(neither))});
}

// "Cost over the horizon (weight 5), $1.9 M against $4.5 M: Trainium scores 1.00, the GPU 0.00,
// 27.8 points for Trainium"
Message contributionText(const Facts &f, const Contribution &c)
{
    Message figures;
    const auto &mc = f.d.criteria[c.criterion];
    if (!c.group && mc.metric == CriterionMetric::Tco && f.t.comparable)
        figures = msg(QT_TRANSLATE_NOOP("Message", ", %1 against %2"),
                      {arg::money(f.t.neuronTco), arg::money(f.t.gpuTco)});
    else if (!c.group && mc.metric == CriterionMetric::PortingWeeks && f.neuron && f.neuron->needsPort
             && f.neuron->portingWeeks.known())
        figures = msg(QT_TRANSLATE_NOOP("Message", ", a %1-week port to Neuron"),
                      {arg::points(f.neuron->portingWeeks.value)});
    std::vector<Arg> args{arg::catalog(c.name), arg::count(c.weight), arg::nested(std::move(figures)),
                          arg::number(c.neuronScore, 2), arg::number(c.gpuScore, 2), arg::points(std::fabs(c.points))};
    return c.points > 0
        ? msg(QT_TRANSLATE_NOOP("Message", "%1 (weight %2)%3: Trainium scores %4, the GPU %5, %6 points for Trainium"),
              std::move(args))
        : msg(QT_TRANSLATE_NOOP("Message", "%1 (weight %2)%3: Trainium scores %4, the GPU %5, %6 points for the GPU"),
              std::move(args));
}

Message portingText(const Facts &f)
{
    const OptionAssessment *n = f.neuron;
    if (!n || !n->needsPort || !n->portingWeeks.known()) return {};
    const bool would = f.lean != Lean::Trainium && f.lean != Lean::Hybrid;
    Message cost, upkeep;
    if (n->portingCost.known()) cost = msg(", %1", {arg::money(n->portingCost.value)});
    if (n->maintenanceCostPerYear.known() && n->maintenanceCostPerYear.value > 0)
        upkeep = msg(QT_TRANSLATE_NOOP("Message", ", plus %1 a year to follow SDK releases"),
                     {arg::money(n->maintenanceCostPerYear.value)});
    std::vector<Arg> args{arg::points(n->portingWeeks.value), arg::count(f.a.scenario.team.engineers),
                          arg::nested(std::move(cost)), arg::nested(std::move(upkeep))};
    return would ? msg(QT_TRANSLATE_NOOP("Message", "Porting to Neuron would take about %1 weeks for %2 engineers%3%4"),
                       std::move(args))
                 : msg(QT_TRANSLATE_NOOP("Message", "Porting to Neuron takes about %1 weeks for %2 engineers%3%4"),
                       std::move(args));
}

// How the weights turn the soft criteria into money: the premium the GPU may cost and still win.
Message premiumText(const Facts &f)
{
    const Trade &t = f.t;
    if (!t.comparable || !t.gpuPremiumAtTie || !(t.neuronTco > 0)) return {};
    const double m = *t.gpuPremiumAtTie;
    const double actual = t.gpuTco / t.neuronTco;
    const Arg less = arg::percent(1 - 1 / actual), more = arg::percent(actual > 0 ? 1 / actual - 1 : 0);
    if (m >= 1) {
        Message now = actual >= 1 ? msg(QT_TRANSLATE_NOOP("Message", "it costs %1 less"), {less})
                                  : msg(QT_TRANSLATE_NOOP("Message", "it costs %1 more"), {more});
        return msg(QT_TRANSLATE_NOOP("Message", "The weights value what the GPU offers at a %1 premium: Trainium "
                                                "comes out ahead in the matrix when it costs at least %2 less than "
                                                "the GPU, and %3"),
                   {arg::percent(m - 1), arg::percent(1 - 1 / m), arg::nested(std::move(now))});
    }
    Message now = actual >= 1 ? msg(QT_TRANSLATE_NOOP("Message", "Trainium costs %1 less"), {less})
                              : msg(QT_TRANSLATE_NOOP("Message", "Trainium costs %1 more"), {more});
    return msg(QT_TRANSLATE_NOOP("Message", "The weights value what Trainium offers above the GPU's: the GPU comes "
                                            "out ahead in the matrix only when it costs at least %1 less than "
                                            "Trainium, and %2"),
               {arg::percent(1 - m), arg::nested(std::move(now))});
}

std::vector<Message> reasons(const Facts &f)
{
    std::vector<Message> out;
    auto add = [&](Message text) {
        if (!text.empty() && std::find(out.begin(), out.end(), text) == out.end()) out.push_back(std::move(text));
    };
    if (f.lean == Lean::Hybrid && f.neuron && f.gpu) {
        // Why two stacks: the per-run saving recurs, and the port is repaid inside the plan.
        const double a = f.neuron->trainingCostPerRun.value, b = f.gpu->trainingCostPerRun.value;
        add(msg(QT_TRANSLATE_NOOP("Message", "%1 trains for %2 a run against %3 on %4, %5 less"),
                {arg::verbatim(f.neuron->label), arg::money(a), arg::money(b), arg::verbatim(f.gpu->label),
                 arg::percent((b - a) / b)}));
        const BreakEven &pb = f.t.payback;
        if (pb.applicable && pb.runs.known())
            add(msg(QT_TRANSLATE_NOOP("Message", "The port repays after %1 training runs; the plan has %2 over %3 months"),
                    {arg::amount(pb.runs.value), arg::amount(f.runsOverHorizon()), months(f)}));
        add(f.research
                ? msg(QT_TRANSLATE_NOOP("Message", "The model is a new architecture: iterate on GPUs, where it runs on "
                                                   "day one, and move the settled model's repeated training to Trainium"))
                : msg(QT_TRANSLATE_NOOP("Message", "Training repeats %1 times a year, so the port is paid once and the "
                                                   "saving recurs"),
                      {arg::points(f.a.scenario.workload.training.runsPerYear)}));
    }
    add(premiumText(f));
    if (!f.t.comparable) {
        // One side is gone: say why, then what the winner brings.
        if (!f.t.missing.empty())
            add(msg(QT_TRANSLATE_NOOP("Message", "No comparison in dollars: %1"), {arg::nested(f.t.missing)}));
        const MatrixRow *top = f.row(f.d.winner);
        std::vector<std::size_t> order(f.d.criteria.size());
        for (std::size_t c = 0; c < order.size(); ++c) order[c] = c;
        auto weighted = [&](std::size_t c) { return f.d.criteria[c].effectiveWeight * top->scores[c].score; };
        std::stable_sort(order.begin(), order.end(),
                         [&](std::size_t x, std::size_t y) { return weighted(x) > weighted(y); });
        for (std::size_t k = 0; k < order.size() && out.size() < 3; ++k) {
            const auto &mc = f.d.criteria[order[k]];
            if (weighted(order[k]) <= 0) break;
            add(msg(QT_TRANSLATE_NOOP("Message", "%1: %2 scores %3"),
                    {arg::catalog(mc.name), arg::verbatim(top->label), arg::number(top->scores[order[k]].score, 2)}));
        }
        if (f.winner && f.winner->tco.known())
            add(msg(QT_TRANSLATE_NOOP("Message", "Over %1 months %2 costs %3"),
                    {months(f), arg::verbatim(f.winner->label), arg::money(f.winner->tco.value)}));
        return out;
    }
    // Trainium against the GPU: the weights that moved the total most, the lean's side first.
    const auto all = contributions(f);
    const bool forTrainium = f.lean == Lean::Trainium || f.lean == Lean::Hybrid;
    std::vector<Contribution> mine, theirs;
    for (const auto &c : all) {
        if (std::fabs(c.points) < 0.05) continue;
        ((c.points > 0) == forTrainium ? mine : theirs).push_back(c);
    }
    for (std::size_t k = 0; k < mine.size() && k < 2; ++k) add(contributionText(f, mine[k]));
    if (!theirs.empty())
        add(msg(QT_TRANSLATE_NOOP("Message", "Against it: %1"), {arg::nested(contributionText(f, theirs.front()))}));
    add(portingText(f));
    for (std::size_t k = 2; k < mine.size() && out.size() < 4; ++k) add(contributionText(f, mine[k]));
    if (out.size() > 5) out.resize(5);
    return out;
}

std::vector<Message> caveats(const Facts &f)
{
    std::vector<Message> out;
    const DecisionResult &d = f.d;
    // An estimated supply the plan exceeds: the option is costed as planned, which is an
    // assumption to confirm with the provider before anything is signed.
    for (const OptionAssessment *o : {f.neuron, f.gpu})
        if (o && !o->supplyCaveat.empty()) out.push_back(o->supplyCaveat);
    if (!d.runnerUp.empty() && !d.clearWinner)
        out.push_back(msg(QT_TRANSLATE_NOOP("Message", "Close call: the top two are %1 points apart, under the "
                                                       "%2-point threshold, so a small change in weights or prices "
                                                       "can swap them"),
                          {arg::points(d.margin * 100), arg::points(d.clearMarginThreshold * 100)}));

    // Vendor claims among the figures the two compared options rest on.
    // Keyed by their English text, so that the first named is the same in every language.
    std::map<std::string, Message> vendor;
    for (const OptionAssessment *o : {f.neuron, f.gpu}) {
        if (!o) continue;
        for (const auto &used : o->inputs)
            if (used.statement.provenance.kind == FigureKind::Vendor && used.performance) {
                Message claim = msg(QT_TRANSLATE_NOOP("Message", "%1: %2"),
                                    {arg::verbatim(o->label), arg::nested(used.phrase())});
                std::string key = write(claim);
                vendor.try_emplace(std::move(key), std::move(claim));
            }
    }
    if (!vendor.empty())
        out.push_back(msg(vendor.size() == 1 ? vendorClaimsCaveat[0] : vendorClaimsCaveat[1],
                          {arg::count(double(vendor.size())), arg::nested(vendor.begin()->second)}));

    std::vector<const Flag *> conflicts;
    for (const auto &flag : f.a.flags)
        if (flag.level == FlagLevel::Conflict) conflicts.push_back(&flag);
    if (!conflicts.empty()) {
        std::vector<Arg> args{arg::count(double(conflicts.size())), arg::nested(conflicts.front()->subject)};
        out.push_back(conflicts.size() == 1
            ? msg(QT_TRANSLATE_NOOP("Message", "Sources disagree on %1 figure (e.g. %2); the model uses each one's "
                                               "default value"), std::move(args))
            : msg(QT_TRANSLATE_NOOP("Message", "Sources disagree on %1 figures (e.g. %2); the model uses each one's "
                                               "default value"), std::move(args)));
    }

    // Failed plausibility checks about the compared chips: none is used, but they are the
    // published figures a reader will have seen.
    int failed = 0;
    Message example;
    for (const auto &c : f.a.checks) {
        if (c.level != FlagLevel::Impossible && c.level != FlagLevel::Suspicious) continue;
        if (!((f.neuron && c.acceleratorId == f.neuron->acceleratorId)
              || (f.gpu && c.acceleratorId == f.gpu->acceleratorId)))
            continue;
        ++failed;
        if (example.empty()) example = c.message;
    }
    if (failed > 0) {
        std::vector<Arg> args{arg::count(failed), arg::nested(example)};
        out.push_back(failed == 1
            ? msg(QT_TRANSLATE_NOOP("Message", "%1 published figure about these chips fails the plausibility check "
                                               "and is not used, e.g. %2"), std::move(args))
            : msg(QT_TRANSLATE_NOOP("Message", "%1 published figures about these chips fail the plausibility check "
                                               "and are not used, e.g. %2"), std::move(args)));
    }

    // Research on a new architecture stays on GPUs, but the money of the settled model is noted.
    if (f.research && f.hybridCase && f.lean == Lean::Gpu) {
        const double a = f.neuron->trainingCostPerRun.value, b = f.gpu->trainingCostPerRun.value;
        out.push_back(msg(QT_TRANSLATE_NOOP("Message", "Once the architecture settles, its repeated training would "
                                                       "cost %1 less per run on %2: moving it then is seed 003's "
                                                       "hybrid path"),
                          {arg::percent((b - a) / b), arg::verbatim(f.neuron->label)}));
    }

    for (const auto &s : d.sensitivity)
        if (s.criterionId == d.mostFragile && !d.mostFragile.empty())
            out.push_back(msg(QT_TRANSLATE_NOOP("Message", "Most fragile weight: %1"), {arg::nested(s.text)}));
    for (const auto &note : d.notes) out.push_back(note);
    return out;
}

// "2.52 PFLOPS", "671 TFLOPS"
Arg flopsText(double flops)
{
    return flops >= 1e15 ? arg::nested(msg("%1 PFLOPS", {arg::number(flops / 1e15, 2)}))
                         : arg::nested(msg("%1 TFLOPS", {arg::number(flops / 1e12, 0)}));
}

// Issue 11: a chip designed around FP8 (Trainium3's MXFP8) looks slower than it is in a BF16
// run. When the scenario trains at another precision and the Trainium chip gains more from FP8
// than the GPU does, say so with both chips' rates, so the design point is not hidden.
std::optional<Message> precisionNote(const Facts &f, const Catalog &catalog)
{
    const Scenario &s = f.a.scenario;
    if (!s.workload.trains() || s.workload.precision == Precision::FP8 || !f.neuron || !f.gpu)
        return std::nullopt;
    struct Rates { const Accelerator *chip; double trained, fp8; };
    auto rates = [&](const OptionAssessment *o) -> std::optional<Rates> {
        const Accelerator *chip = catalog.accelerator(o->acceleratorId);
        if (!chip) return std::nullopt;
        const Figure *trained = chip->denseFlops(s.workload.precision);
        const Figure *fp8 = chip->denseFlops(Precision::FP8);
        if (!trained || !fp8 || !trained->known() || !fp8->known() || trained->value() <= 0) return std::nullopt;
        return Rates{chip, trained->value(), fp8->value()};
    };
    const auto n = rates(f.neuron), g = rates(f.gpu);
    if (!n || !g) return std::nullopt;
    const double nGain = n->fp8 / n->trained, gGain = g->fp8 / g->trained;
    if (nGain < gGain * 1.25) return std::nullopt;  // no real difference in design point
    const std::string precision = toString(s.workload.precision);
    std::string upper;
    for (char c : precision) upper += char(std::toupper(static_cast<unsigned char>(c)));
    return msg(QT_TRANSLATE_NOOP("Message", "The runs are costed in %1: %2 does %3 dense there but %4 in FP8 (%5×), "
                                            "where %6 gains %7× (%8 to %9); a model that trains well in FP8 moves the "
                                            "comparison toward Trainium (set the training precision to FP8 to see by "
                                            "how much)"),
               {arg::verbatim(upper), arg::verbatim(n->chip->name), flopsText(n->trained), flopsText(n->fp8),
                arg::number(nGain, 1), arg::verbatim(g->chip->name), arg::number(gGain, 1), flopsText(g->trained),
                flopsText(g->fp8)});
}

} // namespace

bool isVendorClaimsCaveat(const Message &caveat)
{
    return caveat.text == vendorClaimsCaveat[0] || caveat.text == vendorClaimsCaveat[1];
}

Recommendation recommend(const Assessment &assessment, const Catalog &catalog)
{
    Recommendation rec;
    for (const auto &issue : assessment.planIssues)
        rec.plan.push_back(msg("%1: %2.", {arg::nested(issue.what), arg::nested(issue.detail)}));

    const DecisionResult &d = assessment.decision;
    Facts f{assessment, d, assessment.trade};
    if (d.winner.empty()) {
        rec.lean = Lean::Undecided;
        rec.headline = d.rows.empty()
            ? msg(QT_TRANSLATE_NOOP("Message", "No option is priced at the scenario's pricing model, so there is "
                                               "nothing to rank."))
            : msg(QT_TRANSLATE_NOOP("Message", "None of the %1 options survives the knock-outs; relax a constraint "
                                               "to get a recommendation."),
                  {arg::count(double(d.rows.size()))});
        std::vector<Message> seen;
        for (const auto &r : d.rows)
            for (const auto &k : r.knockouts)
                if (rec.reasons.size() < 5 && std::find(seen.begin(), seen.end(), k) == seen.end()) {
                    seen.push_back(k);
                    rec.reasons.push_back(msg("%1: %2", {arg::verbatim(r.label), arg::nested(k)}));
                }
        return rec;
    }

    f.winner = f.option(d.winner);
    f.neuron = f.option(f.t.neuronId);
    f.gpu = f.option(f.t.gpuId);
    for (const auto &r : d.rows) {
        if (r.excluded) continue;
        const OptionAssessment *o = f.option(r.optionId);
        if (!o) continue;
        if (o->neuron() && !f.neuronRow) f.neuronRow = &r;
        if (o->cuda() && !f.gpuRow) f.gpuRow = &r;
    }
    f.matrixLean = f.winner && f.winner->neuron() ? Lean::Trainium
        : f.winner && f.winner->cuda()            ? Lean::Gpu
                                                  : Lean::Undecided;
    const Scenario &s = assessment.scenario;
    f.repeats = s.workload.training.runsPerYear >= 2 && s.workload.trains();
    f.research = s.workload.novelArchitecture || s.team.modelSupport == ModelSupport::Novel;

    // Hybrid (seed 003's closing advice: iterate on GPUs, move settled repeated training to
    // Trainium) when a GPU leads the matrix by less than the close-call margin while repeated
    // runs make Trainium's per-run saving real money. A clear verdict is not overruled (the
    // weights already priced the port and the ecosystem), and a narrow Trainium lead stays
    // Trainium. For research, the same split is told as the next step (caveats).
    f.hybridCase = hybridCase(f);
    const bool narrowGpuLead = f.neuronRow && f.gpuRow && f.matrixLean == Lean::Gpu
        && f.gpuRow->total - f.neuronRow->total < d.clearMarginThreshold;
    const bool hybrid = f.hybridCase && narrowGpuLead;
    f.lean = hybrid ? Lean::Hybrid : f.matrixLean;
    rec.lean = f.lean;
    rec.trade = tradeSentence(f);
    rec.headline = leanSentence(f);
    rec.reasons = reasons(f);
    rec.caveats = caveats(f);
    if (auto note = precisionNote(f, catalog)) rec.caveats.push_back(*note);
    return rec;
}

} // namespace ad
