#pragma once
// The PDF report a budget owner forwards: title page with the recommendation, executive summary,
// inputs, the four charts with their numbers, the decision matrix, risks and an appendix of
// formulas, figures and sources. It renders the same ad::Assessment the GUI and the CLI show,
// with the same number formats, so the three never disagree.
//
//     Options options;                 // A4, today's date, the scenario's name
//     QString error;
//     if (!writePdf(assessment, catalog, fingerprint, options, "out.pdf", &error)) ...
//
// Needs a QApplication (the charts are QGraphicsWidgets); without a display, use the
// "offscreen" platform. Everything is drawn as vector graphics and text.
#include "assessment/assessment.h"
#include "catalog/catalog.h"
#include "group/workshop.h"

#include <QDate>
#include <QString>

#include <optional>
#include <string>

QT_BEGIN_NAMESPACE
class QPagedPaintDevice;
QT_END_NAMESPACE

namespace report {

struct Options {
    enum class PageSize { A4, Letter };
    PageSize pageSize = PageSize::A4;
    QString title;       // empty: the scenario's name
    QDate generated;     // the date printed on the report; invalid: today
    QString preparedBy;  // who prepared it, printed under the memo on page 1; may be empty
    // A workshop held on this scenario (not owned; it must outlive the call). With at least one
    // revealed round the report gets a workshop section; open rounds show only a ballot count.
    const ad::Workshop *workshop = nullptr;
};

// "a4" / "letter" (any case); empty optional for anything else.
std::optional<Options::PageSize> pageSizeFromString(const QString &text);

// Lays the report out for `device` (its page size and resolution) and paints every page. The
// device's page layout is set from options.pageSize, with the report's margins. Returns the
// number of pages, or 0 when painting could not start.
int render(QPagedPaintDevice *device, const ad::Assessment &assessment,
           const ad::Catalog &catalog, const std::string &catalogFingerprint,
           const Options &options);

// Writes the report as a PDF to `path`, atomically: an existing file is replaced only when the
// whole report has been written. On failure returns false and says why in *error; on success
// *pageCount (when given) gets the number of pages.
bool writePdf(const ad::Assessment &assessment, const ad::Catalog &catalog,
              const std::string &catalogFingerprint, const Options &options, const QString &path,
              QString *error, int *pageCount = nullptr);

// The fingerprint of the catalog in use: the embedded files, plus the *.json files of an
// overlay directory when one is given (read as they are now).
std::string catalogFingerprint(const QString &overlayDirectory = {});

} // namespace report
