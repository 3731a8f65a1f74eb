#include "ballotfiles.h"
#include "workshopresults.h"

#include "views/messagetext.h"

#include "group/workshop_io.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace workshopui {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("workshopui", text);
}

QString from(const std::string &text)
{
    return QString::fromStdString(text);
}

// "/ballot/weights/cost: a weight must be ..." — the field and the problem; the file is in its
// own column of the results list.
QString firstError(const ad::Diagnostics &diagnostics)
{
    int errors = 0;
    QString first;
    for (const ad::Diagnostic &d : diagnostics) {
        if (d.severity != ad::Severity::Error) continue;
        if (errors++ == 0)
            first = d.pointer.empty() ? views::text(d.message)
                                      : tr("field %1: %2").arg(from(d.pointer), views::text(d.message));
    }
    if (errors == 2) first += tr(" (and one more problem)");
    else if (errors > 2) first += tr(" (and %1 more problems)").arg(errors - 1);
    return first;
}

} // namespace

int ImportBatch::changed() const
{
    int n = 0;
    for (const FileImport &f : files)
        if (f.outcome == ad::ImportOutcome::Added || f.outcome == ad::ImportOutcome::Replaced) ++n;
    return n;
}

void matchParticipantByName(const ad::Workshop &workshop, ad::BallotFile &file)
{
    if (workshop.participant(file.participant.id)) return;
    const QString wanted = from(file.participant.name).trimmed();
    if (wanted.isEmpty()) return;
    for (const ad::Participant &p : workshop.participants) {
        if (from(p.name).trimmed().compare(wanted, Qt::CaseInsensitive) != 0) continue;
        // Only when the ballot speaks for the file's own participant, as a valid file does.
        if (file.ballot.participantId == file.participant.id) file.ballot.participantId = p.id;
        file.participant.id = p.id;
        return;
    }
}

std::string ballotIdFor(const ad::Workshop *workshop, const QString &name)
{
    if (workshop) {
        for (const ad::Participant &p : workshop->participants)
            if (from(p.name).trimmed().compare(name.trimmed(), Qt::CaseInsensitive) == 0)
                return p.id;
    }
    QString slug;
    for (const QChar c : name.trimmed().toLower()) {
        if (c.isLetterOrNumber() && c.unicode() < 128) slug += c;
        else if (!slug.endsWith(QLatin1Char('-'))) slug += QLatin1Char('-');
    }
    while (slug.endsWith(QLatin1Char('-'))) slug.chop(1);
    while (slug.startsWith(QLatin1Char('-'))) slug.remove(0, 1);
    if (slug.isEmpty()) slug = QStringLiteral("participant");
    return "guest-" + slug.left(40).toStdString();
}

QString ballotFileName(const QString &name, int round)
{
    QString kept;
    for (const QChar c : name) {
        const bool allowed = c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_');
        kept += allowed ? c : QLatin1Char(' ');
    }
    kept = kept.simplified().left(60).trimmed();
    if (kept.isEmpty()) kept = tr("ballot");
    return tr("%1 round %2.ballot.json").arg(kept).arg(round);
}

ImportBatch importBallotFiles(const ad::Workshop &workshop, const QStringList &paths,
                              const std::string &fingerprint, const ad::Catalog &catalog,
                              bool addUnknownParticipants)
{
    ImportBatch batch{workshop, {}};
    ad::ImportOptions options;
    options.fingerprint = fingerprint;
    options.addUnknownParticipants = addUnknownParticipants;
    options.catalog = &catalog;
    for (const QString &path : paths) {
        FileImport result;
        result.path = path;
        if (batch.workshop.current().revealed) {
            result.reason = tr("round %1 is already revealed; start the next round before "
                               "taking more ballots")
                                .arg(batch.workshop.current().number);
            batch.files.push_back(result);
            continue;
        }
        const ad::BallotLoad load =
            ad::loadBallotFile(QFile::encodeName(QDir::toNativeSeparators(path)).toStdString(),
                               &catalog);
        if (!load.ok()) {
            result.reason = firstError(load.diagnostics);
            batch.files.push_back(result);
            continue;
        }
        ad::BallotFile file = load.ballot;
        // Composed like every name that comes in, so the file's "Zoë" is the room's "Zoë".
        file.participant.name = workshopui::normalizedName(from(file.participant.name));
        matchParticipantByName(batch.workshop, file);
        result.participant = from(file.participant.name);
        const ad::ImportResult imported = ad::importBallot(batch.workshop, file, options);
        result.outcome = imported.outcome;
        result.reason = views::text(imported.message);
        batch.files.push_back(result);
    }
    return batch;
}

bool writeBallotFile(const QString &path, const ad::BallotFile &ballot, QString *error)
{
    const QByteArray bytes = QByteArray::fromStdString(ad::serializeBallotFile(ballot));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = tr("%1: cannot write the ballot: %2")
                         .arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    if (file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = tr("%1: the ballot could not be saved: %2")
                         .arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

QString outcomeName(ad::ImportOutcome outcome)
{
    switch (outcome) {
    case ad::ImportOutcome::Added: return tr("Added");
    case ad::ImportOutcome::Replaced: return tr("Replaced");
    case ad::ImportOutcome::Duplicate: return tr("Duplicate");
    case ad::ImportOutcome::Stale: return tr("Stale");
    case ad::ImportOutcome::UnknownParticipant: return tr("Unknown participant");
    case ad::ImportOutcome::Invalid: return tr("Refused");
    }
    return {};
}

} // namespace workshopui
