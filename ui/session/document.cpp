#include "document.h"

#include "messagestyle.h"

#include "base/diagnostics.h"
#include "scenario/scenario_io.h"
#include "group/workshop_io.h"

#include "base/input_limits.h"

#include <QCryptographicHash>
#include <QDir>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSaveFile>
#include <QUndoStack>

namespace {

// Undo command ids must be ints; each field key gets one, stable for the process lifetime.
int idForKey(const QString &key)
{
    static QHash<QString, int> ids;
    const auto found = ids.constFind(key);
    if (found != ids.constEnd()) return *found;
    const int id = 1000 + int(ids.size());
    ids.insert(key, id);
    return id;
}

// One line per problem of that severity, at most `shown` of them: a message box lists a few,
// loadProblems() has them all.
QString describe(const ad::Diagnostics &diagnostics, ad::Severity severity, int shown = 10)
{
    QStringList lines;
    int more = 0;
    const ad::TextStyle style = session::messageStyle();
    for (const auto &d : diagnostics) {
        if (d.severity != severity) continue;
        if (lines.size() < shown) lines << QString::fromStdString(d.toString(style));
        else ++more;
    }
    if (more == 1) lines << Document::tr("(and one more problem)");
    else if (more > 1) lines << Document::tr("(and %1 more problems)").arg(more);
    return lines.join(QLatin1Char('\n'));
}

QByteArray hashOf(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
}

} // namespace

// Swaps the whole workshop: a workshop is a few kilobytes, and whole copies make undo of a ballot,
// a new round or a rename the same simple operation. Workshop edits never merge.
class WorkshopCommand : public QUndoCommand
{
public:
    WorkshopCommand(Document *document, std::optional<ad::Workshop> workshop, const QString &text)
        : QUndoCommand(text), m_document(document), m_workshop(std::move(workshop))
    {
    }
    void redo() override { swap(); }
    void undo() override { swap(); }

    // Puts `ballot` over the one its participant holds in the workshop this step keeps aside,
    // when that workshop is at the ballot's round, still open, with a ballot from them; false
    // (and nothing changed) otherwise.
    bool replaceBallot(const ad::Ballot &ballot)
    {
        if (!m_workshop || m_workshop->currentRound != ballot.round
            || m_workshop->current().revealed)
            return false;
        for (ad::Ballot &held : m_workshop->rounds.back().ballots) {
            if (held.participantId != ballot.participantId) continue;
            held = ballot;
            return true;
        }
        return false;
    }

private:
    void swap()
    {
        std::swap(m_document->m_workshop, m_workshop);
        emit m_document->workshopChanged();
    }
    Document *m_document;
    std::optional<ad::Workshop> m_workshop;
};

ScenarioCommand::ScenarioCommand(Document *document, const QString &key, const QString &text)
    : QUndoCommand(text), m_document(document), m_key(key), m_id(idForKey(key)),
      m_session(document->editSession())
{
}

bool ScenarioCommand::canMergeWith(const QUndoCommand *other) const
{
    const auto *command = dynamic_cast<const ScenarioCommand *>(other);
    return command && command->m_key == m_key && command->m_document == m_document
        && command->m_session == m_session;
}

ad::Scenario &ScenarioCommand::scenario()
{
    return m_document->m_scenario;
}

void ScenarioCommand::notify()
{
    emit m_document->scenarioChanged();
}

Document::Document(QObject *parent) : Document(ad::defaultScenario(), parent) {}

