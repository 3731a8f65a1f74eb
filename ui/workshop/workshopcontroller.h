#pragma once
// Workshop mode in the main window: the Workshop menu and the windows it opens. The workshop
// itself lives in the Document (saved with the scenario, undoable); this class only shows it and
// turns the facilitator's actions into Document::setWorkshop() steps, each one undoable. It knows
// the window it opens from only as a QWidget and the document through its session::Parts.
// Actions: workshopactions.cpp (participants, settings, ballots, reveal, rounds, matrix) and
// workshopfiles.cpp (importing and filling in ballot files).
#include "ballotfiles.h"
#include "workshopprompts.h"

#include "session/session.h"
#include "group/workshop.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <map>

class BallotForm;
class CatalogSession;
class Document;
class Evaluator;
class ImportResultsDialog;
class ProjectorView;
class QAction;
class WebSession;
class QMenu;
class QWidget;
class WorkshopWindow;

class WorkshopController : public QObject
{
    Q_OBJECT
public:
    // Fills `menu` with the workshop actions on the document of `session`. The workshop window,
    // the projector and the dialogs open from `window`; the controller is a child of it.
    static WorkshopController *attach(QWidget *window, const session::Parts &session, QMenu *menu);

    Document *document() const { return m_session.document; }
    Evaluator *evaluator() const { return m_session.evaluator; }
    CatalogSession *catalogSession() const { return m_session.catalog; }
    const ad::Workshop *workshop() const;
    // The open scenario's fingerprint: what a ballot cast now is about.
    std::string fingerprint() const;

    // Questions and messages; tests replace them (see workshopui::Prompts).
    void setPrompts(workshopui::Prompts prompts) { m_prompts = std::move(prompts); }
    const workshopui::Prompts &prompts() const { return m_prompts; }

    // The windows open now (nullptr when closed). Defined in the .cpp: QPointer needs the types.
    WorkshopWindow *workshopWindow() const;
    ProjectorView *projector() const;
    BallotForm *ballotForm() const;
    ImportResultsDialog *importResults() const;
    QAction *action(const QString &objectName) const;
    // The session that lets people vote from their own devices (created on first use; it
    // listens only while the facilitator runs it).
    WebSession *webSession();

    // Applies `edit` to a copy of the workshop and hands the copy to the document as one undo
    // step; on failure nothing changes and the outcome says why, without any dialog (the web
    // session sends it back to the device instead).
    ad::WorkshopEdit tryEditWorkshop(const QString &undoText,
                                     const std::function<ad::WorkshopEdit(ad::Workshop &)> &edit);

public slots:
    WorkshopWindow *showWindow();
    ProjectorView *showProjector();

    // ---- workshopactions.cpp ----
    void startWorkshop();
    bool endWorkshop();
    bool addParticipant(const QString &name);
    bool renameParticipant(const std::string &participantId); // asks for the new name
    bool renameParticipantTo(const std::string &participantId, const QString &name);
    bool removeParticipant(const std::string &participantId); // asks when ballots would go
    void setTitle(const QString &title);
    void setFacilitator(const QString &name);
    void setAnonymous(bool anonymous);
    void setMethod(ad::AggregationMethod method);
    void setRoundNote(const QString &note);
    // Opens the ballot form for one participant (non-blocking); the ballot is stored when the
    // form is accepted.
    BallotForm *enterBallot(const std::string &participantId);
    bool submitBallot(const std::string &participantId, const std::map<std::string, int> &weights,
                      const std::map<std::string, std::map<std::string, double>> &scores);
    bool reveal(); // asks first when ballots are missing
    bool nextRound();
    // The rounded aggregate of `round` (0: the latest revealed) into the matrix, one undo step.
    bool applyAggregatedWeights(int round = 0);

    // ---- workshopfiles.cpp ----
    // Asks for files, imports them and shows the outcome of each.
    void importBallots();
    workshopui::ImportBatch importBallotFiles(const QStringList &paths);
    // For a participant: asks their name, shows the ballot form, saves the ballot file. Works
    // with or without a workshop in the open scenario.
    BallotForm *fillBallotFile();

signals:
    void ballotFileWritten(const QString &path);

private:
    WorkshopController(QWidget *window, const session::Parts &session, QMenu *menu);
    void createActions();
    void updateActions();
    void tell(QMessageBox::Icon icon, const QString &title, const QString &text) const;
    // tryEditWorkshop(), with a failure's message shown to the facilitator.
    bool editWorkshop(const QString &undoText,
                      const std::function<ad::WorkshopEdit(ad::Workshop &)> &edit);
    BallotForm *openBallotForm(const QString &name, int round, bool roundEditable,
                               bool replaces, const QString &submitText);
    void saveBallotFile(const QString &name, int round, const std::map<std::string, int> &weights,
                        const std::map<std::string, std::map<std::string, double>> &scores);

    QWidget *m_window;
    session::Parts m_session;
    QMenu *m_menu;
    workshopui::Prompts m_prompts;
    QPointer<WorkshopWindow> m_workshopWindow;
    QPointer<ProjectorView> m_projector;
    QPointer<BallotForm> m_ballotForm;
    QPointer<ImportResultsDialog> m_importResults;
    WebSession *m_webSession = nullptr;
    std::map<QString, QAction *> m_actions;
};
