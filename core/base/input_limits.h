#pragma once
// The limits every loader of user files enforces, in one place. A file over a limit is refused
// with a message that names the limit; docs/scenario-format.md and docs/workshop.md list them.
// They are far above real use (a workshop of 15 people over 100 rounds, every ballot with scores,
// is about 6 MB) and far below what would make a load slow or take the memory of the machine.
#include <cstddef>
#include <cstdint>

namespace ad::limits {

// ---- Files ---------------------------------------------------------------------------------------
inline constexpr std::uintmax_t mebibyte = 1024 * 1024;
// A scenario file, with its workshop; also the content of an autosaved copy.
inline constexpr std::uintmax_t scenarioFileBytes = 16 * mebibyte;
// A ballot file holds one person's ballot: a few kilobytes.
inline constexpr std::uintmax_t ballotFileBytes = 1 * mebibyte;
// Each file of a catalog overlay directory.
inline constexpr std::uintmax_t catalogFileBytes = 16 * mebibyte;
// A price file (core/price_import.h): a SkyPilot or gpuhunt CSV is a few MB; AWS's EC2 offer file
// for one region is a few hundred MB (the all-regions file is larger still and is refused).
inline constexpr std::uintmax_t priceFileBytes = 512 * mebibyte;
// An autosaved copy wraps the scenario text in a JSON string, where quotes and line breaks take
// two bytes each; twice the scenario limit holds any scenario the application can save.
inline constexpr std::uintmax_t recoveryFileBytes = 2 * scenarioFileBytes;

// ---- Any JSON text, checked while it is parsed -----------------------------------------------
// Objects and arrays inside each other. A scenario with its workshop is 9 deep.
inline constexpr int jsonDepth = 32;
// Characters (Unicode code points) in a key, and in any string value.
inline constexpr std::size_t keyChars = 1000;
inline constexpr std::size_t stringChars = 100000;
// Members of one object or elements of one array.
inline constexpr std::size_t containerEntries = 100000;

// ---- Fields ------------------------------------------------------------------------------------
// Any text field of a scenario: name, description, ids.
inline constexpr std::size_t scenarioTextChars = 10000;
// Workshop titles, participant ids and names, ballot ids and timestamps.
inline constexpr std::size_t workshopTextChars = 200;
// A round's discussion notes.
inline constexpr std::size_t workshopNoteChars = 100000;
// A name or alias sent from a participant's own device, in characters (code points). The page
// reads it from the state the server sends, so the page and the core cannot disagree.
inline constexpr std::size_t webNameChars = 60;
inline constexpr std::size_t participants = 1000;
inline constexpr int rounds = 1000;
// Ballots in one round: at most one per participant.
inline constexpr std::size_t ballotsPerRound = participants;

// ---- Messages ----------------------------------------------------------------------------------
// User text quoted in a message (a key, a value, an id) is cut to this many characters, with an
// ellipsis and its full length, so a hostile file cannot make a message huge.
inline constexpr std::size_t quotedChars = 80;
// A field's JSON pointer and a file name in a message, each token or name cut as above, then the
// whole pointer or path cut in the middle; and the message itself, as a last resort.
inline constexpr std::size_t pointerChars = 400;
inline constexpr std::size_t fileNameChars = 400;
inline constexpr std::size_t messageChars = 600;
// A load lists at most this many problems, then one line saying how many more there were.
inline constexpr std::size_t listedProblems = 200;

} // namespace ad::limits
