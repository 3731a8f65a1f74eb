#include "workshopprompts.h"

#include <QDir>
#include <QFileDialog>
#include <QInputDialog>
#include <QPushButton>

workshopui::Prompts workshopui::Prompts::dialogs(QWidget *parent)
{
    workshopui::Prompts p;
    p.askText = [parent](const QString &title, const QString &label,
                         const QString &text) -> std::optional<QString> {
        bool ok = false;
        const QString answer =
            QInputDialog::getText(parent, title, label, QLineEdit::Normal, text, &ok);
        if (!ok) return std::nullopt;
        return answer;
    };
    p.askOpenFiles = [parent](const QString &title) {
        return QFileDialog::getOpenFileNames(
            parent, title, QDir::homePath(),
            QObject::tr("Ballot files (*.ballot.json *.json);;All files (*)"));
    };
    p.askSaveFile = [parent](const QString &title, const QString &suggested) {
        return QFileDialog::getSaveFileName(parent, title, suggested,
                                            QObject::tr("Ballot files (*.ballot.json)"));
    };
    p.confirm = [parent](const QString &title, const QString &text, const QString &accept) {
        QMessageBox box(QMessageBox::Question, title, text, QMessageBox::NoButton, parent);
        box.setTextFormat(Qt::PlainText); // questions name participants: never markup
        QPushButton *yes = box.addButton(accept, QMessageBox::AcceptRole);
        box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(yes);
        box.exec();
        return box.clickedButton() == yes;
    };
    p.tell = [parent](QMessageBox::Icon icon, const QString &title, const QString &text) {
        QMessageBox box(icon, title, text, QMessageBox::Ok, parent);
        box.setTextFormat(Qt::PlainText);
        box.exec();
    };
    return p;
}
