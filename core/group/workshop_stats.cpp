// Aggregated weights, spread per criterion and the comparison of two rounds. The formulas are
// written out in docs/workshop.md.
#include "group/workshop.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <set>

namespace ad {

namespace {

// The weights each criterion received in the round, keyed by criterion id.
std::map<std::string, std::vector<double>> weightsByCriterion(const Round &round)
{
    std::map<std::string, std::vector<double>> out;
    for (const auto &b : round.ballots)
        for (const auto &[id, w] : b.weights) out[id].push_back(w);
    return out;
}

double aggregate(const std::vector<double> &values, AggregationMethod method)
{
    switch (method) {
    case AggregationMethod::Mean: return meanOf(values);
    case AggregationMethod::Median: return medianOf(values);
    case AggregationMethod::Geometric: return geometricMeanOf(values);
    }
    return medianOf(values);
}

// Differences below this are floating-point noise, not disagreement.
constexpr double tolerance = 1e-12;

} // namespace

double meanOf(const std::vector<double> &values)
{
    if (values.empty()) return 0;
    return std::accumulate(values.begin(), values.end(), 0.0) / static_cast<double>(values.size());
}

double medianOf(std::vector<double> values)
{
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

double geometricMeanOf(const std::vector<double> &values)
{
    if (values.empty()) return 0;
    double logSum = 0;
    for (double v : values) {
        // A zero score pulls the product, and so the geometric mean, to zero.
        if (v <= 0) return 0;
        logSum += std::log(v);
    }
    return std::exp(logSum / static_cast<double>(values.size()));
}

double populationStdDev(const std::vector<double> &values)
{
    if (values.empty()) return 0;
    const double mean = meanOf(values);
    double squares = 0;
    for (double v : values) squares += (v - mean) * (v - mean);
    return std::sqrt(squares / static_cast<double>(values.size()));
}

double quantileType7(std::vector<double> values, double p)
{
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const double h = (static_cast<double>(values.size()) - 1) * std::clamp(p, 0.0, 1.0);
    const auto lo = static_cast<std::size_t>(std::floor(h));
    const std::size_t hi = std::min(lo + 1, values.size() - 1);
    return values[lo] + (h - std::floor(h)) * (values[hi] - values[lo]);
}

std::vector<AggregatedWeight> aggregatedWeights(const Round &round, AggregationMethod method)
{
    std::vector<AggregatedWeight> out;
    for (const auto &[id, values] : weightsByCriterion(round)) {
        const double exact = aggregate(values, method);
        // Half up; the small allowance keeps an exact .5 from falling to the lower side when the
        // arithmetic lands a hair below it.
        const int rounded = std::clamp(static_cast<int>(std::floor(exact + 0.5 + 1e-9)), 1, 5);
        out.push_back({id, exact, rounded, static_cast<int>(values.size())});
    }
    return out;
}

Scenario withAggregatedWeights(const Scenario &scenario,
                               const std::vector<AggregatedWeight> &weights)
{
    Scenario out = scenario;
    for (const auto &w : weights) out.decision.weights[w.criterionId] = w.rounded;
    return out;
}

std::map<std::string, std::map<std::string, double>> aggregatedScores(const Round &round,
                                                                      AggregationMethod method)
{
    std::map<std::string, std::map<std::string, std::vector<double>>> cells;
    for (const auto &b : round.ballots)
        for (const auto &[criterion, row] : b.scores)
            for (const auto &[offer, score] : row) cells[criterion][offer].push_back(score);
    std::map<std::string, std::map<std::string, double>> out;
    for (const auto &[criterion, row] : cells)
        for (const auto &[offer, values] : row) out[criterion][offer] = aggregate(values, method);
    return out;
}

std::vector<CriterionSpread> disagreement(const Round &round)
{
    std::vector<CriterionSpread> out;
    for (const auto &[id, values] : weightsByCriterion(round)) {
        CriterionSpread s;
        s.criterionId = id;
        s.count = static_cast<int>(values.size());
        s.mean = meanOf(values);
        s.stdDev = populationStdDev(values);
        s.min = *std::min_element(values.begin(), values.end());
        s.max = *std::max_element(values.begin(), values.end());
        s.range = s.max - s.min;
        s.q1 = quantileType7(values, 0.25);
        s.q3 = quantileType7(values, 0.75);
        s.iqr = s.q3 - s.q1;
        out.push_back(s);
    }
    // Already in id order, so a stable sort leaves equal spreads alphabetical.
    std::stable_sort(out.begin(), out.end(), [](const CriterionSpread &a, const CriterionSpread &b) {
        if (std::fabs(a.stdDev - b.stdDev) > tolerance) return a.stdDev > b.stdDev;
        if (std::fabs(a.range - b.range) > tolerance) return a.range > b.range;
        return false;
    });
    return out;
}

RoundComparison compareRounds(const Workshop &workshop, int from, int to,
                              AggregationMethod method)
{
    RoundComparison out{from, to, {}, {}};
    const Round empty;
    const Round &before = workshop.round(from) ? *workshop.round(from) : empty;
    const Round &after = workshop.round(to) ? *workshop.round(to) : empty;

    std::map<std::string, CriterionMove> moves;
    for (const auto &w : aggregatedWeights(before, method)) moves[w.criterionId].before = w.exact;
    for (const auto &w : aggregatedWeights(after, method)) moves[w.criterionId].after = w.exact;
    for (const auto &s : disagreement(before)) moves[s.criterionId].spreadBefore = s.stdDev;
    for (const auto &s : disagreement(after)) moves[s.criterionId].spreadAfter = s.stdDev;
    for (auto &[id, move] : moves) {
        move.criterionId = id;
        out.criteria.push_back(move);
    }
    std::stable_sort(out.criteria.begin(), out.criteria.end(),
                     [](const CriterionMove &a, const CriterionMove &b) {
                         const double da = std::fabs(a.change()), db = std::fabs(b.change());
                         return std::fabs(da - db) > tolerance && da > db;
                     });

    for (const auto &p : workshop.participants) {
        const Ballot *b = before.ballot(p.id);
        const Ballot *a = after.ballot(p.id);
        if (!a && !b) continue;
        ParticipantMove move{p.id, b != nullptr, a != nullptr, {}};
        std::set<std::string> ids;
        if (b)
            for (const auto &[id, w] : b->weights) ids.insert(id);
        if (a)
            for (const auto &[id, w] : a->weights) ids.insert(id);
        for (const auto &id : ids) {
            WeightChange change{id, {}, {}};
            if (b && b->weights.count(id)) change.before = b->weights.at(id);
            if (a && a->weights.count(id)) change.after = a->weights.at(id);
            if (change.before != change.after) move.changes.push_back(change);
        }
        out.participants.push_back(move);
    }
    return out;
}

} // namespace ad
