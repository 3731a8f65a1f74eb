#pragma once
// QTextDocument neither keeps a heading with what follows it nor a table row in one piece: a
// cell's lines simply continue on the next page. The report mends this where it lays a part of a
// section out (reportlayout.h): at the first offence the part is cut, what comes before the cut
// stays as laid out, and what follows it (the heading on, or the table's rows on under a copy of
// its header) becomes the next part, laid out from the top of a new page. A cut only ever moves
// content down and starts a page, so this ends; nothing before a cut is laid out again.
#include <QString>
#include <QStringList>

#include <limits>
#include <optional>

QT_BEGIN_NAMESPACE
class QTextDocument;
QT_END_NAMESPACE

namespace report {

// No cut: the whole document is shown.
inline constexpr double noCut = std::numeric_limits<double>::infinity();

struct PageBreak {
    enum class Kind { BeforeHeading, BeforeRow } kind = Kind::BeforeHeading;
    int index = 0;  // among the <h1>…<h6> elements, or among the <table> elements, in order
    int row = 0;    // row of the table, header rows included
    bool operator==(const PageBreak &) const = default;
};

// The first offence in the laid-out document (`doc` was made from the HTML the break will be
// applied to), or nothing when every heading and row is where it should be; `cutY` receives the
// document y where the cut goes (the heading's top, the row's or the moved table's top edge).
// Headings and rows inside table cells are left alone: Qt ignores page breaks there.
std::optional<PageBreak> findPageBreak(QTextDocument &doc, double pageHeight,
                                       double *cutY = nullptr);

// Where the lines of the laid-out document begin and end (document y, device pixels): the top of
// its first line and the bottom of its lowest, table cells included, of blocks with text (an
// empty paragraph shows nothing, and a page it alone reaches has nothing to read). Lines that
// begin at or below `cut` (a part cut there) are left out.
struct LineExtent {
    double top = 0, bottom = 0;
};
LineExtent lineExtent(QTextDocument &doc, double cut = noCut);

// Pages that hold a line of text of the laid-out document above `cut`. QTextDocument::pageCount()
// also counts a last page reached only by a table's bottom border or margin, and paints the
// table's repeated header there: a page with nothing to read, which the report leaves out.
int contentPageCount(QTextDocument &doc, double pageHeight, double cut = noCut);

// What follows the break in `html`, as a document of its own: from the heading on, or from the
// row on in a copy of its table whose <thead> is repeated. A break before a table's first body
// row moves the whole table. Empty when `html` has no such place.
QString continuationAt(const QString &html, const PageBreak &pageBreak);

// A section's HTML (<html><body>…</body></html>) cut before its headings into parts that are
// each a document of their own, so that what a mend lays out anew is the rest of one part, not
// the rest of the section, and a page is painted from small documents. A cut
// falls only before a heading outside tables and lists, and only where the part before it holds
// more than headings: a heading is never the last thing of a part, so whether it shares its page
// with what follows is always decided within one part. Without a cut, the section whole.
QStringList splitBeforeHeadings(const QString &html);

} // namespace report
