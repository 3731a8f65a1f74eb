#include "catalogsession.h"
#include "evaluation/assess.h"

#include "inputs/price_snapshot.h"

#include "catalog/catalog_io.h"

#include <QDir>
#include <QFile>

CatalogSession::CatalogSession(QObject *parent) : QObject(parent)
{
    ad::CatalogLoad shipped = ad::loadEmbeddedCatalog();
    m_shipped = std::move(shipped.catalog);
    m_shippedProblems = std::move(shipped.diagnostics);
    setMerged(m_shipped);
}

void CatalogSession::setMerged(ad::Catalog merged)
{
    m_today = std::move(merged);
    m_merged = m_savedPrices.empty() ? m_today : ad::withSavedPrices(m_today, m_savedPrices);
    m_review.reset();
}

void CatalogSession::useSavedPrices(const std::vector<ad::SavedPrice> &saved)
{
    if (saved == m_savedPrices) return;
    m_savedPrices = saved;
    setMerged(m_today);
    emit catalogChanged();
}

const ad::CatalogReview &CatalogSession::review() const
{
    if (!m_review) m_review = ad::reviewCatalog(m_merged);
    return *m_review;
}

ad::Diagnostics CatalogSession::diagnostics() const
{
    ad::Diagnostics all = m_shippedProblems;
    all.insert(all.end(), m_overlayProblems.begin(), m_overlayProblems.end());
    return all;
}

bool CatalogSession::loadOverlay(const QString &directory, ad::Diagnostics *problems)
{
    ad::CatalogLoad overlay;
    if (!QDir(directory).exists()) {
        overlay.diagnostics.push_back({ad::Severity::Error,
                                       QDir::toNativeSeparators(directory).toStdString(), {},
                                       ad::msg(QT_TRANSLATE_NOOP("Message", "the folder does not exist"))});
    } else {
        overlay = ad::loadCatalogDirectory(QFile::encodeName(directory).toStdString(),
                                           &m_shipped);
    }
    if (problems) *problems = overlay.diagnostics;
    if (ad::hasErrors(overlay.diagnostics)) return false;

    setMerged(ad::mergeCatalogs(m_shipped, overlay.catalog));
    m_overlayProblems = std::move(overlay.diagnostics);
    m_overlayDirectory = directory;
    emit catalogChanged();
    return true;
}

void CatalogSession::clearOverlay()
{
    if (!hasOverlay()) return;
    setMerged(m_shipped);
    m_overlayProblems.clear();
    m_overlayDirectory.clear();
    emit catalogChanged();
}
