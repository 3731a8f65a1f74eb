#pragma once
// The devices of the web session, for the facilitator: who joined and when, how many against the
// people in the room, which joined in a burst, and the controls over joining (close it, ask for
// a code shown only here) and over each device (remove it). Part of the Own Devices box.
#include <QWidget>

class QCheckBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTreeWidget;
class WebSession;

class DevicesPanel : public QWidget
{
    Q_OBJECT
public:
    explicit DevicesPanel(WebSession *session, QWidget *parent = nullptr);

    QCheckBox *joiningBox() const { return m_joining; }
    QCheckBox *codeBox() const { return m_codeRequired; }
    QLabel *codeLabel() const { return m_code; }
    QSpinBox *peopleBox() const { return m_people; }
    QTreeWidget *list() const { return m_list; }
    QPushButton *removeButton() const { return m_remove; }
    QLabel *summaryLabel() const { return m_summary; }

public slots:
    void refresh();
    void removeSelected();

private:
    WebSession *m_session;
    QCheckBox *m_joining;
    QCheckBox *m_codeRequired;
    QLabel *m_code;
    QSpinBox *m_people;
    QLabel *m_summary;
    QTreeWidget *m_list;
    QPushButton *m_remove;
};
