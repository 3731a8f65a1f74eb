#include "lanserver.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <algorithm>
#include <vector>

namespace {

// The page and its two files: the only things served besides the API. Names are matched
// exactly; nothing from a request is ever used to build a path.
struct PageFile {
    const char *name;        // after "/w/<token>/"
    const char *resource;
    const char *contentType;
};
constexpr PageFile pageFiles[] = {
    {"", ":/workshop-web/index.html", "text/html; charset=utf-8"},
    {"app.js", ":/workshop-web/app.js", "text/javascript; charset=utf-8"},
    {"style.css", ":/workshop-web/style.css", "text/css; charset=utf-8"},
};

// The page may load its own script and style and talk to this server, nothing else; no other
// site may frame it, and the token in its address is never sent on as a referrer.
constexpr const char *securityHeaders =
    "Cache-Control: no-store\r\n"
    "X-Content-Type-Options: nosniff\r\n"
    "Referrer-Policy: no-referrer\r\n"
    "X-Frame-Options: DENY\r\n"
    "Content-Security-Policy: default-src 'none'; script-src 'self'; style-src 'self'; "
    "img-src 'self' data:; connect-src 'self'; form-action 'none'; frame-ancestors 'none'; "
    "base-uri 'none'\r\n";

// Peers remembered for rate limiting before the least recent are forgotten.
constexpr std::size_t rememberedPeers = 4096;
// Time a finished connection gets to take its answer before it is cut.
constexpr int lingerMs = 5000;

} // namespace

struct LanServer::Connection {
    ad::HttpRequestReader reader;
    QString peer;           // peerKey()
    double opened = 0;      // now() when accepted
    QTimer *timer = nullptr;
    bool answered = false;
};

lan::Response lan::Response::json(int status, const QByteArray &body)
{
    return lan::Response{status, "application/json; charset=utf-8", body};
}

lan::Response lan::Response::error(int status, const QString &message)
{
    return json(status,
                QJsonDocument(QJsonObject{{QStringLiteral("error"), message}})
                    .toJson(QJsonDocument::Compact));
}

LanServer::LanServer(Handler handler, lan::Limits limits, QObject *parent)
    : QObject(parent), m_handler(std::move(handler)), m_limits(limits),
      m_totalRate(limits.totalBurst, limits.totalPerSecond)
{
    m_clock.start();
}

LanServer::~LanServer()
{
    // Whoever listens may be half destroyed already (the owner of this member): say nothing.
    blockSignals(true);
    stop();
}

