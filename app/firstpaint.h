#pragma once
// Startup measurement for the benchmark (acceldecide-bench-gui): once the window has been painted
// for the first time, print how long that took since main() began and quit. Reported, never
// asserted; see docs/cli.md for the option that turns it on.
class QElapsedTimer;
class QWidget;

namespace firstpaint {

// `sinceMain` was started at the top of main(). `assessed` is asked at the first paint: whether
// the window already shows the built-in scenario's results, not just an empty frame.
void quitAfterFirstPaint(QWidget *window, const QElapsedTimer &sinceMain, bool (*assessed)(QWidget *));

} // namespace firstpaint
