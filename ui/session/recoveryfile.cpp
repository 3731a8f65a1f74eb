#include "recoveryfile.h"

#include "base/input_limits.h"
#include "scenario/scenario_io.h"
#include "group/workshop_io.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>

namespace recovery {

namespace {

// A copy holds one scenario file as an escaped string (ad::limits): anything larger in the folder
// is not one of ours and is not read into memory.
constexpr qint64 maximumSize = qint64(ad::limits::recoveryFileBytes);

QString tr(const char *text)
{
    return QCoreApplication::translate("recovery", text);
}

QString plural(int n, const QString &one, const QString &many)
{
    return (n == 1 ? one : many).arg(n);
}

// The message is the core's kind (context "Message"): the recovery prompt lists it with the
// problems the core found inside the autosaved scenario, written the same way.
ad::Diagnostic problem(const QString &path, const QString &pointer, ad::Message message)
{
    return ad::bounded({ad::Severity::Error, QDir::toNativeSeparators(path).toStdString(),
                        pointer.toStdString(), std::move(message)});
}

// A name for a sentence, cut as the core cuts quoted text: a scenario may be named with
// thousands of characters, and this summary goes into a dialog.
QString shortName(const std::string &name)
{
    const std::string quoted = ad::quoteText(name);
    return QString::fromStdString(quoted.substr(1, quoted.rfind('"') - 1)
                                  + quoted.substr(quoted.rfind('"') + 1));
}

} // namespace

QString defaultDirectory()
{
    const QString variable = qEnvironmentVariable(directoryVariable);
    if (!variable.isEmpty()) return QDir(variable).absolutePath();
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)
         + QStringLiteral("/recovery");
}

QString newFilePath(const QString &directory)
{
    const QString name = QStringLiteral("autosave-%1-%2.json")
                             .arg(QCoreApplication::applicationPid())
                             .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'));
    return QDir(directory).filePath(name);
}

QString lockPathFor(const QString &recoveryPath)
{
    return recoveryPath + QStringLiteral(".lock");
}

std::unique_ptr<QLockFile> makeLock(const QString &recoveryPath)
{
    auto lock = std::make_unique<QLockFile>(lockPathFor(recoveryPath));
    lock->setStaleLockTime(0);
    return lock;
}

QByteArray encode(const RecoveryFile &file)
{
    QJsonObject object;
    object.insert(QStringLiteral("kind"), QLatin1String(kind));
    object.insert(QStringLiteral("schema_version"), schemaVersion);
    object.insert(QStringLiteral("saved_at"), file.savedAt.toUTC().toString(Qt::ISODateWithMs));
    object.insert(QStringLiteral("original_file"),
                  file.originalFile.isEmpty() ? QJsonValue(QJsonValue::Null)
                                              : QJsonValue(file.originalFile));
    object.insert(QStringLiteral("application_version"), file.applicationVersion);
    object.insert(QStringLiteral("content"), QString::fromUtf8(file.content));
    return QJsonDocument(object).toJson(QJsonDocument::Indented);
}

