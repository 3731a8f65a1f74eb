#pragma once
// The workshop from everyone's own device (docs/workshop.md): while the facilitator runs a
// session, a LanServer serves the ballot page on the room's network and this class answers its
// API. Each device that joins is given a device token; its first ballot adds a participant to
// the workshop and every later one replaces that participant's ballot in the open round. The
// first is one undoable step, exactly like a ballot typed at the laptop; a replacement updates
// that step instead of adding one, so a device changing its mind costs no history. Nothing a
// device sends ever shows a dialog on the facilitator's screen: refusals go back to the device.
//
// Joining is the facilitator's to control: joins are rate-limited per address and overall, can
// need a short code shown only on the laptop, can be closed once the room is in, and any device
// can be removed. Devices are remembered for the workshop, across Stop and Start.
//
//   POST api/join    {"code"?} -> {"participant": token}
//   GET  api/state   -> the round, the criteria and this device's ballot (X-Participant header)
//   POST api/ballot  -> {"round", "name"?, "weights"} stored; answers with the new state
#include "lan/lanserver.h"

#include <QHostAddress>
#include <QObject>
#include <QTime>

#include <map>
#include <string>
#include <vector>

class WorkshopController;
namespace ad {
struct Workshop;
}

namespace workshopui {

// How fast devices may join. A room of fifteen joins in a minute within these; a script that
// asks for two hundred tokens needs minutes, while the window shows every device arriving.
struct JoinLimits {
    double perAddressBurst = 3;     // one address: a phone that lost its storage may rejoin
    double perAddressPerSecond = 1.0 / 30;
    double totalBurst = 20;         // all addresses together
    double totalPerSecond = 1;
};

} // namespace workshopui

class WebSession : public QObject
{
    Q_OBJECT
public:
    // Devices one session takes before it refuses to let more join.
    static constexpr int maxDevices = 200;
    // Digits of the join code: a million codes against a join rate of one a second overall.
    static constexpr int joinCodeDigits = 6;

    explicit WebSession(WorkshopController *controller, lan::Limits limits = {},
                        workshopui::JoinLimits joins = {});

    // Starts serving; false with the reason in `error`. Refused without a workshop. Devices that
    // joined before a Stop are still known after Start (the link itself is new).
    bool start(const QHostAddress &address, quint16 port, QString *error = nullptr);
    void stop();
    bool isRunning() const { return m_server.isListening(); }
    QUrl link() const { return m_server.link(); }
    LanServer &server() { return m_server; }
    int devices() const { return int(m_devices.size()); }
    const ad::Workshop *workshop() const;
    // The participant a device's token stands for; empty before its first ballot.
    std::string participantOf(const QString &deviceToken) const;

    // One joined device as the facilitator sees it, in the order they joined.
    struct DeviceRow {
        QString token;
        std::string participant; // empty until its first ballot
        QString address;         // LanServer::peerKey()
        QTime joinedAt;          // the laptop's clock
        bool burst = false;      // ad::joinedInBurst()
    };
    std::vector<DeviceRow> deviceRows() const;
    // Forgets the device; its participant and their ballots go too (the facilitator is asked
    // first when they have voted). False when that was declined or the token is unknown.
    bool removeDevice(const QString &deviceToken);

    bool joiningOpen() const { return m_joiningOpen; }
    void setJoiningOpen(bool open);
    // Empty when joining needs no code.
    QString joinCode() const { return m_joinCode; }
    void setJoinCodeRequired(bool required); // a new code each time it is turned on
    // How many people the facilitator counts in the room (0: not given), to set against the
    // devices that joined.
    int peopleInRoom() const { return m_peopleInRoom; }
    void setPeopleInRoom(int people);

signals:
    void runningChanged(bool running);
    void devicesChanged();

private:
    struct Device {
        std::string participant;
        QString address;
        double joinedAt = 0; // now(): for bursts, which the wall clock could skew
        QTime joinedClock;
    };
    lan::Response handle(const ad::HttpRequest &request, const QString &endpoint,
                       const QString &peer);
    lan::Response join(const ad::HttpRequest &request, const QString &peer);
    lan::Response state(const QString &device);
    lan::Response ballot(const QString &device, const std::string &body);
    // The device token a request carries, if this session issued it.
    QString deviceOf(const ad::HttpRequest &request) const;
    QString freeDeviceName() const;
    void forgetRemovedParticipants();
    void forgetAllDevices();
    double now() const;

    WorkshopController *m_controller;
    LanServer m_server;
    workshopui::JoinLimits m_joinLimits;
    std::map<QString, Device> m_devices; // device token -> what is known of it
    std::map<QString, ad::RateLimiter> m_joinRates; // per address
    ad::RateLimiter m_totalJoinRate;
    bool m_joiningOpen = true;
    QString m_joinCode;
    int m_peopleInRoom = 0;
    QElapsedTimer m_clock;
};
