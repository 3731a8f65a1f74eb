#pragma once
// What the input forms share: one row per scenario field, each bound to the document. A user edit
// pushes an undo command; a document change updates the editors without pushing anything.
#include "numberfield.h"
#include "session/document.h"

#include <QHash>
#include <QList>
#include <QPair>
#include <QWidget>

#include <cmath>
#include <functional>
#include <type_traits>
#include <vector>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;

// A scenario field as an accessor that works on const and mutable scenarios alike.
#define AD_FIELD(member) [](auto &s) -> auto & { return s.member; }

namespace forms {

// The range is not here: each field takes it from the core's field table (scenarioFieldRange()),
// where the file reader and --set find it too.
struct NumberSpec {
    QString label;      // with its unit: "Parameters (billions)"
    QString tooltip;    // what it means and where the default comes from
    int decimals = 0;
    double scale = 1;   // shown = stored × scale (fractions are shown as percentages)
    double step = 1;
};

using Choices = QList<QPair<int, QString>>; // stored enum value, shown text

} // namespace forms

class FormBase : public QWidget
{
    Q_OBJECT
public:
    explicit FormBase(Document *document, QWidget *parent = nullptr);

    Document *document() const { return m_document; }
    // The editor bound to a field key ("workload.parameters_b"), or nullptr.
    QWidget *editorFor(const QString &key) const { return m_editors.value(key); }
    QStringList keys() const { return m_editors.keys(); }
    // The labels in the label column, so that several forms can share one column width.
    QList<QWidget *> rowLabels() const { return m_rowLabels; }

    // Shows the document's values; creates no undo command.
    void refresh();

    // The field's label from the core's field table, translated: one place for every label, so
    // the forms, the input problems and the scenario comparison name a field alike.
    static QString fieldLabel(const QString &key);

protected:
    template<typename F>
    NumberField *addNumber(QFormLayout *form, const QString &key, const forms::NumberSpec &spec, F field)
    {
        using T = std::remove_cvref_t<decltype(field(std::declval<ad::Scenario &>()))>;
        const double scale = spec.scale;
        return addNumberRow(
            form, key, spec, [field, scale](const ad::Scenario &s) { return field(s) * scale; },
            [this, key, label = spec.label, field, scale](double shown) {
                const double stored = shown / scale;
                T value;
                if constexpr (std::is_integral_v<T>) value = T(std::llround(stored));
                else value = T(stored);
                m_document->change<T>(key, changeText(label), field, value);
            });
    }

    template<typename F>
    QComboBox *addChoice(QFormLayout *form, const QString &key, const QString &label,
                         const QString &tooltip, const forms::Choices &choices, F field)
    {
        using T = std::remove_cvref_t<decltype(field(std::declval<ad::Scenario &>()))>;
        return addChoiceRow(
            form, key, label, tooltip, choices,
            [field](const ad::Scenario &s) { return int(field(s)); },
            [this, key, label, field](int value) {
                m_document->change<T>(key, changeText(label), field, T(value));
                m_document->endEdit();
            });
    }

    template<typename F>
    QCheckBox *addCheck(QFormLayout *form, const QString &key, const QString &label,
                        const QString &tooltip, F field)
    {
        return addCheckRow(
            form, key, label, tooltip, [field](const ad::Scenario &s) { return bool(field(s)); },
            [this, key, label, field](bool on) {
                m_document->change<bool>(key, changeText(label), field, on);
                m_document->endEdit();
            });
    }

    template<typename F>
    QLineEdit *addText(QFormLayout *form, const QString &key, const QString &label,
                       const QString &tooltip, F field)
    {
        return addTextRow(
            form, key, label, tooltip,
            [field](const ad::Scenario &s) { return QString::fromStdString(field(s)); },
            [this, key, label, field](const QString &text) {
                m_document->change<std::string>(key, changeText(label), field,
                                                text.toStdString());
            });
    }

    NumberField *addNumberRow(QFormLayout *form, const QString &key, const forms::NumberSpec &spec,
                              std::function<double(const ad::Scenario &)> get,
                              std::function<void(double)> set);
    QComboBox *addChoiceRow(QFormLayout *form, const QString &key, const QString &label,
                            const QString &tooltip, const forms::Choices &choices,
                            std::function<int(const ad::Scenario &)> get,
                            std::function<void(int)> set);
    QCheckBox *addCheckRow(QFormLayout *form, const QString &key, const QString &label,
                           const QString &tooltip, std::function<bool(const ad::Scenario &)> get,
                           std::function<void(bool)> set);
    QLineEdit *addTextRow(QFormLayout *form, const QString &key, const QString &label,
                          const QString &tooltip, std::function<QString(const ad::Scenario &)> get,
                          std::function<void(const QString &)> set);

    // Extra refresh work of a form (enabling groups, custom editors); runs after the rows.
    void addRefresher(std::function<void(const ad::Scenario &)> refresher);
    void registerEditor(const QString &key, QWidget *editor) { m_editors.insert(key, editor); }
    static QFormLayout *newFormLayout(QWidget *parent);
    QLabel *rowLabel(const QString &text, QWidget *buddy);
    QString changeText(const QString &label) const;

private:
    Document *m_document;
    std::vector<std::function<void(const ad::Scenario &)>> m_refreshers;
    QHash<QString, QWidget *> m_editors;
    QList<QWidget *> m_rowLabels;
};
