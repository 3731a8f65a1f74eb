#include "measurementdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace {

QString q(const std::string &text) { return QString::fromStdString(text); }

void choose(QComboBox *box, const QString &id)
{
    const int at = box->findData(id);
    box->setCurrentIndex(at < 0 ? 0 : at);
}

} // namespace

MeasurementDialog::MeasurementDialog(const ad::Catalog &catalog, const QString &fileName,
                                     const QString &scenarioModel, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Import Measurements"));
    auto *intro = new QLabel(
        tr("%1 is a vLLM benchmark result. Say what it does not: the chip that ran it, the "
           "catalog model it was, and its precision and batch. Its throughput is divided by the "
           "chips that served the model, to give tokens/s per chip.")
            .arg(QFileInfo(fileName).fileName()),
        this);
    intro->setWordWrap(true);

    const QString fromFile = tr("From the file");
    m_chip = new QComboBox(this);
    m_chip->setObjectName(QStringLiteral("measurementChip"));
    // The placeholder has no data at all, "from the file" an empty id: only the first blocks OK.
    m_chip->addItem(tr("Choose the chip that ran it…"));
    m_chip->addItem(tr("From the file (its chip metadata)"), QString());
    for (const auto &a : catalog.accelerators)
        m_chip->addItem(q(a.name) + QStringLiteral(" (") + q(a.id) + QStringLiteral(")"), q(a.id));
    m_model = new QComboBox(this);
    m_model->setObjectName(QStringLiteral("measurementModel"));
    m_model->addItem(tr("From the file (model_id)"), QString());
    for (const auto &m : catalog.models)
        m_model->addItem(q(m.name) + QStringLiteral(" (") + q(m.id) + QStringLiteral(")"), q(m.id));
    if (!scenarioModel.isEmpty()) choose(m_model, scenarioModel);
    m_precision = new QComboBox(this);
    m_precision->setObjectName(QStringLiteral("measurementPrecision"));
    m_precision->addItem(fromFile, QString());
    for (const ad::Precision p : ad::allPrecisions)
        m_precision->addItem(QString::fromLatin1(ad::toString(p)), QString::fromLatin1(ad::toString(p)));
    m_batch = new QSpinBox(this);
    m_batch->setObjectName(QStringLiteral("measurementBatch"));
    m_batch->setRange(0, 1000000);
    // vLLM states a concurrency cap, or a request rate from which the requests in flight follow.
    m_batch->setSpecialValueText(tr("From the file (its concurrency, or the requests in flight)"));
    m_chips = new QSpinBox(this);
    m_chips->setObjectName(QStringLiteral("measurementChips"));
    m_chips->setRange(0, 1000000);
    m_chips->setSpecialValueText(tr("From the file (one when it does not say)"));

    auto *form = new QFormLayout;
    form->addRow(tr("Chip:"), m_chip);
    form->addRow(tr("Model:"), m_model);
    form->addRow(tr("Precision:"), m_precision);
    form->addRow(tr("Batch:"), m_batch);
    form->addRow(tr("Chips serving it:"), m_chips);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setEnabled(canAccept());
    connect(m_chip, &QComboBox::currentIndexChanged, this,
            [this] { m_ok->setEnabled(canAccept()); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

bool MeasurementDialog::canAccept() const
{
    return m_chip->currentData().isValid();
}

ad::MeasurementImportOptions MeasurementDialog::options() const
{
    ad::MeasurementImportOptions o;
    o.chip = m_chip->currentData().toString().toStdString();
    o.model = m_model->currentData().toString().toStdString();
    o.precision = m_precision->currentData().toString().toStdString();
    o.batch = m_batch->value();
    o.chips = m_chips->value();
    return o;
}

void MeasurementDialog::setChoices(const QString &chip, const QString &model,
                                   const QString &precision, int batch, int chips)
{
    choose(m_chip, chip);
    choose(m_model, model);
    choose(m_precision, precision);
    m_batch->setValue(batch);
    m_chips->setValue(chips);
}
