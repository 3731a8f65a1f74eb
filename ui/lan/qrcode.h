#pragma once
// The QR code of the workshop's link (libqrencode), so people join by pointing a phone at the
// projector instead of typing a token. Painted as squares, so it stays sharp at any size and in
// a PDF.
#include <QByteArray>
#include <QColor>
#include <QImage>

#include <vector>

class QPainter;
class QRectF;

namespace lan {

class QrCode
{
public:
    // Error correction level M (15 % of the code may be lost), the level most readers expect.
    // An empty code when the text cannot be encoded (longer than a QR code holds).
    static QrCode encode(const QByteArray &text);

    bool isEmpty() const { return m_size == 0; }
    int size() const { return m_size; } // modules per side, without the quiet zone
    bool dark(int x, int y) const { return m_modules[std::size_t(y * m_size + x)]; }

    // The code with its quiet zone of four modules fills `square` (its shorter side), dark
    // modules on a light ground.
    void paint(QPainter &painter, const QRectF &square, const QColor &ink = Qt::black,
               const QColor &paper = Qt::white) const;
    // The same as an image, `pixelsPerModule` pixels to a module.
    QImage image(int pixelsPerModule) const;

private:
    int m_size = 0;
    std::vector<bool> m_modules;
};

} // namespace lan
