#include "comparedialog.h"
#include "evaluation/assess.h"

#include "formats/assessment_format.h"
#include "formbase.h"
#include "numberfield.h"
#include "scenario/scenario_io.h"
#include "session/catalogsession.h"
#include "session/document.h"
#include "views/messagetext.h"
#include "views/viewformat.h"
#include "views/windowfit.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace {

QString text(const std::string &s)
{
    return QString::fromStdString(s);
}

QString labelOf(const ad::Assessment &assessment, const std::string &optionId)
{
    const ad::OptionAssessment *option = assessment.option(optionId);
    return option ? text(option->label) : QString();
}

QString usdOf(const ad::Quantity &quantity)
{
    return quantity.known() ? views::usd(quantity.value)
                            : CompareDialog::tr("unknown");
}

} // namespace

compare::Headline compare::headlineFor(const ad::Assessment &assessment)
{
    compare::Headline h;
    const ad::DecisionResult &decision = assessment.decision;
    h.name = text(assessment.scenario.name);
    h.lean = views::leanWord(assessment.recommendation.lean);

    const ad::OptionAssessment *winner = assessment.option(decision.winner);
    const ad::OptionAssessment *runnerUp = assessment.option(decision.runnerUp);
    h.winner = winner ? text(winner->label) : CompareDialog::tr("none: every option is knocked out");
    h.margin = runnerUp ? CompareDialog::tr("%1 points%2")
                              .arg(views::number(decision.margin * 100, 1),
                                   decision.clearWinner ? QString() : CompareDialog::tr(" (too close to call)"))
                        : CompareDialog::tr("no runner-up");
    h.costPerMTokens = winner ? usdOf(winner->costPerMTokens) : QString();
    h.tcoWinner = winner ? CompareDialog::tr("%1 (%2)").arg(usdOf(winner->tco), text(winner->label))
                         : QString();
    h.tcoRunnerUp = runnerUp ? CompareDialog::tr("%1 (%2)").arg(usdOf(runnerUp->tco), text(runnerUp->label))
                             : QString();

    const ad::OptionAssessment *ported = assessment.option(assessment.bestNeuronId);
    if (!ported || !ported->breakEven.applicable) {
        h.breakEven = CompareDialog::tr("not applicable: no option needs a port");
    } else if (!ported->breakEven.summary.empty()) {
        h.breakEven = CompareDialog::tr("%1: %2").arg(text(ported->label), views::text(ported->breakEven.summary));
    } else if (ported->breakEven.never) {
        h.breakEven = CompareDialog::tr("%1: never pays back").arg(text(ported->label));
    } else {
        h.breakEven = CompareDialog::tr("%1: after %2")
                          .arg(text(ported->label),
                               views::duration(ported->breakEven.days.value));
    }

    for (const auto &row : decision.rows) {
        if (row.excluded || row.rank <= 0) continue;
        h.ranking << CompareDialog::tr("%1. %2 (%3)")
                         .arg(row.rank)
                         .arg(labelOf(assessment, row.optionId).isEmpty()
                                  ? text(row.label)
                                  : labelOf(assessment, row.optionId),
                              views::percent(row.total));
    }
    return h;
}

CompareDialog::CompareDialog(CatalogSession *catalog, Document *document, QWidget *parent)
    : QDialog(parent), m_catalog(catalog), m_document(document), m_list(new QListWidget),
      m_table(new QTableWidget), m_inputs(new QTableWidget),
      m_differencesOnly(new QCheckBox(tr("&Differences only"))), m_problem(new ProblemLabel),
      m_addCurrent(new QPushButton(tr("Add &Current Scenario"))),
      m_addFile(new QPushButton(tr("Add Scenario &File…"))),
      m_remove(new QPushButton(tr("&Remove")))
{
    setWindowTitle(tr("Compare Scenarios"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Choose two or three scenarios: the current one and saved "
                                "files. Each is evaluated against the catalog in use."));
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *picker = new QHBoxLayout;
    m_list->setMaximumHeight(m_list->fontMetrics().height() * 5);
    m_list->setAccessibleName(tr("Scenarios to compare"));
    picker->addWidget(m_list, 1);
    auto *buttons = new QVBoxLayout;
    buttons->addWidget(m_addCurrent);
    buttons->addWidget(m_addFile);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    picker->addLayout(buttons);
    layout->addLayout(picker);
    layout->addWidget(m_problem);

    m_inputs->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_inputs->setAccessibleName(tr("Inputs of each scenario"));
    m_differencesOnly->setToolTip(tr("Hide the inputs that are the same in every scenario."));
    connect(m_differencesOnly, &QCheckBox::toggled, this, &CompareDialog::showDifferencesOnly);
    auto *inputsPane = new QWidget;
    auto *inputsLayout = new QVBoxLayout(inputsPane);
    inputsLayout->setContentsMargins(0, 0, 0, 0);
    auto *inputsHeader = new QHBoxLayout;
    inputsHeader->addWidget(new QLabel(tr("<b>Inputs</b> (those that differ are in bold)")), 1);
    inputsHeader->addWidget(m_differencesOnly);
    inputsLayout->addLayout(inputsHeader);
    inputsLayout->addWidget(m_inputs);

    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(true);
    m_table->setAccessibleName(tr("Comparison of headline figures"));
    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(inputsPane);
    split->addWidget(m_table);
    split->setChildrenCollapsible(false);
    layout->addWidget(split, 1);

    auto *close = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(close);

    connect(m_addCurrent, &QPushButton::clicked, this, &CompareDialog::addCurrentDocument);
    connect(m_addFile, &QPushButton::clicked, this, &CompareDialog::chooseFiles);
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (m_list->currentRow() >= 0) removeScenario(m_list->currentRow());
    });
    connect(m_list, &QListWidget::currentRowChanged, this, &CompareDialog::updateButtons);
    connect(document, &Document::scenarioChanged, this, [this] {
        const bool followsDocument = std::any_of(m_entries.begin(), m_entries.end(),
                                                 [](const Entry &e) { return e.current; });
        if (followsDocument && isVisible()) rebuild();
    });
    connect(catalog, &CatalogSession::catalogChanged, this, &CompareDialog::rebuild);

    addCurrentDocument();
    windowfit::resizeToFit(this, QSize(900, 720));
}

