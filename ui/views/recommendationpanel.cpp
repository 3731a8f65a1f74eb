#include "recommendationpanel.h"

#include "fittedtext.h"
#include "messagetext.h"
#include "textshaping.h"
#include "viewformat.h"

#include "assessment/figures_used.h"
#include "formats/memo.h"

#include <QCheckBox>
#include <QLabel>
#include <QListWidget>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace {

// A paragraph in the panel's font scaled by `scale`.
QString paragraph(const QString &html, double basePoints, double scale, bool bold)
{
    return QStringLiteral("<p style=\"font-size:%1pt;%2\">%3</p>")
        .arg(basePoints * scale, 0, 'f', 1)
        .arg(bold ? QStringLiteral("font-weight:bold;") : QString(), html);
}

QString bullets(const QString &title, const std::vector<ad::Text> &items)
{
    if (items.empty()) return {};
    QString html =
        QStringLiteral("<b>%1</b><ul style=\"margin-top:2px\">").arg(title.toHtmlEscaped());
    for (const auto &item : items)
        html += QStringLiteral("<li>%1</li>").arg(views::text(item).toHtmlEscaped());
    return html + QStringLiteral("</ul>");
}

QString bullets(const QString &title, const std::vector<ad::Message> &items)
{
    std::vector<ad::Text> texts;
    for (const auto &item : items) texts.push_back({item});
    return bullets(title, texts);
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
QString esc(const ad::Text &text) { return views::text(text).toHtmlEscaped(); }

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
    html += bullets(RecommendationPanel::tr("What this rests on: estimates and vendor claims"),
                    m.restsOn);
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
    , m_text(new FittedText(this))
    , m_warningsTitle(new QLabel(this))
    , m_allWarnings(new QCheckBox(this))
    , m_warnings(new QListWidget(this))
{
    m_text->setAccessibleName(tr("The decision memo"));
    m_warningsTitle->setWordWrap(true);
    QFont bold = m_warningsTitle->font();
    bold.setBold(true);
    m_warningsTitle->setFont(bold);
    m_warnings->setWordWrap(true);
    textshaping::install(m_warnings);
    m_warnings->setAccessibleName(tr("Warnings about the figures"));
    m_warnings->setSelectionMode(QAbstractItemView::SingleSelection);
    m_warnings->setMinimumHeight(80);
    m_warningsTitle->setTextFormat(Qt::PlainText);
    m_warningsTitle->setBuddy(m_warnings);
    m_allWarnings->setToolTip(tr("Also list the catalog's warnings about chips, models and prices "
                                 "this scenario does not use"));
    connect(m_allWarnings, &QCheckBox::toggled, this, &RecommendationPanel::showWarnings);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addWidget(m_warningsTitle);
    layout->addWidget(m_allWarnings);
    layout->addWidget(m_warnings);
    layout->addStretch(1);
}

void RecommendationPanel::setAssessment(const ad::Assessment &assessment,
                                        const ad::UncertaintyResult *uncertainty)
{
    const ad::Recommendation &r = assessment.recommendation;
    m_leanText = views::leanName(r.lean);
    // A plan that cannot be carried out comes before everything, marked by a sign and a word.
    m_planHtml.clear();
    for (const auto &issue : r.plan)
        m_planHtml += QStringLiteral("<p>&#9888; <b>%1</b> %2</p>")
                          .arg(tr("The plan does not work as entered:").toHtmlEscaped(),
                               views::text(issue).toHtmlEscaped());
    m_tradeText = views::text(r.trade);
    m_headlineText = views::text(r.headline);
    m_memoHtml = memoHtml(ad::memoOf(assessment, uncertainty),
                          assessment.scenario.strategy.horizonMonths);

    const double points = font().pointSizeF() > 0 ? font().pointSizeF() : 10.0;
    QString html = paragraph(m_leanText.toHtmlEscaped(), points, 1.9, true) + m_planHtml;
    if (!m_tradeText.isEmpty())
        html += paragraph(m_tradeText.toHtmlEscaped(), points, 1.05, true);
    if (!m_headlineText.isEmpty())
        html += paragraph(m_headlineText.toHtmlEscaped(), points, 1.1, false);
    html += m_memoHtml + bullets(tr("Why"), r.reasons) + bullets(tr("Caveats"), r.caveats);
    m_text->setRichText(html);

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
        QString text = views::text(w.subject);
        if (!w.message.empty())
            text += (text.isEmpty() ? QString() : QStringLiteral(": "))
                  + views::text(w.message);
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
