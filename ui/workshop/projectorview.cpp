#include "projectorview.h"

#include "websession.h"

#include "projectorpainter.h"
#include "workshopcontroller.h"

#include "session/catalogsession.h"
#include "session/document.h"
#include "session/evaluator.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

ProjectorView::ProjectorView(WorkshopController *controller, QWidget *parent)
    : QWidget(parent, Qt::Window), m_controller(controller)
{
    setObjectName(QStringLiteral("projectorView"));
    setWindowTitle(tr("Workshop — Projector"));
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setCursor(Qt::BlankCursor);
    connect(controller->document(), &Document::workshopChanged, this, &ProjectorView::rebuild);
    connect(controller->evaluator(), &Evaluator::evaluated, this, &ProjectorView::rebuild);
    connect(controller->catalogSession(), &CatalogSession::catalogChanged, this,
            &ProjectorView::rebuild);
    connect(controller->webSession(), &WebSession::runningChanged, this, &ProjectorView::rebuild);
    rebuild();
}

QColor ProjectorView::background() { return QColor(16, 19, 23); }
QColor ProjectorView::foreground() { return QColor(246, 247, 248); }
// #B4BEC8 on the background: contrast about 10:1, well above the 7:1 of WCAG AAA.
QColor ProjectorView::secondary() { return QColor(180, 190, 200); }
QColor ProjectorView::accent() { return QColor(255, 196, 0); }

void ProjectorView::rebuild()
{
    const ad::Workshop *workshop = m_controller->workshop();
    if (!workshop) {
        m_pages.clear();
        m_current = 0;
        update();
        return;
    }
    Evaluator *evaluator = m_controller->evaluator();
    const projector::Page::Kind kind =
        m_pages.empty() ? projector::Page::Status : m_pages[std::size_t(m_current)].kind;
    m_pages = projector::pages(*workshop,
                             evaluator->hasAssessment() ? &evaluator->assessment() : nullptr,
                             m_controller->catalogSession()->catalog());
    // While devices can vote, the status page carries the way in.
    WebSession *web = m_controller->webSession();
    if (web->isRunning() && !workshop->current().revealed)
        for (projector::Page &page : m_pages)
            if (page.kind == projector::Page::Status) page.joinLink = web->link().toString();
    const bool revealed = workshop->current().revealed;
    const bool fresh = revealed != m_revealed || workshop->currentRound != m_round;
    m_revealed = revealed;
    m_round = workshop->currentRound;
    // A reveal or a new round starts at the first page; any other change keeps the page shown.
    m_current = 0;
    if (!fresh)
        for (std::size_t i = 0; i < m_pages.size(); ++i)
            if (m_pages[i].kind == kind) m_current = int(i);
    update();
}

void ProjectorView::next()
{
    setPage(m_current + 1);
}

void ProjectorView::previous()
{
    setPage(m_current - 1);
}

void ProjectorView::setPage(int index)
{
    if (m_pages.empty()) return;
    m_current = std::clamp(index, 0, pageCount() - 1);
    update();
}

void ProjectorView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    if (m_pages.empty()) {
        painter.fillRect(rect(), background());
        return;
    }
    projector::paintPage(painter, rect(), current(), m_current, pageCount());
}

void ProjectorView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Right:
    case Qt::Key_Down:
    case Qt::Key_Space:
    case Qt::Key_PageDown:
    case Qt::Key_Return:
    case Qt::Key_Enter: next(); break;
    case Qt::Key_Left:
    case Qt::Key_Up:
    case Qt::Key_Backspace:
    case Qt::Key_PageUp: previous(); break;
    case Qt::Key_Home: setPage(0); break;
    case Qt::Key_End: setPage(pageCount() - 1); break;
    case Qt::Key_Escape: close(); break;
    default: QWidget::keyPressEvent(event); return;
    }
    event->accept();
}

void ProjectorView::mousePressEvent(QMouseEvent *event)
{
    // A presenter's clicker or a click: right half forward, left half back.
    if (event->position().x() < width() / 2.0) previous();
    else next();
}
