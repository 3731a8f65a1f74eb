#pragma once
// Where a long name may wrap. Offer ids such as "gpu_8x_b200_sxm6" or "p5.48xlarge" have no space
// in them: in a column narrower than the id, Qt's word wrap would run the word out of the column
// on both sides. The report's tables and the decision matrix's column titles give them break
// points instead, after their separators.
#include <QFont>
#include <QHash>
#include <QHeaderView>
#include <QString>

namespace views {

// `text` with a zero-width space after every "_", "-", "." or "/" that stands between two letters
// or digits (not two digits: a decimal "1.5" and a date "2026-03-14" stay whole, but the dot of
// a name with letters, "p5.48xlarge", is a break point). Works on HTML too: tags are left as
// they are. The break points are invisible; the text reads the same.
QString breakableNames(const QString &text);

} // namespace views

// A horizontal header whose titles wrap at word boundaries and at the break points of
// views::breakableNames, and that grows tall enough for its most wrapped title. The model's
// titles stay as they are (copied and exported without break points). The header's section
// texts should be aligned with Qt::TextWordWrap (setDefaultAlignment).
class NameWrappingHeader : public QHeaderView
{
    Q_OBJECT
public:
    explicit NameWrappingHeader(QWidget *parent = nullptr);

    // The title of `logicalIndex` as it is drawn (with its break points), and the font it is
    // drawn in (the model's Qt::FontRole over the header's font).
    QString shownText(int logicalIndex) const;
    QFont sectionFont(int logicalIndex) const;
    // The width the title's widest unbreakable piece needs, the section's margins included.
    int widestPieceWidth(int logicalIndex) const;
    // The height the title of `logicalIndex` takes in a section `width` wide, margins included,
    // and the height of `lines` lines of the header's font.
    int titleHeight(int logicalIndex, int width) const;
    int linesHeight(int lines) const;
    // Sets the header's minimum height to what its most wrapped title needs at the sections'
    // present widths, and at least `lines` lines. A section made narrower later grows it.
    void fitHeight(int lines);

protected:
    void initStyleOptionForIndex(QStyleOptionHeader *option, int logicalIndex) const override;
    void changeEvent(QEvent *event) override;

private:
    int margin() const;
    mutable QHash<QString, int> m_heights; // titleHeight() by width, font and title
};
