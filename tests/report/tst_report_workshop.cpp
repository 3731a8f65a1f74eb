// The workshop section of the PDF report, read back with poppler. The expected numbers are worked
// out here from the scenario file's JSON (read with QJsonDocument, not the core's reader) and the
// matrix's scores: medians, population standard deviations and quartiles written out by hand,
// each participant's totals as weighted means, Kendall's W from its formula.
#include "modaldialog.h"
#include "pdftools.h"

#include "report/report.h"
#include "report/reportdialog.h"
#include "session/document.h"
#include "shell/mainwindow.h"

#include "assessment/assessment.h"
#include "evaluation/assess.h"
#include "formats/assessment_format.h"
#include "catalog/catalog_io.h"
#include "scenario/scenario_io.h"
#include "group/workshop_io.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>
#include <sstream>

using namespace pdftools;

namespace {

const QDate fixedDate(2025, 3, 14);
const QString scenarioPath
    = QStringLiteral(ACCELDECIDE_SOURCE_DIR "/tests/data/scenarios/valid-workshop-eight.json");
const QString badScenarioPath
    = QStringLiteral(ACCELDECIDE_SOURCE_DIR "/tests/data/scenarios/bad-workshop-weight.json");
const QString sectionHeading = QStringLiteral("Workshop: the room's weights");
// The section's first sentence: the heading's words also open a line of the contents list.
const QString sectionStart = QStringLiteral("A team weighed the decision criteria together");

// pdftotext keeps the font's ligatures ("ﬁ"); compatibility normalisation spells them out.
QString plain(const QString &text) { return text.normalized(QString::NormalizationForm_KC); }

// Two decimals as the report writes every number (the shared formatter); the values themselves
// are computed here.
QString fixed2(double v) { return QString::fromStdString(ad::formatNumber(v, 2)); }

// Text without the page footers, whose page count may differ between two reports.
QString withoutFooters(QString text)
{
    static const QRegularExpression footer(QStringLiteral("Page \\d+ of \\d+"));
    return text.remove(footer).simplified();
}

// A participant's name, or a part of it, as a word of its own.
bool mentions(const QString &text, const QString &name)
{
    return QRegularExpression(QStringLiteral("(?<!\\w)%1(?!\\w)")
                                  .arg(QRegularExpression::escape(name)))
        .match(text)
        .hasMatch();
}

// The part of `text` from `from` up to `to` (or the end).
QString between(const QString &text, const QString &from, const QString &to)
{
    const int start = text.indexOf(from);
    if (start < 0) return {};
    const int end = to.isEmpty() ? -1 : text.indexOf(to, start + from.size());
    return end < 0 ? text.mid(start) : text.mid(start, end - start);
}

// The room's data as the file has it, read independently of the core.
struct FileBallot {
    QString participant;
    std::map<QString, int> weights;
};
struct FileData {
    std::map<QString, QString> names;  // participant id -> name
    QStringList order;                 // participant ids in the file's order
    std::vector<FileBallot> round1, round2;
};

FileData readFileData(const QString &path)
{
    QFile file(path);
    FileData data;
    if (!file.open(QIODevice::ReadOnly)) return data;
    const QJsonObject workshop = QJsonDocument::fromJson(file.readAll()).object()
                                     .value(QStringLiteral("workshop")).toObject();
    for (const auto &p : workshop.value(QStringLiteral("participants")).toArray()) {
        const QString id = p.toObject().value(QStringLiteral("id")).toString();
        data.names[id] = p.toObject().value(QStringLiteral("name")).toString();
        data.order << id;
    }
    for (const auto &r : workshop.value(QStringLiteral("rounds")).toArray()) {
        std::vector<FileBallot> ballots;
        for (const auto &b : r.toObject().value(QStringLiteral("ballots")).toArray()) {
            FileBallot ballot;
            ballot.participant = b.toObject().value(QStringLiteral("participant")).toString();
            const QJsonObject w = b.toObject().value(QStringLiteral("weights")).toObject();
            for (auto it = w.begin(); it != w.end(); ++it) ballot.weights[it.key()] = it->toInt();
            ballots.push_back(ballot);
        }
        const int number = r.toObject().value(QStringLiteral("number")).toInt();
        (number == 1 ? data.round1 : data.round2) = ballots;
    }
    return data;
}

std::vector<double> weightsOf(const std::vector<FileBallot> &ballots, const QString &criterion)
{
    std::vector<double> out;
    for (const auto &b : ballots)
        if (b.weights.count(criterion)) out.push_back(b.weights.at(criterion));
    return out;
}

// By hand, not through core/group/workshop_stats.cpp.
double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}
double mean(const std::vector<double> &v)
{
    double sum = 0;
    for (double x : v) sum += x;
    return sum / double(v.size());
}
double populationSd(const std::vector<double> &v)
{
    const double m = mean(v);
    double sum = 0;
    for (double x : v) sum += (x - m) * (x - m);
    return std::sqrt(sum / double(v.size()));
}
// Hyndman & Fan type 7: h = (n - 1)p, interpolate between the order statistics around h.
double quantile7(std::vector<double> v, double p)
{
    std::sort(v.begin(), v.end());
    const double h = double(v.size() - 1) * p;
    const std::size_t lo = std::size_t(std::floor(h));
    const std::size_t hi = std::min(lo + 1, v.size() - 1);
    return v[lo] + (h - double(lo)) * (v[hi] - v[lo]);
}
int roundedHalfUp(double x) { return std::clamp(int(std::floor(x + 0.5)), 1, 5); }

