// Hostile scenario files opened in the main window, offscreen: 10 MB keys, values and enum strings,
// deep nesting, thousands of problems. The window answers with one message that names the file,
// the field and the problem in a bounded number of characters; the dialog that shows it stays a
// dialog's size; the document the window had is untouched. Before, the whole key was quoted and
// the message box's text layout never came back.
//
// Each open runs under a watchdog thread: a window frozen for 20 seconds ends the test program
// with a message, instead of hanging CI. The time each answer took is printed, not asserted.
#include "session/document.h"
#include "session/evaluator.h"
#include "shell/diagnosticsdialog.h"
#include "shell/mainwindow.h"

#include "model/scenario.h"

#include <QElapsedTimer>
#include <QFile>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <thread>

namespace {

// Ends the program when not dismissed within `seconds`: a frozen event loop cannot fail a test
// by itself, since no timer of its own ever fires.
class Watchdog
{
public:
    Watchdog(const char *what, int seconds)
        : m_thread([this, what, seconds] {
              std::unique_lock lock(m_mutex);
              if (!m_done.wait_for(lock, std::chrono::seconds(seconds), [this] { return m_over; })) {
                  std::fprintf(stderr, "FAIL: %s did not answer within %d s\n", what, seconds);
                  std::fflush(stderr);
                  std::_Exit(3);
              }
          })
    {
    }
    ~Watchdog()
    {
        {
            std::lock_guard lock(m_mutex);
            m_over = true;
        }
        m_done.notify_one();
        m_thread.join();
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_done;
    bool m_over = false;
    std::thread m_thread;
};

constexpr int watchdogSeconds = 20;
const int tenMiB = 10 * 1024 * 1024;

} // namespace

class TestGuiHostileFiles : public QObject
{
    Q_OBJECT

