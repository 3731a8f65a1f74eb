#include "ballotform.h"

#include "ballotscores.h"
#include "workshopresults.h"
#include "views/messagetext.h"
#include "views/windowfit.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

#include <set>

BallotForm::BallotForm(const ad::Catalog &catalog, const ad::Assessment *assessment,
                       const Setup &setup, QWidget *parent)
    : QDialog(parent), m_name(setup.participantName), m_fixedRound(setup.round)
{
    setObjectName(QStringLiteral("ballotForm"));
    setWindowTitle(tr("Ballot of %1").arg(setup.participantName));

    auto *heading = new QLabel(tr("Ballot of %1").arg(setup.participantName));
    heading->setObjectName(QStringLiteral("ballotHeading"));
    heading->setTextFormat(Qt::PlainText); // a name is text, whatever it looks like
    QFont big = heading->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    heading->setFont(big);

    QString intro = tr("Give every criterion a weight from 1 (barely matters) to 5 (decisive). "
                       "Your answers stay hidden until the facilitator reveals the round.");
    if (setup.replacesEarlier)
        intro += QLatin1Char(' ') + tr("You have already voted in this round: this ballot "
                                       "replaces your earlier one.");
    auto *introLabel = new QLabel(intro);
    introLabel->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    if (setup.roundEditable) {
        m_round = new QSpinBox;
        m_round->setObjectName(QStringLiteral("ballotRound"));
        m_round->setRange(1, 1000);
        m_round->setValue(setup.round);
        m_round->setToolTip(tr("The workshop round this ballot is for; the facilitator says "
                               "which round is open."));
        auto *roundRow = new QFormLayout;
        roundRow->addRow(tr("For round:"), m_round);
        layout->addLayout(roundRow);
    } else {
        auto *roundLabel = new QLabel(tr("Round %1").arg(setup.round));
        roundLabel->setObjectName(QStringLiteral("ballotRoundLabel"));
        layout->addWidget(roundLabel);
    }
    layout->addWidget(introLabel);

    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *content = new QWidget;
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->addWidget(buildWeights(catalog));
    if (QWidget *scores = buildScores(catalog, assessment)) contentLayout->addWidget(scores);
    contentLayout->addStretch(1);
    scroll->setWidget(content);
    layout->addWidget(scroll, 1);
    if (m_scoresCheck) {
        // Unfolding the scores brings them into view; they sit below thirteen criteria.
        connect(m_scoresCheck, &QCheckBox::toggled, this, [this, scroll](bool on) {
            if (!on) return;
            QTimer::singleShot(0, this, [this, scroll] { scroll->ensureWidgetVisible(m_scores); });
        });
    }

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_submit = buttons->addButton(setup.submitText.isEmpty() ? tr("Submit Ballot")
                                                             : setup.submitText,
                                  QDialogButtonBox::AcceptRole);
    m_submit->setObjectName(QStringLiteral("submitBallot"));
    m_submit->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    windowfit::resizeToFit(this, QSize(980, 820));
}

