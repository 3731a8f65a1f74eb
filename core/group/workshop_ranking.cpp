// How each participant's own weights rank the options, and how far those rankings agree
// (Kendall's coefficient of concordance W). Formulas: docs/workshop.md.
#include "group/workshop.h"

#include "decision/decision.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace ad {

std::vector<double> averageRanks(const std::vector<double> &totals)
{
    // The same rounding decide() applies before it sorts, so "tied" means the same here.
    std::vector<double> keys;
    for (double t : totals) keys.push_back(std::round(t * 1e12));
    std::vector<std::size_t> order(totals.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return keys[a] > keys[b]; });
    std::vector<double> ranks(totals.size(), 0);
    for (std::size_t start = 0; start < order.size();) {
        std::size_t end = start;
        while (end + 1 < order.size() && keys[order[end + 1]] == keys[order[start]]) ++end;
        // Positions start..end (0-based) share the mean of ranks start+1..end+1.
        const double shared = (static_cast<double>(start + end) + 2) / 2;
        for (std::size_t k = start; k <= end; ++k) ranks[order[k]] = shared;
        start = end + 1;
    }
    return ranks;
}

Agreement agreementOf(double w)
{
    if (w < 0.2) return Agreement::VeryWeak;
    if (w < 0.4) return Agreement::Weak;
    if (w < 0.6) return Agreement::Moderate;
    if (w < 0.8) return Agreement::Strong;
    return Agreement::UnusuallyStrong;
}

KendallW kendallW(const std::vector<std::vector<double>> &ranks)
{
    KendallW out;
    out.raters = static_cast<int>(ranks.size());
    out.items = ranks.empty() ? 0 : static_cast<int>(ranks.front().size());
    for (const auto &row : ranks)
        if (static_cast<int>(row.size()) != out.items) return out; // not a rating table
    if (out.raters < 2 || out.items < 2) return out;

    const double m = out.raters, n = out.items;
    std::vector<double> sums(static_cast<std::size_t>(out.items), 0);
    for (const auto &row : ranks)
        for (std::size_t i = 0; i < row.size(); ++i) sums[i] += row[i];
    const double meanSum = m * (n + 1) / 2;
    for (double r : sums) out.s += (r - meanSum) * (r - meanSum);

    for (auto row : ranks) {
        std::sort(row.begin(), row.end());
        for (std::size_t start = 0; start < row.size();) {
            std::size_t end = start;
            while (end + 1 < row.size() && std::fabs(row[end + 1] - row[start]) < 1e-9) ++end;
            const double t = static_cast<double>(end - start + 1);
            out.tieCorrection += t * t * t - t;
            start = end + 1;
        }
    }
    const double denominator = m * m * (n * n * n - n) - m * out.tieCorrection;
    // Every rater tying every item leaves nothing to agree on.
    if (denominator > 1e-12) out.w = 12 * out.s / denominator;
    return out;
}

Scenario scenarioForBallot(const Scenario &scenario, const Ballot &ballot)
{
    Scenario out = scenario;
    for (const auto &[id, w] : ballot.weights) out.decision.weights[id] = w;
    for (const auto &[criterion, row] : ballot.scores)
        for (const auto &[offer, score] : row) out.decision.scores[criterion][offer] = score;
    return out;
}

RankingAgreement rankingAgreement(const Round &round, const Assessment &assessment,
                                  const Catalog &catalog)
{
    RankingAgreement out;
    // Knock-outs depend on the scenario's constraints, not its weights or scores, so every
    // participant ranks the same set of options.
    const DecisionResult base = decide(assessment, catalog);
    for (const auto &o : assessment.options) {
        if (!o.inDecision) continue;
        for (const auto &row : base.rows)
            if (row.optionId == o.id && !row.excluded) out.options.push_back(o.id);
    }

    Assessment mine = assessment;
    std::vector<std::vector<double>> table;
    for (const Ballot &ballot : round.ballots) {
        mine.scenario = scenarioForBallot(assessment.scenario, ballot);
        const DecisionResult d = decide(mine, catalog);
        ParticipantRanking p;
        p.participantId = ballot.participantId;
        p.winner = d.winner;
        for (const auto &row : d.rows)
            if (!row.excluded) p.order.push_back(row.optionId);
        for (const auto &id : out.options) {
            double total = 0;
            for (const auto &row : d.rows)
                if (row.optionId == id) total = row.total;
            p.totals.push_back(total);
        }
        p.ranks = averageRanks(p.totals);
        table.push_back(p.ranks);
        if (!p.winner.empty()) ++out.winnerCounts[p.winner];
        out.participants.push_back(std::move(p));
    }
    out.concordance = kendallW(table);
    return out;
}

} // namespace ad
