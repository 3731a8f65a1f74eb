#pragma once
// The catalog figures a decision rests on, each once, with the options that read it: the report's
// appendix lists them and its risks section counts them by kind. The model records each figure
// where it reads it (OptionAssessment::inputs, CriterionScore::input); this only gathers them.
#include "assessment/assessment.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace ad {

struct FigureUse {
    UsedFigure figure;
    std::set<std::string> optionIds;  // the options of the decision that read it
};

// Option figures first (chips, offers, measurements), then porting and upkeep, then the expert
// scores of criteria that carry weight; each group in the matrix's order of options.
std::vector<FigureUse> figuresUsed(const Assessment &assessment);

// The price statement an option's cost rests on (its pricing model's price as recorded in
// OptionAssessment::inputs), or nullptr when it has none: for its date, source and age.
const UsedFigure *priceUsed(const OptionAssessment &option);

std::map<FigureKind, int> countByKind(const std::vector<FigureUse> &figures);

// Every warning about the figures, most severe first: failed checks of published measurements,
// the catalog's conflicts and unit mismatches, and the options' own flags.
std::vector<Flag> allWarnings(const Assessment &assessment);

// The warnings that touch a figure this decision uses: failed checks of the measurements it
// read, disagreeing sources of the figures it read, and the flags of the options in the decision.
// A catalog problem about a chip, model or price the scenario never reads is left out.
std::vector<Flag> warningsThatMatter(const Assessment &assessment);

} // namespace ad
