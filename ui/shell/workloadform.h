#pragma once
// Workload inputs: the model's shape, the training run and the serving volume.
#include "formbase.h"

class CatalogSession;
class QComboBox;
class QGroupBox;

class WorkloadForm : public FormBase
{
    Q_OBJECT
public:
    WorkloadForm(Document *document, CatalogSession *catalog, QWidget *parent = nullptr);

    QComboBox *modelCombo() const { return m_model; }

private:
    void buildModelGroup(QFormLayout *form);
    void buildTrainingGroup(QFormLayout *form);
    void buildInferenceGroup(QFormLayout *form);
    void fillModelCombo();
    void refreshModelCombo(const ad::Scenario &scenario);
    void applyModel(int index);

    // A shape field: editing it means the model is no longer the preset, so the preset id is
    // cleared in the same undo step.
    template<typename F>
    void addShapeNumber(QFormLayout *form, const QString &key, const forms::NumberSpec &spec, F field);

    CatalogSession *m_catalog;
    QComboBox *m_model = nullptr;
    QGroupBox *m_training = nullptr;
    QGroupBox *m_inference = nullptr;
};
