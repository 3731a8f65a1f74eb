// Cross-references between catalog entries, checked once every file is read. An entry that
// refers to something unknown is dropped rather than kept half-valid; entries are resolved in
// dependency order so that dropping one is reported on the entries that depend on it.
#include "catalog/catalog_parse.h"

#include <map>
#include <unordered_map>

namespace ad::catalog_detail {

namespace {

struct Known {
    std::set<std::string> sources, accelerators, models, groups;
    std::map<std::string, bool> criteriaDerived; // id -> scored from the assessment
};

Message kindName(Ref::Kind kind)
{
    switch (kind) {
    case Ref::Kind::Source: return msg(QT_TRANSLATE_NOOP("Message", "source"));
    case Ref::Kind::Accelerator: return msg(QT_TRANSLATE_NOOP("Message", "accelerator"));
    case Ref::Kind::Model: return msg(QT_TRANSLATE_NOOP("Message", "model"));
    case Ref::Kind::Criterion:
    case Ref::Kind::ProfileCriterion: return msg(QT_TRANSLATE_NOOP("Message", "criterion"));
    case Ref::Kind::Group: return msg(QT_TRANSLATE_NOOP("Message", "criterion group"));
    }
    return msg(QT_TRANSLATE_NOOP("Message", "entry"));
}

const char *fileOf(Ref::Kind kind)
{
    switch (kind) {
    case Ref::Kind::Source: return "sources.json";
    case Ref::Kind::Accelerator: return "accelerators.json";
    case Ref::Kind::Model: return "models.json";
    case Ref::Kind::Criterion:
    case Ref::Kind::ProfileCriterion:
    case Ref::Kind::Group: return "criteria.json";
    }
    return "";
}

class Resolver {
public:
    Resolver(const Catalog *base, Diagnostics &out) : m_base(base), m_out(out)
    {
        if (!base) return;
        for (const auto &s : base->sources) m_known.sources.insert(s.id);
        for (const auto &a : base->accelerators) m_known.accelerators.insert(a.id);
        for (const auto &m : base->models) m_known.models.insert(m.id);
        for (const auto &c : base->criteria) m_known.criteriaDerived[c.id] = c.derived;
        for (const auto &g : base->groups) m_known.groups.insert(g.id);
    }

    Known &known() { return m_known; }

    // Reports every unresolved reference of the entry; true when all resolve.
    template <typename T>
    bool check(const Entry<T> &entry)
    {
        bool ok = true;
        for (const auto &ref : entry.refs) {
            Message problem = explain(ref);
            if (problem.empty()) continue;
            addDiagnostic(m_out, {Severity::Error, entry.file, ref.pointer, std::move(problem)});
            ok = false;
        }
        return ok;
    }

    // Keeps the entries whose references resolve; the ids of the others go to `dropped`.
    template <typename T>
    std::vector<T> accept(const std::vector<Entry<T>> &entries, std::set<std::string> *dropped)
    {
        std::vector<T> kept;
        for (const auto &entry : entries) {
            if (check(entry)) kept.push_back(entry.value);
            else if (dropped) dropped->insert(entry.value.id);
        }
        return kept;
    }

    std::set<std::string> droppedSources, droppedAccelerators, droppedModels, droppedCriteria,
        droppedGroups;

private:
    Message explain(const Ref &ref) const
    {
        const Arg kind = arg::nested(kindName(ref.kind)), id = arg::quoted(ref.id);
        bool found = false;
        const std::set<std::string> *dropped = nullptr;
        switch (ref.kind) {
        case Ref::Kind::Source:
            found = m_known.sources.count(ref.id) > 0;
            dropped = &droppedSources;
            break;
        case Ref::Kind::Accelerator:
            found = m_known.accelerators.count(ref.id) > 0;
            dropped = &droppedAccelerators;
            break;
        case Ref::Kind::Model:
            found = m_known.models.count(ref.id) > 0;
            dropped = &droppedModels;
            break;
        case Ref::Kind::Criterion:
        case Ref::Kind::ProfileCriterion: {
            const auto it = m_known.criteriaDerived.find(ref.id);
            found = it != m_known.criteriaDerived.end();
            dropped = &droppedCriteria;
            if (found && ref.kind == Ref::Kind::ProfileCriterion && it->second)
                return msg(QT_TRANSLATE_NOOP("Message", "%1 %2 is derived from the assessment; a "
                                                        "profile may score only criteria with "
                                                        "\"scoring\": \"profile\""),
                           {kind, id});
            break;
        }
        case Ref::Kind::Group:
            found = m_known.groups.count(ref.id) > 0;
            dropped = &droppedGroups;
            break;
        }
        if (found) return {};
        if (dropped->count(ref.id))
            return msg(QT_TRANSLATE_NOOP("Message", "%1 %2 was skipped because of its own errors "
                                                    "(reported above)"),
                       {kind, id});
        if (m_base)
            return msg(QT_TRANSLATE_NOOP("Message", "unknown %1 %2: no entry in %3 (nor in the base "
                                                    "catalog) has this id"),
                       {kind, id, arg::verbatim(fileOf(ref.kind))});
        return msg(QT_TRANSLATE_NOOP("Message", "unknown %1 %2: no entry in %3 has this id"),
                   {kind, id, arg::verbatim(fileOf(ref.kind))});
    }

