// The decision matrix: knock-outs, fixed value functions, swing weights with groups, ranking,
// margin and sensitivity. The method and its references are in docs/decision.md.
#include "decision/decision.h"

#include "decision/decision_detail.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>
#include <map>
#include <numeric>
#include <tuple>

namespace ad {

double weightedTotal(const std::vector<double> &scores, const std::vector<double> &weights)
{
    // A negative weight has no meaning on the 0-5 scale: it counts as zero.
    double sum = 0, weightSum = 0;
    const std::size_t n = std::min(scores.size(), weights.size());
    for (std::size_t k = 0; k < n; ++k) {
        const double w = std::max(0.0, weights[k]);
        sum += w * scores[k];
        weightSum += w;
    }
    return weightSum > 0 ? sum / weightSum : 0.0;
}

std::vector<ScorePart> scoreParts(const DecisionResult &d)
{
    std::vector<ScorePart> parts;
    double sum = 0;
    for (std::size_t c = 0; c < d.criteria.size(); ++c) {
        const MatrixCriterion &mc = d.criteria[c];
        sum += std::max(0.0, mc.effectiveWeight);
        if (mc.effectiveWeight <= 0) continue;
        if (mc.group.empty()) {
            parts.push_back({mc.name, mc.weight, mc.effectiveWeight, 0, {c}, false});
            continue;
        }
        auto part = std::find_if(parts.begin(), parts.end(), [&](const ScorePart &p) {
            return p.group && d.criteria[p.criteria.front()].group == mc.group;
        });
        if (part == parts.end()) {
            const auto g = std::find_if(d.groups.begin(), d.groups.end(),
                                        [&](const MatrixGroup &mg) { return mg.id == mc.group; });
            parts.push_back({g == d.groups.end() ? mc.group : g->name,
                             g == d.groups.end() ? 0 : g->weight, 0, 0, {}, true});
            part = std::prev(parts.end());
        }
        part->criteria.push_back(c);
        part->effectiveWeight += mc.effectiveWeight;
    }
    for (ScorePart &p : parts) p.share = sum > 0 ? p.effectiveWeight / sum : 0.0;
    return parts;
}

double partScore(const DecisionResult &d, const ScorePart &part, const MatrixRow &row)
{
    if (!(part.effectiveWeight > 0)) return 0;
    double sum = 0;
    for (std::size_t c : part.criteria)
        if (c < row.scores.size() && c < d.criteria.size())
            sum += d.criteria[c].effectiveWeight * row.scores[c].score;
    return sum / part.effectiveWeight;
}

double partPoints(const DecisionResult &d, const ScorePart &part, const MatrixRow &row)
{
    return 100 * part.share * partScore(d, part, row);
}

namespace detail {

double rankingTotal(const std::vector<double> &row, const std::vector<double> &weights)
{
    return std::round(weightedTotal(row, weights) * 1e12);
}

namespace {

std::vector<double> rankingTotals(const std::vector<std::vector<double>> &rows,
                                  const std::vector<double> &weights)
{
    std::vector<double> totals;
    totals.reserve(rows.size());
    for (const auto &row : rows) totals.push_back(rankingTotal(row, weights));
    return totals;
}

// Totals are compared after rounding away floating-point noise, so that two options whose totals
// are equal on paper tie. A tie goes to the cheaper option, then to the listing order.
struct TotalOrder {
    const std::vector<double> &totals;  // rankingTotal() of each row
    const std::vector<double> &costs;

    double cost(std::size_t i) const
    {
        return i < costs.size() && std::isfinite(costs[i]) ? costs[i]
                                                           : std::numeric_limits<double>::infinity();
    }
    bool before(std::size_t a, std::size_t b) const
    {
        if (totals[a] != totals[b]) return totals[a] > totals[b];
        return cost(a) < cost(b);
    }
};

} // namespace

std::vector<std::size_t> rankByTotal(const std::vector<std::vector<double>> &rows,
                                     const std::vector<double> &weights,
                                     const std::vector<double> &costs)
{
    const std::vector<double> totals = rankingTotals(rows, weights);
    const TotalOrder rule{totals, costs};
    std::vector<std::size_t> order(rows.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return rule.before(a, b); });
    return order;
}

std::size_t topByTotal(const std::vector<std::vector<double>> &rows,
                       const std::vector<double> &weights, const std::vector<double> &costs)
{
    return topOfTotals(rankingTotals(rows, weights), costs);
}

std::size_t topOfTotals(const std::vector<double> &totals, const std::vector<double> &costs)
{
    // The first of the stable order: the earliest row nothing else goes before.
    const TotalOrder rule{totals, costs};
    std::size_t top = 0;
    for (std::size_t i = 1; i < totals.size(); ++i)
        if (rule.before(i, top)) top = i;
    return top;
}

} // namespace detail

