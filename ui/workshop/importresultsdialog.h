#pragma once
// What became of each imported ballot file: added, replaced, a duplicate, stale, from someone not
// on the list, or refused with the field and the problem. Ballots from people not on the list
// can be taken with one more click, which adds them as participants.
#include "ballotfiles.h"

#include <QDialog>

#include <optional>

#include <vector>

class QLabel;
class QPushButton;
class QTableWidget;

class ImportResultsDialog : public QDialog
{
    Q_OBJECT
public:
    enum Column { FileColumn, OutcomeColumn, ParticipantColumn, ReasonColumn, ColumnCount };

    explicit ImportResultsDialog(const std::vector<workshopui::FileImport> &files,
                                 QWidget *parent = nullptr);
    // Replaces the rows of the files in `files` (matched by path) with their new outcome.
    void update(const std::vector<workshopui::FileImport> &files);

    QTableWidget *table() const { return m_table; }
    QLabel *summary() const { return m_summary; }
    QPushButton *addUnknownButton() const { return m_addUnknown; }
    // The outcome shown for a file, by its path.
    std::optional<ad::ImportOutcome> outcomeOf(const QString &path) const;
    QString reasonOf(const QString &path) const;

signals:
    void addUnknownRequested(const QStringList &paths);

private:
    void refresh();

    std::vector<workshopui::FileImport> m_files;
    QTableWidget *m_table;
    QLabel *m_summary;
    QPushButton *m_addUnknown;
};
