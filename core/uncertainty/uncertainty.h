#pragma once
// How firm the answer is when the figures it rests on are ranges, not single numbers: Monte Carlo
// over the model's own cost formulas, the inputs that matter most, and what knowing one of them
// would be worth (docs/uncertainty.md). Front ends render UncertaintyResult; they compute nothing.
#include "assessment/assessment.h"
#include "scenario/levers.h"
#include "base/message.h"
#include "model/sampling.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ad {

struct UncertainInput {
    UncertainLever lever = UncertainLever::Mfu;
    std::string id;      // its key in the scenario's "uncertainty" section
    std::string label;   // "Trainium throughput"
    std::string unit;    // "× published", "weeks", "fraction", ...
    sampling::Spread spread;
    double floor = 0;    // samples are kept at or above this (a multiple or a count stays positive)
    double ceiling = 0;  // and at or below this; 0: no ceiling
    Message basis;       // where the range comes from, in plain words
    // A price's default range, which comes from estimated prices: it moves only the options
    // whose price is an estimate (estimatedPriceRange()). A range the team sets moves every
    // option of the side.
    bool estimatesOnly = false;
    bool operator==(const UncertainInput &) const = default;
};

// The default range of an option's price per chip-hour, as multiples of the price used, when
// that price rests on an estimate: a price or a chips-per-instance figure of kind `estimate`
// (defaultEstimatedPriceRange()), widened to reach every other source's figure where sources
// disagree on either. Empty for a published price on which the sources agree.
struct PriceRange {
    sampling::Spread spread;
    Text why;            // "the on-demand price of trn3.48xlarge is an estimate (seed-001)", a clause each
};
std::optional<PriceRange> estimatedPriceRange(const OptionAssessment &option, const Catalog &catalog);
sampling::Spread defaultEstimatedPriceRange();

// The default range of a performance figure of this kind, as multiples of it (low, likely, high):
// docs/uncertainty.md's table.
sampling::Spread defaultPerformanceRange(FigureKind kind);

// The scenario's uncertain inputs: its own ranges (Scenario::uncertainty) where it sets them, the
// defaults of docs/uncertainty.md elsewhere (by the kind of the catalog figures used, the
// catalog's porting table, fixed shares for the model's efficiency assumptions). Inputs the
// scenario does not use (serving figures for a workload that only trains) are left out.
std::vector<UncertainInput> uncertainInputs(const Assessment &assessment, const Catalog &catalog);
// The same inputs with the certain ones kept (low == likely == high), for a range editor that
// lists every input the scenario uses, certain or not.
std::vector<UncertainInput> editableInputs(const Assessment &assessment, const Catalog &catalog);

// The input `id` held at the value the assessment used (a multiple: 1), certain, with the bounds
// its samples keep to. Empty, with the reason in `problem`, for an unknown id or one the scenario
// does not use (the serving inputs of a workload that only trains, porting weeks when nothing
// needs a port). The what-if and goal-seek of what_if.h move it alone.
std::optional<UncertainInput> inputAsAssessed(const Assessment &assessment, const std::string &id,
                                              std::string *problem = nullptr);
struct UncertaintySettings {
    std::size_t samples = 10000;
    std::uint64_t seed = 20261124;
    std::size_t evpiBins = 50;
};

// One option of the matrix across the samples.
struct OptionSpread {
    std::string optionId, label;
    bool neuron = false;
    double p10 = 0, p50 = 0, p90 = 0;  // cost over the horizon, USD
    // Cost per million tokens served, USD (every chip busy: CostPerTokenModel's figure), when known.
    bool cpmKnown = false;
    double cpmP10 = 0, cpmP50 = 0, cpmP90 = 0;
    // Cost of one training run, USD, when the option has one (runKnown).
    bool runKnown = false;
    double runP10 = 0, runP50 = 0, runP90 = 0;
    double cheapest = 0;               // share of samples in which it costs least of the survivors
    double wins = 0;                   // share in which it tops the matrix
    bool operator==(const OptionSpread &) const = default;
};

// One bar of the tornado: the Trainium-vs-GPU saving with this input at its low and at its high
// end, every other input at its likely value.
struct TornadoBar {
    std::string inputId, label, unit;
    double low = 0, likely = 0, high = 0;
    double savingAtLow = 0, savingAtHigh = 0; // GPU total − Trainium total, USD
    double varianceShare = 0;  // its share of the saving's variance (squared correlation, normalised)
    double valueOfKnowing = 0; // partial EVPI of the Trainium-or-GPU choice, USD
    bool operator==(const TornadoBar &) const = default;
};

