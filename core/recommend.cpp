// The lean, the reasons that drove it and the caveats, from the ranked matrix and the cost
// figures. The rules are written out in docs/decision.md ("Recommendation").
#include "assessment_format.h"
#include "decision.h"
#include "decision_detail.h"

#include <algorithm>
#include <cmath>
#include <set>

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

using detail::formatShort;

// Seed 003's hybrid case needs a saving worth a second stack: 15 % per run is our threshold.
constexpr double hybridMinSaving = 0.15;

bool isNeuron(const OptionAssessment &o)
{
    return o.stack == "neuron" || o.family == "trainium" || o.family == "inferentia";
}
bool isCuda(const OptionAssessment &o) { return o.stack == "cuda"; }

std::string points(double fraction) { return formatShort(fraction * 100); }

struct View {
    const Assessment &a;
    const DecisionResult &d;
    std::vector<const OptionAssessment *> included;

    const OptionAssessment *option(const std::string &id) const
    {
        for (const auto &o : a.options)
            if (o.id == id) return &o;
        return nullptr;
    }
    const MatrixRow *row(const std::string &id) const
    {
        for (const auto &r : d.rows)
            if (r.optionId == id) return &r;
        return nullptr;
    }
    // The included option of a family with the lowest known value of `field`.
    const OptionAssessment *cheapest(bool (*family)(const OptionAssessment &),
                                     const Quantity OptionAssessment::*field) const
    {
        const OptionAssessment *best = nullptr;
        for (const OptionAssessment *o : included)
            if (family(*o) && (o->*field).known()
                && (!best || (o->*field).value < (best->*field).value))
                best = o;
        return best;
    }
    double runsOverHorizon() const
    {
        const auto &s = a.scenario;
        return s.workload.training.runsPerYear * s.strategy.horizonMonths / 12.0;
    }
};

// Runs until the port pays back: the assessment's figure, or porting cost ÷ saving per run.
std::optional<double> paybackRuns(const OptionAssessment &neuron, const OptionAssessment &gpu)
{
    if (!neuron.needsPort) return 0.0;
    if (neuron.breakEven.applicable && neuron.breakEven.never) return std::nullopt;
    if (neuron.breakEven.applicable && neuron.breakEven.runs.known())
        return neuron.breakEven.runs.value;
    const double saving = gpu.trainingCostPerRun.value - neuron.trainingCostPerRun.value;
    if (!neuron.portingCost.known() || !(saving > 0)) return std::nullopt;
    return neuron.portingCost.value / saving;
}

std::string contribution(const View &v, std::size_t c)
{
    const MatrixRow *w = v.row(v.d.winner), *r = v.row(v.d.runnerUp);
    double weightSum = 0;
    for (const auto &mc : v.d.criteria) weightSum += std::max(0, mc.weight);
    const auto &mc = v.d.criteria[c];
    const double sw = w->scores[c].score, sr = r->scores[c].score;
    return mc.name + " (weight " + std::to_string(mc.weight) + "): " + w->label + " scores "
        + detail::fixedDecimals(sw, 2) + " against " + detail::fixedDecimals(sr, 2) + " for "
        + r->label + ", " + points(mc.weight * (sw - sr) / weightSum) + " points of the lead";
}

// Criteria indices ordered by how much they add to the winner's lead, largest first.
std::vector<std::size_t> drivers(const View &v)
{
    std::vector<std::size_t> out;
    const MatrixRow *w = v.row(v.d.winner), *r = v.row(v.d.runnerUp);
    if (!w || !r) return out;
    auto lead = [&](std::size_t c) {
        return v.d.criteria[c].weight * (w->scores[c].score - r->scores[c].score);
    };
    for (std::size_t c = 0; c < v.d.criteria.size(); ++c)
        if (lead(c) > 1e-9) out.push_back(c);
    std::stable_sort(out.begin(), out.end(),
                     [&](std::size_t x, std::size_t y) { return lead(x) > lead(y); });
    return out;
}

