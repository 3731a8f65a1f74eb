// The assessment as plain text for a terminal about 100 columns wide: the answer first, then the
// ranking that supports it, then what could change it, then everything that deserves suspicion.
#include "formats/assessment_format.h"
#include "formats/memo.h"
#include "uncertainty/uncertainty.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <string>
#include <vector>

namespace ad {

namespace {

constexpr std::size_t pageWidth = 100;

// Code points, not bytes: labels and messages carry "×", "÷" and "—".
std::size_t displayWidth(const std::string &text)
{
    return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) {
        return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    }));
}

// Byte offset just past the first `columns` code points.
std::size_t byteOffset(const std::string &text, std::size_t columns)
{
    std::size_t seen = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if ((static_cast<unsigned char>(text[i]) & 0xC0) == 0x80) continue;
        if (seen == columns) return i;
        ++seen;
    }
    return text.size();
}

// Left-aligned text is cut to fit (marked "~"); right-aligned figures never are: a column that
// overflows by a character beats a number that silently loses digits.
std::string cell(const std::string &text, std::size_t width, bool right = false)
{
    std::string shown = text;
    if (!right && displayWidth(shown) > width)
        shown = text.substr(0, byteOffset(text, width - 1)) + "~";
    const std::size_t used = displayWidth(shown);
    const std::string pad(used < width ? width - used : 0, ' ');
    return right ? pad + shown : shown + pad;
}



std::string heading(const std::string &title)
{
    return "\n" + title + "\n" + std::string(std::min(displayWidth(title), pageWidth), '-') + "\n";
}

std::string labelOf(const Assessment &a, const std::string &id)
{
    const OptionAssessment *option = a.option(id);
    return option && !option->label.empty() ? option->label : id;
}

std::string billions(double value)
{
    return formatNumber(value, std::isfinite(value) && value == std::floor(value) ? 0 : 1) + "B";
}

// "at most 50 ms per token and 1,000 ms to the first token"
std::string targetText(const InferenceInputs &inf)
{
    auto ms = [](double v) { return formatNumber(v, std::floor(v) == v ? 0 : 1) + " ms"; };
    std::string out = "at most ";
    if (inf.tpotMs > 0) out += ms(inf.tpotMs) + " per token";
    if (inf.tpotMs > 0 && inf.ttftMs > 0) out += " and ";
    if (inf.ttftMs > 0) out += ms(inf.ttftMs) + " to the first token";
    return out;
}

std::string inputs(const Scenario &s)
{
    const Workload &w = s.workload;
    std::string out = heading("Inputs");
    std::string workload = std::string(toString(w.kind)) + ", " + billions(w.parametersB)
        + " parameters";
    if (w.activeParametersB != w.parametersB)
        workload += " (" + billions(w.activeParametersB) + " active)";
    if (w.novelArchitecture) workload += ", novel architecture";
    out += wrapText(workload, "  Workload   ", "             ");
    if (w.trains())
        out += wrapText("training in " + std::string(toString(w.precision)) + ": "
                           + formatCount(w.training.tokensPerRunB * 1e9) + " tokens per run, "
                           + formatNumber(w.training.runsPerYear,
                                        w.training.runsPerYear == std::floor(w.training.runsPerYear) ? 0 : 1) + " runs a year on "
                           + std::to_string(w.training.chips) + " chips, MFU "
                           + formatPercent(w.training.mfu),
                       "             ", "             ");
    if (w.serves() && !w.inference.latencyTarget())
        out += wrapText("serving " + formatCount(w.inference.tokensPerDayM * 1e6)
                           + " tokens a day in " + toString(w.inference.precision) + ", batch "
                           + std::to_string(w.inference.batch) + ", context "
                           + formatNumber(w.inference.context, 0)
                           + (w.inference.latencySensitive ? ", latency-sensitive" : ""),
                       "             ", "             ");
    if (w.serves() && w.inference.latencyTarget())
        out += wrapText("serving " + formatCount(w.inference.tokensPerDayM * 1e6)
                           + " tokens a day in " + toString(w.inference.precision) + ": prompts of "
                           + formatNumber(w.inference.inputTokens, 0) + " tokens, answers of "
                           + formatNumber(w.inference.outputTokens, 0) + ", " + targetText(w.inference)
                           + ", context " + formatNumber(w.inference.context, 0),
                       "             ", "             ");
    const Team &t = s.team;
    std::string team = std::to_string(t.engineers) + " engineer" + (t.engineers == 1 ? "" : "s")
        + " at " + formatUsd(t.hourlyRateUsd) + "/h, Neuron experience: "
        + toString(t.neuronExperience) + ", CUDA-only components: "
        + (t.cudaComponents.empty() ? std::string("none") : "");
    for (std::size_t i = 0; i < t.cudaComponents.size(); ++i)
        team += (i ? ", " : "") + t.cudaComponents[i];
    out += wrapText(team, "  Team       ", "             ");
    const Strategy &st = s.strategy;
    std::string strategy = std::string(displayName(st.pricingModel)) + " prices over "
        + formatNumber(st.horizonMonths, 0) + " months"
        + (st.multiCloudRequired ? ", multi-cloud required" : "")
        + (st.awsNative ? ", AWS-native" : "") + (st.spotOnly ? ", spot only" : "");
    if (st.creditsUsd > 0) strategy += ", " + formatUsd(st.creditsUsd) + " AWS credits";
    if (st.deadlineWeeks > 0) strategy += ", deadline " + formatNumber(st.deadlineWeeks, 0) + " weeks";
    out += wrapText(strategy, "  Strategy   ", "             ");
    return out;
}

