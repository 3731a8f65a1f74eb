#pragma once
// The catalog the application evaluates against: the shipped one, optionally merged with a user
// overlay directory. A bad overlay is refused as a whole and the previous catalog stays in use.
#include "assessment/assessment.h"
#include "catalog/catalog.h"
#include "base/diagnostics.h"
#include "model/scenario.h"

#include <QObject>
#include <QString>

#include <optional>

class CatalogSession : public QObject
{
    Q_OBJECT
public:
    explicit CatalogSession(QObject *parent = nullptr); // loads the embedded catalog

    const ad::Catalog &catalog() const { return m_merged; }
    const ad::Catalog &shipped() const { return m_shipped; }
    // What every assessment finds in the catalog in use (ad::reviewCatalog), worked out once per
    // catalog rather than on every edit.
    const ad::CatalogReview &review() const;
    // Problems of the shipped catalog and of the overlay in use (warnings only for the overlay:
    // an overlay with errors is never in use).
    ad::Diagnostics diagnostics() const;
    int problemCount() const { return int(diagnostics().size()); }

    QString overlayDirectory() const { return m_overlayDirectory; }
    bool hasOverlay() const { return !m_overlayDirectory.isEmpty(); }

    // Returns false and leaves the catalog as it was when the overlay has errors. *problems gets
    // every diagnostic found (warnings too, on success).
    bool loadOverlay(const QString &directory, ad::Diagnostics *problems);
    void clearOverlay();

    // A scenario's saved prices in place of the catalog's (ad::withSavedPrices), kept across
    // overlay changes until cleared with an empty list. catalog() then has them; today() never.
    void useSavedPrices(const std::vector<ad::SavedPrice> &saved);
    bool usingSavedPrices() const { return !m_savedPrices.empty(); }
    // The shipped catalog with the overlay in use, without saved prices: what "today" means.
    const ad::Catalog &today() const { return m_today; }

signals:
    void catalogChanged();

private:
    void setMerged(ad::Catalog merged);

    ad::Catalog m_shipped, m_today, m_merged;
    std::vector<ad::SavedPrice> m_savedPrices;
    mutable std::optional<ad::CatalogReview> m_review;  // of m_merged
    ad::Diagnostics m_shippedProblems, m_overlayProblems;
    QString m_overlayDirectory;
};
