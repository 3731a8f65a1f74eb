#include "recommendationpanel.h"

#include "viewformat.h"

#include <QLabel>
#include <QListWidget>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace {

QLabel *textLabel(QWidget *parent, double scale = 1.0, bool bold = false)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    QFont f = label->font();
    if (scale != 1.0) f.setPointSizeF(f.pointSizeF() * scale);
    f.setBold(bold);
    label->setFont(f);
    return label;
}

QString bullets(const QString &title, const std::vector<std::string> &items)
{
    if (items.empty()) return {};
    QString html =
        QStringLiteral("<b>%1</b><ul style=\"margin-top:2px\">").arg(title.toHtmlEscaped());
    for (const auto &item : items)
        html += QStringLiteral("<li>%1</li>").arg(QString::fromStdString(item).toHtmlEscaped());
    return html + QStringLiteral("</ul>");
}

QStyle::StandardPixmap iconFor(ad::FlagLevel level)
{
    switch (level) {
    case ad::FlagLevel::Impossible: return QStyle::SP_MessageBoxCritical;
    case ad::FlagLevel::Suspicious:
    case ad::FlagLevel::Conflict:
    case ad::FlagLevel::UnitMismatch: return QStyle::SP_MessageBoxWarning;
    default: return QStyle::SP_MessageBoxInformation;
    }
}

struct Warning {
    ad::FlagLevel level;
    QString text;
};

} // namespace

RecommendationPanel::RecommendationPanel(QWidget *parent)
    : QWidget(parent)
    , m_lean(textLabel(this, 1.9, true))
    , m_plan(textLabel(this))
    , m_trade(textLabel(this, 1.25, true))
    , m_headline(textLabel(this, 1.1))
    , m_reasons(textLabel(this))
    , m_caveats(textLabel(this))
    , m_warningsTitle(textLabel(this, 1.0, true))
    , m_warnings(new QListWidget(this))
{
    m_lean->setTextFormat(Qt::PlainText);
    m_headline->setTextFormat(Qt::PlainText);
    m_trade->setTextFormat(Qt::PlainText);
    m_lean->setAccessibleName(tr("Recommendation"));
    m_plan->setAccessibleName(tr("Problems with the plan"));
    m_trade->setAccessibleName(tr("The trade in dollars"));
    m_headline->setAccessibleName(tr("Lean"));
    m_warnings->setWordWrap(true);
    m_warnings->setAccessibleName(tr("Warnings about the figures"));
    m_warnings->setSelectionMode(QAbstractItemView::SingleSelection);
    m_warnings->setMinimumHeight(80);
    m_warningsTitle->setTextFormat(Qt::PlainText);
    m_warningsTitle->setBuddy(m_warnings);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_lean);
    layout->addWidget(m_plan);
    layout->addWidget(m_trade);
    layout->addWidget(m_headline);
    layout->addWidget(m_reasons);
    layout->addWidget(m_caveats);
    layout->addWidget(m_warningsTitle);
    layout->addWidget(m_warnings);
    layout->addStretch(1);
}

QString RecommendationPanel::leanText() const { return m_lean->text(); }
QString RecommendationPanel::headlineText() const { return m_headline->text(); }
QString RecommendationPanel::tradeText() const { return m_trade->text(); }
QString RecommendationPanel::planText() const { return m_plan->text(); }

void RecommendationPanel::setAssessment(const ad::Assessment &assessment)
{
    const ad::Recommendation &r = assessment.recommendation;
    m_lean->setText(views::leanName(r.lean));
    // A plan that cannot be carried out comes before everything, marked by an icon and a word.
    QString plan;
    for (const auto &issue : r.plan)
        plan += QStringLiteral("<p>&#9888; <b>%1</b> %2</p>")
                    .arg(tr("The plan does not work as entered:").toHtmlEscaped(),
                         QString::fromStdString(issue).toHtmlEscaped());
    m_plan->setText(plan);
    m_plan->setVisible(!plan.isEmpty());
    m_trade->setText(QString::fromStdString(r.trade));
    m_trade->setVisible(!r.trade.empty());
    m_headline->setText(QString::fromStdString(r.headline));
    m_headline->setVisible(!r.headline.empty());
    m_reasons->setText(bullets(tr("Why"), r.reasons));
    m_reasons->setVisible(!r.reasons.empty());
    m_caveats->setText(bullets(tr("Caveats"), r.caveats));
    m_caveats->setVisible(!r.caveats.empty());

    std::vector<Warning> warnings;
    for (const auto &check : assessment.checks) {
        if (check.level == ad::FlagLevel::Info) continue;
        warnings.push_back({check.level, QString::fromStdString(check.message)});
    }
    for (const auto &flag : assessment.flags) {
        QString text = QString::fromStdString(flag.subject);
        if (!flag.message.empty())
            text += (text.isEmpty() ? QString() : QStringLiteral(": "))
                  + QString::fromStdString(flag.message);
        warnings.push_back({flag.level, text});
    }
    std::stable_sort(warnings.begin(), warnings.end(), [](const Warning &a, const Warning &b) {
        return views::severityRank(a.level) < views::severityRank(b.level);
    });
    m_warnings->clear();
    for (const auto &w : warnings) {
        const QString text = tr("%1 — %2").arg(views::flagLevelName(w.level), w.text);
        auto *item = new QListWidgetItem(style()->standardIcon(iconFor(w.level)), text);
        item->setData(Qt::UserRole, int(w.level));
        m_warnings->addItem(item);
    }
    m_warningsTitle->setText(warnings.empty()
                                 ? tr("No warnings about the figures used.")
                                 : tr("Warnings about the figures (%1)").arg(warnings.size()));
    m_warnings->setVisible(!warnings.empty());
    // Tall enough for every warning up to a point; beyond it the list scrolls.
    int height = 2 * m_warnings->frameWidth() + 4;
    for (int i = 0; i < m_warnings->count() && i < 8; ++i)
        height += std::max(m_warnings->sizeHintForRow(i), fontMetrics().height() + 6);
    m_warnings->setFixedHeight(height);
}
