#include "base/message.h"

#include "base/json_reader.h" // shortNumber
#include "base/number_format.h"

#include <cmath>
#include <optional>
#include <utility>

namespace ad {

bool Arg::operator==(const Arg &other) const
{
    const bool sameValue = value == other.value || (std::isnan(value) && std::isnan(other.value));
    return kind == other.kind && sameValue && decimals == other.decimals && text == other.text
        && nested == other.nested;
}

ArgList::ArgList(std::vector<Arg> args)
{
    if (args.empty()) return;
    Arg *at = allocate(args.size());
    for (Arg &a : args) {
        new (at++) Arg(std::move(a));
        ++m_block->size;
    }
}

ArgList::ArgList(std::initializer_list<Arg> args) : ArgList(std::vector<Arg>(args)) {}

ArgList &ArgList::operator=(const ArgList &other) noexcept
{
    other.retain(); // first: `other` may be this list
    release();
    m_block = other.m_block;
    return *this;
}

ArgList &ArgList::operator=(ArgList &&other) noexcept
{
    if (this != &other) {
        release();
        m_block = std::exchange(other.m_block, nullptr);
    }
    return *this;
}

Arg *ArgList::allocate(std::size_t count)
{
    release();
    void *memory = ::operator new(sizeof(Block) + count * sizeof(Arg));
    m_block = new (memory) Block;
    return m_block->args();
}

void ArgList::release() noexcept
{
    if (!m_block) return;
    // Most lists have a single holder. Then no other thread can add a reference meanwhile (it
    // would need one to copy from), so a plain load tells; the locked decrement it saves was a
    // large part of freeing an assessment.
    if (m_block->references.load(std::memory_order_acquire) == 1
        || m_block->references.fetch_sub(1, std::memory_order_acq_rel) == 1) {
        Arg *args = m_block->args();
        for (std::size_t i = m_block->size; i > 0; --i) args[i - 1].~Arg();
        m_block->~Block();
        ::operator delete(m_block);
    }
    m_block = nullptr;
}

Arg *ArgList::edit()
{
    if (m_block && m_block->references.load(std::memory_order_acquire) > 1)
        *this = ArgList(std::vector<Arg>(begin(), end()));
    return m_block ? m_block->args() : nullptr;
}

bool ArgList::operator==(const ArgList &other) const
{
    if (m_block == other.m_block) return true;
    if (size() != other.size()) return false;
    for (std::size_t i = 0; i < size(); ++i)
        if (!((*this)[i] == other[i])) return false;
    return true;
}

namespace arg {
Arg money(double usd) { return {Arg::Kind::Money, usd, 0, {}, {}}; }
Arg percent(double fraction, int decimals) { return {Arg::Kind::Percent, fraction, decimals, {}, {}}; }
Arg cases(double share) { return {Arg::Kind::Cases, share, 0, {}, {}}; }
Arg count(double value) { return {Arg::Kind::Count, value, 0, {}, {}}; }
Arg amount(double value) { return {Arg::Kind::Amount, value, 0, {}, {}}; }
Arg number(double value, int decimals) { return {Arg::Kind::Number, value, decimals, {}, {}}; }
Arg points(double value) { return {Arg::Kind::Points, value, 0, {}, {}}; }
Arg exact(double value) { return {Arg::Kind::Exact, value, 0, {}, {}}; }
Arg days(double value) { return {Arg::Kind::Days, value, 0, {}, {}}; }
Arg verbatim(std::string text) { return {Arg::Kind::Verbatim, 0, 0, std::move(text), {}}; }
Arg catalog(std::string text) { return {Arg::Kind::Catalog, 0, 0, std::move(text), {}}; }
Arg field(std::string label) { return {Arg::Kind::Field, 0, 0, std::move(label), {}}; }
Arg nested(Message message)
{
    // Not {std::move(message)}: a braced list would copy the message with all its arguments.
    Arg a{Arg::Kind::Nested, 0, 0, {}, {}};
    a.nested.reserve(1);
    a.nested.push_back(std::move(message));
    return a;
}
Arg clauses(Clauses clauses) { return {Arg::Kind::Nested, 0, 0, {}, std::move(clauses)}; }
} // namespace arg

const TextStyle &englishStyle()
{
    static const TextStyle style;
    return style;
}

namespace {

std::string translated(const TextStyle &style, const char *english)
{
    return style.translate ? style.translate(english) : std::string(english);
}

// %1 … %9 in `pattern` replaced by `values`; a '%' before anything else stays as it is.
std::string fill(const std::string &pattern, const std::vector<std::string> &values)
{
    std::string out;
    out.reserve(pattern.size() + 16 * values.size());
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        if (c == '%' && i + 1 < pattern.size() && pattern[i + 1] >= '1' && pattern[i + 1] <= '9') {
            const std::size_t index = std::size_t(pattern[i + 1] - '1');
            if (index < values.size()) out += values[index];
            ++i;
        } else {
            out += c;
        }
    }
    return out;
}

// An English number ("1,234.5") in the style's marks ("1.234,5").
std::string localDigits(const std::string &english, const TextStyle &style)
{
    if (style.decimalPoint == "." && style.groupSeparator == ",") return english;
    std::string out;
    for (const char c : english) {
        if (c == '.') out += style.decimalPoint;
        else if (c == ',') out += style.groupSeparator;
        else out += c;
    }
    return out;
}

bool endsWith(const std::string &text, std::string_view tail)
{
    return text.size() >= tail.size() && text.compare(text.size() - tail.size(), tail.size(), tail) == 0;
}

// English number text with a unit word after it: the number in the style's marks, the word
// through the template that carries it.
struct Worded {
    std::string_view suffix;
    Template pattern;
};

// The English text through the template of the word it ends with; nothing when it ends with none.
std::optional<std::string> worded(const std::string &english, std::initializer_list<Worded> words,
                                  const TextStyle &style)
{
    for (const Worded &w : words)
        if (endsWith(english, w.suffix))
            return fill(translated(style, w.pattern.text()),
                        {localDigits(english.substr(0, english.size() - w.suffix.size()), style)});
    return std::nullopt;
}

std::string withWord(const std::string &english, std::initializer_list<Worded> words,
                     const TextStyle &style)
{
    if (english == "n/a") return translated(style, QT_TRANSLATE_NOOP("Message", "n/a"));
    return worded(english, words, style).value_or(localDigits(english, style));
}

// "$1,234", "-$7.4 M" as formatUsdAlike() wrote it, in the style's form ("1.234 $", "-7,4 Mio. $").
std::string money(const std::string &english, const TextStyle &style)
{
    if (english == "n/a") return translated(style, QT_TRANSLATE_NOOP("Message", "n/a"));
    const bool negative = !english.empty() && english[0] == '-';
    const std::string body = english.substr(negative ? 2 : 1); // after "-$" or "$"
    const std::string out = worded(body, {{" M", QT_TRANSLATE_NOOP("Message", "$%1 M")},
                                          {" B", QT_TRANSLATE_NOOP("Message", "$%1 B")}},
                                   style)
                                .value_or(fill(translated(style, QT_TRANSLATE_NOOP("Message", "$%1")),
                                               {localDigits(body, style)}));
    return negative ? "-" + style.signJoiner + out : out;
}

std::string percent(double fraction, int decimals, const TextStyle &style)
{
    const std::string english = formatPercent(fraction, decimals); // "12.5%"
    if (english == "n/a") return translated(style, QT_TRANSLATE_NOOP("Message", "n/a"));
    return fill(translated(style, QT_TRANSLATE_NOOP("Message", "%1%")),
                {localDigits(english.substr(0, english.size() - 1), style)});
}

std::string cases(double share, const TextStyle &style)
{
    if (share >= 1) return translated(style, QT_TRANSLATE_NOOP("Message", "every one"));
    if (share > 0.995) return translated(style, QT_TRANSLATE_NOOP("Message", "more than 99%"));
    if (share <= 0) return translated(style, QT_TRANSLATE_NOOP("Message", "none"));
    if (share < 0.005) return translated(style, QT_TRANSLATE_NOOP("Message", "fewer than 1%"));
    return percent(share, 0, style);
}

std::string render(const Message &message, const TextStyle &style, const std::vector<std::string> &alike,
                   std::size_t &nextAmount);

std::string one(const Arg &a, const TextStyle &style, const std::vector<std::string> &alike,
                std::size_t &nextAmount)
{
    switch (a.kind) {
    case Arg::Kind::Money: return money(alike[nextAmount++], style);
    case Arg::Kind::Percent: return percent(a.value, a.decimals, style);
    case Arg::Kind::Cases: return cases(a.value, style);
    case Arg::Kind::Count: return localDigits(formatNumber(std::round(a.value), 0), style);
    case Arg::Kind::Amount:
        return withWord(formatCount(a.value),
                        {{" trillion", QT_TRANSLATE_NOOP("Message", "%1 trillion")},
                         {" billion", QT_TRANSLATE_NOOP("Message", "%1 billion")},
                         {" million", QT_TRANSLATE_NOOP("Message", "%1 million")},
                         {" thousand", QT_TRANSLATE_NOOP("Message", "%1 thousand")}},
                        style);
    case Arg::Kind::Number: return localDigits(formatNumber(a.value, a.decimals), style);
    case Arg::Kind::Points: return localDigits(formatShort(a.value), style);
    case Arg::Kind::Exact: return localDigits(shortNumber(a.value), style);
    case Arg::Kind::Days: {
        const std::string english = formatDuration(a.value);
        if (english == "never") return translated(style, QT_TRANSLATE_NOOP("Message", "never"));
        return withWord(english,
                        {{" years", QT_TRANSLATE_NOOP("Message", "%1 years")},
                         {" hours", QT_TRANSLATE_NOOP("Message", "%1 hours")},
                         {" hour", QT_TRANSLATE_NOOP("Message", "%1 hour")},
                         {" days", QT_TRANSLATE_NOOP("Message", "%1 days")},
                         {" day", QT_TRANSLATE_NOOP("Message", "%1 day")}},
                        style);
    }
    case Arg::Kind::Verbatim: return a.text;
    case Arg::Kind::Catalog: return style.translateCatalog ? style.translateCatalog(a.text) : a.text;
    case Arg::Kind::Field: return style.translateField ? style.translateField(a.text) : a.text;
    case Arg::Kind::Nested: {
        std::string out;
        for (const Message &m : a.nested) {
            std::string part = render(m, style, alike, nextAmount);
            if (part.empty()) continue;
            if (!out.empty()) out += "; ";
            out += part;
        }
        return out;
    }
    }
    return {};
}

// Every amount of the message and of those nested in it, in the order render() meets them.
void collectAmounts(const Message &message, std::vector<double> &amounts)
{
    for (const Arg &a : message.args) {
        if (a.kind == Arg::Kind::Money) amounts.push_back(a.value);
        if (a.kind == Arg::Kind::Nested)
            for (const Message &m : a.nested) collectAmounts(m, amounts);
    }
}

std::string render(const Message &message, const TextStyle &style, const std::vector<std::string> &alike,
                   std::size_t &nextAmount)
{
    std::vector<std::string> values;
    values.reserve(message.args.size());
    for (const Arg &a : message.args) values.push_back(one(a, style, alike, nextAmount));
    return fill(translated(style, message.text.text()), values);
}

} // namespace

std::string write(const Message &message, const TextStyle &style)
{
    std::vector<double> amounts;
    collectAmounts(message, amounts);
    const std::vector<std::string> alike = formatUsdAlike(amounts);
    std::size_t nextAmount = 0;
    return render(message, style, alike, nextAmount);
}

namespace {

std::string joined(std::span<const Message> text, const TextStyle &style, std::string_view separator)
{
    std::string out;
    for (const Message &m : text) {
        std::string part = write(m, style);
        if (part.empty()) continue;
        if (!out.empty()) out += separator;
        out += part;
    }
    return out;
}

} // namespace

std::string write(const Text &text, const TextStyle &style) { return joined(text, style, " "); }

std::string writeClauses(std::span<const Message> clauses, const TextStyle &style)
{
    return joined(clauses, style, "; ");
}

Message named(std::string name)
{
    // Not {"%1", {arg::verbatim(name)}}: the braced list would copy the name a second time.
    return {"%1", ArgList::of(arg::verbatim(std::move(name)))};
}

} // namespace ad