// `favoured` is the lean's family: when the cheaper option is not in it, the saving is told as
// what the winner gives up rather than as a reason for it.
std::optional<std::string> costOverHorizon(const View &v,
                                           bool (*favoured)(const OptionAssessment &))
{
    const OptionAssessment *x = v.cheapest(isNeuron, &OptionAssessment::tco);
    const OptionAssessment *y = v.cheapest(isCuda, &OptionAssessment::tco);
    if (!x || !y) {
        x = v.option(v.d.winner);
        y = v.option(v.d.runnerUp);
    }
    if (!x || !y || !x->tco.known() || !y->tco.known()) return std::nullopt;
    if (x->tco.value > y->tco.value) std::swap(x, y);
    const double diff = y->tco.value - x->tco.value;
    if (!(y->tco.value > 0) || diff <= 0) return std::nullopt;
    const std::string horizon = formatShort(v.a.scenario.strategy.horizonMonths) + "-month horizon";
    const std::string saving = formatUsd(diff) + " (" + formatPercent(diff / y->tco.value) + ")";
    if (favoured && !favoured(*x) && favoured(*y))
        return x->label + " would cost " + saving + " less than " + y->label + " over the "
            + horizon + " (" + formatUsd(x->tco.value) + " against " + formatUsd(y->tco.value)
            + "), a saving the other criteria outweigh";
    return "Over the " + horizon + " " + x->label + " costs " + formatUsd(x->tco.value)
        + " against " + formatUsd(y->tco.value) + " for " + y->label + ": " + saving + " less";
}

std::optional<std::string> perRun(const OptionAssessment &neuron, const OptionAssessment &gpu)
{
    const double a = neuron.trainingCostPerRun.value, b = gpu.trainingCostPerRun.value;
    if (!(b > 0) || !(a < b)) return std::nullopt;
    return neuron.label + " costs " + formatUsd(a) + " per training run against "
        + formatUsd(b) + " on " + gpu.label + ", " + formatPercent((b - a) / b) + " less";
}

// `would`: the lean is not Trainium, so the port is hypothetical.
std::optional<std::string> breakEven(const View &v, const OptionAssessment &neuron, bool would)
{
    if (!neuron.needsPort) return std::nullopt;
    const BreakEven &be = neuron.breakEven;
    const auto &s = v.a.scenario;
    if (be.applicable && be.never)
        return "Porting to " + neuron.label + " never pays back"
            + (be.summary.empty() ? std::string(": it is not cheaper than the GPU baseline")
                                  : ": " + be.summary);
    const bool training = s.workload.kind == WorkloadKind::Training
        || s.workload.kind == WorkloadKind::FineTuning;
    const std::string pays = would ? " would pay back after " : " pays back after ";
    if (be.applicable && !training && be.days.known())
        return "The port to " + neuron.label + pays
            + formatDuration(be.days.value) + " at "
            + formatCount(s.workload.inference.tokensPerDayM * 1e6) + " tokens a day";
    if (be.applicable && be.runs.known())
        return "The port to " + neuron.label + pays + formatCount(be.runs.value)
            + " training runs; the plan is " + formatCount(v.runsOverHorizon()) + " runs over "
            + formatShort(s.strategy.horizonMonths) + " months";
    return std::nullopt;
}

std::optional<std::string> porting(const View &v, const OptionAssessment &neuron, bool would)
{
    if (!neuron.needsPort || !neuron.portingWeeks.known()) return std::nullopt;
    std::string text = std::string(would ? "Porting to Neuron would take about "
                                         : "Porting to Neuron takes about ")
        + formatShort(neuron.portingWeeks.value)
        + " weeks for " + std::to_string(v.a.scenario.team.engineers) + " engineers";
    if (neuron.portingCost.known()) text += ", " + formatUsd(neuron.portingCost.value);
    if (neuron.maintenanceCostPerYear.known() && neuron.maintenanceCostPerYear.value > 0)
        text += ", plus " + formatUsd(neuron.maintenanceCostPerYear.value)
            + " a year to follow SDK releases";
    return text;
}

