#pragma once
// A number entry that says why it refuses input. A plain spin box swallows a typed minus sign,
// "nan" or an out-of-range value without a word, or quietly puts the old value back; this one
// keeps the text on screen, reports the reason while the user types, and on Enter or focus loss
// reports what it refused and puts back the value the field had before the typing began.
#include <QDoubleSpinBox>
#include <QWidget>

#include <functional>

class QAction;
class QLabel;
class QLineEdit;
class QTimer;

class NumberField : public QDoubleSpinBox
{
    Q_OBJECT
public:
    explicit NumberField(QWidget *parent = nullptr);

    // Why `text` cannot be used, or an empty string. While typing (`committing` false) a value
    // that more keystrokes can still fix (e.g. "0" on the way to "0.5") is not a problem.
    QString problemWith(const QString &text, bool committing) const;
    QString problem() const { return m_problem; }
    // Sized for typical values, not for the widest value the range allows (1,000,000,000.0).
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // The text editor inside the spin box (protected in QAbstractSpinBox), for tests and tools.
    QLineEdit *editor() const { return lineEdit(); }
    // A field whose input can take a range ("How firm"): "LOW to HIGH" typed and committed goes
    // to the handler, in the units shown, instead of setting the value, which stays as it was.
    // The handler returns why it refuses the range, or an empty string when it took it. Without
    // a handler such text is refused as not a number.
    // Such a field does not follow every keystroke: "30" may be the start of "30 to 50", so a
    // typed number is taken on Enter, on leaving the field, or once the typing pauses.
    using IntervalHandler = std::function<QString(double low, double high)>;
    void setIntervalHandler(IntervalHandler handler);
    // The range the scenario gives the field, in words ("Range for How Firm: 30.0 to 50.0 %"),
    // or empty for none: a mark inside the field, and a line of its tooltip, say it is set.
    void setRangeText(const QString &text);
    QString rangeText() const { return m_rangeText; }
    // How long typing must pause before such a field takes a typed number.
    static constexpr int typingPauseMs = 700;
    // Typed text as the field takes it: views::parseNumber() in the field's locale, also what
    // the checks above read, so the spin box never reads a text another way than they do.
    double valueFromText(const QString &text) const override;

signals:
    void problemChanged(const QString &problem);

protected:
    QValidator::State validate(QString &text, int &pos) const override;
    void focusOutEvent(QFocusEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    // The text without prefix and suffix, its spaces kept: "30 " is on the way to a range, 30
    // is not.
    QString withoutAffixes(const QString &text) const;
    QString bareText(const QString &text) const;
    void commitChecked(const std::function<void()> &commit);
    void report(const QString &problem);

    void typingPaused();

    QString m_problem;
    QString m_rangeText;
    QString m_toolTipWithoutRange;
    QAction *m_rangeMark = nullptr;
    QTimer *m_pause = nullptr;
    // The value before the user started typing: a refused entry goes back to it, not to a
    // half-typed number the spin box took on the way ("10000" on the way to "1000000").
    double m_valueBeforeTyping = 0;
    bool m_typing = false;
    IntervalHandler m_intervalHandler;
};

// The reason shown under a field: a warning icon and text, so it does not rely on colour.
class ProblemLabel : public QWidget
{
    Q_OBJECT
public:
    explicit ProblemLabel(QWidget *parent = nullptr);
    void setProblem(const QString &problem); // hides itself when empty
    QString text() const;

private:
    QLabel *m_icon;
    QLabel *m_text;
};