bool CompareDialog::addCurrentDocument()
{
    if (scenarioCount() >= maximumScenarios) return false;
    if (std::any_of(m_entries.begin(), m_entries.end(), [](const Entry &e) { return e.current; }))
        return false;
    m_entries.push_back({tr("Current scenario"), {}, true});
    rebuild();
    return true;
}

bool CompareDialog::addFile(const QString &path, QString *error)
{
    if (scenarioCount() >= maximumScenarios) {
        if (error) *error = tr("At most %1 scenarios can be compared.").arg(maximumScenarios);
        return false;
    }
    QFile file(path);
    const QString shown = QDir::toNativeSeparators(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error) *error = tr("%1: cannot read the file: %2").arg(shown, file.errorString());
        return false;
    }
    const ad::ScenarioLoad load =
        ad::parseScenario(file.readAll().toStdString(), shown.toStdString());
    if (!load.ok()) {
        QStringList lines;
        for (const auto &d : load.diagnostics)
            if (d.severity == ad::Severity::Error) lines << text(d.toString(views::messageStyle()));
        if (error) *error = lines.join(QLatin1Char('\n'));
        return false;
    }
    // Named as the scenario names itself; the file name when it has no name.
    const QString name = text(load.scenario.name).trimmed();
    m_entries.push_back({name.isEmpty() ? QFileInfo(path).fileName() : name, load.scenario, false});
    rebuild();
    return true;
}

void CompareDialog::removeScenario(int index)
{
    if (index < 0 || index >= scenarioCount()) return;
    m_entries.erase(m_entries.begin() + index);
    rebuild();
}

void CompareDialog::chooseFiles()
{
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Add Scenarios to Compare"),
        m_document->fileName().isEmpty() ? QDir::homePath()
                                         : QFileInfo(m_document->fileName()).absolutePath(),
        tr("Scenario files (*.json);;All files (*)"));
    QStringList problems;
    for (const QString &path : paths) {
        QString error;
        if (!addFile(path, &error)) problems << error;
    }
    m_problem->setProblem(problems.join(QLatin1Char('\n')));
}

std::vector<compare::Headline> CompareDialog::headlines() const
{
    std::vector<compare::Headline> result;
    for (const Entry &entry : m_entries) {
        const ad::Scenario &scenario = entry.current ? m_document->scenario() : entry.scenario;
        result.push_back(compare::headlineFor(ad::assess(scenario, m_catalog->catalog())));
    }
    return result;
}

void CompareDialog::rebuild()
{
    m_list->clear();
    for (const Entry &entry : m_entries) m_list->addItem(entry.label);

    const std::vector<compare::Headline> all = headlines();
    qsizetype ranks = 0;
    for (const compare::Headline &h : all) ranks = std::max(ranks, h.ranking.size());

    QStringList rowNames = {tr("Scenario"),
                            tr("Lean"),
                            tr("Winner"),
                            tr("Margin over runner-up"),
                            tr("Cost per million tokens (winner)"),
                            tr("Cost over horizon (winner)"),
                            tr("Cost over horizon (runner-up)"),
                            tr("Break-even of the port")};
    const int fixedRows = int(rowNames.size());
    for (qsizetype i = 0; i < ranks; ++i) rowNames << tr("Rank %1").arg(i + 1);

    m_table->clear();
    m_table->setRowCount(int(rowNames.size()));
    m_table->setColumnCount(int(all.size()));
    m_table->setVerticalHeaderLabels(rowNames);
    QStringList columns;
    for (const Entry &entry : m_entries) columns << entry.label;
    m_table->setHorizontalHeaderLabels(columns);
    for (int c = 0; c < int(all.size()); ++c) {
        const compare::Headline &h = all[std::size_t(c)];
        const QStringList values = {h.name,           h.lean,      h.winner,
                                    h.margin,         h.costPerMTokens, h.tcoWinner,
                                    h.tcoRunnerUp,    h.breakEven};
        for (int r = 0; r < fixedRows; ++r)
            m_table->setItem(r, c, new QTableWidgetItem(values.at(r)));
        for (int r = 0; r < int(h.ranking.size()); ++r)
            m_table->setItem(fixedRows + r, c, new QTableWidgetItem(h.ranking.at(r)));
    }
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setMinimumSectionSize(m_table->fontMetrics().height() + 10);
    m_table->resizeRowsToContents();
    rebuildInputs();
    updateButtons();
}

