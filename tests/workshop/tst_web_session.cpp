// The workshop's web session as a device on the room's network meets it, and as a hostile one
// does: raw requests on the loopback address against the real controller, checked by what the
// workshop holds afterwards. Security rules: docs/workshop.md, "From everyone's own device".
#include "rawhttp.h"
#include "workshopfixture.h"

#include "catalog/catalog_io.h"
#include "lan/qrcode.h"
#include "session/catalogsession.h"
#include "workshop/devicespanel.h"
#include "workshop/projectorview.h"
#include "workshop/webpanel.h"
#include "workshop/websession.h"
#include "workshop/workshopresults.h"

#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QPushButton>
#include <QTreeWidget>
#include <QLabel>
#include <QProcess>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTcpServer>

#include <cmath>

using rawhttp::Reply;

namespace {

const QHostAddress loopback(QHostAddress::LocalHost);

QByteArray toJson(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

// A port nothing listens on right now.
quint16 freePort()
{
    QTcpServer probe;
    probe.listen(loopback, 0);
    return probe.serverPort();
}

} // namespace

class TestWebSession : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settings;
    WorkshopFixture f;
    WebSession *web = nullptr;
    QByteArray base; // "/w/<token>/"

    // The built-in catalog's criteria: what the window's catalog holds, known before a window
    // exists (the _data functions run before init()).
    static std::vector<std::string> criteria()
    {
        static const ad::CatalogLoad load = ad::loadEmbeddedCatalog();
        std::vector<std::string> ids;
        for (const ad::Criterion &c : load.catalog.criteria) ids.push_back(c.id);
        return ids;
    }

    // Every criterion at `weight`, then the exceptions.
    QJsonObject weights(int weight, const std::map<std::string, int> &except = {}) const
    {
        QJsonObject out;
        for (const std::string &id : criteria()) {
            const auto found = except.find(id);
            out.insert(QString::fromStdString(id), found == except.end() ? weight : found->second);
        }
        return out;
    }

    Reply get(const QByteArray &path, const QByteArray &extra = {})
    {
        return rawhttp::send(loopback, web->server().port(),
                             rawhttp::request("GET", path, loopback, web->server().port(), {},
                                              extra));
    }

    Reply post(const QByteArray &path, const QByteArray &body, const QByteArray &extra = {})
    {
        return rawhttp::send(loopback, web->server().port(),
                             rawhttp::request("POST", path, loopback, web->server().port(), body,
                                              extra));
    }

    QByteArray join(const QHostAddress &from = {}, const QByteArray &body = "{}")
    {
        return joinReply(from, body).json().value(QStringLiteral("participant")).toString().toLatin1();
    }

    // A join from `from` (another 127.0.0.x standing in for another device on the network).
    Reply joinReply(const QHostAddress &from = {}, const QByteArray &body = "{}")
    {
        return rawhttp::send(loopback, web->server().port(),
                             rawhttp::request("POST", base + "api/join", loopback,
                                              web->server().port(), body),
                             5000, from);
    }

    static QHostAddress host(int n) { return QHostAddress(QStringLiteral("127.0.0.%1").arg(n)); }

    Reply vote(const QByteArray &device, const QJsonObject &ballot)
    {
        return post(base + "api/ballot", toJson(ballot), "X-Participant: " + device + "\r\n");
    }

    QJsonObject ballot(int round, const QJsonObject &w, const QString &name = {}) const
    {
        QJsonObject out{{QStringLiteral("round"), round}, {QStringLiteral("weights"), w}};
        if (!name.isEmpty()) out.insert(QStringLiteral("name"), name);
        return out;
    }

