// `acceldecide-cli evaluate`: the assessment of one scenario, in the format asked for.
#include "commands.h"
#include "loading.h"

#include "assessment/assessment.h"
#include "evaluation/assess.h"
#include "formats/assessment_format.h"
#include "base/json_reader.h"
#include "inputs/price_snapshot.h"
#include "uncertainty/uncertainty.h"

#include <cmath>
#include <optional>

namespace ad::cli {

namespace {

// --range ID=LOW:HIGH or ID=LOW:LIKELY:HIGH (the likely value only for multiples).
void applyRanges(Scenario &scenario, const std::vector<std::string> &ranges)
{
    for (const auto &text : ranges) {
        const auto eq = text.find('=');
        if (eq == std::string::npos || eq == 0)
            throw UsageError("--range needs ID=LOW:HIGH (got '" + text + "')");
        const std::string id = text.substr(0, eq);
        std::vector<double> ends;
        std::string rest = text.substr(eq + 1);
        for (std::size_t start = 0;;) {
            const auto colon = rest.find(':', start);
            ends.push_back(parseNumber("--range " + id, rest.substr(start, colon - start)));
            if (colon == std::string::npos) break;
            start = colon + 1;
        }
        const LeverInfo *info = leverById(id);
        const bool multiplier = info && isMultiplier(info->lever);
        if (ends.size() != 2 && !(ends.size() == 3 && multiplier))
            throw UsageError("--range " + id + " needs LOW:HIGH" + std::string(multiplier ? " or LOW:LIKELY:HIGH" : "")
                             + " (got '" + rest + "')");
        Range range = ends.size() == 3 ? Range{ends[0], ends[1], ends[2]}
                                       : Range{ends[0], multiplier ? 1.0 : 0.0, ends[1]};
        if (const Message problem = rangeProblem(scenario, id, range); !problem.empty())
            throw UsageError("--range " + id + ": " + write(problem));
        scenario.uncertainty[id] = range;
    }
}

} // namespace

int runEvaluate(const std::vector<std::string> &args, const Context &ctx)
{
    const ParsedArguments parsed = parseArguments(args,
                                                  {{"--preset"},
                                                   {"--catalog"},
                                                   {"--set", true, true},
                                                   {"--range", true, true},
                                                   {"--samples"},
                                                   {"--seed"},
                                                   {"--prices"},
                                                   {"--format"},
                                                   {"--output"}},
                                                  "evaluate");
    if (parsed.positional.size() > 1)
        throw UsageError("evaluate takes at most one scenario file (got "
                         + std::to_string(parsed.positional.size()) + ")");
    const Format format = parseFormat(parsed.value("--format"));
    const std::optional<std::string> file = parsed.positional.empty()
        ? std::nullopt : std::optional<std::string>(parsed.positional.front());

    Scenario scenario = loadScenarioFor(ctx, file, parsed.value("--preset"));
    const Catalog today = loadCatalogFor(ctx, parsed.value("--catalog"));
    PriceChoice choice = PriceChoice::Current;
    if (const auto prices = parsed.value("--prices")) {
        const auto c = priceChoiceFromString(*prices);
        if (!c) throw UsageError("--prices must be saved or current, not '" + *prices + "'");
        choice = *c;
    }
    // A scenario saved with its prices: say which changed since, and assess with the ones asked
    // for (docs/scenario-format.md, "Saved prices").
    std::string pricesNote;
    Json pricesJson;
    if (!scenario.savedPrices.empty()) {
        const auto changed = pricesChangedSince(scenario.savedPrices, today);
        pricesNote = choice == PriceChoice::Saved
            ? "Prices: the " + std::to_string(scenario.savedPrices.size())
                  + " saved with the scenario (--prices current assesses with today's catalog)."
            : "Prices: today's catalog (--prices saved assesses with the "
                  + std::to_string(scenario.savedPrices.size()) + " saved with the scenario).";
        pricesNote += changed.empty() ? " None changed since the scenario was saved.\n"
                                      : " " + std::to_string(changed.size()) + " changed since it was saved:\n";
        pricesJson = {{"used", toString(choice)}, {"saved", scenario.savedPrices.size()},
                      {"changed_since_saved", Json::array()}};
        for (const auto &c : changed) {
            const std::string line = write(describe(c));
            pricesNote += "  " + line + "\n";
            pricesJson["changed_since_saved"].push_back(line);
        }
        pricesNote += "\n";
        if (!changed.empty()) ctx.err << "note: " << changed.size()
                                      << " price(s) changed since the scenario was saved; assessed with "
                                      << (choice == PriceChoice::Saved ? "the saved ones" : "today's")
                                      << "\n";
    } else if (choice == PriceChoice::Saved) {
        ctx.err << "note: the scenario has no saved prices; today's catalog is used\n";
    }
    const Catalog catalog = choice == PriceChoice::Saved
                                ? withSavedPrices(today, scenario.savedPrices) : today;
    applySets(ctx, scenario, parsed.values("--set"), catalog);
    applyRanges(scenario, parsed.values("--range"));
    UncertaintySettings settings;
    if (const auto n = parsed.value("--samples")) {
        const double samples = parseNonNegative("--samples", *n);
        if (samples != std::floor(samples) || samples > 10000000)
            throw UsageError("--samples takes a whole number from 0 to 10,000,000 (got '" + *n + "')");
        settings.samples = static_cast<std::size_t>(samples);
    }
    if (const auto seed = parsed.value("--seed")) {
        const double value = parseNonNegative("--seed", *seed);
        if (value != std::floor(value) || value > 9007199254740992.0)
            throw UsageError("--seed takes a whole number from 0 to 2^53 (got '" + *seed + "')");
        settings.seed = static_cast<std::uint64_t>(value);
    }
    const Assessment assessment = assess(scenario, catalog);
    std::optional<UncertaintyResult> uncertainty;
    if (settings.samples > 0) uncertainty = analyseUncertainty(assessment, catalog, settings);
    const UncertaintyResult *u = uncertainty ? &*uncertainty : nullptr;

    std::string text;
    switch (format) {
    case Format::Text: text = pricesNote + assessmentToText(assessment, u); break;
    case Format::Csv: text = assessmentToCsv(assessment); break;
    case Format::Json:
        // Replace rather than throw on invalid UTF-8 that a --set string may have brought in.
    {
        Json json = assessmentToJson(assessment, u);
        if (!pricesJson.is_null()) json["prices"] = pricesJson;
        text = json.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
    }
        break;
    }
    writeOutput(ctx, text, parsed.value("--output").value_or(""));
    return ExitOk;
}

} // namespace ad::cli
