#include "scenario/scenario_io.h"
#include "scenario/levers.h"

#include "base/input_limits.h"
#include "base/json_reader.h"
#include "catalog/catalog_parse.h"
#include "scenario/scenario_fields.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <iterator>
#include <set>
#include <span>
#include <string_view>
#include <variant>

namespace ad {

using namespace scenario_detail;

namespace {

// ---- Reading -----------------------------------------------------------------------------------

void readField(JsonReader &r, const Json &value, const FieldSpec &spec, Scenario &s)
{
    const std::string where = pointerJoin(spec.section, spec.key);
    std::visit(Overloaded{
                   [&](double *p) {
                       if (auto v = readNumber(r, value, where, spec.bounds)) *p = *v;
                   },
                   [&](int *p) {
                       if (auto v = readInteger(r, value, where, spec.bounds)) *p = *v;
                   },
                   [&](bool *p) {
                       if (value.is_boolean()) *p = value.get<bool>();
                       else r.error(where, msg(QT_TRANSLATE_NOOP("Message", "expected true or false, found %1"),
                                               {arg::nested(jsonType(value))}));
                   },
                   [&](std::string *p) {
                       if (auto v = readString(r, value, where)) *p = *v;
                   },
                   [&](std::vector<std::string> *p) {
                       if (auto v = readIdList(r, value, where)) *p = *v;
                   },
                   [&]<class E>(E *p) {
                       if (auto v = readChoice<E>(r, value, where)) *p = *v;
                   },
               },
               spec.ref(s));
}

std::string lastToken(const std::string &pointer)
{
    return pointer.substr(pointer.rfind('/') + 1);
}

std::string parentOf(const std::string &pointer)
{
    const auto cut = pointer.rfind('/');
    return cut == std::string::npos ? std::string() : pointer.substr(0, cut);
}

std::vector<std::string> knownKeys(const std::string &section)
{
    std::vector<std::string> keys;
    if (section.empty()) keys.push_back("schema_version");
    for (const auto &spec : fieldSpecs())
        if (spec.section == section) keys.push_back(spec.key);
    for (const char *child : sections())
        if (*child && parentOf(child) == section) keys.push_back(lastToken(child));
    if (section.empty()) {
        keys.push_back("source");
        keys.push_back("expected_lean");
        keys.push_back("disagreement");
        keys.push_back("decision");
        keys.push_back("uncertainty");
        keys.push_back("saved_prices");
        keys.push_back("workshop"); // read by workshop_io.h beside the scenario, not into it
    }
    return keys;
}

void warnUnknownKeys(JsonReader &r, const Json &object, const std::string &pointer,
                     const std::vector<std::string> &known)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (std::find(known.begin(), known.end(), it.key()) != known.end()) continue;
        if (r.listingFull()) { // not listed: spare the spelling hint
            r.warning(pointerJoin(pointer, it.key()),
                      msg(QT_TRANSLATE_NOOP("Message", "unknown field, ignored")));
            break;
        }
        const auto hint = closestMatch(it.key(), known);
        r.warning(pointerJoin(pointer, it.key()),
                  hint.empty() ? unknownFieldIgnored()
                               : msg(QT_TRANSLATE_NOOP("Message", "unknown field, ignored; did you "
                                                                  "mean %1?"),
                                     {arg::verbatim("\"" + hint + "\"")}));
    }
}

// The object at `pointer`, or null when it is absent or (reported) not an object.
const Json *sectionAt(JsonReader &r, const Json &root, const std::string &pointer)
{
    const Json::json_pointer at(pointer);
    if (!root.contains(at)) return nullptr;
    const Json &node = root.at(at);
    if (node.is_object()) return &node;
    r.error(pointer, msg(QT_TRANSLATE_NOOP("Message", "expected an object, found %1"),
                         {arg::nested(jsonType(node))}));
    return nullptr;
}
// "source" and "expected_lean" mark the shipped presets. They stay out of the field table because
// the writer omits them when empty, so a user's own scenario file carries no trace of them.
constexpr const char *presetLeans[] = {"trainium", "gpu", "hybrid"};

bool knownLean(const std::string &lean)
{
    return lean.empty() || std::find(std::begin(presetLeans), std::end(presetLeans), lean)
        != std::end(presetLeans);
}

Message leanProblem(const std::string &lean)
{
    return msg(QT_TRANSLATE_NOOP("Message", "unknown value %1; expected one of: %2"),
               {arg::quoted(lean), arg::verbatim("trainium, gpu, hybrid")});
}

