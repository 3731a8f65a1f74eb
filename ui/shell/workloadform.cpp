#include "workloadform.h"

#include "session/catalogsession.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace {

forms::Choices precisionChoices()
{
    forms::Choices choices;
    for (const auto precision : ad::allPrecisions)
        choices.append({int(precision), QString::fromLatin1(ad::toString(precision)).toUpper()});
    return choices;
}

} // namespace

WorkloadForm::WorkloadForm(Document *document, CatalogSession *catalog, QWidget *parent)
    : FormBase(document, parent), m_catalog(catalog)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    auto *model = new QGroupBox(tr("Workload and model"));
    buildModelGroup(newFormLayout(model));
    layout->addWidget(model);

    m_training = new QGroupBox(tr("Training runs"));
    buildTrainingGroup(newFormLayout(m_training));
    layout->addWidget(m_training);

    m_inference = new QGroupBox(tr("Inference serving"));
    buildInferenceGroup(newFormLayout(m_inference));
    layout->addWidget(m_inference);

    addRefresher([this](const ad::Scenario &s) {
        const auto kind = s.workload.kind;
        m_training->setEnabled(kind != ad::WorkloadKind::Inference);
        m_inference->setEnabled(kind == ad::WorkloadKind::Inference
                                || kind == ad::WorkloadKind::Mixed);
    });
    connect(catalog, &CatalogSession::catalogChanged, this, [this] {
        fillModelCombo();
        refresh();
    });
    refresh();
}

template<typename F>
void WorkloadForm::addShapeNumber(QFormLayout *form, const QString &key, const forms::NumberSpec &spec,
                                  F field)
{
    using T = std::remove_cvref_t<decltype(field(std::declval<ad::Workload &>()))>;
    addNumberRow(
        form, key, spec, [field](const ad::Scenario &s) { return double(field(s.workload)); },
        [this, key, label = spec.label, field](double shown) {
            const ad::Workload &current = document()->scenario().workload;
            ad::Workload workload = current;
            if constexpr (std::is_integral_v<T>)
                field(workload) = T(std::llround(shown));
            else
                field(workload) = T(shown);
            // The same coupling as --set: a dense model stays dense, the preset is cleared.
            ad::applyWorkloadEdit(current, workload, &m_catalog->catalog());
            document()->change<ad::Workload>(key, changeText(label), AD_FIELD(workload),
                                             workload);
        });
}

void WorkloadForm::buildModelGroup(QFormLayout *form)
{
    addChoice(form, QStringLiteral("workload.kind"), fieldLabel(QStringLiteral("workload.kind")),
              tr("What the accelerators are for. Training and fine-tuning use the training "
                 "inputs, inference the serving inputs, and the mixed workload both. Default: "
                 "%1, a quarterly training run plus daily serving."),
              {{int(ad::WorkloadKind::Training), tr("Training")},
               {int(ad::WorkloadKind::FineTuning), tr("Fine-tuning")},
               {int(ad::WorkloadKind::Inference), tr("Inference")},
               {int(ad::WorkloadKind::Mixed), tr("Training and inference")}},
              AD_FIELD(workload.kind));

    m_model = new QComboBox;
    m_model->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_model->setMinimumContentsLength(14);
    m_model->setObjectName(QStringLiteral("workload.model_preset"));
    const QString modelTip =
        tr("Fills the parameter count and the shape fields below from the catalog's model "
           "shapes (models.json). Editing any of those fields switches to Custom.");
    m_model->setToolTip(modelTip);
    m_model->setAccessibleName(fieldLabel(QStringLiteral("workload.model_preset")));
    form->addRow(rowLabel(fieldLabel(QStringLiteral("workload.model_preset")), m_model), m_model);
    fillModelCombo();
    connect(m_model, &QComboBox::activated, this, &WorkloadForm::applyModel);
    addRefresher([this](const ad::Scenario &s) { refreshModelCombo(s); });
    registerEditor(m_model->objectName(), m_model);

    addShapeNumber(form, QStringLiteral("workload.parameters_b"),
                   {fieldLabel(QStringLiteral("workload.parameters_b")),
                    tr("Total parameter count in billions: sets the memory the weights need. "
                       "Default %1, the Llama 3 70B preset."),
                    2, 1, 1},
                   AD_FIELD(parametersB));
    addShapeNumber(form, QStringLiteral("workload.active_parameters_b"),
                   {fieldLabel(QStringLiteral("workload.active_parameters_b")),
                    tr("Parameters used for each token. The same as the total for a dense model, "
                       "smaller for a mixture of experts. Training compute is 6 × active "
                       "parameters × tokens."),
                    2, 1, 1},
                   AD_FIELD(activeParametersB));
    addShapeNumber(form, QStringLiteral("workload.layers"),
                   {fieldLabel(QStringLiteral("workload.layers")),
                    tr("Transformer layers; with the KV heads and head size it sets the KV cache "
                       "per token. Default %1 (Llama 3 70B)."),
                    0, 1, 1},
                   AD_FIELD(layers));
    addShapeNumber(form, QStringLiteral("workload.hidden"),
                   {fieldLabel(QStringLiteral("workload.hidden")),
                    tr("Width of the model; sets activation memory in training. Default %1 "
                       "(Llama 3 70B)."),
                    0, 1, 128},
                   AD_FIELD(hidden));
    addShapeNumber(form, QStringLiteral("workload.kv_heads"),
                   {fieldLabel(QStringLiteral("workload.kv_heads")),
                    tr("Key/value heads (fewer than attention heads with grouped-query "
                       "attention). Default %1 (Llama 3 70B)."),
                    0, 1, 1},
                   AD_FIELD(kvHeads));
    addShapeNumber(form, QStringLiteral("workload.head_dim"),
                   {fieldLabel(QStringLiteral("workload.head_dim")),
                    tr("Dimension of one attention head. Default %1 (Llama 3 70B)."), 0, 1, 8},
                   AD_FIELD(headDim));

    addChoice(form, QStringLiteral("workload.precision"), fieldLabel(QStringLiteral("workload.precision")),
              tr("Number format of the training run; selects the chip's peak FLOP/s at that "
                 "precision. Default %1, the usual mixed-precision training format."),
              precisionChoices(), AD_FIELD(workload.precision));
    addCheck(form, QStringLiteral("workload.novel_architecture"),
             fieldLabel(QStringLiteral("workload.novel_architecture")),
             tr("Tick when the model uses layers or attention variants the Neuron SDK does not "
                "support out of the box; the porting estimate grows accordingly."),
             AD_FIELD(workload.novelArchitecture));
}

