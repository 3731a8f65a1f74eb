#include "reportdialog.h"

#include "session/catalogsession.h"
#include "session/document.h"
#include "session/evaluator.h"
#include "views/windowfit.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace {

QString suggestedPathFor(const Document *document, const ad::Scenario &scenario)
{
    if (document && !document->fileName().isEmpty()) {
        const QFileInfo info(document->fileName());
        return info.dir().filePath(info.completeBaseName() + QStringLiteral(".pdf"));
    }
    QString base = QString::fromStdString(scenario.name).simplified();
    base.replace(QRegularExpression(QStringLiteral("[^\\w\\- ]+")), QStringLiteral(" "));
    base = base.simplified();
    if (base.isEmpty()) base = QStringLiteral("AccelDecide report");
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QDir(dir.isEmpty() ? QDir::homePath() : dir).filePath(base + QStringLiteral(".pdf"));
}

} // namespace

ReportDialog::ReportDialog(const ad::Assessment &assessment, const ad::Catalog &catalog,
                           std::string catalogFingerprint, QString suggestedPath, QWidget *parent)
    : QDialog(parent), m_assessment(assessment), m_catalog(catalog),
      m_fingerprint(std::move(catalogFingerprint)), m_suggestedPath(std::move(suggestedPath)),
      m_pageSize(new QComboBox), m_title(new QLineEdit), m_status(new QLabel),
      m_pagePosition(new QLabel),
      m_printer(new QPrinter(QPrinter::HighResolution))
{
    setWindowTitle(tr("Export Report"));
    setObjectName(QStringLiteral("reportDialog"));
    // The preview is laid out exactly as the PDF: same resolution, same page layout.
    m_printer->setOutputFormat(QPrinter::PdfFormat);
    m_printer->setResolution(1200);
    m_preview = new QPrintPreviewWidget(m_printer, this);
    m_preview->setObjectName(QStringLiteral("reportPreview"));
    m_preview->setViewMode(QPrintPreviewWidget::SinglePageView);
    m_preview->setZoomMode(QPrintPreviewWidget::FitToWidth);
    connect(m_preview, &QPrintPreviewWidget::paintRequested, this, &ReportDialog::paintPreview);

    m_pageSize->setObjectName(QStringLiteral("pageSize"));
    m_pageSize->addItem(tr("A4"), int(report::Options::PageSize::A4));
    m_pageSize->addItem(tr("US Letter"), int(report::Options::PageSize::Letter));
    // North American locales print on Letter.
    const QLocale::Territory territory = QLocale().territory();
    if (territory == QLocale::UnitedStates || territory == QLocale::Canada)
        m_pageSize->setCurrentIndex(1);
    connect(m_pageSize, &QComboBox::currentIndexChanged, m_preview,
            &QPrintPreviewWidget::updatePreview);

    m_title->setObjectName(QStringLiteral("reportTitle"));
    m_title->setPlaceholderText(QString::fromStdString(m_assessment.scenario.name));
    m_title->setClearButtonEnabled(true);
    connect(m_title, &QLineEdit::editingFinished, m_preview, &QPrintPreviewWidget::updatePreview);

    m_status->setObjectName(QStringLiteral("reportStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *form = new QFormLayout;
    form->addRow(tr("&Paper size:"), m_pageSize);
    form->addRow(tr("&Title:"), m_title);

    // Page through the preview; the view also scrolls.
    auto *previous = new QPushButton(tr("&Previous Page"));
    auto *next = new QPushButton(tr("&Next Page"));
    auto *wholePage = new QPushButton(tr("&Whole Page"));
    wholePage->setCheckable(true);
    connect(previous, &QPushButton::clicked, this,
            [this] { m_preview->setCurrentPage(m_preview->currentPage() - 1); });
    connect(next, &QPushButton::clicked, this,
            [this] { m_preview->setCurrentPage(m_preview->currentPage() + 1); });
    connect(wholePage, &QPushButton::toggled, this, [this](bool whole) {
        m_preview->setZoomMode(whole ? QPrintPreviewWidget::FitInView
                                     : QPrintPreviewWidget::FitToWidth);
    });
    connect(m_preview, &QPrintPreviewWidget::previewChanged, this, &ReportDialog::showPagePosition);
    m_pagePosition->setObjectName(QStringLiteral("pagePosition"));
    auto *pager = new QHBoxLayout;
    pager->addWidget(previous);
    pager->addWidget(next);
    pager->addWidget(m_pagePosition, 1);
    pager->addWidget(wholePage);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Close);
    buttons->button(QDialogButtonBox::Save)->setText(tr("&Save PDF…"));
    connect(buttons, &QDialogButtonBox::accepted, this, &ReportDialog::save);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(pager);
    layout->addWidget(m_preview, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    windowfit::resizeToFit(this, QSize(760, 900));
}

ReportDialog::~ReportDialog()
{
    delete m_preview;  // it paints through the printer: gone before the printer is
    delete m_printer;
}

void ReportDialog::attach(QAction *action, QWidget *window, const session::Parts &session)
{
    if (!action || !session.evaluator || !session.catalog) return;
    action->setEnabled(true);
    connect(action, &QAction::triggered, action, [window, session] {
        Evaluator *evaluator = session.evaluator;
        if (!evaluator->hasAssessment() || evaluator->isPending()) evaluator->evaluateNow();
        const CatalogSession *catalog = session.catalog;
        ReportDialog dialog(evaluator->assessment(), catalog->catalog(),
                            report::catalogFingerprint(catalog->overlayDirectory()),
                            suggestedPathFor(session.document, evaluator->assessment().scenario),
                            window);
        if (const Document *document = session.document) dialog.setWorkshop(document->workshop());
        dialog.exec();
    });
}

void ReportDialog::setWorkshop(const ad::Workshop *workshop)
{
    if (workshop) m_workshop = *workshop;
    else m_workshop.reset();
    // A hidden preview draws itself when first shown.
    if (m_preview->isVisible()) m_preview->updatePreview();
}

report::Options ReportDialog::options() const
{
    report::Options o;
    o.workshop = m_workshop ? &*m_workshop : nullptr;
    o.pageSize = report::Options::PageSize(m_pageSize->currentData().toInt());
    o.title = m_title->text().trimmed();
    return o;
}

void ReportDialog::setPageSize(report::Options::PageSize size)
{
    m_pageSize->setCurrentIndex(m_pageSize->findData(int(size)));
}

int ReportDialog::previewPageCount() const { return m_pages; }
QString ReportDialog::errorText() const { return m_status->property("error").toString(); }

void ReportDialog::paintPreview(QPrinter *printer)
{
    m_pages = report::render(printer, m_assessment, m_catalog, m_fingerprint, options());
    if (m_pages == 0) m_status->setText(tr("The preview could not be drawn."));
}

void ReportDialog::showPagePosition()
{
    m_pagePosition->setText(
        tr("Page %1 of %2").arg(m_preview->currentPage()).arg(m_preview->pageCount()));
}

void ReportDialog::save()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Report"), m_suggestedPath,
                                                      tr("PDF documents (*.pdf)"));
    if (path.isEmpty()) return;
    m_suggestedPath = path;
    if (saveTo(path)) accept();
}

bool ReportDialog::saveTo(const QString &path)
{
    QString error;
    int pages = 0;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const bool ok = report::writePdf(m_assessment, m_catalog, m_fingerprint, options(), path,
                                    &error, &pages);
    QApplication::restoreOverrideCursor();
    m_status->setProperty("error", ok ? QString() : error);
    m_status->setText(ok ? tr("Saved %1 (%2 pages).").arg(QDir::toNativeSeparators(path)).arg(pages)
                         : tr("The report was not saved: %1").arg(error));
    m_status->setStyleSheet(ok ? QString() : QStringLiteral("color: #b00020;"));
    return ok;
}
