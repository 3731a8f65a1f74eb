#include "explainview.h"

#include "messagetext.h"
#include "textshaping.h"
#include "viewformat.h"

#include <QEvent>
#include <QHeaderView>
#include <QSplitter>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace {

const char *const scenarioId = "scenario";

QString esc(const std::string &text) { return QString::fromStdString(text).toHtmlEscaped(); }

// A catalog figure is worded by its kind: only a vendor's or an independent source's figure is
// "as published".
QString catalogSentence(const std::optional<ad::FigureKind> &kind)
{
    switch (kind.value_or(ad::FigureKind::Vendor)) {
    case ad::FigureKind::Vendor: return ExplainView::tr("A figure from the catalog, as its vendor publishes it.");
    case ad::FigureKind::Independent:
        return ExplainView::tr("A figure from the catalog, as an independent source published it.");
    case ad::FigureKind::Derived: return ExplainView::tr("A figure from the catalog, derived from other published figures.");
    case ad::FigureKind::Estimate:
        return ExplainView::tr("An estimate in the catalog: nobody publishes this figure, so it may be off either way.");
    case ad::FigureKind::Own: return ExplainView::tr("Your own figure, from your catalog overlay.");
    }
    return {};
}

QString methodSentence(ad::Method method, const std::optional<ad::FigureKind> &kind = {})
{
    switch (method) {
    case ad::Method::Input: return ExplainView::tr("Taken from your scenario.");
    case ad::Method::Catalog: return catalogSentence(kind);
    case ad::Method::Measurement:
        return ExplainView::tr("Based on a published throughput measurement.");
    case ad::Method::Roofline:
        return ExplainView::tr("Estimated from the chip's peak memory bandwidth and FLOP/s "
                               "(roofline model), not measured.");
    case ad::Method::FirstPrinciples:
        return ExplainView::tr("Computed from first principles (parameter counts, tokens, peak "
                               "FLOP/s, utilisation).");
    case ad::Method::Derived: return ExplainView::tr("Derived from other figures of this option.");
    case ad::Method::Unknown: break;
    }
    return ExplainView::tr("The method is not recorded.");
}

struct ScenarioField {
    const char *key, *label;
    ad::Quantity ad::Assessment::*member;
};
const ScenarioField scenarioFields[] = {
    {"trainingFlops", QT_TRANSLATE_NOOP("ExplainView", "Training compute per run"),
     &ad::Assessment::trainingFlops},
    {"inferenceWeightBytes", QT_TRANSLATE_NOOP("ExplainView", "Weight bytes for serving"),
     &ad::Assessment::inferenceWeightBytes},
    {"kvBytesPerSequence", QT_TRANSLATE_NOOP("ExplainView", "KV cache bytes per sequence"),
     &ad::Assessment::kvBytesPerSequence},
};

const ad::Quantity *lookup(const ad::Assessment &a, const std::string &optionId, const QString &key,
                           QString *title)
{
    if (optionId == scenarioId) {
        for (const auto &f : scenarioFields)
            if (key == QLatin1String(f.key)) {
                *title = ExplainView::tr(f.label);
                return &(a.*f.member);
            }
        return nullptr;
    }
    const auto *o = a.option(optionId);
    const auto *field = views::quantityField(key);
    if (!o || !field) return nullptr;
    *title = ExplainView::tr("%1 — %2")
                 .arg(views::fieldLabel(*field), QString::fromStdString(o->label));
    return field->get(*o);
}

} // namespace

QString views::explanationHtml(const QString &title, const ad::Quantity &q,
                               const ad::Catalog *catalog, const QString &shown)
{
    const ad::Explanation &how = q.how;
    QString html = QStringLiteral("<h3>%1</h3>").arg(title.toHtmlEscaped());
    html += QStringLiteral("<p><b>%1</b> &nbsp; (%2)</p>")
                .arg((shown.isEmpty() ? views::quantity(q) : shown).toHtmlEscaped(),
                     views::methodName(how.method).toHtmlEscaped());
    html += QStringLiteral("<p>%1</p>").arg(methodSentence(how.method, how.kind).toHtmlEscaped());
    if (*how.formula.text())
        html += QStringLiteral("<p><b>%1</b><br><code>%2</code></p>")
                    .arg(ExplainView::tr("Formula"), views::text(how.formula).toHtmlEscaped());
    if (!how.terms.empty()) {
        html += QStringLiteral("<p><b>%1</b></p><table cellspacing=\"0\" cellpadding=\"3\">")
                    .arg(ExplainView::tr("Inputs"));
        for (const auto &t : how.terms)
            html += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td></tr>")
                        .arg(views::text(t.name).toHtmlEscaped(), views::termValue(t).toHtmlEscaped());
        html += QStringLiteral("</table>");
    }
    if (!how.note.empty())
        html += QStringLiteral("<p><b>%1</b> %2</p>").arg(ExplainView::tr("Note:"), views::clauses(how.note).toHtmlEscaped());
    if (!how.sources.empty()) {
        html += QStringLiteral("<p><b>%1</b></p><ul>").arg(ExplainView::tr("Sources"));
        for (const auto &id : how.sources) {
            const ad::Source *s = catalog ? catalog->source(id) : nullptr;
            if (!s) {
                html += QStringLiteral("<li>%1</li>").arg(esc(id));
                continue;
            }
            const QString title = views::catalogText(s->title).toHtmlEscaped();
            QString line = s->url.empty() ? title
                                          : QStringLiteral("<a href=\"%1\">%2</a>")
                                                .arg(esc(s->url), title);
            if (!s->publisher.empty())
                line += QStringLiteral(" — ") + views::catalogText(s->publisher).toHtmlEscaped();
            if (!s->date.empty()) line += QStringLiteral(", ") + esc(s->date);
            html += QStringLiteral("<li>%1 <small>[%2]</small></li>").arg(line, esc(id));
        }
        html += QStringLiteral("</ul>");
    }
    return html;
}

