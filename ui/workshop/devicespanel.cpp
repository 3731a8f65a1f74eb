#include "devicespanel.h"

#include "websession.h"
#include "workshopresults.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>

DevicesPanel::DevicesPanel(WebSession *session, QWidget *parent)
    : QWidget(parent), m_session(session)
{
    m_joining = new QCheckBox(tr("New devices may join"));
    m_joining->setObjectName(QStringLiteral("webJoiningOpen"));
    m_joining->setToolTip(tr("Turn off once everyone in the room is in: nobody else can join, "
                             "the devices already in keep voting."));
    connect(m_joining, &QCheckBox::toggled, m_session, &WebSession::setJoiningOpen);

    m_codeRequired = new QCheckBox(tr("Joining needs a code:"));
    m_codeRequired->setObjectName(QStringLiteral("webJoinCodeRequired"));
    m_codeRequired->setToolTip(tr("A code shown only here, to read out to the room: the link "
                                  "on the projector alone no longer lets a device join."));
    connect(m_codeRequired, &QCheckBox::toggled, m_session, &WebSession::setJoinCodeRequired);
    m_code = new QLabel;
    m_code->setObjectName(QStringLiteral("webJoinCode"));
    m_code->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont big = m_code->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    m_code->setFont(big);

    m_people = new QSpinBox;
    m_people->setObjectName(QStringLiteral("webPeopleInRoom"));
    m_people->setRange(0, WebSession::maxDevices);
    m_people->setSpecialValueText(tr("not counted"));
    m_people->setAccessibleName(tr("People in the room"));
    connect(m_people, &QSpinBox::valueChanged, m_session, &WebSession::setPeopleInRoom);
    auto *peopleLabel = new QLabel(tr("People in the room:"));
    peopleLabel->setBuddy(m_people);

    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("webDevicesSummary"));
    m_summary->setWordWrap(true);

    m_list = new QTreeWidget;
    m_list->setObjectName(QStringLiteral("webDevices"));
    m_list->setHeaderLabels({tr("Device"), tr("Joined"), tr("From"), tr("Note")});
    m_list->setRootIsDecorated(false);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->setMinimumHeight(90);
    m_remove = new QPushButton(tr("Remove Device"));
    m_remove->setObjectName(QStringLiteral("webRemoveDevice"));
    m_remove->setToolTip(tr("Forgets the device; its participant and their ballots go too."));
    connect(m_remove, &QPushButton::clicked, this, &DevicesPanel::removeSelected);
    connect(m_list, &QTreeWidget::itemSelectionChanged, this,
            [this] { m_remove->setEnabled(!m_list->selectedItems().isEmpty()); });

    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_joining, 0, 0, 1, 2);
    layout->addWidget(m_codeRequired, 1, 0);
    layout->addWidget(m_code, 1, 1);
    layout->addWidget(peopleLabel, 2, 0);
    layout->addWidget(m_people, 2, 1, Qt::AlignLeft);
    layout->addWidget(m_summary, 3, 0, 1, 2);
    layout->addWidget(m_list, 4, 0, 1, 2);
    layout->addWidget(m_remove, 5, 0, 1, 2, Qt::AlignLeft);
    layout->setColumnStretch(1, 1);

    connect(m_session, &WebSession::devicesChanged, this, &DevicesPanel::refresh);
    refresh();
}

void DevicesPanel::refresh()
{
    const QSignalBlocker joining(m_joining), code(m_codeRequired), people(m_people);
    m_joining->setChecked(m_session->joiningOpen());
    m_codeRequired->setChecked(!m_session->joinCode().isEmpty());
    m_code->setText(m_session->joinCode());
    m_code->setVisible(!m_session->joinCode().isEmpty());
    m_people->setValue(m_session->peopleInRoom());

    const ad::Workshop *workshop = m_session->workshop();
    const std::vector<WebSession::DeviceRow> rows = m_session->deviceRows();
    int bursts = 0;
    m_list->clear();
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const WebSession::DeviceRow &row = rows[i];
        const ad::Participant *person =
            workshop && !row.participant.empty() ? workshop->participant(row.participant) : nullptr;
        // The facilitator sees the name a device gave, as in the participants' list; the room
        // sees labels only when the workshop is anonymous.
        const QString who = person ? workshopui::shownName(person->name)
                                   : tr("Device %1, no ballot yet").arg(i + 1);
        auto *item = new QTreeWidgetItem({who, row.joinedAt.toString(QStringLiteral("HH:mm:ss")),
                                          row.address,
                                          row.burst ? tr("⚠ joined in a burst") : QString()});
        if (row.burst) {
            ++bursts;
            item->setToolTip(3, tr("Joined from the same address as another device, or within a "
                                   "second of several others: one person may hold several."));
        }
        item->setData(0, Qt::UserRole, row.token);
        m_list->addTopLevelItem(item);
    }
    m_remove->setEnabled(!m_list->selectedItems().isEmpty());

    const int devices = int(rows.size());
    const int room = m_session->peopleInRoom();
    QString summary = room > 0 ? tr("%1 of %2 devices joined for %3 people in the room.")
                                     .arg(devices).arg(WebSession::maxDevices).arg(room)
                               : tr("%1 of %2 devices joined.").arg(devices).arg(WebSession::maxDevices);
    if (room > 0 && devices > room)
        summary += QLatin1Char(' ')
                   + tr("That is %1 more than there are people: remove the ones nobody claims, "
                        "or close joining.").arg(devices - room);
    if (bursts > 0)
        summary += QLatin1Char(' ') + tr("%1 joined in a burst (marked ⚠).").arg(bursts);
    m_summary->setText(summary);
}

void DevicesPanel::removeSelected()
{
    QStringList tokens;
    for (QTreeWidgetItem *item : m_list->selectedItems())
        tokens << item->data(0, Qt::UserRole).toString();
    for (const QString &token : tokens) m_session->removeDevice(token);
}
