// How the report's sections share pages, on sections made here: the memo keeps page 1 to itself,
// the appendix opens page 2, and each later section goes on below the one before it when a
// quarter of that page or more is left, else starts a fresh page; never a page left empty. Read
// back from the layout's bookmarks and from the painted PDF (pdftotext, pdfinfo).
#include "pdftools.h"

#include "report/reportlayout.h"

#include <QPdfWriter>
#include <QTemporaryDir>
#include <QtTest>

using namespace pdftools;

namespace {

constexpr double bodyTopPt = 24 / 25.4 * 72;                  // the report's top margin
constexpr double bodyHeightPt = (297.0 - 24 - 22) / 25.4 * 72; // A4 less both margins

QString section(const QString &title, int paragraphs, const QString &tail = {})
{
    QString html = QStringLiteral("<html><body><h2>%1</h2>").arg(title);
    for (int i = 0; i < paragraphs; ++i)
        html += QStringLiteral("<p>%1, paragraph %2: words that fill a line of the page and "
                               "wrap onto a second one before the paragraph ends.</p>")
                    .arg(title)
                    .arg(i + 1);
    return html + tail + QStringLiteral("</body></html>");
}

// A table whose one body row is about a third of a page tall: where it cannot follow its
// heading, the heading moves with it. With `cellHeading` the table has no header row and its
// cell opens with a heading of its own, as the report's two-column inputs table does.
QString tallTable(const QString &cellHeading = {})
{
    QString cell;
    if (!cellHeading.isEmpty()) cell = QStringLiteral("<h3>%1</h3>").arg(cellHeading);
    for (int i = 0; i < 15; ++i) cell += QStringLiteral("line %1<br/>").arg(i + 1);
    const QString head = cellHeading.isEmpty()
        ? QStringLiteral("<thead><tr><th>Head</th></tr></thead>") : QString();
    return QStringLiteral("<table border=\"1\">%1<tbody><tr><td>%2</td></tr></tbody></table>")
        .arg(head, cell);
}

std::array<QPicture, report::chartCount> noCharts()
{
    std::array<QPicture, report::chartCount> none;
    return none;
}

const report::PdfOutlineEntry *find(const std::vector<report::PdfOutlineEntry> &marks,
                                        const QString &title)
{
    for (const auto &m : marks)
        if (m.title == title) return &m;
    return nullptr;
}

} // namespace

class TestReportLayout : public QObject
{
    Q_OBJECT

private slots:
    void laterSectionsGoOnBelowTheOneBefore();
    void aSectionStartsAFreshPageOnlyWhenItMust_data();
    void aSectionStartsAFreshPageOnlyWhenItMust();
    void severalMendsInOneSection();

private:
    QTemporaryDir m_dir;
};

void TestReportLayout::laterSectionsGoOnBelowTheOneBefore()
{
    const QString path = m_dir.filePath(QStringLiteral("short.pdf"));
    QPdfWriter writer(path);
    writer.setResolution(1200);
    const QPageLayout page = report::reportPageLayout(QPageSize::A4);
    QVERIFY(writer.setPageLayout(page));
    const QStringList sections{section(QStringLiteral("Memo"), 2),
                               section(QStringLiteral("Summary"), 2),
                               section(QStringLiteral("Inputs"), 2),
                               section(QStringLiteral("Results"), 2)};
    const report::ReportLayout layout(&writer, page, sections, QString(), noCharts());
    const auto marks = layout.outline();
    const auto *memo = find(marks, QStringLiteral("Memo"));
    const auto *summary = find(marks, QStringLiteral("Summary"));
    const auto *inputs = find(marks, QStringLiteral("Inputs"));
    const auto *results = find(marks, QStringLiteral("Results"));
    QVERIFY(memo && summary && inputs && results);
    // The memo is short, yet alone on page 1; the appendix opens page 2 at its top.
    QCOMPARE(memo->page, 0);
    QCOMPARE(summary->page, 1);
    QVERIFY(std::abs(summary->topPt - bodyTopPt) < 1);
    // The later sections follow on the same page, each below the one before.
    QCOMPARE(inputs->page, 1);
    QCOMPARE(results->page, 1);
    QVERIFY(inputs->topPt > summary->topPt + 20);
    QVERIFY(results->topPt > inputs->topPt + 20);
    QCOMPARE(layout.pageCount(), 2);

    // As painted (ending the painter completes the file): two sheets, the three sections on
    // the second, and each sheet framed once.
    QVERIFY(layout.paint(&writer, {QStringLiteral("Running header"), QStringLiteral("Report"),
                                   QStringLiteral("Running footer")}));
    const auto text = pdfText(path);
    QVERIFY2(text, "pdftotext (poppler-utils) is not installed");
    const QStringList pages = text->split(QLatin1Char('\f'), Qt::SkipEmptyParts);
    QCOMPARE(pages.size(), 2);
    QVERIFY(pages[0].contains(QStringLiteral("Memo, paragraph 2")));
    QVERIFY(!pages[0].contains(QStringLiteral("Summary")));
    for (const QString &title : {QStringLiteral("Summary"), QStringLiteral("Inputs"),
                                 QStringLiteral("Results")})
        QVERIFY2(flat(pages[1]).contains(title + QStringLiteral(", paragraph 2")),
                 qPrintable(title));
    QCOMPARE(pages[0].count(QStringLiteral("Running footer")), 1);
    QCOMPARE(pages[1].count(QStringLiteral("Running footer")), 1);
    QCOMPARE(pages[1].count(QStringLiteral("Running header")), 1);
    QVERIFY(pages[1].contains(QStringLiteral("Page 2 of 2")));
}

