#pragma once
// The hardware catalog as plain value types: what the shipped JSON and a user overlay describe.
#include "base/diagnostics.h"
#include "catalog/figure.h"
#include "catalog/units.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace ad {

struct Source {
    std::string id, title, publisher, date, url;
    bool operator==(const Source &) const = default;
};

struct PrecisionFlops {
    Figure dense;  // FLOP/s
    Figure sparse; // FLOP/s, often unpublished
    bool operator==(const PrecisionFlops &) const = default;
};

struct Accelerator {
    std::string id, name, vendor;
    std::string family; // trainium, inferentia, gpu, tpu, gaudi
    SoftwareStack stack = SoftwareStack::Cuda;
    std::vector<std::string> clouds;
    std::string process, notes;
    Figure announced;   // calendar year
    Figure coresPerChip, memoryBytes, bandwidthBytesPerSecond, powerWatts;
    std::string interconnect;
    Provenance interconnectProvenance;
    std::map<Precision, PrecisionFlops> flops;
    bool fromOverlay = false;

    // Dense FLOP/s at a precision, or nullptr when the chip does not publish one.
    const Figure *denseFlops(Precision precision) const;
    // The compute ceiling of serving at a precision: its dense figure, else the BF16 one.
    const Figure *servingFlops(Precision precision) const;
    bool operator==(const Accelerator &) const = default;
};

struct Offer {
    std::string id, acceleratorId, provider, instance, region, notes;
    Figure chips;                          // chips per instance
    // The most chips one order can get (instances per order × chips per instance, or a cluster's
    // size): a one-GPU rental is not a 512-GPU cluster unless the provider sells clusters.
    Figure supply;
    std::map<PricingModel, Figure> prices; // Statement::quotedUnit says per instance/chip/core
    // An indicative price (an interview figure, an illustration) rather than something one can
    // buy: shown in charts and the catalog, kept out of the decision matrix.
    bool reference = false;
    bool fromOverlay = false;
    bool operator==(const Offer &) const = default;
};

// A row of the instance-type table (instances.json): what a provider's instance type holds, so
// that a price feed that names only the instance type (core/price_import.h) becomes an offer of a
// known chip. An instance type the table does not list is never guessed.
struct InstanceType {
    std::string id;          // "aws-p5.48xlarge"
    std::string provider;    // as offers name it ("AWS", "Lambda")
    std::string instance;    // the provider's name for it ("p5.48xlarge", "gpu_8x_h100_sxm5")
    std::string acceleratorId;
    Figure chips;            // chips per instance (count)
    Figure supply;           // max_chips_per_order for offers made from it; may be unknown
    // The accelerator name under which a SkyPilot file prices this machine's chips on a row of
    // their own ("H100" for GCP's a3-highgpu-8g); empty when the machine's row carries them.
    std::string gpuPriceRow;
    bool fromOverlay = false;
    bool operator==(const InstanceType &) const = default;
};

enum class Phase { Training, Inference };

// One latency of a serving run, in milliseconds: its mean, median and the percentiles the run
// reported ("p99" -> 812.4). 0 / absent = not reported.
struct LatencyFigures {
    double meanMs = 0, medianMs = 0;
    std::map<std::string, double> percentilesMs;
    bool operator==(const LatencyFigures &) const = default;
};

// What a serving benchmark (`vllm bench serve`) measured besides the throughput: the lengths it
// served, the load it ran at and the times a user saw. The run's concurrency is the measurement's
// batch; `chips` is the replica it ran on (its throughput is already divided by them).
struct ServingRun {
    double inputTokens = 0, outputTokens = 0; // mean per completed request
    int chips = 1;
    double requestRate = 0;                    // requests/s offered; 0 = all at once ("inf")
    LatencyFigures ttft, tpot, itl;
    bool operator==(const ServingRun &) const = default;
};

struct Measurement {
    enum class Metric { Throughput, Mfu, TrainingCost };
    std::string id, acceleratorId, modelId;
    Phase phase = Phase::Training;
    Metric metric = Metric::Throughput;
    double parametersB = 0;
    std::optional<Precision> precision;
    int batch = 0;          // inference only; 0 when unstated
    int context = 0;        // inference only; 0 when unstated
    double tokensB = 0;     // training_cost only: run size in billions of tokens
    std::optional<PricingModel> pricingModel; // training_cost only
    double assumedMfu = 0;      // training_cost only: the MFU the publisher says it assumed
    double assumedOverhead = 0; // training_cost only: the overhead it says it added
    // training_cost only: the peak FLOP/s and the USD per chip-hour the publisher computed with,
    // so the claim is checked against its own inputs rather than the catalog's.
    Figure assumedPeak, assumedPrice;
    Figure figure;          // throughput tokens/s per chip, cost USD, or MFU (likely value)
    Figure low, high;       // MFU ranges
    std::string perUnit;    // "chip" or "instance" for throughput as quoted
    std::optional<ServingRun> serving; // inference throughput of a serving run only
    bool fromOverlay = false;
    bool operator==(const Measurement &) const = default;
};

