// acceldecide-bench-ui: how long the PDF report of the default scenario takes to write, charts
// and layout included, offscreen. Usage: acceldecide-bench-ui [SECONDS] (default 3). The target
// is under half a second; the figure is reported, not asserted.
// ACCELDECIDE_BENCH_ONLY=<words> writes only the rows whose name contains them (A4, Letter), and
// times a single report after the first, so that a profiler records little more than one:
// `valgrind --tool=callgrind --toggle-collect='*timedReport*' acceldecide-bench-ui 0.001` counts
// the instructions of one report, the first (fonts, Qt Charts) left out.
#include "assessment/assessment.h"
#include "evaluation/assess.h"
#include "catalog/catalog_io.h"
#include "report/report.h"
#include "model/scenario.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {

// Apart, and not inlined, so that a profiler can count one report's work alone.
[[gnu::noinline]] void timedReport(const ad::Catalog &catalog, const std::string &fingerprint,
                                   const report::Options &options, const QString &path,
                                   QString *error, int *pages)
{
    const ad::Assessment assessment = ad::assess(ad::defaultScenario(), catalog);
    report::writePdf(assessment, catalog, fingerprint, options, path, error, pages);
}

} // namespace

int main(int argc, char **argv)
{
    double budget = 3.0;
    if (argc > 1) {
        char *end = nullptr;
        budget = std::strtod(argv[1], &end);
        if (end == argv[1] || *end != '\0' || !(budget > 0) || budget > 600) {
            std::fprintf(stderr, "usage: acceldecide-bench-ui [SECONDS]\n");
            return 2;
        }
    }
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    int qtArgc = 1;
    QApplication app(qtArgc, argv);

    const ad::Catalog catalog = ad::loadEmbeddedCatalog().catalog;
    const std::string fingerprint = report::catalogFingerprint();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));

    const char *only = std::getenv("ACCELDECIDE_BENCH_ONLY");
    const bool all = !only || !*only;
    const std::size_t minimumRuns = all ? 3 : 1;
    std::printf("AccelDecide %s report benchmark, about %.1f s per row\n", ACCELDECIDE_VERSION,
                budget);
    for (const auto size : {report::Options::PageSize::A4, report::Options::PageSize::Letter}) {
        const char *name = size == report::Options::PageSize::A4
                               ? "write the default report (A4)"
                               : "write the default report (Letter)";
        if (!all && !std::strstr(name, only)) continue;
        report::Options options;
        options.pageSize = size;
        QString error;
        int pages = 0;
        // The first report also loads fonts and initialises Qt Charts: timed apart.
        QElapsedTimer first;
        first.start();
        const ad::Assessment assessment = ad::assess(ad::defaultScenario(), catalog);
        if (!report::writePdf(assessment, catalog, fingerprint, options, path, &error, &pages)) {
            std::fprintf(stderr, "acceldecide-bench-ui: %s\n", qPrintable(error));
            return 1;
        }
        const double firstMs = first.nsecsElapsed() / 1e6;
        std::vector<double> ms;
        QElapsedTimer total;
        total.start();
        while (ms.size() < minimumRuns
               || (total.elapsed() < budget * 1000 && ms.size() < 1000)) {
            QElapsedTimer one;
            one.start();
            timedReport(catalog, fingerprint, options, path, &error, &pages);
            ms.push_back(one.nsecsElapsed() / 1e6);
        }
        std::sort(ms.begin(), ms.end());
        std::printf(
            "%-36s runs %5zu   first %7.0f ms   median %7.0f ms   p95 %7.0f ms   %d pages\n", name,
            ms.size(), firstMs, ms[ms.size() / 2],
            ms[std::min(ms.size() - 1, std::size_t(0.95 * double(ms.size() - 1) + 0.5))], pages);
    }
    return 0;
}