void readDisagreement(JsonReader &r, const Json &node, SourceDisagreement &out)
{
    const std::string at = "/disagreement";
    if (!node.is_object()) {
        r.error(at, msg(QT_TRANSLATE_NOOP("Message", "expected an object, found %1"),
                        {arg::nested(jsonType(node))}));
        return;
    }
    r.reportUnknownKeys(node, at, {"text", "set", "peak"});
    if (const auto text = r.string(node, at, "text", true)) out.text = *text;
    if (const Json *set = r.field(node, at, "set", false)) {
        if (!set->is_object()) {
            r.error(pointerJoin(at, "set"),
                    msg(QT_TRANSLATE_NOOP("Message", "expected an object of field paths, found %1"),
                        {arg::nested(jsonType(*set))}));
        } else {
            for (auto it = set->begin(); it != set->end(); ++it)
                if (auto v = readString(r, it.value(), pointerJoin(pointerJoin(at, "set"), it.key())))
                    out.set.emplace_back(it.key(), *v);
        }
    }
    if (const Json *peak = r.field(node, at, "peak", false)) {
        const std::string where = pointerJoin(at, "peak");
        if (!peak->is_object()) {
            r.error(where, msg(QT_TRANSLATE_NOOP("Message", "expected an object, found %1"),
                               {arg::nested(jsonType(*peak))}));
            return;
        }
        r.reportUnknownKeys(*peak, where, {"accelerator", "precision", "dense_tflops"});
        if (const auto acc = r.string(*peak, where, "accelerator", true)) out.accelerator = *acc;
        if (const Json *p = r.field(*peak, where, "precision", true))
            if (auto v = readChoice<Precision>(r, *p, pointerJoin(where, "precision"))) out.precision = *v;
        if (const auto tflops = r.number(*peak, where, "dense_tflops", true, {0, true, 1e7}))
            out.denseFlops = *tflops * 1e12;
    }
}

void readPresetTags(JsonReader &r, const Json &root, Scenario &s)
{
    if (const auto it = root.find("disagreement"); it != root.end())
        readDisagreement(r, *it, s.disagreement);
    if (const auto it = root.find("source"); it != root.end())
        if (auto v = readString(r, *it, "/source")) s.source = *v;
    if (const auto it = root.find("expected_lean"); it != root.end()) {
        if (auto v = readString(r, *it, "/expected_lean")) {
            if (knownLean(*v)) s.expectedLean = *v;
            else r.error("/expected_lean", leanProblem(*v));
        }
    }
}

void readDecision(JsonReader &r, const Json &root, DecisionInputs &out)
{
    const Json *decision = sectionAt(r, root, "/decision");
    if (!decision) return;
    warnUnknownKeys(r, *decision, "/decision", {"weights", "scores"});
    if (const Json *weights = sectionAt(r, root, "/decision/weights")) {
        for (auto it = weights->begin(); it != weights->end(); ++it) {
            const auto where = pointerJoin("/decision/weights", it.key());
            if (!checkId(r, it.key(), where)) continue;
            if (auto w = readInteger(r, it.value(), where, weightBounds)) out.weights[it.key()] = *w;
        }
    }
    const Json *scores = sectionAt(r, root, "/decision/scores");
    if (!scores) return;
    for (auto criterion = scores->begin(); criterion != scores->end(); ++criterion) {
        const auto base = pointerJoin("/decision/scores", criterion.key());
        if (!checkId(r, criterion.key(), base)) continue;
        if (!criterion.value().is_object()) {
            r.error(base, msg(QT_TRANSLATE_NOOP("Message", "expected an object of offer id to "
                                                           "score, found %1"),
                              {arg::nested(jsonType(criterion.value()))}));
            continue;
        }
        std::map<std::string, double> row;
        for (auto offer = criterion.value().begin(); offer != criterion.value().end(); ++offer) {
            const auto where = pointerJoin(base, offer.key());
            if (!checkId(r, offer.key(), where)) continue;
            if (auto v = readNumber(r, offer.value(), where, scoreBounds)) row[offer.key()] = *v;
        }
        // An empty row written on purpose survives; one emptied by rejected scores does not.
        if (!row.empty() || criterion.value().empty()) out.scores[criterion.key()] = row;
    }
}

