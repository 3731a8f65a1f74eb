// The vLLM reader of core/inputs/measurement_import.h. The field names are those
// `vllm bench serve --save-result` writes (vllm/benchmarks/serve.py: "date" as %Y%m%d-%H%M%S,
// "model_id", "max_concurrency", "request_rate" as a number or "inf", "output_throughput",
// "completed", "total_input_tokens", "total_output_tokens", mean_/median_/pNN_ of ttft, tpot and
// itl in ms, and every `--metadata KEY=VALUE` pair as a top-level string); `--append-result`
// writes one such object per line.
#include "inputs/measurement_import.h"
#include "inputs/measurement_import_detail.h"

#include "base/input_limits.h"
#include "base/json_reader.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ad {

using namespace measurement_detail;

namespace {

// As the catalog's serving runs (catalog_entries.cpp): more per request is a slip in the totals.
constexpr double maxTokensPerRequest = 1e8;

// "mean_tpot_ms", "median_tpot_ms" and every "pNN_tpot_ms" of one run, for `metric` "tpot".
// nullopt (with an error naming the field) when a figure is there but not a positive number.
std::optional<LatencyFigures> latencyOf(JsonReader &r, const Json &root, const std::string &metric,
                                        bool medianRequired)
{
    constexpr NumberRule ms{0, false, 1e9}; // 0 ms is a real reading of a fast ITL
    LatencyFigures out;
    const int before = r.errorCount();
    const std::string suffix = "_" + metric + "_ms";
    if (const auto v = r.number(root, "", ("median" + suffix).c_str(), medianRequired, ms)) out.medianMs = *v;
    if (root.contains("mean" + suffix) && !root["mean" + suffix].is_null())
        if (const auto v = r.number(root, "", ("mean" + suffix).c_str(), true, ms)) out.meanMs = *v;
    for (const auto &[key, value] : root.items()) {
        // "p99_tpot_ms", "p99.9_tpot_ms": vllm writes the percentiles asked of --metric-percentiles.
        if (key.size() <= suffix.size() + 1 || key[0] != 'p'
            || key.compare(key.size() - suffix.size(), suffix.size(), suffix) != 0)
            continue;
        const std::string name = key.substr(0, key.size() - suffix.size());
        if (name.find_first_not_of("0123456789.", 1) != std::string::npos) continue;
        if (const auto v = r.number(root, "", key.c_str(), true, ms)) out.percentilesMs[name] = *v;
    }
    if (r.errorCount() != before) return std::nullopt;
    return out;
}

} // namespace

