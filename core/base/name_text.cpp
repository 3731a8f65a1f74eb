#include "base/name_text.h"

#include "base/message.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <utility>
#include <vector>

namespace ad {

namespace {

struct Range {
    char32_t first, last;
};

// General categories Cc, Zl, Zp and Cf, from DerivedGeneralCategory.txt of the Unicode Character
// Database 15.0. Cf holds the bidirectional controls (U+202A..U+202E, U+2066..U+2069, U+200E,
// U+200F, U+061C), the zero-width characters (U+200B..U+200D, U+2060, U+FEFF) and the other
// format characters; Zl and Zp are U+2028 and U+2029; Cc includes U+0085 (next line).
constexpr Range controls[] = {{0x0000, 0x001F}, {0x007F, 0x009F}};
constexpr Range separators[] = {{0x2028, 0x2029}};
constexpr Range format[] = {
    {0x00AD, 0x00AD},   {0x0600, 0x0605},   {0x061C, 0x061C},   {0x06DD, 0x06DD},
    {0x070F, 0x070F},   {0x0890, 0x0891},   {0x08E2, 0x08E2},   {0x180E, 0x180E},
    {0x200B, 0x200F},   {0x202A, 0x202E},   {0x2060, 0x2064},   {0x2066, 0x206F},
    {0xFEFF, 0xFEFF},   {0xFFF9, 0xFFFB},   {0x110BD, 0x110BD}, {0x110CD, 0x110CD},
    {0x13430, 0x1343F}, {0x1BCA0, 0x1BCA3}, {0x1D173, 0x1D17A}, {0xE0001, 0xE0001},
    {0xE0020, 0xE007F}};
// Default_Ignorable_Code_Point (DerivedCoreProperties.txt, Unicode 15.0) outside Cf: drawn as
// nothing, though their category is a letter or a mark. The variation selectors (U+FE00..U+FE0F,
// U+E0100..U+E01EF) are left out on purpose: emoji need them.
constexpr Range ignorable[] = {{0x034F, 0x034F}, {0x115F, 0x1160}, {0x17B4, 0x17B5},
                               {0x180B, 0x180D}, {0x180F, 0x180F}, {0x3164, 0x3164},
                               {0xFFA0, 0xFFA0}, {0xFFF0, 0xFFF8}, {0xE0000, 0xE0000},
                               {0xE0002, 0xE001F}, {0xE0080, 0xE00FF}, {0xE01F0, 0xE0FFF}};
// Space separators (Zs): visible as a gap, allowed inside a name, trimmed at its ends.
constexpr Range spaces[] = {{0x0020, 0x0020}, {0x00A0, 0x00A0}, {0x1680, 0x1680},
                            {0x2000, 0x200A}, {0x202F, 0x202F}, {0x205F, 0x205F},
                            {0x3000, 0x3000}};

template<std::size_t N>
bool in(const Range (&ranges)[N], char32_t c)
{
    return std::any_of(std::begin(ranges), std::end(ranges),
                       [c](const Range &r) { return c >= r.first && c <= r.last; });
}

bool isBidiControl(char32_t c)
{
    return c == 0x061C || c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E)
        || (c >= 0x2066 && c <= 0x2069);
}

bool isNonCharacter(char32_t c)
{
    return (c >= 0xFDD0 && c <= 0xFDEF) || (c & 0xFFFE) == 0xFFFE;
}

// What kind of character `c` is, for the message, or nullptr when a name may hold it.
// The kind of a character a name may not hold, or an empty message.
Message forbiddenKind(char32_t c)
{
    if (in(controls, c)) return msg(QT_TRANSLATE_NOOP("Message", "a control character"));
    if (in(separators, c)) return msg(QT_TRANSLATE_NOOP("Message", "a line or paragraph separator"));
    if (isBidiControl(c)) return msg(QT_TRANSLATE_NOOP("Message", "a bidirectional control"));
    if (in(format, c) || in(ignorable, c))
        return msg(QT_TRANSLATE_NOOP("Message", "an invisible character"));
    if (isNonCharacter(c)) return msg(QT_TRANSLATE_NOOP("Message", "a noncharacter"));
    return {};
}

// Strict UTF-8 (RFC 3629): no overlong forms, no surrogates, nothing past U+10FFFF. Decodes into
// `out` when given; returns the offset of the first byte that breaks the rules, or npos.
std::size_t decodeInto(std::string_view text, std::vector<char32_t> *out)
{
    for (std::size_t i = 0; i < text.size();) {
        const auto b0 = static_cast<unsigned char>(text[i]);
        int length = 0;
        char32_t c = 0, min = 0;
        if (b0 < 0x80) { length = 1; c = b0; }
        else if ((b0 & 0xE0) == 0xC0) { length = 2; c = b0 & 0x1F; min = 0x80; }
        else if ((b0 & 0xF0) == 0xE0) { length = 3; c = b0 & 0x0F; min = 0x800; }
        else if ((b0 & 0xF8) == 0xF0) { length = 4; c = b0 & 0x07; min = 0x10000; }
        else return i;
        if (i + std::size_t(length) > text.size()) return i;
        for (int k = 1; k < length; ++k) {
            const auto b = static_cast<unsigned char>(text[i + std::size_t(k)]);
            if ((b & 0xC0) != 0x80) return i;
            c = (c << 6) | (b & 0x3F);
        }
        if (c < min || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return i;
        if (out) out->push_back(c);
        i += std::size_t(length);
    }
    return std::string_view::npos;
}

std::optional<std::vector<char32_t>> decode(std::string_view text)
{
    std::vector<char32_t> out;
    out.reserve(text.size());
    if (decodeInto(text, &out) != std::string_view::npos) return std::nullopt;
    return out;
}

void append(std::string &out, char32_t c)
{
    if (c < 0x80) {
        out += char(c);
    } else if (c < 0x800) {
        out += char(0xC0 | (c >> 6));
        out += char(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += char(0xE0 | (c >> 12));
        out += char(0x80 | ((c >> 6) & 0x3F));
        out += char(0x80 | (c & 0x3F));
    } else {
        out += char(0xF0 | (c >> 18));
        out += char(0x80 | ((c >> 12) & 0x3F));
        out += char(0x80 | ((c >> 6) & 0x3F));
        out += char(0x80 | (c & 0x3F));
    }
}

// Letters of other scripts drawn like Latin ones, and Latin forms drawn alike, from Unicode
// TS #39's confusables.txt (the common subset: Cyrillic, Greek, fullwidth; 0 as o; I and 1 as l).
// Mapped after lower-casing, to lower-case Latin.
constexpr std::pair<char32_t, char> lookalikes[] = {
    {U'0', 'o'},    {U'1', 'l'},    {0x0131, 'i'},  {0x03B1, 'a'},  {0x03B2, 'b'},
    {0x03B5, 'e'},  {0x03B6, 'z'},  {0x03B7, 'h'},  {0x03B9, 'i'},  {0x03BA, 'k'},  {0x03BC, 'm'},
    {0x03BD, 'v'},  {0x03BF, 'o'},  {0x03C1, 'p'},  {0x03C4, 't'},  {0x03C5, 'u'},  {0x03C7, 'x'},
    {0x0430, 'a'},  {0x0432, 'b'},  {0x0435, 'e'},  {0x043A, 'k'},  {0x043C, 'm'},  {0x043D, 'h'},
    {0x043E, 'o'},  {0x0440, 'p'},  {0x0441, 'c'},  {0x0442, 't'},  {0x0443, 'y'},  {0x0445, 'x'},
    {0x0455, 's'},  {0x0456, 'i'},  {0x0458, 'j'},  {0x04BB, 'h'},  {0x04CF, 'l'},  {0x0501, 'd'},
    {0x051B, 'q'},  {0x051D, 'w'}};

char32_t lowered(char32_t c)
{
    if (c >= U'A' && c <= U'Z') return c + 0x20;
    if (c >= 0xC0 && c <= 0xDE && c != 0xD7) return c + 0x20;   // Latin-1 letters
    if (c >= 0x0391 && c <= 0x03A9) return c + 0x20;             // Greek
    if (c >= 0x0410 && c <= 0x042F) return c + 0x20;             // Cyrillic
    if (c >= 0x0400 && c <= 0x040F) return c + 0x50;
    if (c >= 0xFF21 && c <= 0xFF3A) return c - 0xFF21 + U'a';    // fullwidth Latin
    if (c >= 0xFF41 && c <= 0xFF5A) return c - 0xFF41 + U'a';
    if (c >= 0xFF10 && c <= 0xFF19) return c - 0xFF10 + U'0';
    return c;
}

} // namespace

std::size_t invalidUtf8Offset(std::string_view text) { return decodeInto(text, nullptr); }

Message nameProblem(std::string_view name, std::size_t maxChars)
{
    const std::optional<std::vector<char32_t>> chars = decode(name);
    if (!chars) return msg(QT_TRANSLATE_NOOP("Message", "is not valid UTF-8 text"));
    if (chars->size() > maxChars)
        return msg(QT_TRANSLATE_NOOP("Message", "is %1 characters long; at most %2 are allowed"),
                   {arg::exact(double(chars->size())), arg::exact(double(maxChars))});
    for (char32_t c : *chars) {
        if (Message kind = forbiddenKind(c); !kind.empty()) {
            char code[16];
            std::snprintf(code, sizeof code, "U+%04X", unsigned(c));
            return msg(QT_TRANSLATE_NOOP("Message", "must not contain %1, %2"),
                       {arg::verbatim(code), arg::nested(std::move(kind))});
        }
    }
    return {};
}

std::string nameTextProblem(std::string_view name, std::size_t maxChars)
{
    return write(nameProblem(name, maxChars));
}

std::string trimmedName(std::string_view name)
{
    const std::optional<std::vector<char32_t>> chars = decode(name);
    if (!chars) {
        // Not text: only ASCII blanks come off; the check that follows refuses it anyway.
        const auto first = name.find_first_not_of(" \t\r\n");
        if (first == std::string_view::npos) return {};
        return std::string(name.substr(first, name.find_last_not_of(" \t\r\n") - first + 1));
    }
    auto isBlank = [](char32_t c) { return in(spaces, c) || c == '\t' || c == '\r' || c == '\n'; };
    auto first = std::find_if_not(chars->begin(), chars->end(), isBlank);
    auto last = std::find_if_not(chars->rbegin(), std::make_reverse_iterator(first), isBlank).base();
    std::string out;
    for (auto it = first; it != last; ++it) append(out, *it);
    return out;
}

std::string lookalikeKey(std::string_view name)
{
    const std::optional<std::vector<char32_t>> chars = decode(name);
    if (!chars) return std::string(name);
    std::vector<char32_t> mapped;
    for (char32_t c : *chars) {
        if (in(spaces, c)) {
            if (mapped.empty() || mapped.back() != U' ') mapped.push_back(U' ');
            continue;
        }
        // A capital I is drawn like a small l in most sans-serif faces.
        c = c == U'I' ? U'l' : lowered(c);
        for (const auto &[from, to] : lookalikes)
            if (c == from) c = char32_t(to);
        // "rn" is drawn like "m" in most sans-serif faces.
        if (c == U'n' && !mapped.empty() && mapped.back() == U'r') {
            mapped.back() = U'm';
            continue;
        }
        mapped.push_back(c);
    }
    std::string out;
    for (char32_t c : mapped) append(out, c);
    return out;
}

std::string isolated(std::string_view text)
{
    return "\u2068" + std::string(text) + "\u2069";
}

} // namespace ad
