#pragma once
// The decision memo on screen, as on page 1 of the report (core/formats/memo.h): what is wrong with the
// plan itself (when anything is), the trade in dollars, the lean, the two sides' costs, how firm
// the answer is, what would flip it, the next step, the reasons and caveats. Below it the
// warnings that touch the figures this scenario uses; the catalog's other warnings are one click
// away. Severity is shown by an icon and a word, never by colour alone.
//
// The memo is one text document (FittedText), laid out once per edit at the panel's width: a
// column of word-wrapped rich-text labels was laid out again for every size query the scroll area
// made, which cost the overview most of its frame (acceldecide-bench-gui).
#include "assessment/assessment.h"
#include "uncertainty/uncertainty.h"

#include <QWidget>

QT_BEGIN_NAMESPACE
class QCheckBox;
class QLabel;
class QListWidget;
QT_END_NAMESPACE

class FittedText;

class RecommendationPanel : public QWidget
{
    Q_OBJECT
public:
    explicit RecommendationPanel(QWidget *parent = nullptr);
    // With `uncertainty` (the analysis of this very assessment) the memo's "how firm" line and
    // next step come from the samples, as on page 1 of the report; without, from the thresholds.
    void setAssessment(const ad::Assessment &assessment,
                       const ad::UncertaintyResult *uncertainty = nullptr);

    QString leanText() const { return m_leanText; }
    QString headlineText() const { return m_headlineText; }
    QString tradeText() const { return m_tradeText; }
    QString planText() const { return m_planHtml; }
    QString memoText() const { return m_memoHtml; }  // two sides, how firm, flips, next step
    FittedText *memoView() const { return m_text; }
    QListWidget *warnings() const { return m_warnings; }
    QCheckBox *allWarningsToggle() const { return m_allWarnings; }

private:
    void showWarnings();

    QString m_leanText, m_headlineText, m_tradeText, m_planHtml, m_memoHtml;
    FittedText *m_text;
    QLabel *m_warningsTitle;
    QCheckBox *m_allWarnings;
    QListWidget *m_warnings;
    std::vector<ad::Flag> m_relevant, m_every;
    // What the list shows, one "level text" entry per item: most edits leave the warnings as they
    // were, and clearing and refilling the word-wrapped list made it lay out and repaint anew.
    QStringList m_shownWarnings;
    int m_warningsWidth = -1;
};
