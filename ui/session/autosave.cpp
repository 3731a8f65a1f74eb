#include "autosave.h"

#include "document.h"
#include "recoveryfile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>

Autosave::Autosave(Document *document, const QString &directory, QObject *parent)
    : QObject(parent), m_document(document), m_directory(directory),
      m_path(recovery::newFilePath(directory))
{
    // Single shot and never restarted by a later change: a steady typist is still saved once a
    // second, instead of only after a pause.
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, [this] { saveNow(); });
    connect(document, &Document::scenarioChanged, this, &Autosave::documentChanged);
    connect(document, &Document::workshopChanged, this, &Autosave::documentChanged);
    connect(document, &Document::fileNameChanged, this, &Autosave::documentChanged);
    connect(document, &Document::modifiedChanged, this, &Autosave::modifiedChanged);
    if (document->isModified()) documentChanged();
}

Autosave::~Autosave() = default; // m_lock's destructor unlocks; the copy stays for recovery

void Autosave::documentChanged()
{
    m_current = false;
    if (!m_document || !m_document->isModified()) return;
    if (!m_timer.isActive()) m_timer.start(m_delay);
}

void Autosave::modifiedChanged(bool modified)
{
    if (modified) {
        documentChanged();
        return;
    }
    m_timer.stop();
    removeCopy();
}

bool Autosave::saveNow(QString *error)
{
    m_timer.stop();
    if (!m_document || !m_document->isModified()) {
        removeCopy();
        return true;
    }
    QString message;
    if (!m_lock && recovery::ensureDirectory(m_directory, &message)) {
        // Locked before the first write, so no other instance ever sees the copy unowned.
        auto lock = recovery::makeLock(m_path);
        if (lock->tryLock(0)) {
            m_lock = std::move(lock);
        } else {
            message = tr("%1: cannot create the lock file: %2")
                          .arg(QDir::toNativeSeparators(recovery::lockPathFor(m_path)),
                               lock->error() == QLockFile::PermissionError
                                   ? tr("no permission to write in the folder")
                               : lock->error() == QLockFile::LockFailedError
                                   ? tr("another process holds it")
                                   : tr("the file system refused it"));
        }
    }
    if (m_lock) {
        recovery::RecoveryFile file;
        file.path = m_path;
        file.originalFile = m_document->fileName();
        file.savedAt = QDateTime::currentDateTimeUtc();
        file.applicationVersion = QCoreApplication::applicationVersion();
        file.content = QByteArray::fromStdString(m_document->serialize());
        if (recovery::write(file, &message)) {
            m_hasCopy = true;
            m_current = true;
            m_failing = false;
            emit saved(m_path);
            return true;
        }
    }
    if (error) *error = message;
    if (!m_failing) emit failed(message);
    m_failing = true;
    m_timer.start(retryDelayMs);
    return false;
}

void Autosave::flush()
{
    if (m_timer.isActive()) saveNow();
}

void Autosave::discard()
{
    m_timer.stop();
    removeCopy();
}

void Autosave::removeCopy()
{
    m_failing = false;
    if (!m_lock) return; // never written: nothing on disk
    QFile::remove(m_path);
    m_lock->unlock(); // deletes the lock file, leaving the folder as it was
    m_lock.reset();
    const bool had = m_hasCopy;
    m_hasCopy = false;
    m_current = false;
    if (had) emit removed(m_path);
}

bool Autosave::claimFile(const QString &file, QString *holder)
{
    const QString wanted = QFileInfo(file).absoluteFilePath();
    if (m_claim && wanted == m_claimedFile) return true;
    releaseFile();
    QString who;
    m_claim = recovery::claimFile(m_directory, wanted, &who);
    if (holder) *holder = who;
    if (m_claim) {
        m_claimedFile = wanted;
        return true;
    }
    // A folder that cannot be written is no sign of another window: nothing is claimed, and the
    // file opens as usual.
    return who.isEmpty();
}

bool Autosave::claimedElsewhere(const QString &file, QString *holder) const
{
    const QString wanted = QFileInfo(file).absoluteFilePath();
    if (m_claim && wanted == m_claimedFile) return false;
    QString who;
    auto probe = recovery::claimFile(m_directory, wanted, &who);
    if (holder) *holder = who;
    return !probe && !who.isEmpty(); // the probe, when it got the lock, releases it here
}

void Autosave::releaseFile()
{
    m_claim.reset(); // unlocks and deletes the lock file
    m_claimedFile.clear();
}
