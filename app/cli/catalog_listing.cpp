#include "catalog_listing.h"

#include "context.h"

#include "formats/assessment_format.h"
#include "model/pricing.h"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace ad::cli {

namespace {

using nlohmann::json;

json number(double value)
{
    return std::isfinite(value) ? json(value) : json(nullptr);
}

const char *toString(Phase phase)
{
    return phase == Phase::Training ? "training" : "inference";
}

const char *toString(Measurement::Metric metric)
{
    switch (metric) {
    case Measurement::Metric::Throughput: return "throughput";
    case Measurement::Metric::Mfu: return "mfu";
    case Measurement::Metric::TrainingCost: return "training_cost";
    }
    return "";
}

// One normalised price: the core's conversion, with "not offered" kept apart from "unknown".
struct ChipHourPrice {
    Quantity price;
    bool offered = true;
    bool published = false;
};

ChipHourPrice chipHourPrice(const Catalog &catalog, const Offer &offer, PricingModel model)
{
    ChipHourPrice out;
    const auto it = offer.prices.find(model);
    out.published = it != offer.prices.end() && it->second.known();
    if (const Accelerator *accelerator = catalog.accelerator(offer.acceleratorId))
        out.price = pricePerChipHour(offer, *accelerator, model, &out.offered);
    return out;
}

std::string priceCell(const ChipHourPrice &p)
{
    if (!p.offered) return "not sold";
    if (!p.published) return "-";
    return formatUsd(p.price.value);
}

std::string pad(std::string text, std::size_t width)
{
    std::size_t shown = 0;
    for (char c : text) shown += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
    if (shown < width) text.append(width - shown, ' ');
    return text;
}

std::string padLeft(const std::string &text, std::size_t width)
{
    return text.size() < width ? std::string(width - text.size(), ' ') + text : text;
}

std::string figureText(const Figure &figure, double scale, int decimals, const char *unit)
{
    if (!figure.known()) return "-";
    return formatNumber(figure.value() / scale, decimals) + " " + unit
        + (figure.conflicting() ? " *" : "");
}

std::string measurementValue(const Measurement &m)
{
    if (!m.figure.known()) return "-";
    switch (m.metric) {
    case Measurement::Metric::Throughput:
        return formatNumber(m.figure.value(), 0) + " tok/s/" + (m.perUnit.empty() ? "chip" : m.perUnit);
    case Measurement::Metric::Mfu: return formatPercent(m.figure.value()) + " MFU";
    case Measurement::Metric::TrainingCost: return formatUsd(m.figure.value()) + " per run";
    }
    return "-";
}

json statementJson(const Statement &s, bool isDefault)
{
    return {{"value", number(s.value)}, {"quoted_value", number(s.quotedValue)},
            {"quoted_unit", s.quotedUnit}, {"offered", s.offered},
            {"source", s.provenance.source}, {"date", s.provenance.date},
            {"kind", toString(s.provenance.kind)}, {"note", s.provenance.note},
            {"default", isDefault}};
}

json figureJson(const Figure &figure)
{
    if (!figure.known()) return nullptr;
    json out = statementJson(figure.chosen(), true);
    out.erase("default");
    out["conflicting"] = figure.conflicting();
    return out;
}

} // namespace

std::string catalogToText(const Catalog &catalog)
{
    const auto conflicts = findConflicts(catalog);
    std::string out = "Catalog: " + std::to_string(catalog.accelerators.size()) + " accelerators, "
        + std::to_string(catalog.offers.size()) + " offers, "
        + std::to_string(catalog.measurements.size()) + " measurements, "
        + std::to_string(conflicts.size()) + " conflicting figures (* below)\n";

    out += "\nAccelerators\n  " + pad("id", 12) + pad("name", 26) + pad("stack", 8)
        + padLeft("memory", 10) + padLeft("bandwidth", 13) + padLeft("bf16 dense", 16)
        + padLeft("fp8 dense", 16) + "\n";
    for (const auto &a : catalog.accelerators) {
        auto flops = [&](Precision p) {
            const Figure *f = a.denseFlops(p);
            return f ? figureText(*f, 1e12, 0, "TFLOP/s") : std::string("-");
        };
        out += "  " + pad(a.id, 12) + pad(a.name, 26) + pad(toString(a.stack), 8)
            + padLeft(figureText(a.memoryBytes, 1e9, 0, "GB"), 10)
            + padLeft(figureText(a.bandwidthBytesPerSecond, 1e12, 2, "TB/s"), 13)
            + padLeft(flops(Precision::BF16), 16) + padLeft(flops(Precision::FP8), 16)
            + (a.fromOverlay ? "  (overlay)" : "") + "\n";
    }

    std::size_t idWidth = 28;
    for (const auto &o : catalog.offers) idWidth = std::max(idWidth, o.id.size() + 2);
    out += "\nOffers, USD per chip-hour (\"-\": no published price; \"not sold\": not offered;"
           " \"per order\": the most chips one order gets)\n  "
        + pad("id", idWidth) + pad("accelerator", 12) + padLeft("chips", 6)
        + padLeft("per order", 10) + padLeft("on-demand", 11) + padLeft("1-year", 10)
        + padLeft("3-year", 10) + padLeft("spot", 10) + padLeft("cap. block", 12) + "  region\n";
    for (const auto &o : catalog.offers) {
        std::string line = "  " + pad(o.id, idWidth) + pad(o.acceleratorId, 12)
            + padLeft(o.chips.known() ? formatNumber(o.chips.value(), 0) : "-", 6)
            + padLeft(o.supply.known() ? formatNumber(o.supply.value(), 0) : "-", 10);
        // One column per pricing model, in the order of the header above.
        constexpr std::size_t widths[] = {11, 10, 10, 10, 12};
        static_assert(std::size(widths) == std::size(allPricingModels));
        std::size_t i = 0;
        for (auto model : allPricingModels)
            line += padLeft(priceCell(chipHourPrice(catalog, o, model)), widths[i++]);
        line += "  " + (o.region.empty() ? std::string("-") : o.region);
        out += line + (o.fromOverlay ? "  (overlay)" : "") + "\n";
    }

    out += "\nMeasurements\n  " + pad("id", 36) + pad("accelerator", 12) + pad("phase", 10)
        + pad("value", 26) + "kind\n";
    for (const auto &m : catalog.measurements)
        out += "  " + pad(m.id, 36) + pad(m.acceleratorId, 12) + pad(toString(m.phase), 10)
            + pad(measurementValue(m), 26)
            + (m.figure.known() ? displayName(m.figure.chosen().provenance.kind) : "") + "\n";

    out += "\nConflicting figures (the model uses the one marked default)\n";
    if (conflicts.empty()) out += "  none\n";
    for (const auto &c : conflicts) {
        out += "  " + write(c.subject) + " (" + c.field + ")\n";
        for (std::size_t i = 0; i < c.figure.statements.size(); ++i) {
            const Statement &s = c.figure.statements[i];
            const std::string value = s.offered
                ? formatNumber(s.quotedValue, std::fabs(s.quotedValue) < 100 ? 2 : 0) + " "
                    + s.quotedUnit
                : std::string("not offered");
            out += "    - " + value + "  [" + s.provenance.source + ", " + s.provenance.date
                + ", " + displayName(s.provenance.kind) + "]"
                + (i == c.figure.defaultIndex ? " default" : "") + "\n";
        }
    }
    return out;
}

