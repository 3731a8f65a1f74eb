#pragma once
// QTextDocument neither keeps a heading with what follows it nor a table row in one piece: a
// cell's lines simply continue on the next page. The report mends this in its HTML: after a
// layout, the first offence becomes a planned page break (before the heading, or a split of the
// table before the row, its header repeated) and the section is laid out again. Breaks only
// ever move content down, and a mended place starts a page, so this ends.
#include <QString>
#include <QStringList>

#include <optional>

QT_BEGIN_NAMESPACE
class QTextDocument;
QT_END_NAMESPACE

namespace ad::report {

struct PageBreak {
    enum class Kind { BeforeHeading, BeforeRow } kind = Kind::BeforeHeading;
    int index = 0;  // among the <h1>…<h6> elements, or among the <table> elements, in order
    int row = 0;    // row of the table, header rows included
    bool operator==(const PageBreak &) const = default;
};

// The first offence in the laid-out document (`doc` was made from the HTML the break will be
// applied to), or nothing when every heading and row is where it should be. Headings and rows
// inside table cells are left alone: Qt ignores page breaks there.
std::optional<PageBreak> findPageBreak(QTextDocument &doc, double pageHeight);

// Where the lines of the laid-out document begin and end (document y, device pixels): the top of
// its first line and the bottom of its lowest, table cells included, of blocks with text (an
// empty paragraph shows nothing, and a page it alone reaches has nothing to read).
struct LineExtent {
    double top = 0, bottom = 0;
};
LineExtent lineExtent(QTextDocument &doc);

// Pages that hold a line of text of the laid-out document. QTextDocument::pageCount() also
// counts a last page reached only by a table's bottom border or margin, and paints the table's
// repeated header there: a page with nothing to read, which the report leaves out.
int contentPageCount(QTextDocument &doc, double pageHeight);

// `html` with the break: style="page-break-before: always" on the heading, or the table split
// before the row into a continuation that starts a page and repeats the <thead>. A break
// before a table's first body row moves the whole table instead.
QString applyPageBreak(const QString &html, const PageBreak &pageBreak);

// A section's HTML (<html><body>…</body></html>) cut before its headings into parts that are
// each a document of their own, so that mending one part lays out only that part again. A cut
// falls only before a heading outside tables and lists, and only where the part before it holds
// more than headings: a heading is never the last thing of a part, so whether it shares its page
// with what follows is always decided within one part. Without a cut, the section whole.
QStringList splitBeforeHeadings(const QString &html);

} // namespace ad::report