// One result object: a run of `vllm bench serve`. Appends its measurement to `out`.
static void importVllmRun(const Json &root, JsonReader &r, const std::string &file,
                          const MeasurementImportOptions &options, const Catalog &catalog,
                          MeasurementImport &out)
{
    if (!root.is_object()) {
        r.error("", msg(QT_TRANSLATE_NOOP("Message", "a vLLM result is a JSON object, not %1"),
                        {arg::nested(jsonType(root))}));
        return;
    }
    // Chip: the caller's, else --metadata chip=... or accelerator=...
    std::string chip = options.chip, chipWhere = "/chip";
    if (chip.empty()) {
        for (const char *key : {"chip", "accelerator"})
            if (const auto v = metadataText(root, key); v && chip.empty()) {
                chip = trimmed(*v);
                chipWhere = std::string("/") + key;
            }
    }
    if (chip.empty())
        r.error("/chip", msg(QT_TRANSLATE_NOOP("Message", "the file does not say which chip ran the "
                                                          "benchmark (no \"chip\" or \"accelerator\" "
                                                          "metadata); give the chip's catalog id")));
    else if (!catalog.accelerator(chip))
        r.error(options.chip.empty() ? chipWhere : "/chip", unknownAcceleratorMessage(chip));

    // Model: the caller's, else model_id when it is a catalog id itself.
    std::string model = options.model;
    if (model.empty()) {
        if (const auto id = r.string(root, "", "model_id", true)) {
            model = *id;
            if (!catalog.model(model))
                r.error("/model_id", msg(QT_TRANSLATE_NOOP("Message", "model %1 is not a catalog model "
                                                                      "id; give the catalog id of the "
                                                                      "model that was benchmarked"),
                                         {arg::quoted(model)}));
        }
    } else if (!catalog.model(model)) {
        r.error("/model_id", unknownModelMessage(model));
    }

    std::optional<Precision> precision;
    std::string precisionText = options.precision;
    std::string precisionWhere = "/precision";
    if (precisionText.empty())
        for (const char *key : {"precision", "dtype"})
            if (const auto v = metadataText(root, key); v && precisionText.empty()) {
                precisionText = *v;
                precisionWhere = std::string("/") + key;
            }
    if (!precisionText.empty()) {
        precision = precisionFrom(precisionText);
        if (!precision)
            r.error(precisionWhere, unknownPrecisionMessage(precisionText));
    }

    // The request rate: a number of requests per second, or "inf" (all at once).
    double requestRate = 0; // 0 = all at once
    if (root.contains("request_rate") && !root["request_rate"].is_null()) {
        const Json &rate = root["request_rate"];
        if (rate.is_string() && lower(trimmed(rate.get<std::string>())) == "inf") requestRate = 0;
        else if (rate.is_string()) {
            Message why;
            if (const auto v = positiveFromText(rate.get<std::string>(), 1e9, false, why)) requestRate = *v;
            else
                r.error("/request_rate",
                        msg(QT_TRANSLATE_NOOP("Message", "request rate %1; expected requests per second "
                                                         "or \"inf\""),
                            {arg::nested(std::move(why))}));
        } else if (const auto v = r.number(root, "", "request_rate", true, {0, true, 1e9})) {
            requestRate = *v;
        }
    }

    // The latencies make it a serving run: then the lengths and both medians are required.
    const bool serving = root.contains("median_tpot_ms") || root.contains("median_ttft_ms");
    std::optional<ServingRun> run;
    if (serving) {
        ServingRun s;
        s.requestRate = requestRate;
        const auto completed = r.integer(root, "", "completed", true, 1, std::numeric_limits<int>::max());
        const auto input = r.number(root, "", "total_input_tokens", true, {0, true, 1e15});
        const auto output = r.number(root, "", "total_output_tokens", true, {0, true, 1e15});
        const auto ttft = latencyOf(r, root, "ttft", true);
        const auto tpot = latencyOf(r, root, "tpot", true);
        const auto itl = latencyOf(r, root, "itl", false);
        if (completed && input && output && ttft && tpot && itl) {
            s.inputTokens = *input / *completed;
            s.outputTokens = *output / *completed;
            s.ttft = *ttft;
            s.tpot = *tpot;
            s.itl = *itl;
            if (s.outputTokens < 2)
                r.error("/total_output_tokens",
                        msg(QT_TRANSLATE_NOOP("Message", "fewer than two output tokens per request "
                                                         "(%1): the run measured no time per output "
                                                         "token"),
                            {arg::exact(s.outputTokens)}));
            else if (s.inputTokens > maxTokensPerRequest || s.outputTokens > maxTokensPerRequest)
                r.error(s.inputTokens > maxTokensPerRequest ? "/total_input_tokens" : "/total_output_tokens",
                        msg(QT_TRANSLATE_NOOP("Message", "more than %1 tokens per completed request; "
                                                         "check the totals and \"completed\""),
                            {arg::exact(maxTokensPerRequest)}));
            else
                run = s;
        }
        if (root.contains("failed") && root["failed"].is_number_integer() && root["failed"].get<long long>() > 0)
            r.warning("/failed", msg(QT_TRANSLATE_NOOP("Message", "%1 requests failed; the figures are "
                                                                  "of the completed ones"),
                                     {arg::exact(double(root["failed"].get<long long>()))}));
    }

    // Batch: the caller's, else --metadata batch=..., else the run's concurrency (the number of
    // requests in flight, which is the batch a steady server decodes): --max-concurrency when
    // every request was sent at once (request_rate "inf"), else the mean number in flight by
    // Little's law, requests per second × seconds per request (TTFT + TPOT × the answer's
    // further tokens), capped by --max-concurrency.
    int batch = options.batch;
    bool littlesLaw = false;
    if (batch <= 0) {
        Message why;
        const bool capped = root.contains("max_concurrency") && !root["max_concurrency"].is_null();
        if (const auto v = metadataText(root, "batch")) {
            if (const auto n = positiveFromText(*v, maxBatch, true, why)) batch = int(*n);
            else r.error("/batch", batchProblem(std::move(why)));
        } else if (capped && (requestRate == 0 || !run)) {
            if (const auto n = r.integer(root, "", "max_concurrency", true, 1, maxBatch)) batch = *n;
        } else if (run) {
            // Requests arrived at a rate: the mean in flight, by Little's law.
            const auto rate = r.number(root, "", "request_throughput", true, {0, true, 1e9});
            const double meanTtft = run->ttft.meanMs > 0 ? run->ttft.meanMs : run->ttft.medianMs;
            const double meanTpot = run->tpot.meanMs > 0 ? run->tpot.meanMs : run->tpot.medianMs;
            if (rate) {
                const double seconds = (meanTtft + meanTpot * (run->outputTokens - 1)) / 1e3;
                const double inFlight = *rate * seconds;
                if (inFlight > maxBatch)
                    r.error("/request_throughput",
                            msg(QT_TRANSLATE_NOOP("Message", "requests per second × seconds per request "
                                                             "gives %1 requests in flight, more than "
                                                             "%2; check the figures"),
                                {arg::exact(inFlight), arg::exact(double(maxBatch))}));
                else
                    batch = std::max(1, static_cast<int>(std::lround(inFlight)));
                littlesLaw = true;
                if (capped && batch > 0)
                    if (const auto cap = r.integer(root, "", "max_concurrency", true, 1, maxBatch))
                        batch = std::min(batch, *cap);
            }
        }
    }
    if (run && batch <= 0 && r.errorCount() == 0)
        r.error("/max_concurrency", msg(QT_TRANSLATE_NOOP("Message", "the run states no concurrency "
                                                                     "and no request throughput; give "
                                                                     "the batch, or run with "
                                                                     "--max-concurrency")));

    int chips = options.chips;
    if (chips <= 0) {
        for (const char *key : {"chips", "tensor_parallel_size"}) {
            const auto v = metadataText(root, key);
            if (!v || chips > 0) continue;
            Message why;
            if (const auto n = positiveFromText(*v, maxChips, true, why)) chips = int(*n);
            else
                // One template per key, not a shared "%1 %2": a translation puts the problem after
                // the key in its own way ("chips: muss …"), as for "batch %1".
                r.error(std::string("/") + key,
                        msg(std::string_view(key) == "chips"
                                ? Template(QT_TRANSLATE_NOOP("Message", "chips %1"))
                                : Template(QT_TRANSLATE_NOOP("Message", "tensor_parallel_size %1")),
                            {arg::nested(std::move(why))}));
        }
    }
    if (chips <= 0 && r.errorCount() == 0) {
        chips = 1;
        r.warning("/chips", msg(QT_TRANSLATE_NOOP("Message", "the file does not say how many chips "
                                                             "served the model (no \"chips\" metadata); "
                                                             "its throughput is taken as one chip's")));
    }

    const auto total = r.number(root, "", "output_throughput", true,
                                {0, true, maxTokensPerSecond});
    std::string date = vllmDate(root.contains("date") && root["date"].is_string()
                                    ? root["date"].get<std::string>() : std::string());
    if (date.empty()) date = options.today;
    if (date.empty())
        r.error("/date", msg(QT_TRANSLATE_NOOP("Message", "the file states no date (YYYYMMDD-HHMMSS) "
                                                          "and none was given")));
    if (r.errorCount() > 0 || !total) return;

    std::string note = "vLLM bench serve";
    // Only short, plain values: the note is stored in the overlay, whose strings have limits.
    auto plain = [](const std::optional<std::string> &v) {
        return v && !v->empty() && v->size() <= 40 && quoteText(*v) == "\"" + *v + "\"";
    };
    if (const auto backend = metadataText(root, "backend"); plain(backend)) note += " (" + *backend + ")";
    if (const auto prompts = metadataText(root, "num_prompts"); plain(prompts)) note += ", " + *prompts + " prompts";
    if (littlesLaw) note += ", " + shortNumber(requestRate) + " requests/s (mean concurrency by Little's law)";
    note += "; output tokens/s";
    if (chips > 1) note += " ÷ " + std::to_string(chips) + " chips";
    note += "; from " + file;
    Measurement m = ownMeasurement(chip, model, precision, batch, *total / chips, date, note, catalog);
    if (run) {
        run->chips = chips;
        m.serving = run;
        // Runs of other lengths are other measurements, not replacements.
        m.id += "-i" + std::to_string(std::lround(run->inputTokens)) + "-o"
                + std::to_string(std::lround(run->outputTokens));
    }
    out.measurements.push_back(std::move(m));
}

