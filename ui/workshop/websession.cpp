#include "websession.h"

#include "workshopcontroller.h"
#include "workshopresults.h"

#include "session/catalogsession.h"
#include "session/document.h"

#include "workshop_web.h"

#include <QJsonDocument>
#include <QJsonObject>

WebSession::WebSession(WorkshopController *controller, LanLimits limits)
    : QObject(controller), m_controller(controller),
      m_server([this](const ad::HttpRequest &request,
                      const QString &endpoint) { return handle(request, endpoint); },
               limits)
{
    connect(&m_server, &LanServer::listeningChanged, this, &WebSession::runningChanged);
    Document *document = m_controller->document();
    // Another scenario (new, opened, recovered) is another workshop, even one with a workshop of
    // its own: the link given to the room must not lead there.
    connect(document, &Document::scenarioReset, this, &WebSession::stop);
    connect(document, &Document::workshopChanged, this, [this] {
        // The session lives only as long as the workshop: ending it (or undoing its start, or
        // opening another scenario) closes the port.
        if (!m_controller->workshop()) {
            stop();
            return;
        }
        forgetRemovedParticipants();
    });
}

bool WebSession::start(const QHostAddress &address, quint16 port, QString *error)
{
    if (!m_controller->workshop()) {
        if (error) *error = tr("Start a workshop first.");
        return false;
    }
    m_devices.clear();
    const bool started = m_server.start(address, port, error);
    emit devicesChanged();
    return started;
}

void WebSession::stop()
{
    m_server.stop();
    m_devices.clear();
    emit devicesChanged();
}

std::string WebSession::participantOf(const QString &deviceToken) const
{
    const auto found = m_devices.find(deviceToken);
    return found == m_devices.end() ? std::string() : found->second;
}

void WebSession::forgetRemovedParticipants()
{
    // A participant removed (or a ballot undone away with its participant) frees an id that the
    // next one added may take: the device must not inherit a stranger's place.
    const ad::Workshop *workshop = m_controller->workshop();
    for (auto &[device, participant] : m_devices)
        if (!participant.empty() && !workshop->participant(participant)) participant.clear();
}

QString WebSession::deviceOf(const ad::HttpRequest &request) const
{
    const std::string sent = request.header("x-participant");
    if (sent.empty()) return {};
    // Every token is compared in full, so the time taken says nothing about any of them.
    QString match;
    for (const auto &[device, participant] : m_devices)
        if (ad::constantTimeEquals(sent, device.toStdString())) match = device;
    return match;
}

LanResponse WebSession::handle(const ad::HttpRequest &request, const QString &endpoint)
{
    if (!m_controller->workshop())
        return LanResponse::error(410, tr("The workshop has ended."));
    if (endpoint == QLatin1String("join") && request.method == "POST") return join();
    if (endpoint == QLatin1String("state") && request.method == "GET")
        return state(deviceOf(request));
    if (endpoint == QLatin1String("ballot") && request.method == "POST") {
        const QString device = deviceOf(request);
        if (device.isEmpty())
            return LanResponse::error(403, tr("This device has not joined the session."));
        return ballot(device, request.body);
    }
    return LanResponse::error(404, tr("No such request."));
}

LanResponse WebSession::join()
{
    if (devices() >= maxDevices)
        return LanResponse::error(503, tr("The session is full (%1 devices).").arg(maxDevices));
    const QString token = LanServer::newToken();
    m_devices[token] = {};
    emit devicesChanged();
    return LanResponse::json(
        200, QJsonDocument(QJsonObject{{QStringLiteral("participant"), token}})
                 .toJson(QJsonDocument::Compact));
}

LanResponse WebSession::state(const QString &device)
{
    const ad::Workshop &workshop = *m_controller->workshop();
    const ad::Catalog &catalog = m_controller->catalogSession()->catalog();
    ad::WebState web;
    for (const ad::Criterion &c : catalog.criteria)
        web.criteria.push_back({c.id, c.name,
                                workshopui::criterionSummary(catalog, c.id).toStdString(),
                                c.description});
    ad::fillParticipantState(web, workshop, device.isEmpty() ? std::string()
                                                             : participantOf(device));
    return LanResponse::json(200, QByteArray::fromStdString(ad::webStateJson(web)));
}

QString WebSession::freeDeviceName() const
{
    const ad::Workshop &workshop = *m_controller->workshop();
    for (int n = 1;; ++n) {
        const QString name = tr("Device %1").arg(n);
        bool taken = false;
        for (const ad::Participant &p : workshop.participants)
            taken = taken || QString::fromStdString(p.name).compare(name, Qt::CaseInsensitive) == 0;
        if (!taken) return name;
    }
}

LanResponse WebSession::ballot(const QString &device, const std::string &body)
{
    const ad::Workshop &workshop = *m_controller->workshop();
    const ad::Catalog &catalog = m_controller->catalogSession()->catalog();
    std::vector<std::string> criterionIds;
    for (const ad::Criterion &c : catalog.criteria) criterionIds.push_back(c.id);
    ad::Diagnostics problems;
    const std::optional<ad::WebBallot> sent = ad::parseWebBallot(body, criterionIds, problems);
    if (!sent) {
        const ad::Diagnostic &first = problems.front();
        return LanResponse::error(422, tr("The ballot was not stored: %1")
                                           .arg(QString::fromStdString(
                                               first.pointer.empty() ? first.message
                                                                     : first.pointer + ": "
                                                                           + first.message)));
    }
    // A ballot for a round that is not the open one (a page left open, a replay) is refused.
    if (sent->round != workshop.currentRound || workshop.current().revealed)
        return LanResponse::error(409, tr("Round %1 is closed; nothing was stored.")
                                           .arg(sent->round));

    std::string participant = participantOf(device);
    const bool newcomer = participant.empty();
    const QString name = sent->name.empty() ? freeDeviceName()
                                            : QString::fromStdString(sent->name).trimmed();
    const ad::WorkshopEdit edit = m_controller->tryEditWorkshop(
        newcomer ? tr("Ballot of %1 (from their device)").arg(name)
                 : tr("Ballot of %1 (from their device)")
                       .arg(QString::fromStdString(ad::participantLabel(workshop, participant))),
        [&](ad::Workshop &copy) {
            std::string id = participant;
            if (newcomer) {
                const ad::WorkshopEdit added = ad::addParticipant(copy, name.toStdString());
                if (!added.ok) return added;
                id = added.participantId;
            }
            ad::Ballot ballot;
            ballot.participantId = id;
            ballot.weights = sent->weights;
            ballot.scenarioFingerprint = m_controller->fingerprint();
            ad::WorkshopEdit stored = ad::submitBallot(copy, ballot);
            stored.participantId = id;
            return stored;
        });
    if (!edit.ok) return LanResponse::error(409, workshopui::sentenceOf(edit.message));
    if (newcomer) m_devices[device] = edit.participantId;
    return state(device);
}
