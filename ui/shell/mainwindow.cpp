#include "mainwindow.h"

#include "appearance.h"
#include "catalogbrowser.h"
#include "comparedialog.h"
#include "diagnosticsdialog.h"
#include "helpwindow.h"
#include "navigation.h"
#include "numberfield.h"
#include "inputs/presets.h"
#include "recentfiles.h"
#include "report/reportdialog.h"
#include "session/autosave.h"
#include "session/catalogsession.h"
#include "session/document.h"
#include "session/evaluator.h"
#include "session/messagestyle.h"
#include "session/recoveryfile.h"
#include "session/uncertaintyrunner.h"
#include "strategyform.h"
#include "teamform.h"
#include "views/resultsview.h"
#include "views/messagetext.h"
#include "views/tableexport.h"
#include "views/viewformat.h"
#include "views/windowfit.h"
#include "workloadform.h"
#include "workshop/workshopcontroller.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <map>
#include <vector>

MainWindow::MainWindow(const Options &options, QWidget *parent)
    : QMainWindow(parent), m_options(options), m_document(new Document(builtInScenario(), this)),
      m_catalog(new CatalogSession(this)), m_evaluator(new Evaluator(m_document, m_catalog, this)),
      m_uncertainty(new UncertaintyRunner(this)),
      m_recent(new RecentFiles(options.persistSettings, this))
{
    // What the session writes from the core's messages (a file's problems), in the interface
    // language as the views write them.
    session::setMessageStyle(&views::messageStyle);
    setObjectName(QStringLiteral("MainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/acceldecide.svg")));

    m_splitter = new QSplitter(Qt::Horizontal);
    m_splitter->setObjectName(QStringLiteral("mainSplitter"));
    m_splitter->addWidget(buildInputs());
    m_splitter->addWidget(buildResults());
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);
    setCentralWidget(m_splitter);
    connect(m_splitter, &QSplitter::splitterMoved, this, [this] { m_inputsSizedByUser = true; });
    m_splitter->installEventFilter(this);

    m_evaluationLabel = new QLabel;
    m_evaluationLabel->setObjectName(QStringLiteral("evaluationLabel"));
    // A fixed size, wide enough for any time: new text in a label of fixed size invalidates no
    // layout, where one that may change size made the whole window recompute its size hints on
    // every edit.
    m_evaluationLabel->setText(tr("Evaluated in %1 ms").arg(QLocale().toString(8888.88, 'f', 2)));
    m_evaluationLabel->setFixedSize(m_evaluationLabel->sizeHint());
    m_evaluationLabel->clear();
    statusBar()->addWidget(m_evaluationLabel);
    // QStatusBar hides its widgets under a message only implicitly, and re-shows them whenever it
    // lays itself out again (QLayout::addChildWidget), drawing the message over them. Hiding the
    // label explicitly keeps a long message such as "Recovered …" readable.
    connect(statusBar(), &QStatusBar::messageChanged, m_evaluationLabel,
            [this](const QString &message) { m_evaluationLabel->setVisible(message.isEmpty()); });
    m_catalogStatus = new QToolButton;
    m_catalogStatus->setAutoRaise(true);
    m_catalogStatus->setToolTip(tr("Open the catalog browser"));
    connect(m_catalogStatus, &QToolButton::clicked, this, &MainWindow::showCatalogBrowser);
    statusBar()->addPermanentWidget(m_catalogStatus);

    createMenus();
    connectResultEdits();
    connectUncertainty();

    connect(m_evaluator, &Evaluator::evaluated, this,
            [this](const ad::Assessment &, double ms) {
                m_results->setAssessment(m_evaluator->sharedAssessment());
                m_uncertainty->request(m_evaluator->sharedAssessment());
                showEvaluation(ms);
            });
    connect(m_evaluator, &Evaluator::inputProblemsChanged, this, &MainWindow::showInputProblems);
    connect(m_catalog, &CatalogSession::catalogChanged, this, [this] {
        m_results->setCatalog(m_catalog->catalog());
        m_uncertainty->setCatalog(m_catalog->catalog());
        updateCatalogStatus();
        populatePresetsMenu();
    });
    connect(m_document, &Document::scenarioReset, m_results, &ResultsView::startOver);
    connect(m_document, &Document::fileNameChanged, this, &MainWindow::updateTitle);
    connect(m_document, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &Document::readOnlyChanged, this, &MainWindow::updateTitle);
    connect(m_recent, &RecentFiles::changed, this, &MainWindow::updateRecentMenu);
    if (recoveryEnabled()) {
        m_autosave = new Autosave(m_document, recovery::defaultDirectory(), this);
        connect(m_autosave, &Autosave::failed, this, [this](const QString &message) {
            statusBar()->showMessage(
                tr("Autosave failed (%1). Your changes are still here: save them to a file.")
                    .arg(message), 15000);
        });
    }

    m_results->setCatalog(m_catalog->catalog());
    // First start: most of the screen it opens on, up to a comfortable size on a large monitor;
    // the forms at their natural width.
    resize(windowfit::screenShare(this, 0.9, QSize(1600, 1000)));
    // The forms at their natural width unless that leaves the results less than half the window.
    const int inputs = std::min(std::max(m_formsWidth, 460), std::max(width() / 2, 240));
    m_splitter->setSizes({inputs, std::max(width() - inputs, 300)});
    if (m_options.persistSettings) readSettings();
    updateTitle();
    updateCatalogStatus();
    updateRecentMenu();
    m_evaluator->schedule();
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    // Forms narrowed to fit a small window get their natural width back when it grows, unless
    // the user has placed the divider. Done once the divider's splitter has its new width.
    if (watched == m_splitter && event->type() == QEvent::Resize && !m_inputsSizedByUser) {
        const QList<int> sizes = m_splitter->sizes();
        if (sizes.size() == 2 && sizes[0] < m_formsWidth) {
            // The filter runs before the splitter lays itself out: its width is new, its sizes not.
            const int total = m_splitter->width() - m_splitter->handleWidth();
            const int inputs = std::min(m_formsWidth, total / 2);
            if (inputs > sizes[0]) m_splitter->setSizes({inputs, total - inputs});
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

MainWindow::~MainWindow()
{
    // The last second of typing goes to the recovery file too when the window is torn down
    // without being closed (the session ends, the application quits).
    if (m_autosave) m_autosave->flush();
}

QWidget *MainWindow::buildInputs()
{
    auto *content = new QWidget;
    content->setObjectName(QStringLiteral("inputForms"));
    auto *layout = new QVBoxLayout(content);
    m_scenarioForm = new ScenarioForm(m_document);
    m_workloadForm = new WorkloadForm(m_document, m_catalog);
    m_teamForm = new TeamForm(m_document, m_catalog);
    m_strategyForm = new StrategyForm(m_document, m_catalog);
    layout->addWidget(m_scenarioForm);
    layout->addWidget(m_workloadForm);
    layout->addWidget(m_teamForm);
    layout->addWidget(m_strategyForm);
    layout->addStretch(1);
    // One label column for all groups, so that the fields line up down the whole panel.
    int labelWidth = 0;
    const QList<FormBase *> forms = {m_scenarioForm, m_workloadForm, m_teamForm, m_strategyForm};
    for (const FormBase *form : forms)
        for (const QWidget *label : form->rowLabels())
            labelWidth = std::max(labelWidth, label->sizeHint().width());
    for (const FormBase *form : forms)
        for (QWidget *label : form->rowLabels()) label->setMinimumWidth(labelWidth);

    m_inputScroll = new QScrollArea;
    m_inputScroll->setObjectName(QStringLiteral("inputScroll"));
    m_inputScroll->setWidget(content);
    m_inputScroll->setWidgetResizable(true);
    m_inputScroll->setFrameShape(QFrame::NoFrame);
    // The forms open at their natural width (see the constructor); on a screen too narrow for
    // the forms and the results side by side (a laptop at 150 or 200 % scaling) the panel can
    // be narrowed, and the forms then scroll sideways rather than cut off a label or a field.
    m_formsWidth = content->minimumSizeHint().width()
        + m_inputScroll->verticalScrollBar()->sizeHint().width();
    m_inputScroll->setMinimumWidth(std::min(m_formsWidth, 240));
    return m_inputScroll;
}

QWidget *MainWindow::buildResults()
{
    auto *panel = new QWidget;
    auto *layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    m_inputProblems = new ProblemLabel;
    m_inputProblems->setObjectName(QStringLiteral("inputProblems"));
    layout->addWidget(m_inputProblems);
    m_results = new ResultsView;
    layout->addWidget(m_results, 1);
    return panel;
}

void MainWindow::createMenus()
{
    createFileMenu();

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcuts(QKeySequence::Undo);
    QAction *redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts(QKeySequence::Redo); // Ctrl+Shift+Z and Ctrl+Y
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    // On the results table with the focus, else on the current tab's; a form field with the
    // focus keeps Ctrl+C for its own text.
    QAction *copy = edit->addAction(tr("&Copy Table"), this, [this] {
        tableexport::copy(m_results->currentTable());
    });
    copy->setShortcut(QKeySequence::Copy);
    edit->addAction(tr("&Export Table as CSV…"), this, [this] {
        QString error;
        if (QTableView *table = m_results->currentTable();
            table && !tableexport::exportCsv(table, this, &error) && !error.isEmpty())
            tell({QMessageBox::Warning, tr("Export Table as CSV"), error, {}});
    });

    m_presetsMenu = menuBar()->addMenu(tr("&Presets"));
    populatePresetsMenu();

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(tr("&Compare Scenarios…"), this, &MainWindow::showCompare);
    view->addAction(tr("Catalog &Browser…"), this, &MainWindow::showCatalogBrowser);
    view->addSeparator();
    m_actionDark = view->addAction(tr("&Dark Palette"));
    m_actionDark->setCheckable(true);
    m_actionDark->setChecked(appearance::isDark());
    connect(m_actionDark, &QAction::toggled, this, &MainWindow::setDarkPalette);
    navigation::install(view, m_inputScroll, m_results);

    m_workshopMenu = menuBar()->addMenu(tr("&Workshop"));
    m_workshop = WorkshopController::attach(this, session(), m_workshopMenu);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("AccelDecide &Manual"), QKeySequence::HelpContents, this,
                    &MainWindow::showHelp);
    help->addSeparator();
    help->addAction(tr("&About AccelDecide"), this, &MainWindow::about);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::createFileMenu()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New"), QKeySequence::New, this, &MainWindow::newDocument);
    file->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    file->addSeparator();
    file->addAction(tr("&Save"), QKeySequence::Save, this, &MainWindow::save);
    file->addAction(tr("Save &As…"), QKeySequence::SaveAs, this, &MainWindow::saveAs);
    file->addSeparator();
    file->addAction(tr("Load Catalog &Overlay…"), this, &MainWindow::loadCatalogOverlay);
    file->addAction(tr("Use Shipped Catalog Only"), this, &MainWindow::useShippedCatalog);
    file->addAction(tr("Import &Measurements…"), this, &MainWindow::importMeasurements)
        ->setObjectName(QStringLiteral("actionImportMeasurements"));
    file->addAction(tr("Import &Prices…"), this, &MainWindow::importPrices)
        ->setObjectName(QStringLiteral("actionImportPrices"));
    file->addSeparator();
    m_actionExportReport = file->addAction(tr("&Export Report…"));
    m_actionExportReport->setObjectName(QStringLiteral("actionExportReport"));
    // Enables the action: a previewed, saved PDF report.
    ReportDialog::attach(m_actionExportReport, this, session());
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
    quit->setMenuRole(QAction::QuitRole);
}

// Presets start a new, untitled scenario from one of the source articles' situations, grouped by
// the article they come from.
void MainWindow::populatePresetsMenu()
{
    if (!m_presetsMenu) return;
    m_presetsMenu->clear();
    m_presetsMenu->addAction(tr("Built-in Default Scenario"), this, &MainWindow::newDocument);
    m_presetsMenu->addSeparator();
    std::map<std::string, std::vector<const ad::Preset *>> bySource;
    for (const ad::Preset &preset : ad::presetList()) bySource[preset.source].push_back(&preset);
    for (const auto &[sourceId, presets] : bySource) {
        // The article's title; its catalog id ("seed-001") means nothing to a user.
        QString title = tr("Presets");
        if (const ad::Source *source = m_catalog->catalog().source(sourceId))
            title = views::catalogText(source->title);
        QMenu *menu = m_presetsMenu->addMenu(fontMetrics().elidedText(title, Qt::ElideRight, 480));
        menu->setToolTipsVisible(true);
        for (const ad::Preset *preset : presets) {
            QAction *action = menu->addAction(views::catalogText(preset->name));
            action->setToolTip(tr("%1\nThe article leans: %2.")
                                   .arg(views::catalogText(preset->description),
                                        views::leanWord(preset->expected)));
            // The new scenario takes the preset's name and description in the interface language.
            ad::Scenario scenario = preset->scenario;
            scenario.name = views::catalogText(scenario.name).toStdString();
            scenario.description = views::catalogText(scenario.description).toStdString();
            connect(action, &QAction::triggered, this, [this, scenario] {
                if (!maybeSave()) return;
                m_document->reset(scenario);
                statusBar()->showMessage(
                    tr("New scenario from the preset “%1”")
                        .arg(QString::fromStdString(scenario.name)), 4000);
            });
        }
    }
    if (!bySource.empty()) return;
    m_presetsMenu->addAction(tr("No presets yet"))->setEnabled(false);
}

void MainWindow::connectUncertainty()
{
    m_uncertainty->setCatalog(m_catalog->catalog());
    connect(m_uncertainty, &UncertaintyRunner::progress, m_results,
            &ResultsView::showUncertaintyRunning);
    connect(m_uncertainty, &UncertaintyRunner::stateChanged, this,
            [this](UncertaintyRunner::State state) {
                if (state == UncertaintyRunner::State::Running) m_results->showUncertaintyRunning(0);
                if (state == UncertaintyRunner::State::Cancelled) m_results->showUncertaintyCancelled();
            });
    connect(m_uncertainty, &UncertaintyRunner::finished, this,
            [this](std::shared_ptr<const ad::UncertaintyResult> result) {
                m_results->setUncertainty(std::move(result), m_uncertainty->resultAssessment());
            });
    connect(m_results, &ResultsView::uncertaintyCancelRequested, m_uncertainty,
            &UncertaintyRunner::cancel);
    connect(m_results, &ResultsView::uncertaintyRerunRequested, this, [this] {
        if (m_evaluator->hasAssessment()) m_uncertainty->request(m_evaluator->sharedAssessment());
    });

    // A range is one undo step named after its input, as the forms name their fields.
    auto ranges = [](ad::Scenario &s) -> std::map<std::string, ad::Range> & { return s.uncertainty; };
    auto labelOf = [](const QString &id) {
        const ad::LeverInfo *info = ad::leverById(id.toStdString());
        return info ? views::coreText(info->label) : id;
    };
    connect(m_results, &ResultsView::rangeEdited, this,
            [this, ranges, labelOf](const QString &id, const ad::Range &range) {
                std::map<std::string, ad::Range> set = m_document->scenario().uncertainty;
                set[id.toStdString()] = range;
                m_document->change<std::map<std::string, ad::Range>>(
                    QStringLiteral("uncertainty.") + id, tr("Change range of %1").arg(labelOf(id)),
                    ranges, set);
                m_document->endEdit();
            });
    connect(m_results, &ResultsView::rangeReset, this,
            [this, ranges, labelOf](const QString &id) {
                std::map<std::string, ad::Range> set = m_document->scenario().uncertainty;
                if (set.erase(id.toStdString()) == 0) return;
                m_document->change<std::map<std::string, ad::Range>>(
                    QStringLiteral("uncertainty.") + id,
                    tr("Reset range of %1 to its default").arg(labelOf(id)), ranges, set);
                m_document->endEdit();
            });
}

void MainWindow::connectResultEdits()
{
    auto decision = [](auto &s) -> ad::DecisionInputs & { return s.decision; };
    // Undo entries name what a user sees: the criterion's or group's name and the option's label.
    auto criterionName = [this](const QString &id) {
        const ad::Catalog &c = m_catalog->catalog();
        if (const auto *criterion = c.criterion(id.toStdString())) return views::catalogText(criterion->name);
        if (const auto *group = c.group(id.toStdString())) return views::catalogText(group->name);
        return id;
    };
    auto offerName = [this](const QString &id) {
        const ad::Catalog &c = m_catalog->catalog();
        if (const auto *offer = c.offer(id.toStdString()))
            return QString::fromStdString(offer->provider + " " + offer->instance);
        return id;
    };
    connect(m_results, &ResultsView::weightEdited, this,
            [this, decision, criterionName](const QString &criterion, int weight) {
                ad::DecisionInputs inputs = m_document->scenario().decision;
                inputs.weights[criterion.toStdString()] = weight;
                m_document->change<ad::DecisionInputs>(
                    QStringLiteral("decision.weights.") + criterion,
                    tr("Change weight of %1").arg(criterionName(criterion)), decision, inputs);
                m_document->endEdit();
            });
    connect(m_results, &ResultsView::scoreEdited, this,
            [this, decision, criterionName, offerName](const QString &criterion, const QString &option,
                                                       double score) {
                ad::DecisionInputs inputs = m_document->scenario().decision;
                inputs.scores[criterion.toStdString()][option.toStdString()] = score;
                m_document->change<ad::DecisionInputs>(
                    QStringLiteral("decision.scores.%1.%2").arg(criterion, option),
                    tr("Change score of %1 for %2").arg(offerName(option), criterionName(criterion)),
                    decision, inputs);
                m_document->endEdit();
            });
    connect(m_results, &ResultsView::scoreOverrideCleared, this,
            [this, decision, criterionName, offerName](const QString &criterion, const QString &option) {
                ad::DecisionInputs inputs = m_document->scenario().decision;
                const auto found = inputs.scores.find(criterion.toStdString());
                if (found == inputs.scores.end()) return;
                found->second.erase(option.toStdString());
                if (found->second.empty()) inputs.scores.erase(found);
                m_document->change<ad::DecisionInputs>(
                    QStringLiteral("decision.scores.%1.%2").arg(criterion, option),
                    tr("Use the model's score of %1 for %2").arg(offerName(option), criterionName(criterion)),
                    decision, inputs);
                m_document->endEdit();
            });
}

QStringList MainWindow::recentFiles() const
{
    return m_recent->files();
}

void MainWindow::updateTitle()
{
    setWindowTitle(m_document->isReadOnly()
                       ? tr("%1 (read-only)[*] — AccelDecide").arg(m_document->displayName())
                       : tr("%1[*] — AccelDecide").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
    setWindowFilePath(m_document->fileName());
}

void MainWindow::updateCatalogStatus()
{
    const int problems = m_catalog->problemCount();
    QString source = m_catalog->hasOverlay() ? tr("Catalog: shipped + overlay")
                                             : tr("Catalog: shipped");
    if (m_catalog->usingSavedPrices()) source += tr(" + the scenario's saved prices");
    m_catalogStatus->setText(problems == 1 ? tr("%1, 1 problem").arg(source)
                                           : tr("%1, %2 problems").arg(source).arg(problems));
    if (m_catalog->hasOverlay())
        m_catalogStatus->setToolTip(tr("Overlay folder: %1. Click to browse the catalog.")
                                        .arg(QDir::toNativeSeparators(
                                            m_catalog->overlayDirectory())));
    else
        m_catalogStatus->setToolTip(tr("Click to browse the catalog."));
}

void MainWindow::showEvaluation(double milliseconds)
{
    m_evaluationLabel->setText(
        tr("Evaluated in %1 ms").arg(QLocale().toString(milliseconds, 'f',
                                                         milliseconds < 1 ? 2 : 1)));
}

void MainWindow::showInputProblems(const QStringList &problems)
{
    if (problems.isEmpty()) {
        m_inputProblems->setProblem(QString());
        m_results->setEnabled(true);
        return;
    }
    m_inputProblems->setProblem(
        tr("The results below are out of date until these inputs are fixed:\n%1")
            .arg(problems.join(QLatin1Char('\n'))));
    m_results->setEnabled(false);
}

void MainWindow::tell(const Message &message)
{
    if (m_messageHook) {
        m_messageHook(message);
        return;
    }
    if (!message.diagnostics.empty()) {
        DiagnosticsDialog dialog(message.title, message.text, message.diagnostics, this);
        dialog.exec();
        return;
    }
    QMessageBox box(message.icon, message.title, message.text, QMessageBox::Ok, this);
    // Messages quote file names and what files hold: never read them as markup.
    box.setTextFormat(Qt::PlainText);
    box.exec();
}

void MainWindow::showCompare()
{
    if (!m_compare) m_compare = new CompareDialog(m_catalog, m_document, this);
    m_compare->show();
    m_compare->raise();
    m_compare->activateWindow();
}

void MainWindow::showCatalogBrowser()
{
    if (!m_browser) {
        m_browser = new CatalogBrowser(m_catalog, this);
        connect(m_browser, &CatalogBrowser::overlayRequested, this,
                &MainWindow::loadCatalogOverlay);
    }
    m_browser->show();
    m_browser->raise();
    m_browser->activateWindow();
}

void MainWindow::showHelp()
{
    if (!m_help) m_help = new HelpWindow(this);
    m_help->show();
    m_help->raise();
    m_help->activateWindow();
}

void MainWindow::about()
{
    QMessageBox::about(
        this, tr("About AccelDecide"),
        tr("<h3>AccelDecide %1</h3>"
           "<p>Trainium or GPU: cost per token, training cost, break-even of a port and a "
           "weighted decision, each figure traceable to its inputs and sources.</p>"
           "<p>Figures from the shipped catalog carry their source, date and kind; vendor "
           "claims are labelled as such.</p>")
            .arg(QApplication::applicationVersion()));
}

void MainWindow::setDarkPalette(bool dark)
{
    appearance::setDark(dark);
    if (m_actionDark && m_actionDark->isChecked() != dark) m_actionDark->setChecked(dark);
    if (m_options.persistSettings) QSettings().setValue(QStringLiteral("appearance/dark"), dark);
}

void MainWindow::readSettings()
{
    QSettings settings;
    // A size saved on a larger screen (or at a smaller scale factor) is not restored: the window
    // would open partly off this one.
    const QSize firstStart = size();
    if (restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray())
        && !windowfit::fits(frameGeometry(), windowfit::availableGeometry(this))) {
        setWindowState(windowState() & ~Qt::WindowMaximized);
        resize(firstStart);
    }
    restoreState(settings.value(QStringLiteral("mainWindow/state")).toByteArray());
    m_splitter->restoreState(settings.value(QStringLiteral("mainWindow/splitter")).toByteArray());
    if (settings.value(QStringLiteral("appearance/dark"), false).toBool()) setDarkPalette(true);

    const QString overlay = settings.value(QStringLiteral("catalog/overlayDirectory")).toString();
    if (!overlay.isEmpty()) {
        ad::Diagnostics problems;
        if (!m_catalog->loadOverlay(overlay, &problems)) {
            settings.remove(QStringLiteral("catalog/overlayDirectory"));
            statusBar()->showMessage(
                tr("The catalog overlay in %1 could not be loaded again; using the shipped "
                   "catalog. Load it from the File menu to see its problems.")
                    .arg(QDir::toNativeSeparators(overlay)));
        }
    }
}

void MainWindow::writeSettings()
{
    QSettings settings;
    settings.setValue(QStringLiteral("mainWindow/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("mainWindow/state"), saveState());
    settings.setValue(QStringLiteral("mainWindow/splitter"), m_splitter->saveState());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    if (m_options.persistSettings) writeSettings();
    // A closed window no longer has its file open, even before it is destroyed.
    if (m_autosave) m_autosave->releaseFile();
    event->accept();
}
