#pragma once
// Workshop mode: a team weighs the criteria together, round after round, and sees where it
// disagrees. Plain values and free functions; the GUI keeps a Workshop beside the scenario and
// calls these. Formulas and merge rules: docs/workshop.md.
#include "assessment/assessment.h"
#include "catalog/catalog.h"
#include "base/diagnostics.h"
#include "model/scenario.h"

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace ad {

struct Participant {
    std::string id;   // stable within the workshop ("p1", "p2", ...)
    std::string name; // name or alias as typed
    bool operator==(const Participant &) const = default;
};

struct Ballot {
    std::string participantId;
    int round = 1;
    std::map<std::string, int> weights;                          // criterion id -> 1..5
    std::map<std::string, std::map<std::string, double>> scores; // profile criterion -> offer -> 0..1
    std::string timestamp;            // ISO 8601, e.g. "2026-03-14T09:30:00Z"
    std::string scenarioFingerprint;  // scenarioFingerprint() of what the participant saw
    bool fromDevice = false;          // sent from the participant's own device (the web session)
    bool operator==(const Ballot &) const = default;
    // Everything but the timestamp: two ballots with the same content are duplicates.
    bool sameContent(const Ballot &other) const;
};

struct Round {
    int number = 1;
    std::vector<Ballot> ballots; // at most one per participant
    bool revealed = false;
    std::string note;            // the facilitator's summary of the discussion
    const Ballot *ballot(const std::string &participantId) const;
    bool operator==(const Round &) const = default;
};

enum class AggregationMethod { Mean, Median, Geometric };
const char *toString(AggregationMethod method);          // "mean", "median", "geometric"
const char *displayName(AggregationMethod method);       // "mean", "median", "geometric mean"
std::optional<AggregationMethod> aggregationMethodFromString(const std::string &text);

struct Workshop {
    std::string title;
    std::string facilitator;
    bool anonymous = true; // names hidden on reveal: participantLabel() gives "Participant 3"
    // Mixed into the anonymous numbering so "Participant 3" is not the third name on the list the
    // room can see. Set once when the workshop starts (newLabelKey()) and saved with it.
    std::string labelKey;
    AggregationMethod method = AggregationMethod::Median;
    std::vector<Participant> participants;
    std::vector<Round> rounds{Round{}}; // never empty; rounds[i].number == i + 1
    int currentRound = 1;               // == rounds.size()

    const Participant *participant(const std::string &id) const;
    const Round *round(int number) const;
    const Round &current() const { return rounds.back(); }
    bool operator==(const Workshop &) const = default;
};

// ---- Editing -----------------------------------------------------------------------------------

// Outcome of an edit. On failure the workshop is unchanged and `message` says why; on success it
// says what was done ("added Ana").
struct WorkshopEdit {
    bool ok = false;
    Message message;
    std::string participantId; // the participant added or touched
};

WorkshopEdit addParticipant(Workshop &workshop, const std::string &name);
// Removes the participant and their ballots in every round, so no ballot is left without a name.
WorkshopEdit removeParticipant(Workshop &workshop, const std::string &participantId);
WorkshopEdit renameParticipant(Workshop &workshop, const std::string &participantId,
                               const std::string &name);
// Stores the ballot in the current round, replacing that participant's earlier one there. The
// ballot's round is set to the current round and an empty timestamp to now; the caller sets the
// fingerprint. Refused when the participant is unknown or checkBallot() finds a problem.
WorkshopEdit submitBallot(Workshop &workshop, Ballot ballot);
// Marks the current round revealed.
void revealRound(Workshop &workshop);
// Opens an empty round after the current one; earlier rounds are kept as they are.
int startNextRound(Workshop &workshop);

// The name, or when anonymous "Participant N": N is the participant's place when everyone is
// sorted by a hash of the workshop's labelKey and their id, so the number says nothing about the
// order in which people were added. Labels are a permutation of 1..n over the current list;
// adding or removing someone may renumber the others.
Message participantName(const Workshop &workshop, const std::string &participantId);
// participantName() in English.
std::string participantLabel(const Workshop &workshop, const std::string &participantId);
// Participant ids in the order their anonymous labels count (Participant 1 first). Views list
// people in this order when the workshop is anonymous, so row order gives no one away either.
std::vector<std::string> anonymousOrder(const Workshop &workshop);
// The order in which views list people: anonymousOrder() when anonymous, else the list's order.
std::vector<std::string> displayOrder(const Workshop &workshop);
// Sorts `items` (anything with a participantId member) into displayOrder(); stable, and items of
// people no longer on the list go last.
template<typename T>
void sortForDisplay(const Workshop &workshop, std::vector<T> &items)
{
    const std::vector<std::string> order = displayOrder(workshop);
    auto place = [&](const T &item) {
        return std::find(order.begin(), order.end(), item.participantId) - order.begin();
    };
    std::stable_sort(items.begin(), items.end(),
                     [&](const T &a, const T &b) { return place(a) < place(b); });
}
// A fresh random labelKey (16 hex digits).
std::string newLabelKey();

// Range and shape problems of a ballot already in memory, as pointers into a ballot file
// ("/ballot/weights/cost"). With a catalog, criterion and offer ids are checked too, and scores
// are allowed only for profile criteria.
Diagnostics checkBallot(const Ballot &ballot, const std::string &file, const Catalog *catalog);

// ---- Fingerprint and time ----------------------------------------------------------------------

// A short hash ("fnv1a64:0123456789abcdef") of what a ballot is about: the scenario without its
// name, description and decision inputs, and the catalog's criteria and offer ids. A ballot made
// against another fingerprint is stale. Stable across runs and machines.
std::string scenarioFingerprint(const Scenario &scenario, const Catalog &catalog);

// Seconds since 1970-01-01T00:00:00Z of an ISO 8601 date-time "YYYY-MM-DDTHH:MM:SS" with optional
// fraction and a "Z" or "+HH:MM" / "-HH:MM" offset; nullopt when the text is not one.
std::optional<double> parseIsoTimestamp(const std::string &text);
// The current UTC time as "YYYY-MM-DDTHH:MM:SSZ".
std::string currentIsoTimestamp();

// ---- Merging ballot files ----------------------------------------------------------------------

struct BallotFile {
    Participant participant; // as known in the participant's copy of the app
    Ballot ballot;
    bool operator==(const BallotFile &) const = default;
};

enum class ImportOutcome { Added, Replaced, Duplicate, Stale, UnknownParticipant, Invalid };
const char *toString(ImportOutcome outcome);

struct ImportOptions {
    std::string fingerprint;               // the open scenario's; another one is stale (empty:
                                           // not checked)
    bool addUnknownParticipants = false;   // else a ballot from an unknown id is refused
    const Catalog *catalog = nullptr;      // for id checks; nullptr skips them
};

struct ImportResult {
    ImportOutcome outcome = ImportOutcome::Invalid;
    Message message;           // one clause that names the participant
    std::string participantId;
    bool changed() const
    {
        return outcome == ImportOutcome::Added || outcome == ImportOutcome::Replaced;
    }
};

// Merges a ballot file into the round it was made for. Only Added and Replaced change the
// workshop; every other outcome leaves it exactly as it was. Rules: docs/workshop.md.
ImportResult importBallot(Workshop &workshop, const BallotFile &file, const ImportOptions &options);

// ---- Aggregation and disagreement (workshop_stats.cpp) -----------------------------------------

struct AggregatedWeight {
    std::string criterionId;
    double exact = 0; // by the method, unrounded
    int rounded = 0;  // exact rounded half up and kept within 1..5: what the matrix takes
    int count = 0;    // ballots that weighed this criterion
    bool operator==(const AggregatedWeight &) const = default;
};

// One entry per criterion weighed by at least one ballot of the round, in criterion id order.
std::vector<AggregatedWeight> aggregatedWeights(const Round &round, AggregationMethod method);
// A copy of the scenario whose decision weights are the aggregate (other weights kept).
Scenario withAggregatedWeights(const Scenario &scenario,
                               const std::vector<AggregatedWeight> &weights);
// Per cell, the aggregate of the participants' own scores (cells nobody scored are absent).
std::map<std::string, std::map<std::string, double>> aggregatedScores(const Round &round,
                                                                      AggregationMethod method);

// The statistics on their own, for tests and the report. Empty input gives 0.
double meanOf(const std::vector<double> &values);
double medianOf(std::vector<double> values);
double geometricMeanOf(const std::vector<double> &values); // values must be > 0
double populationStdDev(const std::vector<double> &values);
// Quantile by linear interpolation between order statistics (Hyndman & Fan type 7).
double quantileType7(std::vector<double> values, double p);

struct CriterionSpread {
    std::string criterionId;
    int count = 0;
    double mean = 0;
    double stdDev = 0; // population standard deviation (divides by n)
    double min = 0, max = 0;
    double range = 0;  // max - min
    double q1 = 0, q3 = 0;
    double iqr = 0;    // q3 - q1, quartiles of type 7
    bool operator==(const CriterionSpread &) const = default;
};

// One entry per weighed criterion, most contested first: larger standard deviation, then larger
// range, then criterion id.
std::vector<CriterionSpread> disagreement(const Round &round);

// ---- Agreement on the ranking (workshop_ranking.cpp) -------------------------------------------

struct KendallW {
    std::optional<double> w; // nullopt with fewer than 2 raters or items, or all ranks tied
    double s = 0;            // sum of squared deviations of the rank sums from their mean
    double tieCorrection = 0;// sum over raters of sum over tie groups of (t^3 - t)
    int raters = 0, items = 0;
};

// ranks[rater][item], average ranks for ties (1 = best). Kendall & Babington Smith (1939).
KendallW kendallW(const std::vector<std::vector<double>> &ranks);

// How strongly a room agrees, read from W as R. C. Schmidt, "Managing Delphi surveys using
// nonparametric statistical techniques", Decision Sciences 28 (3), 1997, pp. 763-774, reads it:
// 0.1 very weak, 0.3 weak, 0.5 moderate, 0.7 strong, 0.9 unusually strong, each the middle of a
// band 0.2 wide. The workshop window and the report word these levels; they read them here.
enum class Agreement { VeryWeak, Weak, Moderate, Strong, UnusuallyStrong };
Agreement agreementOf(double w);
// Ranks of totals, higher total = rank 1; totals equal to 12 decimal places share the average
// of the ranks they span, as decide() treats them as tied.
std::vector<double> averageRanks(const std::vector<double> &totals);

// The scenario as a participant would have it: their weights replace the scenario's for the
// criteria they weighed, their scores overlay the scenario's score cells.
Scenario scenarioForBallot(const Scenario &scenario, const Ballot &ballot);

struct ParticipantRanking {
    std::string participantId;
    std::string winner;                // option id, empty when nothing survives the knock-outs
    std::vector<std::string> order;    // included option ids, best first
    std::vector<double> ranks;         // parallel to RankingAgreement::options; ties averaged
    std::vector<double> totals;        // parallel to RankingAgreement::options, 0..1
};

struct RankingAgreement {
    std::vector<std::string> options;  // included option ids in the assessment's order
    std::vector<ParticipantRanking> participants; // in ballot order
    KendallW concordance;
    // Participants per winning option id, so "5 of 8 pick X" is one lookup.
    std::map<std::string, int> winnerCounts;
};

// Re-runs decide() once per ballot of the round with that participant's scenarioForBallot().
RankingAgreement rankingAgreement(const Round &round, const Assessment &assessment,
                                  const Catalog &catalog);

// ---- What moved between rounds -----------------------------------------------------------------

struct CriterionMove {
    std::string criterionId;
    std::optional<double> before, after;             // aggregated weight, exact
    std::optional<double> spreadBefore, spreadAfter; // standard deviation
    double change() const { return before && after ? *after - *before : 0; }
    double spreadChange() const
    {
        return spreadBefore && spreadAfter ? *spreadAfter - *spreadBefore : 0;
    }
};

struct WeightChange {
    std::string criterionId;
    std::optional<int> before, after; // nullopt: not weighed in that round
};

struct ParticipantMove {
    std::string participantId;
    bool votedBefore = false, votedAfter = false;
    std::vector<WeightChange> changes; // only the criteria whose weight differs
};

struct RoundComparison {
    int from = 0, to = 0;
    std::vector<CriterionMove> criteria;       // largest |change| first, then criterion id
    std::vector<ParticipantMove> participants; // workshop order; those in either round
};

RoundComparison compareRounds(const Workshop &workshop, int from, int to,
                              AggregationMethod method);

} // namespace ad
