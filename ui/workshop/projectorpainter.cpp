#include "projectorpainter.h"

#include "projectorview.h"

#include "lan/qrcode.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace {

// Sizes in points at a screen 1080 pixels high.
constexpr double titlePt = 48, subtitlePt = 24, headlinePt = 72, linePt = 36, rowPt = 32,
                 detailPt = 24, smallPt = 20;

struct Fonts {
    double scale = 1;
    QFont make(double points, bool bold = false) const
    {
        QFont font;
        font.setPointSizeF(std::max(8.0, points * scale));
        font.setBold(bold);
        return font;
    }
};

double lineHeight(const QFont &font)
{
    return QFontMetricsF(font).height();
}

void text(QPainter &p, const QRectF &rect, const QFont &font, const QColor &colour,
          const QString &s, int flags)
{
    p.setFont(font);
    p.setPen(colour);
    p.drawText(rect, flags, s);
}

QString elided(const QFont &font, const QString &s, double width)
{
    return QFontMetricsF(font).elidedText(s, Qt::ElideRight, width);
}

void paintBar(QPainter &p, const QRectF &track, double value)
{
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(48, 54, 62));
    p.drawRoundedRect(track, track.height() / 4, track.height() / 4);
    QRectF fill = track;
    fill.setWidth(track.width() * std::clamp(value / 5.0, 0.0, 1.0));
    p.setBrush(ProjectorView::accent());
    p.drawRoundedRect(fill, track.height() / 4, track.height() / 4);
    // Ticks at the whole weights, so "3.5" can be read against 3 and 4.
    p.setPen(QPen(ProjectorView::background(), 2));
    for (int w = 1; w < 5; ++w) {
        const double x = track.left() + track.width() * w / 5.0;
        p.drawLine(QPointF(x, track.top()), QPointF(x, track.bottom()));
    }
}

void paintVotes(QPainter &p, const QRectF &area, const std::array<int, 5> &votes,
                const Fonts &fonts)
{
    const double step = area.width() / 5;
    const double d = std::min(step * 0.8, area.height() * 0.8);
    const QFont count = fonts.make(detailPt, true);
    for (int level = 0; level < 5; ++level) {
        const QPointF centre(area.left() + step * (level + 0.5), area.center().y());
        const QRectF circle(centre.x() - d / 2, centre.y() - d / 2, d, d);
        const int n = votes[std::size_t(level)];
        p.setPen(QPen(ProjectorView::secondary(), 2));
        p.setBrush(n > 0 ? QBrush(ProjectorView::accent()) : QBrush(Qt::NoBrush));
        p.drawEllipse(circle);
        if (n > 0) text(p, circle, count, ProjectorView::background(), QString::number(n),
                        Qt::AlignCenter);
    }
}

void paintLevels(QPainter &p, const QRectF &area, const Fonts &fonts)
{
    const double step = area.width() / 5;
    for (int level = 0; level < 5; ++level)
        text(p, QRectF(area.left() + step * level, area.top(), step, area.height()),
             fonts.make(smallPt), ProjectorView::secondary(), QString::number(level + 1),
             Qt::AlignCenter);
}

} // namespace