MeasurementImport importVllmResult(const std::string &text, const std::string &file,
                                   const MeasurementImportOptions &options, const Catalog &catalog)
{
    MeasurementImport out;
    // `--append-result` writes one result per line: a sweep over concurrencies in one file.
    std::vector<std::pair<std::string, std::string>> documents; // (file as named, text)
    if (!Json::accept(text)) {
        std::size_t start = 0, line = 0, objects = 0;
        std::vector<std::pair<std::string, std::string>> lines;
        while (start < text.size()) {
            auto end = text.find('\n', start);
            if (end == std::string::npos) end = text.size();
            ++line;
            const std::string row = trimmed(text.substr(start, end - start));
            start = end + 1;
            if (row.empty()) continue;
            if (row.front() == '{') ++objects;
            lines.push_back({file + ", line " + std::to_string(line), row});
        }
        if (objects > 1 && objects == lines.size() && lines.size() <= limits::containerEntries)
            documents = std::move(lines);
    }
    if (documents.empty()) documents.push_back({file, text});

    for (const auto &[name, document] : documents) {
        JsonReader r(name, out.diagnostics);
        std::optional<Json> parsed;
        try {
            parsed = r.parse(document);
        } catch (const Json::exception &e) { // the reader catches its own; never let one escape
            r.error("", msg(QT_TRANSLATE_NOOP("Message", "not valid JSON: %1"), {arg::verbatim(e.what())}));
        }
        if (!parsed) continue;
        try {
            importVllmRun(*parsed, r, file, options, catalog, out);
        } catch (const Json::exception &e) {
            r.error("", msg(QT_TRANSLATE_NOOP("Message", "could not be read: %1"), {arg::verbatim(e.what())}));
        }
    }
    // All or nothing, as the catalog loader: a sweep with one bad line is fixed, not half kept.
    if (hasErrors(out.diagnostics)) out.measurements.clear();
    return out;
}

} // namespace ad
