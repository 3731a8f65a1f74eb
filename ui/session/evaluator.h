#pragma once
// Re-evaluates the scenario whenever it or the catalog changes. ad::assess() takes a few
// milliseconds, so it runs on the GUI thread; a zero-delay timer folds a burst of changes (one per
// keystroke, or a preset touching many fields) into a single evaluation.
#include "assessment/assessment.h"

#include <QObject>
#include <QStringList>
#include <QTimer>

#include <memory>

class CatalogSession;
class Document;

class Evaluator : public QObject
{
    Q_OBJECT
public:
    Evaluator(Document *document, CatalogSession *catalog, QObject *parent = nullptr);

    const ad::Assessment &assessment() const { return *m_assessment; }
    // The same, shared: the result views keep it without copying the whole assessment (every
    // option's explained figures) on every keystroke.
    std::shared_ptr<const ad::Assessment> sharedAssessment() const { return m_assessment; }
    bool hasAssessment() const { return m_evaluations > 0; }
    int evaluationCount() const { return m_evaluations; }
    double lastMilliseconds() const { return m_lastMs; }
    // Problems that stop the current inputs from being evaluated (empty when none).
    QStringList inputProblems() const { return m_problems; }

    bool isPending() const { return m_timer.isActive(); }
    void schedule();
    void evaluateNow();

signals:
    void evaluated(const ad::Assessment &assessment, double milliseconds);
    // Emitted instead of evaluated() when validation refuses the inputs; the previous assessment
    // stays on screen, marked out of date by whoever shows the problems.
    void inputProblemsChanged(const QStringList &problems);

private:
    Document *m_document;
    CatalogSession *m_catalog;
    QTimer m_timer;
    std::shared_ptr<const ad::Assessment> m_assessment = std::make_shared<const ad::Assessment>();
    QStringList m_problems;
    double m_lastMs = 0;
    int m_evaluations = 0;
};
