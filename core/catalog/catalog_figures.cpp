// Reading figures: units, their conversion to the canonical unit of the field, plausible ranges
// and provenance. See docs/catalog-format.md, "Figures" and "Units accepted".
#include "catalog/catalog_parse.h"

#include <cmath>
#include <vector>

namespace ad::catalog_detail {

namespace {

struct UnitDef {
    const char *name;
    double factor; // canonical = quoted * factor
};

struct QuantitySpec {
    const char *what;           // for messages: "memory"
    std::vector<UnitDef> units;
    double min;                 // canonical; exclusive unless minInclusive
    bool minInclusive;
    double max;                 // canonical; anything larger is a typo or a unit slip
    const char *maxText;        // the limit in words, for the message
    bool wholeNumber;
    bool scale = false;         // min..max is the scale itself (fraction, score, year)
};

const QuantitySpec &spec(Quantity quantity)
{
    // The upper limits sit far above any real chip or price so that only slips (a value in the
    // wrong unit, extra zeros) are refused.
    static const QuantitySpec compute{"compute", {{"TFLOPS", 1e12}, {"PFLOPS", 1e15}},
                                      0, false, 1e19, "1e19 FLOP/s per chip", false};
    static const QuantitySpec memory{"memory",
                                     {{"GB", 1e9}, {"GiB", 1073741824.0}, {"TB", 1e12},
                                      {"TiB", 1099511627776.0}},
                                     0, false, 1e14, "100 TB per chip", false};
    static const QuantitySpec bandwidth{"bandwidth",
                                        {{"GB/s", 1e9}, {"TB/s", 1e12}, {"GiB/s", 1073741824.0},
                                         {"TiB/s", 1099511627776.0}},
                                        0, false, 1e15, "1 PB/s per chip", false};
    static const QuantitySpec power{"power", {{"W", 1}}, 0, false, 1e5, "100 kW per chip", false};
    static const QuantitySpec count{"count", {{"count", 1}}, 0, false, 1e6, "1,000,000", true};
    static const QuantitySpec perYear{"count per year", {{"count", 1}}, 0, false, 366, "366 a year",
                                      false};
    static const QuantitySpec price{"price",
                                    {{"USD/instance-hour", 1}, {"USD/chip-hour", 1},
                                     {"USD/core-hour", 1}},
                                    0, false, 1e6, "$1,000,000 per hour", false};
    static const QuantitySpec throughput{"throughput",
                                         {{"tokens/s/chip", 1}, {"tokens/s/instance", 1}},
                                         0, false, 1e9, "1e9 tokens/s", false};
    static const QuantitySpec ratio{"fraction", {{"fraction", 1}}, 0, false, 1, "1", false, true};
    static const QuantitySpec money{"money", {{"USD", 1}}, 0, false, 1e12, "$1e12", false};
    // Zero weeks or days is a real answer ("nothing to port"), so these admit zero.
    static const QuantitySpec weeks{"duration", {{"weeks", 1}}, 0, true, 520, "520 weeks", false};
    static const QuantitySpec days{"duration", {{"days", 1}}, 0, true, 3650, "3650 days", false};
    static const QuantitySpec year{"year", {{"year", 1}}, 1950, true, 2100, "2100", true, true};
    static const QuantitySpec score{"score", {{"score10", 1}}, 1, true, 10, "10", false, true};
    switch (quantity) {
    case Quantity::Compute: return compute;
    case Quantity::Memory: return memory;
    case Quantity::Bandwidth: return bandwidth;
    case Quantity::Power: return power;
    case Quantity::Count: return count;
    case Quantity::PerYear: return perYear;
    case Quantity::Price: return price;
    case Quantity::Throughput: return throughput;
    case Quantity::Fraction: return ratio;
    case Quantity::Money: return money;
    case Quantity::Weeks: return weeks;
    case Quantity::Days: return days;
    case Quantity::Year: return year;
    case Quantity::Score10: return score;
    }
    return count;
}

bool digits(const std::string &text, std::size_t from, std::size_t n)
{
    for (std::size_t i = from; i < from + n; ++i)
        if (i >= text.size() || text[i] < '0' || text[i] > '9') return false;
    return true;
}

// One statement: an object with value/unit/provenance (or a price that is not offered).
std::optional<Statement> readStatement(JsonReader &reader, const Json &object,
                                       const std::string &pointer, Quantity quantity, Refs &refs,
                                       bool &isDefault)
{
    if (!object.is_object()) {
        reader.error(pointer, "expected a figure object with value, unit, source, date and kind, "
                              "found " + jsonTypeName(object));
        return std::nullopt;
    }
    const QuantitySpec &s = spec(quantity);
    const int errorsBefore = reader.errorCount();
    Statement statement;

    if (quantity == Quantity::Price) {
        reader.reportUnknownKeys(object, pointer, {"value", "unit", "source", "date", "kind",
                                                   "note", "default", "offered"});
        if (const auto offered = reader.boolean(object, pointer, "offered", false))
            statement.offered = *offered;
    } else {
        reader.reportUnknownKeys(object, pointer,
                                 {"value", "unit", "source", "date", "kind", "note", "default"});
    }
    if (const auto flag = reader.boolean(object, pointer, "default", false)) isDefault = *flag;
    readProvenance(reader, object, pointer, statement.provenance, refs);

    if (!statement.offered) {
        if (object.contains("value"))
            reader.error(pointerJoin(pointer, "value"),
                         "a price marked \"offered\": false cannot also have a value; remove one");
        if (object.contains("unit")) {
            if (const auto unit = reader.string(object, pointer, "unit", false))
                statement.quotedUnit = *unit;
        }
        if (reader.errorCount() != errorsBefore) return std::nullopt;
        return statement;
    }

    const auto value = reader.field(object, pointer, "value", true);
    const auto unit = reader.string(object, pointer, "unit", true);
    const UnitDef *unitDef = nullptr;
    if (unit) {
        for (const auto &u : s.units)
            if (*unit == u.name) unitDef = &u;
        if (!unitDef)
            reader.error(pointerJoin(pointer, "unit"),
                         "unit " + quoteText(*unit) + " is not accepted for " + s.what + "; use "
                             + (s.units.size() > 1 ? "one of: " : "") + acceptedUnits(quantity));
    }
    if (value) {
        const auto where = pointerJoin(pointer, "value");
        const auto v = reader.numberValue(*value, where, anyFinite);
        // Without a valid unit the range cannot be judged; the unit error already stands.
        if (v && unitDef) {
            const double canonical = *v * unitDef->factor;
            const std::string shown = shortNumber(*v) + (unit ? " " + *unit : "");
            const bool tooLow = s.minInclusive ? canonical < s.min : canonical <= s.min;
            if (s.scale && (tooLow || canonical > s.max)) {
                reader.error(where, std::string(s.what) + " must be "
                                        + (s.minInclusive ? "from " : "above ") + shortNumber(s.min)
                                        + " to " + shortNumber(s.max) + " (got " + shown + ")");
            } else if (tooLow) {
                const std::string need =
                    s.min == 0 ? (s.minInclusive ? "must not be negative" : "must be greater than zero")
                               : "must be at least " + shortNumber(s.min);
                reader.error(where, std::string(s.what) + " " + need + " (got " + shown + ")");
            } else if (canonical > s.max) {
                reader.error(where, std::string(s.what) + " of " + shown
                                        + " is implausibly large (the limit is " + s.maxText
                                        + "); check the value and its unit");
            } else if (s.wholeNumber && std::floor(*v) != *v) {
                reader.error(where, std::string(s.what) + " must be a whole number (got "
                                        + shortNumber(*v) + ")");
            }
            statement.quotedValue = *v;
            statement.value = canonical;
        }
    }
    if (unit) statement.quotedUnit = *unit;
    if (reader.errorCount() != errorsBefore) return std::nullopt;
    return statement;
}

} // namespace

std::string acceptedUnits(Quantity quantity)
{
    std::string text;
    for (const auto &u : spec(quantity).units) text += (text.empty() ? "" : ", ") + std::string(u.name);
    return text;
}

bool isValidDate(const std::string &text)
{
    if (text.size() != 4 && text.size() != 7 && text.size() != 10) return false;
    if (!digits(text, 0, 4)) return false;
    const int year = std::stoi(text.substr(0, 4));
    if (year < 1900 || year > 2100) return false;
    if (text.size() == 4) return true;
    if (text[4] != '-' || !digits(text, 5, 2)) return false;
    const int month = std::stoi(text.substr(5, 2));
    if (month < 1 || month > 12) return false;
    if (text.size() == 7) return true;
    if (text[7] != '-' || !digits(text, 8, 2)) return false;
    const int day = std::stoi(text.substr(8, 2));
    static const int daysIn[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    const int last = month == 2 && !leap ? 28 : daysIn[month - 1];
    return day >= 1 && day <= last;
}

bool readProvenance(JsonReader &reader, const Json &object, const std::string &pointer,
                    Provenance &out, Refs &refs)
{
    const int errorsBefore = reader.errorCount();
    if (const auto source = reader.string(object, pointer, "source", true)) {
        if (source->empty())
            reader.error(pointerJoin(pointer, "source"), "source must name an id from sources.json");
        else
            refs.push_back({Ref::Kind::Source, *source, pointerJoin(pointer, "source")});
        out.source = *source;
    }
    if (const auto date = reader.string(object, pointer, "date", true)) {
        if (!isValidDate(*date))
            reader.error(pointerJoin(pointer, "date"),
                         "date " + quoteText(*date) + " is not a valid YYYY, YYYY-MM or YYYY-MM-DD date");
        out.date = *date;
    }
    if (const auto kind = reader.string(object, pointer, "kind", true)) {
        if (const auto k = figureKindFromString(*kind))
            out.kind = *k;
        else
            reader.error(pointerJoin(pointer, "kind"),
                         "kind " + quoteText(*kind) + " is unknown; use one of: vendor, independent, "
                                             "derived, estimate");
    }
    if (const auto note = reader.string(object, pointer, "note", false)) out.note = *note;
    return reader.errorCount() == errorsBefore;
}

std::optional<Figure> readFigure(JsonReader &reader, const Json &value, const std::string &pointer,
                                 Quantity quantity, Refs &refs)
{
    Figure figure;
    if (!value.is_array()) {
        bool isDefault = false;
        auto statement = readStatement(reader, value, pointer, quantity, refs, isDefault);
        if (!statement) return std::nullopt;
        figure.statements.push_back(std::move(*statement));
        return figure;
    }
    if (value.empty()) {
        reader.error(pointer, "an empty array of figures; omit the field when no source gives it");
        return std::nullopt;
    }
    const int errorsBefore = reader.errorCount();
    std::vector<std::size_t> defaults;
    for (std::size_t i = 0; i < value.size(); ++i) {
        bool isDefault = false;
        auto statement = readStatement(reader, value[i], pointerJoin(pointer, i), quantity, refs,
                                       isDefault);
        if (!statement) continue;
        if (isDefault) defaults.push_back(figure.statements.size());
        figure.statements.push_back(std::move(*statement));
    }
    if (defaults.size() > 1)
        reader.error(pointer, std::to_string(defaults.size())
                                  + " figures are marked \"default\": true; at most one may be");
    if (reader.errorCount() != errorsBefore) return std::nullopt;
    figure.defaultIndex = defaults.empty() ? 0 : defaults.front();
    return figure;
}

std::optional<Figure> readFigureField(JsonReader &reader, const Json &object,
                                      const std::string &pointer, const char *key,
                                      Quantity quantity, bool required, Refs &refs)
{
    const Json *value = reader.field(object, pointer, key, required);
    if (!value) {
        if (required || !object.is_object()) return std::nullopt;
        return Figure{};
    }
    return readFigure(reader, *value, pointerJoin(pointer, key), quantity, refs);
}

} // namespace ad::catalog_detail
