#pragma once
// A minimal W3C WebDriver client (https://www.w3.org/TR/webdriver2/) for driving Debian's
// Chromium through chromedriver in the workshop page's browser test. Every call runs the event
// loop while it waits, because the server under test lives on the test's own thread.
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QProcess>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTest>

class WebDriver
{
public:
    // W3C's element reference key.
    static constexpr const char *elementKey = "element-6066-11e4-a52e-4f735466cecf";

    ~WebDriver()
    {
        if (!m_session.isEmpty()) call("DELETE", QString());
        if (m_driver.state() != QProcess::NotRunning) {
            m_driver.kill();
            m_driver.waitForFinished(5000);
        }
    }

    // Starts chromedriver on a free loopback port; the error says what is missing.
    bool launch(QString *error)
    {
        const QString driver = QStandardPaths::findExecutable(QStringLiteral("chromedriver"));
        if (driver.isEmpty()) {
            *error = QStringLiteral("chromedriver not found (Debian package chromium-driver)");
            return false;
        }
        QTcpServer probe;
        probe.listen(QHostAddress::LocalHost, 0);
        const quint16 port = probe.serverPort();
        probe.close();
        m_base = QStringLiteral("http://127.0.0.1:%1").arg(port);
        m_driver.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_driver.start(driver, {QStringLiteral("--port=%1").arg(port)});
        if (!m_driver.waitForStarted(10000)) {
            *error = QStringLiteral("chromedriver did not start: ") + m_driver.errorString();
            return false;
        }
        const bool ready = QTest::qWaitFor(
            [&] {
                return call("GET", QStringLiteral("/status"), {}, false)
                    .toObject()
                    .value(QStringLiteral("ready"))
                    .toBool();
            },
            20000);
        if (!ready) *error = QStringLiteral("chromedriver did not become ready");
        return ready;
    }

    // A new browser with a profile of its own (so its own storage: one device), headless at
    // `width` x `height` CSS pixels.
    bool newBrowser(int width, int height, QString *error)
    {
        if (!m_session.isEmpty()) call("DELETE", QString());
        m_session.clear();
        QJsonArray args{QStringLiteral("--headless=new"), QStringLiteral("--no-sandbox"),
                        QStringLiteral("--disable-gpu"), QStringLiteral("--disable-dev-shm-usage"),
                        QStringLiteral("--no-first-run"), QStringLiteral("--hide-scrollbars"),
                        QStringLiteral("--window-size=%1,%2").arg(width).arg(height)};
        QJsonObject chrome{{QStringLiteral("args"), args}};
        const QString chromium = QStandardPaths::findExecutable(QStringLiteral("chromium"));
        if (!chromium.isEmpty()) chrome.insert(QStringLiteral("binary"), chromium);
        const QJsonObject caps{
            {QStringLiteral("capabilities"),
             QJsonObject{{QStringLiteral("alwaysMatch"),
                          QJsonObject{{QStringLiteral("browserName"), QStringLiteral("chrome")},
                                      {QStringLiteral("goog:chromeOptions"), chrome}}}}}};
        const QJsonObject reply = call("POST", QStringLiteral("/session"), caps, false).toObject();
        m_session = reply.value(QStringLiteral("sessionId")).toString();
        if (m_session.isEmpty()) {
            *error = QStringLiteral("no browser session: ")
                     + QString::fromUtf8(QJsonDocument(reply).toJson(QJsonDocument::Compact));
            return false;
        }
        return true;
    }

    void open(const QUrl &url) { call("POST", QStringLiteral("/url"), {{QStringLiteral("url"), url.toString()}}); }

    // The element matching `css`, waiting up to `timeoutMs` for it; empty when none came.
    QString find(const QString &css, int timeoutMs = 20000)
    {
        QString id;
        (void)QTest::qWaitFor(
            [&] {
                const QJsonArray found =
                    call("POST", QStringLiteral("/elements"),
                         {{QStringLiteral("using"), QStringLiteral("css selector")},
                          {QStringLiteral("value"), css}})
                        .toArray();
                if (!found.isEmpty())
                    id = found.first().toObject().value(QLatin1String(elementKey)).toString();
                return !id.isEmpty();
            },
            timeoutMs);
        return id;
    }

