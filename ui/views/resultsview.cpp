#include "resultsview.h"

#include <QTabWidget>
#include <QVBoxLayout>

ResultsView::ResultsView(QWidget *parent)
    : QWidget(parent)
    , m_tabs(new QTabWidget(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    m_tabs->addTab(new QWidget, tr("Overview"));
    m_tabs->addTab(new QWidget, tr("Costs"));
    m_tabs->addTab(new QWidget, tr("Training"));
    m_tabs->addTab(new QWidget, tr("Break-even"));
    m_tabs->addTab(new QWidget, tr("Decision"));
    m_tabs->addTab(new QWidget, tr("Details"));
}

ResultsView::~ResultsView() = default;

void ResultsView::setAssessment(const ad::Assessment &assessment)
{
    m_assessment = assessment;
}

void ResultsView::setCatalog(const ad::Catalog &catalog)
{
    m_catalog = catalog;
}