ad::Workshop loadWorkshop(const QString &path, const ad::Catalog &catalog)
{
    std::ifstream in(path.toStdString());
    std::stringstream text;
    text << in.rdbuf();
    ad::WorkshopLoad load = ad::parseWorkshopInScenario(text.str(), path.toStdString(), &catalog);
    return load.workshop.value_or(ad::Workshop{});
}

} // namespace

class TestReportWorkshop : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void sectionOnlyWithARevealedRound();
    void weightsAndSpreadMatchHandArithmetic();
    void rankingAgreementAndDissent();
    void anonymousWorkshopShowsNoNames();
    void openRoundStaysSealed();
    void saysWhenTheMatrixDoesNotUseTheRoomsWeights();
    void noRasterImages();
    void saysHowManyBallotsCameFromDevices();
    void cliReadsTheWorkshopFromTheScenarioFile();
    void cliRefusesABadWorkshop();
    void exportDialogIncludesTheDocumentsWorkshop();

private:
    QString write(const ad::Assessment &assessment, const ad::Workshop *workshop,
                  const QString &name);
    QString textOf(const QString &path, bool layout = false);

    QTemporaryDir m_dir;
    ad::Catalog m_catalog;
    ad::Scenario m_scenario;
    ad::Assessment m_assessment;
    ad::Workshop m_workshop;
    FileData m_file;
    std::string m_fingerprint;
    QString m_pdf;  // the file's scenario with its workshop
};

QString TestReportWorkshop::write(const ad::Assessment &assessment, const ad::Workshop *workshop,
                                  const QString &name)
{
    report::Options options;
    options.generated = fixedDate;
    options.workshop = workshop;
    const QString path = m_dir.filePath(name);
    QString error;
    if (!report::writePdf(assessment, m_catalog, m_fingerprint, options, path, &error)) {
        qWarning("report::writePdf failed: %s", qPrintable(error));
        return {};
    }
    return path;
}

QString TestReportWorkshop::textOf(const QString &path, bool layout)
{
    return plain(pdfText(path, layout).value_or(QString()));
}

void TestReportWorkshop::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const ad::CatalogLoad catalog = ad::loadEmbeddedCatalog();
    QVERIFY(!ad::hasErrors(catalog.diagnostics));
    m_catalog = catalog.catalog;
    const ad::ScenarioLoad scenario = ad::loadScenarioFile(scenarioPath.toStdString());
    QVERIFY(scenario.ok());
    m_scenario = scenario.scenario;
    m_assessment = ad::assess(m_scenario, m_catalog);
    m_workshop = loadWorkshop(scenarioPath, m_catalog);
    QCOMPARE(m_workshop.participants.size(), std::size_t(8));
    QCOMPARE(m_workshop.rounds.size(), std::size_t(2));
    QVERIFY(!m_workshop.anonymous);
    m_file = readFileData(scenarioPath);
    QCOMPARE(m_file.round2.size(), std::size_t(8));
    m_fingerprint = report::catalogFingerprint();
    m_pdf = write(m_assessment, &m_workshop, QStringLiteral("workshop.pdf"));
    QVERIFY(QFile::exists(m_pdf));
    QVERIFY2(pdfText(m_pdf), "pdftotext (poppler-utils) is not installed");
}

