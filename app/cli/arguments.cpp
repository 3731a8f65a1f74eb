#include "arguments.h"

#include "base/number_text.h"

#include <cmath>
#include <limits>

namespace ad::cli {

std::optional<std::string> ParsedArguments::value(const std::string &name) const
{
    auto it = options.find(name);
    if (it == options.end() || it->second.empty()) return std::nullopt;
    return it->second.back();
}

std::vector<std::string> ParsedArguments::values(const std::string &name) const
{
    auto it = options.find(name);
    return it == options.end() ? std::vector<std::string>{} : it->second;
}

namespace {

const OptionSpec *findSpec(const std::vector<OptionSpec> &specs, const std::string &name)
{
    for (const auto &spec : specs)
        if (spec.name == name) return &spec;
    return nullptr;
}

} // namespace

ParsedArguments parseArguments(const std::vector<std::string> &args,
                               const std::vector<OptionSpec> &specs, const std::string &command)
{
    ParsedArguments parsed;
    bool optionsEnded = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string arg = args[i];
        if (optionsEnded || arg.size() < 2 || arg[0] != '-') {
            parsed.positional.push_back(arg);
            continue;
        }
        if (arg == "--") {
            optionsEnded = true;
            continue;
        }
        if (arg == "-h") arg = "--help";
        std::optional<std::string> inlineValue;
        if (const auto eq = arg.find('='); arg.rfind("--", 0) == 0 && eq != std::string::npos) {
            inlineValue = arg.substr(eq + 1);
            arg = arg.substr(0, eq);
        }
        const OptionSpec *spec = findSpec(specs, arg);
        if (!spec) throw UsageError("unknown option '" + arg + "' for '" + command + "'");
        if (parsed.has(arg) && !spec->repeatable)
            throw UsageError("option " + arg + " given more than once");
        if (!spec->takesValue) {
            if (inlineValue) throw UsageError("option " + arg + " takes no value");
            parsed.options[arg].push_back({});
            continue;
        }
        if (!inlineValue) {
            if (i + 1 >= args.size()) throw UsageError("option " + arg + " needs a value");
            inlineValue = args[++i];
        }
        parsed.options[arg].push_back(*inlineValue);
    }
    return parsed;
}

double parseNumber(const std::string &option, const std::string &text)
{
    const DecimalText read = readDecimal(text);
    if (read.problem == DecimalProblem::NotFinite)
        throw UsageError("option " + option + " needs a finite number (got '" + text + "')");
    if (!read.ok()) throw UsageError("option " + option + " needs a number (got '" + text + "')");
    return read.value;
}

double parsePositive(const std::string &option, const std::string &text)
{
    const double value = parseNumber(option, text);
    if (value <= 0) throw UsageError("option " + option + " must be positive (got " + text + ")");
    return value;
}

double parseNonNegative(const std::string &option, const std::string &text)
{
    const double value = parseNumber(option, text);
    if (value < 0)
        throw UsageError("option " + option + " must not be negative (got " + text + ")");
    return value;
}

int parsePositiveInt(const std::string &option, const std::string &text)
{
    const double value = parsePositive(option, text);
    if (value != std::floor(value) || value > std::numeric_limits<int>::max())
        throw UsageError("option " + option + " needs a whole number (got " + text + ")");
    return static_cast<int>(value);
}

Format parseFormat(const std::optional<std::string> &text)
{
    if (!text || *text == "text") return Format::Text;
    if (*text == "json") return Format::Json;
    if (*text == "csv") return Format::Csv;
    throw UsageError("option --format must be text, json or csv (got '" + *text + "')");
}

} // namespace ad::cli
