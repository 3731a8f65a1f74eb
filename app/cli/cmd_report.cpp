// `acceldecide-cli report`: the PDF report of one scenario, written without a display. This is
// the only command that starts Qt: the charts are Qt Charts items and need a QApplication. It is
// built into the acceldecide-report helper, which acceldecide-cli execs, so that the other
// commands link no Qt at all. A workshop saved in the scenario file goes into the report as a
// section of its own.
#include "loading.h"
#include "report_command.h"

#include "assessment/assessment.h"
#include "evaluation/assess.h"
#include "base/input_limits.h"
#include "base/json_reader.h"
#include "report/report.h"
#include "group/workshop_io.h"

#include <QApplication>
#include <QFile>

#include <cstdlib>
#include <fstream>
#include <sstream>

namespace ad::cli {

namespace {

report::Options::PageSize pageSizeOption(const std::optional<std::string> &text)
{
    if (!text) return report::Options::PageSize::A4;
    const auto size = report::pageSizeFromString(QString::fromStdString(*text));
    if (!size) throw UsageError("--page-size must be a4 or letter (got '" + *text + "')");
    return *size;
}

// The workshop saved in the scenario file, if any. The file was just read as a scenario, so it
// is JSON of a sane size; a workshop with any error stops the command, as a bad scenario does.
std::optional<Workshop> workshopInFile(const Context &ctx, const std::string &file,
                                       const Catalog &catalog)
{
    Diagnostics problems;
    const auto text = readTextFile(file, limits::scenarioFileBytes,
                                   msg(QT_TRANSLATE_NOOP("Message", "scenario file")), problems);
    if (!text) throw DataError{file + ": cannot read the file again for its workshop", problems};
    WorkshopLoad load = parseWorkshopInScenario(*text, file, &catalog);
    if (!load.ok()) {
        std::size_t errors = 0;
        for (const auto &d : load.diagnostics) errors += d.severity == Severity::Error ? 1 : 0;
        throw DataError{"workshop in scenario " + file + " has " + std::to_string(errors)
                            + (errors == 1 ? " error" : " errors"),
                        load.diagnostics};
    }
    printDiagnostics(ctx.err, load.diagnostics);
    return std::move(load.workshop);
}

QDate dateOption(const std::optional<std::string> &text)
{
    if (!text) return {};
    const QDate date = QDate::fromString(QString::fromStdString(*text), Qt::ISODate);
    if (!date.isValid())
        throw UsageError("--date must be a date as YYYY-MM-DD (got '" + *text + "')");
    return date;
}

// The report renders offscreen unless the caller chose a platform: no display server is needed,
// and the output does not depend on the desktop's screen.
struct QtSession {
    int argc = 1;
    char name[16] = "acceldecide-cli";
    char *argv[2] = {name, nullptr};
    std::unique_ptr<QApplication> app;

    QtSession()
    {
        if (QCoreApplication::instance()) return;
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QApplication>(argc, argv);
    }
};

} // namespace

int runReport(const std::vector<std::string> &args, const Context &ctx)
{
    const ParsedArguments parsed = parseArguments(args,
                                                  {{"--preset"},
                                                   {"--catalog"},
                                                   {"--set", true, true},
                                                   {"--output"},
                                                   {"--page-size"},
                                                   {"--title"},
                                                   {"--prepared-by"},
                                                   {"--date"}},
                                                  "report");
    if (parsed.positional.size() > 1)
        throw UsageError("report takes at most one scenario file (got "
                         + std::to_string(parsed.positional.size()) + ")");
    const std::optional<std::string> output = parsed.value("--output");
    if (!output || output->empty()) throw UsageError("report needs --output FILE.pdf");
    report::Options options;
    options.pageSize = pageSizeOption(parsed.value("--page-size"));
    options.generated = dateOption(parsed.value("--date"));
    options.title = QString::fromStdString(parsed.value("--title").value_or(""));
    options.preparedBy = QString::fromStdString(parsed.value("--prepared-by").value_or(""));
    const std::optional<std::string> file = parsed.positional.empty()
        ? std::nullopt : std::optional<std::string>(parsed.positional.front());

    Scenario scenario = loadScenarioFor(ctx, file, parsed.value("--preset"));
    const std::optional<std::string> overlay = parsed.value("--catalog");
    const Catalog catalog = loadCatalogFor(ctx, overlay);
    applySets(ctx, scenario, parsed.values("--set"), catalog);
    const std::optional<Workshop> workshop
        = file ? workshopInFile(ctx, *file, catalog) : std::nullopt;
    options.workshop = workshop ? &*workshop : nullptr;
    const Assessment assessment = assess(scenario, catalog);

    QtSession qt;
    const std::string fingerprint =
        report::catalogFingerprint(overlay ? QFile::decodeName(overlay->c_str()) : QString());
    QString error;
    int pages = 0;
    if (!report::writePdf(assessment, catalog, fingerprint, options, QFile::decodeName(output->c_str()),
                     &error, &pages))
        throw DataError{error.toStdString(), {}};
    ctx.out << *output << ": " << pages << " pages, "
            << (options.pageSize == report::Options::PageSize::Letter ? "US Letter" : "A4") << "\n";
    return ExitOk;
}

} // namespace ad::cli