void TestReportWorkshop::sectionOnlyWithARevealedRound()
{
    const QString with = flat(textOf(m_pdf));
    QVERIFY(with.contains(sectionHeading));
    QVERIFY(with.contains(sectionStart));
    // The contents list and the executive summary mention it.
    QVERIFY(with.contains(QStringLiteral("Workshop: the room's weights, where it disagrees, and "
                                         "the dissent")));
    QVERIFY2(with.contains(QStringLiteral("A workshop of 8 people weighed the criteria over 2 "
                                          "revealed rounds")),
             qPrintable(with.left(3000)));

    const QString none = flat(textOf(write(m_assessment, nullptr, QStringLiteral("none.pdf"))));
    QVERIFY(!none.isEmpty());
    QVERIFY(!none.contains(sectionHeading));
    QVERIFY(!none.contains(sectionStart));
    QVERIFY(!none.contains(QStringLiteral("A workshop of")));

    // Ballots in, nothing revealed: no section at all.
    ad::Workshop sealed = m_workshop;
    for (auto &round : sealed.rounds) round.revealed = false;
    const QString hidden = flat(textOf(write(m_assessment, &sealed, QStringLiteral("sealed.pdf"))));
    QVERIFY(!hidden.isEmpty());
    QVERIFY(!hidden.contains(sectionHeading));
    QVERIFY(!hidden.contains(QStringLiteral("A workshop of")));
    // Without the section, the report is the report without a workshop.
    QCOMPARE(hidden, none);

    // A round revealed before anyone voted: the section says there is nothing to aggregate.
    ad::Workshop empty = m_workshop;
    empty.rounds = {ad::Round{}};
    empty.currentRound = 1;
    ad::revealRound(empty);
    const QString bare = flat(textOf(write(m_assessment, &empty, QStringLiteral("empty.pdf"))));
    QVERIFY(bare.contains(sectionStart));
    QVERIFY(bare.contains(QStringLiteral("Round 1 was revealed without any weight cast")));
    QVERIFY(!bare.contains(QStringLiteral("Kendall's W")));
}

