#include "fittedtext.h"

#include "textshaping.h"

#include <QAbstractTextDocumentLayout>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextList>
#include <QTextTable>

#include <cmath>
#include <vector>

namespace {

// A format without its object index, which numbers the frames and lists of one document only.
QTextFormat bare(QTextFormat format)
{
    format.clearProperty(QTextFormat::ObjectIndex);
    return format;
}

// Where a block sits: its frame's format, its list's format and number in it, and in a table,
// the cell and the table's size. Two documents whose blocks sit alike, one for one, have the
// same frames, lists and tables.
struct Place {
    QTextFormat frame, list;
    int item = -1, row = -1, column = -1, rows = 0, columns = 0;
    bool operator==(const Place &) const = default;
};

Place placeOf(const QTextBlock &block)
{
    const QTextCursor cursor(block);
    Place place;
    if (const QTextFrame *frame = cursor.currentFrame()) place.frame = bare(frame->frameFormat());
    if (const QTextList *list = block.textList()) {
        place.list = bare(list->format());
        place.item = list->itemNumber(block);
    }
    if (const QTextTable *table = cursor.currentTable()) {
        const QTextTableCell cell = table->cellAt(cursor);
        place.row = cell.row();
        place.column = cell.column();
        place.rows = table->rows();
        place.columns = table->columns();
    }
    return place;
}

// The runs of text of a block with their formats.
std::vector<std::pair<QString, QTextCharFormat>> runsOf(const QTextBlock &block)
{
    std::vector<std::pair<QString, QTextCharFormat>> runs;
    for (auto it = block.begin(); !it.atEnd(); ++it)
        if (const QTextFragment fragment = it.fragment(); fragment.isValid())
            runs.emplace_back(fragment.text(), fragment.charFormat());
    return runs;
}

// Makes `shown` read as `wanted` by rewriting only the blocks whose text or formats differ,
// when the two have the same blocks in the same frames and tables (most new memos differ from
// the last one in a few figures). Qt then lays out again only the rewritten blocks (and the
// table that holds one); setHtml() would parse, shape and lay out the whole text. False, and
// `shown` unchanged, when the structure differs.
bool rewriteChangedBlocks(QTextDocument *shown, const QTextDocument &wanted)
{
    if (shown->blockCount() != wanted.blockCount()) return false;
    std::vector<std::pair<QTextBlock, QTextBlock>> changed;
    for (QTextBlock a = shown->begin(), b = wanted.begin(); a.isValid() && b.isValid();
         a = a.next(), b = b.next()) {
        if (bare(a.blockFormat()) != bare(b.blockFormat())
            || bare(a.charFormat()) != bare(b.charFormat())
            || !(placeOf(a) == placeOf(b)))
            return false;
        const auto runs = runsOf(b);
        for (const auto &run : runs)
            if (run.second.objectIndex() >= 0) return false; // an inline object of `wanted`'s
        if (a.text() != b.text() || runsOf(a) != runs) changed.emplace_back(a, b);
    }
    // One edit per block, so that each lays out its own block only (one edit for all would lay
    // out everything from the first change to the last).
    for (const auto &[a, b] : changed) {
        QTextCursor cursor(a);
        cursor.beginEditBlock();
        cursor.setPosition(a.position() + a.length() - 1, QTextCursor::KeepAnchor);
        cursor.removeSelectedText();
        for (const auto &[text, format] : runsOf(b)) cursor.insertText(text, format);
        cursor.endEditBlock();
    }
    return true;
}

} // namespace

FittedText::FittedText(QWidget *parent) : QTextBrowser(parent)
{
    setFrameShape(QFrame::NoFrame);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setOpenLinks(false);
    setTabChangesFocus(true);
    viewport()->setAutoFillBackground(false);
    document()->setDocumentMargin(2);
    // Read-only: no edit is ever undone, and an in-place update (setRichText) keeps no history.
    document()->setUndoRedoEnabled(false);
    // A new width lays the text out again; the height follows it.
    connect(document()->documentLayout(), &QAbstractTextDocumentLayout::documentSizeChanged, this,
            [this] { fitHeight(); });
    fitHeight();
}

void FittedText::setRichText(const QString &html)
{
    if (m_rich && html == m_text) return;
    const bool wasRich = m_rich && !document()->isEmpty();
    m_text = html;
    m_rich = true;
    // Parsed on its own first, without a layout (a document has none until one is asked for),
    // then compared with what is shown: only what changed is laid out again.
    if (wasRich) {
        QTextDocument wanted;
        wanted.setDefaultFont(document()->defaultFont());
        wanted.setDefaultStyleSheet(document()->defaultStyleSheet());
        wanted.setDocumentMargin(document()->documentMargin());
        wanted.setHtml(html);
        if (rewriteChangedBlocks(document(), wanted)) {
            fitHeight();
            return;
        }
    }
    setHtml(html);
    fitHeight();  // now, so the first paint has it
}

void FittedText::setPlainTextIfChanged(const QString &text)
{
    if (!m_rich && text == m_text && !document()->isEmpty()) return;
    m_text = text;
    m_rich = false;
    document()->setDefaultFont(textshaping::fontFor(font(), text));
    setPlainText(text);
    fitHeight();
}

void FittedText::fitHeight()
{
    // setFixedHeight with the height it has already changes nothing and invalidates no layout.
    setFixedHeight(int(std::ceil(document()->size().height())) + 2 * frameWidth());
}
