#pragma once
// What the result views share: the core's number formats as QString, the translated names of
// core enums, the explainable quantities of an option and the roles the models expose. Strings
// shown to the user are translated here, in the GUI layer, never in the core.
#include "assessment/assessment.h"
#include "group/workshop.h"

#include <QColor>
#include <QDate>
#include <QLocale>
#include <QPalette>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <optional>
#include <vector>

namespace views {

enum Role {
    // Raw double behind a displayed figure (NaN when unknown); charts and tests read this.
    ValueRole = Qt::UserRole + 1,
    // "optionId\nquantity key" for cells that show a quantity the details view can explain.
    ExplainKeyRole,
};

// The locale figures, money and dates are shown in: the interface language's, set by
// translations::install(), and US English until then, whatever the process locale says, so the
// tests read the same figures under any LANG. Files and the command line never use it.
void setDisplayLocale(const QLocale &locale);
QLocale displayLocale();
// The core's English text of a figure ("$1,963,085", "3.2 days", "109.1 billion", "42%") as the
// display locale writes it: under German "1.963.085 $", "3,2 Tage", "109,1 Mrd.", "42 %". Every
// function below goes through it; in US English it changes nothing.
QString localized(const std::string &english);
// A calendar date ("2026-01-21", as files hold it) in the display language: "2026-01-21" in
// English, "21.01.2026" in German; a text that is not such a date is returned as it is.
QString shortDate(const QString &isoDate);
// "21 January 2026", "21. Januar 2026".
QString longDate(const QDate &date);

QString usd(double value);
// Amounts read side by side (a table column, the rows of one side) in one form: all in whole
// dollars or all in millions, never "$7,394,714" beside "$16.6 M" (core formatUsdAlike()).
QStringList usdAlike(const std::vector<double> &values);
// "$1.96 M", "$312 k": dollars to three significant figures, for cards and chart labels.
QString usdShort(double value);
QString count(double value);
QString duration(double days);
QString percent(double fraction, int decimals = 0);
QString number(double value, int decimals);
// A quantity with its unit in words: "$2.15/chip-h", "3.2 days", "1.4 thousand tokens/s".
QString quantity(const ad::Quantity &q);
QString termValue(const ad::Term &term);

QString methodName(ad::Method method);
QString pricingModelName(ad::PricingModel model);
// The pricing model inside a sentence: "on-demand", "1-year commitment" ("On-Demand" in German).
QString pricingModelInSentence(ad::PricingModel model);
// "Trainium", "GPU", "Hybrid", "Undecided": the lean alone, as a recommendation names it.
QString leanWord(ad::Lean lean);
// "vendor", "independent", "derived", "estimate", "your measurement".
QString figureKindName(ad::FigureKind kind);
// "mean", "median", "geometric mean", inside a sentence ("Mittelwert" in German).
QString aggregationName(ad::AggregationMethod method);
QString leanName(ad::Lean lean);
QString flagLevelName(ad::FlagLevel level);

// The per-option quantities the details view explains, in display order.
struct QuantityField {
    const char *key;                                   // stable id ("costPerMTokens")
    const char *label;                                 // untranslated, see fieldLabel()
    const ad::Quantity *(*get)(const ad::OptionAssessment &);
};
const std::vector<QuantityField> &quantityFields();
const QuantityField *quantityField(const QString &key);
QString fieldLabel(const QuantityField &field);

QString explainKey(const std::string &optionId, const char *fieldKey);
// Splits an ExplainKeyRole value; empty optional when it is not one.
std::optional<std::pair<std::string, QString>> parseExplainKey(const QVariant &value);

// Dark when the window background is darker than mid-grey: charts switch theme on this.
bool isDark(const QPalette &palette);
// `over` laid on `under` with opacity `share` (0..1), as one opaque colour.
QColor mixed(const QColor &under, const QColor &over, double share);

// Colour slots (indices into a palette of `paletteSize` colours) for the options `offerIds` shown
// together in one chart, keyed by offer rather than by rank: each offer prefers the slot of its
// place in the catalog, and takes the next free one only when an offer before it in the catalog,
// shown in the same chart, already has that slot. Re-ranking never changes a colour; only a change
// of which offers are shown can, and only for an offer that shares a preferred slot.
std::vector<int> colourSlots(const ad::Assessment &assessment,
                             const std::vector<std::string> &offerIds, int paletteSize);

} // namespace views
