#include "pagebreaks.h"

#include <QAbstractTextDocumentLayout>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextTable>

#include <algorithm>
#include <climits>
#include <cmath>
#include <set>
#include <vector>

namespace report {

namespace {

const QString breakStyle = QStringLiteral(" style=\"page-break-before: always\"");

struct Span {
    int first = INT_MAX, last = INT_MIN;  // pages
    double top = 0, bottom = 0;           // document y of the first and last line
    bool valid() const { return first != INT_MAX; }
};

class Pages
{
public:
    Pages(QTextDocument &doc, double pageHeight) : m_doc(doc), m_pageHeight(pageHeight) {}

    // Pages the lines of the blocks between two document positions occupy.
    Span span(int from, int to) const
    {
        Span s;
        for (QTextBlock b = m_doc.findBlock(from); b.isValid() && b.position() <= to; b = b.next())
            add(s, b);
        return s;
    }

    Span span(const QTextBlock &block) const
    {
        Span s;
        add(s, block);
        return s;
    }

private:
    void add(Span &s, const QTextBlock &b) const
    {
        const QTextLayout *layout = b.layout();
        if (!layout || layout->lineCount() == 0) return;
        // A line's document y is its block's top plus the line's own offset.
        const double top = m_doc.documentLayout()->blockBoundingRect(b).top();
        const QTextLine firstLine = layout->lineAt(0);
        const QTextLine lastLine = layout->lineAt(layout->lineCount() - 1);
        const double y0 = top + firstLine.y(), y1 = top + lastLine.y() + lastLine.height();
        if (!s.valid() || y0 < s.top) s.top = y0;
        if (!s.valid() || y1 > s.bottom) s.bottom = y1;
        // A device pixel of tolerance: a line placed at a page's top edge can come out a hair
        // above it in floating point.
        s.first = std::min(s.first, pageOf(y0 + 1));
        s.last = std::max(s.last, pageOf(y1 - 1));
    }

    int pageOf(double y) const { return int(std::floor(y / m_pageHeight)); }

    QTextDocument &m_doc;
    double m_pageHeight;
};

// Tables in document order, which is the order of their <table> tags in the HTML.
std::vector<QTextTable *> tablesOf(QTextDocument &doc)
{
    std::vector<QTextTable *> tables;
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next())
        for (QTextFrame *f = QTextCursor(b).currentFrame(); f && f != doc.rootFrame();
             f = f->parentFrame())
            if (auto *t = qobject_cast<QTextTable *>(f))
                if (std::find(tables.begin(), tables.end(), t) == tables.end()) tables.push_back(t);
    std::sort(tables.begin(), tables.end(), [](QTextTable *a, QTextTable *b) {
        return a->firstPosition() < b->firstPosition();
    });
    return tables;
}

bool inTable(const QTextBlock &block) { return QTextCursor(block).currentTable() != nullptr; }

// A chart: the block holds an object replacement character.
bool hasObject(const QTextBlock &block)
{
    return block.text().contains(QChar::ObjectReplacementCharacter);
}

// Device pixels per CSS pixel of the device the document is laid out for.
double paddingScale(QTextDocument &doc)
{
    const QPaintDevice *device = doc.documentLayout()->paintDevice();
    return device ? device->logicalDpiY() / 96.0 : 1.0;
}

} // namespace