// "uncertainty": {"<input id>": {"low": .., "likely": .., "high": ..}}; "likely" only for the
// multiples of catalog figures (docs/scenario-format.md). The checks are rangeProblem()'s, run by
// validateScenario().
void readUncertainty(JsonReader &r, const Json &root, Scenario &s)
{
    const Json *section = sectionAt(r, root, "/uncertainty");
    if (!section) return;
    for (auto it = section->begin(); it != section->end(); ++it) {
        const auto where = pointerJoin("/uncertainty", it.key());
        if (!checkId(r, it.key(), where)) continue;
        const LeverInfo *info = leverById(it.key());
        if (!info) {
            r.error(where, rangeProblem(s, it.key(), {}));
            continue;
        }
        if (!it.value().is_object()) {
            r.error(where, msg(QT_TRANSLATE_NOOP("Message", "expected an object with \"low\" and "
                                                            "\"high\", found %1"),
                               {arg::nested(jsonType(it.value()))}));
            continue;
        }
        const bool multiplier = isMultiplier(info->lever);
        warnUnknownKeys(r, it.value(), where,
                        multiplier ? std::vector<std::string>{"low", "likely", "high"}
                                   : std::vector<std::string>{"low", "high"});
        Range range{0, multiplier ? 1.0 : 0.0, 0};
        bool complete = true;
        for (auto [key, slot] : {std::pair{"low", &range.low}, {"likely", &range.likely}, {"high", &range.high}}) {
            const auto value = it.value().find(key);
            if (value == it.value().end()) {
                if (std::string_view(key) != "likely") {
                    r.error(pointerJoin(where, key),
                            msg(QT_TRANSLATE_NOOP("Message", "missing: a range needs both ends")));
                    complete = false;
                }
                continue;
            }
            if (std::string_view(key) == "likely" && !multiplier) continue;
            if (auto v = readNumber(r, *value, pointerJoin(where, key), {-1e300, 1e300})) *slot = *v;
            else complete = false;
        }
        if (complete) s.uncertainty[it.key()] = range;
    }
}

// "saved_prices": [{"offer", "pricing_model", "label", "usd_per_chip_hour", "source", "date",
// "kind"}]: the prices the last saved assessment used (docs/scenario-format.md, "Saved prices").
void readSavedPrices(JsonReader &r, const Json &root, Scenario &s)
{
    const auto it = root.find("saved_prices");
    if (it == root.end()) return;
    if (!it->is_array()) {
        r.error("/saved_prices", msg(QT_TRANSLATE_NOOP("Message", "expected an array, found %1"),
                                     {arg::nested(jsonType(*it))}));
        return;
    }
    for (std::size_t i = 0; i < it->size(); ++i) {
        const Json &entry = (*it)[i];
        const std::string where = "/saved_prices/" + std::to_string(i);
        if (!entry.is_object()) {
            r.error(where, msg(QT_TRANSLATE_NOOP("Message", "expected an object, found %1"),
                               {arg::nested(jsonType(entry))}));
            continue;
        }
        warnUnknownKeys(r, entry, where, {"offer", "pricing_model", "label", "usd_per_chip_hour",
                                          "source", "date", "kind"});
        const int before = r.errorCount();
        SavedPrice saved;
        if (const auto offer = r.string(entry, where, "offer", true)) {
            if (checkId(r, *offer, pointerJoin(where, "offer"))) saved.offerId = *offer;
        }
        if (const auto model = r.string(entry, where, "pricing_model", true)) {
            if (const auto m = pricingModelFromString(*model)) saved.model = *m;
            else r.error(pointerJoin(where, "pricing_model"),
                         msg(QT_TRANSLATE_NOOP("Message", "unknown pricing model %1"),
                             {arg::quoted(*model)}));
        }
        if (const auto label = r.string(entry, where, "label", false)) saved.label = *label;
        if (const auto v = r.number(entry, where, "usd_per_chip_hour", true, {0, true, 1e6}))
            saved.usdPerChipHour = *v;
        if (const auto source = r.string(entry, where, "source", true)) saved.provenance.source = *source;
        if (const auto date = r.string(entry, where, "date", true)) {
            if (catalog_detail::isValidDate(*date)) saved.provenance.date = *date;
            else r.error(pointerJoin(where, "date"),
                         msg(QT_TRANSLATE_NOOP("Message", "not a date (YYYY, YYYY-MM or "
                                                          "YYYY-MM-DD): %1"),
                             {arg::quoted(*date)}));
        }
        if (const auto kind = r.string(entry, where, "kind", true)) {
            if (const auto k = figureKindFromString(*kind)) saved.provenance.kind = *k;
            else r.error(pointerJoin(where, "kind"),
                         msg(QT_TRANSLATE_NOOP("Message", "unknown kind %1"), {arg::quoted(*kind)}));
        }
        for (const std::size_t size : {saved.offerId.size(), saved.label.size(), saved.provenance.source.size()})
            if (size > limits::scenarioTextChars)
                r.error(where, msg(QT_TRANSLATE_NOOP("Message", "a text is longer than %1 characters"),
                                   {arg::exact(double(limits::scenarioTextChars))}));
        if (r.errorCount() == before) s.savedPrices.push_back(std::move(saved));
    }
}

