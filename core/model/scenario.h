#pragma once
// What the user is deciding about: their workload, their team and their cloud strategy.
#include "catalog/catalog.h"
#include "catalog/units.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace ad {

enum class WorkloadKind { Training, FineTuning, Inference, Mixed };
const char *toString(WorkloadKind kind);

// A low / likely / high range for an uncertain input; low == likely == high when certain.
struct Range {
    double low = 0, likely = 0, high = 0;
    static Range exactly(double v) { return {v, v, v}; }
    bool operator==(const Range &) const = default;
};

// Every default of the scenario is a member initializer here, and only here: defaultScenario()
// adds a name and the model preset these shapes are, the file reader fills a missing field from
// it, and the forms' tooltips state these values (docs/scenario-format.md lists them).

struct TrainingInputs {
    double tokensPerRunB = 100;   // billions of tokens per run: a continued-pretraining run
    double runsPerYear = 4;
    double mfu = 0.40;            // model FLOPs utilisation assumed when no measurement applies
    double overhead = 0.15;       // checkpointing, restarts, data loading: fraction added to time
    int chips = 64;               // chips used for a run: sets wall-clock time
    int sequenceLength = 4096;
    bool operator==(const TrainingInputs &) const = default;
};

struct InferenceInputs {
    double tokensPerDayM = 1000;  // millions of generated tokens per day
    // The serving fleet is sized for the volume at this average load, in whole replicas, and at
    // least `minReplicas` stay up around the clock: a fleet is paid for whether busy or not.
    double utilisation = 0.6;
    int minReplicas = 1;
    int batch = 32;
    int context = 4096;           // tokens held in the KV cache per sequence
    bool latencySensitive = false;
    Precision precision = Precision::FP8;
    double bandwidthEfficiency = 0.7; // share of peak bandwidth a decode step achieves
    double computeEfficiency = 0.5;   // share of peak FLOP/s prefill achieves
    // What serving must deliver (core/model/serving.h). With no latency target (both 0) the
    // typed batch is served as offline work and the lengths are not read.
    int inputTokens = 2000;       // prompt tokens per request
    int outputTokens = 300;       // generated tokens per request
    double tpotMs = 0;            // time per output token a user gets, ms; 0 = no target
    double ttftMs = 0;            // time to the first token, ms; 0 = no target
    bool latencyTarget() const { return tpotMs > 0 || ttftMs > 0; }
    bool operator==(const InferenceInputs &) const = default;
};

struct Workload {
    WorkloadKind kind = WorkloadKind::Mixed;
    bool trains() const { return kind != WorkloadKind::Inference; } // training or fine-tuning
    bool serves() const { return kind == WorkloadKind::Inference || kind == WorkloadKind::Mixed; }
    std::string modelPreset;       // id in catalog models, empty when custom
    double parametersB = 70;
    double activeParametersB = 70; // differs from parametersB for mixture-of-experts models
    int layers = 80, hidden = 8192, kvHeads = 8, headDim = 128;
    Precision precision = Precision::BF16; // training precision
    bool novelArchitecture = false;
    TrainingInputs training;
    InferenceInputs inference;
    bool operator==(const Workload &) const = default;
};

struct Team {
    int engineers = 2;
    double hourlyRateUsd = 150;
    double hoursPerWeek = 40;
    NeuronExperience neuronExperience = NeuronExperience::None;
    ModelSupport modelSupport = ModelSupport::Supported;
    std::vector<std::string> cudaComponents; // ids from porting components
    SoftwareStack currentStack = SoftwareStack::Cuda;
    double portingWeeksOverride = 0;         // > 0 replaces the catalog estimate
    bool operator==(const Team &) const = default;
};

struct Strategy {
    bool awsNative = true;
    bool multiCloudRequired = false;
    bool spotOnly = false;
    PricingModel pricingModel = PricingModel::OnDemand;
    double horizonMonths = 24;
    double creditsUsd = 0;        // AWS credits, applied to AWS offers only
    double deadlineWeeks = 0;     // 0 = no deadline; options needing a longer port are excluded
    std::string baselineOffer;    // offer id used as the GPU baseline; empty = cheapest CUDA option
    std::vector<std::string> providers; // providers considered ("AWS", "Spheron"); empty = all
    bool operator==(const Strategy &) const = default;
};

struct DecisionInputs {
    std::map<std::string, int> weights;                          // criterion id -> 1..5
    std::map<std::string, std::map<std::string, double>> scores; // criterion -> offer -> 0..1
    bool operator==(const DecisionInputs &) const = default;
};

// Set only in a preset whose article's lean the model does not reproduce: the figure on which the
// article and the model part, and the article's own figures as a counterfactual that can be
// checked (tests/core/tst_presets.cpp re-evaluates with them and expects the article's lean).
struct SourceDisagreement {
    std::string text;   // in plain words, with the figures
    std::vector<std::pair<std::string, std::string>> set; // scenario edits, dotted path -> value
    std::string accelerator;                // a peak compute figure the article uses instead of
    Precision precision = Precision::BF16;  // the catalog's: the chip, the precision and the
    double denseFlops = 0;                  // dense FLOP/s; 0 when the article's figure is not one
    bool operator==(const SourceDisagreement &) const = default;
};

// A catalog price an assessment used, stored with the scenario when it is saved, so that the
// scenario can later be assessed on the figures it was decided on (core/price_snapshot.h,
// docs/scenario-format.md "Saved prices").
struct SavedPrice {
    std::string offerId;
    PricingModel model = PricingModel::OnDemand;
    std::string label;           // "AWS p5.48xlarge", for messages when the offer is gone
    double usdPerChipHour = 0;   // as the model used it
    Provenance provenance;       // of the catalog statement it came from
    bool operator==(const SavedPrice &) const = default;
};

struct Scenario {
    std::string name = "Untitled scenario";
    std::string description;
    // Set only in the shipped presets (catalog/presets/): the article a preset encodes
    // ("seed-003") and the lean that article gives, which the preset regression test checks.
    std::string source;
    std::string expectedLean; // "trainium", "gpu", "hybrid", or empty
    SourceDisagreement disagreement; // empty text when the model agrees with the article
    Workload workload;
    Team team;
    Strategy strategy;
    DecisionInputs decision;
    // Ranges the team sets for uncertain inputs, by input id (uncertainLevers() in
    // uncertainty.h). For an input that is a scenario field, `likely` is the field itself and
    // the value here is not used; inputs without an entry take their default range.
    std::map<std::string, Range> uncertainty;
    // The prices of the last saved assessment (empty in a file that never had them). Not an
    // input: no edit changes them; saving replaces them with the current assessment's.
    std::vector<SavedPrice> savedPrices;
    bool operator==(const Scenario &) const = default;
};

// The scenario the application opens with: a 70B model fine-tuned and served by a small team.
// Its figures are the member initializers above; it adds a name and the model preset.
Scenario defaultScenario();

// Copies a model preset's shape into the workload.
void applyModelPreset(Workload &workload, const ModelShape &model);

// The rules that tie the model's fields together, applied after any edit of the workload by the
// forms, `--set` and anything else that edits one field at a time (`before` is the workload
// before the edit, `after` the edited one):
//  - choosing a model preset the catalog knows copies its shape (without a catalog, or for an id
//    it lacks, only the id changes);
//  - changing the size or shape by hand clears the preset, which no longer describes the model;
//  - a dense model (active = total before the edit) stays dense when its size changes, unless the
//    edit set the active count too.
void applyWorkloadEdit(const Workload &before, Workload &after, const Catalog *catalog);

} // namespace ad