void TestReportWorkshop::weightsAndSpreadMatchHandArithmetic()
{
    const QString layout = textOf(m_pdf, true);
    const QString section = between(layout, sectionStart, QStringLiteral("Risks and caveats"));
    QVERIFY(!section.isEmpty());

    // The most contested criterion by hand: the largest population standard deviation.
    QString contested;
    double largest = -1;
    for (const auto &c : m_catalog.criteria) {
        const auto values = weightsOf(m_file.round2, QString::fromStdString(c.id));
        if (values.empty()) continue;
        if (populationSd(values) > largest + 1e-12) {
            largest = populationSd(values);
            contested = QString::fromStdString(c.id);
        }
    }
    QVERIFY(largest > 0.5);  // the test data does split the room
    const QString contestedName
        = QString::fromStdString(m_catalog.criterion(contested.toStdString())->name);
    QVERIFY2(flat(section).contains(QStringLiteral("Most contested: %1 (standard deviation %2")
                                        .arg(contestedName, fixed2(largest))),
             qPrintable(flat(section).left(2500)));

    int checked = 0;
    for (const auto &c : m_catalog.criteria) {
        const QString id = QString::fromStdString(c.id);
        const auto values = weightsOf(m_file.round2, id);
        if (values.empty()) continue;
        const QString name = QRegularExpression::escape(QString::fromStdString(c.name));
        const double room = median(values);  // the workshop's method is the median
        int used = 0;
        for (const auto &mc : m_assessment.decision.criteria)
            if (mc.id == c.id) used = mc.weight;
        // Weights table: criterion, ballots, exact, rounded, catalog default, this report.
        const QRegularExpression weightsRow(QStringLiteral("%1\\s+%2\\s+%3\\s+%4\\s+%5\\s+%6\\s")
                                                .arg(name)
                                                .arg(values.size())
                                                .arg(fixed2(room))
                                                .arg(roundedHalfUp(room))
                                                .arg(c.defaultWeight)
                                                .arg(used));
        QVERIFY2(weightsRow.match(section).hasMatch(), qPrintable(weightsRow.pattern()));
        // Spread table: room, SD, range, lowest–highest, IQR, Q1–Q3, mean.
        const double lo = *std::min_element(values.begin(), values.end());
        const double hi = *std::max_element(values.begin(), values.end());
        const double q1 = quantile7(values, 0.25), q3 = quantile7(values, 0.75);
        const QRegularExpression spreadRow(
            QStringLiteral("%1\\s+%2\\s+%3\\s+%4\\s+%5–%6\\s+%7\\s+%8–%9\\s+%10\\s")
                .arg(name, fixed2(room), fixed2(populationSd(values)))
                .arg(hi - lo)
                .arg(lo)
                .arg(hi)
                .arg(fixed2(q3 - q1), fixed2(q1), fixed2(q3), fixed2(mean(values))));
        QVERIFY2(spreadRow.match(section).hasMatch(), qPrintable(spreadRow.pattern()));
        ++checked;
    }
    QCOMPARE(checked, int(m_catalog.criteria.size()));  // the room weighed every criterion

    // One criterion spelled out: Ease of debugging and profiling in round 2 is
    // {2, 2, 4, 2, 2, 3, 3, 3}; sorted 2 2 2 2 3 3 3 4, median (2 + 3) / 2 = 2.5, which the
    // matrix takes as 3; mean 21 / 8 = 2.625; squared deviations 4 × 0.390625 + 3 × 0.140625
    // + 1.890625 = 3.875, SD = √(3.875 / 8) = 0.70.
    const auto debugging = weightsOf(m_file.round2, QStringLiteral("debugging_ease"));
    QCOMPARE(median(debugging), 2.5);
    QCOMPARE(fixed2(std::sqrt(3.875 / 8)), fixed2(populationSd(debugging)));
    QVERIFY(QRegularExpression(QStringLiteral("Ease of debugging and profiling\\s+8\\s+2\\.50\\s+3"))
                .match(section)
                .hasMatch());

    // What moved: the room's weight for the criterion that moved most, round 1 to round 2.
    QString moved, movedId;
    double move = 0;
    for (const auto &c : m_catalog.criteria) {
        const QString id = QString::fromStdString(c.id);
        const double change = median(weightsOf(m_file.round2, id))
            - median(weightsOf(m_file.round1, id));
        // Largest change first; between equal changes, the smaller criterion id (as documented).
        if (std::fabs(change) > std::fabs(move) + 1e-12
            || (std::fabs(std::fabs(change) - std::fabs(move)) <= 1e-12 && change != 0 && id < movedId)) {
            movedId = id;
            move = change;
            moved = QString::fromStdString(c.name);
        }
    }
    QVERIFY(std::fabs(move) > 0);
    QVERIFY2(flat(section).contains(QStringLiteral("The largest shifts in the room's weights: %1")
                                        .arg(moved)),
             qPrintable(moved));
}

