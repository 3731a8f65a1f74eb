#pragma once
// The Fusion style with its scroll bars drawn from a pixmap cache.
//
// Fusion paints a scroll bar as a stack of gradients. A gradient fill taller than about a hundred
// rows is cut into strips that Qt's painting thread pool fills in parallel, so every scroll bar on
// a page that appears costs a round of thread wake-ups: with the four chart tabs shown after an
// edit, scroll bars were 6 % of the edit, most of it waiting (acceldecide-bench-gui, perf). A
// scroll bar looks the same as long as its size, range, position, state and colours do, which is
// nearly always when a tab is shown again; then the pixmap drawn the first time is reused.
//
// On a dark palette it also outlines fields, check boxes and radio buttons so that they stand out
// from the panel (controloutline.h).
//
// Only Fusion is wrapped: other styles may animate their scroll bars (a cached picture would stop
// the animation), and Fusion is the style this application uses unless the desktop imposes one.
#include <QProxyStyle>

class CachingStyle : public QProxyStyle
{
public:
    explicit CachingStyle(QStyle *fusion); // takes ownership

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget = nullptr) const override;
    void drawComplexControl(ComplexControl control, const QStyleOptionComplex *option,
                            QPainter *painter, const QWidget *widget = nullptr) const override;

    // The style to install for `style`: wrapped if it is Fusion, as it is otherwise.
    static QStyle *wrapped(QStyle *style);
    // The number of scroll bars drawn fresh into the cache (for tests).
    static int drawnCount();
};
