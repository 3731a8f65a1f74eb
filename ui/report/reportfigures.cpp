#include "reportfigures.h"

#include "assessment_format.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>

namespace ad::report {

std::vector<const OptionAssessment *> decisionOptions(const Assessment &a)
{
    std::vector<const OptionAssessment *> out;
    for (const auto &row : a.decision.rows)
        if (const OptionAssessment *o = a.option(row.optionId)) out.push_back(o);
    if (out.empty())
        for (const auto &o : a.options)
            if (o.inDecision) out.push_back(&o);
    return out;
}

std::string quotedValue(const Statement &st)
{
    if (!st.offered) return "not offered";
    const double v = st.quotedValue;
    const bool whole = std::abs(v - std::round(v)) < 1e-9;
    std::string number = whole ? formatNumber(v, 0) : formatNumber(v, std::abs(v) < 1 ? 3 : 2);
    if (!whole) {
        while (!number.empty() && number.back() == '0') number.pop_back();
        if (!number.empty() && number.back() == '.') number.pop_back();
    }
    // Counts, years and scores read better without their pseudo-units.
    static const std::set<std::string> silent = {"count", "year", "score10", ""};
    if (silent.count(st.quotedUnit)) return number;
    // "1 day", not "1 days".
    std::string unit = st.quotedUnit;
    if (v == 1 && (unit == "days" || unit == "weeks" || unit == "hours")) unit.pop_back();
    return number + " " + unit;
}

namespace {

class Collector
{
public:
    std::vector<UsedFigure> out;

    void add(const std::string &subject, const std::string &what, const Figure *figure,
             const std::string &optionId)
    {
        if (!figure || !figure->known()) return;
        const auto key = std::make_pair(figure, what);
        const auto it = m_index.find(key);
        if (it != m_index.end()) {
            if (!optionId.empty()) out[it->second].optionIds.insert(optionId);
            return;
        }
        m_index[key] = out.size();
        UsedFigure used{subject, what, figure, {}};
        if (!optionId.empty()) used.optionIds.insert(optionId);
        out.push_back(std::move(used));
    }

private:
    std::map<std::pair<const Figure *, std::string>, std::size_t> m_index;
};

bool mentions(const Quantity &q, const std::string &id)
{
    // The assessment names the measurement it used in the explanation's note ("...: <id>").
    const std::string &note = q.how.note;
    const auto at = note.find(id);
    if (at == std::string::npos) return false;
    const auto end = at + id.size();
    return end == note.size() || !(std::isalnum(static_cast<unsigned char>(note[end]))
                                   || note[end] == '-' || note[end] == '_');
}

} // namespace

std::vector<UsedFigure> usedFigures(const Assessment &a, const Catalog &catalog)
{
    Collector c;
    const Scenario &s = a.scenario;
    const bool trains = s.workload.trains();
    const bool serves = s.workload.serves();
    const auto options = decisionOptions(a);
    bool anyPort = false;

    for (const OptionAssessment *o : options) {
        anyPort = anyPort || o->needsPort;
        if (const Accelerator *acc = catalog.accelerator(o->acceleratorId)) {
            const std::string &name = acc->name.empty() ? acc->id : acc->name;
            c.add(name, "memory per chip", &acc->memoryBytes, o->id);
            c.add(name, "memory bandwidth", &acc->bandwidthBytesPerSecond, o->id);
            if (trains)
                if (const Figure *f = acc->denseFlops(s.workload.precision))
                    c.add(name, std::string("dense ") + toString(s.workload.precision) + " compute",
                          f, o->id);
            if (serves)
                if (const Figure *f = acc->denseFlops(s.workload.inference.precision))
                    c.add(name,
                          std::string("dense ") + toString(s.workload.inference.precision)
                              + " compute",
                          f, o->id);
            c.add(name, "power", &acc->powerWatts, o->id);
        }
        if (const Offer *offer = catalog.offer(o->offerId)) {
            const std::string subject = offer->provider + " " + offer->instance;
            c.add(subject, "chips per instance", &offer->chips, o->id);
            const auto price = offer->prices.find(o->pricingModel);
            if (price != offer->prices.end())
                c.add(subject, std::string(displayName(o->pricingModel)) + " price",
                      &price->second, o->id);
        }
        for (const Measurement &m : catalog.measurements)
            if (m.acceleratorId == o->acceleratorId
                && (mentions(o->decodeTokensPerSecond, m.id)
                    || mentions(o->trainingChipHours, m.id)))
                c.add(m.id, m.phase == Phase::Training ? "training throughput (tokens/s per chip)"
                                                       : "inference throughput (tokens/s per chip)",
                      &m.figure, o->id);
    }

    if (anyPort && s.team.portingWeeksOverride <= 0) {
        for (const PortingEffort &e : catalog.porting.baseEfforts)
            if (e.experience == s.team.neuronExperience && e.support == s.team.modelSupport) {
                const std::string what = std::string("base effort, Neuron experience ")
                    + toString(e.experience) + ", model " + toString(e.support);
                c.add("Porting", what + " (low, weeks)", &e.weeksLow, {});
                c.add("Porting", what + " (high, weeks)", &e.weeksHigh, {});
            }
        for (const PortingComponent &pc : catalog.porting.components)
            if (std::find(s.team.cudaComponents.begin(), s.team.cudaComponents.end(), pc.id)
                != s.team.cudaComponents.end()) {
                c.add("Porting", pc.name + " (low, weeks)", &pc.weeksLow, {});
                c.add("Porting", pc.name + " (high, weeks)", &pc.weeksHigh, {});
            }
    }
    if (anyPort) {
        c.add("Neuron SDK upkeep", "days per release (low)", &catalog.porting.maintenanceDaysLow,
              {});
        c.add("Neuron SDK upkeep", "days per release (high)", &catalog.porting.maintenanceDaysHigh,
              {});
        c.add("Neuron SDK upkeep", "releases per year", &catalog.porting.releasesPerYear, {});
    }

    // Expert scores for the profile criteria that carry weight.
    for (const MatrixCriterion &criterion : a.decision.criteria) {
        if (criterion.derived || criterion.weight <= 0) continue;
        for (const OptionAssessment *o : options)
            for (const Profile &p : catalog.profiles) {
                if (std::find(p.acceleratorIds.begin(), p.acceleratorIds.end(), o->acceleratorId)
                    == p.acceleratorIds.end())
                    continue;
                const auto it = p.scores.find(criterion.id);
                if (it != p.scores.end())
                    c.add(p.name, "expert score: " + criterion.name + " (of 10)", &it->second,
                          o->id);
                break;
            }
    }
    return c.out;
}

} // namespace ad::report
