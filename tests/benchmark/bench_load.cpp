// acceldecide-bench-load: how the loaders' time grows with the size of the file. For each loader
// it builds files of doubling size (real shapes: a workshop of 15 people over more and more
// rounds, a catalog overlay with more and more offers, ...) and hostile ones (a long key, deep
// nesting), loads each and prints milliseconds and milliseconds per MiB. A loader in linear time
// keeps its ms/MiB flat as the size doubles. Usage: acceldecide-bench-load [MAX_MIB] (default 16).
// Figures, not assertions: a busy machine gives longer times.
#include "catalog/catalog_io.h"
#include "model/scenario.h"
#include "scenario/scenario_io.h"
#include "group/workshop.h"
#include "group/workshop_io.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;
volatile std::size_t sink = 0;

const ad::Catalog &catalog()
{
    static const ad::CatalogLoad load = ad::loadEmbeddedCatalog();
    return load.catalog;
}

// The best of three loads, in milliseconds: the least disturbed by the rest of the machine.
double millisecondsToLoad(const std::function<std::size_t()> &load)
{
    double best = 1e300;
    for (int i = 0; i < 3; ++i) {
        const auto start = Clock::now();
        sink = sink + load();
        best = std::min(best, std::chrono::duration<double, std::milli>(Clock::now() - start).count());
    }
    return best;
}

void report(const char *loader, const std::string &shape, const std::string &text,
            const std::function<std::size_t(const std::string &)> &load)
{
    const double ms = millisecondsToLoad([&] { return load(text); });
    const double mib = static_cast<double>(text.size()) / (1024.0 * 1024.0);
    std::printf("%-10s %-34s %9.2f MiB %10.1f ms %9.1f ms/MiB\n", loader, shape.c_str(), mib, ms,
                ms / mib);
    std::fflush(stdout);
}

// ---- Workshops -----------------------------------------------------------------------------------

ad::Ballot ballotFor(const std::string &participant, int round, int seed)
{
    ad::Ballot b;
    b.participantId = participant;
    b.round = round;
    b.timestamp = "2026-03-14T09:30:00Z";
    b.scenarioFingerprint = "fnv1a64:0123456789abcdef";
    int i = seed;
    for (const ad::Criterion &c : catalog().criteria) {
        b.weights[c.id] = 1 + (i++ % 5);
        if (c.derived) continue;
        for (std::size_t o = 0; o < std::min<std::size_t>(catalog().offers.size(), 8); ++o)
            b.scores[c.id][catalog().offers[o].id] = ((i++ * 37) % 101) / 100.0;
    }
    return b;
}

ad::Workshop workshopOf(int people, int rounds)
{
    ad::Workshop w;
    w.title = "Accelerator choice";
    w.labelKey = "9c41e07d2b6a58f3";
    w.rounds.clear();
    for (int p = 1; p <= people; ++p)
        w.participants.push_back({"p" + std::to_string(p), "Person " + std::to_string(p)});
    for (int r = 1; r <= rounds; ++r) {
        ad::Round round;
        round.number = r;
        round.revealed = r < rounds;
        round.note = "the room talked about portability";
        for (int p = 1; p <= people; ++p) round.ballots.push_back(ballotFor("p" + std::to_string(p), r, p + r));
        w.rounds.push_back(round);
    }
    w.currentRound = rounds;
    return w;
}

std::size_t loadWorkshop(const std::string &text)
{
    const ad::WorkshopLoad load = ad::parseWorkshopInScenario(text, "bench.json", &catalog());
    if (!load.ok()) {
        std::fprintf(stderr, "workshop refused: %s\n", load.diagnostics.front().toString().c_str());
        std::exit(1);
    }
    return load.workshop->rounds.size();
}

// ---- Catalog overlays ----------------------------------------------------------------------------

std::string overlayOffers(int count)
{
    const std::string accelerator = catalog().offers.front().acceleratorId;
    std::string text = "{\"schema_version\": 2, \"offers\": [\n";
    for (int i = 0; i < count; ++i) {
        const std::string n = std::to_string(i);
        text += std::string(i ? ",\n" : "") + "{\"id\": \"bench-offer-" + n
              + "\", \"accelerator\": \"" + accelerator + "\", \"provider\": \"Bench " + n
              + "\", \"instance\": \"b" + n + ".large\", \"chips\": {\"value\": 8, \"unit\": "
                "\"chips\", \"source\": \"bench\", \"date\": \"2026\", \"kind\": \"estimate\"}, "
                "\"prices\": {\"on_demand\": {\"value\": 12.5, \"unit\": \"USD/instance-hour\", "
                "\"source\": \"bench\", \"date\": \"2026-01\", \"kind\": \"estimate\"}}}";
    }
    return text + "\n]}\n";
}

std::size_t loadOverlay(const std::string &offers)
{
    static const std::string sources =
        R"({"schema_version": 2, "sources": [{"id": "bench", "title": "Bench", "date": "2026"}]})";
    const ad::CatalogLoad load =
        ad::parseCatalog({{"sources.json", sources}, {"offers.json", offers}}, "bench/", &catalog());
    const ad::Catalog merged = ad::mergeCatalogs(catalog(), load.catalog);
    return merged.offers.size() + load.diagnostics.size();
}

