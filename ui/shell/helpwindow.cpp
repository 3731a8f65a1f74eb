#include "helpwindow.h"

#include "views/viewformat.h"
#include "views/windowfit.h"

#include <QFile>
#include <QHeaderView>
#include <QSplitter>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace {

const QString prefix = QStringLiteral("qrc:/help/");

// The documents in reading order: the manual first, then the references it points to.
struct Document {
    const char *file;
    const char *title;
};
const Document documents[] = {
    {"manual.md", QT_TRANSLATE_NOOP("HelpWindow", "Using AccelDecide")},
    {"decision.md", QT_TRANSLATE_NOOP("HelpWindow", "How the decision is made")},
    {"formulas.md", QT_TRANSLATE_NOOP("HelpWindow", "Formulas")},
    {"workshop.md", QT_TRANSLATE_NOOP("HelpWindow", "Workshops")},
    {"autosave.md", QT_TRANSLATE_NOOP("HelpWindow", "Autosave and recovery")},
    {"scenario-format.md", QT_TRANSLATE_NOOP("HelpWindow", "Scenario files")},
    {"catalog-format.md", QT_TRANSLATE_NOOP("HelpWindow", "Catalog files and overlays")},
    {"cli.md", QT_TRANSLATE_NOOP("HelpWindow", "Command line")},
};

constexpr int FileRole = Qt::UserRole, HeadingRole = Qt::UserRole + 1;

// The document in the interface language when the manual has it ("manual.de.md" beside
// "manual.md", the same sections in the same order), otherwise the English one.
QString inInterfaceLanguage(const QString &file)
{
    const QString language = views::displayLocale().name().section(QLatin1Char('_'), 0, 0);
    if (language.isEmpty() || language == QLatin1String("en") || language == QLatin1String("C"))
        return file;
    const QString translated =
        file.chopped(3) + QLatin1Char('.') + language + QStringLiteral(".md");
    return QFile::exists(QStringLiteral(":/help/") + translated) ? translated : file;
}

} // namespace

HelpWindow::HelpWindow(QWidget *parent)
    : QWidget(parent, Qt::Window), m_contents(new QTreeWidget), m_browser(new QTextBrowser)
{
    setWindowTitle(tr("AccelDecide Manual"));
    m_contents->setHeaderHidden(true);
    m_contents->setAccessibleName(tr("Contents"));
    m_browser->setOpenExternalLinks(true);
    m_browser->setSearchPaths({QStringLiteral(":/help")});
    m_browser->setAccessibleName(tr("Manual"));
    auto *split = new QSplitter(Qt::Horizontal);
    split->addWidget(m_contents);
    split->addWidget(m_browser);
    split->setStretchFactor(1, 1);
    split->setSizes({260, 700});
    split->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);
    fillContents();
    connect(m_contents, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        showDocument(item->data(0, FileRole).toString(), item->data(0, HeadingRole).toString());
    });
    connect(m_contents, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (item)
            showDocument(item->data(0, FileRole).toString(), item->data(0, HeadingRole).toString());
    });
    windowfit::resizeToFit(this, QSize(1000, 760));
    showDocument(inInterfaceLanguage(QString::fromLatin1(documents[0].file)));
}

void HelpWindow::fillContents()
{
    for (const Document &doc : documents) {
        const QString file = inInterfaceLanguage(QString::fromLatin1(doc.file));
        QFile source(QStringLiteral(":/help/") + file);
        if (!source.open(QIODevice::ReadOnly)) continue;
        auto *top = new QTreeWidgetItem(m_contents, {tr(doc.title)});
        top->setData(0, FileRole, file);
        // The second-level headings, outside code blocks (a "## " in a shell example is none).
        bool code = false;
        for (const QByteArray &line : source.readAll().split('\n')) {
            if (line.startsWith("```")) code = !code;
            if (code || !line.startsWith("## ")) continue;
            const QString heading = QString::fromUtf8(line.mid(3)).trimmed();
            auto *item = new QTreeWidgetItem(top, {heading});
            item->setData(0, FileRole, file);
            item->setData(0, HeadingRole, heading);
        }
    }
    if (auto *first = m_contents->topLevelItem(0)) first->setExpanded(true);
}

void HelpWindow::showDocument(const QString &fileName, const QString &heading)
{
    const QUrl url(prefix + fileName);
    if (m_browser->source() != url) m_browser->setSource(url, QTextDocument::MarkdownResource);
    if (!heading.isEmpty()) scrollToHeading(heading);
}

void HelpWindow::scrollToHeading(const QString &heading)
{
    // Markdown headings carry no anchors in QTextDocument; find the block by its text instead.
    for (QTextBlock block = m_browser->document()->begin(); block.isValid();
         block = block.next()) {
        if (block.blockFormat().headingLevel() == 0 || block.text().trimmed() != heading) continue;
        QTextCursor cursor(block);
        m_browser->setTextCursor(cursor);
        // To the top of the view, not merely into it.
        m_browser->moveCursor(QTextCursor::End);
        m_browser->setTextCursor(cursor);
        m_browser->ensureCursorVisible();
        return;
    }
}
