// The workshop section's second half: how far the participants' own rankings agree, who
// would pick another option, what moved between the first and last revealed rounds, and the
// rounds that stay sealed.
#include "workshophtml.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace report::workshop {

namespace {

QString winnerCountsSentence(const Context &ctx, const ad::WorkshopDigest &d)
{
    std::vector<std::pair<std::string, int>> counts(d.ranking.winnerCounts.begin(),
                                                    d.ranking.winnerCounts.end());
    std::stable_sort(counts.begin(), counts.end(),
                     [](const auto &a, const auto &b) { return a.second > b.second; });
    const int voters = int(d.ranking.participants.size());
    QStringList parts;
    for (const auto &[id, n] : counts)
        parts << tr("%1 of %2 pick %3").arg(n).arg(voters).arg(esc(optionName(ctx, id)));
    if (parts.isEmpty()) return tr("No participant's weights leave an option standing.");
    return tr("With their own weights, %1.").arg(listed(parts));
}

} // namespace

QString rankingPart(const Context &ctx, const ad::WorkshopDigest &d)
{
    const ad::Workshop &w = *d.workshop;
    QString html = QStringLiteral("<h3>%1</h3>").arg(tr("How far the rankings agree"));
    const ad::KendallW &k = d.ranking.concordance;
    QString agreement;
    if (k.w) {
        agreement = tr("Kendall's W is %1 across %2 and %3: %4. W is 0 when the participants' "
                       "rankings of the options are unrelated and 1 when they are identical.")
                        .arg(num(*k.w, 2),
                             plural(k.raters, "participant", "participants"),
                             plural(k.items, "option", "options"), readingOfW(*k.w));
    } else {
        agreement = tr("Kendall's W cannot be computed here: it needs at least two participants "
                       "ranking at least two options.");
    }
    html += para(agreement + QLatin1Char(' ') + winnerCountsSentence(ctx, d));
    html += QStringLiteral("<p class=\"note\">%1</p>")
                .arg(tr("Each participant's order is the decision matrix run again with that "
                        "participant's weights (and scores, where they gave any). Rows in bold "
                        "pick another winner than the room's weights do."));
    // The winner is first in the order: the last column goes on from second place.
    HtmlTable table({tr("Participant"), tr("Own winner"), tr("Then, in their order")},
                    {false, false, false}, {14, 28, 58});
    for (const ad::ParticipantRanking &p : d.ranking.participants) {
        QStringList order;
        for (std::size_t i = 1; i < p.order.size(); ++i)
            order << tr("%1.\u00a0%2").arg(i + 1).arg(esc(breakable(optionName(ctx, p.order[i]))));
        const bool dissents = p.winner != d.groupWinner;
        table.addRow({esc(label(w, p.participantId)), esc(optionName(ctx, p.winner)),
                      order.join(QStringLiteral(" "))},
                     dissents);
    }
    return html + table.html();
}

QString dissentPart(const Context &ctx, const ad::WorkshopDigest &d)
{
    const ad::Workshop &w = *d.workshop;
    QString html = QStringLiteral("<h3>%1</h3>").arg(tr("The dissent"));
    if (d.groupWinner.empty())
        return html + para(tr("With the room's weights no option survives the knock-outs, so "
                              "there is no group result to dissent from."));
    const QString group = esc(optionName(ctx, d.groupWinner));
    if (d.dissent.empty())
        return html + para(tr("None: every participant's own weights pick %1, as the room's "
                              "weights do.").arg(group));
    html += para(tr("The room's weights pick %1. %2 would pick another option with their own "
                    "weights:")
                     .arg(group, plural(int(d.dissent.size()), "participant", "participants")));
    std::map<std::string, double> room;
    for (const auto &weight : d.weights) room[weight.criterionId] = weight.aggregate.exact;
    html += QStringLiteral("<ul>");
    for (const auto &dissent : d.dissent) {
        QStringList gaps;
        for (const auto &[id, own] : dissent.gaps)
            gaps << tr("%1 at %2 (room %3)")
                        .arg(esc(criterion(ctx, id)))
                        .arg(own)
                        .arg(num(room[id], 2));
        QString line = tr("<b>%1</b> would pick %2")
                           .arg(esc(label(w, dissent.participantId)),
                                esc(optionName(ctx, dissent.ownWinner)));
        if (!gaps.isEmpty()) line += tr("; weighs %1").arg(listed(gaps));
        html += QStringLiteral("<li>%1.</li>").arg(line);
    }
    return html + QStringLiteral("</ul>");
}