void TestReportWorkshop::rankingAgreementAndDissent()
{
    // Each option's total under a set of weights: the weighted mean of the matrix's scores.
    const ad::DecisionResult &d = m_assessment.decision;
    std::vector<const ad::MatrixRow *> options;
    for (const auto &row : d.rows)
        if (!row.excluded) options.push_back(&row);
    QVERIFY(options.size() >= 2);
    // A weight the ballot gives wins over the matrix's; inside a group it is the member's share
    // of the group's weight (docs/decision.md, "Groups").
    auto weightOf = [](const std::map<QString, int> &weights, const std::string &id, int fallback) {
        const auto it = weights.find(QString::fromStdString(id));
        return double(it == weights.end() ? fallback : it->second);
    };
    auto totals = [&](const std::map<QString, int> &weights) {
        std::vector<double> out;
        for (const ad::MatrixRow *row : options) {
            double sum = 0, weight = 0;
            for (std::size_t k = 0; k < d.criteria.size(); ++k) {
                if (!d.criteria[k].group.empty() || !d.criteria[k].hasData) continue;
                const double w = weightOf(weights, d.criteria[k].id, d.criteria[k].weight);
                sum += w * row->scores[k].score;
                weight += w;
            }
            for (const ad::MatrixGroup &g : d.groups) {
                double part = 0, shares = 0;
                for (std::size_t k : g.members) {
                    if (!d.criteria[k].hasData) continue;
                    const double share = weightOf(weights, d.criteria[k].id, d.criteria[k].weight);
                    part += share * row->scores[k].score;
                    shares += share;
                }
                if (shares <= 0) continue;
                const double w = weightOf(weights, g.id, g.weight);
                sum += w * part / shares;
                weight += w;
            }
            out.push_back(sum / weight);
        }
        return out;
    };
    auto best = [](const std::vector<double> &t) {
        return std::size_t(std::max_element(t.begin(), t.end()) - t.begin());
    };

    // The room's weights: rounded medians.
    std::map<QString, int> room;
    for (const auto &c : m_catalog.criteria) {
        const QString id = QString::fromStdString(c.id);
        room[id] = roundedHalfUp(median(weightsOf(m_file.round2, id)));
    }
    const std::size_t group = best(totals(room));
    const QString groupLabel = QString::fromStdString(options[group]->label);

    // Ranks per participant (no ties in this data), then W = 12 S / (m² (n³ − n)).
    const double m = double(m_file.round2.size()), n = double(options.size());
    std::vector<double> rankSums(options.size(), 0);
    std::map<std::size_t, int> winners;
    QStringList dissenters, agreeing;
    for (const auto &ballot : m_file.round2) {
        const std::vector<double> t = totals(ballot.weights);
        for (std::size_t i = 0; i < t.size(); ++i) {
            int above = 0;
            for (std::size_t j = 0; j < t.size(); ++j) {
                QVERIFY(i == j || std::fabs(t[i] - t[j]) > 1e-9);
                above += t[j] > t[i] ? 1 : 0;
            }
            rankSums[i] += above + 1;
        }
        ++winners[best(t)];
        (best(t) == group ? agreeing : dissenters) << m_file.names[ballot.participant];
    }
    double s = 0;
    for (double r : rankSums) s += (r - m * (n + 1) / 2) * (r - m * (n + 1) / 2);
    const double w = 12 * s / (m * m * (n * n * n - n));

    const QString text = flat(textOf(m_pdf));
    const QString section = between(text, sectionStart, QStringLiteral("Risks and caveats"));
    QVERIFY2(section.contains(QStringLiteral("Kendall's W is %1 across 8 participants and %2 "
                                             "options")
                                  .arg(fixed2(w))
                                  .arg(options.size())),
             qPrintable(fixed2(w)));
    QVERIFY(text.contains(QStringLiteral("Kendall's W %1").arg(fixed2(w))));  // the summary
    QVERIFY2(section.contains(QStringLiteral("%1 of 8 pick %2").arg(winners[group]).arg(groupLabel)),
             qPrintable(section));
    QVERIFY(text.contains(QStringLiteral("%1 of 8 would pick %2 with their own weights")
                              .arg(winners[group])
                              .arg(groupLabel)));

    // The data was made to have dissent; the section names exactly those participants.
    QVERIFY(!dissenters.isEmpty());
    const QString dissent = between(section, QStringLiteral("The dissent"),
                                    QStringLiteral("What moved from round"));
    QVERIFY2(dissent.contains(QStringLiteral("The room's weights pick %1").arg(groupLabel)),
             qPrintable(dissent));
    for (const QString &name : dissenters)
        QVERIFY2(dissent.contains(QStringLiteral("%1 would pick").arg(name)), qPrintable(name));
    for (const QString &name : agreeing) QVERIFY2(!dissent.contains(name), qPrintable(name));
    QVERIFY(dissent.contains(QStringLiteral("%1 participants would pick another option")
                                 .arg(dissenters.size())));
}