namespace {

// Scenario scores (criterion -> offer -> 0..1) replace the model's, and say so.
void applyOverride(CriterionScore &score, const Scenario &scenario, const std::string &criterionId,
                   const std::string &offerId)
{
    const auto byCriterion = scenario.decision.scores.find(criterionId);
    if (byCriterion == scenario.decision.scores.end()) return;
    const auto it = byCriterion->second.find(offerId);
    if (it == byCriterion->second.end()) return;
    const double value = it->second;
    if (!std::isfinite(value)) {
        score.how.note.push_back(
            msg(QT_TRANSLATE_NOOP("Message", "the scenario's score for this cell is not a number and was ignored")));
        return;
    }
    const double model = score.score;
    const bool clamped = value < 0 || value > 1;
    score.score = std::clamp(value, 0.0, 1.0);
    score.overridden = true;
    score.input.reset();  // the catalog's figure no longer counts
    score.known = true;
    score.how.method = Method::Input;
    score.how.formula = QT_TRANSLATE_NOOP("Message", "score set in the scenario");
    score.how.terms = termList({{QT_TRANSLATE_NOOP("Message", "scenario score"), value, "0..1"},
                                {QT_TRANSLATE_NOOP("Message", "model's score"), model, "0..1"}});
    score.how.note = {msg(QT_TRANSLATE_NOOP("Message", "overrides the model's %1"), {arg::number(model, 2)})};
    if (clamped)
        score.how.note.push_back(msg(QT_TRANSLATE_NOOP("Message", "the scenario's value lies outside 0..1 and was clamped to %1"),
                                     {arg::number(score.score, 2)}));
}

template <class Entry>
int chosenWeight(const Entry &entry, const Scenario &scenario, Message &note)
{
    if (const auto it = scenario.decision.weights.find(entry.id);
        it != scenario.decision.weights.end())
        return std::clamp(it->second, 0, 5);
    int weight = 0;
    std::tie(weight, note) = detail::contextWeight(entry, scenario);
    return std::clamp(weight, 0, 5);
}

// The origin of the cost scale: the cheapest option that survives the knock-outs (any option
// with a known cost when none does). The scale is logarithmic, so moving the origin shifts every
// unsaturated cost score by the same amount and changes no difference between two options; an
// origin outside the options in view would only push them all towards the end of the scale.
void costAnchor(detail::ScoringContext &context, const std::vector<const OptionAssessment *> &options,
                const std::vector<std::vector<detail::Knockout>> &knockouts)
{
    for (bool survivorsOnly : {true, false}) {
        for (std::size_t i = 0; i < options.size(); ++i) {
            const OptionAssessment &o = *options[i];
            if (survivorsOnly && !knockouts[i].empty()) continue;
            if (!o.tco.known()) continue;
            // A total that credits bring to zero counts as the floor of the scale, as it does
            // in costValue(), so no option in view scores above 1.
            const double cost = std::max(o.tco.value, detail::costFloorUsd);
            if (context.costAnchor <= 0 || cost < context.costAnchor) {
                context.costAnchor = cost;
                context.costAnchorLabel = o.label;
            }
        }
        if (context.costAnchor > 0) return;
    }
}

void buildCriteria(DecisionResult &result, const Catalog &catalog, const Scenario &scenario)
{
    for (const CriterionGroup &g : catalog.groups) {
        MatrixGroup mg;
        mg.id = g.id;
        mg.name = g.name;
        mg.description = g.description;
        mg.defaultWeight = g.defaultWeight;
        mg.weight = chosenWeight(g, scenario, mg.weightNote);
        result.groups.push_back(std::move(mg));
    }
    for (const Criterion &c : catalog.criteria) {
        MatrixCriterion mc;
        mc.id = c.id;
        mc.name = c.name;
        mc.description = c.description;
        mc.derived = c.derived;
        mc.metric = c.metric;
        mc.defaultWeight = c.defaultWeight;
        mc.weight = chosenWeight(c, scenario, mc.weightNote);
        for (std::size_t g = 0; g < result.groups.size(); ++g)
            if (result.groups[g].id == c.group) {
                mc.group = c.group;
                result.groups[g].members.push_back(result.criteria.size());
            }
        result.criteria.push_back(std::move(mc));
    }
    // Groups with no criterion in this catalog take no part.
    std::erase_if(result.groups, [](const MatrixGroup &g) { return g.members.empty(); });
    for (const auto &[id, weight] : scenario.decision.weights) {
        const bool known = catalog.criterion(id) || catalog.group(id);
        if (!known)
            result.notes.push_back(
                id == "cost_per_token" || id == "training_cost"
                    ? msg(QT_TRANSLATE_NOOP("Message", "The weight %1 set for \"%2\" was ignored: the catalog has no "
                                                       "criterion or group with that id (serving and training "
                                                       "costs are part of the cost over the horizon)"),
                          {arg::count(weight), arg::verbatim(id)})
                    : msg(QT_TRANSLATE_NOOP("Message", "The weight %1 set for \"%2\" was ignored: the catalog has no "
                                                       "criterion or group with that id"),
                          {arg::count(weight), arg::verbatim(id)}));
    }
}

// What each criterion weighs in the total: a top-level weight, or a group's weight split by the
// sub-weights of its members. A criterion no option has data for weighs nothing.
void effectiveWeights(DecisionResult &result)
{
    for (auto &c : result.criteria) c.effectiveWeight = c.group.empty() && c.hasData ? c.weight : 0;
    for (const auto &g : result.groups) {
        double shares = 0;
        for (std::size_t m : g.members)
            if (result.criteria[m].hasData) shares += result.criteria[m].weight;
        for (std::size_t m : g.members) {
            auto &c = result.criteria[m];
            c.effectiveWeight = c.hasData && shares > 0 ? g.weight * c.weight / shares : 0.0;
        }
    }
}

double groupScore(const MatrixGroup &g, const DecisionResult &result, const MatrixRow &row)
{
    double sum = 0, shares = 0, plain = 0;
    int counted = 0;
    for (std::size_t m : g.members) {
        const auto &c = result.criteria[m];
        if (!c.hasData) continue;
        sum += c.weight * row.scores[m].score;
        shares += c.weight;
        plain += row.scores[m].score;
        ++counted;
    }
    if (shares > 0) return sum / shares;
    return counted ? plain / counted : 0.5;
}

} // namespace

