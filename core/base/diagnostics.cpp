#include "base/diagnostics.h"

#include "base/input_limits.h"

#include <algorithm>
#include <charconv>
#include <cstdio>

namespace ad {

namespace {

bool isContinuation(unsigned char c) { return (c & 0xC0) == 0x80; }

// Byte offset just after the first `chars` characters of `text`.
std::size_t prefixBytes(std::string_view text, std::size_t chars)
{
    std::size_t at = 0;
    for (std::size_t seen = 0; at < text.size(); ++at) {
        if (!isContinuation(static_cast<unsigned char>(text[at])) && seen++ == chars) break;
    }
    return at;
}

// Byte offset where the last `chars` characters of `text` start.
std::size_t suffixStart(std::string_view text, std::size_t chars)
{
    std::size_t at = text.size();
    for (std::size_t seen = 0; at > 0 && seen < chars;) {
        --at;
        if (!isContinuation(static_cast<unsigned char>(text[at]))) ++seen;
    }
    return at;
}

std::string characters(std::size_t n)
{
    return groupedNumber(n) + (n == 1 ? " character" : " characters");
}

// The code point starting at text[at] when it is one of the invisible characters that reorder
// text around them (U+200E/F, U+202A..E, U+2066..9), else 0. Their UTF-8 starts with E2 80 or E2 81.
unsigned bidiControl(std::string_view text, std::size_t at)
{
    if (at + 2 >= text.size() || static_cast<unsigned char>(text[at]) != 0xE2) return 0;
    const unsigned b1 = static_cast<unsigned char>(text[at + 1]);
    const unsigned b2 = static_cast<unsigned char>(text[at + 2]);
    const unsigned cp = 0x2000 | ((b1 & 0x3F) << 6) | (b2 & 0x3F);
    if ((b1 & 0xC0) != 0x80 || (b2 & 0xC0) != 0x80) return 0;
    if (cp == 0x200E || cp == 0x200F || (cp >= 0x202A && cp <= 0x202E)
        || (cp >= 0x2066 && cp <= 0x2069))
        return cp;
    return 0;
}

std::string escaped(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        char buffer[8];
        if (c == '\n') out += "\\n";
        else if (c == '\t') out += "\\t";
        else if (c == '\r') out += "\\r";
        else if (c == '"') out += "\\\"";
        else if (c == '\\') out += "\\\\";
        else if (c < 0x20 || c == 0x7F) {
            std::snprintf(buffer, sizeof buffer, "\\u%04x", c);
            out += buffer;
        } else if (const unsigned cp = bidiControl(text, i)) {
            std::snprintf(buffer, sizeof buffer, "\\u%04x", cp);
            out += buffer;
            i += 2;
        } else {
            out += static_cast<char>(c);
        }
    }
    return out;
}

} // namespace

std::string Diagnostic::toString(const TextStyle &style) const
{
    const Diagnostic d = bounded(*this);
    std::string text = d.file;
    if (!d.pointer.empty()) text += (text.empty() ? "" : ": ") + d.pointer;
    text += (text.empty() ? "" : ": ") + write(d.message, style);
    if (severity == Severity::Warning)
        return write(msg(QT_TRANSLATE_NOOP("Message", "warning: %1"), {arg::verbatim(std::move(text))}),
                     style);
    return text;
}

bool hasErrors(const Diagnostics &diagnostics)
{
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [](const Diagnostic &d) { return d.severity == Severity::Error; });
}

std::size_t characterCount(std::string_view text)
{
    return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) {
        return !isContinuation(static_cast<unsigned char>(c));
    }));
}

std::string groupedNumber(std::uintmax_t value)
{
    std::string digits = std::to_string(value);
    for (std::size_t at = digits.size(); at > 3; at -= 3) digits.insert(at - 3, ",");
    return digits;
}

std::string quoteText(std::string_view text)
{
    constexpr std::size_t limit = limits::quotedChars;
    // Counting is linear; only text longer in bytes than the limit can be longer in characters.
    if (text.size() <= limit || characterCount(text) <= limit)
        return "\"" + escaped(text) + "\"";
    return "\"" + escaped(text.substr(0, prefixBytes(text, limit))) + "…\" ("
         + characters(characterCount(text)) + ")";
}

Arg arg::quoted(std::string_view text)
{
    constexpr std::size_t limit = limits::quotedChars;
    if (text.size() <= limit || characterCount(text) <= limit)
        return arg::verbatim("\"" + escaped(text) + "\"");
    return arg::nested(msg(QT_TRANSLATE_NOOP("Message", "%1 (%2 characters)"),
                           {arg::verbatim("\"" + escaped(text.substr(0, prefixBytes(text, limit))) + "…\""),
                            arg::count(double(characterCount(text)))}));
}

std::string elidedMiddle(std::string_view text, std::size_t maxChars)
{
    if (text.size() <= maxChars || characterCount(text) <= maxChars) return std::string(text);
    const std::size_t head = maxChars / 2, tail = maxChars - head - 1;
    return std::string(text.substr(0, prefixBytes(text, head))) + "…"
         + std::string(text.substr(suffixStart(text, tail)));
}

