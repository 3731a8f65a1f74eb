#include "chartpane.h"

#include "chartexport.h"
#include "chartfactory.h"
#include "fittedtext.h"
#include "tableexport.h"
#include "textshaping.h"

#include <QCheckBox>
#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

ChartPane::ChartPane(QAbstractItemModel *model, Figures figures, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_figures(std::move(figures))
    , m_controls(new QHBoxLayout)
    , m_summary(new FittedText(this))
    , m_footnote(new FittedText(this))
    , m_toggle(new QCheckBox(tr("Show data table"), this))
    , m_splitter(new QSplitter(Qt::Vertical, this))
    , m_chartView(charts::makeChartView(m_splitter))
    , m_table(new QTableView(m_splitter))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    m_controls->addStretch(1);
    m_controls->addWidget(m_toggle);
    layout->addLayout(m_controls);

    QFont strong = m_summary->font();
    strong.setBold(true);
    m_summary->setFont(strong);
    m_summary->setAccessibleName(tr("Summary"));
    m_summary->hide();
    layout->addWidget(m_summary);

    m_table->setModel(m_model);
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideMiddle);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->setAccessibleName(tr("Data table"));
    m_splitter->addWidget(m_chartView);
    m_splitter->addWidget(m_table);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setSizes({650, 350});  // kept as proportions once the pane has its size
    m_splitter->setChildrenCollapsible(false);
    // A bar chart asks for the height that keeps each bar's label whole (charts::makeChartView);
    // where the window is too short for it and the table, the pane scrolls rather than make the
    // window taller than the screen or the labels "...".
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(m_splitter);
    layout->addWidget(scroll, 1);

    m_footnote->setAccessibleName(tr("Note"));
    m_footnote->hide();
    layout->addWidget(m_footnote);

    tableexport::install(m_table);
    textshaping::install(m_table);
    chartexport::install(m_chartView);

    m_toggle->setChecked(true);
    connect(m_toggle, &QCheckBox::toggled, m_table, &QWidget::setVisible);
    connect(m_model, &QAbstractItemModel::modelReset, this, &ChartPane::invalidate);
}

void ChartPane::addControl(QWidget *control)
{
    m_controls->insertWidget(m_controls->count() - 2, control);
}

void ChartPane::setSummary(const QString &text)
{
    m_summary->setPlainTextIfChanged(text);
    m_summary->setVisible(!text.isEmpty());
    m_chartView->setAccessibleDescription(text);
}

QString ChartPane::summary() const { return m_summary->shownText(); }
QString ChartPane::footnote() const { return m_footnote->shownText(); }

void ChartPane::setFootnote(const QString &text)
{
    m_footnote->setPlainTextIfChanged(text);
    m_footnote->setVisible(!text.isEmpty());
}

QChart *ChartPane::chart()
{
    if (m_dirty) rebuild();
    return charts::chartOf(m_chartView);
}

void ChartPane::invalidate()
{
    m_dirty = true;
    if (isVisible()) rebuild();
}

void ChartPane::rebuild()
{
    m_dirty = false;
    ++m_rebuilds;
    // Most edits leave a given chart as it was. Then its figures are those the chart on screen
    // was built from, and no chart is built at all. Otherwise, in the same look, the new figures
    // go into the chart on screen where its kind of chart can take them; failing that a new
    // chart is built, and laid out and painted only if it shows something else than the one on
    // screen.
    Built now{m_figures(), palette(), QGuiApplication::font()};
    QChart *shown = charts::chartOf(m_chartView);
    const bool sameLook = m_built && m_built->palette == now.palette && m_built->font == now.font;
    if (shown && m_built == now) {
        ++m_unchanged;
    } else if (shown && sameLook && now.figures.update(shown, now.palette)) {
        ++m_inPlace; // the title, the view's accessible name, is part of the frame: it stayed
        m_built = std::move(now);
    } else {
        ++m_builds;
        if (!charts::showIfChanged(m_chartView, now.figures.chart(now.palette))) ++m_unchanged;
        m_built = std::move(now);
    }
    charts::preferUnshapedText(charts::chartOf(m_chartView));
    // Measuring every cell through the style is slow; the header keeps its widths through a
    // reset, so measure again only when a column's widest text or the rows change. A new ranking
    // only reorders the rows; the totals in the Decision table's labels change on most edits,
    // their widths seldom.
    if (std::vector<int> widths = textshaping::columnTextWidths(m_table); widths != m_tableWidths) {
        m_tableWidths = std::move(widths);
        m_table->resizeColumnsToContents();
    }
}

void ChartPane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_dirty) rebuild();
}

void ChartPane::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) invalidate();
}
