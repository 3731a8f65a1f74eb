#pragma once
// One chart with its data table: screen readers get nothing from a chart, so the same model is
// always one click away as a table ("Show data table"), and a summary line states the chart's
// conclusion in words. The chart is brought up to date when the model resets or the palette
// changes, and only while the pane is visible (a hidden tab costs nothing per edit); nothing is
// built when the model's figures (chartfigures.h) are those the chart on screen shows.
#include "chartfigures.h"

#include <QFont>
#include <QPalette>
#include <QStringList>
#include <QWidget>

#include <vector>

#include <functional>
#include <optional>

QT_BEGIN_NAMESPACE
class QAbstractItemModel;
class QChart;
class QCheckBox;
class QHBoxLayout;
class QSplitter;
class QTableView;
QT_END_NAMESPACE

class FittedText;

class ChartPane : public QWidget
{
    Q_OBJECT
public:
    // The model's figures for the chart (charts::*Figures(model)), from which it is built.
    using Figures = std::function<charts::Figures()>;

    ChartPane(QAbstractItemModel *model, Figures figures, QWidget *parent = nullptr);

    // Controls shown left of the "Show data table" toggle (pricing filter, axis choice ...).
    void addControl(QWidget *control);
    void setSummary(const QString &text);
    void setFootnote(const QString &text);  // below the table, e.g. knocked-out options
    QString summary() const;
    QString footnote() const;

    QTableView *table() const { return m_table; }
    QCheckBox *tableToggle() const { return m_toggle; }
    // The chart as currently shown, brought up to date first if it is out of date.
    QChart *chart();
    // For the GUI benchmark, which must know whether to wait for the chart's repaint and reports
    // how edits were handled (tests check what the chart shows instead): how often the chart was
    // brought up to date; of those, how often the chart on screen stayed as it was (no layout, no
    // repaint: the figures were the same, or the new chart showed the same), took the new
    // figures in place, or was built anew.
    int rebuildCount() const { return m_rebuilds; }
    int unchangedCount() const { return m_unchanged; }
    int inPlaceCount() const { return m_inPlace; }
    int buildCount() const { return m_builds; }

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void invalidate();
    void rebuild();

    QAbstractItemModel *m_model;
    Figures m_figures;
    // What the chart on screen was built from: the figures, the look and the font.
    struct Built {
        charts::Figures figures;
        QPalette palette;
        QFont font;
        bool operator==(const Built &) const = default;
    };
    std::optional<Built> m_built;
    QHBoxLayout *m_controls;
    FittedText *m_summary;
    FittedText *m_footnote;
    QCheckBox *m_toggle;
    QSplitter *m_splitter;
    QWidget *m_chartView;
    QTableView *m_table;
    std::vector<int> m_tableWidths;
    bool m_dirty = true;
    int m_rebuilds = 0;
    int m_unchanged = 0;
    int m_builds = 0;
    int m_inPlace = 0;
};
