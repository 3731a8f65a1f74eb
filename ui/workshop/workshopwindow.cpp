#include "workshopwindow.h"

#include "participantspanel.h"
#include "resultspanel.h"
#include "roundpanel.h"
#include "webpanel.h"
#include "websession.h"
#include "workshopcontroller.h"
#include "workshopsettingspanel.h"

#include "session/catalogsession.h"
#include "session/document.h"
#include "session/evaluator.h"
#include "views/windowfit.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

WorkshopWindow::WorkshopWindow(WorkshopController *controller, QWidget *parent)
    : QWidget(parent, Qt::Window), m_controller(controller)
{
    setObjectName(QStringLiteral("workshopWindow"));
    setWindowTitle(tr("Workshop — AccelDecide"));
    m_startPage = buildStartPage();
    m_workshopPage = buildWorkshopPage();
    m_stack = new QStackedWidget;
    m_stack->addWidget(m_startPage);
    m_stack->addWidget(m_workshopPage);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_stack);

    // The main window's Edit menu does not reach this window: undo and redo work here too.
    QUndoStack *stack = controller->document()->undoStack();
    QAction *undo = stack->createUndoAction(this);
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = stack->createRedoAction(this);
    redo->setShortcut(QKeySequence::Redo);
    addAction(undo);
    addAction(redo);

    connect(controller->document(), &Document::workshopChanged, this, &WorkshopWindow::refresh);
    connect(controller->document(), &Document::scenarioChanged, this, &WorkshopWindow::refresh);
    connect(controller->evaluator(), &Evaluator::evaluated, this, &WorkshopWindow::refresh);
    connect(controller->catalogSession(), &CatalogSession::catalogChanged, this,
            &WorkshopWindow::refresh);
    connect(m_results, &ResultsPanel::roundChosen, this, &WorkshopWindow::showRound);
    windowfit::resizeToFit(this, QSize(1280, 800));
}

QWidget *WorkshopWindow::buildStartPage()
{
    auto *page = new QWidget;
    auto *text = new QLabel(
        tr("<h2>No workshop on this scenario yet</h2>"
           "<p>A workshop lets a team weigh the criteria together: each participant gives "
           "every criterion a weight from 1 to 5, in the room or in a ballot file, and the "
           "reveal shows the aggregate, where the room disagrees and how far its rankings "
           "agree. The workshop is saved with the scenario.</p>"));
    text->setWordWrap(true);
    m_start = new QPushButton(tr("Start Workshop"));
    m_start->setObjectName(QStringLiteral("startWorkshop"));
    connect(m_start, &QPushButton::clicked, m_controller, &WorkshopController::startWorkshop);
    // A column of fixed width, so the wrapped text gets the height it needs.
    auto *column = new QWidget;
    column->setFixedWidth(620);
    auto *columnLayout = new QVBoxLayout(column);
    columnLayout->addWidget(text);
    columnLayout->addWidget(m_start, 0, Qt::AlignLeft);
    // Centred by stretches, not by alignment flags: an aligned item gets its size hint, which
    // ignores the height the wrapped text needs at that width.
    auto *row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(column);
    row->addStretch(1);
    auto *layout = new QVBoxLayout(page);
    layout->addStretch(1);
    layout->addLayout(row);
    layout->addStretch(2);
    return page;
}

QWidget *WorkshopWindow::buildWorkshopPage()
{
    m_settings = new WorkshopSettingsPanel(m_controller);
    m_participants = new ParticipantsPanel(m_controller);
    m_round = new RoundPanel(m_controller);
    m_results = new ResultsPanel(m_controller);

    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_settings);
    leftLayout->addWidget(m_participants, 1);
    leftLayout->addWidget(m_round);
    m_web = new WebSessionPanel(m_controller->webSession());
    leftLayout->addWidget(m_web);
    left->setMinimumWidth(360);
    // On a short screen the column scrolls rather than squeezing the list of participants.
    m_participants->setMinimumHeight(200);
    auto *leftScroll = new QScrollArea;
    leftScroll->setWidget(left);
    leftScroll->setWidgetResizable(true);
    leftScroll->setFrameShape(QFrame::NoFrame);
    leftScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    leftScroll->setMinimumWidth(380);
    // Starting a session brings its link and QR code into view.
    connect(m_controller->webSession(), &WebSession::runningChanged, leftScroll,
            [leftScroll, this](bool running) {
                if (!running) return;
                // After the layout has made room for the link and the code.
                QTimer::singleShot(0, leftScroll, [leftScroll, this] {
                    leftScroll->ensureWidgetVisible(m_web, 0, 0);
                });
            });

    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->setObjectName(QStringLiteral("workshopSplitter"));
    splitter->addWidget(leftScroll);
    splitter->addWidget(m_results);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    splitter->setSizes({400, 880});
    return splitter;
}

void WorkshopWindow::showRound(int round)
{
    m_shownRound = round;
    refresh();
}

void WorkshopWindow::showEvent(QShowEvent *event)
{
    refresh();
    QWidget::showEvent(event);
}

void WorkshopWindow::refresh()
{
    // A hidden window catches up when shown; no need to follow every keystroke meanwhile.
    if (!isVisible()) return;
    const ad::Workshop *workshop = m_controller->workshop();
    if (!workshop) {
        m_stack->setCurrentWidget(m_startPage);
        m_shownRound = m_latestRevealed = 0;
        setWindowTitle(tr("Workshop — AccelDecide"));
        return;
    }
    m_stack->setCurrentWidget(m_workshopPage);
    setWindowTitle(workshop->title.empty()
                       ? tr("Workshop — AccelDecide")
                       : tr("Workshop: %1 — AccelDecide")
                             .arg(QString::fromStdString(workshop->title)));

    // Follow the newest reveal; keep an earlier round the user picked until then.
    const int latest = workshopui::roundToShow(*workshop);
    const ad::Round *picked = workshop->round(m_shownRound);
    if (latest != m_latestRevealed || !picked || !picked->revealed) m_shownRound = latest;
    m_latestRevealed = latest;

    const ad::Catalog &catalog = m_controller->catalogSession()->catalog();
    Evaluator *evaluator = m_controller->evaluator();
    const ad::Assessment *assessment =
        evaluator->hasAssessment() ? &evaluator->assessment() : nullptr;
    std::map<std::string, int> matrixWeights;
    if (assessment)
        for (const ad::MatrixCriterion &c : assessment->decision.criteria)
            matrixWeights[c.id] = c.weight;

    m_settings->refresh(*workshop);
    m_participants->refresh(*workshop);
    m_round->refresh(*workshop, m_controller->fingerprint());
    m_results->refresh(*workshop,
                       workshopui::roundResults(*workshop, m_shownRound, assessment, catalog),
                       assessment, catalog, matrixWeights);
}
