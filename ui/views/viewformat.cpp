#include "viewformat.h"

#include <algorithm>

#include "formats/assessment_format.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

namespace views {

namespace {
QString tr(const char *text) { return QCoreApplication::translate("views", text); }
QString from(const std::string &s) { return QString::fromStdString(s); }

QLocale &shownLocale()
{
    static QLocale locale(QLocale::English, QLocale::UnitedStates);
    return locale;
}

// US English as the core writes it: nothing to change.
bool asTheCoreWrites()
{
    const QLocale &l = shownLocale();
    return (l.language() == QLocale::English || l.language() == QLocale::C)
        && l.decimalPoint() == QLatin1String(".") && l.groupSeparator() == QLatin1String(",");
}

// The words the core's number formats and units use, translated under "views"; the others stay.
QString word(const QString &english)
{
    static const char *const words[] = {
        QT_TRANSLATE_NOOP("views", "n/a"),      QT_TRANSLATE_NOOP("views", "never"),
        QT_TRANSLATE_NOOP("views", "thousand"), QT_TRANSLATE_NOOP("views", "million"),
        QT_TRANSLATE_NOOP("views", "billion"),  QT_TRANSLATE_NOOP("views", "trillion"),
        QT_TRANSLATE_NOOP("views", "hour"),     QT_TRANSLATE_NOOP("views", "hours"),
        QT_TRANSLATE_NOOP("views", "day"),      QT_TRANSLATE_NOOP("views", "days"),
        QT_TRANSLATE_NOOP("views", "week"),     QT_TRANSLATE_NOOP("views", "weeks"),
        QT_TRANSLATE_NOOP("views", "month"),    QT_TRANSLATE_NOOP("views", "months"),
        QT_TRANSLATE_NOOP("views", "year"),     QT_TRANSLATE_NOOP("views", "years"),
        QT_TRANSLATE_NOOP("views", "today"),    QT_TRANSLATE_NOOP("views", "old"),
        QT_TRANSLATE_NOOP("views", "chips"),    QT_TRANSLATE_NOOP("views", "replicas"),
        QT_TRANSLATE_NOOP("views", "tokens"),   QT_TRANSLATE_NOOP("views", "parameters"),
        QT_TRANSLATE_NOOP("views", "sequences"), QT_TRANSLATE_NOOP("views", "runs"),
        QT_TRANSLATE_NOOP("views", "bytes"),    QT_TRANSLATE_NOOP("views", "releases"),
        QT_TRANSLATE_NOOP("views", "people"),   QT_TRANSLATE_NOOP("views", "chip-h"),
        QT_TRANSLATE_NOOP("views", "tokens/s"), QT_TRANSLATE_NOOP("views", "tokens/s/chip"),
        QT_TRANSLATE_NOOP("views", "bytes/s"),  QT_TRANSLATE_NOOP("views", "yes"),
        QT_TRANSLATE_NOOP("views", "no"),
    };
    for (const char *w : words)
        if (english == QLatin1String(w)) return tr(w);
    return english;
}

} // namespace

void setDisplayLocale(const QLocale &locale) { shownLocale() = locale; }
QLocale displayLocale() { return shownLocale(); }

QString localized(const std::string &english)
{
    QString text = from(english);
    if (asTheCoreWrites()) return text;
    auto replaceAll = [](const QString &in, const QRegularExpression &re, auto &&with) {
        QString out;
        qsizetype last = 0;
        for (auto it = re.globalMatch(in); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            out += in.mid(last, m.capturedStart() - last) + with(m);
            last = m.capturedEnd();
        }
        return out + in.mid(last);
    };
    const QLocale &l = shownLocale();
    // Separators first. A private-use character stands for the group separator until the end,
    // so that swapping '.' and ',' cannot mix the two up.
    const QChar group(0xE000);
    static const QRegularExpression digits(QStringLiteral("[0-9][0-9,]*(?:\\.[0-9]+)?"));
    text = replaceAll(text, digits, [&](const QRegularExpressionMatch &m) {
        QString n = m.captured();
        n.replace(QLatin1Char(','), group).replace(QLatin1Char('.'), l.decimalPoint());
        return n;
    });
    // A number now: "0,61", "2,43 × 10¹⁵", and "1.963.085" with the placeholder between groups.
    static const QString number =
        QStringLiteral("[0-9][0-9\\x{E000}.,]*(?: × 10[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+)?");
    // Money: "$1.96 M" becomes "1,96 Mio. $" under German; the translation places the symbol.
    static const QRegularExpression money(
        QStringLiteral("(-?)\\$(-?%1)( [kMB](?![A-Za-z]))?").arg(number));
    text = replaceAll(text, money, [](const QRegularExpressionMatch &m) {
        QString amount = m.captured(2);
        const QString scale = m.captured(3);
        if (scale == QLatin1String(" k")) amount += tr(" k");
        else if (scale == QLatin1String(" M")) amount += tr(" M");
        else if (scale == QLatin1String(" B")) amount += tr(" B");
        //: An amount of US dollars; %1 is the number with its scale ("1.96 M"). Place the symbol.
        return m.captured(1) + QCoreApplication::translate("views", "$%1").arg(amount);
    });
    static const QRegularExpression percent(QStringLiteral("(-?%1)%").arg(number));
    text = replaceAll(text, percent, [](const QRegularExpressionMatch &m) {
        //: A percentage; %1 is the number.
        return QCoreApplication::translate("views", "%1%").arg(m.captured(1));
    });
    static const QRegularExpression words(QStringLiteral("[A-Za-z][A-Za-z/-]*"));
    text = replaceAll(text, words, [](const QRegularExpressionMatch &m) {
        return word(m.captured());
    });
    text.replace(group, l.groupSeparator());
    return text;
}

QString shortDate(const QString &isoDate)
{
    const QDate date = QDate::fromString(isoDate, Qt::ISODate);
    if (!date.isValid() || asTheCoreWrites()) return isoDate;
    //: The format of a short date (QDate::toString), e.g. dd.MM.yyyy
    return shownLocale().toString(date, QCoreApplication::translate("views", "yyyy-MM-dd"));
}

QString longDate(const QDate &date)
{
    //: The format of a long date (QDate::toString), e.g. d. MMMM yyyy
    const QString format = QCoreApplication::translate("views", "d MMMM yyyy");
    if (asTheCoreWrites())
        return QLocale(QLocale::English, QLocale::UnitedKingdom).toString(date, format);
    return shownLocale().toString(date, format);
}

QString usd(double value) { return localized(ad::formatUsd(value)); }
QStringList usdAlike(const std::vector<double> &values)
{
    QStringList out;
    for (const std::string &english : ad::formatUsdAlike(values)) out << localized(english);
    return out;
}
QString usdShort(double value)
{
    if (!std::isfinite(value)) return tr("n/a");
    const double a = std::abs(value);
    // Written as the core writes its amounts, then put in the display locale once.
    auto scaled = [&](double unit, const char *suffix) {
        const double v = value / unit;
        const int decimals = std::abs(v) >= 100 ? 0 : std::abs(v) >= 10 ? 1 : 2;
        return localized("$" + ad::formatNumber(v, decimals) + suffix);
    };
    if (a >= 1e9) return scaled(1e9, " B");
    if (a >= 1e6) return scaled(1e6, " M");
    if (a >= 1e4) return scaled(1e3, " k");
    return usd(value);
}
QString count(double value) { return localized(ad::formatCount(value)); }
QString duration(double days) { return localized(ad::formatDuration(days)); }
QString percent(double fraction, int decimals)
{
    return localized(ad::formatPercent(fraction, decimals));
}

QString number(double value, int decimals) { return localized(ad::formatNumber(value, decimals)); }

namespace {

// Formats a value by its unit string as the core writes it ("USD", "USD/chip-h", "days",
// "fraction", "tokens/s" ...). Unknown units fall back to a count with the unit appended.
QString withUnit(double value, const std::string &unitText)
{
    if (!std::isfinite(value)) return tr("n/a");
    const QString unit = from(unitText);
    if (unit == QLatin1String("USD")) return usd(value);
    if (unit.startsWith(QLatin1String("USD/")) || unit.startsWith(QLatin1String("USD per")))
        return usd(value) + localized(unitText.substr(3));
    if (unit == QLatin1String("days") || unit == QLatin1String("day")) return duration(value);
    if (unit == QLatin1String("fraction") || unit == QLatin1String("share")
        || unit == QLatin1String("ratio"))
        return percent(value, 1);
    if (unit == QLatin1String("%")) return percent(value / 100.0, 1);
    // "243 ZFLOP" rather than a power of ten: compute is quoted with SI prefixes.
    if (unit == QLatin1String("FLOP")) return localized(ad::formatFlops(value));
    if (unit == QLatin1String("FLOP/s")) return localized(ad::formatFlops(value, "/s"));
    if (unit.isEmpty()) return count(value);
    return count(value) + QLatin1Char(' ') + localized(unitText);
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

QString pricingModelInSentence(ad::PricingModel model)
{
    switch (model) {
    case ad::PricingModel::OnDemand: return tr("on-demand");
    case ad::PricingModel::Commit1y: return tr("1-year commitment");
    case ad::PricingModel::Commit3y: return tr("3-year commitment");
    case ad::PricingModel::Spot: return tr("spot");
    case ad::PricingModel::CapacityBlock: return tr("capacity block");
    }
    return {};
}

QString leanWord(ad::Lean lean)
{
    switch (lean) {
    case ad::Lean::Trainium: return tr("Trainium");
    case ad::Lean::Gpu: return tr("GPU");
    case ad::Lean::Hybrid: return tr("Hybrid");
    case ad::Lean::Undecided: break;
    }
    return tr("Undecided");
}

QString figureKindName(ad::FigureKind kind)
{
    switch (kind) {
    case ad::FigureKind::Vendor: return tr("vendor");
    case ad::FigureKind::Independent: return tr("independent");
    case ad::FigureKind::Derived: return tr("derived");
    case ad::FigureKind::Estimate: return tr("estimate");
    case ad::FigureKind::Own: return tr("your measurement");
    }
    return {};
}

QString aggregationName(ad::AggregationMethod method)
{
    switch (method) {
    case ad::AggregationMethod::Mean: return tr("mean");
    case ad::AggregationMethod::Median: return tr("median");
    case ad::AggregationMethod::Geometric: return tr("geometric mean");
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
#define FIELD(member, label) {#member, label, \
                              [](const O &o) { return &o.member; }}
#define FIELD_AS(key, member, label) {#key, label, \
                                      [](const O &o) { return &o.member; }}
    // Each label inside QT_TRANSLATE_NOOP at the call, where lupdate sees it (it expands no macro).
    static const std::vector<QuantityField> fields = {
        FIELD(pricePerChipHour, QT_TRANSLATE_NOOP("views", "Price per chip-hour")),
        FIELD(inferenceChips, QT_TRANSLATE_NOOP("views", "Chips per inference replica")),
        FIELD(decodeTokensPerSecond, QT_TRANSLATE_NOOP("views", "Decode tokens/s per chip")),
        FIELD(costPerMTokens, QT_TRANSLATE_NOOP("views", "Cost per million tokens")),
        FIELD_AS(servingBatch, serving.batch, QT_TRANSLATE_NOOP("views", "Serving batch")),
        FIELD_AS(tpotMs, serving.tpotMs, QT_TRANSLATE_NOOP("views", "Time per output token")),
        FIELD_AS(ttftMs, serving.ttftMs, QT_TRANSLATE_NOOP("views", "Time to first token")),
        FIELD_AS(costPerMInputTokens, serving.costPerMInputTokens,
                 QT_TRANSLATE_NOOP("views", "Cost per million input tokens")),
        FIELD(inferenceCostPerYear, QT_TRANSLATE_NOOP("views", "Inference cost per year")),
        FIELD(trainingChipsMin, QT_TRANSLATE_NOOP("views", "Minimum training chips")),
        FIELD(memoryHeadroom, QT_TRANSLATE_NOOP("views", "Memory headroom")),
        FIELD(trainingChipHours, QT_TRANSLATE_NOOP("views", "Training chip-hours per run")),
        FIELD(trainingCostPerRun, QT_TRANSLATE_NOOP("views", "Training cost per run")),
        FIELD(trainingWallClockDays, QT_TRANSLATE_NOOP("views", "Wall-clock time per run")),
        FIELD(trainingCostPerYear, QT_TRANSLATE_NOOP("views", "Training cost per year")),
        FIELD(portingWeeks, QT_TRANSLATE_NOOP("views", "Porting effort")),
        FIELD(portingCost, QT_TRANSLATE_NOOP("views", "Porting cost")),
        FIELD(maintenanceCostPerYear, QT_TRANSLATE_NOOP("views", "Neuron maintenance per year")),
        FIELD(computeCostOverHorizon, QT_TRANSLATE_NOOP("views", "Compute cost over horizon")),
        FIELD(creditsApplied, QT_TRANSLATE_NOOP("views", "Credits applied")),
        FIELD(tco, QT_TRANSLATE_NOOP("views", "Total cost over horizon")),
        FIELD_AS(breakEvenDays, breakEven.days, QT_TRANSLATE_NOOP("views", "Break-even (days)")),
        FIELD_AS(breakEvenTokens, breakEven.tokens,
                 QT_TRANSLATE_NOOP("views", "Break-even (tokens)")),
        FIELD_AS(breakEvenRuns, breakEven.runs,
                 QT_TRANSLATE_NOOP("views", "Break-even (training runs)")),
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
