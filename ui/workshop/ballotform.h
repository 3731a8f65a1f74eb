#pragma once
// One participant's ballot: a weight from 1 to 5 for every criterion, with the catalog's short
// explanation beside it, and optionally their own scores for the judgement criteria. The form
// always opens at the neutral middle (3, nothing scored), never with anyone's earlier answers,
// so a participant at the shared screen sees nothing of the person before them.
#include "assessment/assessment.h"
#include "catalog/catalog.h"

#include <QDialog>

#include <map>
#include <string>

class BallotScoresGrid;
class QButtonGroup;
class QCheckBox;
class QPushButton;
class QRadioButton;
class QSpinBox;

class BallotForm : public QDialog
{
    Q_OBJECT
public:
    enum { NeutralWeight = 3 };
    struct Setup {
        QString participantName;
        int round = 1;
        bool roundEditable = false; // a ballot file: the participant says which round it is for
        bool replacesEarlier = false; // the participant already voted in this round
        QString submitText;           // the accept button's text
    };
    BallotForm(const ad::Catalog &catalog, const ad::Assessment *assessment, const Setup &setup,
               QWidget *parent = nullptr);

    std::map<std::string, int> weights() const;
    std::map<std::string, std::map<std::string, double>> scores() const;
    int round() const;
    QString participantName() const { return m_name; }

    // The widgets, for tests and tools.
    QButtonGroup *weightGroup(const std::string &criterionId) const;
    QRadioButton *weightButton(const std::string &criterionId, int weight) const;
    // Unfolds the optional scores; unchecked, none are given.
    QCheckBox *scoresCheck() const { return m_scoresCheck; }
    BallotScoresGrid *scoresGrid() const { return m_scores; }
    QSpinBox *roundSpin() const { return m_round; }
    QPushButton *submitButton() const { return m_submit; }

private:
    QWidget *buildWeights(const ad::Catalog &catalog);
    QWidget *buildScores(const ad::Catalog &catalog, const ad::Assessment *assessment);

    QString m_name;
    int m_fixedRound = 1;
    std::map<std::string, QButtonGroup *> m_groups;
    QCheckBox *m_scoresCheck = nullptr;
    BallotScoresGrid *m_scores = nullptr;
    QSpinBox *m_round = nullptr;
    QPushButton *m_submit = nullptr;
};
