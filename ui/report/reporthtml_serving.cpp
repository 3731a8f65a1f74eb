// Serving at the latency target: what each option serves within it, then the curve of each side
// of the trade twice along the speed each user gets (throughput per chip, cost per million output
// tokens), each chart followed by the numbers it plots. Left out without a target.
#include "reporthtml.h"

#include "views/viewformat.h"

namespace report {

namespace {

QString figureHeading(int number, const QString &title)
{
    return QStringLiteral("<h3>%1</h3>").arg(tr("Figure %1. %2").arg(number).arg(title));
}

QString para(const QString &text) { return QStringLiteral("<p>%1</p>").arg(text); }

QString milliseconds(double ms) { return views::number(ms, ms < 10 ? 1 : 0); }

QString targetSentence(const ad::InferenceInputs &inf)
{
    const QString prompt = views::number(inf.inputTokens, 0),
                  answer = views::number(inf.outputTokens, 0);
    if (inf.tpotMs > 0 && inf.ttftMs > 0)
        return tr("The scenario serves prompts of %1 tokens and answers of %2 at no more than %3 ms "
                  "per output token, with the first token within %4 ms.")
            .arg(prompt, answer, milliseconds(inf.tpotMs), milliseconds(inf.ttftMs));
    if (inf.tpotMs > 0)
        return tr("The scenario serves prompts of %1 tokens and answers of %2 at no more than %3 ms "
                  "per output token; the first token has no target.")
            .arg(prompt, answer, milliseconds(inf.tpotMs));
    return tr("The scenario serves prompts of %1 tokens and answers of %2 with the first token "
              "within %3 ms; the time per output token has no target.")
        .arg(prompt, answer, milliseconds(inf.ttftMs));
}

// Each option in the decision at its operating point, the two sides of the trade in bold.
QString operatingTable(const Context &ctx)
{
    const ad::Assessment &a = ctx.assessment;
    HtmlTable table({tr("Option"), tr("Chips per replica"), tr("Batch"), tr("ms per token"),
                     tr("First token (ms)"), tr("Tokens/s per chip"),
                     tr("USD per million output tokens")},
                    {false, true, true, true, true, true, true}, {34, 10, 9, 10, 10, 12, 15});
    auto cell = [](const ad::Quantity &q, QString (*format)(double)) {
        return q.known() ? format(q.value) : QStringLiteral("–");
    };
    auto whole = [](double v) { return views::number(v, 0); };
    bool missed = false;
    for (const ad::OptionAssessment *o : a.decisionOptions()) {
        missed = missed || o->serving.missed.has_value();
        table.addRow({esc(o->label), cell(o->inferenceChips, views::count),
                      cell(o->serving.batch, views::count), cell(o->serving.tpotMs, milliseconds),
                      cell(o->serving.ttftMs, milliseconds),
                      o->serving.missed ? QStringLiteral("–") : cell(o->decodeTokensPerSecond, whole),
                      o->serving.missed ? QStringLiteral("–") : cell(o->costPerMTokens, views::usd)},
                     o->id == a.trade.neuronId || o->id == a.trade.gpuId);
    }
    QString html = table.html();
    if (missed)
        html += QStringLiteral("<p class=\"note\">%1</p>")
                    .arg(tr("A dash for the batch: not even one request at a time meets the target "
                            "on a replica of up to a node; the times shown are those of one "
                            "request on the largest replica tried. The decision section lists "
                            "these options among the knock-outs."));
    return html;
}

// The trade at the target, per token: which side serves a million output tokens for less.
QString tradeSentence(const Context &ctx)
{
    const ad::Assessment &a = ctx.assessment;
    const ad::OptionAssessment *neuron = a.option(a.trade.neuronId);
    const ad::OptionAssessment *gpu = a.option(a.trade.gpuId);
    if (!neuron || !gpu || !neuron->costPerMTokens.known() || !gpu->costPerMTokens.known()
        || neuron->costPerMTokens.value == gpu->costPerMTokens.value)
        return {};
    const bool neuronCheaper = neuron->costPerMTokens.value < gpu->costPerMTokens.value;
    const ad::OptionAssessment *cheap = neuronCheaper ? neuron : gpu;
    const ad::OptionAssessment *dear = neuronCheaper ? gpu : neuron;
    return para(esc(tr("At this target %1 serves a million output tokens for %2 less than %3.")
                        .arg(qs(cheap->label),
                             views::usd(dear->costPerMTokens.value - cheap->costPerMTokens.value),
                             qs(dear->label))));
}

} // namespace

QString servingHtml(const Context &ctx)
{
    ReportModels &m = ctx.models;
    if (!m.serving.hasTarget()) return {};
    const ad::InferenceInputs &inf = ctx.assessment.scenario.workload.inference;
    QString html = QStringLiteral("<h2>%1</h2>").arg(tr("Serving at the latency target"));
    html += para(esc(targetSentence(inf)) + QLatin1Char(' ')
                 + esc(tr("For each option the model finds the replica size and the largest batch "
                          "that meet it: that operating point sets the tokens a chip serves an "
                          "hour, and so the cost per token.")));
    html += operatingTable(ctx);
    html += tradeSentence(ctx);

    if (m.serving.curveCount() == 0) {
        html += para(esc(tr("No side of the trade has a serving curve at this target.")));
        return html;
    }
    QStringList sides;
    for (int i = 0; i < m.serving.curveCount(); ++i) sides << esc(m.serving.optionLabel(i));
    const QString speed = tr("Along the horizontal axis, the speed one user reads at: 1000 ÷ the "
                             "milliseconds per output token. A larger batch moves a line to the "
                             "left: more tokens per chip, fewer per user.");

    html += figureHeading(5, tr("Throughput per chip against speed per user"));
    html += para(esc(tr("Each side of the trade (%1) at batch 1, 2, 4 … up to what its memory "
                        "holds, on the replica size its operating point chose. The dashed line "
                        "is the target; the ring on each line is its operating point.")
                         .arg(sides.join(QStringLiteral("; "))))
                 + QLatin1Char(' ') + esc(speed));
    html += chartPlaceholder(ChartKind::ServingThroughput,
                             chartSize(ChartKind::ServingThroughput, m, ctx.textWidthPx));
    html += modelTable(m.serving, {ServingCurveModel::Option, ServingCurveModel::Batch,
                                   ServingCurveModel::TokensPerUser,
                                   ServingCurveModel::TokensPerChip, ServingCurveModel::Tpot});

    html += figureHeading(6, tr("Cost per million output tokens against speed per user"));
    html += para(esc(tr("The same points priced: the price of a chip-hour over the output tokens "
                        "a chip serves in that hour, the prompts' compute included. The cost "
                        "axis is logarithmic.")));
    html += chartPlaceholder(ChartKind::ServingCost,
                             chartSize(ChartKind::ServingCost, m, ctx.textWidthPx));
    html += modelTable(m.serving, {ServingCurveModel::Option, ServingCurveModel::Batch,
                                   ServingCurveModel::TokensPerUser,
                                   ServingCurveModel::CostPerMTok, ServingCurveModel::Ttft});
    return html;
}

} // namespace report