std::string recommendation(const Recommendation &r)
{
    std::string out = heading(std::string("Recommendation: ") + displayName(r.lean));
    for (const auto &issue : r.plan) out += wrapText("WARNING: " + write(issue), "  ", "  ") + "\n";
    if (!r.trade.empty()) out += wrapText(write(r.trade), "  ", "  ") + "\n";
    if (!r.headline.empty()) out += wrapText(write(r.headline), "  ", "  ");
    if (!r.reasons.empty()) out += "\n  Why:\n";
    for (std::size_t i = 0; i < r.reasons.size(); ++i)
        out += wrapText(write(r.reasons[i]), "   " + std::to_string(i + 1) + ". ", "      ");
    if (!r.caveats.empty()) out += "\n  Caveats:\n";
    for (const auto &caveat : r.caveats) out += wrapText(write(caveat), "   - ", "     ");
    return out;
}

// The memo's parts that the recommendation does not already say: the two sides' costs, how firm
// the answer is, what would flip it and the next step.
std::string memo(const Assessment &a, const UncertaintyResult *u)
{
    const DecisionMemo m = memoOf(a, u);
    std::string out = heading("For the budget owner");
    for (const auto *side : {&m.trainium, &m.gpu}) {
        if (!*side) continue;
        const MemoSide &s = **side;
        std::string parts = formatUsd(s.compute) + " chips";
        if (s.porting > 0) parts += " + " + formatUsd(s.porting) + " port";
        if (s.upkeep > 0) parts += " + " + formatUsd(s.upkeep) + " upkeep";
        out += wrapText(s.label + ": " + formatUsd(s.total) + " (" + parts + ")", "  ", "    ");
    }
    if (!m.savingText.empty()) out += wrapText(write(m.savingText) + (m.payback.empty() ? "" : " " + write(m.payback)), "  ", "  ");
    if (!m.restsOn.empty()) out += "  What this rests on (estimates and vendor claims):\n";
    for (const auto &item : m.restsOn) out += wrapText(write(item), "   - ", "     ");
    out += wrapText("How firm: " + write(m.firmness), "  ", "  ");
    if (!m.flips.empty()) out += "  What would flip it:\n";
    for (const auto &flip : m.flips) out += wrapText(write(flip), "   - ", "     ");
    out += wrapText("Next step: " + write(m.nextStep), "  ", "  ");
    return out;
}

// The ranking table: the columns after the label take 65 of the page's 100 columns.
constexpr std::size_t labelWidth = 33;

std::string tableHeader()
{
    return "  " + cell("#", 2) + " " + cell("Option", labelWidth) + " " + cell("$/chip-h", 8, true)
        + " " + cell("tok/s", 7, true) + " " + cell("$/Mtok", 7, true) + " "
        + cell("Train/run", 10, true) + " " + cell("TCO", 10, true) + " "
        + cell("Port wk", 7, true) + " " + cell("Score", 5, true) + "\n";
}

