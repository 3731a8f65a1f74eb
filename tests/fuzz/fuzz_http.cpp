// The web session's request reader (core/group/http_request.h) and ballot reader
// (core/group/workshop_web.h): what a device on the room's network can send. The input is also cut
// into reads of a size taken from its length and first byte, as a socket might deliver it; the
// outcome must not depend on the cut, nothing may be kept beyond the limits, and a complete body
// goes on to the ballot reader.
#include "fuzz_support.h"
#include "group/http_request.h"
#include "group/workshop_web.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0) return 0;
    const std::size_t step = (size * 31 + data[0]) % 64 + 1;
    const std::string text = fuzz::text(data, size);
    ad::HttpLimits limits;
    limits.maxHeaderBytes = 512; // small, so the fuzzer reaches every limit
    limits.maxBodyBytes = 1024;
    limits.maxHeaderCount = 8;

    ad::HttpRequestReader whole(limits), pieces(limits);
    whole.feed(text);
    for (std::size_t at = 0; at < text.size(); at += step)
        pieces.feed(std::string_view(text).substr(at, step));
    FUZZ_CHECK(whole.state() == pieces.state());
    FUZZ_CHECK(whole.refusalStatus() == pieces.refusalStatus());
    if (whole.state() != ad::HttpRequestReader::State::Complete) return 0;

    const ad::HttpRequest &request = whole.request();
    FUZZ_CHECK(request.method == pieces.request().method);
    FUZZ_CHECK(request.path == pieces.request().path);
    FUZZ_CHECK(request.headers == pieces.request().headers);
    FUZZ_CHECK(request.body == pieces.request().body);
    FUZZ_CHECK(request.body.size() <= limits.maxBodyBytes);
    FUZZ_CHECK(request.headers.size() <= std::size_t(limits.maxHeaderCount));
    FUZZ_CHECK(!request.path.empty() && request.path.front() == '/');
    FUZZ_CHECK(request.method == "GET" || request.method == "POST");

    std::vector<std::string> criteria;
    for (const ad::Criterion &c : fuzz::embeddedCatalog().criteria) criteria.push_back(c.id);
    ad::Diagnostics problems;
    const std::optional<ad::WebBallot> ballot = ad::parseWebBallot(request.body, criteria, problems);
    FUZZ_CHECK(ballot.has_value() == problems.empty());
    if (ballot) {
        FUZZ_CHECK(ballot->weights.size() == criteria.size());
        for (const auto &[id, weight] : ballot->weights) FUZZ_CHECK(weight >= 1 && weight <= 5);
    }
    return 0;
}
