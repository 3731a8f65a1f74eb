#pragma once
// Pagination for the report: a QTextDocument laid out at the page's resolution, headings kept
// with what follows them, charts drawn as vector objects, and every page framed by a running
// header and a "Page N of M" footer.
#include "pagebreaks.h"
#include "pdfinfo.h"
#include "reportcharts.h"

#include <QPageLayout>
#include <QString>
#include <QTextDocument>

#include <memory>

QT_BEGIN_NAMESPACE
class QPagedPaintDevice;
class QPainter;
QT_END_NAMESPACE

namespace report {

struct PageFrame {
    QString headerLeft, headerRight;  // the scenario's name, "AccelDecide report"
    QString footerLeft;               // date and catalog fingerprint
};

// The page layout of a report: the paper size with the margins the header and footer need.
QPageLayout reportPageLayout(QPageSize::PageSizeId size);
// Width of the text column in CSS pixels (1/96 inch) for that page layout.
double textWidthCssPx(const QPageLayout &layout);

// Each section is laid out as documents of its own, one per part between its headings; keeping a
// heading with what follows it or a table row whole cuts a part in two (pagebreaks.h), and only
// what follows the cut is laid out anew. The first section, the decision memo, is kept to one
// page (set smaller when it runs over) and the second opens the appendix on page 2; each later
// one goes on below the end of the one before when a quarter of that page or more is left, so
// no page of the appendix ends half empty for want of a new section's start.
class ReportLayout
{
public:
    // The device's page layout is set by the caller (full page, no device margins).
    ReportLayout(QPagedPaintDevice *device, const QPageLayout &pageLayout,
                 const QStringList &sections, const QString &styleSheet,
                 std::array<QPicture, chartCount> charts);
    ~ReportLayout();

    int pageCount() const;
    // The headings (h1 to h3, outside tables) with the page each starts on and its place there:
    // the PDF's bookmarks.
    std::vector<PdfOutlineEntry> outline() const;
    // Paints every page, calling device->newPage() between them. False if painting failed.
    bool paint(QPagedPaintDevice *device, const PageFrame &frame) const;

private:
    // A laid-out part: shown down to `cut` (document y, device pixels); `rest` is the HTML of
    // what comes from the cut on, the next part, which starts a page (pagebreaks.h).
    struct Part {
        std::unique_ptr<QTextDocument> doc;
        double cut = noCut;
        QString rest;
    };
    // `topOffset` (device pixels) moves the part's start down its first page. When nothing of it
    // would stay there, the part is laid out at the top of a page instead and `topOffset` is set
    // to 0. `marginAbove` (CSS pixels) is the bottom margin of what the part continues.
    Part layOut(QPagedPaintDevice *device, const QString &html, const QString &styleSheet,
                double &topOffset, double marginAbove = 0) const;
    // Lays out a section, cut before its headings into parts (pagebreaks.h) when `split`, each
    // part just below the one before; the first at the top of a page or, with `followOn`, where
    // followOnStart() puts it.
    void addSection(QPagedPaintDevice *device, const QString &html, const QString &styleSheet,
                    bool followOn, bool split);
    // Where a section after document `doc` would begin on that document's last page (document
    // y of a page, device pixels), or 0 when too little of the page is left.
    double followOnStart(std::size_t doc) const;
    // Where the next part of the same section begins on document `doc`'s last page: just below
    // its last block or table, whose bottom margin (CSS pixels) goes to `marginBelow`; 0 when
    // that is the top of the next page.
    double continueStart(std::size_t doc, double *marginBelow) const;
    void paintFrame(QPainter &painter, int page, int pages, const PageFrame &frame) const;

    QPageLayout m_pageLayout;
    int m_dpi = 1200;
    QRectF m_body;  // the text column on the page, device pixels
    std::unique_ptr<ReportChartObject> m_charts;
    // The laid-out parts of every section in order; the memo, the first, is one part.
    std::vector<std::unique_ptr<QTextDocument>> m_sections;
    std::vector<int> m_pageCounts;  // of each part, pages with something to read
    std::vector<bool> m_sharesPage; // a part's first page is the previous one's last
    std::vector<double> m_cuts;     // of each part, where it stops showing (noCut: nowhere)
};

} // namespace report
