// The PDF report read back as its reader gets it: text (pdftotext), pages, size and metadata
// (pdfinfo), images (pdfimages). Expected figures are formatted here from the assessment with
// the shared formatters, never copied from a report.
#include "modaldialog.h"
#include "pdftools.h"

#include "report/report.h"
#include "report/reportdialog.h"
#include "report/reportcharts.h"
#include "report/reporthtml.h"
#include "shell/mainwindow.h"
#include "shell/translations.h"

#include "views/costpertokenmodel.h"
#include "views/decisionscoremodel.h"
#include "views/messagetext.h"
#include "views/trainingcurvemodel.h"

#include "assessment/assessment.h"
#include "evaluation/assess.h"
#include "uncertainty/uncertainty.h"
#include "formats/assessment_format.h"
#include "catalog/catalog_io.h"
#include "inputs/presets.h"
#include "model/scenario.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTextDocumentFragment>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace pdftools;

namespace {

// The text from `start` up to `end` (a report section between two headings), or empty.
QString between(const QString &body, const QString &start, const QString &end)
{
    const qsizetype from = body.indexOf(start);
    const qsizetype to = from < 0 ? -1 : body.indexOf(end, from);
    return to > from ? body.mid(from, to - from) : QString();
}

// Tables with a column per option print the six leading ranks and the trade's two sides.
bool printedColumn(const ad::Assessment &a, const ad::MatrixRow &row)
{
    return row.rank <= 6 || row.optionId == a.trade.neuronId || row.optionId == a.trade.gpuId;
}

const QDate fixedDate(2025, 3, 14);

// The CLI built with this test, run without a display.
CliRun runCli(const QStringList &args)
{
    return pdftools::runCli(QStringLiteral(ACCELDECIDE_CLI), args);
}

// Qt Charts ends a chart's title, legend entry or axis title that does not fit with "...", and
// a name shortened to fit is cut with "…"; the report's own texts use neither.
void checkNothingCutShort(const QString &text)
{
    for (const QString &cut : {QStringLiteral("..."), QStringLiteral("\u2026")}) {
        const qsizetype at = text.indexOf(cut);
        QVERIFY2(at < 0, qPrintable(QStringLiteral("cut short: ")
                                    + text.mid(std::max<qsizetype>(0, at - 60), 64)));
    }
}

// No option name of `a`, as the report shows it, broken inside a word at the end of a line: a
// table cell too narrow for "gpu_8x_b200_sxm6" must wrap it after a "_", "-", "." or "/"
// ("gpu_8x_b200_sxm" over "6 (B200 SXM6)" was Figure 1's table). Zero-width spaces, where the
// report lets a name wrap, are left out.
// No word of `words` ends a line with the rest of it on the next.
void checkWordsWhole(QString text, const QSet<QString> &words)
{
    text.remove(QChar(0x200B));
    for (const QString &name : words)
        for (qsizetype cut = 3; cut + 1 < name.size(); ++cut) {
            if (!name.at(cut - 1).isLetterOrNumber() || !name.at(cut).isLetterOrNumber()) continue;
            const QRegularExpression split(QStringLiteral("(?<![\\w.\\-/])")
                                           + QRegularExpression::escape(name.left(cut))
                                           + QStringLiteral("[ \\t]*\\n"));
            const QRegularExpressionMatch m = split.match(text);
            QVERIFY2(!m.hasMatch(), qPrintable(QStringLiteral("%1 split inside a word: ").arg(name)
                                               + text.mid(m.capturedStart(), 40)));
        }
}

void checkNamesWrapWhole(const QString &text, const ad::Assessment &a)
{
    auto separator = [](QChar c) {
        return c == QLatin1Char('_') || c == QLatin1Char('-') || c == QLatin1Char('.')
               || c == QLatin1Char('/');
    };
    QSet<QString> names;
    for (const ad::OptionAssessment &o : a.options)
        for (const QString &word : qs(o.label).split(QLatin1Char(' '), Qt::SkipEmptyParts))
            if (word.size() >= 6 && std::any_of(word.begin(), word.end(), separator)) names.insert(word);
    QVERIFY(!names.isEmpty());
    checkWordsWhole(text, names);
}

// Every word in the report's tables for `a` (each <td> and <th> cell of every section), with
// the parts of a name after each place it may wrap ("b200.48xlarge" and "48xlarge" of
// "p6-b200.48xlarge"): a cell's line may begin with any of them.
QSet<QString> tableWords(const ad::Assessment &a, const ad::Catalog &catalog)
{
    report::ReportModels models(a, catalog);
    const auto sampled
        = std::make_shared<const ad::UncertaintyResult>(ad::analyseUncertainty(a, catalog));
    models.costPerToken.setUncertainty(sampled);
    models.training.setUncertainty(sampled);
    models.breakEven.setUncertainty(sampled);
    if (sampled->comparable) models.tornado.setResult(sampled);
    const report::Context ctx{a, catalog, models, "test", QStringLiteral("Test"), fixedDate,
                              QString(), 680.0, nullptr, sampled.get()};
    static const QRegularExpression cell(QStringLiteral("<t[dh][^>]*>(.*?)</t[dh]>"),
                                         QRegularExpression::DotMatchesEverythingOption);
    QSet<QString> words;
    for (const QString &section : report::reportSections(ctx))
        for (auto it = cell.globalMatch(section); it.hasNext();) {
            QString text = QTextDocumentFragment::fromHtml(it.next().captured(1)).toPlainText();
            text.remove(QChar(0x200B));
            for (const QString &word : text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts)) {
                words.insert(word);
                for (qsizetype i = 0; i + 1 < word.size(); ++i)
                    if (QStringLiteral("_-./").contains(word.at(i))) words.insert(word.mid(i + 1));
            }
        }
    return words;
}

