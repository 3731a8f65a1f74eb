#pragma once
// A small web server for the room's network, for the workshop's page (docs/workshop.md, "From
// everyone's own device"). It listens only between start() and stop(), only on the address it
// is given, and answers nothing that does not carry the session's random token in its path.
// Every request is read by ad::HttpRequestReader under hard limits, connections are counted and
// rate-limited per peer before any byte is read, the Host and Origin headers must name this
// server (so another web page in a participant's browser cannot post ballots), and the pages
// it serves come from a fixed list of resources: no part of a request ever names a file.
// One request per connection; every answer closes it.
#include "group/http_request.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QObject>
#include <QString>
#include <QUrl>

#include <functional>
#include <map>

class QTcpServer;
class QTcpSocket;

namespace lan {

// How much the server accepts before it refuses.
struct Limits {
    ad::HttpLimits http;
    int maxConnections = 64;        // open at once, all peers together
    int maxConnectionsPerPeer = 12; // open at once from one address
    double peerBurst = 40;          // requests one address may send at once...
    double peerPerSecond = 8;       // ...and on average after that
    double totalBurst = 300;        // all addresses together
    double totalPerSecond = 150;
    int requestTimeoutMs = 10000;   // to send a whole request after connecting
    // Once this many connections are open, one that has not sent its request line within
    // idleGraceMs is cut to make room (a phone sends it within milliseconds of connecting).
    int nearLimitConnections = 48;
    int idleGraceMs = 2000;
};

struct Response {
    int status = 200;
    QByteArray contentType = "application/json; charset=utf-8";
    QByteArray body;
    static Response json(int status, const QByteArray &body);
    // {"error": message}
    static Response error(int status, const QString &message);
};

} // namespace lan

class LanServer : public QObject
{
    Q_OBJECT
public:
    // Answers an API request that passed every check; `endpoint` is the path after
    // "/w/<token>/api/" ("state", "ballot"), `peer` the sender's peerKey(). Runs on the
    // server's thread (the GUI's).
    using Handler = std::function<lan::Response(const ad::HttpRequest &request,
                                              const QString &endpoint, const QString &peer)>;

    explicit LanServer(Handler handler, lan::Limits limits = {}, QObject *parent = nullptr);
    ~LanServer() override;

    // Listens on `address` (never "any address" unless asked for by name) and `port` (0: a free
    // one) with a new session token. False with a sentence in `error` when it cannot.
    bool start(const QHostAddress &address, quint16 port, QString *error = nullptr);
    void stop(); // closes every connection; the token is forgotten
    bool isListening() const;
    QHostAddress address() const;
    quint16 port() const;
    // The page's address with the token: what the link and the QR code carry.
    QUrl link() const;
    QString token() const { return m_token; }

    // Requests refused so far in this session, by status (tests and the window's counter).
    const std::map<int, int> &refusals() const { return m_refusals; }
    int openConnections() const { return int(m_connections.size()); }

    // What the per-address limits count as one sender: an IPv4 address as it is, an IPv6 one by
    // its /64 prefix ("2001:db8:1:2::/64"), since one host is given a whole /64 and may send from
    // any address in it (RFC 4291, RFC 8981); an IPv4-mapped IPv6 address as its IPv4 address.
    static QString peerKey(const QHostAddress &address);

    // A random token of `bytes` bytes from the system's secure generator, base64url without
    // padding (24 bytes: 192 bits in 32 characters).
    static QString newToken(int bytes = 24);

signals:
    void refused(int status, const QString &reason);
    void listeningChanged(bool listening);

private:
    struct Connection;
    void accept();
    void read(QTcpSocket *socket);
    void forget(QTcpSocket *socket); // the connection ended: uncount and free it
    // Near the connection limit: cuts connections that have not sent a request line in time,
    // and at the limit the longest-waiting of them, so idle sockets cannot lock everyone out.
    void dropIdleConnections();
    void answer(QTcpSocket *socket, const lan::Response &response);
    void refuse(QTcpSocket *socket, int status, const QString &reason);
    lan::Response route(const ad::HttpRequest &request, const QString &peer);
    bool hostMatches(const std::string &host) const;
    QString origin() const; // "http://address:port"
    double now() const;

    Handler m_handler;
    lan::Limits m_limits;
    QTcpServer *m_server = nullptr;
    QString m_token;
    std::map<QTcpSocket *, Connection *> m_connections;
    std::map<QString, int> m_perPeer; // open connections per address
    std::map<QString, ad::RateLimiter> m_peerRates;
    ad::RateLimiter m_totalRate;
    std::map<int, int> m_refusals;
    QElapsedTimer m_clock;
};
