#include "fieldundo.h"

#include <QAbstractSpinBox>
#include <QEvent>
#include <QKeyEvent>
#include <QLineEdit>

FieldUndoGuard::FieldUndoGuard(QWidget *field) : QObject(field)
{
    auto *edit = qobject_cast<QLineEdit *>(field);
    if (auto *spin = qobject_cast<QAbstractSpinBox *>(field)) {
        edit = spin->findChild<QLineEdit *>();
        connect(spin, &QAbstractSpinBox::editingFinished, this, [this] { m_typing = false; });
    } else if (edit) {
        connect(edit, &QLineEdit::editingFinished, this, [this] { m_typing = false; });
    }
    if (!edit) return;
    connect(edit, &QLineEdit::textEdited, this, [this] { m_typing = true; });
    field->installEventFilter(this);
    if (edit != field) edit->installEventFilter(this);
}

void FieldUndoGuard::install(QWidget *field)
{
    new FieldUndoGuard(field);
}

bool FieldUndoGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride || m_typing) return false;
    auto *key = static_cast<QKeyEvent *>(event);
    if (!key->matches(QKeySequence::Undo) && !key->matches(QKeySequence::Redo))
        return QObject::eventFilter(watched, event);
    // Not accepted and not delivered to the field: the window's shortcut takes the key.
    event->ignore();
    return true;
}
