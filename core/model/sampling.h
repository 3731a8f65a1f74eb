#pragma once
// The statistics the uncertainty analysis rests on, on plain numbers: how a low / likely / high
// range becomes a distribution, Latin hypercube sampling, percentiles and the expected value of
// information (docs/uncertainty.md). Deterministic for a given seed on every platform: no
// std::*_distribution, whose output the C++ standard leaves to the library.
#include <cstdint>
#include <vector>

namespace ad::sampling {

// How a range is read.
enum class Shape {
    // low and high bound a 90 % interval and likely is its median: a normal curve on each side of
    // likely, with its own spread, so a range may lean (0.7 / 1 / 1.05 for a vendor claim).
    // The convention of Guesstimate and Squiggle, with the likely value added.
    Interval,
    Uniform,    // every value from low to high equally likely
    LogNormal   // low and high bound a 90 % interval; the median is their geometric mean
};

struct Spread {
    double low = 0, likely = 0, high = 0;
    Shape shape = Shape::Interval;
    bool certain() const { return !(high > low); }
    bool operator==(const Spread &) const = default;
};

// The value below which a share `p` (0 < p < 1) of the distribution lies.
double quantile(const Spread &spread, double p);

// The standard normal's inverse distribution function (Acklam's rational approximation refined
// by one Halley step: relative error below 1e-12 over (0, 1)).
double inverseNormal(double p);

// z of the 95th percentile: a 90 % interval spans ±z standard deviations.
inline constexpr double z95 = 1.6448536269514722;

// Latin hypercube design: `samples` rows of `dimensions` probabilities in (0, 1). Each column
// puts exactly one value in each of the `samples` equal strata, in random order; the same seed
// gives the same design. Stored column by column: at(d, i) = values[d * samples + i].
struct Design {
    std::size_t samples = 0, dimensions = 0;
    std::vector<double> values;
    double at(std::size_t dimension, std::size_t sample) const
    {
        return values[dimension * samples + sample];
    }
};
Design latinHypercube(std::size_t samples, std::size_t dimensions, std::uint64_t seed);

// The value below which a share `p` of `values` lies (linear interpolation between order
// statistics; `values` is sorted in place). NaN when empty; +inf where it interpolates towards +inf.
double percentile(std::vector<double> &values, double p);
// The same for `values` already sorted ascending, which it leaves alone: several percentiles of
// one set need one sort, not one each (10,000 samples take some 400,000 instructions to sort).
double percentileOfSorted(const std::vector<double> &values, double p);

// Expected value of perfect information when choosing the option of least expected cost:
// costs[k][i] is option k's cost in sample i. E[cost of the best choice today] − E[cost if each
// sample's cheapest were known before choosing]. Never negative.
double evpi(const std::vector<std::vector<double>> &costs);

// The same for learning one input only (partial EVPI), estimated by sorting the samples on that
// input and choosing the best option within each of `bins` groups of neighbouring values
// (Strong & Oakley's binning estimator; docs/uncertainty.md).
double partialEvpi(const std::vector<std::vector<double>> &costs,
                   const std::vector<double> &input, std::size_t bins);

} // namespace ad::sampling
