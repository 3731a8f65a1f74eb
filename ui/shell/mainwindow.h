#pragma once
// The main window wires the parts together: the input forms on the left, the result views on the
// right, the document's file handling in the menus. It holds no formula and no scenario state of
// its own.
#include "base/diagnostics.h"
#include "model/scenario.h"
#include "inputs/measurement_import.h"
#include "inputs/price_import.h"
#include "recoveryprompt.h"
#include "session/session.h"

#include <QMainWindow>
#include <QMessageBox>

#include <functional>
#include <optional>

class Autosave;
class CatalogBrowser;
class CatalogSession;
class CompareDialog;
class Document;
class Evaluator;
class HelpWindow;
class QLabel;
class QMenu;
class QScrollArea;
class QSplitter;
class QToolButton;
class ProblemLabel;
class RecentFiles;
class ResultsView;
class ScenarioForm;
class StrategyForm;
class TeamForm;
class UncertaintyRunner;
class WorkloadForm;
class WorkshopController;
namespace recovery { struct Orphan; }

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    struct Options {
        bool persistSettings = true; // off for screenshots: neither read nor write QSettings
        // Autosave unsaved work to the recovery folder and offer copies left by a session that
        // did not end cleanly (docs/autosave.md). Unset: on exactly when persistSettings is, so
        // screenshots and tests leave the user's recovery folder alone unless they ask.
        std::optional<bool> recovery;
    };

    explicit MainWindow(QWidget *parent = nullptr) : MainWindow(Options{}, parent) {}
    explicit MainWindow(const Options &options, QWidget *parent = nullptr);
    ~MainWindow() override;

    Document *document() const { return m_document; }
    Evaluator *evaluator() const { return m_evaluator; }
    // Samples the assessment on screen off the GUI thread after each evaluation ("How firm").
    UncertaintyRunner *uncertaintyRunner() const { return m_uncertainty; }
    CatalogSession *catalogSession() const { return m_catalog; }
    // The three above, as handed to the windows this one opens (workshop, report).
    session::Parts session() const { return {m_document, m_catalog, m_evaluator}; }
    ResultsView *resultsView() const { return m_results; }
    ScenarioForm *scenarioForm() const { return m_scenarioForm; }
    WorkloadForm *workloadForm() const { return m_workloadForm; }
    TeamForm *teamForm() const { return m_teamForm; }
    StrategyForm *strategyForm() const { return m_strategyForm; }
    QMenu *presetsMenu() const { return m_presetsMenu; }
    QMenu *workshopMenu() const { return m_workshopMenu; }
    WorkshopController *workshopController() const { return m_workshop; }
    // nullptr when recovery is off.
    Autosave *autosave() const { return m_autosave; }
    HelpWindow *helpWindow() const { return m_help; }
    // File → Export Report…, wired by ReportDialog::attach (ui/report).
    QAction *actionExportReport() const { return m_actionExportReport; }
    QStringList recentFiles() const;

    // Everything the window tells the user in a dialog goes through this hook, so tests can
    // capture it instead of facing a modal box.
    struct Message {
        QMessageBox::Icon icon = QMessageBox::Warning;
        QString title, text;
        ad::Diagnostics diagnostics; // listed file / field / problem when not empty
    };
    using MessageHook = std::function<void(const Message &)>;
    void setMessageHook(MessageHook hook) { m_messageHook = std::move(hook); }
    // Asked before unsaved changes would be lost: Save, Discard or Cancel.
    using SavePrompt = std::function<QMessageBox::StandardButton(const QString &documentName)>;
    void setSavePrompt(SavePrompt prompt) { m_savePrompt = std::move(prompt); }
    // Asked for each autosaved copy left by a session that did not end cleanly.
    using RecoveryPrompt = std::function<recovery::Choice(const recovery::Offer &offer)>;
    void setRecoveryPrompt(RecoveryPrompt prompt) { m_recoveryPrompt = std::move(prompt); }
    // Asked when a file to open is open in another window or instance (`holder` says which).
    enum class OpenElsewhereChoice { ReadOnly, Copy, Cancel };
    using OpenElsewherePrompt =
        std::function<OpenElsewhereChoice(const QString &file, const QString &holder)>;
    void setOpenElsewherePrompt(OpenElsewherePrompt prompt)
    {
        m_openElsewherePrompt = std::move(prompt);
    }
    // Asked when the document's file was changed on disk by someone else since it was opened or
    // saved here, before saving over it.
    enum class SaveConflictChoice { Overwrite, SaveAs, Cancel };
    using SaveConflictPrompt = std::function<SaveConflictChoice(const QString &file)>;
    void setSaveConflictPrompt(SaveConflictPrompt prompt)
    {
        m_saveConflictPrompt = std::move(prompt);
    }

    // Asked when an opened scenario's saved prices differ from today's catalog (`changes` lists
    // them, one per line): true keeps the saved prices, false assesses with today's.
    using SavedPricesPrompt = std::function<bool(const QString &file, const QStringList &changes)>;
    void setSavedPricesPrompt(SavedPricesPrompt prompt) { m_savedPricesPrompt = std::move(prompt); }

