#pragma once
// What the workshop's web page and the app say to each other (docs/workshop.md, "From everyone's
// own device"): the state the page shows, and the ballot it sends back. The page's JSON is
// untrusted input from the room's network, read with the same limits as a ballot file.
#include "base/diagnostics.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace ad {

struct Round;
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
    // How this device stands with the session: its token is known (it has joined), new devices
    // may join, and joining needs the code shown on the facilitator's screen.
    bool joined = false;
    bool joiningOpen = true;
    bool codeRequired = false;
};

std::string webStateJson(const WebState &state);

// A ballot as the page sends it: {"round": 2, "name": "Ana", "weights": {"cost": 4, ...}}.
struct WebBallot {
    int round = 0;
    std::string name; // may be empty: the app then names the device itself
    std::map<std::string, int> weights;
};

// Reads the body of a ballot. Every criterion of `criterionIds` must have a whole weight from 1
// to 5 and no other key may appear; the name is optional, trimmed, at most limits::webNameChars
// characters and plain text (nameTextProblem()). On failure nullopt, and `problems` says which
// field is wrong and why.
std::optional<WebBallot> parseWebBallot(const std::string &body,
                                        const std::vector<std::string> &criterionIds,
                                        Diagnostics &problems);

// A device joining the session: when (seconds on any clock) and from where (the per-address key
// the server counts by).
struct DeviceJoin {
    double seconds = 0;
    std::string address;
};

// Which joins came in a burst, for the facilitator to look at twice: a device that joined from
// an address another device joined from too, or one of `burstSize` or more joins within
// `burstSeconds`. People scanning the projected code arrive a few seconds apart; a script that
// joins ten times arrives in a fraction of a second. One flag per join, in the order given.
std::vector<bool> joinedInBurst(const std::vector<DeviceJoin> &joins, double burstSeconds = 1.0,
                                std::size_t burstSize = 4);

// Ballots of `round` that came from participants' own devices (Ballot::fromDevice).
int ballotsFromDevices(const Round &round);

// The participant's state in `workshop` for webStateJson(); an empty id gives a newcomer's.
void fillParticipantState(WebState &state, const Workshop &workshop,
                          const std::string &participantId);

} // namespace ad
