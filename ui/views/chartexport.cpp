#include "chartexport.h"

#include "tableexport.h"

#include <QAction>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGraphicsView>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>

namespace chartexport {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("chartexport", text); }

} // namespace

bool save(QWidget *chartView, const QString &path, QString *error)
{
    auto *view = qobject_cast<QGraphicsView *>(chartView);
    if (!view) return false;
    const QSize size = view->viewport()->size();
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("pdf")) {
        QPdfWriter pdf(path);
        pdf.setPageSize(QPageSize(QSizeF(size) * 0.75, QPageSize::Point));
        pdf.setPageMargins(QMarginsF());
        pdf.setResolution(96);
        QPainter painter;
        if (!painter.begin(&pdf)) {
            if (error) *error = tr("cannot write %1").arg(path);
            return false;
        }
        view->render(&painter, QRectF(QPointF(0, 0), QSizeF(size)), view->viewport()->rect());
        return true;
    }
    QImage image(size * 2, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(2);
    image.fill(view->palette().color(QPalette::Base));
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        view->render(&painter, QRectF(QPointF(0, 0), QSizeF(size)), view->viewport()->rect());
    }
    if (!image.save(path, "PNG")) {
        if (error) *error = tr("cannot write %1").arg(path);
        return false;
    }
    return true;
}

void install(QWidget *chartView)
{
    auto add = [chartView](const QString &text, const QString &extension, const QString &filter) {
        auto *action = new QAction(text, chartView);
        QObject::connect(action, &QAction::triggered, chartView,
                         [chartView, extension, filter, text] {
                             const QString name = chartView->accessibleName().isEmpty()
                                                      ? tr("chart")
                                                      : chartView->accessibleName();
                             const QString path = tableexport::askSaveFileName(
                                 chartView->window(), text, name, extension, filter);
                             if (!path.isEmpty()) save(chartView, path);
                         });
        chartView->addAction(action);
    };
    add(tr("Save Chart as &PNG…"), QStringLiteral("png"), tr("PNG images (*.png)"));
    add(tr("Save Chart as P&DF…"), QStringLiteral("pdf"), tr("PDF documents (*.pdf)"));
    chartView->setContextMenuPolicy(Qt::ActionsContextMenu);
}

} // namespace chartexport
