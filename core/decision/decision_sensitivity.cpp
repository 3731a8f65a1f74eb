// What would have to change for another option to win: per-criterion weight flip points and
// one-step score changes. The algebra is in docs/decision.md ("Sensitivity").
#include "decision/decision.h"
#include "decision/decision_detail.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ad::detail {

namespace {

// One step on the 1-5 scale is a quarter of the 0..1 range (1 + 4·s maps 0..1 onto 1..5).
constexpr double scoreStep = 0.25;

Arg onFivePointScale(double score)
{
    return arg::number(1.0 + 4.0 * score, 1);
}

// The included rows in the assessment's order, so that ties break the way decide() breaks them.
struct Matrix {
    std::vector<std::vector<double>> scores;
    std::vector<double> weights;
    std::vector<double> costs; // ties go to the cheaper option, as in decide()
    std::vector<const MatrixRow *> rows;
    std::size_t win = 0; // index of the current winner
    // rankingTotal() of each row, kept only where the weights stay fixed (the score probes).
    std::vector<double> totals;
};

std::size_t topUnder(const Matrix &m)
{
    return topByTotal(m.scores, m.weights, m.costs);
}

struct Crossing {
    double weight = 0;
    double probe = 0;  // a weight just past the crossing, on the side where the winner changes
    bool rising = true;
};

// Where challenger j ties the winner as criterion c's weight x varies. With
// A = Σ_{k≠c} w_k·s_k and W = Σ_{k≠c} w_k, each total is (A + x·s_c) / (W + x); the common
// denominator cancels, so the tie is the root of A_0 + x·s_0c = A_j + x·s_jc.
std::optional<Crossing> crossing(const Matrix &m, std::size_t c, std::size_t j)
{
    const auto &winner = m.scores[m.win];
    double a0 = 0, aj = 0;
    for (std::size_t k = 0; k < m.weights.size(); ++k) {
        if (k == c) continue;
        const double w = std::max(0.0, m.weights[k]);
        a0 += w * winner[k];
        aj += w * m.scores[j][k];
    }
    const double slope = winner[c] - m.scores[j][c];
    if (std::fabs(slope) < 1e-12) return std::nullopt;
    const double x = (aj - a0) / slope;
    if (!std::isfinite(x) || x < 0) return std::nullopt;
    // j overtakes the winner above x when it scores higher on c, below x otherwise.
    const bool rising = m.scores[j][c] > winner[c];
    const double delta = std::max(1e-6, 1e-6 * x);
    const double probe = rising ? x + delta : x - delta;
    if (probe < 0) return std::nullopt;
    return Crossing{x, probe, rising};
}

// A weight the user can set: a top-level criterion's or a group's.
struct Item {
    std::string id, name;
    int weight = 0;
};

// `m` is probed in place (one weight changed, then restored), not copied per probe.
WeightSensitivity weightSensitivity(const Item &criterion, Matrix &m, std::size_t c)
{
    WeightSensitivity ws;
    ws.criterionId = criterion.id;
    ws.weight = criterion.weight;

    std::vector<Crossing> candidates;
    for (std::size_t j = 0; j < m.scores.size(); ++j)
        if (j != m.win)
            if (auto x = crossing(m, c, j)) candidates.push_back(*x);
    std::sort(candidates.begin(), candidates.end(), [&](const Crossing &a, const Crossing &b) {
        return std::fabs(a.weight - criterion.weight) < std::fabs(b.weight - criterion.weight);
    });

    // The nearest crossing is where the winner first changes; recomputing the whole ranking
    // just past it confirms it (and names whoever is then on top).
    for (const Crossing &x : candidates) {
        const double weight = m.weights[c];
        m.weights[c] = x.probe;
        const std::size_t top = topUnder(m);
        m.weights[c] = weight;
        if (top == m.win) continue;
        ws.flipWeight = x.weight;
        ws.reachable = x.weight >= -1e-9 && x.weight <= 5 + 1e-9;
        ws.newWinner = m.rows[top]->optionId;
        // Two decimals when one would read as the current weight ("below 1 (now 1)").
        const Arg at = formatShort(x.weight) == std::to_string(criterion.weight) ? arg::number(x.weight, 2)
                                                                                : arg::points(x.weight);
        std::vector<Arg> args{arg::catalog(criterion.name), at, arg::count(criterion.weight),
                              arg::verbatim(m.rows[top]->label)};
        if (ws.reachable)
            ws.text = x.rising
                ? msg(QT_TRANSLATE_NOOP("Message", "Raising the weight of %1 above %2 (now %3) makes %4 win"),
                      std::move(args))
                : msg(QT_TRANSLATE_NOOP("Message", "%1 weight must fall below %2 (now %3) for %4 to win"),
                      std::move(args));
        else
            ws.text = x.rising
                ? msg(QT_TRANSLATE_NOOP("Message", "No weight of %1 between 0 and 5 changes the winner; it would "
                                                   "have to exceed %2 (now %3) for %4 to win"),
                      std::move(args))
                : msg(QT_TRANSLATE_NOOP("Message", "No weight of %1 between 0 and 5 changes the winner; it would "
                                                   "have to fall below %2 (now %3) for %4 to win"),
                      std::move(args));
        return ws;
    }
    ws.text = msg(QT_TRANSLATE_NOOP("Message", "No weight of %1 between 0 and 5 changes the winner"),
                  {arg::catalog(criterion.name)});
    return ws;
}

// `m` is probed in place (one score changed, then restored), not copied per probe.
void scoreFlips(DecisionResult &result, Matrix &m, std::size_t c)
{
    const MatrixCriterion &criterion = result.criteria[c];
    if (criterion.effectiveWeight <= 0) return;
    // A probe changes one score of one row: only that row's total moves.
    auto check = [&](std::size_t row, double newScore, double delta) {
        const double old = m.scores[row][c];
        const double oldTotal = m.totals[row];
        m.scores[row][c] = newScore;
        m.totals[row] = rankingTotal(m.scores[row], m.weights);
        const std::size_t top = topOfTotals(m.totals, m.costs);
        m.scores[row][c] = old;
        m.totals[row] = oldTotal;
        if (top == m.win) return;
        ScoreFlip flip;
        flip.criterionId = criterion.id;
        flip.optionId = m.rows[row]->optionId;
        flip.delta = delta;
        flip.newWinner = m.rows[top]->optionId;
        std::vector<Arg> args{arg::verbatim(m.rows[row]->label), arg::catalog(criterion.name),
                              onFivePointScale(old), onFivePointScale(newScore)};
        if (delta < 0 || top != row) args.push_back(arg::verbatim(m.rows[top]->label));
        if (delta > 0)
            flip.text = top == row
                ? msg(QT_TRANSLATE_NOOP("Message", "Raising %1's %2 score one step, from %3 to %4 of 5, puts it on "
                                                   "top"),
                      std::move(args))
                : msg(QT_TRANSLATE_NOOP("Message", "Raising %1's %2 score one step, from %3 to %4 of 5, makes %5 "
                                                   "the winner"),
                      std::move(args));
        else
            flip.text = msg(QT_TRANSLATE_NOOP("Message", "Lowering %1's %2 score one step, from %3 to %4 of 5, hands "
                                                         "the win to %5"),
                            std::move(args));
        result.scoreFlips.push_back(std::move(flip));
    };
    for (std::size_t j = 0; j < m.scores.size(); ++j) {
        if (j == m.win) continue;
        const double raised = std::min(1.0, m.scores[j][c] + scoreStep);
        if (raised > m.scores[j][c]) check(j, raised, +1);
    }
    const double lowered = std::max(0.0, m.scores[m.win][c] - scoreStep);
    if (lowered < m.scores[m.win][c]) check(m.win, lowered, -1);
}

} // namespace

