#pragma once
// What a benchmark file may leave unsaid: which chip ran it, which catalog model it was, the
// precision, batch and chips. Asked before a vLLM result is imported (a CSV says all of it per
// row); "from the file" leaves the file's own value, when it has one.
#include "catalog.h"
#include "measurement_import.h"

#include <QDialog>

class QComboBox;
class QSpinBox;

class MeasurementDialog : public QDialog
{
    Q_OBJECT
public:
    MeasurementDialog(const ad::Catalog &catalog, const QString &fileName, QWidget *parent = nullptr);

    ad::MeasurementImportOptions options() const;
    // For tests: choose by id ("" = from the file).
    void setChoices(const QString &chip, const QString &model, const QString &precision, int batch,
                    int chips);

private:
    QComboBox *m_chip, *m_model, *m_precision;
    QSpinBox *m_batch, *m_chips;
};
