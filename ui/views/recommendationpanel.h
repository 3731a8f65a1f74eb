#pragma once
// The decision memo on screen, as on page 1 of the report (core/memo.h): what is wrong with the
// plan itself (when anything is), the trade in dollars, the lean, the two sides' costs, how firm
// the answer is, what would flip it, the next step, the reasons and caveats. Below it the
// warnings that touch the figures this scenario uses; the catalog's other warnings are one click
// away. Severity is shown by an icon and a word, never by colour alone.
#include "assessment.h"
#include "uncertainty.h"

#include <QWidget>

QT_BEGIN_NAMESPACE
class QCheckBox;
class QLabel;
class QListWidget;
QT_END_NAMESPACE

class RecommendationPanel : public QWidget
{
    Q_OBJECT
public:
    explicit RecommendationPanel(QWidget *parent = nullptr);
    // With `uncertainty` (the analysis of this very assessment) the memo's "how firm" line and
    // next step come from the samples, as on page 1 of the report; without, from the thresholds.
    void setAssessment(const ad::Assessment &assessment,
                       const ad::UncertaintyResult *uncertainty = nullptr);

    QString leanText() const;
    QString headlineText() const;
    QString tradeText() const;
    QString planText() const;
    QString memoText() const;  // the two sides, how firm, what would flip it, the next step
    QListWidget *warnings() const { return m_warnings; }
    QCheckBox *allWarningsToggle() const { return m_allWarnings; }

private:
    void showWarnings();

    QLabel *m_lean;
    QLabel *m_plan;
    QLabel *m_trade;
    QLabel *m_headline;
    QLabel *m_memo;
    QLabel *m_reasons;
    QLabel *m_caveats;
    QLabel *m_warningsTitle;
    QCheckBox *m_allWarnings;
    QListWidget *m_warnings;
    std::vector<ad::Flag> m_relevant, m_every;
    // What the list shows, one "level text" entry per item: most edits leave the warnings as they
    // were, and clearing and refilling the word-wrapped list made it lay out and repaint anew.
    QStringList m_shownWarnings;
    int m_warningsWidth = -1;
};
