#pragma once
// Read-only text that reads like a label (no frame, no scroll bars, the parent's background,
// selectable) and is exactly as tall as its text at the width it is given.
//
// Unlike a word-wrapped QLabel, new text neither re-lays out the text for every size query of
// the layouts above it nor invalidates them: only a change of height does. Text that changes on
// every edit (the memo, a chart's summary) made the whole window recompute its size hints,
// every tab's page included (acceldecide-bench-gui).
#include <QTextBrowser>

class FittedText : public QTextBrowser
{
    Q_OBJECT
public:
    explicit FittedText(QWidget *parent = nullptr);
    // Rich text; nothing happens when it is what is shown already.
    void setRichText(const QString &html);
    // Plain text, shown in the widget's font (bold if the font is).
    void setPlainTextIfChanged(const QString &text);
    QString shownText() const { return m_text; }

private:
    void fitHeight();

    QString m_text;
    bool m_rich = false;
};
