#pragma once
// Keeps a copy of a document's unsaved work in a recovery file, so that a crash, a kill or a
// power cut loses at most the last second of typing. The copy exists exactly while the document
// has unsaved changes: saving, discarding or undoing back to the saved state removes it. While
// the copy exists its window holds a QLockFile on it, so another instance never offers it as
// abandoned. Format and folder: docs/autosave.md.
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include <memory>

class Document;
class QLockFile;

class Autosave : public QObject
{
    Q_OBJECT
public:
    // The first unsaved change is written at most this long after it happens.
    static constexpr int defaultDelayMs = 1000;
    // After a failed write (disk full, folder gone) the next try waits this long.
    static constexpr int retryDelayMs = 10000;

    Autosave(Document *document, const QString &directory, QObject *parent = nullptr);
    // Leaves the copy in place when there is one (the work was neither saved nor discarded) and
    // releases the lock, so the next start offers it.
    ~Autosave() override;

    QString directory() const { return m_directory; }
    // This window's recovery file; it exists only while hasCopy().
    QString path() const { return m_path; }
    bool hasCopy() const { return m_hasCopy; }
    // The copy on disk holds the document as it is now (no change since the last write).
    bool isCurrent() const { return m_hasCopy && m_current; }
    // A write is scheduled.
    bool isPending() const { return m_timer.isActive(); }
    void setDelay(int milliseconds) { m_delay = milliseconds; }

    // Writes the copy now when the document has unsaved changes, else removes it.
    bool saveNow(QString *error = nullptr);
    // Writes now if a write is scheduled (the window is going away in an orderly way).
    void flush();
    // The user threw the changes away: the copy goes, and a later change makes a new one.
    void discard();

    // Claims `file` for this window (recovery::claimFile) and releases any file claimed before,
    // so that another window or instance opening it is told it is open here. False when someone
    // else holds it: *holder says who, and this window holds no claim.
    bool claimFile(const QString &file, QString *holder = nullptr);
    // Whether `file` is claimed by another window or instance (*holder: who); never for the file
    // this window holds.
    bool claimedElsewhere(const QString &file, QString *holder = nullptr) const;
    void releaseFile();
    QString claimedFile() const { return m_claimedFile; }

signals:
    void saved(const QString &path);
    void removed(const QString &path);
    // A write failed; the message names the file and the reason. Sent once per run of failures.
    void failed(const QString &message);

private:
    void documentChanged();
    void modifiedChanged(bool modified);
    void removeCopy();

    QPointer<Document> m_document;
    QString m_directory;
    QString m_path;
    QTimer m_timer;
    int m_delay = defaultDelayMs;
    std::unique_ptr<QLockFile> m_lock;
    std::unique_ptr<QLockFile> m_claim; // on the document's own file, while it is open here
    QString m_claimedFile;
    bool m_hasCopy = false;
    bool m_current = false;
    bool m_failing = false;
};
