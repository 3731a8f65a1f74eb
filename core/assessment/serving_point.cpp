#include "assessment/serving_point.h"

#include "assessment/operating_point.h"
#include "model/cost_model.h"
#include "model/serving.h"

#include <algorithm>
#include <cmath>

namespace ad {

namespace {

// The batch field's upper bound: no operating point serves more sequences at once.
constexpr int mostSequences = 100000;

// Milliseconds with a tenth below 10 ms ("7.5"), whole above ("48").
Arg millisecondsArg(double seconds)
{
    const double ms = seconds * 1e3;
    return ms < 10 ? arg::number(std::round(ms * 10) / 10, 1) : arg::number(std::round(ms), 0);
}

Arg targetArg(double ms)
{
    return arg::number(ms, std::floor(ms) == ms ? 0 : 1);
}

// Why no replica serves one request in time, with the times reached on the largest replica tried
// (the fastest: both times fall as chips are added) and the targets it misses.
Message missedTarget(const InferenceInputs &inf, const formula::OperatingPoint &p)
{
    const bool tpotMissed = inf.tpotMs > 0 && p.tpotSeconds * 1e3 > inf.tpotMs;
    const bool ttftMissed = inf.ttftMs > 0 && p.ttftSeconds * 1e3 > inf.ttftMs;
    if (tpotMissed && ttftMissed)
        return msg(QT_TRANSLATE_NOOP("Message",
                       "even one request at a time on %1 chips per replica takes %2 ms per token "
                       "and %3 ms to the first token; the target is %4 ms per token and %5 ms to "
                       "the first token"),
                   {arg::count(p.chips), millisecondsArg(p.tpotSeconds),
                    millisecondsArg(p.ttftSeconds), targetArg(inf.tpotMs), targetArg(inf.ttftMs)});
    if (ttftMissed)
        return msg(QT_TRANSLATE_NOOP("Message",
                       "even on %1 chips per replica the prompt takes %2 ms before the first "
                       "token; the target is %3 ms"),
                   {arg::count(p.chips), millisecondsArg(p.ttftSeconds), targetArg(inf.ttftMs)});
    if (tpotMissed)
        return msg(QT_TRANSLATE_NOOP("Message",
                       "even one request at a time on %1 chips per replica takes %2 ms per token; "
                       "the target is %3 ms per token"),
                   {arg::count(p.chips), millisecondsArg(p.tpotSeconds), targetArg(inf.tpotMs)});
    // Both times are met at batch 1, so memory is what fails.
    return msg(QT_TRANSLATE_NOOP("Message",
                   "%1 chips per replica cannot hold the weights and the cache of one request"),
               {arg::count(p.chips)});
}

formula::ReplicaSpeed speedOf(const InferenceInputs &inf, const ServingChip &chip, double multiple)
{
    return {1, chip.bandwidthBytesPerSecond * multiple, inf.bandwidthEfficiency,
            chip.peakFlops * multiple, inf.computeEfficiency};
}

// The fewest chips that hold the weights and one request's cache at its last token.
int fewestChips(const formula::ServingRequest &request, const ServingSetup &setup, const ServingChip &chip)
{
    const double finalKv = setup.kvBytesPerToken * formula::finalCachedTokens(request);
    return formula::minimumChips(setup.weightBytes + finalKv, chip.memoryBytes, setup.usableMemoryShare);
}

// The median of a latency, with its mean and percentiles as terms of the explanation.
std::vector<Term> latencyTerms(const LatencyFigures &l)
{
    std::vector<Term> terms{{QT_TRANSLATE_NOOP("Message", "median"), l.medianMs, "ms"}};
    if (l.meanMs > 0) terms.push_back({QT_TRANSLATE_NOOP("Message", "mean"), l.meanMs, "ms"});
    if (const auto p99 = l.percentilesMs.find("p99"); p99 != l.percentilesMs.end())
        terms.push_back({QT_TRANSLATE_NOOP("Message", "99th percentile"), p99->second, "ms"});
    return terms;
}

bool meetsTarget(const ServingRun &run, const InferenceInputs &inf)
{
    return (inf.tpotMs <= 0 || run.tpot.medianMs <= inf.tpotMs)
        && (inf.ttftMs <= 0 || run.ttft.medianMs <= inf.ttftMs);
}

// "measured: own-h100-llama3-8b-bf16-b8-i1024-o128 (vLLM bench serve …; from sweep.json)"
Message measuredNote(const Measurement &m)
{
    const std::string &note = m.figure.chosen().provenance.note;
    if (note.empty())
        return msg(QT_TRANSLATE_NOOP("Message", "measured: %1"), {arg::verbatim(m.id)});
    return msg(QT_TRANSLATE_NOOP("Message", "measured: %1 (%2)"), {arg::verbatim(m.id), arg::verbatim(note)});
}

// The point from the team's run: every figure of it measured, the cost of the prompts modelled
// from the chip's peak (a measured TTFT includes the wait for a slot, not only the prefill).
Quantity measuredPoint(const InferenceInputs &inf, const ServingSetup &setup, const Accelerator &acc,
                       const Quantity &price, const Measurement &m, int matching,
                       Quantity &chipsPerReplica, ServingPoint &serving)
{
    const ServingRun &run = *m.serving;
    const SourceIds sources{m.figure.chosen().provenance.source};
    const Text note{measuredNote(m)};
    serving.measurementId = m.id;
    serving.missed.reset();
    chipsPerReplica = known(run.chips, "chips",
        {Method::Measurement, QT_TRANSLATE_NOOP("Message", "chips per replica = the chips your measured run was served on"),
         {}, sources, note});
    serving.batch = known(m.batch, "sequences",
        {Method::Measurement,
         QT_TRANSLATE_NOOP("Message", "batch = the concurrency of your measured run that meets the target with the most tokens per second per chip (median TPOT and TTFT against the target)"),
         termList({{QT_TRANSLATE_NOOP("Message", "TPOT target"), inf.tpotMs, "ms"},
                   {QT_TRANSLATE_NOOP("Message", "TTFT target"), inf.ttftMs, "ms"},
                   {QT_TRANSLATE_NOOP("Message", "measured runs of this workload"), double(matching), "runs"},
                   {QT_TRANSLATE_NOOP("Message", "prompt tokens per request in the run"), run.inputTokens, "tokens"},
                   {QT_TRANSLATE_NOOP("Message", "output tokens per request in the run"), run.outputTokens, "tokens"}}),
         sources,
         {msg(QT_TRANSLATE_NOOP("Message", "your measurement replaces the model at this point")), measuredNote(m)}});
    serving.tpotMs = known(run.tpot.medianMs, "ms",
        {Method::Measurement, QT_TRANSLATE_NOOP("Message", "TPOT = the median time per output token of your measured run"),
         latencyTerms(run.tpot), sources, note});
    serving.ttftMs = known(run.ttft.medianMs, "ms",
        {Method::Measurement, QT_TRANSLATE_NOOP("Message", "TTFT = the median time to the first token of your measured run"),
         latencyTerms(run.ttft), sources,
         {measuredNote(m), msg(QT_TRANSLATE_NOOP("Message", "under the run's load: the wait for a slot is included"))}});

    const Figure *peak = acc.servingFlops(inf.precision);
    if (!price.known()) {
        serving.costPerMInputTokens = unknown("USD/Mtok", QT_TRANSLATE_NOOP("Message", "price unknown"));
    } else if (!peak) {
        serving.costPerMInputTokens = unknown("USD/Mtok",
            Text{msg(QT_TRANSLATE_NOOP("Message", "no peak %1 figure to time the prefill"), {arg::verbatim(toString(inf.precision))})});
    } else {
        const formula::ServingRequest request{setup.weightBytes, setup.kvBytesPerToken, setup.activeParameters,
                                              inf.inputTokens, inf.outputTokens, inf.context};
        const formula::ReplicaSpeed speed{run.chips, 0, inf.bandwidthEfficiency, peak->value(), inf.computeEfficiency};
        const double prefill = formula::prefillSeconds(request, speed);
        serving.costPerMInputTokens = known(
            formula::costPerMillionInputTokens(price.value, run.chips, prefill, inf.inputTokens), "USD/Mtok",
            {Method::Roofline,
             QT_TRANSLATE_NOOP("Message", "cost per M input tokens = USD/chip-h × chips × prefill time ÷ 3600 ÷ prompt tokens × 1e6"),
             termList({{QT_TRANSLATE_NOOP("Message", "price"), price.value, "USD/chip-h"},
                       {QT_TRANSLATE_NOOP("Message", "chips per replica"), double(run.chips), "chips"},
                       {QT_TRANSLATE_NOOP("Message", "prefill time"), prefill, "s"},
                       {QT_TRANSLATE_NOOP("Message", "prompt tokens"), double(inf.inputTokens), "tokens"}}),
             [&] {
                 SourceIds ids = price.how.sources;
                 ids.push_back(peak->chosen().provenance.source);
                 return ids;
             }(),
             {msg(QT_TRANSLATE_NOOP("Message", "the prefill time is modelled: the measured TTFT includes the wait for a slot"))}});
    }
    return known(m.figure.value(), "tokens/s/chip",
        {Method::Measurement, QT_TRANSLATE_NOOP("Message", "tokens/s per chip = your measured output tokens per second ÷ chips"),
         termList({{QT_TRANSLATE_NOOP("Message", "your measured throughput"), m.figure.value(), "tokens/s/chip"},
                   {QT_TRANSLATE_NOOP("Message", "batch"), double(m.batch), "sequences"},
                   {QT_TRANSLATE_NOOP("Message", "chips per replica"), double(run.chips), "chips"}}),
         sources, {msg(QT_TRANSLATE_NOOP("Message", "your measurement replaces the model at this point")), measuredNote(m)}});
}

} // namespace

ServingSetup servingSetup(const Workload &w, int chipsPerNode)
{
    ServingSetup setup;
    setup.weightBytes = w.parametersB * 1e9 * bytesPerValue(w.inference.precision);
    setup.kvBytesPerToken = formula::kvCacheBytesPerToken(w.layers, w.kvHeads, w.headDim,
                                                          std::max(1.0, bytesPerValue(w.inference.precision)));
    setup.activeParameters = w.activeParametersB * 1e9;
    setup.chipsPerNode = chipsPerNode;
    return setup;
}

std::optional<ServingChip> servingChip(const Accelerator &acc, Precision precision)
{
    const Figure *peak = acc.servingFlops(precision);
    if (!acc.memoryBytes.known() || !acc.bandwidthBytesPerSecond.known() || !peak) return std::nullopt;
    return ServingChip{acc.memoryBytes.value(), acc.bandwidthBytesPerSecond.value(), peak->value()};
}

formula::OperatingPoint operatingPoint(const InferenceInputs &inf, const ServingSetup &setup,
                                       const ServingChip &chip, double speedMultiple)
{
    const formula::ServingRequest request = servingRequest(inf, setup);
    return formula::bestOperatingPoint(request, speedOf(inf, chip, speedMultiple),
                                       chip.memoryBytes * setup.usableMemoryShare,
                                       fewestChips(request, setup, chip), setup.chipsPerNode,
                                       inf.tpotMs / 1e3, inf.ttftMs / 1e3, mostSequences,
                                       {inf.tokensPerDayM * 1e6, inf.utilisation, inf.minReplicas});
}

std::optional<Message> servingLengthsMismatch(const Measurement &m, const InferenceInputs &inf)
{
    if (!m.serving) return std::nullopt;
    const auto near = [](double measured, int wanted) {
        return std::fabs(measured - wanted) <= servingLengthTolerance * wanted;
    };
    if (near(m.serving->inputTokens, inf.inputTokens) && near(m.serving->outputTokens, inf.outputTokens))
        return std::nullopt;
    return msg(QT_TRANSLATE_NOOP("Message", "measured with %1 prompt and %2 output tokens per request, the scenario has %3 and %4"),
               {arg::count(std::lround(m.serving->inputTokens)), arg::count(std::lround(m.serving->outputTokens)),
                arg::count(inf.inputTokens), arg::count(inf.outputTokens)});
}

formula::ServingRequest servingRequest(const InferenceInputs &inf, const ServingSetup &setup)
{
    return {setup.weightBytes, setup.kvBytesPerToken, setup.activeParameters, inf.inputTokens,
            inf.outputTokens, inf.context};
}

std::optional<formula::ReplicaSpeed> chipSpeed(const InferenceInputs &inf, const Accelerator &acc)
{
    const Figure *peak = acc.servingFlops(inf.precision);
    if (!acc.bandwidthBytesPerSecond.known() || !peak) return std::nullopt;
    return speedOf(inf, ServingChip{0, acc.bandwidthBytesPerSecond.value(), peak->value()}, 1);
}

ServingPoint offlineServing(const InferenceInputs &inf)
{
    ServingPoint s;
    const Template why = QT_TRANSLATE_NOOP("Message", "no latency target: the typed batch is served as offline work");
    s.batch = known(inf.batch, "sequences", {Method::Input, QT_TRANSLATE_NOOP("Message", "batch as entered"), {}, {}, {}});
    s.tpotMs = unknown("ms", why);
    s.ttftMs = unknown("ms", why);
    s.costPerMInputTokens = unknown("USD/Mtok", why);
    return s;
}

Quantity servingAtTarget(const InferenceInputs &inf, const ServingSetup &setup,
                         const Accelerator &acc, const Quantity &price, Quantity &chipsPerReplica,
                         ServingPoint &serving, const MeasuredServing &measured)
{
    // Measured beats modelled: the team's runs of this model, precision and lengths.
    const Measurement *best = nullptr;
    int matching = 0;
    for (const Measurement *m : measured.runs) {
        if (!m->serving || m->acceleratorId != acc.id || measured.modelId.empty()
            || m->modelId != measured.modelId || (m->precision && *m->precision != inf.precision)
            || servingLengthsMismatch(*m, inf))
            continue;
        ++matching;
        if (!meetsTarget(*m->serving, inf)) continue;
        const double tps = m->figure.value();
        if (!best || tps > best->figure.value()
            || (tps == best->figure.value() && m->serving->chips < best->serving->chips))
            best = m;
    }
    if (best) return measuredPoint(inf, setup, acc, price, *best, matching, chipsPerReplica, serving);
    serving.measurementId.clear();

    const std::string unitTps = "tokens/s/chip";
    const Figure *peak = acc.servingFlops(inf.precision);
    Text missing;
    if (!acc.memoryBytes.known()) missing = {msg(QT_TRANSLATE_NOOP("Message", "chip memory unknown"))};
    else if (!acc.bandwidthBytesPerSecond.known()) missing = {msg(QT_TRANSLATE_NOOP("Message", "no bandwidth figure"))};
    else if (!peak)
        missing = {msg(QT_TRANSLATE_NOOP("Message", "no peak %1 figure to time the prefill"),
                       {arg::verbatim(toString(inf.precision))})};
    if (!missing.empty()) {
        if (!acc.memoryBytes.known()) chipsPerReplica = unknown("chips", missing);
        serving.batch = unknown("sequences", missing);
        serving.tpotMs = unknown("ms", missing);
        serving.ttftMs = unknown("ms", missing);
        serving.costPerMInputTokens = unknown("USD/Mtok", missing);
        return unknown(unitTps, missing);
    }

    const ServingChip chip = *servingChip(acc, inf.precision);
    const formula::ServingRequest request = servingRequest(inf, setup);
    const formula::ReplicaSpeed speed = speedOf(inf, chip, 1);
    const double memory = chip.memoryBytes;
    const double finalKv = setup.kvBytesPerToken * formula::finalCachedTokens(request);
    const int fewest = fewestChips(request, setup, chip);
    const formula::OperatingPoint p = operatingPoint(inf, setup, chip);

    const SourceIds speedSources{acc.bandwidthBytesPerSecond.chosen().provenance.source,
                                 peak->chosen().provenance.source};
    chipsPerReplica = known(p.chips, "chips",
        {Method::FirstPrinciples,
         QT_TRANSLATE_NOOP("Message", "chips per replica = of the fewest chips that hold the model and 2×, 4× … as many up to a node, each at its largest batch within the target, the size whose fleet for the day's volume has the fewest chips (on a tie, the most tokens per chip)"),
         termList({{QT_TRANSLATE_NOOP("Message", "chips that hold the model"), double(fewest), "chips"},
                   {QT_TRANSLATE_NOOP("Message", "tokens per day"), inf.tokensPerDayM * 1e6, "tokens"},
                   {QT_TRANSLATE_NOOP("Message", "utilisation"), inf.utilisation, "fraction"},
                   {QT_TRANSLATE_NOOP("Message", "chips per node"), double(setup.chipsPerNode), "chips"},
                   {QT_TRANSLATE_NOOP("Message", "weight bytes"), setup.weightBytes, "bytes"},
                   {QT_TRANSLATE_NOOP("Message", "KV bytes per sequence at its last token"), finalKv, "bytes"},
                   {QT_TRANSLATE_NOOP("Message", "memory per chip"), memory, "bytes"}}),
         {acc.memoryBytes.chosen().provenance.source},
         p.met ? Text{} : Text{msg(QT_TRANSLATE_NOOP("Message", "no size meets the latency target; the largest tried"))}});

    const int batchForTimes = p.met ? p.batch : 1;
    Explanation tpot{Method::Roofline,
                     QT_TRANSLATE_NOOP("Message", "TPOT = one step = max((weights + batch × KV per token × (prompt + output ÷ 2)) ÷ (bandwidth × efficiency × chips), 2 × active parameters × batch × (1 + prompt ÷ output) ÷ (peak × efficiency × chips))"),
                     termList({{QT_TRANSLATE_NOOP("Message", "batch"), double(batchForTimes), "sequences"},
                               {QT_TRANSLATE_NOOP("Message", "chips per replica"), double(p.chips), "chips"},
                               {QT_TRANSLATE_NOOP("Message", "weight bytes"), setup.weightBytes, "bytes"},
                               {QT_TRANSLATE_NOOP("Message", "KV bytes per token"), setup.kvBytesPerToken, "bytes"},
                               {QT_TRANSLATE_NOOP("Message", "tokens cached per sequence on average"), formula::averageCachedTokens(request), "tokens"},
                               {QT_TRANSLATE_NOOP("Message", "bandwidth per chip"), speed.bandwidthPerChip, "bytes/s"},
                               {QT_TRANSLATE_NOOP("Message", "bandwidth efficiency"), speed.bandwidthEfficiency, "fraction"},
                               {QT_TRANSLATE_NOOP("Message", "active parameters"), setup.activeParameters, "parameters"},
                               {QT_TRANSLATE_NOOP("Message", "peak per chip"), speed.peakFlopsPerChip, "FLOP/s"},
                               {QT_TRANSLATE_NOOP("Message", "compute efficiency"), speed.computeEfficiency, "fraction"},
                               {QT_TRANSLATE_NOOP("Message", "output tokens"), double(inf.outputTokens), "tokens"},
                               {QT_TRANSLATE_NOOP("Message", "target"), inf.tpotMs, "ms"}}),
                     speedSources,
                     {p.met ? msg(QT_TRANSLATE_NOOP("Message", "chunked prefill: each step also computes the prompts of the requests that replace finished ones"))
                            : msg(QT_TRANSLATE_NOOP("Message", "at batch 1: no batch meets the target"))}};
    serving.tpotMs = known(p.tpotSeconds * 1e3, "ms", std::move(tpot));
    serving.ttftMs = known(p.ttftSeconds * 1e3, "ms",
        {Method::Roofline, QT_TRANSLATE_NOOP("Message", "TTFT = 2 × active parameters × prompt tokens ÷ (peak × efficiency × chips)"),
         termList({{QT_TRANSLATE_NOOP("Message", "active parameters"), setup.activeParameters, "parameters"},
                   {QT_TRANSLATE_NOOP("Message", "prompt tokens"), double(inf.inputTokens), "tokens"},
                   {QT_TRANSLATE_NOOP("Message", "peak per chip"), speed.peakFlopsPerChip, "FLOP/s"},
                   {QT_TRANSLATE_NOOP("Message", "compute efficiency"), speed.computeEfficiency, "fraction"},
                   {QT_TRANSLATE_NOOP("Message", "chips per replica"), double(p.chips), "chips"},
                   {QT_TRANSLATE_NOOP("Message", "target"), inf.ttftMs, "ms"}}),
         {peak->chosen().provenance.source},
         {msg(QT_TRANSLATE_NOOP("Message", "one request's prompt alone: no queueing, so the time under load is longer"))}});

    if (!p.met) {
        serving.missed = missedTarget(inf, p);
        const Template why = QT_TRANSLATE_NOOP("Message", "no replica size meets the latency target");
        serving.batch = unknown("sequences", why);
        serving.costPerMInputTokens = unknown("USD/Mtok", why);
        return unknown(unitTps, why);
    }
    serving.batch = known(p.batch, "sequences",
        {Method::Roofline,
         QT_TRANSLATE_NOOP("Message", "batch = the largest with TPOT ≤ target, TTFT ≤ target and weights + batch × KV per sequence at its last token ≤ chips × memory × 0.9"),
         termList({{QT_TRANSLATE_NOOP("Message", "TPOT target"), inf.tpotMs, "ms"}, {QT_TRANSLATE_NOOP("Message", "TTFT target"), inf.ttftMs, "ms"},
                   {QT_TRANSLATE_NOOP("Message", "chips per replica"), double(p.chips), "chips"},
                   {QT_TRANSLATE_NOOP("Message", "weight bytes"), setup.weightBytes, "bytes"},
                   {QT_TRANSLATE_NOOP("Message", "KV bytes per sequence at its last token"), finalKv, "bytes"},
                   {QT_TRANSLATE_NOOP("Message", "memory per chip"), memory, "bytes"}}),
         speedSources, [&] {
             Text note;
             if (inf.tpotMs <= 0) note.push_back(msg(QT_TRANSLATE_NOOP("Message", "no TPOT target: memory bounds the batch")));
             if (matching > 0)
                 note.push_back(msg(QT_TRANSLATE_NOOP("Message", "none of your %1 measured runs of this workload meets the target at its median; the model's point is used"),
                                    {arg::count(matching)}));
             return note;
         }()});
    if (price.known()) {
        const double prefill = p.ttftSeconds;
        Explanation how{Method::Roofline,
                        QT_TRANSLATE_NOOP("Message", "cost per M input tokens = USD/chip-h × chips × prefill time ÷ 3600 ÷ prompt tokens × 1e6"),
                        termList({{QT_TRANSLATE_NOOP("Message", "price"), price.value, "USD/chip-h"}, {QT_TRANSLATE_NOOP("Message", "chips per replica"), double(p.chips), "chips"},
                                  {QT_TRANSLATE_NOOP("Message", "prefill time"), prefill, "s"}, {QT_TRANSLATE_NOOP("Message", "prompt tokens"), double(inf.inputTokens), "tokens"},
                                  {QT_TRANSLATE_NOOP("Message", "prefill share of the replica's time"), p.prefillShare, "fraction"}}),
                        price.how.sources,
                        {msg(QT_TRANSLATE_NOOP("Message", "the prompts' part of the cost per output token, priced per prompt token as APIs quote it"))}};
        serving.costPerMInputTokens = known(
            formula::costPerMillionInputTokens(price.value, p.chips, prefill, inf.inputTokens),
            "USD/Mtok", std::move(how));
    } else {
        serving.costPerMInputTokens = unknown("USD/Mtok", QT_TRANSLATE_NOOP("Message", "price unknown"));
    }
    return known(p.tokensPerSecondPerChip, unitTps,
        {Method::Roofline, QT_TRANSLATE_NOOP("Message", "tokens/s per chip = batch ÷ TPOT ÷ chips per replica"),
         termList({{QT_TRANSLATE_NOOP("Message", "batch"), double(p.batch), "sequences"}, {QT_TRANSLATE_NOOP("Message", "TPOT"), p.tpotSeconds * 1e3, "ms"},
                   {QT_TRANSLATE_NOOP("Message", "chips per replica"), double(p.chips), "chips"},
                   {QT_TRANSLATE_NOOP("Message", "prefill share of the replica's time"), p.prefillShare, "fraction"}}),
         speedSources, {msg(QT_TRANSLATE_NOOP("Message", "no applicable measurement")),
                        msg(QT_TRANSLATE_NOOP("Message", "the operating point at the latency target"))}});
}

} // namespace ad