    QTemporaryDir settingsDir;
    QTemporaryDir files;
    std::unique_ptr<MainWindow> window;
    QList<MainWindow::Message> messages;

    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString path = files.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) return {};
        return path;
    }

    // Shows the message as MainWindow::tell() would, and checks that it fits on the screen.
    void showAsTheWindowWould(const MainWindow::Message &message)
    {
        const QRect screen = window->screen()->availableGeometry();
        QElapsedTimer clock;
        clock.start();
        if (message.diagnostics.empty()) {
            QMessageBox box(message.icon, message.title, message.text, QMessageBox::Ok,
                            window.get());
            box.setTextFormat(Qt::PlainText);
            box.show();
            QVERIFY(QTest::qWaitForWindowExposed(&box));
            qInfo("message box shown in %lld ms, %d x %d px", qint64(clock.elapsed()),
                  box.width(), box.height());
            QVERIFY2(box.width() <= screen.width(), qPrintable(QString::number(box.width())));
            QVERIFY2(box.height() <= screen.height(), qPrintable(QString::number(box.height())));
        } else {
            DiagnosticsDialog dialog(message.title, message.text, message.diagnostics,
                                     window.get());
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            qInfo("problem list shown in %lld ms, %d rows", qint64(clock.elapsed()),
                  dialog.table()->rowCount());
            QVERIFY(dialog.width() <= 1000 && dialog.height() <= 800);
            for (int r = 0; r < dialog.table()->rowCount(); ++r)
                for (int c = 0; c < dialog.table()->columnCount(); ++c)
                    QVERIFY(dialog.table()->item(r, c)->text().size() <= 1000);
        }
    }

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("AccelDecideTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_gui_hostile_files"));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir.path());
        QVERIFY(files.isValid());
    }

    void init()
    {
        MainWindow::Options options;
        options.persistSettings = false;
        window = std::make_unique<MainWindow>(options);
        messages.clear();
        window->setMessageHook([this](const MainWindow::Message &m) { messages << m; });
        window->resize(1366, 768);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    }

    void cleanup() { window.reset(); }

    void refusedFiles_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("problem");
        const QByteArray big(tenMiB, 'k');
        QTest::newRow("10 MB unknown key")
            << QByteArray("{\"schema_version\": 2, \"workload\": {\"" + big + "\": 1}}")
            << QStringLiteral("/workload/kkkk") << QStringLiteral("keys longer than 1,000");
        QTest::newRow("10 MB name")
            << QByteArray("{\"schema_version\": 2, \"name\": \"" + big + "\"}")
            << QStringLiteral("/name") << QStringLiteral("text longer than 100,000");
        QTest::newRow("10 MB enum value")
            << QByteArray("{\"schema_version\": 2, \"strategy\": {\"pricing_model\": \"" + big
                          + "\"}}")
            << QStringLiteral("/strategy/pricing_model")
            << QStringLiteral("10,485,760 characters");
        QTest::newRow("10 MB key in the workshop")
            << QByteArray("{\"schema_version\": 2, \"workshop\": {\"schema_version\": 1, \""
                          + big + "\": 1}}")
            << QStringLiteral("/workshop/kkkk") << QStringLiteral("keys longer than 1,000");
        QTest::newRow("90,000-character enum value")
            << QByteArray("{\"schema_version\": 2, \"strategy\": {\"pricing_model\": \""
                          + QByteArray(90000, 'v') + "\"}}")
            << QStringLiteral("/strategy/pricing_model")
            << QStringLiteral("…\" (90,000 characters)");
        QTest::newRow("100,000 levels deep")
            << QByteArray("{\"schema_version\": 2, \"x\": " + QByteArray(100000, '[')
                          + QByteArray(100000, ']') + "}")
            << QStringLiteral("/x/0") << QStringLiteral("nested more than 32 deep");
        QTest::newRow("17 MiB")
            << QByteArray("{\"schema_version\": 2}" + QByteArray(17 * 1024 * 1024, ' '))
            << QString() << QStringLiteral("files above 16 MiB are refused");
    }

    void refusedFiles()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, field);
        QFETCH(QString, problem);
        const QString path = write(QStringLiteral("hostile.json"), content);
        QVERIFY(!path.isEmpty());
        const ad::Scenario before = window->document()->scenario();
        QElapsedTimer clock;
        clock.start();
        {
            Watchdog watchdog(QTest::currentDataTag(), watchdogSeconds);
            QVERIFY(!window->openFile(path));
            qInfo("refused in %lld ms", qint64(clock.elapsed()));
            QCOMPARE(messages.size(), 1);
            const MainWindow::Message &message = messages.first();
            qInfo("message: %d characters", int(message.text.size()));
            QVERIFY2(message.text.size() <= 2000, qPrintable(message.text.left(300)));
            QVERIFY2(message.text.contains(QDir::toNativeSeparators(path)), qPrintable(message.text));
            QVERIFY2(message.text.contains(field), qPrintable(message.text));
            QVERIFY2(message.text.contains(problem), qPrintable(message.text));
            showAsTheWindowWould(message);
        }
        QVERIFY(window->document()->scenario() == before);
        QVERIFY(window->document()->fileName().isEmpty());
    }

    // Ten thousand unknown fields with 900-character names (9 MB): the file opens; the warnings
    // are listed (200 of them, then one line), each with a short pointer.
    void thousandsOfWarnings()
    {
        QByteArray keys;
        for (int i = 0; i < 10000; ++i)
            keys += (i ? "," : "") + QByteArray("\"") + QByteArray::number(i)
                  + QByteArray(900, 'w') + "\": 1";
        const QString path =
            write(QStringLiteral("warnings.json"),
                  "{\"schema_version\": 2, \"name\": \"Still a scenario\", \"team\": {" + keys + "}}");
        QElapsedTimer clock;
        clock.start();
        Watchdog watchdog("thousands of warnings", watchdogSeconds);
        QVERIFY(window->openFile(path));
        qInfo("opened in %lld ms", qint64(clock.elapsed()));
        QCOMPARE(window->document()->scenario().name, std::string("Still a scenario"));
        QCOMPARE(messages.size(), 1);
        const MainWindow::Message &message = messages.first();
        QVERIFY(message.text.size() <= 2000);
        QCOMPARE(int(message.diagnostics.size()), 201);
        for (const ad::Diagnostic &d : message.diagnostics)
            QVERIFY2(d.toString().size() <= 1000, d.toString().substr(0, 300).c_str());
        QVERIFY(ad::write(message.diagnostics.back().message).find("more problems") != std::string::npos);
        showAsTheWindowWould(message);
    }
};

QTEST_MAIN(TestGuiHostileFiles)
#include "tst_gui_hostile_files.moc"
