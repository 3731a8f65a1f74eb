// Ballot files (core/group/workshop_io.h), read with the shipped catalog as the workshop window
// does and without one. An accepted ballot is saved and read back unchanged, and merged into a
// workshop as an import would.
#include "fuzz_support.h"
#include "group/workshop_io.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string text = fuzz::text(data, size);
    const ad::Catalog &catalog = fuzz::embeddedCatalog();
    ad::parseBallotFile(text, "ballot.json", nullptr);
    const ad::BallotLoad load = ad::parseBallotFile(text, "ballot.json", &catalog);
    if (!load.ok()) return 0;

    const ad::BallotLoad again =
        ad::parseBallotFile(ad::serializeBallotFile(load.ballot), "saved.json", &catalog);
    FUZZ_CHECK(again.ok());
    FUZZ_CHECK(again.ballot == load.ballot);

    ad::Workshop workshop;
    const ad::ImportResult first = ad::importBallot(
        workshop, load.ballot, {std::string(), /*addUnknownParticipants=*/true, &catalog});
    const ad::ImportResult second = ad::importBallot(workshop, load.ballot, {{}, true, &catalog});
    FUZZ_CHECK(!first.changed() || !second.changed()); // the same file twice is a duplicate
    return 0;
}
