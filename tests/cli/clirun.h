#pragma once
// acceldecide-cli run as a separate process, as a user runs it: its exit code and its output.
// ACCELDECIDE_CLI is the program's path (tests/cli/CMakeLists.txt).
#include <QByteArray>
#include <QProcess>
#include <QStringList>

namespace clitest {

struct Run {
    int exitCode = -1;
    QByteArray out, err;
};

inline Run runCli(const QStringList &args)
{
    QProcess process;
    process.start(QStringLiteral(ACCELDECIDE_CLI), args);
    Run run;
    if (!process.waitForStarted(10000) || !process.waitForFinished(120000)) return run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

} // namespace clitest
