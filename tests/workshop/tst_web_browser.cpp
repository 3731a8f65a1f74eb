// The ballot page in a real browser: Debian's Chromium, headless, driven through chromedriver
// against a session the test starts on 127.0.0.1. Five devices vote (by touch and by keyboard),
// one changes its mind, the facilitator reveals, and the room's weights must be the median the
// test works out by hand from what was clicked. Then the page's own checks: the join code, and
// a name's length counted as the core counts it.
#include "webdriver.h"
#include "workshopfixture.h"

#include "session/catalogsession.h"
#include "workshop/websession.h"

#include <QDir>
#include <QFile>

namespace {

// What each device clicks; every criterion not named stays at the page's 3.
const std::vector<std::map<std::string, int>> clicked = {
    {{"cost_horizon", 5}, {"portability", 1}, {"software_maturity", 4}},
    {{"cost_horizon", 4}, {"portability", 5}, {"energy_efficiency", 1}},
    {{"cost_horizon", 2}, {"portability", 2}, {"debugging_ease", 5}},
    {{"cost_horizon", 5}, {"software_maturity", 1}, {"energy_efficiency", 2}},
    {{"portability", 4}, {"debugging_ease", 1}},
};
const QStringList names = {QStringLiteral("Ana"), QString(), QStringLiteral("Cy"), QString(),
                           QString()};
// The ArrowRight and Enter keys in WebDriver's key codes.
const QString arrowRight = QString(QChar(0xE014));
const QString enter = QString(QChar(0xE007));

} // namespace

