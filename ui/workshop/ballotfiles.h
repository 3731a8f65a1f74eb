#pragma once
// Ballot files in the GUI: importing several at once into a copy of the workshop, and writing one
// atomically. The merge rules themselves are the core's (ad::importBallot, docs/workshop.md).
#include "catalog/catalog.h"
#include "group/workshop.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace workshopui {

struct FileImport {
    QString path;
    ad::ImportOutcome outcome = ad::ImportOutcome::Invalid;
    QString reason;      // one sentence; for a refused file: the field and the problem
    QString participant; // as the file names them, when it could be read
};

struct ImportBatch {
    ad::Workshop workshop;         // the result; equal to the input when nothing changed
    std::vector<FileImport> files; // one per path, in order
    int changed() const;           // files Added or Replaced
};

// Imports `paths` one after the other into a copy of `workshop`, so that the second copy of a
// file in one batch is reported as a duplicate of the first. A file that cannot be read, or that
// fails validation, is Invalid with its first error; the workshop is never half-changed by it.
ImportBatch importBallotFiles(const ad::Workshop &workshop, const QStringList &paths,
                              const std::string &fingerprint, const ad::Catalog &catalog,
                              bool addUnknownParticipants);

// A participant who filled a ballot in a copy of the app without this workshop does not know
// their id here. When the file's id is unknown but its name matches a participant's (ignoring
// case and surrounding spaces), the ballot is taken as theirs.
void matchParticipantByName(const ad::Workshop &workshop, ad::BallotFile &file);

// The id a ballot file gets: the participant's id when the open workshop lists that name, else
// "guest-" and the name in lower case letters and digits ("guest-ana-lopez").
std::string ballotIdFor(const ad::Workshop *workshop, const QString &name);

// The name a ballot file is offered under: "<name> round <n>.ballot.json", the name kept to its
// letters, digits, spaces, hyphens and underscores. A participant's name is text: it must never
// make the suggestion a path ("../../x" gives "x round 1.ballot.json").
QString ballotFileName(const QString &name, int round);

// Writes the ballot with QSaveFile: the old file stays intact if anything fails.
bool writeBallotFile(const QString &path, const ad::BallotFile &ballot, QString *error);

QString outcomeName(ad::ImportOutcome outcome);

} // namespace workshopui