Document::Document(const ad::Scenario &start, QObject *parent)
    : QObject(parent), m_scenario(start), m_undoStack(new QUndoStack(this))
{
    // Every workshop step holds a whole copy of the workshop: without a bound, a long session
    // (or a flood of ballots from the room's network) would grow memory without end.
    m_undoStack->setUndoLimit(undoLimit);
    connect(m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
}

Document::~Document() = default;

QString Document::displayName() const
{
    return m_fileName.isEmpty() ? tr("Untitled") : QFileInfo(m_fileName).fileName();
}

bool Document::isModified() const
{
    return !m_undoStack->isClean();
}

void Document::reset(const ad::Scenario &scenario)
{
    m_undoStack->clear(); // emits cleanChanged, hence modifiedChanged, when it was dirty
    // clear() does nothing on a stack without commands, which a copy made unsaved by
    // resetClean() is (loadCopy(), restore()): the new document is clean all the same.
    m_undoStack->setClean();
    m_scenario = scenario;
    m_workshop.reset();
    m_loadWarnings.clear();
    m_loadProblems.clear();
    m_disk = {};
    ++m_editSession;
    setFileName(QString());
    setReadOnly(false);
    emit scenarioReset();
    emit scenarioChanged();
    emit workshopChanged();
}

void Document::setWorkshop(std::optional<ad::Workshop> workshop, const QString &text)
{
    if (workshop == m_workshop) return;
    ++m_editSession; // a later field edit must not merge across this step
    pushCommand(new WorkshopCommand(this, std::move(workshop), text));
}

bool Document::replaceBallotInPlace(const ad::Ballot &ballot)
{
    // With steps to redo, the history has branched; the ordinary step keeps it simple.
    if (!m_workshop || m_undoStack->canRedo()) return false;
    const ad::Round &open = m_workshop->current();
    if (open.revealed || !open.ballot(ballot.participantId)) return false;
    ad::Workshop edited = *m_workshop;
    if (!ad::submitBallot(edited, ballot).ok) return false;
    const ad::Ballot stored = *edited.current().ballot(ballot.participantId);
    // Every step since the one that stored this participant's first ballot of the round keeps a
    // workshop that holds that ballot: each gets the new one, so undoing any of them keeps it and
    // undoing the step that added it takes it away, as if it had been cast like this at first.
    // QUndoStack hands out its commands as const; they are ours (pushCommand) to update.
    int firstChangedState = 0;
    for (int i = m_undoStack->count() - 1; i >= 0; --i) {
        const auto *step = dynamic_cast<const WorkshopCommand *>(m_undoStack->command(i));
        if (!step) continue; // a scenario edit: the workshop is the same on both sides
        if (!const_cast<WorkshopCommand *>(step)->replaceBallot(stored)) {
            firstChangedState = i + 1;
            break;
        }
    }
    m_workshop = std::move(edited);
    // The saved state may be one of those just changed: it no longer matches the file.
    if (m_undoStack->cleanIndex() >= firstChangedState) m_undoStack->resetClean();
    emit workshopChanged();
    return true;
}

bool Document::readFile(const QString &path, QByteArray *bytes, QString *error)
{
    const QString shown = QDir::toNativeSeparators(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error) *error = tr("%1: cannot read the file: %2").arg(shown, file.errorString());
        return false;
    }
    constexpr qint64 limit = qint64(ad::limits::scenarioFileBytes);
    // The size is checked before reading, and reading stops past the limit, so neither a huge
    // file nor one that never ends (a device) is read into memory.
    if (file.size() > limit) {
        if (error)
            *error = tr("%1: %2").arg(shown, QString::fromStdString(ad::write(ad::fileTooLargeMessage(
                                                 std::uintmax_t(file.size()), ad::limits::scenarioFileBytes),
                                                 session::messageStyle())));
        return false;
    }
    *bytes = file.read(limit + 1);
    if (bytes->size() > limit) {
        if (error)
            *error = tr("%1: %2").arg(shown, QString::fromStdString(ad::write(ad::fileTooLargeMessage(
                                                 std::uintmax_t(bytes->size()), ad::limits::scenarioFileBytes),
                                                 session::messageStyle())));
        return false;
    }
    return true;
}

bool Document::load(const QString &path, QString *error)
{
    QByteArray bytes;
    m_loadProblems.clear();
    if (!readFile(path, &bytes, error)) return false;
    if (!read(bytes, QDir::toNativeSeparators(path), error)) return false;
    setFileName(QFileInfo(path).absoluteFilePath());
    rememberDiskState(m_fileName, bytes);
    setReadOnly(false);
    return true;
}

bool Document::loadCopy(const QString &path, QString *error)
{
    QByteArray bytes;
    m_loadProblems.clear();
    if (!readFile(path, &bytes, error)) return false;
    if (!read(bytes, QDir::toNativeSeparators(path), error)) return false;
    m_disk = {};
    setReadOnly(false);
    m_undoStack->resetClean(); // no file holds this copy yet
    return true;
}

bool Document::restore(const QByteArray &bytes, const QString &recoveryPath,
                       const QString &originalFile, QString *error)
{
    m_loadProblems.clear();
    if (!read(bytes, QDir::toNativeSeparators(recoveryPath), error)) return false;
    setFileName(originalFile.isEmpty() ? QString() : QFileInfo(originalFile).absoluteFilePath());
    m_undoStack->resetClean(); // nothing on disk matches this content yet
    // The recovery dialog said whether the file is newer than the copy; from here on, a change
    // by someone else is one made after this moment.
    m_disk = {};
    QByteArray onDisk;
    if (!m_fileName.isEmpty() && QFileInfo::exists(m_fileName) && readFile(m_fileName, &onDisk, nullptr))
        rememberDiskState(m_fileName, onDisk);
    setReadOnly(false);
    return true;
}

void Document::rememberDiskState(const QString &path, const QByteArray &bytes)
{
    const QFileInfo info(path);
    m_disk = {true, bytes.size(), info.lastModified(), hashOf(bytes)};
}

bool Document::changedOnDisk() const
{
    if (m_fileName.isEmpty() || !m_disk.known) return false;
    const QFileInfo info(m_fileName);
    if (!info.exists()) return false; // deleted since: saving loses nothing of anyone's
    if (info.size() != m_disk.size) return true;
    // Same size: compare the bytes, not the time, so a file only touched is not a conflict and
    // one rewritten within the same millisecond is.
    QFile file(m_fileName);
    if (!file.open(QIODevice::ReadOnly)) return true; // cannot tell: do not overwrite unasked
    return hashOf(file.read(qint64(ad::limits::scenarioFileBytes) + 1)) != m_disk.hash;
}

