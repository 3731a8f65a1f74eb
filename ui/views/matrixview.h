#pragma once
// The decision matrix editor: weights and scores in a table, the margin between the top two,
// the knocked-out options with their reasons, and what would flip the winner.
#include "assessment/assessment.h"

#include <QHash>
#include <QStringList>
#include <QWidget>

#include <memory>

QT_BEGIN_NAMESPACE
class QLabel;
class QListWidget;
class QSplitter;
class QTableView;
QT_END_NAMESPACE
class MatrixModel;

class FittedText;
class NameWrappingHeader;

class MatrixView : public QWidget
{
    Q_OBJECT
public:
    explicit MatrixView(QWidget *parent = nullptr);
    void setAssessment(std::shared_ptr<const ad::Assessment> assessment);

    MatrixModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    NameWrappingHeader *header() const { return m_header; }
    QListWidget *knockouts() const { return m_knockouts; }
    QListWidget *sensitivity() const { return m_sensitivity; }
    QString marginText() const;
    // Shown below the table, left of the sensitivity and knock-out lists (the score chart).
    void setCompanion(QWidget *widget);

signals:
    void weightEdited(const QString &criterionId, int weight);
    void scoreEdited(const QString &criterionId, const QString &offerId, double score);
    void scoreOverrideCleared(const QString &criterionId, const QString &offerId);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void showContextMenu(const QPoint &pos);
    void sizeColumns();
    void sizeOptionColumns();

    std::shared_ptr<const ad::Assessment> m_assessment;
    MatrixModel *m_model;
    QTableView *m_table;
    NameWrappingHeader *m_header;
    FittedText *m_margin;
    QListWidget *m_knockouts;
    QListWidget *m_sensitivity;
    QSplitter *m_bottom = nullptr;
    bool m_columnsSized = false;
    QStringList m_layout;  // criterion and option ids the widths were measured for
    QStringList m_ranges;  // of the criteria, as the swing column shows them
    QStringList m_titles;  // of the option columns, in rank order
    QHash<QString, int> m_optionWidths; // by title (m_titles), while the layout stays
    QStringList m_knockoutTexts, m_sensitivityTexts; // what the two lists show
};
