#include "resultspanel.h"

#include "workshopcontroller.h"
#include "workshopmodels.h"
#include "views/tableexport.h"
#include "views/viewformat.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace {

QLabel *wrapped(const QString &text)
{
    auto *label = new QLabel(text);
    label->setTextFormat(Qt::PlainText); // may name participants and options: never markup
    label->setWordWrap(true);
    return label;
}

} // namespace

ResultsPanel::ResultsPanel(WorkshopController *controller, QWidget *parent)
    : QWidget(parent), m_controller(controller), m_weights(new WorkshopTableModel(this)),
      m_spreads(new WorkshopTableModel(this)), m_ranking(new WorkshopTableModel(this)),
      m_moves(new WorkshopTableModel(this))
{
    m_heading = new QLabel;
    m_heading->setObjectName(QStringLiteral("resultsHeading"));
    QFont big = m_heading->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_heading->setFont(big);
    m_heading->setWordWrap(true);
    m_heading->setTextFormat(Qt::PlainText);
    m_roundCombo = new QComboBox;
    m_roundCombo->setObjectName(QStringLiteral("resultsRound"));
    m_roundCombo->setToolTip(tr("Show the results of an earlier revealed round."));
    auto *top = new QHBoxLayout;
    top->addWidget(m_heading, 1);
    top->addWidget(new QLabel(tr("Round:")));
    top->addWidget(m_roundCombo);

    m_placeholder = wrapped(tr("Results appear here once a round is revealed. Until then "
                               "nobody, the facilitator included, sees a single vote: only who "
                               "has voted."));
    m_placeholder->setObjectName(QStringLiteral("resultsPlaceholder"));
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setMargin(40);

    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("resultsTabs"));
    m_tabs->addTab(tablePage(QString(), m_weights, workshopui::WCriterion, &m_weightsView,
                             &m_weightsIntro),
                   tr("Aggregated Weights"));
    m_tabs->addTab(tablePage(tr("Criteria the room agrees on least come first: the largest "
                                "standard deviation (population form), then the widest range. "
                                "IQR is the spread of the middle half of the votes."),
                             m_spreads, workshopui::SCriterion, &m_spreadsView),
                   tr("Disagreement"));
    m_tabs->addTab(rankingPage(), tr("Ranking Agreement"));
    m_tabs->addTab(movesPage(), tr("What Moved"));

    m_stack = new QStackedWidget;
    m_stack->addWidget(m_placeholder);
    m_stack->addWidget(m_tabs);

    m_apply = new QPushButton(tr("Apply Aggregated Weights to the Matrix"));
    m_apply->setObjectName(QStringLiteral("applyWeights"));
    m_apply->setToolTip(tr("Set the matrix's weights to the whole aggregated weights of the "
                           "round shown, as one step that Edit → Undo takes back."));
    m_projector = new QPushButton(tr("Projector View"));
    m_projector->setObjectName(QStringLiteral("showProjector"));
    m_projector->setToolTip(tr("Full screen, large type, one page at a time (F5). Left and "
                               "Right page, Esc leaves."));
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_apply);
    bottom->addStretch(1);
    bottom->addWidget(m_projector);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_stack, 1);
    layout->addLayout(bottom);

    connect(m_roundCombo, &QComboBox::activated, this,
            [this](int index) { emit roundChosen(m_roundCombo->itemData(index).toInt()); });
    connect(m_apply, &QPushButton::clicked, this,
            [this] { m_controller->applyAggregatedWeights(m_shownRound); });
    connect(m_projector, &QPushButton::clicked, m_controller,
            &WorkshopController::showProjector);
}

QWidget *ResultsPanel::tablePage(const QString &intro, WorkshopTableModel *model,
                                 int stretchColumn, QTableView **view, QLabel **introLabel)
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    QLabel *label = wrapped(intro);
    layout->addWidget(label);
    if (introLabel) *introLabel = label;
    auto *table = new QTableView;
    table->setModel(model);
    table->verticalHeader()->hide();
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setWordWrap(false);
    // The names take the spare width, so the figures stay next to them.
    connect(model, &QAbstractItemModel::modelReset, table, [table, stretchColumn] {
        QHeaderView *header = table->horizontalHeader();
        for (int c = 0; c < header->count(); ++c)
            header->setSectionResizeMode(c, c == stretchColumn ? QHeaderView::Stretch
                                                               : QHeaderView::ResizeToContents);
    });
    table->setAlternatingRowColors(true);
    tableexport::install(table); // Copy and Export CSV…, as on the main window's tables
    layout->addWidget(table, 1);
    *view = table;
    return page;
}

QWidget *ResultsPanel::rankingPage()
{
    auto *page = tablePage(QString(), m_ranking, workshopui::ROrder, &m_rankingView, &m_kendall);
    m_kendall->setObjectName(QStringLiteral("kendallLabel"));
    QFont bold = m_kendall->font();
    bold.setBold(true);
    m_kendall->setFont(bold);
    m_winners = wrapped(QString());
    m_winners->setObjectName(QStringLiteral("winnersLabel"));
    static_cast<QVBoxLayout *>(page->layout())->insertWidget(1, m_winners);
    return page;
}