struct TableRow {
    std::string rank;
    const OptionAssessment *option = nullptr;
    std::string score;
};

// The rows of the ranking table; each money column is written in one form from top to bottom.
std::string tableRows(const std::vector<TableRow> &rows)
{
    std::vector<double> runs, totals;
    for (const TableRow &row : rows) {
        runs.push_back(row.option->trainingCostPerRun.value);
        totals.push_back(row.option->tco.value);
    }
    const std::vector<std::string> run = formatUsdAlike(runs), total = formatUsdAlike(totals);
    std::string out;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const OptionAssessment &o = *rows[i].option;
        const std::string port = o.needsPort ? formatNumber(o.portingWeeks.value, 1) : "-";
        out += "  " + cell(rows[i].rank, 2) + " " + cell(o.label.empty() ? o.id : o.label, labelWidth)
            + " " + cell(formatUsd(o.pricePerChipHour.value), 8, true) + " "
            + cell(formatNumber(o.decodeTokensPerSecond.value, 0), 7, true) + " "
            + cell(formatUsd(o.costPerMTokens.value), 7, true) + " " + cell(run[i], 10, true) + " "
            + cell(total[i], 10, true) + " " + cell(port, 7, true) + " "
            + cell(rows[i].score, 5, true) + "\n";
    }
    return out;
}

std::string ranking(const Assessment &a)
{
    const DecisionResult &d = a.decision;
    std::string out = heading(std::string("Ranking at ")
                              + displayName(a.scenario.strategy.pricingModel) + " prices");
    out += tableHeader();
    std::vector<const MatrixRow *> excluded;
    std::vector<TableRow> ranked;
    for (const auto &row : d.rows) {
        if (row.excluded) {
            excluded.push_back(&row);
            continue;
        }
        if (const OptionAssessment *o = a.option(row.optionId))
            ranked.push_back({std::to_string(row.rank), o, formatNumber(row.total * 100, 1)});
    }
    out += tableRows(ranked);
    if (d.rows.empty()) {
        // No matrix (no criteria, or nothing priced): list the priced options by TCO instead.
        std::vector<const OptionAssessment *> priced;
        for (const auto &o : a.options)
            if (o.inDecision) priced.push_back(&o);
        std::stable_sort(priced.begin(), priced.end(), [](auto *x, auto *y) {
            const double tx = x->tco.known() ? x->tco.value : 1e300;
            const double ty = y->tco.known() ? y->tco.value : 1e300;
            return tx < ty;
        });
        std::vector<TableRow> listed;
        for (const auto *o : priced) listed.push_back({"-", o, "-"});
        out += tableRows(listed);
        if (priced.empty()) out += "  (no option is priced at this pricing model)\n";
    }
    if (!d.winner.empty()) {
        std::string verdict = "Winner " + labelOf(a, d.winner);
        if (!d.runnerUp.empty())
            verdict += ", ahead of " + labelOf(a, d.runnerUp) + " by "
                + formatNumber(d.margin * 100, 1) + " points"
                + (d.clearWinner ? "" : " - no clear winner (a clear lead is "
                                         + formatNumber(d.clearMarginThreshold * 100, 1)
                                         + " points or more)");
        out += "\n" + wrapText(verdict + ".", "  ", "  ");
    }
    if (!excluded.empty()) out += "\n  Excluded before scoring:\n";
    for (const MatrixRow *row : excluded) {
        std::string reasons;
        for (const auto &k : row->knockouts) reasons += (reasons.empty() ? "" : "; ") + write(k);
        out += wrapText(labelOf(a, row->optionId) + ": " + reasons, "   - ", "     ");
    }
    std::size_t others = 0;
    for (const auto &o : a.options) others += o.inDecision ? 0 : 1;
    if (others > 0)
        out += "\n" + wrapText(std::to_string(others) + " more option(s) at other pricing models"
                                  + " or not offered are in the JSON and CSV outputs.",
                              "  ", "  ");
    return out;
}

