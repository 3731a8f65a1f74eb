#include "resultsview.h"

#include "breakevenmodel.h"
#include "chartfactory.h"
#include "chartpane.h"
#include "costpertokenmodel.h"
#include "decisionscoremodel.h"
#include "explainview.h"
#include "keyfiguresmodel.h"
#include "matrixview.h"
#include "recommendationpanel.h"
#include "servingcurvemodel.h"
#include "tableexport.h"
#include "textshaping.h"
#include "trainingcurvemodel.h"
#include "uncertaintyview.h"
#include "viewformat.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFontMetrics>
#include <QHeaderView>
#include <QEvent>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <functional>

namespace {

// The results take whatever height the window gives them, so asking how tall the tabs would like
// to be at a given width only costs time: QStackedLayout asks every page, hidden ones included,
// and after each edit that laid out the wrapped labels of all six pages again (a fifth of an
// edit with every chart tab painted).
class ResultsTabs : public QTabWidget
{
public:
    using QTabWidget::QTabWidget;
    bool hasHeightForWidth() const override { return false; }
    int heightForWidth(int) const override { return -1; }
};

// Calls `react` after the watched widget is resized.
class OnResize : public QObject
{
public:
    OnResize(QObject *parent, std::function<void()> react)
        : QObject(parent), m_react(std::move(react)) {}

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Resize) m_react();
        return false;
    }

private:
    std::function<void()> m_react;
};

} // namespace

ResultsView::ResultsView(QWidget *parent)
    : QWidget(parent)
    , m_tabs(new ResultsTabs(this))
    , m_keyFigures(new KeyFiguresModel(this))
    , m_costs(new CostPerTokenModel(this))
    , m_training(new TrainingCurveModel(this))
    , m_serving(new ServingCurveModel(this))
    , m_breakEven(new BreakEvenModel(this))
    , m_scores(new DecisionScoreModel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(buildOverview(), tr("Overview"));
    m_tabs->addTab(buildCosts(), tr("Costs"));
    m_tabs->addTab(buildServing(), tr("Serving"));
    m_tabs->setTabToolTip(ServingTab, tr("Throughput and cost per token against the speed each "
                                         "user gets, at the latency target"));
    m_trainingPane = new ChartPane(m_training,
                                   [this] { return charts::trainingCostFigures(*m_training); });
    m_tabs->addTab(m_trainingPane, tr("Training"));
    m_tabs->addTab(buildBreakEven(), tr("Break-even"));
    m_tabs->addTab(buildDecision(), tr("Decision"));
    m_uncertainty = new UncertaintyView;
    // Scrolled, so its headline, tables and chart never make the window taller than a small
    // laptop screen at 200 % (tst_gui_exports windowsFitTheScreen).
    auto *firmScroll = new QScrollArea;
    firmScroll->setWidget(m_uncertainty);
    firmScroll->setWidgetResizable(true);
    firmScroll->setFrameShape(QFrame::NoFrame);
    m_tabs->addTab(firmScroll, tr("How Firm"));
    m_tabs->setTabToolTip(UncertaintyTab,
                          tr("How the answer holds up when the figures it rests on are ranges"));
    connect(m_uncertainty, &UncertaintyView::rangeEdited, this, &ResultsView::rangeEdited);
    connect(m_uncertainty, &UncertaintyView::rangeReset, this, &ResultsView::rangeReset);
    connect(m_uncertainty, &UncertaintyView::cancelRequested, this,
            &ResultsView::uncertaintyCancelRequested);
    connect(m_uncertainty, &UncertaintyView::rerunRequested, this,
            &ResultsView::uncertaintyRerunRequested);
    m_explain = new ExplainView;
    m_tabs->addTab(m_explain, tr("Details"));
    m_tabs->setTabToolTip(DetailsTab, tr("How each figure was computed, and from which source"));
    // A switch of tabs turns the updates of the whole stack of pages off and on again
    // (QStackedLayout), which visits every widget of every page twice; a page whose updates are
    // off already is skipped. So only the page shown has them on.
    auto updatesOnlyWhereShown = [this] {
        for (int i = 0; i < m_tabs->count(); ++i)
            m_tabs->widget(i)->setUpdatesEnabled(i == m_tabs->currentIndex());
    };
    updatesOnlyWhereShown();
    connect(m_tabs, &QTabWidget::currentChanged, this, updatesOnlyWhereShown);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int tab) { refresh(tab); });
}

