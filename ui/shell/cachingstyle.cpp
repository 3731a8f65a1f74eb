#include "cachingstyle.h"

#include "controloutline.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QPainter>
#include <QPixmapCache>
#include <QScrollBar>
#include <QStyleOptionComboBox>
#include <QStyleOptionSlider>
#include <QStyleOptionSpinBox>
#include <QThread>

namespace {

int &drawn()
{
    static int count = 0;
    return count;
}

// The colour Fusion takes as the background of a scroll bar: the base colour of the scroll area
// the bar belongs to, which need not be the bar's own palette (QStyleHelper::backgroundColor).
QColor scrollBarBackground(const QStyleOption &option, const QWidget *widget)
{
    if (qobject_cast<const QScrollBar *>(widget) && widget->parentWidget()
        && qobject_cast<const QAbstractScrollArea *>(widget->parentWidget()->parentWidget()))
        return widget->parentWidget()->parentWidget()->palette().color(QPalette::Base);
    return option.palette.color(QPalette::Base);
}

// Everything Fusion reads when it paints a scroll bar, so that two bars with the same key look
// exactly alike.
QString scrollBarKey(const QStyleOptionSlider &bar, const QWidget *widget, const QPainter &painter)
{
    const QList<qint64> fields = {bar.rect.width(),
                                  bar.rect.height(),
                                  qint64(painter.device()->devicePixelRatio() * 1000),
                                  qint64(painter.renderHints().toInt()),
                                  qint64(bar.state.toInt()),
                                  bar.direction,
                                  qint64(bar.palette.cacheKey()),
                                  qint64(bar.subControls.toInt()),
                                  qint64(bar.activeSubControls.toInt()),
                                  bar.orientation,
                                  bar.minimum,
                                  bar.maximum,
                                  bar.sliderPosition,
                                  bar.sliderValue,
                                  bar.pageStep,
                                  bar.singleStep,
                                  bar.upsideDown,
                                  scrollBarBackground(bar, widget).rgba()};
    QString key = QStringLiteral("acceldecide-scrollbar");
    for (qint64 field : fields) key += QLatin1Char('-') + QString::number(field, 16);
    return key;
}

// A picture drawn apart and copied in looks the same as one drawn in place only when nothing
// between the two bends it: no scaling or rotation, plain blending, and the GUI thread, the only
// one that may use the pixmap cache.
bool copyable(const QPainter *painter)
{
    return painter && painter->device()
           && painter->worldTransform().type() <= QTransform::TxTranslate
           && painter->compositionMode() == QPainter::CompositionMode_SourceOver
           && QThread::currentThread() == qApp->thread();
}

// Fusion covers every pixel of a scroll bar. A picture without an alpha channel is copied in
// line by line, where one with it is blended pixel by pixel (in strips on Qt's thread pool, the
// round of wake-ups this cache is there to avoid).
QPixmap opaqueIfCovered(const QPixmap &pixmap)
{
    const QImage image = pixmap.toImage().convertToFormat(QImage::Format_ARGB32);
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x)
            if (qAlpha(line[x]) != 255) return pixmap;
    }
    QPixmap opaque = QPixmap::fromImage(image.convertToFormat(QImage::Format_RGB32));
    opaque.setDevicePixelRatio(pixmap.devicePixelRatio());
    return opaque;
}

} // namespace

CachingStyle::CachingStyle(QStyle *fusion) : QProxyStyle(fusion) {}

QStyle *CachingStyle::wrapped(QStyle *style)
{
    if (!style || style->name().compare(QLatin1String("fusion"), Qt::CaseInsensitive) != 0)
        return style;
    return new CachingStyle(style);
}

int CachingStyle::drawnCount()
{
    return drawn();
}

void CachingStyle::drawPrimitive(PrimitiveElement element, const QStyleOption *option,
                                 QPainter *painter, const QWidget *widget) const
{
    QProxyStyle::drawPrimitive(element, option, painter, widget);
    if (!option || !painter || !controloutline::replacesOutline(option->palette)) return;
    // A focused field keeps Fusion's highlight, which already stands out.
    if (option->state & State_HasFocus) return;
    using controloutline::Shape;
    switch (element) {
    case PE_FrameLineEdit:
        controloutline::draw(painter, option->rect, Shape::Field, option->palette);
        break;
    case PE_IndicatorCheckBox:
    case PE_IndicatorItemViewItemCheck:
        controloutline::draw(painter, option->rect, Shape::Box, option->palette);
        break;
    case PE_IndicatorRadioButton:
        controloutline::draw(painter, option->rect, Shape::Circle, option->palette);
        break;
    default: break;
    }
}

void CachingStyle::drawComplexControl(ComplexControl control, const QStyleOptionComplex *option,
                                      QPainter *painter, const QWidget *widget) const
{
    if (control == CC_SpinBox || control == CC_ComboBox) {
        QProxyStyle::drawComplexControl(control, option, painter, widget);
        const auto *spin = qstyleoption_cast<const QStyleOptionSpinBox *>(option);
        const auto *combo = qstyleoption_cast<const QStyleOptionComboBox *>(option);
        const bool framed = (spin && spin->frame) || (combo && combo->frame && combo->editable);
        if (framed && painter && controloutline::replacesOutline(option->palette)
            && !(option->state & State_HasFocus))
            controloutline::draw(painter, option->rect, controloutline::Shape::Field,
                                 option->palette);
        return;
    }
    const auto *bar = qstyleoption_cast<const QStyleOptionSlider *>(option);
    // Fusion places a bar's parts as if the bar were at its painter's origin, as it is when a
    // scroll bar paints itself; anything else is left to Fusion as it is.
    if (control != CC_ScrollBar || !bar || bar->rect.isEmpty() || bar->rect.topLeft() != QPoint()
        || !copyable(painter)
        || styleHint(SH_ScrollBar_Transient, option, widget)) {
        QProxyStyle::drawComplexControl(control, option, painter, widget);
        return;
    }
    const qreal dpr = painter->device()->devicePixelRatio();
    const QString key = scrollBarKey(*bar, widget, *painter);
    QPixmap pixmap;
    if (!QPixmapCache::find(key, &pixmap)) {
        pixmap = QPixmap(bar->rect.size() * dpr);
        pixmap.setDevicePixelRatio(dpr);
        pixmap.fill(Qt::transparent);
        QPainter cachePainter(&pixmap);
        cachePainter.setRenderHints(painter->renderHints());
        QProxyStyle::drawComplexControl(control, bar, &cachePainter, widget);
        cachePainter.end();
        pixmap = opaqueIfCovered(pixmap);
        QPixmapCache::insert(key, pixmap);
        ++drawn();
    }
    painter->drawPixmap(0, 0, pixmap);
}
