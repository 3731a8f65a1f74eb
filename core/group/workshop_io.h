#pragma once
// Workshops and ballot files as JSON. A workshop is saved inside the scenario file under a
// top-level "workshop" key (the scenario reader ignores that key; Scenario has no workshop field);
// a ballot is its own small file that a participant fills in their own copy of the app.
// Every problem is a Diagnostic naming the file, the JSON pointer and the reason.
#include "base/json_reader.h"
#include "group/workshop.h"

#include <optional>
#include <string>

namespace ad {

inline constexpr int workshopSchemaVersion = 1;
inline constexpr int ballotSchemaVersion = 1;
inline constexpr const char *ballotKind = "acceldecide-ballot";

struct WorkshopLoad {
    std::optional<Workshop> workshop; // nullopt when there is none or it could not be read
    Diagnostics diagnostics;          // errors fail the load; warnings do not
    bool ok() const { return !hasErrors(diagnostics); }
};

// Reads a workshop object. `pointer` is where it sits in the file ("/workshop" inside a scenario,
// "" for a file of its own) and prefixes every message. With a catalog, criterion and offer ids
// the catalog does not know are kept and warned about: the workshop's history outlives catalog
// edits. On any error `workshop` is nullopt, so a half-read workshop never replaces a good one.
WorkshopLoad readWorkshop(const Json &object, const std::string &file, const std::string &pointer,
                          const Catalog *catalog);
// A workshop as a file of its own (the object at the root).
WorkshopLoad parseWorkshop(const std::string &text, const std::string &file,
                           const Catalog *catalog);
// The "workshop" member of a scenario file's text; no diagnostics and no workshop when the file
// has none. Syntax errors are reported here too, as parseScenario() does.
WorkshopLoad parseWorkshopInScenario(const std::string &text, const std::string &file,
                                     const Catalog *catalog);

nlohmann::ordered_json workshopToJson(const Workshop &workshop); // stable key order
std::string serializeWorkshop(const Workshop &workshop);         // pretty, ends with a newline
// serializeScenario() with the workshop under "workshop" (or without one when null).
std::string serializeScenarioWithWorkshop(const Scenario &scenario, const Workshop *workshop);

struct BallotLoad {
    BallotFile ballot;
    Diagnostics diagnostics;
    bool ok() const { return !hasErrors(diagnostics); }
};

// {"schema_version": 1, "kind": "acceldecide-ballot", "participant": {"id", "name"},
//  "ballot": {"participant", "round", "timestamp", "scenario_fingerprint", "weights", "scores"}}.
// With a catalog, an unknown criterion or offer, or a score for a criterion the model computes,
// is an error; a catalog criterion the ballot does not weigh is a warning.
BallotLoad parseBallotFile(const std::string &text, const std::string &file,
                           const Catalog *catalog);
BallotLoad loadBallotFile(const std::string &path, const Catalog *catalog);
std::string serializeBallotFile(const BallotFile &ballot);

} // namespace ad
