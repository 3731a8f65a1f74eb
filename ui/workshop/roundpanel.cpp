#include "roundpanel.h"

#include "workshopcontroller.h"
#include "workshopresults.h"

#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

RoundPanel::RoundPanel(WorkshopController *controller, QWidget *parent)
    : QGroupBox(tr("Voting"), parent), m_controller(controller)
{
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("roundStatus"));
    QFont big = m_status->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_status->setFont(big);
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_waiting = new QLabel;
    m_waiting->setObjectName(QStringLiteral("roundWaiting"));
    m_waiting->setWordWrap(true);
    m_waiting->setTextFormat(Qt::PlainText); // participants' names
    m_warning = new QLabel;
    m_warning->setObjectName(QStringLiteral("roundWarning"));
    m_warning->setWordWrap(true);
    m_warning->setTextFormat(Qt::PlainText);

    m_import = new QPushButton(tr("Import Ballots…"));
    m_import->setObjectName(QStringLiteral("importBallots"));
    m_import->setToolTip(tr("Merge ballot files that participants filled in their own copy of "
                            "AccelDecide."));
    m_reveal = new QPushButton(tr("Reveal Round"));
    m_reveal->setObjectName(QStringLiteral("revealRound"));
    m_next = new QPushButton(tr("Next Round"));
    m_next->setObjectName(QStringLiteral("nextRound"));
    m_next->setToolTip(tr("After the discussion: open a new round and vote again. Earlier "
                          "rounds are kept."));
    m_note = new QLineEdit;
    m_note->setObjectName(QStringLiteral("roundNote"));
    m_note->setPlaceholderText(tr("Note on the discussion (optional)"));

    auto *buttons = new QGridLayout;
    buttons->addWidget(m_import, 0, 0);
    buttons->addWidget(m_reveal, 0, 1);
    buttons->addWidget(m_next, 1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(m_waiting);
    layout->addWidget(m_warning);
    layout->addLayout(buttons);
    layout->addWidget(m_note);

    connect(m_import, &QPushButton::clicked, m_controller, &WorkshopController::importBallots);
    connect(m_reveal, &QPushButton::clicked, m_controller, &WorkshopController::reveal);
    connect(m_next, &QPushButton::clicked, m_controller, &WorkshopController::nextRound);
    // The controller as context: it may go first when the application closes.
    connect(m_note, &QLineEdit::editingFinished, m_controller,
            [this] { m_controller->setRoundNote(m_note->text()); });
}

void RoundPanel::refresh(const ad::Workshop &workshop, const std::string &fingerprint)
{
    const ad::Round &round = workshop.current();
    m_status->setText(workshopui::roundStatus(workshop));
    const QStringList waiting = workshopui::votedNames(workshop, false);
    if (workshop.participants.empty())
        m_waiting->setText(tr("Add the participants first."));
    else if (round.revealed)
        m_waiting->setText(tr("Results are shown on the right. After the discussion, start the "
                              "next round to vote again."));
    else if (waiting.isEmpty())
        m_waiting->setText(tr("Everyone has voted: ready to reveal."));
    else
        m_waiting->setText(tr("Waiting for: %1").arg(waiting.join(QStringLiteral(", "))));

    const int other = workshopui::ballotsOnOtherScenario(workshop, fingerprint);
    m_warning->setVisible(other > 0);
    m_warning->setText(other == 1 ? tr("⚠ One ballot of this round was cast before the "
                                       "scenario's inputs changed.")
                                  : tr("⚠ %1 ballots of this round were cast before the "
                                       "scenario's inputs changed.")
                                        .arg(other));

    m_import->setEnabled(!round.revealed);
    m_reveal->setEnabled(!round.revealed && !round.ballots.empty());
    m_next->setEnabled(round.revealed);
    const QString note = QString::fromStdString(round.note);
    if (!m_note->hasFocus() && m_note->text() != note) m_note->setText(note);
}
