// The workshop section: who weighed the criteria, the room's weights, where it split; the rest
// (rankings, dissent, what moved) is in reporthtml_workshop_people.cpp. Every figure comes from
// core/group/workshop_digest.h; an open round shows only its ballot count.
#include "workshophtml.h"

#include "views/messagetext.h"
#include "views/viewformat.h"

#include "base/name_text.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <map>

namespace report {

namespace workshop {

QString para(const QString &text) { return QStringLiteral("<p>%1</p>").arg(text); }
QString num(double value, int decimals) { return views::number(value, decimals); }

// "+0.50", "−1.00", "0.00": a change with its direction, a true minus sign.
QString signedNum(double value, int decimals)
{
    const QString magnitude = num(std::fabs(value), decimals);
    if (magnitude == num(0, decimals)) return magnitude;
    return (value > 0 ? QStringLiteral("+") : QStringLiteral("\u2212")) + magnitude;
}

// Isolated (U+2068 ... U+2069): a name laid out on its own cannot reorder the text after it.
QString label(const ad::Workshop &w, const std::string &participantId)
{
    return qs(ad::isolated(views::text(ad::participantName(w, participantId)).toStdString()));
}

QString optionName(const Context &ctx, const std::string &optionId)
{
    return optionId.empty() ? tr("no option") : labelOf(ctx.assessment, optionId);
}

QString criterion(const Context &ctx, const std::string &id)
{
    for (const auto &c : ctx.assessment.decision.criteria)
        if (c.id == id) return views::catalogText(c.name);
    return views::catalogText(ad::criterionName(ctx.catalog, id));
}

// "A, B and C"
QString listed(const QStringList &items)
{
    if (items.size() <= 1) return items.value(0);
    return tr("%1 and %2").arg(items.mid(0, items.size() - 1).join(QStringLiteral(", ")),
                               items.last());
}

// The core reads W (agreementOf(), Schmidt 1997); the report words it.
QString readingOfW(double w)
{
    switch (ad::agreementOf(w)) {
    case ad::Agreement::VeryWeak: return tr("very weak agreement");
    case ad::Agreement::Weak: return tr("weak agreement");
    case ad::Agreement::Moderate: return tr("moderate agreement");
    case ad::Agreement::Strong: return tr("strong agreement");
    case ad::Agreement::UnusuallyStrong: break;
    }
    return tr("unusually strong agreement");
}

} // namespace workshop

using namespace workshop;

namespace {

// A facilitator's note is free text and may name people; in an anonymous workshop each
// participant's full name, and their first name on its own, become their label.
QString scrubbedNote(const ad::Workshop &w, const std::string &note)
{
    QString text = qs(note);
    if (!w.anonymous) return text;
    std::vector<std::pair<QString, QString>> names;  // name, label
    for (const auto &p : w.participants) {
        const QString full = qs(p.name).simplified();
        if (full.isEmpty()) continue;
        names.emplace_back(full, label(w, p.id));
        const QString first = full.section(QLatin1Char(' '), 0, 0);
        if (first != full && first.size() >= 2) names.emplace_back(first, label(w, p.id));
    }
    // Longer names first, so "Ana Lima" goes before "Ana".
    std::stable_sort(names.begin(), names.end(),
                     [](const auto &a, const auto &b) { return a.first.size() > b.first.size(); });
    for (const auto &[name, replacement] : names) {
        const QRegularExpression word(QStringLiteral("(?<!\\w)%1(?!\\w)")
                                          .arg(QRegularExpression::escape(name)));
        text.replace(word, replacement);
    }
    return text;
}

QString whoTable(const ad::WorkshopDigest &d)
{
    const ad::Workshop &w = *d.workshop;
    const int people = int(w.participants.size());
    QString participants;
    if (w.anonymous) {
        participants = people == 0 ? tr("none listed")
                                   : tr("%1, shown as Participant 1 to Participant %2: names are "
                                        "hidden in this workshop")
                                         .arg(people)
                                         .arg(people);
    } else {
        QStringList names;
        for (const auto &p : w.participants) names << qs(ad::isolated(p.name));
        participants = tr("%1: %2").arg(people).arg(names.join(QStringLiteral(", ")));
    }
    QString rounds = tr("%1 held, %2 revealed")
                         .arg(w.rounds.size())
                         .arg(d.revealedRounds);
    for (const auto &s : d.sealed)
        rounds += tr("; round %1 not revealed, %2 in")
                      .arg(s.number)
                      .arg(plural(s.ballots, "ballot", "ballots"));
    const std::vector<std::pair<QString, QString>> rows = {
        {tr("Workshop"), w.title.empty() ? tr("untitled") : qs(w.title)},
        {tr("Facilitator"), w.facilitator.empty() ? tr("not named") : qs(w.facilitator)},
        {tr("Participants"), participants},
        {tr("Aggregation"),
         tr("%1 of the participants' weights, rounded half up to a whole weight for the matrix")
             .arg(views::aggregationName(w.method))},
        {tr("Rounds"), rounds},
        {tr("Shown here"), tr("round %1, the last one revealed, with %2")
                               .arg(d.last->number)
                               .arg(plural(int(d.last->ballots.size()), "ballot", "ballots"))},
        {tr("From devices"),
         d.ballotsFromDevices == 0
             ? tr("no ballot of round %1 came from a participant's own device")
                   .arg(d.last->number)
             : tr("%1 of the %2 of round %3 came from participants' own devices, where a shared "
                  "link lets one person join more than once")
                   .arg(d.ballotsFromDevices)
                   .arg(plural(int(d.last->ballots.size()), "ballot", "ballots"))
                   .arg(d.last->number)},
    };
    QString html = keyValueTable(rows, 22);
    QStringList notes;
    for (const ad::Round &r : w.rounds)
        if (r.revealed && !r.note.empty())
            notes << QStringLiteral("<li>%1</li>")
                         .arg(esc(tr("Round %1: %2").arg(r.number).arg(scrubbedNote(w, r.note))));
    if (!notes.isEmpty())
        html += para(tr("The facilitator's notes:")) + QStringLiteral("<ul>") + notes.join(QString())
            + QStringLiteral("</ul>");
    return html;
}

QString weightsPart(const ad::WorkshopDigest &d)
{
    QString html = QStringLiteral("<h3>%1</h3>")
                       .arg(tr("The room's weights in round %1").arg(d.last->number));
    if (d.reportUsesWorkshopWeights) {
        html += para(tr("The decision matrix in this report uses these weights: every rounded "
                        "weight below is the one the matrix applies."));
    } else {
        html += para(QStringLiteral("<b>%1</b> %2")
                         .arg(tr("The decision matrix in this report does not use the workshop's "
                                 "weights."),
                              tr("%1 of %2 criteria carry another weight there (in bold below), "
                                 "so the report's result is the scenario's, not the room's.")
                                  .arg(d.weightsDifferingFromReport)
                                  .arg(d.weights.size())));
    }
    HtmlTable table({tr("Criterion"), tr("Ballots"), tr("Room, exact"), tr("Room, rounded"),
                     tr("Catalog default"), tr("This report")},
                    {false, true, true, true, true, true}, {36, 11, 14, 14, 13, 12});
    for (const auto &w : d.weights) {
        QString inReport = w.inReport ? QString::number(*w.inReport) : tr("not in the matrix");
        if (!w.inReport || *w.inReport != w.aggregate.rounded)
            inReport = QStringLiteral("<b>%1</b>").arg(inReport);
        table.addRow({esc(views::catalogText(w.name)), QString::number(w.aggregate.count),
                      num(w.aggregate.exact, 2), QString::number(w.aggregate.rounded),
                      w.catalogDefault > 0 ? QString::number(w.catalogDefault) : tr("–"),
                      inReport});
    }
    return html + table.html();
}

QString disagreementPart(const Context &ctx, const ad::WorkshopDigest &d)
{
    QString html = QStringLiteral("<h3>%1</h3>").arg(tr("Where the room disagrees"));
    if (d.spreads.empty()) return html + para(tr("No criterion was weighed in this round."));
    const ad::CriterionSpread &top = d.spreads.front();
    if (top.stdDev < 1e-12) {
        // Nothing to chart: every row would be a lone dot at the weights table's value.
        return html + para(d.last->ballots.size() == 1
                               ? tr("With a single ballot there is no spread to show.")
                               : tr("Everyone gave each criterion the same weight: there is no "
                                    "spread."));
    }
    QStringList named;
    for (std::size_t i = 0; i < d.spreads.size() && i < 2; ++i) {
        const ad::CriterionSpread &s = d.spreads[i];
        if (s.stdDev < 1e-12) break;
        named << tr("%1 (standard deviation %2, weights from %3 to %4)")
                     .arg(esc(criterion(ctx, s.criterionId)), num(s.stdDev, 2), num(s.min, 0),
                          num(s.max, 0));
    }
    html += para(tr("Most contested: %1.").arg(listed(named)));
    html += chartPlaceholder(ChartKind::WorkshopSpread,
                             chartSize(ChartKind::WorkshopSpread, ctx.models, ctx.textWidthPx));
    html += QStringLiteral("<p class=\"note\">%1</p>")
                .arg(tr("The chart's figures, most contested first. The standard deviation "
                        "divides by the number of ballots (the room is the whole population, "
                        "not a sample); the quartiles Q1 and Q3 are interpolated between the "
                        "sorted weights (Hyndman and Fan type 7) and the interquartile range "
                        "(IQR) is Q3 − Q1."));
    HtmlTable table({tr("Criterion"), tr("Room"), tr("Standard deviation"), tr("Range"),
                     tr("Lowest–highest"), tr("IQR"), tr("Q1–Q3"), tr("Mean")},
                    {false, true, true, true, true, true, true, true},
                    {29, 8, 12, 8, 11, 8, 14, 10});
    std::map<std::string, double> room;
    for (const auto &w : d.weights) room[w.criterionId] = w.aggregate.exact;
    for (const ad::CriterionSpread &s : d.spreads)
        table.addRow({esc(criterion(ctx, s.criterionId)), num(room[s.criterionId], 2),
                      num(s.stdDev, 2), num(s.range, 0),
                      tr("%1–%2").arg(num(s.min, 0), num(s.max, 0)), num(s.iqr, 2),
                      tr("%1–%2").arg(num(s.q1, 2), num(s.q3, 2)), num(s.mean, 2)});
    return html + table.html();
}

} // namespace

QString workshopHtml(const Context &ctx)
{
    if (!ctx.workshop) return {};
    const ad::WorkshopDigest &d = *ctx.workshop;
    QString html = QStringLiteral("<h2>%1</h2>").arg(tr("Workshop: the room's weights"));
    html += para(tr("A team weighed the decision criteria together, each person giving every "
                    "criterion a weight from 1 to 5, then saw the result and talked it over. "
                    "This section reports the last revealed round: the room's weights, where it "
                    "split, and who would choose differently."));
    html += whoTable(d);
    if (d.weights.empty()) {
        // Revealed with no ballot (or none that weighs a criterion): nothing to aggregate.
        return html + para(tr("Round %1 was revealed without any weight cast, so there is "
                              "nothing to aggregate yet.")
                               .arg(d.last->number))
            + sealedPart(d);
    }
    html += weightsPart(d);
    html += disagreementPart(ctx, d);
    html += rankingPart(ctx, d);
    html += dissentPart(ctx, d);
    html += movedPart(ctx, d);
    html += sealedPart(d);
    return html;
}

QString workshopSummary(const Context &ctx)
{
    if (!ctx.workshop) return {};
    const ad::WorkshopDigest &d = *ctx.workshop;
    const int people = int(d.workshop->participants.size());
    QString text = tr("A workshop of %1 weighed the criteria over %2")
                       .arg(plural(people, "person", "people"),
                            plural(d.revealedRounds, "revealed round", "revealed rounds"));
    const int voters = int(d.ranking.participants.size());
    const auto it = d.ranking.winnerCounts.find(d.groupWinner);
    if (!d.groupWinner.empty() && voters > 0)
        text += tr("; %1 of %2 would pick %3 with their own weights")
                    .arg(it == d.ranking.winnerCounts.end() ? 0 : it->second)
                    .arg(voters)
                    .arg(optionName(ctx, d.groupWinner));
    if (d.ranking.concordance.w)
        text += tr("; Kendall's W %1 (%2)")
                    .arg(num(*d.ranking.concordance.w, 2), readingOfW(*d.ranking.concordance.w));
    text += QLatin1Char('.');
    if (d.weights.empty()) return esc(text);  // nothing weighed: nothing to compare
    text += QLatin1Char(' ')
        + (d.reportUsesWorkshopWeights
               ? tr("The matrix in this report uses the room's weights.")
               : tr("The matrix in this report does not use the room's weights; the workshop "
                    "section compares the two."));
    return esc(text);
}

} // namespace report