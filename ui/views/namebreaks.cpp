#include "namebreaks.h"

#include <QAbstractItemModel>
#include <QEvent>
#include <QFontMetrics>
#include <QStyle>
#include <QStyleOptionHeader>
#include <QTextLayout>

#include <algorithm>
#include <cmath>

namespace {

// Whether the run of letters, digits and dots around position `at` holds a letter: "p5.48xlarge"
// is a name, "1.5" a number.
bool nameAround(const QString &text, qsizetype at)
{
    auto part = [](QChar c) { return c.isLetterOrNumber() || c == QLatin1Char('.'); };
    qsizetype from = at, to = at;
    while (from > 0 && part(text.at(from - 1))) --from;
    while (to + 1 < text.size() && part(text.at(to + 1))) ++to;
    for (qsizetype i = from; i <= to; ++i)
        if (text.at(i).isLetter()) return true;
    return false;
}

} // namespace

namespace views {

QString breakableNames(const QString &text)
{
    static const QString zeroWidthSpace(QChar(0x200B));
    auto separator = [](QChar c) {
        return c == QLatin1Char('_') || c == QLatin1Char('-') || c == QLatin1Char('.')
               || c == QLatin1Char('/');
    };
    auto word = [](QChar c) { return c.isLetterOrNumber(); };
    QString out;
    out.reserve(text.size() + 8);
    bool inTag = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        out += c;
        if (c == QLatin1Char('<')) inTag = true;
        else if (c == QLatin1Char('>')) inTag = false;
        if (inTag || !separator(c) || i == 0 || i + 1 >= text.size()) continue;
        const QChar before = text.at(i - 1), after = text.at(i + 1);
        if (!word(before) || !word(after)) continue;
        if (!(before.isDigit() && after.isDigit()) || (c == QLatin1Char('.') && nameAround(text, i)))
            out += zeroWidthSpace;
    }
    return out;
}

} // namespace views

namespace {

constexpr int tallEnough = 1 << 16; // a box height no title reaches

// The height `text` takes wrapped at `width` in `font`, as QPainter::drawText lays it out for the
// header's label.
int wrappedHeight(const QFont &font, int width, const QString &text)
{
    return QFontMetrics(font)
        .boundingRect(QRect(0, 0, std::max(width, 1), tallEnough),
                      int(Qt::AlignCenter | Qt::TextWordWrap), text)
        .height();
}

} // namespace

NameWrappingHeader::NameWrappingHeader(QWidget *parent)
    : QHeaderView(Qt::Horizontal, parent)
{
    // A narrower section may need another line: measured alone, as a resize comes per section
    // (a header that fits its sections anew calls fitHeight after).
    connect(this, &QHeaderView::sectionResized, this, [this](int section, int, int size) {
        const int needed = titleHeight(section, size);
        if (needed > minimumHeight()) setMinimumHeight(needed);
    });
}

QString NameWrappingHeader::shownText(int logicalIndex) const
{
    if (!model()) return {};
    return views::breakableNames(
        model()->headerData(logicalIndex, orientation(), Qt::DisplayRole).toString());
}

QFont NameWrappingHeader::sectionFont(int logicalIndex) const
{
    const QVariant font = model() ? model()->headerData(logicalIndex, orientation(), Qt::FontRole)
                                  : QVariant();
    return font.canConvert<QFont>() ? font.value<QFont>().resolve(this->font()) : this->font();
}

int NameWrappingHeader::margin() const
{
    return style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, this);
}

int NameWrappingHeader::widestPieceWidth(int logicalIndex) const
{
    // The pieces are what a layout one pixel wide puts on each line: it breaks at every
    // opportunity, and a piece with none stays whole (and overflows).
    QTextLayout layout(shownText(logicalIndex), sectionFont(logicalIndex));
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    qreal widest = 0;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(1);
        widest = std::max(widest, line.naturalTextWidth());
    }
    layout.endLayout();
    return int(std::ceil(widest)) + 2 * margin();
}

int NameWrappingHeader::titleHeight(int logicalIndex, int width) const
{
    // Laying out a wrapped title is most of the cost of fitting the header, and the same few
    // dozen titles come back at the same widths after every new ranking: remembered.
    if (!model()) return 0;
    const QFont font = sectionFont(logicalIndex);
    const QString key = QString::number(width) + QLatin1Char('|') + font.key() + QLatin1Char('|')
                        + model()->headerData(logicalIndex, orientation(), Qt::DisplayRole).toString();
    if (const auto known = m_heights.constFind(key); known != m_heights.cend()) return *known;
    const int m = margin();
    const int height = wrappedHeight(font, width - 2 * m, shownText(logicalIndex)) + 2 * m;
    if (m_heights.size() > 4096) m_heights.clear(); // a user dragging a section's edge
    m_heights.insert(key, height);
    return height;
}

void NameWrappingHeader::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        m_heights.clear();
    QHeaderView::changeEvent(event);
}

int NameWrappingHeader::linesHeight(int lines) const
{
    return fontMetrics().lineSpacing() * lines + 2 * margin();
}

void NameWrappingHeader::fitHeight(int lines)
{
    if (!model()) return;
    int height = linesHeight(lines);
    for (int section = 0; section < count(); ++section)
        if (!isSectionHidden(section))
            height = std::max(height, titleHeight(section, sectionSize(section)));
    if (height != minimumHeight()) setMinimumHeight(height);
}

void NameWrappingHeader::initStyleOptionForIndex(QStyleOptionHeader *option, int logicalIndex) const
{
    QHeaderView::initStyleOptionForIndex(option, logicalIndex);
    option->text = views::breakableNames(option->text);
}