void TestReportWorkshop::anonymousWorkshopShowsNoNames()
{
    ad::Workshop anonymous = m_workshop;
    anonymous.anonymous = true;
    // A note that names someone: in an anonymous workshop the name gives way to the label.
    anonymous.rounds[1].note = "Chidi still puts portability first; Farah Haddad is unsure.";
    const QString text = flat(textOf(write(m_assessment, &anonymous,
                                           QStringLiteral("anonymous.pdf"))));
    QVERIFY(text.contains(sectionHeading));
    for (const auto &[id, name] : m_file.names) {
        QVERIFY2(!text.contains(name), qPrintable(name));
        for (const QString &part : name.split(QLatin1Char(' ')))
            QVERIFY2(!mentions(text, part), qPrintable(part));
    }
    // Labels come from the workshop's label key, not from the list's order.
    const QString chidi = QString::fromStdString(ad::participantLabel(anonymous, "p3"));
    QVERIFY(text.contains(QStringLiteral("%1 still puts portability first").arg(chidi)));
    QVERIFY(text.contains(QStringLiteral("Participant 1 to Participant 8")));
    for (int i = 1; i <= 8; ++i)
        QVERIFY(text.contains(QStringLiteral("Participant %1").arg(i)));
    // The named report does name them.
    const QString named = flat(textOf(m_pdf));
    for (const auto &[id, name] : m_file.names) QVERIFY2(named.contains(name), qPrintable(name));
}

void TestReportWorkshop::openRoundStaysSealed()
{
    ad::Workshop open = m_workshop;
    ad::startNextRound(open);
    // Four ballots that would move every weight to 5 if anything of them were shown.
    for (int p = 0; p < 4; ++p) {
        ad::Ballot ballot;
        ballot.participantId = open.participants[std::size_t(p)].id;
        for (const auto &c : m_catalog.criteria) ballot.weights[c.id] = 5;
        ballot.timestamp = "2026-03-14T11:00:00Z";
        ballot.scenarioFingerprint = "fnv1a64:0000000000000000";
        QVERIFY(ad::submitBallot(open, ballot).ok);
    }
    const QString text = flat(textOf(write(m_assessment, &open, QStringLiteral("open.pdf"))));
    QVERIFY(text.contains(QStringLiteral("Round 3 is not revealed yet: 4 ballots in.")));
    QVERIFY(text.contains(QStringLiteral("round 2, the last one revealed, with 8 ballots")));
    // Everything from the room's weights on is what the two revealed rounds give.
    const QString from = QStringLiteral("The room's weights in round 2");
    const QString to = QStringLiteral("Round 3 is not revealed yet");
    const QString shown = between(text, from, to);
    QVERIFY(!shown.isEmpty());
    // Up to the comparison of the rounds, the text is the same as without the open round.
    const QString moved = QStringLiteral("What moved from round");
    QVERIFY(shown.contains(moved));
    QCOMPARE(withoutFooters(between(shown, from, moved)),
             withoutFooters(between(flat(textOf(m_pdf)), from, moved)));
    QVERIFY(!text.contains(QStringLiteral("round 3 (")));
}

void TestReportWorkshop::saysWhenTheMatrixDoesNotUseTheRoomsWeights()
{
    const QString uses = flat(textOf(m_pdf));
    QVERIFY(uses.contains(QStringLiteral("The decision matrix in this report uses these weights")));
    QVERIFY(uses.contains(QStringLiteral("The matrix in this report uses the room's weights.")));

    ad::Scenario other = m_scenario;
    other.decision.weights["portability"] = 5;
    other.decision.weights["new_architecture_support"] = 4;
    const ad::Assessment a = ad::assess(other, m_catalog);
    const QString text = flat(textOf(write(a, &m_workshop, QStringLiteral("own-weights.pdf"))));
    QVERIFY(text.contains(QStringLiteral("The decision matrix in this report does not use the "
                                         "workshop's weights. 2 of %1 criteria carry another "
                                         "weight there")
                              .arg(m_catalog.criteria.size())));
    QVERIFY(text.contains(QStringLiteral("The matrix in this report does not use the room's "
                                         "weights")));
}

