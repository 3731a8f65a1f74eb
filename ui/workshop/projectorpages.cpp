#include "projectorpages.h"

#include "views/viewformat.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace {

// The texts of this file translate under "ProjectorText"; a named class lets lupdate collect them.
struct ProjectorText {
    Q_DECLARE_TR_FUNCTIONS(ProjectorText)
};

QString workshopTitle(const ad::Workshop &workshop)
{
    return workshop.title.empty() ? ProjectorText::tr("Workshop")
                                  : QString::fromStdString(workshop.title);
}

projector::Page statusPage(const ad::Workshop &workshop)
{
    projector::Page page;
    page.kind = projector::Page::Status;
    page.title = workshopTitle(workshop);
    if (!workshop.facilitator.empty())
        page.subtitle = ProjectorText::tr("Facilitated by %1")
                            .arg(QString::fromStdString(workshop.facilitator));
    const ad::Round &round = workshop.current();
    const int in = int(round.ballots.size());
    const int of = int(workshop.participants.size());
    page.headline = ProjectorText::tr("Round %1").arg(round.number);
    page.lines << ProjectorText::tr("%1 of %2 ballots in").arg(in).arg(of);
    page.ballotsIn = std::make_pair(in, of);
    // Who has voted is no secret, only what. In anonymous mode even that stays off the wall.
    if (!workshop.anonymous) {
        const QStringList waiting = workshopui::votedNames(workshop, false);
        if (!waiting.isEmpty())
            page.lines
                << ProjectorText::tr("Waiting for %1").arg(waiting.join(QStringLiteral(", ")));
    }
    page.footnote = in == of && of > 0
        ? ProjectorText::tr("Everyone has voted. The facilitator reveals the results.")
        : ProjectorText::tr("Votes stay hidden until the facilitator reveals the round.");
    return page;
}

projector::Page weightsPage(const ad::Workshop &workshop, const workshopui::RoundResults &r,
                          const ad::Catalog &catalog)
{
    projector::Page page;
    page.kind = projector::Page::Weights;
    page.title = ProjectorText::tr("What matters to the room");
    page.subtitle = ProjectorText::tr("Round %1 · %2 of %3 ballots · %4 of the weights, 1 to 5")
                        .arg(r.round)
                        .arg(r.ballots)
                        .arg(workshop.participants.size())
                        .arg(views::aggregationName(r.method));
    std::vector<ad::AggregatedWeight> sorted = r.weights;
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const auto &a, const auto &b) { return a.exact > b.exact; });
    for (const ad::AggregatedWeight &w : sorted)
        page.rows.push_back({workshopui::criterionName(catalog, w.criterionId),
                             QString::number(w.rounded),
                             QStringLiteral("(%1)").arg(workshopui::decimal(w.exact)), w.exact,
                             std::nullopt});
    page.footnote
        = ProjectorText::tr("The bar is the exact value; the matrix takes the whole number.");
    return page;
}

projector::Page disagreementPage(const ad::Workshop &workshop, const workshopui::RoundResults &r,
                               const ad::Catalog &catalog)
{
    projector::Page page;
    page.kind = projector::Page::Disagreement;
    page.title = ProjectorText::tr("Where the room disagrees most");
    page.subtitle
        = ProjectorText::tr("Round %1 · most contested first · dots are votes at 1, 2, 3, 4, 5")
              .arg(r.round);
    const ad::Round *round = workshop.round(r.round);
    for (const ad::CriterionSpread &s : r.spreads) {
        if (int(page.rows.size()) == projector::contestedRows) break;
        std::array<int, 5> votes{};
        if (round)
            for (const ad::Ballot &b : round->ballots) {
                const auto found = b.weights.find(s.criterionId);
                if (found != b.weights.end() && found->second >= 1 && found->second <= 5)
                    ++votes[std::size_t(found->second - 1)];
            }
        page.rows.push_back({ workshopui::criterionName(catalog, s.criterionId),
                              ProjectorText::tr("SD %1").arg(workshopui::decimal(s.stdDev)),
                              ProjectorText::tr("range %1").arg(workshopui::decimal(s.range, 0)),
                              std::nullopt, votes });
    }
    const int rest = int(r.spreads.size()) - int(page.rows.size());
    if (rest > 0)
        page.footnote = rest == 1
            ? ProjectorText::tr("One more criterion with less disagreement.")
            : ProjectorText::tr("%1 more criteria with less disagreement.").arg(rest);
    return page;
}