QWidget *BallotForm::buildWeights(const ad::Catalog &catalog)
{
    auto *box = new QGroupBox(tr("How much does each criterion matter?"));
    auto *grid = new QGridLayout(box);
    grid->setHorizontalSpacing(18);
    grid->setVerticalSpacing(10);
    // The radio buttons carry the numbers; the header says what the ends and the middle mean.
    const QStringList legend = {tr("barely\nmatters"), QString(), tr("middle"), QString(),
                                tr("decisive")};
    for (int w = 1; w <= 5; ++w) {
        auto *header = new QLabel(legend[w - 1]);
        header->setAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        grid->addWidget(header, 0, w);
    }
    int row = 1;
    for (const ad::Criterion &criterion : catalog.criteria) {
        const QString name = views::catalogText(criterion.name);
        auto *text = new QLabel(QStringLiteral("<b>%1</b><br>%2")
                                    .arg(name.toHtmlEscaped(),
                                         workshopui::criterionSummary(catalog, criterion.id)
                                             .toHtmlEscaped()));
        text->setWordWrap(true);
        text->setToolTip(views::catalogText(criterion.description));
        text->setMinimumWidth(380);
        grid->addWidget(text, row, 0);

        auto *group = new QButtonGroup(this);
        for (int w = 1; w <= 5; ++w) {
            auto *button = new QRadioButton(QString::number(w));
            button->setObjectName(QStringLiteral("weight_%1_%2")
                                      .arg(QString::fromStdString(criterion.id))
                                      .arg(w));
            button->setAccessibleName(tr("%1: weight %2").arg(name).arg(w));
            group->addButton(button, w);
            grid->addWidget(button, row, w, Qt::AlignHCenter);
        }
        group->button(NeutralWeight)->setChecked(true);
        m_groups[criterion.id] = group;
        ++row;
    }
    grid->setColumnStretch(0, 1);
    return box;
}

QWidget *BallotForm::buildScores(const ad::Catalog &catalog, const ad::Assessment *assessment)
{
    std::vector<BallotScoresGrid::Column> columns;
    for (const ad::Criterion &c : catalog.criteria)
        if (!c.derived) columns.push_back({c.id, views::catalogText(c.name)});
    // The options the matrix ranks, one row per offer (the matrix scores offers).
    std::vector<BallotScoresGrid::Row> rows;
    std::set<std::string> seen;
    if (assessment) {
        for (const ad::MatrixRow &row : assessment->decision.rows) {
            if (row.excluded) continue;
            const ad::OptionAssessment *option = assessment->option(row.optionId);
            if (!option || !seen.insert(option->offerId).second) continue;
            rows.push_back({option->offerId, QString::fromStdString(row.label)});
        }
    }
    if (columns.empty() || rows.empty()) return nullptr;

    auto *section = new QWidget;
    auto *layout = new QVBoxLayout(section);
    layout->setContentsMargins(0, 0, 0, 0);
    m_scoresCheck = new QCheckBox(tr("Also give my own scores for the judgement criteria "
                                     "(optional)"));
    m_scoresCheck->setObjectName(QStringLiteral("ballotScores"));
    layout->addWidget(m_scoresCheck);
    // Folded until asked for: most participants only weigh.
    auto *box = new QGroupBox(tr("My own scores"));
    auto *boxLayout = new QVBoxLayout(box);
    auto *note = new QLabel(tr("These criteria are scored from expert profiles, not computed. "
                               "Score an option from 0 (worst) to 100 (best) where you "
                               "disagree with the matrix; leave — to keep its score."));
    note->setWordWrap(true);
    boxLayout->addWidget(note);
    m_scores = new BallotScoresGrid(columns, rows);
    boxLayout->addWidget(m_scores);
    box->setVisible(false);
    layout->addWidget(box);
    connect(m_scoresCheck, &QCheckBox::toggled, box, &QWidget::setVisible);
    return section;
}

std::map<std::string, int> BallotForm::weights() const
{
    std::map<std::string, int> out;
    for (const auto &[id, group] : m_groups)
        if (group->checkedId() >= 1) out[id] = group->checkedId();
    return out;
}

std::map<std::string, std::map<std::string, double>> BallotForm::scores() const
{
    if (!m_scoresCheck || !m_scoresCheck->isChecked() || !m_scores) return {};
    return m_scores->scores();
}

int BallotForm::round() const
{
    return m_round ? m_round->value() : m_fixedRound;
}

QButtonGroup *BallotForm::weightGroup(const std::string &criterionId) const
{
    const auto found = m_groups.find(criterionId);
    return found == m_groups.end() ? nullptr : found->second;
}

QRadioButton *BallotForm::weightButton(const std::string &criterionId, int weight) const
{
    QButtonGroup *group = weightGroup(criterionId);
    return group ? qobject_cast<QRadioButton *>(group->button(weight)) : nullptr;
}
