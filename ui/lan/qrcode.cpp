#include "qrcode.h"

#include <qrencode.h>

#include <QPainter>
#include <QPainterPath>

#include <memory>

namespace {

// ISO/IEC 18004 asks for a light margin of four modules around the symbol.
constexpr int quietZone = 4;

} // namespace

lan::QrCode lan::QrCode::encode(const QByteArray &text)
{
    lan::QrCode code;
    // 8-bit mode keeps the text exactly as given (a URL's case matters in its path).
    std::unique_ptr<QRcode, void (*)(QRcode *)> encoded(
        QRcode_encodeData(int(text.size()), reinterpret_cast<const unsigned char *>(text.data()),
                          0, QR_ECLEVEL_M),
        QRcode_free);
    if (!encoded) return code;
    code.m_size = encoded->width;
    code.m_modules.resize(std::size_t(code.m_size) * std::size_t(code.m_size));
    // libqrencode: bit 0 of each byte is 1 for a dark module.
    for (std::size_t i = 0; i < code.m_modules.size(); ++i)
        code.m_modules[i] = encoded->data[i] & 1;
    return code;
}

void lan::QrCode::paint(QPainter &painter, const QRectF &square, const QColor &ink,
                   const QColor &paper) const
{
    if (isEmpty()) return;
    const qreal side = std::min(square.width(), square.height());
    const QRectF area(square.center() - QPointF(side / 2, side / 2), QSizeF(side, side));
    const qreal module = side / (m_size + 2 * quietZone);
    painter.save();
    painter.fillRect(area, paper);
    // One path for every dark module, so a PDF gets one filled shape, and adjacent modules meet
    // without hairline gaps.
    QPainterPath path;
    path.setFillRule(Qt::WindingFill);
    for (int y = 0; y < m_size; ++y)
        for (int x = 0; x < m_size; ++x)
            if (dark(x, y))
                path.addRect(area.left() + (x + quietZone) * module,
                             area.top() + (y + quietZone) * module, module, module);
    painter.setPen(Qt::NoPen);
    painter.setBrush(ink);
    painter.drawPath(path);
    painter.restore();
}

QImage lan::QrCode::image(int pixelsPerModule) const
{
    const int side = (m_size + 2 * quietZone) * pixelsPerModule;
    QImage out(side, side, QImage::Format_RGB32);
    out.fill(Qt::white);
    if (isEmpty()) return out;
    QPainter painter(&out);
    paint(painter, QRectF(0, 0, side, side));
    return out;
}
