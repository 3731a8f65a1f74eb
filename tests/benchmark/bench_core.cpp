// acceldecide-bench: how long the core takes for what the GUI does on every keystroke.
// Usage: acceldecide-bench [SECONDS_PER_BENCHMARK] (default 1). Prints plain figures.
#include "assessment.h"
#include "catalog_io.h"
#include "scenario.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

// Keeps the optimiser from discarding work whose result is otherwise unused.
volatile std::size_t sink = 0;

struct Timings {
    std::vector<double> seconds; // one per repetition, sorted
    double total = 0;

    double percentile(double p) const
    {
        if (seconds.empty()) return 0;
        const auto index = static_cast<std::size_t>(p * static_cast<double>(seconds.size() - 1) + 0.5);
        return seconds[std::min(index, seconds.size() - 1)];
    }
};

// Runs `work` repeatedly for about `budget` seconds (at least 5 times, at most 100,000).
Timings measure(const std::function<void()> &work, double budget)
{
    Timings t;
    work(); // warm-up: first-touch allocations and caches
    const auto start = Clock::now();
    while (t.seconds.size() < 100000
           && (t.seconds.size() < 5
               || std::chrono::duration<double>(Clock::now() - start).count() < budget)) {
        const auto before = Clock::now();
        work();
        t.seconds.push_back(std::chrono::duration<double>(Clock::now() - before).count());
    }
    t.total = std::chrono::duration<double>(Clock::now() - start).count();
    std::sort(t.seconds.begin(), t.seconds.end());
    return t;
}

void report(const char *name, const Timings &t)
{
    const double n = static_cast<double>(t.seconds.size());
    std::printf("%-36s runs %7zu   median %10.1f us   p95 %10.1f us   %10.0f per second\n", name,
                t.seconds.size(), t.percentile(0.5) * 1e6, t.percentile(0.95) * 1e6,
                t.total > 0 ? n / t.total : 0.0);
}

struct Benchmark {
    const char *name;
    std::function<Timings(double budget)> run;
};

// The table of benchmarks. Later areas add rows here: GUI repaint after an input change (needs the
// ui library and an offscreen platform), PDF report generation, Monte Carlo sampling.
std::vector<Benchmark> benchmarks()
{
    return {
        {"parse embedded catalog",
         [](double budget) {
             // parseCatalog, not loadEmbeddedCatalog: the latter parses once and then copies.
             return measure([] {
                 sink = sink + ad::parseCatalog(ad::embeddedCatalogFiles(), "catalog/")
                                   .catalog.offers.size();
             }, budget);
         }},
        {"load embedded catalog (cached copy)",
         [](double budget) {
             return measure([] { sink = sink + ad::loadEmbeddedCatalog().catalog.offers.size(); },
                            budget);
         }},
        {"assess default scenario",
         [](double budget) {
             const ad::Catalog catalog = ad::loadEmbeddedCatalog().catalog;
             const ad::Scenario scenario = ad::defaultScenario();
             return measure([&] { sink = sink + ad::assess(scenario, catalog).options.size(); },
                            budget);
         }},
    };
}

} // namespace

int main(int argc, char **argv)
{
    double budget = 1.0;
    if (argc > 1) {
        char *end = nullptr;
        budget = std::strtod(argv[1], &end);
        if (end == argv[1] || *end != '\0' || !(budget > 0) || budget > 600) {
            std::fprintf(stderr, "usage: acceldecide-bench [SECONDS_PER_BENCHMARK]\n");
            return 2;
        }
    }
    std::printf("AccelDecide %s core benchmark, about %.1f s per row\n", ACCELDECIDE_VERSION, budget);
    for (const auto &b : benchmarks()) report(b.name, b.run(budget));
    return 0;
}
