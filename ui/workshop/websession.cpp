#include "websession.h"

#include "workshopcontroller.h"
#include "workshopresults.h"

#include "session/catalogsession.h"
#include "session/document.h"
#include "views/messagetext.h"

#include "group/workshop_web.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>

namespace {

// Addresses remembered for join limits before all are forgotten (as the server does for its own).
constexpr std::size_t rememberedJoinPeers = 4096;

} // namespace

WebSession::WebSession(WorkshopController *controller, lan::Limits limits, workshopui::JoinLimits joins)
    : QObject(controller), m_controller(controller),
      m_server([this](const ad::HttpRequest &request, const QString &endpoint,
                      const QString &peer) { return handle(request, endpoint, peer); },
               limits),
      m_joinLimits(joins), m_totalJoinRate(joins.totalBurst, joins.totalPerSecond)
{
    m_clock.start();
    connect(&m_server, &LanServer::listeningChanged, this, &WebSession::runningChanged);
    Document *document = m_controller->document();
    // Another scenario (new, opened, recovered) is another workshop, even one with a workshop of
    // its own: the link given to the room must not lead there, nor its devices follow.
    connect(document, &Document::scenarioReset, this, [this] {
        stop();
        forgetAllDevices();
    });
    connect(document, &Document::workshopChanged, this, [this] {
        // The session lives only as long as the workshop: ending it (or undoing its start, or
        // opening another scenario) closes the port and forgets the devices.
        if (!m_controller->workshop()) {
            stop();
            forgetAllDevices();
            return;
        }
        forgetRemovedParticipants();
    });
}

double WebSession::now() const
{
    return double(m_clock.nsecsElapsed()) / 1e9;
}

bool WebSession::start(const QHostAddress &address, quint16 port, QString *error)
{
    if (!m_controller->workshop()) {
        if (error) *error = tr("Start a workshop first.");
        return false;
    }
    const bool started = m_server.start(address, port, error);
    emit devicesChanged();
    return started;
}

void WebSession::stop()
{
    // The devices stay known: after Start (with a new link) a phone is still the same person.
    m_server.stop();
    emit devicesChanged();
}

void WebSession::forgetAllDevices()
{
    m_devices.clear();
    m_joinRates.clear();
    m_totalJoinRate = ad::RateLimiter(m_joinLimits.totalBurst, m_joinLimits.totalPerSecond);
    emit devicesChanged();
}

const ad::Workshop *WebSession::workshop() const
{
    return m_controller->workshop();
}

std::string WebSession::participantOf(const QString &deviceToken) const
{
    const auto found = m_devices.find(deviceToken);
    return found == m_devices.end() ? std::string() : found->second.participant;
}

std::vector<WebSession::DeviceRow> WebSession::deviceRows() const
{
    std::vector<DeviceRow> rows;
    std::vector<ad::DeviceJoin> joins;
    for (const auto &[token, device] : m_devices) {
        rows.push_back({token, device.participant, device.address, device.joinedClock, false});
        joins.push_back({device.joinedAt, device.address.toStdString()});
    }
    const std::vector<bool> burst = ad::joinedInBurst(joins);
    for (std::size_t i = 0; i < rows.size(); ++i) rows[i].burst = burst[i];
    // In the order they joined (the monotonic clock's, like the bursts).
    std::vector<std::size_t> order(rows.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return joins[a].seconds < joins[b].seconds;
    });
    std::vector<DeviceRow> sorted;
    for (std::size_t i : order) sorted.push_back(rows[i]);
    return sorted;
}

bool WebSession::removeDevice(const QString &deviceToken)
{
    const auto found = m_devices.find(deviceToken);
    if (found == m_devices.end()) return false;
    const std::string participant = found->second.participant;
    const ad::Workshop *workshop = m_controller->workshop();
    if (!participant.empty() && workshop && workshop->participant(participant)
        && !m_controller->removeParticipant(participant))
        return false;
    m_devices.erase(deviceToken);
    emit devicesChanged();
    return true;
}

