#pragma once
// Runs the uncertainty analysis (core/uncertainty/uncertainty.h) for the assessment on screen, off the GUI
// thread. 10,000 samples take ~25 ms: too long to hold up a keystroke, short enough to redo after
// every edit. A burst of edits is folded by a short debounce; an edit during a run cancels that
// run (the core checks a flag between blocks of samples) and starts over, and whatever a stale
// job still delivers is dropped by its generation number. One worker thread, joined on exit.
#include "assessment/assessment.h"
#include "catalog/catalog.h"
#include "uncertainty/uncertainty.h"

#include <QObject>
#include <QTimer>

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

class UncertaintyRunner : public QObject
{
    Q_OBJECT
public:
    enum class State { Idle, Running, Cancelled };
    Q_ENUM(State)

    explicit UncertaintyRunner(QObject *parent = nullptr);
    ~UncertaintyRunner() override;

    // The catalog the next jobs run against (copied once here, shared by the jobs).
    void setCatalog(const ad::Catalog &catalog);
    void setSettings(const ad::UncertaintySettings &settings) { m_settings = settings; }
    const ad::UncertaintySettings &settings() const { return m_settings; }
    // Debounce between the last request and the start of a run; 250 ms by default.
    void setDelay(int milliseconds) { m_timer.setInterval(milliseconds); }

    // Analyses `assessment` once the edits stop: cancels the job in hand, starts anew.
    void request(std::shared_ptr<const ad::Assessment> assessment);
    // Stops the job in hand (or the one waiting for its debounce); nothing it computed arrives.
    void cancel();

    State state() const { return m_state; }
    // The newest result, and the assessment it was computed for (nullptr before the first).
    std::shared_ptr<const ad::UncertaintyResult> result() const { return m_result; }
    std::shared_ptr<const ad::Assessment> resultAssessment() const { return m_resultFor; }
    // The result describes `assessment` (the very object the evaluator produced).
    bool isResultFor(const ad::Assessment *assessment) const
    {
        return m_result && assessment && m_resultFor.get() == assessment;
    }
    // How many jobs were started and how many results were delivered (tests, diagnostics).
    int startedCount() const { return m_started; }
    int deliveredCount() const { return m_delivered; }

signals:
    void stateChanged(UncertaintyRunner::State state);
    void progress(int percent);
    void finished(std::shared_ptr<const ad::UncertaintyResult> result);

private:
    struct Job {
        std::uint64_t generation = 0;
        std::shared_ptr<const ad::Assessment> assessment;
        std::shared_ptr<const ad::Catalog> catalog;
        ad::UncertaintySettings settings;
    };
    void start();
    void setState(State state);
    void work();
    void deliverProgress(std::uint64_t generation, int percent);
    void deliver(std::uint64_t generation, std::shared_ptr<const ad::Assessment> assessment,
                 std::shared_ptr<const ad::UncertaintyResult> result);

    QTimer m_timer;
    ad::UncertaintySettings m_settings;
    std::shared_ptr<const ad::Catalog> m_catalog;
    std::shared_ptr<const ad::Assessment> m_pending;
    std::shared_ptr<const ad::UncertaintyResult> m_result;
    std::shared_ptr<const ad::Assessment> m_resultFor;
    State m_state = State::Idle;
    int m_started = 0, m_delivered = 0;

    // The generation wanted now: a job of any other generation stops at its next block and its
    // result is dropped. Written on the GUI thread, read by the worker.
    std::atomic<std::uint64_t> m_generation{0};
    std::mutex m_mutex;               // guards m_job and m_quit
    std::condition_variable m_wake;
    std::optional<Job> m_job;         // the next job for the worker
    bool m_quit = false;
    std::thread m_worker;             // last: started once everything above exists
};
