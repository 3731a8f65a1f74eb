#include "group/workshop_digest.h"

#include "decision/decision.h"
#include "group/workshop_web.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace ad {

std::string criterionName(const Catalog &catalog, const std::string &criterionId)
{
    const Criterion *c = catalog.criterion(criterionId);
    return c && !c->name.empty() ? c->name : criterionId;
}

namespace {

// The matrix's criterion order first (the order the rest of the report uses), then any criterion
// the ballots weighed that the matrix no longer has, by id.
std::vector<WorkshopDigest::Weight> weightsInMatrixOrder(const std::vector<AggregatedWeight> &agg,
                                                         const Assessment &assessment,
                                                         const Catalog &catalog)
{
    std::vector<WorkshopDigest::Weight> out;
    std::vector<bool> used(agg.size(), false);
    auto add = [&](std::size_t i, const MatrixCriterion *mc) {
        WorkshopDigest::Weight w;
        w.criterionId = agg[i].criterionId;
        w.name = mc ? mc->name : criterionName(catalog, w.criterionId);
        w.aggregate = agg[i];
        const Criterion *c = catalog.criterion(w.criterionId);
        w.catalogDefault = mc ? mc->defaultWeight : c ? c->defaultWeight : 0;
        if (mc) w.inReport = mc->weight;
        used[i] = true;
        out.push_back(w);
    };
    for (const MatrixCriterion &mc : assessment.decision.criteria)
        for (std::size_t i = 0; i < agg.size(); ++i)
            if (!used[i] && agg[i].criterionId == mc.id) add(i, &mc);
    for (std::size_t i = 0; i < agg.size(); ++i)
        if (!used[i]) add(i, nullptr);
    return out;
}

// Per criterion, how far this ballot's weight sits from the room's exact aggregate.
std::vector<std::pair<std::string, int>> gapsFromRoom(const Ballot &ballot,
                                                      const std::vector<AggregatedWeight> &agg)
{
    struct Gap {
        std::string id;
        int own;
        double distance;
    };
    std::vector<Gap> gaps;
    for (const AggregatedWeight &w : agg) {
        const auto it = ballot.weights.find(w.criterionId);
        if (it == ballot.weights.end()) continue;
        const double distance = std::fabs(it->second - w.exact);
        if (distance >= 1.0) gaps.push_back({w.criterionId, it->second, distance});
    }
    std::stable_sort(gaps.begin(), gaps.end(),
                     [](const Gap &a, const Gap &b) { return a.distance > b.distance; });
    std::vector<std::pair<std::string, int>> out;
    for (std::size_t i = 0; i < gaps.size() && i < 3; ++i) out.emplace_back(gaps[i].id, gaps[i].own);
    return out;
}

} // namespace

std::optional<WorkshopDigest> digestWorkshop(const Workshop *workshop, const Assessment &assessment,
                                             const Catalog &catalog)
{
    if (!workshop) return std::nullopt;
    WorkshopDigest d;
    d.workshop = workshop;
    for (const Round &round : workshop->rounds) {
        if (round.revealed) {
            if (!d.first) d.first = &round;
            d.last = &round;
            ++d.revealedRounds;
        } else {
            d.sealed.push_back({round.number, int(round.ballots.size())});
        }
    }
    if (!d.last) return std::nullopt;

    const Round &round = *d.last;
    d.ballotsFromDevices = ballotsFromDevices(round);
    const std::vector<AggregatedWeight> agg = aggregatedWeights(round, workshop->method);
    d.weights = weightsInMatrixOrder(agg, assessment, catalog);
    for (const auto &w : d.weights)
        if (!w.inReport || *w.inReport != w.aggregate.rounded) ++d.weightsDifferingFromReport;
    d.reportUsesWorkshopWeights = !d.weights.empty() && d.weightsDifferingFromReport == 0;
    d.spreads = disagreement(round);
    d.ranking = rankingAgreement(round, assessment, catalog);
    // Listed by label when anonymous, so the rows do not follow the order people voted in.
    sortForDisplay(*workshop, d.ranking.participants);

    // The room's result: the matrix itself when it uses the room's weights, else the same
    // decide() run on a copy that takes them.
    if (d.reportUsesWorkshopWeights) {
        d.groupWinner = assessment.decision.winner;
    } else if (!agg.empty()) {
        Assessment room = assessment;
        room.scenario = withAggregatedWeights(assessment.scenario, agg);
        d.groupWinner = decide(room, catalog).winner;
    }

    for (const ParticipantRanking &p : d.ranking.participants) {
        if (p.winner == d.groupWinner) continue;
        WorkshopDigest::Dissent dissent{p.participantId, p.winner, {}};
        if (const Ballot *b = round.ballot(p.participantId)) dissent.gaps = gapsFromRoom(*b, agg);
        d.dissent.push_back(std::move(dissent));
    }

    if (d.first != d.last) {
        d.moved = compareRounds(*workshop, d.first->number, d.last->number, workshop->method);
        sortForDisplay(*workshop, d.moved->participants);
        for (const ParticipantMove &m : d.moved->participants)
            if (m.votedBefore && m.votedAfter && !m.changes.empty()) ++d.participantsWhoChanged;
    }
    return d;
}

} // namespace ad
