// acceldecide-bench-gui: how the desktop application feels, in milliseconds.
//
//  1. Start-up: the real `acceldecide --first-paint-time` is launched several times; the figure is
//     the wall time from launching the process to the first painted window with the default
//     scenario's results in it (target 0.5 s), and the part of it spent after main() began.
//  2. Edits: an input changes through the document (the path the forms use), the assessment is
//     recomputed, the results update and what changed is repainted, synchronously, one edit after
//     another. Reported per tab: only the visible tab follows an edit, as in the app (a hidden
//     tab catches up when it is shown). Paint events are counted: an edit is timed until the
//     visible tab, and on a chart tab the chart itself, has really been repainted; if that does
//     not happen the benchmark fails.
//     Target at p95: one 60 Hz frame (16 ms) for the visible tab.
//
// Usage: acceldecide-bench-gui [EDITS] (default 200 per row). Figures are printed, never asserted;
// a machine busy with other work gives longer times. ACCELDECIDE_BENCH_ONLY=<words> runs only the
// rows whose name contains them (for a profiler: `perf record` then sees one row's work).
#include "session/document.h"
#include "session/evaluator.h"
#include "session/uncertaintyrunner.h"
#include "shell/appearance.h"
#include "shell/mainwindow.h"
#include "views/chartpane.h"
#include "views/resultsview.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QGraphicsView>
#include <QProcess>
#include <QTabWidget>

#include <algorithm>
#include <map>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <vector>

namespace {

struct Stats {
    std::size_t n = 0;
    double p50 = 0, p95 = 0, max = 0;
};

Stats summarise(std::vector<double> ms)
{
    Stats s;
    if (ms.empty()) return s;
    std::sort(ms.begin(), ms.end());
    auto at = [&](double p) {
        return ms[std::min(ms.size() - 1, std::size_t(p * double(ms.size() - 1) + 0.5))];
    };
    s.n = ms.size();
    s.p50 = at(0.50);
    s.p95 = at(0.95);
    s.max = ms.back();
    return s;
}

void printRow(const char *label, const Stats &s, const Stats *paint = nullptr,
              const Stats *cpu = nullptr)
{
    std::printf("  %-34s n %4zu   p50 %6.1f ms   p95 %6.1f ms   max %6.1f ms", label, s.n, s.p50,
                s.p95, s.max);
    if (paint) std::printf("   (painting: p50 %5.1f ms)", paint->p50);
    if (cpu) std::printf("   (CPU: p50 %5.1f ms, p95 %5.1f ms)", cpu->p50, cpu->p95);
    std::printf("\n");
}

// Inputs that move every view: model size (training curve marker, memory fit), runs per year
// (break-even, training cost), traffic (cost per token mix, break-even), horizon. The default
// scenario's active parameters are 70 B, so the model size stays at or above that.
struct Edit {
    const char *field;
    const char *value;
};
const Edit edits[] = {
    {"workload.parameters_b", "120"},
    {"workload.inference.tokens_per_day_m", "2500"},
    {"workload.training.runs_per_year", "6"},
    {"strategy.horizon_months", "36"},
    {"workload.parameters_b", "70"},
    {"workload.inference.tokens_per_day_m", "400"},
    {"workload.training.runs_per_year", "2"},
    {"strategy.horizon_months", "24"},
};

struct EditTime {
    double total = 0;
    double paint = 0; // of which repainting the window
    // The process's processor time over the edit, all threads: on a machine shared with other
    // work the wall time above grows with the load, this much less.
    double cpu = 0;
};

// Counts paint events: of the chart views' viewports, and of anything on the visible tab, so the
// benchmark waits until the user would really see the new figures rather than assume it.
class PaintCounter : public QObject
{
public:
    explicit PaintCounter(ResultsView *results) : m_results(results) {}
    int charts = 0;  // paints of a chart view's viewport
    int visible = 0; // paints of any widget on the current tab

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::Paint || !watched->isWidgetType()) return false;
        auto *widget = static_cast<QWidget *>(watched);
        QWidget *page = m_results->tabs()->currentWidget();
        if (page && (widget == page || page->isAncestorOf(widget))) ++visible;
        if (qobject_cast<QGraphicsView *>(widget->parentWidget())) ++charts;
        return false;
    }

private:
    ResultsView *m_results;
};

// The chart pane of each chart tab, looked up once (asking ResultsView for a part refreshes its
// tab, which would move work out of the timed edit).
std::map<int, ChartPane *> panesOf(ResultsView *results)
{
    return {{ResultsView::CostsTab, results->costPane()},
            {ResultsView::TrainingTab, results->trainingPane()},
            {ResultsView::BreakEvenTab, results->breakEvenPane()},
            {ResultsView::DecisionTab, results->scorePane()}};
}

