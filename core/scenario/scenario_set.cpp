// setScenarioField(): one edit by dotted path, as `acceldecide-cli --set` and scripts use it.
// The edit goes through the file format (serialise, assign, re-read), so it gets exactly the
// checks a scenario file gets and the caller's scenario only changes when they all pass.
#include "scenario/scenario_io.h"

#include "base/json_reader.h"
#include "scenario/scenario_fields.h"

#include <optional>

namespace ad {

namespace {

// Diagnostics from an edit name this pseudo-file, so "--set: /workload/training/mfu: ..." reads
// naturally next to the command line that caused it.
constexpr const char *setLabel = "--set";

// Objects whose keys are ids chosen by the user, not format fields: new keys may be added there.
bool isIdMap(const std::string &pointer)
{
    static const std::string scores = "/decision/scores";
    if (pointer == "/decision/weights" || pointer == scores) return true;
    return pointer.size() > scores.size() + 1 && pointer.compare(0, scores.size() + 1, scores + "/") == 0
           && pointer.find('/', scores.size() + 1) == std::string::npos;
}

std::vector<std::string> splitPath(const std::string &path)
{
    std::vector<std::string> tokens(1);
    for (char c : path) {
        if (c == '.') tokens.emplace_back();
        else tokens.back() += c;
    }
    return tokens;
}

std::string dotted(const std::vector<std::string> &tokens, std::size_t count)
{
    std::string out;
    for (std::size_t i = 0; i < count; ++i) out += (i ? "." : "") + tokens[i];
    return out;
}

Message unknownFieldMessage(const Json &parent, const std::vector<std::string> &tokens,
                            std::size_t index)
{
    std::vector<std::string> keys;
    for (auto it = parent.begin(); it != parent.end(); ++it)
        if (it.key() != "schema_version") keys.push_back(it.key());
    std::string list;
    for (std::size_t i = 0; i < keys.size(); ++i) list += (i ? ", " : "") + keys[i];
    Arg field = arg::verbatim("\"" + dotted(tokens, index + 1) + "\"");
    Arg fields = arg::verbatim(std::move(list));
    const auto hint = closestMatch(tokens[index], keys);
    if (hint.empty()) {
        if (index == 0)
            return msg(QT_TRANSLATE_NOOP("Message", "unknown field %1. The fields at the top are: %2"),
                       {std::move(field), std::move(fields)});
        return msg(QT_TRANSLATE_NOOP("Message", "unknown field %1. The fields of %2 are: %3"),
                   {std::move(field), arg::verbatim(dotted(tokens, index)), std::move(fields)});
    }
    Arg guess = arg::verbatim("\"" + (index ? dotted(tokens, index) + "." : "") + hint + "\"");
    if (index == 0)
        return msg(QT_TRANSLATE_NOOP("Message", "unknown field %1; did you mean %2? The fields at "
                                                "the top are: %3"),
                   {std::move(field), std::move(guess), std::move(fields)});
    return msg(QT_TRANSLATE_NOOP("Message", "unknown field %1; did you mean %2? The fields of %3 "
                                            "are: %4"),
               {std::move(field), std::move(guess), arg::verbatim(dotted(tokens, index)),
                std::move(fields)});
}

// The reader's "unknown field, ignored" warnings, reworded for an edit, which refuses them.
Message refusedInsteadOfIgnored(Message m)
{
    const std::string_view text = m.text.text();
    if (text == unknownFieldIgnored().text.text())
        m.text = QT_TRANSLATE_NOOP("Message", "unknown field, edit refused (check the spelling)");
    else if (text == "unknown field, ignored; did you mean %1?")
        m.text = QT_TRANSLATE_NOOP("Message", "unknown field, edit refused; did you mean %1?");
    else if (text == "unknown field, ignored")
        m.text = QT_TRANSLATE_NOOP("Message", "unknown field, edit refused");
    return m;
}

std::vector<std::string> splitList(const std::string &text)
{
    std::vector<std::string> items;
    std::string item;
    auto flush = [&] {
        const auto first = item.find_first_not_of(" \t");
        if (first != std::string::npos)
            items.push_back(item.substr(first, item.find_last_not_of(" \t") - first + 1));
        item.clear();
    };
    for (char c : text) {
        if (c == ',') flush();
        else item += c;
    }
    flush();
    return items;
}

} // namespace

Diagnostics setScenarioField(Scenario &scenario, const std::string &path, const std::string &value,
                             const Catalog *catalog)
{
    Diagnostics out;
    JsonReader reader(setLabel, out);
    const auto tokens = splitPath(path);
    for (const auto &token : tokens) {
        if (token.empty()) {
            reader.error("", msg(QT_TRANSLATE_NOOP("Message", "%1 is not a field path: write it as "
                                                              "section.field, for example "
                                                              "workload.training.mfu"),
                                 {arg::verbatim("\"" + path + "\"")}));
            return out;
        }
    }

    Json doc = Json::parse(serializeScenario(scenario));
    Json *parent = &doc;
    std::string pointer;
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        if (!parent->is_object()) {
            reader.error(pointer, msg(QT_TRANSLATE_NOOP("Message", "%1 is %2, it has no field %3"),
                                      {arg::verbatim(dotted(tokens, i)),
                                       arg::nested(jsonType(*parent)),
                                       arg::verbatim("\"" + tokens[i] + "\"")}));
            return out;
        }
        if (i + 1 == tokens.size()) break;
        if (!parent->contains(tokens[i])) {
            if (!isIdMap(pointer)) {
                reader.error(pointerJoin(pointer, tokens[i]), unknownFieldMessage(*parent, tokens, i));
                return out;
            }
            if (pointer != "/decision/scores") {
                reader.error(pointerJoin(pointer, tokens[i]),
                             msg(QT_TRANSLATE_NOOP("Message", "%1 holds a number, it has no field %2"),
                                 {arg::verbatim(dotted(tokens, i + 1)),
                                  arg::verbatim("\"" + tokens[i + 1] + "\"")}));
                return out;
            }
            (*parent)[tokens[i]] = Json::object(); // a new criterion row of scores
        }
        parent = &(*parent)[tokens[i]];
        pointer = pointerJoin(pointer, tokens[i]);
    }
    const std::string &key = tokens.back();
    const std::string target = pointerJoin(pointer, key);
    const bool idMap = isIdMap(pointer);
    if (!idMap && (!parent->contains(key) || key == "schema_version")) {
        reader.error(target, unknownFieldMessage(*parent, tokens, tokens.size() - 1));
        return out;
    }

