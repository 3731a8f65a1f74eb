#include "textshaping.h"

#include <QAbstractItemView>

namespace textshaping {

namespace {

// Characters drawn one glyph each with nothing to join, reorder or position: the Latin blocks
// (without the combining marks), Greek, Cyrillic (without its combining marks), spaces and
// punctuation (invisible ones such as the zero-width space are dropped either way), currency
// signs, letterlike symbols, number forms, arrows, mathematical operators, box drawing, geometric
// shapes and dingbats. Anything else, including every character outside the Basic Multilingual
// Plane (surrogates), keeps full shaping.
bool plain(char16_t u)
{
    if (u < 0x0300) return true;
    return (u >= 0x0370 && u <= 0x0482) || (u >= 0x048A && u <= 0x04FF)
           || (u >= 0x1E00 && u <= 0x1EFF) || (u >= 0x2000 && u <= 0x20CF)
           || (u >= 0x2100 && u <= 0x22FF) || (u >= 0x2500 && u <= 0x27BF);
}

} // namespace

bool readsUnshaped(QStringView text)
{
    for (QChar c : text)
        if (!plain(c.unicode())) return false;
    return true;
}

QFont unshapedIf(QFont font, bool unshaped)
{
    const int strategy = font.styleStrategy();
    const int wanted = unshaped ? strategy | QFont::PreferNoShaping
                                : strategy & ~QFont::PreferNoShaping;
    if (wanted != strategy) font.setStyleStrategy(QFont::StyleStrategy(wanted));
    return font;
}

QFont fontFor(const QFont &font, QStringView text)
{
    return unshapedIf(font, readsUnshaped(text));
}

bool sameLook(const QFont &a, const QFont &b)
{
    return unshapedIf(a, false) == unshapedIf(b, false);
}

void Delegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    option->font = fontFor(option->font, option->text);
}

void install(QAbstractItemView *view)
{
    view->setItemDelegate(new Delegate(view));
}

} // namespace textshaping
