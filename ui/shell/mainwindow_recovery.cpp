// The main window's side of crash recovery: offering autosaved copies that no running window
// owns, and opening the recovered work. The copies themselves: autosave.cpp, recoveryfile.cpp.
#include "mainwindow.h"

#include "session/autosave.h"
#include "session/document.h"
#include "session/recoveryfile.h"

#include <QDir>
#include <QFileInfo>
#include <QStatusBar>

bool MainWindow::recoveryEnabled() const
{
    return m_options.recovery.value_or(m_options.persistSettings);
}

int MainWindow::offerRecovery()
{
    return m_autosave ? offerOrphans(QString()) : 0;
}

int MainWindow::offerOrphans(const QString &onlyFor)
{
    recovery::Scan scan = recovery::findOrphans(m_autosave->directory(), onlyFor,
                                                m_recoveryDeferred);
    if (!scan.problems.empty()) {
        const QString files = QDir::toNativeSeparators(scan.unreadable.join(QLatin1Char('\n')));
        const QString text =
            scan.unreadable.size() == 1
                ? tr("An autosaved copy could not be read, so it is not offered for recovery:\n"
                     "%1\nIt was left where it is: look at it, or delete it once you no longer "
                     "need it.").arg(files)
                : tr("%1 autosaved copies could not be read, so they are not offered for "
                     "recovery:\n%2\nThey were left where they are: look at them, or delete "
                     "them once you no longer need them.")
                      .arg(QString::number(scan.unreadable.size()), files);
        tell({QMessageBox::Warning, tr("Autosaved Work Cannot Be Read"), text, scan.problems});
        // Reported once per session, not again for every file opened.
        m_recoveryDeferred << scan.unreadable;
    }
    int recovered = 0;
    const int count = int(scan.orphans.size());
    for (int i = 0; i < count; ++i) {
        recovery::Orphan &orphan = scan.orphans[size_t(i)];
        const recovery::Offer offer{orphan.file.path, orphan.file.originalFile, orphan.file.savedAt,
                                  orphan.summary,   orphan.originalChangedSince, i + 1, count};
        const recovery::Choice choice =
            m_recoveryPrompt ? m_recoveryPrompt(offer) : RecoveryDialog::ask(offer, this);
        switch (choice) {
        case recovery::Choice::Recover:
            if (windowForRecovery(orphan.file.originalFile)->recoverOrphan(orphan)) ++recovered;
            break;
        case recovery::Choice::Discard: {
            QString error;
            if (!recovery::removeOrphan(orphan, &error))
                tell({QMessageBox::Warning, tr("Autosaved Work Not Deleted"), error, {}});
            break;
        }
        case recovery::Choice::Later:
            m_recoveryDeferred << orphan.file.path; // its lock is released with the scan
            break;
        }
    }
    return recovered;
}

// This window when it holds nothing that recovering would replace unseen: no unsaved changes,
// and either no file or the very file the copy belongs to. Otherwise a new window, so that two
// recovered documents never compete for one.
MainWindow *MainWindow::windowForRecovery(const QString &originalFile)
{
    const QString current = m_document->fileName();
    if (!m_document->isModified()
        && (current.isEmpty()
            || QFileInfo(current).absoluteFilePath() == QFileInfo(originalFile).absoluteFilePath()))
        return this;
    auto *window = new MainWindow(m_options);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->m_messageHook = m_messageHook;
    window->m_savePrompt = m_savePrompt;
    window->m_recoveryPrompt = m_recoveryPrompt;
    window->m_openElsewherePrompt = m_openElsewherePrompt;
    window->m_saveConflictPrompt = m_saveConflictPrompt;
    window->m_recoveryDeferred = m_recoveryDeferred;
    window->move(pos() + QPoint(40, 40));
    window->show();
    return window;
}

bool MainWindow::recoverOrphan(recovery::Orphan &orphan)
{
    QString error;
    if (!m_document->restore(orphan.file.content, orphan.file.path, orphan.file.originalFile,
                             &error)) {
        tell({QMessageBox::Warning, tr("Autosaved Work Not Recovered"),
              tr("%1\nThe autosaved copy is left in place.").arg(error), {}});
        return false;
    }
    // The file is this window's now, unless another window has it open: then the recovered work
    // is shown read-only, so that saving asks for another name instead of writing over it.
    if (m_autosave && !m_document->fileName().isEmpty()) {
        if (!m_autosave->claimFile(m_document->fileName())) m_document->setReadOnly(true);
    } else if (m_autosave) {
        m_autosave->releaseFile();
    }
    // The recovered work is this window's unsaved work now: it gets this window's own copy
    // before the old one goes, so that a crash right now still finds one of them.
    if (m_autosave && m_autosave->saveNow(&error)) {
        if (!recovery::removeOrphan(orphan, &error))
            statusBar()->showMessage(error, 10000);
    }
    const QString name = orphan.file.originalFile.isEmpty()
                             ? tr("an untitled scenario")
                             : QDir::toNativeSeparators(orphan.file.originalFile);
    statusBar()->showMessage(
        tr("Recovered the unsaved changes to %1, autosaved %2. Save to keep them.")
            .arg(name, RecoveryDialog::describeTime(orphan.file.savedAt,
                                                    QDateTime::currentDateTimeUtc())),
        30000);
    raise();
    return true;
}
