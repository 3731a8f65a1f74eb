#pragma once
// Reads untrusted JSON into value types, collecting a diagnostic for every problem instead of
// throwing: each message names the file, the JSON pointer of the field and the reason.
#include "base/diagnostics.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>

namespace ad {

using Json = nlohmann::json;

struct NumberRule {
    double min = 0;               // inclusive unless minExclusive
    bool minExclusive = true;     // by default a number must be > 0
    double max = 1e30;            // larger values are refused as absurd
};
inline constexpr NumberRule positive{};
inline constexpr NumberRule nonNegative{0, false, 1e30};
inline constexpr NumberRule fraction{0, true, 1};      // (0, 1]
inline constexpr NumberRule anyFinite{-1e30, false, 1e30};

class JsonReader {
public:
    JsonReader(std::string file, Diagnostics &out) : m_file(std::move(file)), m_out(out) {}

    // Parses text. Syntax errors name the line and column; duplicate keys are refused because
    // the parser would silently keep the last one. The limits of core/input_limits.h (depth,
    // key and string length, entries per object or array) are checked while parsing, so a
    // hostile file is refused as soon as it crosses one, with the pointer where it did.
    std::optional<Json> parse(const std::string &text);

    // Problems go through addDiagnostic(): bounded in length, and listed up to
    // limits::listedProblems. errorCount() counts every error, listed or not.
    void error(const std::string &pointer, Message message);
    void warning(const std::string &pointer, Message message);
    int errorCount() const { return m_errors; }
    // No further problem will be listed; callers may skip work that only improves a message.
    bool listingFull() const;

    // Checks the object's "schema_version" against `supported`.
    bool checkSchemaVersion(const Json &root, int supported);

    // Field readers: report a missing required field or a wrong type, return nullopt then.
    const Json *field(const Json &object, const std::string &pointer, const char *key,
                      bool required);
    std::optional<double> number(const Json &object, const std::string &pointer, const char *key,
                                 bool required, NumberRule rule = positive);
    std::optional<int> integer(const Json &object, const std::string &pointer, const char *key,
                               bool required, int min, int max);
    std::optional<std::string> string(const Json &object, const std::string &pointer,
                                      const char *key, bool required);
    std::optional<bool> boolean(const Json &object, const std::string &pointer, const char *key,
                                bool required);
    // Checks a value already in hand (for arrays and maps).
    std::optional<double> numberValue(const Json &value, const std::string &pointer,
                                      NumberRule rule = positive);

    // Warns about keys the format does not know, so typos are not silently ignored.
    void reportUnknownKeys(const Json &object, const std::string &pointer,
                           std::initializer_list<const char *> known);

    const std::string &file() const { return m_file; }

private:
    std::string m_file;
    Diagnostics &m_out;
    int m_errors = 0;
};

// The whole file at `path` as text, or nullopt with one error naming the path: missing, a
// directory, unreadable, or larger than `maxBytes` (the message names the limit). `what` says
// what the file should be (a message "scenario file", "ballot file").
std::optional<std::string> readTextFile(const std::string &path, std::uintmax_t maxBytes,
                                        const Message &what, Diagnostics &out);

// A string `value` at `where` that must not exceed `maxChars` characters; the error names the
// length and the limit.
bool checkLength(JsonReader &r, const std::string &value, const std::string &where,
                 std::size_t maxChars);

std::string jsonTypeName(const Json &value);
// jsonTypeName() as a message: "a string", "an array", words a reader of any language reads.
Message jsonType(const Json &value);
// "unknown field, ignored (check the spelling)", which an edit of a scenario set rewords.
Message unknownFieldIgnored();
std::string pointerJoin(const std::string &pointer, const std::string &key);
std::string pointerJoin(const std::string &pointer, std::size_t index);
std::string shortNumber(double value); // shortest readable form for messages

} // namespace ad
