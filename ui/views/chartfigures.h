#pragma once
// What a chart shows, worked out from its model once: every number, text and colour that depends
// on the data, but not the look (palette, font). A factory reads its model only to make these
// figures, and builds or updates its chart from them alone; so two equal figures give equal
// charts in the same look, and a pane compares figures rather than charts (ChartPane).
#include <QPointF>
#include <QString>

#include <bit>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <tuple>
#include <type_traits>
#include <utility>

QT_BEGIN_NAMESPACE
class QChart;
class QPalette;
QT_END_NAMESPACE

namespace charts {

// Figures compare exactly: numbers by their bits (a NaN, an unknown cost, equals itself, so an
// unknown that stays unknown is no change), everything else by ==. Lists, optionals, arrays,
// pairs and tuples compare element by element; a struct by the tuple its fields() returns.
template <class T>
bool sameBits(const T &a, const T &b)
{
    if constexpr (std::is_floating_point_v<T>) {
        static_assert(sizeof(T) == sizeof(std::uint64_t));
        return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
    } else if constexpr (std::is_same_v<T, QPointF>) {
        return sameBits(a.x(), b.x()) && sameBits(a.y(), b.y());
    } else if constexpr (std::is_same_v<T, QString>) {
        return a == b;
    } else if constexpr (requires { a.fields(); }) {
        return sameBits(a.fields(), b.fields());
    } else if constexpr (requires { a.has_value(); *a; }) {
        return a.has_value() == b.has_value() && (!a || sameBits(*a, *b));
    } else if constexpr (requires { std::tuple_size<T>::value; }) {
        return [&]<std::size_t... I>(std::index_sequence<I...>) {
            return (sameBits(std::get<I>(a), std::get<I>(b)) && ...);
        }(std::make_index_sequence<std::tuple_size_v<T>>());
    } else if constexpr (requires { a.size(); a.begin(); }) {
        if (a.size() != b.size()) return false;
        auto x = a.begin();
        for (auto y = b.begin(); y != b.end(); ++x, ++y)
            if (!sameBits(*x, *y)) return false;
        return true;
    } else {
        return a == b;
    }
}

// One chart's figures, of whichever chart: empty, or a value of a struct with
//     QChart *chart(const QPalette &palette) const;              // a new chart showing them
//     bool update(QChart *chart, const QPalette &palette) const; // optional, see update()
//     auto fields() const; // std::tie of every member, bound from *this so that none is left out
// Copies share the value, which never changes.
class Figures
{
public:
    Figures() = default;
    template <class T>
    explicit Figures(T figures) : m_held(std::make_shared<const Held<T>>(std::move(figures)))
    {
    }

    // A new chart showing these figures in the look of `palette`; none for empty figures.
    QChart *chart(const QPalette &palette) const
    {
        return m_held ? m_held->chart(palette) : nullptr;
    }
    // These figures written into `chart`, made from figures of the same kind in the same palette,
    // when it has the series and axes they need: it then shows what chart(palette) would, and no
    // chart is built. False, and `chart` unchanged, otherwise, and always for a kind of chart
    // that is only ever built anew.
    bool update(QChart *chart, const QPalette &palette) const
    {
        return m_held && m_held->update(chart, palette);
    }

    friend bool operator==(const Figures &a, const Figures &b)
    {
        return a.m_held == b.m_held || (a.m_held && b.m_held && a.m_held->equals(*b.m_held));
    }

private:
    struct Base {
        virtual ~Base() = default;
        virtual bool equals(const Base &other) const = 0;
        virtual QChart *chart(const QPalette &palette) const = 0;
        virtual bool update(QChart *chart, const QPalette &palette) const = 0;
    };
    template <class T>
    struct Held final : Base {
        explicit Held(T value) : figures(std::move(value)) {}
        bool equals(const Base &other) const override
        {
            const auto *same = dynamic_cast<const Held *>(&other);
            return same && sameBits(figures, same->figures);
        }
        QChart *chart(const QPalette &palette) const override { return figures.chart(palette); }
        bool update(QChart *chart, const QPalette &palette) const override
        {
            if constexpr (requires { figures.update(chart, palette); })
                return figures.update(chart, palette);
            else
                return false;
        }
        T figures;
    };
    std::shared_ptr<const Base> m_held;
};

} // namespace charts
