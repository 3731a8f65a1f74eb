#include "webpanel.h"

#include "devicespanel.h"
#include "websession.h"

#include "lan/qrcode.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QNetworkInterface>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

// The link's QR code, square, as large as its place allows.
class QrCodeView : public QWidget
{
public:
    explicit QrCodeView(QWidget *parent = nullptr) : QWidget(parent)
    {
        setObjectName(QStringLiteral("webSessionQr"));
        setFixedSize(124, 124);
        setAccessibleName(tr("QR code of the session's link"));
    }
    void setText(const QString &text)
    {
        m_code = lan::QrCode::encode(text.toUtf8());
        update();
    }
    const lan::QrCode &code() const { return m_code; }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        // Dark on white whatever the palette: readers expect it, and many fail on the inverse.
        m_code.paint(painter, QRectF(rect()));
    }

private:
    lan::QrCode m_code;
};

namespace {

// RFC 1918 private ranges: where a meeting room's network usually lives.
bool isPrivate(const QHostAddress &address)
{
    return address.isInSubnet(QHostAddress(QStringLiteral("10.0.0.0")), 8)
           || address.isInSubnet(QHostAddress(QStringLiteral("172.16.0.0")), 12)
           || address.isInSubnet(QHostAddress(QStringLiteral("192.168.0.0")), 16);
}

} // namespace

std::vector<WebSessionPanel::Choice> WebSessionPanel::addressChoices()
{
    std::vector<Choice> room, other;
    for (const QNetworkInterface &interface : QNetworkInterface::allInterfaces()) {
        const auto flags = interface.flags();
        if (!(flags & QNetworkInterface::IsUp) || !(flags & QNetworkInterface::IsRunning)
            || (flags & QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry &entry : interface.addressEntries()) {
            const QHostAddress address = entry.ip();
            // Link-local IPv6 needs a scope in the link, which phones' browsers do not take.
            if (address.isLinkLocal() || address.isLoopback()) continue;
            const Choice choice{tr("%1 (%2)").arg(address.toString(),
                                                  interface.humanReadableName()),
                                address};
            (address.protocol() == QAbstractSocket::IPv4Protocol && isPrivate(address) ? room
                                                                                       : other)
                .push_back(choice);
        }
    }
    room.insert(room.end(), other.begin(), other.end());
    room.push_back({tr("This computer only (127.0.0.1)"), QHostAddress(QHostAddress::LocalHost)});
    return room;
}

WebSessionPanel::WebSessionPanel(WebSession *session, QWidget *parent)
    : QGroupBox(tr("Own Devices"), parent), m_session(session)
{
    setObjectName(QStringLiteral("webSessionPanel"));
    m_address = new QComboBox;
    m_address->setObjectName(QStringLiteral("webSessionAddress"));
    m_address->setToolTip(tr("The network the room's devices are on. The session listens on "
                             "this address only."));
    for (const Choice &choice : addressChoices())
        m_address->addItem(choice.label, choice.address.toString());
    m_port = new QSpinBox;
    m_port->setObjectName(QStringLiteral("webSessionPort"));
    m_port->setRange(1024, 65535);
    m_port->setValue(defaultPort);
    m_port->setAccessibleName(tr("Port"));
    m_start = new QPushButton(tr("Start Session"));
    m_start->setObjectName(QStringLiteral("webSessionStart"));
    connect(m_start, &QPushButton::clicked, this, &WebSessionPanel::toggle);

    m_intro = new QLabel;
    m_intro->setWordWrap(true);

    m_link = new QLabel;
    m_link->setObjectName(QStringLiteral("webSessionLink"));
    m_link->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    // The token is long and has no place to wrap: shown shortened in the middle, whole in the
    // tooltip, copied whole by Copy Link; the projector shows it in full.
    m_link->setMinimumWidth(60);
    m_link->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_copy = new QPushButton(tr("Copy Link"));
    connect(m_copy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(m_session->link().toString()); });
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("webSessionStatus"));
    m_status->setWordWrap(true);
    m_qr = new QrCodeView;

    auto *settings = new QHBoxLayout;
    settings->addWidget(m_address, 1);
    auto *portLabel = new QLabel(tr("Port:"));
    portLabel->setBuddy(m_port);
    settings->addWidget(portLabel);
    settings->addWidget(m_port);
    settings->addWidget(m_start);

    m_running = new QWidget;
    auto *running = new QGridLayout(m_running);
    running->setContentsMargins(0, 0, 0, 0);
    running->addWidget(m_qr, 0, 0, 3, 1, Qt::AlignTop);
    running->addWidget(m_link, 0, 1);
    running->addWidget(m_copy, 1, 1, Qt::AlignLeft | Qt::AlignTop);
    running->addWidget(m_status, 2, 1, Qt::AlignTop);
    m_devices = new DevicesPanel(m_session);
    running->addWidget(m_devices, 3, 0, 1, 2);
    running->setColumnStretch(1, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(settings);
    layout->addWidget(m_running);

    connect(m_session, &WebSession::runningChanged, this, &WebSessionPanel::refresh);
    connect(m_session, &WebSession::devicesChanged, this, &WebSessionPanel::refresh);
    connect(&m_session->server(), &LanServer::refused, this, &WebSessionPanel::refresh);
    refresh();
}

void WebSessionPanel::resizeEvent(QResizeEvent *event)
{
    QGroupBox::resizeEvent(event);
    refresh(); // the shortened link follows the width
}

QWidget *WebSessionPanel::qrView() const
{
    return m_qr;
}

void WebSessionPanel::toggle()
{
    if (m_session->isRunning()) {
        m_session->stop();
        return;
    }
    QString error;
    const QHostAddress address(m_address->currentData().toString());
    if (!m_session->start(address, quint16(m_port->value()), &error))
        QMessageBox::warning(this, tr("Start Session"), error);
}

void WebSessionPanel::refresh()
{
    const bool running = m_session->isRunning();
    m_start->setText(running ? tr("Stop Session") : tr("Start Session"));
    m_address->setEnabled(!running);
    m_port->setEnabled(!running);
    m_running->setVisible(running);
    m_intro->setText(running ? tr("Devices on this network join with the code or the link. "
                                  "Stop the session to close the port.")
                             : tr("Everyone votes from their own phone or laptop on this "
                                  "network. Nothing listens until you start."));
    if (!running) return;
    const QString link = m_session->link().toString();
    if (m_link->toolTip() != link) {
        m_link->setToolTip(link);
        m_qr->setText(link);
        // The address it listens on, whichever way it was started.
        const int shown = m_address->findData(m_session->server().address().toString());
        if (shown >= 0) m_address->setCurrentIndex(shown);
        m_port->setValue(m_session->server().port());
    }
    m_link->setText(m_link->fontMetrics().elidedText(link, Qt::ElideMiddle,
                                                     std::max(60, m_link->width())));
    int refused = 0;
    for (const auto &[status, count] : m_session->server().refusals()) refused += count;
    const int devices = m_session->devices();
    QString status = devices == 1 ? tr("1 device has joined.")
                                  : tr("%1 devices have joined.").arg(devices);
    if (refused > 0)
        status += QLatin1Char(' ')
                  + (refused == 1 ? tr("1 request was refused.")
                                  : tr("%1 requests were refused.").arg(refused));
    m_status->setText(status);
}
