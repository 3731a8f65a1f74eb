#include "group/workshop_web.h"

#include "base/input_limits.h"
#include "base/json_reader.h"
#include "base/name_text.h"
#include "group/workshop.h"

#include <algorithm>

namespace ad {

namespace {

constexpr const char *webBallotFile = "ballot from the web page";

} // namespace

std::string webStateJson(const WebState &state)
{
    Json criteria = Json::array();
    for (const WebCriterion &c : state.criteria)
        criteria.push_back({{"id", c.id},
                            {"name", c.name},
                            {"summary", c.summary},
                            {"description", c.description}});
    Json weights = Json::object();
    for (const auto &[id, weight] : state.weights) weights[id] = weight;
    const Json out = {{"title", state.title},
                      {"round", state.round},
                      {"open", state.open},
                      {"anonymous", state.anonymous},
                      {"criteria", criteria},
                      {"scale", {{"min", 1}, {"max", 5}}},
                      {"name_max", limits::webNameChars},
                      {"joined", state.joined},
                      {"joining", {{"open", state.joiningOpen}, {"code", state.codeRequired}}},
                      {"label", state.label},
                      {"voted", state.voted},
                      {"weights", weights}};
    // Names and descriptions come from files and people: replace rather than throw on bad UTF-8.
    return out.dump(-1, ' ', false, Json::error_handler_t::replace);
}

std::optional<WebBallot> parseWebBallot(const std::string &body,
                                        const std::vector<std::string> &criterionIds,
                                        Diagnostics &problems)
{
    JsonReader r(webBallotFile, problems);
    const std::optional<Json> root = r.parse(body);
    if (!root) return std::nullopt;
    if (!root->is_object()) {
        r.error("", msg(QT_TRANSLATE_NOOP("Message", "expected an object, found %1"),
                        {arg::nested(jsonType(*root))}));
        return std::nullopt;
    }
    for (const auto &[key, value] : root->items())
        if (key != "round" && key != "name" && key != "weights")
            r.error(pointerJoin("", key), msg(QT_TRANSLATE_NOOP("Message", "is not a field of a ballot")));
    WebBallot ballot;
    if (auto round = r.integer(*root, "", "round", true, 1, limits::rounds)) ballot.round = *round;
    if (auto name = r.string(*root, "", "name", false)) {
        const std::string clean = trimmedName(*name);
        if (auto problem = nameProblem(clean, limits::webNameChars); !problem.empty())
            r.error("/name", problem);
        else
            ballot.name = clean;
    }
    if (const Json *weights = r.field(*root, "", "weights", true)) {
        if (!weights->is_object()) {
            r.error("/weights", msg(QT_TRANSLATE_NOOP("Message", "expected an object, found %1"),
                                    {arg::nested(jsonType(*weights))}));
        } else {
            for (const auto &[key, value] : weights->items())
                if (std::find(criterionIds.begin(), criterionIds.end(), key) == criterionIds.end())
                    r.error(pointerJoin("/weights", key),
                            msg(QT_TRANSLATE_NOOP("Message", "is not a criterion of this workshop")));
            for (const std::string &id : criterionIds)
                if (auto weight = r.integer(*weights, "/weights", id.c_str(), true, 1, 5))
                    ballot.weights[id] = *weight;
        }
    }
    if (r.errorCount() > 0) return std::nullopt;
    return ballot;
}

std::vector<bool> joinedInBurst(const std::vector<DeviceJoin> &joins, double burstSeconds,
                                std::size_t burstSize)
{
    std::vector<bool> marked(joins.size(), false);
    std::map<std::string, int> perAddress;
    for (const DeviceJoin &j : joins) ++perAddress[j.address];
    std::vector<std::size_t> order(joins.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
        order[i] = i;
        marked[i] = perAddress[joins[i].address] > 1;
    }
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return joins[a].seconds < joins[b].seconds; });
    // Every window that starts at a join and spans burstSeconds: all in it are marked when it
    // holds burstSize or more.
    for (std::size_t first = 0, last = 0; first < order.size(); ++first) {
        last = std::max(last, first);
        while (last + 1 < order.size()
               && joins[order[last + 1]].seconds - joins[order[first]].seconds <= burstSeconds)
            ++last;
        if (last - first + 1 >= burstSize)
            for (std::size_t k = first; k <= last; ++k) marked[order[k]] = true;
    }
    return marked;
}

int ballotsFromDevices(const Round &round)
{
    return int(std::count_if(round.ballots.begin(), round.ballots.end(),
                             [](const Ballot &b) { return b.fromDevice; }));
}

void fillParticipantState(WebState &state, const Workshop &workshop,
                          const std::string &participantId)
{
    state.title = workshop.title;
    state.round = workshop.currentRound;
    state.open = !workshop.current().revealed;
    state.anonymous = workshop.anonymous;
    state.label.clear();
    state.voted = false;
    state.weights.clear();
    if (participantId.empty() || !workshop.participant(participantId)) return;
    state.label = participantLabel(workshop, participantId);
    if (const Ballot *ballot = workshop.current().ballot(participantId)) {
        state.voted = true;
        state.weights = ballot->weights;
    }
}

} // namespace ad
