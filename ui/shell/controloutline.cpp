#include "controloutline.h"

#include <QPainter>
#include <QPalette>
#include <QRectF>

#include <algorithm>
#include <cmath>

namespace controloutline {
namespace {

// WCAG 2.1's relative luminance of an sRGB colour.
double luminance(const QColor &c)
{
    auto linear = [](double channel) {
        return channel <= 0.04045 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}

QColor mix(const QColor &from, const QColor &to, double share)
{
    return QColor::fromRgbF(float(from.redF() + (to.redF() - from.redF()) * share),
                            float(from.greenF() + (to.greenF() - from.greenF()) * share),
                            float(from.blueF() + (to.blueF() - from.blueF()) * share));
}

// A margin over WCAG's 3:1, so that anti-aliased edges still meet it.
constexpr double target = 3.5;

} // namespace

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

bool replacesOutline(const QPalette &palette)
{
    return luminance(palette.color(QPalette::WindowText)) > luminance(palette.color(QPalette::Window));
}

QColor colour(const QPalette &palette)
{
    // The least step from the panel towards the text that reaches the target, so the outline
    // stays quieter than the text it frames.
    const QColor panel = palette.color(QPalette::Window), text = palette.color(QPalette::WindowText);
    for (int step = 1; step <= 20; ++step) {
        const QColor candidate = mix(panel, text, step / 20.0);
        if (contrastRatio(candidate, panel) >= target) return candidate;
    }
    return text;
}

void draw(QPainter *painter, const QRectF &rect, Shape shape, const QPalette &palette)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(QPen(colour(palette), 1.0));
    painter->setBrush(Qt::NoBrush);
    const QRectF line = rect.adjusted(0.5, 0.5, -0.5, -0.5);  // a 1-pixel pen inside the rect
    switch (shape) {
    case Shape::Field: painter->drawRoundedRect(line, 2, 2); break;
    case Shape::Box: painter->drawRect(line); break;
    case Shape::Circle: painter->drawEllipse(line); break;
    }
    painter->restore();
}

} // namespace controloutline
