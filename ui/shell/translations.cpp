#include "translations.h"

#include "views/viewformat.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace translations {

namespace {

// Owned by the application object, so they live as long as it does; kept here to be replaced.
QTranslator *ours = nullptr;
QTranslator *catalog = nullptr;
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
    remove(app, catalog);
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
        // The interface stays English, and so do its figures, whatever the locale's numbers;
        // the fields read and write numbers in the system's locale, as before any language.
        views::setDisplayLocale(QLocale(QLocale::English, QLocale::UnitedStates));
        QLocale::setDefault(QLocale::system());
        return false;
    }
    app->installTranslator(own);
    ours = own;
    // The shipped catalog's texts in the same language (context "Catalog", views::catalogText()),
    // written from catalog/*.json by tools/catalog-translations.py.
    auto *texts = new QTranslator(app);
    if (texts->load(locale, QStringLiteral("catalog"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        app->installTranslator(texts);
        catalog = texts;
    } else {
        delete texts;
    }
    // Figures, money and dates follow the interface language (views::localized()), and so do
    // the fields: what the user types is read in it ("12,5" in German) and shown in it.
    views::setDisplayLocale(locale);
    QLocale::setDefault(locale);
    return true;
}

} // namespace translations
