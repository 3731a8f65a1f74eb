#pragma once
// The export dialog is modal: a test can only look at it from inside its own event loop. This
// triggers `action`, polls until the report dialog shows a preview, hands it to `inspect` (which
// returns what the test wants to know) and closes it. Gives up after 30 s, closing whatever modal
// window is open, so a broken dialog fails the test instead of hanging it.
#include "report/reportdialog.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QTimer>

#include <functional>

inline int inspectReportDialog(QAction *action, const std::function<int(ReportDialog *)> &inspect)
{
    int result = -1;
    QTimer poll;
    poll.setInterval(100);
    QElapsedTimer waited;
    waited.start();
    QObject::connect(&poll, &QTimer::timeout, [&] {
        auto *dialog = qobject_cast<ReportDialog *>(QApplication::activeModalWidget());
        if (dialog && dialog->previewPageCount() > 0) {
            result = inspect(dialog);
            dialog->reject();
        } else if (waited.elapsed() > 30000 && QApplication::activeModalWidget()) {
            QApplication::activeModalWidget()->close();
        }
    });
    poll.start();
    action->trigger();
    poll.stop();
    return result;
}
