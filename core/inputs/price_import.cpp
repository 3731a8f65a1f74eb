// Price feeds in, offers out (core/price_import.h). The formats as their producers write them:
// - SkyPilot (skypilot-catalog, catalogs/v*/<cloud>/vms.csv): a header naming InstanceType,
//   AcceleratorName, AcceleratorCount, Price, SpotPrice, Region (AvailabilityZone, GpuInfo and
//   others in varying order); one row per zone or region; an empty Price means no on-demand SKU.
//   GCP's file prices A2/A3/A4 machines in two parts, as Google bills them: the machine's row has
//   no AcceleratorName, and a row with no InstanceType prices AcceleratorCount chips of
//   AcceleratorName in the same zone; the instance price is their sum.
// - gpuhunt (dstack's catalog, <provider>.csv inside a dated archive): instance_name, location,
//   price, cpu, memory, gpu_count, gpu_name, gpu_memory, spot; on-demand and spot are separate
//   rows told apart by spot=True/False.
// - AWS Price List bulk offer file (AmazonEC2 index.json): "products" keyed by SKU with
//   attributes.instanceType / regionCode / operatingSystem / tenancy / preInstalledSw /
//   capacitystatus, and terms.OnDemand[sku][offerTermCode].priceDimensions[..].pricePerUnit.USD.
#include "inputs/price_import.h"

#include "formats/assessment_format.h"
#include "catalog/catalog_parse.h"
#include "base/input_limits.h"
#include "base/json_reader.h"
#include "inputs/measurement_import.h"
#include "base/name_text.h"
#include "base/number_text.h"
#include "model/pricing.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <set>

namespace ad {

namespace {

std::string lower(std::string text)
{
    for (char &c : text)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return text;
}

std::string trimmed(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos) return {};
    const auto last = text.find_last_not_of(" \t\r\n");
    return std::string(text.substr(first, last - first + 1));
}

// A decimal number, read the same way whatever the process locale says ("4.4", never "4,4").
std::optional<double> decimal(const std::string &text)
{
    const DecimalText read = readDecimal(text);
    return read.ok() ? std::optional(read.value) : std::nullopt;
}

// The provider a feed names, as offers spell it. An unknown name is kept as written.
std::string providerName(const std::string &key)
{
    static const std::map<std::string, std::string> names = {
        {"aws", "AWS"},           {"gcp", "Google Cloud"}, {"azure", "Azure"},
        {"lambda", "Lambda"},     {"lambdalabs", "Lambda"}, {"runpod", "RunPod"},
        {"coreweave", "CoreWeave"}, {"oci", "OCI"},        {"nebius", "Nebius"},
        {"vast", "Vast.ai"},      {"vastai", "Vast.ai"},   {"datacrunch", "DataCrunch"}};
    const auto it = names.find(lower(key));
    return it == names.end() ? key : it->second;
}

std::string idPart(const std::string &text)
{
    std::string out;
    for (const char c : lower(text))
        out += (std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '_') ? c : '-';
    return out;
}

std::string baseName(const std::string &path)
{
    const auto slash = path.find_last_of("/\\");
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

// SkyPilot: the directory above vms.csv names the cloud; gpuhunt: the file is <provider>.csv.
std::string providerFromPath(const std::string &path, PriceFormat format)
{
    if (format == PriceFormat::AwsPriceList) return "aws";
    std::string name = baseName(path);
    if (format == PriceFormat::SkyPilot) {
        const auto slash = path.find_last_of("/\\");
        if (slash == std::string::npos || slash == 0) return {};
        const std::string dir = path.substr(0, slash);
        return baseName(dir);
    }
    if (const auto dot = name.rfind('.'); dot != std::string::npos) name = name.substr(0, dot);
    return name;
}

// The first YYYYMMDD run of digits in the path that is a real date ("20240508"), as gpuhunt
// names its catalog versions.
std::string dateFromPath(const std::string &path)
{
    for (std::size_t i = 0; i + 8 <= path.size(); ++i) {
        bool digits = true;
        for (std::size_t k = 0; k < 8 && digits; ++k) digits = std::isdigit(static_cast<unsigned char>(path[i + k]));
        if (!digits) continue;
        if (i + 8 < path.size() && std::isdigit(static_cast<unsigned char>(path[i + 8]))) continue;
        if (i > 0 && std::isdigit(static_cast<unsigned char>(path[i - 1]))) continue;
        const std::string date = path.substr(i, 4) + "-" + path.substr(i + 4, 2) + "-" + path.substr(i + 6, 2);
        if (catalog_detail::isValidDate(date)) return date;
    }
    return {};
}

// CSV as RFC 4180 writes it (quoted fields may hold commas, quotes doubled), each row with the
// line it starts on.
struct CsvRow {
    std::size_t line = 0;
    std::vector<std::string> cells;
};

std::vector<CsvRow> parseCsv(const std::string &text)
{
    std::vector<CsvRow> rows;
    CsvRow row;
    std::string cell;
    bool quoted = false, any = false;
    std::size_t line = 1;
    row.line = 1;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"') {
                if (i + 1 < text.size() && text[i + 1] == '"') {
                    cell += '"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                if (c == '\n') ++line;
                cell += c;
            }
            continue;
        }
        if (c == '"') {
            quoted = true;
            any = true;
        } else if (c == ',') {
            row.cells.push_back(std::move(cell));
            cell.clear();
            any = true;
        } else if (c == '\n') {
            row.cells.push_back(std::move(cell));
            cell.clear();
            if (any || row.cells.size() > 1 || !trimmed(row.cells.front()).empty()) rows.push_back(std::move(row));
            row = {};
            ++line;
            row.line = line;
            any = false;
        } else if (c != '\r') {
            cell += c;
            any = true;
        }
    }
    if (any || !cell.empty()) {
        row.cells.push_back(std::move(cell));
        rows.push_back(std::move(row));
    }
    return rows;
}

