#pragma once
// The container of every result view: overview, costs, serving, training, break-even, decision, how firm
// the answer is under uncertainty, and the "how was this computed" details. It only shows an assessment; edits go out as signals so the
// shell can turn them into undo commands and send the new assessment back.
#include "assessment/assessment.h"
#include "catalog/catalog.h"
#include "uncertainty/uncertainty.h"

#include <QWidget>

#include <array>
#include <memory>
#include <vector>

QT_BEGIN_NAMESPACE
class QComboBox;
class QLabel;
class QScrollArea;
class QStackedWidget;
class QTabWidget;
class QTableView;
QT_END_NAMESPACE
class BreakEvenModel;
class ChartPane;
class CostPerTokenModel;
class DecisionScoreModel;
class ExplainBrowser;
class ExplainView;
class KeyFiguresModel;
class MatrixView;
class RecommendationPanel;
class ServingCurveModel;
class TrainingCurveModel;
class UncertaintyView;

class ResultsView : public QWidget
{
    Q_OBJECT
public:
    enum Tab { OverviewTab, CostsTab, ServingTab, TrainingTab, BreakEvenTab, DecisionTab, UncertaintyTab,
               DetailsTab };

    explicit ResultsView(QWidget *parent = nullptr);
    ~ResultsView() override;

    void setAssessment(const ad::Assessment &assessment);
    void setAssessment(std::shared_ptr<const ad::Assessment> assessment); // shared, not copied
    // Source ids in explanations are resolved to titles and dates through the catalog; the
    // training curves fall back on its peak FLOP/s.
    void setCatalog(const ad::Catalog &catalog);

    // The session's uncertainty runner at work on the assessment set last (percent done), or
    // stopped by the user.
    void showUncertaintyRunning(int percent);
    void showUncertaintyCancelled();
    // A finished analysis of `assessment`: the "How firm" tab shows it, and the overview's memo
    // uses its samples while `assessment` is the one on screen (as page 1 of the report does).
    void setUncertainty(std::shared_ptr<const ad::UncertaintyResult> result,
                        std::shared_ptr<const ad::Assessment> assessment);
    // The result for the assessment on screen, or nullptr while none is.
    const ad::UncertaintyResult *currentUncertainty() const;
    std::shared_ptr<const ad::UncertaintyResult> currentUncertaintyShared() const;

    QTabWidget *tabs() const { return m_tabs; }
    const ad::Assessment *assessment() const { return m_assessment.get(); }
    // A scenario replaced whole (new, opened, a preset): the overview back at its headline and
    // its table at the leader's total, explained, as at a first look; a selection or a scroll
    // position in the previous scenario means nothing in this one.
    void startOver();
    // Shows the explanation of one figure on the Details tab.
    void explain(const std::string &optionId, const QString &key);

    // The parts, for the shell's benchmark, the report and tests. Only the visible tab follows
    // every assessment; asking for a part brings its tab up to date first.
    KeyFiguresModel *keyFiguresModel() const { return fresh(OverviewTab, m_keyFigures); }
    CostPerTokenModel *costModel() const { return fresh(CostsTab, m_costs); }
    TrainingCurveModel *trainingModel() const { return fresh(TrainingTab, m_training); }
    ServingCurveModel *servingModel() const { return fresh(ServingTab, m_serving); }
    BreakEvenModel *breakEvenModel() const { return fresh(BreakEvenTab, m_breakEven); }
    DecisionScoreModel *decisionScoreModel() const { return fresh(DecisionTab, m_scores); }
    ChartPane *costPane() const { return fresh(CostsTab, m_costPane); }
    ChartPane *trainingPane() const { return fresh(TrainingTab, m_trainingPane); }
    ChartPane *servingPane() const { return fresh(ServingTab, m_servingPane); }
    // Shown on the Serving tab instead of the chart while the scenario sets no latency target.
    QLabel *servingHint() const { return fresh(ServingTab, m_servingHint); }
    QComboBox *servingMeasure() const { return fresh(ServingTab, m_servingMeasure); }
    ChartPane *breakEvenPane() const { return fresh(BreakEvenTab, m_breakEvenPane); }
    ChartPane *scorePane() const { return fresh(DecisionTab, m_scorePane); }
    MatrixView *matrixView() const { return fresh(DecisionTab, m_matrix); }
    RecommendationPanel *recommendationPanel() const { return fresh(OverviewTab, m_recommendation); }
    ExplainView *explainView() const { return fresh(DetailsTab, m_explain); }
    UncertaintyView *uncertaintyView() const { return fresh(UncertaintyTab, m_uncertainty); }
    QTableView *keyFiguresTable() const { return fresh(OverviewTab, m_keyTable); }
    ExplainBrowser *overviewExplanation() const { return fresh(OverviewTab, m_overviewExplain); }