QWidget *ResultsPanel::movesPage()
{
    auto *page = tablePage(QString(), m_moves, workshopui::MCriterion, &m_movesView, &m_movesNote);
    m_movesNote->setObjectName(QStringLiteral("movesLabel"));
    m_participantMoves = new QListWidget;
    m_participantMoves->setObjectName(QStringLiteral("participantMoves"));
    m_participantMoves->setMaximumHeight(170);
    page->layout()->addWidget(new QLabel(tr("Who changed their weights:")));
    page->layout()->addWidget(m_participantMoves);
    return page;
}

bool ResultsPanel::showsResults() const
{
    return m_stack->currentWidget() == m_tabs;
}

void ResultsPanel::refresh(const ad::Workshop &workshop, const workshopui::RoundResults &shown,
                           const ad::Assessment *assessment, const ad::Catalog &catalog,
                           const std::map<std::string, int> &matrixWeights)
{
    m_shownRound = shown.revealed ? shown.round : 0;
    {
        const QSignalBlocker block(m_roundCombo);
        m_roundCombo->clear();
        for (const ad::Round &r : workshop.rounds)
            if (r.revealed) m_roundCombo->addItem(QString::number(r.number), r.number);
        m_roundCombo->setCurrentIndex(m_roundCombo->findData(m_shownRound));
        m_roundCombo->setEnabled(m_roundCombo->count() > 1);
    }
    m_apply->setEnabled(m_shownRound > 0);
    if (m_shownRound == 0) {
        m_heading->setText(tr("No results yet"));
        m_stack->setCurrentWidget(m_placeholder);
        // Nothing of a round leaves the core before its reveal; empty the tables too.
        workshopui::RoundResults none;
        workshopui::fillWeights(*m_weights, none, catalog, matrixWeights);
        workshopui::fillSpreads(*m_spreads, none, catalog);
        workshopui::fillRanking(*m_ranking, none, workshop, assessment);
        workshopui::fillMoves(*m_moves, none, catalog);
        m_participantMoves->clear();
        return;
    }
    m_stack->setCurrentWidget(m_tabs);
    m_heading->setText((shown.ballots == 1 ? tr("Results of round %1 — %2 of 1 ballot")
                                           : tr("Results of round %1 — %2 of %3 ballots"))
                           .arg(shown.round)
                           .arg(views::aggregationName(shown.method))
                           .arg(shown.ballots));
    m_weightsIntro->setText(
        tr("The %1 of the room's weights per criterion. The matrix takes whole weights: "
           "“Weight” is the exact value rounded half up; “Matrix now” is the weight the "
           "scenario uses at present.")
            .arg(views::aggregationName(shown.method)));
    workshopui::fillWeights(*m_weights, shown, catalog, matrixWeights);
    workshopui::fillSpreads(*m_spreads, shown, catalog);
    workshopui::fillRanking(*m_ranking, shown, workshop, assessment);
    workshopui::fillMoves(*m_moves, shown, catalog);

    if (shown.ranking) {
        const auto &k = shown.ranking->concordance;
        m_kendall->setText(
            k.w ? tr("Kendall's W = %1: %2.")
                      .arg(workshopui::decimal(*k.w), workshopui::kendallReading(k.w))
                : tr("Kendall's W is %1.").arg(workshopui::kendallReading(k.w)));
        m_winners->setText(
            tr("With their own weights: %1. W runs from 0 (no agreement on the order of the "
               "options) to 1 (everyone ranks them alike).")
                .arg(workshopui::winnerCountLines(*shown.ranking, assessment)
                         .join(QStringLiteral("; "))));
    } else {
        m_kendall->setText(tr("The ranking agreement appears once the scenario is evaluated."));
        m_winners->clear();
    }
    if (shown.moves)
        m_movesNote->setText(tr("How the %1 weight and its spread (standard deviation) moved "
                                "from round %2 to round %3: largest change of weight first, "
                                "then of spread.")
                                 .arg(views::aggregationName(shown.method))
                                 .arg(shown.moves->from)
                                 .arg(shown.moves->to));
    else
        m_movesNote->setText(tr("Round %1 is the first: nothing to compare with yet. After the "
                                "next round this tab shows what moved.")
                                 .arg(shown.round));
    fillParticipantMoves(workshop, shown, catalog);
}

void ResultsPanel::fillParticipantMoves(const ad::Workshop &workshop,
                                        const workshopui::RoundResults &shown,
                                        const ad::Catalog &catalog)
{
    m_participantMoves->clear();
    if (!shown.moves) return;
    auto people = shown.moves->participants;
    ad::sortForDisplay(workshop, people); // by label when anonymous: row order names no one
    for (const ad::ParticipantMove &p : people) {
        const QString who = workshopui::label(workshop, p.participantId);
        QString line;
        if (!p.votedBefore)
            line = tr("%1: voted only in round %2").arg(who).arg(shown.moves->to);
        else if (!p.votedAfter)
            line = tr("%1: did not vote in round %2").arg(who).arg(shown.moves->to);
        else if (p.changes.empty())
            line = tr("%1: kept every weight").arg(who);
        else {
            QStringList changes;
            for (const ad::WeightChange &c : p.changes)
                changes << tr("%1 %2 → %3")
                               .arg(workshopui::criterionName(catalog, c.criterionId),
                                    c.before ? QString::number(*c.before) : QStringLiteral("—"),
                                    c.after ? QString::number(*c.after) : QStringLiteral("—"));
            line = tr("%1: %2").arg(who, changes.join(QStringLiteral(", ")));
        }
        m_participantMoves->addItem(line);
    }
}
