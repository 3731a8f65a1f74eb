#include "strategyform.h"

#include "session/catalogsession.h"
#include "views/viewformat.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

StrategyForm::StrategyForm(Document *document, CatalogSession *catalog, QWidget *parent)
    : FormBase(document, parent), m_catalog(catalog)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *group = new QGroupBox(tr("Cloud strategy"));
    auto *form = newFormLayout(group);
    layout->addWidget(group);

    forms::Choices pricing;
    for (const auto model : ad::allPricingModels)
        pricing.append({int(model), views::pricingModelName(model)});
    addChoice(form, QStringLiteral("strategy.pricing_model"), fieldLabel(QStringLiteral("strategy.pricing_model")),
              tr("How capacity is bought. Only offers sold this way enter the decision matrix; "
                 "commitments trade flexibility for a lower hourly price. Default: %1."),
              pricing, AD_FIELD(strategy.pricingModel));
    addNumber(form, QStringLiteral("strategy.horizon_months"),
              {fieldLabel(QStringLiteral("strategy.horizon_months")),
               tr("Period the total cost of ownership and the break-even chart cover. Default "
                  "%1 months."),
               0, 1, 6},
              AD_FIELD(strategy.horizonMonths));
    addNumber(form, QStringLiteral("strategy.credits_usd"),
              {fieldLabel(QStringLiteral("strategy.credits_usd")),
               tr("Promotional or startup credits, subtracted from the cost of AWS offers only. "
                  "Default %1."),
               0, 1, 10000},
              AD_FIELD(strategy.creditsUsd));
    addNumber(form, QStringLiteral("strategy.deadline_weeks"),
              {fieldLabel(QStringLiteral("strategy.deadline_weeks")),
               tr("Weeks until the workload must run. Options whose port takes longer are "
                  "knocked out. Default %1: no deadline."),
               1, 1, 1},
              AD_FIELD(strategy.deadlineWeeks));
    addProviderChoice(form);
    addBaselineChoice(form);

    addCheck(form, QStringLiteral("strategy.aws_native"), fieldLabel(QStringLiteral("strategy.aws_native")),
             tr("Tick when the organisation is on AWS today: Trainium needs no cloud move."),
             AD_FIELD(strategy.awsNative));
    addCheck(form, QStringLiteral("strategy.multi_cloud_required"),
             fieldLabel(QStringLiteral("strategy.multi_cloud_required")),
             tr("Tick when the workload must be able to run on more than one cloud. This knocks "
                "out silicon sold by one cloud only, such as Trainium."),
             AD_FIELD(strategy.multiCloudRequired));
    addCheck(form, QStringLiteral("strategy.spot_only"), fieldLabel(QStringLiteral("strategy.spot_only")),
             tr("Tick when only interruptible spot capacity is affordable. Offers with no spot "
                "price are knocked out."),
             AD_FIELD(strategy.spotOnly));

    connect(catalog, &CatalogSession::catalogChanged, this, [this] {
        fillBaselines();
        fillProviders();
        refresh();
    });
    refresh();
}

// One check box per provider in the catalog. All ticked is stored as an empty list ("every
// provider"), so a provider added to the catalog later is considered until it is unticked.
void StrategyForm::addProviderChoice(QFormLayout *form)
{
    m_providers = new QWidget;
    m_providers->setObjectName(QStringLiteral("strategy.providers"));
    m_providers->setAccessibleName(fieldLabel(QStringLiteral("strategy.providers")));
    m_providers->setToolTip(tr("The providers the team will buy from. An offer from a provider "
                               "left unticked is knocked out, for example to compare only AWS "
                               "instances. Default: every provider."));
    auto *box = new QVBoxLayout(m_providers);
    box->setContentsMargins(0, 0, 0, 0);
    box->setSpacing(2);
    form->addRow(rowLabel(fieldLabel(QStringLiteral("strategy.providers")), m_providers), m_providers);
    registerEditor(m_providers->objectName(), m_providers);
    fillProviders();
    addRefresher([this](const ad::Scenario &s) {
        for (QCheckBox *check : std::as_const(m_providerChecks)) {
            const QSignalBlocker blocker(check);
            const std::string name = check->text().toStdString();
            const auto &list = s.strategy.providers;
            check->setChecked(list.empty() || std::find(list.begin(), list.end(), name) != list.end());
        }
    });
}

