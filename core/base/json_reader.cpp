#include "base/json_reader.h"

#include "base/input_limits.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <charconv>
#include <cstring>
#include <deque>
#include <filesystem>
#include <fstream>
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

Message jsonType(const Json &value)
{
    switch (value.type()) {
    case Json::value_t::null: return msg(QT_TRANSLATE_NOOP("Message", "null"));
    case Json::value_t::boolean: return msg(QT_TRANSLATE_NOOP("Message", "a boolean"));
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned:
    case Json::value_t::number_float: return msg(QT_TRANSLATE_NOOP("Message", "a number"));
    case Json::value_t::string: return msg(QT_TRANSLATE_NOOP("Message", "a string"));
    case Json::value_t::array: return msg(QT_TRANSLATE_NOOP("Message", "an array"));
    case Json::value_t::object: return msg(QT_TRANSLATE_NOOP("Message", "an object"));
    default: return msg(QT_TRANSLATE_NOOP("Message", "an unsupported value"));
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

std::string shortNumber(double value)
{
    // What a stream with precision 10 writes (printf's %.10g), without the stream: building one
    // cost more than the rest of an option's assessment, and to_chars ignores the C locale.
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value,
                                      std::chars_format::general, 10);
    return std::string(buffer, result.ptr);
}

namespace {

// Thrown from the parser's handler to stop at the first limit crossed.
struct LimitCrossed {
    std::string pointer;
    Message message;
};

// Builds the document from the parser's events, checking the limits of input_limits.h as it
// goes and keeping track of where it is, so a refusal names the field.
//
// nlohmann's own parser with a callback (what this replaces) rescans the enclosing container
// after every object or array it closes, looking for discarded values: an array of n objects cost
// n² steps. Building the document here keeps every event constant time.
class DomBuilder : public nlohmann::json_sax<Json> {
public:
    explicit DomBuilder(Json &root) : m_root(root) {}

    bool null() override { return value(Json(nullptr)); }
    bool boolean(bool v) override { return value(Json(v)); }
    bool number_integer(number_integer_t v) override { return value(Json(v)); }
    bool number_unsigned(number_unsigned_t v) override { return value(Json(v)); }
    bool number_float(number_float_t v, const string_t &) override { return value(Json(v)); }
    bool binary(binary_t &) override { return value(Json()); } // JSON text has none
    bool string(string_t &v) override
    {
        if (v.size() > limits::stringChars && characterCount(v) > limits::stringChars)
            throw LimitCrossed{pointer(true),
                               msg(QT_TRANSLATE_NOOP("Message", "the text is %1 characters long; "
                                                                "text longer than %2 characters "
                                                                "is refused"),
                                   {arg::count(double(characterCount(v))),
                                    arg::count(double(limits::stringChars))})};
        return value(Json(std::move(v)));
    }
    bool start_object(std::size_t) override { return open(Json::object(), false); }
    bool start_array(std::size_t) override { return open(Json::array(), true); }
    bool end_object() override { return close(); }
    bool end_array() override { return close(); }
    bool key(string_t &key) override
    {
        Level &level = m_open.back();
        level.key = key;
        count(level);
        if (key.size() > limits::keyChars && characterCount(key) > limits::keyChars)
            throw LimitCrossed{pointer(),
                               msg(QT_TRANSLATE_NOOP("Message", "the key is %1 characters long; "
                                                                "keys longer than %2 characters "
                                                                "are refused"),
                                   {arg::count(double(characterCount(key))),
                                    arg::count(double(limits::keyChars))})};
        auto [it, fresh] = level.json->get_ref<Json::object_t &>().emplace(key, Json());
        if (fresh) {
            m_slot = &it->second;
        } else {
            // The repeated key's value is read (it may hold more problems) into storage of its
            // own: an object there may itself repeat a key before it closes.
            m_duplicates.push_back({pointer(), key});
            m_slot = &m_discarded.emplace_back();
        }
        return true;
    }
    bool parse_error(std::size_t position, const std::string &,
                     const nlohmann::detail::exception &ex) override
    {
        const auto *syntax = dynamic_cast<const Json::parse_error *>(&ex);
        m_failure = {syntax ? syntax->byte : position, ex.id, ex.what()};
        return false;
    }

    struct Failure {
        std::size_t byte = 0;
        int id = 0; // nlohmann's exception id: 1xx syntax, 406 a number out of range
        std::string what;
    };
    const Failure &failure() const { return m_failure; }
    const std::vector<std::pair<std::string, std::string>> &duplicates() const
    {
        return m_duplicates;
    }
    // The pointer of the element being read: after a key, the key's; in an array, the last
    // element's, or with `upcoming` the next one's (a value that failed never became one).
    std::string pointer(bool upcoming = false) const
    {
        std::string out;
        for (const Level &level : m_open) {
            if (!level.array) out = pointerJoin(out, level.key);
            else if (upcoming && &level == &m_open.back()) out = pointerJoin(out, level.entries);
            else if (level.entries > 0) out = pointerJoin(out, level.entries - 1);
        }
        return out;
    }

private:
    struct Level {
        Json *json = nullptr;
        bool array = false;
        std::size_t entries = 0;
        std::string key; // objects: the key being read
    };

    void count(Level &level) const
    {
        if (level.entries + 1 > limits::containerEntries)
            throw LimitCrossed{
                pointer(),
                msg(level.array ? Template(QT_TRANSLATE_NOOP("Message", "the array holds more "
                                                                        "than %1 entries; larger "
                                                                        "ones are refused"))
                                : Template(QT_TRANSLATE_NOOP("Message", "the object holds more "
                                                                        "than %1 entries; larger "
                                                                        "ones are refused")),
                    {arg::count(double(limits::containerEntries))})};
        ++level.entries;
    }
    // Stores a value where the parser is: the root, the next array element or the last key's.
    Json *place(Json &&v)
    {
        if (m_open.empty()) {
            m_root = std::move(v);
            return &m_root;
        }
        Level &level = m_open.back();
        if (!level.array) {
            *m_slot = std::move(v);
            return m_slot;
        }
        count(level);
        auto &elements = level.json->get_ref<Json::array_t &>();
        elements.push_back(std::move(v));
        return &elements.back();
    }
    bool value(Json &&v)
    {
        place(std::move(v));
        return true;
    }
    bool open(Json &&empty, bool array)
    {
        if (m_open.size() + 1 > static_cast<std::size_t>(limits::jsonDepth))
            throw LimitCrossed{pointer(true),
                               msg(QT_TRANSLATE_NOOP("Message", "objects and arrays are nested "
                                                                "more than %1 deep here; deeper "
                                                                "files are refused"),
                                   {arg::count(limits::jsonDepth)})};
        // A container's address stays valid while it is open: nothing is added to its parent
        // until it closes.
        Json *json = place(std::move(empty));
        m_open.push_back({json, array, 0, {}});
        return true;
    }
    bool close()
    {
        m_open.pop_back();
        return true;
    }

    Json &m_root;
    std::vector<Level> m_open;
    Json *m_slot = nullptr;
    std::deque<Json> m_discarded; // values of repeated keys, reported and dropped
    std::vector<std::pair<std::string, std::string>> m_duplicates; // pointer, key
    Failure m_failure;
};

} // namespace

std::optional<Json> JsonReader::parse(const std::string &text)
{
    Json root;
    DomBuilder builder(root);
    try {
        if (!Json::sax_parse(text, &builder)) {
            const auto &failure = builder.failure();
            if (failure.id == 406) {
                error(builder.pointer(true),
                      msg(QT_TRANSLATE_NOOP("Message", "a number is too large to represent "
                                                       "(beyond about 1.8e308)")));
                return std::nullopt;
            }
            const auto [line, column] = lineColumn(text, failure.byte);
            // nlohmann's message starts with "[json.exception.parse_error.101] parse error at
            // ..."; keep the part after the last ": ", which says what was expected. It may quote
            // the offending token, which the file chose. The parser's reason stays in English, as
            // the parser wrote it: the line and column are what a reader acts on.
            const auto cut = failure.what.rfind(": ");
            const std::string reason =
                cut == std::string::npos ? failure.what : failure.what.substr(cut + 2);
            // Line and column as exact figures: "line 1234", not "line 1,234".
            error("", msg(QT_TRANSLATE_NOOP("Message", "not valid JSON at line %1, column %2: %3"),
                          {arg::exact(line), arg::exact(column),
                           arg::verbatim(elidedMiddle(reason, limits::quotedChars * 2))}));
            return std::nullopt;
        }
    } catch (const LimitCrossed &crossed) {
        error(crossed.pointer, crossed.message);
        return std::nullopt;
    }
    for (const auto &[pointer, key] : builder.duplicates())
        error(pointer, msg(QT_TRANSLATE_NOOP("Message", "the key %1 appears twice in the same "
                                                        "object; remove one"),
                           {arg::quoted(key)}));
    if (!builder.duplicates().empty()) return std::nullopt;
    return root;
}

void JsonReader::error(const std::string &pointer, Message message)
{
    addDiagnostic(m_out, {Severity::Error, m_file, pointer, std::move(message)});
    ++m_errors;
}

void JsonReader::warning(const std::string &pointer, Message message)
{
    addDiagnostic(m_out, {Severity::Warning, m_file, pointer, std::move(message)});
}

bool JsonReader::listingFull() const
{
    return m_out.size() >= limits::listedProblems;
}

bool JsonReader::checkSchemaVersion(const Json &root, int supported)
{
    if (!root.is_object()) {
        error("", msg(QT_TRANSLATE_NOOP("Message", "the file must hold a JSON object, not %1"),
                      {arg::nested(jsonType(root))}));
        return false;
    }
    const auto version = integer(root, "", "schema_version", true, 1, 1000000);
    if (!version) return false;
    if (*version > supported) {
        error("/schema_version",
              msg(QT_TRANSLATE_NOOP("Message", "schema version %1 is newer than this version of "
                                               "AccelDecide reads (%2)"),
                  {arg::exact(*version), arg::exact(supported)}));
        return false;
    }
    return true;
}

const Json *JsonReader::field(const Json &object, const std::string &pointer, const char *key,
                              bool required)
{
    if (!object.is_object()) {
        error(pointer, msg(QT_TRANSLATE_NOOP("Message", "expected an object, found %1"),
                           {arg::nested(jsonType(object))}));
        return nullptr;
    }
    const auto it = object.find(key);
    if (it == object.end()) {
        if (required) error(pointerJoin(pointer, key),
                           msg(QT_TRANSLATE_NOOP("Message", "required field is missing")));
        return nullptr;
    }
    return &*it;
}

std::optional<double> JsonReader::numberValue(const Json &value, const std::string &pointer,
                                              NumberRule rule)
{
    if (value.is_null()) {
        // NaN and infinity cannot be written in JSON; serialisers emit null for them.
        error(pointer, msg(QT_TRANSLATE_NOOP("Message", "expected a number, found null (NaN and "
                                                        "infinity are not allowed)")));
        return std::nullopt;
    }
    if (!value.is_number()) {
        error(pointer, msg(QT_TRANSLATE_NOOP("Message", "expected a number, found %1"),
                           {arg::nested(jsonType(value))}));
        return std::nullopt;
    }
    const double v = value.get<double>();
    if (!std::isfinite(v)) {
        error(pointer, msg(QT_TRANSLATE_NOOP("Message", "must be a finite number")));
        return std::nullopt;
    }
    const bool tooLow = rule.minExclusive ? v <= rule.min : v < rule.min;
    if (tooLow) {
        if (rule.min == 0)
            error(pointer, msg(rule.minExclusive
                                   ? Template(QT_TRANSLATE_NOOP("Message", "must be greater than "
                                                                           "zero (got %1)"))
                                   : Template(QT_TRANSLATE_NOOP("Message", "must not be negative "
                                                                           "(got %1)")),
                               {arg::exact(v)}));
        else
            error(pointer, msg(rule.minExclusive
                                   ? Template(QT_TRANSLATE_NOOP("Message", "must be greater than "
                                                                           "%1 (got %2)"))
                                   : Template(QT_TRANSLATE_NOOP("Message", "must be at least %1 "
                                                                           "(got %2)")),
                               {arg::exact(rule.min), arg::exact(v)}));
        return std::nullopt;
    }
    if (v > rule.max) {
        error(pointer, msg(QT_TRANSLATE_NOOP("Message", "is implausibly large: at most %1 (got %2)"),
                           {arg::exact(rule.max), arg::exact(v)}));
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
        error(where, msg(QT_TRANSLATE_NOOP("Message", "must be a whole number (got %1)"),
                         {arg::exact(*v)}));
        return std::nullopt;
    }
    if (*v < min || *v > max) {
        error(where, msg(QT_TRANSLATE_NOOP("Message", "must be between %1 and %2 (got %3)"),
                         {arg::exact(min), arg::exact(max), arg::exact(*v)}));
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
        error(pointerJoin(pointer, key), msg(QT_TRANSLATE_NOOP("Message", "expected a string, found %1"),
                                             {arg::nested(jsonType(*value))}));
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
        error(pointerJoin(pointer, key),
              msg(QT_TRANSLATE_NOOP("Message", "expected true or false, found %1"),
                  {arg::nested(jsonType(*value))}));
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
            warning(pointerJoin(pointer, it.key()), unknownFieldIgnored());
        if (!found && listingFull()) break; // nothing more would be listed
    }
}

Message unknownFieldIgnored()
{
    return msg(QT_TRANSLATE_NOOP("Message", "unknown field, ignored (check the spelling)"));
}

std::optional<std::string> readTextFile(const std::string &path, std::uintmax_t maxBytes,
                                        const Message &what, Diagnostics &out)
{
    auto fail = [&](Message why) {
        addDiagnostic(out, {Severity::Error, path, "", std::move(why)});
        return std::nullopt;
    };
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (!std::filesystem::exists(status))
        return fail(msg(QT_TRANSLATE_NOOP("Message", "cannot open the %1: no such file"),
                        {arg::nested(what)}));
    if (std::filesystem::is_directory(status))
        return fail(msg(QT_TRANSLATE_NOOP("Message", "cannot open the %1: it is a directory"),
                        {arg::nested(what)}));
    std::ifstream in(path, std::ios::binary);
    // The system's reason stays in its own words.
    if (!in)
        return fail(msg(QT_TRANSLATE_NOOP("Message", "cannot open the %1: %2"),
                        {arg::nested(what), arg::verbatim(std::strerror(errno))}));
    // The size is checked on the open file, and reading stops at the limit, so a file that
    // grows meanwhile (or a device that never ends) is refused all the same.
    const auto size = std::filesystem::is_regular_file(status)
                          ? std::filesystem::file_size(path, ec) : std::uintmax_t(0);
    if (!ec && size > maxBytes) return fail(fileTooLargeMessage(size, maxBytes));
    std::string text;
    text.reserve(static_cast<std::size_t>(std::min(size, maxBytes)));
    char buffer[65536];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
        text.append(buffer, static_cast<std::size_t>(in.gcount()));
        if (text.size() > maxBytes) return fail(fileTooLargeMessage(text.size(), maxBytes));
    }
    if (in.bad())
        return fail(msg(QT_TRANSLATE_NOOP("Message", "cannot read the %1: %2"),
                        {arg::nested(what), arg::verbatim(std::strerror(errno))}));
    return text;
}

bool checkLength(JsonReader &r, const std::string &value, const std::string &where,
                 std::size_t maxChars)
{
    if (value.size() <= maxChars) return true;
    const std::size_t chars = characterCount(value);
    if (chars <= maxChars) return true;
    r.error(where, msg(QT_TRANSLATE_NOOP("Message", "is too long: %1 characters; at most %2 are "
                                                    "allowed"),
                       {arg::count(double(chars)), arg::count(double(maxChars))}));
    return false;
}

} // namespace ad
