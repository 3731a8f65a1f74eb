#pragma once
// A scenario document: the scenario, its undo stack, its file and whether it has unsaved changes
// (the undo stack's clean state). Widgets never change the scenario directly; they go through
// change() so that every edit can be undone.
#include "scenario.h"
#include "scenariocommands.h"

#include <QObject>
#include <QString>
#include <QStringList>

class QUndoStack;

class Document : public QObject
{
    Q_OBJECT
public:
    explicit Document(QObject *parent = nullptr);
    ~Document() override;

    const ad::Scenario &scenario() const { return m_scenario; }
    QUndoStack *undoStack() const { return m_undoStack; }

    QString fileName() const { return m_fileName; }
    // The file's name without its folder, or "Untitled" for a document never saved.
    QString displayName() const;
    bool isModified() const;

    // Starts over with `scenario` and no file: the undo history is cleared.
    void reset(const ad::Scenario &scenario);

    // On failure the current scenario is left untouched and *error names the file, the field and
    // the problem. Warnings (unknown fields) do not fail a load; they are kept in loadWarnings().
    bool load(const QString &path, QString *error);
    // Atomic: the old file stays intact if anything goes wrong.
    bool save(const QString &path, QString *error);
    QStringList loadWarnings() const { return m_loadWarnings; }

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

    // Replaces the whole scenario as one undoable step (presets).
    void replaceScenario(const ad::Scenario &scenario, const QString &text);

    // Closes the current edit session: the next change starts a new undo step even if it touches
    // the same field. Called when a field loses focus or the user presses Enter.
    void endEdit() { ++m_editSession; }
    quint64 editSession() const { return m_editSession; }

signals:
    void scenarioChanged();
    // The scenario was replaced wholesale (new, load): editors should refresh everything.
    void scenarioReset();
    void fileNameChanged(const QString &fileName);
    void modifiedChanged(bool modified);

private:
    friend class ScenarioCommand;
    void pushCommand(QUndoCommand *command);
    void setFileName(const QString &fileName);

    ad::Scenario m_scenario;
    QUndoStack *m_undoStack;
    QString m_fileName;
    QStringList m_loadWarnings;
    quint64 m_editSession = 0;
};
