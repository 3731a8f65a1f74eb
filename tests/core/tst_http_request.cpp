// The web session's readers on their own (core/group/http_request.h, core/group/workshop_web.h): a
// request cut at every possible place reads the same, every limit is enforced before bytes are
// kept, the rate limiter refills as the clock says, and a ballot body is taken only when every
// field is right.
#include "catalog/catalog_io.h"
#include "group/http_request.h"
#include "base/input_limits.h"
#include "group/workshop.h"
#include "group/workshop_web.h"

#include <QTest>

#include <nlohmann/json.hpp>

using ad::HttpRequestReader;
using State = HttpRequestReader::State;

namespace {

const std::string getState = "GET /w/abc/api/state?x=1 HTTP/1.1\r\nHost: 10.0.0.5:8470\r\n"
                             "X-Participant:   tok  \r\nAccept: */*\r\n\r\n";

std::string post(const std::string &body)
{
    return "POST /w/abc/api/ballot HTTP/1.1\r\nHost: 10.0.0.5:8470\r\nContent-Length: "
           + std::to_string(body.size()) + "\r\n\r\n" + body;
}

} // namespace

class TestHttpRequest : public QObject
{
    Q_OBJECT

private slots:
    void readsARequestCutAnywhere()
    {
        const std::string body = R"({"round":1,"weights":{}})";
        for (const std::string &text : {getState, post(body)}) {
            for (std::size_t cut = 1; cut <= text.size(); ++cut) {
                HttpRequestReader reader;
                State state = State::Reading;
                for (std::size_t at = 0; at < text.size(); at += cut)
                    state = reader.feed(std::string_view(text).substr(at, cut));
                QCOMPARE(int(state), int(State::Complete));
                const ad::HttpRequest &r = reader.request();
                QCOMPARE(r.header("host"), std::string("10.0.0.5:8470"));
                if (text == getState) {
                    QCOMPARE(r.method, std::string("GET"));
                    QCOMPARE(r.path, std::string("/w/abc/api/state"));
                    QCOMPARE(r.query, std::string("x=1"));
                    QCOMPARE(r.header("x-participant"), std::string("tok"));
                    QVERIFY(r.body.empty());
                } else {
                    QCOMPARE(r.method, std::string("POST"));
                    QCOMPARE(r.body, body);
                }
            }
        }
    }

    void incompleteUntilTheLastByte()
    {
        const std::string text = post("{}");
        HttpRequestReader reader;
        QCOMPARE(int(reader.feed(text.substr(0, text.size() - 1))), int(State::Reading));
        QCOMPARE(int(reader.feed(text.substr(text.size() - 1))), int(State::Complete));
        // What comes after a complete request is not part of it.
        QCOMPARE(int(reader.feed("GET / HTTP/1.1\r\n\r\n")), int(State::Complete));
        QCOMPARE(reader.request().body, std::string("{}"));
    }

