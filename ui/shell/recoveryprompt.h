#pragma once
// The question asked at start when a session did not end cleanly: recover the autosaved work,
// discard it, or decide later. MainWindow asks through a replaceable hook; this dialog is the
// default answer to it.
#include <QDateTime>
#include <QDialog>
#include <QString>

class QPushButton;

namespace recovery {

struct Offer {
    QString recoveryFile;  // the autosaved copy
    QString originalFile;  // the document's own file; empty when it was never saved
    QDateTime savedAt;     // when the copy was written (UTC)
    QString summary;       // what it holds, one line
    bool originalChangedSince = false; // the original was written after the copy
    int index = 1, count = 1;          // "1 of 3" when several copies are waiting
};

enum class Choice { Recover, Discard, Later };

} // namespace recovery

class RecoveryDialog : public QDialog
{
    Q_OBJECT
public:
    explicit RecoveryDialog(const recovery::Offer &offer, QWidget *parent = nullptr);

    recovery::Choice choice() const { return m_choice; }
    QPushButton *recoverButton() const { return m_recover; }

    // Shows the dialog; Discard is confirmed first, as it cannot be undone. Closing the dialog
    // any other way is Later, so nothing is lost by a stray Escape.
    static recovery::Choice ask(const recovery::Offer &offer, QWidget *parent);

    // "14 Mar 2026 09:30 (3 minutes ago)", in local time.
    static QString describeTime(const QDateTime &savedAt, const QDateTime &now);

private:
    recovery::Choice m_choice = recovery::Choice::Later;
    QPushButton *m_recover = nullptr;
};
