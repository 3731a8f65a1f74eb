#pragma once
// Recovery files: the autosaved copy of a document with unsaved changes, and how copies left by a
// session that did not end cleanly are found again. The format and the folder are described in
// docs/autosave.md.
#include "base/diagnostics.h"

#include <QByteArray>
#include <QDateTime>
#include <QLockFile>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace recovery {

inline constexpr int schemaVersion = 1;
inline constexpr const char *kind = "acceldecide-recovery";
// Overrides the folder (tests, users who want the copies elsewhere).
inline constexpr const char *directoryVariable = "ACCELDECIDE_RECOVERY_DIR";

struct RecoveryFile {
    QString path;         // where the copy is (or is to be written)
    QString originalFile; // the document's own file; empty for a document never saved
    QDateTime savedAt;    // UTC
    QString applicationVersion;
    QByteArray content;   // exactly what Document::save() would have written
};

// $ACCELDECIDE_RECOVERY_DIR when set, else the per-user application data folder + "/recovery".
QString defaultDirectory();
// A name no other window or process uses: "autosave-<pid>-<random>.json" in `directory`.
QString newFilePath(const QString &directory);
// The QLockFile that marks a recovery file as owned by a running window.
QString lockPathFor(const QString &recoveryPath);
// A lock that never expires by age: only a dead owner (QLockFile checks the PID and the
// application name) makes it stale, so a long session never loses its copy to another instance.
std::unique_ptr<QLockFile> makeLock(const QString &recoveryPath);

// Creates the folder when it is missing, readable by its owner only: the copies hold the user's
// scenarios. On failure *error names the folder.
bool ensureDirectory(const QString &directory, QString *error);

QByteArray encode(const RecoveryFile &file);
// Checks the wrapper (kind, schema version, fields), not the scenario inside it. Problems name
// the file and the JSON pointer of the field.
bool decode(const QByteArray &bytes, const QString &path, RecoveryFile *file,
            ad::Diagnostics *problems);
// Atomic (QSaveFile); creates the folder (ensureDirectory) when it is missing.
bool write(const RecoveryFile &file, QString *error);

// Reads the scenario and workshop in a copy's content as Document::restore() will, and says in
// one line what it holds ("Scenario “Q3 plan” with a workshop: 6 participants, 9 ballots in 2
// rounds"). Problems name the copy and the field as "/content/workload/parameters_b".
bool inspectContent(const QByteArray &content, const QString &path, QString *summary,
                    ad::Diagnostics *problems);

// A copy whose window is gone. `lock` is held while the orphan is being offered, so a second
// instance starting at the same moment does not offer it too; releasing it leaves the copy for
// a later start.
struct Orphan {
    RecoveryFile file;
    QString summary;
    bool originalChangedSince = false; // the original file was written after the autosave
    std::unique_ptr<QLockFile> lock;
};

struct Scan {
    std::vector<Orphan> orphans;  // newest first
    ad::Diagnostics problems;     // copies that cannot be read; they are left in place
    QStringList unreadable;       // their paths
};

// Copies in `directory` that no running window owns and that would restore cleanly. With
// `onlyFor`, only copies of that original file; paths in `skip` are passed over (copies the user
// chose to decide on later in this session).
Scan findOrphans(const QString &directory, const QString &onlyFor = QString(),
                 const QStringList &skip = {});
// Deletes the copy, then its lock.
bool removeOrphan(Orphan &orphan, QString *error);

// ---- Files open in a window ----------------------------------------------------------------------
// While a window has a scenario file open it holds a lock named after the file, in the "open"
// subfolder of the recovery folder, so that a second window or instance opening the same file
// learns that it is open elsewhere. Like the copies' locks it is never stale by age, only once its
// owner is dead.

// "<directory>/open/<hash of the file's canonical path>.lock"
QString claimPathFor(const QString &directory, const QString &file);
// The lock on `file`, held; nullptr when another live window or process holds it, and then
// *holder says who ("process 1234 (acceldecide)"), or when the folder cannot be written (then
// *holder is empty: nobody is known to have the file open).
std::unique_ptr<QLockFile> claimFile(const QString &directory, const QString &file,
                                     QString *holder);

} // namespace recovery
