#include "teamform.h"

#include "session/catalogsession.h"
#include "views/messagetext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>

TeamForm::TeamForm(Document *document, CatalogSession *catalog, QWidget *parent)
    : FormBase(document, parent), m_catalog(catalog)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    auto *team = new QGroupBox(tr("Team and porting"));
    auto *form = newFormLayout(team);
    addNumber(form, QStringLiteral("team.engineers"),
              {fieldLabel(QStringLiteral("team.engineers")),
               tr("Engineers who would move the stack to Neuron. Porting cost = weeks × "
                  "engineers × hours per week × hourly rate. Default %1, as in seed 000's "
                  "worked example."),
               0, 1, 1},
              AD_FIELD(team.engineers));
    addNumber(form, QStringLiteral("team.hourly_rate_usd"),
              {fieldLabel(QStringLiteral("team.hourly_rate_usd")),
               tr("Blended cost of one engineer-hour. Default $%1, the rate of seed 000's "
                  "worked example."),
               2, 1, 10},
              AD_FIELD(team.hourlyRateUsd));
    addNumber(form, QStringLiteral("team.hours_per_week"),
              {fieldLabel(QStringLiteral("team.hours_per_week")),
               tr("Working hours per engineer-week, used to turn porting weeks into hours. "
                  "Default %1."),
               1, 1, 1},
              AD_FIELD(team.hoursPerWeek));
    addChoice(form, QStringLiteral("team.neuron_experience"), fieldLabel(QStringLiteral("team.neuron_experience")),
              tr("How much the team has worked with the Neuron SDK before; the catalog's "
                 "porting estimates (porting.json) depend on it. Default: %1."),
              {{int(ad::NeuronExperience::None), views::text(ad::displayMessage(ad::NeuronExperience::None))},
               {int(ad::NeuronExperience::Some), views::text(ad::displayMessage(ad::NeuronExperience::Some))},
               {int(ad::NeuronExperience::Experienced), views::text(ad::displayMessage(ad::NeuronExperience::Experienced))}},
              AD_FIELD(team.neuronExperience));
    addChoice(form, QStringLiteral("team.model_support"), fieldLabel(QStringLiteral("team.model_support")),
              tr("Whether Neuron supports the model as it is, needs custom attention work, or "
                 "not at all yet. Default: %1 (Llama-family models are)."),
              {{int(ad::ModelSupport::Supported), views::text(ad::displayMessage(ad::ModelSupport::Supported))},
               {int(ad::ModelSupport::CustomAttention), views::text(ad::displayMessage(ad::ModelSupport::CustomAttention))},
               {int(ad::ModelSupport::Novel), views::text(ad::displayMessage(ad::ModelSupport::Novel))}},
              AD_FIELD(team.modelSupport));
    addStackChoice(form);
    addNumber(form, QStringLiteral("team.porting_weeks_override"),
              {fieldLabel(QStringLiteral("team.porting_weeks_override")),
               tr("Leave at 0 to use the catalog's estimate from experience, model support "
                  "and components. Enter your own number of weeks to replace it."),
               1, 1, 1},
              AD_FIELD(team.portingWeeksOverride));
    layout->addWidget(team);

    m_componentGroup = new QGroupBox(tr("CUDA-only components in the stack"));
    m_componentGroup->setToolTip(
        tr("Parts of a CUDA stack that have no drop-in Neuron equivalent; each adds porting "
           "weeks (porting.json components)."));
    m_componentLayout = new QVBoxLayout(m_componentGroup);
    layout->addWidget(m_componentGroup);
    fillComponents();

    addRefresher([this](const ad::Scenario &s) {
        for (auto it = m_components.cbegin(); it != m_components.cend(); ++it) {
            const bool on = std::find(s.team.cudaComponents.begin(), s.team.cudaComponents.end(),
                                      it.key().toStdString())
                         != s.team.cudaComponents.end();
            const QSignalBlocker blocker(it.value());
            it.value()->setChecked(on);
        }
    });
    connect(catalog, &CatalogSession::catalogChanged, this, [this] {
        fillComponents();
        refresh();
    });
    refresh();
}

