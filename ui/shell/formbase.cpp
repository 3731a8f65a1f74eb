#include "formbase.h"

#include "fieldundo.h"
#include "scenario/scenario_io.h"
#include "views/messagetext.h"
#include "session/document.h"
#include "uncertainty/uncertainty.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSignalBlocker>

#include <cmath>
#include <memory>
#include <optional>

namespace {

void describeEditor(QWidget *editor, const QString &label, const QString &tooltip)
{
    editor->setAccessibleName(label);
    editor->setToolTip(tooltip);
    editor->setWhatsThis(tooltip);
}

// A tooltip names the field's default as "%1", filled from the core's built-in scenario, so that
// the text cannot drift from the default a new scenario gets.
QString withDefault(const QString &tooltip, const QString &defaultText)
{
    return tooltip.contains(QLatin1String("%1")) ? tooltip.arg(defaultText) : tooltip;
}

} // namespace

FormBase::FormBase(Document *document, QWidget *parent) : QWidget(parent), m_document(document)
{
    connect(document, &Document::scenarioChanged, this, &FormBase::refresh);
}

void FormBase::refresh()
{
    const ad::Scenario &scenario = m_document->scenario();
    for (const auto &refresher : m_refreshers) refresher(scenario);
}

void FormBase::addRefresher(std::function<void(const ad::Scenario &)> refresher)
{
    m_refreshers.push_back(std::move(refresher));
}

QFormLayout *FormBase::newFormLayout(QWidget *parent)
{
    auto *form = new QFormLayout(parent);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setLabelAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    return form;
}

QLabel *FormBase::rowLabel(const QString &text, QWidget *buddy)
{
    auto *label = new QLabel(text);
    label->setBuddy(buddy);
    m_rowLabels.append(label);
    return label;
}

QString FormBase::fieldLabel(const QString &key)
{
    const std::string label = ad::scenarioFieldLabel(key.toStdString());
    Q_ASSERT_X(!label.empty(), "FormBase::fieldLabel", "a field the core does not declare");
    return QCoreApplication::translate("ScenarioField", label.c_str());
}

QString FormBase::changeText(const QString &label) const
{
    return tr("Change %1").arg(label);
}

NumberField *FormBase::addNumberRow(QFormLayout *form, const QString &key, const forms::NumberSpec &spec,
                                    std::function<double(const ad::Scenario &)> get,
                                    std::function<void(double)> set)
{
    auto *field = new NumberField;
    field->setObjectName(key);
    // The range the core accepts, in the units shown; an open lower end becomes the smallest
    // step the editor can show above it.
    const std::optional<ad::FieldRange> range = ad::scenarioFieldRange(key.toStdString());
    Q_ASSERT_X(range, "FormBase::addNumberRow", "a number field the core does not declare");
    const ad::FieldRange r = range.value_or(ad::FieldRange{0, 1e9, false, 0});
    const double smallest = std::pow(10.0, -spec.decimals);
    const double minimum = r.min * spec.scale + (r.minExclusive ? smallest : 0);
    const double maximum = r.max * spec.scale;
    field->setDecimals(spec.decimals);
    field->setRange(minimum, maximum);
    field->setSingleStep(spec.step);
    field->setGroupSeparatorShown(maximum >= 10000);
    FieldUndoGuard::install(field);
    // The default as the field shows it (percent for a share), without trailing zeros.
    const double shownDefault = std::round(get(ad::defaultScenario()) / smallest) * smallest;
    describeEditor(field, spec.label,
                   withDefault(spec.tooltip,
                               field->locale().toString(shownDefault, 'f',
                                                        QLocale::FloatingPointShortest)));
    form->addRow(rowLabel(spec.label, field), field);

    auto *problem = new ProblemLabel;
    form->addRow(QString(), problem);
    form->setRowVisible(problem, false);
    auto showProblem = [form, problem](const QString &text) {
        problem->setProblem(text);
        form->setRowVisible(problem, !text.isEmpty());
    };
    connect(field, &NumberField::problemChanged, this, showProblem);

    connect(field, &QDoubleSpinBox::valueChanged, this, set);
    connect(field, &QAbstractSpinBox::editingFinished, m_document, &Document::endEdit);

    const double tolerance = 0.5 * std::pow(10.0, -spec.decimals);
    auto outOfRange = std::make_shared<bool>(false);
    addRefresher([field, get, tolerance, showProblem, outOfRange](const ad::Scenario &s) {
        const double value = get(s);
        const bool outside =
            value < field->minimum() - tolerance || value > field->maximum() + tolerance;
        if (*outOfRange && !outside) showProblem(QString());
        *outOfRange = outside;
        if (outside) {
            // A loaded file may hold a value the editor cannot show; say so, do not clamp it.
            showProblem(tr("The scenario holds %1, outside the range this field can edit (%2 "
                           "to %3); it is used as it is.")
                            .arg(QLocale().toString(value), field->textFromValue(field->minimum()),
                                 field->textFromValue(field->maximum())));
        }
        if (std::fabs(field->value() - value) <= tolerance) return;
        const QSignalBlocker blocker(field);
        field->setValue(value);
    });
    // An input that can take a range ("How firm") also takes "LOW to HIGH" here.
    if (const ad::LeverInfo *lever = ad::leverById(key.toStdString())) {
        const QString inputLabel = views::coreText(lever->label);
        Q_ASSERT_X(ad::shownUnit(*lever).scale == spec.scale, "FormBase::addNumberRow",
                   "the field and the Ranges table must show an input in the same unit");
        // The range the scenario gives it, under the field in the field's own units: after
        // "30 to 50" the field shows its value again, and nothing else said a range was set.
        auto *rangeNote = new QLabel;
        rangeNote->setObjectName(key + QStringLiteral(".range"));
        rangeNote->setWordWrap(true);
        form->addRow(QString(), rangeNote);
        form->setRowVisible(rangeNote, false);
        addRefresher([form, field, rangeNote, key, scale = spec.scale](const ad::Scenario &s) {
            const auto range = s.uncertainty.find(key.toStdString());
            const bool shown = range != s.uncertainty.end();
            const QString text = shown ? tr("Range for How Firm: %1 to %2")
                                             .arg(field->textFromValue(range->second.low * scale),
                                                  field->textFromValue(range->second.high * scale))
                                                 + field->suffix()
                                       : QString();
            if (rangeNote->text() != text) rangeNote->setText(text);
            form->setRowVisible(rangeNote, shown);
            field->setRangeText(text);
        });
        field->setToolTip(field->toolTip() + QStringLiteral("\n")
                          + tr("Type “LOW to HIGH” to give it a 90 % range for How Firm instead."));
        field->setIntervalHandler([this, key, get, scale = spec.scale, inputLabel](double low,
                                                                                   double high) {
            const ad::Scenario &s = m_document->scenario();
            const ad::Range range{low / scale, get(s), high / scale};
            if (const ad::Message problem = ad::rangeProblem(s, key.toStdString(), range);
                !problem.empty())
                return views::text(problem);
            std::map<std::string, ad::Range> set = s.uncertainty;
            set[key.toStdString()] = range;
            m_document->change<std::map<std::string, ad::Range>>(
                QStringLiteral("uncertainty.") + key, tr("Change range of %1").arg(inputLabel),
                [](ad::Scenario &sc) -> std::map<std::string, ad::Range> & { return sc.uncertainty; },
                set);
            m_document->endEdit();
            return QString();
        });
    }
    registerEditor(key, field);
    return field;
}

