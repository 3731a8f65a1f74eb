// The translated help documents against their English originals. The help window (F1) opens
// docs/X.de.md instead of docs/X.md for a German interface and builds its contents from the
// headings, so every German document must keep the English one's sections: the same headings,
// level by level, in the same order. A section added to an English document without its German
// counterpart fails here, naming the heading. The German documents must also be in the help
// resources exactly as they are in docs/, and every bundled document must have one.

#include <QDir>
#include <QFile>
#include <QTest>

#include <algorithm>

namespace {

const QString docsDir = QStringLiteral(ACCELDECIDE_SOURCE_DIR "/docs/");
const QString helpDir = QStringLiteral(":/help/");
const QString germanSuffix = QStringLiteral(".de.md");

struct Heading {
    int level = 0;
    QString text;
};

// ATX headings ("## Title") outside fenced code blocks, the way the help window reads them: a
// "# " comment in a shell example is no heading.
QList<Heading> headingsOf(const QByteArray &markdown)
{
    QList<Heading> out;
    bool code = false;
    for (const QByteArray &line : markdown.split('\n')) {
        if (line.startsWith("```")) {
            code = !code;
            continue;
        }
        if (code) continue;
        qsizetype level = 0;
        while (level < line.size() && line.at(level) == '#') ++level;
        if (level == 0 || level > 6 || level >= line.size() || line.at(level) != ' ') continue;
        out.append({int(level), QString::fromUtf8(line.mid(level + 1)).trimmed()});
    }
    return out;
}

QByteArray contentsOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString englishOf(const QString &translated)
{
    return translated.chopped(germanSuffix.size()) + QStringLiteral(".md");
}

QString describe(const QString &file, const Heading &h)
{
    return QStringLiteral("%1 \"%2 %3\"").arg(file, QString(h.level, QLatin1Char('#')), h.text);
}

void addTranslationRows()
{
    QTest::addColumn<QString>("translated");
    const QStringList files = QDir(docsDir).entryList({QStringLiteral("*.de.md")}, QDir::Files,
                                                      QDir::Name);
    for (const QString &file : files) QTest::newRow(qPrintable(file)) << file;
}

} // namespace

class TestHelpTranslations : public QObject
{
    Q_OBJECT

private slots:
    // Every document the help window can show has a German version beside it.
    void everyHelpDocumentIsTranslated()
    {
        const QStringList bundled = QDir(helpDir).entryList({QStringLiteral("*.md")}, QDir::Files);
        QStringList english, missing;
        for (const QString &file : bundled)
            if (!file.endsWith(germanSuffix)) english << file;
        QVERIFY2(english.size() >= 8, qPrintable(bundled.join(QStringLiteral(", "))));
        for (const QString &file : english)
            if (!bundled.contains(file.chopped(3) + germanSuffix)) missing << file;
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("no German version bundled for: ")
                            + missing.join(QStringLiteral(", "))));
    }

    void sameSections_data() { addTranslationRows(); }

    // The same sequence of heading levels as the English document, heading for heading.
    void sameSections()
    {
        QFETCH(QString, translated);
        const QString original = englishOf(translated);
        QVERIFY2(QFile::exists(docsDir + original),
                 qPrintable(translated + QStringLiteral(" has no English original ") + original));
        const QList<Heading> english = headingsOf(contentsOf(docsDir + original));
        const QList<Heading> german = headingsOf(contentsOf(docsDir + translated));
        QVERIFY2(!english.isEmpty(), qPrintable(original + QStringLiteral(" has no headings")));
        for (qsizetype i = 0; i < std::max(english.size(), german.size()); ++i) {
            // A missing or extra section shows at the end of the shorter list, whichever it was.
            if (i >= german.size())
                QFAIL(qPrintable(QStringLiteral("%1 has %2 headings, %3 has %4: a section is "
                                                "missing; by position, %5 has no counterpart")
                                     .arg(translated).arg(german.size()).arg(original)
                                     .arg(english.size()).arg(describe(original, english.at(i)))));
            if (i >= english.size())
                QFAIL(qPrintable(QStringLiteral("%1 has %2 headings, %3 has %4: by position, %5 "
                                                "has no counterpart")
                                     .arg(translated).arg(german.size()).arg(original)
                                     .arg(english.size()).arg(describe(translated, german.at(i)))));
            if (english.at(i).level != german.at(i).level)
                QFAIL(qPrintable(QStringLiteral("heading %1 differs in level: %2 against %3")
                                     .arg(i + 1)
                                     .arg(describe(original, english.at(i)),
                                          describe(translated, german.at(i)))));
        }
    }

    void bundledAsWritten_data() { addTranslationRows(); }

    // The help resources hold the German document byte for byte as docs/ has it.
    void bundledAsWritten()
    {
        QFETCH(QString, translated);
        QFile resource(helpDir + translated);
        QVERIFY2(resource.open(QIODevice::ReadOnly),
                 qPrintable(translated + QStringLiteral(" is not in the help resources "
                                                        "(resources/CMakeLists.txt)")));
        QVERIFY(resource.readAll() == contentsOf(docsDir + translated));
    }
};

QTEST_GUILESS_MAIN(TestHelpTranslations)
#include "tst_help_translations.moc"
