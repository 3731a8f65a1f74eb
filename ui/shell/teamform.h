#pragma once
// Team inputs: who would port the stack, at what rate, with what Neuron experience, and which
// CUDA-only components the stack carries.
#include "formbase.h"

#include <QMap>

class CatalogSession;
class QCheckBox;
class QComboBox;
class QGroupBox;
class QVBoxLayout;

class TeamForm : public FormBase
{
    Q_OBJECT
public:
    TeamForm(Document *document, CatalogSession *catalog, QWidget *parent = nullptr);

    // Component id -> its check box.
    QMap<QString, QCheckBox *> componentChecks() const { return m_components; }

private:
    void addStackChoice(QFormLayout *form);
    void fillComponents();
    void toggleComponent(const QString &id, bool on);

    CatalogSession *m_catalog;
    QGroupBox *m_componentGroup = nullptr;
    QVBoxLayout *m_componentLayout = nullptr;
    QMap<QString, QCheckBox *> m_components;
    QComboBox *m_stack = nullptr;
};
