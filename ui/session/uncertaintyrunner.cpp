#include "uncertaintyrunner.h"

#include <QMetaObject>

#include <cmath>

UncertaintyRunner::UncertaintyRunner(QObject *parent) : QObject(parent)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(250);
    connect(&m_timer, &QTimer::timeout, this, &UncertaintyRunner::start);
    m_worker = std::thread([this] { work(); });
}

UncertaintyRunner::~UncertaintyRunner()
{
    {
        std::lock_guard lock(m_mutex);
        m_quit = true;
        m_job.reset();
    }
    ++m_generation;  // the job in hand stops at its next block of samples
    m_wake.notify_all();
    m_worker.join();
    // Whatever the worker posted before it stopped is discarded with this object's events.
}

void UncertaintyRunner::setCatalog(const ad::Catalog &catalog)
{
    m_catalog = std::make_shared<const ad::Catalog>(catalog);
}

void UncertaintyRunner::request(std::shared_ptr<const ad::Assessment> assessment)
{
    if (!assessment) return;
    ++m_generation;  // cancels the job in hand at once: its figures are already out of date
    m_pending = std::move(assessment);
    m_timer.start();  // restarts the debounce while edits keep coming
    setState(State::Running);
}

void UncertaintyRunner::cancel()
{
    m_timer.stop();
    m_pending.reset();
    ++m_generation;
    {
        std::lock_guard lock(m_mutex);
        m_job.reset();
    }
    if (m_state == State::Running) setState(State::Cancelled);
}

void UncertaintyRunner::start()
{
    if (!m_pending) return;
    if (!m_catalog) m_catalog = std::make_shared<const ad::Catalog>();
    Job job{++m_generation, std::move(m_pending), m_catalog, m_settings};
    m_pending.reset();
    ++m_started;
    emit progress(0);
    {
        std::lock_guard lock(m_mutex);
        m_job = std::move(job);
    }
    m_wake.notify_one();
}

void UncertaintyRunner::setState(State state)
{
    if (state == m_state) return;
    m_state = state;
    emit stateChanged(state);
}

void UncertaintyRunner::work()
{
    for (;;) {
        Job job;
        {
            std::unique_lock lock(m_mutex);
            m_wake.wait(lock, [this] { return m_quit || m_job.has_value(); });
            if (m_quit) return;
            job = std::move(*m_job);
            m_job.reset();
        }
        const std::uint64_t generation = job.generation;
        int lastPercent = -1;
        auto keepGoing = [&](double share) {
            if (m_generation.load() != generation) return false;
            const int percent = int(std::floor(share * 100));
            if (percent != lastPercent) {
                lastPercent = percent;
                QMetaObject::invokeMethod(this, [this, generation, percent] {
                    deliverProgress(generation, percent);
                }, Qt::QueuedConnection);
            }
            return true;
        };
        auto result = std::make_shared<const ad::UncertaintyResult>(
            ad::analyseUncertainty(*job.assessment, *job.catalog, job.settings, keepGoing));
        if (result->cancelled || m_generation.load() != generation) continue;
        QMetaObject::invokeMethod(this, [this, generation, assessment = job.assessment, result] {
            deliver(generation, assessment, result);
        }, Qt::QueuedConnection);
    }
}

void UncertaintyRunner::deliverProgress(std::uint64_t generation, int percent)
{
    if (generation == m_generation.load()) emit progress(percent);
}

void UncertaintyRunner::deliver(std::uint64_t generation,
                                std::shared_ptr<const ad::Assessment> assessment,
                                std::shared_ptr<const ad::UncertaintyResult> result)
{
    // A newer request or a cancel came in after this job was handed out.
    if (generation != m_generation.load()) return;
    m_result = std::move(result);
    m_resultFor = std::move(assessment);
    ++m_delivered;
    emit progress(100);
    setState(State::Idle);
    emit finished(m_result);
}
