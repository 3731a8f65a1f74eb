#include "typednumber.h"

#include <QRegularExpression>
#include <QStringList>

#include <cmath>

namespace views {

std::optional<double> parseNumber(const QString &raw, const QLocale &locale)
{
    const QString t = raw.trimmed();
    if (t.isEmpty()) return std::nullopt;
    bool ok = false;
    double v = locale.toDouble(t, &ok);
    if (!ok) v = QLocale::c().toDouble(t, &ok);
    if (!ok || !std::isfinite(v)) return std::nullopt;
    return v;
}

std::optional<std::pair<double, double>> parseInterval(const QString &raw, const QLocale &locale)
{
    // "0.35 to 0.55" as Guesstimate and Squiggle write a 90 % interval; an en dash or ".." too.
    static const QRegularExpression separator(
        QStringLiteral("\\s+to\\s+|\\s*\\.\\.\\s*|\\s+[\u2013\u2014-]\\s+"),
        QRegularExpression::CaseInsensitiveOption);
    const QStringList parts = raw.trimmed().split(separator);
    if (parts.size() != 2) return std::nullopt;
    const auto low = parseNumber(parts[0], locale), high = parseNumber(parts[1], locale);
    if (!low || !high) return std::nullopt;
    return std::pair(*low, *high);
}

} // namespace views
