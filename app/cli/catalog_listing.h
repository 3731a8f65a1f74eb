#pragma once
// `catalog list` output: what the catalog holds, with every price normalised to USD per chip-hour
// by the core's pricing rules, and the figures whose sources disagree.
#include "catalog/catalog.h"

#include <nlohmann/json.hpp>
#include <string>

namespace ad::cli {

std::string catalogToText(const Catalog &catalog);
nlohmann::json catalogToJson(const Catalog &catalog);
std::string catalogPricesToCsv(const Catalog &catalog); // one row per offer and pricing model

} // namespace ad::cli
