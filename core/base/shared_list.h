#pragma once
// A list whose elements sit in one block shared by its copies, and copied only when a copy is
// changed. An explanation's terms, sources and caveats are copied far more often than they are
// changed: a figure's explanation goes into the figures that rest on it, and the offers priced
// two ways share their speed figures. As std::vectors each copy was a new block for the list and
// one for every long string in it; these made up most of an assessment's blocks (README.md,
// "Eighth pass").
//
// Reading is the same as a vector's (begin/end are pointers, so it converts to std::span).
// Changing it (push_back, emplace_back, clear, edit) first gives this list its own block when
// another list shares it. Copies may be read and destroyed on different threads at once, as
// ArgList's (message.h); one list is changed by one thread at a time, like any container.
#include <algorithm>
#include <atomic>
#include <cstddef>
#include <initializer_list>
#include <new>
#include <span>
#include <stdexcept>
#include <utility>
#include <vector>

namespace ad {

template <class T>
class SharedList {
public:
    using value_type = T;
    using const_iterator = const T *;
    using iterator = const T *;

    SharedList() = default;
    SharedList(std::initializer_list<T> items) { assign(items.begin(), items.end()); }
    SharedList(const std::vector<T> &items) { assign(items.begin(), items.end()); }
    SharedList(std::vector<T> &&items)
    {
        reserve(items.size());
        for (T &item : items) emplace_back(std::move(item));
    }
    SharedList(std::span<const T> items) { assign(items.begin(), items.end()); }
    SharedList(const SharedList &other) noexcept : m_block(other.m_block) { retain(); }
    SharedList(SharedList &&other) noexcept : m_block(std::exchange(other.m_block, nullptr)) {}
    SharedList &operator=(const SharedList &other) noexcept
    {
        other.retain(); // first: `other` may be this list
        release();
        m_block = other.m_block;
        return *this;
    }
    SharedList &operator=(SharedList &&other) noexcept
    {
        if (this != &other) {
            release();
            m_block = std::exchange(other.m_block, nullptr);
        }
        return *this;
    }
    ~SharedList() { release(); }

    std::size_t size() const { return m_block ? m_block->size : 0; }
    bool empty() const { return size() == 0; }
    const T *data() const { return m_block ? m_block->items() : nullptr; }
    const T *begin() const { return data(); }
    const T *end() const { return data() + size(); }
    const T &operator[](std::size_t i) const { return data()[i]; }
    const T &at(std::size_t i) const
    {
        if (i >= size()) throw std::out_of_range("SharedList::at");
        return data()[i];
    }
    const T &front() const { return *begin(); }
    const T &back() const { return end()[-1]; }
    std::vector<T> toVector() const { return {begin(), end()}; }

    // The elements to change in place, no longer shared with any other list.
    std::span<T> edit()
    {
        if (shared()) unshare(size());
        return m_block ? std::span<T>(m_block->items(), m_block->size) : std::span<T>();
    }
    void reserve(std::size_t count)
    {
        if (count > capacity() || shared()) unshare(count);
    }
    template <class... Args>
    T &emplace_back(Args &&...args)
    {
        if (shared() || size() == capacity()) {
            // Built before the block moves: the arguments may refer to this list's own elements
            // (list.push_back(list.front())), which the move frees.
            T item(std::forward<Args>(args)...);
            unshare(std::max<std::size_t>(4, 2 * size()));
            return place(std::move(item));
        }
        return place(std::forward<Args>(args)...);
    }
    void push_back(const T &item) { emplace_back(item); }
    void push_back(T &&item) { emplace_back(std::move(item)); }
    void clear() { release(); }

    friend bool operator==(const SharedList &a, const SharedList &b)
    {
        return a.m_block == b.m_block || std::equal(a.begin(), a.end(), b.begin(), b.end());
    }

private:
    struct Block {
        std::atomic<unsigned> references{1};
        unsigned size = 0;     // elements constructed so far, after the block
        unsigned capacity = 0; // elements the block has room for
        T *items() { return reinterpret_cast<T *>(reinterpret_cast<char *>(this) + header()); }
    };
    static constexpr std::size_t header()
    {
        return (sizeof(Block) + alignof(T) - 1) / alignof(T) * alignof(T);
    }

    std::size_t capacity() const { return m_block ? m_block->capacity : 0; }
    bool shared() const { return m_block && m_block->references.load(std::memory_order_acquire) > 1; }

    template <class... Args>
    T &place(Args &&...args)
    {
        T *at = m_block->items() + m_block->size;
        new (at) T(std::forward<Args>(args)...);
        ++m_block->size;
        return *at;
    }

    template <class It>
    void assign(It first, It last)
    {
        reserve(static_cast<std::size_t>(std::distance(first, last)));
        for (; first != last; ++first) emplace_back(*first);
    }

    // A block of its own with room for `count` elements (at least the present ones): moved from
    // the old block when this list was its only holder, copied otherwise.
    void unshare(std::size_t count)
    {
        static_assert(alignof(T) <= __STDCPP_DEFAULT_NEW_ALIGNMENT__, "operator new aligns the elements");
        count = std::max(count, size());
        if (count == 0) return release();
        void *memory = ::operator new(header() + count * sizeof(T));
        Block *fresh = new (memory) Block;
        fresh->capacity = static_cast<unsigned>(count);
        if (m_block) {
            T *from = m_block->items();
            const bool alone = !shared();
            for (unsigned i = 0; i < m_block->size; ++i, ++fresh->size) {
                if (alone) new (fresh->items() + i) T(std::move(from[i]));
                else new (fresh->items() + i) T(from[i]);
            }
        }
        release();
        m_block = fresh;
    }
    void retain() const
    {
        if (m_block) m_block->references.fetch_add(1, std::memory_order_relaxed);
    }
    void release() noexcept
    {
        if (!m_block) return;
        // A list with a single holder cannot gain another meanwhile (copying needs a holder), so
        // a plain load tells, and most lists are freed without a locked decrement.
        if (m_block->references.load(std::memory_order_acquire) == 1
            || m_block->references.fetch_sub(1, std::memory_order_acq_rel) == 1) {
            T *items = m_block->items();
            for (unsigned i = m_block->size; i > 0; --i) items[i - 1].~T();
            m_block->~Block();
            ::operator delete(m_block);
        }
        m_block = nullptr;
    }

    Block *m_block = nullptr;
};

} // namespace ad
