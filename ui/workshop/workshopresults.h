#pragma once
// What the workshop window, its tables and the projector show about one round, gathered from the
// core in one place so that every view shows the same figures. Nothing here computes: each
// number comes from a core function (core/group/workshop.h); this file only names and formats them.
#include "assessment/assessment.h"
#include "catalog/catalog.h"
#include "group/workshop.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace workshopui {

struct RoundResults {
    int round = 0;          // 0: no round to show
    bool revealed = false;
    int ballots = 0;
    ad::AggregationMethod method = ad::AggregationMethod::Median;
    std::vector<ad::AggregatedWeight> weights; // criterion id order
    std::vector<ad::CriterionSpread> spreads;  // most contested first
    std::optional<ad::RankingAgreement> ranking; // empty without an assessment
    std::optional<ad::RoundComparison> moves;    // against the round before, from round 2 on
};

// Everything about `round` (values only when it is revealed: before that, counts only).
RoundResults roundResults(const ad::Workshop &workshop, int round,
                          const ad::Assessment *assessment, const ad::Catalog &catalog);

// The round the results views show: the current one once revealed, else the latest revealed
// round, else 0 (nothing to show yet).
int roundToShow(const ad::Workshop &workshop);

// "Round 2 — 5 of 8 ballots in", "Round 2 — revealed (8 ballots)".
QString roundStatus(const ad::Workshop &workshop);
// Participants of the current round who have (or have not) voted, as labels the room may see:
// their names, since who has voted is no secret, only what they voted.
QStringList votedNames(const ad::Workshop &workshop, bool voted);
// Ballots of the current round made against another scenario fingerprint than `fingerprint`.
int ballotsOnOtherScenario(const ad::Workshop &workshop, const std::string &fingerprint);

// The criterion's name and the first sentence of its description (short enough for a ballot
// line) in the interface language (views::catalogText()).
QString criterionName(const ad::Catalog &catalog, const std::string &id);
QString criterionSummary(const ad::Catalog &catalog, const std::string &id);
// Up to the first ". " before a capital letter.
QString firstSentence(const QString &text);
// The core's lower-case clause ("a participant needs a name"), written in the interface language
// (views::text()), as a sentence for a message.
QString sentenceOf(const ad::Message &clause);
QString optionLabel(const ad::Assessment *assessment, const std::string &optionId);
// participantName() in the interface language, isolated (ad::isolated()): a name shown beside
// others never reorders them.
QString label(const ad::Workshop &workshop, const std::string &participantId);
// A name for showing, isolated the same way.
QString shownName(const std::string &name);
// A name typed or sent to the application, in Unicode's composed form (NFC), for the core, which
// compares names as they are: "é" typed as one character or as "e" and an accent is one name.
std::string normalizedName(const QString &name);
QString methodName(ad::AggregationMethod method);

// Kendall's W in plain words. R. C. Schmidt, "Managing Delphi surveys using nonparametric
// statistical techniques", Decision Sciences 28 (3), 1997, reads W = 0.1 as very weak, 0.3 weak,
// 0.5 moderate, 0.7 strong and 0.9 unusually strong agreement; we take each as the middle of a
// band 0.2 wide (below 0.2 very weak, ..., 0.8 and above unusually strong).
QString kendallReading(const std::optional<double> &w);
// "5 of 8 pick <option>", most picked first.
QStringList winnerCountLines(const ad::RankingAgreement &ranking, const ad::Assessment *assessment);

// The criteria of a comparison for showing: weight changes first, largest first (as the core
// orders them), then, among weights that held, the largest change of spread, since a room
// converging on the same weight is news too.
std::vector<ad::CriterionMove> movesForDisplay(const ad::RoundComparison &comparison);

// Fixed decimals, "n/a" when not finite; a sign for changes.
QString decimal(double value, int decimals = 2);
QString signedDecimal(double value, int decimals = 2);

} // namespace workshopui