    bool startSession(WebSession *session)
    {
        web = session;
        QString error;
        if (!web->start(loopback, 0, &error)) {
            qWarning() << error;
            return false;
        }
        base = web->link().path().toLatin1();
        return true;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_settings.isValid());
        WorkshopFixture::isolateSettings(m_settings, "tst_web_session");
    }

    void init()
    {
        QVERIFY(f.reopen());
        f.start();
        QVERIFY(startSession(f.controller->webSession()));
        std::vector<std::string> shown;
        for (const ad::Criterion &c : f.controller->catalogSession()->catalog().criteria)
            shown.push_back(c.id);
        QVERIFY(shown == criteria());
    }

    void cleanup()
    {
        web = nullptr;
        f.destroy();
    }

    void nothingListensBeforeStartOrAfterStop()
    {
        const quint16 port = web->server().port();
        QVERIFY(get(base + "api/state").status == 200);
        web->stop();
        QVERIFY(!web->isRunning());
        QCOMPARE(get(base + "api/state").status, 0); // connection refused
        // A fresh controller has a session object but no listening socket.
        QVERIFY(f.reopen());
        f.start();
        QVERIFY(!f.controller->webSession()->isRunning());
        QCOMPARE(rawhttp::send(loopback, port, rawhttp::request("GET", base, loopback, port))
                     .status,
                 0);
    }

    void panelStartsOnTheChosenAddressWithLinkAndQrCode()
    {
        web->stop();
        WebSessionPanel *panel = f.workshopWindow()->webPanel();
        QVERIFY(panel);
        // Every choice names one interface's address; "every interface" is never offered.
        QVERIFY(panel->addressBox()->count() >= 1);
        for (int i = 0; i < panel->addressBox()->count(); ++i) {
            const QHostAddress a(panel->addressBox()->itemData(i).toString());
            QVERIFY2(a != QHostAddress(QHostAddress::AnyIPv4) && a != QHostAddress(QHostAddress::Any)
                         && a != QHostAddress(QHostAddress::AnyIPv6) && !a.isNull(),
                     qPrintable(panel->addressBox()->itemText(i)));
        }
        const int local = panel->addressBox()->findData(QStringLiteral("127.0.0.1"));
        QVERIFY(local >= 0);
        panel->addressBox()->setCurrentIndex(local);
        const quint16 port = freePort();
        panel->portBox()->setValue(port);
        QTest::mouseClick(panel->startButton(), Qt::LeftButton);
        QVERIFY(web->isRunning());
        QCOMPARE(web->server().address(), loopback);
        QCOMPARE(web->server().port(), port);
        // The label shows the link shortened in the middle; its tooltip and Copy Link have it all.
        QCOMPARE(panel->linkLabel()->toolTip(), web->link().toString());
        QVERIFY(panel->linkLabel()->text().startsWith(QStringLiteral("http://127.0.0.1:")));
        QVERIFY(web->link().toString().endsWith(panel->linkLabel()->text().section(QChar(0x2026), 1)));
        QVERIFY(!panel->addressBox()->isEnabled());

        // The QR code, read back by an independent decoder, carries the link exactly.
        const QString zbar = QStandardPaths::findExecutable(QStringLiteral("zbarimg"));
        QVERIFY2(!zbar.isEmpty(), "zbarimg (Debian's zbar-tools) is needed to read the QR code");
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("qr.png"));
        QVERIFY(panel->qrView()->grab().toImage().scaled(600, 600).save(png));
        QProcess reader;
        reader.start(zbar, {QStringLiteral("--raw"), QStringLiteral("-q"), png});
        QVERIFY(reader.waitForFinished(20000));
        QCOMPARE(QString::fromUtf8(reader.readAllStandardOutput()).trimmed(),
                 web->link().toString());

        QTest::mouseClick(panel->startButton(), Qt::LeftButton); // Stop session::Parts
        QVERIFY(!web->isRunning());
        QCOMPARE(rawhttp::send(loopback, port, rawhttp::request("GET", "/", loopback, port)).status,
                 0);
    }

    void listensOnlyOnTheChosenAddress()
    {
        // Linux answers for all of 127.0.0.0/8 on the loopback interface: two addresses of one
        // machine, so the test needs no network.
        const QHostAddress other(QStringLiteral("127.0.0.2"));
        QVERIFY(web->start(other, 0));
        const quint16 port = web->server().port();
        const QByteArray path = web->link().path().toLatin1();
        QCOMPARE(rawhttp::send(other, port, rawhttp::request("GET", path, other, port)).status, 200);
        QCOMPARE(rawhttp::send(loopback, port, rawhttp::request("GET", path, loopback, port)).status,
                 0); // nothing listens there
        QVERIFY(web->start(loopback, port));
        QCOMPARE(rawhttp::send(other, port, rawhttp::request("GET", path, other, port)).status, 0);
    }

    void projectorShowsTheWayInWhileTheRoundIsOpen()
    {
        ProjectorView *projector = f.controller->showProjector();
        QVERIFY(projector);
        QCOMPARE(projector->current().kind, projector::Page::Status);
        QCOMPARE(projector->current().joinLink, web->link().toString());
        web->stop();
        QVERIFY(projector->current().joinLink.isEmpty());
        QVERIFY(startSession(web));
        QCOMPARE(projector->current().joinLink, web->link().toString());
        QCOMPARE(vote(join(), ballot(1, weights(3))).status, 200);
        QVERIFY(f.controller->reveal());
        for (int i = 0; i < projector->pageCount(); ++i)
            QVERIFY(projector->page(i).joinLink.isEmpty()); // nothing to join once revealed
        projector->close();
    }

    void tokenIsLongRandomAndNew()
    {
        const QString first = web->server().token();
        // base64url: 4 characters carry 3 bytes.
        const QByteArray bytes = QByteArray::fromBase64(first.toLatin1(),
                                                        QByteArray::Base64UrlEncoding);
        QVERIFY2(bytes.size() * 8 >= 128, qPrintable(first));
        QVERIFY(web->link().toString().contains(first));
        QVERIFY(web->start(loopback, 0));
        QVERIFY(web->server().token() != first);
    }

    void refusesEveryRequestWithoutTheToken()
    {
        const QByteArray token = web->server().token().toLatin1();
        QByteArray wrong = token;
        wrong[0] = wrong[0] == 'A' ? 'B' : 'A';
        const QList<QByteArray> paths = {
            "/", "/w/", "/w/" + token, "/w/" + wrong + "/", "/w/" + wrong + "/api/state",
            "/w/" + token.left(token.size() - 1) + "/api/state", "/api/state", "/index.html",
            "/w/" + token + "x/api/state"};
        for (const QByteArray &path : paths) {
            QCOMPARE(get(path).status, 403);
            QCOMPARE(post(path + "api/join", "{}").status, 403);
        }
        QCOMPARE(post("/w/" + wrong + "/api/ballot", toJson(ballot(1, weights(3)))).status, 403);
        QCOMPARE(web->devices(), 0);
        QVERIFY(f.workshop()->participants.empty());
        // A ballot with the session's token but no device token is refused too.
        QCOMPARE(post(base + "api/ballot", toJson(ballot(1, weights(3)))).status, 403);
        QCOMPARE(vote("not-a-device", ballot(1, weights(3))).status, 403);
        QVERIFY(f.workshop()->current().ballots.empty());
    }

    void refusesAnotherHostOrOrigin()
    {
        const quint16 port = web->server().port();
        const QByteArray device = join();
        QVERIFY(!device.isEmpty());
        const QByteArray body = toJson(ballot(1, weights(4)));
        auto raw = [&](const QByteArray &host, const QByteArray &origin) {
            QByteArray r = "POST " + base + "api/ballot HTTP/1.1\r\nHost: " + host + "\r\n";
            if (!origin.isEmpty()) r += "Origin: " + origin + "\r\n";
            r += "X-Participant: " + device + "\r\nContent-Type: application/json\r\n"
                 "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
            return rawhttp::send(loopback, port, r).status;
        };
        const QByteArray own = "127.0.0.1:" + QByteArray::number(port);
        QCOMPARE(raw("evil.example:" + QByteArray::number(port), "http://" + own), 403);
        QCOMPARE(raw(own, "http://evil.example"), 403);
        QCOMPARE(raw(own, {}), 403); // a browser always names the origin of a POST
        QCOMPARE(raw(own, "null"), 403);
        QCOMPARE(get(base + "api/state", "Origin: http://evil.example\r\n").status, 403);
        QVERIFY(f.workshop()->current().ballots.empty());
        QCOMPARE(raw(own, "http://" + own), 200); // the same request, from the page itself
        QCOMPARE(f.workshop()->current().ballots.size(), std::size_t(1));
    }

    void storesOneBallotPerDeviceAsUndoableSteps()
    {
        QUndoStack *undo = f.document()->undoStack();
        const int steps = undo->count();
        const QByteArray first = join(), second = join();
        QVERIFY(!first.isEmpty() && first != second);
        QCOMPARE(web->devices(), 2);

        Reply r = vote(first, ballot(1, weights(2, {{"portability", 5}})));
        QCOMPARE(r.status, 200);
        QCOMPARE(f.workshop()->participants.size(), std::size_t(1));
        const std::string id = f.workshop()->participants.front().id;
        QCOMPARE(web->participantOf(QString::fromLatin1(first)), id);
        QCOMPARE(r.json().value(QStringLiteral("voted")).toBool(), true);
        QCOMPARE(r.json().value(QStringLiteral("label")).toString().toStdString(),
                 ad::participantLabel(*f.workshop(), id));
        QCOMPARE(undo->count(), steps + 1); // the participant and the ballot: one step

        // The same device again replaces its ballot; it never becomes a second person.
        r = vote(first, ballot(1, weights(4), QStringLiteral("Ignored later")));
        QCOMPARE(r.status, 200);
        QCOMPARE(f.workshop()->participants.size(), std::size_t(1));
        QCOMPARE(f.workshop()->current().ballots.size(), std::size_t(1));
        QCOMPARE(f.workshop()->current().ballot(id)->weights.at("portability"), 4);

        // Another device with a name is another participant, under that name.
        QCOMPARE(vote(second, ballot(1, weights(3), QStringLiteral("Ana"))).status, 200);
        QCOMPARE(f.workshop()->participants.size(), std::size_t(2));
        QCOMPARE(f.workshop()->participants.back().name, std::string("Ana"));
        // A device may not take a name someone else has.
        const QByteArray third = join();
        r = vote(third, ballot(1, weights(3), QStringLiteral("Ana")));
        QCOMPARE(r.status, 409);
        QVERIFY(r.json().value(QStringLiteral("error")).toString().contains(QStringLiteral("Ana")));
        QCOMPARE(f.workshop()->participants.size(), std::size_t(2));

        // The state a device reads back is its own ballot, nobody else's.
        const Reply state = get(base + "api/state", "X-Participant: " + first + "\r\n");
        QCOMPARE(state.json().value(QStringLiteral("weights")).toObject(), weights(4));
        const Reply stranger = get(base + "api/state");
        QCOMPARE(stranger.json().value(QStringLiteral("voted")).toBool(), false);
        QVERIFY(stranger.json().value(QStringLiteral("weights")).toObject().isEmpty());

        undo->undo(); // Ana's ballot and Ana go
        QCOMPARE(f.workshop()->participants.size(), std::size_t(1));
    }

    void refusesMalformedBallots_data()
    {
        QTest::addColumn<QByteArray>("body");
        QJsonObject w = weights(3);
        auto with = [&](const QString &key, const QJsonValue &value) {
            QJsonObject copy = w;
            copy.insert(key, value);
            return toJson(ballot(1, copy));
        };
        const QString firstId = QString::fromStdString(criteria().front());
        QJsonObject missing = w;
        missing.remove(firstId);
        QTest::newRow("not JSON") << QByteArray("{round: 1");
        QTest::newRow("an array") << QByteArray("[1, 2]");
        QTest::newRow("empty") << QByteArray("");
        QTest::newRow("no weights") << QByteArray("{\"round\": 1}");
        QTest::newRow("no round") << toJson(QJsonObject{{QStringLiteral("weights"), w}});
        QTest::newRow("round as text") << QByteArray("{\"round\": \"1\", \"weights\": " + toJson(w) + "}");
        QTest::newRow("weight 0") << with(firstId, 0);
        QTest::newRow("weight 6") << with(firstId, 6);
        QTest::newRow("weight 2.5") << with(firstId, 2.5);
        QTest::newRow("weight as text") << with(firstId, QStringLiteral("3"));
        QTest::newRow("weight null") << with(firstId, QJsonValue());
        QTest::newRow("unknown criterion") << with(QStringLiteral("../../etc/passwd"), 3);
        QTest::newRow("a criterion missing") << toJson(ballot(1, missing));
        QTest::newRow("an extra field")
            << QByteArray("{\"round\": 1, \"admin\": true, \"weights\": " + toJson(w) + "}");
        QTest::newRow("duplicate key")
            << QByteArray("{\"round\": 1, \"round\": 1, \"weights\": " + toJson(w) + "}");
        QTest::newRow("1e400") << QByteArray("{\"round\": 1e400, \"weights\": " + toJson(w) + "}");
        QTest::newRow("NaN") << QByteArray("{\"round\": NaN, \"weights\": " + toJson(w) + "}");
        QTest::newRow("name with a control character")
            << toJson(ballot(1, w, QStringLiteral("Ana\u0007")));
        QTest::newRow("name of 61 characters")
            << toJson(ballot(1, w, QString(61, QLatin1Char('x'))));
        QTest::newRow("deep nesting") << QByteArray(5000, '[') + QByteArray(5000, ']');
    }

    void refusesMalformedBallots()
    {
        QFETCH(QByteArray, body);
        const QByteArray device = join();
        const ad::Workshop before = *f.workshop();
        const int steps = f.document()->undoStack()->count();
        const Reply r = post(base + "api/ballot", body, "X-Participant: " + device + "\r\n");
        QCOMPARE(r.status, 422);
        QVERIFY(!r.json().value(QStringLiteral("error")).toString().isEmpty());
        QVERIFY(*f.workshop() == before);
        QCOMPARE(f.document()->undoStack()->count(), steps);
        QVERIFY(f.told.isEmpty()); // nothing a device sends reaches the facilitator's screen
    }

    void refusesOversizeAndMalformedRequests_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("status");
        const QByteArray host = "Host: 127.0.0.1:PORT\r\n";
        QTest::newRow("body of a megabyte")
            << QByteArray("POST BASEapi/ballot HTTP/1.1\r\n" + host
                          + "Origin: http://127.0.0.1:PORT\r\nContent-Length: 1000000\r\n\r\n")
            << 413;
        QTest::newRow("10 kB of headers")
            << QByteArray("GET BASEapi/state HTTP/1.1\r\n" + host + "X-Pad: "
                          + QByteArray(10000, 'a') + "\r\n\r\n")
            << 431;
        QByteArray many = "GET BASEapi/state HTTP/1.1\r\n" + host;
        for (int i = 0; i < 60; ++i) many += "X-" + QByteArray::number(i) + ": 1\r\n";
        QTest::newRow("60 headers") << QByteArray(many + "\r\n") << 431;
        QTest::newRow("chunked body")
            << QByteArray("POST BASEapi/ballot HTTP/1.1\r\n" + host
                          + "Transfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n")
            << 501;
        QTest::newRow("POST without length")
            << QByteArray("POST BASEapi/ballot HTTP/1.1\r\n" + host + "\r\n") << 411;
        QTest::newRow("two lengths")
            << QByteArray("POST BASEapi/ballot HTTP/1.1\r\n" + host
                          + "Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}")
            << 400;
        QTest::newRow("PUT") << QByteArray("PUT BASEapi/ballot HTTP/1.1\r\n" + host + "\r\n")
                             << 405;
        QTest::newRow("HTTP/2.0") << QByteArray("GET BASE HTTP/2.0\r\n" + host + "\r\n") << 505;
        QTest::newRow("no Host") << QByteArray("GET BASE HTTP/1.1\r\n\r\n") << 400;
        QTest::newRow("folded header")
            << QByteArray("GET BASE HTTP/1.1\r\n" + host + "X-A: 1\r\n continued\r\n\r\n") << 400;
        QTest::newRow("not HTTP") << QByteArray("hello there\r\n\r\n") << 400;
        QTest::newRow("binary") << QByteArray("\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n", 15)
                                << 400;
        QTest::newRow("negative length")
            << QByteArray("POST BASEapi/join HTTP/1.1\r\n" + host
                          + "Origin: http://127.0.0.1:PORT\r\nContent-Length: -2\r\n\r\n{}")
            << 400;
        QTest::newRow("length past 32 bits")
            << QByteArray("POST BASEapi/join HTTP/1.1\r\n" + host
                          + "Origin: http://127.0.0.1:PORT\r\nContent-Length: 4294967298\r\n\r\n{}")
            << 413;
    }

    void refusesOversizeAndMalformedRequests()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, status);
        bytes.replace("PORT", QByteArray::number(web->server().port())).replace("BASE", base);
        const ad::Workshop before = *f.workshop();
        const Reply r = rawhttp::send(loopback, web->server().port(), bytes);
        QCOMPARE(r.status, status);
        QVERIFY(r.header("Connection") == "close");
        QVERIFY(*f.workshop() == before);
        QCOMPARE(web->devices(), 0);
        QVERIFY(f.told.isEmpty());
    }

    void refusesReplayedBallotsOnceTheRoundCloses()
    {
        const QByteArray device = join();
        const QJsonObject round1 = ballot(1, weights(2));
        QCOMPARE(vote(device, round1).status, 200);
        QVERIFY(f.controller->reveal());
        const ad::Workshop revealed = *f.workshop();
        Reply r = vote(device, round1);
        QCOMPARE(r.status, 409);
        QVERIFY(*f.workshop() == revealed);
        // The page learns that the round is closed.
        r = get(base + "api/state", "X-Participant: " + device + "\r\n");
        QCOMPARE(r.json().value(QStringLiteral("open")).toBool(), false);

        QVERIFY(f.controller->nextRound());
        const ad::Workshop second = *f.workshop();
        QCOMPARE(vote(device, round1).status, 409); // round 1's ballot replayed in round 2
        QVERIFY(*f.workshop() == second);
        QCOMPARE(vote(device, ballot(2, weights(5))).status, 200);
        QCOMPARE(f.workshop()->rounds.front().ballots.front().weights.begin()->second, 2);
        QCOMPARE(f.workshop()->current().ballots.size(), std::size_t(1));
        QCOMPARE(f.workshop()->participants.size(), std::size_t(1));
    }

    void floodsAreCappedAndTheAppKeepsAnswering()
    {
        const QByteArray device = join();
        const ad::Workshop before = *f.workshop();
        // Bounded: a few hundred requests on the loopback address, one after another.
        std::map<int, int> statuses;
        QElapsedTimer clock;
        clock.start();
        for (int i = 0; i < 150; ++i) ++statuses[post(base + "api/join", "{}").status];
        const double seconds = double(clock.elapsed()) / 1000 + 1;
        QVERIFY2(statuses[429] > 0, "the request rate is capped");
        // At most the burst, plus what the bucket refilled while the loop ran.
        const lan::Limits limits;
        QVERIFY(web->devices() <= 1 + int(limits.peerBurst + limits.peerPerSecond * seconds));
        QCOMPARE(statuses[200], web->devices() - 1);
        // Connections held open without sending: those over the cap are cut at once.
        std::vector<std::unique_ptr<QTcpSocket>> idle;
        for (int i = 0; i < lan::Limits{}.maxConnectionsPerPeer + 3; ++i) {
            idle.push_back(std::make_unique<QTcpSocket>());
            idle.back()->connectToHost(loopback, web->server().port());
        }
        QTRY_VERIFY(web->server().refusals().count(503) > 0);
        QVERIFY(web->server().openConnections() <= lan::Limits{}.maxConnectionsPerPeer);
        idle.clear();
        // Connections the peer dropped are forgotten: nothing stays counted against it.
        QTRY_COMPARE(web->server().openConnections(), 0);
        QVERIFY(*f.workshop() == before);
        // The window is still live (it evaluates an edit) and the server answers a real ballot
        // once the rate has recovered.
        QVERIFY(f.window->isVisible());
        // (Not QTRY_COMPARE: it sends once more to report, and that one may find the bucket empty.)
        int status = 0;
        QVERIFY(QTest::qWaitFor(
            [&] { return (status = vote(device, ballot(1, weights(3))).status) != 429; }, 15000));
        QCOMPARE(status, 200);
        QCOMPARE(f.workshop()->current().ballots.size(), std::size_t(1));
    }

    void slowRequestsTimeOut()
    {
        lan::Limits quick;
        quick.requestTimeoutMs = 300;
        auto *session = new WebSession(f.controller, quick);
        QVERIFY(startSession(session));
        const quint16 port = session->server().port();
        // Half a request line, then silence.
        const Reply r = rawhttp::send(loopback, port, "GET " + base, 3000);
        QCOMPARE(r.status, 408);
        QCOMPARE(session->server().openConnections(), 0);
        delete session;
    }

    void servesOnlyItsOwnPageAndNeverAFile_data()
    {
        QTest::addColumn<QByteArray>("rest");
        QTest::addColumn<int>("status");
        QTest::newRow("page") << QByteArray("") << 200;
        QTest::newRow("script") << QByteArray("app.js") << 200;
        QTest::newRow("style") << QByteArray("style.css") << 200;
        QTest::newRow("dot dot") << QByteArray("../../../../etc/passwd") << 404;
        QTest::newRow("encoded dot dot") << QByteArray("%2e%2e/%2e%2e/etc/passwd") << 404;
        QTest::newRow("absolute") << QByteArray("/etc/passwd") << 404;
        QTest::newRow("resource path") << QByteArray(":/workshop-web/index.html") << 404;
        QTest::newRow("index by name") << QByteArray("index.html") << 404;
        QTest::newRow("script then dot dot") << QByteArray("app.js/../index.html") << 404;
        QTest::newRow("unknown endpoint") << QByteArray("api/../../etc/passwd") << 404;
    }

    void servesOnlyItsOwnPageAndNeverAFile()
    {
        QFETCH(QByteArray, rest);
        QFETCH(int, status);
        const Reply r = get(base + rest);
        QCOMPARE(r.status, status);
        QVERIFY(!r.body.contains("root:"));
        // Every answer forbids outside sources and keeps the token out of referrers.
        QVERIFY(r.header("Content-Security-Policy").contains("default-src 'none'"));
        QCOMPARE(r.header("Referrer-Policy"), QByteArray("no-referrer"));
        QCOMPARE(r.header("Cache-Control"), QByteArray("no-store"));
        if (status == 200) {
            QVERIFY(!r.body.isEmpty());
            // Nothing on the page is fetched from elsewhere.
            QVERIFY(!r.body.contains("http://") && !r.body.contains("https://"));
        }
    }

    void sessionEndsWithTheWorkshop()
    {
        const quint16 port = web->server().port();
        f.confirmAnswer = true;
        QVERIFY(f.controller->endWorkshop());
        QVERIFY(!web->isRunning());
        QCOMPARE(rawhttp::send(loopback, port, rawhttp::request("GET", base, loopback, port))
                     .status,
                 0);
        // Undoing the start of a workshop ends its session too.
        f.document()->undoStack()->undo(); // the workshop is back, the session is not
        QVERIFY(!web->isRunning());
        QVERIFY(startSession(f.controller->webSession()));
        while (f.workshop()) f.document()->undoStack()->undo();
        QVERIFY(!web->isRunning());
        QVERIFY(!startSession(f.controller->webSession())); // no workshop: refused
        f.document()->undoStack()->redo();
        // Opening another scenario (here: File → New) closes it, even if that one has a workshop.
        QVERIFY(startSession(f.controller->webSession()));
        const ad::Workshop kept = *f.workshop();
        f.document()->reset(f.document()->scenario());
        QVERIFY(!web->isRunning());
        f.document()->setWorkshop(kept, QStringLiteral("workshop of the other file"));
        QVERIFY(!web->isRunning());
        // Closing the application closes the port.
        QVERIFY(startSession(f.controller->webSession()));
        const quint16 last = web->server().port();
        f.destroy();
        web = nullptr;
        QCOMPARE(rawhttp::send(loopback, last, rawhttp::request("GET", "/", loopback, last))
                     .status,
                 0);
    }

    void aRemovedParticipantsPlaceIsNotInherited()
    {
        const QByteArray device = join();
        QCOMPARE(vote(device, ballot(1, weights(1))).status, 200);
        const std::string id = web->participantOf(QString::fromLatin1(device));
        QVERIFY(f.controller->removeParticipant(id));
        f.addByTyping(QStringLiteral("Bo")); // takes the freed id
        QCOMPARE(f.workshop()->participants.size(), std::size_t(1));
        QCOMPARE(f.workshop()->participants.front().id, id);
        QCOMPARE(vote(device, ballot(1, weights(5))).status, 200);
        QVERIFY(!f.workshop()->current().ballot(id)); // Bo has not voted
        QCOMPARE(f.workshop()->participants.size(), std::size_t(2));
    }

    void aDeviceChangingItsMindAddsNoUndoStep()
    {
        QUndoStack *undo = f.document()->undoStack();
        const int steps = undo->count();
        const QByteArray a = join(), b = join();
        QCOMPARE(vote(a, ballot(1, weights(1))).status, 200);
        QCOMPARE(vote(b, ballot(1, weights(2))).status, 200);
        QCOMPARE(undo->count(), steps + 2);
        // Sent again and again, interleaved: no step is added, the latest ballot is held.
        for (int i = 0; i < 15; ++i) { // within one address's burst of requests
            QCOMPARE(vote(a, ballot(1, weights(1 + i % 5))).status, 200);
            QCOMPARE(vote(b, ballot(1, weights(5 - i % 5))).status, 200);
        }
        QCOMPARE(undo->count(), steps + 2);
        const std::string idA = web->participantOf(QString::fromLatin1(a));
        const std::string idB = web->participantOf(QString::fromLatin1(b));
        QCOMPARE(f.workshop()->current().ballot(idA)->weights.begin()->second, 5);
        QCOMPARE(f.workshop()->current().ballot(idB)->weights.begin()->second, 1);
        QVERIFY(f.workshop()->current().ballot(idA)->fromDevice);
        // Undo takes B's step: A's latest ballot stays. Then A's: nothing is left.
        undo->undo();
        QVERIFY(!f.workshop()->participant(idB));
        QCOMPARE(f.workshop()->current().ballot(idA)->weights.begin()->second, 5);
        undo->undo();
        QVERIFY(f.workshop()->participants.empty());
        // Redone, both come back as last sent.
        undo->redo();
        undo->redo();
        QCOMPARE(f.workshop()->current().ballot(idA)->weights.begin()->second, 5);
        QCOMPARE(f.workshop()->current().ballot(idB)->weights.begin()->second, 1);
        QCOMPARE(undo->count(), steps + 2);
    }

    void aChangedBallotAfterSavingIsUnsaved()
    {
        const QByteArray device = join();
        QCOMPARE(vote(device, ballot(1, weights(2))).status, 200);
        QTemporaryDir dir;
        QString error;
        QVERIFY2(f.document()->save(dir.filePath(QStringLiteral("w.json")), &error), qPrintable(error));
        QVERIFY(!f.document()->isModified());
        QCOMPARE(vote(device, ballot(1, weights(4))).status, 200);
        QVERIFY(f.document()->isModified());
        // Undoing back to the saved step does not pretend the file holds this ballot.
        QVERIFY(!f.document()->undoStack()->isClean());
    }

    void undoHistoryIsBounded()
    {
        for (int i = 0; i < Document::undoLimit + 20; ++i)
            QVERIFY(f.controller->addParticipant(QStringLiteral("Person %1").arg(i)));
        QCOMPARE(f.document()->undoStack()->count(), Document::undoLimit);
        QCOMPARE(f.workshop()->participants.size(), std::size_t(Document::undoLimit + 20));
    }

    void joinsAreRateLimitedPerAddressAndOverall()
    {
        const workshopui::JoinLimits limits;
        // The buckets refill as time passes: on a loaded machine the joins below take seconds,
        // and each second lets one more in overall.
        QElapsedTimer clock;
        clock.start();
        // One address: its burst, then refused, and nothing is handed out.
        for (int i = 0; i < int(limits.perAddressBurst); ++i) QVERIFY(!join(host(2)).isEmpty());
        const Reply refused = joinReply(host(2));
        QCOMPARE(refused.status, 429);
        QCOMPARE(web->devices(), int(limits.perAddressBurst));
        // Many addresses: the overall burst, then refused (the rest refills at one a second).
        int joined = web->devices();
        for (int n = 3; n < 3 + int(limits.totalBurst); ++n) joined += join(host(n)).isEmpty() ? 0 : 1;
        const int refilled = int(std::ceil(clock.elapsed() / 1000.0 * limits.totalPerSecond));
        QVERIFY2(joined <= int(limits.totalBurst) + 1 + refilled,
                 qPrintable(QStringLiteral("%1 joined, %2 refilled").arg(joined).arg(refilled)));
        QCOMPARE(web->devices(), joined);
        QCOMPARE(joinReply(host(100)).status, 429);
    }

    void facilitatorSeesAndRemovesDevicesWithoutEndingTheSession()
    {
        f.confirmAnswer = true;
        const QByteArray voter = join(host(2)), idle = join(host(3));
        QCOMPARE(vote(voter, ballot(1, weights(2), QStringLiteral("Ana"))).status, 200);
        DevicesPanel *panel = f.workshopWindow()->webPanel()->devicesPanel();
        QCOMPARE(panel->list()->topLevelItemCount(), 2);
        QCOMPARE(panel->list()->topLevelItem(0)->text(0), workshopui::shownName("Ana"));
        QCOMPARE(panel->list()->topLevelItem(0)->text(2), QStringLiteral("127.0.0.2"));
        QVERIFY(panel->list()->topLevelItem(1)->text(0).contains(QStringLiteral("no ballot yet")));
        // Remove the one that voted: the device, its participant and the ballot go.
        panel->list()->topLevelItem(0)->setSelected(true);
        QTest::mouseClick(panel->removeButton(), Qt::LeftButton);
        QCOMPARE(web->devices(), 1);
        QVERIFY(f.workshop()->participants.empty());
        QVERIFY(web->isRunning());
        QCOMPARE(panel->list()->topLevelItemCount(), 1);
        // The removed device's token is forgotten; the other still votes.
        QCOMPARE(vote(voter, ballot(1, weights(2))).status, 403);
        QCOMPARE(get(base + "api/state", "X-Participant: " + voter + "\r\n")
                     .json().value(QStringLiteral("joined")).toBool(), false);
        QCOMPARE(vote(idle, ballot(1, weights(3))).status, 200);
        QCOMPARE(f.workshop()->participants.size(), std::size_t(1));
    }

    void joiningCanNeedACodeOrBeClosed()
    {
        DevicesPanel *panel = f.workshopWindow()->webPanel()->devicesPanel();
        const QByteArray early = join(host(2));
        panel->codeBox()->click();
        const QString code = web->joinCode();
        QCOMPARE(code.size(), WebSession::joinCodeDigits);
        QCOMPARE(panel->codeLabel()->text(), code); // shown on the laptop...
        ProjectorView *projector = f.controller->showProjector();
        QVERIFY(!projector->current().joinLink.contains(code)); // ...not on the projector
        const Reply state = get(base + "api/state");
        QVERIFY(!state.body.contains(code.toLatin1()));
        QCOMPARE(state.json().value(QStringLiteral("joining")).toObject()
                     .value(QStringLiteral("code")).toBool(), true);
        projector->close();

        QCOMPARE(joinReply(host(3)).status, 403);
        QString wrong = code;
        wrong[0] = code[0] == QLatin1Char('1') ? QLatin1Char('2') : QLatin1Char('1');
        QCOMPARE(joinReply(host(3), "{\"code\": \"" + wrong.toLatin1() + "\"}").status, 403);
        QCOMPARE(joinReply(host(4), "{\"code\": \"" + code.toLatin1() + "\"}").status, 200);
        QCOMPARE(web->devices(), 2);

        // Closed: nobody joins, with or without the code; those in keep voting.
        panel->joiningBox()->click();
        QVERIFY(!web->joiningOpen());
        const Reply closed = joinReply(host(5), "{\"code\": \"" + code.toLatin1() + "\"}");
        QCOMPARE(closed.status, 403);
        QVERIFY(closed.json().value(QStringLiteral("error")).toString().contains(QStringLiteral("closed")));
        QCOMPARE(web->devices(), 2);
        QCOMPARE(vote(early, ballot(1, weights(3))).status, 200);
    }

    void devicesSurviveStopAndStart()
    {
        const QByteArray device = join();
        QCOMPARE(vote(device, ballot(1, weights(2))).status, 200);
        const std::string id = web->participantOf(QString::fromLatin1(device));
        web->stop();
        QVERIFY(startSession(web)); // a new link
        QCOMPARE(web->devices(), 1);
        QCOMPARE(get(base + "api/state", "X-Participant: " + device + "\r\n")
                     .json().value(QStringLiteral("joined")).toBool(), true);
        QCOMPARE(vote(device, ballot(1, weights(5))).status, 200);
        QCOMPARE(f.workshop()->participants.size(), std::size_t(1));
        QCOMPARE(f.workshop()->current().ballots.size(), std::size_t(1));
        QCOMPARE(f.workshop()->current().ballot(id)->weights.begin()->second, 5);
        // Ending the workshop forgets them.
        f.confirmAnswer = true;
        QVERIFY(f.controller->endWorkshop());
        QCOMPARE(web->devices(), 0);
    }

    void burstsAreMarkedAndDevicesCountedAgainstThePeople()
    {
        DevicesPanel *panel = f.workshopWindow()->webPanel()->devicesPanel();
        panel->peopleBox()->setValue(3);
        QCOMPARE(web->peopleInRoom(), 3);
        const QByteArray first = join(host(2));
        QCOMPARE(vote(first, ballot(1, weights(3))).status, 200);
        for (int n = 3; n < 8; ++n) QVERIFY(!join(host(n)).isEmpty()); // five in well under a second
        QCOMPARE(panel->list()->topLevelItemCount(), 6);
        int marked = 0;
        for (int i = 0; i < panel->list()->topLevelItemCount(); ++i)
            marked += panel->list()->topLevelItem(i)->text(3).isEmpty() ? 0 : 1;
        QVERIFY2(marked >= 4, qPrintable(QString::number(marked)));
        const QString summary = panel->summaryLabel()->text();
        QVERIFY2(summary.contains(QStringLiteral("6 of 200 devices joined for 3 people")), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("3 more than there are people")), qPrintable(summary));
        // The ballot from a device is counted as such where the round's result is told.
        QVERIFY(workshopui::roundStatus(*f.workshop()).contains(QStringLiteral("1 from own devices")));
    }

    void idleConnectionsCannotLockEveryoneOut()
    {
        lan::Limits small;
        small.maxConnections = 16;
        small.nearLimitConnections = 12;
        small.maxConnectionsPerPeer = 4;
        small.idleGraceMs = 500;
        auto *session = new WebSession(f.controller, small);
        QVERIFY(startSession(session));
        // Six "hosts" open four idle connections each: more than the server holds.
        std::vector<std::unique_ptr<QTcpSocket>> idle;
        for (int n = 2; n < 8; ++n)
            for (int i = 0; i < 4; ++i) {
                idle.push_back(std::make_unique<QTcpSocket>());
                idle.back()->bind(host(n), 0);
                idle.back()->connectToHost(loopback, session->server().port());
            }
        QTRY_VERIFY(session->server().openConnections() >= small.nearLimitConnections);
        // A real request still gets through within seconds, while the idle sockets stay open.
        QElapsedTimer clock;
        clock.start();
        int status = 0;
        QVERIFY(QTest::qWaitFor([&] { return (status = get(base + "api/state").status) == 200; }, 5000));
        QVERIFY2(clock.elapsed() < 3000, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(session->server().refusals().count(408) > 0);
        idle.clear();
        delete session;
    }

    void ipv6CountsAPrefixAsOneAddress()
    {
        const auto key = [](const char *a) { return LanServer::peerKey(QHostAddress(QString::fromLatin1(a))); };
        QCOMPARE(key("2001:db8:1:2::1"), key("2001:db8:1:2:ffff:eeee:dddd:cccc"));
        QCOMPARE(key("2001:db8:1:2::1"), QStringLiteral("2001:db8:1:2::/64"));
        QVERIFY(key("2001:db8:1:2::1") != key("2001:db8:1:3::1"));
        QCOMPARE(key("192.168.1.20"), QStringLiteral("192.168.1.20"));
        QCOMPARE(key("::ffff:192.168.1.20"), QStringLiteral("192.168.1.20"));
        QVERIFY(key("192.168.1.20") != key("192.168.1.21"));
    }

    void namesFromDevicesAreTextOnly()
    {
        Reply r = vote(join(), ballot(1, weights(3), QString::fromUtf8("\u202E" "ecilA")));
        QCOMPARE(r.status, 422);
        QVERIFY(r.json().value(QStringLiteral("error")).toString().contains(QStringLiteral("U+202E")));
        QCOMPARE(vote(join(host(2)), ballot(1, weights(3), QString::fromUtf8("Bob\u200B"))).status, 422);
        QCOMPARE(vote(join(host(3)), ballot(1, weights(3), QString::fromUtf8("A\u2028B"))).status, 422);
        QVERIFY(f.workshop()->participants.empty());
        // Sixty emoji are sixty characters on the page and in the core alike.
        QString emoji;
        for (int i = 0; i < 60; ++i) emoji += QString::fromUtf8("\U0001F600");
        QCOMPARE(vote(join(host(4)), ballot(1, weights(3), emoji)).status, 200);
        QCOMPARE(f.workshop()->participants.back().name, emoji.toStdString());
        // Composed here: "Zoe" with a combining diaeresis is the "Zoë" typed at the laptop.
        QVERIFY(f.controller->addParticipant(QString::fromUtf8("Zo\u00EB")));
        r = vote(join(host(5)), ballot(1, weights(3), QString::fromUtf8("Zoe\u0308")));
        QCOMPARE(r.status, 409);
        // A look-alike in another script is told apart by being refused.
        QVERIFY(f.controller->addParticipant(QStringLiteral("Alice")));
        r = vote(join(host(6)), ballot(1, weights(3), QString::fromUtf8("Alic\u0435")));
        QCOMPARE(r.status, 409);
        QVERIFY(r.json().value(QStringLiteral("error")).toString().contains(QStringLiteral("looks the same")));
        QCOMPARE(f.workshop()->participants.size(), std::size_t(3));
        // Shown isolated in the window's list: no name can reorder the next.
        QTreeWidget *list = f.participants()->list();
        for (int i = 0; i < list->topLevelItemCount(); ++i) {
            const QString shown = list->topLevelItem(i)->text(0);
            QVERIFY(shown.startsWith(QChar(0x2068)) && shown.endsWith(QChar(0x2069)));
        }
    }
};

QTEST_MAIN(TestWebSession)
#include "tst_web_session.moc"
