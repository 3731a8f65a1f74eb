#include "reportlayout.h"

#include "pagebreaks.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextBlockFormat>
#include <QTextCursor>
#include <QTextFrame>
#include <QTextLayout>

#include <cmath>

namespace report {

namespace {

// Millimetres: the header sits in the top margin, the footer in the bottom one.
constexpr double sideMargin = 20, topMargin = 24, bottomMargin = 22;
constexpr double headerBaseline = 14, footerBaseline = 12;  // from the page's edge

double mmToDevice(double mm, int dpi) { return mm / 25.4 * dpi; }

// Turns the <img src="chart:N"> placeholders into chart objects, before the first layout.
void replaceChartPlaceholders(QTextDocument &doc)
{
    const QString prefix = QStringLiteral("chart:");
    for (QTextBlock block = doc.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            const QTextCharFormat format = fragment.charFormat();
            if (!format.isImageFormat()) continue;
            const QString name = format.toImageFormat().name();
            if (!name.startsWith(prefix)) continue;
            QTextCharFormat chart = format;
            chart.setObjectType(ReportChartObject::type);
            chart.setProperty(ReportChartObject::kindProperty, name.mid(prefix.size()).toInt());
            QTextCursor cursor(&doc);
            cursor.setPosition(fragment.position());
            cursor.setPosition(fragment.position() + fragment.length(), QTextCursor::KeepAnchor);
            cursor.setCharFormat(chart);
        }
    }
}

// The style sheet with every size in points and pixels multiplied by `factor`.
QString scaledStyleSheet(const QString &styleSheet, double factor)
{
    static const QRegularExpression size(QStringLiteral("(\\d+(?:\\.\\d+)?)(pt|px)\\b"));
    QString scaled;
    qsizetype from = 0;
    for (auto it = size.globalMatch(styleSheet); it.hasNext();) {
        const auto m = it.next();
        scaled += styleSheet.mid(from, m.capturedStart() - from)
            + QString::number(m.captured(1).toDouble() * factor, 'f', 2) + m.captured(2);
        from = m.capturedEnd();
    }
    return scaled + styleSheet.mid(from);
}

} // namespace

QPageLayout reportPageLayout(QPageSize::PageSizeId size)
{
    // The device gets no margins of its own; the report places its text column itself so the
    // header and footer can use the margins.
    return QPageLayout(QPageSize(size), QPageLayout::Portrait, QMarginsF(0, 0, 0, 0),
                       QPageLayout::Millimeter);
}

double textWidthCssPx(const QPageLayout &layout)
{
    const double widthMm = layout.fullRect(QPageLayout::Millimeter).width() - 2 * sideMargin;
    return widthMm / 25.4 * 96.0;
}

ReportLayout::ReportLayout(QPagedPaintDevice *device, const QPageLayout &pageLayout,
                           const QStringList &sections, const QString &styleSheet,
                           std::array<QPicture, chartCount> charts)
    : m_pageLayout(pageLayout), m_dpi(device->logicalDpiX()),
      m_charts(std::make_unique<ReportChartObject>(std::move(charts), m_dpi / 96.0))
{
    const QRectF page = m_pageLayout.fullRect(QPageLayout::Millimeter);
    m_body = QRectF(mmToDevice(sideMargin, m_dpi), mmToDevice(topMargin, m_dpi),
                    mmToDevice(page.width() - 2 * sideMargin, m_dpi),
                    mmToDevice(page.height() - topMargin - bottomMargin, m_dpi));
    if (sections.isEmpty()) return;
    // The first section is the decision memo, which is read as one page: a memo a few lines too
    // long is set a little smaller rather than spill onto a page of its own.
    addSection(device, sections.front(), styleSheet, false, false);
    for (const double factor : {0.94, 0.88, 0.82, 0.76}) {
        if (pageCount() <= 1) break;
        m_sections.clear();
        m_pageCounts.clear();
        m_sharesPage.clear();
        m_cuts.clear();
        addSection(device, sections.front(), scaledStyleSheet(styleSheet, factor), false, false);
    }
    // The appendix opens page 2; any later section goes on where the one before it ends, unless
    // its heading and first lines would not fit there.
    for (qsizetype i = 1; i < sections.size(); ++i)
        addSection(device, sections[i], styleSheet, i >= 2, true);
}

