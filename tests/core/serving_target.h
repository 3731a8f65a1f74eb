#pragma once
// The latency target the serving tests share: a chat product's prompts of 2,000 tokens and
// answers of 300, each further token within `tpotMs` (50 ms) and the first within `ttftMs` (one
// second). The same case as the README's serving example.
#include "model/scenario.h"

inline ad::Scenario atLatencyTarget(ad::Scenario s, double tpotMs = 50, double ttftMs = 1000)
{
    ad::InferenceInputs &inference = s.workload.inference;
    inference.inputTokens = 2000;
    inference.outputTokens = 300;
    inference.tpotMs = tpotMs;
    inference.ttftMs = ttftMs;
    return s;
}
