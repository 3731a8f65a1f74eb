#include "firstpaint.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QTimer>
#include <QWidget>

#include <cstdio>

namespace firstpaint {
namespace {

class Probe : public QObject
{
public:
    Probe(QWidget *window, const QElapsedTimer &sinceMain, bool (*assessed)(QWidget *))
        : QObject(window), m_window(window), m_sinceMain(sinceMain), m_assessed(assessed)
    {
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_window && event->type() == QEvent::Paint && !m_done) {
            m_done = true;
            // The paint event of the top level comes first in a paint pass; the zero timer runs
            // after the whole pass, children included, has been painted and flushed.
            QTimer::singleShot(0, this, [this] {
                std::printf("first-paint-ms %.1f assessed %s\n",
                            double(m_sinceMain.nsecsElapsed()) / 1e6,
                            m_assessed(m_window) ? "yes" : "no");
                std::fflush(stdout);
                QCoreApplication::exit(0);
            });
        }
        return false;
    }

private:
    QWidget *m_window;
    const QElapsedTimer &m_sinceMain;
    bool (*m_assessed)(QWidget *);
    bool m_done = false;
};

} // namespace

void quitAfterFirstPaint(QWidget *window, const QElapsedTimer &sinceMain,
                         bool (*assessed)(QWidget *))
{
    window->installEventFilter(new Probe(window, sinceMain, assessed));
}

} // namespace firstpaint