enum class NeuronExperience { None, Some, Experienced };
enum class ModelSupport { Supported, CustomAttention, Novel };
const char *toString(NeuronExperience value);
const char *toString(ModelSupport value);
// The names the forms and every other front end show ("None", "Custom attention").
Message displayMessage(NeuronExperience value);
Message displayMessage(ModelSupport value);
std::optional<NeuronExperience> neuronExperienceFromString(const std::string &text);
std::optional<ModelSupport> modelSupportFromString(const std::string &text);

struct PortingEffort {
    std::string id;
    NeuronExperience experience = NeuronExperience::None;
    ModelSupport support = ModelSupport::Supported;
    Figure weeksLow, weeksHigh;
    bool operator==(const PortingEffort &) const = default;
};

struct PortingComponent {
    std::string id, name;
    Figure weeksLow, weeksHigh;
    bool portable = false;
    bool operator==(const PortingComponent &) const = default;
};

struct PortingData {
    std::vector<PortingEffort> baseEfforts;
    std::vector<PortingComponent> components;
    Figure maintenanceDaysLow, maintenanceDaysHigh, releasesPerYear;
    bool operator==(const PortingData &) const = default;
};

// What a derived criterion measures. Each has its own value function, scale and units
// (core/decision_scores.cpp); the catalog names one per derived criterion ("tco", ...), so the
// model never recognises a criterion by its id.
enum class CriterionMetric {
    None,            // scored from expert profiles
    Tco,             // cost over the horizon
    PortingWeeks,
    TimeToResult,
    MemoryHeadroom,
    SpotAvailable,
    Portability,
};
const char *toString(CriterionMetric value);

// Where a chip can be rented, as the catalog spells it ("aws", "gcp", "azure", "oci",
// "neocloud", "on_prem"), and the name a reader sees ("Google Cloud"; an unknown id as it is).
const std::vector<std::string> &knownClouds();
std::string cloudName(const std::string &id);  // the catalog's spelling; "" for None
std::optional<CriterionMetric> criterionMetricFromString(const std::string &text);

// A criterion of the decision matrix. Its score is a fixed function of the option's own figures
// (docs/decision.md), so it never depends on which other options are shown.
struct Criterion {
    std::string id, name, description;
    int defaultWeight = 3;               // 0..5; inside a group, the share within the group
    bool derived = false;                // else scored from expert profiles
    CriterionMetric metric = CriterionMetric::None;  // for derived criteria
    std::string group;                   // id of the group it belongs to; empty at the top level
    std::vector<std::string> sources;
    bool operator==(const Criterion &) const = default;
};

// Criteria that measure one underlying advantage (CUDA's software lead) share one weight, so that
// restating the same advantage in several words cannot multiply its say in the total.
struct CriterionGroup {
    std::string id, name, description;
    int defaultWeight = 3;               // 0..5
    std::vector<std::string> sources;
    bool operator==(const CriterionGroup &) const = default;
};

struct Profile {
    std::string id, name;
    std::vector<std::string> acceleratorIds;
    std::map<std::string, Figure> scores; // criterion id -> score on 1..10
    bool operator==(const Profile &) const = default;
};

struct ModelShape {
    std::string id, name, source;
    double parametersB = 0, activeParametersB = 0;
    int layers = 0, hidden = 0, kvHeads = 0, headDim = 0;
    bool operator==(const ModelShape &) const = default;
};

struct Catalog {
    std::vector<Source> sources;
    std::vector<Accelerator> accelerators;
    std::vector<Offer> offers;
    std::vector<InstanceType> instanceTypes;
    std::vector<Measurement> measurements;
    PortingData porting;
    std::vector<Criterion> criteria;
    std::vector<CriterionGroup> groups;
    std::vector<Profile> profiles;
    std::vector<ModelShape> models;

    const Source *source(const std::string &id) const;
    const Accelerator *accelerator(const std::string &id) const;
    const Offer *offer(const std::string &id) const;
    // By provider (case-insensitive) and instance name (exact); nullptr when the table lacks it.
    const InstanceType *instanceType(const std::string &provider, const std::string &instance) const;
    const Criterion *criterion(const std::string &id) const;
    const CriterionGroup *group(const std::string &id) const;
    const ModelShape *model(const std::string &id) const;
    bool operator==(const Catalog &) const = default;
};

// A figure whose sources disagree, found anywhere in the catalog, for display.
struct Conflict {
    Message subject;      // "Trainium3 power", "trn3.48xlarge spot price"
    std::string field;    // JSON pointer-like path ("accelerators/trn3/power")
    Figure figure;
    bool operator==(const Conflict &) const = default;
};
std::vector<Conflict> findConflicts(const Catalog &catalog);

} // namespace ad
