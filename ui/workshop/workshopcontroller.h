#pragma once
// Workshop mode in the main window: the Workshop menu and the windows it opens. The workshop
// itself lives in the Document (saved with the scenario, undoable); this class only shows it and
// turns the facilitator's actions into Document::setWorkshop() steps.
#include <QObject>

class MainWindow;
class QMenu;

class WorkshopController : public QObject
{
    Q_OBJECT
public:
    // Fills `menu` with the workshop actions of `window`. The controller is a child of the window.
    static WorkshopController *attach(MainWindow *window, QMenu *menu);

private:
    WorkshopController(MainWindow *window, QMenu *menu);
    MainWindow *m_window;
    QMenu *m_menu;
};
