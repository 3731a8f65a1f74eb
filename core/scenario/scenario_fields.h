#pragma once
// Internal to the scenario reader and writer (scenario_io.cpp, scenario_fields.cpp): the table of
// scalar fields and the checks that reading a file and validating a scenario share.
#include "base/json_reader.h"
#include "model/scenario.h"
#include "scenario/scenario_io.h"

#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

namespace ad::scenario_detail {

template <class... Ts> struct Overloaded : Ts... { using Ts::operator()...; };
template <class... Ts> Overloaded(Ts...) -> Overloaded<Ts...>;

// One row per scalar field. The reader, the writer and validateScenario() all walk this table, so
// a field and its bounds are declared once and the three cannot drift apart. Rows of a section
// come before the rows of its subsections: the writer relies on that for its key order.

struct Bounds {
    double min = 0;
    double max = 0;
    bool minExclusive = false;
    // A target that 0 turns off: when above 0, a value is either 0 or at least this.
    double offOrAtLeast = 0;
};

using FieldRef = std::variant<double *, int *, bool *, std::string *, std::vector<std::string> *,
                              WorkloadKind *, Precision *, NeuronExperience *, ModelSupport *,
                              PricingModel *, SoftwareStack *>;

struct FieldSpec {
    const char *section; // JSON pointer of the object that holds the field
    const char *key;
    const char *label;   // as the input forms show it, with the unit it is shown in
    FieldRef (*ref)(Scenario &);
    Bounds bounds{};     // numbers only
};

std::span<const FieldSpec> fieldSpecs();

// parseScenario() without the cross-field checks (validateScenario()), for an edit that applies
// the coupling rules (applyWorkloadEdit()) before those checks run.
ScenarioLoad readScenarioFields(const std::string &text, const std::string &fileName);
// Sections in writing order; "/decision" is read and written by hand because its keys are ids.
std::span<const char *const> sections();

constexpr Bounds weightBounds{0, 5}; // 0 leaves a criterion out (docs/decision.md)
constexpr Bounds scoreBounds{0, 1};

std::span<const WorkloadKind> choicesOf(WorkloadKind);
std::span<const Precision> choicesOf(Precision);
std::span<const NeuronExperience> choicesOf(NeuronExperience);
std::span<const ModelSupport> choicesOf(ModelSupport);
std::span<const PricingModel> choicesOf(PricingModel);
std::span<const SoftwareStack> choicesOf(SoftwareStack);

template <class E> std::string choiceList()
{
    std::string out;
    for (E value : choicesOf(E{}))
        out += (out.empty() ? "" : ", ") + std::string(toString(value));
    return out;
}

bool checkBounds(JsonReader &r, double v, const std::string &where, Bounds b);
bool checkId(JsonReader &r, const std::string &id, const std::string &where);
bool checkIdList(JsonReader &r, const std::vector<std::string> &ids, const std::string &where);
std::optional<double> readNumber(JsonReader &r, const Json &value, const std::string &where,
                                 Bounds b);
std::optional<int> readInteger(JsonReader &r, const Json &value, const std::string &where,
                               Bounds b);
std::optional<std::string> readString(JsonReader &r, const Json &value, const std::string &where);
std::optional<std::vector<std::string>> readIdList(JsonReader &r, const Json &value,
                                                   const std::string &where);

template <class E>
std::optional<E> readChoice(JsonReader &r, const Json &value, const std::string &where)
{
    const auto text = readString(r, value, where);
    if (!text) return std::nullopt;
    for (E choice : choicesOf(E{}))
        if (*text == toString(choice)) return choice;
    r.error(where, msg(QT_TRANSLATE_NOOP("Message", "unknown value %1; expected one of: %2"),
                       {arg::quoted(*text), arg::verbatim(choiceList<E>())}));
    return std::nullopt;
}

} // namespace ad::scenario_detail
