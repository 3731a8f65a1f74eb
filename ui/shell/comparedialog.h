#pragma once
// Two or three scenarios side by side: the inputs, with the ones that differ marked, then the
// headline figures and the ranking of each, e.g. on-demand against a 3-year commitment, or an 8B
// model against a 70B one.
#include "assessment/assessment.h"
#include "scenario/scenario_io.h"

#include <QDialog>
#include <QStringList>

#include <vector>

class CatalogSession;
class Document;
class ProblemLabel;
class QCheckBox;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace compare {

// The figures a comparison shows for one scenario, already formatted.
struct Headline {
    QString name;
    QString lean;
    QString winner;
    QString margin;
    QString costPerMTokens;   // of the winner
    QString tcoWinner, tcoRunnerUp;
    QString breakEven;        // of the best option needing a port, against the GPU baseline
    QStringList ranking;      // "1. label (72 %)", included options only
};
Headline headlineFor(const ad::Assessment &assessment);

} // namespace compare

class CompareDialog : public QDialog
{
    Q_OBJECT
public:
    static constexpr int maximumScenarios = 3;

    CompareDialog(CatalogSession *catalog, Document *document, QWidget *parent = nullptr);

    // The current document follows its edits; a file is read once.
    bool addCurrentDocument();
    bool addFile(const QString &path, QString *error);
    void removeScenario(int index);
    int scenarioCount() const { return int(m_entries.size()); }
    QTableWidget *table() const { return m_table; }
    // The inputs side by side, one row per field; rows whose values differ are marked
    // (DiffersRole true, bold), and "Differences only" hides the others.
    QTableWidget *inputsTable() const { return m_inputs; }
    QCheckBox *differencesOnly() const { return m_differencesOnly; }
    static constexpr int DiffersRole = Qt::UserRole + 1;
    std::vector<compare::Headline> headlines() const;

private:
    struct Entry {
        QString label;
        ad::Scenario scenario;
        bool current = false;
    };

    void chooseFiles();
    void rebuild();
    void rebuildInputs();
    QString shownValue(const ad::ScenarioFieldValue &field, const ad::Scenario &scenario) const;
    void showDifferencesOnly(bool only);
    void updateButtons();

    CatalogSession *m_catalog;
    Document *m_document;
    std::vector<Entry> m_entries;
    QListWidget *m_list;
    QTableWidget *m_table;
    QTableWidget *m_inputs;
    QCheckBox *m_differencesOnly;
    ProblemLabel *m_problem;
    QPushButton *m_addCurrent;
    QPushButton *m_addFile;
    QPushButton *m_remove;
};