bool decode(const QByteArray &bytes, const QString &path, RecoveryFile *file,
            ad::Diagnostics *problems)
{
    const auto fail = [&](const QString &pointer, ad::Message message) {
        if (problems) problems->push_back(problem(path, pointer, std::move(message)));
        return false;
    };
    if (bytes.trimmed().isEmpty())
        return fail(QString(), ad::msg(QT_TRANSLATE_NOOP("Message", "the file is empty")));
    QJsonParseError parse;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parse);
    if (parse.error != QJsonParseError::NoError)
        return fail(QString(), ad::msg(QT_TRANSLATE_NOOP("Message", "not valid JSON at byte %1: %2"),
                                       {ad::arg::exact(double(parse.offset)),
                                        ad::arg::verbatim(parse.errorString().toStdString())}));
    if (!document.isObject())
        return fail(QString(), ad::msg(QT_TRANSLATE_NOOP("Message", "expected a JSON object")));
    const QJsonObject object = document.object();

    const QJsonValue kindValue = object.value(QStringLiteral("kind"));
    if (kindValue.toString() != QLatin1String(kind))
        return fail(QStringLiteral("/kind"),
                    ad::msg(QT_TRANSLATE_NOOP("Message", "expected \"%1\", so this is not an "
                                                         "AccelDecide recovery file"),
                            {ad::arg::verbatim(kind)}));
    const QJsonValue version = object.value(QStringLiteral("schema_version"));
    if (!version.isDouble() || version.toDouble() != double(version.toInt()) || version.toInt() < 1)
        return fail(QStringLiteral("/schema_version"),
                    ad::msg(QT_TRANSLATE_NOOP("Message", "expected a whole number from 1 up")));
    if (version.toInt() > schemaVersion)
        return fail(QStringLiteral("/schema_version"),
                    ad::msg(QT_TRANSLATE_NOOP("Message", "version %1 was written by a newer "
                                                         "AccelDecide; this one reads up to %2"),
                            {ad::arg::exact(version.toInt()), ad::arg::exact(schemaVersion)}));

    const QString savedText = object.value(QStringLiteral("saved_at")).toString();
    QDateTime savedAt = QDateTime::fromString(savedText, Qt::ISODateWithMs);
    if (!savedAt.isValid())
        return fail(QStringLiteral("/saved_at"),
                    ad::msg(QT_TRANSLATE_NOOP("Message", "expected an ISO 8601 date and time, "
                                                         "e.g. 2026-03-14T09:30:00Z")));

    const QJsonValue original = object.value(QStringLiteral("original_file"));
    if (!original.isNull() && !original.isUndefined() && !original.isString())
        return fail(QStringLiteral("/original_file"),
                    ad::msg(QT_TRANSLATE_NOOP("Message", "expected a file path or null")));
    const QJsonValue content = object.value(QStringLiteral("content"));
    if (!content.isString())
        return fail(QStringLiteral("/content"),
                    content.isUndefined()
                        ? ad::msg(QT_TRANSLATE_NOOP("Message", "missing: the autosaved scenario is "
                                                               "not there"))
                        : ad::msg(QT_TRANSLATE_NOOP("Message", "expected the scenario file's text "
                                                               "as a string")));
    const QByteArray contentBytes = content.toString().toUtf8();
    if (std::uintmax_t(contentBytes.size()) > ad::limits::scenarioFileBytes)
        return fail(QStringLiteral("/content"),
                    ad::fileTooLargeMessage(std::uintmax_t(contentBytes.size()),
                                            ad::limits::scenarioFileBytes));

    if (file) {
        file->path = path;
        file->originalFile = original.toString();
        file->savedAt = savedAt.toUTC();
        file->applicationVersion = object.value(QStringLiteral("application_version")).toString();
        file->content = contentBytes;
    }
    return true;
}

