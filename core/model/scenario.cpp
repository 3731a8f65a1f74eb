#include "model/scenario.h"

namespace ad {

const char *toString(WorkloadKind kind)
{
    switch (kind) {
    case WorkloadKind::Training: return "training";
    case WorkloadKind::FineTuning: return "fine_tuning";
    case WorkloadKind::Inference: return "inference";
    case WorkloadKind::Mixed: return "mixed";
    }
    return "mixed";
}

Scenario defaultScenario()
{
    // A team like the one in seed 000's worked example: two engineers at $150/h, new to Neuron,
    // a Llama 3 70B model that Neuron supports, serving about a billion tokens a day, plus a
    // quarterly continued-pretraining run.
    Scenario s;
    // Templates without values: a front end shows a new scenario's name in its own language.
    s.name = QT_TRANSLATE_NOOP("Message", "Llama 3 70B: quarterly training and daily serving");
    s.description = QT_TRANSLATE_NOOP("Message", "Built-in starting point: change the workload, team and strategy to yours.");
    // The shape fields' defaults are this model's (tst_scenario_io checks they match it).
    s.workload.modelPreset = "llama3-70b";
    return s;
}

void applyModelPreset(Workload &workload, const ModelShape &model)
{
    workload.modelPreset = model.id;
    workload.parametersB = model.parametersB;
    workload.activeParametersB = model.activeParametersB;
    workload.layers = model.layers;
    workload.hidden = model.hidden;
    workload.kvHeads = model.kvHeads;
    workload.headDim = model.headDim;
}

void applyWorkloadEdit(const Workload &before, Workload &after, const Catalog *catalog)
{
    if (after.modelPreset != before.modelPreset) {
        if (const ModelShape *model = catalog && !after.modelPreset.empty() ? catalog->model(after.modelPreset) : nullptr)
            applyModelPreset(after, *model);
        return;
    }
    const bool activeEdited = after.activeParametersB != before.activeParametersB;
    if (after.parametersB != before.parametersB && !activeEdited
        && before.activeParametersB == before.parametersB)
        after.activeParametersB = after.parametersB;
    const bool shapeEdited = after.parametersB != before.parametersB || activeEdited
        || after.layers != before.layers || after.hidden != before.hidden
        || after.kvHeads != before.kvHeads || after.headDim != before.headDim;
    if (shapeEdited) after.modelPreset.clear();
}

} // namespace ad