// Section A grows a paragraph at a time, so its end moves down the page and onto the next;
// section B (its heading above a tall table row) follows. Wherever A ends, B starts on the same
// page below it, or at the top of the next page when too little room is left there. Never on a
// page of its own with nothing before it, never further down, and never apart from its table.
void TestReportLayout::aSectionStartsAFreshPageOnlyWhenItMust_data()
{
    QTest::addColumn<QString>("b");
    QTest::newRow("heading above the table") << section(QStringLiteral("B"), 0, tallTable());
    // An introduction between them, and a heading inside the table's cell: the heading and the
    // introduction once stayed at the foot of a page while the table moved on.
    QTest::newRow("introduction, heading in the cell")
        << section(QStringLiteral("B"), 1, tallTable(QStringLiteral("Workload")));
}

void TestReportLayout::aSectionStartsAFreshPageOnlyWhenItMust()
{
    QFETCH(QString, b);
    const QPageLayout page = report::reportPageLayout(QPageSize::A4);
    const QString path = m_dir.filePath(QStringLiteral("sweep.pdf"));
    int shared = 0, freshWithRoom = 0, freshForLackOfRoom = 0;
    for (int paragraphs = 1; paragraphs <= 40; ++paragraphs) {
        QPdfWriter writer(path);
        writer.setResolution(1200);
        QVERIFY(writer.setPageLayout(page));
        const QStringList sections{
            section(QStringLiteral("Memo"), 1), section(QStringLiteral("Summary"), 1),
            section(QStringLiteral("A"), paragraphs, QStringLiteral("<h3>End of A</h3>")), b};
        const report::ReportLayout layout(&writer, page, sections, QString(), noCharts());
        const auto marks = layout.outline();
        const auto *end = find(marks, QStringLiteral("End of A"));
        const auto *b = find(marks, QStringLiteral("B"));
        QVERIFY(end && b);
        const QString where = QStringLiteral("with %1 paragraphs: end of A on page %2 at %3 pt, "
                                             "B on page %4 at %5 pt")
                                  .arg(paragraphs)
                                  .arg(end->page)
                                  .arg(end->topPt)
                                  .arg(b->page)
                                  .arg(b->topPt);
        // The room on A's last page below the top of its last line (a small heading).
        const double room = bodyTopPt + bodyHeightPt - end->topPt;
        if (b->page == end->page) {
            ++shared;
            QVERIFY2(b->topPt > end->topPt, qPrintable(where));
            QVERIFY2(room >= 0.25 * bodyHeightPt, qPrintable(where));
        } else {
            QVERIFY2(b->page == end->page + 1, qPrintable(where));
            QVERIFY2(std::abs(b->topPt - bodyTopPt) < 1, qPrintable(where));
            // B's heading with the table's header and row need less than half a page.
            QVERIFY2(room < 0.55 * bodyHeightPt, qPrintable(where));
            if (room < 0.28 * bodyHeightPt) ++freshForLackOfRoom;
            else if (room > 0.32 * bodyHeightPt) ++freshWithRoom;
        }
        // The last page holds B: no page without something on it.
        int last = 0;
        for (const auto &m : marks) last = std::max(last, m.page);
        QCOMPARE(layout.pageCount(), last + 1);
        // As painted: B's heading is on the page where its table's lines begin.
        QVERIFY(layout.paint(&writer, {}));
        const auto text = pdfText(path);
        QVERIFY2(text, "pdftotext (poppler-utils) is not installed");
        const QStringList pages = text->split(QLatin1Char('\f'));
        QVERIFY2(b->page < pages.size(), qPrintable(where));
        QVERIFY2(flat(pages[b->page]).contains(QStringLiteral("line 1 line 2")), qPrintable(where));
    }
    // The sweep saw B follow on; B start afresh for lack of room (under a quarter of a page);
    // and B's heading move to a fresh page with its table although the page had room for a
    // section's start, rather than stay behind alone.
    QVERIFY(shared > 0);
    QVERIFY(freshForLackOfRoom > 0);
    QVERIFY(freshWithRoom > 0);
}

