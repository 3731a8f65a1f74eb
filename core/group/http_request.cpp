#include "group/http_request.h"

#include <algorithm>
#include <cctype>

namespace ad {

namespace {

// RFC 9110 section 5.6.2: the characters of a token (header names, methods).
bool isTokenChar(unsigned char c)
{
    if (std::isalnum(c)) return true;
    return std::string_view("!#$%&'*+-.^_`|~").find(char(c)) != std::string_view::npos;
}

bool isToken(std::string_view text)
{
    return !text.empty() && std::all_of(text.begin(), text.end(),
                                        [](char c) { return isTokenChar((unsigned char)c); });
}

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
    return text;
}

std::string lowerCase(std::string_view text)
{
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

// Headers whose second copy could make this server and a proxy in between read the request
// differently, or that the server's checks rely on.
bool mustBeSingle(const std::string &name)
{
    return name == "host" || name == "content-length" || name == "origin"
           || name == "content-type" || name == "x-participant";
}

} // namespace

std::string HttpRequest::header(const std::string &lowerCaseName) const
{
    const auto found = headers.find(lowerCaseName);
    return found == headers.end() ? std::string() : found->second;
}

HttpRequestReader::State HttpRequestReader::refuse(int status, std::string reason)
{
    m_state = State::Refused;
    m_status = status;
    m_reason = std::move(reason);
    m_pending.clear();
    m_request.body.clear();
    return m_state;
}

HttpRequestReader::State HttpRequestReader::feed(std::string_view bytes)
{
    if (m_state != State::Reading) return m_state;
    if (!m_headDone) {
        // Only as much as could still belong to the head is kept before its end is found.
        const std::size_t room = m_limits.maxHeaderBytes + 4 - std::min(m_pending.size(),
                                                                        m_limits.maxHeaderBytes + 4);
        const std::size_t before = m_pending.size();
        m_pending.append(bytes.substr(0, room));
        const std::size_t end = m_pending.find("\r\n\r\n", before >= 3 ? before - 3 : 0);
        if (end == std::string::npos) {
            if (m_pending.size() > m_limits.maxHeaderBytes)
                return refuse(431, "the request line and headers are longer than "
                                       + std::to_string(m_limits.maxHeaderBytes) + " bytes");
            return m_state;
        }
        if (end + 4 > m_limits.maxHeaderBytes)
            return refuse(431, "the request line and headers are longer than "
                                   + std::to_string(m_limits.maxHeaderBytes) + " bytes");
        const std::string head = m_pending.substr(0, end);
        // What followed the head in this chunk and the unread part of `bytes` start the body.
        std::string rest = m_pending.substr(end + 4);
        if (bytes.size() > room) rest.append(bytes.substr(room));
        m_pending.clear();
        if (parseHead(head) == State::Refused) return m_state;
        m_headDone = true;
        // Bytes past the announced length would start another request; the server answers this
        // one and closes, so they are dropped, however the reads happened to cut them.
        rest.resize(std::min(rest.size(), m_bodyExpected));
        m_request.body = std::move(rest);
    } else {
        m_request.body.append(bytes.substr(0, m_bodyExpected - m_request.body.size()));
    }
    if (m_request.body.size() == m_bodyExpected) m_state = State::Complete;
    return m_state;
}

HttpRequestReader::State HttpRequestReader::parseHead(std::string_view head)
{
    std::size_t lineEnd = head.find("\r\n");
    const std::string_view requestLine = head.substr(0, lineEnd);
    // METHOD SP target SP HTTP/1.x, exactly one space each (RFC 9112 section 3).
    const std::size_t firstSpace = requestLine.find(' ');
    const std::size_t lastSpace = requestLine.rfind(' ');
    if (firstSpace == std::string_view::npos || lastSpace == firstSpace)
        return refuse(400, "the request line is not METHOD TARGET VERSION");
    const std::string_view method = requestLine.substr(0, firstSpace);
    const std::string_view target = requestLine.substr(firstSpace + 1, lastSpace - firstSpace - 1);
    const std::string_view version = requestLine.substr(lastSpace + 1);
    if (!isToken(method)) return refuse(400, "the method is not a token");
    if (target.empty() || target.front() != '/')
        return refuse(400, "the target is not a path starting with /");
    for (unsigned char c : target)
        if (c <= 0x20 || c >= 0x7f) return refuse(400, "the target has a space or control byte");
    if (version != "HTTP/1.1" && version != "HTTP/1.0")
        return refuse(version.substr(0, 5) == "HTTP/" ? 505 : 400,
                      "only HTTP/1.0 and HTTP/1.1 are spoken here");
    if (method != "GET" && method != "POST")
        return refuse(405, "only GET and POST are answered");
    m_request.method = std::string(method);
    const std::size_t question = target.find('?');
    m_request.path = std::string(target.substr(0, question));
    if (question != std::string_view::npos) m_request.query = std::string(target.substr(question + 1));

    int count = 0;
    while (lineEnd != std::string_view::npos) {
        const std::size_t start = lineEnd + 2;
        lineEnd = head.find("\r\n", start);
        const std::string_view line = head.substr(start, lineEnd == std::string_view::npos
                                                             ? std::string_view::npos
                                                             : lineEnd - start);
        if (++count > m_limits.maxHeaderCount)
            return refuse(431, "more than " + std::to_string(m_limits.maxHeaderCount)
                                   + " headers");
        const std::size_t colon = line.find(':');
        // A line starting with white space would continue the previous one (obsolete folding,
        // RFC 9112 section 5.2): refused, as a proxy might read it otherwise.
        if (colon == std::string_view::npos || !isToken(line.substr(0, colon)))
            return refuse(400, "a header line is not NAME: VALUE");
        const std::string_view value = trimmed(line.substr(colon + 1));
        for (unsigned char c : value)
            if ((c < 0x20 && c != '\t') || c == 0x7f)
                return refuse(400, "a header value has a control byte");
        const std::string name = lowerCase(line.substr(0, colon));
        const auto [it, inserted] = m_request.headers.emplace(name, std::string(value));
        if (!inserted) {
            if (mustBeSingle(name)) return refuse(400, "the header " + name + " appears twice");
            it->second += ", " + std::string(value);
        }
    }

    if (version == "HTTP/1.1" && m_request.header("host").empty())
        return refuse(400, "an HTTP/1.1 request needs a Host header");
    if (m_request.headers.count("transfer-encoding"))
        return refuse(501, "bodies are taken only with a Content-Length, not chunked");
    const std::string length = m_request.header("content-length");
    if (length.empty()) {
        if (m_request.method == "POST") return refuse(411, "a POST needs a Content-Length");
        m_bodyExpected = 0;
        return m_state;
    }
    if (!std::all_of(length.begin(), length.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return refuse(400, "Content-Length is not a number");
    // Ten digits or more is over any cap this server has, and stays clear of overflow.
    if (length.size() > 9 || std::stoul(length) > m_limits.maxBodyBytes)
        return refuse(413, "the body is longer than " + std::to_string(m_limits.maxBodyBytes)
                               + " bytes");
    m_bodyExpected = std::stoul(length);
    if (m_request.method == "GET" && m_bodyExpected > 0)
        return refuse(400, "a GET carries no body");
    return m_state;
}

const char *httpReasonPhrase(int status)
{
    switch (status) {
    case 200: return "OK";
    case 204: return "No Content";
    case 400: return "Bad Request";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 408: return "Request Timeout";
    case 409: return "Conflict";
    case 410: return "Gone";
    case 411: return "Length Required";
    case 413: return "Content Too Large";
    case 415: return "Unsupported Media Type";
    case 422: return "Unprocessable Content";
    case 429: return "Too Many Requests";
    case 431: return "Request Header Fields Too Large";
    case 501: return "Not Implemented";
    case 503: return "Service Unavailable";
    case 505: return "HTTP Version Not Supported";
    default: return "Error";
    }
}

bool constantTimeEquals(std::string_view a, std::string_view b)
{
    // The length of a token is no secret (the link shows it); its bytes are.
    if (a.size() != b.size()) return false;
    unsigned char difference = 0;
    for (std::size_t i = 0; i < a.size(); ++i)
        difference |= (unsigned char)(a[i]) ^ (unsigned char)(b[i]);
    return difference == 0;
}

bool RateLimiter::take(double nowSeconds)
{
    if (m_last >= 0 && nowSeconds > m_last)
        m_tokens = std::min(m_capacity, m_tokens + (nowSeconds - m_last) * m_perSecond);
    if (m_last < 0 || nowSeconds > m_last) m_last = nowSeconds;
    if (m_tokens < 1) return false;
    m_tokens -= 1;
    return true;
}

} // namespace ad