std::string boundedPointer(std::string_view pointer)
{
    // Cheap when nothing needs cutting, which is every pointer of a sane file.
    if (pointer.size() <= limits::quotedChars) return std::string(pointer);
    std::string out;
    std::size_t at = 0;
    while (at < pointer.size()) {
        const std::size_t next = std::min(pointer.find('/', at + 1), pointer.size());
        const std::string_view token = pointer.substr(at, next - at); // with its leading '/'
        if (token.size() <= limits::quotedChars + 1
            || characterCount(token) <= limits::quotedChars + 1) {
            out += token;
        } else {
            out += std::string(token.substr(0, prefixBytes(token, limits::quotedChars + 1))) + "…("
                 + characters(characterCount(token) - 1) + ")";
        }
        at = next;
    }
    return elidedMiddle(out, limits::pointerChars);
}

namespace {

// The text a message quotes, each cut in the middle to the length a whole message may have: the
// template is the program's own, so only what it quotes can make it long.
void boundArgs(Message &m)
{
    Arg *args = m.args.edit();
    for (std::size_t i = 0; i < m.args.size(); ++i) {
        Arg &a = args[i];
        if (a.text.size() > limits::messageChars) a.text = elidedMiddle(a.text, limits::messageChars);
        for (Message &nested : a.nested.edit()) boundArgs(nested);
    }
}

} // namespace

Diagnostic bounded(Diagnostic d)
{
    if (d.pointer.size() > limits::quotedChars) d.pointer = boundedPointer(d.pointer);
    if (d.file.size() > limits::fileNameChars) d.file = elidedMiddle(d.file, limits::fileNameChars);
    boundArgs(d.message);
    return d;
}

void addDiagnostic(Diagnostics &out, Diagnostic d)
{
    constexpr std::size_t listed = limits::listedProblems;
    if (out.size() < listed) {
        out.push_back(bounded(std::move(d)));
        return;
    }
    if (out.size() == listed) {
        out.push_back({d.severity, bounded(d).file, "",
                       msg(QT_TRANSLATE_NOOP("Message", "more problems were found than are listed "
                                                        "here; the first %1 are above"),
                           {arg::count(double(listed))})});
        return;
    }
    // The summary line is out.back() as long as only addDiagnostic() appends.
    if (d.severity == Severity::Error) out.back().severity = Severity::Error;
}

std::string formatBytes(std::uintmax_t bytes)
{
    constexpr std::uintmax_t kib = 1024, mib = kib * kib;
    if (bytes < kib) return std::to_string(bytes) + (bytes == 1 ? " byte" : " bytes");
    const bool mega = bytes >= mib;
    const std::uintmax_t unit = mega ? mib : kib;
    const char *name = mega ? " MiB" : " KiB";
    if (bytes % unit == 0) return groupedNumber(bytes / unit) + name;
    // to_chars, not printf: "1.5 MiB" in the message whatever the process locale.
    char buffer[64];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, static_cast<double>(bytes) / unit,
                                   std::chars_format::fixed, 1).ptr;
    return std::string(buffer, end) + name;
}

Message bytesMessage(std::uintmax_t bytes)
{
    constexpr std::uintmax_t kib = 1024, mib = kib * kib;
    if (bytes == 1) return msg(QT_TRANSLATE_NOOP("Message", "1 byte"));
    if (bytes < kib)
        return msg(QT_TRANSLATE_NOOP("Message", "%1 bytes"), {arg::count(double(bytes))});
    const bool mega = bytes >= mib;
    const double value = double(bytes) / double(mega ? mib : kib);
    // One decimal unless the size is a whole number of units, as formatBytes() writes it.
    const Arg number = bytes % (mega ? mib : kib) == 0 ? arg::count(value) : arg::number(value, 1);
    return mega ? msg(QT_TRANSLATE_NOOP("Message", "%1 MiB"), {number})
                : msg(QT_TRANSLATE_NOOP("Message", "%1 KiB"), {number});
}

Message fileTooLargeMessage(std::uintmax_t size, std::uintmax_t limit)
{
    const std::string have = formatBytes(size), most = formatBytes(limit);
    // "16.0 MiB; files above 16 MiB" would read as no excess at all: give the bytes then.
    std::string rounded = have;
    if (const auto dot = rounded.find(".0 "); dot != std::string::npos) rounded.erase(dot, 2);
    if (rounded == most)
        return msg(QT_TRANSLATE_NOOP("Message", "the file is %1 bytes; files above %2 (%3 bytes) "
                                                "are refused"),
                   {arg::count(double(size)), arg::nested(bytesMessage(limit)),
                    arg::count(double(limit))});
    return msg(QT_TRANSLATE_NOOP("Message", "the file is %1; files above %2 are refused"),
               {arg::nested(bytesMessage(size)), arg::nested(bytesMessage(limit))});
}

} // namespace ad
