#include "catalog/figure.h"

#include <algorithm>
#include <cmath>

namespace ad {

const char *toString(FigureKind kind)
{
    switch (kind) {
    case FigureKind::Vendor: return "vendor";
    case FigureKind::Independent: return "independent";
    case FigureKind::Derived: return "derived";
    case FigureKind::Estimate: return "estimate";
    case FigureKind::Own: return "own";
    }
    return "estimate";
}

const char *displayName(FigureKind kind)
{
    return kind == FigureKind::Own ? "your measurement" : toString(kind);
}

Message displayMessage(FigureKind kind)
{
    switch (kind) {
    case FigureKind::Vendor: return msg(QT_TRANSLATE_NOOP("Message", "vendor"));
    case FigureKind::Independent: return msg(QT_TRANSLATE_NOOP("Message", "independent"));
    case FigureKind::Derived: return msg(QT_TRANSLATE_NOOP("Message", "derived"));
    case FigureKind::Estimate: break;
    case FigureKind::Own: return msg(QT_TRANSLATE_NOOP("Message", "your measurement"));
    }
    return msg(QT_TRANSLATE_NOOP("Message", "estimate"));
}

std::optional<FigureKind> figureKindFromString(const std::string &text)
{
    for (auto kind : {FigureKind::Vendor, FigureKind::Independent, FigureKind::Derived,
                      FigureKind::Estimate, FigureKind::Own})
        if (text == toString(kind)) return kind;
    return std::nullopt;
}

namespace {

// GiB against GB, TiB/s against TB/s: the binary unit's size over its decimal twin's, or 0 when
// the two units are not such a pair. AWS relabelled its memory figures from GB to GiB without
// changing the number, so "32 GiB" and "32 GB" are one figure written two ways.
double binaryTwinRatio(const std::string &a, const std::string &b)
{
    const bool aBinary = a.find("iB") != std::string::npos;
    const bool bBinary = b.find("iB") != std::string::npos;
    if (aBinary == bBinary) return 0;
    std::string binary = aBinary ? a : b;
    const std::string &decimal = aBinary ? b : a;
    binary.erase(binary.find("iB"), 1); // "GiB/s" -> "GB/s"
    if (binary != decimal || decimal.empty()) return 0;
    double ratio = 1;
    for (const char prefix : {'K', 'M', 'G', 'T', 'P'}) {
        ratio *= 1.024;
        if (decimal.front() == prefix) return ratio;
    }
    return 0;
}

} // namespace

bool Figure::conflicting() const
{
    for (const auto &a : statements) {
        for (const auto &b : statements) {
            // A statement set against itself differs only when it is a year or count that is
            // not a number; the comparisons below come to that, and nearly every figure of the
            // catalog has a single statement, so it is decided here without them.
            if (&a == &b) {
                if (a.offered && std::isnan(a.value) && (a.quotedUnit == "year" || a.quotedUnit == "count"))
                    return true;
                continue;
            }
            if (a.offered != b.offered) return true;
            if (!a.offered) continue;
            // Years and counts are exact: 2024 against 2025 is a disagreement however small
            // the relative difference. Measured quantities get a 2 % allowance for rounding.
            const bool exact = a.quotedUnit == "year" || a.quotedUnit == "count";
            if (exact && a.value != b.value) return true;
            const double high = std::max(std::fabs(a.value), std::fabs(b.value));
            const double low = std::min(std::fabs(a.value), std::fabs(b.value));
            if (high <= 0) continue;
            // A decimal and a binary unit (GB and GiB) may stand for one number labelled two
            // ways: up to their size ratio apart, plus the rounding allowance, is not a conflict.
            const double twin = binaryTwinRatio(a.quotedUnit, b.quotedUnit);
            if (twin > 0) {
                if (high > low * twin * 1.02) return true;
            } else if ((high - low) / high > 0.02) {
                return true;
            }
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