    std::optional<Json> parsed;
    try {
        parsed = Json::parse(value);
    } catch (const Json::out_of_range &) {
        reader.error(target, msg(QT_TRANSLATE_NOOP("Message", "the value %1 is too large to represent"),
                                 {arg::verbatim(value)}));
        return out;
    } catch (const Json::exception &) {
        // Not JSON: take it as text, so `--set strategy.pricing_model=spot` needs no quotes.
    }
    Json *current = parent->contains(key) ? &(*parent)[key] : nullptr;
    Json newValue;
    if (!parsed) {
        // A plain list for an array field: `--set team.cuda_components=flash_attention_3,triton`.
        newValue = current && current->is_array() ? Json(splitList(value)) : Json(value);
    } else if (current && current->is_string() && !parsed->is_string() && !parsed->is_structured()) {
        newValue = value; // `--set name=2027` means the text, not the number
    } else {
        newValue = std::move(*parsed);
    }

    if (idMap && newValue.is_null()) {
        parent->erase(key); // null removes a weight or a score
    } else if (!idMap && current && current->is_object() && newValue.is_object()) {
        // Setting a whole section changes only the fields given, keeping the others as they were.
        for (auto it = newValue.begin(); it != newValue.end(); ++it) (*current)[it.key()] = it.value();
    } else {
        (*parent)[key] = std::move(newValue);
    }

    // Unknown keys inside a section value are warnings in a file but refusals here: the user
    // typed them just now, and a silently ignored edit is worse than an error.
    ScenarioLoad reread = scenario_detail::readScenarioFields(doc.dump(), setLabel);
    if (!hasErrors(reread.diagnostics)) {
        // The fields an edit of the model drags along, then the checks across fields.
        applyWorkloadEdit(scenario.workload, reread.scenario.workload, catalog);
        for (auto &d : validateScenario(reread.scenario, setLabel)) reread.diagnostics.push_back(d);
    }
    if (!reread.diagnostics.empty()) {
        for (auto &d : reread.diagnostics) {
            if (d.severity == Severity::Warning) d.message = refusedInsteadOfIgnored(std::move(d.message));
            d.severity = Severity::Error;
        }
        return reread.diagnostics;
    }
    scenario = std::move(reread.scenario);
    return {};
}

} // namespace ad
