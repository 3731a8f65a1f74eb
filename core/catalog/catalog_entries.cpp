// Reading the entries of each catalog file into value types. References to other entries are
// only recorded here; catalog_resolve.cpp checks them once every file has been read.
#include "catalog/catalog_parse.h"

#include <algorithm>
#include <map>

namespace ad::catalog_detail {

namespace {

using Kind = Ref::Kind;

template <typename Names>
std::string joinNames(const Names &names)
{
    std::string text;
    for (const auto &n : names) text += (text.empty() ? "" : ", ") + std::string(n);
    return text;
}

// The array named after the file; reports unknown top-level keys.
const Json *topArray(JsonReader &reader, const Json &root, const char *key)
{
    reader.reportUnknownKeys(root, "", {"schema_version", key});
    const Json *array = reader.field(root, "", key, true);
    if (!array) return nullptr;
    if (!array->is_array()) {
        reader.error(pointerJoin("", key), msg(QT_TRANSLATE_NOOP("Message", "expected an array, found %1"), {arg::nested(jsonType(*array))}));
        return nullptr;
    }
    return array;
}

// Reads every element of `array` with `readOne`, giving each an id. An entry with any error is
// dropped (its id goes to `dropped`); a repeated id is refused.
template <typename T, typename ReadOne>
void readEntries(JsonReader &reader, const Json &array, const std::string &arrayPointer,
                 std::vector<Entry<T>> &out, std::set<std::string> *dropped, ReadOne readOne)
{
    std::map<std::string, std::string> firstSeen; // id -> pointer of its first definition
    for (std::size_t i = 0; i < array.size(); ++i) {
        const std::string pointer = pointerJoin(arrayPointer, i);
        const Json &object = array[i];
        if (!object.is_object()) {
            reader.error(pointer, msg(QT_TRANSLATE_NOOP("Message", "expected an object, found %1"), {arg::nested(jsonType(object))}));
            continue;
        }
        const int errorsBefore = reader.errorCount();
        Entry<T> entry;
        entry.file = reader.file();
        entry.pointer = pointer;
        const auto id = reader.string(object, pointer, "id", true);
        if (id && id->empty()) reader.error(pointerJoin(pointer, "id"),
                                            msg(QT_TRANSLATE_NOOP("Message", "id must not be empty")));
        if (id && !id->empty()) {
            const auto [it, fresh] = firstSeen.emplace(*id, pointer);
            if (!fresh) {
                reader.error(pointerJoin(pointer, "id"),
                             msg(QT_TRANSLATE_NOOP("Message", "duplicate id %1: already used by "
                                                              "%2; ids must be unique within a file"),
                                 {arg::quoted(*id), arg::verbatim(it->second)}));
                continue;
            }
            entry.value.id = *id;
        }
        readOne(object, pointer, entry);
        if (reader.errorCount() != errorsBefore) {
            if (dropped && id) dropped->insert(*id);
            continue;
        }
        out.push_back(std::move(entry));
    }
}

std::optional<std::vector<std::string>> stringArray(JsonReader &reader, const Json &object,
                                                    const std::string &pointer, const char *key,
                                                    bool required)
{
    const Json *value = reader.field(object, pointer, key, required);
    if (!value) return std::nullopt;
    const auto where = pointerJoin(pointer, key);
    if (!value->is_array()) {
        reader.error(where, msg(QT_TRANSLATE_NOOP("Message", "expected an array of strings, found %1"), {arg::nested(jsonType(*value))}));
        return std::nullopt;
    }
    std::vector<std::string> items;
    bool ok = true;
    for (std::size_t i = 0; i < value->size(); ++i) {
        const Json &item = (*value)[i];
        if (!item.is_string() || item.get<std::string>().empty()) {
            reader.error(pointerJoin(where, i),
                         msg(QT_TRANSLATE_NOOP("Message", "expected a non-empty string, found %1"), {arg::nested(jsonType(item))}));
            ok = false;
            continue;
        }
        items.push_back(item.get<std::string>());
    }
    if (!ok) return std::nullopt;
    return items;
}

// low <= high for figures read as a pair (chosen statements).
void checkOrder(JsonReader &reader, const Figure &low, const Figure &high,
                const std::string &pointer, const char *lowKey, const char *highKey)
{
    if (low.known() && high.known() && low.value() > high.value())
        reader.error(pointerJoin(pointer, lowKey),
                     msg(QT_TRANSLATE_NOOP("Message", "%1 (%2) is larger than %3 (%4)"),
                         {arg::verbatim(lowKey), arg::exact(low.chosen().quotedValue),
                          arg::verbatim(highKey), arg::exact(high.chosen().quotedValue)}));
}

void readFlops(JsonReader &reader, const Json &object, const std::string &pointer,
               Accelerator &out, Refs &refs)
{
    const Json *flops = reader.field(object, pointer, "flops", false);
    if (!flops) return;
    const auto where = pointerJoin(pointer, "flops");
    if (!flops->is_object()) {
        reader.error(where, msg(QT_TRANSLATE_NOOP("Message", "expected an object keyed by precision, found %1"), {arg::nested(jsonType(*flops))}));
        return;
    }
    for (auto it = flops->begin(); it != flops->end(); ++it) {
        const auto at = pointerJoin(where, it.key());
        const auto precision = precisionFromString(it.key());
        if (!precision) {
            reader.warning(at, msg(QT_TRANSLATE_NOOP("Message", "unknown precision %1, ignored; use "
                                                                "fp32, tf32, bf16, fp16, fp8 or fp4"),
                                   {arg::quoted(it.key())}));
            continue;
        }
        if (!it.value().is_object()) {
            reader.error(at, msg(QT_TRANSLATE_NOOP("Message", "expected an object with dense and sparse figures, found %1"), {arg::nested(jsonType(it.value()))}));
            continue;
        }
        reader.reportUnknownKeys(it.value(), at, {"dense", "sparse"});
        PrecisionFlops p;
        const auto dense = readFigureField(reader, it.value(), at, "dense", Quantity::Compute,
                                           true, refs);
        const auto sparse = readFigureField(reader, it.value(), at, "sparse", Quantity::Compute,
                                            false, refs);
        if (!dense || !sparse) continue;
        p.dense = *dense;
        p.sparse = *sparse;
        if (p.sparse.known() && p.sparse.value() < p.dense.value())
            reader.warning(pointerJoin(at, "sparse"),
                           msg(QT_TRANSLATE_NOOP("Message", "sparse compute is below dense "
                                                            "compute; check the two figures")));
        out.flops[*precision] = std::move(p);
    }
}

void readInterconnect(JsonReader &reader, const Json &object, const std::string &pointer,
                      Accelerator &out, Refs &refs)
{
    const Json *value = reader.field(object, pointer, "interconnect", false);
    if (!value) return;
    const auto at = pointerJoin(pointer, "interconnect");
    if (!value->is_object()) {
        reader.error(at, msg(QT_TRANSLATE_NOOP("Message", "expected an object with text, source, date and kind, found %1"), {arg::nested(jsonType(*value))}));
        return;
    }
    reader.reportUnknownKeys(*value, at, {"text", "source", "date", "kind", "note"});
    if (const auto text = reader.string(*value, at, "text", true)) out.interconnect = *text;
    readProvenance(reader, *value, at, out.interconnectProvenance, refs);
}

template <typename T>
void assignIf(T &target, const std::optional<T> &value)
{
    if (value) target = *value;
}

} // namespace

std::optional<std::string> readEnum(JsonReader &reader, const Json &object,
                                    const std::string &pointer, const char *key, bool required,
                                    std::initializer_list<const char *> accepted)
{
    const auto text = reader.string(object, pointer, key, required);
    if (!text) return std::nullopt;
    for (const char *a : accepted)
        if (*text == a) return text;
    reader.error(pointerJoin(pointer, key),
                 msg(QT_TRANSLATE_NOOP("Message", "%1 %2 is unknown; use one of: %3"),
                     {arg::verbatim(key), arg::quoted(*text), arg::verbatim(joinNames(accepted))}));
    return std::nullopt;
}

void readSources(JsonReader &reader, const Json &root, ParsedCatalog &out)
{
    const Json *array = topArray(reader, root, "sources");
    if (!array) return;
    readEntries(reader, *array, "/sources", out.sources, &out.droppedSources,
                [&](const Json &o, const std::string &p, Entry<Source> &e) {
        reader.reportUnknownKeys(o, p, {"id", "title", "publisher", "date", "url", "note"});
        assignIf(e.value.title, reader.string(o, p, "title", true));
        assignIf(e.value.publisher, reader.string(o, p, "publisher", false));
        assignIf(e.value.url, reader.string(o, p, "url", false));
        if (const auto date = reader.string(o, p, "date", false)) {
            if (!isValidDate(*date))
                reader.error(pointerJoin(p, "date"),
                             msg(QT_TRANSLATE_NOOP("Message", "date %1 is not a valid YYYY, "
                                                              "YYYY-MM or YYYY-MM-DD date"),
                                 {arg::quoted(*date)}));
            e.value.date = *date;
        }
    });
}

void readAccelerators(JsonReader &reader, const Json &root, ParsedCatalog &out)
{
    const Json *array = topArray(reader, root, "accelerators");
    if (!array) return;
    readEntries(reader, *array, "/accelerators", out.accelerators, &out.droppedAccelerators,
                [&](const Json &o, const std::string &p, Entry<Accelerator> &e) {
        reader.reportUnknownKeys(o, p, {"id", "name", "vendor", "family", "stack", "clouds",
                                        "process", "announced", "cores_per_chip", "memory",
                                        "bandwidth", "power", "interconnect", "flops", "notes"});
        Accelerator &a = e.value;
        assignIf(a.name, reader.string(o, p, "name", true));
        assignIf(a.vendor, reader.string(o, p, "vendor", true));
        assignIf(a.family, readEnum(reader, o, p, "family", true,
                                    {"trainium", "inferentia", "gpu", "tpu", "gaudi"}));
        if (const auto stack = readEnum(reader, o, p, "stack", true, {"neuron", "cuda", "xla", "synapse"}))
            a.stack = *softwareStackFromString(*stack);
        if (const auto clouds = stringArray(reader, o, p, "clouds", true)) {
            const std::vector<std::string> &known = knownClouds();
            for (std::size_t i = 0; i < clouds->size(); ++i) {
                const bool found
                    = std::find(known.begin(), known.end(), (*clouds)[i]) != known.end();
                if (!found)
                    reader.error(pointerJoin(pointerJoin(p, "clouds"), i),
                                 msg(QT_TRANSLATE_NOOP("Message", "cloud %1 is unknown; use one of: %2"),
                                     {arg::quoted((*clouds)[i]), arg::verbatim(joinNames(known))}));
            }
            if (clouds->empty())
                reader.error(pointerJoin(p, "clouds"),
                             msg(QT_TRANSLATE_NOOP("Message", "clouds must name at least one cloud")));
            a.clouds = *clouds;
        }
        assignIf(a.process, reader.string(o, p, "process", false));
        assignIf(a.notes, reader.string(o, p, "notes", false));
        assignIf(a.announced, readFigureField(reader, o, p, "announced", Quantity::Year, false, e.refs));
        assignIf(a.coresPerChip,
                 readFigureField(reader, o, p, "cores_per_chip", Quantity::Count, false, e.refs));
        assignIf(a.memoryBytes, readFigureField(reader, o, p, "memory", Quantity::Memory, false, e.refs));
        assignIf(a.bandwidthBytesPerSecond,
                 readFigureField(reader, o, p, "bandwidth", Quantity::Bandwidth, false, e.refs));
        assignIf(a.powerWatts, readFigureField(reader, o, p, "power", Quantity::Power, false, e.refs));
        readInterconnect(reader, o, p, a, e.refs);
        readFlops(reader, o, p, a, e.refs);
    });
}

// max_chips_per_order, when both are given, holds at least one instance.
static void checkOrderSize(JsonReader &reader, const std::string &p, const Figure &chips, const Figure &supply)
{
    if (chips.known() && supply.known() && supply.value() < chips.value())
        reader.error(pointerJoin(p, "max_chips_per_order"),
                     msg(QT_TRANSLATE_NOOP("Message", "one order (%1 chips) cannot be smaller than "
                                                      "one instance (%2 chips)"),
                         {arg::exact(supply.value()), arg::exact(chips.value())}));
}

void readOffers(JsonReader &reader, const Json &root, ParsedCatalog &out)
{
    const Json *array = topArray(reader, root, "offers");
    if (!array) return;
    readEntries(reader, *array, "/offers", out.offers, nullptr,
                [&](const Json &o, const std::string &p, Entry<Offer> &e) {
        reader.reportUnknownKeys(o, p, {"id", "accelerator", "provider", "instance", "region",
                                        "chips", "max_chips_per_order", "prices", "notes",
                                        "reference"});
        Offer &offer = e.value;
        if (const auto acc = reader.string(o, p, "accelerator", true)) {
            offer.acceleratorId = *acc;
            e.refs.push_back({Kind::Accelerator, *acc, pointerJoin(p, "accelerator")});
        }
        assignIf(offer.provider, reader.string(o, p, "provider", true));
        assignIf(offer.instance, reader.string(o, p, "instance", true));
        assignIf(offer.region, reader.string(o, p, "region", false));
        assignIf(offer.notes, reader.string(o, p, "notes", false));
        assignIf(offer.reference, reader.boolean(o, p, "reference", false));
        assignIf(offer.chips, readFigureField(reader, o, p, "chips", Quantity::Count, false, e.refs));
        assignIf(offer.supply, readFigureField(reader, o, p, "max_chips_per_order", Quantity::Count,
                                               false, e.refs));
        checkOrderSize(reader, p, offer.chips, offer.supply);
        const Json *prices = reader.field(o, p, "prices", true);
        if (!prices) return;
        const auto at = pointerJoin(p, "prices");
        if (!prices->is_object()) {
            reader.error(at, msg(QT_TRANSLATE_NOOP("Message", "expected an object keyed by pricing model, found %1"), {arg::nested(jsonType(*prices))}));
            return;
        }
        for (auto it = prices->begin(); it != prices->end(); ++it) {
            const auto model = pricingModelFromString(it.key());
            if (!model) {
                reader.warning(pointerJoin(at, it.key()),
                               msg(QT_TRANSLATE_NOOP("Message", "unknown pricing model %1, ignored; "
                                                                "use on_demand, commit_1y, "
                                                                "commit_3y or spot"),
                                   {arg::quoted(it.key())}));
                continue;
            }
            if (auto price = readFigure(reader, it.value(), pointerJoin(at, it.key()),
                                        Quantity::Price, e.refs))
                offer.prices[*model] = std::move(*price);
        }
        // Only a per-instance price needs the chip count to become a per-chip price.
        bool perInstance = false;
        for (const auto &[model, price] : offer.prices)
            for (const auto &s : price.statements)
                perInstance = perInstance || s.quotedUnit == "USD/instance-hour";
        if (perInstance && !o.contains("chips"))
            reader.error(pointerJoin(p, "chips"),
                         msg(QT_TRANSLATE_NOOP("Message", "required field is missing: a price per "
                                                          "instance-hour needs the chip count to "
                                                          "become a price per chip-hour")));
    });
}

void readInstanceTypes(JsonReader &reader, const Json &root, ParsedCatalog &out)
{
    const Json *array = topArray(reader, root, "instances");
    if (!array) return;
    readEntries(reader, *array, "/instances", out.instanceTypes, nullptr,
                [&](const Json &o, const std::string &p, Entry<InstanceType> &e) {
        reader.reportUnknownKeys(o, p, {"id", "provider", "instance", "accelerator", "chips",
                                        "max_chips_per_order", "gpu_price_row", "notes"});
        InstanceType &t = e.value;
        if (const auto acc = reader.string(o, p, "accelerator", true)) {
            t.acceleratorId = *acc;
            e.refs.push_back({Kind::Accelerator, *acc, pointerJoin(p, "accelerator")});
        }
        assignIf(t.provider, reader.string(o, p, "provider", true));
        assignIf(t.instance, reader.string(o, p, "instance", true));
        assignIf(t.gpuPriceRow, reader.string(o, p, "gpu_price_row", false));
        assignIf(t.chips, readFigureField(reader, o, p, "chips", Quantity::Count, true, e.refs));
        assignIf(t.supply, readFigureField(reader, o, p, "max_chips_per_order", Quantity::Count,
                                           false, e.refs));
        checkOrderSize(reader, p, t.chips, t.supply);
    });
}

// {"mean": 31.2, "median": 30.8, "p99": 44.9} in ms; at least the median.
static std::optional<LatencyFigures> readLatency(JsonReader &reader, const Json &o, const std::string &p,
                                          const char *key, bool required)
{
    const Json *f = reader.field(o, p, key, required);
    if (!f) return std::nullopt;
    const std::string at = pointerJoin(p, key);
    if (!f->is_object()) {
        reader.error(at, msg(QT_TRANSLATE_NOOP("Message", "expected an object of milliseconds such as {\"median\": 30.8, \"p99\": 44.9}, found %1"), {arg::nested(jsonType(*f))}));
        return std::nullopt;
    }
    constexpr NumberRule ms{0, false, 1e9};
    LatencyFigures out;
    for (const auto &[name, value] : f->items()) {
        const std::string where = pointerJoin(at, name);
        const bool percentile = name.size() >= 2 && name[0] == 'p'
            && name.find_first_not_of("0123456789.", 1) == std::string::npos;
        if (name != "mean" && name != "median" && !percentile) {
            reader.warning(where, msg(QT_TRANSLATE_NOOP("Message", "unknown key: expected mean, "
                                                                   "median or a percentile such as p99")));
            continue;
        }
        const auto v = reader.numberValue(value, where, ms);
        if (!v) continue;
        if (name == "mean") out.meanMs = *v;
        else if (name == "median") out.medianMs = *v;
        else out.percentilesMs[name] = *v;
    }
    if (out.medianMs <= 0 && !f->contains("median"))
        reader.error(pointerJoin(at, "median"),
                     msg(QT_TRANSLATE_NOOP("Message", "required field is missing")));
    return out;
}

// The serving run behind an own inference throughput (catalog-format.md, "Your own
// measurements"): lengths, chips, load and latencies.
static std::optional<ServingRun> readServingRun(JsonReader &reader, const Json &o, const std::string &p)
{
    const Json *f = reader.field(o, p, "serving", false);
    if (!f) return std::nullopt;
    const std::string at = pointerJoin(p, "serving");
    if (!f->is_object()) {
        reader.error(at, msg(QT_TRANSLATE_NOOP("Message", "expected an object, found %1"), {arg::nested(jsonType(*f))}));
        return std::nullopt;
    }
    reader.reportUnknownKeys(*f, at, {"input_tokens", "output_tokens", "chips", "request_rate",
                                      "ttft_ms", "tpot_ms", "itl_ms"});
    ServingRun run;
    const int before = reader.errorCount();
    assignIf(run.inputTokens, reader.number(*f, at, "input_tokens", true, {0, true, 1e8}));
    assignIf(run.outputTokens, reader.number(*f, at, "output_tokens", true, {0, true, 1e8}));
    assignIf(run.chips, reader.integer(*f, at, "chips", true, 1, 1000000));
    assignIf(run.requestRate, reader.number(*f, at, "request_rate", false, {0, true, 1e9}));
    assignIf(run.ttft, readLatency(reader, *f, at, "ttft_ms", true));
    assignIf(run.tpot, readLatency(reader, *f, at, "tpot_ms", true));
    assignIf(run.itl, readLatency(reader, *f, at, "itl_ms", false));
    if (reader.errorCount() != before) return std::nullopt;
    return run;
}

void readMeasurements(JsonReader &reader, const Json &root, ParsedCatalog &out)
{
    const Json *array = topArray(reader, root, "measurements");
    if (!array) return;
    readEntries(reader, *array, "/measurements", out.measurements, nullptr,
                [&](const Json &o, const std::string &p, Entry<Measurement> &e) {
        reader.reportUnknownKeys(o, p, {"id", "accelerator", "phase", "model", "parameters_b",
                                        "precision", "metric", "figure", "low", "high", "batch",
                                        "context", "tokens_b", "pricing_model",
                                        "assumed_mfu", "assumed_overhead", "assumed_peak",
                                        "assumed_price", "serving"});
        Measurement &m = e.value;
        if (const auto acc = reader.string(o, p, "accelerator", true)) {
            m.acceleratorId = *acc;
            e.refs.push_back({Kind::Accelerator, *acc, pointerJoin(p, "accelerator")});
        }
        if (const auto model = reader.string(o, p, "model", false)) {
            m.modelId = *model;
            e.refs.push_back({Kind::Model, *model, pointerJoin(p, "model")});
        }
        if (const auto phase = readEnum(reader, o, p, "phase", true, {"training", "inference"}))
            m.phase = *phase == "training" ? Phase::Training : Phase::Inference;
        assignIf(m.parametersB, reader.number(o, p, "parameters_b", false, {0, true, 1e5}));
        if (const auto precision = readEnum(reader, o, p, "precision", false,
                                            {"fp32", "tf32", "bf16", "fp16", "fp8", "fp4"}))
            m.precision = precisionFromString(*precision);
        assignIf(m.batch, reader.integer(o, p, "batch", false, 1, 1000000));
        assignIf(m.context, reader.integer(o, p, "context", false, 1, 100000000));
        const auto metric = readEnum(reader, o, p, "metric", true,
                                     {"throughput", "mfu", "training_cost"});
        if (!metric) return;
        if (*metric == "throughput") {
            m.metric = Measurement::Metric::Throughput;
            const auto figure = readFigureField(reader, o, p, "figure", Quantity::Throughput,
                                                true, e.refs);
            if (!figure) return;
            m.figure = *figure;
            for (const auto &s : m.figure.statements)
                if (s.quotedUnit != m.figure.statements.front().quotedUnit)
                    reader.error(pointerJoin(p, "figure"),
                                 msg(QT_TRANSLATE_NOOP("Message", "statements mix tokens/s/chip and "
                                                                  "tokens/s/instance; split them into "
                                                                  "separate measurements")));
            m.perUnit = m.figure.chosen().quotedUnit == "tokens/s/chip" ? "chip" : "instance";
            if (o.contains("serving")) {
                if (m.phase != Phase::Inference || m.batch <= 0)
                    reader.error(pointerJoin(p, "serving"),
                                 msg(QT_TRANSLATE_NOOP("Message", "a serving run belongs to an "
                                                                  "inference throughput with its "
                                                                  "concurrency as \"batch\"")));
                else
                    m.serving = readServingRun(reader, o, p);
            }
        } else if (*metric == "mfu") {
            m.metric = Measurement::Metric::Mfu;
            assignIf(m.figure, readFigureField(reader, o, p, "figure", Quantity::Fraction, false, e.refs));
            assignIf(m.low, readFigureField(reader, o, p, "low", Quantity::Fraction, false, e.refs));
            assignIf(m.high, readFigureField(reader, o, p, "high", Quantity::Fraction, false, e.refs));
            const bool hasLow = o.contains("low"), hasHigh = o.contains("high");
            if (!o.contains("figure") && !hasLow && !hasHigh)
                reader.error(pointerJoin(p, "figure"),
                             msg(QT_TRANSLATE_NOOP("Message", "required field is missing: an mfu "
                                                              "measurement needs a figure, or both "
                                                              "low and high")));
            else if (hasLow != hasHigh)
                reader.error(pointerJoin(p, hasLow ? "high" : "low"),
                             msg(QT_TRANSLATE_NOOP("Message", "required field is missing: low and "
                                                              "high come as a pair")));
            checkOrder(reader, m.low, m.high, p, "low", "high");
        } else {
            m.metric = Measurement::Metric::TrainingCost;
            assignIf(m.figure, readFigureField(reader, o, p, "figure", Quantity::Money, true, e.refs));
            assignIf(m.tokensB, reader.number(o, p, "tokens_b", true, {0, true, 1e6}));
            assignIf(m.assumedMfu, reader.number(o, p, "assumed_mfu", false, fraction));
            assignIf(m.assumedOverhead, reader.number(o, p, "assumed_overhead", false, {0, false, 5}));
            assignIf(m.assumedPeak, readFigureField(reader, o, p, "assumed_peak", Quantity::Compute,
                                                    false, e.refs));
            assignIf(m.assumedPrice, readFigureField(reader, o, p, "assumed_price", Quantity::Price,
                                                     false, e.refs));
            // A per-instance or per-core price would need the offer it came from to become a
            // per-chip price; the publisher's assumption is stated per chip-hour.
            for (const auto &s : m.assumedPrice.statements)
                if (!s.offered || s.quotedUnit != "USD/chip-hour")
                    reader.error(pointerJoin(p, "assumed_price"),
                                 msg(QT_TRANSLATE_NOOP("Message", "the assumed price must be a value "
                                                                  "in USD/chip-hour (got %1); divide "
                                                                  "a per-instance price by its chips"),
                                     {arg::verbatim(s.offered ? s.quotedUnit
                                                              : std::string("\"offered\": false"))}));
            if (const auto model = readEnum(reader, o, p, "pricing_model", false,
                                            {"on_demand", "commit_1y", "commit_3y", "spot"}))
                m.pricingModel = pricingModelFromString(*model);
        }
    });
}

void readPorting(JsonReader &reader, const Json &root, ParsedCatalog &out)
{
    reader.reportUnknownKeys(root, "", {"schema_version", "base_efforts", "components", "maintenance"});
    auto arrayField = [&](const char *key) -> const Json * {
        const Json *array = reader.field(root, "", key, false);
        if (array && !array->is_array()) {
            reader.error(pointerJoin("", key), msg(QT_TRANSLATE_NOOP("Message", "expected an array, found %1"), {arg::nested(jsonType(*array))}));
            return nullptr;
        }
        return array;
    };
    if (const Json *efforts = arrayField("base_efforts")) {
        std::map<std::pair<std::string, std::string>, std::string> cases;
        readEntries(reader, *efforts, "/base_efforts", out.baseEfforts, nullptr,
                    [&](const Json &o, const std::string &p, Entry<PortingEffort> &e) {
            reader.reportUnknownKeys(o, p, {"id", "experience", "model_support", "weeks_low",
                                            "weeks_high", "note"});
            const auto experience = readEnum(reader, o, p, "experience", true,
                                             {"none", "some", "experienced"});
            const auto support = readEnum(reader, o, p, "model_support", true,
                                          {"supported", "custom_attention", "novel"});
            if (experience) e.value.experience = *neuronExperienceFromString(*experience);
            if (support) e.value.support = *modelSupportFromString(*support);
            assignIf(e.value.weeksLow, readFigureField(reader, o, p, "weeks_low", Quantity::Weeks, true, e.refs));
            assignIf(e.value.weeksHigh, readFigureField(reader, o, p, "weeks_high", Quantity::Weeks, true, e.refs));
            checkOrder(reader, e.value.weeksLow, e.value.weeksHigh, p, "weeks_low", "weeks_high");
            if (experience && support) {
                const auto [it, fresh] = cases.emplace(std::pair{*experience, *support}, p);
                if (!fresh)
                    reader.error(p, msg(QT_TRANSLATE_NOOP("Message", "experience %1 with "
                                                                     "model_support %2 is already "
                                                                     "covered by %3"),
                                        {arg::quoted(*experience), arg::quoted(*support),
                                         arg::verbatim(it->second)}));
            }
        });
    }
    if (const Json *components = arrayField("components")) {
        readEntries(reader, *components, "/components", out.components, nullptr,
                    [&](const Json &o, const std::string &p, Entry<PortingComponent> &e) {
            reader.reportUnknownKeys(o, p, {"id", "name", "weeks_low", "weeks_high", "portable",
                                            "note"});
            assignIf(e.value.name, reader.string(o, p, "name", true));
            assignIf(e.value.portable, reader.boolean(o, p, "portable", false));
            assignIf(e.value.weeksLow, readFigureField(reader, o, p, "weeks_low", Quantity::Weeks, true, e.refs));
            assignIf(e.value.weeksHigh, readFigureField(reader, o, p, "weeks_high", Quantity::Weeks, true, e.refs));
            checkOrder(reader, e.value.weeksLow, e.value.weeksHigh, p, "weeks_low", "weeks_high");
        });
    }
    const Json *maintenance = reader.field(root, "", "maintenance", false);
    if (!maintenance) return;
    const int errorsBefore = reader.errorCount();
    Entry<Maintenance> e;
    e.file = reader.file();
    e.pointer = "/maintenance";
    if (!maintenance->is_object()) {
        reader.error(e.pointer, msg(QT_TRANSLATE_NOOP("Message", "expected an object, found %1"), {arg::nested(jsonType(*maintenance))}));
        return;
    }
    const Json &o = *maintenance;
    reader.reportUnknownKeys(o, e.pointer, {"days_per_release_low", "days_per_release_high",
                                            "releases_per_year", "note"});
    assignIf(e.value.daysLow, readFigureField(reader, o, e.pointer, "days_per_release_low",
                                              Quantity::Days, true, e.refs));
    assignIf(e.value.daysHigh, readFigureField(reader, o, e.pointer, "days_per_release_high",
                                               Quantity::Days, true, e.refs));
    assignIf(e.value.releasesPerYear, readFigureField(reader, o, e.pointer, "releases_per_year",
                                                      Quantity::PerYear, true, e.refs));
    checkOrder(reader, e.value.daysLow, e.value.daysHigh, e.pointer, "days_per_release_low",
               "days_per_release_high");
    if (reader.errorCount() == errorsBefore) out.maintenance = std::move(e);
}

void readSourceList(JsonReader &reader, const Json &o, const std::string &p,
                    std::vector<std::string> &into, Refs &refs)
{
    if (const auto sources = stringArray(reader, o, p, "sources", false)) {
        into = *sources;
        for (std::size_t i = 0; i < sources->size(); ++i)
            refs.push_back({Kind::Source, (*sources)[i], pointerJoin(pointerJoin(p, "sources"), i)});
    }
}

void readCriteria(JsonReader &reader, const Json &root, ParsedCatalog &out)
{
    // Two arrays: the criteria, and the groups some of them share a weight in (optional).
    reader.reportUnknownKeys(root, "", {"schema_version", "criteria", "groups"});
    if (const Json *groups = reader.field(root, "", "groups", false)) {
        if (!groups->is_array()) {
            reader.error("/groups", msg(QT_TRANSLATE_NOOP("Message", "expected an array, found %1"), {arg::nested(jsonType(*groups))}));
        } else {
            readEntries(reader, *groups, "/groups", out.groups, &out.droppedGroups,
                        [&](const Json &o, const std::string &p, Entry<CriterionGroup> &e) {
                reader.reportUnknownKeys(o, p, {"id", "name", "description", "default_weight",
                                                "sources"});
                assignIf(e.value.name, reader.string(o, p, "name", true));
                assignIf(e.value.description, reader.string(o, p, "description", false));
                assignIf(e.value.defaultWeight, reader.integer(o, p, "default_weight", true, 0, 5));
                readSourceList(reader, o, p, e.value.sources, e.refs);
            });
        }
    }
    const Json *array = reader.field(root, "", "criteria", true);
    if (!array) return;
    if (!array->is_array()) {
        reader.error("/criteria", msg(QT_TRANSLATE_NOOP("Message", "expected an array, found %1"), {arg::nested(jsonType(*array))}));
        return;
    }
    readEntries(reader, *array, "/criteria", out.criteria, &out.droppedCriteria,
                [&](const Json &o, const std::string &p, Entry<Criterion> &e) {
        reader.reportUnknownKeys(o, p, {"id", "name", "description", "default_weight", "scoring",
                                        "metric", "group", "sources"});
        Criterion &c = e.value;
        assignIf(c.name, reader.string(o, p, "name", true));
        assignIf(c.description, reader.string(o, p, "description", false));
        assignIf(c.defaultWeight, reader.integer(o, p, "default_weight", true, 0, 5));
        const auto scoring = readEnum(reader, o, p, "scoring", true, {"derived", "profile"});
        c.derived = scoring && *scoring == "derived";
        if (c.derived) {
            const auto metric = readEnum(reader, o, p, "metric", true,
                                         {"tco", "memory_headroom", "porting_weeks",
                                          "spot_available", "portability", "time_to_result"});
            if (metric) c.metric = criterionMetricFromString(*metric).value_or(CriterionMetric::None);
        } else if (scoring && o.contains("metric")) {
            reader.warning(pointerJoin(p, "metric"),
                           msg(QT_TRANSLATE_NOOP("Message", "metric is ignored for a criterion "
                                                            "scored from profiles")));
        }
        if (const auto group = reader.string(o, p, "group", false)) {
            c.group = *group;
            e.refs.push_back({Kind::Group, *group, pointerJoin(p, "group")});
        }
        readSourceList(reader, o, p, c.sources, e.refs);
    });
}

void readProfiles(JsonReader &reader, const Json &root, ParsedCatalog &out)
{
    const Json *array = topArray(reader, root, "profiles");
    if (!array) return;
    readEntries(reader, *array, "/profiles", out.profiles, nullptr,
                [&](const Json &o, const std::string &p, Entry<Profile> &e) {
        reader.reportUnknownKeys(o, p, {"id", "name", "accelerators", "scores"});
        assignIf(e.value.name, reader.string(o, p, "name", true));
        if (const auto ids = stringArray(reader, o, p, "accelerators", true)) {
            e.value.acceleratorIds = *ids;
            for (std::size_t i = 0; i < ids->size(); ++i)
                e.refs.push_back({Kind::Accelerator, (*ids)[i],
                                  pointerJoin(pointerJoin(p, "accelerators"), i)});
        }
        const Json *scores = reader.field(o, p, "scores", true);
        if (!scores) return;
        const auto at = pointerJoin(p, "scores");
        if (!scores->is_object()) {
            reader.error(at, msg(QT_TRANSLATE_NOOP("Message", "expected an object keyed by criterion id, found %1"), {arg::nested(jsonType(*scores))}));
            return;
        }
        for (auto it = scores->begin(); it != scores->end(); ++it) {
            const auto where = pointerJoin(at, it.key());
            e.refs.push_back({Kind::ProfileCriterion, it.key(), where});
            if (auto score = readFigure(reader, it.value(), where, Quantity::Score10, e.refs))
                e.value.scores[it.key()] = std::move(*score);
        }
    });
}

void readModels(JsonReader &reader, const Json &root, ParsedCatalog &out)
{
    const Json *array = topArray(reader, root, "models");
    if (!array) return;
    readEntries(reader, *array, "/models", out.models, &out.droppedModels,
                [&](const Json &o, const std::string &p, Entry<ModelShape> &e) {
        reader.reportUnknownKeys(o, p, {"id", "name", "parameters_b", "active_parameters_b",
                                        "layers", "hidden", "kv_heads", "head_dim", "source",
                                        "note"});
        ModelShape &m = e.value;
        assignIf(m.name, reader.string(o, p, "name", true));
        assignIf(m.parametersB, reader.number(o, p, "parameters_b", true, {0, true, 1e5}));
        m.activeParametersB = m.parametersB;
        if (const auto active = reader.number(o, p, "active_parameters_b", false, {0, true, 1e5})) {
            if (m.parametersB > 0 && *active > m.parametersB)
                reader.error(pointerJoin(p, "active_parameters_b"),
                             msg(QT_TRANSLATE_NOOP("Message", "active_parameters_b (%1) exceeds "
                                                              "parameters_b (%2)"),
                                 {arg::exact(*active), arg::exact(m.parametersB)}));
            m.activeParametersB = *active;
        }
        assignIf(m.layers, reader.integer(o, p, "layers", true, 1, 100000));
        assignIf(m.hidden, reader.integer(o, p, "hidden", true, 1, 10000000));
        assignIf(m.kvHeads, reader.integer(o, p, "kv_heads", true, 1, 100000));
        assignIf(m.headDim, reader.integer(o, p, "head_dim", true, 1, 100000));
        if (const auto source = reader.string(o, p, "source", false)) {
            m.source = *source;
            e.refs.push_back({Kind::Source, *source, pointerJoin(p, "source")});
        }
    });
}

} // namespace ad::catalog_detail
