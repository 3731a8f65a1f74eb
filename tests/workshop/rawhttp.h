#pragma once
// A deliberately plain HTTP client for the web session's tests: it sends exactly the bytes it is
// given (so a test can send what no browser would) and waits while the event loop runs, since
// the server under test lives on the same thread.
#include <QByteArray>
#include <QHostAddress>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpSocket>
#include <QTest>

namespace rawhttp {

struct Reply {
    int status = 0;          // 0: no answer (connection refused or cut)
    QByteArray head, body;
    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
    QByteArray header(const QByteArray &name) const
    {
        for (const QByteArray &line : head.split('\n')) {
            const int colon = line.indexOf(':');
            if (colon > 0 && line.left(colon).trimmed().toLower() == name.toLower())
                return line.mid(colon + 1).trimmed();
        }
        return {};
    }
};

inline Reply parse(const QByteArray &raw)
{
    Reply reply;
    const int end = raw.indexOf("\r\n\r\n");
    if (!raw.startsWith("HTTP/1.1 ") || end < 0) return reply;
    reply.head = raw.left(end);
    reply.body = raw.mid(end + 4);
    reply.status = raw.mid(9, 3).toInt();
    return reply;
}

// Sends `bytes` and collects everything until the server closes (or `timeoutMs` passes). `from`,
// when given, is the source address (another 127.0.0.x stands in for another host).
inline Reply send(const QHostAddress &address, quint16 port, const QByteArray &bytes,
                  int timeoutMs = 5000, const QHostAddress &from = {})
{
    QTcpSocket socket;
    if (!from.isNull()) socket.bind(from, 0);
    socket.connectToHost(address, port);
    QByteArray received;
    QObject::connect(&socket, &QTcpSocket::readyRead, [&] { received += socket.readAll(); });
    if (!QTest::qWaitFor([&] { return socket.state() == QAbstractSocket::ConnectedState
                                      || socket.state() == QAbstractSocket::UnconnectedState; },
                         timeoutMs)
        || socket.state() != QAbstractSocket::ConnectedState)
        return {};
    socket.write(bytes);
    // A server that never closes leaves `received` as it is: the caller sees no status.
    (void)QTest::qWaitFor([&] { return socket.state() == QAbstractSocket::UnconnectedState; },
                          timeoutMs);
    received += socket.readAll();
    return parse(received);
}

// A well-formed request to the server at `address`:`port`, with the Host and Origin a page
// served from there would send; `extra` adds header lines ("Name: value\r\n").
inline QByteArray request(const QByteArray &method, const QByteArray &path,
                          const QHostAddress &address, quint16 port,
                          const QByteArray &body = {}, const QByteArray &extra = {})
{
    const QByteArray host = address.toString().toLatin1() + ':' + QByteArray::number(port);
    QByteArray out = method + ' ' + path + " HTTP/1.1\r\nHost: " + host + "\r\n";
    if (method == "POST") {
        out += "Origin: http://" + host + "\r\n";
        out += "Content-Type: application/json\r\n";
        out += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    }
    out += extra + "\r\n" + body;
    return out;
}

} // namespace rawhttp
