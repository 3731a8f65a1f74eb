#include "participantspanel.h"

#include "workshopcontroller.h"
#include "workshopresults.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

ParticipantsPanel::ParticipantsPanel(WorkshopController *controller, QWidget *parent)
    : QGroupBox(tr("Participants"), parent), m_controller(controller)
{
    m_name = new QLineEdit;
    m_name->setObjectName(QStringLiteral("participantName"));
    m_name->setPlaceholderText(tr("Name or alias, then Enter"));
    m_add = new QPushButton(tr("Add"));
    m_add->setObjectName(QStringLiteral("addParticipant"));
    auto *addRow = new QHBoxLayout;
    addRow->addWidget(m_name, 1);
    addRow->addWidget(m_add);

    m_list = new QTreeWidget;
    m_list->setObjectName(QStringLiteral("participantList"));
    m_list->setColumnCount(2);
    m_list->setHeaderLabels({tr("Name"), tr("This round")});
    m_list->setRootIsDecorated(false);
    m_list->setAllColumnsShowFocus(true);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);

    m_ballot = new QPushButton(tr("Enter Ballot…"));
    m_ballot->setObjectName(QStringLiteral("enterBallot"));
    m_ballot->setToolTip(tr("Open the ballot form for the selected participant. It starts "
                            "from neutral answers and shows nobody else's."));
    m_rename = new QPushButton(tr("Rename…"));
    m_rename->setObjectName(QStringLiteral("renameParticipant"));
    m_remove = new QPushButton(tr("Remove"));
    m_remove->setObjectName(QStringLiteral("removeParticipant"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_ballot, 1);
    buttons->addWidget(m_rename);
    buttons->addWidget(m_remove);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(addRow);
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);

    connect(m_name, &QLineEdit::returnPressed, this, &ParticipantsPanel::addTyped);
    connect(m_add, &QPushButton::clicked, this, &ParticipantsPanel::addTyped);
    connect(m_list, &QTreeWidget::itemSelectionChanged, this, &ParticipantsPanel::updateButtons);
    connect(m_list, &QTreeWidget::itemActivated, this, [this] {
        if (m_roundOpen) m_controller->enterBallot(selectedParticipant());
    });
    connect(m_ballot, &QPushButton::clicked, this,
            [this] { m_controller->enterBallot(selectedParticipant()); });
    connect(m_rename, &QPushButton::clicked, this,
            [this] { m_controller->renameParticipant(selectedParticipant()); });
    connect(m_remove, &QPushButton::clicked, this,
            [this] { m_controller->removeParticipant(selectedParticipant()); });
    updateButtons();
}

void ParticipantsPanel::addTyped()
{
    // The name stays in the field when it is refused, so the user can correct it.
    if (m_controller->addParticipant(m_name->text())) m_name->clear();
}

void ParticipantsPanel::refresh(const ad::Workshop &workshop)
{
    const std::string selected = selectedParticipant();
    m_roundOpen = !workshop.current().revealed;
    m_list->clear();
    for (const ad::Participant &p : workshop.participants) {
        const bool voted = workshop.current().ballot(p.id) != nullptr;
        auto *item = new QTreeWidgetItem(
            {workshopui::shownName(p.name), voted ? tr("✓ voted") : tr("waiting")});
        item->setData(0, Qt::UserRole, QString::fromStdString(p.id));
        item->setToolTip(1, voted ? tr("A ballot is in for round %1.").arg(workshop.currentRound)
                                  : tr("No ballot yet in round %1.").arg(workshop.currentRound));
        m_list->addTopLevelItem(item);
    }
    setTitle(tr("Participants (%1)").arg(workshop.participants.size()));
    selectParticipant(selected);
    updateButtons();
}

std::string ParticipantsPanel::selectedParticipant() const
{
    const QList<QTreeWidgetItem *> items = m_list->selectedItems();
    if (items.isEmpty()) return {};
    return items.first()->data(0, Qt::UserRole).toString().toStdString();
}

void ParticipantsPanel::selectParticipant(const std::string &id)
{
    const QString wanted = QString::fromStdString(id);
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_list->topLevelItem(i);
        if (item->data(0, Qt::UserRole).toString() != wanted) continue;
        m_list->setCurrentItem(item);
        return;
    }
}

void ParticipantsPanel::selectNextWaiting(const ad::Workshop &workshop, const std::string &id)
{
    const auto &people = workshop.participants;
    std::size_t start = 0;
    for (std::size_t i = 0; i < people.size(); ++i)
        if (people[i].id == id) start = i + 1;
    for (std::size_t k = 0; k < people.size(); ++k) {
        const ad::Participant &p = people[(start + k) % people.size()];
        if (workshop.current().ballot(p.id)) continue;
        selectParticipant(p.id);
        return;
    }
}

void ParticipantsPanel::updateButtons()
{
    const bool one = !selectedParticipant().empty();
    m_ballot->setEnabled(one && m_roundOpen);
    m_rename->setEnabled(one);
    m_remove->setEnabled(one);
}