// One edit, applied and shown: document → evaluator (run now rather than on the next turn of the
// event loop) → result views → events handled until the visible tab has been repainted (and on a
// chart tab, the chart itself), as the event loop would.
EditTime timedEdit(MainWindow &window, PaintCounter &paints, int i, int tab)
{
    static const std::map<int, ChartPane *> panes = panesOf(window.resultsView());
    const Edit &edit = edits[i % std::size(edits)];
    const auto found = panes.find(tab);
    ChartPane *pane = found != panes.end() ? found->second : nullptr;
    // The visible chart is brought up to date during the edit itself, before any painting.
    const int keptBefore = pane ? pane->unchangedCount() : 0;
    QElapsedTimer clock;
    clock.start();
    const std::clock_t cpuStart = std::clock();
    QString error;
    if (!window.document()->setField(QString::fromLatin1(edit.field),
                                     QString::fromLatin1(edit.value), &error)) {
        std::fprintf(stderr, "acceldecide-bench-gui: %s\n", qPrintable(error));
        std::exit(1);
    }
    window.document()->endEdit();
    window.evaluator()->evaluateNow();
    EditTime time;
    const int chartsBefore = paints.charts, visibleBefore = paints.visible;
    window.resultsView()->tabs()->setCurrentIndex(tab); // a row switches in its warm-up only
    QElapsedTimer paint;
    paint.start();
    // A chart that an edit left as it was is kept and needs no repaint: then the edit is done once
    // the rest of the tab is repainted.
    auto done = [&] {
        const bool chartDone = !pane || paints.charts > chartsBefore
                               || pane->unchangedCount() > keptBefore;
        return paints.visible > visibleBefore && chartDone;
    };
    while (!done() && paint.elapsed() < 2000) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::UpdateRequest);
        if (!done()) QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
    }
    if (!done()) {
        std::fprintf(stderr, "acceldecide-bench-gui: tab %d was not repainted within 2 s of an "
                             "edit\n", tab);
        std::exit(1);
    }
    time.paint = double(paint.nsecsElapsed()) / 1e6;
    // The rest of the edit's posted events, and what deleteLater() left: the application's event
    // loop handles them before the next keystroke. Left here, they piled up over the run (the
    // waits above stop as soon as the tab is painted), and since every post and every send looks
    // through the whole queue, each edit got slower than the one before: 25 ms at p50 after 200
    // edits, 40 ms after 1,200. Timed, as they are part of the edit's work.
    QCoreApplication::sendPostedEvents();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    time.total = double(clock.nsecsElapsed()) / 1e6;
    time.cpu = double(std::clock() - cpuStart) * 1000.0 / CLOCKS_PER_SEC;
    return time;
}

// One edit of a row's measured run, as opposed to its warm-up (which also switches to the row's
// tab): kept out of line so that `valgrind --tool=callgrind --toggle-collect='*measuredEdit*'`
// counts the instructions of the measured edits only; divided by EDITS, that is one edit's work.
[[gnu::noinline]] EditTime measuredEdit(MainWindow &window, PaintCounter &paints, int i, int tab)
{
    return timedEdit(window, paints, i, tab);
}

void benchStartup(const QString &app, int launches)
{
    std::vector<double> wall, inside;
    int assessed = 0;
    for (int i = 0; i < launches; ++i) {
        QProcess process;
        process.setProgram(app);
        process.setArguments({QStringLiteral("--first-paint-time")});
        QElapsedTimer clock;
        clock.start();
        process.start();
        if (!process.waitForFinished(30000) || process.exitCode() != 0) {
            std::fprintf(stderr, "acceldecide-bench-gui: %s --first-paint-time failed: %s\n",
                         qPrintable(app), process.readAllStandardError().constData());
            return;
        }
        wall.push_back(double(clock.nsecsElapsed()) / 1e6);
        // "first-paint-ms 61.9 assessed yes"
        const QList<QByteArray> words = process.readAllStandardOutput().simplified().split(' ');
        if (words.size() == 4) {
            inside.push_back(words.at(1).toDouble());
            if (words.at(3) == "yes") ++assessed;
        }
    }
    std::printf("Start-up to the first painted window (%d launches, %d with results shown)\n",
                launches, assessed);
    printRow("process launch to exit after paint", summarise(wall));
    printRow("main() to first paint", summarise(inside));
}

} // namespace