void StrategyForm::fillProviders()
{
    qDeleteAll(m_providerChecks);
    m_providerChecks.clear();
    std::set<std::string> names;
    for (const auto &offer : m_catalog->catalog().offers) names.insert(offer.provider);
    for (const std::string &name : names) {
        // Provider names are data from the catalog, shown as they are written there.
        auto *check = new QCheckBox(QString::fromStdString(name), m_providers);
        check->setToolTip(m_providers->toolTip());
        m_providers->layout()->addWidget(check);
        m_providerChecks.append(check);
        connect(check, &QCheckBox::toggled, this, [this] {
            std::vector<std::string> ticked;
            for (QCheckBox *c : std::as_const(m_providerChecks))
                if (c->isChecked()) ticked.push_back(c->text().toStdString());
            if (ticked.size() == static_cast<std::size_t>(m_providerChecks.size())) ticked.clear();
            document()->change<std::vector<std::string>>(QStringLiteral("strategy.providers"),
                                                         changeText(fieldLabel(QStringLiteral("strategy.providers"))),
                                                         AD_FIELD(strategy.providers), ticked);
            document()->endEdit();
        });
    }
}

void StrategyForm::addBaselineChoice(QFormLayout *form)
{
    m_baseline = new QComboBox;
    m_baseline->setObjectName(QStringLiteral("strategy.baseline_offer"));
    m_baseline->setAccessibleName(fieldLabel(QStringLiteral("strategy.baseline_offer")));
    m_baseline->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_baseline->setMinimumContentsLength(12);
    form->addRow(rowLabel(fieldLabel(QStringLiteral("strategy.baseline_offer")), m_baseline), m_baseline);
    registerEditor(m_baseline->objectName(), m_baseline);
    fillBaselines();
    const QString defaultBaseline =
        QString::fromStdString(ad::defaultScenario().strategy.baselineOffer);
    m_baseline->setToolTip(tr("The GPU offer the port to Trainium is measured against in the "
                              "break-even. Default: %1.")
                               .arg(m_baseline->itemText(m_baseline->findData(defaultBaseline))));

    connect(m_baseline, &QComboBox::activated, this, [this](int index) {
        document()->change<std::string>(QStringLiteral("strategy.baseline_offer"),
                                        changeText(fieldLabel(QStringLiteral("strategy.baseline_offer"))),
                                        AD_FIELD(strategy.baselineOffer),
                                        m_baseline->itemData(index).toString().toStdString());
        document()->endEdit();
    });
    addRefresher([this](const ad::Scenario &s) {
        const QString id = QString::fromStdString(s.strategy.baselineOffer);
        int index = m_baseline->findData(id);
        const QSignalBlocker blocker(m_baseline);
        if (index < 0) {
            m_baseline->addItem(tr("%1 (not in the catalog)").arg(id), id);
            index = m_baseline->count() - 1;
        }
        m_baseline->setCurrentIndex(index);
    });
}

void StrategyForm::fillBaselines()
{
    const QSignalBlocker blocker(m_baseline);
    m_baseline->clear();
    m_baseline->addItem(tr("Cheapest CUDA option"), QString());
    const ad::Catalog &catalog = m_catalog->catalog();
    for (const auto &offer : catalog.offers) {
        const ad::Accelerator *chip = catalog.accelerator(offer.acceleratorId);
        if (!chip || chip->stack != ad::SoftwareStack::Cuda) continue;
        m_baseline->addItem(tr("%1 %2 (%3)")
                                .arg(QString::fromStdString(offer.provider),
                                     QString::fromStdString(offer.instance),
                                     QString::fromStdString(chip->name)),
                            QString::fromStdString(offer.id));
    }
}

ScenarioForm::ScenarioForm(Document *document, QWidget *parent) : FormBase(document, parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *group = new QGroupBox(tr("Scenario"));
    auto *form = newFormLayout(group);
    layout->addWidget(group);
    addText(form, QStringLiteral("name"), fieldLabel(QStringLiteral("name")),
            tr("A short name for this scenario, shown in comparisons and reports."),
            AD_FIELD(name));
    addText(form, QStringLiteral("description"), fieldLabel(QStringLiteral("description")),
            tr("Optional notes: what this scenario is for, where its numbers come from."),
            AD_FIELD(description));
    refresh();
}