// No word of a table cell or header ends one of the cell's lines with its rest on the next,
// except where the report lets it wrap (after "_", "-", "." or "/"). Narrow columns broke
// "Gewicht", "Portierungskosten" and "Hersteller" inside the word in German, and
// "b200.48xlarg / e" in English. A cell is a text block of pdftotext -bbox-layout; a break is
// inside a word when the words on either side of it make one of the table's words.
void checkCellsWrapWhole(const std::vector<pdftools::TextBlock> &blocks, const QSet<QString> &words)
{
    QVERIFY(!words.isEmpty());
    QStringList splits;
    for (const pdftools::TextBlock &block : blocks)
        for (std::size_t i = 1; i < block.size(); ++i) {
            if (block[i - 1].isEmpty() || block[i].isEmpty()) continue;
            QString tail = block[i - 1].back(), head = block[i].front();
            tail.remove(QChar(0x200B));
            head.remove(QChar(0x200B));
            // Two numbers one under the other in a narrow column ("1" over "2") are no word.
            if (tail.isEmpty() || head.isEmpty() || !tail.back().isLetterOrNumber()
                || !head.front().isLetterOrNumber()
                || std::none_of(head.begin(), head.end(), [](QChar c) { return c.isLetter(); }))
                continue;
            if (words.contains(tail + head)) splits << QStringLiteral("\"%1 / %2\"").arg(tail, head);
        }
    splits.removeDuplicates();
    QVERIFY2(splits.isEmpty(), qPrintable(QStringLiteral("split inside a word: ") + splits.join(QStringLiteral(", "))));
}

// A text without its white space: a name wrapped over two lines beside a bar reads the same.
QString squeezed(QString text)
{
    return text.remove(QRegularExpression(QStringLiteral("\\s")));
}

#define REQUIRE_TOOL(result, name)                                                   \
    QVERIFY2((result), name " (poppler-utils, tools/debian-packages-tests.txt) is not installed"); \
    QVERIFY2((result)->exitCode == 0, qPrintable((result)->err))

} // namespace

class TestReport : public QObject
{
    Q_OBJECT

private:
    void checkPagesHaveText(const QString &path);
    void checkBookmarks(const QString &path, const std::vector<Bookmark> &marks);

private slots:
    void initTestCase();
    void textHasTheDecisionAndItsFigures();
    void pagesAndMetadata();
    void chartsAreVectorGraphics();
    void bookmarksLeadToTheirHeadings();
    void everyPresetReads_data();
    void everyPresetReads();
    void nothingCutShortInEitherLanguage_data();
    void nothingCutShortInEitherLanguage();
    void scoreTableRowsAreTheChartsParts();
    void decisionScoreBarsNamedInAKey();
    void matrixColumnsAreRanksNamedInAKey();
    void weightSensitivityNamesGroups();
    void nothingCutShortAndTrainingColumnsNamedInAKey();
    void costChartNamesEveryBarWhole();
    void pageSizes_data();
    void pageSizes();
    void sameInputSameText();
    void otherScenarios_data();
    void otherScenarios();
    void unwritablePathIsAnError();
    void cliWritesReportWithoutDisplay();
    void cliRefusesBadInputAndWritesNothing_data();
    void cliRefusesBadInputAndWritesNothing();
    void dialogPreviewsAndSaves();
    void mainWindowOpensTheDialog();

private:
    QString write(const ad::Assessment &assessment, const QString &name,
                  report::Options::PageSize size = report::Options::PageSize::A4);

    QTemporaryDir m_dir;
    ad::Catalog m_catalog;
    ad::Assessment m_assessment;
    std::string m_fingerprint;
    QString m_a4, m_letter;
};

QString TestReport::write(const ad::Assessment &assessment, const QString &name,
                          report::Options::PageSize size)
{
    report::Options options;
    options.pageSize = size;
    options.generated = fixedDate;
    const QString path = m_dir.filePath(name);
    QString error;
    int pages = 0;
    if (!report::writePdf(assessment, m_catalog, m_fingerprint, options, path, &error, &pages)) {
        qWarning("report::writePdf failed: %s", qPrintable(error));
        return {};
    }
    return pages > 0 ? path : QString();
}

