#include "measurementimport.h"

#include "catalog/catalog_io.h"
#include "base/input_limits.h"
#include "base/json_reader.h"

#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

#include <set>

namespace {

std::string local(const QString &path) { return QDir::toNativeSeparators(path).toStdString(); }

} // namespace

std::optional<std::string> imports::overlayFileText(const QString &path, ad::Diagnostics &out)
{
    if (!QFileInfo::exists(path)) return std::string();
    return ad::readTextFile(QFile::encodeName(path).toStdString(), ad::limits::catalogFileBytes,
                            ad::msg(QT_TRANSLATE_NOOP("Message", "catalog file")), out);
}

namespace {

bool save(const QString &path, const std::string &text, ad::Diagnostics &out)
{
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly)
        && file.write(text.data(), qint64(text.size())) == qint64(text.size()) && file.commit())
        return true;
    out.push_back({ad::Severity::Error, local(path), {},
                   ad::msg(QT_TRANSLATE_NOOP("Message", "could not be saved: %1"),
                           {ad::arg::verbatim(file.errorString().toStdString())})});
    return false;
}

} // namespace

bool imports::writeOverlayFiles(const QString &directory,
                       const std::vector<std::pair<std::string, std::string>> &updated,
                       const ad::Catalog &shipped, ad::Diagnostics &out)
{
    const QDir dir(directory);
    if (!dir.exists() && !QDir().mkpath(directory)) {
        out.push_back({ad::Severity::Error, local(directory), {}, ad::msg(QT_TRANSLATE_NOOP("Message", "the folder could not be created"))});
        return false;
    }
    // The overlay as it will be must load, or the application would refuse it after the write.
    ad::CatalogFiles files;
    for (const auto &name : ad::catalogFileNames()) {
        const auto current = imports::overlayFileText(dir.filePath(QString::fromStdString(name)), out);
        if (!current) return false;
        if (!current->empty()) files[name] = *current;
    }
    for (const auto &[name, text] : updated) files[name] = text;
    const ad::CatalogLoad check = ad::parseCatalog(files, local(directory) + "/", &shipped);
    if (ad::hasErrors(check.diagnostics)) {
        out.insert(out.end(), check.diagnostics.begin(), check.diagnostics.end());
        return false;
    }
    for (const auto &[name, text] : updated)
        if (!save(dir.filePath(QString::fromStdString(name)), text, out)) return false;
    return true;
}

QString imports::defaultOverlayDirectory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("catalog-overlay"));
}

imports::OwnMeasurementImport imports::importOwnMeasurements(const QString &path,
                                           const ad::MeasurementImportOptions &given,
                                           const QString &directory, const ad::Catalog &catalog,
                                           const ad::Catalog &shipped)
{
    imports::OwnMeasurementImport out;
    ad::MeasurementImportOptions options = given;
    if (options.today.empty())
        options.today = QDate::currentDate().toString(Qt::ISODate).toStdString();
    const std::string file = local(path);
    const auto text = ad::readTextFile(QFile::encodeName(path).toStdString(),
                                       ad::limits::catalogFileBytes,
                                       ad::msg(QT_TRANSLATE_NOOP("Message", "measurement file")),
                                       out.diagnostics);
    if (!text) return out;
    ad::MeasurementImport imported = ad::importMeasurementFile(*text, file, options, catalog);
    out.diagnostics = imported.diagnostics;
    if (!imported.ok()) return out;

    const QDir dir(directory);
    const QString measurementsPath = dir.filePath(QStringLiteral("measurements.json"));
    const QString sourcesPath = dir.filePath(QStringLiteral("sources.json"));
    const auto oldMeasurements = imports::overlayFileText(measurementsPath, out.diagnostics);
    const auto oldSources = imports::overlayFileText(sourcesPath, out.diagnostics);
    if (!oldMeasurements || !oldSources) return out;
    const auto measurements = ad::mergedMeasurementsFile(*oldMeasurements, local(measurementsPath),
                                                         imported.measurements, out.diagnostics);
    const auto sources = ad::mergedSourcesFile(*oldSources, local(sourcesPath),
                                               ad::ownMeasurementSourceEntry(options.today),
                                               out.diagnostics);
    if (!measurements || !sources) return out;
    // Sources first: measurements citing a source the folder lacks would not load.
    if (!imports::writeOverlayFiles(directory, {{"sources.json", *sources}, {"measurements.json", *measurements}},
                           shipped, out.diagnostics))
        return out;
    out.ok = true;
    out.measurements = std::move(imported.measurements);
    return out;
}

ad::Diagnostics imports::unusedMeasurementWarnings(const std::vector<ad::Measurement> &imported,
                                          const ad::Assessment &assessment,
                                          const ad::Scenario &scenario, const std::string &file)
{
    std::set<std::string> read;
    for (const auto &option : assessment.options)
        for (const auto &input : option.inputs)
            if (!input.measurementId.empty()) read.insert(input.measurementId);
    // The runs of a sweep are weighed together: the one a serving point uses stands for every run
    // of its chip that was of the scenario's workload (core/assessment/serving_point.h).
    for (const auto &option : assessment.options)
        if (!option.serving.measurementId.empty())
            for (const auto &m : imported)
                if (m.serving && m.acceleratorId == option.acceleratorId
                    && !ad::servingLengthsMismatch(m, scenario.workload.inference))
                    read.insert(m.id);
    const auto &w = scenario.workload;
    const ad::Message uses = ad::msg(
        QT_TRANSLATE_NOOP("Message", "%1, %2, batch %3"),
        {w.modelPreset.empty() ? ad::arg::nested(ad::msg(QT_TRANSLATE_NOOP("Message", "a model of its own")))
                               : ad::arg::verbatim(w.modelPreset),
         ad::arg::verbatim(ad::toString(w.inference.precision)), ad::arg::exact(w.inference.batch)});
    ad::Diagnostics out;
    for (const auto &m : imported)
        if (!read.count(m.id))
            out.push_back({ad::Severity::Warning, file, {},
                           ad::msg(QT_TRANSLATE_NOOP("Message", "%1: applies to nothing in the open "
                                                                "scenario, which uses %2; it stays in "
                                                                "the overlay for scenarios it fits"),
                                   {ad::arg::nested(ad::describe(m)), ad::arg::nested(uses)})});
    return out;
}
