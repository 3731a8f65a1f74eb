// How firm the answer is: the spreads, the inputs that matter most, what a benchmark is worth and
// what must be true, from the analysis page 1 already quotes (core/uncertainty/uncertainty.h,
// docs/uncertainty.md). Empty when the report was written without samples.
#include "reporthtml.h"
#include "views/messagetext.h"

#include "uncertainty/uncertainty.h"
#include "views/viewformat.h"

#include <cmath>

namespace report {

namespace {

using views::percent;
using views::usd;

QString para(const QString &text) { return QStringLiteral("<p>%1</p>").arg(text); }

// A value of an input in its own unit: multiples and shares as percentages.
QString inputValue(const std::string &unit, double v)
{
    if (unit.rfind("×", 0) == 0 || unit.find("share") != std::string::npos) return percent(v);
    return views::number(v, std::fabs(v) >= 100 ? 0 : std::fabs(v) >= 10 ? 1 : 2);
}

QString spreadTable(const Context &ctx, const ad::UncertaintyResult &u)
{
    bool runs = false;
    for (const ad::OptionSpread &o : u.options) runs = runs || o.runKnown;
    QStringList headers{tr("Option"), tr("P10"), tr("P50"), tr("P90")};
    std::vector<bool> numeric{false, true, true, true};
    if (runs) {
        headers << tr("One run, P10–P90");
        numeric.push_back(true);
    }
    headers << tr("Cheapest") << tr("Tops the matrix");
    numeric.push_back(true);
    numeric.push_back(true);
    HtmlTable table(headers, numeric);
    for (const ad::OptionSpread &o : u.options) {
        QStringList row{esc(labelOf(ctx.assessment, o.optionId)), usd(o.p10), usd(o.p50), usd(o.p90)};
        if (runs) row << (o.runKnown ? usd(o.runP10) + QStringLiteral(" – ") + usd(o.runP90) : QString());
        row << percent(o.cheapest) << percent(o.wins);
        table.addRow(row, o.optionId == ctx.assessment.decision.winner);
    }
    return table.html();
}

QString tradeText(const ad::UncertaintyResult &u)
{
    return para(esc(ad::spreadSummary(u)));
}

QString tornadoTable(const ad::UncertaintyResult &u)
{
    HtmlTable table({tr("Input"), tr("Low"), tr("High"), tr("Saving at low"), tr("Saving at high"),
                     tr("Share of variance"), tr("Value of knowing")},
                    {false, true, true, true, true, true, true}, {28, 9, 9, 14, 14, 12, 14});
    bool anyAlone = false;
    for (const ad::TornadoBar &bar : u.tornado) {
        // Under a dollar: knowing this input alone would not change the choice on average.
        const bool alone = bar.valueOfKnowing >= 1;
        anyAlone = anyAlone || alone;
        table.addRow({esc(views::coreText(bar.label)), inputValue(bar.unit, bar.low), inputValue(bar.unit, bar.high),
                      usd(bar.savingAtLow), usd(bar.savingAtHigh), percent(bar.varianceShare),
                      alone ? usd(bar.valueOfKnowing) : tr("none alone")});
    }
    QString html = table.html();
    if (!anyAlone && u.valueOfInformation >= 1)
        html += para(tr("No single input, known alone, changes which side is cheaper on average, so "
                        "each is worth nothing on its own; the %1 that knowing everything is worth "
                        "comes from inputs moving together.")
                         .arg(usd(u.valueOfInformation)));
    return html;
}

QString basisList(const ad::UncertaintyResult &u)
{
    QString html = QStringLiteral("<ul>");
    for (const ad::UncertainInput &input : u.inputs)
        html += QStringLiteral("<li>%1</li>")
                    .arg(tr("<b>%1</b> (%2 to %3): %4")
                             .arg(esc(views::coreText(input.label)), inputValue(input.unit, input.spread.low),
                                  inputValue(input.unit, input.spread.high), esc(views::text(input.basis))));
    return html + QStringLiteral("</ul>");
}

QString thresholdList(const ad::UncertaintyResult &u)
{
    QString html = QStringLiteral("<ul>");
    for (const ad::Crossing &c : u.thresholds) html += QStringLiteral("<li>%1</li>").arg(esc(c.sentence()));
    return html + QStringLiteral("</ul>");
}

} // namespace

QString uncertaintyHtml(const Context &ctx)
{
    const ad::UncertaintyResult *u = ctx.uncertainty;
    if (!u || u->samples == 0 || u->options.empty()) return {};
    QString html = QStringLiteral("<h2>%1</h2>").arg(tr("How firm the answer is"));
    html += para(tr("Each uncertain input below was drawn %1 times over its range (Latin hypercube "
                    "sampling, seed %2) and the costs and the matrix recomputed for every draw. A "
                    "range is a 90 % interval: the low and high ends are the 5th and 95th percentiles. "
                    "Where each range comes from is listed in the appendix (D2).")
                     .arg(views::number(double(u->samples), 0))
                     .arg(u->seed));
    html += QStringLiteral("<h3>%1</h3>").arg(tr("Cost over the horizon across the cases"));
    html += spreadTable(ctx, *u);
    if (u->comparable) {
        html += tradeText(*u);
        html += QStringLiteral("<h3>%1</h3>").arg(tr("What matters most"));
        html += para(tr("The saving of the Trainium option with one input at the low and at the high end of "
                        "its range, every other input at its likely value, widest swing first. The share "
                        "of variance is each input's squared correlation with the saving over the cases; "
                        "the value of knowing is what learning that input alone would be worth."));
        if (ctx.models.tornado.rowCount() > 0)
            html += chartPlaceholder(ChartKind::Tornado, chartSize(ChartKind::Tornado, ctx.models, ctx.textWidthPx));
        html += tornadoTable(*u);
    }
    if (!u->thresholds.empty()) {
        html += QStringLiteral("<h3>%1</h3>").arg(tr("What must be true"));
        html += para(tr("One input at a time, every other as assessed: where the cheaper side, or the "
                        "matrix's first place, changes. Each value was found on the model and checked "
                        "just either side of it."));
        html += thresholdList(*u);
    }
    return html;
}

QString uncertaintyRangesHtml(const Context &ctx)
{
    const ad::UncertaintyResult *u = ctx.uncertainty;
    if (!u || u->samples == 0 || u->inputs.empty()) return {};
    return basisList(*u);
}

} // namespace report
