#include "figure.h"

#include <cmath>

namespace ad {

const char *toString(FigureKind kind)
{
    switch (kind) {
    case FigureKind::Vendor: return "vendor";
    case FigureKind::Independent: return "independent";
    case FigureKind::Derived: return "derived";
    case FigureKind::Estimate: return "estimate";
    }
    return "estimate";
}

std::optional<FigureKind> figureKindFromString(const std::string &text)
{
    for (auto kind : {FigureKind::Vendor, FigureKind::Independent, FigureKind::Derived,
                      FigureKind::Estimate})
        if (text == toString(kind)) return kind;
    return std::nullopt;
}

bool Figure::conflicting() const
{
    for (const auto &a : statements) {
        for (const auto &b : statements) {
            if (a.offered != b.offered) return true;
            if (!a.offered) continue;
            // Years and counts are exact: 2024 against 2025 is a disagreement however small
            // the relative difference. Measured quantities get a 2 % allowance for rounding.
            const bool exact = a.quotedUnit == "year" || a.quotedUnit == "count";
            const double scale = std::max(std::fabs(a.value), std::fabs(b.value));
            if (exact && a.value != b.value) return true;
            if (scale > 0 && std::fabs(a.value - b.value) / scale > 0.02) return true;
        }
    }
    return false;
}

Figure Figure::single(double value, const std::string &unit, Provenance provenance)
{
    Figure figure;
    figure.statements.push_back({value, unit, value, true, std::move(provenance)});
    return figure;
}

} // namespace ad