    const Catalog *m_base;
    Diagnostics &m_out;
    Known m_known;
};

// Entries by id. Catalog::offer() and its kin search a list, which is right for the few lookups
// of an assessment but made loading an overlay of n offers take n² steps.
template <typename T>
std::unordered_map<std::string, const T *> indexById(const std::vector<T> &items)
{
    std::unordered_map<std::string, const T *> index;
    index.reserve(items.size());
    for (const T &item : items) index.emplace(item.id, &item); // the first of an id, as findById
    return index;
}

template <typename T>
const T *lookUp(const std::unordered_map<std::string, const T *> &index, const std::string &id)
{
    const auto it = index.find(id);
    return it == index.end() ? nullptr : it->second;
}

} // namespace

Catalog resolveCatalog(ParsedCatalog parsed, const Catalog *base, Diagnostics &out)
{
    Resolver resolver(base, out);
    resolver.droppedSources = parsed.droppedSources;
    resolver.droppedAccelerators = parsed.droppedAccelerators;
    resolver.droppedModels = parsed.droppedModels;
    resolver.droppedCriteria = parsed.droppedCriteria;
    Known &known = resolver.known();
    Catalog catalog;

    catalog.sources = resolver.accept(parsed.sources, &resolver.droppedSources);
    for (const auto &s : catalog.sources) known.sources.insert(s.id);

    catalog.models = resolver.accept(parsed.models, &resolver.droppedModels);
    for (const auto &m : catalog.models) known.models.insert(m.id);
    catalog.accelerators = resolver.accept(parsed.accelerators, &resolver.droppedAccelerators);
    for (const auto &a : catalog.accelerators) known.accelerators.insert(a.id);
    catalog.groups = resolver.accept(parsed.groups, &resolver.droppedGroups);
    for (const auto &g : catalog.groups) known.groups.insert(g.id);
    catalog.criteria = resolver.accept(parsed.criteria, &resolver.droppedCriteria);
    for (const auto &c : catalog.criteria) known.criteriaDerived[c.id] = c.derived;

    catalog.offers = resolver.accept(parsed.offers, nullptr);
    catalog.instanceTypes = resolver.accept(parsed.instanceTypes, nullptr);
    catalog.measurements = resolver.accept(parsed.measurements, nullptr);
    catalog.profiles = resolver.accept(parsed.profiles, nullptr);
    catalog.porting.baseEfforts = resolver.accept(parsed.baseEfforts, nullptr);
    catalog.porting.components = resolver.accept(parsed.components, nullptr);
    if (parsed.maintenance && resolver.check(*parsed.maintenance)) {
        catalog.porting.maintenanceDaysLow = parsed.maintenance->value.daysLow;
        catalog.porting.maintenanceDaysHigh = parsed.maintenance->value.daysHigh;
        catalog.porting.releasesPerYear = parsed.maintenance->value.releasesPerYear;
    }

    // A measurement that names its model may leave parameters_b out.
    const auto models = indexById(catalog.models);
    const std::vector<ModelShape> noModels;
    const auto baseModels = indexById(base ? base->models : noModels);
    for (auto &m : catalog.measurements) {
        if (m.parametersB > 0 || m.modelId.empty()) continue;
        const ModelShape *shape = lookUp(models, m.modelId);
        if (!shape) shape = lookUp(baseModels, m.modelId);
        if (shape) m.parametersB = shape->parametersB;
    }

    // A per-core price cannot be normalised to a chip without the chip's core count.
    const auto offers = indexById(catalog.offers);
    const auto accelerators = indexById(catalog.accelerators);
    const std::vector<Accelerator> noAccelerators;
    const auto baseAccelerators = indexById(base ? base->accelerators : noAccelerators);
    auto coresPerChip = [&](const std::string &id) -> const Figure * {
        const Accelerator *a = lookUp(accelerators, id);
        if (!a) a = lookUp(baseAccelerators, id);
        return a && a->coresPerChip.known() ? &a->coresPerChip : nullptr;
    };
    for (const auto &entry : parsed.offers) {
        const Offer *offer = lookUp(offers, entry.value.id);
        if (!offer) continue;
        for (const auto &[model, price] : offer->prices) {
            bool perCore = false;
            for (const auto &s : price.statements) perCore = perCore || s.quotedUnit == "USD/core-hour";
            if (perCore && !coresPerChip(offer->acceleratorId))
                addDiagnostic(out, {Severity::Warning, entry.file,
                               entry.pointer + "/prices/" + toString(model),
                               msg(QT_TRANSLATE_NOOP("Message", "priced per core, but accelerator "
                                                                "%1 gives no cores_per_chip to "
                                                                "convert it to a chip price"),
                                   {arg::quoted(offer->acceleratorId)})});
        }
    }
    return catalog;
}

} // namespace ad::catalog_detail
