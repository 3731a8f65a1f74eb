#pragma once
// The people in the room: add by typing a name or alias and pressing Enter, rename, remove, and
// open the ballot form for the one selected. The list says who has voted in the open round,
// never what they voted.
#include "group/workshop.h"

#include <QGroupBox>

#include <string>

class QLineEdit;
class QPushButton;
class QTreeWidget;
class WorkshopController;

class ParticipantsPanel : public QGroupBox
{
    Q_OBJECT
public:
    explicit ParticipantsPanel(WorkshopController *controller, QWidget *parent = nullptr);
    void refresh(const ad::Workshop &workshop);

    std::string selectedParticipant() const;
    void selectParticipant(const std::string &id);
    // Selects the first participant after `id` (wrapping round) who has not voted in the open
    // round, so the next person can step up to the screen; keeps the selection when all have.
    void selectNextWaiting(const ad::Workshop &workshop, const std::string &id);

    QLineEdit *nameEdit() const { return m_name; }
    QPushButton *addButton() const { return m_add; }
    QTreeWidget *list() const { return m_list; }
    QPushButton *ballotButton() const { return m_ballot; }
    QPushButton *renameButton() const { return m_rename; }
    QPushButton *removeButton() const { return m_remove; }

private:
    void addTyped();
    void updateButtons();

    WorkshopController *m_controller;
    QLineEdit *m_name;
    QPushButton *m_add;
    QTreeWidget *m_list;
    QPushButton *m_ballot;
    QPushButton *m_rename;
    QPushButton *m_remove;
    bool m_roundOpen = false;
};