// A page with only its header and footer, or a table's repeated header, fails.
void TestReport::checkPagesHaveText(const QString &path)
{
    const auto text = pdfText(path);
    QVERIFY2(text, "pdftotext (poppler-utils) is not installed");
    const QStringList pages = text->split(QLatin1Char('\f'), Qt::SkipEmptyParts);
    QVERIFY(pages.size() > 1);
    for (int p = 0; p < pages.size(); ++p) {
        const QString body = pageBody(pages[p]);
        QVERIFY2(body.size() > 120, qPrintable(QStringLiteral("%1, page %2 holds only \"%3\"")
                                                   .arg(path).arg(p + 1).arg(body)));
    }
}

// Each bookmark's page shows its title.
void TestReport::checkBookmarks(const QString &path, const std::vector<Bookmark> &marks)
{
    QVERIFY(!marks.empty());
    const auto text = pdfText(path);
    QVERIFY(text);
    const QStringList pages = text->split(QLatin1Char('\f'));
    // White space and hyphens are left out: pdftotext joins a title that wraps after a hyphen
    // ("fine-" / "tuning") into one word.
    auto squeezed = [](const QString &text) {
        return flat(text).remove(QLatin1Char(' ')).remove(QLatin1Char('-'));
    };
    for (const Bookmark &m : marks) {
        QVERIFY2(m.page >= 1 && m.page <= pages.size(), qPrintable(m.title));
        QVERIFY2(squeezed(pages[m.page - 1]).contains(squeezed(m.title)),
                 qPrintable(QStringLiteral("\"%1\" is not on page %2").arg(m.title).arg(m.page)));
    }
}

void TestReport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const ad::CatalogLoad load = ad::loadEmbeddedCatalog();
    QVERIFY(!ad::hasErrors(load.diagnostics));
    m_catalog = load.catalog;
    m_assessment = ad::assess(ad::defaultScenario(), m_catalog);
    m_fingerprint = report::catalogFingerprint();
    QCOMPARE(m_fingerprint, ad::catalogFingerprint(ad::embeddedCatalogFiles()));
    QVERIFY(!m_assessment.decision.winner.empty());
    QVERIFY(!m_assessment.decision.runnerUp.empty());
    m_a4 = write(m_assessment, QStringLiteral("default-a4.pdf"));
    m_letter = write(m_assessment, QStringLiteral("default-letter.pdf"),
                     report::Options::PageSize::Letter);
    QVERIFY(QFile::exists(m_a4));
    QVERIFY(QFile::exists(m_letter));
}

void TestReport::textHasTheDecisionAndItsFigures()
{
    const auto text = pdfText(m_a4);
    QVERIFY2(text, "pdftotext (poppler-utils) is not installed");
    const QString body = flat(*text);
    const ad::Assessment &a = m_assessment;
    const ad::OptionAssessment *winner = a.option(a.decision.winner);
    const ad::OptionAssessment *runnerUp = a.option(a.decision.runnerUp);
    QVERIFY(winner && runnerUp);

    QVERIFY(body.contains(qs(a.scenario.name)));
    QVERIFY2(body.contains(flat(views::text(a.recommendation.headline))),
             qPrintable(views::text(a.recommendation.headline)));
    QVERIFY(body.contains(QStringLiteral("Recommendation: %1")
                              .arg(QLatin1String(ad::displayName(a.recommendation.lean)))));
    QVERIFY(body.contains(qs(winner->label)));
    // The cost figures exactly as the GUI and the CLI print them.
    QVERIFY2(body.contains(qs(ad::formatUsd(winner->tco.value))),
             ad::formatUsd(winner->tco.value).c_str());
    QVERIFY2(body.contains(qs(ad::formatUsd(runnerUp->tco.value))),
             ad::formatUsd(runnerUp->tco.value).c_str());
    QVERIFY(body.contains(qs(ad::formatUsd(winner->costPerMTokens.value))));
    const ad::OptionAssessment *port = a.option(a.bestNeuronId);
    QVERIFY(port && port->breakEven.days.known());
    QVERIFY(body.contains(qs(ad::formatDuration(port->breakEven.days.value))));
    // Every reason of the recommendation is in the executive summary.
    for (const auto &reason : a.recommendation.reasons)
        QVERIFY2(body.contains(flat(views::text(reason).remove(QChar(0x2060)))), qPrintable(views::text(reason)));
    QVERIFY(body.contains(QStringLiteral("Page 1 of ")));
    QVERIFY(body.contains(QStringLiteral("AccelDecide report")));
    QVERIFY(body.contains(qs(m_fingerprint)));
    QVERIFY(body.contains(QStringLiteral("14 March 2025")));
    // Every catalog source is listed.
    for (const auto &source : m_catalog.sources)
        QVERIFY2(body.contains(qs(source.id)), source.id.c_str());
    // "How firm the answer is": the same seeded analysis, its figures and its thresholds.
    const ad::UncertaintyResult u = ad::analyseUncertainty(a, m_catalog);
    QVERIFY(body.contains(QStringLiteral("How firm the answer is")));
    QVERIFY(body.contains(QStringLiteral("What moves the saving most"))); // the tornado chart's title
    QVERIFY(body.contains(QStringLiteral("P10 to P90 of the cases")));    // the bands' legend
    for (const ad::OptionSpread &o : u.options)
        QVERIFY2(body.contains(qs(ad::formatUsd(o.p50))), ad::formatUsd(o.p50).c_str());
    // The trade across the samples, as the core writes it for the report's reader.
    for (const ad::Message &sentence : ad::spreadSummary(u)) {
        // The word joiner that keeps a minus sign with its amount is not text pdftotext returns.
        const QString written = views::text(sentence).remove(QChar(0x2060));
        QVERIFY2(body.contains(flat(written)), qPrintable(written));
    }
    QVERIFY(!u.thresholds.empty());
    for (const ad::Crossing &c : u.thresholds) {
        const QString written = views::text(c.sentence()).remove(QChar(0x2060));
        QVERIFY2(body.contains(flat(written)), qPrintable(written));
    }
    for (const ad::UncertainInput &i : u.inputs) {
        const QString basis = views::text(i.basis).remove(QChar(0x2060));
        QVERIFY2(body.contains(flat(basis)), qPrintable(basis));
    }
}

