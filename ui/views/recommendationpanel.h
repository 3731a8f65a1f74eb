#pragma once
// The answer in large type: what is wrong with the plan itself (when anything is), the trade in
// dollars, the lean, the reasons and caveats, and the warnings about the figures behind it
// (impossible or suspicious measurements, conflicting sources, unit mismatches). Severity is
// shown by an icon and a word, never by colour alone.
#include "assessment.h"

#include <QWidget>

QT_BEGIN_NAMESPACE
class QLabel;
class QListWidget;
QT_END_NAMESPACE

class RecommendationPanel : public QWidget
{
    Q_OBJECT
public:
    explicit RecommendationPanel(QWidget *parent = nullptr);
    void setAssessment(const ad::Assessment &assessment);

    QString leanText() const;
    QString headlineText() const;
    QString tradeText() const;
    QString planText() const;
    QListWidget *warnings() const { return m_warnings; }

private:
    QLabel *m_lean;
    QLabel *m_plan;
    QLabel *m_trade;
    QLabel *m_headline;
    QLabel *m_reasons;
    QLabel *m_caveats;
    QLabel *m_warningsTitle;
    QListWidget *m_warnings;
};
