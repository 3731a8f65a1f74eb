#pragma once
// The projector view: full screen, large type, high contrast, one page at a time (see
// projectorpages.h). It paints with its own colours, light on near-black, so it reads the same
// whatever palette the application uses. Right, Space or a click go forward, Left goes back,
// Esc leaves. It follows the workshop live: a ballot coming in updates the count, a reveal turns
// to the first results page.
#include "projectorpages.h"

#include <QWidget>

class WorkshopController;

class ProjectorView : public QWidget
{
    Q_OBJECT
public:
    explicit ProjectorView(WorkshopController *controller, QWidget *parent = nullptr);

    int pageCount() const { return int(m_pages.size()); }
    int currentPage() const { return m_current; }
    const projector::Page &page(int index) const { return m_pages.at(std::size_t(index)); }
    const projector::Page &current() const { return page(m_current); }

    // The colours, fixed on purpose (contrast against the background above 12:1).
    static QColor background();
    static QColor foreground();
    static QColor secondary();
    static QColor accent();

public slots:
    void next();
    void previous();
    void setPage(int index);
    void rebuild();

protected:
    void paintEvent(QPaintEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    WorkshopController *m_controller;
    std::vector<projector::Page> m_pages;
    int m_current = 0;
    bool m_revealed = false;
    int m_round = 0;
};