// The operating point of each option of the matrix at the latency target (core/model/serving.h);
// nothing without a target.
std::string serving(const Assessment &a)
{
    const InferenceInputs &inf = a.scenario.workload.inference;
    if (!a.scenario.workload.serves() || !inf.latencyTarget()) return {};
    std::string out = heading("Serving " + targetText(inf));
    out += "  " + cell("Option", labelWidth) + " " + cell("Chips", 5, true) + " "
        + cell("Batch", 6, true) + " " + cell("TPOT ms", 7, true) + " " + cell("TTFT ms", 7, true)
        + " " + cell("tok/s", 7, true) + " " + cell("$/Mtok", 7, true) + " "
        + cell("$/M in", 7, true) + " " + cell("Replicas", 8, true) + "\n";
    const auto options = a.decisionOptions();
    std::vector<double> outCost, inCost;
    for (const OptionAssessment *o : options) {
        // An unknown cost is written as a dash; it takes no part in choosing the column's form.
        if (o->costPerMTokens.known()) outCost.push_back(o->costPerMTokens.value);
        if (o->serving.costPerMInputTokens.known()) inCost.push_back(o->serving.costPerMInputTokens.value);
    }
    const std::vector<std::string> outUsd = formatUsdAlike(outCost), inUsd = formatUsdAlike(inCost);
    auto number = [](const Quantity &q, int decimals) {
        return q.known() ? formatNumber(q.value, decimals) : std::string("-");
    };
    std::size_t outAt = 0, inAt = 0;
    for (const OptionAssessment *option : options) {
        const OptionAssessment &o = *option;
        const Quantity &ms = o.serving.tpotMs;
        out += "  " + cell(o.label.empty() ? o.id : o.label, labelWidth) + " "
            + cell(number(o.inferenceChips, 0), 5, true) + " " + cell(number(o.serving.batch, 0), 6, true)
            + " " + cell(number(ms, ms.known() && ms.value < 10 ? 1 : 0), 7, true) + " "
            + cell(number(o.serving.ttftMs, 0), 7, true) + " "
            + cell(number(o.decodeTokensPerSecond, 0), 7, true) + " "
            + cell(o.costPerMTokens.known() ? outUsd[outAt++] : "-", 7, true) + " "
            + cell(o.serving.costPerMInputTokens.known() ? inUsd[inAt++] : "-", 7, true) + " "
            + cell(number(o.servingReplicas, 0), 8, true) + "\n";
    }
    out += wrapText("Chips per replica and batch are the operating point that meets the target at "
                    "the lowest cost per output token; $/Mtok is per output token and includes the "
                    "prompts' prefill, $/M in is that prefill's part per prompt token. TTFT is one "
                    "request's prefill alone, without queueing. A dash: the option cannot meet the "
                    "target (see the exclusions above) or lacks a figure.",
                    "  ", "  ");
    return out;
}

// The options that read the team's own measurements instead of published figures, so the ranking's
// throughput column is never mistaken for a vendor's number. Nothing when none does.
std::string ownMeasurements(const Assessment &a)
{
    std::string out;
    for (const auto &o : a.options) {
        if (!o.inDecision || !o.offered || o.pricingModel != a.scenario.strategy.pricingModel) continue;
        for (const UsedFigure &f : o.inputs)
            if (f.statement.provenance.kind == FigureKind::Own)
                out += "  " + (o.label.empty() ? o.id : o.label) + ": " + write(f.what) + ", "
                    + formatNumber(f.statement.value, 0) + " tokens/s per chip\n";
    }
    return out.empty() ? out : "\nYour measurements used (instead of published figures):\n" + out;
}

std::string breakEven(const Assessment &a)
{
    std::string out;
    for (const auto &o : a.options) {
        if (!o.inDecision || !o.breakEven.applicable) continue;
        const BreakEven &b = o.breakEven;
        std::string text = o.label + ": one-off " + formatUsd(b.oneOffCost.value) + "; ";
        if (b.never)
            text += b.summary.empty() ? std::string("never pays back") : write(b.summary);
        else
            text += "pays back after " + formatCount(b.tokens.value) + " tokens, "
                + formatDuration(b.days.value) + " at the scenario's volume"
                + (b.runs.known() ? ", " + formatCount(b.runs.value) + " training runs" : "");
        out += wrapText(text, "  - ", "    ");
    }
    if (out.empty()) return {};
    std::string title = "Break-even";
    if (!a.baselineId.empty()) title += " against " + labelOf(a, a.baselineId);
    return heading(title) + out;
}