void WorkloadForm::buildTrainingGroup(QFormLayout *form)
{
    addNumber(form, QStringLiteral("workload.training.tokens_per_run_b"),
              {fieldLabel(QStringLiteral("workload.training.tokens_per_run_b")),
               tr("Training tokens processed in one run. Compute per run is 6 × active "
                  "parameters × tokens. Default %1 billion, a continued-pretraining run."),
               2, 1, 10},
              AD_FIELD(workload.training.tokensPerRunB));
    addNumber(form, QStringLiteral("workload.training.runs_per_year"),
              {fieldLabel(QStringLiteral("workload.training.runs_per_year")),
               tr("How often the run repeats; yearly training cost is cost per run × runs. "
                  "Default %1, one run a quarter."),
               1, 1, 1},
              AD_FIELD(workload.training.runsPerYear));
    addNumber(form, QStringLiteral("workload.training.mfu"),
              {fieldLabel(QStringLiteral("workload.training.mfu")),
               tr("Share of the chip's peak FLOP/s the run actually achieves, used where no "
                  "published measurement applies. The model counts 6 × parameters × tokens "
                  "FLOPs per run, without activation recomputation: a utilisation reported with "
                  "recomputation counted (hardware FLOPs) is about a third higher and, entered "
                  "here, makes runs look about 25 % shorter. Default %1 %, a cautious figure for "
                  "large dense training; seed 001 reports 42–61 % depending on chip and model."),
               1, 100, 1},
              AD_FIELD(workload.training.mfu));
    addNumber(form, QStringLiteral("workload.training.overhead"),
              {fieldLabel(QStringLiteral("workload.training.overhead")),
               tr("Time added on top of pure compute for checkpoints, restarts and data "
                  "loading. Default %1 %, the allowance seed 001 uses."),
               1, 100, 5},
              AD_FIELD(workload.training.overhead));
    addNumber(form, QStringLiteral("workload.training.chips"),
              {fieldLabel(QStringLiteral("workload.training.chips")),
               tr("Chips the run is spread over. It sets the wall-clock time and the memory "
                  "headroom; the cost follows chip-hours. Default %1."),
               0, 1, 8},
              AD_FIELD(workload.training.chips));
    addNumber(form, QStringLiteral("workload.training.sequence_length"),
              {fieldLabel(QStringLiteral("workload.training.sequence_length")),
               tr("Tokens per training sequence; sets activation memory and so the minimum "
                  "chip count. Default %1."),
               0, 1, 1024},
              AD_FIELD(workload.training.sequenceLength));
}

