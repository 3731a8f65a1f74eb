#pragma once
// QPdfWriter (Qt 6.4) writes a title and a creator but no author into the PDF's document
// information, and no outline (the bookmarks a reader shows beside the pages). This adds both
// the standard way, as an incremental update: new versions of the information dictionary and
// of the document catalog, the outline's objects, a cross-reference section for them and a
// trailer that points back to the original one, appended to the file. Readers take the newest
// version of each object.
#include <QByteArray>
#include <QDate>
#include <QString>

#include <vector>

namespace report {

// A bookmark: a heading and where it stands.
struct PdfOutlineEntry {
    QString title;
    int level = 0;     // 0 for a section, 1 for a heading inside it
    int page = 0;      // from 0
    double topPt = 0;  // the heading's top, in points from the page's top edge
};

struct PdfInfo {
    QString title, author, creator, subject;
    QDate created;  // the report's date: the creation date, to the day, so output is reproducible
    std::vector<PdfOutlineEntry> outline;
    double pageHeightPt = 0;  // for the outline's destinations
};

// Appends the update to `pdf`. Returns false, leaving `pdf` unchanged, when the file does not
// end in the classic trailer QPdfWriter produces, or an outline entry names a page it lacks.
bool appendPdfInfo(QByteArray &pdf, const PdfInfo &info);

} // namespace report