    // Scrolls the element to the middle of the screen (clear of the page's sticky bar) and
    // clicks it; false with lastError() when the browser refused.
    bool click(const QString &element)
    {
        const QJsonObject ref{{QLatin1String(elementKey), element}};
        call("POST", QStringLiteral("/execute/sync"),
             {{QStringLiteral("script"),
               QStringLiteral("arguments[0].scrollIntoView({block: 'center'});")},
              {QStringLiteral("args"), QJsonArray{ref}}});
        return call("POST", elementPath(element) + QStringLiteral("/click"), QJsonObject{})
            .isNull();
    }
    // The message of the last command that failed.
    QString lastError() const { return m_lastError; }
    void type(const QString &element, const QString &text)
    {
        call("POST", elementPath(element) + QStringLiteral("/value"), {{QStringLiteral("text"), text}});
    }
    QString text(const QString &element)
    {
        return call("GET", elementPath(element) + QStringLiteral("/text")).toString();
    }
    bool enabled(const QString &element)
    {
        return call("GET", elementPath(element) + QStringLiteral("/enabled")).toBool();
    }
    bool selected(const QString &element)
    {
        return call("GET", elementPath(element) + QStringLiteral("/selected")).toBool();
    }
    QJsonValue script(const QString &body)
    {
        return call("POST", QStringLiteral("/execute/sync"),
                    {{QStringLiteral("script"), body}, {QStringLiteral("args"), QJsonArray()}});
    }
    // Chromium's own command (through chromedriver): the page as a dark-mode system shows it.
    void preferDark()
    {
        call("POST", QStringLiteral("/goog/cdp/execute"),
             {{QStringLiteral("cmd"), QStringLiteral("Emulation.setEmulatedMedia")},
              {QStringLiteral("params"),
               QJsonObject{{QStringLiteral("features"),
                            QJsonArray{QJsonObject{{QStringLiteral("name"),
                                                    QStringLiteral("prefers-color-scheme")},
                                                   {QStringLiteral("value"),
                                                    QStringLiteral("dark")}}}}}}});
    }
    QByteArray screenshotPng()
    {
        return QByteArray::fromBase64(call("GET", QStringLiteral("/screenshot")).toString().toLatin1());
    }

    // Waits until the element's text contains `part`; the last text seen otherwise.
    QString waitForText(const QString &element, const QString &part, int timeoutMs = 20000)
    {
        QString seen;
        (void)QTest::qWaitFor([&] { return (seen = text(element)).contains(part); }, timeoutMs);
        return seen;
    }

private:
    QString elementPath(const QString &element) const { return QStringLiteral("/element/") + element; }

    // One WebDriver command; `inSession` prefixes /session/<id>. Returns the reply's "value".
    QJsonValue call(const QByteArray &method, const QString &path, const QJsonObject &body = {},
                    bool inSession = true)
    {
        QString url = m_base;
        if (inSession) url += QStringLiteral("/session/") + m_session;
        url += path;
        QNetworkRequest request{QUrl(url)};
        request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
        request.setTransferTimeout(60000);
        const QByteArray payload =
            method == "POST" ? QJsonDocument(body).toJson(QJsonDocument::Compact) : QByteArray();
        QNetworkReply *reply = m_network.sendCustomRequest(request, method, payload);
        QEventLoop loop;
        QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        loop.exec();
        const QJsonValue value =
            QJsonDocument::fromJson(reply->readAll()).object().value(QStringLiteral("value"));
        if (value.isObject() && value.toObject().contains(QStringLiteral("error")))
            m_lastError = value.toObject().value(QStringLiteral("message")).toString();
        reply->deleteLater();
        return value;
    }

    QProcess m_driver;
    QNetworkAccessManager m_network;
    QString m_base;
    QString m_session;
    QString m_lastError;
};