ExplainBrowser::ExplainBrowser(QWidget *parent) : QTextBrowser(parent)
{
    setOpenExternalLinks(true);
    setAccessibleName(tr("How this figure was computed"));
}

void ExplainBrowser::explain(const QString &title, const ad::Quantity &quantity, const QString &shown)
{
    showHtml(views::explanationHtml(title, quantity, m_catalog.get(), shown));
}

void ExplainBrowser::showHtml(const QString &html)
{
    // Laid out unshaped where it reads the same (textshaping.h): the figure shown is explained
    // again after every edit.
    const QFont wanted = textshaping::unshapedIf(font(), textshaping::htmlReadsUnshaped(html));
    if (document()->defaultFont() != wanted) document()->setDefaultFont(wanted);
    setHtml(html);
}

void ExplainBrowser::explainKey(const ad::Assessment &assessment, const std::string &optionId,
                                const QString &key, const QString &shown)
{
    QString title;
    if (const ad::Quantity *q = lookup(assessment, optionId, key, &title))
        explain(title, *q, shown);
    else
        clearExplanation(tr("This figure is not part of the current results."));
}

void ExplainBrowser::clearExplanation(const QString &hint)
{
    showHtml(QStringLiteral("<p><i>%1</i></p>").arg(hint.toHtmlEscaped()));
}

ExplainView::ExplainView(QWidget *parent)
    : QWidget(parent)
    , m_tree(new QTreeWidget(this))
    , m_browser(new ExplainBrowser(this))
{
    m_tree->setColumnCount(3);
    m_tree->setHeaderLabels({tr("Figure"), tr("Value"), tr("Method")});
    m_tree->setAccessibleName(tr("Every computed figure"));
    m_tree->setUniformRowHeights(true);
    // The value and the method keep the width of their widest text; the figure's name takes
    // what is left and is shortened with "…" when that is too little, so a value is never cut
    // at the edge, where "$237,2" would read as another number. Every cell's whole text is in
    // its tooltip. The two columns are fitted once the rows are in (fitColumns()), not by
    // QHeaderView::ResizeToContents, which measured every row again on each of an edit's
    // layout passes.
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setMinimumSectionSize(m_tree->fontMetrics().averageCharWidth() * 12);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::Fixed);
    m_tree->header()->setSectionResizeMode(2, QHeaderView::Fixed);
    // Item texts laid out without OpenType shaping where they read the same without it, as in
    // the result tables: shaping the tree's texts was most of the cost of painting it.
    textshaping::install(m_tree);
    m_tree->setTextElideMode(Qt::ElideMiddle);
    connect(m_tree, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem *item) { explainItem(item); });
    connect(m_tree, &QTreeWidget::itemExpanded, this, [this](QTreeWidgetItem *item) {
        populate(item);
        fitColumns();
    });

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_tree);
    split->addWidget(m_browser);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    // The tree's three columns need about 700 px at the default font; the explanation wraps.
    split->setSizes({720, 280});
    split->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(split);
    m_browser->clearExplanation(tr("Select a figure to see its formula, inputs and sources."));
}

void ExplainView::setCatalog(std::shared_ptr<const ad::Catalog> catalog)
{
    m_browser->setCatalog(std::move(catalog));
}

void ExplainView::setAssessment(std::shared_ptr<const ad::Assessment> assessment)
{
    m_assessment = std::move(assessment);
    m_dirty = true;
    if (isVisible()) rebuild();
}

void ExplainView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_dirty) rebuild();
}

void ExplainView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) fitColumns();
}

void ExplainView::fitColumns()
{
    m_tree->resizeColumnToContents(1);
    m_tree->resizeColumnToContents(2);
}

