#include "messagetext.h"

#include "viewformat.h"

#include <QCoreApplication>
#include <QLocale>

namespace views {

ad::TextStyle messageStyle()
{
    // The interface language's marks (translations::install() sets it), as every other figure.
    const QLocale locale = displayLocale();
    ad::TextStyle style;
    style.decimalPoint = locale.decimalPoint().toStdString();
    style.groupSeparator = locale.groupSeparator().toStdString();
    style.signJoiner = "\u2060"; // word joiner: "-$870,868" never splits at the line's end
    // The core marks its templates with QT_TRANSLATE_NOOP("Message", …), so lupdate files them
    // under that context.
    style.translate = [](const char *english) {
        return QCoreApplication::translate("Message", english).toStdString();
    };
    // The catalog's names and notes inside a sentence, as the catalog's translation has them.
    style.translateCatalog = [](const std::string &english) { return catalogText(english).toStdString(); };
    // The fields' labels as the forms show them (FormBase::fieldLabel()).
    style.translateField = [](const std::string &english) {
        return QCoreApplication::translate("ScenarioField", english.c_str()).toStdString();
    };
    return style;
}

QString text(const ad::Message &message)
{
    return QString::fromStdString(ad::write(message, messageStyle()));
}

QString text(const ad::Text &text)
{
    return QString::fromStdString(ad::write(text, messageStyle()));
}

QString clauses(std::span<const ad::Message> clauses)
{
    return QString::fromStdString(ad::writeClauses(clauses, messageStyle()));
}

QString text(ad::Template pattern)
{
    return QCoreApplication::translate("Message", pattern.text());
}

QString coreText(const std::string &english)
{
    if (english.empty()) return {};
    return QCoreApplication::translate("Message", english.c_str());
}

QString catalogText(const std::string &utf8)
{
    if (utf8.empty()) return {};
    return QCoreApplication::translate("Catalog", utf8.c_str());
}

QString catalogText(const QString &text)
{
    return text.isEmpty() ? text : catalogText(text.toStdString());
}

} // namespace views
