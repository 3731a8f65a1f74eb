#pragma once
// QPdfWriter (Qt 6.4) writes a title and a creator but no author into the PDF's document
// information. This adds the missing entries the standard way, as an incremental update: a new
// version of the information dictionary, a cross-reference section for it and a trailer that
// points back to the original one, appended to the file. Readers take the newest version.
#include <QByteArray>
#include <QDate>
#include <QString>

namespace ad::report {

struct PdfInfo {
    QString title, author, creator, subject;
    QDate created;  // the report's date: the creation date, to the day, so output is reproducible
};

// Appends the update to `pdf`. Returns false, leaving `pdf` unchanged, when the file does not
// end in the classic trailer QPdfWriter produces.
bool appendPdfInfo(QByteArray &pdf, const PdfInfo &info);

} // namespace ad::report