ResultsView::~ResultsView() = default;

QWidget *ResultsView::buildOverview()
{
    m_recommendation = new RecommendationPanel;
    auto *scroll = m_overviewScroll = new QScrollArea;
    scroll->setWidget(m_recommendation);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);

    m_keyTable = new QTableView;
    m_keyTable->setModel(m_keyFigures);
    m_keyTable->verticalHeader()->hide();
    m_keyTable->setAlternatingRowColors(true);
    m_keyTable->setWordWrap(false);
    m_keyTable->setTextElideMode(Qt::ElideMiddle);
    m_keyTable->horizontalHeader()->setStretchLastSection(false);
    m_keyTable->setAccessibleName(tr("Key figures by option"));
    // What a decision turns on (the total over the horizon, the port and when it pays back)
    // right after the name, so a narrow window shows it without scrolling sideways; the copy and
    // the CSV keep the model's order.
    QHeaderView *header = m_keyTable->horizontalHeader();
    int place = KeyFiguresModel::Option + 1;
    for (int column : {int(KeyFiguresModel::Tco), int(KeyFiguresModel::PortingWeeks),
                       int(KeyFiguresModel::BreakEven)})
        header->moveSection(header->visualIndex(column), place++);
    m_keyTable->installEventFilter(new OnResize(m_keyTable, [this] { fitKeyTable(); }));
    tableexport::install(m_keyTable);
    textshaping::install(m_keyTable);
    m_overviewExplain = new ExplainBrowser;
    m_overviewExplain->clearExplanation(
        tr("Select a figure in the table to see how it was computed; double-click for all "
           "details."));
    connect(m_keyTable->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &ResultsView::explainCurrentFigure);
    connect(m_keyTable, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        if (const auto key = views::parseExplainKey(index.data(views::ExplainKeyRole)))
            explain(key->first, key->second);
    });

    // The answer and the explanation of whichever figure is selected side by side on top; the
    // figures below at full width, since they are the widest part.
    auto *top = new QSplitter(Qt::Horizontal);
    top->addWidget(scroll);
    top->addWidget(m_overviewExplain);
    top->setStretchFactor(0, 3);
    top->setStretchFactor(1, 2);
    top->setSizes({600, 400});
    top->setChildrenCollapsible(false);

    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(top);
    split->addWidget(m_keyTable);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({600, 400});
    split->setChildrenCollapsible(false);
    return split;
}

QWidget *ResultsView::buildCosts()
{
    m_costPane = new ChartPane(m_costs, [this] { return charts::costPerTokenFigures(*m_costs); });
    m_pricingFilter = new QComboBox;
    m_pricingFilter->addItem(tr("Scenario's pricing model"));
    for (auto model : ad::allPricingModels)
        m_pricingFilter->addItem(views::pricingModelName(model), int(model));
    m_pricingFilter->addItem(tr("All pricing models"), -1);
    m_pricingFilter->setAccessibleName(tr("Pricing model shown"));
    connect(m_pricingFilter, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (index == 0) {
            m_costs->followScenarioPricing();
        } else {
            const int model = m_pricingFilter->itemData(index).toInt();
            m_costs->setPricingFilter(model < 0 ? std::nullopt
                                                : std::optional(ad::PricingModel(model)));
        }
        updateSummaries();
    });
    auto *label = new QLabel(tr("&Pricing:"));
    label->setBuddy(m_pricingFilter);
    m_costPane->addControl(label);
    m_costPane->addControl(m_pricingFilter);
    return m_costPane;
}