json catalogToJson(const Catalog &catalog)
{
    json accelerators = json::array();
    for (const auto &a : catalog.accelerators) {
        json flops = json::object();
        for (const auto &[precision, f] : a.flops)
            flops[toString(precision)] = {{"dense_flops", figureJson(f.dense)},
                                          {"sparse_flops", figureJson(f.sparse)}};
        accelerators.push_back({{"id", a.id}, {"name", a.name}, {"vendor", a.vendor},
                                {"family", a.family}, {"stack", toString(a.stack)}, {"clouds", a.clouds},
                                {"memory_bytes", figureJson(a.memoryBytes)},
                                {"bandwidth_bytes_per_second", figureJson(a.bandwidthBytesPerSecond)},
                                {"power_watts", figureJson(a.powerWatts)},
                                {"cores_per_chip", figureJson(a.coresPerChip)},
                                {"flops", std::move(flops)}, {"from_overlay", a.fromOverlay}});
    }
    json offers = json::array();
    for (const auto &o : catalog.offers) {
        json prices = json::object();
        for (auto model : allPricingModels) {
            const ChipHourPrice p = chipHourPrice(catalog, o, model);
            const auto it = o.prices.find(model);
            prices[toString(model)] = {
                {"usd_per_chip_hour", number(p.price.value)}, {"offered", p.offered},
                {"published", p.published}, {"formula", p.price.how.formula.text()},
                {"note", ad::writeClauses(p.price.how.note)},
                {"quoted", it != o.prices.end() ? figureJson(it->second) : json(nullptr)}};
        }
        offers.push_back({{"id", o.id}, {"accelerator_id", o.acceleratorId},
                          {"provider", o.provider}, {"instance", o.instance},
                          {"region", o.region}, {"chips", figureJson(o.chips)},
                          {"max_chips_per_order", figureJson(o.supply)},
                          {"reference", o.reference},
                          {"prices", std::move(prices)}, {"from_overlay", o.fromOverlay}});
    }
    json measurements = json::array();
    for (const auto &m : catalog.measurements)
        measurements.push_back({{"id", m.id}, {"accelerator_id", m.acceleratorId},
                                {"model_id", m.modelId}, {"phase", toString(m.phase)},
                                {"metric", toString(m.metric)}, {"batch", m.batch},
                                {"figure", figureJson(m.figure)},
                                {"from_overlay", m.fromOverlay}});
    json conflicts = json::array();
    for (const auto &c : findConflicts(catalog)) {
        json statements = json::array();
        for (std::size_t i = 0; i < c.figure.statements.size(); ++i)
            statements.push_back(statementJson(c.figure.statements[i], i == c.figure.defaultIndex));
        conflicts.push_back({{"subject", write(c.subject)}, {"field", c.field},
                             {"statements", std::move(statements)}});
    }
    return {{"accelerators", std::move(accelerators)}, {"offers", std::move(offers)},
            {"measurements", std::move(measurements)}, {"conflicts", std::move(conflicts)}};
}

std::string catalogPricesToCsv(const Catalog &catalog)
{
    std::string out = "offer_id,accelerator_id,provider,instance,pricing_model,offered,"
                      "usd_per_chip_hour,quoted_value,quoted_unit,source,date,kind\n";
    for (const auto &o : catalog.offers)
        for (auto model : allPricingModels) {
            const ChipHourPrice p = chipHourPrice(catalog, o, model);
            const auto it = o.prices.find(model);
            const Statement *s = it != o.prices.end() && it->second.known()
                ? &it->second.chosen() : nullptr;
            out += csvLine({o.id, o.acceleratorId, o.provider, o.instance, toString(model),
                            p.offered ? "true" : "false", csvNumber(p.price.value),
                            s && s->offered ? csvNumber(s->quotedValue) : "",
                            s ? s->quotedUnit : "", s ? s->provenance.source : "",
                            s ? s->provenance.date : "", s ? displayName(s->provenance.kind) : ""});
        }
    return out;
}

} // namespace ad::cli
