// The front of the report: title page, executive summary and the inputs.
#include "reporthtml.h"
#include "reportfigures.h"

#include "formats/assessment_format.h"
#include "assessment/curves.h"
#include "formats/memo.h"
#include "views/messagetext.h"
#include "views/viewformat.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace report {

namespace {

QString providerList(const std::vector<std::string> &providers)
{
    QStringList names;
    for (const auto &p : providers) names << qs(p);
    return names.join(QStringLiteral(", "));
}

QString billionsOfParameters(double b)
{
    return tr("%1 parameters").arg(views::count(b * 1e9));
}


QString workloadKindName(ad::WorkloadKind kind)
{
    switch (kind) {
    case ad::WorkloadKind::Training: return tr("training");
    case ad::WorkloadKind::FineTuning: return tr("fine-tuning");
    case ad::WorkloadKind::Inference: return tr("inference (serving)");
    case ad::WorkloadKind::Mixed: return tr("training and serving");
    }
    return {};
}

QString experienceName(ad::NeuronExperience e)
{
    switch (e) {
    case ad::NeuronExperience::None: return tr("none");
    case ad::NeuronExperience::Some: return tr("some");
    case ad::NeuronExperience::Experienced: return tr("experienced");
    }
    return {};
}

QString supportName(ad::ModelSupport s)
{
    switch (s) {
    case ad::ModelSupport::Supported: return tr("supported by Neuron as is");
    case ad::ModelSupport::CustomAttention: return tr("custom attention");
    case ad::ModelSupport::Novel: return tr("novel architecture");
    }
    return {};
}

QString yesNo(bool b) { return b ? tr("yes") : tr("no"); }

QString runsPerYear(double runs)
{
    return views::number(runs, runs == std::floor(runs) ? 0 : 1);
}

QString componentNames(const Context &ctx)
{
    QStringList names;
    for (const auto &id : ctx.assessment.scenario.team.cudaComponents) {
        QString name = qs(id);
        for (const auto &c : ctx.catalog.porting.components)
            if (c.id == id) name = views::catalogText(c.name);
        names << name;
    }
    return names.isEmpty() ? tr("none") : names.join(QStringLiteral(", "));
}

// One sentence about the workload, for the summary.
QString workloadSentence(const ad::Scenario &s)
{
    const ad::Workload &w = s.workload;
    QString model = billionsOfParameters(w.parametersB);
    if (w.activeParametersB > 0 && w.activeParametersB != w.parametersB)
        model = tr("%1 (%2 active per token)").arg(model, views::count(w.activeParametersB * 1e9));
    QStringList parts;
    if (s.workload.trains())
        parts << (w.training.runsPerYear == 1
                      ? tr("trained once a year on %1 tokens per run")
                            .arg(views::count(w.training.tokensPerRunB * 1e9))
                      : tr("trained %1 times a year on %2 tokens per run")
                            .arg(runsPerYear(w.training.runsPerYear),
                                 views::count(w.training.tokensPerRunB * 1e9)));
    if (s.workload.serves())
        parts << tr("serving %1 generated tokens a day")
                     .arg(views::count(w.inference.tokensPerDayM * 1e6));
    return tr("a model of %1, %2").arg(model, parts.join(tr(" and ")));
}

QString capitalised(QString text)
{
    if (!text.isEmpty()) text[0] = text[0].toUpper();
    return text;
}

struct Counts {
    int neuron = 0, cuda = 0, other = 0, providers = 0;
};

Counts countOptions(const ad::Assessment &a)
{
    Counts c;
    std::set<std::string> providers;
    for (const auto *o : a.decisionOptions()) {
        (o->neuron() ? c.neuron : o->cuda() ? c.cuda : c.other) += 1;
        providers.insert(o->provider);
    }
    c.providers = int(providers.size());
    return c;
}

std::vector<std::pair<QString, QString>> glance(const Context &ctx)
{
    const ad::Assessment &a = ctx.assessment;
    const ad::Scenario &s = a.scenario;
    const ad::DecisionResult &d = a.decision;
    const Counts c = countOptions(a);
    QString confidence;
    if (d.winner.empty()) confidence = tr("no option survives the constraints");
    else if (d.runnerUp.empty()) confidence = tr("the only option left after the knock-outs");
    else if (d.clearWinner)
        confidence = tr("%1 points of 100 on the weights as set").arg(views::number(100 * d.margin, 1));
    else
        confidence = tr("close call: %1 points of 100 on the weights as set").arg(views::number(100 * d.margin, 1));
    std::vector<std::pair<QString, QString>> rows = {
        {tr("Workload"), capitalised(workloadSentence(s))},
        {tr("Options compared"),
         tr("%1 Trainium or Inferentia, %2 GPU%3, from %4")
             .arg(c.neuron)
             .arg(c.cuda)
             .arg(c.other > 0 ? tr(", %1 other").arg(c.other) : QString(),
                  plural(c.providers, "provider", "providers"))},
        {tr("Prices and horizon"), tr("%1 prices over %2 months")
                                       .arg(views::pricingModelName(s.strategy.pricingModel),
                                            views::number(s.strategy.horizonMonths, 0))},
        {tr("Team"), tr("%1 at %2 an hour, Neuron experience: %3")
                         .arg(plural(s.team.engineers, "engineer", "engineers"),
                              views::usd(s.team.hourlyRateUsd),
                              experienceName(s.team.neuronExperience))},
        {tr("Matrix lead"), confidence},
    };
    return rows;
}

} // namespace

