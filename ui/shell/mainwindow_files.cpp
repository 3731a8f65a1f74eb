// The main window's file handling: new, open, save, recent files, catalog overlays.
#include "mainwindow.h"

#include "recentfiles.h"
#include "session/autosave.h"
#include "session/catalogsession.h"
#include "session/document.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>

namespace {
const auto lastDirectoryKey = QStringLiteral("paths/lastDirectory");
const auto overlayKey = QStringLiteral("catalog/overlayDirectory");
} // namespace

bool MainWindow::maybeSave()
{
    if (!m_document->isModified()) return true;
    QMessageBox::StandardButton answer;
    if (m_savePrompt) {
        answer = m_savePrompt(m_document->displayName());
    } else {
        answer = QMessageBox::warning(
            this, tr("Unsaved Changes"),
            tr("“%1” has unsaved changes. Save them first?").arg(m_document->displayName()),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    }
    if (answer == QMessageBox::Save) return save();
    if (answer != QMessageBox::Discard) return false;
    if (m_autosave) m_autosave->discard(); // the user let the changes go: so does the copy
    return true;
}

void MainWindow::newDocument()
{
    if (!maybeSave()) return;
    m_document->reset(ad::defaultScenario());
    statusBar()->showMessage(tr("New scenario from the built-in default"), 4000);
}

void MainWindow::open()
{
    if (!maybeSave()) return;
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Scenario"), startDirectory(),
        tr("Scenario files (*.json);;All files (*)"));
    if (!path.isEmpty()) loadPath(path); // unsaved changes were dealt with above
}

bool MainWindow::openFile(const QString &path)
{
    return maybeSave() && loadPath(path);
}

bool MainWindow::loadPath(const QString &path)
{
    QString error;
    if (!m_document->load(path, &error)) {
        tell({QMessageBox::Critical, tr("Cannot Open Scenario"), error, {}});
        return false;
    }
    rememberDirectory(path);
    m_recent->add(path);
    if (!m_document->loadWarnings().isEmpty()) {
        tell({QMessageBox::Information, tr("Scenario Opened with Warnings"),
              m_document->loadWarnings().join(QLatin1Char('\n')), {}});
    }
    statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(path)), 4000);
    // Unsaved work on this very file, left by a session that did not end cleanly.
    if (m_autosave) offerOrphans(path);
    return true;
}

bool MainWindow::save()
{
    if (m_document->fileName().isEmpty()) return saveAs();
    return saveTo(m_document->fileName());
}

bool MainWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save Scenario As"),
        m_document->fileName().isEmpty() ? startDirectory() : m_document->fileName(),
        tr("Scenario files (*.json)"));
    if (path.isEmpty()) return false;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".json");
    return saveTo(path);
}

bool MainWindow::saveTo(const QString &path)
{
    QString error;
    if (!m_document->save(path, &error)) {
        tell({QMessageBox::Critical, tr("Cannot Save Scenario"), error, {}});
        return false;
    }
    rememberDirectory(path);
    m_recent->add(path);
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 4000);
    return true;
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = m_recent->files();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files.at(i);
        QAction *action = m_recentMenu->addAction(
            tr("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()),
            this, [this, path] { openFile(path); });
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
    }
    if (files.isEmpty()) {
        m_recentMenu->addAction(tr("No recent files"))->setEnabled(false);
    } else {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("Clear Recent Files"), m_recent, &RecentFiles::clear);
    }
}

void MainWindow::loadCatalogOverlay()
{
    const QString start = m_catalog->hasOverlay() ? m_catalog->overlayDirectory()
                                                  : startDirectory();
    const QString directory =
        QFileDialog::getExistingDirectory(this, tr("Load Catalog Overlay"), start);
    if (!directory.isEmpty()) loadOverlayDirectory(directory);
}

bool MainWindow::loadOverlayDirectory(const QString &directory)
{
    ad::Diagnostics problems;
    const QString shown = QDir::toNativeSeparators(directory);
    if (!m_catalog->loadOverlay(directory, &problems)) {
        tell({QMessageBox::Critical, tr("Catalog Overlay Not Loaded"),
              tr("The overlay in %1 has errors, so none of it is used; the application keeps "
                 "the catalog it had.")
                  .arg(shown),
              problems});
        return false;
    }
    if (m_options.persistSettings) QSettings().setValue(overlayKey, directory);
    if (!problems.empty()) {
        tell({QMessageBox::Warning, tr("Catalog Overlay Loaded with Warnings"),
              tr("The overlay in %1 is in use. Some of its content was questionable:").arg(shown),
              problems});
    }
    statusBar()->showMessage(tr("Catalog overlay loaded from %1").arg(shown), 4000);
    return true;
}

void MainWindow::useShippedCatalog()
{
    m_catalog->clearOverlay();
    if (m_options.persistSettings) QSettings().remove(overlayKey);
}

QString MainWindow::startDirectory() const
{
    if (!m_document->fileName().isEmpty()) return QFileInfo(m_document->fileName()).absolutePath();
    if (!m_options.persistSettings) return QDir::homePath();
    return QSettings().value(lastDirectoryKey, QDir::homePath()).toString();
}

void MainWindow::rememberDirectory(const QString &path)
{
    if (m_options.persistSettings)
        QSettings().setValue(lastDirectoryKey, QFileInfo(path).absolutePath());
}