// "All 3 Trainium options were knocked out (AWS trn3: available only on AWS ...)"
std::optional<std::string> familyKnockout(const View &v, bool (*family)(const OptionAssessment &),
                                          const std::string &name)
{
    int total = 0;
    const MatrixRow *first = nullptr;
    for (const auto &r : v.d.rows) {
        const OptionAssessment *o = v.option(r.optionId);
        if (!o || !family(*o)) continue;
        ++total;
        if (!r.excluded) return std::nullopt;
        if (!first) first = &r;
    }
    if (!first) return std::nullopt;
    const std::string which = total == 1 ? "The only " + name + " option was"
                                         : "All " + std::to_string(total) + " " + name
                                               + " options were";
    return which + " knocked out (" + first->label + ": " + first->knockouts.front() + ")";
}

std::vector<std::string> caveats(const View &v)
{
    std::vector<std::string> out;
    const DecisionResult &d = v.d;
    if (!d.runnerUp.empty() && !d.clearWinner)
        out.push_back("Close call: the top two are " + points(d.margin)
                      + " points apart, under the " + points(d.clearMarginThreshold)
                      + "-point threshold, so a small change in weights or prices can swap them");

    std::vector<std::string> vendor;
    for (const std::string &id : {d.winner, d.runnerUp}) {
        const OptionAssessment *o = v.option(id);
        if (!o) continue;
        for (const auto &f : o->flags)
            if (f.level == FlagLevel::VendorClaim) vendor.push_back(f.subject);
        for (const Quantity *q : {&o->decodeTokensPerSecond, &o->costPerMTokens,
                                  &o->trainingChipHours, &o->trainingCostPerRun, &o->tco}) {
            std::string note = q->how.note;
            std::transform(note.begin(), note.end(), note.begin(),
                           [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
            if (note.find("vendor") != std::string::npos)
                vendor.push_back(o->label + ": " + q->how.note);
        }
    }
    std::sort(vendor.begin(), vendor.end());
    vendor.erase(std::unique(vendor.begin(), vendor.end()), vendor.end());
    if (!vendor.empty())
        out.push_back("Vendor claims, not independent measurements, feed "
                      + std::to_string(vendor.size()) + " figure"
                      + (vendor.size() == 1 ? "" : "s") + " of the top options (e.g. "
                      + vendor.front() + ")");

    std::vector<const Flag *> conflicts;
    for (const auto &f : v.a.flags)
        if (f.level == FlagLevel::Conflict) conflicts.push_back(&f);
    if (!conflicts.empty())
        out.push_back("Sources disagree on " + std::to_string(conflicts.size()) + " figure"
                      + (conflicts.size() == 1 ? "" : "s") + " (e.g. " + conflicts.front()->subject
                      + "); the model uses each one's default value");

    // A failed check may also be repeated as a flag about the same measurement: count it once.
    int impossible = 0, suspicious = 0;
    std::string example;
    std::set<std::string> seen;
    auto count = [&](FlagLevel level, const std::string &key, const std::string &what) {
        if (level != FlagLevel::Impossible && level != FlagLevel::Suspicious) return;
        if (!seen.insert(key.empty() ? what : key).second) return;
        (level == FlagLevel::Impossible ? impossible : suspicious) += 1;
        if (example.empty()) example = what;
    };
    for (const auto &c : v.a.checks) count(c.level, c.measurementId, c.message);
    for (const auto &f : v.a.flags) count(f.level, f.subject, f.message);
    if (impossible + suspicious > 0)
        out.push_back(std::to_string(impossible + suspicious) + " published figure"
                      + (impossible + suspicious == 1 ? " fails" : "s fail")
                      + " the plausibility check ("
                      + std::to_string(impossible) + " impossible, " + std::to_string(suspicious)
                      + " suspicious), e.g. " + example);

    for (const auto &s : d.sensitivity)
        if (s.criterionId == d.mostFragile && !d.mostFragile.empty())
            out.push_back("Most fragile weight: " + s.text);
    return out;
}

void addUnique(std::vector<std::string> &reasons, const std::optional<std::string> &reason)
{
    if (reason && std::find(reasons.begin(), reasons.end(), *reason) == reasons.end())
        reasons.push_back(*reason);
}

// With no runner-up there is no lead to explain: name the winner's weightiest scores instead,
// and its cost over the horizon.
void addStrengths(std::vector<std::string> &reasons, const View &v)
{
    const MatrixRow *w = v.row(v.d.winner);
    std::vector<std::size_t> order(v.d.criteria.size());
    for (std::size_t c = 0; c < order.size(); ++c) order[c] = c;
    auto weighted = [&](std::size_t c) { return v.d.criteria[c].weight * w->scores[c].score; };
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return weighted(a) > weighted(b); });
    for (std::size_t k = 0; k < order.size() && k < 2; ++k) {
        const auto &mc = v.d.criteria[order[k]];
        if (weighted(order[k]) <= 0) break;
        addUnique(reasons, mc.name + " (weight " + std::to_string(mc.weight) + "): " + w->label
                               + " scores " + detail::fixedDecimals(w->scores[order[k]].score, 2));
    }
    if (const OptionAssessment *o = v.option(v.d.winner); o && o->tco.known())
        addUnique(reasons, "Over the " + formatShort(v.a.scenario.strategy.horizonMonths)
                               + "-month horizon " + o->label + " costs "
                               + formatUsd(o->tco.value));
}

} // namespace