void TestReport::pagesAndMetadata()
{
    const auto info = runTool(QStringLiteral("pdfinfo"), {m_a4});
    REQUIRE_TOOL(info, "pdfinfo");
    QVERIFY2(!info->err.contains(QLatin1String("Error")), qPrintable(info->err));
    const int pages = infoField(info->out, QStringLiteral("Pages")).toInt();
    QVERIFY2(pages >= 6, qPrintable(info->out));
    QCOMPARE(infoField(info->out, QStringLiteral("Title")), qs(m_assessment.scenario.name));
    QCOMPARE(infoField(info->out, QStringLiteral("Author")), QStringLiteral("AccelDecide"));
    QCOMPARE(infoField(info->out, QStringLiteral("Creator")),
             QStringLiteral("AccelDecide " ACCELDECIDE_VERSION));

    const auto text = pdfText(m_a4);
    QVERIFY(text);
    // The footer counts the pages pdfinfo finds, on the first page and on the last.
    const QString body = flat(*text);
    QVERIFY(body.contains(QStringLiteral("Page 1 of %1").arg(pages)));
    QVERIFY(body.contains(QStringLiteral("Page %1 of %1").arg(pages)));
    QVERIFY(!body.contains(QStringLiteral("Page %1 of").arg(pages + 1)));
    // No empty page: every page has more than its header and footer.
    const QStringList perPage = text->split(QLatin1Char('\f'));
    for (int p = 0; p < pages; ++p)
        QVERIFY2(flat(perPage.value(p)).size() > 120,
                 qPrintable(QStringLiteral("page %1").arg(p + 1)));
    checkPagesHaveText(m_a4);
    checkPagesHaveText(m_letter);
}

void TestReport::bookmarksLeadToTheirHeadings()
{
    for (const QString &path : {m_a4, m_letter}) {
        const auto marks = pdfOutline(path);
        QVERIFY2(marks, "pdftohtml (poppler-utils) is not installed");
        QStringList sections;
        for (const Bookmark &m : *marks)
            if (m.depth == 0) sections << m.title;
        QCOMPARE(sections.value(0), qs(m_assessment.scenario.name));
        for (const char *title : {"Executive summary", "Inputs", "Costs and break-even",
                                  "The decision matrix", "Risks and caveats", "Appendix"})
            QVERIFY2(sections.contains(QLatin1String(title)), title);
        QVERIFY(marks->size() > std::size_t(sections.size()));  // headings inside sections too
        checkBookmarks(path, *marks);
    }
}

void TestReport::everyPresetReads_data()
{
    QTest::addColumn<QString>("preset");
    for (const ad::Preset &p : ad::presetList())
        QTest::newRow(p.id.c_str()) << qs(p.id);
}

// Every preset's report: the memo on page 1 alone, no page without something to read, and
// bookmarks that lead to their headings.
void TestReport::everyPresetReads()
{
    QFETCH(QString, preset);
    const ad::Preset *p = ad::findPreset(preset.toStdString());
    QVERIFY(p);
    const QString path = write(ad::assess(p->scenario, m_catalog), preset + QStringLiteral(".pdf"));
    QVERIFY(!path.isEmpty());
    const auto text = pdfText(path);
    QVERIFY2(text, "pdftotext (poppler-utils) is not installed");
    QVERIFY2(pageBody(text->section(QLatin1Char('\f'), 1, 1))
                 .startsWith(QLatin1String("Executive summary")),
             "the memo runs onto page 2");
    checkPagesHaveText(path);
    const auto marks = pdfOutline(path);
    QVERIFY2(marks, "pdftohtml (poppler-utils) is not installed");
    checkBookmarks(path, *marks);
    checkNothingCutShort(*text);
}

