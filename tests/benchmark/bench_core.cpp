// acceldecide-bench: how long the core takes for what the GUI does on every keystroke.
// Usage: acceldecide-bench [SECONDS_PER_BENCHMARK] (default 1). Prints plain figures.
// ACCELDECIDE_BENCH_ONLY=<words> runs only the rows whose name contains them and skips the
// Monte Carlo figures, so that a profiler (valgrind --tool=callgrind) records one row's work.
#include "assessment/assessment.h"
#include "evaluation/assess.h"
#include "catalog/catalog_io.h"
#include "model/scenario.h"
#include "uncertainty/uncertainty.h"
#include "uncertainty/what_if.h"

#include <algorithm>
#include <cmath>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
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

// The table of benchmarks. The GUI and the report have their own programs (bench_gui.cpp,
// bench_report.cpp).
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
        // What an edit in the GUI costs: its catalog session reviews the catalog once
        // (ui/session/catalogsession.cpp), so each edit assesses with that review.
        {"assess, catalog reviewed once (GUI)",
         [](double budget) {
             const ad::Catalog catalog = ad::loadEmbeddedCatalog().catalog;
             const ad::Scenario scenario = ad::defaultScenario();
             const ad::CatalogReview review = ad::reviewCatalog(catalog);
             return measure(
                 [&] { sink = sink + ad::assess(scenario, catalog, review).options.size(); },
                 budget);
         }},
        {"Monte Carlo, 10,000 samples",
         [](double budget) {
             const ad::Catalog catalog = ad::loadEmbeddedCatalog().catalog;
             const ad::Assessment a = ad::assess(ad::defaultScenario(), catalog);
             return measure([&] { sink = sink + ad::analyseUncertainty(a, catalog).samples; },
                            budget);
         }},
        {"What must be true, every threshold",
         [](double budget) {
             const ad::Catalog catalog = ad::loadEmbeddedCatalog().catalog;
             const ad::Assessment a = ad::assess(ad::defaultScenario(), catalog);
             return measure([&] { sink = sink + ad::whatMustBeTrue(a, catalog).size(); }, budget);
         }},
    };
}

// Samples per second of the analysis, and how far 10,000 samples land from 1,000,000 on the
// probabilities the memo states (issue 12 asks for ±1 percentage point).
void monteCarloFigures()
{
    const ad::Catalog catalog = ad::loadEmbeddedCatalog().catalog;
    const ad::Assessment a = ad::assess(ad::defaultScenario(), catalog);
    ad::UncertaintySettings big;
    big.samples = 1000000;
    const auto start = Clock::now();
    const ad::UncertaintyResult reference = ad::analyseUncertainty(a, catalog, big);
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    std::printf("Monte Carlo: %zu samples in %.2f s, %.0f samples per second (%zu inputs, %zu options)\n",
                reference.samples, seconds, double(reference.samples) / seconds,
                reference.inputs.size(), reference.options.size());
    double worst = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        ad::UncertaintySettings small;
        small.seed = seed;
        const ad::UncertaintyResult r = ad::analyseUncertainty(a, catalog, small);
        worst = std::max(worst, std::fabs(r.trainiumCheaper - reference.trainiumCheaper));
        worst = std::max(worst, std::fabs(r.portPaysBack - reference.portPaysBack));
        for (std::size_t k = 0; k < r.options.size() && k < reference.options.size(); ++k) {
            worst = std::max(worst, std::fabs(r.options[k].cheapest - reference.options[k].cheapest));
            worst = std::max(worst, std::fabs(r.options[k].wins - reference.options[k].wins));
        }
    }
    std::printf("Monte Carlo: Trainium cheaper in %.2f %% of 1,000,000 samples; 20 runs of 10,000 "
                "(seeds 1-20) differ from it by at most %.2f percentage points on any probability\n",
                100 * reference.trainiumCheaper, 100 * worst);
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
    const char *only = std::getenv("ACCELDECIDE_BENCH_ONLY");
    const bool all = !only || !*only;
    for (const auto &b : benchmarks())
        if (all || std::strstr(b.name, only)) report(b.name, b.run(budget));
    if (all) monteCarloFigures();
    return 0;
}
