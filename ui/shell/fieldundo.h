#pragma once
// Ctrl+Z and Ctrl+Shift+Z in a form field. A line edit or spin box takes these keys for its own
// text undo, so with the cursor in a field the document's Undo never ran: a user who typed a
// value, pressed Enter and then Ctrl+Z saw nothing happen. This filter lets the field keep the
// keys only while it holds typing that has not been committed yet (Enter or leaving the field);
// otherwise they reach the Edit menu's Undo and Redo, as in other desktop editors.
#include <QObject>

class QWidget;

class FieldUndoGuard : public QObject
{
    Q_OBJECT
public:
    // Watches `field` (a QLineEdit or a QAbstractSpinBox and its line edit); owned by it.
    static void install(QWidget *field);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit FieldUndoGuard(QWidget *field);
    bool m_typing = false; // text typed since the last commit
};