std::string sensitivity(const Assessment &a)
{
    const DecisionResult &d = a.decision;
    if (d.sensitivity.empty() && d.scoreFlips.empty()) return {};
    std::string out = heading("What would change the winner");
    if (!d.mostFragile.empty()) {
        std::string name = d.mostFragile;
        for (const auto &c : d.criteria)
            if (c.id == d.mostFragile) name = c.name;
        out += wrapText("Most fragile: the weight of " + name + ".", "  ", "  ");
    }
    for (const auto &s : d.sensitivity)
        if (!s.text.empty()) out += wrapText(write(s.text), "  - ", "    ");
    if (!d.scoreFlips.empty()) out += "  Single score changes of one point that flip it:\n";
    for (const auto &f : d.scoreFlips)
        if (!f.text.empty()) out += wrapText(write(f.text), "  - ", "    ");
    return out;
}

std::string warnings(const Assessment &a)
{
    // The same catalog flag is attached to every pricing model of an offer; say it once.
    std::set<std::pair<std::string, std::string>> seen;
    std::vector<const Flag *> flags;
    auto add = [&](const Flag &f) {
        if (seen.insert({write(f.subject), write(f.message)}).second) flags.push_back(&f);
    };
    for (const auto &f : a.flags) add(f);
    for (const auto &o : a.options)
        if (o.inDecision)
            for (const auto &f : o.flags) add(f);
    std::size_t impossible = 0, suspicious = 0;
    for (const auto &c : a.checks) {
        impossible += c.level == FlagLevel::Impossible ? 1 : 0;
        suspicious += c.level == FlagLevel::Suspicious ? 1 : 0;
    }
    if (flags.empty() && a.checks.empty()) return {};
    std::string out = heading("Warnings");
    constexpr std::size_t shown = 40;
    for (std::size_t i = 0; i < flags.size() && i < shown; ++i) {
        const Flag &f = *flags[i];
        out += wrapText((f.subject.empty() ? "" : write(f.subject) + ": ") + write(f.message),
                       std::string("  [") + toString(f.level) + "] ", "    ");
    }
    if (flags.size() > shown)
        out += "  ... and " + std::to_string(flags.size() - shown)
            + " more (all of them are in --format json)\n";
    if (!a.checks.empty())
        out += wrapText(std::to_string(a.checks.size()) + " published figures recomputed: "
                           + std::to_string(impossible) + " impossible, "
                           + std::to_string(suspicious) + " suspicious.",
                       "  ", "  ");
    return out;
}

} // namespace

// Word-wraps `text` to the page, the first line after `first`, later lines after `rest`.
std::string wrapText(const std::string &text, const std::string &first, const std::string &rest)
{
    std::string out, line = first;
    std::size_t lineWidth = displayWidth(first);
    const std::size_t restWidth = displayWidth(rest);
    bool lineHasWord = false;
    std::size_t pos = 0;
    while (pos < text.size()) {
        const auto start = text.find_first_not_of(' ', pos);
        if (start == std::string::npos) break;
        auto end = text.find(' ', start);
        if (end == std::string::npos) end = text.size();
        const std::string word = text.substr(start, end - start);
        const std::size_t w = displayWidth(word);
        if (lineHasWord && lineWidth + 1 + w > pageWidth) {
            out += line + "\n";
            line = rest;
            lineWidth = restWidth;
            lineHasWord = false;
        }
        line += (lineHasWord ? " " : "") + word;
        lineWidth += (lineHasWord ? 1 : 0) + w;
        lineHasWord = true;
        pos = end;
    }
    return out + line + "\n";
}

// " Break-even of the port ...": its 10th / 50th / 90th percentile in days, or never.
std::string breakEvenSpread(const Assessment &a, const UncertaintyResult &u)
{
    if (!u.breakEvenKnown) return {};
    auto days = [](double d) { return std::isfinite(d) ? formatDuration(d) : std::string("never"); };
    return " Break-even of the port to " + labelOf(a, u.portedId) + ", 10th / 50th / 90th percentile: "
        + days(u.breakEvenP10) + " / " + days(u.breakEvenP50) + " / " + days(u.breakEvenP90) + ".";
}