DecisionResult decide(const Assessment &assessment, const Catalog &catalog)
{
    DecisionResult result;
    const Scenario &scenario = assessment.scenario;
    buildCriteria(result, catalog, scenario);

    std::vector<const OptionAssessment *> options;
    options.reserve(assessment.options.size());
    for (const auto &o : assessment.options)
        if (o.inDecision) options.push_back(&o);

    std::vector<std::vector<detail::Knockout>> knockouts;
    std::vector<const OptionAssessment *> included;
    std::vector<MatrixRow> rows;
    included.reserve(options.size());
    knockouts.reserve(options.size());
    rows.reserve(options.size());
    for (const OptionAssessment *o : options) {
        knockouts.push_back(detail::knockouts(*o, assessment, catalog));
        MatrixRow row;
        row.optionId = o->id;
        row.label = o->label;
        row.knockouts.reserve(knockouts.back().size());
        for (const auto &k : knockouts.back()) row.knockouts.push_back(k.reason);
        row.excluded = !row.knockouts.empty();
        if (!row.excluded) included.push_back(o);
        rows.push_back(std::move(row));
    }

    detail::ScoringContext context{&assessment, &catalog, 0, {}};
    costAnchor(context, options, knockouts);
    result.costAnchor = context.costAnchor;
    result.costAnchorLabel = context.costAnchorLabel;
    // Each chip's score on a criterion scored by chip alone, as first worked out (before any
    // override of the row's): a short list, searched in place of a map whose nodes were blocks.
    struct FirstOfChip {
        std::size_t criterion;
        std::string_view chip;
        CriterionScore score;
    };
    std::vector<FirstOfChip> chipScores;
    chipScores.reserve(rows.size() * 2);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        // A score is large (its explanation and the figure it read): growing the row one score
        // at a time moved each of them about once more and asked for ever larger blocks.
        rows[i].scores.reserve(catalog.criteria.size());
        for (std::size_t k = 0; k < catalog.criteria.size(); ++k) {
            const Criterion &c = catalog.criteria[k];
            CriterionScore s;
            if (!detail::scoredByChipAlone(c)) {
                s = detail::scoreCriterion(c, *options[i], context);
            } else {
                // The offers of one chip read the same score: worked out (with its explanation)
                // once per chip and copied after that.
                const std::string_view chip = options[i]->acceleratorId;
                const auto first = std::find_if(chipScores.begin(), chipScores.end(), [&](const FirstOfChip &f) {
                    return f.criterion == k && f.chip == chip;
                });
                if (first == chipScores.end()) {
                    s = detail::scoreCriterion(c, *options[i], context);
                    chipScores.push_back({k, chip, s});
                } else {
                    s = first->score;
                }
            }
            applyOverride(s, scenario, c.id, options[i]->offerId);
            rows[i].scores.push_back(std::move(s));
        }
    }

    // A criterion has data when some option in the matrix has a figure for it, knocked out or
    // not: which options survive must not decide what the others weigh.
    for (std::size_t c = 0; c < result.criteria.size(); ++c) {
        auto &mc = result.criteria[c];
        mc.hasData = std::any_of(rows.begin(), rows.end(),
                                 [c](const MatrixRow &row) { return row.scores[c].known; });
        if (!mc.hasData && mc.weight > 0)
            mc.weightNote = mc.derived
                ? msg(QT_TRANSLATE_NOOP("Message", "carries no weight: no option has a figure for it"))
                : msg(QT_TRANSLATE_NOOP("Message", "carries no weight: no option has a figure for it; enter the "
                                                   "team's own scores in the matrix to weigh it"));
        mc.scale = detail::scaleText(catalog.criteria[c], context);
        mc.range = detail::rangeText(catalog.criteria[c], included);
    }
    effectiveWeights(result);
    // Every list below has a size known before it is filled, and is reserved to it: a row is
    // large, and the lists grown one element at a time were most of the blocks decide() asks
    // for and frees again.
    std::vector<double> weights;
    weights.reserve(result.criteria.size());
    for (const auto &c : result.criteria) weights.push_back(c.effectiveWeight);

    std::vector<double> rowScores;
    for (auto &row : rows) {
        rowScores.clear();
        for (const auto &s : row.scores) rowScores.push_back(s.score);
        row.total = weightedTotal(rowScores, weights);
        row.groupScores.reserve(result.groups.size());
        for (const auto &g : result.groups) row.groupScores.push_back(groupScore(g, result, row));
    }

    std::vector<MatrixRow> kept, excluded;
    kept.reserve(rows.size());
    excluded.reserve(rows.size());
    for (auto &row : rows) (row.excluded ? excluded : kept).push_back(std::move(row));
    std::vector<std::vector<double>> matrix;
    std::vector<double> costs;
    matrix.reserve(kept.size());
    costs.reserve(kept.size());
    for (const auto &row : kept) {
        std::vector<double> values;
        values.reserve(row.scores.size());
        for (const auto &s : row.scores) values.push_back(s.score);
        matrix.push_back(std::move(values));
        const OptionAssessment *o = assessment.option(row.optionId);
        costs.push_back(o && o->tco.known() ? o->tco.value : std::numeric_limits<double>::infinity());
    }
    const auto order = detail::rankByTotal(matrix, weights, costs);
    result.rows.reserve(kept.size() + excluded.size());
    for (std::size_t r = 0; r < order.size(); ++r) {
        kept[order[r]].rank = static_cast<int>(r) + 1;
        result.rows.push_back(std::move(kept[order[r]])); // order is a permutation: each once
    }
    for (auto &row : excluded) {
        row.rank = 0;
        result.rows.push_back(std::move(row));
    }

    if (!order.empty()) result.winner = result.rows[0].optionId;
    if (order.size() >= 2) {
        result.runnerUp = result.rows[1].optionId;
        result.margin = result.rows[0].total - result.rows[1].total;
        // Tolerance: a margin that equals the threshold on paper counts as clear.
        result.clearWinner = result.margin >= result.clearMarginThreshold - 1e-12;
    } else if (order.size() == 1) {
        result.clearWinner = true; // the only option left has no one to be close to
    }

    std::vector<const std::string *> inputOrder; // the options' ids, read in place
    std::vector<double> inputCosts;
    inputOrder.reserve(options.size());
    inputCosts.reserve(options.size());
    for (const OptionAssessment *o : options) {
        inputOrder.push_back(&o->id);
        inputCosts.push_back(o->tco.known() ? o->tco.value : std::numeric_limits<double>::infinity());
    }
    detail::computeSensitivity(result, inputOrder, inputCosts);
    return result;
}

} // namespace ad
