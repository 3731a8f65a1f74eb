#pragma once
// Plain command-line parsing: options declared per command, values validated where they are
// read, and every mistake reported as a UsageError the dispatcher turns into exit code 2.
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace ad::cli {

struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

struct OptionSpec {
    std::string name;         // with its dashes: "--format"
    bool takesValue = true;
    bool repeatable = false;
};

struct ParsedArguments {
    std::vector<std::string> positional;
    std::map<std::string, std::vector<std::string>> options; // a flag holds one empty value

    bool has(const std::string &name) const { return options.count(name) > 0; }
    std::optional<std::string> value(const std::string &name) const;
    std::vector<std::string> values(const std::string &name) const;
};

// Accepts "--name value" and "--name=value"; "--" ends the options. `command` names the command
// in messages ("evaluate"). "-h" is read as "--help" when the command declares it.
ParsedArguments parseArguments(const std::vector<std::string> &args,
                               const std::vector<OptionSpec> &specs, const std::string &command);

// Numbers from the command line: the whole text must be a finite number ("nan", "inf", "1e400",
// "12abc" are refused with a message naming `option`).
double parseNumber(const std::string &option, const std::string &text);
double parsePositive(const std::string &option, const std::string &text);     // > 0
double parseNonNegative(const std::string &option, const std::string &text);  // >= 0
int parsePositiveInt(const std::string &option, const std::string &text);

enum class Format { Text, Json, Csv };
Format parseFormat(const std::optional<std::string> &text); // Text when absent

} // namespace ad::cli