// ---- Ballots and scenarios -----------------------------------------------------------------------

std::string ballotWithScores(int offers)
{
    std::string scores;
    for (int i = 0; i < offers; ++i)
        scores += std::string(i ? ", " : "") + "\"offer-" + std::to_string(i) + "\": 0.5";
    return R"({"schema_version": 1, "kind": "acceldecide-ballot", "participant": {"id": "p1", "name": "Ana"},
 "ballot": {"round": 1, "timestamp": "2026-03-14T09:00:00Z", "scenario_fingerprint": "fnv1a64:0",
 "weights": {"cost_horizon": 5}, "scores": {"software_maturity": {)" + scores + "}}}}";
}

std::size_t loadBallot(const std::string &text)
{
    return ad::parseBallotFile(text, "bench.ballot.json", nullptr).diagnostics.size();
}

std::string scenarioWithUnknownKeys(int count)
{
    std::string text = R"({"schema_version": 2, "workload": {)";
    for (int i = 0; i < count; ++i)
        text += std::string(i ? ", " : "") + "\"unknown_field_" + std::to_string(i) + "\": 1";
    return text + "}}";
}

std::string scenarioWithScores(int criteria, int offers)
{
    std::string text = R"({"schema_version": 2, "decision": {"weights": {}, "scores": {)";
    for (int c = 0; c < criteria; ++c) {
        text += std::string(c ? ", " : "") + "\"criterion-" + std::to_string(c) + "\": {";
        for (int o = 0; o < offers; ++o)
            text += std::string(o ? ", " : "") + "\"offer-" + std::to_string(o) + "\": 0.5";
        text += "}";
    }
    return text + "}}}";
}

std::size_t loadScenario(const std::string &text)
{
    return ad::parseScenario(text, "bench.json").diagnostics.size();
}

} // namespace

int main(int argc, char **argv)
{
    const double maxMiB = argc > 1 ? std::atof(argv[1]) : 16;
    const auto fits = [&](const std::string &text) {
        return static_cast<double>(text.size()) <= maxMiB * 1024 * 1024;
    };
    std::printf("%-10s %-34s %13s %13s %15s\n", "loader", "file", "size", "time", "per MiB");

    for (int rounds = 4;; rounds *= 2) {
        const ad::Workshop workshop = workshopOf(15, rounds);
        const std::string text = ad::serializeScenarioWithWorkshop(ad::defaultScenario(), &workshop);
        if (!fits(text) || rounds > 1000) break;
        report("workshop", "15 people, " + std::to_string(rounds) + " rounds", text, loadWorkshop);
    }
    for (int people = 16;; people *= 2) {
        const ad::Workshop workshop = workshopOf(people, 4);
        const std::string text = ad::serializeScenarioWithWorkshop(ad::defaultScenario(), &workshop);
        if (!fits(text) || people > 1000) break;
        report("workshop", std::to_string(people) + " people, 4 rounds", text, loadWorkshop);
    }
    for (int offers = 500;; offers *= 2) {
        const std::string text = overlayOffers(offers);
        if (!fits(text) || offers > 100000) break;
        report("catalog", std::to_string(offers) + " offers", text, loadOverlay);
    }
    for (int offers = 1000;; offers *= 2) {
        const std::string text = ballotWithScores(offers);
        if (!fits(text) || text.size() > 1024 * 1024) break;
        report("ballot", std::to_string(offers) + " scores", text, loadBallot);
    }
    for (int keys = 2000;; keys *= 2) {
        const std::string text = scenarioWithUnknownKeys(keys);
        if (!fits(text) || keys > 100000) break;
        report("scenario", std::to_string(keys) + " unknown keys", text, loadScenario);
    }
    for (int offers = 100;; offers *= 2) {
        const std::string text = scenarioWithScores(50, offers);
        if (!fits(text) || offers > 100000) break;
        report("scenario", "50 x " + std::to_string(offers) + " scores", text, loadScenario);
    }
    for (int count = 10000;; count *= 2) {
        std::string objects;
        for (int i = 0; i < count; ++i) objects += i ? ",{}" : "{}";
        const std::string text = R"({"schema_version": 2, "x": [)" + objects + "]}";
        if (!fits(text) || count > 100000) break;
        report("scenario", "array of " + std::to_string(count) + " objects", text, loadScenario);
    }
    for (std::size_t mib = 1; mib <= maxMiB && mib <= 10; mib *= 2) {
        const std::string key(mib * 1024 * 1024, 'k');
        report("scenario", std::to_string(mib) + " MiB key",
               R"({"schema_version": 2, "workload": {")" + key + R"(": 1}})", loadScenario);
    }
    for (int depth = 1000; depth <= 100000; depth *= 10) {
        report("scenario", "arrays " + std::to_string(depth) + " deep",
               R"({"schema_version": 2, "x": )" + std::string(static_cast<std::size_t>(depth), '[')
                   + std::string(static_cast<std::size_t>(depth), ']') + "}",
               loadScenario);
    }
    return 0;
}
