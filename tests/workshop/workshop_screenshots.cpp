// Not part of the test suite: renders the workshop window in each state, the ballot form, the
// import results and every projector page to PNG files, in the light and the dark palette, so the
// layout can be looked at. Eight participants, two rounds, as in a one-hour workshop.
//
//     QT_QPA_PLATFORM=offscreen workshop_screenshots        (files in $ACCELDECIDE_SHOTS_DIR,
//                                                            default /tmp/workshop-shots)
#include "workshopfixture.h"

#include "session/catalogsession.h"
#include "shell/appearance.h"
#include "workshop/importresultsdialog.h"
#include "workshop/projectorview.h"
#include "workshop/websession.h"

#include <QDir>
#include <QFile>
#include <QCheckBox>
#include <QGroupBox>
#include <QTabWidget>
#include <QTemporaryDir>

namespace {

const QStringList room = {QStringLiteral("Ana"), QStringLiteral("Bo"),  QStringLiteral("Cy"),
                          QStringLiteral("Dee"), QStringLiteral("Eli"), QStringLiteral("Fay"),
                          QStringLiteral("Gus"), QStringLiteral("Hal")};

// A spread of opinions: person i weighs criterion j by a fixed pattern, some agreeing, some not.
std::map<std::string, int> votesOf(const ad::Catalog &catalog, int person, int round)
{
    std::map<std::string, int> votes;
    int j = 0;
    for (const ad::Criterion &c : catalog.criteria) {
        const int pattern[] = {5, 4, 2, 5, 3, 1, 4, 3, 2, 5, 3, 4, 1};
        int w = pattern[(j + person * (j % 3 + 1)) % 13];
        if (round == 2 && j % 4 == 1) w = std::clamp((w + 4) / 2, 1, 5); // converging
        votes[c.id] = w;
        ++j;
    }
    return votes;
}

} // namespace

class WorkshopScreenshots : public QObject
{
    Q_OBJECT

    WorkshopFixture f;
    QString out;
    QTemporaryDir scratch;

    void save(QWidget *widget, const QString &name)
    {
        QCoreApplication::processEvents();
        const QString path = QDir(out).filePath(
            name + (appearance::isDark() ? QStringLiteral("-dark.png") : QStringLiteral("-light.png")));
        QVERIFY2(widget->grab().save(path, "PNG"), qPrintable(path));
        qInfo("%s", qPrintable(path));
    }

    void projectorPages(const QString &prefix)
    {
        ProjectorView view(f.controller);
        view.resize(1920, 1080);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        for (int i = 0; i < view.pageCount(); ++i) {
            view.setPage(i);
            save(&view, QStringLiteral("%1-%2").arg(prefix).arg(i + 1));
        }
        // A smaller projector: the type scales down and nothing may be cut off.
        view.resize(1280, 720);
        view.setPage(0);
        save(&view, QStringLiteral("%1-1-720p").arg(prefix));
    }

    void vote(int person, int round)
    {
        BallotForm *form = f.openBallot(room[person]);
        QVERIFY(form);
        WorkshopFixture::vote(form, votesOf(f.window->catalogSession()->catalog(), person, round));
    }

