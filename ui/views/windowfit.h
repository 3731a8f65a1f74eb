#pragma once
// Window sizes that fit the screen a window opens on. A size chosen for a large monitor (a
// 760 × 900 dialog, a 1366 × 800 main window) would otherwise open partly off a laptop screen or
// under its task bar, with the buttons at the bottom out of reach.
#include <QRect>
#include <QSize>

class QWidget;

namespace windowfit {

// `preferred` shrunk, never grown, to fit `available` less a margin for the window frame, and
// never below `minimum` (a layout's minimum wins over the screen: a window smaller than that
// would clip its own contents).
QSize fitWithin(QSize preferred, QSize available, QSize minimum = QSize(0, 0));

// Whether a saved frame geometry lies wholly on `available` (a screen's available geometry).
bool fits(const QRect &frame, const QRect &available);

// The available geometry of the screen `window` is on, or would open on: its own, its parent's,
// or the primary screen.
QRect availableGeometry(const QWidget *window);

// Resizes a top-level window to `preferred` fitted to its screen. A visible window without a
// parent that would stick out is also moved to the middle of its screen (Qt places the others).
void resizeToFit(QWidget *window, QSize preferred);

// A share of the screen for windows that have no natural size (the main window): most of a
// laptop screen, but not a whole wall-sized monitor.
QSize screenShare(const QWidget *window, double share, QSize cap);

} // namespace windowfit
