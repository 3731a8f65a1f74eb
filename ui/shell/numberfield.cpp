#include "numberfield.h"

#include "views/typednumber.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QAction>
#include <QLineEdit>
#include <QPainter>
#include <QPixmap>
#include <QRegularExpression>
#include <QStyle>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

namespace {

// On the way to "LOW to HIGH": "30 ", "30 t", "30 to 5", and the other ways of writing one
// that views::parseInterval() reads: "30..", "30 .. 5", "30 - ", "30 – 5".
bool partialInterval(const QString &text)
{
    static const QRegularExpression interval(
        QStringLiteral("^\\s*[-+]?[0-9.,]*[0-9][0-9.,]*"
                       "(\\s+(t|to(\\s.*)?|[\u2013\u2014-](\\s.*)?)?|\\s*\\.\\..*)$"),
        QRegularExpression::CaseInsensitiveOption);
    return interval.match(text).hasMatch();
}

} // namespace

NumberField::NumberField(QWidget *parent) : QDoubleSpinBox(parent)
{
    setCorrectionMode(QAbstractSpinBox::CorrectToPreviousValue);
    setAccelerated(true);
    connect(lineEdit(), &QLineEdit::textEdited, this, [this](const QString &text) {
        if (!m_typing) {
            m_typing = true;
            m_valueBeforeTyping = value();
        }
        report(problemWith(text, false));
        if (m_pause) m_pause->start();
    });
}

void NumberField::setIntervalHandler(IntervalHandler handler)
{
    m_intervalHandler = std::move(handler);
    setKeyboardTracking(!m_intervalHandler);
    if (!m_pause) {
        m_pause = new QTimer(this);
        m_pause->setSingleShot(true);
        m_pause->setInterval(typingPauseMs);
        connect(m_pause, &QTimer::timeout, this, &NumberField::typingPaused);
    }
}

// A pause in the typing: a whole number is taken as if keyboard tracking were on; a range, or
// anything on its way to one, waits for Enter.
void NumberField::typingPaused()
{
    if (!m_typing) return;
    const QString text = lineEdit()->text();
    const QString bare = bareText(text);
    if (partialInterval(withoutAffixes(text)) || views::parseInterval(bare, locale())) return;
    if (!views::parseNumber(bare, locale()) || !problemWith(text, false).isEmpty()) return;
    interpretText();
}

void NumberField::setRangeText(const QString &text)
{
    if (text == m_rangeText) return;
    if (m_rangeText.isEmpty()) m_toolTipWithoutRange = toolTip();
    m_rangeText = text;
    if (!m_rangeMark) {
        // A bracketed bar, as an interval is drawn: drawn here so it follows the palette.
        const int size = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
        QPixmap pixmap(size * 2, size * 2);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(palette().color(QPalette::Highlight), size / 5.0, Qt::SolidLine,
                            Qt::RoundCap));
        const double mid = size, left = size * 0.35, right = size * 1.65, half = size * 0.45;
        painter.drawLine(QPointF(left, mid), QPointF(right, mid));
        painter.drawLine(QPointF(left, mid - half), QPointF(left, mid + half));
        painter.drawLine(QPointF(right, mid - half), QPointF(right, mid + half));
        painter.end();
        m_rangeMark = new QAction(QIcon(pixmap), tr("Range set"), this);
        m_rangeMark->setObjectName(QStringLiteral("rangeMark"));
        lineEdit()->addAction(m_rangeMark, QLineEdit::TrailingPosition);
    }
    m_rangeMark->setVisible(!text.isEmpty());
    m_rangeMark->setToolTip(text);
    setToolTip(text.isEmpty() ? m_toolTipWithoutRange
                              : m_toolTipWithoutRange + QStringLiteral("\n") + text);
    setAccessibleDescription(text);
}

QSize NumberField::sizeHint() const
{
    QSize size = QDoubleSpinBox::sizeHint();
    const int compact = fontMetrics().horizontalAdvance(QStringLiteral("0,000,000.00")) + 36;
    size.setWidth(std::min(size.width(), compact));
    return size;
}

QSize NumberField::minimumSizeHint() const
{
    QSize size = QDoubleSpinBox::minimumSizeHint();
    size.setWidth(std::min(size.width(), sizeHint().width()));
    return size;
}

QString NumberField::withoutAffixes(const QString &text) const
{
    QString bare = text;
    if (!prefix().isEmpty() && bare.startsWith(prefix())) bare.remove(0, prefix().size());
    if (!suffix().isEmpty() && bare.endsWith(suffix())) bare.chop(suffix().size());
    return bare;
}

QString NumberField::bareText(const QString &text) const
{
    return withoutAffixes(text).trimmed();
}