// ---- Migration ---------------------------------------------------------------------------------
// A file written by an older version is upgraded one version at a time before it is read, so the
// reader only ever knows the current layout. Step i turns a version i+1 object into version i+2.
// To introduce version 2: bump scenarioSchemaVersion, write `void migrateV1ToV2(Json &, JsonReader &)`
// and list it here; the static_assert refuses a version bump that forgets the step.
using MigrationStep = void (*)(Json &root, JsonReader &reader);

// Version 2: the strategy's region is gone (each catalog price names the region it applies to,
// and no price table varies by region), and the per-token and per-run cost criteria are part of
// the cost over the horizon, so weights for them no longer exist.
void migrateV1ToV2(Json &root, JsonReader &reader)
{
    if (root.contains("strategy") && root["strategy"].is_object()) {
        Json &strategy = root["strategy"];
        if (strategy.contains("region")) {
            const Json region = strategy["region"];
            if (!(region.is_string() && region.get<std::string>().empty()))
                reader.warning("/strategy/region",
                               msg(QT_TRANSLATE_NOOP("Message", "the region is no longer read: "
                                                                "each catalog price states the "
                                                                "region it applies to; the value "
                                                                "was dropped")));
            strategy.erase("region");
        }
    }
    if (root.contains("decision") && root["decision"].is_object()
        && root["decision"].contains("weights") && root["decision"]["weights"].is_object()) {
        Json &weights = root["decision"]["weights"];
        for (const char *gone : {"cost_per_token", "training_cost"}) {
            if (!weights.contains(gone)) continue;
            reader.warning(pointerJoin("/decision/weights", gone),
                           msg(QT_TRANSLATE_NOOP("Message", "this criterion is now part of the "
                                                            "cost over the horizon; its weight "
                                                            "was dropped")));
            weights.erase(gone);
        }
    }
}

// Version 3 adds the optional "uncertainty" section: a version 2 file reads unchanged, and an
// older program refuses a version 3 file instead of dropping its ranges unnoticed.
void migrateV2ToV3(Json &, JsonReader &) {}

// Version 4 adds the serving lengths and latency targets (workload.inference.input_tokens,
// output_tokens, tpot_ms, ttft_ms). A version 3 file lacks them and so reads as "no target",
// today's offline serving at the typed batch; an older program refuses a version 4 file instead
// of dropping a target it cannot honour.
void migrateV3ToV4(Json &, JsonReader &) {}

constexpr std::array<MigrationStep, 3> migrationSteps{migrateV1ToV2, migrateV2ToV3, migrateV3ToV4};
static_assert(migrationSteps.size() == scenarioSchemaVersion - 1,
              "each schema version above 1 needs a migration step from the one before");

void migrateToCurrent(Json &root, int fromVersion, JsonReader &reader)
{
    for (int version = fromVersion; version < scenarioSchemaVersion; ++version) {
        migrationSteps[static_cast<std::size_t>(version - 1)](root, reader);
        root["schema_version"] = version + 1;
    }
}

// ---- Writing -----------------------------------------------------------------------------------

using OrderedJson = nlohmann::ordered_json;

// Whole numbers are written without a fractional part ("70", not "70.0"); 2^53 keeps it exact.
OrderedJson numberJson(double v)
{
    if (std::isfinite(v) && std::floor(v) == v && std::fabs(v) < 9007199254740992.0)
        return static_cast<std::int64_t>(v);
    return v;
}
} // namespace

