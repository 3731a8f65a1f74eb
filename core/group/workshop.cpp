// Workshop editing, ballot checks, fingerprints and the merge of ballot files. The rules are in
// docs/workshop.md.
#include "group/workshop.h"

#include "base/input_limits.h"
#include "base/json_reader.h"
#include "base/name_text.h"
#include "scenario/scenario_io.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <random>

namespace ad {

namespace {

constexpr std::size_t maxNameLength = limits::workshopTextChars;

std::string trimmed(const std::string &text)
{
    return trimmedName(text);
}

// An empty or over-long name, one that is not plain text (name_text.h), or one that looks like
// another participant's would make the reveal ambiguous in the room, or let one name pass for
// another.
Message participantNameProblem(const Workshop &w, const std::string &name,
                               const std::string &exceptId)
{
    if (name.empty()) return msg(QT_TRANSLATE_NOOP("Message", "a participant needs a name or an alias"));
    if (Message problem = nameProblem(name, maxNameLength); !problem.empty())
        return msg(QT_TRANSLATE_NOOP("Message", "the name %1"), {arg::nested(std::move(problem))});
    const std::string key = lookalikeKey(name);
    for (const auto &p : w.participants) {
        if (p.id == exceptId) continue;
        if (p.name == name)
            return msg(QT_TRANSLATE_NOOP("Message", "%1 is already taken by another participant"),
                       {arg::quoted(name)});
        if (lookalikeKey(p.name) == key)
            return msg(QT_TRANSLATE_NOOP("Message", "%1 looks the same as %2, another participant's "
                                                    "name; choose one the room can tell apart"),
                       {arg::quoted(name), arg::quoted(p.name)});
    }
    return {};
}

Message noParticipant(const std::string &id)
{
    return msg(QT_TRANSLATE_NOOP("Message", "no participant with id %1"), {arg::quoted(id)});
}

std::string freshId(const Workshop &w)
{
    for (std::size_t n = w.participants.size() + 1;; ++n) {
        std::string id = "p" + std::to_string(n);
        if (!w.participant(id)) return id;
    }
}

Round &currentRound(Workshop &w)
{
    if (w.rounds.empty()) w.rounds.push_back(Round{});
    w.currentRound = static_cast<int>(w.rounds.size());
    return w.rounds.back();
}

void putBallot(Round &round, Ballot ballot)
{
    for (auto &held : round.ballots) {
        if (held.participantId == ballot.participantId) {
            held = std::move(ballot);
            return;
        }
    }
    round.ballots.push_back(std::move(ballot));
}

std::uint64_t fnv1a(const std::string &text)
{
    std::uint64_t hash = 0xcbf29ce484222325ull;
    for (unsigned char c : text) {
        hash ^= c;
        hash *= 0x100000001b3ull;
    }
    return hash;
}

// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil).
std::int64_t daysFromCivil(std::int64_t y, unsigned m, unsigned d)
{
    y -= m <= 2;
    const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
    const unsigned yoe = static_cast<unsigned>(y - era * 400);
    const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + static_cast<std::int64_t>(doe) - 719468;
}

bool leapYear(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

std::optional<int> digits(const std::string &text, std::size_t at, std::size_t count)
{
    if (at + count > text.size()) return std::nullopt;
    int value = 0;
    for (std::size_t i = at; i < at + count; ++i) {
        if (!std::isdigit(static_cast<unsigned char>(text[i]))) return std::nullopt;
        value = value * 10 + (text[i] - '0');
    }
    return value;
}

Message who(const Workshop &w, const BallotFile &file)
{
    if (const Participant *p = w.participant(file.ballot.participantId))
        return participantName(w, p->id);
    return named(file.participant.name.empty() ? file.ballot.participantId : file.participant.name);
}

} // namespace

bool Ballot::sameContent(const Ballot &other) const
{
    return participantId == other.participantId && round == other.round
        && weights == other.weights && scores == other.scores
        && scenarioFingerprint == other.scenarioFingerprint;
}

const Ballot *Round::ballot(const std::string &participantId) const
{
    for (const auto &b : ballots)
        if (b.participantId == participantId) return &b;
    return nullptr;
}

const char *toString(AggregationMethod method)
{
    switch (method) {
    case AggregationMethod::Mean: return "mean";
    case AggregationMethod::Median: return "median";
    case AggregationMethod::Geometric: return "geometric";
    }
    return "median";
}

const char *displayName(AggregationMethod method)
{
    return method == AggregationMethod::Geometric ? "geometric mean" : toString(method);
}

std::optional<AggregationMethod> aggregationMethodFromString(const std::string &text)
{
    for (auto m : {AggregationMethod::Mean, AggregationMethod::Median, AggregationMethod::Geometric})
        if (text == toString(m)) return m;
    return std::nullopt;
}

const Participant *Workshop::participant(const std::string &id) const
{
    for (const auto &p : participants)
        if (p.id == id) return &p;
    return nullptr;
}

const Round *Workshop::round(int number) const
{
    if (number < 1 || number > static_cast<int>(rounds.size())) return nullptr;
    return &rounds[static_cast<std::size_t>(number - 1)];
}

WorkshopEdit addParticipant(Workshop &workshop, const std::string &name)
{
    const std::string clean = trimmed(name);
    if (Message problem = participantNameProblem(workshop, clean, {}); !problem.empty())
        return {false, std::move(problem), {}};
    Participant p{freshId(workshop), clean};
    workshop.participants.push_back(p);
    return {true, msg(QT_TRANSLATE_NOOP("Message", "added %1"), {arg::verbatim(clean)}), p.id};
}

WorkshopEdit removeParticipant(Workshop &workshop, const std::string &participantId)
{
    const auto it = std::find_if(workshop.participants.begin(), workshop.participants.end(),
                                 [&](const Participant &p) { return p.id == participantId; });
    if (it == workshop.participants.end())
        return {false, noParticipant(participantId), participantId};
    const std::string name = it->name;
    workshop.participants.erase(it);
    std::size_t dropped = 0;
    for (auto &round : workshop.rounds)
        dropped += std::erase_if(round.ballots,
                                 [&](const Ballot &b) { return b.participantId == participantId; });
    return {true,
            msg(dropped == 1 ? Template(QT_TRANSLATE_NOOP("Message", "removed %1 and %2 ballot"))
                             : Template(QT_TRANSLATE_NOOP("Message", "removed %1 and %2 ballots")),
                {arg::verbatim(name), arg::exact(double(dropped))}),
            participantId};
}

WorkshopEdit renameParticipant(Workshop &workshop, const std::string &participantId,
                               const std::string &name)
{
    auto it = std::find_if(workshop.participants.begin(), workshop.participants.end(),
                           [&](const Participant &p) { return p.id == participantId; });
    if (it == workshop.participants.end())
        return {false, noParticipant(participantId), participantId};
    const std::string clean = trimmed(name);
    if (Message problem = participantNameProblem(workshop, clean, participantId); !problem.empty())
        return {false, std::move(problem), participantId};
    it->name = clean;
    return {true, msg(QT_TRANSLATE_NOOP("Message", "renamed to %1"), {arg::verbatim(clean)}),
            participantId};
}

WorkshopEdit submitBallot(Workshop &workshop, Ballot ballot)
{
    if (!workshop.participant(ballot.participantId))
        return {false, noParticipant(ballot.participantId), ballot.participantId};
    Round &round = currentRound(workshop);
    ballot.round = round.number;
    if (ballot.timestamp.empty()) ballot.timestamp = currentIsoTimestamp();
    const Diagnostics problems = checkBallot(ballot, {}, nullptr);
    if (hasErrors(problems))
        return {false,
                msg(QT_TRANSLATE_NOOP("Message", "%1: %2"),
                    {arg::verbatim(problems.front().pointer), arg::nested(problems.front().message)}),
                ballot.participantId};
    const std::string id = ballot.participantId;
    putBallot(round, std::move(ballot));
    return {true,
            msg(QT_TRANSLATE_NOOP("Message", "ballot of %1 stored"),
                {arg::nested(participantName(workshop, id))}),
            id};
}

void revealRound(Workshop &workshop) { currentRound(workshop).revealed = true; }

int startNextRound(Workshop &workshop)
{
    currentRound(workshop);
    Round next;
    next.number = static_cast<int>(workshop.rounds.size()) + 1;
    workshop.rounds.push_back(next);
    workshop.currentRound = next.number;
    return next.number;
}

std::vector<std::string> anonymousOrder(const Workshop &workshop)
{
    std::vector<std::pair<std::uint64_t, std::string>> keyed;
    for (const Participant &p : workshop.participants)
        keyed.emplace_back(fnv1a(workshop.labelKey + '\x1f' + p.id), p.id);
    std::sort(keyed.begin(), keyed.end());
    std::vector<std::string> ids;
    for (auto &[hash, id] : keyed) ids.push_back(std::move(id));
    return ids;
}

std::vector<std::string> displayOrder(const Workshop &workshop)
{
    if (workshop.anonymous) return anonymousOrder(workshop);
    std::vector<std::string> ids;
    for (const Participant &p : workshop.participants) ids.push_back(p.id);
    return ids;
}

Message participantName(const Workshop &workshop, const std::string &participantId)
{
    const Participant *p = workshop.participant(participantId);
    if (!p)
        return msg(QT_TRANSLATE_NOOP("Message", "unknown participant %1"), {arg::verbatim(participantId)});
    if (!workshop.anonymous) return named(p->name);
    const auto order = anonymousOrder(workshop);
    const auto at = std::find(order.begin(), order.end(), participantId) - order.begin();
    return msg(QT_TRANSLATE_NOOP("Message", "Participant %1"), {arg::exact(double(at + 1))});
}

std::string participantLabel(const Workshop &workshop, const std::string &participantId)
{
    return write(participantName(workshop, participantId));
}

std::string newLabelKey()
{
    std::random_device device;
    const std::uint64_t value = (std::uint64_t(device()) << 32) ^ device();
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(value));
    return hex;
}

Diagnostics checkBallot(const Ballot &ballot, const std::string &file, const Catalog *catalog)
{
    Diagnostics out;
    JsonReader r(file, out);
    // The same words as the ballot file's reader (workshop_io.cpp), so that one translation
    // serves both.
    const auto notEmpty = [] { return msg(QT_TRANSLATE_NOOP("Message", "must not be empty")); };
    const auto between = [](double min, double max, double got) {
        return msg(QT_TRANSLATE_NOOP("Message", "must be between %1 and %2 (got %3)"),
                   {arg::exact(min), arg::exact(max), arg::exact(got)});
    };
    const auto unknownCriterion = [](const std::string &id) {
        return msg(QT_TRANSLATE_NOOP("Message", "unknown criterion %1"), {arg::quoted(id)});
    };
    if (ballot.participantId.empty()) r.error("/ballot/participant", notEmpty());
    if (ballot.round < 1 || ballot.round > 1000) r.error("/ballot/round", between(1, 1000, ballot.round));
    if (!parseIsoTimestamp(ballot.timestamp))
        r.error("/ballot/timestamp",
                msg(QT_TRANSLATE_NOOP("Message", "%1 is not an ISO 8601 date and time such as "
                                                 "2026-03-14T09:30:00Z"),
                    {arg::quoted(ballot.timestamp)}));
    if (ballot.scenarioFingerprint.empty()) r.error("/ballot/scenario_fingerprint", notEmpty());
    for (const auto &[id, weight] : ballot.weights) {
        const auto where = pointerJoin("/ballot/weights", id);
        if (id.empty())
            r.error(where, msg(QT_TRANSLATE_NOOP("Message", "a criterion id must not be empty")));
        else if (catalog && !catalog->criterion(id))
            r.error(where, unknownCriterion(id));
        if (weight < 1 || weight > 5) r.error(where, between(1, 5, weight));
    }
    for (const auto &[criterionId, row] : ballot.scores) {
        const auto base = pointerJoin("/ballot/scores", criterionId);
        if (catalog) {
            const Criterion *c = catalog->criterion(criterionId);
            if (!c) r.error(base, unknownCriterion(criterionId));
            else if (c->derived)
                r.error(base, msg(QT_TRANSLATE_NOOP("Message", "%1 is computed by the model; only "
                                                               "expert-profile criteria take a "
                                                               "participant's scores"),
                                  {arg::quoted(criterionId)}));
        }
        for (const auto &[offerId, score] : row) {
            const auto where = pointerJoin(base, offerId);
            if (catalog && !catalog->offer(offerId))
                r.error(where, msg(QT_TRANSLATE_NOOP("Message", "unknown offer %1"), {arg::quoted(offerId)}));
            if (!std::isfinite(score))
                r.error(where, msg(QT_TRANSLATE_NOOP("Message", "must be a finite number")));
            else if (score < 0 || score > 1)
                r.error(where, between(0, 1, score));
        }
    }
    return out;
}

std::string scenarioFingerprint(const Scenario &scenario, const Catalog &catalog)
{
    // Renaming the scenario or re-weighting it (the workshop's own output) must not stale the
    // ballots, so those parts are blanked before hashing.
    Scenario subject = scenario;
    subject.name.clear();
    subject.description.clear();
    subject.source.clear();
    subject.expectedLean.clear();
    subject.decision = {};
    subject.savedPrices.clear(); // replaced on every save; not an input the ballots weigh
    std::string text = serializeScenario(subject);
    if (!subject.workload.inference.latencyTarget()) {
        // Without a latency target the scenario hashes as schema version 3 wrote it (version 4
        // added the serving lengths and targets), so the ballots collected before stay current.
        auto doc = nlohmann::ordered_json::parse(text);
        for (const char *key : {"input_tokens", "output_tokens", "tpot_ms", "ttft_ms"})
            doc["workload"]["inference"].erase(key);
        doc["schema_version"] = 3;
        text = doc.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
    }
    for (const auto &c : catalog.criteria)
        text += "\ncriterion " + c.id + (c.derived ? " derived " : " profile ") + toString(c.metric);
    for (const auto &o : catalog.offers) text += "\noffer " + o.id + " " + o.acceleratorId;
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(fnv1a(text)));
    return std::string("fnv1a64:") + hex;
}

