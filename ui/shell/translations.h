#pragma once
// The application's own translation (resources/translations, docs/translations.md) and Qt's, for
// a locale. English needs none: the source strings are English.
#include <QLocale>

class QCoreApplication;

namespace translations {

// Installs the translators for `locale` on `app`, replacing any installed before. Returns false
// when the application has no translation for that language (the interface stays in English).
bool install(QCoreApplication *app, const QLocale &locale);

} // namespace translations
