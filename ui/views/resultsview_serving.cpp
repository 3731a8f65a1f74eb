// The Serving tab of the results: the serving curve of each side of the trade (throughput per
// chip or cost per million output tokens against tokens per second per user), with its table,
// or a hint to set a target while the scenario has none.
#include "resultsview.h"

#include "chartfactory.h"
#include "chartpane.h"
#include "servingcurvemodel.h"
#include "viewformat.h"

#include <QComboBox>
#include <QLabel>
#include <QStackedWidget>

#include <cmath>

QWidget *ResultsView::buildServing()
{
    m_servingStack = new QStackedWidget;
    m_servingHint = new QLabel;
    m_servingHint->setWordWrap(true);
    m_servingHint->setAlignment(Qt::AlignCenter);
    m_servingHint->setMargin(24);
    m_servingHint->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_servingPane = new ChartPane(m_serving, [this] { return charts::servingCurveFigures(*m_serving); });
    m_servingMeasure = new QComboBox;
    m_servingMeasure->addItem(tr("Throughput per chip"));
    m_servingMeasure->addItem(tr("Cost per million output tokens"));
    m_servingMeasure->setAccessibleName(tr("Plotted against tokens/s per user"));
    connect(m_servingMeasure, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_serving->setMeasure(index == 1 ? ServingCurveModel::Measure::Cost
                                         : ServingCurveModel::Measure::Throughput);
    });
    auto *label = new QLabel(tr("&Show:"));
    label->setBuddy(m_servingMeasure);
    m_servingPane->addControl(label);
    m_servingPane->addControl(m_servingMeasure);
    m_servingStack->addWidget(m_servingHint);
    m_servingStack->addWidget(m_servingPane);
    return m_servingStack;
}

void ResultsView::updateServingSummary()
{
    if (!m_assessment || !m_servingPane) return;
    const ad::Workload &w = m_assessment->scenario.workload;
    m_servingHint->setText(
        !w.serves() ? tr("This workload does not serve a model, so there is no serving curve.")
                    : tr("Set a time-per-token target in the workload to see the curve: with one, "
                         "the batch, the chips per replica and so the cost per token follow from "
                         "the speed each user is promised."));
    if (!m_serving->hasTarget()) {
        m_servingPane->setSummary(QString());
        return;
    }
    QStringList sentences;
    // Per side: what it serves at the target, then how the two compare per token.
    std::vector<std::pair<QString, double>> costs;
    for (int i = 0; i < m_serving->curveCount(); ++i) {
        const ad::ServingCurve &curve = m_serving->curve(i);
        const int at = curve.operatingIndex();
        if (at < 0) continue;
        const ad::ServingCurvePoint &p = curve.points[std::size_t(at)];
        const QString name = m_serving->optionLabel(i);
        const bool priced = std::isfinite(p.costPerMOutputTokens);
        // Whole sentences for one chip and for several, priced or not, so that a translation
        // can inflect each.
        QString sentence =
            curve.chips == 1
                ? (priced ? tr("%1: batch %2 on one chip, %3 output tokens/s per chip, %4 per "
                               "million output tokens.")
                          : tr("%1: batch %2 on one chip, %3 output tokens/s per chip; no price."))
                : (priced ? tr("%1: batch %2 on %5 chips per replica, %3 output tokens/s per "
                               "chip, %4 per million output tokens.")
                          : tr("%1: batch %2 on %5 chips per replica, %3 output tokens/s per "
                               "chip; no price."));
        sentence = sentence.arg(name, views::count(p.batch),
                                views::number(p.tokensPerSecondPerChip, 0));
        if (priced) sentence = sentence.arg(views::usd(p.costPerMOutputTokens));
        if (curve.chips != 1) sentence = sentence.arg(views::count(curve.chips));
        sentences << sentence;
        if (std::isfinite(p.costPerMOutputTokens)) costs.emplace_back(name, p.costPerMOutputTokens);
    }
    if (costs.size() == 2 && costs[0].second != costs[1].second) {
        const bool firstCheaper = costs[0].second < costs[1].second;
        const auto &cheap = firstCheaper ? costs[0] : costs[1];
        const auto &dear = firstCheaper ? costs[1] : costs[0];
        sentences << tr("At this target %1 serves a million output tokens for %2 less than %3.")
                         .arg(cheap.first, views::usd(dear.second - cheap.second), dear.first);
    }
    if (sentences.isEmpty())
        sentences << tr("No side of the trade has a serving curve at this target: see the "
                        "Decision tab for the options the target knocks out.");
    m_servingPane->setSummary(sentences.join(QLatin1Char(' ')));
}
