#include "formats/assessment_format.h"

#include "formats/memo.h"
#include "uncertainty/uncertainty.h"

#include "scenario/scenario_io.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

namespace ad {

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
        terms.push_back({{"name", write(term.name)}, {"value", number(term.value)}, {"unit", term.unit.str()}});
    return {{"method", toString(how.method)},
            {"formula", how.formula.text()},
            {"terms", std::move(terms)},
            {"sources", how.sources},
            {"note", writeClauses(how.note)}};
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
            {"subject", write(flag.subject)},
            {"message", write(flag.message)},
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
            {"days", toJson(b.days)}, {"runs", toJson(b.runs)}, {"summary", write(b.summary)}};
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
        {"supply_caveat", write(o.supplyCaveat)},
        {"inference_chips", toJson(o.inferenceChips)},
        {"decode_tokens_per_second", toJson(o.decodeTokensPerSecond)},
        {"cost_per_mtok", toJson(o.costPerMTokens)},
        {"serving_batch", toJson(o.serving.batch)},
        {"tpot_ms", toJson(o.serving.tpotMs)},
        {"ttft_ms", toJson(o.serving.ttftMs)},
        {"cost_per_mtok_input", toJson(o.serving.costPerMInputTokens)},
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
            {"message", write(c.message)}};
}

// In English, whatever language the application shows.
json texts(const std::vector<Message> &list)
{
    json out = json::array();
    for (const Message &m : list) out.push_back(write(m));
    return out;
}

json toJson(const DecisionResult &d)
{
    json criteria = json::array();
    for (const auto &c : d.criteria)
        criteria.push_back({{"id", c.id}, {"name", c.name}, {"description", c.description},
                            {"group", c.group}, {"weight", c.weight}, {"default_weight", c.defaultWeight},
                            {"weight_note", write(c.weightNote)}, {"has_data", c.hasData},
                            {"effective_weight", number(c.effectiveWeight)}, {"derived", c.derived},
                            {"scale", write(c.scale)}, {"range", write(c.range)}});
    json groups = json::array();
    for (const auto &g : d.groups) {
        json members = json::array();
        for (std::size_t m : g.members) members.push_back(d.criteria[m].id);
        groups.push_back({{"id", g.id}, {"name", g.name}, {"description", g.description},
                          {"weight", g.weight}, {"default_weight", g.defaultWeight},
                          {"weight_note", write(g.weightNote)}, {"members", std::move(members)}});
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
                        {"excluded", row.excluded}, {"knockouts", texts(row.knockouts)},
                        {"scores", std::move(scores)}, {"group_scores", row.groupScores},
                        {"total", number(row.total)},
                        {"rank", row.rank}});
    }
    json sensitivity = json::array();
    for (const auto &s : d.sensitivity)
        sensitivity.push_back({{"criterion_id", s.criterionId}, {"weight", s.weight},
                               {"flip_weight", s.flipWeight ? number(*s.flipWeight) : json()},
                               {"reachable", s.reachable}, {"new_winner", s.newWinner},
                               {"text", write(s.text)}});
    json flips = json::array();
    for (const auto &f : d.scoreFlips)
        flips.push_back({{"criterion_id", f.criterionId}, {"option_id", f.optionId},
                         {"delta", number(f.delta)}, {"new_winner", f.newWinner},
                         {"text", write(f.text)}});
    return {{"criteria", std::move(criteria)}, {"groups", std::move(groups)},
            {"cost_anchor", number(d.costAnchor)}, {"cost_anchor_label", d.costAnchorLabel},
            {"notes", texts(d.notes)}, {"rows", std::move(rows)},
            {"winner", d.winner}, {"runner_up", d.runnerUp}, {"margin", number(d.margin)},
            {"clear_margin_threshold", number(d.clearMarginThreshold)},
            {"clear_winner", d.clearWinner}, {"sensitivity", std::move(sensitivity)},
            {"score_flips", std::move(flips)}, {"most_fragile", d.mostFragile}};
}

json toJson(const Recommendation &r)
{
    return {{"lean", toString(r.lean)}, {"lean_name", displayName(r.lean)}, {"plan", texts(r.plan)},
            {"trade", write(r.trade)}, {"headline", write(r.headline)}, {"reasons", texts(r.reasons)},
            {"caveats", texts(r.caveats)}};
}

json toJson(const Trade &t)
{
    return {{"neuron_id", t.neuronId}, {"gpu_id", t.gpuId}, {"missing", write(t.missing)},
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
        out.push_back({{"what", write(i.what)}, {"detail", write(i.detail)}, {"blocking", i.blocking}});
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
                          {"basis", write(i.basis)}});
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
                                  {"trainium_above", c.trainiumAbove}, {"text", write(c.sentence())}});
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

std::string joined(const std::vector<Message> &parts, const char *separator)
{
    std::string out;
    for (const auto &part : parts) out += (out.empty() ? "" : separator) + write(part);
    return out;
}

} // namespace

std::string assessmentToCsv(const Assessment &a)
{
    std::string out = "id,label,pricing_model,offered,price_per_chip_hour_usd,"
                      "decode_tokens_per_second_per_chip,tokens_per_second_method,"
                      "cost_per_mtok_usd,training_cost_per_run_usd,training_wall_clock_days,"
                      "tco_usd,porting_weeks,break_even_days,in_decision,excluded_reason,"
                      "total_score,rank,serving_batch,tpot_ms,ttft_ms,inference_chips,"
                      "cost_per_mtok_input_usd\n";
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
            row && row->rank > 0 ? std::to_string(row->rank) : "",
            csvNumber(o.serving.batch.value), csvNumber(o.serving.tpotMs.value),
            csvNumber(o.serving.ttftMs.value), csvNumber(o.inferenceChips.value),
            csvNumber(o.serving.costPerMInputTokens.value)};
        out += csvLine(fields);
    }
    return out;
}

} // namespace ad
