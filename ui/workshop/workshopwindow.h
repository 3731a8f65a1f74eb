#pragma once
// The facilitator's workshop window, beside the main window (not modal): settings, participants
// and the open round on the left, the results of the revealed round on the right. It follows the
// document, the catalog and the evaluation, and changes nothing itself: every action goes
// through the WorkshopController.
#include <QWidget>

class ParticipantsPanel;
class QLabel;
class QPushButton;
class QSplitter;
class QStackedWidget;
class ResultsPanel;
class RoundPanel;
class WorkshopController;
class WebSessionPanel;
class WorkshopSettingsPanel;

class WorkshopWindow : public QWidget
{
    Q_OBJECT
public:
    explicit WorkshopWindow(WorkshopController *controller, QWidget *parent = nullptr);

    WorkshopSettingsPanel *settingsPanel() const { return m_settings; }
    ParticipantsPanel *participantsPanel() const { return m_participants; }
    RoundPanel *roundPanel() const { return m_round; }
    WebSessionPanel *webPanel() const { return m_web; }
    ResultsPanel *resultsPanel() const { return m_results; }
    QPushButton *startButton() const { return m_start; }
    // The round whose results are shown (0: none revealed yet).
    int shownRound() const { return m_shownRound; }

public slots:
    void refresh();
    void showRound(int round);

protected:
    void showEvent(QShowEvent *event) override;

private:
    QWidget *buildStartPage();
    QWidget *buildWorkshopPage();

    WorkshopController *m_controller;
    QStackedWidget *m_stack;
    QWidget *m_startPage;
    QWidget *m_workshopPage;
    QPushButton *m_start = nullptr;
    WorkshopSettingsPanel *m_settings = nullptr;
    ParticipantsPanel *m_participants = nullptr;
    RoundPanel *m_round = nullptr;
    WebSessionPanel *m_web = nullptr;
    ResultsPanel *m_results = nullptr;
    int m_shownRound = 0;
    int m_latestRevealed = 0;
};
