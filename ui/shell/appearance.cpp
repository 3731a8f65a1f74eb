#include "appearance.h"

#include "cachingstyle.h"

#include <QApplication>
#include <QPalette>
#include <QProxyStyle>
#include <QStyle>
#include <QStyleFactory>

namespace appearance {
namespace {

QString &startStyle()
{
    static QString name;
    return name;
}

bool &darkState()
{
    static bool dark = false;
    return dark;
}

// The name of the style in use, looking through the caching wrapper.
QString styleName(const QStyle *style)
{
    if (const auto *proxy = qobject_cast<const QProxyStyle *>(style)) style = proxy->baseStyle();
    return style ? style->name() : QString();
}

void setStyle(const QString &name)
{
    if (QStyle *style = QStyleFactory::create(name))
        QApplication::setStyle(CachingStyle::wrapped(style));
}

} // namespace

QPalette darkPalette()
{
    // Contrast checked by eye on screenshots: body text is near-white on near-black, disabled
    // text stays legible, links and highlights keep a clear hue.
    QPalette p;
    const QColor window(45, 45, 48), base(30, 30, 32), text(232, 232, 232);
    const QColor disabledText(140, 140, 145), highlight(61, 142, 214);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(52, 52, 56));
    p.setColor(QPalette::ToolTipBase, QColor(60, 60, 64));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabledText);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(255, 110, 110));
    p.setColor(QPalette::Light, QColor(75, 75, 80));
    p.setColor(QPalette::Midlight, QColor(62, 62, 66));
    p.setColor(QPalette::Mid, QColor(38, 38, 40));
    p.setColor(QPalette::Dark, QColor(22, 22, 24));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(110, 175, 240));
    p.setColor(QPalette::LinkVisited, QColor(170, 140, 230));
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabledText);
    p.setColor(QPalette::Disabled, QPalette::Base, window);
    return p;
}

void installStyle()
{
    QStyle *style = QApplication::style();
    if (dynamic_cast<const CachingStyle *>(style)) return;
    // The wrapper takes the style over from the application (QProxyStyle reparents its base), so
    // the application does not delete it when the wrapper is set; no second style is made.
    QStyle *wrapped = CachingStyle::wrapped(style);
    if (wrapped != style) QApplication::setStyle(wrapped);
}

void setDark(bool dark)
{
    if (startStyle().isEmpty() && qApp->style()) startStyle() = styleName(qApp->style());
    darkState() = dark;
    if (dark) {
        setStyle(QStringLiteral("Fusion"));
        QApplication::setPalette(darkPalette());
    } else {
        setStyle(startStyle());
        QApplication::setPalette(QApplication::style()->standardPalette());
    }
}

bool isDark()
{
    return darkState();
}

} // namespace appearance
