#pragma once
// The assessment of one scenario: every option evaluated, the catalog checked, the decision
// matrix scored and the recommendation written. The parts it runs sit in assessment/ (each
// option's figures) and decision/ (the matrix, the trade, the recommendation).
#include "assessment/assessment.h"

namespace ad {

CatalogReview reviewCatalog(const Catalog &catalog);

// Evaluates every option, the checks, the decision matrix and the recommendation.
Assessment assess(const Scenario &scenario, const Catalog &catalog);
// The same, with `review` = reviewCatalog(catalog) worked out beforehand.
Assessment assess(const Scenario &scenario, const Catalog &catalog, const CatalogReview &review);

} // namespace ad
