// `acceldecide-cli serving-curve`: the serving curve of each side of the trade at the scenario's
// latency target (core/evaluation/serving_curve.h), the numbers the Serving tab and the report
// draw.
#include "commands.h"
#include "loading.h"

#include "assessment/assessment.h"
#include "evaluation/assess.h"
#include "evaluation/serving_curve.h"
#include "base/csv.h"
#include "base/number_format.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace ad::cli {

namespace {

struct Side {
    const OptionAssessment *option = nullptr;
    ServingCurve curve;
};

std::string padLeft(std::string text, std::size_t width)
{
    // The figures are ASCII, so bytes are columns.
    return text.size() >= width ? text : std::string(width - text.size(), ' ') + text;
}

std::string milliseconds(double ms) { return formatNumber(ms, ms < 10 ? 1 : 0); }

std::string toText(const Scenario &s, const std::vector<Side> &sides)
{
    const InferenceInputs &inf = s.workload.inference;
    std::string out = "Serving curve: prompts of " + formatNumber(inf.inputTokens, 0)
        + " tokens, answers of " + formatNumber(inf.outputTokens, 0);
    if (inf.tpotMs > 0)
        out += ", at most " + milliseconds(inf.tpotMs) + " ms per output token ("
            + formatNumber(1000 / inf.tpotMs, 1) + " tokens/s per user)";
    if (inf.ttftMs > 0) out += ", first token within " + milliseconds(inf.ttftMs) + " ms";
    out += ".\n";
    if (sides.empty()) out += "\nNo side of the trade has a serving curve at this target.\n";
    for (const Side &side : sides) {
        out += "\n" + side.option->label + " (" + side.option->id + "): "
            + (side.curve.chips == 1 ? std::string("1 chip per replica")
                                     : formatNumber(side.curve.chips, 0) + " chips per replica")
            + "\n";
        out += "     batch  tokens/s/user  tokens/s/chip  USD/Mtok out   TPOT ms   TTFT ms\n";
        for (const ServingCurvePoint &p : side.curve.points) {
            out += (p.operatingPoint ? "  * " : "    ") + padLeft(formatNumber(p.batch, 0), 6)
                + padLeft(formatNumber(p.tokensPerSecondPerUser, 1), 15)
                + padLeft(formatNumber(p.tokensPerSecondPerChip, 0), 15)
                + padLeft(std::isfinite(p.costPerMOutputTokens) ? formatUsd(p.costPerMOutputTokens)
                                                                 : std::string("n/a"),
                          14)
                + padLeft(formatNumber(p.tpotMs, 1), 10) + padLeft(formatNumber(p.ttftMs, 0), 10)
                + "\n";
        }
    }
    if (!sides.empty()) out += "\n* the operating point: the largest batch within the target.\n";
    return out;
}

nlohmann::json toJson(const Scenario &s, const std::vector<Side> &sides)
{
    using nlohmann::json;
    const InferenceInputs &inf = s.workload.inference;
    auto number = [](double v) { return std::isfinite(v) ? json(v) : json(nullptr); };
    json curves = json::array();
    for (const Side &side : sides) {
        json points = json::array();
        for (const ServingCurvePoint &p : side.curve.points)
            points.push_back({{"batch", p.batch},
                              {"tokens_per_s_per_user", p.tokensPerSecondPerUser},
                              {"tokens_per_s_per_chip", p.tokensPerSecondPerChip},
                              {"usd_per_mtok_output", number(p.costPerMOutputTokens)},
                              {"tpot_ms", p.tpotMs}, {"ttft_ms", p.ttftMs},
                              {"operating_point", p.operatingPoint}});
        curves.push_back({{"option_id", side.option->id}, {"label", side.option->label},
                          {"chips_per_replica", side.curve.chips}, {"points", std::move(points)}});
    }
    return {{"input_tokens", inf.inputTokens}, {"output_tokens", inf.outputTokens},
            {"tpot_ms_target", inf.tpotMs}, {"ttft_ms_target", inf.ttftMs},
            {"curves", std::move(curves)}};
}

std::string toCsv(const std::vector<Side> &sides)
{
    std::string out = "option_id,label,chips_per_replica,batch,tokens_per_s_per_user,"
                      "tokens_per_s_per_chip,usd_per_mtok_output,tpot_ms,ttft_ms,operating_point\n";
    for (const Side &side : sides)
        for (const ServingCurvePoint &p : side.curve.points)
            out += csvLine({csvField(side.option->id), csvField(side.option->label),
                            csvNumber(side.curve.chips), csvNumber(p.batch),
                            csvNumber(p.tokensPerSecondPerUser), csvNumber(p.tokensPerSecondPerChip),
                            std::isfinite(p.costPerMOutputTokens) ? csvNumber(p.costPerMOutputTokens)
                                                                  : std::string(),
                            csvNumber(p.tpotMs), csvNumber(p.ttftMs),
                            p.operatingPoint ? "true" : "false"});
    return out;
}

} // namespace

int runServingCurve(const std::vector<std::string> &args, const Context &ctx)
{
    const ParsedArguments parsed = parseArguments(
        args, {{"--preset"}, {"--catalog"}, {"--set", true, true}, {"--format"}, {"--output"}},
        "serving-curve");
    if (parsed.positional.size() > 1)
        throw UsageError("serving-curve takes at most one scenario file (got "
                         + std::to_string(parsed.positional.size()) + ")");
    const Format format = parseFormat(parsed.value("--format"));
    const std::optional<std::string> file = parsed.positional.empty()
        ? std::nullopt : std::optional<std::string>(parsed.positional.front());
    Scenario scenario = loadScenarioFor(ctx, file, parsed.value("--preset"));
    const Catalog catalog = loadCatalogFor(ctx, parsed.value("--catalog"));
    applySets(ctx, scenario, parsed.values("--set"), catalog);
    if (!scenario.workload.serves())
        throw UsageError("the workload serves no model (workload.kind is training), so it has no "
                         "serving curve");
    if (!scenario.workload.inference.latencyTarget())
        throw UsageError("the scenario sets no latency target: give one, e.g. "
                         "--set workload.inference.tpot_ms=50");

    const Assessment assessment = assess(scenario, catalog);
    std::vector<Side> sides;
    for (ServingCurve &curve : tradeServingCurves(assessment, catalog))
        sides.push_back({assessment.option(curve.optionId), std::move(curve)});

    std::string text;
    switch (format) {
    case Format::Text: text = toText(scenario, sides); break;
    case Format::Json:
        text = toJson(scenario, sides).dump(2, ' ', false, nlohmann::json::error_handler_t::replace)
            + "\n";
        break;
    case Format::Csv: text = toCsv(sides); break;
    }
    writeOutput(ctx, text, parsed.value("--output").value_or(""));
    return ExitOk;
}

} // namespace ad::cli
