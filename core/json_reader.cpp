#include "json_reader.h"

#include <cmath>
#include <set>
#include <sstream>
#include <vector>

namespace ad {

namespace {

// Line and column (1-based) of a byte offset, for syntax error messages.
std::pair<int, int> lineColumn(const std::string &text, std::size_t byte)
{
    int line = 1, column = 1;
    for (std::size_t i = 0; i + 1 < byte && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return {line, column};
}

std::string escapeToken(const std::string &token)
{
    std::string out;
    for (char c : token) {
        if (c == '~') out += "~0";
        else if (c == '/') out += "~1";
        else out += c;
    }
    return out;
}

} // namespace

std::string jsonTypeName(const Json &value)
{
    switch (value.type()) {
    case Json::value_t::null: return "null";
    case Json::value_t::boolean: return "a boolean";
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned:
    case Json::value_t::number_float: return "a number";
    case Json::value_t::string: return "a string";
    case Json::value_t::array: return "an array";
    case Json::value_t::object: return "an object";
    default: return "an unsupported value";
    }
}

std::string pointerJoin(const std::string &pointer, const std::string &key)
{
    return pointer + "/" + escapeToken(key);
}

std::string pointerJoin(const std::string &pointer, std::size_t index)
{
    return pointer + "/" + std::to_string(index);
}

std::string formatNumber(double value)
{
    std::ostringstream out;
    out.precision(10);
    out << value;
    return out.str();
}

std::optional<Json> JsonReader::parse(const std::string &text)
{
    // Track the keys of every open object to catch duplicates.
    std::vector<std::set<std::string>> keysByDepth;
    std::vector<std::string> duplicates;
    auto callback = [&](int depth, Json::parse_event_t event, Json &parsed) {
        if (event == Json::parse_event_t::object_start) {
            keysByDepth.resize(static_cast<std::size_t>(depth) + 2);
            keysByDepth[static_cast<std::size_t>(depth) + 1].clear();
        } else if (event == Json::parse_event_t::key) {
            auto &keys = keysByDepth.at(static_cast<std::size_t>(depth));
            const auto key = parsed.get<std::string>();
            if (!keys.insert(key).second) duplicates.push_back(key);
        }
        return true;
    };
    try {
        keysByDepth.resize(1);
        Json root = Json::parse(text, callback, true, false);
        for (const auto &key : duplicates)
            error("", "the key \"" + key + "\" appears twice in the same object; remove one");
        if (!duplicates.empty()) return std::nullopt;
        return root;
    } catch (const Json::parse_error &e) {
        const auto [line, column] = lineColumn(text, e.byte);
        std::string what = e.what();
        // nlohmann's message starts with "[json.exception.parse_error.101] parse error at ...";
        // keep the part after the last ": " which says what was expected.
        const auto cut = what.rfind(": ");
        const std::string reason = cut == std::string::npos ? what : what.substr(cut + 2);
        error("", "not valid JSON at line " + std::to_string(line) + ", column "
                      + std::to_string(column) + ": " + reason);
    } catch (const Json::out_of_range &) {
        error("", "a number is too large to represent (for example 1e400)");
    } catch (const Json::exception &e) {
        error("", std::string("cannot be read: ") + e.what());
    }
    return std::nullopt;
}

void JsonReader::error(const std::string &pointer, const std::string &message)
{
    m_out.push_back({Severity::Error, m_file, pointer, message});
    ++m_errors;
}

void JsonReader::warning(const std::string &pointer, const std::string &message)
{
    m_out.push_back({Severity::Warning, m_file, pointer, message});
}

bool JsonReader::checkSchemaVersion(const Json &root, int supported)
{
    if (!root.is_object()) {
        error("", "the file must hold a JSON object, not " + jsonTypeName(root));
        return false;
    }
    const auto version = integer(root, "", "schema_version", true, 1, 1000000);
    if (!version) return false;
    if (*version > supported) {
        error("/schema_version", "schema version " + std::to_string(*version)
                                     + " is newer than this version of AccelDecide reads ("
                                     + std::to_string(supported) + ")");
        return false;
    }
    return true;
}

const Json *JsonReader::field(const Json &object, const std::string &pointer, const char *key,
                              bool required)
{
    if (!object.is_object()) {
        error(pointer, "expected an object, found " + jsonTypeName(object));
        return nullptr;
    }
    const auto it = object.find(key);
    if (it == object.end()) {
        if (required) error(pointerJoin(pointer, key), "required field is missing");
        return nullptr;
    }
    return &*it;
}

std::optional<double> JsonReader::numberValue(const Json &value, const std::string &pointer,
                                              NumberRule rule)
{
    if (value.is_null()) {
        // NaN and infinity cannot be written in JSON; serialisers emit null for them.
        error(pointer, "expected a number, found null (NaN and infinity are not allowed)");
        return std::nullopt;
    }
    if (!value.is_number()) {
        error(pointer, "expected a number, found " + jsonTypeName(value));
        return std::nullopt;
    }
    const double v = value.get<double>();
    if (!std::isfinite(v)) {
        error(pointer, "must be a finite number");
        return std::nullopt;
    }
    const bool tooLow = rule.minExclusive ? v <= rule.min : v < rule.min;
    if (tooLow) {
        std::string need;
        if (rule.min == 0) need = rule.minExclusive ? "must be greater than zero" : "must not be negative";
        else need = std::string("must be ") + (rule.minExclusive ? "greater than " : "at least ")
                    + formatNumber(rule.min);
        error(pointer, need + " (got " + formatNumber(v) + ")");
        return std::nullopt;
    }
    if (v > rule.max) {
        error(pointer, "is implausibly large: at most " + formatNumber(rule.max) + " (got "
                           + formatNumber(v) + ")");
        return std::nullopt;
    }
    return v;
}

std::optional<double> JsonReader::number(const Json &object, const std::string &pointer,
                                         const char *key, bool required, NumberRule rule)
{
    const Json *value = field(object, pointer, key, required);
    if (!value) return std::nullopt;
    return numberValue(*value, pointerJoin(pointer, key), rule);
}

std::optional<int> JsonReader::integer(const Json &object, const std::string &pointer,
                                       const char *key, bool required, int min, int max)
{
    const Json *value = field(object, pointer, key, required);
    if (!value) return std::nullopt;
    const auto where = pointerJoin(pointer, key);
    const auto v = numberValue(*value, where, anyFinite);
    if (!v) return std::nullopt;
    if (std::floor(*v) != *v) {
        error(where, "must be a whole number (got " + formatNumber(*v) + ")");
        return std::nullopt;
    }
    if (*v < min || *v > max) {
        error(where, "must be between " + std::to_string(min) + " and " + std::to_string(max)
                         + " (got " + formatNumber(*v) + ")");
        return std::nullopt;
    }
    return static_cast<int>(*v);
}

std::optional<std::string> JsonReader::string(const Json &object, const std::string &pointer,
                                              const char *key, bool required)
{
    const Json *value = field(object, pointer, key, required);
    if (!value) return std::nullopt;
    if (!value->is_string()) {
        error(pointerJoin(pointer, key), "expected a string, found " + jsonTypeName(*value));
        return std::nullopt;
    }
    return value->get<std::string>();
}

std::optional<bool> JsonReader::boolean(const Json &object, const std::string &pointer,
                                        const char *key, bool required)
{
    const Json *value = field(object, pointer, key, required);
    if (!value) return std::nullopt;
    if (!value->is_boolean()) {
        error(pointerJoin(pointer, key), "expected true or false, found " + jsonTypeName(*value));
        return std::nullopt;
    }
    return value->get<bool>();
}

void JsonReader::reportUnknownKeys(const Json &object, const std::string &pointer,
                                   std::initializer_list<const char *> known)
{
    if (!object.is_object()) return;
    for (auto it = object.begin(); it != object.end(); ++it) {
        bool found = false;
        for (const char *k : known)
            if (it.key() == k) found = true;
        if (!found)
            warning(pointerJoin(pointer, it.key()), "unknown field, ignored (check the spelling)");
    }
}

} // namespace ad
