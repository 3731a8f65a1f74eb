#pragma once
// The catalog figures behind the options a report compares: chip specifications, prices, chips
// per instance, the measurements the model used, porting estimates and expert scores. The
// appendix lists them with source, date and kind; the risks section counts the vendor claims.
#include "assessment.h"
#include "catalog.h"

#include <set>
#include <string>
#include <vector>

namespace ad::report {

struct UsedFigure {
    std::string subject;       // "AWS Trainium3", "AWS trn3.48xlarge", "Porting"
    std::string what;          // "memory per chip", "On-demand price"
    const Figure *figure = nullptr;
    std::set<std::string> optionIds;  // options of the decision that rely on it (empty: all)
};

std::vector<UsedFigure> usedFigures(const Assessment &assessment, const Catalog &catalog);

// The decision's options (included and knocked out), in matrix order.
std::vector<const OptionAssessment *> decisionOptions(const Assessment &assessment);

// "144 GiB", "0.89 USD/chip-hour", "2025": a statement as the catalog file quotes it.
std::string quotedValue(const Statement &statement);

} // namespace ad::report
