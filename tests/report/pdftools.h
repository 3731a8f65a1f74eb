#pragma once
// Reading a PDF back as its reader gets it, with poppler-utils (pdftotext, pdfinfo, pdfimages),
// and running the CLI as a separate process without a display. Shared by the report suites.
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

#include <optional>
#include <vector>
#include <string>

namespace pdftools {

struct Tool {
    int exitCode = -1;
    QString out, err;
};

// Runs a poppler tool; an empty optional when it is not installed.
inline std::optional<Tool> runTool(const QString &name, const QStringList &args)
{
    const QString program = QStandardPaths::findExecutable(name);
    if (program.isEmpty()) return std::nullopt;
    QProcess process;
    process.start(program, args);
    Tool tool;
    if (!process.waitForStarted(10000) || !process.waitForFinished(60000)) return tool;
    tool.exitCode = process.exitCode();
    tool.out = QString::fromUtf8(process.readAllStandardOutput());
    tool.err = QString::fromUtf8(process.readAllStandardError());
    return tool;
}

// Text with every run of white space made one space (sentences wrap across lines in a PDF) and
// the font's ligatures ("ﬁ", "ﬀ") spelled out by compatibility normalisation.
inline QString flat(const QString &text)
{
    return text.normalized(QString::NormalizationForm_KC).simplified();
}

inline QString qs(const std::string &text) { return QString::fromStdString(text); }

// The text of every page, pages separated by form feeds; `layout` keeps table rows on one line.
inline std::optional<QString> pdfText(const QString &path, bool layout = false)
{
    QStringList args{QStringLiteral("-enc"), QStringLiteral("UTF-8")};
    if (layout) args << QStringLiteral("-layout");
    args << path << QStringLiteral("-");
    const auto tool = runTool(QStringLiteral("pdftotext"), args);
    if (!tool || tool->exitCode != 0) return std::nullopt;
    return tool->out;
}

// The lines of each text block on every page, as pdftotext -bbox-layout groups them: a table
// cell is a block, and its lines are the cell's lines, each a list of words.
using TextBlock = std::vector<QStringList>;
inline std::optional<std::vector<TextBlock>> pdfBlocks(const QString &path)
{
    const auto tool = runTool(QStringLiteral("pdftotext"),
                              {QStringLiteral("-bbox-layout"), QStringLiteral("-enc"),
                               QStringLiteral("UTF-8"), path, QStringLiteral("-")});
    if (!tool || tool->exitCode != 0) return std::nullopt;
    std::vector<TextBlock> blocks;
    QXmlStreamReader xml(tool->out);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement) continue;
        if (xml.name() == QLatin1String("block")) blocks.emplace_back();
        else if (xml.name() == QLatin1String("line") && !blocks.empty()) blocks.back().emplace_back();
        else if (xml.name() == QLatin1String("word") && !blocks.empty() && !blocks.back().empty())
            blocks.back().back() << xml.readElementText();
    }
    if (xml.hasError()) return std::nullopt;
    return blocks;
}

// "Title:          Llama..." -> "Llama..."
inline QString infoField(const QString &info, const QString &field)
{
    const QRegularExpression line(
        QStringLiteral("^%1:\\s*(.*)$").arg(QRegularExpression::escape(field)),
        QRegularExpression::MultilineOption);
    return line.match(info).captured(1).trimmed();
}

// A page's text without its running header and footer: what the page gives a reader.
inline QString pageBody(const QString &pageText)
{
    static const QRegularExpression pageNumber(QStringLiteral("^Page \\d+ of \\d+$"));
    QStringList kept;
    const QStringList lines = pageText.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty() || line == QLatin1String("AccelDecide report")
            || line.startsWith(QLatin1String("Generated ")) || pageNumber.match(line).hasMatch())
            continue;
        kept << line;
    }
    // The header's scenario name is the page's first line.
    if (!kept.isEmpty()) kept.removeFirst();
    return flat(kept.join(QLatin1Char(' ')));
}

// The PDF's bookmarks as poppler reads them (pdftohtml -xml): title, page from 1, depth from 0.
struct Bookmark {
    QString title;
    int page = 0;
    int depth = 0;
};

inline std::optional<std::vector<Bookmark>> pdfOutline(const QString &path)
{
    const auto tool = runTool(QStringLiteral("pdftohtml"),
                              {QStringLiteral("-xml"), QStringLiteral("-i"),
                               QStringLiteral("-stdout"), QStringLiteral("-q"), path});
    if (!tool || tool->exitCode != 0) return std::nullopt;
    std::vector<Bookmark> marks;
    QXmlStreamReader xml(tool->out);
    int depth = -1;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("outline")) ++depth;
        if (xml.isEndElement() && xml.name() == QLatin1String("outline")) --depth;
        if (xml.isStartElement() && xml.name() == QLatin1String("item") && depth >= 0) {
            const int page = xml.attributes().value(QLatin1String("page")).toInt();
            marks.push_back({xml.readElementText().simplified(), page, depth});
        }
    }
    return marks;
}

struct CliRun {
    int exitCode = -1;
    QByteArray out, err;
};

// The CLI without any display: no DISPLAY, no WAYLAND_DISPLAY, no platform chosen.
inline CliRun runCli(const QString &program, const QStringList &args)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        env.remove(QLatin1String(name));
    process.setProcessEnvironment(env);
    process.start(program, args);
    CliRun run;
    if (!process.waitForStarted(10000) || !process.waitForFinished(120000)) return run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

} // namespace pdftools
