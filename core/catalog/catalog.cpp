#include "catalog/catalog.h"

#include <map>

namespace ad {

namespace {
template <typename T>
const T *findById(const std::vector<T> &items, const std::string &id)
{
    for (const auto &item : items)
        if (item.id == id) return &item;
    return nullptr;
}
} // namespace

const Figure *Accelerator::denseFlops(Precision precision) const
{
    const auto it = flops.find(precision);
    if (it == flops.end() || !it->second.dense.known()) return nullptr;
    return &it->second.dense;
}

const Figure *Accelerator::servingFlops(Precision precision) const
{
    const Figure *peak = denseFlops(precision);
    return peak ? peak : denseFlops(Precision::BF16);
}

const Source *Catalog::source(const std::string &id) const { return findById(sources, id); }
const Accelerator *Catalog::accelerator(const std::string &id) const
{
    return findById(accelerators, id);
}
const Offer *Catalog::offer(const std::string &id) const { return findById(offers, id); }
const Criterion *Catalog::criterion(const std::string &id) const { return findById(criteria, id); }

const InstanceType *Catalog::instanceType(const std::string &providerName,
                                          const std::string &instance) const
{
    auto same = [](const std::string &a, const std::string &b) {
        if (a.size() != b.size()) return false;
        for (std::size_t i = 0; i < a.size(); ++i) {
            const auto fold = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
            if (fold(a[i]) != fold(b[i])) return false;
        }
        return true;
    };
    for (const auto &t : instanceTypes)
        if (t.instance == instance && same(t.provider, providerName)) return &t;
    return nullptr;
}
const CriterionGroup *Catalog::group(const std::string &id) const { return findById(groups, id); }
const ModelShape *Catalog::model(const std::string &id) const { return findById(models, id); }

const char *toString(NeuronExperience value)
{
    switch (value) {
    case NeuronExperience::None: return "none";
    case NeuronExperience::Some: return "some";
    case NeuronExperience::Experienced: return "experienced";
    }
    return "none";
}

Message displayMessage(NeuronExperience value)
{
    switch (value) {
    case NeuronExperience::None: break;
    case NeuronExperience::Some: return msg(QT_TRANSLATE_NOOP("Message", "Some"));
    case NeuronExperience::Experienced: return msg(QT_TRANSLATE_NOOP("Message", "Experienced"));
    }
    return msg(QT_TRANSLATE_NOOP("Message", "None"));
}

Message displayMessage(ModelSupport value)
{
    switch (value) {
    case ModelSupport::Supported: break;
    case ModelSupport::CustomAttention: return msg(QT_TRANSLATE_NOOP("Message", "Custom attention"));
    case ModelSupport::Novel: return msg(QT_TRANSLATE_NOOP("Message", "Novel, unsupported"));
    }
    return msg(QT_TRANSLATE_NOOP("Message", "Supported"));
}

const char *toString(CriterionMetric value)
{
    switch (value) {
    case CriterionMetric::None: return "";
    case CriterionMetric::Tco: return "tco";
    case CriterionMetric::PortingWeeks: return "porting_weeks";
    case CriterionMetric::TimeToResult: return "time_to_result";
    case CriterionMetric::MemoryHeadroom: return "memory_headroom";
    case CriterionMetric::SpotAvailable: return "spot_available";
    case CriterionMetric::Portability: return "portability";
    }
    return "";
}

std::optional<CriterionMetric> criterionMetricFromString(const std::string &text)
{
    for (const CriterionMetric m :
         {CriterionMetric::Tco, CriterionMetric::PortingWeeks, CriterionMetric::TimeToResult,
          CriterionMetric::MemoryHeadroom, CriterionMetric::SpotAvailable,
          CriterionMetric::Portability})
        if (text == toString(m)) return m;
    return std::nullopt;
}

const std::vector<std::string> &knownClouds()
{
    static const std::vector<std::string> clouds{"aws", "gcp", "azure", "oci", "neocloud", "on_prem"};
    return clouds;
}

std::string cloudName(const std::string &id)
{
    static const std::map<std::string, std::string> names{
        {"aws", "AWS"},          {"gcp", "Google Cloud"},   {"azure", "Azure"},
        {"oci", "Oracle Cloud"}, {"neocloud", "GPU clouds"}, {"on_prem", "on-premises"}};
    const auto it = names.find(id);
    return it == names.end() ? id : it->second;
}

const char *toString(ModelSupport value)
{
    switch (value) {
    case ModelSupport::Supported: return "supported";
    case ModelSupport::CustomAttention: return "custom_attention";
    case ModelSupport::Novel: return "novel";
    }
    return "supported";
}

std::optional<NeuronExperience> neuronExperienceFromString(const std::string &text)
{
    for (auto v : {NeuronExperience::None, NeuronExperience::Some, NeuronExperience::Experienced})
        if (text == toString(v)) return v;
    return std::nullopt;
}

std::optional<ModelSupport> modelSupportFromString(const std::string &text)
{
    for (auto v : {ModelSupport::Supported, ModelSupport::CustomAttention, ModelSupport::Novel})
        if (text == toString(v)) return v;
    return std::nullopt;
}

std::vector<Conflict> findConflicts(const Catalog &catalog)
{
    std::vector<Conflict> out;
    // The subject and the path are written only for a figure that conflicts: nearly none do,
    // and every review of the catalog walks all of them.
    auto check = [&](const Figure &figure, const auto &subject, const auto &field) {
        if (figure.conflicting()) out.push_back({subject(), field(), figure});
    };
    // "%1 power": the name of the chip or offer, then the figure.
    const auto about = [](const std::string &name, Template figure) {
        return msg(figure, {arg::verbatim(name)});
    };
    for (const auto &a : catalog.accelerators) {
        const auto base = [&](const char *leaf) { return "accelerators/" + a.id + "/" + leaf; };
        check(a.announced, [&] { return about(a.name, QT_TRANSLATE_NOOP("Message", "%1 announcement year")); },
              [&] { return base("announced"); });
        check(a.coresPerChip, [&] { return about(a.name, QT_TRANSLATE_NOOP("Message", "%1 cores per chip")); },
              [&] { return base("cores_per_chip"); });
        check(a.memoryBytes, [&] { return about(a.name, QT_TRANSLATE_NOOP("Message", "%1 memory")); },
              [&] { return base("memory"); });
        check(a.bandwidthBytesPerSecond, [&] { return about(a.name, QT_TRANSLATE_NOOP("Message", "%1 memory bandwidth")); },
              [&] { return base("bandwidth"); });
        check(a.powerWatts, [&] { return about(a.name, QT_TRANSLATE_NOOP("Message", "%1 power")); },
              [&] { return base("power"); });
        for (const auto &[precision, flops] : a.flops) {
            const char *p = toString(precision);
            check(flops.dense,
                  [&] { return msg(QT_TRANSLATE_NOOP("Message", "%1 dense %2 compute"), {arg::verbatim(a.name), arg::verbatim(p)}); },
                  [&] { return base("flops/") + p + "/dense"; });
            check(flops.sparse,
                  [&] { return msg(QT_TRANSLATE_NOOP("Message", "%1 sparse %2 compute"), {arg::verbatim(a.name), arg::verbatim(p)}); },
                  [&] { return base("flops/") + p + "/sparse"; });
        }
    }
    for (const auto &o : catalog.offers) {
        const auto name = [&] { return o.provider + " " + o.instance; };
        check(o.chips, [&] { return about(name(), QT_TRANSLATE_NOOP("Message", "%1 chips per instance")); },
              [&] { return "offers/" + o.id + "/chips"; });
        const Accelerator *a = catalog.accelerator(o.acceleratorId);
        for (const auto &[model, price] : o.prices) {
            // A price quoted per instance and the same price per chip agree once converted;
            // compare per-chip values so only real disagreements count. A figure with one
            // statement agrees with itself whatever its unit, so it is not converted.
            if (price.statements.size() < 2) continue;
            Figure normalised = price;
            for (auto &st : normalised.statements) {
                if (!st.offered) continue;
                const auto unit = priceUnitFromString(st.quotedUnit);
                if (unit == PriceUnit::PerInstanceHour && o.chips.known())
                    st.value = st.quotedValue / o.chips.value();
                else if (unit == PriceUnit::PerCoreHour && a && a->coresPerChip.known())
                    st.value = st.quotedValue * a->coresPerChip.value();
            }
            if (normalised.conflicting())
                out.push_back({msg(QT_TRANSLATE_NOOP("Message", "%1 of %2"),
                                   {arg::nested(priceName(model)), arg::verbatim(name())}),
                               "offers/" + o.id + "/prices/" + toString(model), price});
        }
    }
    return out;
}

} // namespace ad