void TeamForm::addStackChoice(QFormLayout *form)
{
    m_stack = new QComboBox;
    m_stack->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_stack->setMinimumContentsLength(14);
    m_stack->setObjectName(QStringLiteral("team.current_stack"));
    for (const ad::SoftwareStack stack : {ad::SoftwareStack::Cuda, ad::SoftwareStack::Neuron})
        m_stack->addItem(views::text(ad::displayMessage(stack)), QString::fromLatin1(ad::toString(stack)));
    const QString defaultStack = QString::fromLatin1(ad::toString(ad::defaultScenario().team.currentStack));
    const QString tip = tr("The stack the team runs today. Moving off it is the port whose cost "
                           "break-even weighs. Default: %1.")
                            .arg(m_stack->itemText(m_stack->findData(defaultStack)));
    m_stack->setToolTip(tip);
    m_stack->setAccessibleName(fieldLabel(QStringLiteral("team.current_stack")));
    form->addRow(rowLabel(fieldLabel(QStringLiteral("team.current_stack")), m_stack), m_stack);
    registerEditor(m_stack->objectName(), m_stack);

    connect(m_stack, &QComboBox::activated, this, [this](int index) {
        const auto stack = ad::softwareStackFromString(m_stack->itemData(index).toString().toStdString());
        if (!stack) return;
        document()->change<ad::SoftwareStack>(QStringLiteral("team.current_stack"),
                                              changeText(fieldLabel(QStringLiteral("team.current_stack"))),
                                              AD_FIELD(team.currentStack), *stack);
        document()->endEdit();
    });
    addRefresher([this](const ad::Scenario &s) {
        const QString stack = QString::fromUtf8(ad::toString(s.team.currentStack));
        int index = m_stack->findData(stack);
        const QSignalBlocker blocker(m_stack);
        if (index < 0) {
            m_stack->addItem(QString::fromUtf8(ad::displayName(s.team.currentStack)), stack);
            index = m_stack->count() - 1;
        }
        m_stack->setCurrentIndex(index);
    });
}

void TeamForm::fillComponents()
{
    m_components.clear();
    while (QLayoutItem *item = m_componentLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const auto &components = m_catalog->catalog().porting.components;
    for (const auto &component : components) {
        const QString id = QString::fromStdString(component.id);
        // Long catalog names carry examples in parentheses; the full name goes to the tooltip
        // so the form keeps a readable width.
        const QString name = views::catalogText(component.name);
        const qsizetype cut = name.indexOf(QStringLiteral(" ("));
        auto *check = new QCheckBox(cut > 0 ? name.left(cut) : name);
        check->setObjectName(QStringLiteral("team.cuda_components.") + id);
        check->setAccessibleName(name);
        QString tip = name + QLatin1Char('\n');
        if (component.portable) {
            tip += tr("Ports to Neuron without rework.");
        } else if (component.weeksLow.known() && component.weeksHigh.known()) {
            tip += tr("Adds %1 to %2 weeks of porting work (catalog estimate).")
                      .arg(component.weeksLow.value())
                      .arg(component.weeksHigh.value());
        }
        check->setToolTip(tip);
        connect(check, &QCheckBox::clicked, this,
                [this, id](bool on) { toggleComponent(id, on); });
        m_componentLayout->addWidget(check);
        m_components.insert(id, check);
    }
    if (components.empty()) {
        m_componentLayout->addWidget(
            new QLabel(tr("The catalog lists no CUDA-only components.")));
    }
}

void TeamForm::toggleComponent(const QString &id, bool on)
{
    // Keep the catalog's order so that equal selections compare equal.
    std::vector<std::string> selected;
    const auto &current = document()->scenario().team.cudaComponents;
    for (const auto &component : m_catalog->catalog().porting.components) {
        const bool wasOn =
            std::find(current.begin(), current.end(), component.id) != current.end();
        if (component.id == id.toStdString() ? on : wasOn) selected.push_back(component.id);
    }
    // Ids the catalog no longer knows stay as they were: the file's content is not ours to drop.
    for (const auto &component : current)
        if (std::none_of(m_catalog->catalog().porting.components.begin(),
                            m_catalog->catalog().porting.components.end(),
                            [&](const ad::PortingComponent &c) { return c.id == component; }))
            selected.push_back(component);
    document()->change<std::vector<std::string>>(
        QStringLiteral("team.cuda_components"),
        (on ? tr("Add component %1") : tr("Remove component %1"))
            .arg(m_components[id]->text()),
        AD_FIELD(team.cudaComponents), selected);
    document()->endEdit();
}
