// `acceldecide-cli breakeven`: the porting break-even on its own, from figures the user types.
#include "commands.h"

#include "formats/assessment_format.h"
#include "model/cost_model.h"
#include "base/json_reader.h"
#include "scenario/scenario_io.h"

#include <cmath>
#include <optional>

namespace ad::cli {

namespace {

// The week a port is costed on: the scenario's default hours and the limit the scenario file and
// the forms enforce (core/model/scenario.h, the field table), so the command cannot drift from
// them.
double defaultHoursPerWeek() { return defaultScenario().team.hoursPerWeek; }
FieldRange hoursPerWeekRange() { return *scenarioFieldRange("team.hours_per_week"); }

struct Porting {
    double weeks = 0, hoursPerWeek = defaultHoursPerWeek(), rate = 0;
    int engineers = 0;
};

struct Volume {
    double tokensPerDay = 0;
    std::optional<double> days;
};

struct Result {
    std::optional<Porting> porting; // absent when the cost was given directly
    double cost = 0, baseline = 0, candidate = 0;
    std::optional<double> tokens;   // empty: the candidate is not cheaper, so never
    std::vector<Volume> volumes;
};

Result compute(const ParsedArguments &p)
{
    Result r;
    const bool direct = p.has("--porting-cost");
    const bool derived = p.has("--weeks") || p.has("--engineers") || p.has("--rate")
        || p.has("--hours-per-week");
    if (direct && derived)
        throw UsageError("give --porting-cost or --weeks/--engineers/--rate, not both");
    if (direct) {
        r.cost = parseNonNegative("--porting-cost", *p.value("--porting-cost"));
    } else {
        for (const char *required : {"--weeks", "--engineers", "--rate"})
            if (!p.has(required))
                throw UsageError(std::string("missing ") + required
                                 + " (or give --porting-cost directly)");
        Porting porting;
        porting.weeks = parseNonNegative("--weeks", *p.value("--weeks"));
        porting.engineers = parsePositiveInt("--engineers", *p.value("--engineers"));
        porting.rate = parsePositive("--rate", *p.value("--rate"));
        if (auto hours = p.value("--hours-per-week")) {
            porting.hoursPerWeek = parsePositive("--hours-per-week", *hours);
            if (const double most = hoursPerWeekRange().max; porting.hoursPerWeek > most)
                throw UsageError("option --hours-per-week cannot exceed " + shortNumber(most)
                                 + " (got " + *hours + ")");
        }
        r.cost = formula::portingCost(porting.weeks, porting.engineers, porting.hoursPerWeek,
                                      porting.rate);
        r.porting = porting;
    }
    for (const char *required : {"--baseline-cpm", "--candidate-cpm"})
        if (!p.has(required)) throw UsageError(std::string("missing ") + required);
    r.baseline = parsePositive("--baseline-cpm", *p.value("--baseline-cpm"));
    r.candidate = parsePositive("--candidate-cpm", *p.value("--candidate-cpm"));
    if (!std::isfinite(r.cost))
        throw UsageError("the porting cost is too large to compute (check --weeks and --rate)");
    r.tokens = formula::breakEvenTokens(r.cost, r.baseline, r.candidate);
    for (const auto &text : p.values("--tokens-per-day")) {
        Volume v;
        v.tokensPerDay = parsePositive("--tokens-per-day", text);
        const double savingPerDay = v.tokensPerDay / 1e6 * (r.baseline - r.candidate);
        if (r.tokens) v.days = formula::breakEvenDays(r.cost, savingPerDay);
        r.volumes.push_back(v);
    }
    return r;
}

std::string toText(const Result &r)
{
    std::string out;
    if (r.porting)
        out += "Porting cost:      " + formatNumber(r.porting->weeks, r.porting->weeks == std::floor(r.porting->weeks) ? 0 : 1)
            + " weeks x " + std::to_string(r.porting->engineers) + " engineers x "
            + formatNumber(r.porting->hoursPerWeek, 0) + " h/week x "
            + formatUsd(r.porting->rate) + "/h = " + formatUsd(r.cost) + "\n";
    else
        out += "Porting cost:      " + formatUsd(r.cost) + "\n";
    out += "Cost per Mtok:     baseline " + formatUsd(r.baseline) + ", candidate "
        + formatUsd(r.candidate) + "\n";
    if (!r.tokens) {
        out += "Break-even:        never - the candidate is not cheaper per token\n";
        return out;
    }
    out += "Saving per Mtok:   " + formatUsd(r.baseline - r.candidate) + "\n";
    out += "Break-even:        " + formatCount(*r.tokens) + " tokens ("
        + formatNumber(*r.tokens, 0) + ")\n";
    for (const auto &v : r.volumes)
        out += "  at " + formatCount(v.tokensPerDay) + " tokens/day: "
            + (v.days ? formatDuration(*v.days) : std::string("never")) + "\n";
    return out;
}

nlohmann::json toJson(const Result &r)
{
    using nlohmann::json;
    auto number = [](std::optional<double> v) {
        return v && std::isfinite(*v) ? json(*v) : json(nullptr);
    };
    json volumes = json::array();
    for (const auto &v : r.volumes)
        volumes.push_back({{"tokens_per_day", v.tokensPerDay}, {"days", number(v.days)},
                           {"years", number(v.days ? std::optional(*v.days / 365.0) : std::nullopt)}});
    json porting = nullptr;
    if (r.porting)
        porting = {{"weeks", r.porting->weeks}, {"engineers", r.porting->engineers},
                   {"hours_per_week", r.porting->hoursPerWeek},
                   {"hourly_rate_usd", r.porting->rate}};
    return {{"porting", porting}, {"porting_cost_usd", number(r.cost)},
            {"baseline_cost_per_mtok_usd", r.baseline}, {"candidate_cost_per_mtok_usd", r.candidate},
            {"never", !r.tokens}, {"break_even_tokens", number(r.tokens)},
            {"volumes", std::move(volumes)}};
}

std::string toCsv(const Result &r)
{
    std::string out = "porting_cost_usd,baseline_cost_per_mtok_usd,candidate_cost_per_mtok_usd,"
                      "break_even_tokens,tokens_per_day,break_even_days\n";
    const std::vector<std::string> head = {csvNumber(r.cost), csvNumber(r.baseline),
                                           csvNumber(r.candidate),
                                           r.tokens ? csvNumber(*r.tokens) : "never"};
    auto line = [&](const std::string &perDay, const std::string &days) {
        std::vector<std::string> cells = head;
        cells.push_back(perDay);
        cells.push_back(days);
        return csvLine(cells);
    };
    if (r.volumes.empty()) return out + line("", "");
    for (const auto &v : r.volumes)
        out += line(csvNumber(v.tokensPerDay), v.days ? csvNumber(*v.days) : "never");
    return out;
}

} // namespace

int runBreakeven(const std::vector<std::string> &args, const Context &ctx)
{
    const ParsedArguments parsed = parseArguments(
        args,
        {{"--porting-cost"}, {"--weeks"}, {"--engineers"}, {"--rate"}, {"--hours-per-week"},
         {"--baseline-cpm"}, {"--candidate-cpm"}, {"--tokens-per-day", true, true},
         {"--format"}, {"--output"}},
        "breakeven");
    if (!parsed.positional.empty())
        throw UsageError("breakeven takes options only (got '" + parsed.positional.front() + "')");
    const Format format = parseFormat(parsed.value("--format"));
    const Result result = compute(parsed);
    std::string text;
    switch (format) {
    case Format::Text: text = toText(result); break;
    case Format::Json: text = toJson(result).dump(2) + "\n"; break;
    case Format::Csv: text = toCsv(result); break;
    }
    writeOutput(ctx, text, parsed.value("--output").value_or(""));
    return ExitOk;
}

} // namespace ad::cli
