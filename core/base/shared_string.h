#pragma once
// A text that never changes once written, shared by its copies. A statement's source id and note
// are read from the catalog once and then copied into every figure used and every explanation
// that rests on the statement: as std::strings each of those copies was a block of its own
// (README.md, "Ninth pass"). Copying a SharedString counts one more holder instead.
//
// It reads as a const std::string (it converts to one), so code that reads a source id is the
// same as before. Writing replaces the whole text. Copies may be read and destroyed on different
// threads at once, as SharedList's (shared_list.h).
#include <atomic>
#include <compare>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>

namespace ad {

class SharedString {
public:
    SharedString() = default;
    SharedString(std::string text) : m_block(text.empty() ? nullptr : new Block{std::move(text)}) {}
    SharedString(const char *text) : SharedString(std::string(text)) {}
    SharedString(std::string_view text) : SharedString(std::string(text)) {}
    SharedString(const SharedString &other) noexcept : m_block(other.m_block) { retain(); }
    SharedString(SharedString &&other) noexcept : m_block(std::exchange(other.m_block, nullptr)) {}
    SharedString &operator=(const SharedString &other) noexcept
    {
        other.retain(); // first: `other` may be this text
        release();
        m_block = other.m_block;
        return *this;
    }
    SharedString &operator=(SharedString &&other) noexcept
    {
        if (this != &other) {
            release();
            m_block = std::exchange(other.m_block, nullptr);
        }
        return *this;
    }
    SharedString &operator=(std::string text) { return *this = SharedString(std::move(text)); }
    SharedString &operator=(const char *text) { return *this = SharedString(text); }
    ~SharedString() { release(); }

    const std::string &str() const { return m_block ? m_block->text : emptyText(); }
    operator const std::string &() const { return str(); }
    std::string_view view() const { return str(); }

    bool empty() const { return m_block == nullptr; }
    std::size_t size() const { return str().size(); }
    const char *c_str() const { return str().c_str(); }
    const char *data() const { return str().data(); }
    std::string::const_iterator begin() const { return str().begin(); }
    std::string::const_iterator end() const { return str().end(); }
    std::size_t find(std::string_view what, std::size_t from = 0) const { return view().find(what, from); }
    bool starts_with(std::string_view prefix) const { return view().starts_with(prefix); }
    bool ends_with(std::string_view suffix) const { return view().ends_with(suffix); }
    void clear() noexcept
    {
        release();
        m_block = nullptr;
    }

    friend bool operator==(const SharedString &a, const SharedString &b)
    {
        return a.m_block == b.m_block || a.view() == b.view();
    }
    friend bool operator==(const SharedString &a, const std::string &b) { return a.view() == b; }
    friend bool operator==(const SharedString &a, const char *b) { return a.view() == b; }
    friend bool operator==(const SharedString &a, std::string_view b) { return a.view() == b; }
    friend std::strong_ordering operator<=>(const SharedString &a, const SharedString &b)
    {
        return a.view() <=> b.view();
    }
    friend std::strong_ordering operator<=>(const SharedString &a, const std::string &b)
    {
        return a.view() <=> std::string_view(b);
    }
    friend std::string operator+(const std::string &a, const SharedString &b) { return a + b.str(); }
    friend std::string operator+(const SharedString &a, const std::string &b) { return a.str() + b; }
    friend std::string operator+(const char *a, const SharedString &b) { return a + b.str(); }
    friend std::string operator+(const SharedString &a, const char *b) { return a.str() + b; }

private:
    struct Block {
        explicit Block(std::string text) : text(std::move(text)) {}
        std::atomic<unsigned> references{1};
        const std::string text;
    };
    static const std::string &emptyText()
    {
        static const std::string empty;
        return empty;
    }
    void retain() const noexcept
    {
        if (m_block) m_block->references.fetch_add(1, std::memory_order_relaxed);
    }
    void release() noexcept
    {
        if (!m_block) return;
        // The last holder frees the text, with the single-holder fast path of shared_list.h.
        if (m_block->references.load(std::memory_order_acquire) == 1
            || m_block->references.fetch_sub(1, std::memory_order_acq_rel) == 1)
            delete m_block;
    }
    Block *m_block = nullptr;
};

} // namespace ad
