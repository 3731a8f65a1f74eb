#include "workshopsettingspanel.h"

#include "workshopcontroller.h"
#include "workshopresults.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSignalBlocker>

WorkshopSettingsPanel::WorkshopSettingsPanel(WorkshopController *controller, QWidget *parent)
    : QGroupBox(tr("Workshop"), parent), m_controller(controller)
{
    m_title = new QLineEdit;
    m_title->setObjectName(QStringLiteral("workshopTitle"));
    m_title->setPlaceholderText(tr("What the room decides"));
    m_facilitator = new QLineEdit;
    m_facilitator->setObjectName(QStringLiteral("workshopFacilitator"));
    m_facilitator->setPlaceholderText(tr("Who leads the session"));
    m_method = new QComboBox;
    m_method->setObjectName(QStringLiteral("workshopMethod"));
    for (auto method : {ad::AggregationMethod::Median, ad::AggregationMethod::Mean,
                        ad::AggregationMethod::Geometric})
        m_method->addItem(workshopui::methodName(method), int(method));
    m_method->setToolTip(tr("How the room's weights become one weight per criterion. The "
                            "median ignores how extreme the extremes are; the geometric mean "
                            "lets a low weight pull harder than the mean does."));
    m_anonymous = new QCheckBox(tr("Anonymous reveal (labels instead of names)"));
    m_anonymous->setObjectName(QStringLiteral("workshopAnonymous"));

    auto *form = new QFormLayout(this);
    form->addRow(tr("Title:"), m_title);
    form->addRow(tr("Facilitator:"), m_facilitator);
    form->addRow(tr("Aggregation:"), m_method);
    form->addRow(m_anonymous);

    // The controller as context: when the application closes, the controller may go before this
    // panel, and a field losing focus on the way out must not reach it.
    connect(m_title, &QLineEdit::editingFinished, m_controller,
            [this] { m_controller->setTitle(m_title->text()); });
    connect(m_facilitator, &QLineEdit::editingFinished, m_controller,
            [this] { m_controller->setFacilitator(m_facilitator->text()); });
    connect(m_method, &QComboBox::activated, m_controller, [this](int index) {
        m_controller->setMethod(ad::AggregationMethod(m_method->itemData(index).toInt()));
    });
    connect(m_anonymous, &QCheckBox::toggled, m_controller,
            [this](bool on) { m_controller->setAnonymous(on); });
}

void WorkshopSettingsPanel::refresh(const ad::Workshop &workshop)
{
    // A field being typed into keeps its text; it is written back when editing finishes.
    const QString title = QString::fromStdString(workshop.title);
    if (!m_title->hasFocus() && m_title->text() != title) m_title->setText(title);
    const QString facilitator = QString::fromStdString(workshop.facilitator);
    if (!m_facilitator->hasFocus() && m_facilitator->text() != facilitator)
        m_facilitator->setText(facilitator);
    const QSignalBlocker blockMethod(m_method), blockAnonymous(m_anonymous);
    m_method->setCurrentIndex(m_method->findData(int(workshop.method)));
    m_anonymous->setChecked(workshop.anonymous);
}