QWidget *ResultsView::buildBreakEven()
{
    m_breakEvenPane = new ChartPane(m_breakEven,
                                    [this] { return charts::breakEvenFigures(*m_breakEven); });
    m_breakEvenAxis = new QComboBox;
    m_breakEvenAxis->addItem(tr("Over time (days)"));
    m_breakEvenAxis->addItem(tr("Over tokens served"));
    connect(m_breakEvenAxis, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_breakEven->setAxis(index == 1 ? BreakEvenModel::Axis::Tokens
                                        : BreakEvenModel::Axis::Days);
        updateSummaries();
    });
    auto *label = new QLabel(tr("Cumulative cost &axis:"));
    label->setBuddy(m_breakEvenAxis);
    m_breakEvenPane->addControl(label);
    m_breakEvenPane->addControl(m_breakEvenAxis);
    return m_breakEvenPane;
}

QWidget *ResultsView::buildDecision()
{
    m_matrix = new MatrixView;
    connect(m_matrix, &MatrixView::weightEdited, this, &ResultsView::weightEdited);
    connect(m_matrix, &MatrixView::scoreEdited, this, &ResultsView::scoreEdited);
    connect(m_matrix, &MatrixView::scoreOverrideCleared, this, &ResultsView::scoreOverrideCleared);
    m_scorePane = new ChartPane(m_scores,
                                [this] { return charts::decisionScoreFigures(*m_scores); });
    m_scorePane->tableToggle()->setChecked(false);
    m_matrix->setCompanion(m_scorePane);
    return m_matrix;
}

void ResultsView::setAssessment(const ad::Assessment &assessment)
{
    setAssessment(std::make_shared<const ad::Assessment>(assessment));
}

void ResultsView::setAssessment(std::shared_ptr<const ad::Assessment> assessment)
{
    m_assessment = std::move(assessment);
    m_stale.fill(true);
    refresh(m_tabs->currentIndex());
}

void ResultsView::refresh(int tab) const
{
    if (tab < 0 || tab > DetailsTab || !m_stale[std::size_t(tab)] || !m_assessment) return;
    m_stale[std::size_t(tab)] = false;
    // The views change, not the container: refreshing is part of showing what is already set.
    auto *self = const_cast<ResultsView *>(this);
    switch (tab) {
    case OverviewTab: self->refreshOverview(); break;
    case CostsTab:
        m_costs->setUncertainty(currentUncertaintyShared(), false);
        m_costs->setAssessment(m_assessment);
        if (m_pricingFilter)
            m_pricingFilter->setItemText(0, tr("Scenario's (%1)").arg(views::pricingModelName(
                                                m_assessment->scenario.strategy.pricingModel)));
        break;
    case ServingTab:
        m_serving->setAssessment(m_assessment);
        m_servingStack->setCurrentWidget(m_serving->hasTarget()
                                             ? static_cast<QWidget *>(m_servingPane)
                                             : m_servingHint);
        break;
    case TrainingTab:
        m_training->setUncertainty(currentUncertaintyShared(), false);
        m_training->setAssessment(m_assessment);
        break;
    case BreakEvenTab:
        m_breakEven->setUncertainty(currentUncertaintyShared(), false);
        m_breakEven->setAssessment(m_assessment);
        break;
    case DecisionTab:
        m_scores->setAssessment(m_assessment);
        m_matrix->setAssessment(m_assessment);
        break;
    case UncertaintyTab: m_uncertainty->setAssessment(m_assessment, m_catalog); break;
    case DetailsTab: m_explain->setAssessment(m_assessment); break;
    }
    self->updateSummaries();
}

