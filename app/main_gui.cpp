// The desktop application: command line, application identity, main window.
#include "firstpaint.h"
#include "session/evaluator.h"
#include "shell/appearance.h"
#include "shell/mainwindow.h"
#include "shell/translations.h"
#include "views/resultsview.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QIcon>
#include <QRegularExpression>
#include <QScreen>
#include <QTabWidget>
#include <QTimer>

#include <cstdio>

namespace {

// Renders the window into a PNG once the first assessment is on screen, then quits. Used for the
// documentation and to check the layout at a given size without a person at the screen.
void scheduleScreenshot(MainWindow &window, const QString &path)
{
    auto capture = [&window, path] {
        const QPixmap pixmap = window.grab();
        if (!pixmap.save(path, "PNG")) {
            std::fprintf(stderr, "acceldecide: cannot write the screenshot %s\n",
                         qPrintable(path));
            QCoreApplication::exit(1);
            return;
        }
        QCoreApplication::exit(0);
    };
    // Give the views a moment to lay out and paint after the assessment arrives.
    QObject::connect(window.evaluator(), &Evaluator::evaluated, &window,
                     [capture] { QTimer::singleShot(400, capture); },
                     Qt::SingleShotConnection);
    // Inputs that fail validation never produce an assessment; capture what is shown anyway.
    QTimer::singleShot(8000, &window, capture);
}

// The application's own options; --help and --version come with the parser.
struct Options {
    const QCommandLineOption screenshot{
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Write a PNG of the window after the first evaluation "
                                        "and exit (for documentation). Settings are neither "
                                        "read nor written."),
        QStringLiteral("path")};
    const QCommandLineOption size{
        QStringLiteral("size"),
        QApplication::translate("main", "Window size, e.g. 1366x768."), QStringLiteral("WxH")};
    const QCommandLineOption dark{
        QStringLiteral("dark"),
        QApplication::translate("main", "Use the dark palette for this session.")};
    const QCommandLineOption firstPaint{
        QStringLiteral("first-paint-time"),
        QApplication::translate("main", "Print the milliseconds from start to the first painted "
                                        "window and exit (used by the startup benchmark). "
                                        "Settings are neither read nor written.")};
    const QCommandLineOption tab{
        QStringLiteral("tab"),
        QApplication::translate("main", "Results tab to show first, by its title (e.g. "
                                        "Decision); meant for --screenshot."),
        QStringLiteral("title")};
    const QCommandLineOption language{
        QStringLiteral("language"),
        QApplication::translate("main", "Interface language, e.g. de or en; without it, the "
                                        "system's."),
        QStringLiteral("code")};
};

void setIdentity()
{
    QCoreApplication::setApplicationName(QStringLiteral("AccelDecide"));
    QCoreApplication::setOrganizationName(QStringLiteral("AccelDecide"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ACCELDECIDE_VERSION));
}

void describe(QCommandLineParser &parser, const Options &o)
{
    parser.setApplicationDescription(QApplication::translate(
        "main", "Trainium or GPU: cost per token, training cost, break-even of a port and a "
                "weighted decision, explained figure by figure."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("file"),
        QApplication::translate("main", "Scenario file to open; without it the built-in "
                                        "default scenario is shown."),
        QStringLiteral("[file]"));
    parser.addOptions({o.screenshot, o.size, o.dark, o.firstPaint, o.tab, o.language});
}

// --help and --version only print; they must work in a terminal without a display, where
// QApplication aborts, so they are answered by a QCoreApplication that needs no window system.
bool asksForHelpOrVersion(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "--") return false;
        if (arg == "-h" || arg == "-?" || arg == "--help" || arg == "--help-all" || arg == "-v"
            || arg == "--version")
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    if (asksForHelpOrVersion(argc, argv)) {
        QCoreApplication core(argc, argv);
        setIdentity();
        const Options o;
        QCommandLineParser parser;
        describe(parser, o);
        parser.process(core); // prints the help or the version and exits
        return 0;
    }
    QElapsedTimer sinceMain;
    sinceMain.start();
    QApplication app(argc, argv);
    setIdentity();
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/acceldecide.svg")));
    appearance::installStyle();

    const Options o;
    QCommandLineParser parser;
    describe(parser, o);
    parser.process(app);
    // English is the source language; any other the application has is loaded (docs/translations.md).
    const QLocale locale = parser.isSet(o.language) ? QLocale(parser.value(o.language)) : QLocale();
    translations::install(&app, locale);

    QSize windowSize;
    if (parser.isSet(o.size)) {
        const auto match = QRegularExpression(QStringLiteral("^(\\d{3,5})x(\\d{3,5})$"))
                               .match(parser.value(o.size));
        if (!match.hasMatch()) {
            std::fprintf(stderr, "acceldecide: --size expects WIDTHxHEIGHT, e.g. 1366x768 (got "
                                 "\"%s\")\n",
                         qPrintable(parser.value(o.size)));
            return 2;
        }
        windowSize = QSize(match.captured(1).toInt(), match.captured(2).toInt());
    }
    if (parser.positionalArguments().size() > 1) {
        std::fprintf(stderr, "acceldecide: give at most one scenario file\n");
        return 2;
    }

    const bool capturing = parser.isSet(o.screenshot) || parser.isSet(o.firstPaint);
    if (parser.isSet(o.dark)) appearance::setDark(true);

    MainWindow::Options options;
    options.persistSettings = !capturing;
    MainWindow window(options);
    if (capturing) {
        window.setMessageHook([](const MainWindow::Message &message) {
            std::fprintf(stderr, "acceldecide: %s: %s\n", qPrintable(message.title),
                         qPrintable(message.text));
        });
    }
    if (windowSize.isValid()) window.resize(windowSize);
    if (parser.isSet(o.tab)) {
        QTabWidget *tabs = window.resultsView()->tabs();
        int found = -1;
        for (int i = 0; i < tabs->count() && found < 0; ++i)
            if (tabs->tabText(i).remove(QLatin1Char('&')).compare(parser.value(o.tab), Qt::CaseInsensitive) == 0)
                found = i;
        if (found < 0) {
            std::fprintf(stderr, "acceldecide: no results tab is called \"%s\"\n",
                         qPrintable(parser.value(o.tab)));
            return 2;
        }
        tabs->setCurrentIndex(found);
    }
    const QString file = parser.positionalArguments().isEmpty()
                             ? QString()
                             : parser.positionalArguments().constFirst();
    if (capturing) {
        if (!file.isEmpty()) window.openFile(file);
    } else {
        // Once the window is on screen: open the file (which offers unsaved work on it left by a
        // session that did not end cleanly), then offer any other such work (docs/autosave.md).
        QTimer::singleShot(0, &window, [&window, file] {
            if (!file.isEmpty()) window.openFile(file);
            window.offerRecovery();
        });
    }
    if (parser.isSet(o.screenshot)) scheduleScreenshot(window, parser.value(o.screenshot));
    if (parser.isSet(o.firstPaint)) {
        firstpaint::quitAfterFirstPaint(&window, sinceMain, [](QWidget *w) {
            return static_cast<MainWindow *>(w)->resultsView()->assessment() != nullptr;
        });
    }
    window.show();
    return app.exec();
}
