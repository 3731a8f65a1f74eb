#include "workshopcontroller.h"

#include "shell/mainwindow.h"

#include <QMenu>

WorkshopController *WorkshopController::attach(MainWindow *window, QMenu *menu)
{
    return new WorkshopController(window, menu);
}

WorkshopController::WorkshopController(MainWindow *window, QMenu *menu)
    : QObject(window), m_window(window), m_menu(menu)
{
}
