#pragma once
// The open round: how many ballots are in and who is still to vote (never what anyone voted),
// importing ballot files, the reveal, the next round and the facilitator's note.
#include "group/workshop.h"

#include <QGroupBox>

class QLabel;
class QLineEdit;
class QPushButton;
class WorkshopController;

class RoundPanel : public QGroupBox
{
    Q_OBJECT
public:
    explicit RoundPanel(WorkshopController *controller, QWidget *parent = nullptr);
    void refresh(const ad::Workshop &workshop, const std::string &fingerprint);

    QLabel *statusLabel() const { return m_status; }
    QLabel *waitingLabel() const { return m_waiting; }
    QPushButton *importButton() const { return m_import; }
    QPushButton *revealButton() const { return m_reveal; }
    QPushButton *nextRoundButton() const { return m_next; }
    QLineEdit *noteEdit() const { return m_note; }

private:
    WorkshopController *m_controller;
    QLabel *m_status;
    QLabel *m_waiting;
    QLabel *m_warning;
    QPushButton *m_import;
    QPushButton *m_reveal;
    QPushButton *m_next;
    QLineEdit *m_note;
};
