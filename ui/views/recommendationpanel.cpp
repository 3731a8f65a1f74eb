#include "recommendationpanel.h"

#include "viewformat.h"

#include "figures_used.h"
#include "memo.h"

#include <QCheckBox>
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

QString esc(const std::string &text) { return QString::fromStdString(text).toHtmlEscaped(); }

// The two sides and the saving, then how firm, what would flip it and the next step.
QString memoHtml(const ad::DecisionMemo &m, double horizonMonths)
{
    QString html;
    if (m.trainium && m.gpu) {
        html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\"><tr><th></th>"
                               "<th align=\"right\">%1</th><th align=\"right\">%2</th>"
                               "<th align=\"right\">%3</th><th align=\"right\">%4</th></tr>")
                    .arg(RecommendationPanel::tr("Chips").toHtmlEscaped(),
                         RecommendationPanel::tr("Port").toHtmlEscaped(),
                         RecommendationPanel::tr("Upkeep").toHtmlEscaped(),
                         RecommendationPanel::tr("Over %1 months")
                             .arg(views::number(horizonMonths, 0))
                             .toHtmlEscaped());
        for (const ad::MemoSide *side : {&*m.trainium, &*m.gpu})
            html += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td>"
                                   "<td align=\"right\">%3</td><td align=\"right\">%4</td>"
                                   "<td align=\"right\"><b>%5</b></td></tr>")
                        .arg(esc(side->label), views::usd(side->compute),
                             side->porting > 0 ? views::usd(side->porting) : QStringLiteral("–"),
                             side->upkeep > 0 ? views::usd(side->upkeep) : QStringLiteral("–"),
                             views::usd(side->total));
        html += QStringLiteral("</table>");
    }
    if (!m.savingText.empty())
        html += QStringLiteral("<p><b>%1</b>%2</p>")
                    .arg(esc(m.savingText),
                         m.payback.empty() ? QString() : QStringLiteral(" ") + esc(m.payback));
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(RecommendationPanel::tr("How firm:").toHtmlEscaped(), esc(m.firmness));
    html += bullets(RecommendationPanel::tr("What would flip it"), m.flips);
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(RecommendationPanel::tr("Next step:").toHtmlEscaped(), esc(m.nextStep));
    return html;
}

} // namespace

RecommendationPanel::RecommendationPanel(QWidget *parent)
    : QWidget(parent)
    , m_lean(textLabel(this, 1.9, true))
    , m_plan(textLabel(this))
    , m_trade(textLabel(this, 1.05, true))
    , m_headline(textLabel(this, 1.1))
    , m_memo(textLabel(this))
    , m_reasons(textLabel(this))
    , m_caveats(textLabel(this))
    , m_warningsTitle(textLabel(this, 1.0, true))
    , m_allWarnings(new QCheckBox(this))
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
    m_memo->setAccessibleName(tr("The decision memo"));
    m_allWarnings->setToolTip(tr("Also list the catalog's warnings about chips, models and prices "
                                 "this scenario does not use"));
    connect(m_allWarnings, &QCheckBox::toggled, this, &RecommendationPanel::showWarnings);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_lean);
    layout->addWidget(m_plan);
    layout->addWidget(m_trade);
    layout->addWidget(m_headline);
    layout->addWidget(m_memo);
    layout->addWidget(m_reasons);
    layout->addWidget(m_caveats);
    layout->addWidget(m_warningsTitle);
    layout->addWidget(m_allWarnings);
    layout->addWidget(m_warnings);
    layout->addStretch(1);
}

QString RecommendationPanel::leanText() const { return m_lean->text(); }
QString RecommendationPanel::headlineText() const { return m_headline->text(); }
QString RecommendationPanel::tradeText() const { return m_trade->text(); }
QString RecommendationPanel::planText() const { return m_plan->text(); }
QString RecommendationPanel::memoText() const { return m_memo->text(); }

void RecommendationPanel::setAssessment(const ad::Assessment &assessment,
                                        const ad::UncertaintyResult *uncertainty)
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

    m_memo->setText(memoHtml(ad::memoOf(assessment, uncertainty), assessment.scenario.strategy.horizonMonths));

    m_relevant = ad::warningsThatMatter(assessment);
    m_every = ad::allWarnings(assessment);
    showWarnings();
}

void RecommendationPanel::showWarnings()
{
    const std::vector<ad::Flag> &shown = m_allWarnings->isChecked() ? m_every : m_relevant;
    QStringList texts;
    std::vector<int> levels;
    for (const ad::Flag &w : shown) {
        QString text = QString::fromStdString(w.subject);
        if (!w.message.empty())
            text += (text.isEmpty() ? QString() : QStringLiteral(": "))
                  + QString::fromStdString(w.message);
        texts << tr("%1 — %2").arg(views::flagLevelName(w.level), text);
        levels.push_back(int(w.level));
    }
    QStringList key = texts;
    for (std::size_t i = 0; i < levels.size(); ++i) key[qsizetype(i)] += QString::number(levels[i]);
    const bool listChanged = key != m_shownWarnings || m_warnings->count() != texts.size();
    if (listChanged) {
        m_shownWarnings = key;
        m_warnings->clear();
        for (qsizetype i = 0; i < texts.size(); ++i) {
            const auto level = ad::FlagLevel(levels[std::size_t(i)]);
            auto *item = new QListWidgetItem(style()->standardIcon(iconFor(level)), texts.at(i));
            item->setData(Qt::UserRole, int(level));
            m_warnings->addItem(item);
        }
    }
    m_warningsTitle->setText(m_relevant.empty()
                                 ? tr("No warnings about the figures this scenario uses.")
                                 : tr("Warnings about the figures this scenario uses (%1)")
                                       .arg(m_relevant.size()));
    const auto others = m_every.size() > m_relevant.size() ? m_every.size() - m_relevant.size() : 0;
    m_allWarnings->setText(tr("Also show the catalog's %1 other warnings").arg(others));
    m_allWarnings->setVisible(others > 0 || m_allWarnings->isChecked());
    m_warnings->setVisible(!shown.empty());
    // The same items at the same width keep the height they were given (the width matters:
    // the items wrap, and the first list may be filled before the panel has its size).
    const int width = m_warnings->viewport()->width();
    if (!listChanged && width == m_warningsWidth) return;
    m_warningsWidth = width;
    // Tall enough for every warning up to a point; beyond it the list scrolls.
    int height = 2 * m_warnings->frameWidth() + 4;
    for (int i = 0; i < m_warnings->count() && i < 8; ++i)
        height += std::max(m_warnings->sizeHintForRow(i), fontMetrics().height() + 6);
    m_warnings->setFixedHeight(height);
}