// One price read from a file, before it meets the catalog.
struct Quote {
    std::string instance, region;
    PricingModel model = PricingModel::OnDemand;
    bool sold = true;
    double perInstance = 0;
    std::string line; // "line 12", "/terms/OnDemand/SKU..."
    std::string zone;         // SkyPilot's AvailabilityZone, when the file has the column
    bool machineOnly = false; // a SkyPilot machine row that names no accelerator
};

// A SkyPilot row with no instance type: the price of a number of chips, billed apart from the
// machine they are attached to.
struct ChipRow {
    std::optional<double> onDemand, spot;
    std::string line;
};
using ChipRowKey = std::tuple<std::string, long, std::string, std::string>; // name, count, region, zone

struct FileRead {
    std::vector<Quote> quotes;
    std::map<ChipRowKey, ChipRow> chipRows;
    std::string date, version;
};

class Reader {
public:
    Reader(const std::string &file, Diagnostics &out) : m_file(file), m_out(out) {}
    void error(const std::string &where, Message message)
    {
        addDiagnostic(m_out, {Severity::Error, m_file, where, std::move(message)});
    }
    void warning(const std::string &where, Message message)
    {
        addDiagnostic(m_out, {Severity::Warning, m_file, where, std::move(message)});
    }
    const std::string &file() const { return m_file; }

private:
    std::string m_file;
    Diagnostics &m_out;
};

std::string lineText(std::size_t line) { return "line " + std::to_string(line); }

// Where a quote stands, as lineText() or a JSON pointer gave it, for a message: "line 12" (and
// "line 12 + line 40" for a machine priced with its chips) in the reader's words.
Arg place(const std::string &where)
{
    if (const auto plus = where.find(" + "); plus != std::string::npos)
        return arg::nested(msg(QT_TRANSLATE_NOOP("Message", "%1 + %2"),
                               {place(where.substr(0, plus)), place(where.substr(plus + 3))}));
    constexpr std::string_view prefix = "line ";
    if (where.rfind(prefix, 0) == 0 && where.size() > prefix.size()
        && std::all_of(where.begin() + std::ptrdiff_t(prefix.size()), where.end(),
                       [](unsigned char c) { return std::isdigit(c) != 0; }))
        return arg::nested(msg(QT_TRANSLATE_NOOP("Message", "line %1"),
                               {arg::verbatim(where.substr(prefix.size()))}));
    return arg::verbatim(where);
}

// "spot price of p4d.24xlarge in us-east-1"
Message priceOf(PricingModel model, const std::string &instance, const std::string &region)
{
    return model == PricingModel::Spot
               ? msg(QT_TRANSLATE_NOOP("Message", "spot price of %1 in %2"),
                     {arg::verbatim(instance), arg::verbatim(region)})
               : msg(QT_TRANSLATE_NOOP("Message", "on-demand price of %1 in %2"),
                     {arg::verbatim(instance), arg::verbatim(region)});
}

// The header's columns by name; an error naming the missing ones.
std::optional<std::map<std::string, std::size_t>> columns(const CsvRow &header,
                                                          const std::vector<std::string> &required,
                                                          Reader &r, const char *format)
{
    std::map<std::string, std::size_t> at;
    for (std::size_t i = 0; i < header.cells.size(); ++i) at.emplace(trimmed(header.cells[i]), i);
    std::string missing;
    for (const auto &name : required)
        if (!at.count(name)) missing += (missing.empty() ? "" : ", ") + name;
    if (!missing.empty()) {
        r.error(lineText(header.line),
                msg(QT_TRANSLATE_NOOP("Message", "not a %1 file: the header lacks %2"),
                    {arg::verbatim(format), arg::verbatim(missing)}));
        return std::nullopt;
    }
    return at;
}

// A price cell: empty is "not sold"; otherwise a number. An error for anything else.
bool priceCell(const std::string &text, Reader &r, const std::string &where, const char *column,
               std::optional<double> &out)
{
    out.reset();
    if (trimmed(text).empty()) return true;
    out = decimal(text);
    if (!out) {
        r.error(where, msg(QT_TRANSLATE_NOOP("Message", "%1 is not a number: %2"),
                           {arg::verbatim(column), arg::quoted(trimmed(text))}));
        return false;
    }
    return true;
}

// A CSV's rows after its header, with the header's columns by name. Rows with another number of
// fields are errors and are not handed on; an empty file or one without rows is an error.
struct CsvTable {
    std::vector<CsvRow> rows;
    std::map<std::string, std::size_t> at;
    std::string cell(const CsvRow &row, const char *name) const
    {
        const auto i = at.at(name);
        return i < row.cells.size() ? row.cells[i] : std::string();
    }
};

