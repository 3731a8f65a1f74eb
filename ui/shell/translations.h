#pragma once
// The application's own translation (resources/translations, docs/translations.md) and Qt's, for
// a locale. English needs none: the source strings are English.
#include <QLocale>

class QCoreApplication;

namespace translations {

// Installs the translators for `locale` on `app`, replacing any installed before, and makes
// `locale` the one the interface writes figures, money and dates in (views::displayLocale()).
// Returns false when the application has no translation for that language: the interface, its
// figures included, stays in US English.
bool install(QCoreApplication *app, const QLocale &locale);

} // namespace translations
