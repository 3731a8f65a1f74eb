#include "viewformat.h"

#include <algorithm>

#include "assessment/assessment_format.h"

#include <QCoreApplication>

#include <cmath>

namespace views {

namespace {
QString tr(const char *text) { return QCoreApplication::translate("views", text); }
QString from(const std::string &s) { return QString::fromStdString(s); }
} // namespace

QString usd(double value) { return from(ad::formatUsd(value)); }
QString usdShort(double value)
{
    if (!std::isfinite(value)) return tr("n/a");
    const double a = std::abs(value);
    auto scaled = [&](double unit, const QString &suffix) {
        const double v = value / unit;
        const int decimals = std::abs(v) >= 100 ? 0 : std::abs(v) >= 10 ? 1 : 2;
        return QStringLiteral("$") + number(v, decimals) + suffix;
    };
    if (a >= 1e9) return scaled(1e9, tr(" B"));
    if (a >= 1e6) return scaled(1e6, tr(" M"));
    if (a >= 1e4) return scaled(1e3, tr(" k"));
    return usd(value);
}
QString count(double value) { return from(ad::formatCount(value)); }
QString duration(double days) { return from(ad::formatDuration(days)); }
QString percent(double fraction, int decimals)
{
    return from(ad::formatPercent(fraction, decimals));
}

QString number(double value, int decimals) { return from(ad::formatNumber(value, decimals)); }

namespace {

// Formats a value by its unit string as the core writes it ("USD", "USD/chip-h", "days",
// "fraction", "tokens/s" ...). Unknown units fall back to a count with the unit appended.
QString withUnit(double value, const std::string &unitText)
{
    if (!std::isfinite(value)) return tr("n/a");
    const QString unit = from(unitText);
    if (unit == QLatin1String("USD")) return usd(value);
    if (unit.startsWith(QLatin1String("USD/")) || unit.startsWith(QLatin1String("USD per")))
        return usd(value) + unit.mid(3);
    if (unit == QLatin1String("days") || unit == QLatin1String("day")) return duration(value);
    if (unit == QLatin1String("fraction") || unit == QLatin1String("share")
        || unit == QLatin1String("ratio"))
        return percent(value, 1);
    if (unit == QLatin1String("%")) return percent(value / 100.0, 1);
    // "243 ZFLOP" rather than a power of ten: compute is quoted with SI prefixes.
    if (unit == QLatin1String("FLOP")) return from(ad::formatFlops(value));
    if (unit == QLatin1String("FLOP/s")) return from(ad::formatFlops(value, "/s"));
    if (unit.isEmpty()) return count(value);
    return count(value) + QLatin1Char(' ') + unit;
}

} // namespace

QString quantity(const ad::Quantity &q) { return withUnit(q.value, q.unit); }
QString termValue(const ad::Term &term) { return withUnit(term.value, term.unit); }

QString methodName(ad::Method method)
{
    switch (method) {
    case ad::Method::Input: return tr("your input");
    case ad::Method::Catalog: return tr("catalog figure");
    case ad::Method::Measurement: return tr("measured");
    case ad::Method::Roofline: return tr("roofline estimate");
    case ad::Method::FirstPrinciples: return tr("first principles");
    case ad::Method::Derived: return tr("derived");
    case ad::Method::Unknown: break;
    }
    return tr("unknown");
}

QString pricingModelName(ad::PricingModel model)
{
    switch (model) {
    case ad::PricingModel::OnDemand: return tr("On-demand");
    case ad::PricingModel::Commit1y: return tr("1-year commitment");
    case ad::PricingModel::Commit3y: return tr("3-year commitment");
    case ad::PricingModel::Spot: return tr("Spot");
    case ad::PricingModel::CapacityBlock: return tr("Capacity Block");
    }
    return {};
}

QString leanName(ad::Lean lean)
{
    switch (lean) {
    case ad::Lean::Trainium: return tr("Lean: Trainium");
    case ad::Lean::Gpu: return tr("Lean: GPU");
    case ad::Lean::Hybrid: return tr("Lean: hybrid");
    case ad::Lean::Undecided: break;
    }
    return tr("Lean: undecided");
}

QString flagLevelName(ad::FlagLevel level)
{
    switch (level) {
    case ad::FlagLevel::Info: return tr("Note");
    case ad::FlagLevel::Suspicious: return tr("Suspicious");
    case ad::FlagLevel::Impossible: return tr("Impossible");
    case ad::FlagLevel::Conflict: return tr("Conflicting sources");
    case ad::FlagLevel::UnitMismatch: return tr("Unit mismatch");
    case ad::FlagLevel::VendorClaim: return tr("Vendor claim");
    }
    return {};
}

const std::vector<QuantityField> &quantityFields()
{
    using O = ad::OptionAssessment;
#define FIELD(member, label) {#member, QT_TRANSLATE_NOOP("views", label), \
                              [](const O &o) { return &o.member; }}
#define FIELD_AS(key, member, label) {#key, QT_TRANSLATE_NOOP("views", label), \
                                      [](const O &o) { return &o.member; }}
    static const std::vector<QuantityField> fields = {
        FIELD(pricePerChipHour, "Price per chip-hour"),
        FIELD(inferenceChips, "Chips per inference replica"),
        FIELD(decodeTokensPerSecond, "Decode tokens/s per chip"),
        FIELD(costPerMTokens, "Cost per million tokens"),
        FIELD(inferenceCostPerYear, "Inference cost per year"),
        FIELD(trainingChipsMin, "Minimum training chips"),
        FIELD(memoryHeadroom, "Memory headroom"),
        FIELD(trainingChipHours, "Training chip-hours per run"),
        FIELD(trainingCostPerRun, "Training cost per run"),
        FIELD(trainingWallClockDays, "Wall-clock time per run"),
        FIELD(trainingCostPerYear, "Training cost per year"),
        FIELD(portingWeeks, "Porting effort"),
        FIELD(portingCost, "Porting cost"),
        FIELD(maintenanceCostPerYear, "Neuron maintenance per year"),
        FIELD(computeCostOverHorizon, "Compute cost over horizon"),
        FIELD(creditsApplied, "Credits applied"),
        FIELD(tco, "Total cost over horizon"),
        FIELD_AS(breakEvenDays, breakEven.days, "Break-even (days)"),
        FIELD_AS(breakEvenTokens, breakEven.tokens, "Break-even (tokens)"),
        FIELD_AS(breakEvenRuns, breakEven.runs, "Break-even (training runs)"),
    };