projector::Page rankingPage(const workshopui::RoundResults &r, const ad::Assessment *assessment)
{
    projector::Page page;
    page.kind = projector::Page::Ranking;
    page.title = ProjectorText::tr("Do we rank the options alike?");
    page.subtitle
        = ProjectorText::tr("Round %1 · each person's own weights run through the matrix")
              .arg(r.round);
    if (!r.ranking) {
        page.headline = ProjectorText::tr("Not available");
        page.lines << ProjectorText::tr("The scenario has not been evaluated yet.");
        return page;
    }
    const auto &w = r.ranking->concordance.w;
    page.headline = w ? ProjectorText::tr("Kendall's W = %1").arg(workshopui::decimal(*w))
                      : ProjectorText::tr("Kendall's W: —");
    // The reading without its explanation after the dash: short enough for the wall.
    QString reading = workshopui::kendallReading(w);
    const qsizetype dash = reading.indexOf(QStringLiteral(" — "));
    if (dash >= 0) reading.truncate(dash);
    if (!reading.isEmpty()) reading[0] = reading[0].toUpper();
    page.lines << reading;
    page.lines << workshopui::winnerCountLines(*r.ranking, assessment);
    page.footnote
        = ProjectorText::tr("W = 0: no agreement on the order of the options; 1: everyone ranks "
                            "them alike.");
    return page;
}

projector::Page movesPage(const workshopui::RoundResults &r, const ad::Catalog &catalog)
{
    projector::Page page;
    page.kind = projector::Page::Moves;
    page.title = ProjectorText::tr("What moved since round %1").arg(r.moves->from);
    page.subtitle
        = ProjectorText::tr("Round %1 → round %2 · weights that moved first, then spreads")
              .arg(r.moves->from)
              .arg(r.moves->to);
    for (const ad::CriterionMove &m : workshopui::movesForDisplay(*r.moves)) {
        if (int(page.rows.size()) == 8) break;
        if (!m.before || !m.after) continue;
        if (std::abs(m.change()) < 1e-9 && std::abs(m.spreadChange()) < 1e-9) continue;
        page.rows.push_back({ workshopui::criterionName(catalog, m.criterionId),
                              ProjectorText::tr("%1 → %2").arg(workshopui::decimal(*m.before, 1),
                                                               workshopui::decimal(*m.after, 1)),
                              ProjectorText::tr("spread %1 → %2")
                                  .arg(workshopui::decimal(m.spreadBefore.value_or(0), 1),
                                       workshopui::decimal(m.spreadAfter.value_or(0), 1)),
                              std::nullopt, std::nullopt });
    }
    if (page.rows.empty())
        page.headline
            = ProjectorText::tr("Nothing moved: every weight and spread is where it was.");
    return page;
}

} // namespace

QString projector::Page::text() const
{
    QStringList parts{title, subtitle, headline};
    parts << lines;
    for (const projector::Row &row : rows) parts << row.label + QLatin1Char(' ') + row.value
                                                      + QLatin1Char(' ') + row.detail;
    parts << footnote;
    parts.removeAll(QString());
    return parts.join(QLatin1Char('\n'));
}

std::vector<projector::Page> projector::pages(const ad::Workshop &workshop,
                                          const ad::Assessment *assessment,
                                          const ad::Catalog &catalog)
{
    // The open round counts: while it is being voted on, only its status is on the wall, even
    // if an earlier round was revealed, so the last results do not steer the new votes.
    if (!workshop.current().revealed) return {statusPage(workshop)};
    const workshopui::RoundResults r =
        workshopui::roundResults(workshop, workshop.currentRound, assessment, catalog);
    std::vector<projector::Page> pages{weightsPage(workshop, r, catalog),
                                     disagreementPage(workshop, r, catalog),
                                     rankingPage(r, assessment)};
    if (r.moves) pages.push_back(movesPage(r, catalog));
    return pages;
}
