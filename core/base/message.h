#pragma once
// Sentences the core writes for people, kept as an English template and typed values until a
// front end writes them for its reader. The core never finishes a sentence itself: write() turns
// a message into text with a TextStyle, which the command line leaves English and the desktop
// application fills from its language (decimal mark, digit grouping, translated templates).
// docs/translations.md tells how the templates reach the translators.
#include "base/shared_list.h"

#include <atomic>
#include <cstddef>
#include <functional>
#include <initializer_list>
#include <new>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

// lupdate collects the templates from the core's sources through this marker; the core has no
// Qt, so the marker is the text itself.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, x) x
#endif

namespace ad {

// The English template of a message, a string literal marked for lupdate under the context
// "Message": QT_TRANSLATE_NOOP("Message", "Trainium is cheaper in %1 of %2 cases."). %1 to %9
// stand for the arguments. A literal is required (consteval), so a template is never a sentence
// the core has already put together.
class Template {
public:
    constexpr Template() = default;
    consteval Template(const char *text) : m_text(text) {}
    const char *text() const { return m_text; }
    bool operator==(const Template &other) const { return std::string_view(m_text) == other.m_text; }

private:
    const char *m_text = "";
};

struct Message;
// The clauses of one remark (an explanation's note), shared by the copies of the remark.
using Clauses = SharedList<Message>;

// One value in a message, with what it is, so that each front end writes it in its own form.
struct Arg {
    enum class Kind {
        Money,    // US dollars; the amounts of one message share one form ("$7.4 M against $16.6 M")
        Percent,  // a fraction written as a percentage with `decimals`
        Cases,    // a share of sampled cases: never "100%" or "0%" unless it is all or none
        Count,    // samples, inputs, claims: a whole number ("10,000")
        Amount,   // runs, tokens: three significant digits, large ones in words ("1.2 million")
        Number,   // a plain number with `decimals`
        Points,   // decision points, one decimal when it has one
        Exact,    // a figure as given, up to ten significant digits ("13.22895", "0.5")
        Days,     // a duration in days, written in hours, days or years
        Verbatim, // a name the catalog or the user gave (an option, a source id): never translated
        Catalog,  // a text from the catalog's data (a criterion's name, a figure's note), which a
                  // front end may put into its language through TextStyle::translateCatalog
        Field,    // a scenario field's label as the input forms show it (scenario_fields.cpp),
                  // which a front end puts into its language through TextStyle::translateField
        Nested,   // a message of its own, written in place
    };
    Kind kind = Kind::Verbatim;
    double value = 0;
    int decimals = 0;
    std::string text;
    Clauses nested;             // when kind is Nested: one message, or clauses joined by "; "
                                // (shared with the explanation whose note it is)
    bool operator==(const Arg &) const;
};

// The arguments of a message, held once and shared by the message's copies. A message is copied
// far more often than it is built (into explanations, notes and lists of figures used); copying
// its arguments, each with its text and nested messages, was the larger part of an assessment's
// work. The arguments never change after they are built; edit() gives a message its own copy
// first when another message shares them.
class ArgList {
public:
    ArgList() = default;
    ArgList(std::vector<Arg> args);
    ArgList(std::initializer_list<Arg> args);
    ArgList(const ArgList &other) noexcept : m_block(other.m_block) { retain(); }
    ArgList(ArgList &&other) noexcept : m_block(std::exchange(other.m_block, nullptr)) {}
    ArgList &operator=(const ArgList &other) noexcept;
    ArgList &operator=(ArgList &&other) noexcept;
    ~ArgList() { release(); }

    // The list of `args`, each moved in: one allocation for the arguments and their count.
    template <class... Args>
    static ArgList of(Args &&...args)
    {
        ArgList list;
        if constexpr (sizeof...(args) > 0) {
            Arg *at = list.allocate(sizeof...(args));
            ((new (at++) Arg(std::forward<Args>(args)), ++list.m_block->size), ...);
        }
        return list;
    }

    std::size_t size() const { return m_block ? m_block->size : 0; }
    bool empty() const { return size() == 0; }
    const Arg *begin() const { return m_block ? m_block->args() : nullptr; }
    const Arg *end() const { return begin() + size(); }
    const Arg &operator[](std::size_t i) const { return begin()[i]; }
    const Arg &front() const { return *begin(); }
    // The arguments to change in place, no longer shared with any other message.
    Arg *edit();
    bool operator==(const ArgList &other) const;

private:
    struct Block {
        std::atomic<unsigned> references{1};
        std::size_t size = 0; // arguments constructed so far, after the block
        Arg *args() { return reinterpret_cast<Arg *>(this + 1); }
        const Arg *args() const { return reinterpret_cast<const Arg *>(this + 1); }
    };
    static_assert(sizeof(Block) % alignof(Arg) == 0, "the arguments follow the block");
    Arg *allocate(std::size_t count);
    void retain() const
    {
        if (m_block) m_block->references.fetch_add(1, std::memory_order_relaxed);
    }
    void release() noexcept;
    Block *m_block = nullptr;
};

struct Message {
    Template text;
    ArgList args;
    bool empty() const { return *text.text() == '\0'; }
    bool operator==(const Message &) const = default;
};

// A message of `text` with `args`, for brevity at the places that write one.
inline Message msg(Template text, std::vector<Arg> args = {}) { return {text, std::move(args)}; }

// A name the catalog or the user gave (an offer, a measurement's id), standing where a message is
// expected: written as it is in every language.
Message named(std::string name);

// Sentences read one after another.
using Text = std::vector<Message>;

namespace arg {
Arg money(double usd);
Arg percent(double fraction, int decimals = 0);
Arg cases(double share);
Arg count(double value);
Arg amount(double value);
Arg number(double value, int decimals);
Arg points(double value);
Arg exact(double value);
Arg days(double value);
Arg verbatim(std::string text);
Arg catalog(std::string text);
Arg field(std::string label);
Arg nested(Message message);
Arg clauses(Clauses clauses); // an explanation's note inside a sentence
} // namespace arg

// How a front end writes messages: the marks of its language and its translation of templates
// (an empty `translate` keeps the English).
struct TextStyle {
    std::string decimalPoint = ".";
    std::string groupSeparator = ",";
    // Put between a minus sign and the amount it belongs to. A line may break after a hyphen, so
    // text that is laid out in lines (the desktop, the report) sets a word joiner (U+2060) here:
    // "-" at the end of one line and "$870,868" on the next reads as a gain.
    std::string signJoiner;
    std::function<std::string(const char *english)> translate;
    // The catalog's own texts (Arg::Kind::Catalog); empty keeps them as the catalog has them.
    std::function<std::string(const std::string &english)> translateCatalog;
    // The labels of the scenario's fields (Arg::Kind::Field); empty keeps the English label.
    std::function<std::string(const std::string &english)> translateField;
};
const TextStyle &englishStyle();

// The amounts of the message and of the messages nested in it are read as one sentence, so they
// share one form.
std::string write(const Message &message, const TextStyle &style = englishStyle());
// The sentences joined by a space.
std::string write(const Text &text, const TextStyle &style = englishStyle());
// Clauses of one remark (an explanation's note) joined by "; ".
std::string writeClauses(std::span<const Message> clauses, const TextStyle &style = englishStyle());

} // namespace ad