// A value as the forms show it: catalog entries by name rather than id, pricing models and
// precisions as the choice lists spell them.
QString CompareDialog::shownValue(const ad::ScenarioFieldValue &field,
                                  const ad::Scenario &scenario) const
{
    const ad::Catalog &catalog = m_catalog->catalog();
    if (field.path == "workload.model_preset") {
        if (const auto *model = catalog.model(field.value)) return text(model->name);
        return field.value.empty() ? tr("Custom") : text(field.value);
    }
    if (field.path == "strategy.baseline_offer") {
        if (const auto *offer = catalog.offer(field.value))
            return text(offer->provider + " " + offer->instance);
        return field.value.empty() ? tr("Cheapest CUDA option") : text(field.value);
    }
    if (field.path == "strategy.pricing_model")
        return views::pricingModelName(scenario.strategy.pricingModel);
    if (field.path == "team.neuron_experience")
        if (const auto value = ad::neuronExperienceFromString(field.value)) return views::text(ad::displayMessage(*value));
    if (field.path == "team.model_support")
        if (const auto value = ad::modelSupportFromString(field.value)) return views::text(ad::displayMessage(*value));
    if (field.path == "team.current_stack")
        if (const auto value = ad::softwareStackFromString(field.value)) return views::text(ad::displayMessage(*value));
    if (field.path == "workload.precision" || field.path == "workload.inference.precision")
        return text(field.value).toUpper();
    // A number or a yes/no as the core writes it ("1,000.0", "yes"), in the interface language;
    // names and ids as they are.
    static const QRegularExpression figure(
        QStringLiteral("^(?:-?[0-9][0-9,]*(?:\\.[0-9]+)?|yes|no)$"));
    if (figure.match(text(field.value)).hasMatch()) return views::localized(field.value);
    return text(field.value);
}

void CompareDialog::rebuildInputs()
{
    std::vector<std::vector<ad::ScenarioFieldValue>> values;
    QStringList columns;
    for (const Entry &entry : m_entries) {
        const ad::Scenario &scenario = entry.current ? m_document->scenario() : entry.scenario;
        values.push_back(ad::scenarioFieldValues(scenario));
        for (auto &field : values.back()) field.value = shownValue(field, scenario).toStdString();
        columns << entry.label;
    }
    const int rows = values.empty() ? 0 : int(values.front().size());
    m_inputs->clear();
    m_inputs->setColumnCount(int(values.size()));
    m_inputs->setRowCount(rows);
    m_inputs->setHorizontalHeaderLabels(columns);
    for (int r = 0; r < rows; ++r) {
        const ad::ScenarioFieldValue &first = values.front()[std::size_t(r)];
        bool differs = false;
        for (const auto &column : values) differs |= column[std::size_t(r)].value != first.value;
        auto *heading = new QTableWidgetItem(FormBase::fieldLabel(text(first.path)));
        // Bold, not only coloured, so the difference shows in any palette and in a screen reader's
        // description.
        QFont font = m_inputs->font();
        font.setBold(differs);
        heading->setFont(font);
        heading->setData(DiffersRole, differs);
        if (differs) heading->setToolTip(tr("Differs between the scenarios"));
        m_inputs->setVerticalHeaderItem(r, heading);
        for (int c = 0; c < int(values.size()); ++c) {
            auto *item = new QTableWidgetItem(text(values[std::size_t(c)][std::size_t(r)].value));
            item->setFont(font);
            item->setData(DiffersRole, differs);
            if (differs) item->setBackground(palette().brush(QPalette::AlternateBase));
            m_inputs->setItem(r, c, item);
        }
    }
    m_inputs->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    showDifferencesOnly(m_differencesOnly->isChecked());
}

void CompareDialog::showDifferencesOnly(bool only)
{
    for (int r = 0; r < m_inputs->rowCount(); ++r)
        m_inputs->setRowHidden(
            r, only && !m_inputs->verticalHeaderItem(r)->data(DiffersRole).toBool());
}

void CompareDialog::updateButtons()
{
    const bool room = scenarioCount() < maximumScenarios;
    const bool hasCurrent =
        std::any_of(m_entries.begin(), m_entries.end(), [](const Entry &e) { return e.current; });
    m_addCurrent->setEnabled(room && !hasCurrent);
    m_addFile->setEnabled(room);
    m_remove->setEnabled(m_list->currentRow() >= 0);
}
