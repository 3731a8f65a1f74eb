// Own benchmark files in, catalog measurements out (core/measurement_import.h): the helpers both
// readers share, the CSV reader, the overlay merge. The vLLM reader is in vllm_result.cpp.
#include "inputs/measurement_import.h"
#include "inputs/measurement_import_detail.h"

#include "formats/assessment_format.h"
#include "catalog/catalog_io.h"
#include "catalog/catalog_parse.h"
#include "assessment/checks.h"
#include "base/input_limits.h"
#include "base/json_reader.h"
#include "base/number_text.h"

#include <cctype>
#include <cmath>
#include <map>

namespace ad {

namespace measurement_detail {

std::string lower(std::string text)
{
    for (char &c : text)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return text;
}

std::string trimmed(const std::string &text)
{
    const auto first = text.find_first_not_of(" \t\r");
    if (first == std::string::npos) return {};
    const auto last = text.find_last_not_of(" \t\r");
    return text.substr(first, last - first + 1);
}

namespace {

// A whole number written as text ("8", from --metadata) or as a JSON number.
enum class NumberProblem { None, Missing, NotANumber, NotFinite, TooSmall, TooLarge, NotWhole };

NumberProblem parseNumber(const std::string &text, double &out)
{
    // The same reading under any locale: a vLLM result or a CSV is written with '.'.
    const DecimalText read = readDecimal(text);
    switch (read.problem) {
    case DecimalProblem::Empty: return NumberProblem::Missing;
    case DecimalProblem::NotANumber: return NumberProblem::NotANumber;
    case DecimalProblem::NotFinite: return NumberProblem::NotFinite;
    case DecimalProblem::None: break;
    }
    out = read.value;
    return NumberProblem::None;
}

Message problemText(NumberProblem problem, const std::string &text, double max)
{
    switch (problem) {
    case NumberProblem::None: return {};
    case NumberProblem::Missing: return msg(QT_TRANSLATE_NOOP("Message", "required value is missing"));
    case NumberProblem::NotANumber:
        return msg(QT_TRANSLATE_NOOP("Message", "not a number: %1"), {arg::quoted(text)});
    case NumberProblem::NotFinite:
        return msg(QT_TRANSLATE_NOOP("Message", "must be a finite number (got %1; NaN, infinity and "
                                                "values beyond about 1.8e308 are not allowed)"),
                   {arg::quoted(text)});
    case NumberProblem::TooSmall:
        return msg(QT_TRANSLATE_NOOP("Message", "must be greater than zero (got %1)"),
                   {arg::quoted(trimmed(text))});
    case NumberProblem::TooLarge:
        return msg(QT_TRANSLATE_NOOP("Message", "is implausibly large (got %1; the limit is %2); "
                                                "check the value and its unit"),
                   {arg::quoted(trimmed(text)), arg::exact(max)});
    case NumberProblem::NotWhole:
        return msg(QT_TRANSLATE_NOOP("Message", "must be a whole number (got %1)"),
                   {arg::quoted(trimmed(text))});
    }
    return {};
}

NumberProblem checkRange(double v, double max, bool whole)
{
    if (v <= 0) return NumberProblem::TooSmall;
    if (v > max) return NumberProblem::TooLarge;
    if (whole && std::floor(v) != v) return NumberProblem::NotWhole;
    return NumberProblem::None;
}

std::string idPart(const std::string &text)
{
    std::string out;
    for (const char c : lower(text))
        out += (std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '_') ? c : '-';
    return out;
}

std::string measurementId(const std::string &chip, const std::string &model,
                          const std::optional<Precision> &precision, int batch)
{
    std::string id = "own-" + idPart(chip) + "-" + idPart(model);
    if (precision) id += std::string("-") + toString(*precision);
    if (batch > 0) id += "-b" + std::to_string(batch);
    return id;
}

} // namespace

std::optional<Precision> precisionFrom(const std::string &text)
{
    static const std::map<std::string, std::string> aliases = {
        {"bfloat16", "bf16"}, {"float16", "fp16"}, {"half", "fp16"},
        {"float32", "fp32"},  {"float", "fp32"},   {"float8", "fp8"}};
    std::string key = lower(trimmed(text));
    if (const auto it = aliases.find(key); it != aliases.end()) key = it->second;
    return precisionFromString(key);
}

std::optional<double> positiveFromText(const std::string &text, double max, bool whole,
                                       Message &why)
{
    double v = 0;
    NumberProblem p = parseNumber(text, v);
    if (p == NumberProblem::None) p = checkRange(v, max, whole);
    why = problemText(p, text, max);
    if (p != NumberProblem::None) return std::nullopt;
    return v;
}

Measurement ownMeasurement(const std::string &chip, const std::string &model,
                           std::optional<Precision> precision, int batch, double tokensPerSecond,
                           const std::string &date, const std::string &note,
                           const Catalog &catalog)
{
    Measurement m;
    m.id = measurementId(chip, model, precision, batch);
    m.acceleratorId = chip;
    m.modelId = model;
    m.phase = Phase::Inference;
    m.metric = Measurement::Metric::Throughput;
    m.precision = precision;
    m.batch = batch;
    if (const ModelShape *shape = catalog.model(model)) m.parametersB = shape->parametersB;
    m.figure = Figure::single(tokensPerSecond, "tokens/s/chip",
                              {ownMeasurementSource, date, FigureKind::Own, note});
    m.perUnit = "chip";
    return m;
}

Message unknownModelMessage(const std::string &id)
{
    return msg(QT_TRANSLATE_NOOP("Message", "unknown model %1: no entry in models.json has this id "
                                            "(acceldecide-cli catalog list shows them)"),
               {arg::quoted(id)});
}

Message unknownAcceleratorMessage(const std::string &id)
{
    return msg(QT_TRANSLATE_NOOP("Message", "unknown accelerator %1: no entry in accelerators.json "
                                            "has this id (acceldecide-cli catalog list shows them)"),
               {arg::quoted(id)});
}

Message unknownPrecisionMessage(const std::string &text)
{
    return msg(QT_TRANSLATE_NOOP("Message", "unknown precision %1; use one of: fp32, tf32, bf16, "
                                            "fp16, fp8, fp4"),
               {arg::quoted(text)});
}

Message batchProblem(Message why)
{
    return msg(QT_TRANSLATE_NOOP("Message", "batch %1"), {arg::nested(std::move(why))});
}

Message couldNotMergeMessage(const std::string &why)
{
    return msg(QT_TRANSLATE_NOOP("Message", "could not be merged: %1"), {arg::verbatim(why)});
}

std::optional<std::string> metadataText(const Json &root, const char *key)
{
    const auto it = root.find(key);
    if (it == root.end() || it->is_null()) return std::nullopt;
    if (it->is_string()) return it->get<std::string>();
    if (it->is_number()) return it->dump();
    return std::nullopt;
}

std::string vllmDate(const std::string &stamp)
{
    if (stamp.size() < 8) return {};
    for (std::size_t i = 0; i < 8; ++i)
        if (stamp[i] < '0' || stamp[i] > '9') return {};
    const std::string date = stamp.substr(0, 4) + "-" + stamp.substr(4, 2) + "-" + stamp.substr(6, 2);
    return catalog_detail::isValidDate(date) ? date : std::string();
}

} // namespace measurement_detail

using namespace measurement_detail;

namespace {

// A figure the plausibility checks refuse is never used by the assessment (core/assess.cpp):
// say so now, while the user still has the run in mind, rather than let it vanish silently.
void warnImplausible(MeasurementImport &out, const std::string &file, const Catalog &catalog)
{
    Catalog alone = catalog;
    alone.measurements = out.measurements;
    for (const MeasurementCheck &c : checkMeasurements(alone)) {
        if (c.level != FlagLevel::Impossible && c.level != FlagLevel::Suspicious) continue;
        addDiagnostic(out.diagnostics,
                      {Severity::Warning, file, "",
                       msg(QT_TRANSLATE_NOOP("Message", "%1: %2; the assessment will not use it. Is "
                                                        "the figure per chip (divide a server's or an "
                                                        "instance's throughput by its chips)?"),
                           {arg::verbatim(c.measurementId), arg::nested(c.message)})});
    }
}

} // namespace

Source ownMeasurementSourceEntry(const std::string &date)
{
    return {ownMeasurementSource, "Your own benchmark runs, imported with import-measurements",
            "your team", date, ""};
}

MeasurementImport importMeasurementCsv(const std::string &text, const std::string &file,
                                       const MeasurementImportOptions &options,
                                       const Catalog &catalog)
{
    MeasurementImport out;
    auto error = [&](const std::string &where, Message message) {
        addDiagnostic(out.diagnostics, {Severity::Error, file, where, std::move(message)});
    };
    static const std::vector<std::string> columns = {"model", "chip", "batch", "precision",
                                                     "tokens_per_s"};
    std::vector<std::vector<std::string>> rows; // with their line numbers in lineOf
    std::vector<std::size_t> lineOf;
    std::size_t start = 0, line = 0;
    while (start <= text.size()) {
        auto end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        std::string row = text.substr(start, end - start);
        start = end + 1;
        ++line;
        if (line == 1 && row.rfind("\xEF\xBB\xBF", 0) == 0) row.erase(0, 3); // a spreadsheet's BOM
        if (trimmed(row).empty() || trimmed(row)[0] == '#') continue;
        if (rows.size() > limits::containerEntries) {
            error("line " + std::to_string(line),
                  msg(QT_TRANSLATE_NOOP("Message", "more than %1 rows; split the file"),
                      {arg::count(double(limits::containerEntries))}));
            return out;
        }
        std::vector<std::string> cells;
        std::size_t from = 0;
        while (true) {
            const auto comma = row.find(',', from);
            std::string cell = trimmed(row.substr(from, comma == std::string::npos ? std::string::npos
                                                                                  : comma - from));
            if (cell.size() >= 2 && cell.front() == '"' && cell.back() == '"')
                cell = cell.substr(1, cell.size() - 2);
            cells.push_back(cell);
            if (comma == std::string::npos) break;
            from = comma + 1;
        }
        rows.push_back(std::move(cells));
        lineOf.push_back(line);
    }
    if (options.today.empty()) {
        error("", msg(QT_TRANSLATE_NOOP("Message", "no date was given for the figures; a CSV states none")));
        return out;
    }
    if (rows.empty()) {
        error("", msg(QT_TRANSLATE_NOOP("Message", "the file is empty; expected the header "
                                                   "model,chip,batch,precision,tokens_per_s")));
        return out;
    }
    // Columns by name, so their order does not matter.
    std::map<std::string, std::size_t> at;
    for (std::size_t i = 0; i < rows[0].size(); ++i) at[lower(rows[0][i])] = i;
    for (const auto &c : columns)
        if (!at.count(c))
            error("line " + std::to_string(lineOf[0]),
                  msg(QT_TRANSLATE_NOOP("Message", "the header has no column %1; expected "
                                                   "model,chip,batch,precision,tokens_per_s"),
                      {arg::quoted(c)}));
    if (hasErrors(out.diagnostics)) return out;

    std::map<std::string, std::size_t> seen; // id -> line, to report a row given twice
    for (std::size_t r = 1; r < rows.size(); ++r) {
        const auto &cells = rows[r];
        const std::string lineText = "line " + std::to_string(lineOf[r]);
        if (cells.size() != rows[0].size()) {
            error(lineText, msg(QT_TRANSLATE_NOOP("Message", "%1 values; the header has %2"),
                                {arg::exact(double(cells.size())), arg::exact(double(rows[0].size()))}));
            continue;
        }
        const std::size_t before = out.diagnostics.size();
        auto cell = [&](const char *name, const std::string &fallback) {
            const std::string &v = cells[at[name]];
            return v.empty() ? fallback : v;
        };
        auto where = [&](const char *name) { return lineText + ", column " + name; };

        const std::string model = cell("model", options.model);
        if (model.empty()) error(where("model"), msg(QT_TRANSLATE_NOOP("Message", "required value is missing")));
        else if (!catalog.model(model)) error(where("model"), unknownModelMessage(model));
        const std::string chip = cell("chip", options.chip);
        if (chip.empty()) error(where("chip"), msg(QT_TRANSLATE_NOOP("Message", "required value is missing")));
        else if (!catalog.accelerator(chip)) error(where("chip"), unknownAcceleratorMessage(chip));

        std::optional<Precision> precision;
        const std::string precisionText = cell("precision", options.precision);
        if (!precisionText.empty()) {
            precision = precisionFrom(precisionText);
            if (!precision)
                error(where("precision"), unknownPrecisionMessage(precisionText));
        }
        int batch = 0;
        const std::string batchText = cell("batch", options.batch > 0 ? std::to_string(options.batch) : "");
        if (!batchText.empty()) {
            Message why;
            if (const auto n = positiveFromText(batchText, maxBatch, true, why)) batch = int(*n);
            else error(where("batch"), batchProblem(std::move(why)));
        }
        Message why;
        const auto tps = positiveFromText(cells[at["tokens_per_s"]], maxTokensPerSecond, false, why);
        if (!tps)
            error(where("tokens_per_s"),
                  msg(QT_TRANSLATE_NOOP("Message", "tokens per second %1"), {arg::nested(std::move(why))}));
        if (out.diagnostics.size() != before) continue;

        Measurement m = ownMeasurement(chip, model, precision, batch, *tps, options.today,
                                       "tokens/s per chip; from " + file + ", " + lineText, catalog);
        if (const auto twice = seen.find(m.id); twice != seen.end()) {
            addDiagnostic(out.diagnostics,
                          {Severity::Warning, file, lineText,
                           msg(QT_TRANSLATE_NOOP("Message", "the same chip, model, precision and "
                                                            "batch as line %1; this line replaces it"),
                               {arg::exact(double(twice->second))})});
            for (auto &earlier : out.measurements)
                if (earlier.id == m.id) earlier = m;
            continue;
        }
        seen[m.id] = lineOf[r];
        out.measurements.push_back(std::move(m));
    }
    if (rows.size() == 1 && !hasErrors(out.diagnostics))
        error("", msg(QT_TRANSLATE_NOOP("Message", "the file has a header but no rows")));
    if (hasErrors(out.diagnostics)) out.measurements.clear(); // all or nothing, as the loader
    return out;
}

MeasurementImport importMeasurementFile(const std::string &text, const std::string &file,
                                        const MeasurementImportOptions &options,
                                        const Catalog &catalog)
{
    const bool csv = file.size() >= 4 && lower(file.substr(file.size() - 4)) == ".csv";
    MeasurementImport out = csv ? importMeasurementCsv(text, file, options, catalog)
                                : importVllmResult(text, file, options, catalog);
    if (out.ok()) warnImplausible(out, file, catalog);
    return out;
}

namespace {

Json measurementJson(const Measurement &m)
{
    const Statement &st = m.figure.chosen();
    Json figure = {{"value", st.value}, {"unit", "tokens/s/chip"}, {"source", st.provenance.source},
                   {"date", st.provenance.date}, {"kind", toString(st.provenance.kind)}};
    if (!st.provenance.note.empty()) figure["note"] = st.provenance.note;
    Json j = {{"id", m.id}, {"accelerator", m.acceleratorId}, {"phase", "inference"},
              {"model", m.modelId}, {"metric", "throughput"}};
    if (m.precision) j["precision"] = toString(*m.precision);
    if (m.batch > 0) j["batch"] = m.batch;
    j["figure"] = figure;
    if (m.serving) {
        auto latency = [](const LatencyFigures &l) {
            Json o = {{"median", l.medianMs}};
            if (l.meanMs > 0) o["mean"] = l.meanMs;
            for (const auto &[name, ms] : l.percentilesMs) o[name] = ms;
            return o;
        };
        const ServingRun &s = *m.serving;
        Json run = {{"input_tokens", s.inputTokens}, {"output_tokens", s.outputTokens},
                    {"chips", s.chips}, {"ttft_ms", latency(s.ttft)}, {"tpot_ms", latency(s.tpot)}};
        if (s.requestRate > 0) run["request_rate"] = s.requestRate;
        if (s.itl != LatencyFigures{}) run["itl_ms"] = latency(s.itl);
        j["serving"] = run;
    }
    return j;
}

} // namespace

// `existing` parsed as a catalog file with array `key`, or a new one; the entries with the ids of
// `entries` replaced in place, the others appended.
std::optional<std::string> mergedCatalogFile(const std::string &existing, const std::string &file,
                                      const char *key, const std::vector<Json> &entries,
                                      Diagnostics &out)
{
    Json root = {{"schema_version", catalogSchemaVersion}, {key, Json::array()}};
    if (!trimmed(existing).empty()) {
        JsonReader r(file, out);
        auto parsed = r.parse(existing);
        if (!parsed) return std::nullopt;
        if (!r.checkSchemaVersion(*parsed, catalogSchemaVersion)) return std::nullopt;
        if (parsed->contains(key) && !(*parsed)[key].is_array()) {
            r.error(std::string("/") + key,
                    msg(QT_TRANSLATE_NOOP("Message", "expected an array, found %1"),
                        {arg::nested(jsonType((*parsed)[key]))}));
            return std::nullopt;
        }
        root = std::move(*parsed);
        if (!root.contains(key)) root[key] = Json::array();
    }
    Json &array = root[key];
    for (const Json &entry : entries) {
        bool replaced = false;
        for (Json &old : array)
            if (old.is_object() && old.contains("id") && old["id"] == entry["id"]) {
                old = entry;
                replaced = true;
            }
        if (!replaced) array.push_back(entry);
    }
    return root.dump(2) + "\n";
}

std::optional<std::string> mergedMeasurementsFile(const std::string &existing,
                                                  const std::string &file,
                                                  const std::vector<Measurement> &measurements,
                                                  Diagnostics &out)
{
    std::vector<Json> entries;
    for (const auto &m : measurements) entries.push_back(measurementJson(m));
    try {
        return mergedCatalogFile(existing, file, "measurements", entries, out);
    } catch (const Json::exception &e) {
        addDiagnostic(out, {Severity::Error, file, "", couldNotMergeMessage(e.what())});
        return std::nullopt;
    }
}

std::optional<std::string> mergedSourcesFile(const std::string &existing, const std::string &file,
                                             const Source &source, Diagnostics &out)
{
    Json entry = {{"id", source.id}, {"title", source.title}, {"publisher", source.publisher}};
    if (!source.date.empty()) entry["date"] = source.date;
    try {
        return mergedCatalogFile(existing, file, "sources", {entry}, out);
    } catch (const Json::exception &e) {
        addDiagnostic(out, {Severity::Error, file, "", couldNotMergeMessage(e.what())});
        return std::nullopt;
    }
}

Message describe(const Measurement &m)
{
    // Built part by part, each part's template holding the one before as %1.
    const Arg precision = m.precision ? arg::verbatim(toString(*m.precision))
                                      : arg::nested(msg(QT_TRANSLATE_NOOP("Message", "any precision")));
    Message text =
        m.batch > 0
            ? msg(QT_TRANSLATE_NOOP("Message", "%1 · %2 · %3 · batch %4"),
                  {arg::verbatim(m.acceleratorId), arg::verbatim(m.modelId), precision,
                   arg::exact(m.batch)})
            : msg(QT_TRANSLATE_NOOP("Message", "%1 · %2 · %3 · any batch"),
                  {arg::verbatim(m.acceleratorId), arg::verbatim(m.modelId), precision});
    if (m.serving)
        text = msg(m.serving->chips == 1
                       ? Template(QT_TRANSLATE_NOOP("Message", "%1 · %2 → %3 tokens on %4 chip"))
                       : Template(QT_TRANSLATE_NOOP("Message", "%1 · %2 → %3 tokens on %4 chips")),
                   {arg::nested(std::move(text)), arg::number(m.serving->inputTokens, 0),
                    arg::number(m.serving->outputTokens, 0), arg::exact(m.serving->chips)});
    if (m.figure.known())
        text = msg(QT_TRANSLATE_NOOP("Message", "%1: %2 tokens/s per chip"),
                   {arg::nested(std::move(text)), arg::number(m.figure.value(), 0)});
    if (m.serving)
        text = msg(QT_TRANSLATE_NOOP("Message", "%1, TTFT %2 ms, TPOT %3 ms (medians)"),
                   {arg::nested(std::move(text)), arg::number(m.serving->ttft.medianMs, 1),
                    arg::number(m.serving->tpot.medianMs, 1)});
    return text;
}

} // namespace ad