void TestReport::nothingCutShortInEitherLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("preset");
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("de")}) {
        QTest::newRow(qPrintable(language + QStringLiteral(" default"))) << language << QString();
        for (const ad::Preset &p : ad::presetList())
            QTest::newRow(qPrintable(language + QLatin1Char(' ') + qs(p.id))) << language << qs(p.id);
    }
}

// Every preset's report and the default one, in English and in German (whose words are longer):
// no chart title, legend entry, axis title or label cut with "..." by Qt Charts or with "…",
// no word of any table's cells or headers split inside a word. Set
// ACCELDECIDE_KEEP_REPORTS to a folder to keep the PDFs for a look at their pages.
void TestReport::nothingCutShortInEitherLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, preset);
    struct English {
        ~English() { translations::install(qApp, QLocale(QLocale::English, QLocale::UnitedStates)); }
    } restore;
    if (language == QLatin1String("de"))
        QVERIFY(translations::install(qApp, QLocale(QLocale::German, QLocale::Germany)));
    const ad::Preset *p = preset.isEmpty() ? nullptr : ad::findPreset(preset.toStdString());
    QVERIFY(preset.isEmpty() || p);
    const ad::Assessment a = p ? ad::assess(p->scenario, m_catalog) : m_assessment;
    const QString name = QStringLiteral("%1-%2.pdf")
                             .arg(language, preset.isEmpty() ? QStringLiteral("default") : preset);
    const QString path = write(a, name);
    QVERIFY(!path.isEmpty());
    if (const QString keep = qEnvironmentVariable("ACCELDECIDE_KEEP_REPORTS"); !keep.isEmpty()) {
        QDir().mkpath(keep);
        QFile::remove(keep + QLatin1Char('/') + name);
        QFile::copy(path, keep + QLatin1Char('/') + name);
    }
    const auto text = pdfText(path);
    QVERIFY2(text, "pdftotext (poppler-utils) is not installed");
    checkNothingCutShort(*text);
    checkNamesWrapWhole(*text, a);
    const auto blocks = pdfBlocks(path);
    QVERIFY(blocks);
    checkCellsWrapWhole(*blocks, tableWords(a, m_catalog));
}

// The matrix table under Figure 4 names each row as the chart's legend does, and its numbers
// are that part's points for each option, in rank order.
void TestReport::scoreTableRowsAreTheChartsParts()
{
    DecisionScoreModel model;
    model.setAssessment(m_assessment);
    QVERIFY(model.criterionCount() > 0);
    // Layout mode keeps a table row on one line; the plain mode may read a row's last cell
    // after the page footer when the table runs onto the next page.
    const auto text = pdfText(m_a4, true);
    QVERIFY(text);
    const QString body = flat(*text);
    for (int c = 0; c < model.criterionCount(); ++c) {
        const QString name = model.headerData(DecisionScoreModel::FirstCriterion + c,
                                              Qt::Horizontal, Qt::DisplayRole).toString();
        QStringList points;
        for (int row = 0; row < model.rowCount(); ++row)
            if (printedColumn(m_assessment, *model.rowAt(row)))
                points << QString::fromStdString(ad::formatNumber(model.contribution(row, c), 1));
        const QRegularExpression line(QRegularExpression::escape(flat(name))
                                      + QStringLiteral(" \\([0-9.]+\\) ")
                                      + QRegularExpression::escape(points.join(QLatin1Char(' '))));
        QVERIFY2(line.match(body).hasMatch(),
                 qPrintable(name + QLatin1String(": ") + points.join(QLatin1Char(' '))));
    }
}

// The default report: no chart title, legend entry or axis title cut short, and the training
// table's option columns headed by numbers named in a key above it (six names in narrow headers
// broke mid-word: "b200.48xlarg / e").
void TestReport::nothingCutShortAndTrainingColumnsNamedInAKey()
{
    const auto text = pdfText(m_a4);
    QVERIFY(text);
    checkNothingCutShort(*text);
    TrainingCurveModel model;  // as the report fills it
    model.setCatalog(std::make_shared<const ad::Catalog>(m_catalog));
    model.setAssessment(m_assessment);
    QVERIFY(model.optionCount() > 1);
    QStringList key, numbers;
    for (int i = 0; i < model.optionCount(); ++i) {
        key << QStringLiteral("%1. %2").arg(i + 1).arg(qs(model.option(i)->label));
        numbers << QString::number(i + 1);
    }
    const QString body = flat(*text);
    const QString note = QStringLiteral("Columns: %1.").arg(key.join(QStringLiteral("; ")));
    QVERIFY2(body.contains(note), qPrintable(note));
    QVERIFY2(body.contains(QStringLiteral("Model size ") + numbers.join(QLatin1Char(' '))),
             qPrintable(body.mid(body.indexOf(note), 400)));
}

