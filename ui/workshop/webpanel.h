#pragma once
// "Own devices" in the workshop window: the facilitator picks the network interface and port,
// starts and stops the web session, and sees the link, its QR code, how many devices joined and
// how many requests were refused. Nothing listens until Start is pressed.
#include <QGroupBox>
#include <QHostAddress>

#include <vector>

class DevicesPanel;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QrCodeView;
class WebSession;

class WebSessionPanel : public QGroupBox
{
    Q_OBJECT
public:
    // The port offered first: above the registered range's busy spots, easy to read out.
    static constexpr quint16 defaultPort = 8470;

    explicit WebSessionPanel(WebSession *session, QWidget *parent = nullptr);

    // Addresses a session can be bound to, the room's network first and this computer only
    // last; never "every interface".
    struct Choice {
        QString label;
        QHostAddress address;
    };
    static std::vector<Choice> addressChoices();

    QComboBox *addressBox() const { return m_address; }
    QSpinBox *portBox() const { return m_port; }
    QPushButton *startButton() const { return m_start; }
    QLabel *linkLabel() const { return m_link; }
    QWidget *qrView() const;
    DevicesPanel *devicesPanel() const { return m_devices; }

public slots:
    void toggle();
    void refresh();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    WebSession *m_session;
    QComboBox *m_address;
    QSpinBox *m_port;
    QPushButton *m_start;
    QPushButton *m_copy;
    QLabel *m_intro;
    QLabel *m_link;
    QLabel *m_status;
    QrCodeView *m_qr;
    QWidget *m_running;
    DevicesPanel *m_devices;
};
