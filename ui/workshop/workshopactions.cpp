// The facilitator's actions on the workshop: each edits a copy with the core's functions and
// hands it to the document as one undoable step (WorkshopController::editWorkshop).
#include "workshopcontroller.h"

#include "ballotform.h"
#include "participantspanel.h"
#include "workshopresults.h"
#include "workshopwindow.h"
#include "views/viewformat.h"

#include "session/catalogsession.h"
#include "session/document.h"
#include "session/evaluator.h"

namespace {

ad::WorkshopEdit done()
{
    return ad::WorkshopEdit{true, {}, {}};
}

} // namespace

void WorkshopController::startWorkshop()
{
    if (workshop()) return;
    ad::Workshop fresh;
    fresh.title = document()->scenario().name;
    fresh.labelKey = ad::newLabelKey(); // anonymous numbers unrelated to the order of the list
    document()->setWorkshop(fresh, tr("Start workshop"));
}

bool WorkshopController::endWorkshop()
{
    const ad::Workshop *w = workshop();
    if (!w) return false;
    if (!m_prompts.confirm(tr("End Workshop"),
                           tr("End the workshop “%1”? Its participants, ballots and rounds are "
                              "removed from the scenario. Edit → Undo brings them back.")
                               .arg(QString::fromStdString(w->title)),
                           tr("End Workshop")))
        return false;
    document()->setWorkshop(std::nullopt, tr("End workshop"));
    return true;
}

bool WorkshopController::addParticipant(const QString &name)
{
    return editWorkshop(tr("Add participant %1").arg(name.trimmed()), [&](ad::Workshop &w) {
        return ad::addParticipant(w, workshopui::normalizedName(name));
    });
}

bool WorkshopController::renameParticipant(const std::string &participantId)
{
    const ad::Workshop *w = workshop();
    const ad::Participant *p = w ? w->participant(participantId) : nullptr;
    if (!p) return false;
    const std::optional<QString> name =
        m_prompts.askText(tr("Rename Participant"), tr("New name or alias:"),
                          QString::fromStdString(p->name));
    if (!name) return false;
    return renameParticipantTo(participantId, *name);
}

bool WorkshopController::renameParticipantTo(const std::string &participantId,
                                             const QString &name)
{
    return editWorkshop(tr("Rename participant to %1").arg(name.trimmed()),
                        [&](ad::Workshop &w) {
                            return ad::renameParticipant(w, participantId,
                                                         workshopui::normalizedName(name));
                        });
}

bool WorkshopController::removeParticipant(const std::string &participantId)
{
    const ad::Workshop *w = workshop();
    const ad::Participant *p = w ? w->participant(participantId) : nullptr;
    if (!p) return false;
    const QString name = QString::fromStdString(p->name);
    int ballots = 0;
    for (const ad::Round &r : w->rounds) ballots += r.ballot(participantId) ? 1 : 0;
    if (ballots > 0
        && !m_prompts.confirm(tr("Remove Participant"),
                              ballots == 1
                                  ? tr("Remove %1 and their ballot? Edit → Undo brings it "
                                       "back.")
                                        .arg(name)
                                  : tr("Remove %1 and their ballots in %2 rounds? Edit → Undo "
                                       "brings them back.")
                                        .arg(name)
                                        .arg(ballots),
                              tr("Remove")))
        return false;
    return editWorkshop(tr("Remove participant %1").arg(name), [&](ad::Workshop &copy) {
        return ad::removeParticipant(copy, participantId);
    });
}

void WorkshopController::setTitle(const QString &title)
{
    editWorkshop(tr("Change workshop title"), [&](ad::Workshop &w) {
        w.title = title.trimmed().toStdString();
        return done();
    });
}

void WorkshopController::setFacilitator(const QString &name)
{
    editWorkshop(tr("Change facilitator"), [&](ad::Workshop &w) {
        w.facilitator = name.trimmed().toStdString();
        return done();
    });
}

void WorkshopController::setAnonymous(bool anonymous)
{
    editWorkshop(anonymous ? tr("Make the reveal anonymous") : tr("Show names on reveal"),
                 [&](ad::Workshop &w) {
                     w.anonymous = anonymous;
                     return done();
                 });
}

void WorkshopController::setMethod(ad::AggregationMethod method)
{
    editWorkshop(tr("Aggregate by %1").arg(views::aggregationName(method)),
                 [&](ad::Workshop &w) {
                     w.method = method;
                     return done();
                 });
}

void WorkshopController::setRoundNote(const QString &note)
{
    editWorkshop(tr("Change the note of round %1").arg(workshop() ? workshop()->currentRound : 0),
                 [&](ad::Workshop &w) {
                     w.rounds.back().note = note.trimmed().toStdString();
                     return done();
                 });
}