    void shoot(bool dark)
    {
        appearance::setDark(dark);
        f = WorkshopFixture{};
        f.create();
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        QTRY_VERIFY(f.window->evaluator()->hasAssessment());
        f.trigger("actionWorkshopWindow");
        WorkshopWindow *w = f.workshopWindow();
        w->resize(1280, 800);
        QVERIFY(QTest::qWaitForWindowExposed(w));
        save(w, QStringLiteral("window-1-start"));

        QTest::mouseClick(w->startButton(), Qt::LeftButton);
        f.controller->setFacilitator(QStringLiteral("Ren Okafor"));
        f.controller->setTitle(QStringLiteral("Accelerator choice for the 70B fine-tune"));
        for (const QString &name : room) f.addByTyping(name);
        for (int person = 0; person < 5; ++person) vote(person, 1);
        f.select(room[5]);
        save(w, QStringLiteral("window-2-voting"));
        projectorPages(QStringLiteral("projector-round1-waiting"));
        // With a web session running: the panel's link and QR code, and the projector's.
        QVERIFY(f.controller->webSession()->start(QHostAddress(QHostAddress::LocalHost), 0));
        QTest::qWait(50); // the column scrolls to the session once laid out
        save(w, QStringLiteral("window-2-voting-web"));
        projectorPages(QStringLiteral("projector-round1-web"));
        f.controller->webSession()->stop();

        BallotForm *form = f.openBallot(room[5]);
        QVERIFY(form);
        form->resize(980, 1000);
        save(form, QStringLiteral("ballot-form"));
        form->scoresCheck()->setChecked(true);
        save(form, QStringLiteral("ballot-form-scores"));
        WorkshopFixture::vote(form, votesOf(f.window->catalogSession()->catalog(), 5, 1));

        // Gus sends a file; Hal's file is broken.
        const ad::Catalog &catalog = f.window->catalogSession()->catalog();
        ad::BallotFile gus{{"guest-gus", "Gus"}, {}};
        gus.ballot.participantId = "guest-gus";
        gus.ballot.weights = votesOf(catalog, 6, 1);
        gus.ballot.timestamp = "2026-03-14T09:00:00Z";
        gus.ballot.scenarioFingerprint = f.controller->fingerprint();
        const QString gusPath = scratch.filePath(QStringLiteral("gus.ballot.json"));
        QString error;
        QVERIFY(workshopui::writeBallotFile(gusPath, gus, &error));
        const QString halPath = scratch.filePath(QStringLiteral("hal-from-phone.ballot.json"));
        QFile hal(halPath);
        QVERIFY(hal.open(QIODevice::WriteOnly));
        hal.write("{\"schema_version\": 1, \"kind\": \"acceldecide-ballot\", \"participant\": "
                  "{\"id\": \"p8\", \"name\": \"Hal\"}, \"ballot\": {\"round\": 1, \"timestamp\": "
                  "\"2026-03-14T09:05:00\", \"scenario_fingerprint\": \"x\", \"weights\": "
                  "{\"portability\": 9}}}");
        hal.close();
        f.openFilesAnswer = {gusPath, gusPath, halPath};
        f.click(f.round()->importButton());
        QVERIFY(f.controller->importResults());
        save(f.controller->importResults(), QStringLiteral("import-results"));
        f.controller->importResults()->close();

        vote(7, 1);
        f.click(f.round()->revealButton());
        const char *tabs[] = {"weights", "disagreement", "ranking", "moves"};
        for (int t = 0; t < 3; ++t) {
            f.results()->tabs()->setCurrentIndex(t);
            save(w, QStringLiteral("window-3-revealed-%1").arg(QLatin1String(tabs[t])));
        }
        projectorPages(QStringLiteral("projector-round1"));

        f.click(f.round()->nextRoundButton());
        save(w, QStringLiteral("window-4-round2-open"));
        for (int person = 0; person < 8; ++person) vote(person, 2);
        f.click(f.round()->revealButton());
        f.results()->tabs()->setCurrentIndex(3);
        save(w, QStringLiteral("window-5-round2-moves"));
        projectorPages(QStringLiteral("projector-round2"));
        f.destroy();
    }

private slots:
    void initTestCase()
    {
        out = qEnvironmentVariable("ACCELDECIDE_SHOTS_DIR", QStringLiteral("/tmp/workshop-shots"));
        QVERIFY(QDir().mkpath(out));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, scratch.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, scratch.path());
    }

    void light() { shoot(false); }
    void dark() { shoot(true); }
};

QTEST_MAIN(WorkshopScreenshots)
#include "workshop_screenshots.moc"
