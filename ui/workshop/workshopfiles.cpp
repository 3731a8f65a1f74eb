// Ballot files: the facilitator imports many at once, a participant fills one in their own copy
// of the application. Reading and merging are the core's (ad::loadBallotFile, ad::importBallot).
#include "workshopcontroller.h"

#include "ballotform.h"
#include "importresultsdialog.h"
#include "workshopwindow.h"

#include "session/catalogsession.h"
#include "session/document.h"

#include <QDir>
#include <QFileInfo>

void WorkshopController::importBallots()
{
    const ad::Workshop *w = workshop();
    if (!w) {
        tell(QMessageBox::Information, tr("Import Ballots"),
             tr("Start a workshop first: ballots are merged into its open round."));
        return;
    }
    const QStringList paths = m_prompts.askOpenFiles(tr("Import Ballots"));
    if (paths.isEmpty()) return;
    const workshopui::ImportBatch batch = importBallotFiles(paths);

    // Over the workshop window when it is on screen, else over the main window.
    QWidget *parent = m_workshopWindow && m_workshopWindow->isVisible()
                          ? static_cast<QWidget *>(m_workshopWindow.data())
                          : m_window;
    if (m_importResults) m_importResults->close();
    auto *dialog = new ImportResultsDialog(batch.files, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ImportResultsDialog::addUnknownRequested, this,
            [this, dialog](const QStringList &again) {
                // Only the files whose senders were not on the list, now adding them.
                ad::Workshop copy = *workshop();
                const workshopui::ImportBatch retry = workshopui::importBallotFiles(
                    copy, again, fingerprint(), catalogSession()->catalog(), true);
                if (retry.changed() > 0)
                    document()->setWorkshop(retry.workshop,
                                            tr("Import ballots with new participants"));
                dialog->update(retry.files);
            });
    m_importResults = dialog;
    dialog->open();
}

workshopui::ImportBatch WorkshopController::importBallotFiles(const QStringList &paths)
{
    const ad::Workshop *w = workshop();
    if (!w) return {};
    workshopui::ImportBatch batch = workshopui::importBallotFiles(
        *w, paths, fingerprint(), catalogSession()->catalog(), false);
    if (batch.changed() > 0)
        document()->setWorkshop(batch.workshop,
                                batch.changed() == 1 ? tr("Import a ballot")
                                                     : tr("Import %1 ballots")
                                                           .arg(batch.changed()));
    return batch;
}

BallotForm *WorkshopController::fillBallotFile()
{
    const std::optional<QString> answer =
        m_prompts.askText(tr("Fill In a Ballot File"),
                          tr("Your name or alias, as the facilitator knows you:"), QString());
    if (!answer) return nullptr;
    const QString name = answer->trimmed();
    if (name.isEmpty()) {
        tell(QMessageBox::Information, tr("Fill In a Ballot File"),
             tr("A ballot needs a name or an alias, so the facilitator knows whose it is."));
        return nullptr;
    }
    const ad::Workshop *w = workshop();
    BallotForm *form = openBallotForm(name, w ? w->currentRound : 1, true, false,
                                      tr("Save Ballot File…"));
    connect(form, &QDialog::accepted, this, [this, form, name] {
        saveBallotFile(name, form->round(), form->weights(), form->scores());
    });
    form->open();
    return form;
}

void WorkshopController::saveBallotFile(
    const QString &name, int round, const std::map<std::string, int> &weights,
    const std::map<std::string, std::map<std::string, double>> &scores)
{
    ad::BallotFile file;
    file.participant.id = workshopui::ballotIdFor(workshop(), name);
    file.participant.name = name.toStdString();
    file.ballot.participantId = file.participant.id;
    file.ballot.round = round;
    file.ballot.weights = weights;
    file.ballot.scores = scores;
    file.ballot.timestamp = ad::currentIsoTimestamp();
    file.ballot.scenarioFingerprint = fingerprint();

    const QString suggested = QDir::home().filePath(workshopui::ballotFileName(name, round));
    QString path = m_prompts.askSaveFile(tr("Save Ballot File"), suggested);
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".ballot.json");
    QString error;
    if (!workshopui::writeBallotFile(path, file, &error)) {
        tell(QMessageBox::Warning, tr("Save Ballot File"), error);
        return;
    }
    tell(QMessageBox::Information, tr("Save Ballot File"),
         tr("Your ballot for round %1 is saved in %2. Send this file to the facilitator, who "
            "imports it with Workshop → Import Ballots.")
             .arg(round)
             .arg(QDir::toNativeSeparators(path)));
    emit ballotFileWritten(path);
}