void Document::setReadOnly(bool readOnly)
{
    if (readOnly == m_readOnly) return;
    m_readOnly = readOnly;
    emit readOnlyChanged(readOnly);
}

// Parses the scenario and its workshop; replaces the document only when both are good.
bool Document::read(const QByteArray &bytes, const QString &shown, QString *error)
{
    const std::string text = bytes.toStdString();
    const ad::ScenarioLoad result = ad::parseScenario(text, shown.toStdString());
    if (!result.ok()) {
        m_loadProblems = result.diagnostics;
        if (error) *error = describe(result.diagnostics, ad::Severity::Error);
        return false;
    }
    const ad::WorkshopLoad workshop =
        ad::parseWorkshopInScenario(text, shown.toStdString(), nullptr);
    if (!workshop.ok()) {
        m_loadProblems = workshop.diagnostics;
        if (error) *error = describe(workshop.diagnostics, ad::Severity::Error);
        return false;
    }
    reset(result.scenario);
    m_workshop = workshop.workshop;
    m_loadProblems = result.diagnostics;
    for (const auto &d : workshop.diagnostics) ad::addDiagnostic(m_loadProblems, d);
    QString warnings = describe(result.diagnostics, ad::Severity::Warning);
    const QString workshopWarnings = describe(workshop.diagnostics, ad::Severity::Warning);
    if (!workshopWarnings.isEmpty())
        warnings += (warnings.isEmpty() ? QString() : QStringLiteral("\n")) + workshopWarnings;
    if (!warnings.isEmpty()) m_loadWarnings = warnings.split(QLatin1Char('\n'));
    if (m_workshop) emit workshopChanged();
    return true;
}

std::string Document::serialize() const
{
    return ad::serializeScenarioWithWorkshop(m_scenario, workshop());
}

bool Document::save(const QString &path, QString *error, bool overwriteChanges)
{
    const QString shown = QDir::toNativeSeparators(path);
    const bool ownFile = !m_fileName.isEmpty() && QFileInfo(path).absoluteFilePath() == m_fileName;
    m_saveError = SaveError::None;
    auto fail = [&](SaveError kind, const QString &message) {
        m_saveError = kind;
        if (error) *error = message;
        return false;
    };
    if (ownFile && m_readOnly)
        return fail(SaveError::ReadOnly,
                    tr("%1 is open in another window, so this window shows it read-only: save "
                       "your changes under another name.").arg(shown));
    if (ownFile && !overwriteChanges && changedOnDisk())
        return fail(SaveError::ChangedOnDisk,
                    tr("%1 was changed on disk after it was opened or last saved here (by "
                       "another program or another AccelDecide window); saving now would "
                       "replace those changes.").arg(shown));
    // QSaveFile writes a new file beside the old one and renames it over the old one only once
    // every byte is on disk: until then the old file is untouched, and a failure (no permission,
    // disk full, file size limit) removes the new one.
    // Unbuffered: the one write below reaches the file at once, so a failure part way (a full
    // disk, a file size limit) is reported with the system's reason, not lost in a later flush.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return fail(SaveError::Failed,
                    tr("%1: cannot write the file: %2").arg(shown, file.errorString()));
    const std::string text = serialize();
    // A write cut short (a file size limit) reports no error; writing the rest then fails with
    // the system's reason, which the message gives.
    qint64 written = 0;
    while (written < qint64(text.size())) {
        const qint64 n = file.write(text.data() + written, qint64(text.size()) - written);
        if (n <= 0) break;
        written += n;
    }
    if (written != qint64(text.size()) || !file.commit())
        return fail(SaveError::Failed, tr("%1: saving failed: %2").arg(shown, file.errorString()));
    m_undoStack->setClean();
    ++m_editSession; // an edit after saving must not merge into the saved state
    setFileName(QFileInfo(path).absoluteFilePath());
    rememberDiskState(m_fileName, QByteArray::fromStdString(text));
    setReadOnly(false);
    return true;
}

bool Document::setField(const QString &path, const QString &value, QString *error)
{
    ad::Scenario edited = m_scenario;
    const ad::Diagnostics problems =
        ad::setScenarioField(edited, path.toStdString(), value.toStdString());
    if (!problems.empty()) {
        if (error) *error = describe(problems, ad::Severity::Error);
        return false;
    }
    // The undo entry names the field as the forms do, not by its path.
    const std::string label = ad::scenarioFieldLabel(path.toStdString());
    change<ad::Scenario>(path,
                         tr("Change %1").arg(label.empty() ? path
                                                           : QCoreApplication::translate(
                                                                 "ScenarioField", label.c_str())),
                         [](ad::Scenario &s) -> ad::Scenario & { return s; }, std::move(edited));
    return true;
}

void Document::pushCommand(QUndoCommand *command)
{
    m_undoStack->push(command);
}

void Document::setFileName(const QString &fileName)
{
    if (fileName == m_fileName) return;
    m_fileName = fileName;
    emit fileNameChanged(m_fileName);
}
