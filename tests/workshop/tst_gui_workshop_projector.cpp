// The projector view driven from the workshop window: full screen, one page at a time, nothing
// but counts before the reveal, the results pages after it, what moved from round 2, the keys
// that page and leave.
#include "roundvotes.h"

#include "workshop/projectorview.h"

#include <QTemporaryDir>

using namespace roundvotes;

class TestGuiWorkshopProjector : public QObject
{
    Q_OBJECT

    WorkshopFixture f;
    QTemporaryDir settingsDir;

    const ad::Catalog &catalog() const { return f.window->catalogSession()->catalog(); }
    void runRound(const std::vector<std::map<std::string, int>> &ballots)
    {
        roundvotes::runRound(f, ballots);
    }

private slots:
    void initTestCase() { WorkshopFixture::isolateSettings(settingsDir, "tst_gui_workshop_projector"); }
    void init() { QVERIFY(f.reopen()); }

    void cleanup() { f.destroy(); }

    void projectorOpensFullScreenAndPages()
    {
        roundvotes::startWithPeople(f);
        runRound({round1[0], round1[1]});
        f.click(f.results()->projectorButton());
        QPointer<ProjectorView> projector = f.controller->projector();
        QVERIFY(projector);
        QVERIFY(QTest::qWaitForWindowExposed(projector));
        QVERIFY(projector->windowState() & Qt::WindowFullScreen);

        // Before the reveal: one status page, counts only, not a single criterion or weight.
        QCOMPARE(projector->pageCount(), 1);
        const QString waiting = projector->current().text();
        QVERIFY(waiting.contains(QStringLiteral("2 of 4 ballots in")));
        for (const ad::Criterion &c : catalog().criteria)
            QVERIFY2(!waiting.contains(QString::fromStdString(c.name)), c.name.c_str());
        QTest::keyClick(projector, Qt::Key_Right);
        QCOMPARE(projector->currentPage(), 0);

        // Live: the next ballot updates the count; the reveal turns to the results.
        runRound({round1[0], round1[1], round1[2], round1[3]});
        QVERIFY(projector->current().text().contains(QStringLiteral("4 of 4 ballots in")));
        f.click(f.round()->revealButton());
        QCOMPARE(projector->pageCount(), 3); // weights, disagreement, ranking; no round before
        QCOMPARE(projector->current().kind, projector::Page::Weights);
        QCOMPARE(int(projector->current().rows.size()), int(catalog().criteria.size()));
        QTest::keyClick(projector, Qt::Key_Right);
        QCOMPARE(projector->current().kind, projector::Page::Disagreement);
        QCOMPARE(projector->current().rows.front().label, QStringLiteral("Portability across providers"));
        QTest::keyClick(projector, Qt::Key_Space);
        QCOMPARE(projector->current().kind, projector::Page::Ranking);
        QVERIFY(projector->current().headline.startsWith(QStringLiteral("Kendall's W = ")));
        QTest::keyClick(projector, Qt::Key_Right); // stays on the last page
        QCOMPARE(projector->currentPage(), 2);
        QTest::keyClick(projector, Qt::Key_Left);
        QCOMPARE(projector->current().kind, projector::Page::Disagreement);

        // Round 2 adds the page of what moved once revealed.
        f.click(f.round()->nextRoundButton());
        QCOMPARE(projector->pageCount(), 1);
        runRound(round2());
        f.click(f.round()->revealButton());
        QCOMPARE(projector->pageCount(), 4);
        QTest::keyClick(projector, Qt::Key_End);
        QCOMPARE(projector->current().kind, projector::Page::Moves);
        QCOMPARE(projector->current().rows.front().label,
                 QStringLiteral("Portability across providers"));
        QCOMPARE(projector->current().rows.front().value, QStringLiteral("3.5 → 4.5"));

        QTest::keyClick(projector, Qt::Key_Escape);
        QTRY_VERIFY(!projector);
    }
};

QTEST_MAIN(TestGuiWorkshopProjector)
#include "tst_gui_workshop_projector.moc"