void TestReportWorkshop::noRasterImages()
{
    const auto images = runTool(QStringLiteral("pdfimages"), {QStringLiteral("-list"), m_pdf});
    QVERIFY2(images, "pdfimages (poppler-utils) is not installed");
    QCOMPARE(images->exitCode, 0);
    // Only the two header lines of the listing: the spread chart is vector too.
    QCOMPARE(images->out.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size(), 2);
    QVERIFY(flat(textOf(m_pdf)).contains(QStringLiteral("Weights given to each criterion")));
}

void TestReportWorkshop::saysHowManyBallotsCameFromDevices()
{
    QVERIFY(flat(textOf(m_pdf)).contains(
        QStringLiteral("no ballot of round 2 came from a participant's own device")));
    ad::Workshop viaDevices = m_workshop;
    QVERIFY(viaDevices.rounds[1].revealed);
    for (int i = 0; i < 3; ++i) viaDevices.rounds[1].ballots[std::size_t(i)].fromDevice = true;
    viaDevices.rounds[0].ballots[0].fromDevice = true; // an earlier round's: not counted here
    const QString text =
        flat(textOf(write(m_assessment, &viaDevices, QStringLiteral("devices.pdf"))));
    QVERIFY2(text.contains(QStringLiteral("3 of the 8 ballots of round 2 came from participants' "
                                          "own devices")),
             qPrintable(text.mid(text.indexOf(QStringLiteral("From devices")), 200)));
}

void TestReportWorkshop::cliReadsTheWorkshopFromTheScenarioFile()
{
    const QString path = m_dir.filePath(QStringLiteral("cli-workshop.pdf"));
    const CliRun run = runCli(QStringLiteral(ACCELDECIDE_CLI),
                              {QStringLiteral("report"), scenarioPath, QStringLiteral("--output"),
                               path, QStringLiteral("--date"), fixedDate.toString(Qt::ISODate)});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    // The same report as the library writes from the file's scenario and workshop.
    QCOMPARE(textOf(path), textOf(m_pdf));
    QVERIFY(textOf(path).contains(sectionHeading));
}

void TestReportWorkshop::cliRefusesABadWorkshop()
{
    const QString path = m_dir.filePath(QStringLiteral("refused.pdf"));
    const CliRun run = runCli(QStringLiteral(ACCELDECIDE_CLI),
                              {QStringLiteral("report"), badScenarioPath,
                               QStringLiteral("--output"), path});
    QCOMPARE(run.exitCode, 1);  // bad input data (docs/cli.md)
    const QString err = QString::fromUtf8(run.err);
    QVERIFY2(err.contains(QStringLiteral("bad-workshop-weight.json")), qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("/workshop/rounds/0/ballots/1/weights/portability")),
             qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("between 1 and 5")), qPrintable(err));
    QVERIFY(!QFile::exists(path));
    // The same scenario is fine as a scenario: it is the workshop that is refused.
    QVERIFY(ad::loadScenarioFile(badScenarioPath.toStdString()).ok());
}

void TestReportWorkshop::exportDialogIncludesTheDocumentsWorkshop()
{
    int without = -1;
    {
        ReportDialog dialog(m_assessment, m_catalog, m_fingerprint,
                            m_dir.filePath(QStringLiteral("x.pdf")));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTRY_VERIFY_WITH_TIMEOUT(dialog.previewPageCount() > 0, 20000);
        without = dialog.previewPageCount();
        dialog.setWorkshop(&m_workshop);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.previewPageCount() > without, 20000);
        const QString saved = m_dir.filePath(QStringLiteral("from-dialog.pdf"));
        QVERIFY(dialog.saveTo(saved));
        QVERIFY(flat(textOf(saved)).contains(sectionHeading));
    }

    // From the main window: File → Export Report… hands the document's workshop over.
    MainWindow::Options options;
    options.persistSettings = false;
    MainWindow window(options);
    window.document()->setWorkshop(m_workshop, QStringLiteral("Load workshop"));
    QVERIFY(window.document()->workshop());
    const int pages = inspectReportDialog(window.actionExportReport(), [](ReportDialog *dialog) {
        return dialog->options().workshop ? dialog->previewPageCount() : 0;
    });
    QVERIFY2(pages > 0, "the dialog opened from the window has no workshop");
}

QTEST_MAIN(TestReportWorkshop)
#include "tst_report_workshop.moc"
