#pragma once
// The report's charts: four for every report, two of serving at a latency target when the
// scenario sets one, the tornado when the report has samples, one more with a workshop. They come from the same table models and the same chart factory as
// the GUI's result views (ui/views/), recorded into QPictures so the PDF gets vector graphics at
// the size the chart was laid out for, whatever the resolution of the page.
#include "assessment/assessment.h"
#include "catalog/catalog.h"

#include "views/breakevenmodel.h"
#include "views/costpertokenmodel.h"
#include "views/decisionscoremodel.h"
#include "views/keyfiguresmodel.h"
#include "views/servingcurvemodel.h"
#include "views/trainingcurvemodel.h"
#include "views/uncertaintymodels.h"
#include "workshopspreadmodel.h"

#include <QPicture>
#include <QSizeF>
#include <QTextObjectInterface>

#include <array>

namespace report {

enum class ChartKind {
    CostPerToken, TrainingCost, BreakEven, DecisionScores, Tornado, WorkshopSpread,
    ServingThroughput, ServingCost, Count
};
inline constexpr int chartCount = int(ChartKind::Count);

// The views' models, filled from one assessment; the HTML tables and the charts both read them.
struct ReportModels {
    ReportModels(const ad::Assessment &assessment, const ad::Catalog &catalog);

    std::shared_ptr<const ad::Assessment> assessment;
    std::shared_ptr<const ad::Catalog> catalog;
    KeyFiguresModel keyFigures;
    CostPerTokenModel costPerToken;
    TrainingCurveModel training;
    ServingCurveModel serving;           // empty unless the scenario sets a latency target
    BreakEvenModel breakEven;
    DecisionScoreModel scores;
    TornadoModel tornado;                // empty unless the report has samples
    WorkshopSpreadModel workshopSpread;  // empty unless the report has a workshop section
};

// Size of a chart on paper, in CSS pixels (1/96 inch): the full text width, and a height that
// leaves room for every bar or legend entry the chart shows.
QSizeF chartSize(ChartKind kind, const ReportModels &models, double textWidthPx);

// Builds the chart from its model with the print palette and records it at `size` (CSS pixels).
QPicture recordChart(ChartKind kind, ReportModels &models, const QSizeF &size);

} // namespace report

// Draws the recorded charts where the report's HTML placed <img src="chart:N">: the layout sizes
// the object from the image's width and height (CSS pixels, scaled to the page's resolution).
class ReportChartObject : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    static constexpr int type = QTextFormat::UserObject + 1;
    static constexpr int kindProperty = QTextFormat::UserProperty + 1;

    ReportChartObject(std::array<QPicture, report::chartCount> pictures,
                      double devicePixelsPerCssPixel, QObject *parent = nullptr);
    QSizeF intrinsicSize(QTextDocument *doc, int posInDocument,
                         const QTextFormat &format) override;
    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *doc, int posInDocument,
                    const QTextFormat &format) override;

private:
    std::array<QPicture, report::chartCount> m_pictures;
    double m_scale;
};