ReportLayout::~ReportLayout() = default;

void ReportLayout::addSection(QPagedPaintDevice *device, const QString &html,
                              const QString &styleSheet, bool followOn, bool split)
{
    QStringList parts = split ? splitBeforeHeadings(html) : QStringList{html};
    bool afterCut = false;  // the part is what a cut left over: it starts a page
    for (qsizetype k = 0; k < parts.size(); ++k) {
        double marginAbove = 0, start = 0;
        if (!afterCut && !m_sections.empty()) {
            const std::size_t before = m_sections.size() - 1;
            start = k > 0 ? continueStart(before, &marginAbove)
                          : followOn ? followOnStart(before) : 0;
        }
        Part part = layOut(device, parts[k], styleSheet, start, marginAbove);
        if (start > 0 && lineExtent(*part.doc, part.cut).top >= m_body.height()) {
            start = 0;
            part = layOut(device, parts[k], styleSheet, start);
        }
        m_sharesPage.push_back(start > 0);
        m_pageCounts.push_back(contentPageCount(*part.doc, m_body.height(), part.cut));
        m_cuts.push_back(part.cut);
        m_sections.push_back(std::move(part.doc));
        afterCut = !part.rest.isEmpty();
        if (afterCut) parts.insert(k + 1, part.rest);
    }
}

double ReportLayout::continueStart(std::size_t doc, double *marginBelow) const
{
    QTextDocument &d = *m_sections[doc];
    // The bottom of the last thing in the document: its last block, or its last table when only
    // the empty block that must follow a table comes after it.
    double bottom = 0;
    QTextFrame *root = d.rootFrame();
    QTextFrame *lastTable = nullptr;
    QTextBlock lastBlock;
    for (auto it = root->begin(); !it.atEnd(); ++it) {
        if (QTextFrame *frame = it.currentFrame()) {
            lastTable = frame;
            lastBlock = QTextBlock();
        } else if (it.currentBlock().isValid()) {
            const QTextBlock block = it.currentBlock();
            if (block.length() > 1 || !lastTable) {
                lastBlock = block;
                lastTable = nullptr;
            }
        }
    }
    auto *layout = d.documentLayout();
    if (lastTable) {
        // Measured with Qt 6.4: within one document the block after a table begins one cell
        // padding above the bottom of the table's frame, the margins merged.
        bottom = layout->frameBoundingRect(lastTable).bottom()
                 - lastTable->format().toTableFormat().cellPadding() * m_dpi / 96.0;
        *marginBelow = lastTable->frameFormat().bottomMargin();
    } else if (lastBlock.isValid()) {
        bottom = layout->blockBoundingRect(lastBlock).bottom();
        *marginBelow = lastBlock.blockFormat().bottomMargin();
    }
    const double pageHeight = m_body.height();
    const double start = bottom - (m_pageCounts[doc] - 1) * pageHeight;
    return start > 0 && start < pageHeight ? start : 0;
}

double ReportLayout::followOnStart(std::size_t section) const
{
    const double pageHeight = m_body.height();
    const double used = lineExtent(*m_sections[section]).bottom
                        - (m_pageCounts[section] - 1) * pageHeight;
    // A gap of about 7 mm, which also clears the borders and padding below a table's last line.
    const double start = used + 28 * m_dpi / 96.0;
    // Less than a quarter of a page left is not worth a section's start: it would hold the
    // heading and a line or two.
    return pageHeight - start >= 0.25 * pageHeight ? start : 0;
}

