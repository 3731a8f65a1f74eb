#pragma once
// One chart with its data table: screen readers get nothing from a chart, so the same model is
// always one click away as a table ("Show data table"), and a summary line states the chart's
// conclusion in words. The chart is rebuilt when the model resets or the palette changes, and
// only while the pane is visible (a hidden tab costs nothing per edit); not even then when what
// the chart's factory reads is what the chart on screen was built from (chartinputs.h).
#include "chartinputs.h"

#include <QFont>
#include <QPalette>
#include <QStringList>
#include <QWidget>

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
    using Factory = std::function<QChart *(const QPalette &)>;
    // What the factory reads from the model (charts::*ChartInputs for it).
    using Inputs = std::function<charts::Inputs()>;

    ChartPane(QAbstractItemModel *model, Factory factory, Inputs inputs,
              QWidget *parent = nullptr);

    // Writes the model's new figures into the chart on screen (charts::update*Chart); false when
    // they need a new chart. Without one, or when it says no, a new chart is built and compared.
    using Update = std::function<bool(QChart *, const QPalette &)>;
    void setUpdate(Update update) { m_update = std::move(update); }

    // Controls shown left of the "Show data table" toggle (pricing filter, axis choice ...).
    void addControl(QWidget *control);
    void setSummary(const QString &text);
    void setFootnote(const QString &text);  // below the table, e.g. knocked-out options
    QString summary() const;
    QString footnote() const;

    QTableView *table() const { return m_table; }
    QCheckBox *tableToggle() const { return m_toggle; }
    // The chart as currently shown, built first if it is out of date.
    QChart *chart();
    // How often the chart was brought up to date, and how often of those the chart on screen
    // stayed as it was (no layout, no repaint): because the factory's inputs were the same (no
    // new chart was built), or because the new chart showed the same.
    int rebuildCount() const { return m_rebuilds; }
    int unchangedCount() const { return m_unchanged; }
    // How often the factory built a chart, and how often new figures went straight into the
    // chart on screen instead.
    int buildCount() const { return m_builds; }
    int inPlaceCount() const { return m_inPlace; }

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void invalidate();
    void rebuild();

    QAbstractItemModel *m_model;
    Factory m_factory;
    Inputs m_inputs;
    Update m_update;
    // What the chart on screen was built from: the factory's inputs, the look and the font.
    struct Built {
        charts::Inputs inputs;
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
    QStringList m_tableLayout;
    bool m_dirty = true;
    int m_rebuilds = 0;
    int m_unchanged = 0;
    int m_builds = 0;
    int m_inPlace = 0;
};
