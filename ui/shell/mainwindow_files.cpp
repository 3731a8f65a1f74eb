// The main window's file handling: new, open, save, recent files, catalog overlays.
#include "mainwindow.h"

#include "measurementdialog.h"
#include "pricedialog.h"
#include "assessment/assessment.h"
#include "evaluation/assess.h"
#include "inputs/price_snapshot.h"
#include "session/priceimport.h"
#include "recentfiles.h"
#include "session/measurementimport.h"
#include "session/autosave.h"
#include "session/catalogsession.h"
#include "views/messagetext.h"
#include "session/document.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QPushButton>
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

ad::Scenario MainWindow::builtInScenario()
{
    ad::Scenario s = ad::defaultScenario();
    s.name = views::coreText(s.name).toStdString();
    s.description = views::coreText(s.description).toStdString();
    return s;
}

void MainWindow::newDocument()
{
    if (!maybeSave()) return;
    m_document->reset(builtInScenario());
    m_catalog->useSavedPrices({});
    if (m_autosave) m_autosave->releaseFile();
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
    // Another window or instance has the file open: two windows saving over each other would
    // lose one's work, so this one shows it read-only or as an untitled copy.
    OpenElsewhereChoice how = OpenElsewhereChoice::Cancel;
    QString holder;
    const bool elsewhere = m_autosave && m_autosave->claimedElsewhere(path, &holder);
    if (elsewhere) {
        how = m_openElsewherePrompt ? m_openElsewherePrompt(path, holder)
                                    : askOpenElsewhere(path, holder);
        if (how == OpenElsewhereChoice::Cancel) return false;
    }
    QString error;
    const bool loaded = elsewhere && how == OpenElsewhereChoice::Copy
                            ? m_document->loadCopy(path, &error)
                            : m_document->load(path, &error);
    if (!loaded) {
        tell({QMessageBox::Critical, tr("Cannot Open Scenario"), error, {}});
        return false;
    }
    if (elsewhere && how == OpenElsewhereChoice::ReadOnly) m_document->setReadOnly(true);
    if (m_autosave) {
        if (elsewhere) m_autosave->releaseFile();
        else m_autosave->claimFile(path);
    }
    rememberDirectory(path);
    m_recent->add(path);
    showLoadWarnings(path);
    offerSavedPrices(path);
    const QString shown = QDir::toNativeSeparators(path);
    statusBar()->showMessage(
        !elsewhere ? tr("Opened %1").arg(shown)
        : how == OpenElsewhereChoice::ReadOnly
            ? tr("Opened %1 read-only: it is open in %2. Save As keeps your changes.")
                  .arg(shown, holder)
            : tr("Opened a copy of %1, which is open in %2. Save it under a name of its own.")
                  .arg(shown, holder),
        elsewhere ? 15000 : 4000);
    // Unsaved work on this very file, left by a session that did not end cleanly.
    if (m_autosave && !elsewhere) offerOrphans(path);
    return true;
}

void MainWindow::showLoadWarnings(const QString &path)
{
    const QStringList warnings = m_document->loadWarnings();
    if (warnings.isEmpty()) return;
    // A few fit in a message; more go in the list of file, field and problem, which scrolls.
    constexpr int inMessage = 10;
    if (warnings.size() <= inMessage) {
        tell({QMessageBox::Information, tr("Scenario Opened with Warnings"),
              warnings.join(QLatin1Char('\n')), {}});
        return;
    }
    ad::Diagnostics listed;
    for (const ad::Diagnostic &d : m_document->loadProblems())
        if (d.severity == ad::Severity::Warning) listed.push_back(d);
    tell({QMessageBox::Information, tr("Scenario Opened with Warnings"),
          tr("“%1” was opened, but some of what it holds was not read:")
              .arg(QFileInfo(path).fileName()),
          listed});
}

MainWindow::OpenElsewhereChoice MainWindow::askOpenElsewhere(const QString &path,
                                                             const QString &holder)
{
    QMessageBox box(QMessageBox::Question, tr("File Open Elsewhere"),
                    tr("“%1” is already open in %2.\n\nChanges made in two windows would "
                       "overwrite each other. Open it read-only (Save As keeps your changes), "
                       "or open an untitled copy?")
                        .arg(QFileInfo(path).fileName(), holder),
                    QMessageBox::Cancel, this);
    box.setTextFormat(Qt::PlainText);
    QPushButton *readOnly = box.addButton(tr("Open &Read-Only"), QMessageBox::AcceptRole);
    QPushButton *copy = box.addButton(tr("Open a &Copy"), QMessageBox::AcceptRole);
    box.setDefaultButton(readOnly);
    box.exec();
    if (box.clickedButton() == readOnly) return OpenElsewhereChoice::ReadOnly;
    if (box.clickedButton() == copy) return OpenElsewhereChoice::Copy;
    return OpenElsewhereChoice::Cancel;
}

