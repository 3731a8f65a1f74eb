// The appendix: how each figure is computed, every catalog figure the report relies on, the
// sources and the version information that makes the report reproducible.
#include "reporthtml.h"

#include "assessment/checks.h"
#include "assessment/figures_used.h"
#include "inputs/price_snapshot.h"
#include "reportfigures.h"

#include "views/messagetext.h"
#include "views/viewformat.h"

#include <set>

namespace report {

namespace {

struct FormulaNote {
    const char *topic;
    const char *text;
};

// The model's formulas in brief (docs/formulas.md and docs/decision.md hold the full account).
const FormulaNote formulaNotes[] = {
    {QT_TRANSLATE_NOOP("report", "Prices"),
     QT_TRANSLATE_NOOP("report",
                       "Every price is turned into US dollars per chip-hour before anything is "
                       "compared: an instance price is divided by the chips in the instance, a "
                       "NeuronCore price is multiplied by the cores on a chip.")},
    {QT_TRANSLATE_NOOP("report", "Cost per million tokens"),
     QT_TRANSLATE_NOOP("report",
                       "Price per chip-hour ÷ (tokens per second per chip × 3,600 ÷ 1,000,000). "
                       "Serving cost per year is that figure times the millions of tokens "
                       "served a day, times 365.")},
    {QT_TRANSLATE_NOOP("report", "Serving throughput"),
     QT_TRANSLATE_NOOP("report",
                       "A plausible published measurement for the same chip and a model of "
                       "similar size is used when the catalog has one. Otherwise a roofline "
                       "estimate (Williams, Waterman and Patterson 2009): each decoding step "
                       "reads the weights once and every sequence's key/value cache, so a chip "
                       "yields batch ÷ (bytes read per step ÷ usable bandwidth) tokens a "
                       "second, never more than its compute allows at about 2 FLOPs per active "
                       "parameter per token (Kaplan et al. 2020).")},
    {QT_TRANSLATE_NOOP("report", "Memory fit"),
     QT_TRANSLATE_NOOP("report",
                       "A serving replica needs weights plus key/value cache; training needs 16 "
                       "bytes per parameter for mixed-precision Adam (Rajbhandari et al. 2020) "
                       "plus about 34 × sequence length × hidden size bytes of activations per "
                       "layer (Korthikanti et al. 2022). Only 90 % of a chip's memory is "
                       "counted as usable.")},
    {QT_TRANSLATE_NOOP("report", "Training"),
     QT_TRANSLATE_NOOP("report",
                       "A run costs about 6 × active parameters × tokens FLOPs (Kaplan et al. "
                       "2020). Chip-hours = FLOPs ÷ (peak FLOP/s at the chosen precision × MFU) "
                       "÷ 3,600 × (1 + overhead); wall-clock days = chip-hours ÷ chips ÷ 24; "
                       "cost per run = chip-hours × price per chip-hour.")},
    {QT_TRANSLATE_NOOP("report", "Porting and upkeep"),
     QT_TRANSLATE_NOOP("report",
                       "Porting weeks are the middle of the catalog's range for the team's "
                       "Neuron experience and the model's support, plus each CUDA-only "
                       "component; cost = weeks × engineers × hours per week × hourly rate. "
                       "Upkeep per year = days of work per SDK release × 8 hours × hourly rate "
                       "× releases a year.")},
    {QT_TRANSLATE_NOOP("report", "Total cost and break-even"),
     QT_TRANSLATE_NOOP("report",
                       "Total cost over the horizon = (training + serving per year) × years + "
                       "porting + upkeep × years − AWS credits (AWS offers only). Break-even is "
                       "measured against the cheapest surviving option on the team's current "
                       "stack (or the one the scenario names): the day the ported option's "
                       "cumulative cost, port first, falls to the baseline's, the tokens served "
                       "by that day, and the runs whose saving repays the port. When it costs "
                       "no less per day, the port never pays back.")},
    {QT_TRANSLATE_NOOP("report", "Plausibility"),
     QT_TRANSLATE_NOOP("report",
                       "A published training throughput implies an MFU of 6 × active parameters "
                       "× tokens/s ÷ peak FLOP/s; above 100 % it is impossible, above 75 % "
                       "suspicious. A serving throughput implies a share of memory bandwidth; "
                       "above 100 % it is impossible, above 90 % suspicious. Such figures are "
                       "reported and never used.")},
    {QT_TRANSLATE_NOOP("report", "Decision"),
     QT_TRANSLATE_NOOP("report",
                       "Scores run from 0 to 1 (shown out of 100), except cost: 1 − log₂(cost ÷ "
                       "the cheapest option's), one point less for each doubling, with no "
                       "floor, so no option added or removed can reorder the others. Porting "
                       "scores 1 ÷ (1 + weeks ÷ 4). The total is the weighted mean. A weight "
                       "flips the winner where two options' weighted sums meet: x = (A_j − A_i) "
                       "÷ (s_i − s_j), with A the sums over the other criteria and s the scores "
                       "on this one.")},
};

const char *references[] = {
    QT_TRANSLATE_NOOP("report",
                      "Kaplan et al., Scaling Laws for Neural Language Models, 2020: about 6 "
                      "FLOPs per parameter per training token and 2 per generated token."),
    QT_TRANSLATE_NOOP("report",
                      "Rajbhandari et al., ZeRO: Memory Optimizations Toward Training Trillion "
                      "Parameter Models, 2020: 16 bytes per parameter for mixed-precision Adam."),
    QT_TRANSLATE_NOOP("report",
                      "Korthikanti et al., Reducing Activation Recomputation in Large "
                      "Transformer Models, 2022: activation memory per layer."),
    QT_TRANSLATE_NOOP("report",
                      "Williams, Waterman and Patterson, Roofline: An Insightful Visual "
                      "Performance Model, 2009."),
    QT_TRANSLATE_NOOP("report",
                      "The source articles and vendor documents listed under Sources, for "
                      "prices, specifications and published measurements."),
};

QString formulasUsed(const Context &ctx)
{
    HtmlTable table({tr("Figure"), tr("How it is computed"), tr("Method")}, {false, false, false},
                    {22, 60, 18});
    std::set<std::pair<std::string, std::string>> seen;
    const auto options = ctx.assessment.decisionOptions();
    for (const auto &field : views::quantityFields())
        for (const ad::OptionAssessment *o : options) {
            const ad::Quantity *q = field.get(*o);
            if (!q || !*q->how.formula.text()) continue;
            if (!seen.insert({field.key, q->how.formula.text()}).second) continue;
            table.addRow({esc(views::fieldLabel(field)), views::text(q->how.formula).toHtmlEscaped(),
                          esc(views::methodName(q->how.method))});
        }
    return table.html();
}

QString figuresUsed(const Context &ctx)
{
    HtmlTable table({tr("Subject"), tr("Figure"), tr("Value"), tr("Source"), tr("Date"),
                     tr("Kind")},
                    {false, false, true, false, false, false}, {19, 23, 19, 17, 12, 10});
    for (const ad::FigureUse &use : figuresUsed(ctx.assessment)) {
        const ad::UsedFigure &f = use.figure;
        const ad::Statement &st = f.statement;
        QString kind = views::figureKindName(st.provenance.kind);
        // A soft hyphen: the column is sized for "independent", and "measurement" is wider.
        if (st.provenance.kind == ad::FigureKind::Own)
            kind.replace(QStringLiteral("measurement"), QStringLiteral("meas\u00ADurement"));
        if (f.conflicting) kind += QStringLiteral(" *");
        // A price also gives its age on the report's date; past priceAgeFlagDays it says "old".
        QString date = esc(views::shortDate(qs(st.provenance.date)));
        if (f.role == ad::FigureRole::Price)
            if (const auto days = ad::daysOld(st.provenance.date, {ctx.generated.year(),
                                                               ctx.generated.month(),
                                                               ctx.generated.day()}))
                date += QStringLiteral("<br/>(") + esc(views::text(ad::priceAgeText(*days))) + QStringLiteral(")");
        table.addRow({esc(views::text(f.subject)), esc(views::text(f.what)), esc(views::localized(quotedValue(st))),
                      esc(st.provenance.source), date, esc(kind)});
    }
    return table.html();
}

// One row per source, in a table without rules: a row never splits across pages, so a source
// and its address stay together.
QString sourcesList(const Context &ctx)
{
    QString html = QStringLiteral("<table class=\"sources\" width=\"100%\" cellspacing=\"0\" "
                                  "cellpadding=\"2\">");
    for (const ad::Source &s : ctx.catalog.sources) {
        QStringList parts;
        if (!s.publisher.empty()) parts << esc(views::catalogText(s.publisher));
        if (!s.date.empty()) parts << esc(s.date);
        html += QStringLiteral("<tr><td><b>%1</b> · %2%3%4</td></tr>")
                    .arg(esc(s.id), esc(views::catalogText(s.title.empty() ? s.id : s.title)),
                         parts.isEmpty() ? QString()
                                         : QStringLiteral(". ") + parts.join(QStringLiteral(", ")),
                         s.url.empty() ? QString()
                                       : QStringLiteral("<br/><span class=\"url\">%1</span>")
                                             .arg(esc(s.url)));
    }
    return html + QStringLiteral("</table>");
}

// Which prices the assessment used, for a scenario saved with its prices
// (core/inputs/price_snapshot.h).
QString pricesUsed(const Context &ctx)
{
    const auto &saved = ctx.assessment.scenario.savedPrices;
    if (ad::usesSavedPrices(ctx.catalog, saved))
        return tr("the %1 prices saved with the scenario, in place of today's catalog").arg(saved.size());
    const auto changed = ad::pricesChangedSince(saved, ctx.catalog);
    return changed.empty()
        ? tr("today's catalog, which agrees with the %1 prices saved with the scenario").arg(saved.size())
        : tr("today's catalog; %1 of the %2 prices saved with the scenario changed since it was saved")
              .arg(changed.size()).arg(saved.size());
}

} // namespace

QString appendixHtml(const Context &ctx)
{
    const ad::Assessment &a = ctx.assessment;
    QString html = QStringLiteral("<h2>%1</h2>").arg(tr("Appendix"));

    html += QStringLiteral("<h3>%1</h3>").arg(tr("A. How the figures are computed"));
    for (const auto &n : formulaNotes)
        html += QStringLiteral("<p><b>%1.</b> %2</p>").arg(tr(n.topic), tr(n.text));
    html += QStringLiteral("<p><b>%1</b></p>").arg(tr("References"));
    html += QStringLiteral("<ul>");
    for (const char *r : references) html += QStringLiteral("<li>%1</li>").arg(tr(r));
    html += QStringLiteral("</ul>");
    html += QStringLiteral("<h3>%1</h3>").arg(tr("B. The formulas behind this report's figures"));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Each computed figure carries the formula it came from; these are the "
                        "distinct ones used for the options compared."));
    html += formulasUsed(ctx);

    html += QStringLiteral("<h3>%1</h3>").arg(tr("C. Catalog figures used"));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Every catalog figure behind the options compared, as its source states "
                        "it. Kind: vendor (the maker's or seller's claim), independent (measured "
                        "by a third party), derived (computed from other figures) or estimate. "
                        "An asterisk marks a figure on which sources disagree; the value shown "
                        "is the one the model uses."));
    // Only when there is one, so that other reports keep their pages.
    const auto counts = ad::countByKind(figuresUsed(ctx.assessment));
    if (const auto own = counts.find(ad::FigureKind::Own); own != counts.end() && own->second > 0)
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("Your measurement: your own benchmark, imported with File → Import "
                            "Measurements… or acceldecide-cli import-measurements. It is used "
                            "instead of published throughput for its chip and model."));
    html += figuresUsed(ctx);

    html += QStringLiteral("<h3>%1</h3>").arg(tr("D. Sources"));
    html += sourcesList(ctx);

    // Where each range of "How firm the answer is" comes from; empty without samples.
    if (const QString ranges = uncertaintyRangesHtml(ctx); !ranges.isEmpty())
        html += QStringLiteral("<h3>%1</h3>").arg(tr("D2. The ranges behind \"How firm the answer is\"")) + ranges;

    html += QStringLiteral("<h3>%1</h3>").arg(tr("E. About this report"));
    std::vector<std::pair<QString, QString>> about = {
        {tr("Produced by"), tr("AccelDecide %1").arg(QStringLiteral(ACCELDECIDE_VERSION))},
        {tr("Generated"), longDate(ctx.generated)},
        {tr("Scenario"), qs(a.scenario.name)},
        {tr("Catalog fingerprint"), qs(ctx.fingerprint)},
        {tr("Options assessed"), tr("%1 offer and pricing-model combinations, %2 in the decision")
                                     .arg(a.options.size())
                                     .arg(a.decisionOptions().size())},
    };
    // Only a scenario saved with its prices has a choice to state.
    if (!a.scenario.savedPrices.empty()) about.insert(about.begin() + 4, {tr("Prices"), pricesUsed(ctx)});
    html += keyValueTable(about, 30);
    // Which of the saved prices differ from the catalog the report was assessed with.
    if (!ad::usesSavedPrices(ctx.catalog, a.scenario.savedPrices)) {
        const auto changed = ad::pricesChangedSince(a.scenario.savedPrices, ctx.catalog);
        if (!changed.empty()) {
            html += QStringLiteral("<p>%1</p><ul>")
                        .arg(tr("The saved prices that changed since the scenario was saved:"));
            for (const auto &c : changed) html += QStringLiteral("<li>%1</li>").arg(esc(ad::describe(c)));
            html += QStringLiteral("</ul>");
        }
    }
    html += QStringLiteral("<p class=\"note\">%1</p>")
                .arg(tr("The same scenario file and catalog (same fingerprint) give the same "
                        "report with this version of AccelDecide. Every figure it rests on is "
                        "listed above with its source, date and kind."));
    return html;
}

} // namespace report