    void refusesWhatBreaksTheRules_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("status");
        const QByteArray host = "Host: h\r\n";
        QTest::newRow("no spaces") << QByteArray("GET\r\n\r\n") << 400;
        QTest::newRow("two spaces") << QByteArray("GET  / HTTP/1.1\r\n" + host + "\r\n") << 400;
        QTest::newRow("relative target") << QByteArray("GET w/x HTTP/1.1\r\n" + host + "\r\n") << 400;
        QTest::newRow("absolute URL") << QByteArray("GET http://h/ HTTP/1.1\r\n" + host + "\r\n") << 400;
        QTest::newRow("control byte in target")
            << QByteArray("GET /a\x01 HTTP/1.1\r\n" + host + "\r\n") << 400;
        QTest::newRow("lower-case method") << QByteArray("get / HTTP/1.1\r\n" + host + "\r\n") << 405;
        QTest::newRow("DELETE") << QByteArray("DELETE / HTTP/1.1\r\n" + host + "\r\n") << 405;
        QTest::newRow("HTTP/0.9") << QByteArray("GET / HTTP/0.9\r\n" + host + "\r\n") << 505;
        QTest::newRow("not HTTP") << QByteArray("GET / SMTP\r\n" + host + "\r\n") << 400;
        QTest::newRow("no Host") << QByteArray("GET / HTTP/1.1\r\n\r\n") << 400;
        QTest::newRow("two Hosts") << QByteArray("GET / HTTP/1.1\r\n" + host + host + "\r\n") << 400;
        QTest::newRow("two Origins")
            << QByteArray("GET / HTTP/1.1\r\n" + host + "Origin: a\r\nOrigin: b\r\n\r\n") << 400;
        QTest::newRow("space before colon")
            << QByteArray("GET / HTTP/1.1\r\nHost : h\r\n\r\n") << 400;
        QTest::newRow("folded") << QByteArray("GET / HTTP/1.1\r\n" + host + " more\r\n\r\n") << 400;
        QTest::newRow("NUL in a value")
            << QByteArray("GET / HTTP/1.1\r\nHost: h\x00x\r\n\r\n", 29) << 400;
        QTest::newRow("chunked") << QByteArray("POST / HTTP/1.1\r\n" + host
                                               + "Transfer-Encoding: chunked\r\n\r\n")
                                 << 501;
        QTest::newRow("POST without length") << QByteArray("POST / HTTP/1.1\r\n" + host + "\r\n")
                                             << 411;
        QTest::newRow("length with sign")
            << QByteArray("POST / HTTP/1.1\r\n" + host + "Content-Length: +2\r\n\r\n{}") << 400;
        QTest::newRow("length over the cap")
            << QByteArray("POST / HTTP/1.1\r\n" + host + "Content-Length: 16385\r\n\r\n") << 413;
        QTest::newRow("length of 30 digits")
            << QByteArray("POST / HTTP/1.1\r\n" + host + "Content-Length: "
                          + QByteArray(30, '9') + "\r\n\r\n")
            << 413;
        QTest::newRow("GET with a body")
            << QByteArray("GET / HTTP/1.1\r\n" + host + "Content-Length: 2\r\n\r\n{}") << 400;
    }

    void refusesWhatBreaksTheRules()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, status);
        HttpRequestReader reader;
        QCOMPARE(int(reader.feed(std::string_view(text.constData(), std::size_t(text.size())))),
                 int(State::Refused));
        QCOMPARE(reader.refusalStatus(), status);
        QVERIFY(!reader.refusalReason().empty());
        QVERIFY(reader.request().body.empty());
    }

    void headLimitsHoldWhileBytesArrive()
    {
        ad::HttpLimits limits;
        limits.maxHeaderBytes = 100;
        limits.maxHeaderCount = 3;
        // A head that never ends is refused as soon as it passes the cap, not at its end.
        HttpRequestReader endless(limits);
        const std::string start = "GET / HTTP/1.1\r\nX-Pad: ";
        State state = endless.feed(start);
        std::size_t fed = start.size();
        while (state == State::Reading && fed < 10000) {
            state = endless.feed("a");
            ++fed;
        }
        QCOMPARE(int(state), int(State::Refused));
        QCOMPARE(endless.refusalStatus(), 431);
        QCOMPARE(fed, std::size_t(101));
        // Exactly at the cap is allowed; one byte more is not.
        const std::string head = "GET / HTTP/1.1\r\nHost: h\r\nX: ";
        const std::string fits = head + std::string(100 - head.size() - 4, 'a') + "\r\n\r\n";
        QCOMPARE(fits.size(), std::size_t(100));
        QCOMPARE(int(HttpRequestReader(limits).feed(fits)), int(State::Complete));
        const std::string over = head + std::string(100 - head.size() - 3, 'a') + "\r\n\r\n";
        HttpRequestReader tooLong(limits);
        QCOMPARE(int(tooLong.feed(over)), int(State::Refused));
        QCOMPARE(tooLong.refusalStatus(), 431);
        // Headers are counted, too.
        HttpRequestReader many(limits);
        QCOMPARE(int(many.feed("GET / HTTP/1.1\r\nHost: h\r\nA: 1\r\nB: 2\r\nC: 3\r\n\r\n")),
                 int(State::Refused));
        QCOMPARE(many.refusalStatus(), 431);
    }

    void bodyBeyondTheCapIsRefusedBeforeItArrives()
    {
        ad::HttpLimits limits;
        limits.maxBodyBytes = 10;
        HttpRequestReader reader(limits);
        QCOMPARE(int(reader.feed("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 11\r\n\r\n")),
                 int(State::Refused));
        QCOMPARE(reader.refusalStatus(), 413);
        HttpRequestReader fits(limits);
        QCOMPARE(int(fits.feed("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 10\r\n\r\n"
                               "0123456789")),
                 int(State::Complete));
    }

    void repeatedHeadersAreJoined()
    {
        HttpRequestReader reader;
        reader.feed("GET / HTTP/1.1\r\nHost: h\r\nAccept: a\r\nACCEPT: b\r\n\r\n");
        QCOMPARE(reader.request().header("accept"), std::string("a, b"));
    }

    void rateLimiterRefillsWithTime()
    {
        ad::RateLimiter limiter(3, 2); // 3 at once, then 2 a second
        int taken = 0;
        for (int i = 0; i < 10; ++i) taken += limiter.take(100.0) ? 1 : 0;
        QCOMPARE(taken, 3);
        QVERIFY(!limiter.take(100.4)); // 0.8 of a request refilled
        QVERIFY(limiter.take(100.5));  // 1.0
        QVERIFY(!limiter.take(100.5));
        QVERIFY(limiter.take(110.0) && limiter.take(110.0) && limiter.take(110.0));
        QVERIFY(!limiter.take(110.0)); // never more than the burst, however long the pause
        QVERIFY(!limiter.take(50.0));  // a clock going back refills nothing
    }

    void secretsCompareByContent()
    {
        QVERIFY(ad::constantTimeEquals("abc", "abc"));
        QVERIFY(!ad::constantTimeEquals("abc", "abd"));
        QVERIFY(!ad::constantTimeEquals("abc", "xbc"));
        QVERIFY(!ad::constantTimeEquals("abc", "abcd"));
        QVERIFY(!ad::constantTimeEquals("", "a"));
        QVERIFY(ad::constantTimeEquals("", ""));
    }

    void webBallotIsTakenOnlyWhenComplete()
    {
        const std::vector<std::string> ids = {"cost", "speed"};
        ad::Diagnostics problems;
        auto ok = ad::parseWebBallot(R"({"round":2,"name":" Ana ","weights":{"cost":5,"speed":1}})",
                                     ids, problems);
        QVERIFY(ok);
        QVERIFY(problems.empty());
        QCOMPARE(ok->round, 2);
        QCOMPARE(ok->name, std::string("Ana"));
        QCOMPARE(ok->weights, (std::map<std::string, int>{{"cost", 5}, {"speed", 1}}));

        const std::vector<std::pair<std::string, std::string>> bad = {
            {R"({"round":1,"weights":{"cost":5}})", "/weights/speed"},
            {R"({"round":1,"weights":{"cost":5,"speed":1,"x":3}})", "/weights/x"},
            {R"({"round":1,"weights":{"cost":0,"speed":1}})", "/weights/cost"},
            {R"({"round":1,"weights":{"cost":3.5,"speed":1}})", "/weights/cost"},
            {R"({"round":0,"weights":{"cost":3,"speed":1}})", "/round"},
            {R"({"round":1,"weights":[3,1]})", "/weights"},
            {R"({"round":1,"weights":{"cost":3,"speed":1},"admin":true})", "/admin"},
            {R"({"round":1,"name":7,"weights":{"cost":3,"speed":1}})", "/name"},
            {R"({"round":1,"name":"a\u0000b","weights":{"cost":3,"speed":1}})", "/name"},
            {R"({"round":1,"name":"\u202eecilA","weights":{"cost":3,"speed":1}})", "/name"},
            {R"({"round":1,"name":"Bob\u200b","weights":{"cost":3,"speed":1}})", "/name"},
            {R"({"round":1,"name":"a\u0085b","weights":{"cost":3,"speed":1}})", "/name"},
            {R"({"round":1,"name":"a\u2028b","weights":{"cost":3,"speed":1}})", "/name"},
        };
        for (const auto &[body, pointer] : bad) {
            problems.clear();
            QVERIFY2(!ad::parseWebBallot(body, ids, problems), body.c_str());
            bool named = false;
            for (const ad::Diagnostic &d : problems) named = named || d.pointer == pointer;
            QVERIFY2(named, (body + " should name " + pointer).c_str());
        }
    }

    void stateShowsOnlyTheParticipantsOwnBallot()
    {
        ad::Workshop w;
        w.anonymous = true;
        w.labelKey = "0123456789abcdef";
        const std::string ana = ad::addParticipant(w, "Ana").participantId;
        const std::string bo = ad::addParticipant(w, "Bo").participantId;
        ad::Ballot b;
        b.participantId = ana;
        b.weights = {{"cost", 5}};
        b.scenarioFingerprint = "fnv1a64:0000000000000000";
        QVERIFY(ad::submitBallot(w, b).ok);
        ad::WebState state;
        state.criteria = {{"cost", "Cost", "What it costs.", "What it costs, in full."}};
        ad::fillParticipantState(state, w, ana);
        QVERIFY(state.voted);
        QCOMPARE(state.weights, b.weights);
        QCOMPARE(state.label, ad::participantLabel(w, ana));
        QVERIFY(state.label.rfind("Participant ", 0) == 0);
        ad::fillParticipantState(state, w, bo);
        QVERIFY(!state.voted);
        QVERIFY(state.weights.empty());
        ad::fillParticipantState(state, w, "");
        QVERIFY(state.label.empty());
        ad::revealRound(w);
        ad::fillParticipantState(state, w, ana);
        QVERIFY(!state.open);

        // Read back as the page reads it.
        const nlohmann::json json = nlohmann::json::parse(ad::webStateJson(state));
        QCOMPARE(json.at("round").get<int>(), 1);
        QCOMPARE(json.at("open").get<bool>(), false);
        QCOMPARE(json.at("criteria").at(0).at("summary").get<std::string>(),
                 std::string("What it costs."));
        QCOMPARE(json.at("weights").at("cost").get<int>(), 5);
        QCOMPARE(json.at("scale").at("max").get<int>(), 5);
        // The page's limit on names is the core's, sent with the state.
        QCOMPARE(json.at("name_max").get<std::size_t>(), ad::limits::webNameChars);
    }

    void webNamesAreCountedInCharacters()
    {
        const std::vector<std::string> ids = {"cost"};
        std::string emoji;
        for (std::size_t i = 0; i < ad::limits::webNameChars; ++i) emoji += "\U0001F600";
        ad::Diagnostics problems;
        const auto ok = ad::parseWebBallot(
            R"({"round":1,"name":")" + emoji + R"(","weights":{"cost":3}})", ids, problems);
        QVERIFY(ok);
        QCOMPARE(ok->name, emoji);
        // ...and the participant it names is taken by the core as it is (240 bytes, 60 characters).
        ad::Workshop w;
        QVERIFY(ad::addParticipant(w, ok->name).ok);
        problems.clear();
        QVERIFY(!ad::parseWebBallot(R"({"round":1,"name":")" + emoji + R"(x","weights":{"cost":3}})",
                                    ids, problems));
        QVERIFY(ad::write(problems.front().message).find("61 characters") != std::string::npos);
    }

    void burstsOfJoinsAreMarked()
    {
        // Four people a few seconds apart from their own phones: nothing to mark.
        std::vector<ad::DeviceJoin> room = {{0, "10.0.0.2"}, {3, "10.0.0.3"}, {3.5, "10.0.0.4"},
                                            {9, "10.0.0.5"}};
        QCOMPARE(ad::joinedInBurst(room), std::vector<bool>(4, false));
        // A script: four joins within a second from four addresses, then two from one address.
        std::vector<ad::DeviceJoin> script = room;
        for (double t : {20.0, 20.2, 20.5, 20.9}) script.push_back({t, "10.0.0.9" + std::to_string(int(t * 10))});
        script.push_back({40, "10.0.0.7"});
        script.push_back({90, "10.0.0.7"});
        const std::vector<bool> marked = ad::joinedInBurst(script);
        QCOMPARE(marked, (std::vector<bool>{false, false, false, false, true, true, true, true,
                                            true, true}));
        // Three within a second are not yet a burst.
        script.erase(script.begin() + 7);
        QCOMPARE(ad::joinedInBurst(script)[4], false);
    }
};

QTEST_GUILESS_MAIN(TestHttpRequest)
#include "tst_http_request.moc"
