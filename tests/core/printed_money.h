#pragma once
// Reading back a dollar amount as the formatters print it ("$75,969,581", "-$7.4 M", "$1.23 B"),
// for tests that check a printed amount is the amount to the precision printed.
#include <QRegularExpression>
#include <QString>

#include <cmath>

namespace printed_money {

// Dollar amounts in running text; for a whole string, anchor it: QRegularExpression(
// "^" + pattern() + "$").
inline QString pattern()
{
    return QStringLiteral("(-?)\\$([0-9][0-9,]*(?:\\.[0-9]+)?)( [MB])?");
}

// Whether the match of pattern() states `usd`: within half a unit of its last printed digit.
inline bool states(const QRegularExpressionMatch &m, double usd)
{
    QString digits = m.captured(2);
    digits.remove(QLatin1Char(','));
    const double scale = m.captured(3) == QLatin1String(" M") ? 1e6
        : m.captured(3) == QLatin1String(" B") ? 1e9 : 1.0;
    const qsizetype dot = digits.indexOf(QLatin1Char('.'));
    const double unit = std::pow(10.0, -(dot < 0 ? 0 : digits.size() - dot - 1)) * scale;
    const double printed = (m.captured(1).isEmpty() ? 1 : -1) * digits.toDouble() * scale;
    return std::fabs(printed - usd) <= unit / 2 + 1e-6;
}

} // namespace printed_money