#undef FIELD
#undef FIELD_AS
    return fields;
}

const QuantityField *quantityField(const QString &key)
{
    for (const auto &f : quantityFields())
        if (key == QLatin1String(f.key)) return &f;
    return nullptr;
}

QString fieldLabel(const QuantityField &field) { return tr(field.label); }

QString explainKey(const std::string &optionId, const char *fieldKey)
{
    return from(optionId) + QLatin1Char('\n') + QLatin1String(fieldKey);
}

std::optional<std::pair<std::string, QString>> parseExplainKey(const QVariant &value)
{
    const QString text = value.toString();
    const auto cut = text.indexOf(QLatin1Char('\n'));
    if (cut <= 0) return std::nullopt;
    return std::make_pair(text.left(cut).toStdString(), text.mid(cut + 1));
}

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

QColor mixed(const QColor &under, const QColor &over, double share)
{
    const double t = std::clamp(share, 0.0, 1.0);
    auto channel = [t](double a, double b) { return a + (b - a) * t; };
    return QColor::fromRgbF(float(channel(under.redF(), over.redF())),
                            float(channel(under.greenF(), over.greenF())),
                            float(channel(under.blueF(), over.blueF())));
}

std::vector<int> colourSlots(const ad::Assessment &assessment,
                             const std::vector<std::string> &offerIds, int paletteSize)
{
    // The catalog's order of offers, as the assessment lists its options.
    std::vector<std::string> catalogOrder;
    for (const auto &o : assessment.options)
        if (std::find(catalogOrder.begin(), catalogOrder.end(), o.offerId) == catalogOrder.end())
            catalogOrder.push_back(o.offerId);
    auto place = [&](const std::string &id) {
        const auto at = std::find(catalogOrder.begin(), catalogOrder.end(), id);
        return int(at - catalogOrder.begin());
    };
    std::vector<std::size_t> order(offerIds.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return place(offerIds[a]) < place(offerIds[b]);
    });
    std::vector<int> assigned(offerIds.size(), 0);
    std::vector<bool> taken(std::size_t(std::max(paletteSize, 1)), false);
    for (std::size_t i : order) {
        int slot = place(offerIds[i]) % int(taken.size());
        for (std::size_t tries = 0; tries < taken.size() && taken[std::size_t(slot)]; ++tries)
            slot = (slot + 1) % int(taken.size());
        taken[std::size_t(slot)] = true;
        assigned[i] = slot;
    }
    return assigned;
}

} // namespace views
