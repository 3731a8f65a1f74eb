#pragma once
// The one-page decision memo for the budget owner: the recommendation in a sentence, the two
// sides in dollars, how firm the answer is, the three risks, what would flip it and the next
// step. Page 1 of the report, the GUI's overview and `acceldecide-cli evaluate` all show this
// value (docs/decision.md, "The memo").
#include "assessment/assessment.h"
#include "base/message.h"

#include <optional>
#include <string>
#include <vector>

namespace ad {

// One side of the trade, in dollars over the horizon.
struct MemoSide {
    std::string optionId, label;
    double compute = 0;   // chips, net of credits
    double porting = 0;   // one-off
    double upkeep = 0;    // SDK upkeep over the horizon
    double total = 0;     // the option's cost over the horizon (compute + porting + upkeep)
    bool operator==(const MemoSide &) const = default;
};

// How far one input may move before the cheaper side of the trade changes, found on the model's
// own cost formulas: each total is linear in its chip bill (price × chip-hours) and in the weeks
// of porting, so the root is exact, and re-evaluating the model there agrees (tst_memo).
struct Threshold {
    enum class Input {
        TrainiumChipCost,  // a multiple of Trainium's chip bill: its price or 1 / its throughput
        PortingWeeks,      // weeks of porting
        GpuPrice           // a multiple of the GPU's price
    };
    Input input = Input::TrainiumChipCost;
    double current = 0;   // as assumed: 1 (a multiple) or the weeks estimated
    double flip = 0;      // where the two totals are equal
    Message text;         // "Trainium stays cheaper unless ..."
    bool operator==(const Threshold &) const = default;
};

struct DecisionMemo {
    Lean lean = Lean::Undecided;
    // Every sentence is a message (message.h): each front end writes it in its reader's language.
    Text decision;                       // the recommendation in one sentence
    std::vector<Text> plan;              // the plan cannot be carried out as entered
    std::optional<MemoSide> trainium, gpu;
    bool trainiumCheaper = false;
    double saving = 0, savingShare = 0;  // of the dearer side
    Text savingText;                     // "Trainium saves $1.2 M (36%) over 36 months."
    Text payback;                        // "The port pays back after 51 days.", or empty
    // The figures of kind estimate or vendor claim the two sides read, each with its source; a
    // price nobody publishes says so with the price at which the cheaper side changes.
    std::vector<Text> restsOn;
    Text firmness;                       // how sure, in plain words
    std::vector<Threshold> thresholds;   // what would flip the dollars
    std::vector<Text> flips;             // what would flip the answer, dollars first, then weights
    std::vector<Text> risks;             // at most three
    Text nextStep;
    bool operator==(const DecisionMemo &) const = default;
};

// How firm the cost side of the answer is: one rule for every front end (docs/uncertainty.md,
// "How firm"). With samples, from the share of plausible cases in which the side cheaper at the
// likely figures stays cheaper; before sampling, from how far the nearest input may move.
enum class Firmness { Firm, ModeratelyFirm, Fragile };
Firmness firmnessFromShare(double share);   // >= 90 %: firm; >= 75 %: moderately firm
Firmness firmnessFromMove(double move);     // >= 30 %: firm; >= 10 %: moderately firm
Template firmnessWords(Firmness firmness); // "Firm on cost", ...

struct UncertaintyResult;

// Needs a complete assessment (options, decision, trade, recommendation). With `uncertainty`
// (analyseUncertainty() of the same assessment), how firm the answer is and what a benchmark is
// worth are told from the samples; without it, from the thresholds alone.
DecisionMemo memoOf(const Assessment &assessment, const UncertaintyResult *uncertainty = nullptr);

} // namespace ad
