#pragma once
// What must be true, and what if: one uncertain input moved, every other as assessed, on the
// per-sample model of uncertainty.h (docs/uncertainty.md, "What must be true"). The thresholds
// are roots found by bisection and checked by evaluating the model just either side.
#include "uncertainty/uncertainty.h"

#include <optional>
#include <string>
#include <vector>

namespace ad {

// The trade's two sides and the matrix with one input at `value`.
struct WhatIfOutcome {
    double value = 0;
    double trainiumTotal = 0, gpuTotal = 0; // USD over the horizon, the trade's two options
    double saving = 0;                      // GPU total − Trainium total
    std::string matrixWinnerId;             // the option that tops the matrix
    bool operator==(const WhatIfOutcome &) const = default;
};

// What the answer becomes when input `id` takes `value`. Needs the trade to be comparable.
std::optional<WhatIfOutcome> whatIf(const Assessment &assessment, const Catalog &catalog,
                                    const std::string &id, double value, std::string *problem = nullptr);

// The value of input `id` at which the target flips, the crossing nearest the current value.
std::optional<Crossing> goalSeek(const Assessment &assessment, const Catalog &catalog, const std::string &id,
                                 Crossing::Target kind, double target = 0, std::string *problem = nullptr);

// The thresholds of the inputs a budget owner asks about, for the trade's two options: Trainium's
// throughput (as an MFU when the workload only trains), the port's weeks, the tokens served a day
// or trained per run, runs a year, both prices and the time-per-token target when serving at
// one; the cheaper side first, then the matrix's first place. Only crossings that lie within
// each input's bounds are listed.
std::vector<Crossing> whatMustBeTrue(const Assessment &assessment, const Catalog &catalog);

} // namespace ad