// The spreads behind "How firm": each option's cost, the chance it is cheapest and tops the
// matrix, and the inputs that move the saving most.
std::string uncertainty(const Assessment &a, const UncertaintyResult &u)
{
    std::string out = heading("How firm: " + formatNumber(double(u.samples), 0) + " plausible cases (seed "
                              + std::to_string(u.seed) + ")");
    out += "  " + cell("Option", labelWidth) + " " + cell("P10", 10, true) + " " + cell("P50", 10, true)
        + " " + cell("P90", 10, true) + " " + cell("Cheapest", 8, true) + " " + cell("Tops", 5, true) + "\n";
    // The three percentile columns hold one kind of amount: one form for all of them.
    std::vector<double> spread;
    for (const OptionSpread &o : u.options) spread.insert(spread.end(), {o.p10, o.p50, o.p90});
    const std::vector<std::string> usd = formatUsdAlike(spread);
    for (std::size_t i = 0; i < u.options.size(); ++i) {
        const OptionSpread &o = u.options[i];
        out += "  " + cell(o.label, labelWidth) + " " + cell(usd[3 * i], 10, true) + " "
            + cell(usd[3 * i + 1], 10, true) + " " + cell(usd[3 * i + 2], 10, true) + " "
            + cell(formatPercent(o.cheapest), 8, true) + " " + cell(formatPercent(o.wins), 5, true) + "\n";
    }
    if (!u.comparable) return out;
    out += wrapText("Saving of " + labelOf(a, u.neuronId) + " against " + labelOf(a, u.gpuId)
                        + " (negative: the GPU is cheaper), 10th / 50th / 90th percentile: "
                        + formatUsd(u.savingP10) + " / " + formatUsd(u.savingP50) + " / " + formatUsd(u.savingP90)
                        + ". Value of perfect information on the choice: " + formatUsd(u.valueOfInformation) + "."
                        + breakEvenSpread(a, u),
                    "  ", "  ");
    out += "\n  What matters most (the saving with one input at each end of its range):\n";
    out += "  " + cell("Input", 28) + " " + cell("Range", 17, true) + " " + cell("Saving at low", 14, true)
        + " " + cell("at high", 12, true) + " " + cell("Share", 5, true) + "\n";
    for (const TornadoBar &bar : u.tornado) {
        auto value = [&](double v) { return formatNumber(v, v >= 100 ? 0 : v >= 10 ? 1 : 2); };
        out += "  " + cell(bar.label, 28) + " " + cell(value(bar.low) + " - " + value(bar.high), 17, true)
            + " " + cell(formatUsd(bar.savingAtLow), 14, true) + " " + cell(formatUsd(bar.savingAtHigh), 12, true)
            + " " + cell(formatPercent(bar.varianceShare), 5, true) + "\n";
    }
    for (const UncertainInput &input : u.inputs)
        out += wrapText(input.label + " (" + input.unit + "): " + write(input.basis) + ".", "   - ", "     ");
    if (!u.thresholds.empty()) {
        out += "\n  What must be true (one input at a time, the others as assessed; acceldecide-cli what-if):\n";
        for (const Crossing &c : u.thresholds) out += wrapText(write(c.sentence()), "   - ", "     ");
    }
    return out;
}

std::string assessmentToText(const Assessment &a, const UncertaintyResult *u)
{
    std::string out = wrapText(std::string("AccelDecide ") + ACCELDECIDE_VERSION + " - "
                                  + a.scenario.name,
                              "", "  ");
    if (!a.scenario.description.empty()) out += wrapText(a.scenario.description, "", "");
    out += recommendation(a.recommendation);
    out += memo(a, u);
    out += inputs(a.scenario);
    out += ranking(a);
    out += serving(a);
    out += ownMeasurements(a);
    if (u && u->samples > 0 && !u->options.empty()) out += uncertainty(a, *u);
    out += breakEven(a);
    out += sensitivity(a);
    out += warnings(a);
    return out;
}

} // namespace ad