void computeSensitivity(DecisionResult &result, const std::vector<const std::string *> &inputOrder,
                        const std::vector<double> &inputCosts)
{
    result.sensitivity.clear();
    result.scoreFlips.clear();
    result.mostFragile.clear();
    if (result.winner.empty()) return;

    // Two views of the same totals: one column per weight the user sets (top-level criteria and
    // groups, with the group's score), and one per criterion at its effective weight.
    std::vector<Item> items;
    std::vector<std::size_t> leafOfItem; // criterion index, or SIZE_MAX for a group
    std::vector<std::size_t> groupOfItem;
    // Reserved to their final sizes, as in decide(): grown one element at a time, these lists
    // were blocks asked for and freed again at every assessment.
    const std::size_t itemCount = result.criteria.size() + result.groups.size();
    items.reserve(itemCount);
    leafOfItem.reserve(itemCount);
    groupOfItem.reserve(itemCount);
    for (std::size_t c = 0; c < result.criteria.size(); ++c) {
        const auto &mc = result.criteria[c];
        if (!mc.group.empty() || !mc.hasData) continue;
        items.push_back({mc.id, mc.name, mc.weight});
        leafOfItem.push_back(c);
        groupOfItem.push_back(0);
    }
    for (std::size_t g = 0; g < result.groups.size(); ++g) {
        const auto &mg = result.groups[g];
        const bool hasData = std::any_of(mg.members.begin(), mg.members.end(),
                                         [&](std::size_t m) { return result.criteria[m].hasData; });
        if (!hasData) continue;
        items.push_back({mg.id, mg.name, mg.weight});
        leafOfItem.push_back(std::numeric_limits<std::size_t>::max());
        groupOfItem.push_back(g);
    }

    Matrix top, leaf;
    top.weights.reserve(items.size());
    leaf.weights.reserve(result.criteria.size());
    for (Matrix *m : {&top, &leaf}) {
        m->costs.reserve(inputOrder.size());
        m->scores.reserve(inputOrder.size());
        m->rows.reserve(inputOrder.size());
    }
    for (const auto &item : items) top.weights.push_back(item.weight);
    for (const auto &c : result.criteria) leaf.weights.push_back(c.effectiveWeight);
    for (std::size_t i = 0; i < inputOrder.size(); ++i) {
        const std::string &id = *inputOrder[i];
        for (const auto &row : result.rows) {
            if (row.optionId != id || row.excluded) continue;
            if (id == result.winner) top.win = leaf.win = top.rows.size();
            top.costs.push_back(inputCosts[i]);
            leaf.costs.push_back(inputCosts[i]);
            std::vector<double> itemScores, leafScores;
            itemScores.reserve(items.size());
            leafScores.reserve(row.scores.size());
            for (std::size_t i = 0; i < items.size(); ++i)
                itemScores.push_back(leafOfItem[i] != std::numeric_limits<std::size_t>::max()
                                         ? row.scores[leafOfItem[i]].score
                                         : row.groupScores[groupOfItem[i]]);
            for (const auto &s : row.scores) leafScores.push_back(s.score);
            top.scores.push_back(std::move(itemScores));
            leaf.scores.push_back(std::move(leafScores));
            top.rows.push_back(&row);
            leaf.rows.push_back(&row);
            break;
        }
    }
    if (top.rows.empty() || top.rows[top.win]->optionId != result.winner) return;

    double fragile = std::numeric_limits<double>::infinity();
    result.sensitivity.reserve(items.size());
    for (std::size_t i = 0; i < items.size(); ++i) {
        WeightSensitivity ws = weightSensitivity(items[i], top, i);
        if (ws.reachable && ws.flipWeight) {
            const double distance = std::fabs(*ws.flipWeight - ws.weight);
            if (distance < fragile) {
                fragile = distance;
                result.mostFragile = ws.criterionId;
            }
        }
        result.sensitivity.push_back(std::move(ws));
    }
    leaf.totals.reserve(leaf.scores.size());
    for (const auto &row : leaf.scores) leaf.totals.push_back(rankingTotal(row, leaf.weights));
    for (std::size_t c = 0; c < result.criteria.size(); ++c) scoreFlips(result, leaf, c);
}

} // namespace ad::detail