Recommendation recommend(const Assessment &assessment, [[maybe_unused]] const Catalog &catalog)
{
    Recommendation rec;
    View v{assessment, assessment.decision, {}};
    for (const auto &r : v.d.rows)
        if (!r.excluded)
            if (const OptionAssessment *o = v.option(r.optionId)) v.included.push_back(o);

    if (v.d.winner.empty()) {
        rec.lean = Lean::Undecided;
        rec.headline = v.d.rows.empty()
            ? "No option is priced at the scenario's pricing model, so there is nothing to rank."
            : "None of the " + std::to_string(v.d.rows.size())
                + " options survives the knock-outs; relax a constraint to get a recommendation.";
        std::set<std::string> seen;
        for (const auto &r : v.d.rows)
            for (const auto &k : r.knockouts)
                if (rec.reasons.size() < 5 && seen.insert(k).second)
                    rec.reasons.push_back(r.label + ": " + k);
        return rec;
    }

    const OptionAssessment *winner = v.option(v.d.winner);
    const MatrixRow *top = v.row(v.d.winner);
    const MatrixRow *second = v.row(v.d.runnerUp);
    const Lean matrixLean = winner && isNeuron(*winner) ? Lean::Trainium
        : winner && isCuda(*winner)                     ? Lean::Gpu
                                                        : Lean::Undecided;

    const Scenario &s = assessment.scenario;
    const WorkloadKind kind = s.workload.kind;
    const bool repeats = s.workload.training.runsPerYear >= 2
        && (kind == WorkloadKind::Training || kind == WorkloadKind::FineTuning
            || kind == WorkloadKind::Mixed);
    const bool research =
        s.workload.novelArchitecture || s.team.modelSupport == ModelSupport::Novel;
    const OptionAssessment *neuronRun = v.cheapest(isNeuron, &OptionAssessment::trainingCostPerRun);
    const OptionAssessment *gpuRun = v.cheapest(isCuda, &OptionAssessment::trainingCostPerRun);
    bool hybrid = false;
    if (repeats && neuronRun && gpuRun && (matrixLean == Lean::Gpu || research)) {
        const double a = neuronRun->trainingCostPerRun.value, b = gpuRun->trainingCostPerRun.value;
        const auto runs = paybackRuns(*neuronRun, *gpuRun);
        hybrid = b > 0 && a <= (1 - hybridMinSaving) * b * (1 + 1e-12) && runs
            && *runs <= v.runsOverHorizon() + 1e-9;
    }
    rec.lean = hybrid ? Lean::Hybrid : matrixLean;

    // The Neuron option the break-even and porting reasons talk about.
    const OptionAssessment *neuron = hybrid ? neuronRun : nullptr;
    if (!neuron)
        if (const OptionAssessment *b = v.option(assessment.bestNeuronId);
            b && std::find(v.included.begin(), v.included.end(), b) != v.included.end())
            neuron = b;
    for (auto field : {&OptionAssessment::tco, &OptionAssessment::trainingCostPerRun,
                       &OptionAssessment::costPerMTokens})
        if (!neuron) neuron = v.cheapest(isNeuron, field);

    const std::string score = points(top->total);
    if (hybrid) {
        rec.headline = "Hybrid: research and prototyping on GPUs, stable repeated training on "
                       "Trainium; "
            + top->label + " leads the matrix"
            + (second ? " by " + points(v.d.margin) + " points" : std::string())
            + ", while " + neuronRun->label + " trains "
            + formatPercent(1 - neuronRun->trainingCostPerRun.value
                                    / gpuRun->trainingCostPerRun.value)
            + " cheaper per run.";
    } else if (!second) {
        rec.headline = top->label + " is the only option left after the knock-outs (" + score
            + " of 100): lean " + displayName(rec.lean) + ".";
    } else if (v.d.clearWinner) {
        rec.headline = top->label + " leads the matrix with " + score + " of 100, "
            + points(v.d.margin) + " points ahead of " + second->label + ": lean "
            + displayName(rec.lean) + ".";
    } else {
        rec.headline = top->label + " leads " + second->label + " by only "
            + points(v.d.margin) + " points (" + score + " vs " + points(second->total)
            + " of 100), a close call that leans " + displayName(rec.lean) + ".";
    }
    if (matrixLean == Lean::Undecided && winner)
        rec.headline += " " + winner->label + " runs neither Neuron nor CUDA.";

    std::vector<std::string> reasons;
    const auto order = drivers(v);
    auto driver = [&](std::size_t k) {
        if (k < order.size()) addUnique(reasons, contribution(v, order[k]));
    };
    if (hybrid) {
        addUnique(reasons, perRun(*neuronRun, *gpuRun));
        addUnique(reasons, breakEven(v, *neuronRun, false));
        addUnique(reasons, std::string(research
            ? "The model is a novel architecture, where Neuron support lags and GPUs run it "
              "day one; the plan repeats training " + formatShort(s.workload.training.runsPerYear)
                + " times a year once it settles"
            : "The plan repeats training " + formatShort(s.workload.training.runsPerYear)
                + " times a year, so the port is paid once and the saving recurs"));
        driver(0);
        addUnique(reasons, porting(v, *neuronRun, false));
    } else if (rec.lean == Lean::Trainium) {
        addUnique(reasons, familyKnockout(v, isCuda, "GPU"));
        driver(0);
        if (!second) addStrengths(reasons, v);
        addUnique(reasons, costOverHorizon(v, isNeuron));
        if (kind != WorkloadKind::Inference && neuronRun && gpuRun)
            addUnique(reasons, perRun(*neuronRun, *gpuRun));
        if (neuron) addUnique(reasons, breakEven(v, *neuron, false));
        if (neuron) addUnique(reasons, porting(v, *neuron, false));
        driver(1);
    } else {
        // A GPU (or another stack) wins: what drove it first, then what Trainium would have
        // offered and what the switch would have cost.
        if (rec.lean == Lean::Gpu) addUnique(reasons, familyKnockout(v, isNeuron, "Trainium"));
        driver(0);
        if (!second) addStrengths(reasons, v);
        driver(1);
        const bool gpu = rec.lean == Lean::Gpu;
        if (neuron) addUnique(reasons, porting(v, *neuron, gpu));
        addUnique(reasons, costOverHorizon(v, gpu ? isCuda : nullptr));
        if (neuron) addUnique(reasons, breakEven(v, *neuron, gpu));
    }
    for (std::size_t k = 2; k < order.size() && reasons.size() < 3; ++k) driver(k);
    if (reasons.size() > 5) reasons.resize(5);
    rec.reasons = std::move(reasons);
    rec.caveats = caveats(v);
    return rec;
}

} // namespace ad
