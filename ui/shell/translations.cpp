#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace translations {

namespace {

// Owned by the application object, so they live as long as it does; kept here to be replaced.
QTranslator *ours = nullptr;
QTranslator *qts = nullptr;

void remove(QCoreApplication *app, QTranslator *&translator)
{
    if (!translator) return;
    app->removeTranslator(translator);
    delete translator;
    translator = nullptr;
}

} // namespace

bool install(QCoreApplication *app, const QLocale &locale)
{
    remove(app, ours);
    remove(app, qts);
    // Qt's own strings (standard buttons, file dialogs) when the system has them installed.
    auto *qt = new QTranslator(app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        app->installTranslator(qt);
        qts = qt;
    } else {
        delete qt;
    }
    // Compiled into the application by qt_add_translations() under :/i18n.
    auto *own = new QTranslator(app);
    if (!own->load(locale, QStringLiteral("acceldecide"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        delete own;
        return false;
    }
    app->installTranslator(own);
    ours = own;
    return true;
}

} // namespace translations