QString movedPart(const Context &ctx, const ad::WorkshopDigest &d)
{
    const ad::Workshop &w = *d.workshop;
    if (!d.moved) return {};
    const ad::RoundComparison &m = *d.moved;
    QString html = QStringLiteral("<h3>%1</h3>")
                       .arg(tr("What moved from round %1 to round %2").arg(m.from).arg(m.to));
    int both = 0;
    for (const auto &p : m.participants) both += p.votedBefore && p.votedAfter ? 1 : 0;
    QStringList largest;
    for (const ad::CriterionMove &c : m.criteria)
        if (largest.size() < 2 && std::fabs(c.change()) > 1e-9)
            largest << tr("%1 (%2 to %3)")
                           .arg(esc(criterion(ctx, c.criterionId)), num(*c.before, 2),
                                num(*c.after, 2));
    QString text = d.participantsWhoChanged == both && both > 1
        ? tr("All %1 who voted in both rounds changed at least one weight.").arg(both)
        : tr("%1 of the %2 who voted in both rounds changed at least one weight.")
              .arg(d.participantsWhoChanged)
              .arg(both);
    text += QLatin1Char(' ')
        + (largest.isEmpty() ? tr("The room's weights did not move.")
                             : tr("The largest shifts in the room's weights: %1.")
                                   .arg(listed(largest)));
    int narrower = 0, wider = 0, weighed = 0;
    for (const ad::CriterionMove &c : m.criteria) {
        if (!c.spreadBefore || !c.spreadAfter) continue;
        ++weighed;
        narrower += c.spreadChange() < -1e-9 ? 1 : 0;
        wider += c.spreadChange() > 1e-9 ? 1 : 0;
    }
    if (weighed > 0)
        text += QLatin1Char(' ')
            + tr("The spread narrowed on %1 of %2 criteria and widened on %3.")
                  .arg(narrower)
                  .arg(weighed)
                  .arg(wider);
    html += para(text);

    HtmlTable table({tr("Criterion"), tr("Round %1").arg(m.from), tr("Round %1").arg(m.to),
                     tr("Change"), tr("Spread before"), tr("Spread after")},
                    {false, true, true, true, true, true}, {34, 12, 12, 12, 15, 15});
    for (const ad::CriterionMove &c : m.criteria) {
        // Only the room's weights that moved; criteria weighed in one round only count too.
        if (c.before && c.after && std::fabs(c.change()) < 1e-9) continue;
        auto opt = [](const std::optional<double> &v) {
            return v ? num(*v, 2) : tr("not weighed");
        };
        table.addRow({esc(criterion(ctx, c.criterionId)), opt(c.before), opt(c.after),
                      c.before && c.after ? signedNum(c.change(), 2) : tr("–"),
                      opt(c.spreadBefore), opt(c.spreadAfter)});
    }
    if (!table.empty()) {
        html += QStringLiteral("<p class=\"note\">%1</p>")
                    .arg(tr("The criteria whose room weight changed, largest change first; "
                            "the spread is the standard deviation of the weights."));
        html += table.html();
    }

    HtmlTable people({tr("Participant"), tr("Weights changed (round %1 → round %2)")
                                             .arg(m.from)
                                             .arg(m.to)},
                     {false, false}, {14, 86});
    for (const ad::ParticipantMove &p : m.participants) {
        QString changes;
        if (!p.votedBefore) changes = tr("voted only in round %1").arg(m.to);
        else if (!p.votedAfter) changes = tr("voted only in round %1").arg(m.from);
        else if (p.changes.empty()) changes = tr("no change");
        else {
            QStringList items;
            for (const ad::WeightChange &c : p.changes)
                items << tr("%1 %2\u00a0→\u00a0%3")
                             .arg(esc(criterion(ctx, c.criterionId)),
                                  c.before ? QString::number(*c.before) : tr("–"),
                                  c.after ? QString::number(*c.after) : tr("–"));
            changes = items.join(QStringLiteral(", "));
        }
        people.addRow({esc(label(w, p.participantId)), changes});
    }
    if (!people.empty()) html += people.html();
    return html;
}

QString sealedPart(const ad::WorkshopDigest &d)
{
    QStringList lines;
    for (const auto &s : d.sealed)
        lines << tr("Round %1 is not revealed yet: %2 in.")
                     .arg(s.number)
                     .arg(plural(s.ballots, "ballot", "ballots"));
    if (lines.isEmpty()) return {};
    return para(lines.join(QLatin1Char(' ')) + QLatin1Char(' ')
                + tr("Ballots stay sealed until the facilitator reveals their round, so none of "
                     "them appears in this report."));
}

} // namespace report::workshop