std::optional<CsvTable> readTable(const std::string &text, const std::vector<std::string> &required,
                                  Reader &r, const char *format)
{
    auto rows = parseCsv(text);
    if (rows.empty()) {
        r.error("", msg(QT_TRANSLATE_NOOP("Message", "the file is empty")));
        return std::nullopt;
    }
    const auto at = columns(rows.front(), required, r, format);
    if (!at) return std::nullopt;
    if (rows.size() == 1) r.error("", msg(QT_TRANSLATE_NOOP("Message", "the file has a header but no rows")));
    CsvTable table{{}, *at};
    const std::size_t fields = rows.front().cells.size();
    for (std::size_t k = 1; k < rows.size(); ++k) {
        if (rows[k].cells.size() != fields) {
            r.error(lineText(rows[k].line),
                    msg(QT_TRANSLATE_NOOP("Message", "has %1 fields, the header %2"),
                        {arg::exact(double(rows[k].cells.size())), arg::exact(double(fields))}));
            continue;
        }
        table.rows.push_back(std::move(rows[k]));
    }
    return table;
}

FileRead readSkyPilot(const std::string &text, Reader &r)
{
    FileRead read;
    const auto table = readTable(text, {"InstanceType", "AcceleratorName", "Price", "SpotPrice", "Region"},
                                 r, "SkyPilot vms.csv");
    if (!table) return read;
    auto cell = [&](const CsvRow &row, const char *name) {
        return table->at.count(name) ? table->cell(row, name) : std::string();
    };
    for (const CsvRow &row : table->rows) {
        const std::string where = lineText(row.line);
        const std::string instance = trimmed(cell(row, "InstanceType"));
        const std::string region = trimmed(cell(row, "Region"));
        const std::string accelerator = trimmed(cell(row, "AcceleratorName"));
        const std::string zone = trimmed(cell(row, "AvailabilityZone"));
        if (region.empty() || (instance.empty() && accelerator.empty())) {
            r.error(where, msg(QT_TRANSLATE_NOOP("Message", "InstanceType (or, for chips priced "
                                                            "apart, AcceleratorName) and Region are "
                                                            "required")));
            continue;
        }
        if (accelerator.empty()) {
            // A machine without chips of its own; it matters only when its chips are priced on a
            // row of their own. A price cell it cannot use is no error: most are CPU machines.
            const auto onDemand = decimal(cell(row, "Price")), spot = decimal(cell(row, "SpotPrice"));
            if ((!onDemand && !trimmed(cell(row, "Price")).empty())
                || (!spot && !trimmed(cell(row, "SpotPrice")).empty()))
                continue;
            read.quotes.push_back({instance, region, PricingModel::OnDemand, bool(onDemand),
                                   onDemand.value_or(0), where, zone, true});
            read.quotes.push_back({instance, region, PricingModel::Spot, bool(spot), spot.value_or(0),
                                   where, zone, true});
            continue;
        }
        std::optional<double> onDemand, spot;
        if (!priceCell(cell(row, "Price"), r, where, "Price", onDemand)) continue;
        if (!priceCell(cell(row, "SpotPrice"), r, where, "SpotPrice", spot)) continue;
        if (instance.empty()) {
            const auto count = decimal(cell(row, "AcceleratorCount"));
            if (!count || *count < 1 || *count > 1e6) {
                r.error(where, msg(QT_TRANSLATE_NOOP("Message", "chips priced apart from a machine "
                                                                "need a positive AcceleratorCount, "
                                                                "not %1"),
                                   {arg::quoted(trimmed(cell(row, "AcceleratorCount")))}));
                continue;
            }
            read.chipRows.try_emplace({accelerator, std::lround(*count), region, zone},
                                      ChipRow{onDemand, spot, where});
            continue;
        }
        read.quotes.push_back({instance, region, PricingModel::OnDemand, bool(onDemand),
                               onDemand.value_or(0), where, zone, false});
        read.quotes.push_back({instance, region, PricingModel::Spot, bool(spot), spot.value_or(0),
                               where, zone, false});
    }
    return read;
}

// The quotes that price whole instances: a machine row whose chips the file prices on a row of
// their own (the instance table's gpu_price_row) becomes one quote of their sum; other machine
// rows without chips are dropped. A machine whose own price is 0 (SkyPilot's mark for a price
// it lacks) forms no instance price.
std::vector<Quote> instanceQuotes(const FileRead &read, const std::string &provider,
                                  const Catalog &catalog, Reader &r)
{
    std::vector<Quote> out;
    std::set<std::string> warned;
    for (const Quote &q : read.quotes) {
        if (!q.machineOnly) {
            out.push_back(q);
            continue;
        }
        const InstanceType *type = catalog.instanceType(provider, q.instance);
        if (!type || type->gpuPriceRow.empty() || !type->chips.known()) continue;
        const Message what = priceOf(q.model, q.instance, q.region);
        const auto chips = read.chipRows.find(
            {type->gpuPriceRow, std::lround(type->chips.value()), q.region, q.zone});
        if (chips == read.chipRows.end()) {
            if (warned.insert(write(what)).second)
                r.warning(q.line, msg(QT_TRANSLATE_NOOP("Message", "%1: the file has no row pricing "
                                                                   "its %2 %3 chips; skipped"),
                                      {arg::nested(what), arg::exact(type->chips.value()),
                                       arg::verbatim(type->gpuPriceRow)}));
            continue;
        }
        const auto &chipPrice = q.model == PricingModel::Spot ? chips->second.spot : chips->second.onDemand;
        Quote whole = q;
        whole.machineOnly = false;
        whole.line = q.line + " + " + chips->second.line;
        if (!q.sold || !chipPrice) {
            whole.sold = false;
            whole.perInstance = 0;
        } else if (q.perInstance <= 0) {
            if (warned.insert(write(what)).second)
                r.warning(whole.line,
                          msg(QT_TRANSLATE_NOOP("Message", "%1: the machine's own price is %2, a "
                                                           "placeholder, so no instance price can be "
                                                           "formed; refused"),
                              {arg::nested(what), arg::exact(q.perInstance)}));
            continue;
        } else {
            whole.perInstance = q.perInstance + *chipPrice;
        }
        out.push_back(whole);
    }
    return out;
}

