#pragma once
// What the workshop's web page and the app say to each other (docs/workshop.md, "From everyone's
// own device"): the state the page shows, and the ballot it sends back. The page's JSON is
// untrusted input from the room's network, read with the same limits as a ballot file.
#include "diagnostics.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace ad {

struct Workshop;

struct WebCriterion {
    std::string id, name;
    std::string summary;     // the first sentence of the description, shown under the name
    std::string description; // the whole text, on request
};

// Everything one participant's page shows; sent as the answer to every poll.
struct WebState {
    std::string title;
    int round = 1;
    bool open = true;        // false once the facilitator has revealed the round
    std::vector<WebCriterion> criteria;
    bool anonymous = true;
    // This participant, when their device has voted in the workshop before.
    std::string label;       // participantLabel(): "Participant 3", or their name
    bool voted = false;      // in the current round
    std::map<std::string, int> weights; // their ballot in the current round, to change it
};

std::string webStateJson(const WebState &state);

// A ballot as the page sends it: {"round": 2, "name": "Ana", "weights": {"cost": 4, ...}}.
struct WebBallot {
    int round = 0;
    std::string name; // may be empty: the app then names the device itself
    std::map<std::string, int> weights;
};

// Reads the body of a ballot. Every criterion of `criterionIds` must have a whole weight from 1
// to 5 and no other key may appear; the name is optional, at most 60 characters, without control
// characters. On failure nullopt, and `problems` says which field is wrong and why.
std::optional<WebBallot> parseWebBallot(const std::string &body,
                                        const std::vector<std::string> &criterionIds,
                                        Diagnostics &problems);

// The participant's state in `workshop` for webStateJson(); an empty id gives a newcomer's.
void fillParticipantState(WebState &state, const Workshop &workshop,
                          const std::string &participantId);

} // namespace ad
