#pragma once
// Reading a PDF back as its reader gets it, with poppler-utils (pdftotext, pdfinfo, pdfimages),
// and running the CLI as a separate process without a display. Shared by the report suites.
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QString>
#include <QStringList>

#include <optional>
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

// "Title:          Llama..." -> "Llama..."
inline QString infoField(const QString &info, const QString &field)
{
    const QRegularExpression line(
        QStringLiteral("^%1:\\s*(.*)$").arg(QRegularExpression::escape(field)),
        QRegularExpression::MultilineOption);
    return line.match(info).captured(1).trimmed();
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