std::optional<PageBreak> findPageBreak(QTextDocument &doc, double pageHeight, double *cutY)
{
    auto cutAt = [&](double y) {
        if (cutY) *cutY = y;
    };
    auto *layout = doc.documentLayout();
    doc.pageCount();  // lays the whole document out
    const Pages pages(doc, pageHeight);
    const std::vector<QTextTable *> tables = tablesOf(doc);
    int headingIndex = -1;
    std::set<std::pair<QTextTable *, int>> seenRows;
    for (QTextBlock block = doc.begin(); block.isValid(); block = block.next()) {
        // A table row whose lines run over a page boundary, checked at its first block.
        QTextTable *table = QTextCursor(block).currentTable();
        if (table && table->parentFrame() == doc.rootFrame()) {
            const QTextTableCell cell = table->cellAt(block.position());
            if (cell.isValid() && seenRows.insert({table, cell.row()}).second
                && cell.row() >= table->format().headerRowCount()) {
                Span row;
                for (int c = 0; c < table->columns(); ++c) {
                    const QTextTableCell other = table->cellAt(cell.row(), c);
                    const Span s = pages.span(other.firstPosition(), other.lastPosition());
                    if (!s.valid()) continue;
                    row.top = row.valid() ? std::min(row.top, s.top) : s.top;
                    row.bottom = row.valid() ? std::max(row.bottom, s.bottom) : s.bottom;
                    row.first = std::min(row.first, s.first);
                    row.last = std::max(row.last, s.last);
                }
                // A row taller than most of a page cannot be helped.
                if (row.valid() && row.first != row.last
                    && row.bottom - row.top < 0.8 * pageHeight) {
                    // When the whole table has to move, the heading just above it goes too,
                    // over a short introduction as below: moved alone, the table would leave
                    // them at the foot of the page, and keep its break once they follow it.
                    QTextBlock before = doc.findBlock(table->firstPosition() - 1);
                    if (before.isValid() && !inTable(before) && !hasObject(before)
                        && before.blockFormat().headingLevel() == 0) {
                        QTextBlock above = before.previous();
                        while (above.isValid() && above.length() <= 1 && !inTable(above))
                            above = above.previous();
                        if (above.isValid() && !inTable(above)
                            && above.blockFormat().headingLevel() > 0)
                            before = above;
                    }
                    const int body = table->format().headerRowCount();
                    if (cell.row() == body && before.isValid()
                        && before.blockFormat().headingLevel() > 0 && !inTable(before)) {
                        cutAt(layout->blockBoundingRect(before).top());
                        return PageBreak{PageBreak::Kind::BeforeHeading, headingIndex, 0};
                    }
                    const int index
                        = int(std::find(tables.begin(), tables.end(), table) - tables.begin());
                    // The row's top edge: its highest cell text less the cell padding; the whole
                    // table's top when it moves whole.
                    double top = layout->frameBoundingRect(table).top();
                    if (cell.row() > body) {
                        top = row.top;
                        for (int c = 0; c < table->columns(); ++c) {
                            const QTextTableCell other = table->cellAt(cell.row(), c);
                            const QTextBlock first = doc.findBlock(other.firstPosition());
                            if (first.isValid())
                                top = std::min(top, layout->blockBoundingRect(first).top());
                        }
                        top -= table->format().cellPadding() * paddingScale(doc);
                    }
                    cutAt(top);
                    return PageBreak{PageBreak::Kind::BeforeRow, index, cell.row()};
                }
            }
        }
        if (block.blockFormat().headingLevel() == 0) continue;
        ++headingIndex;
        if (table) continue;
        // The heading must share its page with the first line of what follows: the next
        // paragraph, the first body row of a table, a chart.
        QTextBlock next = block.next();
        while (next.isValid() && next.length() <= 1 && !inTable(next)) next = next.next();
        if (!next.isValid()) continue;
        // A short introduction between a heading and its chart or table does not count: the
        // heading stays with the chart or the table's first row. A table whose first cell
        // opens with a heading of its own (the inputs' two columns) is still that table.
        if (!inTable(next) && !hasObject(next)) {
            QTextBlock after = next.next();
            while (after.isValid() && after.length() <= 1 && !inTable(after)) after = after.next();
            if (after.isValid()
                && (inTable(after)
                    || (hasObject(after) && after.blockFormat().headingLevel() == 0)))
                next = after;
        }
        const Span heading = pages.span(block);
        Span following = pages.span(next);
        if (QTextTable *nextTable = QTextCursor(next).currentTable()) {
            const int body = nextTable->format().headerRowCount();
            if (body < nextTable->rows()) {
                const QTextTableCell first = nextTable->cellAt(body, 0);
                following = pages.span(first.firstPosition(), first.lastPosition());
            }
        }
        if (heading.valid() && following.valid() && heading.first != following.first) {
            cutAt(layout->blockBoundingRect(block).top());
            return PageBreak{PageBreak::Kind::BeforeHeading, headingIndex, 0};
        }
    }
    return std::nullopt;
}

LineExtent lineExtent(QTextDocument &doc, double cut)
{
    doc.pageCount();  // lays the whole document out
    LineExtent extent;
    bool any = false;
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
        const QTextLayout *layout = b.layout();
        // An empty block shows nothing.
        if (!layout || layout->lineCount() == 0 || b.text().isEmpty()) continue;
        const double top = doc.documentLayout()->blockBoundingRect(b).top();
        for (int i = 0; i < layout->lineCount(); ++i) {
            const QTextLine line = layout->lineAt(i);
            if (top + line.y() >= cut) break;
            extent.bottom = std::max(extent.bottom, top + line.y() + line.height());
            extent.top = any ? std::min(extent.top, top + line.y()) : top + line.y();
            any = true;
        }
    }
    return extent;
}

