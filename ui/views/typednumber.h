#pragma once
// What the user types into a number field or a cell, read in the user's locale ("0,35" under
// German), or as a program writes it ("0.35") when the locale does not read it. The one reader of
// typed numbers in ui/; numbers in files and arguments are read by the core, whatever the locale
// (core/base/number_text.h).
#include <QLocale>
#include <QString>

#include <optional>
#include <utility>

namespace views {
// A finite number; nullopt when the text is not one (also for "nan", "inf" and "1e400").
std::optional<double> parseNumber(const QString &text, const QLocale &locale = QLocale());
// "0.35 to 0.55" (also "0.35..0.55", "0.35 – 0.55"); nullopt when the text is not a range.
std::optional<std::pair<double, double>> parseInterval(const QString &text,
                                                       const QLocale &locale = QLocale());
} // namespace views
