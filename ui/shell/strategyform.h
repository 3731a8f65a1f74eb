#pragma once
// Cloud strategy inputs: how capacity is bought, over what horizon, and the constraints that knock
// options out (multi-cloud, spot only, deadline).
#include "formbase.h"

class CatalogSession;
class QComboBox;

class StrategyForm : public FormBase
{
    Q_OBJECT
public:
    StrategyForm(Document *document, CatalogSession *catalog, QWidget *parent = nullptr);

private:
    void addBaselineChoice(QFormLayout *form);
    void fillBaselines();

    CatalogSession *m_catalog;
    QComboBox *m_baseline = nullptr;
};

// The scenario's own name and description.
class ScenarioForm : public FormBase
{
    Q_OBJECT
public:
    explicit ScenarioForm(Document *document, QWidget *parent = nullptr);
};