// Page 1: the decision memo (core/formats/memo.h), for the reader who reads nothing else.
QString titlePageHtml(const Context &ctx)
{
    const ad::Assessment &a = ctx.assessment;
    const ad::DecisionMemo m = ad::memoOf(a, ctx.uncertainty);
    QString html;
    html += QStringLiteral("<p class=\"kicker\">%1</p>").arg(tr("Decision memo · AccelDecide"));
    html += QStringLiteral("<h1>%1</h1>").arg(esc(ctx.title));
    if (!a.scenario.description.empty())
        html += QStringLiteral("<p class=\"lead\">%1</p>").arg(esc(a.scenario.description));

    // The plan's own problems first, then the recommendation in a sentence.
    QString verdict;
    for (const auto &issue : m.plan)
        verdict += QStringLiteral("<p class=\"verdict\"><b>%1</b> %2</p>")
                       .arg(tr("The plan does not work as entered:"), esc(issue));
    verdict += QStringLiteral("<p class=\"verdict\">%1</p>").arg(esc(m.decision));
    html += QStringLiteral("<table class=\"verdict\" width=\"100%\" cellspacing=\"6\" "
                           "cellpadding=\"12\"><tr><td>"
                           "<p class=\"verdictlabel\">%1</p>%2"
                           "</td></tr></table>")
                .arg(tr("Recommendation: %1").arg(views::leanWord(m.lean)), verdict);

    // The two sides in dollars.
    const QString horizon = views::number(a.scenario.strategy.horizonMonths, 0);
    if (m.trainium && m.gpu) {
        html += QStringLiteral("<h3>%1</h3>").arg(tr("The trade over %1 months").arg(horizon));
        HtmlTable table({QString(), tr("Best Trainium option"), tr("Best GPU option")},
                        {false, true, true}, {30, 35, 35});
        struct Part {
            QString label;
            double ad::MemoSide::*amount;
            bool total;
        };
        const Part parts[] = {{tr("Chips, net of credits"), &ad::MemoSide::compute, false},
                              {tr("Port (one-off)"), &ad::MemoSide::porting, false},
                              {tr("SDK upkeep"), &ad::MemoSide::upkeep, false},
                              {tr("Total"), &ad::MemoSide::total, true}};
        // The eight amounts are read side by side, so they share one form.
        std::vector<double> amounts;
        for (const Part &part : parts)
            for (const ad::MemoSide *side : {&*m.trainium, &*m.gpu}) amounts.push_back(side->*part.amount);
        const QStringList written = views::usdAlike(amounts);
        table.addRow({tr("Option"), esc(m.trainium->label), esc(m.gpu->label)});
        int next = 0;
        for (const Part &part : parts) {
            QStringList cells{part.label};
            for (const ad::MemoSide *side : {&*m.trainium, &*m.gpu}) {
                const double v = side->*part.amount;
                const QString text = v > 0 || part.total ? written.value(next) : QStringLiteral("–");
                cells << (part.total ? QStringLiteral("<b>%1</b>").arg(text) : text);
                ++next;
            }
            table.addRow(cells);
        }
        html += table.html();
    }
    if (!m.savingText.empty())
        html += QStringLiteral("<p><b>%1</b>%2</p>")
                    .arg(esc(m.savingText),
                         m.payback.empty() ? QString() : QStringLiteral(" ") + esc(m.payback));

    auto list = [&](const QString &title, const std::vector<ad::Text> &items) {
        if (items.empty()) return;
        html += QStringLiteral("<h3>%1</h3><ul>").arg(title);
        for (const auto &item : items) html += QStringLiteral("<li>%1</li>").arg(esc(item));
        html += QStringLiteral("</ul>");
    };
    list(tr("What this rests on: estimates and vendor claims"), m.restsOn);
    html += QStringLiteral("<h3>%1</h3><p>%2</p>").arg(tr("How firm"), esc(m.firmness));
    list(tr("What would flip it"), m.flips);
    list(tr("The main risks"), m.risks);
    html += QStringLiteral("<h3>%1</h3><p>%2</p>").arg(tr("Next step"), esc(m.nextStep));

    const QString by = ctx.preparedBy.isEmpty()
        ? tr("Prepared with AccelDecide %1 on %2.")
              .arg(QStringLiteral(ACCELDECIDE_VERSION), longDate(ctx.generated))
        : tr("Prepared by %1 with AccelDecide %2 on %3.")
              .arg(esc(ctx.preparedBy), QStringLiteral(ACCELDECIDE_VERSION), longDate(ctx.generated));
    html += QStringLiteral("<p class=\"note\">%1 %2</p>")
                .arg(by, tr("The pages that follow are the appendix: the executive summary, the "
                            "inputs, the costs and charts, the decision matrix, the risks, and "
                            "every catalog figure used with its source, date and kind."));
    return html;
}