FileRead readGpuhunt(const std::string &text, Reader &r)
{
    FileRead read;
    const auto table = readTable(text, {"instance_name", "location", "price", "gpu_count", "spot"}, r,
                                 "gpuhunt");
    if (!table) return read;
    auto cell = [&](const CsvRow &row, const char *name) { return table->cell(row, name); };
    for (const CsvRow &row : table->rows) {
        const std::string where = lineText(row.line);
        const std::string instance = trimmed(cell(row, "instance_name"));
        const std::string region = trimmed(cell(row, "location"));
        if (instance.empty() || region.empty()) {
            r.error(where, msg(QT_TRANSLATE_NOOP("Message", "instance_name and location are required")));
            continue;
        }
        const auto gpus = decimal(cell(row, "gpu_count"));
        if (!trimmed(cell(row, "gpu_count")).empty() && !gpus) {
            r.error(where, msg(QT_TRANSLATE_NOOP("Message", "%1 is not a number: %2"),
                               {arg::verbatim("gpu_count"), arg::quoted(trimmed(cell(row, "gpu_count")))}));
            continue;
        }
        if (!gpus || *gpus <= 0) {
            continue; // a CPU instance: no chip to price
        }
        const std::string spotText = lower(trimmed(cell(row, "spot")));
        if (spotText != "true" && spotText != "false") {
            r.error(where, msg(QT_TRANSLATE_NOOP("Message", "spot must be True or False, not %1"),
                               {arg::quoted(trimmed(cell(row, "spot")))}));
            continue;
        }
        std::optional<double> price;
        if (!priceCell(cell(row, "price"), r, where, "price", price)) continue;
        read.quotes.push_back({instance, region,
                               spotText == "true" ? PricingModel::Spot : PricingModel::OnDemand,
                               bool(price), price.value_or(0), where, {}, false});
    }
    return read;
}

FileRead readAwsPriceList(const std::string &text, Reader &r)
{
    FileRead read;
    // Nesting deeper than any offer file's (five levels) is refused before parsing.
    int depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\') ++i;
            else if (c == '"') inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            if (++depth > limits::jsonDepth) {
                r.error("", msg(QT_TRANSLATE_NOOP("Message", "nested deeper than %1 levels; not an "
                                                             "offer file"),
                                {arg::exact(double(limits::jsonDepth))}));
                return read;
            }
        } else if (c == '}' || c == ']') {
            --depth;
        }
    }
    Json root;
    try {
        root = Json::parse(text);
    } catch (const Json::exception &e) {
        r.error("", msg(QT_TRANSLATE_NOOP("Message", "not valid JSON: %1"), {arg::verbatim(e.what())}));
        return read;
    }
    if (!root.is_object() || !root.contains("products") || !root["products"].is_object()) {
        r.error("/products", msg(QT_TRANSLATE_NOOP("Message", "not an AWS Price List offer file: "
                                                              "no \"products\" object")));
        return read;
    }
    auto str = [](const Json &o, const char *key) -> std::string {
        const auto it = o.find(key);
        return it != o.end() && it->is_string() ? it->get<std::string>() : std::string();
    };
    if (const std::string published = str(root, "publicationDate"); published.size() >= 10
        && catalog_detail::isValidDate(published.substr(0, 10)))
        read.date = published.substr(0, 10);
    read.version = str(root, "version");
    const Json *onDemand = nullptr;
    if (const auto terms = root.find("terms"); terms != root.end() && terms->is_object())
        if (const auto od = terms->find("OnDemand"); od != terms->end() && od->is_object()) onDemand = &*od;
    if (!onDemand) {
        r.error("/terms/OnDemand", msg(QT_TRANSLATE_NOOP("Message", "the offer file has no on-demand terms")));
        return read;
    }
    for (auto it = root["products"].begin(); it != root["products"].end(); ++it) {
        const std::string sku = it.key();
        const std::string where = "/products/" + sku;
        if (!it->is_object()) {
            r.error(where, msg(QT_TRANSLATE_NOOP("Message", "a product is an object, not %1"),
                               {arg::nested(jsonType(*it))}));
            continue;
        }
        const auto attrs = it->find("attributes");
        if (attrs == it->end() || !attrs->is_object()) continue;
        const std::string instance = str(*attrs, "instanceType");
        if (instance.empty()) continue; // storage, data transfer, ...
        // The plain rate: Linux, shared tenancy, no pre-installed software, capacity in use
        // (the file also lists reservations' unused capacity and licensed images).
        if (str(*attrs, "operatingSystem") != "Linux" || str(*attrs, "tenancy") != "Shared"
            || str(*attrs, "preInstalledSw") != "NA")
            continue;
        if (const std::string cap = str(*attrs, "capacitystatus"); !cap.empty() && cap != "Used") continue;
        std::string region = str(*attrs, "regionCode");
        if (region.empty()) region = str(*attrs, "location");
        if (region.empty()) {
            r.error(where + "/attributes", msg(QT_TRANSLATE_NOOP("Message", "names no regionCode or location")));
            continue;
        }
        const auto terms = onDemand->find(sku);
        if (terms == onDemand->end() || !terms->is_object()) continue;
        for (auto t = terms->begin(); t != terms->end(); ++t) {
            const std::string termWhere = "/terms/OnDemand/" + sku + "/" + t.key();
            if (!t->is_object() || !t->contains("priceDimensions") || !(*t)["priceDimensions"].is_object()) {
                r.error(termWhere, msg(QT_TRANSLATE_NOOP("Message", "has no priceDimensions object")));
                continue;
            }
            for (auto d = (*t)["priceDimensions"].begin(); d != (*t)["priceDimensions"].end(); ++d) {
                const std::string dimWhere = termWhere + "/priceDimensions/" + d.key();
                if (!d->is_object()) continue;
                const std::string unit = str(*d, "unit");
                if (unit != "Hrs") continue;
                const auto ppu = d->find("pricePerUnit");
                if (ppu == d->end() || !ppu->is_object() || !ppu->contains("USD")
                    || !(*ppu)["USD"].is_string()) {
                    r.error(dimWhere + "/pricePerUnit", msg(QT_TRANSLATE_NOOP("Message", "has no USD price as text")));
                    continue;
                }
                const std::string usd = (*ppu)["USD"].get<std::string>();
                const auto value = decimal(usd);
                if (!value) {
                    r.error(dimWhere + "/pricePerUnit/USD",
                            msg(QT_TRANSLATE_NOOP("Message", "is not a number: %1"), {arg::quoted(usd)}));
                    continue;
                }
                read.quotes.push_back({instance, region, PricingModel::OnDemand, true, *value, dimWhere, {}, false});
            }
        }
    }
    return read;
}

