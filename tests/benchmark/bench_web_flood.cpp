// acceldecide-bench-web: the workshop's web session under a ballot flood (issue 33). The real
// main window, workshop controller and web session, offscreen; raw HTTP on the loopback address,
// one request per connection as the page sends them. Two floods of BALLOTS each (default 10,000):
// one device re-sending its ballot, and 50 devices taking turns. Per flood it prints the resident
// memory (VmRSS) after the devices' first ballots and after the flood, the undo steps, the
// ballots per second, and the slowest of the fresh GET requests made every 250 ballots.
//
// The server's per-address request limits are lifted here (one address stands in for every
// device): what is measured is what accepted ballots cost, not how fast the limiter refuses.
// Figures are printed, never asserted.
//
// Usage: acceldecide-bench-web [BALLOTS]
#include "../workshop/rawhttp.h"
#include "../workshop/workshopfixture.h"

#include "session/catalogsession.h"
#include "workshop/websession.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QTimer>

#include <cstdio>
#include <cstdlib>

namespace {

const QHostAddress loopback(QHostAddress::LocalHost);

// Resident set size in MiB, from /proc/self/status (Linux).
double residentMiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:")) return line.mid(6).trimmed().split(' ').front().toDouble() / 1024;
    return -1;
}

struct Flood {
    WorkshopFixture f;
    WebSession *web = nullptr;
    QByteArray base;
    QJsonObject criteria;

    Flood()
    {
        lan::Limits open;
        open.peerBurst = open.totalBurst = 1e9;
        open.peerPerSecond = open.totalPerSecond = 1e9;
        workshopui::JoinLimits joins{1e9, 1e9, 1e9, 1e9};
        if (!f.reopen()) std::abort();
        f.controller->startWorkshop();
        web = new WebSession(f.controller, open, joins);
        if (!web->start(loopback, 0)) std::abort();
        base = web->link().path().toLatin1();
        for (const ad::Criterion &c : f.controller->catalogSession()->catalog().criteria)
            criteria.insert(QString::fromStdString(c.id), 3);
    }

    // As rawhttp::send(), but woken by the socket's signals rather than polling, so the time
    // measured is the server's, not the client's sleeps.
    rawhttp::Reply send(const QByteArray &method, const QByteArray &endpoint,
                        const QByteArray &body = {}, const QByteArray &device = {})
    {
        const QByteArray extra = device.isEmpty() ? QByteArray() : "X-Participant: " + device + "\r\n";
        const QByteArray bytes = rawhttp::request(method, base + "api/" + endpoint, loopback,
                                                  web->server().port(), body, extra);
        QTcpSocket socket;
        QByteArray received;
        QEventLoop loop;
        QObject::connect(&socket, &QTcpSocket::connected, [&] { socket.write(bytes); });
        QObject::connect(&socket, &QTcpSocket::readyRead, [&] { received += socket.readAll(); });
        QObject::connect(&socket, &QTcpSocket::disconnected, &loop, &QEventLoop::quit);
        QObject::connect(&socket, &QTcpSocket::errorOccurred, &loop, &QEventLoop::quit);
        QTimer::singleShot(5000, &loop, &QEventLoop::quit);
        socket.connectToHost(loopback, web->server().port());
        loop.exec();
        received += socket.readAll();
        return rawhttp::parse(received);
    }

    QByteArray ballot(int weight)
    {
        QJsonObject w = criteria;
        w.insert(w.begin().key(), weight);
        return QJsonDocument(QJsonObject{{QStringLiteral("round"), 1},
                                         {QStringLiteral("weights"), w}})
            .toJson(QJsonDocument::Compact);
    }
};

void run(const char *name, int devices, int ballots)
{
    Flood flood;
    std::vector<QByteArray> tokens;
    for (int d = 0; d < devices; ++d) {
        tokens.push_back(flood.send("POST", "join", "{}").json().value(QStringLiteral("participant"))
                             .toString().toLatin1());
        if (flood.send("POST", "ballot", flood.ballot(3), tokens.back()).status != 200) std::abort();
    }
    const int stepsBefore = flood.f.document()->undoStack()->count();
    const double before = residentMiB();
    QElapsedTimer clock, fresh;
    clock.start();
    qint64 slowestFresh = 0;
    int refused = 0;
    for (int i = 0; i < ballots; ++i) {
        const int status = flood.send("POST", "ballot", flood.ballot(1 + i % 5),
                                      tokens[std::size_t(i % devices)]).status;
        refused += status == 200 ? 0 : 1;
        if (i % 250 == 0) {
            fresh.start();
            flood.send("GET", "state");
            slowestFresh = std::max(slowestFresh, fresh.elapsed());
        }
    }
    const double seconds = double(clock.elapsed()) / 1000;
    const double after = residentMiB();
    std::printf("%-28s %8d %9.1f %9.1f %+8.1f %7d %7d %9.0f %9lld %8d\n", name, ballots, before,
                after, after - before, stepsBefore, flood.f.document()->undoStack()->count(),
                ballots / seconds, slowestFresh, refused);
    flood.f.destroy();
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTemporaryDir settings;
    WorkshopFixture::isolateSettings(settings, "acceldecide-bench-web");
    const int ballots = argc > 1 ? std::atoi(argv[1]) : 10000;
    std::printf("%-28s %8s %9s %9s %8s %7s %7s %9s %9s %8s\n", "flood", "ballots", "RSS MiB",
                "after", "growth", "undo", "after", "ballot/s", "fresh ms", "refused");
    run("one device re-sending", 1, ballots);
    run("50 devices taking turns", 50, ballots);
    return 0;
}
