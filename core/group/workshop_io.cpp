// Reading and writing workshops and ballot files. The format is documented in docs/workshop.md.
#include "group/workshop_io.h"

#include "base/input_limits.h"
#include "base/name_text.h"
#include "scenario/scenario_io.h"

#include <cmath>
#include <set>
#include <unordered_set>

namespace ad {

namespace {

using OrderedJson = nlohmann::ordered_json;

constexpr int maxRounds = limits::rounds;
constexpr std::size_t maxTextLength = limits::workshopTextChars; // names, titles, ids
constexpr std::size_t maxNoteLength = limits::workshopNoteChars;  // a round's discussion notes

// The ids a catalog knows, or nothing to check against.
enum class IdCheck { Skip, Warn, Refuse };

bool checkVersion(JsonReader &r, const Json &object, const std::string &pointer, int supported)
{
    const auto version = r.integer(object, pointer, "schema_version", true, 1, 1000000);
    if (!version) return false;
    if (*version > supported) {
        r.error(pointerJoin(pointer, "schema_version"),
                msg(QT_TRANSLATE_NOOP("Message", "schema version %1 is newer than this version of "
                                                 "AccelDecide reads (%2)"),
                    {arg::exact(*version), arg::exact(supported)}));
        return false;
    }
    return true;
}

// "must be between 1 and 5 (got 7)"
Message betweenMessage(double min, double max, double got)
{
    return msg(QT_TRANSLATE_NOOP("Message", "must be between %1 and %2 (got %3)"),
               {arg::exact(min), arg::exact(max), arg::exact(got)});
}

std::optional<int> wholeValue(JsonReader &r, const Json &value, const std::string &where, int min,
                              int max)
{
    const auto v = r.numberValue(value, where, anyFinite);
    if (!v) return std::nullopt;
    if (std::floor(*v) != *v) {
        r.error(where, msg(QT_TRANSLATE_NOOP("Message", "must be a whole number (got %1)"),
                           {arg::exact(*v)}));
        return std::nullopt;
    }
    if (*v < min || *v > max) {
        r.error(where, betweenMessage(min, max, *v));
        return std::nullopt;
    }
    return static_cast<int>(*v);
}

std::optional<std::string> text(JsonReader &r, const Json &object, const std::string &pointer,
                                const char *key, bool required, bool nonEmpty,
                                std::size_t maxLength = maxTextLength)
{
    auto value = r.string(object, pointer, key, required);
    if (!value) return std::nullopt;
    const auto where = pointerJoin(pointer, key);
    if (nonEmpty && value->find_first_not_of(" \t\r\n") == std::string::npos) {
        r.error(where, msg(QT_TRANSLATE_NOOP("Message", "must not be empty")));
        return std::nullopt;
    }
    if (!checkLength(r, *value, where, maxLength)) return std::nullopt;
    return value;
}

const Json *objectField(JsonReader &r, const Json &object, const std::string &pointer,
                        const char *key, bool required)
{
    const Json *value = r.field(object, pointer, key, required);
    if (!value) return nullptr;
    if (!value->is_object()) {
        r.error(pointerJoin(pointer, key), msg(QT_TRANSLATE_NOOP("Message", "expected an object, found %1"),
                                               {arg::nested(jsonType(*value))}));
        return nullptr;
    }
    return value;
}

const Json *arrayField(JsonReader &r, const Json &object, const std::string &pointer,
                       const char *key, std::size_t maxSize)
{
    const Json *value = r.field(object, pointer, key, false);
    if (!value) return nullptr;
    const auto where = pointerJoin(pointer, key);
    if (!value->is_array()) {
        r.error(where, msg(QT_TRANSLATE_NOOP("Message", "expected an array, found %1"),
                           {arg::nested(jsonType(*value))}));
        return nullptr;
    }
    if (value->size() > maxSize) {
        r.error(where, msg(QT_TRANSLATE_NOOP("Message", "holds %1 entries; at most %2 are allowed"),
                           {arg::count(double(value->size())), arg::count(double(maxSize))}));
        return nullptr;
    }
    return value;
}

void unknownId(JsonReader &r, IdCheck check, const std::string &where, Message message)
{
    if (check == IdCheck::Refuse) r.error(where, std::move(message));
    else if (check == IdCheck::Warn)
        r.warning(where, msg(QT_TRANSLATE_NOOP("Message", "%1; kept, but it has no effect"),
                             {arg::nested(std::move(message))}));
}

Message unknownCriterion(const std::string &id)
{
    return msg(QT_TRANSLATE_NOOP("Message", "unknown criterion %1"), {arg::quoted(id)});
}

void readWeights(JsonReader &r, const Json &weights, const std::string &base, const Catalog *catalog,
                 IdCheck check, Ballot &out)
{
    for (auto it = weights.begin(); it != weights.end(); ++it) {
        const auto where = pointerJoin(base, it.key());
        if (it.key().empty()) {
            r.error(where, msg(QT_TRANSLATE_NOOP("Message", "a criterion id must not be empty")));
            continue;
        }
        if (catalog && !catalog->criterion(it.key()))
            unknownId(r, check, where, unknownCriterion(it.key()));
        if (auto w = wholeValue(r, it.value(), where, 1, 5)) out.weights[it.key()] = *w;
    }
}

void readScores(JsonReader &r, const Json &scores, const std::string &base, const Catalog *catalog,
                IdCheck check, Ballot &out)
{
    for (auto criterion = scores.begin(); criterion != scores.end(); ++criterion) {
        const auto row = pointerJoin(base, criterion.key());
        if (!criterion.value().is_object()) {
            r.error(row, msg(QT_TRANSLATE_NOOP("Message", "expected an object of offer id to score, "
                                                          "found %1"),
                             {arg::nested(jsonType(criterion.value()))}));
            continue;
        }
        if (catalog) {
            const Criterion *c = catalog->criterion(criterion.key());
            if (!c)
                unknownId(r, check, row, unknownCriterion(criterion.key()));
            else if (c->derived)
                unknownId(r, check, row,
                          msg(QT_TRANSLATE_NOOP("Message", "%1 is computed by the model; only "
                                                           "expert-profile criteria take a "
                                                           "participant's scores"),
                              {arg::quoted(criterion.key())}));
        }
        for (auto offer = criterion.value().begin(); offer != criterion.value().end(); ++offer) {
            const auto where = pointerJoin(row, offer.key());
            if (offer.key().empty()) {
                r.error(where, msg(QT_TRANSLATE_NOOP("Message", "an offer id must not be empty")));
                continue;
            }
            if (catalog && !catalog->offer(offer.key()))
                unknownId(r, check, where,
                          msg(QT_TRANSLATE_NOOP("Message", "unknown offer %1"), {arg::quoted(offer.key())}));
            const auto v = r.numberValue(offer.value(), where, anyFinite);
            if (!v) continue;
            if (*v < 0 || *v > 1) {
                r.error(where, betweenMessage(0, 1, *v));
                continue;
            }
            out.scores[criterion.key()][offer.key()] = *v;
        }
    }
}

// A ballot object. `participantRequired` is false in a ballot file, where the file's participant
// stands in for a missing one. nullopt when any part of it was refused.
std::optional<Ballot> readBallot(JsonReader &r, const Json &object, const std::string &pointer,
                                 bool participantRequired, const Catalog *catalog, IdCheck check)
{
    if (!object.is_object()) {
        r.error(pointer, msg(QT_TRANSLATE_NOOP("Message", "expected a ballot object, found %1"),
                             {arg::nested(jsonType(object))}));
        return std::nullopt;
    }
    const int errorsBefore = r.errorCount();
    r.reportUnknownKeys(object, pointer, {"participant", "round", "timestamp",
                                          "scenario_fingerprint", "weights", "scores",
                                          "from_device"});
    Ballot b;
    if (auto v = text(r, object, pointer, "participant", participantRequired, true)) {
        b.participantId = *v;
    }
    if (const Json *round = r.field(object, pointer, "round", true))
        if (auto v = wholeValue(r, *round, pointerJoin(pointer, "round"), 1, maxRounds)) b.round = *v;
    if (auto v = text(r, object, pointer, "timestamp", true, true)) {
        if (parseIsoTimestamp(*v)) b.timestamp = *v;
        else
            r.error(pointerJoin(pointer, "timestamp"),
                    msg(QT_TRANSLATE_NOOP("Message", "%1 is not an ISO 8601 date and time with a "
                                                     "zone, such as 2026-03-14T09:30:00Z"),
                        {arg::quoted(*v)}));
    }
    if (auto v = text(r, object, pointer, "scenario_fingerprint", true, true))
        b.scenarioFingerprint = *v;
    if (auto v = r.boolean(object, pointer, "from_device", false)) b.fromDevice = *v;
    if (const Json *weights = objectField(r, object, pointer, "weights", true))
        readWeights(r, *weights, pointerJoin(pointer, "weights"), catalog, check, b);
    if (const Json *scores = objectField(r, object, pointer, "scores", false))
        readScores(r, *scores, pointerJoin(pointer, "scores"), catalog, check, b);
    if (r.errorCount() > errorsBefore) return std::nullopt;
    return b;
}

std::optional<Participant> readParticipant(JsonReader &r, const Json &object,
                                           const std::string &pointer)
{
    if (!object.is_object()) {
        r.error(pointer, msg(QT_TRANSLATE_NOOP("Message", "expected a participant object, found %1"),
                             {arg::nested(jsonType(object))}));
        return std::nullopt;
    }
    r.reportUnknownKeys(object, pointer, {"id", "name"});
    const auto id = text(r, object, pointer, "id", true, true);
    const auto name = text(r, object, pointer, "name", true, true);
    if (!id || !name) return std::nullopt;
    // The same rule as for a name typed in the room: a file must not bring in a name that
    // reorders or hides the names around it.
    if (auto problem = nameProblem(*name, maxTextLength); !problem.empty()) {
        r.error(pointerJoin(pointer, "name"), problem);
        return std::nullopt;
    }
    return Participant{*id, *name};
}

void readParticipants(JsonReader &r, const Json &root, const std::string &pointer, Workshop &w)
{
    const Json *list = arrayField(r, root, pointer, "participants", limits::participants);
    if (!list) return;
    const auto base = pointerJoin(pointer, "participants");
    std::set<std::string> ids, names;
    for (std::size_t i = 0; i < list->size(); ++i) {
        const auto where = pointerJoin(base, i);
        auto p = readParticipant(r, (*list)[i], where);
        if (!p) continue;
        if (!ids.insert(p->id).second)
            r.error(pointerJoin(where, "id"), msg(QT_TRANSLATE_NOOP("Message", "the id %1 is used twice"),
                                                  {arg::quoted(p->id)}));
        else if (!names.insert(p->name).second)
            r.error(pointerJoin(where, "name"), msg(QT_TRANSLATE_NOOP("Message", "the name %1 is used twice"),
                                                    {arg::quoted(p->name)}));
        else
            w.participants.push_back(*p);
    }
}

// The participants' ids, so that checking each ballot's author takes constant time: a list
// search per ballot made large workshops load in quadratic time.
using IdSet = std::unordered_set<std::string>;

void readRound(JsonReader &r, const Json &object, const std::string &pointer, int expected,
               const Catalog *catalog, const IdSet &participantIds, Workshop &w)
{
    if (!object.is_object()) {
        r.error(pointer, msg(QT_TRANSLATE_NOOP("Message", "expected a round object, found %1"),
                             {arg::nested(jsonType(object))}));
        return;
    }
    r.reportUnknownKeys(object, pointer, {"number", "revealed", "note", "ballots"});
    Round round;
    round.number = expected;
    if (const Json *number = r.field(object, pointer, "number", true)) {
        const auto where = pointerJoin(pointer, "number");
        if (auto v = wholeValue(r, *number, where, 1, maxRounds); v && *v != expected)
            r.error(where, msg(QT_TRANSLATE_NOOP("Message", "rounds are numbered from 1 in order: "
                                                            "expected %1 (got %2)"),
                               {arg::exact(expected), arg::exact(*v)}));
    }
    if (auto v = r.boolean(object, pointer, "revealed", false)) round.revealed = *v;
    if (auto v = text(r, object, pointer, "note", false, false, maxNoteLength)) round.note = *v;
    if (const Json *ballots = arrayField(r, object, pointer, "ballots", limits::ballotsPerRound)) {
        const auto base = pointerJoin(pointer, "ballots");
        IdSet voted;
        for (std::size_t i = 0; i < ballots->size(); ++i) {
            const auto where = pointerJoin(base, i);
            auto b = readBallot(r, (*ballots)[i], where, true, catalog, IdCheck::Warn);
            if (!b) continue;
            if (b->round != expected)
                r.error(pointerJoin(where, "round"),
                        msg(QT_TRANSLATE_NOOP("Message", "the ballot sits in round %1 but says round %2"),
                            {arg::exact(expected), arg::exact(b->round)}));
            else if (!participantIds.count(b->participantId))
                r.error(pointerJoin(where, "participant"),
                        msg(QT_TRANSLATE_NOOP("Message", "no participant has the id %1"),
                            {arg::quoted(b->participantId)}));
            else if (!voted.insert(b->participantId).second)
                r.error(pointerJoin(where, "participant"),
                        msg(QT_TRANSLATE_NOOP("Message", "%1 already has a ballot in this round"),
                            {arg::quoted(b->participantId)}));
            else
                round.ballots.push_back(std::move(*b));
        }
    }
    w.rounds.push_back(std::move(round));
}

OrderedJson ballotToJson(const Ballot &b)
{
    OrderedJson out;
    out["participant"] = b.participantId;
    out["round"] = b.round;
    out["timestamp"] = b.timestamp;
    out["scenario_fingerprint"] = b.scenarioFingerprint;
    if (b.fromDevice) out["from_device"] = true; // written only when true: older files stay as they were
    out["weights"] = OrderedJson::object();
    for (const auto &[id, w] : b.weights) out["weights"][id] = w;
    out["scores"] = OrderedJson::object();
    for (const auto &[criterion, row] : b.scores) {
        OrderedJson &cells = out["scores"][criterion];
        cells = OrderedJson::object();
        for (const auto &[offer, score] : row) cells[offer] = score;
    }
    return out;
}

std::string dump(const OrderedJson &doc)
{
    // Invalid UTF-8 typed into a name must not make saving throw.
    return doc.dump(2, ' ', false, OrderedJson::error_handler_t::replace) + "\n";
}

} // namespace

WorkshopLoad readWorkshop(const Json &object, const std::string &file, const std::string &pointer,
                          const Catalog *catalog)
{
    WorkshopLoad out;
    JsonReader r(file, out.diagnostics);
    if (!object.is_object()) {
        r.error(pointer, msg(QT_TRANSLATE_NOOP("Message", "expected a workshop object, found %1"),
                             {arg::nested(jsonType(object))}));
        return out;
    }
    if (!checkVersion(r, object, pointer, workshopSchemaVersion)) return out;
    r.reportUnknownKeys(object, pointer, {"schema_version", "title", "facilitator", "anonymous",
                                          "label_key", "method", "current_round", "participants",
                                          "rounds"});
    Workshop w;
    w.rounds.clear();
    if (auto v = text(r, object, pointer, "title", false, false)) w.title = *v;
    if (auto v = text(r, object, pointer, "facilitator", false, false)) w.facilitator = *v;
    if (auto v = r.boolean(object, pointer, "anonymous", false)) w.anonymous = *v;
    if (auto v = text(r, object, pointer, "label_key", false, false)) w.labelKey = *v;
    if (auto v = r.string(object, pointer, "method", false)) {
        if (auto m = aggregationMethodFromString(*v)) w.method = *m;
        else
            r.error(pointerJoin(pointer, "method"),
                    msg(QT_TRANSLATE_NOOP("Message", "unknown value %1; expected one of: mean, "
                                                     "median, geometric"),
                        {arg::quoted(*v)}));
    }
    readParticipants(r, object, pointer, w);
    IdSet participantIds;
    for (const Participant &p : w.participants) participantIds.insert(p.id);
    if (const Json *rounds = arrayField(r, object, pointer, "rounds", maxRounds)) {
        const auto base = pointerJoin(pointer, "rounds");
        for (std::size_t i = 0; i < rounds->size(); ++i)
            readRound(r, (*rounds)[i], pointerJoin(base, i), static_cast<int>(i) + 1, catalog,
                      participantIds, w);
    }
    if (w.rounds.empty()) w.rounds.push_back(Round{});
    w.currentRound = static_cast<int>(w.rounds.size());
    if (const Json *current = r.field(object, pointer, "current_round", false)) {
        const auto where = pointerJoin(pointer, "current_round");
        if (auto v = wholeValue(r, *current, where, 1, maxRounds); v && *v != w.currentRound)
            r.error(where, msg(QT_TRANSLATE_NOOP("Message", "the current round is the last one, %1 "
                                                            "(got %2)"),
                               {arg::exact(w.currentRound), arg::exact(*v)}));
    }
    if (r.errorCount() == 0) out.workshop = std::move(w);
    return out;
}

WorkshopLoad parseWorkshop(const std::string &text, const std::string &file,
                           const Catalog *catalog)
{
    WorkshopLoad out;
    JsonReader r(file, out.diagnostics);
    const auto root = r.parse(text);
    if (!root) return out;
    return readWorkshop(*root, file, "", catalog);
}

WorkshopLoad parseWorkshopInScenario(const std::string &text, const std::string &file,
                                     const Catalog *catalog)
{
    WorkshopLoad out;
    JsonReader r(file, out.diagnostics);
    const auto root = r.parse(text);
    if (!root || !root->is_object()) return out;
    const auto it = root->find("workshop");
    if (it == root->end()) return out;
    return readWorkshop(*it, file, "/workshop", catalog);
}

nlohmann::ordered_json workshopToJson(const Workshop &w)
{
    OrderedJson out;
    out["schema_version"] = workshopSchemaVersion;
    out["title"] = w.title;
    out["facilitator"] = w.facilitator;
    out["anonymous"] = w.anonymous;
    if (!w.labelKey.empty()) out["label_key"] = w.labelKey;
    out["method"] = toString(w.method);
    out["current_round"] = static_cast<int>(w.rounds.size());
    out["participants"] = OrderedJson::array();
    for (const auto &p : w.participants) out["participants"].push_back({{"id", p.id}, {"name", p.name}});
    out["rounds"] = OrderedJson::array();
    for (const auto &round : w.rounds) {
        OrderedJson r;
        r["number"] = round.number;
        r["revealed"] = round.revealed;
        r["note"] = round.note;
        r["ballots"] = OrderedJson::array();
        for (const auto &b : round.ballots) r["ballots"].push_back(ballotToJson(b));
        out["rounds"].push_back(std::move(r));
    }
    return out;
}

std::string serializeWorkshop(const Workshop &workshop) { return dump(workshopToJson(workshop)); }

std::string serializeScenarioWithWorkshop(const Scenario &scenario, const Workshop *workshop)
{
    const std::string plain = serializeScenario(scenario);
    if (!workshop) return plain;
    OrderedJson doc = OrderedJson::parse(plain);
    doc["workshop"] = workshopToJson(*workshop);
    return dump(doc);
}

BallotLoad parseBallotFile(const std::string &text, const std::string &file,
                           const Catalog *catalog)
{
    BallotLoad out;
    JsonReader r(file, out.diagnostics);
    const auto root = r.parse(text);
    if (!root || !r.checkSchemaVersion(*root, ballotSchemaVersion)) return out;
    r.reportUnknownKeys(*root, "", {"schema_version", "kind", "participant", "ballot"});
    if (auto kind = r.string(*root, "", "kind", true); kind && *kind != ballotKind)
        r.error("/kind", msg(QT_TRANSLATE_NOOP("Message", "%1 is not a ballot; a ballot file has "
                                                          "kind \"%2\""),
                             {arg::quoted(*kind), arg::verbatim(ballotKind)}));
    std::optional<Participant> participant;
    if (const Json *p = r.field(*root, "", "participant", true))
        participant = readParticipant(r, *p, "/participant");
    std::optional<Ballot> ballot;
    if (const Json *b = r.field(*root, "", "ballot", true))
        ballot = readBallot(r, *b, "/ballot", false, catalog, IdCheck::Refuse);
    if (!participant || !ballot) return out;

    if (ballot->participantId.empty()) ballot->participantId = participant->id;
    else if (ballot->participantId != participant->id)
        r.error("/ballot/participant",
                msg(QT_TRANSLATE_NOOP("Message", "names %1 but the file is from participant %2"),
                    {arg::quoted(ballot->participantId), arg::quoted(participant->id)}));
    if (catalog)
        for (const auto &c : catalog->criteria)
            if (!ballot->weights.count(c.id))
                r.warning("/ballot/weights",
                          msg(QT_TRANSLATE_NOOP("Message", "no weight for criterion %1; the "
                                                           "scenario's weight stands for it"),
                              {arg::quoted(c.id)}));
    out.ballot = {*participant, *ballot};
    return out;
}

BallotLoad loadBallotFile(const std::string &path, const Catalog *catalog)
{
    BallotLoad out;
    const auto text = readTextFile(path, limits::ballotFileBytes,
                                   msg(QT_TRANSLATE_NOOP("Message", "ballot file")), out.diagnostics);
    if (!text) return out;
    return parseBallotFile(*text, path, catalog);
}

std::string serializeBallotFile(const BallotFile &file)
{
    OrderedJson doc;
    doc["schema_version"] = ballotSchemaVersion;
    doc["kind"] = ballotKind;
    doc["participant"] = {{"id", file.participant.id}, {"name", file.participant.name}};
    doc["ballot"] = ballotToJson(file.ballot);
    return dump(doc);
}

} // namespace ad