QString LanServer::newToken(int bytes)
{
    // QRandomGenerator::system() reads the operating system's cryptographic source.
    std::vector<quint32> words(std::size_t(bytes + 3) / 4);
    QRandomGenerator::system()->fillRange(words.data(), qsizetype(words.size()));
    const QByteArray raw(reinterpret_cast<const char *>(words.data()), bytes);
    return QString::fromLatin1(
        raw.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

bool LanServer::start(const QHostAddress &address, quint16 port, QString *error)
{
    stop();
    m_server = new QTcpServer(this);
    m_server->setMaxPendingConnections(m_limits.maxConnections);
    if (!m_server->listen(address, port)) {
        if (error)
            *error = tr("Could not listen on %1, port %2: %3")
                         .arg(address.toString())
                         .arg(port)
                         .arg(m_server->errorString());
        delete m_server;
        m_server = nullptr;
        return false;
    }
    m_token = newToken();
    m_refusals.clear();
    m_peerRates.clear();
    m_totalRate = ad::RateLimiter(m_limits.totalBurst, m_limits.totalPerSecond);
    connect(m_server, &QTcpServer::newConnection, this, &LanServer::accept);
    emit listeningChanged(true);
    return true;
}

void LanServer::stop()
{
    if (!m_server) return;
    // Taken out first: aborting a socket may emit disconnected() into finish().
    auto connections = std::exchange(m_connections, {});
    m_perPeer.clear();
    for (auto &[socket, connection] : connections) {
        socket->disconnect(this);
        socket->abort();
        socket->deleteLater();
        delete connection;
    }
    m_server->close();
    m_server->deleteLater();
    m_server = nullptr;
    m_token.clear();
    emit listeningChanged(false);
}

bool LanServer::isListening() const
{
    return m_server && m_server->isListening();
}

QHostAddress LanServer::address() const
{
    return m_server ? m_server->serverAddress() : QHostAddress();
}

quint16 LanServer::port() const
{
    return m_server ? m_server->serverPort() : 0;
}

QString LanServer::origin() const
{
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    url.setHost(address().toString());
    url.setPort(port());
    return url.toString(QUrl::FullyEncoded);
}

QUrl LanServer::link() const
{
    if (!isListening()) return {};
    return QUrl(origin() + QStringLiteral("/w/") + m_token + QLatin1Char('/'));
}

double LanServer::now() const
{
    return double(m_clock.nsecsElapsed()) / 1e9;
}

bool LanServer::hostMatches(const std::string &host) const
{
    // Only the address the link names: a name that resolves here (DNS rebinding) is refused.
    const QString expected = origin().mid(int(qstrlen("http://")));
    return QString::fromStdString(host).compare(expected, Qt::CaseInsensitive) == 0;
}

QString LanServer::peerKey(const QHostAddress &address)
{
    bool mapped = false;
    const quint32 v4 = address.toIPv4Address(&mapped);
    if (address.protocol() == QAbstractSocket::IPv4Protocol || mapped)
        return QHostAddress(v4).toString();
    if (address.protocol() != QAbstractSocket::IPv6Protocol) return address.toString();
    Q_IPV6ADDR bytes = address.toIPv6Address();
    for (int i = 8; i < 16; ++i) bytes[i] = 0;
    return QHostAddress(bytes).toString() + QStringLiteral("/64");
}

void LanServer::dropIdleConnections()
{
    if (int(m_connections.size()) < m_limits.nearLimitConnections) return;
    const double grace = m_limits.idleGraceMs / 1000.0;
    // Cut, not answered: an answer would keep the slot while it lingers.
    auto cut = [this](QTcpSocket *socket) {
        ++m_refusals[408];
        emit refused(408, tr("no request line arrived in time"));
        forget(socket);
    };
    std::vector<std::pair<double, QTcpSocket *>> idle; // connected, nothing asked yet
    for (const auto &[socket, connection] : m_connections)
        if (!connection->answered && !connection->reader.hasRequestLine())
            idle.emplace_back(connection->opened, socket);
    std::sort(idle.begin(), idle.end());
    std::size_t kept = 0;
    for (const auto &[opened, socket] : idle) {
        if (now() - opened >= grace) cut(socket);
        else idle[kept++] = {opened, socket};
    }
    // Still full of connections that only just opened: the oldest of them makes room.
    if (int(m_connections.size()) >= m_limits.maxConnections && kept > 0) cut(idle.front().second);
}

void LanServer::accept()
{
    while (QTcpSocket *socket = m_server ? m_server->nextPendingConnection() : nullptr) {
        const QString peer = peerKey(socket->peerAddress());
        dropIdleConnections();
        if (int(m_connections.size()) >= m_limits.maxConnections
            || m_perPeer[peer] >= m_limits.maxConnectionsPerPeer) {
            // Cut at once: answering would cost what the limit is there to save.
            ++m_refusals[503];
            emit refused(503, tr("too many connections"));
            socket->abort();
            socket->deleteLater();
            continue;
        }
        if (m_peerRates.size() >= rememberedPeers && !m_peerRates.count(peer)) m_peerRates.clear();
        auto rate = m_peerRates.try_emplace(peer, m_limits.peerBurst, m_limits.peerPerSecond).first;
        const bool allowed = rate->second.take(now()) && m_totalRate.take(now());

        auto *connection = new Connection;
        connection->reader = ad::HttpRequestReader(m_limits.http);
        connection->peer = peer;
        connection->opened = now();
        connection->timer = new QTimer(socket);
        connection->timer->setSingleShot(true);
        m_connections[socket] = connection;
        ++m_perPeer[peer];
        // However the connection ends (closed, reset by the peer, cut here), it is forgotten
        // once, so the counts that the limits read stay true.
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] { forget(socket); });
        connect(socket, &QTcpSocket::errorOccurred, this, [this, socket] { forget(socket); });
        connect(connection->timer, &QTimer::timeout, this, [this, socket] {
            auto found = m_connections.find(socket);
            if (found == m_connections.end()) return;
            if (found->second->answered) {
                forget(socket); // the peer did not take its answer in time
                return;
            }
            refuse(socket, 408, tr("the request took too long to arrive"));
        });
        if (!allowed) {
            refuse(socket, 429, tr("too many requests from %1").arg(peer));
            continue;
        }
        connection->timer->start(m_limits.requestTimeoutMs);
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { read(socket); });
        if (socket->bytesAvailable() > 0) read(socket);
    }
}

