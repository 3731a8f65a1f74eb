#pragma once
// The workshop from everyone's own device (docs/workshop.md): while the facilitator runs a
// session, a LanServer serves the ballot page on the room's network and this class answers its
// API. Each device that opens the page is given a participant token; its first ballot adds a
// participant to the workshop and every later one replaces that participant's ballot in the
// open round, each as one undoable step, exactly like a ballot typed at the laptop. Nothing a
// device sends ever shows a dialog on the facilitator's screen: refusals go back to the device.
//
//   POST api/join    -> {"participant": token}
//   GET  api/state   -> the round, the criteria and this device's ballot (X-Participant header)
//   POST api/ballot  -> {"round", "name"?, "weights"} stored; answers with the new state
#include "lan/lanserver.h"

#include <QHostAddress>
#include <QObject>

#include <map>
#include <string>

class WorkshopController;

class WebSession : public QObject
{
    Q_OBJECT
public:
    // Devices one session takes before it refuses to let more join.
    static constexpr int maxDevices = 200;

    explicit WebSession(WorkshopController *controller, LanLimits limits = {});

    // Starts serving; false with the reason in `error`. Refused without a workshop.
    bool start(const QHostAddress &address, quint16 port, QString *error = nullptr);
    void stop();
    bool isRunning() const { return m_server.isListening(); }
    QUrl link() const { return m_server.link(); }
    LanServer &server() { return m_server; }
    int devices() const { return int(m_devices.size()); }
    // The participant a device's token stands for; empty before its first ballot.
    std::string participantOf(const QString &deviceToken) const;

signals:
    void runningChanged(bool running);
    void devicesChanged();

private:
    LanResponse handle(const ad::HttpRequest &request, const QString &endpoint);
    LanResponse join();
    LanResponse state(const QString &device);
    LanResponse ballot(const QString &device, const std::string &body);
    // The device token a request carries, if this session issued it.
    QString deviceOf(const ad::HttpRequest &request) const;
    QString freeDeviceName() const;
    void forgetRemovedParticipants();

    WorkshopController *m_controller;
    LanServer m_server;
    std::map<QString, std::string> m_devices; // device token -> participant id ("" until voted)
};
