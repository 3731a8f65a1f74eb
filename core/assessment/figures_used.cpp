#include "assessment/figures_used.h"

#include <algorithm>
#include <tuple>

namespace ad {

namespace {

class Gatherer
{
public:
    void add(const UsedFigure &figure, const std::string &optionId)
    {
        // The English text names a figure uniquely whatever language it is shown in.
        const auto key = std::make_pair(write(figure.subject), write(figure.what));
        const auto [it, fresh] = m_index.try_emplace(key, m_out.size());
        if (fresh) m_out.push_back({figure, {}});
        m_out[it->second].optionIds.insert(optionId);
    }

    std::vector<FigureUse> take() { return std::move(m_out); }

private:
    std::vector<FigureUse> m_out;
    std::map<std::pair<std::string, std::string>, std::size_t> m_index;
};

// Porting and upkeep figures describe the team's move, not one chip: they follow the chips.
bool aboutThePort(const UsedFigure &f)
{
    return f.role == FigureRole::Port;
}

} // namespace

std::vector<FigureUse> figuresUsed(const Assessment &a)
{
    Gatherer gather;
    const auto options = a.decisionOptions();
    for (const bool port : {false, true})
        for (const OptionAssessment *o : options)
            for (const UsedFigure &f : o->inputs)
                if (aboutThePort(f) == port) gather.add(f, o->id);

    const DecisionResult &d = a.decision;
    for (std::size_t k = 0; k < d.criteria.size(); ++k) {
        if (d.criteria[k].effectiveWeight <= 0) continue;
        for (const MatrixRow &row : d.rows)
            if (k < row.scores.size() && row.scores[k].input)
                gather.add(*row.scores[k].input, row.optionId);
    }
    return gather.take();
}

const UsedFigure *priceUsed(const OptionAssessment &option)
{
    for (const UsedFigure &f : option.inputs)
        if (f.role == FigureRole::Price) return &f;
    return nullptr;
}

std::map<FigureKind, int> countByKind(const std::vector<FigureUse> &figures)
{
    std::map<FigureKind, int> counts;
    for (const FigureUse &f : figures) counts[f.figure.statement.provenance.kind] += 1;
    return counts;
}

namespace {

int severity(FlagLevel level)
{
    switch (level) {
    case FlagLevel::Impossible: return 0;
    case FlagLevel::UnitMismatch: return 1;
    case FlagLevel::Conflict: return 2;
    case FlagLevel::Suspicious: return 3;
    case FlagLevel::VendorClaim: return 4;
    case FlagLevel::Info: return 5;
    }
    return 5;
}

Flag flagOf(const MeasurementCheck &check)
{
    return {check.level, named(check.measurementId), check.message, {}};
}

// Most severe first; a warning two options share is said once.
void sortBySeverity(std::vector<Flag> &flags)
{
    std::stable_sort(flags.begin(), flags.end(), [](const Flag &a, const Flag &b) {
        return severity(a.level) < severity(b.level);
    });
    std::set<std::tuple<FlagLevel, std::string, std::string>> seen;
    flags.erase(std::remove_if(flags.begin(), flags.end(),
                               [&](const Flag &f) {
                                   return !seen.insert({f.level, write(f.subject), write(f.message)}).second;
                               }),
                flags.end());
}

} // namespace

std::vector<Flag> allWarnings(const Assessment &a)
{
    std::vector<Flag> out;
    for (const MeasurementCheck &check : a.checks)
        if (check.level != FlagLevel::Info) out.push_back(flagOf(check));
    out.insert(out.end(), a.flags.begin(), a.flags.end());
    for (const OptionAssessment *o : a.decisionOptions())
        out.insert(out.end(), o->flags.begin(), o->flags.end());
    sortBySeverity(out);
    return out;
}

std::vector<Flag> warningsThatMatter(const Assessment &a)
{
    std::set<std::string> included;  // options that survive the knock-outs
    for (const MatrixRow &row : a.decision.rows)
        if (!row.excluded) included.insert(row.optionId);
    std::set<std::string> measurements;
    std::vector<Flag> out;
    for (const FigureUse &use : figuresUsed(a)) {
        if (std::none_of(use.optionIds.begin(), use.optionIds.end(),
                         [&](const std::string &id) { return included.count(id) > 0; }))
            continue;
        const UsedFigure &f = use.figure;
        if (!f.measurementId.empty()) measurements.insert(f.measurementId);
        if (f.conflicting)
            out.push_back({FlagLevel::Conflict, f.phrase(),
                           msg(QT_TRANSLATE_NOOP("Message", "sources disagree; the model uses %1's figure"),
                               {arg::verbatim(f.statement.provenance.source)}),
                           {f.statement.provenance.source}});
    }
    for (const MeasurementCheck &check : a.checks)
        if (check.level != FlagLevel::Info && measurements.count(check.measurementId))
            out.push_back(flagOf(check));
    for (const std::string &id : included)
        if (const OptionAssessment *o = a.option(id))
            out.insert(out.end(), o->flags.begin(), o->flags.end());
    sortBySeverity(out);
    return out;
}

} // namespace ad
