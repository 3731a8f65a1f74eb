// Scenario files (core/scenario/scenario_io.h). Whatever the bytes, the loader answers with
// diagnostics, and a scenario it accepts is saved and read back unchanged.
#include "fuzz_support.h"
#include "scenario/scenario_io.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const ad::ScenarioLoad load = ad::parseScenario(fuzz::text(data, size), "fuzz.json");
    if (!load.ok()) return 0;
    const ad::ScenarioLoad again =
        ad::parseScenario(ad::serializeScenario(load.scenario), "saved.json");
    FUZZ_CHECK(again.ok());
    FUZZ_CHECK(again.scenario == load.scenario);
    return 0;
}
