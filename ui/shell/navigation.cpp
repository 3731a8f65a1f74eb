#include "navigation.h"

#include "views/resultsview.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QPointer>
#include <QTabBar>
#include <QTabWidget>

namespace navigation {

namespace {

QWidget *firstFocusable(QWidget *inside)
{
    for (QWidget *w = inside->nextInFocusChain(); w && w != inside; w = w->nextInFocusChain())
        if (inside->isAncestorOf(w) && (w->focusPolicy() & Qt::TabFocus) && w->isEnabled()
            && w->isVisibleTo(inside))
            return w;
    return nullptr;
}

} // namespace

void install(QMenu *menu, QWidget *inputs, ResultsView *results)
{
    QTabWidget *tabs = results->tabs();
    QObject *owner = menu;
    menu->addSeparator();
    for (int i = 0; i < tabs->count() && i < 9; ++i) {
        QAction *action = menu->addAction(tabs->tabText(i));
        action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        QObject::connect(action, &QAction::triggered, owner, [tabs, i] {
            tabs->setCurrentIndex(i);
            tabs->tabBar()->setFocus(Qt::ShortcutFocusReason);
        });
    }

    // The field the user left, so F6 brings them back to it rather than to the top.
    auto lastInput = std::make_shared<QPointer<QWidget>>();
    QAction *swap = menu->addAction(QApplication::translate("navigation",
                                                            "Switch Between &Inputs and Results"));
    swap->setShortcut(QKeySequence(Qt::Key_F6));
    QObject::connect(swap, &QAction::triggered, owner, [inputs, tabs, lastInput] {
        QWidget *focus = QApplication::focusWidget();
        if (focus && inputs->isAncestorOf(focus)) {
            *lastInput = focus;
            tabs->tabBar()->setFocus(Qt::ShortcutFocusReason);
            return;
        }
        QWidget *target = *lastInput ? lastInput->data() : firstFocusable(inputs);
        if (target) target->setFocus(Qt::ShortcutFocusReason);
    });

    // The tab bar just before the first input: Tab from it enters the forms, Shift+Tab from the
    // first field reaches it, and the result pages still follow the last field.
    if (QWidget *first = firstFocusable(inputs)) {
        QWidget *before = first->previousInFocusChain();
        if (before != tabs->tabBar()) QWidget::setTabOrder(before, tabs->tabBar());
        QWidget::setTabOrder(tabs->tabBar(), first);
    }
}

} // namespace navigation