const char *modelWord(PricingModel model)
{
    return model == PricingModel::Spot ? "spot" : "on-demand";
}

std::string money(double usd)
{
    return "$" + formatNumber(usd, usd < 10 ? 3 : 2);
}

// money() as a message argument, so that the desktop writes the number in its language.
Arg dollars(double usd)
{
    return arg::nested(msg(QT_TRANSLATE_NOOP("Message", "$%1"), {arg::number(usd, usd < 10 ? 3 : 2)}));
}

Statement soldStatement(double perInstance, const Provenance &p)
{
    return {perInstance, "USD/instance-hour", perInstance, true, p};
}

// A group of quotes for one instance type, region and pricing model (zones, repeated rows).
struct Group {
    std::optional<double> perInstance; // the lowest sold price (spot) or the first (on-demand)
    bool notSold = false;
    int zones = 0;
    std::string line;
};

} // namespace

const char *toString(PriceFormat format)
{
    switch (format) {
    case PriceFormat::SkyPilot: return "skypilot";
    case PriceFormat::Gpuhunt: return "gpuhunt";
    case PriceFormat::AwsPriceList: return "aws-price-list";
    }
    return "";
}

std::optional<PriceFormat> priceFormatFromString(const std::string &text)
{
    for (const auto f : {PriceFormat::SkyPilot, PriceFormat::Gpuhunt, PriceFormat::AwsPriceList})
        if (text == toString(f)) return f;
    return std::nullopt;
}

std::optional<PriceFormat> detectPriceFormat(const std::string &text)
{
    const std::string start = trimmed(std::string_view(text).substr(0, 4096));
    if (!start.empty() && start.front() == '{') return PriceFormat::AwsPriceList;
    const std::string header = start.substr(0, start.find('\n'));
    const auto rows = parseCsv(header);
    if (rows.empty()) return std::nullopt;
    std::set<std::string> names;
    for (const auto &c : rows.front().cells) names.insert(trimmed(c));
    if (names.count("InstanceType") && names.count("Price")) return PriceFormat::SkyPilot;
    if (names.count("instance_name") && names.count("price")) return PriceFormat::Gpuhunt;
    return std::nullopt;
}

int PriceImport::count(PriceChange::Kind kind) const
{
    return int(std::count_if(changes.begin(), changes.end(),
                             [&](const PriceChange &c) { return c.kind == kind; }));
}

bool PriceImport::anythingToApply() const { return ok() && !offers.empty(); }

