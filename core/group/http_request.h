#pragma once
// A strict reader of one HTTP/1.1 request, for the workshop's web session on the room's network
// (docs/workshop.md, "From everyone's own device"). Whatever arrives on the socket goes through
// here before anything else looks at it, so the limits are checked while bytes arrive: a request
// line or header block longer than the cap, a body longer than the cap, a chunked body or a
// second Content-Length is refused before it is stored. One request per connection: the server
// answers and closes, so there is no pipelining to get wrong (bytes after the announced body are
// dropped).
#include <cstddef>
#include <map>
#include <string>
#include <string_view>

namespace ad {

struct HttpLimits {
    std::size_t maxHeaderBytes = 8 * 1024; // request line and headers, CRLFs included
    std::size_t maxBodyBytes = 16 * 1024;
    int maxHeaderCount = 48;
};

struct HttpRequest {
    std::string method; // "GET", "POST", ...
    std::string path;   // the target before any '?', still percent-encoded
    std::string query;  // after the '?', without it
    std::map<std::string, std::string> headers; // names in lower case, values trimmed
    std::string body;
    // The header's value, or empty when it is absent.
    std::string header(const std::string &lowerCaseName) const;
};

class HttpRequestReader
{
public:
    enum class State { Reading, Complete, Refused };

    explicit HttpRequestReader(HttpLimits limits = {}) : m_limits(limits) {}

    // Takes the next bytes from the socket. After Complete or Refused, further bytes are ignored.
    State feed(std::string_view bytes);
    State state() const { return m_state; }
    // Whether the whole request line has arrived (or more). A connection that has not sent even
    // that after a moment is holding a slot, not asking for anything.
    bool hasRequestLine() const
    {
        return m_headDone || m_state != State::Reading || m_pending.find('\n') != std::string::npos;
    }
    const HttpRequest &request() const { return m_request; }
    // When refused: the status to answer with (400, 405, 411, 413, 431, 501, 505) and why.
    int refusalStatus() const { return m_status; }
    const std::string &refusalReason() const { return m_reason; }

private:
    State refuse(int status, std::string reason);
    State parseHead(std::string_view head);

    HttpLimits m_limits;
    State m_state = State::Reading;
    std::string m_pending; // bytes of the head not yet complete
    bool m_headDone = false;
    std::size_t m_bodyExpected = 0;
    HttpRequest m_request;
    int m_status = 0;
    std::string m_reason;
};

// The reason phrase of a status this server sends ("Not Found").
const char *httpReasonPhrase(int status);

// Whether two secrets are equal, in a time that does not depend on where they first differ.
bool constantTimeEquals(std::string_view a, std::string_view b);

// A bucket of `capacity` requests that refills at `perSecond`: take() is false when it is empty.
// Time is passed in, so tests need no clock.
class RateLimiter
{
public:
    RateLimiter(double capacity, double perSecond)
        : m_capacity(capacity), m_perSecond(perSecond), m_tokens(capacity) {}
    bool take(double nowSeconds);

private:
    double m_capacity, m_perSecond, m_tokens;
    double m_last = -1;
};

} // namespace ad