std::string closestMatch(const std::string &word, const std::vector<std::string> &candidates)
{
    // Levenshtein distance; a candidate counts as close when a third of its letters or fewer differ.
    auto distance = [](const std::string &a, const std::string &b) {
        std::vector<std::size_t> row(b.size() + 1);
        for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
        for (std::size_t i = 1; i <= a.size(); ++i) {
            std::size_t diagonal = row[0];
            row[0] = i;
            for (std::size_t j = 1; j <= b.size(); ++j) {
                const std::size_t above = row[j];
                row[j] = std::min({row[j] + 1, row[j - 1] + 1,
                                   diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
                diagonal = above;
            }
        }
        return row[b.size()];
    };
    std::string best;
    std::size_t bestDistance = 0;
    for (const auto &candidate : candidates) {
        // The distance is at least the difference in length, so a word far longer than every
        // candidate (a hostile key) costs nothing here instead of its length times theirs.
        const std::size_t slack = std::max<std::size_t>(2, candidate.size() / 3);
        if (word.size() > candidate.size() + slack) continue;
        const std::size_t d = distance(word, candidate);
        if (d <= std::max<std::size_t>(2, candidate.size() / 3)
            && (best.empty() || d < bestDistance)) {
            best = candidate;
            bestDistance = d;
        }
    }
    return best;
}

ScenarioLoad parseScenario(const std::string &text, const std::string &fileName)
{
    ScenarioLoad result = scenario_detail::readScenarioFields(text, fileName);
    // Range errors were refused field by field; what remains are the cross-field checks.
    if (!hasErrors(result.diagnostics))
        for (auto &d : validateScenario(result.scenario, fileName)) result.diagnostics.push_back(d);
    return result;
}

ScenarioLoad scenario_detail::readScenarioFields(const std::string &text, const std::string &fileName)
{
    ScenarioLoad result{defaultScenario(), {}};
    JsonReader reader(fileName, result.diagnostics);

    auto parsed = reader.parse(text);
    if (!parsed) return result;
    Json &root = *parsed;
    if (!reader.checkSchemaVersion(root, scenarioSchemaVersion)) return result;
    migrateToCurrent(root, root["schema_version"].get<int>(), reader);
    if (reader.errorCount() > 0) return result;

    for (const char *section : sections()) {
        const Json *object = *section ? sectionAt(reader, root, section) : &root;
        if (!object) continue;
        warnUnknownKeys(reader, *object, section, knownKeys(section));
        for (const auto &spec : fieldSpecs()) {
            if (spec.section != std::string_view(section)) continue;
            const auto it = object->find(spec.key);
            if (it != object->end()) readField(reader, *it, spec, result.scenario);
        }
    }
    readPresetTags(reader, root, result.scenario);
    readDecision(reader, root, result.scenario.decision);
    readUncertainty(reader, root, result.scenario);
    readSavedPrices(reader, root, result.scenario);
    return result;
}

ScenarioLoad loadScenarioFile(const std::string &path)
{
    ScenarioLoad result{defaultScenario(), {}};
    const auto text =
        readTextFile(path, limits::scenarioFileBytes,
                     msg(QT_TRANSLATE_NOOP("Message", "scenario file")), result.diagnostics);
    if (!text) return result;
    return parseScenario(*text, path);
}

std::string serializeScenario(const Scenario &scenario)
{
    Scenario copy = scenario; // the field table hands out non-const references
    OrderedJson doc;
    doc["schema_version"] = scenarioSchemaVersion;
    for (const auto &spec : fieldSpecs()) {
        OrderedJson &slot = doc[OrderedJson::json_pointer(pointerJoin(spec.section, spec.key))];
        std::visit(Overloaded{
                       [&](double *p) { slot = numberJson(*p); },
                       [&](int *p) { slot = *p; },
                       [&](bool *p) { slot = *p; },
                       [&](std::string *p) { slot = *p; },
                       [&](std::vector<std::string> *p) { slot = *p; },
                       [&]<class E>(E *p) { slot = toString(*p); },
                   },
                   spec.ref(copy));
        if (!*spec.section && std::string_view(spec.key) == "description") {
            if (!scenario.source.empty()) doc["source"] = scenario.source;
            if (!scenario.expectedLean.empty()) doc["expected_lean"] = scenario.expectedLean;
            const SourceDisagreement &d = scenario.disagreement;
            if (!d.text.empty()) {
                OrderedJson &out = doc["disagreement"];
                out["text"] = d.text;
                if (!d.set.empty()) {
                    out["set"] = OrderedJson::object();
                    for (const auto &[path, value] : d.set) out["set"][path] = value;
                }
                if (d.denseFlops > 0)
                    out["peak"] = {{"accelerator", d.accelerator}, {"precision", toString(d.precision)},
                                   {"dense_tflops", numberJson(d.denseFlops / 1e12)}};
            }
        }
    }
    OrderedJson &decision = doc["decision"];
    decision["weights"] = OrderedJson::object();
    for (const auto &[id, weight] : scenario.decision.weights) decision["weights"][id] = weight;
    decision["scores"] = OrderedJson::object();
    for (const auto &[criterion, row] : scenario.decision.scores) {
        OrderedJson &out = decision["scores"][criterion];
        out = OrderedJson::object();
        for (const auto &[offer, score] : row) out[offer] = numberJson(score);
    }
    for (const auto &[id, range] : scenario.uncertainty) {
        OrderedJson &out = doc["uncertainty"][id];
        out["low"] = numberJson(range.low);
        const LeverInfo *info = leverById(id);
        if (info && isMultiplier(info->lever)) out["likely"] = numberJson(range.likely);
        out["high"] = numberJson(range.high);
    }
    for (const SavedPrice &p : scenario.savedPrices) {
        OrderedJson entry;
        entry["offer"] = p.offerId;
        entry["pricing_model"] = toString(p.model);
        if (!p.label.empty()) entry["label"] = p.label;
        entry["usd_per_chip_hour"] = numberJson(p.usdPerChipHour);
        entry["source"] = p.provenance.source;
        entry["date"] = p.provenance.date;
        entry["kind"] = toString(p.provenance.kind);
        doc["saved_prices"].push_back(entry);
    }
    // Invalid UTF-8 typed into a name must not make saving throw.
    return doc.dump(2, ' ', false, OrderedJson::error_handler_t::replace) + "\n";
}

Diagnostics validateScenario(const Scenario &scenario, const std::string &fileName)
{
    Diagnostics out;
    JsonReader r(fileName, out);
    Scenario copy = scenario;
    for (const auto &spec : fieldSpecs()) {
        const std::string where = pointerJoin(spec.section, spec.key);
        std::visit(Overloaded{
                       [&](double *p) { checkBounds(r, *p, where, spec.bounds); },
                       [&](int *p) { checkBounds(r, *p, where, spec.bounds); },
                       [&](bool *) {},
                       [&](std::string *p) { checkLength(r, *p, where, limits::scenarioTextChars); },
                       [&](std::vector<std::string> *p) {
                           checkIdList(r, *p, where);
                           for (std::size_t i = 0; i < p->size(); ++i)
                               checkLength(r, (*p)[i], pointerJoin(where, i),
                                           limits::scenarioTextChars);
                       },
                       [&]<class E>(E *p) {
                           const auto choices = choicesOf(E{});
                           if (std::find(choices.begin(), choices.end(), *p) == choices.end())
                               r.error(where, msg(QT_TRANSLATE_NOOP("Message", "holds a value outside %1"),
                                                  {arg::verbatim(choiceList<E>())}));
                       },
                   },
                   spec.ref(copy));
    }
    auto checkIdText = [&](const std::string &id, const std::string &where) {
        return checkId(r, id, where) && checkLength(r, id, where, limits::scenarioTextChars);
    };
    for (const auto &[id, weight] : scenario.decision.weights) {
        const auto where = pointerJoin("/decision/weights", id);
        if (checkIdText(id, where)) checkBounds(r, weight, where, weightBounds);
    }
    for (const auto &[criterion, row] : scenario.decision.scores) {
        const auto base = pointerJoin("/decision/scores", criterion);
        if (!checkIdText(criterion, base)) continue;
        for (const auto &[offer, score] : row) {
            const auto where = pointerJoin(base, offer);
            if (checkIdText(offer, where)) checkBounds(r, score, where, scoreBounds);
        }
    }
    checkLength(r, scenario.source, "/source", limits::scenarioTextChars);
    for (const auto &[id, range] : scenario.uncertainty) {
        const auto where = pointerJoin("/uncertainty", id);
        if (!checkIdText(id, where)) continue;
        if (Message problem = rangeProblem(scenario, id, range); !problem.empty())
            r.error(where, std::move(problem));
    }

    if (!knownLean(scenario.expectedLean))
        r.error("/expected_lean", leanProblem(scenario.expectedLean));

    const Workload &w = scenario.workload;
    if (w.activeParametersB > w.parametersB)
        r.error("/workload/active_parameters_b",
                // The other field as an argument, so that the forms can name it by its label.
                msg(QT_TRANSLATE_NOOP("Message", "must not exceed %1 (%2): a model cannot use more "
                                                 "parameters per token than it has (got %3)"),
                    {arg::verbatim("parameters_b"), arg::exact(w.parametersB),
                     arg::exact(w.activeParametersB)}));
    return out;
}

} // namespace ad