// Where one input makes something flip.
struct Crossing {
    enum class Target {
        Saving,      // the GPU − Trainium saving reaches `target` (0: the cheaper side changes)
        MatrixSide   // the matrix's first option changes between a Trainium and a GPU option
    };
    Target kind = Target::Saving;
    double target = 0;                 // USD, for Saving
    std::string inputId, label, unit;
    double current = 0;                // the input's value as assessed
    bool found = false;                // a crossing lies within the input's plausible bounds
    double value = 0;                  // where it flips (the midpoint of the last bracket)
    double lowerEnd = 0, upperEnd = 0; // the bracket: the model evaluated at both ends ...
    bool trainiumAbove = false;        // ... gives the Trainium side (cheaper, or first) above it
    bool verified = false;             // ... and the two ends fall on opposite sides:
    double atLower = 0, atUpper = 0;   // saving − target (USD), or +1 Trainium / −1 GPU first
    // The condition in words, a clause without its full stop ("X costs less than Y over the
    // horizon when ..."): the memo lists it among other clauses; sentence() ends it.
    Message text;
    Message sentence() const { return msg("%1.", {arg::nested(text)}); }
    bool operator==(const Crossing &) const = default;
};

struct UncertaintyResult {
    std::size_t samples = 0;
    std::uint64_t seed = 0;
    bool cancelled = false;
    std::vector<UncertainInput> inputs;
    std::vector<OptionSpread> options;   // surviving options, in the matrix's order
    // The trade (Assessment::trade) across the samples.
    bool comparable = false;
    std::string neuronId, gpuId, portedId;
    double trainiumCheaper = 0;          // share of samples in which the Trainium side costs less
    double savingP10 = 0, savingP50 = 0, savingP90 = 0; // GPU total − Trainium total, USD
    double portPaysBack = 0;             // share in which the ported side, port and upkeep included,
                                         // costs less over the horizon
    // Days until the ported side's cumulative cost drops to the other side's (breakeven.h), across
    // the samples, when one side needs a port (breakEvenKnown); +inf where it never does.
    bool breakEvenKnown = false;
    double breakEvenP10 = 0, breakEvenP50 = 0, breakEvenP90 = 0;
    // The same break-even counted in tokens served by then (each sample's days times its tokens
    // served a day), when the workload serves (breakEvenTokensKnown); +inf where it never does.
    bool breakEvenTokensKnown = false;
    double breakEvenTokensP10 = 0, breakEvenTokensP50 = 0, breakEvenTokensP90 = 0;
    double valueOfInformation = 0;       // EVPI of the Trainium-or-GPU choice, USD
    double savingLikely = 0;             // the saving with every input at its likely value
                                         // (the tornado's centre), USD
    std::vector<TornadoBar> tornado;     // widest swing first
    // What must be true (what_if.h, whatMustBeTrue()): one input at a time, no sampling.
    std::vector<Crossing> thresholds;
    bool operator==(const UncertaintyResult &) const = default;
};

// The trade across the samples in words: how often the Trainium side costs less, the spread of
// its saving, when the port pays back and what knowing every input would be worth. The How Firm
// tab and the report's section both show these sentences. Empty when the two sides cannot be
// compared.
Text spreadSummary(const UncertaintyResult &result);

// Runs the analysis. `progress` (optional) is called with the share done after each block of
// samples; returning false cancels, and the result then holds what was sampled so far.
UncertaintyResult analyseUncertainty(const Assessment &assessment, const Catalog &catalog,
                                     const UncertaintySettings &settings = {},
                                     const std::function<bool(double)> &progress = {});

// ---- The per-sample model, exposed for the tests and the benchmark ----

// The model's costs as functions of the uncertain inputs, with everything else as in
// `assessment`: which figure each option reads and which options survive are those of the likely
// case. tst_uncertainty re-evaluates assess() at sampled points and expects the same totals.
class SampleModel {
public:
    SampleModel(const Assessment &assessment, const Catalog &catalog,
                std::vector<UncertainInput> inputs);

    const std::vector<UncertainInput> &inputs() const { return m_inputs; }
    std::size_t optionCount() const;
    const std::string &optionId(std::size_t k) const;
    bool survives(std::size_t k) const; // in the matrix and not knocked out
    // Values of the inputs at their likely values, in inputs() order.
    std::vector<double> likelyValues() const;

    struct Outcome {
        std::vector<double> tco;   // per option, USD (NaN when unknown)
        std::vector<double> runCost; // per option, one training run, USD (NaN when none)
        std::vector<double> costPerMTokens; // per option, USD per million tokens served (NaN when none)
        // The daily cost line of curves.h (dailyCostLine): one-off port and cost per day
        // (chips and upkeep, before credits), per option.
        std::vector<double> oneOff, perDay;
        double tokensPerDay = 0;   // served a day, tokens (0 when the workload does not serve)
        int matrixWinner = -1;     // index of the option that tops the matrix
    };
    // `values` has one entry per input, in inputs() order.
    void evaluate(const double *values, Outcome &out) const;

    // Indices of the trade's two sides, or -1.
    int neuronIndex() const { return m_neuron; }
    int gpuIndex() const { return m_gpu; }

    ~SampleModel();
    SampleModel(SampleModel &&) noexcept;
    SampleModel &operator=(SampleModel &&) noexcept;

private:
    struct Option;
    struct Base;
    std::vector<UncertainInput> m_inputs;
    std::vector<Option> m_options;
    std::unique_ptr<Base> m_base;
    int m_neuron = -1, m_gpu = -1;
};

} // namespace ad
