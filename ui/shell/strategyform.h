#pragma once
// Cloud strategy inputs: how capacity is bought, over what horizon, from which providers, and the
// constraints that knock options out (multi-cloud, spot only, deadline).
#include "formbase.h"

class CatalogSession;
class QCheckBox;
class QComboBox;

class StrategyForm : public FormBase
{
    Q_OBJECT
public:
    StrategyForm(Document *document, CatalogSession *catalog, QWidget *parent = nullptr);

private:
    void addBaselineChoice(QFormLayout *form);
    void fillBaselines();
    void addProviderChoice(QFormLayout *form);
    void fillProviders();

    CatalogSession *m_catalog;
    QComboBox *m_baseline = nullptr;
    QWidget *m_providers = nullptr;
    QList<QCheckBox *> m_providerChecks;
};

// The scenario's own name and description.
class ScenarioForm : public FormBase
{
    Q_OBJECT
public:
    explicit ScenarioForm(Document *document, QWidget *parent = nullptr);
};