void WorkloadForm::buildInferenceGroup(QFormLayout *form)
{
    addNumber(form, QStringLiteral("workload.inference.tokens_per_day_m"),
              {fieldLabel(QStringLiteral("workload.inference.tokens_per_day_m")),
               tr("Generated tokens served per day. Default %1 million (one billion a day), "
                  "the volume of seed 000's break-even example."),
               1, 1, 100},
              AD_FIELD(workload.inference.tokensPerDayM));
    addNumber(form, QStringLiteral("workload.inference.batch"),
              {fieldLabel(QStringLiteral("workload.inference.batch")),
               tr("Sequences decoded together. A larger batch shares each read of the weights "
                  "and raises tokens per second, but needs more KV cache. Default %1."),
               0, 1, 8},
              AD_FIELD(workload.inference.batch));
    addNumber(form, QStringLiteral("workload.inference.context"),
              {fieldLabel(QStringLiteral("workload.inference.context")),
               tr("Tokens held in the KV cache for each sequence. Default %1."), 0, 1,
               1024},
              AD_FIELD(workload.inference.context));
    addChoice(form, QStringLiteral("workload.inference.precision"), fieldLabel(QStringLiteral("workload.inference.precision")),
              tr("Number format of the served weights; sets bytes read per decode step. "
                 "Default %1."),
              precisionChoices(), AD_FIELD(workload.inference.precision));
    addNumber(form, QStringLiteral("workload.inference.bandwidth_efficiency"),
              {fieldLabel(QStringLiteral("workload.inference.bandwidth_efficiency")),
               tr("Share of the chip's peak memory bandwidth a decode step achieves; decode is "
                  "bandwidth-bound. Default %1 %."),
               1, 100, 5},
              AD_FIELD(workload.inference.bandwidthEfficiency));
    addNumber(form, QStringLiteral("workload.inference.compute_efficiency"),
              {fieldLabel(QStringLiteral("workload.inference.compute_efficiency")),
               tr("Share of the chip's peak FLOP/s prefill achieves; prefill is compute-bound. "
                  "Default %1 %."),
               1, 100, 5},
              AD_FIELD(workload.inference.computeEfficiency));
    addNumber(form, QStringLiteral("workload.inference.input_tokens"),
              {fieldLabel(QStringLiteral("workload.inference.input_tokens")),
               tr("Prompt tokens in one request. Read only with a latency target: the prompt's "
                  "prefill sets the time to the first token and part of the cost. Default %1."),
               0, 1, 100},
              AD_FIELD(workload.inference.inputTokens));
    addNumber(form, QStringLiteral("workload.inference.output_tokens"),
              {fieldLabel(QStringLiteral("workload.inference.output_tokens")),
               tr("Tokens generated for one request. Read only with a latency target. "
                  "Default %1."),
               0, 1, 50},
              AD_FIELD(workload.inference.outputTokens));
    addNumber(form, QStringLiteral("workload.inference.tpot_ms"),
              {fieldLabel(QStringLiteral("workload.inference.tpot_ms")),
               tr("The longest a user may wait for each next token (50 ms is 20 tokens a second). "
                  "With a target the batch and the chips per replica follow from it and the batch "
                  "above is not used; 0 sets no target. Default %1."),
               0, 1, 5},
              AD_FIELD(workload.inference.tpotMs));
    addNumber(form, QStringLiteral("workload.inference.ttft_ms"),
              {fieldLabel(QStringLiteral("workload.inference.ttft_ms")),
               tr("The longest a user may wait for the first token, for one request on its own "
                  "(no queueing); 0 sets no target. Default %1."),
               0, 1, 100},
              AD_FIELD(workload.inference.ttftMs));
    addCheck(form, QStringLiteral("workload.inference.latency_sensitive"),
             fieldLabel(QStringLiteral("workload.inference.latency_sensitive")),
             tr("Tick when users wait on each response (chat, agents) rather than on batch "
                "jobs."),
             AD_FIELD(workload.inference.latencySensitive));
}

void WorkloadForm::fillModelCombo()
{
    const QSignalBlocker blocker(m_model);
    m_model->clear();
    for (const auto &model : m_catalog->catalog().models) {
        m_model->addItem(QString::fromStdString(model.name), QString::fromStdString(model.id));
        m_model->setItemData(m_model->count() - 1,
                             tr("%1: %2 billion parameters, %3 layers (source: %4)")
                                 .arg(QString::fromStdString(model.name))
                                 .arg(model.parametersB)
                                 .arg(model.layers)
                                 .arg(QString::fromStdString(model.source)),
                             Qt::ToolTipRole);
    }
    m_model->addItem(tr("Custom"), QString());
}

void WorkloadForm::refreshModelCombo(const ad::Scenario &scenario)
{
    const QString id = QString::fromStdString(scenario.workload.modelPreset);
    int index = m_model->findData(id);
    const QSignalBlocker blocker(m_model);
    if (index < 0) {
        // A file can name a model the current catalog lacks; show it rather than hide it.
        m_model->addItem(tr("%1 (not in the catalog)").arg(id), id);
        index = m_model->count() - 1;
    }
    m_model->setCurrentIndex(index);
}

void WorkloadForm::applyModel(int index)
{
    const std::string id = m_model->itemData(index).toString().toStdString();
    const ad::Workload &current = document()->scenario().workload;
    ad::Workload workload = current;
    workload.modelPreset = id;
    ad::applyWorkloadEdit(current, workload, &m_catalog->catalog());
    document()->change<ad::Workload>(QStringLiteral("workload.model_preset"),
                                     tr("Choose model %1").arg(m_model->itemText(index)),
                                     AD_FIELD(workload), workload);
    document()->endEdit();
}
