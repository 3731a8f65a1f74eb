#pragma once
// The manual, offline: docs/*.md compiled into the application (resources/CMakeLists.txt) and
// shown as rich text, with a contents list of the documents and their headings. Links between the
// documents work; links to the web open in the browser.
#include <QWidget>

class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;

class HelpWindow : public QWidget
{
    Q_OBJECT
public:
    explicit HelpWindow(QWidget *parent = nullptr);

    // Shows a document by its file name ("manual.md"), at a heading when one is given.
    void showDocument(const QString &fileName, const QString &heading = QString());
    QTextBrowser *browser() const { return m_browser; }
    QTreeWidget *contents() const { return m_contents; }

private:
    void fillContents();
    void scrollToHeading(const QString &heading);

    QTreeWidget *m_contents;
    QTextBrowser *m_browser;
};
