#include "workshopresults.h"

#include "views/messagetext.h"
#include "views/viewformat.h"

#include "base/name_text.h"
#include "group/workshop_web.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace workshopui {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("workshopui", text);
}

QString from(const std::string &text)
{
    return QString::fromStdString(text);
}

} // namespace

RoundResults roundResults(const ad::Workshop &workshop, int round,
                          const ad::Assessment *assessment, const ad::Catalog &catalog)
{
    RoundResults out;
    const ad::Round *r = workshop.round(round);
    if (!r) return out;
    out.round = round;
    out.revealed = r->revealed;
    out.ballots = int(r->ballots.size());
    out.method = workshop.method;
    // Before the reveal nothing but the count leaves the core: no view can show a value early.
    if (!r->revealed) return out;
    out.weights = ad::aggregatedWeights(*r, workshop.method);
    out.spreads = ad::disagreement(*r);
    if (assessment) out.ranking = ad::rankingAgreement(*r, *assessment, catalog);
    if (round > 1 && workshop.round(round - 1))
        out.moves = ad::compareRounds(workshop, round - 1, round, workshop.method);
    return out;
}

int roundToShow(const ad::Workshop &workshop)
{
    for (auto it = workshop.rounds.rbegin(); it != workshop.rounds.rend(); ++it)
        if (it->revealed) return it->number;
    return 0;
}

QString roundStatus(const ad::Workshop &workshop)
{
    const ad::Round &round = workshop.current();
    const int in = int(round.ballots.size());
    const int of = int(workshop.participants.size());
    const int fromDevices = ad::ballotsFromDevices(round);
    const QString devices = fromDevices == 0
                                ? QString()
                                : tr(", %1 from own devices").arg(fromDevices);
    if (round.revealed)
        return tr("Round %1 — revealed (%2 of %3 ballots%4)")
            .arg(round.number).arg(in).arg(of).arg(devices);
    return tr("Round %1 — %2 of %3 ballots in%4").arg(round.number).arg(in).arg(of).arg(devices);
}

QStringList votedNames(const ad::Workshop &workshop, bool voted)
{
    QStringList names;
    for (const ad::Participant &p : workshop.participants)
        if ((workshop.current().ballot(p.id) != nullptr) == voted) names << shownName(p.name);
    return names;
}

int ballotsOnOtherScenario(const ad::Workshop &workshop, const std::string &fingerprint)
{
    const auto &ballots = workshop.current().ballots;
    return int(std::count_if(ballots.begin(), ballots.end(), [&](const ad::Ballot &b) {
        return b.scenarioFingerprint != fingerprint;
    }));
}

QString criterionName(const ad::Catalog &catalog, const std::string &id)
{
    for (const ad::Criterion &c : catalog.criteria)
        if (c.id == id) return c.name.empty() ? from(c.id) : views::catalogText(c.name);
    return from(id);
}

QString firstSentence(const QString &text)
{
    // A sentence ends at ". " before a capital: "i.e. the" and "e.g. a" do not end one.
    static const QRegularExpression end(QStringLiteral("\\.\\s+(?=\\p{Lu})"));
    const QRegularExpressionMatch match = end.match(text);
    return match.hasMatch() ? text.left(match.capturedStart() + 1) : text;
}

QString criterionSummary(const ad::Catalog &catalog, const std::string &id)
{
    for (const ad::Criterion &c : catalog.criteria)
        if (c.id == id) return firstSentence(views::catalogText(c.description));
    return {};
}

QString sentenceOf(const ad::Message &clause)
{
    QString text = views::text(clause);
    if (!text.isEmpty()) text[0] = text[0].toUpper();
    if (!text.endsWith(QLatin1Char('.'))) text += QLatin1Char('.');
    return text;
}

QString optionLabel(const ad::Assessment *assessment, const std::string &optionId)
{
    if (optionId.empty()) return tr("none");
    if (assessment)
        if (const ad::OptionAssessment *o = assessment->option(optionId)) return from(o->label);
    return from(optionId);
}

QString label(const ad::Workshop &workshop, const std::string &participantId)
{
    return shownName(views::text(ad::participantName(workshop, participantId)).toStdString());
}

QString shownName(const std::string &name)
{
    return from(ad::isolated(name));
}

std::string normalizedName(const QString &name)
{
    return name.normalized(QString::NormalizationForm_C).toStdString();
}

QString methodName(ad::AggregationMethod method)
{
    switch (method) {
    case ad::AggregationMethod::Mean: return tr("Mean");
    case ad::AggregationMethod::Median: return tr("Median");
    case ad::AggregationMethod::Geometric: return tr("Geometric mean");
    }
    return {};
}

QString kendallReading(const std::optional<double> &w)
{
    if (!w) return tr("not defined (fewer than two ballots or options, or every option tied)");
    // The core reads W (agreementOf(), Schmidt 1997); the window words it.
    switch (ad::agreementOf(*w)) {
    case ad::Agreement::VeryWeak:
        return tr("very weak agreement — the room ranks the options very differently");
    case ad::Agreement::Weak: return tr("weak agreement on the ranking");
    case ad::Agreement::Moderate: return tr("moderate agreement on the ranking");
    case ad::Agreement::Strong: return tr("strong agreement on the ranking");
    case ad::Agreement::UnusuallyStrong: break;
    }
    return tr("unusually strong agreement — nearly everyone ranks the options alike");
}

QStringList winnerCountLines(const ad::RankingAgreement &ranking, const ad::Assessment *assessment)
{
    std::vector<std::pair<std::string, int>> counts(ranking.winnerCounts.begin(),
                                                    ranking.winnerCounts.end());
    std::stable_sort(counts.begin(), counts.end(),
                     [](const auto &a, const auto &b) { return a.second > b.second; });
    const int total = int(ranking.participants.size());
    QStringList lines;
    for (const auto &[option, count] : counts)
        lines << tr("%1 of %2 pick %3").arg(count).arg(total).arg(optionLabel(assessment, option));
    return lines;
}

std::vector<ad::CriterionMove> movesForDisplay(const ad::RoundComparison &comparison)
{
    std::vector<ad::CriterionMove> moves = comparison.criteria;
    std::stable_sort(moves.begin(), moves.end(), [](const auto &a, const auto &b) {
        const double wa = std::fabs(a.change()), wb = std::fabs(b.change());
        if (std::fabs(wa - wb) > 1e-9) return wa > wb;
        return std::fabs(a.spreadChange()) > std::fabs(b.spreadChange()) + 1e-9;
    });
    return moves;
}

QString decimal(double value, int decimals)
{
    return views::number(value, decimals);
}

QString signedDecimal(double value, int decimals)
{
    const QString text = views::number(value, decimals);
    if (!std::isfinite(value)) return text;
    const bool zero = text.indexOf(QRegularExpression(QStringLiteral("[1-9]"))) < 0;
    if (zero) return text;
    return value > 0 ? QStringLiteral("+") + text : QString(QChar(0x2212)) + text.mid(1);
}

} // namespace workshopui
