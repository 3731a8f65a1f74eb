#pragma once
// The container of every result view: overview, costs, training, break-even, decision and the
// "how was this computed" details. It only shows an assessment; edits go out as signals so the
// shell can turn them into undo commands and send the new assessment back.
#include "assessment.h"
#include "catalog.h"

#include <QWidget>

class QTabWidget;

class ResultsView : public QWidget
{
    Q_OBJECT
public:
    explicit ResultsView(QWidget *parent = nullptr);
    ~ResultsView() override;

    void setAssessment(const ad::Assessment &assessment);
    // Source ids in explanations are resolved to titles and dates through the catalog.
    void setCatalog(const ad::Catalog &catalog);

    QTabWidget *tabs() const { return m_tabs; }

signals:
    void weightEdited(const QString &criterionId, int weight);
    void scoreEdited(const QString &criterionId, const QString &offerId, double score);
    void scoreOverrideCleared(const QString &criterionId, const QString &offerId);

private:
    QTabWidget *m_tabs = nullptr;
    ad::Assessment m_assessment;
    ad::Catalog m_catalog;
};
