#include "backgroundfree.h"

#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

namespace background {

namespace {

class Releaser
{
public:
    Releaser() : m_thread([this] { work(); }) {}
    ~Releaser()
    {
        {
            std::lock_guard lock(m_mutex);
            m_quit = true;
        }
        m_wake.notify_one();
        m_thread.join();
    }

    void add(std::function<void()> task)
    {
        {
            std::lock_guard lock(m_mutex);
            m_tasks.push_back(std::move(task));
        }
        m_wake.notify_one();
    }

private:
    void work()
    {
        for (;;) {
            std::vector<std::function<void()>> tasks;
            {
                std::unique_lock lock(m_mutex);
                m_wake.wait(lock, [this] { return m_quit || !m_tasks.empty(); });
                if (m_tasks.empty()) return;  // asked to quit, nothing left
                tasks.swap(m_tasks);
            }
            for (auto &task : tasks) task();
        }
    }

    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::vector<std::function<void()>> m_tasks;
    bool m_quit = false;
    std::thread m_thread;  // last: started once everything above exists
};

} // namespace

void run(std::function<void()> task)
{
    static Releaser releaser;
    releaser.add(std::move(task));
}

} // namespace background
