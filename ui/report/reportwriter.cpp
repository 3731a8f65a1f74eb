// Entry points of the report: lay it out for a device, paint it, write it to a file.
#include "report.h"

#include "pdfinfo.h"
#include "reporthtml.h"
#include "reportlayout.h"
#include "uncertainty/uncertainty.h"
#include "group/workshop_digest.h"

#include "catalog/catalog_io.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QPagedPaintDevice>
#include <QPdfWriter>
#include <QSaveFile>

#include <memory>

namespace ad {

namespace {

QPageSize::PageSizeId pageSizeId(ReportOptions::PageSize size)
{
    return size == ReportOptions::PageSize::Letter ? QPageSize::Letter : QPageSize::A4;
}

QString titleOf(const Assessment &assessment, const ReportOptions &options)
{
    if (!options.title.trimmed().isEmpty()) return options.title.trimmed();
    const QString name = QString::fromStdString(assessment.scenario.name).trimmed();
    return name.isEmpty() ? report::tr("Untitled scenario") : name;
}

QDate dateOf(const ReportOptions &options)
{
    return options.generated.isValid() ? options.generated : QDate::currentDate();
}

} // namespace

std::optional<ReportOptions::PageSize> reportPageSizeFromString(const QString &text)
{
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("a4")) return ReportOptions::PageSize::A4;
    if (t == QLatin1String("letter") || t == QLatin1String("us-letter"))
        return ReportOptions::PageSize::Letter;
    return std::nullopt;
}

namespace {

// Lays out and paints the report; `outline`, when given, receives its headings and their pages.
int render(QPagedPaintDevice *device, const Assessment &assessment, const Catalog &catalog,
           const std::string &catalogFingerprint, const ReportOptions &options,
           std::vector<report::PdfOutlineEntry> *outline)
{
    if (!device) return 0;
    const QPageLayout pageLayout = report::reportPageLayout(pageSizeId(options.pageSize));
    if (!device->setPageLayout(pageLayout)) return 0;

    report::ReportModels models(assessment, catalog);
    const std::optional<WorkshopDigest> workshop
        = digestWorkshop(options.workshop, assessment, catalog);
    if (workshop) models.workshopSpread.setDigest(*workshop);
    // Seeded: the same scenario gives the same report (docs/uncertainty.md).
    const auto sampled = std::make_shared<const UncertaintyResult>(analyseUncertainty(assessment, catalog));
    const UncertaintyResult &uncertainty = *sampled;
    // The charts carry the same bands as in the application: P10 to P90 of the cost per token,
    // of one run's cost and of the break-even day.
    models.costPerToken.setUncertainty(sampled);
    models.training.setUncertainty(sampled);
    models.breakEven.setUncertainty(sampled);
    if (sampled->comparable) models.tornado.setResult(sampled);
    const report::Context ctx{assessment, catalog, models, catalogFingerprint,
                              titleOf(assessment, options), dateOf(options),
                              options.preparedBy.trimmed(), report::textWidthCssPx(pageLayout),
                              workshop ? &*workshop : nullptr, &uncertainty};
    std::array<QPicture, report::chartCount> charts;
    for (int kind = 0; kind < report::chartCount; ++kind) {
        const auto k = report::ChartKind(kind);
        charts[std::size_t(kind)] =
            report::recordChart(k, models, report::chartSize(k, models, ctx.textWidthPx));
    }
    const report::ReportLayout layout(device, pageLayout, report::reportSections(ctx),
                                      report::reportStyleSheet(), std::move(charts));
    const report::PageFrame frame{
        ctx.title, report::tr("AccelDecide report"),
        report::tr("Generated %1 · AccelDecide %2 · catalog %3")
            .arg(report::longDate(ctx.generated), QStringLiteral(ACCELDECIDE_VERSION),
                 QString::fromStdString(catalogFingerprint))};
    if (!layout.paint(device, frame)) return 0;
    if (outline) *outline = layout.outline();
    return layout.pageCount();
}

} // namespace

int renderReport(QPagedPaintDevice *device, const Assessment &assessment, const Catalog &catalog,
                 const std::string &catalogFingerprint, const ReportOptions &options)
{
    return render(device, assessment, catalog, catalogFingerprint, options, nullptr);
}

bool writeReport(const Assessment &assessment, const Catalog &catalog,
                 const std::string &catalogFingerprint, const ReportOptions &options,
                 const QString &path, QString *error, int *pageCount)
{
    auto fail = [error](const QString &message) {
        if (error) *error = message;
        return false;
    };
    if (path.isEmpty()) return fail(report::tr("no output file given"));

    // Written to memory first: the document information is completed before anything touches
    // the disk, and QSaveFile replaces the target only once everything is written.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    const QString title = titleOf(assessment, options);
    std::vector<report::PdfOutlineEntry> outline;
    {
        QPdfWriter writer(&buffer);
        writer.setResolution(1200);
        writer.setTitle(title);
        writer.setCreator(
            QStringLiteral("AccelDecide %1").arg(QStringLiteral(ACCELDECIDE_VERSION)));
        const int pages
            = render(&writer, assessment, catalog, catalogFingerprint, options, &outline);
        if (pages == 0) return fail(report::tr("%1: the report could not be laid out").arg(path));
        if (pageCount) *pageCount = pages;
    }
    QByteArray pdf = buffer.data();
    report::appendPdfInfo(
        pdf,
        {title,
         options.preparedBy.trimmed().isEmpty() ? QStringLiteral("AccelDecide")
                                                : options.preparedBy.trimmed(),
         QStringLiteral("AccelDecide %1").arg(QStringLiteral(ACCELDECIDE_VERSION)),
         report::tr("Trainium or GPU decision report"), dateOf(options), std::move(outline),
         report::reportPageLayout(pageSizeId(options.pageSize)).fullRect(QPageLayout::Point)
             .height()});

    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(
            QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    if (file.write(pdf) != pdf.size() || !file.commit())
        return fail(
            QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    return true;
}

std::string reportCatalogFingerprint(const QString &overlayDirectory)
{
    CatalogFiles files = embeddedCatalogFiles();
    if (!overlayDirectory.isEmpty()) {
        // Overlay files are fingerprinted under their own names, so an overlay that happens to
        // repeat a shipped file still changes the fingerprint.
        const QDir dir(overlayDirectory);
        const QStringList names
            = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        for (const QString &name : names) {
            QFile file(dir.filePath(name));
            if (file.open(QIODevice::ReadOnly))
                files["overlay/" + name.toStdString()] = file.readAll().toStdString();
        }
    }
    return catalogFingerprint(files);
}

} // namespace ad
