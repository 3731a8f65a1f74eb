#include "workshopcontroller.h"

#include "ballotform.h"
#include "importresultsdialog.h"
#include "projectorview.h"
#include "websession.h"
#include "workshopresults.h"
#include "workshopwindow.h"

#include "session/catalogsession.h"
#include "session/document.h"
#include "session/evaluator.h"

#include <QAction>
#include <QGuiApplication>
#include <QMenu>
#include <QScreen>

WorkshopController *WorkshopController::attach(QWidget *window, const session::Parts &session,
                                               QMenu *menu)
{
    return new WorkshopController(window, session, menu);
}

WorkshopController::WorkshopController(QWidget *window, const session::Parts &session, QMenu *menu)
    : QObject(window), m_window(window), m_session(session), m_menu(menu),
      m_prompts(workshopui::Prompts::dialogs(window))
{
    createActions();
    // The document is created before the menus, so its signals can be followed from here.
    connect(document(), &Document::workshopChanged, this, &WorkshopController::updateActions);
    updateActions();
}

const ad::Workshop *WorkshopController::workshop() const
{
    return document()->workshop();
}

std::string WorkshopController::fingerprint() const
{
    return ad::scenarioFingerprint(document()->scenario(), catalogSession()->catalog());
}

WorkshopWindow *WorkshopController::workshopWindow() const
{
    return m_workshopWindow;
}

ProjectorView *WorkshopController::projector() const
{
    return m_projector;
}

BallotForm *WorkshopController::ballotForm() const
{
    return m_ballotForm;
}

ImportResultsDialog *WorkshopController::importResults() const
{
    return m_importResults;
}

QAction *WorkshopController::action(const QString &objectName) const
{
    const auto found = m_actions.find(objectName);
    return found == m_actions.end() ? nullptr : found->second;
}

void WorkshopController::createActions()
{
    auto add = [this](const QString &name, const QString &text, auto slot) {
        QAction *a = m_menu->addAction(text);
        a->setObjectName(name);
        connect(a, &QAction::triggered, this, slot);
        m_actions[name] = a;
        return a;
    };
    add(QStringLiteral("actionWorkshopWindow"), tr("Workshop &Window…"),
        [this] { showWindow(); })
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    add(QStringLiteral("actionStartWorkshop"), tr("&Start Workshop"), [this] {
        startWorkshop();
        showWindow();
    });
    m_menu->addSeparator();
    add(QStringLiteral("actionImportBallots"), tr("&Import Ballots…"),
        [this] { importBallots(); });
    add(QStringLiteral("actionFillBallot"), tr("&Fill In a Ballot File…"),
        [this] { fillBallotFile(); });
    m_menu->addSeparator();
    add(QStringLiteral("actionProjector"), tr("&Projector View"), [this] { showProjector(); })
        ->setShortcut(QKeySequence(Qt::Key_F5));
    add(QStringLiteral("actionApplyWeights"), tr("Apply Aggregated &Weights to the Matrix"),
        [this] { applyAggregatedWeights(); });
    m_menu->addSeparator();
    add(QStringLiteral("actionEndWorkshop"), tr("&End Workshop…"), [this] { endWorkshop(); });
}

void WorkshopController::updateActions()
{
    const ad::Workshop *w = workshop();
    action(QStringLiteral("actionStartWorkshop"))->setEnabled(!w);
    action(QStringLiteral("actionImportBallots"))->setEnabled(w && !w->current().revealed);
    action(QStringLiteral("actionProjector"))->setEnabled(w != nullptr);
    action(QStringLiteral("actionApplyWeights"))
        ->setEnabled(w && workshopui::roundToShow(*w) > 0);
    action(QStringLiteral("actionEndWorkshop"))->setEnabled(w != nullptr);
    if (!w && m_projector) m_projector->close();
}

WorkshopWindow *WorkshopController::showWindow()
{
    if (!m_workshopWindow) m_workshopWindow = new WorkshopWindow(this, m_window);
    m_workshopWindow->show();
    m_workshopWindow->raise();
    m_workshopWindow->activateWindow();
    return m_workshopWindow;
}

ProjectorView *WorkshopController::showProjector()
{
    if (!workshop()) return nullptr;
    if (!m_projector) {
        m_projector = new ProjectorView(this, m_window);
        m_projector->setAttribute(Qt::WA_DeleteOnClose);
        // With a second screen (the projector), go there and leave the laptop's screen free.
        QScreen *own = m_window->screen();
        for (QScreen *screen : QGuiApplication::screens()) {
            if (screen == own) continue;
            m_projector->setGeometry(screen->geometry());
            break;
        }
    }
    m_projector->showFullScreen();
    m_projector->raise();
    m_projector->activateWindow();
    return m_projector;
}

void WorkshopController::tell(QMessageBox::Icon icon, const QString &title,
                              const QString &text) const
{
    if (m_prompts.tell) m_prompts.tell(icon, title, text);
}

WebSession *WorkshopController::webSession()
{
    if (!m_webSession) m_webSession = new WebSession(this);
    return m_webSession;
}

ad::WorkshopEdit WorkshopController::tryEditWorkshop(
    const QString &undoText, const std::function<ad::WorkshopEdit(ad::Workshop &)> &edit)
{
    if (!workshop()) return {false, ad::msg(QT_TRANSLATE_NOOP("Message", "there is no workshop")), {}};
    ad::Workshop copy = *workshop();
    ad::WorkshopEdit result = edit(copy);
    if (result.ok) document()->setWorkshop(std::move(copy), undoText);
    return result;
}

bool WorkshopController::editWorkshop(
    const QString &undoText, const std::function<ad::WorkshopEdit(ad::Workshop &)> &edit)
{
    if (!workshop()) return false;
    const ad::WorkshopEdit result = tryEditWorkshop(undoText, edit);
    if (!result.ok) {
        tell(QMessageBox::Warning, tr("Workshop"), workshopui::sentenceOf(result.message));
        return false;
    }
    return true;
}
