#include "assessment/serving_point.h"

#include "model/cost_model.h"
#include "model/serving.h"

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

} // namespace

formula::ServingRequest servingRequest(const InferenceInputs &inf, const ServingSetup &setup)
{
    return {setup.weightBytes, setup.kvBytesPerToken, setup.activeParameters, inf.inputTokens,
            inf.outputTokens, inf.context};
}

std::optional<formula::ReplicaSpeed> chipSpeed(const InferenceInputs &inf, const Accelerator &acc)
{
    const Figure *peak = acc.servingFlops(inf.precision);
    if (!acc.bandwidthBytesPerSecond.known() || !peak) return std::nullopt;
    return formula::ReplicaSpeed{1, acc.bandwidthBytesPerSecond.value(), inf.bandwidthEfficiency,
                                 peak->value(), inf.computeEfficiency};
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
                         ServingPoint &serving)
{
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

    const formula::ServingRequest request = servingRequest(inf, setup);
    const formula::ReplicaSpeed speed = *chipSpeed(inf, acc);
    const double memory = acc.memoryBytes.value();
    const double finalKv = setup.kvBytesPerToken * formula::finalCachedTokens(request);
    const int fewest = formula::minimumChips(setup.weightBytes + finalKv, memory,
                                             setup.usableMemoryShare);
    const formula::OperatingPoint p = formula::bestOperatingPoint(
        request, speed, memory * setup.usableMemoryShare, fewest, setup.chipsPerNode,
        inf.tpotMs / 1e3, inf.ttftMs / 1e3, mostSequences);

    const std::vector<std::string> speedSources{acc.bandwidthBytesPerSecond.chosen().provenance.source,
                                                peak->chosen().provenance.source};
    chipsPerReplica = known(p.chips, "chips",
        {Method::FirstPrinciples,
         QT_TRANSLATE_NOOP("Message", "chips per replica = of the fewest chips that hold the model and 2×, 4× … as many up to a node, the size whose batch within the target serves the most tokens per chip"),
         {{QT_TRANSLATE_NOOP("Message", "chips that hold the model"), double(fewest), "chips"},
          {QT_TRANSLATE_NOOP("Message", "chips per node"), double(setup.chipsPerNode), "chips"},
          {QT_TRANSLATE_NOOP("Message", "weight bytes"), setup.weightBytes, "bytes"},
          {QT_TRANSLATE_NOOP("Message", "KV bytes per sequence at its last token"), finalKv, "bytes"},
          {QT_TRANSLATE_NOOP("Message", "memory per chip"), memory, "bytes"}},
         {acc.memoryBytes.chosen().provenance.source},
         p.met ? Text{} : Text{msg(QT_TRANSLATE_NOOP("Message", "no size meets the latency target; the largest tried"))}});

    const int batchForTimes = p.met ? p.batch : 1;
    Explanation tpot{Method::Roofline,
                     QT_TRANSLATE_NOOP("Message", "TPOT = one step = max((weights + batch × KV per token × (prompt + output ÷ 2)) ÷ (bandwidth × efficiency × chips), 2 × active parameters × batch × (1 + prompt ÷ output) ÷ (peak × efficiency × chips))"),
                     {{QT_TRANSLATE_NOOP("Message", "batch"), double(batchForTimes), "sequences"},
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
                      {QT_TRANSLATE_NOOP("Message", "target"), inf.tpotMs, "ms"}},
                     speedSources,
                     {p.met ? msg(QT_TRANSLATE_NOOP("Message", "chunked prefill: each step also computes the prompts of the requests that replace finished ones"))
                            : msg(QT_TRANSLATE_NOOP("Message", "at batch 1: no batch meets the target"))}};
    serving.tpotMs = known(p.tpotSeconds * 1e3, "ms", std::move(tpot));
    serving.ttftMs = known(p.ttftSeconds * 1e3, "ms",
        {Method::Roofline, QT_TRANSLATE_NOOP("Message", "TTFT = 2 × active parameters × prompt tokens ÷ (peak × efficiency × chips)"),
         {{QT_TRANSLATE_NOOP("Message", "active parameters"), setup.activeParameters, "parameters"},
          {QT_TRANSLATE_NOOP("Message", "prompt tokens"), double(inf.inputTokens), "tokens"},
          {QT_TRANSLATE_NOOP("Message", "peak per chip"), speed.peakFlopsPerChip, "FLOP/s"},
          {QT_TRANSLATE_NOOP("Message", "compute efficiency"), speed.computeEfficiency, "fraction"},
          {QT_TRANSLATE_NOOP("Message", "chips per replica"), double(p.chips), "chips"},
          {QT_TRANSLATE_NOOP("Message", "target"), inf.ttftMs, "ms"}},
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
         {{QT_TRANSLATE_NOOP("Message", "TPOT target"), inf.tpotMs, "ms"}, {QT_TRANSLATE_NOOP("Message", "TTFT target"), inf.ttftMs, "ms"},
          {QT_TRANSLATE_NOOP("Message", "chips per replica"), double(p.chips), "chips"},
          {QT_TRANSLATE_NOOP("Message", "weight bytes"), setup.weightBytes, "bytes"},
          {QT_TRANSLATE_NOOP("Message", "KV bytes per sequence at its last token"), finalKv, "bytes"},
          {QT_TRANSLATE_NOOP("Message", "memory per chip"), memory, "bytes"}},
         speedSources, inf.tpotMs > 0 ? Text{} : Text{msg(QT_TRANSLATE_NOOP("Message", "no TPOT target: memory bounds the batch"))}});
    if (price.known()) {
        const double prefill = p.ttftSeconds;
        Explanation how{Method::Roofline,
                        QT_TRANSLATE_NOOP("Message", "cost per M input tokens = USD/chip-h × chips × prefill time ÷ 3600 ÷ prompt tokens × 1e6"),
                        {{QT_TRANSLATE_NOOP("Message", "price"), price.value, "USD/chip-h"}, {QT_TRANSLATE_NOOP("Message", "chips per replica"), double(p.chips), "chips"},
                         {QT_TRANSLATE_NOOP("Message", "prefill time"), prefill, "s"}, {QT_TRANSLATE_NOOP("Message", "prompt tokens"), double(inf.inputTokens), "tokens"},
                         {QT_TRANSLATE_NOOP("Message", "prefill share of the replica's time"), p.prefillShare, "fraction"}},
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
         {{QT_TRANSLATE_NOOP("Message", "batch"), double(p.batch), "sequences"}, {QT_TRANSLATE_NOOP("Message", "TPOT"), p.tpotSeconds * 1e3, "ms"},
          {QT_TRANSLATE_NOOP("Message", "chips per replica"), double(p.chips), "chips"},
          {QT_TRANSLATE_NOOP("Message", "prefill share of the replica's time"), p.prefillShare, "fraction"}},
         speedSources, {msg(QT_TRANSLATE_NOOP("Message", "no applicable measurement")),
                        msg(QT_TRANSLATE_NOOP("Message", "the operating point at the latency target"))}});
}

} // namespace ad
