// Costs and break-even: the key figures, then each chart followed by the numbers it plots.
#include "reporthtml.h"
#include "reportfigures.h"

#include "views/viewformat.h"

#include <QFont>

#include <cmath>

namespace report {

namespace {

QString figureHeading(int number, const QString &title)
{
    return QStringLiteral("<h3>%1</h3>").arg(tr("Figure %1. %2").arg(number).arg(title));
}

QString note(const QString &text) { return QStringLiteral("<p class=\"note\">%1</p>").arg(text); }

QString breakEvenTable(const Context &ctx)
{
    const ad::Assessment &a = ctx.assessment;
    HtmlTable table({tr("Option"), tr("One-off porting cost"), tr("Tokens"), tr("Days"),
                     tr("Training runs"), tr("Outcome")},
                    {false, true, true, true, true, false}, {20, 20, 10, 9, 16, 25});
    for (const ad::OptionAssessment *o : a.decisionOptions()) {
        const ad::BreakEven &be = o->breakEven;
        if (!be.applicable) continue;
        auto cell = [&](const ad::Quantity &q, bool days) {
            if (be.never || !q.known()) return QStringLiteral("–");
            return days ? views::duration(q.value) : views::count(q.value);
        };
        table.addRow({esc(o->label),
                      be.oneOffCost.known() ? views::usd(be.oneOffCost.value) : tr("n/a"),
                      cell(be.tokens, false), cell(be.days, true),
                      be.never || !be.runs.known() ? QStringLiteral("–")
                                                   : views::number(be.runs.value, 2),
                      esc(be.summary)},
                     o->id == a.bestNeuronId);
    }
    return table.empty() ? QString() : table.html();
}

// The decision-score table turned on its side: criteria down, options across, so thirteen
// criteria fit the page's width. Columns carry the options' ranks, named in a key above it.
QString scoreTable(const Context &ctx)
{
    const DecisionScoreModel &m = ctx.models.scores;
    if (m.rowCount() == 0) return {};
    QStringList headers{tr("Criterion (weight)")};
    QStringList key;
    std::vector<bool> numeric{false};
    std::vector<int> widths{28};
    std::vector<int> rows;
    for (int row = 0; row < m.rowCount(); ++row)
        if (const ad::MatrixRow *option = m.rowAt(row); option && printsOptionColumn(ctx, *option))
            rows.push_back(row);
    if (rows.empty()) return {};
    for (int row : rows) {
        headers << QString::number(m.rowAt(row)->rank);
        key << esc(m.data(m.index(row, DecisionScoreModel::Option)).toString());
        numeric.push_back(true);
        widths.push_back(72 / int(rows.size()));
    }
    const QString html = columnsByRankNote(key);
    HtmlTable table(headers, numeric, widths);
    // Rows are the parts of the bars in Figure 4 (a group of criteria is one part), named as
    // its legend names them.
    for (int c = 0; c < m.criterionCount(); ++c) {
        const QString name = m.headerData(DecisionScoreModel::FirstCriterion + c, Qt::Horizontal,
                                          Qt::DisplayRole).toString();
        const double weight = m.weightOf(c);
        const int decimals = std::abs(weight - std::round(weight)) < 1e-9 ? 0 : 2;
        QStringList cells{esc(tr("%1 (%2)").arg(name, views::number(weight, decimals)))};
        for (int row : rows)
            cells << esc(m.data(m.index(row, DecisionScoreModel::FirstCriterion + c)).toString());
        table.addRow(cells);
    }
    QStringList total{esc(m.headerData(DecisionScoreModel::Total, Qt::Horizontal,
                                       Qt::DisplayRole).toString())};
    for (int row : rows)
        total << esc(m.data(m.index(row, DecisionScoreModel::Total)).toString());
    table.addRow(total, true);
    return html + table.html() + optionsLeftOutNote(int(rows.size()), m.rowCount());
}

// Model sizes down, options across, each headed by a number named in a note above the table:
// six names in narrow headers broke mid-word ("b200.48xlarg / e").
QString trainingTable(const TrainingCurveModel &m)
{
    QStringList headers, key;
    std::vector<bool> numeric;
    for (int c = 0; c < m.columnCount(); ++c) {
        const QString name = m.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
        const bool option = c >= TrainingCurveModel::FirstOption;
        const int number = c - TrainingCurveModel::FirstOption + 1;
        headers << (option ? QString::number(number) : esc(name));
        if (option) key << esc(tr("%1. %2").arg(number).arg(name));
        numeric.push_back(option);
    }
    HtmlTable table(headers, numeric);
    for (int r = 0; r < m.rowCount(); ++r) {
        QStringList cells;
        bool bold = false;  // your model's row, as in the application's table
        for (int c = 0; c < m.columnCount(); ++c) {
            cells << esc(m.data(m.index(r, c), Qt::DisplayRole).toString());
            const QVariant font = m.data(m.index(r, c), Qt::FontRole);
            bold = bold || (font.isValid() && font.value<QFont>().bold());
        }
        table.addRow(cells, bold);
    }
    return QStringLiteral("<p class=\"note\">%1</p>")
               .arg(tr("Columns: %1.").arg(key.join(QStringLiteral("; "))))
           + table.html();
}

} // namespace

QString resultsHtml(const Context &ctx)
{
    const ad::Assessment &a = ctx.assessment;
    const ad::Scenario &s = a.scenario;
    ReportModels &m = ctx.models;
    const QString pricing = views::pricingModelInSentence(s.strategy.pricingModel);
    const QString horizon = views::number(s.strategy.horizonMonths, 0);
    QString html = QStringLiteral("<h2>%1</h2>").arg(tr("Costs and break-even"));

    html += QStringLiteral("<h3>%1</h3>").arg(tr("The options at a glance"));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Every option in the decision at %1 prices, best ranked first. Total cost "
                        "covers %2 months of compute, the port and its upkeep where one is "
                        "needed, less any credits.").arg(pricing, horizon));
    std::vector<int> keyColumns;
    for (int c = 0; c < KeyFiguresModel::ColumnCount; ++c) keyColumns.push_back(c);
    // Nine columns: each as wide as its longest word ("Amortisation" in German), the option's
    // name taking the rest.
    html += fittedModelTable(m.keyFigures, keyColumns, ctx.textWidthPx, KeyFiguresModel::Option);

    // Figure 1: cost per million tokens.
    html += figureHeading(1, tr("Cost per million generated tokens"));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("What serving costs on each option: the price of a chip-hour divided by "
                        "the tokens a chip generates in that hour. Bars show whether the "
                        "throughput is a published measurement or a roofline estimate."));
    html += chartPlaceholder(ChartKind::CostPerToken,
                             chartSize(ChartKind::CostPerToken, m, ctx.textWidthPx));
    html += modelTable(m.costPerToken,
                       {CostPerTokenModel::Option, CostPerTokenModel::CostPerMTok,
                        CostPerTokenModel::Band, CostPerTokenModel::Method, CostPerTokenModel::TokensPerSecond,
                        CostPerTokenModel::PricePerChipHour});
    if (m.costPerToken.rowCount() > m.costPerToken.chartRowCount())
        html += note(tr("Options without a cost per token (not sold at this pricing model, or "
                        "with no price or throughput) are listed without a figure."));

    // Figure 2: training cost across model sizes.
    html += figureHeading(2, tr("Training cost per run across model sizes"));
    html += QStringLiteral("<p>%1</p>")
                .arg(!s.workload.trains()
                         ? tr("This workload only serves; the curves show what a training run "
                              "would cost on each option, for reference.")
                         : tr("What one training run of %1 tokens costs as the model grows, "
                              "at the scenario's precision, MFU and overhead. Both axes are "
                              "logarithmic; the dashed line marks this scenario's model.")
                               .arg(views::count(s.workload.training.tokensPerRunB * 1e9)));
    html += chartPlaceholder(ChartKind::TrainingCost,
                             chartSize(ChartKind::TrainingCost, m, ctx.textWidthPx));
    html += trainingTable(m.training);

    // Figure 3: break-even.
    html += figureHeading(3, tr("Break-even of the port"));
    html += QStringLiteral("<p>%1</p>")
                .arg(m.breakEven.hasCurves()
                         ? tr("Cumulative cost of the baseline, %1, against the best ranked option "
                              "that needs a port, "
                              "%2, which starts with the porting "
                              "cost. Where the lines cross, the port has paid for itself. %3")
                               .arg(esc(m.breakEven.baselineLabel()),
                                    esc(labelOf(a, a.bestNeuronId)), esc(m.breakEven.summary()))
                         : esc(m.breakEven.problem()));
    html += chartPlaceholder(ChartKind::BreakEven,
                             chartSize(ChartKind::BreakEven, m, ctx.textWidthPx));
    if (m.breakEven.hasCurves())
        html += modelTable(
            m.breakEven, {BreakEvenModel::X, BreakEvenModel::Baseline, BreakEvenModel::Candidate});
    const QString ports = breakEvenTable(ctx);
    if (!ports.isEmpty()) {
        html += QStringLiteral("<h3>%1</h3>").arg(tr("Break-even of each port"));
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("Every option that needs a port, against %1: how much work it takes "
                            "before the cheaper running cost has repaid the port.")
                             .arg(esc(labelOf(a, a.baselineId))));
        html += ports;
    }

    // Figure 4: decision scores.
    html += figureHeading(4, tr("Decision scores"));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Each bar is an option's weighted total out of 100, split into what each "
                        "criterion contributes (weight × score ÷ sum of weights). Options removed "
                        "by a knock-out are not scored."));
    html += chartPlaceholder(ChartKind::DecisionScores,
                             chartSize(ChartKind::DecisionScores, m, ctx.textWidthPx));
    // The key lists the bars by rank in one paragraph, for reading beside the score table, whose
    // columns are numbered by rank.
    QStringList bars;
    for (const ad::MatrixRow &row : a.decision.rows)
        if (!row.excluded && row.rank > 0) bars << esc(tr("%1. %2").arg(row.rank).arg(qs(row.label)));
    if (!bars.isEmpty())
        html += QStringLiteral("<p class=\"note\">%1</p>").arg(tr("Bars by rank: %1.").arg(bars.join(QStringLiteral("; "))));
    html += scoreTable(ctx);
    return html;
}

} // namespace report
