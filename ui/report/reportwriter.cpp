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

namespace report {

namespace {

QPageSize::PageSizeId pageSizeId(Options::PageSize size)
{
    return size == Options::PageSize::Letter ? QPageSize::Letter : QPageSize::A4;
}

QString titleOf(const ad::Assessment &assessment, const Options &options)
{
    if (!options.title.trimmed().isEmpty()) return options.title.trimmed();
    const QString name = QString::fromStdString(assessment.scenario.name).trimmed();
    return name.isEmpty() ? tr("Untitled scenario") : name;
}

QDate dateOf(const Options &options)
{
    return options.generated.isValid() ? options.generated : QDate::currentDate();
}

} // namespace

std::optional<Options::PageSize> pageSizeFromString(const QString &text)
{
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("a4")) return Options::PageSize::A4;
    if (t == QLatin1String("letter") || t == QLatin1String("us-letter"))
        return Options::PageSize::Letter;
    return std::nullopt;
}

namespace {

// Lays out and paints the report; `outline`, when given, receives its headings and their pages.
int render(QPagedPaintDevice *device, const ad::Assessment &assessment, const ad::Catalog &catalog,
           const std::string &catalogFingerprint, const Options &options,
           std::vector<PdfOutlineEntry> *outline)
{
    if (!device) return 0;
    const QPageLayout pageLayout = reportPageLayout(pageSizeId(options.pageSize));
    if (!device->setPageLayout(pageLayout)) return 0;

    ReportModels models(assessment, catalog);
    const std::optional<ad::WorkshopDigest> workshop
        = ad::digestWorkshop(options.workshop, assessment, catalog);
    if (workshop) models.workshopSpread.setDigest(*workshop);
    // Seeded: the same scenario gives the same report (docs/uncertainty.md).
    const auto sampled = std::make_shared<const ad::UncertaintyResult>(ad::analyseUncertainty(assessment, catalog));
    const ad::UncertaintyResult &uncertainty = *sampled;
    // The charts carry the same bands as in the application: P10 to P90 of the cost per token,
    // of one run's cost and of the break-even day.
    models.costPerToken.setUncertainty(sampled);
    models.training.setUncertainty(sampled);
    models.breakEven.setUncertainty(sampled);
    if (sampled->comparable) models.tornado.setResult(sampled);
    const Context ctx{assessment, catalog, models, catalogFingerprint,
                              titleOf(assessment, options), dateOf(options),
                              options.preparedBy.trimmed(), textWidthCssPx(pageLayout),
                              workshop ? &*workshop : nullptr, &uncertainty};
    std::array<QPicture, chartCount> charts;
    for (int kind = 0; kind < chartCount; ++kind) {
        const auto k = ChartKind(kind);
        charts[std::size_t(kind)] =
            recordChart(k, models, chartSize(k, models, ctx.textWidthPx));
    }
    const ReportLayout layout(device, pageLayout, reportSections(ctx),
                                      reportStyleSheet(), std::move(charts));
    const PageFrame frame{
        ctx.title, tr("AccelDecide report"),
        tr("Generated %1 · AccelDecide %2 · catalog %3")
            .arg(longDate(ctx.generated), QStringLiteral(ACCELDECIDE_VERSION),
                 QString::fromStdString(catalogFingerprint))};
    if (!layout.paint(device, frame)) return 0;
    if (outline) *outline = layout.outline();
    return layout.pageCount();
}

} // namespace

int render(QPagedPaintDevice *device, const ad::Assessment &assessment, const ad::Catalog &catalog,
                 const std::string &catalogFingerprint, const Options &options)
{
    return render(device, assessment, catalog, catalogFingerprint, options, nullptr);
}

bool writePdf(const ad::Assessment &assessment, const ad::Catalog &catalog,
                 const std::string &catalogFingerprint, const Options &options,
                 const QString &path, QString *error, int *pageCount)
{
    auto fail = [error](const QString &message) {
        if (error) *error = message;
        return false;
    };
    if (path.isEmpty()) return fail(tr("no output file given"));

    // Written to memory first: the document information is completed before anything touches
    // the disk, and QSaveFile replaces the target only once everything is written.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    const QString title = titleOf(assessment, options);
    std::vector<PdfOutlineEntry> outline;
    {
        QPdfWriter writer(&buffer);
        writer.setResolution(1200);
        writer.setTitle(title);
        writer.setCreator(
            QStringLiteral("AccelDecide %1").arg(QStringLiteral(ACCELDECIDE_VERSION)));
        const int pages
            = render(&writer, assessment, catalog, catalogFingerprint, options, &outline);
        if (pages == 0) return fail(tr("%1: the report could not be laid out").arg(path));
        if (pageCount) *pageCount = pages;
    }
    QByteArray pdf = buffer.data();
    appendPdfInfo(
        pdf,
        {title,
         options.preparedBy.trimmed().isEmpty() ? QStringLiteral("AccelDecide")
                                                : options.preparedBy.trimmed(),
         QStringLiteral("AccelDecide %1").arg(QStringLiteral(ACCELDECIDE_VERSION)),
         tr("Trainium or GPU decision report"), dateOf(options), std::move(outline),
         reportPageLayout(pageSizeId(options.pageSize)).fullRect(QPageLayout::Point)
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

std::string catalogFingerprint(const QString &overlayDirectory)
{
    ad::CatalogFiles files = ad::embeddedCatalogFiles();
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
    return ad::catalogFingerprint(files);
}

} // namespace report