ReportLayout::Part ReportLayout::layOut(QPagedPaintDevice *device, const QString &html,
                                        const QString &styleSheet, double &topOffset,
                                        double marginAbove) const
{
    auto build = [&](const QString &text) {
        auto doc = std::make_unique<QTextDocument>();
        doc->setUndoRedoEnabled(false);
        // Laid out for the device itself, so fonts are measured at its resolution and the
        // layout scales CSS pixels (cell padding, margins, rules) to it.
        doc->documentLayout()->setPaintDevice(device);
        doc->documentLayout()->registerHandler(ReportChartObject::type, m_charts.get());
        doc->setDocumentMargin(0);
        doc->setDefaultStyleSheet(styleSheet);
        QFont font(QStringLiteral("DejaVu Sans"));
        font.setPointSizeF(9);
        doc->setDefaultFont(font);
        // Qt 6.4 lays a document out lazily when its page size is set on content already in
        // place: about 1,000 characters per step, each step starting again one checkpoint back
        // (some 2,000 device pixels), so a table there is laid out once more at every step, and
        // the steps ran to some 36 per part. Set on the empty document instead, the page size
        // finishes that lazy layout at once; the content then goes in as one edit that changes
        // the existing first block (so Qt does not take it for a new document), which Qt lays
        // out in one pass when the edit ends. (A page size of -1 by -1, a new document's, would
        // lay the HTML out as it is read, unbounded.)
        doc->setPageSize(m_body.size());
        QTextCursor edit(doc.get());
        edit.beginEditBlock();
        edit.setBlockFormat(QTextBlockFormat());
        doc->setHtml(text);
        replaceChartPlaceholders(*doc);
        if (topOffset > 0) {
            // The section begins below what the page already holds: an empty block of that
            // height goes first (a first block's own top margin is not laid out), so page
            // breaks keep their places on the paper.
            QTextCursor cursor(doc.get());
            cursor.insertBlock();
            cursor.movePosition(QTextCursor::Start);
            QTextBlockFormat spacer;  // a fixed line height counts in CSS pixels
            spacer.setLineHeight(topOffset * 96.0 / m_dpi, QTextBlockFormat::FixedHeight);
            // The margin below what the part continues, which Qt merges with the top margin
            // of the part's first heading as it would within one document.
            spacer.setBottomMargin(marginAbove);
            cursor.setBlockFormat(spacer);
        }
        // A block's layout keeps its shaped glyphs after the layout pass, so painting the page
        // draws them instead of shaping every line again (a seventh of the painting's work).
        for (QTextBlock block = doc->begin(); block.isValid(); block = block.next())
            block.layout()->setCacheEnabled(true);
        edit.endEditBlock();
        return doc;
    };
    Part part{build(html), noCut, QString()};
    double cut = noCut;
    const std::optional<PageBreak> pageBreak = findPageBreak(*part.doc, m_body.height(), &cut);
    if (!pageBreak) return part;
    if (lineExtent(*part.doc, cut).bottom <= 0) {
        // Nothing would stay above the cut. Below what the page already holds, the part starts
        // the next page instead; at the top of a page there is nothing better to do.
        if (topOffset <= 0) return part;
        topOffset = 0;
        part.doc = build(html);
        const std::optional<PageBreak> again = findPageBreak(*part.doc, m_body.height(), &cut);
        if (again && lineExtent(*part.doc, cut).bottom > 0) {
            part.rest = continuationAt(html, *again);
            if (!part.rest.isEmpty()) part.cut = cut;
        }
        return part;
    }
    part.rest = continuationAt(html, *pageBreak);
    if (!part.rest.isEmpty()) part.cut = cut;
    return part;
}

int ReportLayout::pageCount() const
{
    int pages = 0;
    for (std::size_t section = 0; section < m_sections.size(); ++section)
        pages += m_pageCounts[section] - (m_sharesPage[section] ? 1 : 0);
    return pages;
}

