#pragma once
// The results of a revealed round in tabs: aggregated weights, disagreement, agreement on the
// ranking, and what moved since the round before. Before any reveal it shows only why it is
// empty, so nobody — the facilitator included — sees a vote early.
#include "workshopresults.h"

#include <QWidget>

#include <map>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QStackedWidget;
class QTabWidget;
class QTableView;
class WorkshopController;
class WorkshopTableModel;

class ResultsPanel : public QWidget
{
    Q_OBJECT
public:
    enum Tab { WeightsTab, DisagreementTab, RankingTab, MovesTab };

    explicit ResultsPanel(WorkshopController *controller, QWidget *parent = nullptr);
    // `shown`: the results of the round on display (round 0: nothing revealed yet).
    void refresh(const ad::Workshop &workshop, const workshopui::RoundResults &shown,
                 const ad::Assessment *assessment, const ad::Catalog &catalog,
                 const std::map<std::string, int> &matrixWeights);
    bool showsResults() const;

    QTabWidget *tabs() const { return m_tabs; }
    QComboBox *roundCombo() const { return m_roundCombo; }
    WorkshopTableModel *weightsModel() const { return m_weights; }
    WorkshopTableModel *spreadModel() const { return m_spreads; }
    WorkshopTableModel *rankingModel() const { return m_ranking; }
    WorkshopTableModel *movesModel() const { return m_moves; }
    QLabel *headingLabel() const { return m_heading; }
    QLabel *kendallLabel() const { return m_kendall; }
    QLabel *winnersLabel() const { return m_winners; }
    QLabel *movesLabel() const { return m_movesNote; }
    QListWidget *participantMoves() const { return m_participantMoves; }
    QPushButton *applyButton() const { return m_apply; }
    QPushButton *projectorButton() const { return m_projector; }

signals:
    void roundChosen(int round);

private:
    QWidget *tablePage(const QString &intro, WorkshopTableModel *model, int stretchColumn,
                       QTableView **view, QLabel **introLabel = nullptr);
    QWidget *rankingPage();
    QWidget *movesPage();
    void fillParticipantMoves(const ad::Workshop &workshop,
                              const workshopui::RoundResults &shown, const ad::Catalog &catalog);

    WorkshopController *m_controller;
    QLabel *m_heading;
    QComboBox *m_roundCombo;
    QStackedWidget *m_stack;
    QLabel *m_placeholder;
    QTabWidget *m_tabs;
    WorkshopTableModel *m_weights, *m_spreads, *m_ranking, *m_moves;
    QTableView *m_weightsView = nullptr, *m_spreadsView = nullptr, *m_rankingView = nullptr,
               *m_movesView = nullptr;
    QLabel *m_weightsIntro = nullptr;
    QLabel *m_kendall = nullptr, *m_winners = nullptr, *m_movesNote = nullptr;
    QListWidget *m_participantMoves = nullptr;
    QPushButton *m_apply;
    QPushButton *m_projector;
    int m_shownRound = 0;
};