void WebSession::setJoiningOpen(bool open)
{
    if (open == m_joiningOpen) return;
    m_joiningOpen = open;
    emit devicesChanged();
}

void WebSession::setJoinCodeRequired(bool required)
{
    if (!required) {
        m_joinCode.clear();
    } else {
        // From the system's secure generator: guessing it is the only way in without the laptop.
        int limit = 1;
        for (int i = 0; i < joinCodeDigits; ++i) limit *= 10;
        m_joinCode = QStringLiteral("%1").arg(QRandomGenerator::system()->bounded(limit),
                                              joinCodeDigits, 10, QLatin1Char('0'));
    }
    emit devicesChanged();
}

void WebSession::setPeopleInRoom(int people)
{
    if (people == m_peopleInRoom) return;
    m_peopleInRoom = std::max(0, people);
    emit devicesChanged();
}

void WebSession::forgetRemovedParticipants()
{
    // A participant removed (or a ballot undone away with its participant) frees an id that the
    // next one added may take: the device must not inherit a stranger's place.
    const ad::Workshop *workshop = m_controller->workshop();
    bool changed = false;
    for (auto &[token, device] : m_devices) {
        if (!device.participant.empty() && !workshop->participant(device.participant)) {
            device.participant.clear();
            changed = true;
        }
    }
    if (changed) emit devicesChanged();
}

QString WebSession::deviceOf(const ad::HttpRequest &request) const
{
    const std::string sent = request.header("x-participant");
    if (sent.empty()) return {};
    // Every token is compared in full, so the time taken says nothing about any of them.
    QString match;
    for (const auto &[token, device] : m_devices)
        if (ad::constantTimeEquals(sent, token.toStdString())) match = token;
    return match;
}

lan::Response WebSession::handle(const ad::HttpRequest &request, const QString &endpoint,
                               const QString &peer)
{
    if (!m_controller->workshop())
        return lan::Response::error(410, tr("The workshop has ended."));
    if (endpoint == QLatin1String("join") && request.method == "POST") return join(request, peer);
    if (endpoint == QLatin1String("state") && request.method == "GET")
        return state(deviceOf(request));
    if (endpoint == QLatin1String("ballot") && request.method == "POST") {
        const QString device = deviceOf(request);
        if (device.isEmpty())
            return lan::Response::error(403, tr("This device has not joined the session."));
        return ballot(device, request.body);
    }
    return lan::Response::error(404, tr("No such request."));
}

lan::Response WebSession::join(const ad::HttpRequest &request, const QString &peer)
{
    if (!m_joiningOpen)
        return lan::Response::error(403, tr("The facilitator has closed joining."));
    if (devices() >= maxDevices)
        return lan::Response::error(503, tr("The session is full (%1 devices).").arg(maxDevices));
    // Counted before the code is looked at, so guessing codes is as slow as joining.
    if (m_joinRates.size() >= rememberedJoinPeers && !m_joinRates.count(peer)) m_joinRates.clear();
    auto rate = m_joinRates
                    .try_emplace(peer, m_joinLimits.perAddressBurst,
                                 m_joinLimits.perAddressPerSecond)
                    .first;
    if (!rate->second.take(now()) || !m_totalJoinRate.take(now()))
        return lan::Response::error(429, tr("Too many devices are joining; try again in a "
                                          "moment."));
    if (!m_joinCode.isEmpty()) {
        const QJsonObject body =
            QJsonDocument::fromJson(QByteArray::fromStdString(request.body)).object();
        const std::string code = body.value(QStringLiteral("code")).toString().trimmed()
                                     .toStdString();
        if (!ad::constantTimeEquals(code, m_joinCode.toStdString()))
            return lan::Response::error(403, code.empty()
                                               ? tr("Joining needs the code the facilitator "
                                                    "shows.")
                                               : tr("That is not the session's code."));
    }
    const QString token = LanServer::newToken();
    m_devices[token] = Device{{}, peer, now(), QTime::currentTime()};
    emit devicesChanged();
    return lan::Response::json(
        200, QJsonDocument(QJsonObject{{QStringLiteral("participant"), token}})
                 .toJson(QJsonDocument::Compact));
}

