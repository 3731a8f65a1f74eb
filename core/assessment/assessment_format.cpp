#include "assessment/assessment_format.h"

#include "assessment/memo.h"
#include "assessment/uncertainty.h"

#include "assessment/scenario_io.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

namespace ad {

// ---- Number formats shared by every view (rules documented in docs/cli.md) ----
//
// std::to_chars is used instead of printf because it ignores the C locale: a GUI that calls
// setlocale() must not turn "$0.61" into "$0,61" in one view and not in another.

namespace {

std::string fixed(double value, int decimals)
{
    char buffer[512]; // the widest double in fixed notation has 309 integer digits
    auto result = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed,
                                decimals);
    if (result.ec != std::errc{}) return "n/a";
    return std::string(buffer, result.ptr);
}

// "2.43 × 10²³": a power of ten as a reader writes it. The C form "2.43e+23" stood out as the one
// programmer's notation among "70.0 billion" and "$4,283,660" in the same column.
std::string scientific(double value, int decimals)
{
    char buffer[64];
    auto result = std::to_chars(buffer, buffer + sizeof buffer, value,
                                std::chars_format::scientific, decimals);
    if (result.ec != std::errc{}) return "n/a";
    const std::string text(buffer, result.ptr);
    const auto e = text.find('e');
    if (e == std::string::npos) return text;
    static const char *const superscripts[] = {"⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"};
    std::string power;
    for (std::size_t i = e + 1; i < text.size(); ++i) {
        if (text[i] == '-') power += "⁻";
        else if (text[i] >= '0' && text[i] <= '9' && !(power.empty() && text[i] == '0'))
            power += superscripts[text[i] - '0'];
    }
    return text.substr(0, e) + " × 10" + (power.empty() ? std::string("⁰") : power);
}

// Beyond this, named scales stop helping a reader; such figures are usually input mistakes.
constexpr double scientificFrom = 1e15;

// "1234567" -> "1,234,567"; `digits` holds only the integer part, without a sign.
std::string groupThousands(const std::string &digits)
{
    std::string out;
    const auto n = digits.size();
    for (std::size_t i = 0; i < n; ++i) {
        if (i > 0 && (n - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return out;
}

// Fixed notation with thousands separators in the integer part.
std::string grouped(double magnitude, int decimals)
{
    const std::string text = fixed(magnitude, decimals);
    const auto dot = text.find('.');
    const std::string integer = text.substr(0, dot);
    return groupThousands(integer) + (dot == std::string::npos ? "" : text.substr(dot));
}

// Rounded the way `fixed` will print it, so thresholds are compared with what the user sees.
double roundedTo(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

} // namespace

std::string formatUsd(double usd)
{
    if (!std::isfinite(usd)) return "n/a";
    const std::string sign = usd < 0 && roundedTo(std::fabs(usd), 2) > 0 ? "-" : "";
    const double m = std::fabs(usd);
    if (m >= scientificFrom) return sign + "$" + scientific(m, 2);
    if (roundedTo(m, 2) < 100) return sign + "$" + fixed(m, 2);
    if (std::round(m) < 10e6) return sign + "$" + grouped(m, 0);
    if (roundedTo(m / 1e6, 1) < 1000) return sign + "$" + fixed(m / 1e6, 1) + " M";
    const double billions = m / 1e9;
    const int decimals = roundedTo(billions, 2) < 10 ? 2 : 1;
    return sign + "$" + grouped(billions, decimals) + " B";
}

std::string formatCount(double value)
{
    if (!std::isfinite(value)) return "n/a";
    const std::string sign = value < 0 ? "-" : "";
    const double m = std::fabs(value);
    if (m >= scientificFrom) return sign + scientific(m, 2);
    if (std::round(m) < 1000) {
        // Small counts keep three significant digits: 0.37 runs, 12.5 chips, 950 tokens.
        const int decimals = m == std::round(m) ? 0 : (m < 10 ? 2 : (m < 100 ? 1 : 0));
        std::string text = fixed(m, decimals);
        if (text == "0" || text == "0.00") return "0";
        return sign + text;
    }
    static const struct { double scale; const char *name; } steps[] = {
        {1e12, "trillion"}, {1e9, "billion"}, {1e6, "million"}, {1e3, "thousand"}};
    for (const auto &step : steps) {
        // Compare after rounding so 999,960 prints as "1.0 million", not "1,000.0 thousand".
        if (roundedTo(m / step.scale, 1) >= 1.0)
            return sign + grouped(m / step.scale, 1) + " " + step.name;
    }
    return sign + grouped(m, 0);
}

std::string formatDuration(double days)
{
    if (std::isnan(days)) return "n/a";
    if (std::isinf(days)) return days > 0 ? "never" : "n/a";
    const std::string sign = days < 0 ? "-" : "";
    const double m = std::fabs(days);
    if (m >= scientificFrom) return sign + scientific(m / 365.0, 2) + " years";
    if (m > 2 * 365.0) return sign + grouped(m / 365.0, 1) + " years";
    if (m < 1.0) {
        const std::string hours = fixed(m * 24.0, 1);
        return sign + hours + (hours == "1.0" ? " hour" : " hours");
    }
    if (roundedTo(m, 1) < 10) {
        const std::string text = fixed(m, 1);
        return sign + text + (text == "1.0" ? " day" : " days");
    }
    return sign + grouped(m, 0) + " days";
}

std::string formatNumber(double value, int decimals)
{
    if (!std::isfinite(value)) return "n/a";
    decimals = std::clamp(decimals, 0, 6);
    const std::string text = grouped(std::fabs(value), decimals);
    const bool zero = text.find_first_not_of("0.,") == std::string::npos;
    return (value < 0 && !zero ? "-" : "") + text;
}

std::string formatPercent(double fraction, int decimals)
{
    if (!std::isfinite(fraction)) return "n/a";
    decimals = std::clamp(decimals, 0, 6);
    const double percent = fraction * 100.0;
    std::string text = fixed(std::fabs(percent), decimals);
    const bool zero = text.find_first_not_of("0.") == std::string::npos;
    return (percent < 0 && !zero ? "-" : "") + text + "%";
}

std::vector<std::string> formatUsdAlike(const std::vector<double> &amounts)
{
    // Each amount on its own would pick its own form ("$7,394,714" beside "$16.6 M"); read side
    // by side they must share one. Amounts that already share a form keep it.
    std::vector<std::string> alone;
    double largest = 0, smallest = std::numeric_limits<double>::infinity();
    for (double usd : amounts) {
        alone.push_back(formatUsd(usd));
        if (!std::isfinite(usd)) continue;
        const double m = std::fabs(usd);
        largest = std::max(largest, m);
        if (roundedTo(m, 2) > 0) smallest = std::min(smallest, m);
    }
    auto form = [](const std::string &text) {
        if (text.size() > 2 && text.compare(text.size() - 2, 2, " M") == 0) return 'M';
        if (text.size() > 2 && text.compare(text.size() - 2, 2, " B") == 0) return 'B';
        if (text.find(" × 10") != std::string::npos) return 'E';
        return text.find('.') != std::string::npos ? 'c' : 'd';
    };
    char shared = 0;
    bool mixed = false;
    for (std::size_t i = 0; i < amounts.size(); ++i) {
        // Nothing ("$0.00") reads alike in any company.
        if (!std::isfinite(amounts[i]) || roundedTo(std::fabs(amounts[i]), 2) <= 0) continue;
        const char f = form(alone[i]);
        if (shared && f != shared) mixed = true;
        shared = f;
    }
    // Only a mix of whole dollars and millions or billions is put on one scale: cents beside whole
    // dollars read alike, and beyond $10^15 figures are input mistakes rather than amounts.
    if (!mixed || largest < 10e6 || largest >= scientificFrom) return alone;
    const bool billions = roundedTo(largest / 1e6, 1) >= 1000;
    const double scale = billions ? 1e9 : 1e6;
    const char *suffix = billions ? " B" : " M";
    // One decimal in millions, two in billions, as formatUsd writes them; an amount below one
    // unit of the scale gets more, to keep two significant digits ("$0.45 M").
    auto decimalsFor = [&](double magnitude) {
        int decimals = billions ? 2 : 1;
        while (decimals < 3 && magnitude / scale < std::pow(10.0, 1 - decimals)) ++decimals;
        return decimals;
    };
    // An amount below a tenth of the scale would read as "$0.030 M" or as nothing: a budget owner
    // reads "$30,000 port" at a glance, so such a set is written in whole dollars instead.
    if (std::isfinite(smallest) && smallest / scale < 0.1) {
        if (largest >= 1e12) return alone;
        std::vector<std::string> whole;
        for (double usd : amounts) {
            if (!std::isfinite(usd)) { whole.push_back("n/a"); continue; }
            const bool negative = usd < 0 && std::round(std::fabs(usd)) > 0;
            whole.push_back((negative ? "-$" : "$") + grouped(std::fabs(usd), 0));
        }
        return whole;
    }
    std::vector<std::string> out;
    for (double usd : amounts) {
        if (!std::isfinite(usd)) { out.push_back("n/a"); continue; }
        const double m = std::fabs(usd);
        const int decimals = decimalsFor(m);
        const bool negative = usd < 0 && roundedTo(m / scale, decimals) > 0;
        out.push_back((negative ? "-$" : "$") + grouped(m / scale, decimals) + suffix);
    }
    return out;
}

std::string formatFlops(double value, const std::string &perWhat)
{
    // SI prefixes, as papers and vendors write compute: "243 ZFLOP" for 2.43 × 10²³, with three
    // significant digits. Below a thousand FLOP the count is written plainly.
    if (!std::isfinite(value)) return "n/a";
    static const struct { double scale; const char *prefix; } steps[] = {
        {1e24, "Y"}, {1e21, "Z"}, {1e18, "E"}, {1e15, "P"}, {1e12, "T"}, {1e9, "G"}, {1e6, "M"},
        {1e3, "k"}};
    const std::string sign = value < 0 ? "-" : "";
    const double m = std::fabs(value);
    if (m >= 1e27) return sign + scientific(m, 2) + " FLOP" + perWhat;
    for (const auto &step : steps) {
        const double v = m / step.scale;
        // Rounded first, so 999.6 T reads "1.00 P" and not "1,000 T".
        const int decimals = roundedTo(v, 2) < 10 ? 2 : (roundedTo(v, 1) < 100 ? 1 : 0);
        if (roundedTo(v, decimals) < 1) continue;
        if (roundedTo(v, 0) >= 1000 && step.scale < 1e24) continue;
        return sign + fixed(v, decimals) + " " + step.prefix + "FLOP" + perWhat;
    }
    return sign + formatCount(m) + " FLOP" + perWhat;
}


// ---- JSON ----
//
// Keys are snake_case like the scenario files. nlohmann would write NaN as null anyway, but only
// when dumping; converting explicitly keeps the json value itself free of NaN, so a caller that
// compares or re-serialises it (golden files, the report) sees the same null.

namespace {

using nlohmann::json;

json number(double value)
{
    return std::isfinite(value) ? json(value) : json(nullptr);
}

json toJson(const Explanation &how)
{
    json terms = json::array();
    for (const auto &term : how.terms)
        terms.push_back({{"name", term.name}, {"value", number(term.value)}, {"unit", term.unit}});
    return {{"method", toString(how.method)},
            {"formula", how.formula},
            {"terms", std::move(terms)},
            {"sources", how.sources},
            {"note", how.note}};
}

json toJson(const Quantity &q)
{
    json out = {{"value", number(q.value)}, {"unit", q.unit}};
    out.update(toJson(q.how));
    return out;
}

json toJson(const Flag &flag)
{
    return {{"level", toString(flag.level)},
            {"subject", flag.subject},
            {"message", flag.message},
            {"sources", flag.sources}};
}

json toJson(const std::vector<Flag> &flags)
{
    json out = json::array();
    for (const auto &flag : flags) out.push_back(toJson(flag));
    return out;
}

json toJson(const BreakEven &b)
{
    return {{"applicable", b.applicable}, {"never", b.never},
            {"one_off_cost", toJson(b.oneOffCost)}, {"tokens", toJson(b.tokens)},
            {"days", toJson(b.days)}, {"runs", toJson(b.runs)}, {"summary", b.summary}};
}

json toJson(const OptionAssessment &o)
{
    return {
        {"id", o.id}, {"offer_id", o.offerId}, {"accelerator_id", o.acceleratorId},
        {"label", o.label}, {"family", o.family}, {"stack", toString(o.stack)}, {"provider", o.provider},
        {"pricing_model", toString(o.pricingModel)}, {"offered", o.offered},
        {"price_known", o.priceKnown}, {"needs_port", o.needsPort}, {"in_decision", o.inDecision},
        {"price_per_chip_hour", toJson(o.pricePerChipHour)},
        {"supply_chips", toJson(o.supplyChips)},
        {"supply_estimated", o.supplyEstimated},
        {"supply_caveat", o.supplyCaveat},
        {"inference_chips", toJson(o.inferenceChips)},
        {"decode_tokens_per_second", toJson(o.decodeTokensPerSecond)},
        {"cost_per_mtok", toJson(o.costPerMTokens)},
        {"serving_replicas", toJson(o.servingReplicas)},
        {"inference_cost_per_year", toJson(o.inferenceCostPerYear)},
        {"training_chips_min", toJson(o.trainingChipsMin)},
        {"memory_headroom", toJson(o.memoryHeadroom)},
        {"training_chip_hours", toJson(o.trainingChipHours)},
        {"training_cost_per_run", toJson(o.trainingCostPerRun)},
        {"training_chips", toJson(o.trainingChips)},
        {"training_wall_clock_days", toJson(o.trainingWallClockDays)},
        {"fastest_run_days", toJson(o.fastestRunDays)},
        {"training_cost_per_year", toJson(o.trainingCostPerYear)},
        {"porting_weeks", toJson(o.portingWeeks)},
        {"porting_cost", toJson(o.portingCost)},
        {"maintenance_cost_per_year", toJson(o.maintenanceCostPerYear)},
        {"compute_cost_over_horizon", toJson(o.computeCostOverHorizon)},
        {"credits_applied", toJson(o.creditsApplied)},
        {"tco", toJson(o.tco)},
        {"break_even", toJson(o.breakEven)},
        {"flags", toJson(o.flags)},
    };
}

json toJson(const MeasurementCheck &c)
{
    return {{"measurement_id", c.measurementId}, {"accelerator_id", c.acceleratorId},
            {"model_id", c.modelId}, {"claimed", toJson(c.claimed)},
            {"implied", toJson(c.implied)}, {"level", toString(c.level)},
            {"message", c.message}};
}

json toJson(const DecisionResult &d)
{
    json criteria = json::array();
    for (const auto &c : d.criteria)
        criteria.push_back({{"id", c.id}, {"name", c.name}, {"description", c.description},
                            {"group", c.group}, {"weight", c.weight}, {"default_weight", c.defaultWeight},
                            {"weight_note", c.weightNote}, {"has_data", c.hasData},
                            {"effective_weight", number(c.effectiveWeight)}, {"derived", c.derived},
                            {"scale", c.scale}, {"range", c.range}});
    json groups = json::array();
    for (const auto &g : d.groups) {
        json members = json::array();
        for (std::size_t m : g.members) members.push_back(d.criteria[m].id);
        groups.push_back({{"id", g.id}, {"name", g.name}, {"description", g.description},
                          {"weight", g.weight}, {"default_weight", g.defaultWeight},
                          {"weight_note", g.weightNote}, {"members", std::move(members)}});
    }
    json rows = json::array();
    for (const auto &row : d.rows) {
        json scores = json::array();
        for (std::size_t i = 0; i < row.scores.size(); ++i) {
            const auto &s = row.scores[i];
            json score = {{"criterion_id", i < d.criteria.size() ? d.criteria[i].id : ""},
                          {"score", number(s.score)}, {"derived", s.derived},
                          {"overridden", s.overridden}, {"known", s.known}};
            score.update(toJson(s.how));
            scores.push_back(std::move(score));
        }
        rows.push_back({{"option_id", row.optionId}, {"label", row.label},
                        {"excluded", row.excluded}, {"knockouts", row.knockouts},
                        {"scores", std::move(scores)}, {"group_scores", row.groupScores},
                        {"total", number(row.total)},
                        {"rank", row.rank}});
    }
    json sensitivity = json::array();
    for (const auto &s : d.sensitivity)
        sensitivity.push_back({{"criterion_id", s.criterionId}, {"weight", s.weight},
                               {"flip_weight", s.flipWeight ? number(*s.flipWeight) : json()},
                               {"reachable", s.reachable}, {"new_winner", s.newWinner},
                               {"text", s.text}});
    json flips = json::array();
    for (const auto &f : d.scoreFlips)
        flips.push_back({{"criterion_id", f.criterionId}, {"option_id", f.optionId},
                         {"delta", number(f.delta)}, {"new_winner", f.newWinner},
                         {"text", f.text}});
    return {{"criteria", std::move(criteria)}, {"groups", std::move(groups)},
            {"cost_anchor", number(d.costAnchor)}, {"cost_anchor_label", d.costAnchorLabel},
            {"notes", d.notes}, {"rows", std::move(rows)},
            {"winner", d.winner}, {"runner_up", d.runnerUp}, {"margin", number(d.margin)},
            {"clear_margin_threshold", number(d.clearMarginThreshold)},
            {"clear_winner", d.clearWinner}, {"sensitivity", std::move(sensitivity)},
            {"score_flips", std::move(flips)}, {"most_fragile", d.mostFragile}};
}

json toJson(const Recommendation &r)
{
    // In English, whatever language the application shows.
    auto texts = [](const std::vector<Message> &list) {
        json out = json::array();
        for (const Message &m : list) out.push_back(write(m));
        return out;
    };
    return {{"lean", toString(r.lean)}, {"lean_name", displayName(r.lean)}, {"plan", texts(r.plan)},
            {"trade", write(r.trade)}, {"headline", write(r.headline)}, {"reasons", texts(r.reasons)},
            {"caveats", texts(r.caveats)}};
}

json toJson(const Trade &t)
{
    return {{"neuron_id", t.neuronId}, {"gpu_id", t.gpuId}, {"missing", t.missing},
            {"comparable", t.comparable}, {"trainium_cheaper", t.trainiumCheaper},
            {"neuron_tco", number(t.neuronTco)}, {"gpu_tco", number(t.gpuTco)},
            {"saving", number(t.saving)}, {"saving_share", number(t.savingShare)},
            {"porting_cost", number(t.portingCost)},
            {"upkeep_over_horizon", number(t.upkeepOverHorizon)}, {"ported_id", t.portedId},
            {"payback", toJson(t.payback)}, {"horizon_months", number(t.horizonMonths)},
            {"gpu_premium_at_tie", t.gpuPremiumAtTie ? number(*t.gpuPremiumAtTie) : json()},
            {"trainium_lead_price", t.trainiumLeadPrice ? number(*t.trainiumLeadPrice) : json()},
            {"trainium_lead_multiple", t.trainiumLeadMultiple ? number(*t.trainiumLeadMultiple) : json()}};
}

json toJson(const std::optional<MemoSide> &side)
{
    if (!side) return nullptr;
    return {{"option_id", side->optionId}, {"label", side->label},
            {"compute", number(side->compute)}, {"porting", number(side->porting)},
            {"upkeep", number(side->upkeep)}, {"total", number(side->total)}};
}

json toJson(const DecisionMemo &m)
{
    // Files and scripts read the memo in English, whatever language the application shows.
    auto texts = [](const std::vector<Text> &list) {
        json out = json::array();
        for (const Text &t : list) out.push_back(write(t));
        return out;
    };
    static const char *const inputNames[] = {"trainium_chip_cost", "porting_weeks", "gpu_price"};
    json thresholds = json::array();
    for (const Threshold &t : m.thresholds)
        thresholds.push_back({{"input", inputNames[int(t.input)]}, {"current", number(t.current)},
                              {"flip", number(t.flip)}, {"text", write(t.text)}});
    return {{"decision", write(m.decision)}, {"trainium", toJson(m.trainium)}, {"gpu", toJson(m.gpu)},
            {"trainium_cheaper", m.trainiumCheaper}, {"saving", number(m.saving)},
            {"saving_share", number(m.savingShare)}, {"saving_text", write(m.savingText)},
            {"payback", write(m.payback)}, {"firmness", write(m.firmness)},
            {"thresholds", std::move(thresholds)}, {"rests_on", texts(m.restsOn)}, {"flips", texts(m.flips)},
            {"risks", texts(m.risks)}, {"next_step", write(m.nextStep)}};
}

json toJson(const std::vector<PlanIssue> &issues)
{
    json out = json::array();
    for (const auto &i : issues)
        out.push_back({{"what", i.what}, {"detail", i.detail}, {"blocking", i.blocking}});
    return out;
}

json scenarioJson(const Scenario &scenario)
{
    // The scenario file format is the one place that knows every field; reuse it so the JSON
    // output always states exactly the inputs that produced it.
    try {
        return json::parse(serializeScenario(scenario));
    } catch (const json::exception &) {
        return {{"name", scenario.name}, {"description", scenario.description}};
    }
}

} // namespace

namespace {

json toJson(const UncertaintyResult &u)
{
    json inputs = json::array();
    for (const UncertainInput &i : u.inputs)
        inputs.push_back({{"id", i.id}, {"label", i.label}, {"unit", i.unit}, {"low", number(i.spread.low)},
                          {"likely", number(i.spread.likely)}, {"high", number(i.spread.high)},
                          {"basis", i.basis}});
    json options = json::array();
    for (const OptionSpread &o : u.options) {
        json option = {{"id", o.optionId}, {"p10", number(o.p10)}, {"p50", number(o.p50)},
                       {"p90", number(o.p90)}, {"cheapest", number(o.cheapest)}, {"tops_matrix", number(o.wins)}};
        if (o.cpmKnown)
            option["cost_per_mtok"] = {{"p10", number(o.cpmP10)}, {"p50", number(o.cpmP50)}, {"p90", number(o.cpmP90)}};
        if (o.runKnown)
            option["run_cost"] = {{"p10", number(o.runP10)}, {"p50", number(o.runP50)}, {"p90", number(o.runP90)}};
        options.push_back(std::move(option));
    }
    json tornado = json::array();
    for (const TornadoBar &b : u.tornado)
        tornado.push_back({{"input", b.inputId}, {"low", number(b.low)}, {"high", number(b.high)},
                           {"saving_at_low", number(b.savingAtLow)}, {"saving_at_high", number(b.savingAtHigh)},
                           {"variance_share", number(b.varianceShare)}, {"value_of_knowing", number(b.valueOfKnowing)}});
    json out = {{"samples", u.samples}, {"seed", u.seed}, {"inputs", std::move(inputs)}, {"options", std::move(options)}};
    if (u.comparable) {
        out["trade"] = {{"neuron_id", u.neuronId}, {"gpu_id", u.gpuId},
                        {"trainium_cheaper", number(u.trainiumCheaper)},
                        {"saving_p10", number(u.savingP10)}, {"saving_p50", number(u.savingP50)},
                        {"saving_p90", number(u.savingP90)}, {"port_pays_back", number(u.portPaysBack)},
                        {"value_of_information", number(u.valueOfInformation)}};
        // Days; null where the port never pays back (JSON has no infinity).
        if (u.breakEvenKnown)
            out["trade"]["break_even_days"] = {{"p10", number(u.breakEvenP10)}, {"p50", number(u.breakEvenP50)},
                                               {"p90", number(u.breakEvenP90)}};
        out["tornado"] = std::move(tornado);
        json thresholds = json::array();
        for (const Crossing &c : u.thresholds)
            thresholds.push_back({{"input", c.inputId},
                                  {"target", c.kind == Crossing::Target::Saving ? "cheaper" : "matrix"},
                                  {"current", number(c.current)}, {"value", number(c.value)},
                                  {"trainium_above", c.trainiumAbove}, {"text", c.text}});
        out["thresholds"] = std::move(thresholds);
    }
    return out;
}

} // namespace

nlohmann::json assessmentToJson(const Assessment &a, const UncertaintyResult *u)
{
    json options = json::array();
    for (const auto &option : a.options) options.push_back(toJson(option));
    json checks = json::array();
    for (const auto &check : a.checks) checks.push_back(toJson(check));
    json out = {
        {"format", "acceldecide-assessment"},
        {"format_version", 2},
        {"generator", std::string("AccelDecide ") + ACCELDECIDE_VERSION},
        {"scenario", scenarioJson(a.scenario)},
        {"baseline_id", a.baselineId},
        {"best_neuron_id", a.bestNeuronId},
        {"training_flops", toJson(a.trainingFlops)},
        {"inference_weight_bytes", toJson(a.inferenceWeightBytes)},
        {"kv_bytes_per_sequence", toJson(a.kvBytesPerSequence)},
        {"options", std::move(options)},
        {"checks", std::move(checks)},
        {"flags", toJson(a.flags)},
        {"plan_issues", toJson(a.planIssues)},
        {"decision", toJson(a.decision)},
        {"trade", toJson(a.trade)},
        {"recommendation", toJson(a.recommendation)},
        {"memo", toJson(memoOf(a, u))},
    };
    if (u && u->samples > 0) out["uncertainty"] = toJson(*u);
    return out;
}

// ---- CSV ----
//
// One row per option with raw numbers (not the display formats) so spreadsheets can compute with
// them; unknown values are empty cells. csv.h quotes the cells.

namespace {

const MatrixRow *rowFor(const DecisionResult &decision, const std::string &optionId)
{
    for (const auto &row : decision.rows)
        if (row.optionId == optionId) return &row;
    return nullptr;
}

std::string joined(const std::vector<std::string> &parts, const char *separator)
{
    std::string out;
    for (const auto &part : parts) out += (out.empty() ? "" : separator) + part;
    return out;
}

} // namespace

std::string assessmentToCsv(const Assessment &a)
{
    std::string out = "id,label,pricing_model,offered,price_per_chip_hour_usd,"
                      "decode_tokens_per_second_per_chip,tokens_per_second_method,"
                      "cost_per_mtok_usd,training_cost_per_run_usd,training_wall_clock_days,"
                      "tco_usd,porting_weeks,break_even_days,in_decision,excluded_reason,"
                      "total_score,rank\n";
    for (const auto &o : a.options) {
        const MatrixRow *row = rowFor(a.decision, o.id);
        std::string excluded;
        if (row && row->excluded) excluded = joined(row->knockouts, "; ");
        else if (!o.offered) excluded = "not offered at this pricing model";
        else if (!o.inDecision) excluded = "not at the scenario's pricing model";
        const std::string breakEvenDays = o.breakEven.applicable && o.breakEven.never
            ? std::string("never") : csvNumber(o.breakEven.days.value);
        const std::vector<std::string> fields = {
            o.id, o.label, toString(o.pricingModel), o.offered ? "true" : "false",
            csvNumber(o.pricePerChipHour.value), csvNumber(o.decodeTokensPerSecond.value),
            o.decodeTokensPerSecond.known() ? toString(o.decodeTokensPerSecond.how.method) : "",
            csvNumber(o.costPerMTokens.value), csvNumber(o.trainingCostPerRun.value),
            csvNumber(o.trainingWallClockDays.value), csvNumber(o.tco.value),
            csvNumber(o.portingWeeks.value), breakEvenDays, o.inDecision ? "true" : "false",
            excluded, row && !row->excluded ? csvNumber(row->total) : "",
            row && row->rank > 0 ? std::to_string(row->rank) : ""};
        out += csvLine(fields);
    }
    return out;
}

} // namespace ad