PriceImport importPriceFiles(const std::vector<PriceFile> &files, const PriceImportOptions &options,
                             const Catalog &catalog)
{
    PriceImport out;
    // Offers to write, by id, built on the catalog's own offer when there is one.
    std::map<std::string, Offer> built;
    std::vector<std::string> order;
    std::set<std::string> skippedSeen;
    // (provider, region) pairs each file covered, and the offers it listed, for "not listed".
    std::set<std::pair<std::string, std::string>> covered;
    std::set<std::string> listed;

    for (const PriceFile &file : files) {
        Reader r(file.name, out.diagnostics);
        // Every text the file gives (instance types, regions) ends up in a JSON catalog file,
        // which holds UTF-8 only; the published price files are ASCII.
        if (const std::size_t bad = invalidUtf8Offset(file.text); bad != std::string_view::npos) {
            const auto line = 1 + std::size_t(std::count(file.text.begin(),
                                                         file.text.begin() + std::ptrdiff_t(bad), '\n'));
            r.error(lineText(line), msg(QT_TRANSLATE_NOOP("Message", "is not UTF-8 text (byte %1); "
                                                                     "save the file as UTF-8"),
                                        {arg::exact(double(bad + 1))}));
            continue;
        }
        std::optional<PriceFormat> format = options.format;
        if (!format) format = detectPriceFormat(file.text);
        if (!format) {
            r.error("line 1", msg(QT_TRANSLATE_NOOP("Message", "not a price file this can read: "
                                                               "neither a SkyPilot vms.csv header "
                                                               "(InstanceType, …, Price, SpotPrice, "
                                                               "Region), a gpuhunt header "
                                                               "(instance_name, location, price, …, "
                                                               "spot) nor an AWS Price List offer "
                                                               "file; name the format with --format")));
            continue;
        }
        const std::string key = !options.provider.empty() ? options.provider
                                                          : providerFromPath(file.name, *format);
        if (key.empty()) {
            r.error("", msg(QT_TRANSLATE_NOOP("Message", "cannot tell which provider's prices these "
                                                         "are from the file name; give the provider "
                                                         "(aws, gcp, azure, lambda, runpod, …)")));
            continue;
        }
        const std::string provider = providerName(key);
        const std::size_t errorsBefore = std::size_t(std::count_if(
            out.diagnostics.begin(), out.diagnostics.end(),
            [](const Diagnostic &d) { return d.severity == Severity::Error; }));
        FileRead read;
        switch (*format) {
        case PriceFormat::SkyPilot: read = readSkyPilot(file.text, r); break;
        case PriceFormat::Gpuhunt: read = readGpuhunt(file.text, r); break;
        case PriceFormat::AwsPriceList: read = readAwsPriceList(file.text, r); break;
        }
        const std::size_t errorsAfter = std::size_t(std::count_if(
            out.diagnostics.begin(), out.diagnostics.end(),
            [](const Diagnostic &d) { return d.severity == Severity::Error; }));
        if (errorsAfter != errorsBefore) continue;

        std::string date = read.date;
        if (date.empty() && *format == PriceFormat::Gpuhunt) date = dateFromPath(file.name);
        if (date.empty()) date = file.date;
        if (date.empty()) {
            r.error("", msg(QT_TRANSLATE_NOOP("Message", "the file states no date and none was given")));
            continue;
        }
        static const std::map<PriceFormat, const char *> publishers = {
            {PriceFormat::SkyPilot, "SkyPilot catalog"},
            {PriceFormat::Gpuhunt, "dstack gpuhunt catalog"},
            {PriceFormat::AwsPriceList, "AWS Price List"}};
        Source source;
        source.id = "prices-" + std::string(toString(*format)) + "-" + idPart(key) + "-" + date;
        source.title = std::string(publishers.at(*format)) + " price file " + baseName(file.name)
                       + (read.version.empty() ? "" : ", version " + read.version);
        source.publisher = *format == PriceFormat::AwsPriceList
                               ? std::string("AWS")
                               : std::string(publishers.at(*format)) + " (a copy of " + provider
                                     + "'s published prices)";
        source.date = date;
        if (std::none_of(out.sources.begin(), out.sources.end(),
                         [&](const Source &s) { return s.id == source.id; }))
            out.sources.push_back(source);

        // Collapse zones and repeated rows.
        std::map<std::tuple<std::string, std::string, PricingModel>, Group> groups;
        std::vector<std::tuple<std::string, std::string, PricingModel>> groupOrder;
        for (const Quote &q : instanceQuotes(read, provider, catalog, r)) {
            if (!options.region.empty() && q.region != options.region) continue;
            const InstanceType *type = catalog.instanceType(provider, q.instance);
            if (!type) {
                if (skippedSeen.insert(provider + "\n" + q.instance).second)
                    out.skipped.push_back(provider + " " + q.instance + " (" + file.name + ", "
                                          + q.line + ")");
                continue;
            }
            const double chips = type->chips.known() ? type->chips.value() : 0;
            if (chips <= 0) continue;
            if (q.sold) {
                // The guards: placeholders, zero and per-chip prices no market charges.
                Message refused;
                if (*format == PriceFormat::SkyPilot && q.perInstance == skypilotPlaceholderPrice)
                    refused = msg(QT_TRANSLATE_NOOP("Message", "700.0 is SkyPilot's placeholder for a "
                                                               "product that is not sold; refused"));
                else if (q.perInstance <= 0)
                    refused = msg(QT_TRANSLATE_NOOP("Message", "a price of %1 is refused: an empty "
                                                               "cell means not sold, never 0"),
                                  {arg::exact(q.perInstance)});
                else if (const double perChip = q.perInstance / chips;
                         perChip < minChipHourPrice || perChip > maxChipHourPrice)
                    refused = msg(QT_TRANSLATE_NOOP("Message", "%1 per chip-hour (%2 ÷ %3 chips) is "
                                                               "outside %4–%5; refused"),
                                  {dollars(perChip), dollars(q.perInstance), arg::exact(chips),
                                   dollars(minChipHourPrice), dollars(maxChipHourPrice)});
                if (!refused.empty()) {
                    r.warning(q.line, msg(QT_TRANSLATE_NOOP("Message", "%1: %2"),
                                          {arg::nested(priceOf(q.model, q.instance, q.region)),
                                           arg::nested(std::move(refused))}));
                    continue;
                }
            }
            const auto k = std::make_tuple(q.instance, q.region, q.model);
            auto [g, fresh] = groups.try_emplace(k);
            if (fresh) {
                groupOrder.push_back(k);
                g->second.line = q.line;
            }
            Group &group = g->second;
            ++group.zones;
            if (!q.sold) {
                if (!group.perInstance) group.notSold = true;
                continue;
            }
            group.notSold = false;
            if (!group.perInstance) {
                group.perInstance = q.perInstance;
                group.line = q.line;
            } else if (q.model == PricingModel::Spot) {
                if (q.perInstance < *group.perInstance) {
                    group.perInstance = q.perInstance;
                    group.line = q.line;
                }
            } else if (q.perInstance != *group.perInstance) {
                r.warning(q.line, msg(QT_TRANSLATE_NOOP("Message", "on-demand price of %1 in %2 (%3) "
                                                                   "differs from %4 (%5); the first is "
                                                                   "used"),
                                      {arg::verbatim(q.instance), arg::verbatim(q.region),
                                       dollars(q.perInstance), place(group.line),
                                       dollars(*group.perInstance)}));
            }
        }

        for (const auto &k : groupOrder) {
            const auto &[instance, region, model] = k;
            const Group &group = groups.at(k);
            const InstanceType *type = catalog.instanceType(provider, instance);
            const double chips = type->chips.value();
            covered.insert({lower(provider), region});
            // The catalog's offer of this instance in this region, whoever added it.
            const Offer *existing = nullptr;
            for (const Offer &o : catalog.offers)
                if (lower(o.provider) == lower(provider) && o.instance == instance && o.region == region)
                    existing = &o;
            std::string id = existing ? existing->id : idPart(key) + "-" + idPart(instance) + "-" + idPart(region);
            listed.insert(id);
            auto [slot, isNew] = built.try_emplace(id);
            if (isNew) {
                order.push_back(id);
                if (existing) {
                    slot->second = *existing;
                    slot->second.fromOverlay = false;
                } else {
                    Offer &o = slot->second;
                    o.id = id;
                    o.acceleratorId = type->acceleratorId;
                    o.provider = provider;
                    o.instance = instance;
                    o.region = region;
                    o.chips = type->chips;
                    o.supply = type->supply;
                }
            }
            Offer &offer = slot->second;

            PriceChange change;
            change.offerId = id;
            change.provider = provider;
            change.instance = instance;
            change.region = region;
            change.model = model;
            change.file = file.name;
            change.line = group.line;
            if (existing) {
                if (const auto it = existing->prices.find(model); it != existing->prices.end()
                                                                && it->second.known()
                                                                && it->second.chosen().offered) {
                    if (const Accelerator *acc = catalog.accelerator(existing->acceleratorId)) {
                        bool offered = false;
                        const auto old = pricePerChipHour(*existing, *acc, model, &offered);
                        if (old.known()) {
                            change.hadOld = true;
                            change.oldPerChip = old.value;
                        }
                    }
                }
            }
            std::string note = std::string(modelWord(model)) + " price per instance-hour from "
                               + baseName(file.name) + ", " + group.line;
            if (model == PricingModel::Spot && group.zones > 1)
                note += "; the lowest of " + std::to_string(group.zones) + " zones";
            const Provenance provenance{source.id, date, FigureKind::Vendor, note};
            if (group.notSold || !group.perInstance) {
                change.kind = PriceChange::Kind::NotSold;
                Statement s;
                s.offered = false;
                s.provenance = provenance;
                Figure f;
                f.statements.push_back(s);
                offer.prices[model] = f;
                out.changes.push_back(change);
                continue;
            }
            change.hasNew = true;
            change.newPerChip = *group.perInstance / chips;
            if (!existing || !change.hadOld) {
                change.kind = PriceChange::Kind::New;
            } else {
                const double ratio = change.newPerChip / change.oldPerChip;
                if (std::abs(ratio - 1) < 1e-9) change.kind = PriceChange::Kind::Unchanged;
                else if ((ratio > priceDriftRatio || ratio < 1 / priceDriftRatio) && !options.acceptDrift)
                    change.kind = PriceChange::Kind::Held;
                else change.kind = PriceChange::Kind::Changed;
            }
            if (change.kind != PriceChange::Kind::Held) {
                Figure f;
                f.statements.push_back(soldStatement(*group.perInstance, provenance));
                offer.prices[model] = f;
            }
            out.changes.push_back(change);
        }
    }

    // Catalog offers of a covered provider and region that no file listed.
    for (const Offer &o : catalog.offers) {
        if (listed.count(o.id) || !covered.count({lower(o.provider), o.region})) continue;
        PriceChange c;
        c.kind = PriceChange::Kind::NotListed;
        c.offerId = o.id;
        c.provider = o.provider;
        c.instance = o.instance;
        c.region = o.region;
        out.changes.push_back(c);
    }

    if (!out.ok()) {
        out.offers.clear();
        out.sources.clear();
        return out;
    }
    // An offer whose every price is held or unchanged has nothing to write.
    for (const auto &id : order) {
        bool applies = false;
        for (const auto &c : out.changes)
            if (c.offerId == id && c.kind != PriceChange::Kind::Held
                && c.kind != PriceChange::Kind::Unchanged)
                applies = true;
        if (applies) out.offers.push_back(built.at(id));
    }
    // Only the sources a written price cites.
    std::set<std::string> cited;
    for (const Offer &o : out.offers)
        for (const auto &[model, figure] : o.prices)
            for (const Statement &st : figure.statements) cited.insert(st.provenance.source);
    std::erase_if(out.sources, [&](const Source &s) { return !cited.count(s.id); });
    return out;
}

