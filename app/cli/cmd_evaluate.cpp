// `acceldecide-cli evaluate`: the assessment of one scenario, in the format asked for.
#include "commands.h"
#include "loading.h"

#include "assessment.h"
#include "assessment_format.h"

namespace ad::cli {

int runEvaluate(const std::vector<std::string> &args, const Context &ctx)
{
    const ParsedArguments parsed = parseArguments(args,
                                                  {{"--preset"},
                                                   {"--catalog"},
                                                   {"--set", true, true},
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
    const Catalog catalog = loadCatalogFor(ctx, parsed.value("--catalog"));
    applySets(ctx, scenario, parsed.values("--set"), catalog);
    const Assessment assessment = assess(scenario, catalog);

    std::string text;
    switch (format) {
    case Format::Text: text = assessmentToText(assessment); break;
    case Format::Csv: text = assessmentToCsv(assessment); break;
    case Format::Json:
        // Replace rather than throw on invalid UTF-8 that a --set string may have brought in.
        text = assessmentToJson(assessment).dump(2, ' ', false,
                                                 nlohmann::json::error_handler_t::replace)
            + "\n";
        break;
    }
    writeOutput(ctx, text, parsed.value("--output").value_or(""));
    return ExitOk;
}

} // namespace ad::cli
