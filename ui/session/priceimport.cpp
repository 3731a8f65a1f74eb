#include "priceimport.h"

#include "base/input_limits.h"
#include "base/json_reader.h"
#include "inputs/measurement_import.h"
#include "measurementimport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace {

std::string local(const QString &path) { return QDir::toNativeSeparators(path).toStdString(); }

} // namespace

ad::PriceImport imports::previewPriceImport(const QStringList &paths, const ad::PriceImportOptions &options,
                                   const ad::Catalog &catalog)
{
    std::vector<ad::PriceFile> files;
    ad::Diagnostics problems;
    for (const QString &path : paths) {
        const auto text = ad::readTextFile(QFile::encodeName(path).toStdString(),
                                           ad::limits::priceFileBytes,
                                           ad::msg(QT_TRANSLATE_NOOP("Message", "price file")), problems);
        if (!text) continue;
        // Prices the file does not date are as old as the file.
        const QString day = QFileInfo(path).lastModified().toUTC().date().toString(Qt::ISODate);
        files.push_back({local(path), *text, day.toStdString()});
    }
    if (ad::hasErrors(problems)) {
        ad::PriceImport failed;
        failed.diagnostics = problems;
        return failed;
    }
    return ad::importPriceFiles(files, options, catalog);
}

bool imports::applyPriceImport(const ad::PriceImport &import, const QString &directory,
                      const ad::Catalog &shipped, ad::Diagnostics &out)
{
    if (!import.anythingToApply()) return false;
    const QDir dir(directory);
    const QString offersPath = dir.filePath(QStringLiteral("offers.json"));
    const QString sourcesPath = dir.filePath(QStringLiteral("sources.json"));
    const auto oldOffers = imports::overlayFileText(offersPath, out);
    auto sources = imports::overlayFileText(sourcesPath, out);
    if (!oldOffers || !sources) return false;
    const auto offers = ad::mergedOffersFile(*oldOffers, local(offersPath), import.offers, out);
    for (const auto &source : import.sources)
        if (sources) sources = ad::mergedSourcesFile(*sources, local(sourcesPath), source, out);
    if (!offers || !sources) return false;
    // Sources first: offers citing a source the folder lacks would not load.
    return imports::writeOverlayFiles(directory, {{"sources.json", *sources}, {"offers.json", *offers}},
                             shipped, out);
}