lan::Response WebSession::state(const QString &device)
{
    const ad::Workshop &workshop = *m_controller->workshop();
    const ad::Catalog &catalog = m_controller->catalogSession()->catalog();
    ad::WebState web;
    // The participants' page is English, and so are the criteria it shows.
    for (const ad::Criterion &c : catalog.criteria)
        web.criteria.push_back(
            {c.id, c.name,
             workshopui::firstSentence(QString::fromStdString(c.description)).toStdString(),
             c.description});
    ad::fillParticipantState(web, workshop, device.isEmpty() ? std::string()
                                                             : participantOf(device));
    web.joined = !device.isEmpty();
    web.joiningOpen = m_joiningOpen;
    web.codeRequired = !m_joinCode.isEmpty();
    return lan::Response::json(200, QByteArray::fromStdString(ad::webStateJson(web)));
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

lan::Response WebSession::ballot(const QString &device, const std::string &body)
{
    const ad::Workshop &workshop = *m_controller->workshop();
    const ad::Catalog &catalog = m_controller->catalogSession()->catalog();
    std::vector<std::string> criterionIds;
    for (const ad::Criterion &c : catalog.criteria) criterionIds.push_back(c.id);
    ad::Diagnostics problems;
    const std::optional<ad::WebBallot> sent = ad::parseWebBallot(body, criterionIds, problems);
    if (!sent) {
        const ad::Diagnostic &first = problems.front();
        // The problem in the facilitator's language, as the rest of the answer.
        const QString problem = views::text(first.message);
        return lan::Response::error(422, tr("The ballot was not stored: %1")
                                           .arg(first.pointer.empty()
                                                    ? problem
                                                    : tr("%1: %2").arg(QString::fromStdString(first.pointer),
                                                                       problem)));
    }
    // A ballot for a round that is not the open one (a page left open, a replay) is refused.
    if (sent->round != workshop.currentRound || workshop.current().revealed)
        return lan::Response::error(409, tr("Round %1 is closed; nothing was stored.")
                                           .arg(sent->round));

    std::string participant = participantOf(device);
    ad::Ballot ballot;
    ballot.participantId = participant;
    ballot.weights = sent->weights;
    ballot.scenarioFingerprint = m_controller->fingerprint();
    ballot.fromDevice = true;
    // Changing one's mind within the round updates the step that stored the first ballot.
    if (!participant.empty() && m_controller->document()->replaceBallotInPlace(ballot))
        return state(device);

    const bool newcomer = participant.empty();
    // Composed (NFC) here, where the name enters: the page sends it composed too, so the length
    // the page counted is the length the core counts.
    const std::string name = sent->name.empty() ? freeDeviceName().toStdString()
                                                : workshopui::normalizedName(
                                                      QString::fromStdString(sent->name));
    const QString shown = newcomer ? workshopui::shownName(name)
                                   : workshopui::label(workshop, participant);
    const ad::WorkshopEdit edit = m_controller->tryEditWorkshop(
        tr("Ballot of %1 (from their device)").arg(shown), [&](ad::Workshop &copy) {
            if (newcomer) {
                const ad::WorkshopEdit added = ad::addParticipant(copy, name);
                if (!added.ok) return added;
                ballot.participantId = added.participantId;
            }
            ad::WorkshopEdit stored = ad::submitBallot(copy, ballot);
            stored.participantId = ballot.participantId;
            return stored;
        });
    if (!edit.ok) return lan::Response::error(409, workshopui::sentenceOf(edit.message));
    if (newcomer) {
        m_devices[device].participant = edit.participantId;
        emit devicesChanged();
    }
    return state(device);
}
