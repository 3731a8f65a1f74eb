#pragma once
// "How was this computed": every figure of every option in a tree; selecting one shows its
// formula, the terms with their values and units, the method (measurement, roofline estimate,
// first principles ...), notes, and the sources with their titles and dates from the catalog.
#include "assessment/assessment.h"
#include "catalog/catalog.h"

#include <QTextBrowser>
#include <QWidget>

#include <memory>

QT_BEGIN_NAMESPACE
class QTreeWidget;
class QTreeWidgetItem;
QT_END_NAMESPACE

namespace views {

// The explanation of one figure, as rich text. `shown`: the value as the cell the user selected
// writes it (a table column writes its amounts in one form), when it comes from one.
QString explanationHtml(const QString &title, const ad::Quantity &quantity,
                        const ad::Catalog *catalog, const QString &shown = {});

} // namespace views

class ExplainBrowser : public QTextBrowser
{
    Q_OBJECT
public:
    explicit ExplainBrowser(QWidget *parent = nullptr);
    void setCatalog(std::shared_ptr<const ad::Catalog> catalog) { m_catalog = std::move(catalog); }
    void explain(const QString &title, const ad::Quantity &quantity, const QString &shown = {});
    void explainKey(const ad::Assessment &assessment, const std::string &optionId,
                    const QString &key, const QString &shown = {});
    void clearExplanation(const QString &hint);

private:
    void showHtml(const QString &html);

    std::shared_ptr<const ad::Catalog> m_catalog;
};

class ExplainView : public QWidget
{
    Q_OBJECT
public:
    explicit ExplainView(QWidget *parent = nullptr);
    void setAssessment(std::shared_ptr<const ad::Assessment> assessment);
    void setCatalog(std::shared_ptr<const ad::Catalog> catalog);
    // Selects a figure ("scenario" as option id for the scenario-wide ones) and explains it.
    void showQuantity(const std::string &optionId, const QString &key);

    QTreeWidget *tree() const { return m_tree; }
    ExplainBrowser *browser() const { return m_browser; }

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void populate(QTreeWidgetItem *top);
    QTreeWidgetItem *optionItem(const std::string &optionId) const;
    void explainItem(QTreeWidgetItem *item);
    // The value and method columns as wide as their widest text in the rows now in the tree.
    void fitColumns();

    std::shared_ptr<const ad::Assessment> m_assessment;
    QTreeWidget *m_tree;
    ExplainBrowser *m_browser;
    bool m_dirty = false;
};