MainWindow::SaveConflictChoice MainWindow::askSaveConflict(const QString &path)
{
    QMessageBox box(QMessageBox::Warning, tr("File Changed on Disk"),
                    tr("“%1” was changed on disk after you opened or last saved it here, by "
                       "another program or another AccelDecide window.\n\nOverwrite those "
                       "changes with yours, or save yours under another name?")
                        .arg(QFileInfo(path).fileName()),
                    QMessageBox::Cancel, this);
    box.setTextFormat(Qt::PlainText);
    QPushButton *saveAs = box.addButton(tr("Save &As…"), QMessageBox::AcceptRole);
    QPushButton *overwrite = box.addButton(tr("&Overwrite"), QMessageBox::DestructiveRole);
    box.setDefaultButton(saveAs);
    box.exec();
    if (box.clickedButton() == overwrite) return SaveConflictChoice::Overwrite;
    if (box.clickedButton() == saveAs) return SaveConflictChoice::SaveAs;
    return SaveConflictChoice::Cancel;
}

bool MainWindow::save()
{
    // A read-only document shows a file another window has open: it is never saved over it.
    if (m_document->fileName().isEmpty() || m_document->isReadOnly()) return saveAs();
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
    const QString shown = QDir::toNativeSeparators(path);
    const bool ownFile = QFileInfo(path).absoluteFilePath() == m_document->fileName();
    QString holder;
    if (m_autosave && (!ownFile || m_document->isReadOnly())
        && m_autosave->claimedElsewhere(path, &holder)) {
        tell({QMessageBox::Warning, tr("Cannot Save Scenario"),
              tr("%1 is open in %2; saving over it would replace what that window shows. Save "
                 "under another name.").arg(shown, holder), {}});
        return false;
    }
    // The prices this assessment uses go into the file (docs/scenario-format.md, "Saved prices").
    m_document->setSavedPrices(ad::snapshotPrices(
        ad::assess(m_document->scenario(), m_catalog->catalog(), m_catalog->review())));
    QString error;
    bool saved = m_document->save(path, &error);
    if (!saved && m_document->lastSaveError() == Document::SaveError::ChangedOnDisk) {
        const SaveConflictChoice choice =
            m_saveConflictPrompt ? m_saveConflictPrompt(path) : askSaveConflict(path);
        if (choice == SaveConflictChoice::SaveAs) return saveAs();
        if (choice == SaveConflictChoice::Overwrite) saved = m_document->save(path, &error, true);
        else error.clear(); // the user chose: no error to report
    }
    if (!saved) {
        // The unsaved work must be on disk somewhere: the window's autosaved copy, now.
        const bool copied = m_autosave && (m_autosave->saveNow() || m_autosave->isCurrent());
        if (!error.isEmpty())
            tell({QMessageBox::Critical, tr("Cannot Save Scenario"),
                  tr("%1\n\nThe file on disk was not changed. Your changes are still in this "
                     "window%2; save them under another name, or try again once the problem "
                     "is solved.")
                      .arg(error, copied ? tr(" and in its autosaved copy") : QString()),
                  {}});
        statusBar()->showMessage(tr("Not saved: %1 is as it was.").arg(shown), 10000);
        return false;
    }
    if (m_autosave) m_autosave->claimFile(path);
    rememberDirectory(path);
    m_recent->add(path);
    statusBar()->showMessage(tr("Saved %1").arg(shown), 4000);
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

void MainWindow::importMeasurements()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import Measurements"), startDirectory(),
        tr("Benchmark results (*.json *.csv);;vLLM results (*.json);;CSV (*.csv)"));
    if (path.isEmpty()) return;
    rememberDirectory(path);
    ad::MeasurementImportOptions options;
    // A CSV names chip, model, precision and batch on every row; a vLLM result rarely does.
    if (!path.endsWith(QStringLiteral(".csv"), Qt::CaseInsensitive)) {
        MeasurementDialog dialog(m_catalog->catalog(), path,
                                 QString::fromStdString(m_document->scenario().workload.modelPreset),
                                 this);
        if (dialog.exec() != QDialog::Accepted) return;
        options = dialog.options();
    }
    importMeasurementsFrom(path, options);
}