// A section of several parts, each a heading, an introduction and a table of two-line rows, so
// that rows and headings fall on page boundaries in several places of one section. Its
// introduction grows a line at a time, moving every boundary. As painted, whatever the length:
// no row's two lines on different pages, no heading on another page than its table's first row,
// and a table that goes on over a page repeats its header there.
void TestReportLayout::severalMendsInOneSection()
{
    constexpr int partCount = 4, rowCount = 14;
    const QPageLayout page = report::reportPageLayout(QPageSize::A4);
    const QString path = m_dir.filePath(QStringLiteral("mends.pdf"));
    int continuedTables = 0, mostInOneReport = 0;
    for (int lines = 0; lines < 16; ++lines) {
        QString body = QStringLiteral("<h2>Long section</h2><p>");
        for (int i = 0; i < lines; ++i) body += QStringLiteral("Opening line %1<br/>").arg(i + 1);
        body += QStringLiteral("</p>");
        for (int p = 1; p <= partCount; ++p) {
            body += QStringLiteral("<h3>Part %1</h3><p>What part %1 holds.</p>"
                                   "<table class=\"data\" width=\"100%\" cellpadding=\"3\">"
                                   "<thead><tr><th>Head %1</th><th>Value</th></tr></thead>")
                        .arg(p);
            for (int r = 1; r <= rowCount; ++r)
                body += QStringLiteral("<tr><td>Top %1.%2<br/>Foot %1.%2</td><td>%2</td></tr>")
                            .arg(p)
                            .arg(r);
            body += QStringLiteral("</table>");
        }
        QPdfWriter writer(path);
        writer.setResolution(1200);
        QVERIFY(writer.setPageLayout(page));
        const QStringList sections{section(QStringLiteral("Memo"), 1),
                                   QStringLiteral("<html><body>%1</body></html>").arg(body)};
        const report::ReportLayout layout(&writer, page, sections, QString(), noCharts());
        QVERIFY(layout.paint(&writer, {}));
        const auto text = pdfText(path);
        QVERIFY2(text, "pdftotext (poppler-utils) is not installed");
        const QStringList pages = text->split(QLatin1Char('\f'));
        auto pageOf = [&](const QString &words) {
            for (int i = 0; i < pages.size(); ++i)
                if (flat(pages[i]).contains(words)) return i;
            return -1;
        };
        int continued = 0;
        for (int p = 1; p <= partCount; ++p) {
            const QString where = QStringLiteral("%1 opening lines, part %2").arg(lines).arg(p);
            const int first = pageOf(QStringLiteral("Top %1.1 ").arg(p));
            QVERIFY2(first >= 0, qPrintable(where));
            QCOMPARE(pageOf(QStringLiteral("Part %1").arg(p)), first);
            int previous = first;
            for (int r = 1; r <= rowCount; ++r) {
                const int top = pageOf(QStringLiteral("Top %1.%2 ").arg(p).arg(r));
                QVERIFY2(top >= 0, qPrintable(where));
                QVERIFY2(pageOf(QStringLiteral("Foot %1.%2 ").arg(p).arg(r)) == top,
                         qPrintable(where + QStringLiteral(", row %1 split").arg(r)));
                if (top != previous) {
                    ++continued;
                    QVERIFY2(flat(pages[top]).contains(QStringLiteral("Head %1").arg(p)),
                             qPrintable(where + QStringLiteral(", row %1 without the header")
                                                    .arg(r)));
                }
                previous = top;
            }
        }
        continuedTables += continued;
        mostInOneReport = std::max(mostInOneReport, continued);
    }
    // The tables did go on over page boundaries, several times in one section.
    QVERIFY(continuedTables > 0);
    QVERIFY(mostInOneReport >= 2);
}

QTEST_MAIN(TestReportLayout)
#include "tst_report_layout.moc"
