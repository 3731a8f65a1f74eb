#include "windowfit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>
#include <QWindow>

#include <algorithm>

namespace windowfit {

namespace {

// Room for the title bar and borders the window manager adds around the client area; Qt only
// knows them once the window is shown.
constexpr int frameWidth = 16, frameHeight = 40;

QScreen *screenOf(const QWidget *window)
{
    if (!window) return QGuiApplication::primaryScreen();
    if (const QWidget *parent = window->parentWidget())
        if (QScreen *screen = parent->window()->screen()) return screen;
    if (QScreen *screen = window->screen()) return screen;
    return QGuiApplication::primaryScreen();
}

} // namespace

QSize fitWithin(QSize preferred, QSize available, QSize minimum)
{
    const int width = std::min(preferred.width(), available.width() - frameWidth);
    const int height = std::min(preferred.height(), available.height() - frameHeight);
    return QSize(std::max(width, minimum.width()), std::max(height, minimum.height()));
}

bool fits(const QRect &frame, const QRect &available)
{
    return frame.isValid() && available.contains(frame);
}

QRect availableGeometry(const QWidget *window)
{
    const QScreen *screen = screenOf(window);
    return screen ? screen->availableGeometry() : QRect(0, 0, 1024, 700);
}

void resizeToFit(QWidget *window, QSize preferred)
{
    const QRect available = availableGeometry(window);
    window->resize(fitWithin(preferred, available.size(), window->minimumSizeHint()
                                                              .expandedTo(window->minimumSize())));
    // Centred on the screen when not inside it; a dialog with a parent is placed by Qt.
    const QRect frame(window->pos(), window->size() + QSize(frameWidth, frameHeight));
    if (!window->parentWidget() && window->isVisible() && !fits(frame, available))
        window->move(available.center() - QPoint(window->width() / 2, window->height() / 2));
}

QSize screenShare(const QWidget *window, double share, QSize cap)
{
    const QSize available = availableGeometry(window).size();
    const QSize wanted(int(available.width() * share), int(available.height() * share));
    return fitWithin(wanted.boundedTo(cap), available);
}

} // namespace windowfit
