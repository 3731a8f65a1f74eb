// The decision matrix with its weights, the knock-outs and what would flip the winner.
#include "reporthtml.h"

#include "views/matrixmodel.h"
#include "views/viewformat.h"

#include <QFont>

namespace report {

namespace {

// MatrixModel is the GUI's editable matrix; the report shows the same cells, with the model's
// italics (derived scores) and underlines (user overrides) carried over. Knocked-out options
// have no scores worth printing; the knock-out table lists them.
QString matrixTable(const Context &ctx)
{
    MatrixModel model;
    model.setAssessment(ctx.models.assessment);
    if (model.rowCount() == 0) return {};
    std::vector<int> columns;
    int ranked = 0, shown = 0;
    for (int c = 0; c < model.columnCount(); ++c) {
        const ad::MatrixRow *option = model.optionRow(c);
        if (option && option->excluded) continue;
        if (option) {
            ++ranked;
            if (!printsOptionColumn(ctx, *option)) continue;
            ++shown;
        }
        columns.push_back(c);
    }
    QStringList headers, key;
    std::vector<bool> numeric;
    std::vector<int> widths;
    const int options = int(columns.size()) - int(MatrixModel::FirstOption);
    for (int c : columns) {
        // An option's column is headed by its rank, named in the key above the table.
        const ad::MatrixRow *option = model.optionRow(c);
        if (option) key << esc(tr("%1. %2").arg(option->rank).arg(qs(option->label)));
        headers << (option ? QString::number(option->rank)
                           : esc(model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString()));
        numeric.push_back(c != MatrixModel::Criterion);
        // Ranks head the options' columns, so the range the swing weight weighs gets room.
        widths.push_back(c == MatrixModel::Criterion ? 20
                         : c == MatrixModel::Weight  ? 9
                         : c == MatrixModel::Swing   ? 15
                                                     : std::max(1, 56 / std::max(1, options)));
    }
    HtmlTable table(headers, numeric, widths);
    for (int r = 0; r < model.rowCount(); ++r) {
        QStringList cells;
        for (int c : columns) {
            const QModelIndex index = model.index(r, c);
            QString text = esc(model.data(index, Qt::DisplayRole).toString());
            const QVariant font = model.data(index, Qt::FontRole);
            if (font.isValid()) {
                const QFont f = font.value<QFont>();
                if (f.bold()) text = QStringLiteral("<b>%1</b>").arg(text);
                if (f.italic()) text = QStringLiteral("<i>%1</i>").arg(text);
                if (f.underline()) text = QStringLiteral("<u>%1</u>").arg(text);
            }
            cells << text;
        }
        table.addRow(cells);
    }
    return columnsByRankNote(key) + table.html() + optionsLeftOutNote(shown, ranked);
}

QString criteriaTable(const Context &ctx)
{
    HtmlTable table({tr("Criterion"), tr("Weight"), tr("Scored from"), tr("What it measures")},
                    {false, true, false, false}, {24, 10, 16, 50});
    for (const auto &c : ctx.assessment.decision.criteria)
        table.addRow({esc(views::catalogText(c.name)), QString::number(c.weight),
                      c.derived ? tr("the cost model") : tr("expert profiles"),
                      esc(views::catalogText(c.description))});
    return table.html();
}

} // namespace

QString decisionHtml(const Context &ctx)
{
    const ad::Assessment &a = ctx.assessment;
    const ad::DecisionResult &d = a.decision;
    QString html = QStringLiteral("<h2>%1</h2>").arg(tr("The decision matrix"));
    if (d.criteria.empty()) {
        html += QStringLiteral("<p>%1</p>").arg(tr("The catalog defines no decision criteria."));
        return html;
    }
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Each option gets a score from 0 to 100 on every criterion. Weights from "
                        "1 (minor) to 5 (decisive) say how much a criterion counts, and an "
                        "option's total is the weighted mean of its scores. Scores derived from "
                        "the cost model are in italics; scores a user entered are underlined. "
                        "The criterion in bold is the one whose weight changes the result "
                        "soonest."));
    html += QStringLiteral("<h3>%1</h3>").arg(tr("Criteria and weights"));
    html += criteriaTable(ctx);
    html += QStringLiteral("<h3>%1</h3>").arg(tr("Scores (0 to 100)"));
    html += matrixTable(ctx);

    // Knock-outs.
    html += QStringLiteral("<h3>%1</h3>").arg(tr("Knock-outs"));
    HtmlTable knockouts({tr("Option"), tr("Why it was excluded before scoring")}, {false, false},
                        {34, 66});
    for (const auto &row : d.rows)
        if (row.excluded) {
            QStringList reasons;
            for (const auto &k : row.knockouts) reasons << esc(k);
            knockouts.addRow({esc(row.label), reasons.join(QStringLiteral("<br/>"))});
        }
    html += knockouts.empty()
        ? QStringLiteral("<p>%1</p>").arg(tr("No option was excluded by the constraints."))
        : knockouts.html();

    // Sensitivity.
    html += QStringLiteral("<h3>%1</h3>").arg(tr("Sensitivity to the weights"));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("For each criterion, the weight at which another option would take the "
                        "lead, all other weights unchanged. Only weights from 1 to 5 can be set; "
                        "a crossing outside that range is shown for information."));
    HtmlTable weights({tr("Criterion"), tr("Weight"), tr("Flips at"), tr("Within 1 to 5"),
                       tr("What happens")},
                      {false, true, true, false, false}, {20, 10, 9, 12, 49});
    for (const auto &w : d.sensitivity) {
        QString name = qs(w.criterionId);
        for (const auto &c : d.criteria)
            if (c.id == w.criterionId) name = views::catalogText(c.name);
        for (const auto &g : d.groups) // a group's weight is set as one, under its name
            if (g.id == w.criterionId) name = views::catalogText(g.name);
        weights.addRow({esc(name), QString::number(w.weight),
                        w.flipWeight ? views::number(*w.flipWeight, 1) : QStringLiteral("–"),
                        w.reachable ? tr("yes") : tr("no"), esc(w.text)},
                       w.criterionId == d.mostFragile);
    }
    if (!weights.empty()) html += weights.html();

    html += QStringLiteral("<h3>%1</h3>").arg(tr("Sensitivity to single scores"));
    if (d.scoreFlips.empty()) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("Moving any one score by one step (on a 1-to-5 scale) leaves the "
                            "winner unchanged."));
    } else {
        html += QStringLiteral("<p>%1</p><ul>")
                    .arg(tr("Each of these one-step changes to a single score would change the "
                            "winner:"));
        for (const auto &f : d.scoreFlips) html += QStringLiteral("<li>%1</li>").arg(esc(f.text));
        html += QStringLiteral("</ul>");
    }
    return html;
}

} // namespace report