public slots:
    void newDocument();
    void open();
    bool openFile(const QString &path);
    bool save();
    bool saveAs();
    bool saveTo(const QString &path);
    void loadCatalogOverlay();
    bool loadOverlayDirectory(const QString &directory);
    void useShippedCatalog();
    // File → Import Measurements…: a vLLM result or a CSV of the team's own benchmarks into the
    // overlay in use (or imports::defaultOverlayDirectory() when none), which is then loaded again.
    void importMeasurements();
    // The same without the file and options dialogs; false, with the problems told, on failure.
    bool importMeasurementsFrom(const QString &path, const ad::MeasurementImportOptions &options);
    // File → Import Prices…: SkyPilot, gpuhunt or AWS Price List files, previewed in a
    // PriceImportDialog, then written into the overlay in use (or imports::defaultOverlayDirectory()) and
    // loaded again. A bad file is told with file, line and problem; nothing is written then.
    void importPrices();
    // Writes a preview the user accepted; false, with the problems told, on failure.
    bool applyPrices(const ad::PriceImport &preview);
    void showCompare();
    void showCatalogBrowser();
    void showHelp();
    void about();
    void setDarkPalette(bool dark);
    // Offers every autosaved copy that no running window owns: the first recovered one opens
    // here when this window holds nothing unsaved, the others in windows of their own. Unreadable
    // copies are reported and left in place. Returns how many were recovered.
    int offerRecovery();

protected:
    void closeEvent(QCloseEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The core's default scenario, named and described in the interface language.
    static ad::Scenario builtInScenario();
    QWidget *buildInputs();
    QWidget *buildResults();
    void createMenus();
    void createFileMenu();
    void populatePresetsMenu();
    void updateRecentMenu();
    void connectResultEdits();
    void connectUncertainty();
    void updateTitle();
    void updateCatalogStatus();
    void showEvaluation(double milliseconds);
    void showInputProblems(const QStringList &problems);
    bool maybeSave();
    bool loadPath(const QString &path);
    OpenElsewhereChoice askOpenElsewhere(const QString &path, const QString &holder);
    SaveConflictChoice askSaveConflict(const QString &path);
    void showLoadWarnings(const QString &path);
    void tell(const Message &message);
    QString startDirectory() const;
    void rememberDirectory(const QString &path);
    void readSettings();
    void writeSettings();
    bool recoveryEnabled() const;
    int offerOrphans(const QString &onlyFor);
    bool recoverOrphan(recovery::Orphan &orphan);
    MainWindow *windowForRecovery(const QString &originalFile);

    Options m_options;
    Document *m_document;
    CatalogSession *m_catalog;
    SavedPricesPrompt m_savedPricesPrompt;
    // After a scenario is opened: its saved prices compared with today's, and the user's choice.
    void offerSavedPrices(const QString &path);
    Evaluator *m_evaluator;
    UncertaintyRunner *m_uncertainty;
    RecentFiles *m_recent;

    QSplitter *m_splitter = nullptr;
    QScrollArea *m_inputScroll = nullptr;
    int m_formsWidth = 0;  // the input forms at their natural width, scroll bar included
    bool m_inputsSizedByUser = false;  // the divider was dragged: its place is the user's
    ScenarioForm *m_scenarioForm = nullptr;
    WorkloadForm *m_workloadForm = nullptr;
    TeamForm *m_teamForm = nullptr;
    StrategyForm *m_strategyForm = nullptr;
    ResultsView *m_results = nullptr;
    ProblemLabel *m_inputProblems = nullptr;
    QLabel *m_evaluationLabel = nullptr;
    QToolButton *m_catalogStatus = nullptr;

    QMenu *m_recentMenu = nullptr;
    QMenu *m_presetsMenu = nullptr;
    QMenu *m_workshopMenu = nullptr;
    WorkshopController *m_workshop = nullptr;
    QAction *m_actionExportReport = nullptr;
    QAction *m_actionDark = nullptr;
    CompareDialog *m_compare = nullptr;
    CatalogBrowser *m_browser = nullptr;
    HelpWindow *m_help = nullptr;

    Autosave *m_autosave = nullptr;
    QStringList m_recoveryDeferred; // copies the user chose to decide on later

    MessageHook m_messageHook;
    SavePrompt m_savePrompt;
    RecoveryPrompt m_recoveryPrompt;
    OpenElsewherePrompt m_openElsewherePrompt;
    SaveConflictPrompt m_saveConflictPrompt;
};
