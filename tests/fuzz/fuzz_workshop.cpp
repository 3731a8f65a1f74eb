// A workshop inside a scenario file (core/group/workshop_io.h), checked against the shipped catalog
// as the application does when it opens a file. An accepted workshop goes through what the workshop
// window and the report compute from it, and is saved and read back unchanged.
#include "fuzz_support.h"
#include "model/scenario.h"
#include "group/workshop_io.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const ad::Catalog &catalog = fuzz::embeddedCatalog();
    const ad::WorkshopLoad load =
        ad::parseWorkshopInScenario(fuzz::text(data, size), "fuzz.json", &catalog);
    if (!load.ok() || !load.workshop) return 0;
    const ad::Workshop &workshop = *load.workshop;

    for (const ad::Round &round : workshop.rounds) {
        for (auto method : {ad::AggregationMethod::Mean, ad::AggregationMethod::Median,
                            ad::AggregationMethod::Geometric}) {
            ad::aggregatedWeights(round, method);
            ad::aggregatedScores(round, method);
        }
        ad::disagreement(round);
    }
    const int rounds = static_cast<int>(workshop.rounds.size());
    if (rounds > 1) ad::compareRounds(workshop, rounds - 1, rounds, workshop.method);
    for (const std::string &id : ad::displayOrder(workshop)) ad::participantLabel(workshop, id);

    const std::string saved = ad::serializeScenarioWithWorkshop(ad::defaultScenario(), &workshop);
    const ad::WorkshopLoad again = ad::parseWorkshopInScenario(saved, "saved.json", &catalog);
    FUZZ_CHECK(again.ok());
    FUZZ_CHECK(again.workshop && *again.workshop == workshop);
    return 0;
}