QComboBox *FormBase::addChoiceRow(QFormLayout *form, const QString &key, const QString &label,
                                  const QString &tooltip, const forms::Choices &choices,
                                  std::function<int(const ad::Scenario &)> get,
                                  std::function<void(int)> set)
{
    auto *combo = new QComboBox;
    combo->setObjectName(key);
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(14);
    for (const auto &[value, text] : choices) combo->addItem(text, value);
    describeEditor(combo, label,
                   withDefault(tooltip, combo->itemText(combo->findData(get(ad::defaultScenario())))));
    form->addRow(rowLabel(label, combo), combo);
    connect(combo, &QComboBox::activated, this,
            [combo, set](int index) { set(combo->itemData(index).toInt()); });
    addRefresher([combo, get](const ad::Scenario &s) {
        const int index = combo->findData(get(s));
        if (index == combo->currentIndex()) return;
        const QSignalBlocker blocker(combo);
        combo->setCurrentIndex(index);
    });
    registerEditor(key, combo);
    return combo;
}

QCheckBox *FormBase::addCheckRow(QFormLayout *form, const QString &key, const QString &label,
                                 const QString &tooltip,
                                 std::function<bool(const ad::Scenario &)> get,
                                 std::function<void(bool)> set)
{
    auto *check = new QCheckBox(label);
    check->setObjectName(key);
    describeEditor(check, label, tooltip);
    form->addRow(check);
    connect(check, &QCheckBox::clicked, this, set);
    addRefresher([check, get](const ad::Scenario &s) {
        if (check->isChecked() == get(s)) return;
        const QSignalBlocker blocker(check);
        check->setChecked(get(s));
    });
    registerEditor(key, check);
    return check;
}

QLineEdit *FormBase::addTextRow(QFormLayout *form, const QString &key, const QString &label,
                                const QString &tooltip,
                                std::function<QString(const ad::Scenario &)> get,
                                std::function<void(const QString &)> set)
{
    auto *edit = new QLineEdit;
    edit->setObjectName(key);
    FieldUndoGuard::install(edit);
    describeEditor(edit, label, tooltip);
    form->addRow(rowLabel(label, edit), edit);
    connect(edit, &QLineEdit::textEdited, this, set);
    connect(edit, &QLineEdit::editingFinished, m_document, &Document::endEdit);
    addRefresher([edit, get](const ad::Scenario &s) {
        const QString text = get(s);
        if (edit->text() == text) return;
        const QSignalBlocker blocker(edit);
        edit->setText(text);
        edit->setCursorPosition(0); // show the beginning of a long text, not its end
    });
    registerEditor(key, edit);
    return edit;
}