// Figure 1 names each of its bars with the option's whole name beside it, as its table does: the
// chart used to cut three offer names of the default scenario in the middle
// ("RunPod 8x_H200-SX…ECURE (H200 SXM5)").
void TestReport::costChartNamesEveryBarWhole()
{
    const auto text = pdfText(m_a4);
    QVERIFY(text);
    // The chart's text: from its title to its axis title.
    const QString chart = between(*text, QStringLiteral("Cost per million tokens ·"),
                                  QStringLiteral("USD per million generated tokens"));
    QVERIFY(!chart.isEmpty());
    CostPerTokenModel model;  // as the report fills it
    model.setAssessment(std::make_shared<const ad::Assessment>(m_assessment));
    const int bars = std::min(model.chartRowCount(), 12);
    QVERIFY(bars > 8);
    for (int row = 0; row < bars; ++row) {
        const QString name = model.chartLabel(row);
        QVERIFY2(squeezed(chart).contains(squeezed(name)), qPrintable(name + QStringLiteral(" in:\n") + chart));
    }
    checkNothingCutShort(chart);
}

// A key under Figure 4 names every bar by rank, as the score table below numbers its columns.
void TestReport::decisionScoreBarsNamedInAKey()
{
    const auto text = pdfText(m_a4);
    QVERIFY(text);
    const QString body = flat(*text);
    const QString figure = between(body, QStringLiteral("Figure 4. Decision scores"), QStringLiteral("Columns by rank"));
    QVERIFY(!figure.isEmpty());
    QStringList key;
    for (const ad::MatrixRow &row : m_assessment.decision.rows)
        if (!row.excluded) key << QStringLiteral("%1. %2").arg(row.rank).arg(qs(row.label));
    QVERIFY(key.size() > 8); // more bars than the score table has columns
    const QString note = QStringLiteral("Bars by rank: %1.").arg(key.join(QStringLiteral("; ")));
    QVERIFY2(figure.contains(note), qPrintable(figure.right(900)));
}

// The matrix's option columns are headed by rank, with the names in a key above: names in
// eight narrow headers wrapped in the middle of words ("(Trainiu m3)").
void TestReport::matrixColumnsAreRanksNamedInAKey()
{
    const auto text = pdfText(m_a4);
    QVERIFY(text);
    const QString body = flat(*text);
    const QString section = between(body, QStringLiteral("Scores (0 to 100)"), QStringLiteral("Knock-outs"));
    QVERIFY(!section.isEmpty());
    QStringList key, ranks;
    int ranked = 0;
    for (const ad::MatrixRow &row : m_assessment.decision.rows) {
        if (row.excluded) continue;
        ++ranked;
        if (!printedColumn(m_assessment, row)) continue;
        key << QStringLiteral("%1. %2").arg(row.rank).arg(qs(row.label));
        ranks << QString::number(row.rank);
    }
    QVERIFY(key.size() > 1);
    const QString note = QStringLiteral("Columns by rank: %1.").arg(key.join(QStringLiteral("; ")));
    QVERIFY2(section.contains(note), qPrintable(section.left(600)));
    QVERIFY(key.size() <= 8);
    if (key.size() < ranked) // the others are said to be left out, with where to find them
        QVERIFY2(section.contains(QStringLiteral("%1 of the %2 ranked options are shown")
                                      .arg(key.size()).arg(ranked)),
                 qPrintable(section.right(400)));
    // The header row: the criterion, weight and swing titles, then the ranks in order.
    // (The two-line "Swing weighed" title may be read around the ranks.)
    const QRegularExpression header(QStringLiteral("Swing (weighed )?")
                                    + QRegularExpression::escape(ranks.join(QLatin1Char(' '))));
    QVERIFY2(header.match(section).hasMatch(), qPrintable(section.left(600)));
    // Each printed name is printed once, in the key; the others not at all.
    for (const ad::MatrixRow &row : m_assessment.decision.rows)
        if (!row.excluded)
            QCOMPARE(section.count(qs(row.label)), printedColumn(m_assessment, row) ? 1 : 0);
}

// The weight-sensitivity table names a group of criteria as the matrix does ("Software
// ecosystem"), never by its catalog id.
void TestReport::weightSensitivityNamesGroups()
{
    const ad::DecisionResult &d = m_assessment.decision;
    QVERIFY(!d.groups.empty());
    const auto text = pdfText(m_a4);
    QVERIFY(text);
    const QString body = flat(*text);
    const QString section = between(body, QStringLiteral("Sensitivity to the weights"), QStringLiteral("Sensitivity to single scores"));
    QVERIFY(!section.isEmpty());
    int named = 0;
    for (const auto &w : d.sensitivity)
        for (const auto &g : d.groups)
            if (g.id == w.criterionId) {
                QVERIFY2(!section.contains(qs(g.id)), qPrintable(section));
                QVERIFY2(section.contains(qs(g.name)), qPrintable(section));
                ++named;
            }
    QVERIFY(named > 0);
}

