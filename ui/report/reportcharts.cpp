#include "reportcharts.h"

#include "views/chartfactory.h"

#include <QPainter>
#include <QtCharts/QChart>

#include <algorithm>

namespace report {

ReportModels::ReportModels(const ad::Assessment &a, const ad::Catalog &c)
    : assessment(std::make_shared<const ad::Assessment>(a)),
      catalog(std::make_shared<const ad::Catalog>(c))
{
    keyFigures.setAssessment(assessment);
    costPerToken.setAssessment(assessment);
    training.setCatalog(catalog);
    training.setAssessment(assessment);
    serving.setCatalog(catalog);
    serving.setAssessment(assessment);
    breakEven.setAssessment(assessment);
    scores.setAssessment(assessment);
}

QSizeF chartSize(ChartKind kind, const ReportModels &models, double width)
{
    // Heights in CSS pixels: room for the title, the axis and the legend, plus each bar.
    switch (kind) {
    case ChartKind::CostPerToken:
        return {width, std::clamp(120.0 + 24.0 * std::min(models.costPerToken.chartRowCount(), 20),
                                  260.0, 560.0)};
    case ChartKind::DecisionScores:
        return {width, std::clamp(110.0 + 30.0 * models.scores.rowCount(),
                                  90.0 + 19.0 * models.scores.criterionCount(), 560.0)};
    case ChartKind::WorkshopSpread:
        return {width, std::clamp(100.0 + 24.0 * models.workshopSpread.rowCount(), 180.0, 480.0)};
    case ChartKind::Tornado:
        return {width, std::clamp(110.0 + 26.0 * models.tornado.rowCount(), 200.0, 480.0)};
    case ChartKind::TrainingCost:
    case ChartKind::BreakEven:
    case ChartKind::ServingThroughput:
    case ChartKind::ServingCost:
    case ChartKind::Count:
        break;
    }
    return {width, 360.0};
}

QPicture recordChart(ChartKind kind, ReportModels &models, const QSizeF &size)
{
    const QPalette palette = charts::printPalette();
    QChart *chart = nullptr;
    switch (kind) {
    case ChartKind::CostPerToken:
        chart = charts::makeCostPerTokenChart(models.costPerToken, palette);
        break;
    case ChartKind::TrainingCost:
        chart = charts::makeTrainingCostChart(models.training, palette);
        break;
    case ChartKind::BreakEven:
        chart = charts::makeBreakEvenChart(models.breakEven, palette);
        break;
    case ChartKind::DecisionScores:
        chart = charts::makeDecisionScoreChart(models.scores, palette);
        break;
    case ChartKind::Tornado:
        if (models.tornado.rowCount() > 0) chart = charts::makeTornadoChart(models.tornado, palette);
        break;
    case ChartKind::WorkshopSpread:
        // Without a workshop section nothing shows this chart: nothing to draw.
        if (models.workshopSpread.rowCount() > 0)
            chart = charts::makeWeightSpreadChart(models.workshopSpread, palette);
        break;
    case ChartKind::ServingThroughput:
    case ChartKind::ServingCost:
        // Without a target the report has no serving section: nothing to draw.
        if (models.serving.hasTarget()) {
            models.serving.setMeasure(kind == ChartKind::ServingCost
                                          ? ServingCurveModel::Measure::Cost
                                          : ServingCurveModel::Measure::Throughput);
            chart = charts::makeServingCurveChart(models.serving, palette);
        }
        break;
    case ChartKind::Count:
        break;
    }
    QPicture picture;
    if (!chart) return picture;
    {
        // A picture records in the screen's logical dpi (96 offscreen, more on some desktops);
        // lay the chart out in those pixels so it fills the same physical size either way.
        const double perCssPixel = picture.logicalDpiX() / 96.0;
        // Laid out a quarter larger and drawn at 80 %: the same figure with room for the longest
        // names, which Qt Charts would otherwise cut with "..." on the page's narrow column (a
        // legend entry, a bar's name, an axis title); print reads well at that size.
        constexpr double textScale = 0.8;
        QPainter painter(&picture);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.scale(textScale, textScale);
        charts::renderChart(chart, &painter,
                            QRectF(QPointF(0, 0), size * perCssPixel / textScale));
    }
    delete chart;
    return picture;
}

} // namespace report

ReportChartObject::ReportChartObject(std::array<QPicture, report::chartCount> pictures, double scale,
                                     QObject *parent)
    : QObject(parent), m_pictures(std::move(pictures)), m_scale(scale)
{
}

QSizeF ReportChartObject::intrinsicSize(QTextDocument *, int, const QTextFormat &format)
{
    return QSizeF(format.doubleProperty(QTextFormat::ImageWidth),
                  format.doubleProperty(QTextFormat::ImageHeight)) * m_scale;
}

void ReportChartObject::drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int,
                                   const QTextFormat &format)
{
    const int kind = format.intProperty(kindProperty);
    if (kind < 0 || kind >= report::chartCount) return;
    // The layout draws a whole block whenever part of it is on the page being painted, and a
    // picture brings its own clipping: a chart that belongs to another page is skipped here.
    if (painter->hasClipping() && (painter->clipBoundingRect() & rect).height() < 2) return;
    // A QPicture replays at the physical size it was recorded at, whatever the device's
    // resolution, text included, so it needs no scaling here.
    painter->drawPicture(rect.topLeft(), m_pictures[std::size_t(kind)]);
}
