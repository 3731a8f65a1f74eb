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
    Template what;              // for messages: "memory"
    std::vector<UnitDef> units;
    double min;                 // canonical; exclusive unless minInclusive
    bool minInclusive;
    double max;                 // canonical; anything larger is a typo or a unit slip
    Template maxText;           // the limit in words, for the message
    bool wholeNumber;
    bool scale = false;         // min..max is the scale itself (fraction, score, year)
};

const QuantitySpec &spec(Quantity quantity)
{
    // The upper limits sit far above any real chip or price so that only slips (a value in the
    // wrong unit, extra zeros) are refused.
    static const QuantitySpec compute{QT_TRANSLATE_NOOP("Message", "compute"), {{"TFLOPS", 1e12}, {"PFLOPS", 1e15}},
                                      0, false, 1e19, QT_TRANSLATE_NOOP("Message", "1e19 FLOP/s per chip"), false};
    static const QuantitySpec memory{QT_TRANSLATE_NOOP("Message", "memory"),
                                     {{"GB", 1e9}, {"GiB", 1073741824.0}, {"TB", 1e12},
                                      {"TiB", 1099511627776.0}},
                                     0, false, 1e14, QT_TRANSLATE_NOOP("Message", "100 TB per chip"), false};
    static const QuantitySpec bandwidth{QT_TRANSLATE_NOOP("Message", "bandwidth"),
                                        {{"GB/s", 1e9}, {"TB/s", 1e12}, {"GiB/s", 1073741824.0},
                                         {"TiB/s", 1099511627776.0}},
                                        0, false, 1e15, QT_TRANSLATE_NOOP("Message", "1 PB/s per chip"), false};
    static const QuantitySpec power{QT_TRANSLATE_NOOP("Message", "power"), {{"W", 1}}, 0, false, 1e5, QT_TRANSLATE_NOOP("Message", "100 kW per chip"), false};
    static const QuantitySpec count{QT_TRANSLATE_NOOP("Message", "count"), {{"count", 1}}, 0, false, 1e6, QT_TRANSLATE_NOOP("Message", "1,000,000"), true};
    static const QuantitySpec perYear{QT_TRANSLATE_NOOP("Message", "count per year"), {{"count", 1}}, 0, false, 366, QT_TRANSLATE_NOOP("Message", "366 a year"),
                                      false};
    static const QuantitySpec price{QT_TRANSLATE_NOOP("Message", "price"),
                                    {{"USD/instance-hour", 1}, {"USD/chip-hour", 1},
                                     {"USD/core-hour", 1}},
                                    0, false, 1e6, QT_TRANSLATE_NOOP("Message", "$1,000,000 per hour"), false};
    static const QuantitySpec throughput{QT_TRANSLATE_NOOP("Message", "throughput"),
                                         {{"tokens/s/chip", 1}, {"tokens/s/instance", 1}},
                                         0, false, 1e9, QT_TRANSLATE_NOOP("Message", "1e9 tokens/s"), false};
    static const QuantitySpec ratio{QT_TRANSLATE_NOOP("Message", "fraction"), {{"fraction", 1}}, 0, false, 1, "1", false, true};
    static const QuantitySpec money{QT_TRANSLATE_NOOP("Message", "money"), {{"USD", 1}}, 0, false, 1e12, QT_TRANSLATE_NOOP("Message", "$1e12"), false};
    // Zero weeks or days is a real answer ("nothing to port"), so these admit zero.
    static const QuantitySpec weeks{QT_TRANSLATE_NOOP("Message", "duration"), {{"weeks", 1}}, 0, true, 520, QT_TRANSLATE_NOOP("Message", "520 weeks"), false};
    static const QuantitySpec days{QT_TRANSLATE_NOOP("Message", "duration"), {{"days", 1}}, 0, true, 3650, QT_TRANSLATE_NOOP("Message", "3650 days"), false};
    static const QuantitySpec year{QT_TRANSLATE_NOOP("Message", "year"), {{"year", 1}}, 1950, true, 2100, "2100", true, true};
    static const QuantitySpec score{QT_TRANSLATE_NOOP("Message", "score"), {{"score10", 1}}, 1, true, 10, "10", false, true};
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
        reader.error(pointer, msg(QT_TRANSLATE_NOOP("Message", "expected a figure object with "
                                                               "value, unit, source, date and "
                                                               "kind, found %1"),
                                  {arg::nested(jsonType(object))}));
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
                         msg(QT_TRANSLATE_NOOP("Message", "a price marked \"offered\": false "
                                                          "cannot also have a value; remove one")));
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
                         msg(s.units.size() > 1
                                 ? Template(QT_TRANSLATE_NOOP("Message", "unit %1 is not accepted "
                                                                         "for %2; use one of: %3"))
                                 : Template(QT_TRANSLATE_NOOP("Message", "unit %1 is not accepted "
                                                                         "for %2; use %3")),
                             {arg::quoted(*unit), arg::nested(msg(s.what)),
                              arg::verbatim(acceptedUnits(quantity))}));
    }
    if (value) {
        const auto where = pointerJoin(pointer, "value");
        const auto v = reader.numberValue(*value, where, anyFinite);
        // Without a valid unit the range cannot be judged; the unit error already stands.
        if (v && unitDef) {
            const double canonical = *v * unitDef->factor;
            // The value with its unit ("80 GB"); the unit is valid here, so not quoted.
            const Arg shown = arg::nested(msg("%1 %2", {arg::exact(*v), arg::verbatim(*unit)}));
            const Arg what = arg::nested(msg(s.what));
            const bool tooLow = s.minInclusive ? canonical < s.min : canonical <= s.min;
            if (s.scale && (tooLow || canonical > s.max)) {
                reader.error(where,
                             msg(s.minInclusive
                                     ? Template(QT_TRANSLATE_NOOP("Message", "%1 must be from %2 to "
                                                                             "%3 (got %4)"))
                                     : Template(QT_TRANSLATE_NOOP("Message", "%1 must be above %2 to "
                                                                             "%3 (got %4)")),
                                 {what, arg::exact(s.min), arg::exact(s.max), shown}));
            } else if (tooLow) {
                if (s.min != 0)
                    reader.error(where, msg(QT_TRANSLATE_NOOP("Message", "%1 must be at least %2 "
                                                                         "(got %3)"),
                                            {what, arg::exact(s.min), shown}));
                else
                    reader.error(where, msg(s.minInclusive
                                                ? Template(QT_TRANSLATE_NOOP("Message", "%1 must not "
                                                                                        "be negative "
                                                                                        "(got %2)"))
                                                : Template(QT_TRANSLATE_NOOP("Message", "%1 must be "
                                                                                        "greater than "
                                                                                        "zero (got %2)")),
                                            {what, shown}));
            } else if (canonical > s.max) {
                reader.error(where, msg(QT_TRANSLATE_NOOP("Message", "%1 of %2 is implausibly large "
                                                                     "(the limit is %3); check the "
                                                                     "value and its unit"),
                                        {what, shown, arg::nested(msg(s.maxText))}));
            } else if (s.wholeNumber && std::floor(*v) != *v) {
                reader.error(where, msg(QT_TRANSLATE_NOOP("Message", "%1 must be a whole number "
                                                                     "(got %2)"),
                                        {what, arg::exact(*v)}));
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
            reader.error(pointerJoin(pointer, "source"),
                         msg(QT_TRANSLATE_NOOP("Message", "source must name an id from sources.json")));
        else
            refs.push_back({Ref::Kind::Source, *source, pointerJoin(pointer, "source")});
        out.source = *source;
    }
    if (const auto date = reader.string(object, pointer, "date", true)) {
        if (!isValidDate(*date))
            reader.error(pointerJoin(pointer, "date"),
                         msg(QT_TRANSLATE_NOOP("Message", "date %1 is not a valid YYYY, YYYY-MM or "
                                                          "YYYY-MM-DD date"),
                             {arg::quoted(*date)}));
        out.date = *date;
    }
    if (const auto kind = reader.string(object, pointer, "kind", true)) {
        if (const auto k = figureKindFromString(*kind))
            out.kind = *k;
        else
            reader.error(pointerJoin(pointer, "kind"),
                         msg(QT_TRANSLATE_NOOP("Message", "kind %1 is unknown; use one of: vendor, "
                                                          "independent, derived, estimate"),
                             {arg::quoted(*kind)}));
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
        reader.error(pointer, msg(QT_TRANSLATE_NOOP("Message", "an empty array of figures; omit the "
                                                               "field when no source gives it")));
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
        reader.error(pointer, msg(QT_TRANSLATE_NOOP("Message", "%1 figures are marked \"default\": "
                                                               "true; at most one may be"),
                                  {arg::count(double(defaults.size()))}));
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