std::string describeChange(const PriceChange &c)
{
    const std::string what = c.provider + " " + c.instance + " " + c.region + " ("
                             + c.offerId + ")";
    const std::string model = modelWord(c.model);
    const std::string where = c.file.empty() ? std::string() : "  [" + c.file + ", " + c.line + "]";
    switch (c.kind) {
    case PriceChange::Kind::New:
        return "new      " + what + " " + model + ": " + money(c.newPerChip) + " per chip-hour" + where;
    case PriceChange::Kind::Changed:
    case PriceChange::Kind::Held: {
        const double pct = (c.newPerChip / c.oldPerChip - 1) * 100;
        std::string text = std::string(c.kind == PriceChange::Kind::Held ? "HELD     " : "changed  ")
                           + what + " " + model + ": " + money(c.oldPerChip) + " → "
                           + money(c.newPerChip) + " per chip-hour ("
                           + (pct >= 0 ? "+" : "") + formatNumber(pct, 1) + " %)";
        if (c.kind == PriceChange::Kind::Held)
            text += "; moved more than " + shortNumber(priceDriftRatio)
                    + "×, not applied until accepted";
        return text + where;
    }
    case PriceChange::Kind::Unchanged:
        return "same     " + what + " " + model + ": " + money(c.newPerChip) + " per chip-hour" + where;
    case PriceChange::Kind::NotSold:
        return "not sold " + what + " " + model + (c.hadOld ? " (was " + money(c.oldPerChip) + " per chip-hour)" : "") + where;
    case PriceChange::Kind::NotListed:
        return "absent   " + what + ": in the catalog, not in the file (kept as it is)";
    }
    return {};
}