QString NumberField::problemWith(const QString &text, bool committing) const
{
    const QString bare = bareText(text);
    if (bare.isEmpty()) return committing ? tr("a value is required") : QString();
    // A range being typed is no problem yet; once committed, the handler judges it.
    if (m_intervalHandler && !committing
        && (partialInterval(withoutAffixes(text)) || views::parseInterval(bare, locale())))
        return QString();

    const std::optional<double> number = views::parseNumber(bare, locale());
    if (!number) {
        const QString lower = bare.toLower();
        if (lower.contains(QLatin1String("nan")) || lower.contains(QLatin1String("inf")))
            return tr("not a finite number");
        if (bare == QLatin1String("-") && minimum() >= 0) return tr("must not be negative");
        if (bare == QLatin1String("-") || bare == QLatin1String("+"))
            return committing ? tr("not a number") : QString();
        return tr("not a number");
    }
    const double value = *number;
    if (value < 0 && minimum() >= 0) return tr("must not be negative");
    if (value > maximum()) return tr("must be at most %1").arg(textFromValue(maximum()));
    if (value < minimum() && (committing || value < 0))
        return tr("must be at least %1").arg(textFromValue(minimum()));

    const double scaled = value * std::pow(10.0, decimals());
    if (std::fabs(scaled - std::round(scaled)) > 1e-6) {
        return decimals() == 0 ? tr("must be a whole number")
                               : decimals() == 1 ? tr("at most one decimal place")
                                                 : tr("at most %1 decimal places").arg(decimals());
    }
    return QString();
}

double NumberField::valueFromText(const QString &text) const
{
    return views::parseNumber(bareText(text), locale()).value_or(value());
}

QValidator::State NumberField::validate(QString &text, int &pos) const
{
    // On the way to "LOW to HIGH", asked first: the spin box would take "30 " as 30 and drop
    // the space.
    if (m_intervalHandler && partialInterval(withoutAffixes(text))) return QValidator::Intermediate;
    // The spin box's own check reads the text in the locale, and may rewrite it: under German it
    // drops the '.' of "30." as a thousands separator, so "30..50" would arrive as "3050". Its
    // verdict counts only when it leaves the text as typed.
    QString checked = text;
    int checkedPos = pos;
    const QValidator::State state = QDoubleSpinBox::validate(checked, checkedPos);
    if (state != QValidator::Invalid && checked == text) return state;
    // Keep the refused text visible: the reason under the field refers to it.
    if (!problemWith(text, false).isEmpty()) return QValidator::Intermediate;
    // A number the locale's own check refuses but the field reads ("12.5" under German, as a
    // program writes it) is taken as the checks read it.
    return views::parseNumber(bareText(text), locale()) ? QValidator::Acceptable
                                                        : QValidator::Invalid;
}

void NumberField::commitChecked(const std::function<void()> &commit)
{
    if (m_pause) m_pause->stop();
    const QString typed = bareText(lineEdit()->text());
    if (const auto interval = m_intervalHandler ? views::parseInterval(typed, locale()) : std::nullopt) {
        // The value goes back to where it was before the typing (keyboard tracking took "30" on
        // the way to "30 to 50"); the range is what was asked for.
        if (std::exchange(m_typing, false)) setValue(m_valueBeforeTyping);
        const QString refused = m_intervalHandler(interval->first, interval->second);
        lineEdit()->setText(textFromValue(value()));
        commit();
        report(refused.isEmpty() ? QString()
                                 : tr("“%1” refused: %2.").arg(typed, refused));
        return;
    }
    const QString problem = problemWith(lineEdit()->text(), true);
    const bool typing = std::exchange(m_typing, false);
    // Keyboard tracking has already used every acceptable prefix of the refused text; going back
    // before the commit ends the edit keeps it one undo step that cancels out.
    if (!problem.isEmpty() && typing) setValue(m_valueBeforeTyping);
    commit(); // QAbstractSpinBox takes the value or puts the last acceptable one back
    if (problem.isEmpty()) {
        report(QString());
        return;
    }
    report(tr("“%1” refused: %2. Back to %3.")
               .arg(typed.isEmpty() ? tr("(empty)") : typed, problem, textFromValue(value())));
}

void NumberField::focusOutEvent(QFocusEvent *event)
{
    commitChecked([&] { QDoubleSpinBox::focusOutEvent(event); });
}

void NumberField::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)
        commitChecked([&] { QDoubleSpinBox::keyPressEvent(event); });
    else
        QDoubleSpinBox::keyPressEvent(event);
}

void NumberField::report(const QString &problem)
{
    if (problem == m_problem) return;
    m_problem = problem;
    emit problemChanged(m_problem);
}

ProblemLabel::ProblemLabel(QWidget *parent)
    : QWidget(parent), m_icon(new QLabel(this)), m_text(new QLabel(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    m_icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(size, size));
    m_icon->setAlignment(Qt::AlignTop);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_icon);
    layout->addWidget(m_text, 1);
    setVisible(false);
}

void ProblemLabel::setProblem(const QString &problem)
{
    m_text->setText(problem);
    setAccessibleDescription(problem);
    setVisible(!problem.isEmpty());
}

QString ProblemLabel::text() const
{
    return m_text->text();
}
