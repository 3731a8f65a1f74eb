#pragma once
// Every question the workshop asks the user goes through one of these functions, so that a test
// can answer instead of facing a modal box. The defaults use the ordinary Qt dialogs.
#include <QMessageBox>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

class QWidget;

namespace workshopui {

struct Prompts {
    // A line of text (a name); nullopt when cancelled.
    std::function<std::optional<QString>(const QString &title, const QString &label,
                                         const QString &text)>
        askText;
    // Files to open (ballot files); empty when cancelled.
    std::function<QStringList(const QString &title)> askOpenFiles;
    // Where to save; empty when cancelled.
    std::function<QString(const QString &title, const QString &suggestedPath)> askSaveFile;
    // Yes / no before something the user might not mean; `accept` names the yes button.
    std::function<bool(const QString &title, const QString &text, const QString &accept)> confirm;
    // A message to read (errors, what happened).
    std::function<void(QMessageBox::Icon icon, const QString &title, const QString &text)> tell;

    // The Qt dialogs, parented to `parent` (which must outlive the prompts).
    static Prompts dialogs(QWidget *parent);
};

} // namespace workshopui
