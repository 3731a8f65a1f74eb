#pragma once
// Undo commands for scenario edits. One generic command changes one part of the scenario; edits
// of the same field merge while the user keeps editing it (Tiled's ChangeValue pattern: redo and
// undo are the same std::exchange).
#include "model/scenario.h"

#include <QString>
#include <QUndoCommand>

#include <functional>
#include <utility>

class Document;

class ScenarioCommand : public QUndoCommand
{
public:
    // `key` names the field ("workload.parameters_b"); commands with the same key merge as long
    // as the document's edit session has not been closed in between.
    ScenarioCommand(Document *document, const QString &key, const QString &text);

    int id() const override { return m_id; }
    const QString &key() const { return m_key; }

protected:
    bool canMergeWith(const QUndoCommand *other) const;
    ad::Scenario &scenario();
    void notify();

private:
    Document *m_document;
    QString m_key;
    int m_id;
    quint64 m_session;
};

// Sets one part of the scenario, reached through `access`, to `value`.
template<typename T>
class ChangeValue : public ScenarioCommand
{
public:
    using Access = std::function<T &(ad::Scenario &)>;

    ChangeValue(Document *document, const QString &key, const QString &text, Access access,
                T value)
        : ScenarioCommand(document, key, text), m_access(std::move(access)),
          m_value(std::move(value))
    {
    }

    void redo() override { swap(); }
    void undo() override { swap(); }

    bool mergeWith(const QUndoCommand *other) override
    {
        if (!canMergeWith(other) || !dynamic_cast<const ChangeValue *>(other)) return false;
        // m_value keeps the value from before the first edit; the newer command already applied
        // its value. Back at the start means the whole edit did nothing.
        if (m_access(scenario()) == m_value) setObsolete(true);
        return true;
    }

private:
    void swap()
    {
        m_value = std::exchange(m_access(scenario()), std::move(m_value));
        notify();
    }

    Access m_access;
    T m_value;
};