std::optional<double> parseIsoTimestamp(const std::string &text)
{
    // YYYY-MM-DDTHH:MM:SS, 19 characters, then [.fraction], then Z or +HH:MM / -HH:MM.
    const auto y = digits(text, 0, 4), mo = digits(text, 5, 2), d = digits(text, 8, 2);
    const auto h = digits(text, 11, 2), mi = digits(text, 14, 2), s = digits(text, 17, 2);
    if (!y || !mo || !d || !h || !mi || !s || text[4] != '-' || text[7] != '-'
        || (text[10] != 'T' && text[10] != 't') || text[13] != ':' || text[16] != ':')
        return std::nullopt;
    static constexpr int monthDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (*mo < 1 || *mo > 12 || *d < 1) return std::nullopt;
    const int days = monthDays[*mo - 1] + (*mo == 2 && leapYear(*y) ? 1 : 0);
    if (*d > days || *h > 23 || *mi > 59 || *s > 60) return std::nullopt;
    std::size_t at = 19;
    double fraction = 0;
    if (at < text.size() && text[at] == '.') {
        double scale = 0.1;
        std::size_t start = ++at;
        for (; at < text.size() && std::isdigit(static_cast<unsigned char>(text[at])); ++at) {
            fraction += (text[at] - '0') * scale;
            scale /= 10;
        }
        if (at == start) return std::nullopt;
    }
    int offsetMinutes = 0;
    if (at < text.size() && (text[at] == 'Z' || text[at] == 'z')) {
        ++at;
    } else if (at < text.size() && (text[at] == '+' || text[at] == '-')) {
        const auto oh = digits(text, at + 1, 2), om = digits(text, at + 4, 2);
        if (!oh || !om || text[at + 3] != ':' || *oh > 23 || *om > 59) return std::nullopt;
        offsetMinutes = (text[at] == '+' ? 1 : -1) * (*oh * 60 + *om);
        at += 6;
    } else {
        return std::nullopt; // a time without an offset could be any zone: ambiguous
    }
    if (at != text.size()) return std::nullopt;
    const double seconds = static_cast<double>(daysFromCivil(*y, static_cast<unsigned>(*mo),
                                                             static_cast<unsigned>(*d)))
            * 86400.0
        + *h * 3600.0 + *mi * 60.0 + *s - offsetMinutes * 60.0;
    return seconds + fraction;
}

