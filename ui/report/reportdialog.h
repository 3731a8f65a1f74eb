#pragma once
// File → Export Report…: the report previewed page by page, a choice of paper size and title,
// then a save dialog. Errors are shown in the dialog; nothing here can end the application.
#include "report.h"

#include "session/session.h"

#include <QDialog>

#include <optional>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QPrinter;
class QPrintPreviewWidget;

class ReportDialog : public QDialog
{
    Q_OBJECT
public:
    ReportDialog(const ad::Assessment &assessment, const ad::Catalog &catalog,
                 std::string catalogFingerprint, QString suggestedPath,
                 QWidget *parent = nullptr);
    ~ReportDialog() override;

    // Enables `action` and has it open this dialog over `window` with the session's current
    // assessment, catalog and workshop.
    static void attach(QAction *action, QWidget *window, const session::Parts &session);

    // The workshop held on the scenario (copied; nullptr: none). Its revealed rounds get a
    // section of their own in the report.
    void setWorkshop(const ad::Workshop *workshop);

    report::Options options() const;
    void setPageSize(report::Options::PageSize size);
    int previewPageCount() const;
    QString errorText() const;

    // Writes the report; on failure shows the reason in the dialog and returns false.
    bool saveTo(const QString &path);

public slots:
    void save();  // asks for a file name, then saveTo()

private:
    void paintPreview(QPrinter *printer);
    void showPagePosition();

    ad::Assessment m_assessment;
    ad::Catalog m_catalog;
    std::string m_fingerprint;
    std::optional<ad::Workshop> m_workshop;
    QString m_suggestedPath;
    QComboBox *m_pageSize;
    QLineEdit *m_title;
    QLabel *m_status;
    QLabel *m_pagePosition;
    QPrinter *m_printer;
    QPrintPreviewWidget *m_preview;
    int m_pages = 0;
};