std::vector<PdfOutlineEntry> ReportLayout::outline() const
{
    std::vector<PdfOutlineEntry> entries;
    const double pageHeight = m_body.height();
    const double toPoints = 72.0 / m_dpi;
    int firstPage = 0;
    for (std::size_t section = 0; section < m_sections.size(); ++section) {
        if (m_sharesPage[section]) --firstPage;
        const QTextDocument &doc = *m_sections[section];
        for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
            const int level = b.blockFormat().headingLevel();
            if (level == 0 || level > 3 || QTextCursor(b).currentTable()) continue;
            // Its first line's top (a heading's margin can end a page whose next one has the
            // heading itself), with a device pixel of tolerance for a line placed at a page's
            // top edge, as pagebreaks.cpp has.
            const QTextLayout *lines = b.layout();
            const double top = doc.documentLayout()->blockBoundingRect(b).top()
                               + (lines && lines->lineCount() > 0 ? lines->lineAt(0).y() : 0);
            if (top >= m_cuts[section]) break;  // the next part shows it
            const int local = std::min(int((top + 1) / pageHeight), m_pageCounts[section] - 1);
            entries.push_back({b.text().simplified(), level <= 2 ? 0 : 1, firstPage + local,
                               (m_body.top() + top - local * pageHeight) * toPoints});
        }
        firstPage += m_pageCounts[section];
    }
    return entries;
}

void ReportLayout::paintFrame(QPainter &painter, int page, int pages, const PageFrame &frame) const
{
    const QRectF full = m_pageLayout.fullRectPixels(m_dpi);
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(7.5);
    painter.setFont(font);
    const QFontMetricsF metrics(font, painter.device());
    const QColor grey(0x5a, 0x66, 0x72);
    painter.setPen(grey);

    const double left = m_body.left(), right = m_body.right();
    if (page > 0) {  // the title page carries no running header
        const double baseline = mmToDevice(headerBaseline, m_dpi);
        const QString leftText = metrics.elidedText(frame.headerLeft, Qt::ElideRight,
                                                    m_body.width() * 0.65);
        painter.drawText(QPointF(left, baseline), leftText);
        painter.drawText(QPointF(right - metrics.horizontalAdvance(frame.headerRight), baseline),
                         frame.headerRight);
        const double rule = baseline + metrics.descent() + mmToDevice(1.2, m_dpi);
        painter.setPen(QPen(QColor(0xb4, 0xbf, 0xca), mmToDevice(0.2, m_dpi)));
        painter.drawLine(QPointF(left, rule), QPointF(right, rule));
        painter.setPen(grey);
    }
    const double baseline = full.height() - mmToDevice(footerBaseline, m_dpi);
    const QString pageText = QCoreApplication::translate("report", "Page %1 of %2")
                                 .arg(page + 1).arg(pages);
    painter.drawText(QPointF(left, baseline),
                     metrics.elidedText(frame.footerLeft, Qt::ElideRight, m_body.width() * 0.7));
    painter.drawText(QPointF(right - metrics.horizontalAdvance(pageText), baseline), pageText);
}

bool ReportLayout::paint(QPagedPaintDevice *device, const PageFrame &frame) const
{
    QPainter painter;
    if (!painter.begin(device)) return false;
    painter.setRenderHint(QPainter::Antialiasing);
    const int pages = pageCount();
    const double pageHeight = m_body.height();
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette.setColor(QPalette::Text, Qt::black);
    int page = -1;  // the sheet being painted
    for (std::size_t section = 0; section < m_sections.size(); ++section) {
        const QTextDocument *doc = m_sections[section].get();
        for (int local = 0; local < m_pageCounts[section]; ++local) {
            // A new sheet, unless the section's first page goes on below the one before it.
            if (page < 0 || local > 0 || !m_sharesPage[section]) {
                if (page >= 0) {
                    paintFrame(painter, page, pages, frame);
                    if (!device->newPage()) return false;
                }
                ++page;
            }
            painter.save();
            painter.translate(m_body.left(), m_body.top() - local * pageHeight);
            // Down to the cut on a part's last page: what follows it is the next part's.
            context.clip = QRectF(0, local * pageHeight, m_body.width(),
                                  std::min(pageHeight, m_cuts[section] - local * pageHeight));
            painter.setClipRect(context.clip);
            doc->documentLayout()->draw(&painter, context);
            painter.restore();
        }
    }
    if (page >= 0) paintFrame(painter, page, pages, frame);
    return painter.end();
}

} // namespace report