BallotForm *WorkshopController::openBallotForm(const QString &name, int round,
                                               bool roundEditable, bool replaces,
                                               const QString &submitText)
{
    if (m_ballotForm) m_ballotForm->close(); // one ballot at a time at the shared screen
    evaluator()->evaluateNow(); // the options of the scores section follow the current inputs
    BallotForm::Setup setup;
    setup.participantName = name;
    setup.round = round;
    setup.roundEditable = roundEditable;
    setup.replacesEarlier = replaces;
    setup.submitText = submitText;
    // Over the workshop window when it is on screen, else over the main window.
    QWidget *parent = m_workshopWindow && m_workshopWindow->isVisible()
                          ? static_cast<QWidget *>(m_workshopWindow.data())
                          : m_window;
    auto *form = new BallotForm(catalogSession()->catalog(),
                                evaluator()->hasAssessment() ? &evaluator()->assessment()
                                                             : nullptr,
                                setup, parent);
    form->setAttribute(Qt::WA_DeleteOnClose);
    form->setWindowModality(Qt::WindowModal);
    m_ballotForm = form;
    return form;
}

BallotForm *WorkshopController::enterBallot(const std::string &participantId)
{
    const ad::Workshop *w = workshop();
    const ad::Participant *p = w ? w->participant(participantId) : nullptr;
    if (!p) return nullptr;
    if (w->current().revealed) {
        tell(QMessageBox::Information, tr("Enter Ballot"),
             tr("Round %1 is already revealed. Start the next round to vote again.")
                 .arg(w->currentRound));
        return nullptr;
    }
    BallotForm *form = openBallotForm(QString::fromStdString(p->name), w->currentRound, false,
                                      w->current().ballot(participantId) != nullptr, {});
    const std::string id = participantId;
    connect(form, &QDialog::accepted, this, [this, form, id] {
        if (!submitBallot(id, form->weights(), form->scores())) return;
        if (m_workshopWindow && workshop())
            m_workshopWindow->participantsPanel()->selectNextWaiting(*workshop(), id);
    });
    form->open();
    return form;
}

bool WorkshopController::submitBallot(
    const std::string &participantId, const std::map<std::string, int> &weights,
    const std::map<std::string, std::map<std::string, double>> &scores)
{
    const ad::Workshop *w = workshop();
    const ad::Participant *p = w ? w->participant(participantId) : nullptr;
    if (!p) {
        tell(QMessageBox::Warning, tr("Enter Ballot"),
             tr("The ballot could not be stored: that participant is no longer in the "
                "workshop."));
        return false;
    }
    ad::Ballot ballot;
    ballot.participantId = participantId;
    ballot.weights = weights;
    ballot.scores = scores;
    ballot.scenarioFingerprint = fingerprint();
    const QString name = QString::fromStdString(p->name);
    return editWorkshop(tr("Ballot of %1").arg(name), [&](ad::Workshop &copy) {
        return ad::submitBallot(copy, ballot);
    });
}

bool WorkshopController::reveal()
{
    const ad::Workshop *w = workshop();
    if (!w || w->current().revealed) return false;
    const int in = int(w->current().ballots.size());
    if (in == 0) {
        tell(QMessageBox::Information, tr("Reveal Round"),
             tr("No ballot is in yet: there is nothing to reveal."));
        return false;
    }
    const QStringList missing = workshopui::votedNames(*w, false);
    if (!missing.isEmpty()
        && !m_prompts.confirm(tr("Reveal Round"),
                              tr("Not voted yet: %1. Reveal round %2 with %3 of %4 ballots "
                                 "anyway? No ballot can be added to this round afterwards.")
                                  .arg(missing.join(QStringLiteral(", ")))
                                  .arg(w->currentRound)
                                  .arg(in)
                                  .arg(w->participants.size()),
                              tr("Reveal")))
        return false;
    return editWorkshop(tr("Reveal round %1").arg(w->currentRound), [](ad::Workshop &copy) {
        ad::revealRound(copy);
        return done();
    });
}

bool WorkshopController::nextRound()
{
    const ad::Workshop *w = workshop();
    if (!w || !w->current().revealed) return false;
    return editWorkshop(tr("Start round %1").arg(w->currentRound + 1), [](ad::Workshop &copy) {
        ad::startNextRound(copy);
        return done();
    });
}

bool WorkshopController::applyAggregatedWeights(int round)
{
    const ad::Workshop *w = workshop();
    if (!w) return false;
    if (round == 0) round = workshopui::roundToShow(*w);
    const ad::Round *r = w->round(round);
    if (!r || !r->revealed) {
        tell(QMessageBox::Information, tr("Apply Aggregated Weights"),
             tr("Reveal a round first: its aggregated weights are what the matrix takes."));
        return false;
    }
    const auto weights = ad::aggregatedWeights(*r, w->method);
    const ad::Scenario updated = ad::withAggregatedWeights(document()->scenario(), weights);
    document()->change<ad::DecisionInputs>(
        QStringLiteral("decision.weights"),
        tr("Apply the aggregated weights of round %1").arg(round),
        [](auto &s) -> ad::DecisionInputs & { return s.decision; }, updated.decision);
    document()->endEdit();
    return true;
}
