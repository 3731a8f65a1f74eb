#pragma once
// What a benchmark file may leave unsaid: which chip ran it, which catalog model it was, the
// precision, batch and chips. Asked before a vLLM result is imported (a CSV says all of it per
// row); "from the file" leaves the file's own value, when it has one. A vLLM result names a chip
// only when it was run with chip metadata, so no chip is chosen until the user picks one (OK waits
// for it); the model starts on the scenario's, the one an imported figure can apply to.
#include "catalog/catalog.h"
#include "inputs/measurement_import.h"

#include <QDialog>

class QComboBox;
class QPushButton;
class QSpinBox;

class MeasurementDialog : public QDialog
{
    Q_OBJECT
public:
    // `scenarioModel`: the catalog model id the open scenario uses, "" for a model of its own.
    MeasurementDialog(const ad::Catalog &catalog, const QString &fileName,
                      const QString &scenarioModel = {}, QWidget *parent = nullptr);

    ad::MeasurementImportOptions options() const;
    // For tests: choose by id ("" = from the file).
    void setChoices(const QString &chip, const QString &model, const QString &precision, int batch,
                    int chips);

    // Whether OK can be pressed: a chip has been chosen (from the catalog or "from the file").
    bool canAccept() const;

private:
    QPushButton *m_ok = nullptr;
    QComboBox *m_chip, *m_model, *m_precision;
    QSpinBox *m_batch, *m_chips;
};