void TestReport::chartsAreVectorGraphics()
{
    const auto images = runTool(QStringLiteral("pdfimages"), {QStringLiteral("-list"), m_a4});
    REQUIRE_TOOL(images, "pdfimages");
    // Only the two header lines: no raster image anywhere.
    const QStringList lines = images->out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY2(lines.size() == 2, qPrintable(images->out));
    // The charts are there all the same: their titles and axis labels are text.
    const auto text = pdfText(m_a4);
    QVERIFY(text);
    for (const char *title : {"Cost per million tokens", "Training cost per run across model sizes",
                              "Cumulative cost over time", "Weighted decision score by criterion"})
        QVERIFY2(flat(*text).contains(QLatin1String(title)), title);
}

void TestReport::pageSizes_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<double>("width");   // points
    QTest::addColumn<double>("height");
    // ISO 216: 210 × 297 mm; ANSI: 8.5 × 11 in; 72 points to the inch.
    QTest::newRow("A4") << QStringLiteral("a4") << 210 / 25.4 * 72 << 297 / 25.4 * 72;
    QTest::newRow("Letter") << QStringLiteral("letter") << 8.5 * 72 << 11.0 * 72;
}

void TestReport::pageSizes()
{
    QFETCH(QString, file);
    QFETCH(double, width);
    QFETCH(double, height);
    const QString path = file == QLatin1String("a4") ? m_a4 : m_letter;
    const auto info
        = runTool(QStringLiteral("pdfinfo"), {QStringLiteral("-l"), QStringLiteral("-1"), path});
    REQUIRE_TOOL(info, "pdfinfo");
    // Every page, not just the first, has the size asked for.
    const QRegularExpression size(
        QStringLiteral("Page\\s+\\d+ size:\\s*([\\d.]+) x ([\\d.]+) pts"));
    int pages = 0;
    for (auto it = size.globalMatch(info->out); it.hasNext(); ++pages) {
        const auto m = it.next();
        QVERIFY2(std::abs(m.captured(1).toDouble() - width) < 0.5, qPrintable(m.captured(0)));
        QVERIFY2(std::abs(m.captured(2).toDouble() - height) < 0.5, qPrintable(m.captured(0)));
    }
    QCOMPARE(pages, infoField(info->out, QStringLiteral("Pages")).toInt());
}

void TestReport::sameInputSameText()
{
    // A fresh assessment of the same scenario, written again: the same text, page for page.
    const QString again = write(ad::assess(ad::defaultScenario(), m_catalog),
                                QStringLiteral("default-a4-again.pdf"));
    QVERIFY(!again.isEmpty());
    const auto first = pdfText(m_a4);
    const auto second = pdfText(again);
    QVERIFY2(first && second, "pdftotext (poppler-utils) is not installed");
    QCOMPARE(*second, *first);
    // A different input does change it.
    ad::Scenario other = ad::defaultScenario();
    other.team.engineers = 5;
    const QString changed
        = write(ad::assess(other, m_catalog), QStringLiteral("five-engineers.pdf"));
    QVERIFY(pdfText(changed).value_or(*first) != *first);
}

void TestReport::otherScenarios_data()
{
    QTest::addColumn<int>("variant");
    QTest::newRow("inference only") << 0;
    QTest::newRow("multi-cloud: Trainium knocked out") << 1;
    QTest::newRow("every option knocked out") << 2;
}

void TestReport::otherScenarios()
{
    QFETCH(int, variant);
    ad::Scenario s = ad::defaultScenario();
    s.name = "Variant " + std::to_string(variant);
    if (variant == 0) s.workload.kind = ad::WorkloadKind::Inference;
    if (variant >= 1) s.strategy.multiCloudRequired = true;
    if (variant == 2) {
        s.strategy.spotOnly = true;
        s.strategy.pricingModel = ad::PricingModel::OnDemand;
        s.strategy.deadlineWeeks = 0.1;
    }
    const ad::Assessment a = ad::assess(s, m_catalog);
    const QString path = write(a, QStringLiteral("variant-%1.pdf").arg(variant));
    QVERIFY(!path.isEmpty());
    const auto text = pdfText(path);
    QVERIFY2(text, "pdftotext (poppler-utils) is not installed");
    const QString body = flat(*text);
    QVERIFY(body.contains(qs(s.name)));
    if (!a.recommendation.headline.empty())
        QVERIFY(body.contains(flat(views::text(a.recommendation.headline).remove(QChar(0x2060)))));
    // Every knocked-out option is listed with its reason.
    for (const auto &row : a.decision.rows)
        if (row.excluded)
            for (const auto &reason : row.knockouts)
                QVERIFY2(body.contains(flat(views::text(reason))), ad::write(reason).c_str());
}

void TestReport::unwritablePathIsAnError()
{
    const QString path = m_dir.filePath(QStringLiteral("no-such-dir/report.pdf"));
    QString error;
    report::Options options;
    QVERIFY(!report::writePdf(m_assessment, m_catalog, m_fingerprint, options, path, &error));
    QVERIFY2(error.contains(QStringLiteral("no-such-dir")), qPrintable(error));
    QVERIFY(!QFile::exists(path));
    QVERIFY(!report::writePdf(m_assessment, m_catalog, m_fingerprint, options, QString(), &error));
    QVERIFY(!error.isEmpty());
}

