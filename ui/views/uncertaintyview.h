#pragma once
// The "How firm" tab: how the answer holds up when the figures it rests on are ranges. The
// headline in words, the options' cost spreads, the tornado of what moves the saving most with
// its table, and the ranges themselves, editable. It shows what the session's UncertaintyRunner
// computed; edits of a range go out as requests (rangeEdited / rangeReset) for the shell to turn
// into undo commands.
#include "assessment/assessment.h"
#include "catalog/catalog.h"
#include "uncertainty/uncertainty.h"

#include <QWidget>

#include <memory>

QT_BEGIN_NAMESPACE
class QLabel;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTableView;
QT_END_NAMESPACE
class ChartPane;
class RangeModel;
class ThresholdModel;
class TornadoModel;
class UncertaintyOptionsModel;

class UncertaintyView : public QWidget
{
    Q_OBJECT
public:
    explicit UncertaintyView(QWidget *parent = nullptr);

    // The assessment on screen: the range editor follows it at once, the figures when the
    // runner delivers.
    void setAssessment(std::shared_ptr<const ad::Assessment> assessment,
                       std::shared_ptr<const ad::Catalog> catalog);
    // The runner's progress: a bar and Cancel while sampling.
    void showRunning(int percent);
    void showCancelled();
    // A finished analysis; `current` is false when the assessment changed since (shown as such).
    void setResult(std::shared_ptr<const ad::UncertaintyResult> result, bool current);

    QString headlineText() const;
    QString statusText() const;
    UncertaintyOptionsModel *optionsModel() const { return m_options; }
    TornadoModel *tornadoModel() const { return m_tornado; }
    RangeModel *rangeModel() const { return m_ranges; }
    ThresholdModel *thresholdModel() const { return m_thresholds; }
    QTableView *thresholdTable() const { return m_thresholdTable; }
    QString thresholdText() const; // the thresholds as sentences, as shown under their table
    QTableView *optionsTable() const { return m_optionsTable; }
    QTableView *rangeTable() const { return m_rangeTable; }
    ChartPane *tornadoPane() const { return m_tornadoPane; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *rerunButton() const { return m_rerun; }
    QProgressBar *progressBar() const { return m_progress; }
    QTabWidget *parts() const { return m_parts; }
    QString refusalText() const;
    // The table of the part on show, for the Edit menu's Copy and Export CSV.
    QTableView *currentTable() const;

signals:
    void cancelRequested();
    void rerunRequested();
    void rangeEdited(const QString &id, const ad::Range &range);
    void rangeReset(const QString &id);

private:
    void showHeadline();
    void placeResetButtons();

    std::shared_ptr<const ad::Assessment> m_assessment;
    std::shared_ptr<const ad::UncertaintyResult> m_result;
    bool m_current = false;
    UncertaintyOptionsModel *m_options;
    TornadoModel *m_tornado;
    RangeModel *m_ranges;
    ThresholdModel *m_thresholds;
    QTableView *m_thresholdTable = nullptr;
    QLabel *m_thresholdSentences = nullptr;
    QLabel *m_status;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QPushButton *m_rerun;
    QLabel *m_headline;
    QTabWidget *m_parts;
    QTableView *m_optionsTable;
    ChartPane *m_tornadoPane;
    QTableView *m_rangeTable;
    QLabel *m_refusal;
};