int contentPageCount(QTextDocument &doc, double pageHeight, double cut)
{
    const int laidOut = doc.pageCount();
    const double bottom = lineExtent(doc, cut).bottom;
    // The same device pixel of tolerance as for the lines above.
    const int used = bottom > 0 ? int(std::floor((bottom - 1) / pageHeight)) + 1 : 1;
    return std::clamp(used, 1, std::max(laidOut, 1));
}

namespace {

struct Tag {
    qsizetype at = 0, end = 0;  // [at, end) of the start tag
    QString name;
    bool closing = false;
};

// The report's HTML is generated, well formed and lower case; a tag scanner is enough.
std::vector<Tag> scanTags(const QString &html)
{
    static const QRegularExpression tag(QStringLiteral("<(/?)([a-z0-9]+)[^>]*>"));
    std::vector<Tag> tags;
    for (auto it = tag.globalMatch(html); it.hasNext();) {
        const auto m = it.next();
        tags.push_back(
            {m.capturedStart(), m.capturedEnd(), m.captured(2), !m.captured(1).isEmpty()});
    }
    return tags;
}

bool isHeading(const QString &name)
{
    return name.size() == 2 && name[0] == QLatin1Char('h') && name[1] >= QLatin1Char('1')
        && name[1] <= QLatin1Char('6');
}

} // namespace

QString continuationAt(const QString &html, const PageBreak &pageBreak)
{
    const QString open = QStringLiteral("<html><body>");
    const std::vector<Tag> tags = scanTags(html);
    int heading = -1, tableIndex = -1;
    struct Open {
        int index;
        std::size_t startTag;
        int rows = 0;
        qsizetype theadFrom = -1, theadTo = -1;
    };
    std::vector<Open> opened;
    for (std::size_t i = 0; i < tags.size(); ++i) {
        const Tag &tag = tags[i];
        if (!tag.closing && isHeading(tag.name)) {
            if (pageBreak.kind == PageBreak::Kind::BeforeHeading && ++heading == pageBreak.index)
                return open + html.mid(tag.at);
        } else if (tag.name == QLatin1String("table")) {
            if (!tag.closing) opened.push_back({++tableIndex, i});
            else if (!opened.empty()) opened.pop_back();
        } else if (!opened.empty() && tag.name == QLatin1String("thead")) {
            if (tag.closing) opened.back().theadTo = tag.end;
            else opened.back().theadFrom = tag.at;
        } else if (!opened.empty() && tag.name == QLatin1String("tr") && !tag.closing) {
            Open &table = opened.back();
            const int row = table.rows++;
            if (pageBreak.kind != PageBreak::Kind::BeforeRow || table.index != pageBreak.index
                || row != pageBreak.row)
                continue;
            const Tag &start = tags[table.startTag];
            const QString head = table.theadFrom >= 0 && table.theadTo > table.theadFrom
                ? html.mid(table.theadFrom, table.theadTo - table.theadFrom) : QString();
            if (row <= int(head.count(QStringLiteral("<tr"))))  // the whole table moves
                return open + html.mid(start.at);
            return open + html.mid(start.at, start.end - start.at) + head + html.mid(tag.at);
        }
    }
    return {};
}

QStringList splitBeforeHeadings(const QString &html)
{
    const QString open = QStringLiteral("<html><body>"), close = QStringLiteral("</body></html>");
    if (!html.startsWith(open) || !html.endsWith(close)) return {html};
    const std::vector<Tag> tags = scanTags(html);
    QStringList parts;
    qsizetype from = open.size();
    int nesting = 0;              // tables and lists open around the tag
    bool contentSinceCut = false; // anything but headings since the part began
    bool inHeading = false;
    for (const Tag &tag : tags) {
        if (tag.at < from) continue;
        if (isHeading(tag.name)) inHeading = !tag.closing;
        if (inHeading && !isHeading(tag.name)) continue;  // <b> and the like in a heading
        if (tag.name == QLatin1String("table") || tag.name == QLatin1String("ul")
            || tag.name == QLatin1String("ol")) {
            nesting += tag.closing ? -1 : 1;
            contentSinceCut = true;
        } else if (isHeading(tag.name)) {
            if (!tag.closing && nesting == 0 && contentSinceCut) {
                parts << open + html.mid(from, tag.at - from) + close;
                from = tag.at;
                contentSinceCut = false;
            }
        } else if (nesting == 0 && !tag.closing) {
            contentSinceCut = true;  // a paragraph, a chart, a line break
        }
    }
    parts << open + html.mid(from, html.size() - close.size() - from) + close;
    return parts;
}

} // namespace report