void ResultsView::refreshOverview()
{
    // The figure being explained stays selected across re-evaluations (same option, same column).
    const QModelIndex current = m_keyTable->currentIndex();
    const auto *selected = m_keyFigures->optionAt(current.row());
    const std::string selectedId = selected ? selected->id : std::string();
    // A workload that only serves runs no training: its cost and run time would be of a run
    // nobody plans.
    const bool trains = m_assessment->scenario.workload.trains();
    int selectedColumn = current.isValid() ? current.column() : int(KeyFiguresModel::Tco);
    if (!trains && (selectedColumn == KeyFiguresModel::TrainingCostPerRun
                    || selectedColumn == KeyFiguresModel::WallClockDays))
        selectedColumn = KeyFiguresModel::Tco;

    m_recommendation->setAssessment(*m_assessment, currentUncertainty());
    m_keyFigures->setAssessment(m_assessment);
    m_keyTable->setColumnHidden(KeyFiguresModel::TrainingCostPerRun, !trains);
    m_keyTable->setColumnHidden(KeyFiguresModel::WallClockDays, !trains);
    // Fitting the columns measures every cell through the style, a good part of an edit; most
    // edits change figures but not how wide the widest text of a column is.
    if (std::vector<int> widths = textshaping::columnTextWidths(m_keyTable);
        widths != m_keyTableWidths) {
        m_keyTableWidths = std::move(widths);
        m_keyTable->resizeColumnsToContents();
        fitKeyTable();
    }
    int row = 0;  // else the leader's total, so the explanation is never an empty box
    for (int r = 0; r < m_keyFigures->rowCount(); ++r)
        if (m_keyFigures->optionAt(r)->id == selectedId) row = r;
    if (m_keyFigures->rowCount() > 0) {
        // Selected without scrolling: the view would otherwise scroll the selected total into
        // sight and push the option names off the left edge of a narrow table.
        const bool autoScroll = m_keyTable->hasAutoScroll();
        m_keyTable->setAutoScroll(false);
        m_keyTable->setCurrentIndex(m_keyFigures->index(row, selectedColumn));
        m_keyTable->setAutoScroll(autoScroll);
        // Explained again even when the index did not change and so emitted nothing: the
        // figure behind it did.
        explainCurrentFigure();
    } else {
        m_overviewExplain->clearExplanation(tr("No option is left to explain."));
    }
}

void ResultsView::fitKeyTable()
{
    // The figures keep the width of their widest text; the names give way, shortened in the
    // middle with the whole name in the tooltip, down to a width that still tells them apart.
    const int option = KeyFiguresModel::Option;
    m_keyTable->resizeColumnToContents(option);
    int total = 0;
    for (int c = 0; c < m_keyFigures->columnCount(); ++c)
        if (!m_keyTable->isColumnHidden(c)) total += m_keyTable->columnWidth(c);
    const int over = total - m_keyTable->viewport()->width();
    if (over <= 0) return;
    const int narrowest = m_keyTable->fontMetrics().averageCharWidth() * 16;
    m_keyTable->setColumnWidth(option,
                               std::max(narrowest, m_keyTable->columnWidth(option) - over));
}

void ResultsView::explainCurrentFigure()
{
    const QModelIndex index = m_keyTable->currentIndex();
    const auto key = views::parseExplainKey(index.data(views::ExplainKeyRole));
    if (key && m_assessment) {
        // Headed by the value as the cell writes it, so the two never read as different figures.
        m_overviewExplain->explainKey(*m_assessment, key->first, key->second, index.data().toString());
        return;
    }
    // A cell with no figure behind it (rank, name): an explanation of another cell would read
    // as if it belonged to this one.
    m_overviewExplain->clearExplanation(
        tr("Select a figure in the table to see how it was computed; double-click for all "
           "details."));
}

QTableView *ResultsView::currentTable() const
{
    if (QTableView *focused = tableexport::focusedTable(); focused && isAncestorOf(focused))
        return focused;
    switch (m_tabs->currentIndex()) {
    case OverviewTab: return keyFiguresTable();
    case CostsTab: return costPane()->table();
    case ServingTab: return servingPane()->table();
    case TrainingTab: return trainingPane()->table();
    case BreakEvenTab: return breakEvenPane()->table();
    case DecisionTab: return scorePane()->table();
    case UncertaintyTab: return uncertaintyView()->currentTable();
    default: return nullptr;
    }
}

void ResultsView::showUncertaintyRunning(int percent)
{
    m_uncertainty->showRunning(percent);
}

void ResultsView::showUncertaintyCancelled()
{
    m_uncertainty->showCancelled();
}