int main(int argc, char **argv)
{
    int count = 200;
    if (argc > 1) {
        count = std::atoi(argv[1]);
        if (count < 10 || count > 100000) {
            std::fprintf(stderr, "usage: acceldecide-bench-gui [EDITS]   (10..100000)\n");
            return 2;
        }
    }
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    int qtArgc = 1;
    QApplication app(qtArgc, argv);
    appearance::installStyle(); // as the application does
    std::printf("AccelDecide %s GUI benchmark, platform %s\n", ACCELDECIDE_VERSION,
                qPrintable(QGuiApplication::platformName()));

    if (qEnvironmentVariableIsEmpty("ACCELDECIDE_BENCH_ONLY"))
        benchStartup(QStringLiteral(ACCELDECIDE_GUI_EXECUTABLE), 10);

    MainWindow::Options options;
    options.persistSettings = false;
    MainWindow window(options);
    window.resize(1366, 768);
    window.show();
    for (int i = 0; i < 20; ++i) QCoreApplication::processEvents(); // lay out, first evaluation

    PaintCounter paints(window.resultsView());
    app.installEventFilter(&paints);

    std::printf("Input change to repainted window, 1366x768 (%d edits per row)\n", count);
    // The How Firm tab is left out: it shows the background analysis, which starts 250 ms after
    // the last edit, so a row here would time that pause rather than a repaint.
    const std::map<int, const char *> names = {
        {ResultsView::OverviewTab, "Overview tab"}, {ResultsView::CostsTab, "Costs tab (cost per token)"},
        {ResultsView::TrainingTab, "Training tab"}, {ResultsView::BreakEvenTab, "Break-even tab"},
        {ResultsView::DecisionTab, "Decision tab (matrix + scores)"},
        {ResultsView::DetailsTab, "Details tab"}};
    const QString only = qEnvironmentVariable("ACCELDECIDE_BENCH_ONLY");
    auto wanted = [&](const char *row) {
        return only.isEmpty() || QString::fromLatin1(row).contains(only, Qt::CaseInsensitive);
    };
    int i = 0;
    for (const auto &[tab, name] : names) {
        if (!wanted(name)) continue;
        for (int warm = 0; warm < 5; ++warm) timedEdit(window, paints, i++, tab);
        std::vector<double> ms, paint, cpu;
        for (int k = 0; k < count; ++k) {
            const EditTime t = measuredEdit(window, paints, i++, tab);
            ms.push_back(t.total);
            paint.push_back(t.paint);
            cpu.push_back(t.cpu);
        }
        const Stats painting = summarise(paint), processor = summarise(cpu);
        printRow(name, summarise(ms), &painting, &processor);
    }
    // Typing while the analysis samples: a long run (2,000,000 samples, seconds of work) is under
    // way on its worker thread when each edit arrives; the edit cancels it and starts another.
    if (wanted("Overview, edit while sampling")) {
        UncertaintyRunner *runner = window.uncertaintyRunner();
        ad::UncertaintySettings longRun;
        longRun.samples = 2000000;
        runner->setSettings(longRun);
        runner->setDelay(0);
        std::vector<double> sampling, samplingPaint;
        int whileRunning = 0;
        for (int k = 0; k < count / 4; ++k) {
            QElapsedTimer wait;
            wait.start();
            while (runner->state() != UncertaintyRunner::State::Running && wait.elapsed() < 2000)
                QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
            if (runner->state() == UncertaintyRunner::State::Running) ++whileRunning;
            const EditTime t = timedEdit(window, paints, i++, ResultsView::OverviewTab);
            sampling.push_back(t.total);
            samplingPaint.push_back(t.paint);
        }
        const Stats samplingPainting = summarise(samplingPaint);
        printRow("Overview, edit while sampling", summarise(sampling), &samplingPainting);
        std::printf("  (%d of %d edits arrived while the analysis was running)\n", whileRunning,
                    count / 4);
    }
    // How often an edit left a chart as it was, so that it was kept without a new layout or
    // paint: a chart is built only when its figures changed (ChartPane), and not even then when
    // the chart on screen can take the new figures in place.
    std::printf("Charts brought up to date / of those unchanged and kept / updated in place / "
                "built:");
    for (const auto &[tab, pane] : panesOf(window.resultsView()))
        std::printf("  %s %d/%d/%d/%d", names.at(tab), pane->rebuildCount(),
                    pane->unchangedCount(), pane->inPlaceCount(), pane->buildCount());
    std::printf("\n");
    return 0;
}