void TestReport::cliWritesReportWithoutDisplay()
{
    const QString path = m_dir.filePath(QStringLiteral("cli.pdf"));
    const CliRun run = runCli({QStringLiteral("report"), QStringLiteral("--output"), path,
                               QStringLiteral("--date"), fixedDate.toString(Qt::ISODate)});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY(QFile::exists(path));
    QVERIFY2(run.out.contains("pages, A4"), run.out.constData());
    // The command line and the library give the same report for the same inputs.
    const auto cli = pdfText(path);
    const auto library = pdfText(m_a4);
    QVERIFY2(cli && library, "pdftotext (poppler-utils) is not installed");
    QCOMPARE(*cli, *library);

    const QString letter = m_dir.filePath(QStringLiteral("cli-letter.pdf"));
    const CliRun run2
        = runCli({QStringLiteral("report"), QStringLiteral("--page-size"), QStringLiteral("LETTER"),
                  QStringLiteral("--set"), QStringLiteral("team.engineers=3"),
                  QStringLiteral("--output"), letter});
    QVERIFY2(run2.exitCode == 0, run2.err.constData());
    QVERIFY2(run2.out.contains("US Letter"), run2.out.constData());
}

void TestReport::cliRefusesBadInputAndWritesNothing_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    const QString bad = QStringLiteral(ACCELDECIDE_SOURCE_DIR "/tests/cli/data/bad_scenario.json");
    QTest::newRow("bad scenario") << QStringList{QStringLiteral("report"), bad} << 1
                                  << QStringLiteral("bad_scenario.json");
    QTest::newRow("missing scenario")
        << QStringList{QStringLiteral("report"), QStringLiteral("/no/such.json")} << 1
        << QStringLiteral("/no/such.json");
    QTest::newRow("bad page size")
        << QStringList{QStringLiteral("report"), QStringLiteral("--page-size"),
                       QStringLiteral("a3")}
        << 2 << QStringLiteral("--page-size");
    QTest::newRow("bad date") << QStringList{QStringLiteral("report"), QStringLiteral("--date"),
                                             QStringLiteral("2025-13-01")}
                              << 2 << QStringLiteral("--date");
    QTest::newRow("bad --set") << QStringList{QStringLiteral("report"), QStringLiteral("--set"),
                                              QStringLiteral("team.engineers=-4")}
                               << 2 << QStringLiteral("engineers");
}

void TestReport::cliRefusesBadInputAndWritesNothing()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const QString path = m_dir.filePath(QStringLiteral("refused-%1.pdf")
                                            .arg(QString::fromUtf8(QTest::currentDataTag())
                                                     .replace(QLatin1Char(' '), QLatin1Char('-'))));
    const CliRun run = runCli(args << QStringLiteral("--output") << path);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
    QVERIFY(!QFile::exists(path));

    // Without --output there is nothing to write to: a usage error.
    const CliRun noOutput = runCli({QStringLiteral("report")});
    QCOMPARE(noOutput.exitCode, 2);
    QVERIFY(noOutput.err.contains("--output"));
}

void TestReport::dialogPreviewsAndSaves()
{
    ReportDialog dialog(m_assessment, m_catalog, m_fingerprint,
                        m_dir.filePath(QStringLiteral("x.pdf")));
    dialog.setPageSize(report::Options::PageSize::A4);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTRY_VERIFY_WITH_TIMEOUT(dialog.previewPageCount() > 0, 20000);
    const auto info = runTool(QStringLiteral("pdfinfo"), {m_a4});
    if (info && info->exitCode == 0) {
        // The preview is laid out like the file (the title page shows today's date, which
        // never changes the page count).
        QCOMPARE(dialog.previewPageCount(), infoField(info->out, QStringLiteral("Pages")).toInt());
    }
    QVERIFY(!dialog.saveTo(m_dir.filePath(QStringLiteral("missing/dir/out.pdf"))));
    QVERIFY2(dialog.errorText().contains(QStringLiteral("missing")),
             qPrintable(dialog.errorText()));
    const QString good = m_dir.filePath(QStringLiteral("from-dialog.pdf"));
    QVERIFY(dialog.saveTo(good));
    QVERIFY(dialog.errorText().isEmpty());
    QVERIFY(QFile::exists(good));
}

void TestReport::mainWindowOpensTheDialog()
{
    MainWindow::Options options;
    options.persistSettings = false;
    MainWindow window(options);
    QAction *action = window.actionExportReport();
    QVERIFY(action);
    QVERIFY(action->isEnabled());
    const int pages =
        inspectReportDialog(action, [](ReportDialog *dialog) { return dialog->previewPageCount(); });
    QVERIFY2(pages >= 6, qPrintable(QString::number(pages)));
}

QTEST_MAIN(TestReport)
#include "tst_report.moc"
