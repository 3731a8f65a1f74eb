// docs/uncertainty.md, "Sampling".
#include "model/sampling.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <random>

namespace ad::sampling {

namespace {

// A double in [0, 1) from the generator's top 53 bits: the same on every platform.
double unitDouble(std::mt19937_64 &rng)
{
    return static_cast<double>(rng() >> 11) * 0x1.0p-53;
}

// An index in [0, n) without modulo bias: draws past the last whole multiple of n are redrawn.
std::size_t below(std::mt19937_64 &rng, std::size_t n)
{
    const std::uint64_t span = n;
    const std::uint64_t limit = std::numeric_limits<std::uint64_t>::max()
        - std::numeric_limits<std::uint64_t>::max() % span;
    std::uint64_t draw = rng();
    while (draw >= limit) draw = rng();
    return static_cast<std::size_t>(draw % span);
}

double meanOf(const std::vector<double> &v, std::size_t from, std::size_t to)
{
    double sum = 0;
    for (std::size_t i = from; i < to; ++i) sum += v[i];
    return to > from ? sum / static_cast<double>(to - from) : 0.0;
}

} // namespace

double inverseNormal(double p)
{
    if (!(p > 0)) return -std::numeric_limits<double>::infinity();
    if (!(p < 1)) return std::numeric_limits<double>::infinity();
    // P. J. Acklam, "An algorithm for computing the inverse normal cumulative distribution
    // function" (2003): coefficients of the central and tail rational approximations.
    static constexpr double a[] = {-3.969683028665376e+01, 2.209460984245205e+02,
                                   -2.759285104469687e+02, 1.383577518672690e+02,
                                   -3.066479806614716e+01, 2.506628277459239e+00};
    static constexpr double b[] = {-5.447609879822406e+01, 1.615858368580409e+02,
                                   -1.556989798598866e+02, 6.680131188771972e+01,
                                   -1.328068155288572e+01};
    static constexpr double c[] = {-7.784894002430293e-03, -3.223964580411365e-01,
                                   -2.400758277161838e+00, -2.549732539343734e+00,
                                   4.374664141464968e+00,  2.938163982698783e+00};
    static constexpr double d[] = {7.784695709041462e-03, 3.224671290700398e-01,
                                   2.445134137142996e+00, 3.754408661907416e+00};
    constexpr double split = 0.02425;
    double x;
    if (p < split) {
        const double q = std::sqrt(-2 * std::log(p));
        x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5])
            / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    } else if (p <= 1 - split) {
        const double q = p - 0.5, r = q * q;
        x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q
            / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
    } else {
        const double q = std::sqrt(-2 * std::log(1 - p));
        x = -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5])
            / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    }
    // One step of Halley's method on Φ(x) − p brings the error to machine precision.
    const double e = 0.5 * std::erfc(-x / std::sqrt(2.0)) - p;
    const double u = e * std::sqrt(2 * M_PI) * std::exp(x * x / 2);
    return x - u / (1 + x * u / 2);
}

double quantile(const Spread &s, double p)
{
    if (s.certain()) return s.likely;
    switch (s.shape) {
    case Shape::Uniform:
        return s.low + p * (s.high - s.low);
    case Shape::LogNormal: {
        if (!(s.low > 0)) return s.likely;
        const double mu = (std::log(s.low) + std::log(s.high)) / 2;
        const double sigma = (std::log(s.high) - std::log(s.low)) / (2 * z95);
        return std::exp(mu + sigma * inverseNormal(p));
    }
    case Shape::Interval: {
        const double z = inverseNormal(p);
        const double spread = z < 0 ? (s.likely - s.low) : (s.high - s.likely);
        return s.likely + z * spread / z95;
    }
    }
    return s.likely;
}

Design latinHypercube(std::size_t samples, std::size_t dimensions, std::uint64_t seed)
{
    Design design;
    design.samples = samples;
    design.dimensions = dimensions;
    design.values.resize(samples * dimensions);
    std::mt19937_64 rng(seed);
    std::vector<std::size_t> strata(samples);
    const double width = samples > 0 ? 1.0 / static_cast<double>(samples) : 0.0;
    for (std::size_t d = 0; d < dimensions; ++d) {
        std::iota(strata.begin(), strata.end(), std::size_t{0});
        for (std::size_t i = samples; i > 1; --i) std::swap(strata[i - 1], strata[below(rng, i)]);
        for (std::size_t i = 0; i < samples; ++i) {
            // Inside its stratum, never exactly on 0: quantile(0) is −∞ for a normal tail.
            double u = unitDouble(rng);
            if (u == 0) u = 0.5;
            design.values[d * samples + i] = (static_cast<double>(strata[i]) + u) * width;
        }
    }
    return design;
}

double percentile(std::vector<double> &values, double p)
{
    std::sort(values.begin(), values.end());
    return percentileOfSorted(values, p);
}

double percentileOfSorted(const std::vector<double> &values, double p)
{
    if (values.empty()) return std::numeric_limits<double>::quiet_NaN();
    const double position = std::clamp(p, 0.0, 1.0) * static_cast<double>(values.size() - 1);
    const auto below = static_cast<std::size_t>(position);
    const std::size_t above = std::min(below + 1, values.size() - 1);
    const double share = position - static_cast<double>(below);
    // Equal neighbours or an exact rank need no interpolation, which also keeps +inf ("never")
    // from turning into inf − inf.
    if (share == 0 || values[above] == values[below]) return values[below];
    return values[below] + share * (values[above] - values[below]);
}

double evpi(const std::vector<std::vector<double>> &costs)
{
    if (costs.empty() || costs.front().empty()) return 0;
    const std::size_t n = costs.front().size();
    double bestToday = std::numeric_limits<double>::infinity();
    for (const auto &option : costs) bestToday = std::min(bestToday, meanOf(option, 0, n));
    double informed = 0;
    for (std::size_t i = 0; i < n; ++i) {
        double cheapest = std::numeric_limits<double>::infinity();
        for (const auto &option : costs) cheapest = std::min(cheapest, option[i]);
        informed += cheapest;
    }
    return std::max(0.0, bestToday - informed / static_cast<double>(n));
}

double partialEvpi(const std::vector<std::vector<double>> &costs, const std::vector<double> &input,
                   std::size_t bins)
{
    if (costs.empty() || input.empty() || bins == 0) return 0;
    const std::size_t n = input.size();
    bins = std::min(bins, n);
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t x, std::size_t y) { return input[x] < input[y]; });
    double bestToday = std::numeric_limits<double>::infinity();
    for (const auto &option : costs) bestToday = std::min(bestToday, meanOf(option, 0, n));
    double informed = 0;
    for (std::size_t b = 0; b < bins; ++b) {
        const std::size_t from = b * n / bins, to = (b + 1) * n / bins;
        double best = std::numeric_limits<double>::infinity();
        for (const auto &option : costs) {
            double sum = 0;
            for (std::size_t k = from; k < to; ++k) sum += option[order[k]];
            best = std::min(best, sum / static_cast<double>(to - from));
        }
        informed += best * static_cast<double>(to - from);
    }
    return std::max(0.0, bestToday - informed / static_cast<double>(n));
}

} // namespace ad::sampling
