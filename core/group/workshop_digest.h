#pragma once
// What a workshop concluded, computed once in the core from its workshop functions (workshop.h),
// so that the report's title page, summary and workshop section quote the same numbers, and any
// other front end can render the same data. Only revealed rounds are looked at: an open round's ballots stay sealed, and the
// digest keeps nothing of them but how many are in.
#include "assessment/assessment.h"
#include "catalog/catalog.h"
#include "group/workshop.h"

#include <optional>
#include <string>
#include <vector>

namespace ad {

struct WorkshopDigest {
    const Workshop *workshop = nullptr;
    const Round *first = nullptr;  // the first revealed round
    const Round *last = nullptr;   // the last revealed round: what the section shows
    int revealedRounds = 0;
    // Ballots of the last revealed round sent from participants' own devices (the web session):
    // the room can weigh them knowing a shared link lets one person join twice.
    int ballotsFromDevices = 0;

    struct Weight {
        std::string criterionId, name;  // in the matrix's criterion order
        AggregatedWeight aggregate;
        int catalogDefault = 0;
        std::optional<int> inReport;    // the weight the report's matrix uses
    };
    std::vector<Weight> weights;
    int weightsDifferingFromReport = 0; // criteria whose rounded aggregate the matrix does not use

    std::vector<CriterionSpread> spreads;  // most contested first
    RankingAgreement ranking;

    // What the room's rounded weights pick, run through decide() like the matrix.
    std::string groupWinner;
    bool reportUsesWorkshopWeights = false;

    struct Dissent {
        std::string participantId;
        std::string ownWinner;
        // The criteria this participant weighs furthest from the room, largest gap first.
        std::vector<std::pair<std::string, int>> gaps;  // criterion id, own weight
    };
    std::vector<Dissent> dissent;

    std::optional<RoundComparison> moved;  // first against last, with two revealed rounds
    int participantsWhoChanged = 0;

    struct Sealed {
        int number = 0;
        int ballots = 0;
    };
    std::vector<Sealed> sealed;  // rounds not revealed, in order
};

// nullopt when there is no workshop or none of its rounds has been revealed.
std::optional<WorkshopDigest> digestWorkshop(const Workshop *workshop,
                                             const Assessment &assessment,
                                             const Catalog &catalog);

// The criterion's name from the catalog, or its id when the catalog no longer has it.
std::string criterionName(const Catalog &catalog, const std::string &criterionId);

} // namespace ad