bool ensureDirectory(const QString &path, QString *error)
{
    QDir directory(path);
    if (directory.exists()) return true;
    if (!directory.mkpath(QStringLiteral("."))) {
        if (error)
            *error = tr("%1: cannot create the folder").arg(QDir::toNativeSeparators(path));
        return false;
    }
    QFile::setPermissions(directory.absolutePath(),
                          QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    return true;
}

bool write(const RecoveryFile &file, QString *error)
{
    const QString shown = QDir::toNativeSeparators(file.path);
    if (!ensureDirectory(QFileInfo(file.path).absolutePath(), error)) return false;
    QSaveFile out(file.path);
    if (!out.open(QIODevice::WriteOnly)) {
        if (error) *error = tr("%1: cannot write: %2").arg(shown, out.errorString());
        return false;
    }
    const QByteArray bytes = encode(file);
    if (out.write(bytes) != bytes.size() || !out.commit()) {
        if (error) *error = tr("%1: writing failed: %2").arg(shown, out.errorString());
        return false;
    }
    return true;
}

bool inspectContent(const QByteArray &content, const QString &path, QString *summary,
                    ad::Diagnostics *problems)
{
    const std::string text = content.toStdString();
    const std::string shown = QDir::toNativeSeparators(path).toStdString();
    const ad::ScenarioLoad scenario = ad::parseScenario(text, shown);
    const ad::WorkshopLoad workshop = scenario.ok()
                                          ? ad::parseWorkshopInScenario(text, shown, nullptr)
                                          : ad::WorkshopLoad{};
    const ad::Diagnostics &found = scenario.ok() ? workshop.diagnostics : scenario.diagnostics;
    if (ad::hasErrors(found)) {
        if (problems) {
            for (ad::Diagnostic d : found) {
                if (d.severity != ad::Severity::Error) continue;
                d.pointer = "/content" + d.pointer; // a field inside the autosaved scenario
                ad::addDiagnostic(*problems, d);
            }
        }
        return false;
    }
    if (!summary) return true;
    const QString name = shortName(scenario.scenario.name);
    const auto &w = workshop.workshop;
    if (!w) {
        *summary = tr("Scenario “%1”, no workshop").arg(name);
        return true;
    }
    int ballots = 0;
    for (const ad::Round &round : w->rounds) ballots += int(round.ballots.size());
    const QString participants =
        plural(int(w->participants.size()), tr("%1 participant"), tr("%1 participants"));
    const QString votes = plural(ballots, tr("%1 ballot"), tr("%1 ballots"));
    const QString rounds = plural(int(w->rounds.size()), tr("%1 round"), tr("%1 rounds"));
    *summary = w->title.empty()
                   ? tr("Scenario “%1” with a workshop: %2, %3 in %4")
                         .arg(name, participants, votes, rounds)
                   : tr("Scenario “%1” with the workshop “%2”: %3, %4 in %5")
                         .arg(name, shortName(w->title), participants, votes, rounds);
    return true;
}

namespace {

// A lock file whose copy is gone (the process died between locking and the first write, or while
// removing) is left by nobody: take it if its owner is dead, which also deletes it.
void removeDeadLocks(const QDir &directory)
{
    const QStringList locks = directory.entryList({QStringLiteral("autosave-*.json.lock")},
                                                  QDir::Files);
    for (const QString &name : locks) {
        const QString recoveryPath = directory.filePath(name.chopped(5));
        if (QFileInfo::exists(recoveryPath)) continue;
        auto lock = makeLock(recoveryPath);
        if (lock->tryLock(0)) lock->unlock();
    }
}

} // namespace

Scan findOrphans(const QString &directoryPath, const QString &onlyFor, const QStringList &skip)
{
    Scan scan;
    const QDir directory(directoryPath);
    if (!directory.exists()) return scan;
    const QString wanted = onlyFor.isEmpty() ? QString() : QFileInfo(onlyFor).absoluteFilePath();
    const QStringList names = directory.entryList({QStringLiteral("autosave-*.json")},
                                                  QDir::Files);
    for (const QString &name : names) {
        const QString path = directory.filePath(name);
        if (skip.contains(path)) continue;
        auto lock = makeLock(path);
        if (!lock->tryLock(0)) continue; // a running window owns it
        QFile in(path);
        ad::Diagnostics problems;
        RecoveryFile file;
        if (!in.open(QIODevice::ReadOnly)) {
            problems.push_back(problem(path, QString(),
                                       ad::msg(QT_TRANSLATE_NOOP("Message", "cannot read the file: %1"),
                                               {ad::arg::verbatim(in.errorString().toStdString())})));
        } else if (in.size() > maximumSize) {
            problems.push_back(problem(
                path, QString(),
                ad::fileTooLargeMessage(std::uintmax_t(in.size()), ad::limits::recoveryFileBytes)));
        } else {
            decode(in.readAll(), path, &file, &problems);
        }
        if (!problems.empty()) {
            // Reported even when filtering by file: the original cannot be known.
            scan.problems.insert(scan.problems.end(), problems.begin(), problems.end());
            scan.unreadable << path;
            continue;
        }
        if (!wanted.isEmpty() && QFileInfo(file.originalFile).absoluteFilePath() != wanted)
            continue;
        QString summary;
        if (!inspectContent(file.content, path, &summary, &scan.problems)) {
            scan.unreadable << path;
            continue;
        }
        Orphan orphan{file, summary, false, std::move(lock)};
        if (!file.originalFile.isEmpty()) {
            const QFileInfo original(file.originalFile);
            orphan.originalChangedSince =
                original.exists() && original.lastModified().toUTC() > file.savedAt;
        }
        scan.orphans.push_back(std::move(orphan));
    }
    if (wanted.isEmpty()) removeDeadLocks(directory);
    std::sort(scan.orphans.begin(), scan.orphans.end(), [](const Orphan &a, const Orphan &b) {
        return a.file.savedAt > b.file.savedAt;
    });
    return scan;
}

bool removeOrphan(Orphan &orphan, QString *error)
{
    QFile file(orphan.file.path);
    if (file.exists() && !file.remove()) {
        if (error)
            *error = tr("%1: cannot delete: %2")
                         .arg(QDir::toNativeSeparators(orphan.file.path), file.errorString());
        return false;
    }
    if (orphan.lock) orphan.lock->unlock(); // deletes the lock file
    return true;
}

QString claimPathFor(const QString &directory, const QString &file)
{
    const QFileInfo info(file);
    const QString canonical = info.canonicalFilePath();
    const QString key = canonical.isEmpty() ? info.absoluteFilePath() : canonical;
    const QByteArray hash =
        QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha256).toHex().left(32);
    return QDir(directory).filePath(QStringLiteral("open/%1.lock").arg(QLatin1String(hash)));
}

std::unique_ptr<QLockFile> claimFile(const QString &directory, const QString &file,
                                     QString *holder)
{
    if (holder) holder->clear();
    if (!ensureDirectory(directory, nullptr)
        || !QDir(directory).mkpath(QStringLiteral("open")))
        return nullptr;
    auto lock = std::make_unique<QLockFile>(claimPathFor(directory, file));
    lock->setStaleLockTime(0);
    if (lock->tryLock(0)) return lock;
    if (holder && lock->error() == QLockFile::LockFailedError) {
        qint64 pid = 0;
        QString host, application;
        if (lock->getLockInfo(&pid, &host, &application))
            *holder = tr("process %1 (%2)").arg(pid).arg(application.isEmpty() ? host : application);
        else
            *holder = tr("another process");
    }
    return nullptr;
}

} // namespace recovery