bool MainWindow::importMeasurementsFrom(const QString &path,
                                        const ad::MeasurementImportOptions &options)
{
    const QString directory =
        m_catalog->hasOverlay() ? m_catalog->overlayDirectory() : imports::defaultOverlayDirectory();
    const imports::OwnMeasurementImport result = imports::importOwnMeasurements(
        path, options, directory, m_catalog->catalog(), m_catalog->shipped());
    const QString shown = QDir::toNativeSeparators(path);
    if (!result.ok) {
        tell({QMessageBox::Critical, tr("Measurements Not Imported"),
              tr("Nothing was imported from %1:").arg(shown), result.diagnostics});
        return false;
    }
    if (!loadOverlayDirectory(directory)) return false;
    // A figure for another model or chip imports fine and changes nothing: say so, or the user
    // looks for it in the results in vain.
    ad::Diagnostics warnings = result.diagnostics;
    const ad::Diagnostics unused = imports::unusedMeasurementWarnings(
        result.measurements, ad::assess(m_document->scenario(), m_catalog->catalog()),
        m_document->scenario(), shown.toStdString());
    warnings.insert(warnings.end(), unused.begin(), unused.end());
    if (!warnings.empty())
        tell({QMessageBox::Warning, tr("Measurements Imported with Warnings"),
              tr("%1 was imported; check these points:").arg(shown), warnings});
    statusBar()->showMessage(tr("%n measurement(s) imported from %1 into %2", nullptr,
                                int(result.measurements.size()))
                                 .arg(shown, QDir::toNativeSeparators(directory)),
                             6000);
    return true;
}

void MainWindow::offerSavedPrices(const QString &path)
{
    const std::vector<ad::SavedPrice> &saved = m_document->scenario().savedPrices;
    const auto changed = ad::pricesChangedSince(saved, m_catalog->today());
    if (changed.empty()) {
        m_catalog->useSavedPrices({}); // the same as today's, or none saved
        return;
    }
    QStringList lines;
    for (const auto &c : changed) lines << views::text(ad::describe(c));
    const bool keep = m_savedPricesPrompt ? m_savedPricesPrompt(path, lines) : [&] {
        QMessageBox box(QMessageBox::Question, tr("Prices Changed Since Saved"),
                        tr("%n price(s) this scenario was assessed with changed since it was "
                           "saved. Assess it with today's prices, or keep the saved ones?",
                           nullptr, int(changed.size())),
                        QMessageBox::NoButton, this);
        box.setDetailedText(lines.join(QLatin1Char('\n')));
        QPushButton *today = box.addButton(tr("Use Today's Prices"), QMessageBox::AcceptRole);
        QPushButton *savedButton = box.addButton(tr("Keep Saved Prices"), QMessageBox::RejectRole);
        box.setDefaultButton(today);
        box.exec();
        return box.clickedButton() == savedButton;
    }();
    m_catalog->useSavedPrices(keep ? saved : std::vector<ad::SavedPrice>{});
    statusBar()->showMessage(keep ? tr("Assessed with the prices saved with the scenario")
                                  : tr("Assessed with today's prices; %n changed since the scenario "
                                       "was saved", nullptr, int(changed.size())),
                             8000);
}

void MainWindow::importPrices()
{
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Import Prices"), startDirectory(),
        tr("Price files (*.csv *.json);;SkyPilot vms.csv or gpuhunt CSV (*.csv);;"
           "AWS Price List offer file (*.json)"));
    if (paths.isEmpty()) return;
    rememberDirectory(paths.front());
    PriceImportDialog dialog(paths, m_catalog->catalog(), this);
    if (!dialog.preview().ok()) {
        tell({QMessageBox::Critical, tr("Prices Not Imported"),
              tr("Nothing was imported; the files have these problems:"),
              dialog.preview().diagnostics});
        return;
    }
    if (dialog.exec() != QDialog::Accepted) return;
    applyPrices(dialog.preview());
}

bool MainWindow::applyPrices(const ad::PriceImport &preview)
{
    const QString directory =
        m_catalog->hasOverlay() ? m_catalog->overlayDirectory() : imports::defaultOverlayDirectory();
    ad::Diagnostics problems;
    if (!preview.ok() || !imports::applyPriceImport(preview, directory, m_catalog->shipped(), problems)) {
        if (!preview.ok()) problems = preview.diagnostics;
        tell({QMessageBox::Critical, tr("Prices Not Imported"),
              tr("Nothing was written to %1:").arg(QDir::toNativeSeparators(directory)), problems});
        return false;
    }
    if (!loadOverlayDirectory(directory)) return false;
    statusBar()->showMessage(tr("%n offer(s) written to %1", nullptr, int(preview.offers.size()))
                                 .arg(QDir::toNativeSeparators(directory)),
                             6000);
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
