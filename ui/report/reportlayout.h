#pragma once
// Pagination for the report: a QTextDocument laid out at the page's resolution, headings kept
// with what follows them, charts drawn as vector objects, and every page framed by a running
// header and a "Page N of M" footer.
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

namespace ad::report {

struct PageFrame {
    QString headerLeft, headerRight;  // the scenario's name, "AccelDecide report"
    QString footerLeft;               // date and catalog fingerprint
};

// The page layout of a report: the paper size with the margins the header and footer need.
QPageLayout reportPageLayout(QPageSize::PageSizeId size);
// Width of the text column in CSS pixels (1/96 inch) for that page layout.
double textWidthCssPx(const QPageLayout &layout);

// Each section is a document of its own, so keeping a heading with what follows it re-lays out
// one section, not the whole report. The first section, the decision memo, is kept to one page
// (set smaller when it runs over) and the second opens the appendix on page 2; each later one
// goes on below the end of the one before when a quarter of that page or more is left, so no
// page of the appendix ends half empty for want of a new section's start.
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
    // `topOffset` (device pixels) moves the section's start down its first page.
    std::unique_ptr<QTextDocument> layOut(QPagedPaintDevice *device, const QString &html,
                                          const QString &styleSheet, double topOffset = 0) const;
    // Where a section after `section` would begin on that section's last page (document y of a
    // page, device pixels), or 0 when too little of the page is left.
    double followOnStart(std::size_t section) const;
    void paintFrame(QPainter &painter, int page, int pages, const PageFrame &frame) const;

    QPageLayout m_pageLayout;
    int m_dpi = 1200;
    QRectF m_body;  // the text column on the page, device pixels
    std::unique_ptr<ChartObject> m_charts;
    std::vector<std::unique_ptr<QTextDocument>> m_sections;
    std::vector<int> m_pageCounts;  // of each section, pages with something to read
    std::vector<bool> m_sharesPage; // a section's first page is the previous one's last
};

} // namespace ad::report