QString summaryHtml(const Context &ctx)
{
    const ad::Assessment &a = ctx.assessment;
    const ad::Scenario &s = a.scenario;
    const ad::DecisionResult &d = a.decision;
    const ad::Recommendation &r = a.recommendation;
    QString html = QStringLiteral("<h2>%1</h2>").arg(tr("Executive summary"));
    html += keyValueTable(glance(ctx), 26);
    html += QStringLiteral("<h3>%1</h3><ol>").arg(tr("In this appendix"));
    QStringList contents;
    for (const char *section :
         {QT_TRANSLATE_NOOP("report", "Executive summary: what was compared, what wins, why, "
                                          "and how sure that is"),
          QT_TRANSLATE_NOOP("report", "Inputs: the workload, the team, the cloud strategy and "
                                          "the prices"),
          QT_TRANSLATE_NOOP("report", "Costs and break-even: four charts, each with its figures"),
          QT_TRANSLATE_NOOP("report", "The decision matrix: weights, scores, knock-outs and "
                                          "sensitivity")})
        contents << tr(section);
    if (ctx.models.serving.hasTarget())
        contents.insert(3, tr("Serving at the latency target: the curve of each side of the trade, "
                              "with its figures"));
    if (ctx.workshop)
        contents << tr("Workshop: the room's weights, where it disagrees, and the dissent");
    contents << tr("Risks and caveats")
             << tr("Appendix: formulas, every catalog figure used, sources and version");
    for (const QString &section : contents)
        html += QStringLiteral("<li>%1</li>").arg(section);
    html += QStringLiteral("</ol>");

    // What was compared.
    const Counts counts = countOptions(a);
    html += QStringLiteral("<h3>%1</h3>").arg(tr("What was compared"));
    QString compared = tr("%1 from %2: %3 on AWS Trainium or Inferentia (Neuron SDK) and %4 on "
                          "NVIDIA GPUs (CUDA)")
                           .arg(plural(counts.neuron + counts.cuda + counts.other, "option",
                                       "options"),
                                plural(counts.providers, "provider", "providers"),
                                QString::number(counts.neuron), QString::number(counts.cuda));
    if (counts.other > 0) compared += tr(", plus %1 on other accelerators").arg(counts.other);
    html += QStringLiteral("<p>%1</p>")
                .arg(esc(tr("%1, at %2 prices over a %3-month horizon, for %4. The team has %5 "
                            "and runs %6 today.")
                             .arg(compared,
                                  views::pricingModelInSentence(s.strategy.pricingModel),
                                  views::number(s.strategy.horizonMonths, 0), workloadSentence(s),
                                  plural(s.team.engineers, "engineer", "engineers"),
                                  s.team.currentStack == ad::SoftwareStack::Cuda ? tr("on CUDA")
                                                                : tr("on %1").arg(qs(ad::displayName(s.team.currentStack))))));

    // What wins and why: the plan's problems and the trade in dollars before the matrix.
    html += QStringLiteral("<h3>%1</h3>").arg(tr("What wins, and why"));
    for (const auto &issue : r.plan)
        html += QStringLiteral("<p><b>%1</b> %2</p>").arg(tr("The plan does not work as entered:"), esc(issue));
    if (!r.trade.empty()) html += QStringLiteral("<p><b>%1</b></p>").arg(esc(r.trade));
    html += QStringLiteral("<p><b>%1</b></p>").arg(esc(r.headline));
    if (!r.reasons.empty()) {
        html += QStringLiteral("<ol>");
        for (const auto &reason : r.reasons) html += QStringLiteral("<li>%1</li>").arg(esc(reason));
        html += QStringLiteral("</ol>");
    }

    // How confident.
    html += QStringLiteral("<h3>%1</h3>").arg(tr("How confident"));
    QStringList confidence;
    if (d.winner.empty()) {
        confidence << tr("No option survives the knock-out constraints, so there is no winner.");
    } else if (d.runnerUp.empty()) {
        confidence << tr("Only one option survives the knock-out constraints, so it wins "
                         "without competition.");
    } else {
        const QString margin = views::number(100 * d.margin, 1);
        const QString threshold = views::number(100 * d.clearMarginThreshold, 0);
        confidence << (d.clearWinner
                           ? tr("The winner leads the runner-up by %1 points on a 100-point scale: "
                                "a clear lead (the report calls a lead clear from %2 points).")
                                 .arg(margin, threshold)
                           : tr("The winner leads the runner-up by only %1 points on a 100-point "
                                "scale: a close call (a lead is clear from %2 points).")
                                 .arg(margin, threshold));
    }
    const ad::WeightSensitivity *fragile = nullptr;
    for (const auto &w : d.sensitivity)
        if (w.criterionId == d.mostFragile) fragile = &w;
    if (fragile)
        confidence << tr("The most fragile weight: %1.").arg(views::text(fragile->text));
    else if (!d.winner.empty() && !d.runnerUp.empty())
        confidence << tr("No single weight between 0 and 5 changes the winner.");
    html += QStringLiteral("<p>%1</p>").arg(esc(confidence.join(QLatin1Char(' '))));
    if (const QString workshop = workshopSummary(ctx); !workshop.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(workshop);
    if (!r.caveats.empty()) {
        html += QStringLiteral("<p>%1</p><ul>").arg(tr("Keep in mind:"));
        for (const auto &c : r.caveats) html += QStringLiteral("<li>%1</li>").arg(esc(c));
        html += QStringLiteral("</ul>");
    }

    // What would change the answer.
    html += QStringLiteral("<h3>%1</h3>").arg(tr("What would change the answer"));
    QStringList changes;
    for (const auto &w : d.sensitivity)
        if (w.reachable) changes << esc(w.text);
    for (std::size_t i = 0; i < d.scoreFlips.size() && i < 4; ++i)
        changes << esc(d.scoreFlips[i].text);
    if (d.scoreFlips.size() > 4)
        changes << tr("%1 more single-score changes, listed with the decision matrix.")
                       .arg(d.scoreFlips.size() - 4);
    if (changes.isEmpty()) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("Within the weights a user can set (1 to 5), no single weight change "
                            "and no one-step change of a single score puts another option on "
                            "top. Only different inputs would: prices, volumes, the team's "
                            "porting effort or the constraints."));
    } else {
        html += QStringLiteral("<ul>");
        for (const auto &c : changes) html += QStringLiteral("<li>%1</li>").arg(c);
        html += QStringLiteral("</ul>");
    }
    const ad::OptionAssessment *candidate = a.option(a.bestNeuronId);
    if (candidate && candidate->breakEven.applicable && !candidate->breakEven.summary.empty())
        html += QStringLiteral("<p>%1</p>")
                    .arg(esc(tr("The port to %1 %2; a smaller volume, fewer runs or a longer "
                                "port would push that point out.")
                                 .arg(qs(candidate->label), views::text(candidate->breakEven.summary))));
    return html;
}

