#include "evaluator.h"
#include "evaluation/assess.h"

#include "backgroundfree.h"
#include "catalogsession.h"
#include "document.h"
#include "messagestyle.h"
#include "scenario/scenario_io.h"

#include <QElapsedTimer>

Evaluator::Evaluator(Document *document, CatalogSession *catalog, QObject *parent)
    : QObject(parent), m_document(document), m_catalog(catalog)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(0);
    connect(&m_timer, &QTimer::timeout, this, &Evaluator::evaluateNow);
    connect(document, &Document::scenarioChanged, this, &Evaluator::schedule);
    connect(catalog, &CatalogSession::catalogChanged, this, &Evaluator::schedule);
}

void Evaluator::schedule()
{
    if (!m_timer.isActive()) m_timer.start();
}

void Evaluator::evaluateNow()
{
    m_timer.stop();
    const ad::Scenario &scenario = m_document->scenario();

    QStringList problems;
    // Named as the forms name the fields: "Active parameters (billions): must not exceed ...",
    // not by JSON pointer and key; in the interface language, with the labels the forms show.
    for (const auto &d : ad::validateScenario(scenario, m_document->displayName().toStdString()))
        if (d.severity == ad::Severity::Error)
            problems << QString::fromStdString(
                ad::write(ad::describeScenarioProblem(d), session::messageStyle()));
    if (problems != m_problems) {
        m_problems = problems;
        emit inputProblemsChanged(m_problems);
    }
    if (!problems.isEmpty()) return;

    QElapsedTimer clock;
    clock.start();
    m_assessment = background::sharedFreedInBackground(
        ad::assess(scenario, m_catalog->catalog(), m_catalog->review()));
    m_lastMs = double(clock.nsecsElapsed()) / 1e6;
    ++m_evaluations;
    emit evaluated(*m_assessment, m_lastMs);
}