void ResultsView::setUncertainty(std::shared_ptr<const ad::UncertaintyResult> result,
                                 std::shared_ptr<const ad::Assessment> assessment)
{
    m_uncertaintyResult = std::move(result);
    m_uncertaintyFor = std::move(assessment);
    const bool current = m_uncertaintyFor && m_uncertaintyFor == m_assessment;
    m_uncertainty->setResult(m_uncertaintyResult, current);
    if (current) {
        // The memo's firmness line and the charts' bands now come from the samples. Every tab
        // that shows them is marked: one refreshed between the assessment and its result (the
        // tab on screen, or one a caller asked for) would otherwise keep no bands until the next
        // result, which it would miss the same way.
        m_stale[OverviewTab] = m_stale[CostsTab] = m_stale[TrainingTab] = m_stale[BreakEvenTab] =
            true;
        refresh(m_tabs->currentIndex());
    }
}

std::shared_ptr<const ad::UncertaintyResult> ResultsView::currentUncertaintyShared() const
{
    return currentUncertainty() ? m_uncertaintyResult : nullptr;
}

const ad::UncertaintyResult *ResultsView::currentUncertainty() const
{
    return m_uncertaintyResult && m_uncertaintyFor && m_uncertaintyFor == m_assessment
               ? m_uncertaintyResult.get()
               : nullptr;
}

void ResultsView::setCatalog(const ad::Catalog &catalog)
{
    m_catalog = std::make_shared<const ad::Catalog>(catalog);
    m_training->setCatalog(m_catalog);
    m_serving->setCatalog(m_catalog);
    m_stale[ServingTab] = true;
    m_explain->setCatalog(m_catalog);
    m_overviewExplain->setCatalog(m_catalog);
    m_stale[UncertaintyTab] = true;  // the default ranges follow the catalog's figures
    refresh(m_tabs->currentIndex());
}

void ResultsView::startOver()
{
    m_overviewScroll->verticalScrollBar()->setValue(0);
    m_keyTable->scrollToTop();
    m_keyTable->horizontalScrollBar()->setValue(0);
    // No current cell: the next overview selects the leader's total and explains it.
    m_keyTable->selectionModel()->clearCurrentIndex();
    m_keyTable->clearSelection();
}

void ResultsView::explain(const std::string &optionId, const QString &key)
{
    m_tabs->setCurrentIndex(DetailsTab);
    m_explain->showQuantity(optionId, key);
}

void ResultsView::updateSummaries()
{
    if (!m_assessment) return;
    const int unpriced = m_costs->rowCount() - m_costs->chartRowCount();
    // The cheapest offer one can buy: an indicative price is a reference, never the cheapest.
    const int cheapest = m_costs->cheapestOfferRow();
    m_costPane->setSummary(
        cheapest < 0
            ? tr("No option has a cost per token here.")
            : tr("Cheapest: %1 at %2 per million tokens.%3")
                  .arg(m_costs->chartLabel(cheapest),
                       views::usd(m_costs->optionAt(cheapest)->costPerMTokens.value),
                       unpriced > 0 ? tr(" The table also lists the options without a cost (%1).")
                                          .arg(unpriced)
                                    : QString()));
    if (m_training->optionCount() > 0 && m_training->userRow() >= 0) {
        const int row = m_training->userRow();
        QString text = tr("At your model size, one run costs %1 on %2.")
                           .arg(views::usd(m_training->costAt(row, 0)),
                                QString::fromStdString(m_training->option(0)->label));
        if (const auto band = m_training->bandAt(0))
            text += QLatin1Char(' ') + tr("In 80 % of the cases, between %1 and %2.")
                                           .arg(views::usd((*band)[0]), views::usd((*band)[2]));
        m_trainingPane->setSummary(text);
    } else {
        m_trainingPane->setSummary(m_training->optionCount() == 0
                                       ? tr("No option in the decision can be priced for training.")
                                       : QString());
    }
    updateServingSummary();
    const QString band = m_breakEven->bandSummary();
    m_breakEvenPane->setSummary(band.isEmpty() ? m_breakEven->summary()
                                               : m_breakEven->summary() + QLatin1Char(' ') + band);
    // The reasons are in the knock-out list above the chart, on the same tab.
    QStringList excluded;
    for (const auto &entry : m_scores->excluded()) excluded << entry.first;
    m_scorePane->setFootnote(excluded.isEmpty()
                                 ? QString()
                                 : tr("Not in the chart, knocked out: %1.")
                                       .arg(excluded.join(QStringLiteral("; "))));
}
