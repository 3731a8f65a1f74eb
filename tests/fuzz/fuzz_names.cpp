// Names and aliases (core/base/name_text.h) as anyone may type or send them: the input is two
// names, split at its first newline. A name the core takes holds none of the characters that
// reorder, hide or break text (checked here against their UTF-8 bytes, not through the core's own
// decoder), is counted in characters the same way by the web reader and the workshop, and a second
// name that looks the same as the first is never taken beside it.
#include "fuzz_support.h"
#include "base/input_limits.h"
#include "base/json_reader.h"
#include "base/name_text.h"
#include "group/workshop.h"
#include "group/workshop_io.h"
#include "group/workshop_web.h"

#include <cstddef>
#include <cstdint>

namespace {

// The attacks of issue 33 and their kin, as UTF-8: none may survive into a taken name.
const char *const forbidden[] = {
    "\xC2\x85",     // U+0085 next line
    "\xE2\x80\xA8", // U+2028 line separator
    "\xE2\x80\xA9", // U+2029 paragraph separator
    "\xE2\x80\xAA", "\xE2\x80\xAB", "\xE2\x80\xAC", "\xE2\x80\xAD", "\xE2\x80\xAE", // U+202A..E
    "\xE2\x81\xA6", "\xE2\x81\xA7", "\xE2\x81\xA8", "\xE2\x81\xA9", // U+2066..U+2069 isolates
    "\xE2\x80\x8B", "\xE2\x80\x8C", "\xE2\x80\x8D", "\xE2\x80\x8E", "\xE2\x80\x8F", // U+200B..F
    "\xEF\xBB\xBF", // U+FEFF
};

bool isPlainText(const std::string &name)
{
    for (unsigned char c : name)
        if (c < 0x20 || c == 0x7F) return false;
    for (const char *bytes : forbidden)
        if (name.find(bytes) != std::string::npos) return false;
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string input = fuzz::text(data, size);
    const std::size_t cut = input.find('\n');
    const std::string first = input.substr(0, cut);
    const std::string second = cut == std::string::npos ? std::string() : input.substr(cut + 1);

    ad::Workshop w;
    const ad::WorkshopEdit added = ad::addParticipant(w, first);
    const std::string clean = ad::trimmedName(first);
    FUZZ_CHECK(added.ok == (!clean.empty() && ad::nameTextProblem(clean, 200).empty()));
    // Isolating marks are themselves refused: a name cannot close the isolation it is shown in.
    FUZZ_CHECK(!ad::nameTextProblem(ad::isolated(clean), 1000).empty());
    FUZZ_CHECK(ad::lookalikeKey(ad::lookalikeKey(clean)) == ad::lookalikeKey(clean));
    if (!added.ok) return 0;
    FUZZ_CHECK(w.participants.size() == 1 && w.participants.front().name == clean);
    FUZZ_CHECK(isPlainText(clean));

    // The same name from a device: taken by the web reader exactly when it is short enough.
    ad::Diagnostics problems;
    const std::string body =
        ad::Json{{"round", 1}, {"name", first}, {"weights", ad::Json::object()}}.dump();
    const std::optional<ad::WebBallot> sent = ad::parseWebBallot(body, {}, problems);
    FUZZ_CHECK(sent.has_value() == (ad::characterCount(clean) <= ad::limits::webNameChars));
    if (sent) FUZZ_CHECK(sent->name == clean);

    // Saved and read back, the name is the same.
    const ad::WorkshopLoad back = ad::parseWorkshop(ad::serializeWorkshop(w), "fuzz", nullptr);
    FUZZ_CHECK(back.ok() && back.workshop && back.workshop->participants == w.participants);

    // A second name that looks the same is refused beside the first.
    const ad::WorkshopEdit other = ad::addParticipant(w, second);
    if (other.ok) FUZZ_CHECK(ad::lookalikeKey(ad::trimmedName(second)) != ad::lookalikeKey(clean));
    return 0;
}