namespace {

constexpr int OptionIdRole = views::ExplainKeyRole + 1;

QTreeWidgetItem *addFigure(QTreeWidgetItem *parent, const QString &label, const ad::Quantity &q,
                           const QString &key)
{
    const QString method = q.known() ? views::methodName(q.how.method) : QString();
    auto *item = new QTreeWidgetItem(parent, {label, views::quantity(q), method});
    for (int column = 0; column < 3; ++column) item->setToolTip(column, item->text(column));
    item->setData(0, views::ExplainKeyRole, key);
    item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

// An option's figures are created when it is first expanded: thirty options of twenty figures
// each would otherwise be rebuilt on every keystroke.
void ExplainView::populate(QTreeWidgetItem *top)
{
    if (!top || top->childCount() > 0 || !m_assessment) return;
    const std::string id = top->data(0, OptionIdRole).toString().toStdString();
    const auto *o = m_assessment->option(id);
    if (!o) return;
    for (const auto &f : views::quantityFields())
        addFigure(top, views::fieldLabel(f), *f.get(*o), views::explainKey(o->id, f.key));
    const QIcon warn = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    for (const auto &flag : o->flags) {
        auto *item = new QTreeWidgetItem(top, {views::flagLevelName(flag.level),
                                               views::text(flag.message)});
        item->setIcon(0, warn);
        item->setToolTip(1, views::text(flag.message));
    }
}

QTreeWidgetItem *ExplainView::optionItem(const std::string &optionId) const
{
    const QString id = QString::fromStdString(optionId);
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i)
        if (m_tree->topLevelItem(i)->data(0, OptionIdRole).toString() == id)
            return m_tree->topLevelItem(i);
    return nullptr;
}

void ExplainView::rebuild()
{
    m_dirty = false;
    // Keep the selected figure and the expanded options across re-evaluations.
    QString current;
    if (auto *item = m_tree->currentItem())
        current = item->data(0, views::ExplainKeyRole).toString();
    QStringList expanded;
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i)
        if (m_tree->topLevelItem(i)->isExpanded())
            expanded << m_tree->topLevelItem(i)->data(0, OptionIdRole).toString();
    const bool first = m_tree->topLevelItemCount() == 0;
    m_tree->clear();
    // Until the figure is found again in the new assessment: one that is gone must not stay up.
    m_browser->clearExplanation(tr("Select a figure to see its formula, inputs and sources."));
    if (!m_assessment) return;
    const ad::Assessment &a = *m_assessment;

    auto *scenario = new QTreeWidgetItem(m_tree, {tr("Scenario")});
    scenario->setData(0, OptionIdRole, QString::fromLatin1(scenarioId));
    for (const auto &f : scenarioFields)
        addFigure(scenario, tr(f.label), a.*f.member, views::explainKey(scenarioId, f.key));
    std::vector<const ad::OptionAssessment *> order;
    for (const auto &o : a.options) if (o.inDecision) order.push_back(&o);
    for (const auto &o : a.options) if (!o.inDecision) order.push_back(&o);
    for (const auto *o : order) {
        auto *top = new QTreeWidgetItem(m_tree, {QString::fromStdString(o->label),
                                                 views::pricingModelName(o->pricingModel)});
        top->setToolTip(0, top->text(0));
        top->setData(0, OptionIdRole, QString::fromStdString(o->id));
        top->setChildIndicatorPolicy(QTreeWidgetItem::ShowIndicator);
        if (!o->offered) top->setText(2, tr("not offered"));
    }
    if (first) {
        expanded << QString::fromLatin1(scenarioId);
        if (!order.empty()) expanded << QString::fromStdString(order.front()->id);
    }
    for (const QString &id : expanded)
        if (auto *top = optionItem(id.toStdString())) {
            populate(top);
            top->setExpanded(true);
        }
    fitColumns();
    if (const auto key = views::parseExplainKey(current)) showQuantity(key->first, key->second);
}

void ExplainView::explainItem(QTreeWidgetItem *item)
{
    if (!item || !m_assessment) return;
    const auto key = views::parseExplainKey(item->data(0, views::ExplainKeyRole));
    if (!key) {
        m_browser->clearExplanation(tr("Select a figure to see its formula, inputs and sources."));
        return;
    }
    m_browser->explainKey(*m_assessment, key->first, key->second);
}

void ExplainView::showQuantity(const std::string &optionId, const QString &key)
{
    if (m_dirty) rebuild();
    QTreeWidgetItem *top = optionItem(optionId);
    populate(top);
    fitColumns();
    const QString wanted = views::explainKey(optionId, key.toUtf8().constData());
    for (int i = 0; top && i < top->childCount(); ++i) {
        if (top->child(i)->data(0, views::ExplainKeyRole).toString() == wanted) {
            m_tree->setCurrentItem(top->child(i));
            m_tree->scrollToItem(top->child(i));
            return;
        }
    }
}
