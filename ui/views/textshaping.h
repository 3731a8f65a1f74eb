#pragma once
// Text laid out without OpenType shaping where it reads the same without it.
//
// Tables and charts lay out every cell, axis label and legend entry again each time they paint,
// and shaping (HarfBuzz) was the largest part of that: 15 % of an edit with every chart tab
// painted, in a profile of acceldecide-bench-gui. Latin, Greek and Cyrillic letters, digits,
// punctuation and common symbols need no shaping to be read: Qt then draws each character with
// its own glyph (QFont::PreferNoShaping). What is lost is kerning and ligatures (fi, ffi drawn as
// separate letters): "Tokens per run (billions)" is 1.7 % wider in DejaVu Sans.
//
// The preference is never set on the application font: Qt 6.4 honours it for Arabic too, whose
// letters are then drawn unjoined, and a scenario, catalog or criterion name can be in any
// script. So it is decided text by text: only text made entirely of the characters above gets it.
// The PDF report is not affected: it builds its own charts and documents, fully shaped.
#include <QFont>
#include <QStringView>
#include <QStyledItemDelegate>

#include <vector>

class QHeaderView;
class QTableView;
namespace textshaping {

// Whether every character of `text` reads the same unshaped (the ranges are in textshaping.cpp).
bool readsUnshaped(QStringView text);
// The same for the text an HTML fragment shows: tags are skipped and numeric character
// references (&#9888;) read as the character they stand for.
bool htmlReadsUnshaped(QStringView html);
// `font` with QFont::PreferNoShaping set when `unshaped`, cleared otherwise.
QFont unshapedIf(QFont font, bool unshaped);
// `font` for drawing `text`: unshapedIf(font, readsUnshaped(text)).
QFont fontFor(const QFont &font, QStringView text);
// Whether two fonts are the same but for that preference.
bool sameLook(const QFont &a, const QFont &b);

// The row count, then the width of the widest text in each column, title included, each in the
// font it is drawn in: a cheap stand-in for what resizeColumnsToContents measures through the
// delegate and the style, to tell whether fitting the columns again can change anything.
std::vector<int> columnTextWidths(const QTableView *table);

// The font of `header`, unshaped while all of its titles read so.
void fitHeader(QHeaderView *header);

// Gives `view` an UnshapedTextDelegate (owned by the view). A table that has its model already
// also gets its column titles fitted (fitHeader) now and whenever they may have changed.
void install(QAbstractItemView *view);

} // namespace textshaping

// An item delegate that lays out each cell's text unshaped where it can (textshaping::fontFor).
// Result tables and lists use it or derive from it.
class UnshapedTextDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};
