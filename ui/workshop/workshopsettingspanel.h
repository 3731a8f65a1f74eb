#pragma once
// The workshop's own settings: title, facilitator, how weights are aggregated, and whether the
// reveal shows names. Each edit is one undo step through the controller.
#include "group/workshop.h"

#include <QGroupBox>

class QCheckBox;
class QComboBox;
class QLineEdit;
class WorkshopController;

class WorkshopSettingsPanel : public QGroupBox
{
    Q_OBJECT
public:
    explicit WorkshopSettingsPanel(WorkshopController *controller, QWidget *parent = nullptr);
    void refresh(const ad::Workshop &workshop);

    QLineEdit *titleEdit() const { return m_title; }
    QLineEdit *facilitatorEdit() const { return m_facilitator; }
    QComboBox *methodCombo() const { return m_method; }
    QCheckBox *anonymousCheck() const { return m_anonymous; }

private:
    WorkshopController *m_controller;
    QLineEdit *m_title;
    QLineEdit *m_facilitator;
    QComboBox *m_method;
    QCheckBox *m_anonymous;
};
