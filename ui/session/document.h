#pragma once
// A scenario document: the scenario, the workshop held on it (if any), its undo stack, its file and
// whether it has unsaved changes (the undo stack's clean state). Widgets never change the scenario
// or the workshop directly; they go through change() / setWorkshop() so every edit can be undone.
#include "base/diagnostics.h"
#include "model/scenario.h"
#include "scenariocommands.h"
#include "group/workshop.h"

#include <QDateTime>
#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

class QUndoStack;

class Document : public QObject
{
    Q_OBJECT
public:
    explicit Document(QObject *parent = nullptr);
    // A document that starts from `start` rather than the core's default scenario, unmodified.
    explicit Document(const ad::Scenario &start, QObject *parent = nullptr);
    ~Document() override;

    const ad::Scenario &scenario() const { return m_scenario; }
    QUndoStack *undoStack() const { return m_undoStack; }

    QString fileName() const { return m_fileName; }
    // The file's name without its folder, or "Untitled" for a document never saved.
    QString displayName() const;
    bool isModified() const;

    // The workshop saved with this scenario, or nullptr when none was started.
    const ad::Workshop *workshop() const { return m_workshop ? &*m_workshop : nullptr; }
    // Replaces the workshop (nullopt ends it) as one undoable step named `text`. Callers edit a
    // copy with the core's functions (ad::submitBallot, ...) and hand the result here. Nothing is
    // pushed when the workshop is unchanged.
    void setWorkshop(std::optional<ad::Workshop> workshop, const QString &text);

    // Stores `ballot` over the ballot its participant already holds in the open round, without a
    // new undo step: the step that stored their first ballot of the round now stores this one.
    // So a device changing its mind a thousand times costs no history. False, with nothing
    // changed, when they hold no ballot in the open round or there are steps to redo (then use
    // setWorkshop()).
    bool replaceBallotInPlace(const ad::Ballot &ballot);

    // Steps of undo history kept; older ones are dropped (each may hold a copy of the workshop).
    static constexpr int undoLimit = 100;

    // Starts over with `scenario`, no workshop and no file: the undo history is cleared.
    void reset(const ad::Scenario &scenario);
    // The prices the next save stores with the scenario (ad::snapshotPrices of its assessment).
    // Not an edit: no undo step, the modified state does not change.
    void setSavedPrices(std::vector<ad::SavedPrice> prices) { m_scenario.savedPrices = std::move(prices); }

    // On failure the current scenario is left untouched and *error names the file, the field and
    // the problem. Warnings (unknown fields) do not fail a load; they are kept in loadWarnings().
    // Files above ad::limits::scenarioFileBytes are refused unread.
    bool load(const QString &path, QString *error);
    // As load(), but the document becomes an untitled, unsaved copy of the file: saving it asks
    // for a new name, so the file itself is never written from here.
    bool loadCopy(const QString &path, QString *error);
    // Every problem of the last load or restore, errors and warnings, for a list of file, field
    // and problem (each bounded in length by the core).
    const ad::Diagnostics &loadProblems() const { return m_loadProblems; }

    // Atomic: the old file stays byte for byte as it was if anything goes wrong (a folder that
    // cannot be written, a full disk, a file size limit), and the document keeps its unsaved
    // changes. Saving over the document's own file is refused with SaveError::ChangedOnDisk when
    // someone else wrote that file after this document last read or wrote it, unless
    // `overwriteChanges`; and with SaveError::ReadOnly when the document is read-only.
    enum class SaveError { None, Failed, ChangedOnDisk, ReadOnly };
    bool save(const QString &path, QString *error, bool overwriteChanges = false);
    SaveError lastSaveError() const { return m_saveError; }
    QStringList loadWarnings() const { return m_loadWarnings; }

    // The document's file was written by someone else since this document last read or wrote it
    // (its content differs; a file only touched does not count, nor one deleted since).
    bool changedOnDisk() const;

    // A read-only document is the view of a file another window has open: it may be edited, but
    // is never saved over that file (save() refuses; the window offers Save As).
    bool isReadOnly() const { return m_readOnly; }
    void setReadOnly(bool readOnly);

    // The file's content as save() would write it: the scenario with its workshop.
    std::string serialize() const;
    // Takes the content of an autosaved copy (`bytes`, read from `recoveryPath`) as an unsaved
    // version of `originalFile` (empty: never saved). The document counts as modified afterwards,
    // so the recovered work is not lost by closing again. Same failure contract as load().
    bool restore(const QByteArray &bytes, const QString &recoveryPath,
                 const QString &originalFile, QString *error);

    // Pushes an undoable change of the part of the scenario reached by `access`. `key` names the
    // field; consecutive changes of one key merge until endEdit(). No-op changes push nothing.
    template<typename T>
    void change(const QString &key, const QString &text,
                typename ChangeValue<T>::Access access, T value)
    {
        if (access(m_scenario) == value) return;
        pushCommand(new ChangeValue<T>(this, key, text, std::move(access), std::move(value)));
    }

    // Sets a field by its dotted path through ad::setScenarioField ("workload.parameters_b").
    bool setField(const QString &path, const QString &value, QString *error);

    // Closes the current edit session: the next change starts a new undo step even if it touches
    // the same field. Called when a field loses focus or the user presses Enter.
    void endEdit() { ++m_editSession; }
    quint64 editSession() const { return m_editSession; }

signals:
    void scenarioChanged();
    // The scenario was replaced wholesale (new, load): editors should refresh everything.
    void scenarioReset();
    // The workshop was started, edited, ended, or came with a loaded file.
    void workshopChanged();
    void fileNameChanged(const QString &fileName);
    void modifiedChanged(bool modified);
    void readOnlyChanged(bool readOnly);

private:
    friend class ScenarioCommand;
    friend class WorkshopCommand;
    void pushCommand(QUndoCommand *command);
    void setFileName(const QString &fileName);
    bool read(const QByteArray &bytes, const QString &shown, QString *error);
    bool readFile(const QString &path, QByteArray *bytes, QString *error);
    // What this document last read from or wrote to its file: size, time and a hash of the bytes,
    // to tell whether someone else wrote it since.
    struct DiskState {
        bool known = false;
        qint64 size = -1;
        QDateTime modified;
        QByteArray hash;
    };
    void rememberDiskState(const QString &path, const QByteArray &bytes);

    ad::Scenario m_scenario;
    std::optional<ad::Workshop> m_workshop;
    QUndoStack *m_undoStack;
    QString m_fileName;
    QStringList m_loadWarnings;
    ad::Diagnostics m_loadProblems;
    DiskState m_disk;
    SaveError m_saveError = SaveError::None;
    bool m_readOnly = false;
    quint64 m_editSession = 0;
};