void projector::paintPage(QPainter &p, const QRect &area, const projector::Page &page,
                        int pageIndex, int pageCount)
{
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(area, ProjectorView::background());
    Fonts fonts;
    fonts.scale = std::clamp(area.height() / 1080.0, 0.5, 2.0);
    const double marginX = area.width() * 0.05, marginY = area.height() * 0.04;
    QRectF content(area.left() + marginX, area.top() + marginY, area.width() - 2 * marginX,
                   area.height() - 2 * marginY);

    // Footer first, so the content knows where it must stop.
    const QFont small = fonts.make(smallPt);
    const double footerHeight = lineHeight(small) * 1.4;
    const QRectF footer(content.left(), content.bottom() - footerHeight, content.width(),
                        footerHeight);
    text(p, footer, small, ProjectorView::secondary(),
         QObject::tr("Page %1 of %2   ·   ← →  to page   ·   Esc to leave")
             .arg(pageIndex + 1)
             .arg(pageCount),
         Qt::AlignRight | Qt::AlignVCenter);
    content.setBottom(footer.top());

    double y = content.top();
    const QFont title = fonts.make(titlePt, true);
    text(p, QRectF(content.left(), y, content.width(), lineHeight(title)), title,
         ProjectorView::foreground(), elided(title, page.title, content.width()),
         Qt::AlignLeft | Qt::AlignVCenter);
    y += lineHeight(title) * 1.1;
    if (!page.subtitle.isEmpty()) {
        const QFont sub = fonts.make(subtitlePt);
        text(p, QRectF(content.left(), y, content.width(), lineHeight(sub)), sub,
             ProjectorView::secondary(), elided(sub, page.subtitle, content.width()),
             Qt::AlignLeft | Qt::AlignVCenter);
        y += lineHeight(sub) * 1.6;
    }

    if (!page.joinLink.isEmpty()) {
        // The QR code on the right, as large as a third of the width allows, the link under it
        // for those who type; the rest of the page keeps the left.
        const QFont caption = fonts.make(detailPt, true);
        const QFont link = fonts.make(smallPt);
        const double side = std::min(content.width() * 0.32,
                                     content.bottom() - y - lineHeight(caption) * 1.4
                                         - lineHeight(link) * 3.2);
        const QRectF code(content.right() - side, y, side, side);
        lan::QrCode::encode(page.joinLink.toUtf8()).paint(p, code);
        double below = code.bottom() + lineHeight(caption) * 0.3;
        text(p, QRectF(code.left(), below, side, lineHeight(caption)), caption,
             ProjectorView::foreground(), QObject::tr("Vote from your phone"),
             Qt::AlignHCenter | Qt::AlignVCenter);
        below += lineHeight(caption) * 1.1;
        text(p, QRectF(code.left(), below, side, lineHeight(link) * 3.2), link,
             ProjectorView::secondary(), page.joinLink,
             Qt::AlignHCenter | Qt::AlignTop | Qt::TextWrapAnywhere);
        content.setRight(code.left() - content.width() * 0.04);
    }

    double bottom = content.bottom();
    if (!page.footnote.isEmpty()) {
        const QFont note = fonts.make(detailPt);
        const double h = lineHeight(note) * 1.5;
        text(p, QRectF(content.left(), bottom - h, content.width(), h), note,
             ProjectorView::secondary(), page.footnote, Qt::AlignLeft | Qt::AlignVCenter);
        bottom -= h;
    }

    if (!page.headline.isEmpty()) {
        const QFont headline = fonts.make(headlinePt, true);
        const QRectF box(content.left(), y, content.width(), lineHeight(headline) * 2.6);
        QRectF used;
        p.setFont(headline);
        p.setPen(page.kind == projector::Page::Status ? ProjectorView::foreground()
                                                    : ProjectorView::accent());
        p.drawText(box, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, page.headline, &used);
        y += used.height() + lineHeight(headline) * 0.3;
    }
    for (const QString &line : page.lines) {
        const QFont font = fonts.make(linePt);
        QRectF used;
        p.setFont(font);
        p.setPen(ProjectorView::foreground());
        p.drawText(QRectF(content.left(), y, content.width(), bottom - y),
                   Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, line, &used);
        y += used.height() + lineHeight(font) * 0.35;
    }
    if (page.ballotsIn && page.ballotsIn->second > 0) {
        // One dot per participant: a glance tells the room how far the vote has come.
        const auto [in, of] = *page.ballotsIn;
        const double step = std::min(content.width() / of, lineHeight(fonts.make(headlinePt)));
        const double d = step * 0.72;
        y += lineHeight(fonts.make(linePt)) * 0.4;
        for (int i = 0; i < of; ++i) {
            const QRectF dot(content.left() + i * step, y, d, d);
            p.setPen(QPen(i < in ? ProjectorView::accent() : ProjectorView::secondary(), 3));
            p.setBrush(i < in ? QBrush(ProjectorView::accent()) : QBrush(Qt::NoBrush));
            p.drawEllipse(dot);
        }
        y += d + lineHeight(fonts.make(linePt)) * 0.5;
    }
    if (page.rows.empty()) return;

    // Rows share what is left; the type shrinks only if 1.3 lines per row would not fit.
    const bool votes = page.rows.front().votes.has_value();
    if (votes) {
        const double h = lineHeight(small) * 1.3;
        paintLevels(p, QRectF(content.left() + content.width() * 0.42, y,
                              content.width() * 0.30, h),
                    fonts);
        y += h;
    }
    const double available = bottom - y;
    const double rows = double(page.rows.size());
    Fonts rowFonts = fonts;
    const double natural = lineHeight(fonts.make(rowPt)) * 1.3;
    if (natural * rows > available) rowFonts.scale *= available / (natural * rows);
    const double rowHeight = std::min(available / rows, lineHeight(rowFonts.make(rowPt)) * 1.9);
    const QFont label = rowFonts.make(rowPt);
    const QFont value = rowFonts.make(rowPt, true);
    const QFont detail = rowFonts.make(detailPt);

    const double labelWidth = content.width() * 0.40;
    const double middleLeft = content.left() + content.width() * 0.42;
    const double middleWidth = content.width() * 0.30;
    const double valueLeft = middleLeft + middleWidth + content.width() * 0.03;
    const double valueWidth = content.right() - valueLeft;
    const bool bars = std::any_of(page.rows.begin(), page.rows.end(),
                                  [](const projector::Row &r) { return r.bar.has_value(); });
    for (const projector::Row &row : page.rows) {
        const QRectF line(content.left(), y, content.width(), rowHeight);
        text(p, QRectF(line.left(), y, labelWidth, rowHeight), label,
             ProjectorView::foreground(), elided(label, row.label, labelWidth),
             Qt::AlignLeft | Qt::AlignVCenter);
        if (row.bar)
            paintBar(p, QRectF(middleLeft, y + rowHeight * 0.22, middleWidth, rowHeight * 0.56),
                     *row.bar);
        if (row.votes)
            paintVotes(p, QRectF(middleLeft, y + rowHeight * 0.1, middleWidth, rowHeight * 0.8),
                       *row.votes, rowFonts);
        // Without a bar or dots the value column starts where they would have been.
        const double left = bars || votes ? valueLeft : middleLeft;
        const double width = bars || votes ? valueWidth : content.right() - middleLeft;
        p.setFont(value);
        const double valueWidthUsed = QFontMetricsF(value).horizontalAdvance(row.value);
        text(p, QRectF(left, y, width, rowHeight), value, ProjectorView::foreground(), row.value,
             Qt::AlignLeft | Qt::AlignVCenter);
        const double gap = QFontMetricsF(detail).horizontalAdvance(QLatin1Char(' ')) * 2;
        const double detailLeft = left + valueWidthUsed + gap;
        text(p, QRectF(detailLeft, y, std::max(0.0, left + width - detailLeft), rowHeight),
             detail, ProjectorView::secondary(),
             elided(detail, row.detail, std::max(0.0, left + width - detailLeft)),
             Qt::AlignLeft | Qt::AlignVCenter);
        y += rowHeight;
    }
}
