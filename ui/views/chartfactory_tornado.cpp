// The tornado of the "How firm" tab: for each uncertain input, the Trainium-vs-GPU saving with
// that input at its low and at its high end, every other input at its likely value, drawn as a
// bar either side of the likely saving, widest swing on top (docs/uncertainty.md).
#include "chartfactory.h"

#include "chartkit.h"
#include "uncertaintymodels.h"

#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

#include <algorithm>
#include <cmath>

namespace charts {

using namespace kit;

QChart *makeTornadoChart(TornadoModel &model, const QPalette &palette)
{
    QChart *chart = newChart(palette, tr("What moves the saving most"));
    const bool dark = views::isDark(palette);
    const ad::UncertaintyResult *result = model.result();
    const int rows = model.rowCount();
    const double centre = result ? result->savingLikely : 0.0;

    // Zero (both sides cost the same) is on the axis only when a bar reaches near it: forcing it
    // in would squeeze a trade that is firmly one-sided into a corner.
    double lo = centre, hi = centre;
    for (int row = 0; row < rows; ++row) {
        const ad::TornadoBar *bar = model.bar(row);
        lo = std::min({lo, bar->savingAtLow, bar->savingAtHigh});
        hi = std::max({hi, bar->savingAtLow, bar->savingAtHigh});
    }
    const MoneyScale scale = moneyScale(std::max(std::fabs(lo), std::fabs(hi)));
    auto *axisX = new QValueAxis(chart);
    const double pad = (hi - lo) * 0.05 + 1e-9;
    axisX->setRange((lo - pad) / scale.factor, (hi + pad) / scale.factor);
    axisX->applyNiceNumbers();
    const double span = axisX->max() - axisX->min();
    axisX->setLabelFormat(span >= 20  ? QStringLiteral("%.0f")
                          : span >= 2 ? QStringLiteral("%.1f")
                                      : QStringLiteral("%.2f"));
    styleAxis(axisX, palette,
              tr("Saving of Trainium over GPU over the horizon, %1 (below 0: GPU costs less)")
                  .arg(scale.unit));
    auto *axisY = new QBarCategoryAxis(chart);
    QStringList names;
    for (int row = rows - 1; row >= 0; --row)  // the widest swing on top
        names << QString::fromStdString(model.bar(row)->label);
    styleAxis(axisY, palette, QString());
    setCategories(axisY, {}, names, Qt::ElideRight);
    axisY->setGridLineVisible(false);
    chart->addAxis(axisX, Qt::AlignBottom);
    chart->addAxis(axisY, Qt::AlignLeft);

    // Thick flat-capped lines make the bars: a bar series cannot start away from zero.
    const double thickness = std::clamp(220.0 / std::max(rows, 1), 6.0, 22.0);
    for (int row = 0; row < rows; ++row) {
        const ad::TornadoBar *bar = model.bar(row);
        const double y = rows - 1 - row;
        int part = 0;
        for (const auto &[end, name] :
             {std::pair(bar->savingAtLow, tr("input at its low end")),
              std::pair(bar->savingAtHigh, tr("input at its high end"))}) {
            auto *line = new QLineSeries(chart);
            line->setName(name);
            line->append(centre / scale.factor, y);
            line->append(end / scale.factor, y);
            line->setPen(QPen(seriesColor(part, dark), thickness, Qt::SolidLine, Qt::FlatCap));
            attach(chart, line, axisX, axisY);
            if (row > 0) hideLegendMarker(chart, line, 0);
            ++part;
        }
    }
    if (rows > 0) {
        const double top = rows - 0.5, bottom = -0.5;
        auto *likely = verticalMarker(chart, centre / scale.factor, bottom, top,
                                      tr("every input likely: %1").arg(views::usd(centre)),
                                      palette);
        attach(chart, likely, axisX, axisY);
        if (lo < 0 && hi > 0) {
            auto *even = verticalMarker(chart, 0, bottom, top, tr("both sides cost the same"),
                                        palette);
            QPen pen = even->pen();
            pen.setStyle(Qt::DotLine);
            pen.setColor(palette.color(QPalette::Mid));
            even->setPen(pen);
            attach(chart, even, axisX, axisY);
        }
    } else {
        addLabel(chart, nullptr, {},
                 result && !result->comparable
                     ? tr("There is no Trainium and GPU option to compare.")
                     : tr("No input is uncertain: set a range below."),
                 palette);
    }
    chart->legend()->setAlignment(Qt::AlignBottom);
    return chart;
}

} // namespace charts