std::string formatPricePreview(const PriceImport &import)
{
    std::string text;
    using K = PriceChange::Kind;
    text += std::to_string(import.count(K::New)) + " new, " + std::to_string(import.count(K::Changed))
            + " changed, " + std::to_string(import.count(K::Unchanged)) + " unchanged, "
            + std::to_string(import.count(K::NotSold)) + " not sold, "
            + std::to_string(import.count(K::Held)) + " held back, "
            + std::to_string(import.count(K::NotListed)) + " no longer listed; "
            + std::to_string(import.skipped.size()) + " instance type"
            + (import.skipped.size() == 1 ? "" : "s") + " skipped\n";
    for (const K kind : {K::New, K::Changed, K::Held, K::NotSold, K::NotListed, K::Unchanged})
        for (const auto &c : import.changes)
            if (c.kind == kind) text += "  " + describeChange(c) + "\n";
    if (!import.skipped.empty()) {
        text += "Skipped (not in the catalog's instance table, instances.json):\n";
        std::size_t shown = 0;
        for (const auto &s : import.skipped) {
            if (++shown > 50) {
                text += "  … and " + std::to_string(import.skipped.size() - 50) + " more\n";
                break;
            }
            text += "  " + s + "\n";
        }
    }
    return text;
}

namespace {

Json figureJson(const Figure &figure, bool price)
{
    auto statementJson = [&](const Statement &s, bool isDefault) {
        Json j = Json::object();
        if (price && !s.offered) {
            j["offered"] = false;
        } else {
            j["value"] = s.quotedValue;
            j["unit"] = s.quotedUnit;
        }
        j["source"] = s.provenance.source;
        j["date"] = s.provenance.date;
        j["kind"] = toString(s.provenance.kind);
        if (!s.provenance.note.empty()) j["note"] = s.provenance.note;
        if (isDefault) j["default"] = true;
        return j;
    };
    if (figure.statements.size() == 1) return statementJson(figure.statements.front(), false);
    Json array = Json::array();
    for (std::size_t i = 0; i < figure.statements.size(); ++i)
        array.push_back(statementJson(figure.statements[i], i == figure.defaultIndex));
    return array;
}

Json offerJson(const Offer &o)
{
    Json j = {{"id", o.id}, {"accelerator", o.acceleratorId}, {"provider", o.provider},
              {"instance", o.instance}};
    if (!o.region.empty()) j["region"] = o.region;
    if (o.chips.known()) j["chips"] = figureJson(o.chips, false);
    if (o.supply.known()) j["max_chips_per_order"] = figureJson(o.supply, false);
    Json prices = Json::object();
    for (const auto &[model, figure] : o.prices)
        if (figure.known()) prices[toString(model)] = figureJson(figure, true);
    j["prices"] = prices;
    if (!o.notes.empty()) j["notes"] = o.notes;
    if (o.reference) j["reference"] = true;
    return j;
}

} // namespace

std::optional<std::string> mergedOffersFile(const std::string &existing, const std::string &file,
                                            const std::vector<Offer> &offers, Diagnostics &out)
{
    std::vector<Json> entries;
    for (const auto &o : offers) entries.push_back(offerJson(o));
    try {
        return mergedCatalogFile(existing, file, "offers", entries, out);
    } catch (const Json::exception &e) {
        addDiagnostic(out, {Severity::Error, file, "", msg(QT_TRANSLATE_NOOP("Message", "could not be merged: %1"),
                                                        {arg::verbatim(e.what())})});
        return std::nullopt;
    }
}

} // namespace ad