QString inputsHtml(const Context &ctx)
{
    const ad::Scenario &s = ctx.assessment.scenario;
    const ad::Workload &w = s.workload;
    const ad::Team &t = s.team;
    const ad::Strategy &st = s.strategy;
    QString html = QStringLiteral("<h2>%1</h2>").arg(tr("Inputs"));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("The scenario as entered. Everything else in this report is computed "
                        "from these inputs and the catalog."));

    std::vector<std::pair<QString, QString>> workload = {
        {tr("Workload"), workloadKindName(w.kind)},
        {tr("Model"),
         w.modelPreset.empty()                  ? tr("custom")
             : ctx.catalog.model(w.modelPreset) ? qs(ctx.catalog.model(w.modelPreset)->name)
                                                : qs(w.modelPreset)},
        {tr("Parameters"), views::count(w.parametersB * 1e9)},
        {tr("Active parameters per token"), views::count(w.activeParametersB * 1e9)},
        {tr("Layers, hidden size"), tr("%1, %2").arg(w.layers).arg(views::number(w.hidden, 0))},
        {tr("KV heads × head dimension"), tr("%1 × %2").arg(w.kvHeads).arg(w.headDim)},
        {tr("Novel architecture"), yesNo(w.novelArchitecture)},
    };
    if (s.workload.trains()) {
        workload.insert(workload.end(), {
            {tr("Training precision"), qs(ad::toString(w.precision))},
            {tr("Tokens per run"), views::count(w.training.tokensPerRunB * 1e9)},
            {tr("Runs per year"), runsPerYear(w.training.runsPerYear)},
            {tr("Chips per run"), QString::number(w.training.chips)},
            {tr("MFU assumed"), views::percent(w.training.mfu)},
            {tr("Overhead (checkpoints, restarts)"), views::percent(w.training.overhead)},
            {tr("Sequence length"), views::number(w.training.sequenceLength, 0)},
        });
    }
    if (s.workload.serves()) {
        workload.insert(workload.end(), {
            {tr("Generated tokens per day"), views::count(w.inference.tokensPerDayM * 1e6)},
            {tr("Serving precision"), qs(ad::toString(w.inference.precision))},
            {tr("Batch, context"), tr("%1, %2 tokens").arg(w.inference.batch)
                                       .arg(views::number(w.inference.context, 0))},
            {tr("Latency-sensitive"), yesNo(w.inference.latencySensitive)},
            {tr("Bandwidth efficiency (decode)"), views::percent(w.inference.bandwidthEfficiency)},
            {tr("Compute efficiency (prefill)"), views::percent(w.inference.computeEfficiency)},
        });
    }

    const std::vector<std::pair<QString, QString>> team = {
        {tr("Engineers"), QString::number(t.engineers)},
        {tr("Hourly rate"), views::usd(t.hourlyRateUsd)},
        {tr("Hours per week"), views::number(t.hoursPerWeek, 0)},
        {tr("Neuron experience"), experienceName(t.neuronExperience)},
        {tr("Model support on Neuron"), supportName(t.modelSupport)},
        {tr("CUDA-only components"), componentNames(ctx)},
        {tr("Current stack"), qs(ad::displayName(t.currentStack))},
        {tr("Porting estimate"), t.portingWeeksOverride > 0
                                     ? tr("%1 weeks (your figure)")
                                           .arg(views::number(t.portingWeeksOverride, 1))
                                     : tr("from the catalog")},
    };
    std::vector<std::pair<QString, QString>> strategy = {
        {tr("Pricing model"), views::pricingModelName(st.pricingModel)},
        {tr("Horizon"), tr("%1 months").arg(views::number(st.horizonMonths, 0))},
        {tr("AWS-native"), yesNo(st.awsNative)},
        {tr("Multi-cloud required"), yesNo(st.multiCloudRequired)},
        {tr("Spot capacity only"), yesNo(st.spotOnly)},
        {tr("AWS credits"), views::usd(st.creditsUsd)},
        {tr("Providers considered"), st.providers.empty() ? tr("all in the catalog") : providerList(st.providers)},
        {tr("Porting deadline"), st.deadlineWeeks > 0
                                     ? tr("%1 weeks").arg(views::number(st.deadlineWeeks, 0))
                                     : tr("none")},
        {tr("GPU baseline for break-even"), st.baselineOffer.empty()
                                                ? tr("cheapest option on the current stack")
                                                : qs(st.baselineOffer)},
    };

    html += QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"0\"><tr>"
                           "<td width=\"50%\" valign=\"top\" class=\"col\"><h3>%1</h3>%2</td>"
                           "<td width=\"50%\" valign=\"top\" class=\"col\"><h3>%3</h3>%4"
                           "<h3>%5</h3>%6</td></tr></table>")
                .arg(tr("Workload"), keyValueTable(workload), tr("Team"), keyValueTable(team),
                     tr("Cloud strategy"), keyValueTable(strategy));

    // The prices the decision uses, as quoted and converted.
    html += QStringLiteral("<h3>%1</h3>")
                .arg(tr("Pricing model: %1 prices")
                         .arg(views::pricingModelName(st.pricingModel)));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Each offer's price as its source quotes it, and converted to US dollars "
                        "per chip-hour, the only basis on which chips are compared."));
    HtmlTable prices({tr("Option"), tr("As quoted"), tr("USD per chip-hour"), tr("Source"),
                      tr("Date"), tr("Kind")},
                     {false, true, true, false, false, false}, {28, 23, 10, 15, 11, 13});
    QStringList unpriced;
    for (const ad::OptionAssessment *o : ctx.assessment.decisionOptions()) {
        QString quoted, source, date, kind;
        if (const ad::Offer *offer = ctx.catalog.offer(o->offerId)) {
            const auto it = offer->prices.find(o->pricingModel);
            if (it != offer->prices.end() && it->second.known()) {
                const ad::Statement &stmt = it->second.chosen();
                quoted = views::localized(quotedValue(stmt));
                source = qs(stmt.provenance.source);
                date = views::shortDate(qs(stmt.provenance.date));
                kind = views::figureKindName(stmt.provenance.kind);
            }
        }
        // An offer with no price at this pricing model is named once below, not given a row
        // of empty cells.
        if (!o->pricePerChipHour.known()) {
            unpriced << esc(o->label);
            continue;
        }
        prices.addRow({esc(o->label), esc(quoted), views::usd(o->pricePerChipHour.value),
                       esc(source), esc(date), esc(kind)});
    }
    if (!prices.empty()) html += prices.html();
    if (!unpriced.isEmpty())
        html += QStringLiteral("<p class=\"note\">%1</p>")
                    .arg(tr("No %1 price in the catalog for: %2.")
                             .arg(views::pricingModelInSentence(st.pricingModel),
                                  unpriced.join(QStringLiteral("; "))));
    return html;
}

} // namespace report