void LanServer::forget(QTcpSocket *socket)
{
    auto found = m_connections.find(socket);
    if (found == m_connections.end()) return;
    Connection *connection = found->second;
    m_connections.erase(found);
    if (--m_perPeer[connection->peer] <= 0) m_perPeer.erase(connection->peer);
    delete connection;
    socket->disconnect(this);
    socket->abort();
    socket->deleteLater();
}

void LanServer::read(QTcpSocket *socket)
{
    auto found = m_connections.find(socket);
    if (found == m_connections.end() || found->second->answered) {
        socket->readAll(); // after the answer, whatever else arrives is dropped
        return;
    }
    ad::HttpRequestReader &reader = found->second->reader;
    const QByteArray bytes = socket->readAll();
    switch (reader.feed(std::string_view(bytes.constData(), std::size_t(bytes.size())))) {
    case ad::HttpRequestReader::State::Reading:
        return;
    case ad::HttpRequestReader::State::Refused:
        refuse(socket, reader.refusalStatus(), QString::fromStdString(reader.refusalReason()));
        return;
    case ad::HttpRequestReader::State::Complete:
        answer(socket, route(reader.request(), found->second->peer));
        return;
    }
}

lan::Response LanServer::route(const ad::HttpRequest &request, const QString &peer)
{
    if (!hostMatches(request.header("host")))
        return lan::Response::error(403, tr("the Host header does not name this server"));
    // Browsers send Origin with every POST and with cross-site requests: it must be ours.
    const std::string sentOrigin = request.header("origin");
    const std::string ownOrigin = origin().toStdString();
    if (request.method == "POST" ? sentOrigin != ownOrigin
                                 : !sentOrigin.empty() && sentOrigin != ownOrigin)
        return lan::Response::error(403, tr("the request comes from another site"));

    const std::string prefix = "/w/";
    const std::string &path = request.path;
    const std::size_t tokenEnd = path.find('/', prefix.size());
    if (path.compare(0, prefix.size(), prefix) != 0 || tokenEnd == std::string::npos
        || !ad::constantTimeEquals(path.substr(prefix.size(), tokenEnd - prefix.size()),
                                   m_token.toStdString()))
        return lan::Response::error(403, tr("no session at this address"));
    const std::string rest = path.substr(tokenEnd + 1);

    if (rest.compare(0, 4, "api/") == 0) {
        const QString endpoint = QString::fromStdString(rest.substr(4));
        return m_handler(request, endpoint, peer);
    }
    if (request.method != "GET") return lan::Response::error(405, tr("pages are only read"));
    for (const PageFile &file : pageFiles) {
        if (rest != file.name) continue;
        QFile resource(QString::fromLatin1(file.resource));
        if (!resource.open(QIODevice::ReadOnly))
            return lan::Response::error(500, tr("the page is missing from the application"));
        return lan::Response{200, file.contentType, resource.readAll()};
    }
    return lan::Response::error(404, tr("nothing here"));
}

void LanServer::answer(QTcpSocket *socket, const lan::Response &response)
{
    auto found = m_connections.find(socket);
    if (found == m_connections.end() || found->second->answered) return;
    found->second->answered = true;
    if (response.status >= 400) {
        ++m_refusals[response.status];
        emit refused(response.status, QString::fromUtf8(response.body));
    }
    QByteArray head = "HTTP/1.1 " + QByteArray::number(response.status) + ' '
                      + ad::httpReasonPhrase(response.status) + "\r\n";
    head += "Content-Type: " + response.contentType + "\r\n";
    head += "Content-Length: " + QByteArray::number(response.body.size()) + "\r\n";
    head += "Connection: close\r\n";
    if (response.status == 429) head += "Retry-After: 5\r\n";
    if (response.status == 405) head += "Allow: GET, POST\r\n";
    head += securityHeaders;
    head += "\r\n";
    found->second->timer->start(lingerMs);
    socket->write(head + response.body);
    // May emit disconnected() at once, which forgets the connection: nothing of it is used after.
    socket->disconnectFromHost();
}

void LanServer::refuse(QTcpSocket *socket, int status, const QString &reason)
{
    answer(socket, lan::Response::error(status, reason));
}