    // The table Copy and Export CSV… of the Edit menu act on: the one with the focus, else the
    // current tab's; nullptr on the Details tab.
    QTableView *currentTable() const;

signals:
    // Requests only: nothing changes here until the recomputed assessment comes back. Scores are
    // on 0..1 and keyed by offer id, as in ad::DecisionInputs::scores.
    void weightEdited(const QString &criterionId, int weight);
    void scoreEdited(const QString &criterionId, const QString &offerId, double score);
    void scoreOverrideCleared(const QString &criterionId, const QString &offerId);
    // The "How firm" tab: a range set or reset to its default, and the runner's buttons.
    void rangeEdited(const QString &inputId, const ad::Range &range);
    void rangeReset(const QString &inputId);
    void uncertaintyCancelRequested();
    void uncertaintyRerunRequested();

private:
    QWidget *buildOverview();
    QWidget *buildCosts();
    QWidget *buildServing();
    void updateServingSummary();
    QWidget *buildBreakEven();
    QWidget *buildDecision();
    void updateSummaries();
    void refreshOverview();
    // The key figures' columns within the table's width where the names can give way.
    void fitKeyTable();
    void explainCurrentFigure();
    // Brings the views on `tab` up to date with m_assessment if an assessment arrived while the
    // tab was hidden. Updating hidden tabs on every keystroke cost a third of an edit's time.
    void refresh(int tab) const;
    template<typename T>
    T *fresh(int tab, T *part) const
    {
        refresh(tab);
        return part;
    }

    QTabWidget *m_tabs = nullptr;
    std::shared_ptr<const ad::Assessment> m_assessment;
    mutable std::array<bool, DetailsTab + 1> m_stale{}; // tab shows an older assessment
    std::shared_ptr<const ad::Catalog> m_catalog;

    KeyFiguresModel *m_keyFigures;
    CostPerTokenModel *m_costs;
    TrainingCurveModel *m_training;
    ServingCurveModel *m_serving;
    BreakEvenModel *m_breakEven;
    DecisionScoreModel *m_scores;

    RecommendationPanel *m_recommendation = nullptr;
    QScrollArea *m_overviewScroll = nullptr;
    QTableView *m_keyTable = nullptr;
    std::vector<int> m_keyTableWidths;  // of the texts, when its columns were last fitted
    ExplainBrowser *m_overviewExplain = nullptr;
    ChartPane *m_costPane = nullptr;
    QComboBox *m_pricingFilter = nullptr;
    ChartPane *m_trainingPane = nullptr;
    QStackedWidget *m_servingStack = nullptr;
    QLabel *m_servingHint = nullptr;
    ChartPane *m_servingPane = nullptr;
    QComboBox *m_servingMeasure = nullptr;
    ChartPane *m_breakEvenPane = nullptr;
    QComboBox *m_breakEvenAxis = nullptr;
    ChartPane *m_scorePane = nullptr;
    MatrixView *m_matrix = nullptr;
    ExplainView *m_explain = nullptr;
    UncertaintyView *m_uncertainty = nullptr;
    std::shared_ptr<const ad::UncertaintyResult> m_uncertaintyResult;
    std::shared_ptr<const ad::Assessment> m_uncertaintyFor;  // the assessment it describes
};
