#include "fittedtext.h"

#include "textshaping.h"

#include <QAbstractTextDocumentLayout>

#include <cmath>

FittedText::FittedText(QWidget *parent) : QTextBrowser(parent)
{
    setFrameShape(QFrame::NoFrame);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setOpenLinks(false);
    setTabChangesFocus(true);
    viewport()->setAutoFillBackground(false);
    document()->setDocumentMargin(2);
    // A new width lays the text out again; the height follows it.
    connect(document()->documentLayout(), &QAbstractTextDocumentLayout::documentSizeChanged, this,
            [this] { fitHeight(); });
    fitHeight();
}

void FittedText::setRichText(const QString &html)
{
    if (m_rich && html == m_text) return;
    m_text = html;
    m_rich = true;
    // Unshaped where the text reads the same so (textshaping.h): the memo on the Overview is laid
    // out again after every edit, and shaping was the larger part of that.
    const QFont wanted = textshaping::unshapedIf(font(), textshaping::htmlReadsUnshaped(html));
    if (document()->defaultFont() != wanted) document()->setDefaultFont(wanted);
    setHtml(html);
    fitHeight();  // now, so the first paint has it
}

void FittedText::setPlainTextIfChanged(const QString &text)
{
    if (!m_rich && text == m_text && !document()->isEmpty()) return;
    m_text = text;
    m_rich = false;
    document()->setDefaultFont(textshaping::fontFor(font(), text));
    setPlainText(text);
    fitHeight();
}

void FittedText::fitHeight()
{
    // setFixedHeight with the height it has already changes nothing and invalidates no layout.
    setFixedHeight(int(std::ceil(document()->size().height())) + 2 * frameWidth());
}