std::string currentIsoTimestamp()
{
    using namespace std::chrono;
    const auto now = floor<seconds>(system_clock::now());
    const auto day = floor<days>(now);
    const year_month_day ymd{day};
    const hh_mm_ss time{now - day};
    char out[32];
    std::snprintf(out, sizeof out, "%04d-%02u-%02uT%02d:%02d:%02dZ", static_cast<int>(ymd.year()),
                  static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()),
                  static_cast<int>(time.hours().count()), static_cast<int>(time.minutes().count()),
                  static_cast<int>(time.seconds().count()));
    return out;
}

const char *toString(ImportOutcome outcome)
{
    switch (outcome) {
    case ImportOutcome::Added: return "added";
    case ImportOutcome::Replaced: return "replaced";
    case ImportOutcome::Duplicate: return "duplicate";
    case ImportOutcome::Stale: return "stale";
    case ImportOutcome::UnknownParticipant: return "unknown participant";
    case ImportOutcome::Invalid: return "invalid";
    }
    return "invalid";
}

ImportResult importBallot(Workshop &workshop, const BallotFile &file, const ImportOptions &options)
{
    const Ballot &ballot = file.ballot;
    const std::string id = ballot.participantId;
    const Arg name = arg::nested(who(workshop, file));
    const Arg round = arg::exact(ballot.round);
    const Arg current = arg::exact(double(workshop.rounds.size()));
    auto result = [&](ImportOutcome outcome, Message message) {
        return ImportResult{outcome, std::move(message), id};
    };

    const Diagnostics problems = checkBallot(ballot, {}, options.catalog);
    if (hasErrors(problems))
        return result(ImportOutcome::Invalid,
                      msg(QT_TRANSLATE_NOOP("Message", "the ballot of %1 was refused: %2: %3"),
                          {name, arg::verbatim(problems.front().pointer),
                           arg::nested(problems.front().message)}));
    if (file.participant.id != id)
        return result(ImportOutcome::Invalid,
                      msg(QT_TRANSLATE_NOOP("Message", "the ballot names participant %1 but the file "
                                                       "is from %2"),
                          {arg::quoted(id), arg::quoted(file.participant.id)}));
    const Round *target = workshop.round(ballot.round);
    if (!target)
        return result(ImportOutcome::Invalid,
                      msg(QT_TRANSLATE_NOOP("Message", "the ballot of %1 is for round %2, which has "
                                                       "not started (the workshop is in round %3)"),
                          {name, round, current}));
    if (!options.fingerprint.empty() && ballot.scenarioFingerprint != options.fingerprint)
        return result(ImportOutcome::Stale,
                      msg(QT_TRANSLATE_NOOP("Message", "the ballot of %1 was made against another "
                                                       "version of the scenario or catalog; ask for "
                                                       "a new one"),
                          {name}));
    if (ballot.round != static_cast<int>(workshop.rounds.size()))
        return result(ImportOutcome::Stale,
                      msg(QT_TRANSLATE_NOOP("Message", "the ballot of %1 is for round %2; the "
                                                       "workshop has moved on to round %3"),
                          {name, round, current}));

    const bool known = workshop.participant(id) != nullptr;
    if (!known && !options.addUnknownParticipants)
        return result(ImportOutcome::UnknownParticipant,
                      msg(QT_TRANSLATE_NOOP("Message", "%1 (id %2) is not a participant of this "
                                                       "workshop"),
                          {arg::quoted(file.participant.name.empty() ? id : file.participant.name),
                           arg::verbatim(id)}));

    if (const Ballot *held = target->ballot(id)) {
        if (held->sameContent(ballot))
            return result(ImportOutcome::Duplicate,
                          msg(QT_TRANSLATE_NOOP("Message", "the ballot of %1 is already in (same "
                                                           "answers)"),
                              {name}));
        const double heldTime = parseIsoTimestamp(held->timestamp).value_or(-1e300);
        const double newTime = *parseIsoTimestamp(ballot.timestamp);
        if (newTime <= heldTime)
            return result(ImportOutcome::Stale,
                          msg(QT_TRANSLATE_NOOP("Message", "the ballot of %1 dated %2 is not newer "
                                                           "than the one held (%3); the held ballot "
                                                           "is kept"),
                              {name, arg::verbatim(ballot.timestamp), arg::verbatim(held->timestamp)}));
        const std::string heldStamp = held->timestamp;
        putBallot(workshop.rounds.back(), ballot);
        return result(ImportOutcome::Replaced,
                      msg(QT_TRANSLATE_NOOP("Message", "the ballot of %1 replaced the one from %2"),
                          {name, arg::verbatim(heldStamp)}));
    }

    if (!known) {
        // The participant's own copy chose the id; keep it so later ballots from them match.
        std::string chosen = trimmed(file.participant.name);
        if (!participantNameProblem(workshop, chosen, {}).empty())
            chosen = chosen.empty() ? id : chosen + " (" + id + ")";
        if (Message problem = participantNameProblem(workshop, chosen, {}); !problem.empty())
            return result(ImportOutcome::Invalid, std::move(problem));
        workshop.participants.push_back({id, chosen});
    }
    putBallot(workshop.rounds.back(), ballot);
    return result(ImportOutcome::Added,
                  msg(known ? Template(QT_TRANSLATE_NOOP("Message", "the ballot of %1 was added"))
                            : Template(QT_TRANSLATE_NOOP("Message", "the ballot of %1 was added with "
                                                                    "a new participant")),
                      {arg::nested(participantName(workshop, id))}));
}

} // namespace ad