class TestWebBrowser : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settings;

    static void saveScreenshot(WebDriver &driver, const char *name)
    {
        const QByteArray dir = qgetenv("ACCELDECIDE_SCREENSHOTS");
        if (dir.isEmpty()) return;
        QDir().mkpath(QString::fromLocal8Bit(dir));
        QFile file(QDir(QString::fromLocal8Bit(dir)).filePath(QString::fromLatin1(name)));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(driver.screenshotPng());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_settings.isValid());
        WorkshopFixture::isolateSettings(m_settings, "tst_web_browser");
    }

    void fiveDevicesVoteAndTheRevealAggregatesThem()
    {
        WorkshopFixture f;
        QVERIFY(f.reopen());
        f.start();
        // Five browsers on one address: more joins from it than the default lets one address make.
        workshopui::JoinLimits joins;
        joins.perAddressBurst = 10;
        auto *web = new WebSession(f.controller, {}, joins);
        QString error;
        QVERIFY2(web->start(QHostAddress(QHostAddress::LocalHost), 0, &error), qPrintable(error));
        const ad::Catalog &catalog = f.controller->catalogSession()->catalog();
        for (const auto &ballot : clicked)
            for (const auto &[id, weight] : ballot)
                QVERIFY2(std::any_of(catalog.criteria.begin(), catalog.criteria.end(),
                                     [&](const ad::Criterion &c) { return c.id == id; }),
                         id.c_str());

        WebDriver driver;
        QVERIFY2(driver.launch(&error), qPrintable(error));
        std::vector<std::map<std::string, int>> expected;
        const std::string keyboardCriterion = catalog.criteria.front().id;
        for (std::size_t i = 0; i < clicked.size(); ++i) {
            // A phone's width: every device is a browser of its own, with its own storage.
            QVERIFY2(driver.newBrowser(390, 844, &error), qPrintable(error));
            driver.open(web->link());
            if (driver.find(QStringLiteral("#criteria fieldset")).isEmpty()) {
                QString refused;
                for (const auto &[status, count] : web->server().refusals())
                    refused += QStringLiteral(" %1×%2").arg(count).arg(status);
                QFAIL(qPrintable(QStringLiteral("the page shows no criteria; it says: %1; the "
                                                "server refused:%2")
                                     .arg(driver.script(QStringLiteral(
                                                            "return document.body.innerText.replace(/\\n/g, \" / \") + \" :: \" + document.getElementById(\"criteria\").children.length + \" :: \" + document.getElementById(\"ballot\").hidden;"))
                                              .toString(),
                                          refused)));
            }
            if (i == 0) saveScreenshot(driver, "web-ballot-phone.png");
            std::map<std::string, int> ballot;
            for (const ad::Criterion &c : catalog.criteria) ballot[c.id] = 3;
            if (!names[int(i)].isEmpty())
                driver.type(driver.find(QStringLiteral("#name")), names[int(i)]);
            for (const auto &[id, weight] : clicked[i]) {
                const QString label = QStringLiteral("label[for=\"w-%1-%2\"]")
                                          .arg(QString::fromStdString(id))
                                          .arg(weight);
                const QString element = driver.find(label);
                QVERIFY2(!element.isEmpty(), qPrintable(label));
                QVERIFY2(driver.click(element), qPrintable(driver.lastError()));
                ballot[id] = weight;
            }
            if (i == clicked.size() - 1) {
                // By keyboard: the arrow key moves the first criterion's choice from 3 to 4.
                const QString radio = driver.find(
                    QStringLiteral("#w-%1-3").arg(QString::fromStdString(keyboardCriterion)));
                driver.type(radio, arrowRight);
                QVERIFY(driver.selected(driver.find(
                    QStringLiteral("#w-%1-4").arg(QString::fromStdString(keyboardCriterion)))));
                ballot[keyboardCriterion] = 4;
            }
            if (i == clicked.size() - 1) {
                // ...and Enter on the choice sends the ballot.
                driver.type(driver.find(QStringLiteral("#w-%1-4").arg(
                                QString::fromStdString(keyboardCriterion))),
                            enter);
            } else {
                QVERIFY2(driver.click(driver.find(QStringLiteral("#send"))),
                         qPrintable(driver.lastError()));
            }
            const QString status =
                driver.waitForText(driver.find(QStringLiteral("#status")), QStringLiteral("Received"));
            QVERIFY2(status.contains(QStringLiteral("Received")), qPrintable(status));
            QCOMPARE(f.workshop()->current().ballots.size(), i + 1);
            // The page names the participant as the reveal will: anonymously.
            const ad::Participant &newest = f.workshop()->participants.back();
            QVERIFY2(status.contains(QString::fromStdString(
                         ad::participantLabel(*f.workshop(), newest.id))),
                     qPrintable(status));
            QVERIFY(status.contains(QStringLiteral("Participant ")));
            if (!names[int(i)].isEmpty())
                QCOMPARE(QString::fromStdString(newest.name), names[int(i)]);
            QCOMPARE(f.workshop()->current().ballot(newest.id)->weights, ballot);
            if (i == 0) saveScreenshot(driver, "web-ballot-received.png");
            expected.push_back(ballot);
        }
        // Everything the page loaded came from the session's own address.
        const QJsonValue outside = driver.script(QStringLiteral(
            "return performance.getEntriesByType('resource')"
            ".filter(e => !e.name.startsWith(location.origin)).length;"));
        QCOMPARE(outside.toInt(-1), 0);

        // The last device changes its mind before the round closes: still one ballot.
        const std::string last = f.workshop()->participants.back().id;
        QVERIFY(driver.click(driver.find(QStringLiteral("label[for=\"w-portability-1\"]"))));
        QVERIFY(driver.click(driver.find(QStringLiteral("#send"))));
        QTRY_COMPARE(f.workshop()->current().ballot(last)->weights.at("portability"), 1);
        expected.back()["portability"] = 1;
        QCOMPARE(f.workshop()->current().ballots.size(), clicked.size());
        QCOMPARE(f.workshop()->participants.size(), clicked.size());

        // The facilitator reveals; the open page closes its ballot within a poll.
        f.confirmAnswer = true;
        QVERIFY(f.controller->reveal());
        const QString closed = driver.waitForText(driver.find(QStringLiteral("#status")),
                                                  QStringLiteral("closed"), 10000);
        QVERIFY2(closed.contains(QStringLiteral("closed")), qPrintable(closed));
        QVERIFY(!driver.enabled(driver.find(QStringLiteral("#send"))));
        if (!qEnvironmentVariableIsEmpty("ACCELDECIDE_SCREENSHOTS")) {
            saveScreenshot(driver, "web-ballot-closed.png");
            driver.preferDark();
            saveScreenshot(driver, "web-ballot-closed-dark.png");
        }

        // The room's weights: the median of what was clicked, worked out here by hand.
        const ad::Round &round = f.workshop()->current();
        QCOMPARE(f.workshop()->method, ad::AggregationMethod::Median);
        const std::vector<ad::AggregatedWeight> room = ad::aggregatedWeights(round, f.workshop()->method);
        QCOMPARE(room.size(), catalog.criteria.size());
        for (const ad::AggregatedWeight &w : room) {
            std::vector<int> votes;
            for (const auto &ballot : expected) votes.push_back(ballot.at(w.criterionId));
            QCOMPARE(w.count, int(votes.size()));
            QCOMPARE(w.exact, hand::median(votes));
            QCOMPARE(w.rounded, hand::roundHalfUp(hand::median(votes)));
        }
        // And the matrix takes them as it takes the aggregate of typed ballots.
        QVERIFY(f.controller->applyAggregatedWeights());
        for (const ad::AggregatedWeight &w : room)
            QCOMPARE(f.document()->scenario().decision.weights.at(w.criterionId), w.rounded);
        f.destroy();
    }

    void theJoinCodeAndTheNameLimitHoldOnThePage()
    {
        WorkshopFixture f;
        QVERIFY(f.reopen());
        f.start();
        WebSession *web = f.controller->webSession();
        QString error;
        QVERIFY2(web->start(QHostAddress(QHostAddress::LocalHost), 0, &error), qPrintable(error));
        web->setJoinCodeRequired(true);
        WebDriver driver;
        QVERIFY2(driver.launch(&error), qPrintable(error));
        QVERIFY2(driver.newBrowser(390, 844, &error), qPrintable(error));
        driver.open(web->link());
        // The page asks for the code; a wrong one is refused and nobody joins.
        QString status = driver.waitForText(driver.find(QStringLiteral("#status")), QStringLiteral("code"));
        QVERIFY2(status.contains(QStringLiteral("code")), qPrintable(status));
        QCOMPARE(web->devices(), 0);
        const QString code = web->joinCode();
        QString wrong = code;
        wrong[0] = code[0] == QLatin1Char('1') ? QLatin1Char('2') : QLatin1Char('1');
        driver.type(driver.find(QStringLiteral("#code")), wrong);
        QVERIFY(driver.click(driver.find(QStringLiteral("#code-send"))));
        status = driver.waitForText(driver.find(QStringLiteral("#status")), QStringLiteral("not the session"));
        QVERIFY2(status.contains(QStringLiteral("not the session")), qPrintable(status));
        QCOMPARE(web->devices(), 0);
        driver.script(QStringLiteral("document.getElementById('code').value = '';"));
        driver.type(driver.find(QStringLiteral("#code")), code);
        QVERIFY(driver.click(driver.find(QStringLiteral("#code-send"))));
        QTRY_COMPARE(web->devices(), 1);
        QVERIFY(!driver.find(QStringLiteral("#criteria fieldset")).isEmpty());

        // 61 emoji: the page stops it with the core's limit; 60 go through and are kept whole.
        // (Set by script: chromedriver types only characters of the Basic Multilingual Plane.)
        driver.script(QStringLiteral("document.getElementById('name').value = '\\u{1F600}'.repeat(61);"));
        QVERIFY(driver.click(driver.find(QStringLiteral("#send"))));
        status = driver.waitForText(driver.find(QStringLiteral("#status")), QStringLiteral("at most"));
        QVERIFY2(status.contains(QStringLiteral("at most 60 characters; this one has 61")),
                 qPrintable(status));
        QVERIFY(f.workshop()->participants.empty());
        driver.script(QStringLiteral("document.getElementById('name').value = '\\u{1F600}'.repeat(60);"));
        QVERIFY(driver.click(driver.find(QStringLiteral("#send"))));
        status = driver.waitForText(driver.find(QStringLiteral("#status")), QStringLiteral("Received"));
        QVERIFY2(status.contains(QStringLiteral("Received")), qPrintable(status));
        QCOMPARE(f.workshop()->participants.size(), std::size_t(1));
        QString emoji;
        for (int i = 0; i < 60; ++i) emoji += QString::fromUtf8("\U0001F600");
        QCOMPARE(QString::fromStdString(f.workshop()->participants.front().name), emoji);
        f.destroy();
    }
};

QTEST_MAIN(TestWebBrowser)
#include "tst_web_browser.moc"
