// Saving can fail; it must never cost the previous file or the unsaved work. For each way a save
// fails — a folder that cannot be written, a full disk, a file size limit, a file another program
// or window changed meanwhile — the window reports it, the file on disk stays byte for byte as it
// was, and the work stays in the window and in its autosaved copy. Then: two windows or
// instances on one file, where the second is told and opens it read-only or as a copy.
//
// The failures are real ones, set up for this process only: permissions (for root, whom they do
// not stop, with the capabilities that bypass them dropped for this thread), a 64 KiB tmpfs
// (needs the right to mount; skipped with the reason where it is missing), and RLIMIT_FSIZE with
// SIGXFSZ ignored, so a write past the limit fails with EFBIG instead of killing the process.
#include "recoveryfixture.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <linux/capability.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

using namespace recoverytest;

namespace {

// Drops, for the calling thread only, the capabilities that let root write where permissions say
// no; restores them when it goes.
class PermissionsApplyToRoot
{
public:
    PermissionsApplyToRoot()
    {
        if (geteuid() != 0) return; // permissions already apply
        if (syscall(SYS_capget, &m_header, m_saved) != 0) return;
        __user_cap_data_struct reduced[2];
        std::memcpy(reduced, m_saved, sizeof reduced);
        const unsigned mask = (1u << CAP_DAC_OVERRIDE) | (1u << CAP_DAC_READ_SEARCH)
                            | (1u << CAP_FOWNER);
        reduced[0].effective &= ~mask;
        m_dropped = syscall(SYS_capset, &m_header, reduced) == 0;
    }
    ~PermissionsApplyToRoot()
    {
        if (m_dropped) syscall(SYS_capset, &m_header, m_saved);
    }
    bool active() const { return geteuid() != 0 || m_dropped; }

private:
    __user_cap_header_struct m_header{_LINUX_CAPABILITY_VERSION_3, 0};
    __user_cap_data_struct m_saved[2]{};
    bool m_dropped = false;
};

// Lowers this process's file size limit (and ignores SIGXFSZ) until it goes.
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        m_signal = std::signal(SIGXFSZ, SIG_IGN);
        if (getrlimit(RLIMIT_FSIZE, &m_saved) != 0) return;
        rlimit lowered = m_saved;
        lowered.rlim_cur = bytes;
        m_set = setrlimit(RLIMIT_FSIZE, &lowered) == 0;
    }
    ~FileSizeLimit()
    {
        if (m_set) setrlimit(RLIMIT_FSIZE, &m_saved);
        std::signal(SIGXFSZ, m_signal);
    }
    bool active() const { return m_set; }

private:
    rlimit m_saved{};
    void (*m_signal)(int) = SIG_DFL;
    bool m_set = false;
};

int bytesLost(const QByteArray &before, const QByteArray &after)
{
    int lost = int(std::max<qsizetype>(0, before.size() - after.size()));
    for (qsizetype i = 0; i < std::min(before.size(), after.size()); ++i)
        lost += before[i] != after[i];
    return lost;
}

bool canCreateFileIn(const QString &folder)
{
    QFile probe(QDir(folder).filePath(QStringLiteral("probe")));
    if (!probe.open(QIODevice::WriteOnly)) return false;
    probe.remove();
    return true;
}

} // namespace

class TestSaveSafety : public RecoveryFixture
{
    Q_OBJECT

    std::unique_ptr<MainWindow> window;
    QString file;
    QByteArray previous;

    // A window whose document was saved to `path` and has unsaved work since, larger than the
    // file (a workshop with a long note), already in its autosaved copy.
    void prepare(const QString &path)
    {
        file = path;
        window = makeWindow();
        QVERIFY(window->saveTo(file));
        previous = readBytes(file);
        QVERIFY(!previous.isEmpty());
        Document *document = window->document();
        QSignalSpy saved(window->autosave(), &Autosave::saved);
        QString error;
        QVERIFY(document->setField(QStringLiteral("workload.parameters_b"), QStringLiteral("405"),
                                   &error));
        ad::Workshop workshop = sampleWorkshop(*document, window->catalogSession()->catalog());
        workshop.rounds.back().note = std::string(60000, 'n');
        document->setWorkshop(workshop, QStringLiteral("Start workshop"));
        QVERIFY(saved.wait(10000));
        QVERIFY(window->autosave()->isCurrent());
        messages.clear();
    }

    // After a failed save: the file as it was, the work in the window and in its copy, a message
    // that says so, and no temporary file left beside the file.
    void checkNothingLost(const QString &reason, int error)
    {
        const QByteArray now = readBytes(file);
        qInfo("%s: %d bytes of the previous file lost", qPrintable(reason),
              bytesLost(previous, now));
        QCOMPARE(now, previous);
        Document *document = window->document();
        QVERIFY(document->isModified());
        QCOMPARE(document->scenario().workload.parametersB, 405.0);
        QVERIFY(document->workshop());
        QVERIFY(window->autosave()->isCurrent());
        QCOMPARE(readJson(window->autosave()->path()).value(QStringLiteral("content")).toString(),
                 QString::fromStdString(document->serialize()));
        QCOMPARE(messages.size(), 1);
        const QString text = messages.first().text;
        qInfo("%s: %s", qPrintable(reason), qPrintable(text));
        QVERIFY2(text.contains(QDir::toNativeSeparators(file)), qPrintable(text));
        // The problem, in the system's words as Qt's file classes give them (qt_error_string():
        // Qt's own wording for the common errors, translated with Qt, not the C library's, which
        // follows the locale).
        QVERIFY2(text.contains(qt_error_string(error)), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("The file on disk was not changed")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("in its autosaved copy")), qPrintable(text));
        const QStringList beside = QFileInfo(file).dir().entryList(QDir::Files | QDir::Hidden);
        QCOMPARE(beside, QStringList{QFileInfo(file).fileName()});
    }

private slots:
    void initTestCase() { setUpCase(); }
    void init() { setUp(); }
    void cleanup()
    {
        window.reset();
        messages.clear();
    }

    void intoAFolderThatCannotBeWritten()
    {
        const QString folder = filesDir->filePath(QStringLiteral("locked"));
        QVERIFY(QDir().mkpath(folder));
        prepare(QDir(folder).filePath(QStringLiteral("plan.json")));
        QVERIFY(QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup
                                                  | QFile::ExeGroup | QFile::ReadOther
                                                  | QFile::ExeOther));
        bool saved = true;
        {
            PermissionsApplyToRoot permissions;
            if (!permissions.active() || canCreateFileIn(folder)) {
                QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
                QSKIP("this process writes into a folder without write permission (root whose "
                      "CAP_DAC_OVERRIDE cannot be dropped here), so no such folder can be made");
            }
            saved = window->saveTo(file);
        }
        QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QVERIFY(!saved);
        checkNothingLost(QStringLiteral("read-only folder"), EACCES);
        // Once the folder can be written again, the same save goes through.
        QVERIFY(window->saveTo(file));
        QVERIFY(!window->document()->isModified());
        QVERIFY(!window->autosave()->hasCopy());
    }

    void ontoAFullDisk()
    {
        const QString mountPoint = filesDir->filePath(QStringLiteral("tiny"));
        QVERIFY(QDir().mkpath(mountPoint));
        const QByteArray where = QFile::encodeName(mountPoint);
        if (mount("tmpfs", where.constData(), "tmpfs", 0, "size=64k") != 0)
            QSKIP(qPrintable(QStringLiteral("cannot mount a 64 KiB tmpfs here (%1): mounting "
                                            "needs CAP_SYS_ADMIN; the file size limit case "
                                            "still fails a save part way")
                                 .arg(QString::fromLocal8Bit(std::strerror(errno)))));
        struct Unmount {
            QByteArray where;
            ~Unmount() { umount2(where.constData(), MNT_DETACH); }
        } unmount{where};
        prepare(QDir(mountPoint).filePath(QStringLiteral("plan.json")));
        // Fill what is left, so the new version (larger than the old) cannot be written.
        {
            QFile filler(QDir(mountPoint).filePath(QStringLiteral(".filler")));
            QVERIFY(filler.open(QIODevice::WriteOnly));
            const QByteArray block(4096, 'f');
            while (filler.write(block) == block.size() && filler.flush()) {}
        }
        QVERIFY(!window->saveTo(file));
        QFile::remove(QDir(mountPoint).filePath(QStringLiteral(".filler")));
        checkNothingLost(QStringLiteral("full disk"), ENOSPC);
    }

    void pastAFileSizeLimit()
    {
        prepare(filesDir->filePath(QStringLiteral("plan.json")));
        const std::string content = window->document()->serialize();
        QVERIFY(content.size() > std::size_t(previous.size()) + 8192);
        bool saved = true;
        {
            FileSizeLimit limit(rlim_t(previous.size() + 4096));
            if (!limit.active()) QSKIP("setrlimit(RLIMIT_FSIZE) is refused here");
            saved = window->saveTo(file);
        }
        QVERIFY(!saved);
        checkNothingLost(QStringLiteral("file size limit"), EFBIG);
    }

    void overAFileChangedMeanwhile()
    {
        prepare(filesDir->filePath(QStringLiteral("plan.json")));
        // Someone else saves the file: another program, or another window.
        const QByteArray theirs = previous + "\n";
        writeBytes(file, theirs);
        previous = theirs;
        QList<QString> asked;
        window->setSaveConflictPrompt([&](const QString &path) {
            asked << path;
            return MainWindow::SaveConflictChoice::Cancel;
        });
        QVERIFY(!window->saveTo(file));
        QCOMPARE(asked, QList<QString>{file});
        QCOMPARE(readBytes(file), theirs);
        QVERIFY(window->document()->isModified());
        QVERIFY(window->autosave()->isCurrent());
        QVERIFY(messages.isEmpty()); // the user chose; nothing failed
        qInfo("changed meanwhile: %d bytes of the other save lost", bytesLost(theirs, readBytes(file)));

        // Overwriting is a choice the user makes.
        window->setSaveConflictPrompt([](const QString &) {
            return MainWindow::SaveConflictChoice::Overwrite;
        });
        QVERIFY(window->saveTo(file));
        QCOMPARE(readBytes(file), QByteArray::fromStdString(window->document()->serialize()));
        QVERIFY(!window->document()->isModified());

        // A file only touched (same bytes, new time) is no conflict.
        asked.clear();
        window->setSaveConflictPrompt([&](const QString &path) {
            asked << path;
            return MainWindow::SaveConflictChoice::Cancel;
        });
        const QByteArray same = readBytes(file);
        QTest::qWait(20);
        writeBytes(file, same);
        QString error;
        QVERIFY(window->document()->setField(QStringLiteral("team.engineers"), QStringLiteral("3"),
                                             &error));
        QVERIFY(window->saveTo(file));
        QVERIFY(asked.isEmpty());
    }

    // ---- Two windows or instances on one file -------------------------------------------------

    void aSecondWindowIsToldAndOpensReadOnly()
    {
        file = filesDir->filePath(QStringLiteral("shared.json"));
        auto first = makeWindow();
        QVERIFY(first->saveTo(file));
        const QByteArray onDisk = readBytes(file);
        auto second = makeWindow();
        QStringList holders;
        second->setOpenElsewherePrompt([&](const QString &path, const QString &holder) {
            holders << holder;
            return path == file ? MainWindow::OpenElsewhereChoice::ReadOnly
                                : MainWindow::OpenElsewhereChoice::Cancel;
        });
        QVERIFY(second->openFile(file));
        QCOMPARE(holders.size(), 1);
        QVERIFY2(holders.first().contains(QString::number(QCoreApplication::applicationPid())),
                 qPrintable(holders.first()));
        Document *document = second->document();
        QVERIFY(document->isReadOnly());
        QCOMPARE(document->fileName(), QFileInfo(file).absoluteFilePath());
        QVERIFY(second->windowTitle().contains(QStringLiteral("read-only")));
        // Its changes never go over the other window's file.
        QString error;
        QVERIFY(document->setField(QStringLiteral("team.engineers"), QStringLiteral("7"), &error));
        messages.clear();
        QVERIFY(!second->saveTo(file));
        QCOMPARE(readBytes(file), onDisk);
        QCOMPARE(messages.size(), 1);
        QVERIFY2(messages.first().text.contains(QStringLiteral("is open in")),
                 qPrintable(messages.first().text));
        QVERIFY(document->isModified());
        // Under a name of their own, they are saved, and that file is this window's.
        const QString mine = filesDir->filePath(QStringLiteral("mine.json"));
        QVERIFY(second->saveTo(mine));
        QVERIFY(!document->isReadOnly());
        QCOMPARE(second->autosave()->claimedFile(), QFileInfo(mine).absoluteFilePath());
        QCOMPARE(readBytes(file), onDisk);
    }

    void aSecondWindowOpensACopyOrNothing()
    {
        file = filesDir->filePath(QStringLiteral("shared.json"));
        auto first = makeWindow();
        QString error;
        QVERIFY(first->document()->setField(QStringLiteral("team.engineers"), QStringLiteral("4"),
                                            &error));
        QVERIFY(first->saveTo(file));
        auto second = makeWindow();
        MainWindow::OpenElsewhereChoice choice = MainWindow::OpenElsewhereChoice::Cancel;
        second->setOpenElsewherePrompt([&](const QString &, const QString &) { return choice; });
        const ad::Scenario untouched = second->document()->scenario();
        QVERIFY(!second->openFile(file));
        QVERIFY(second->document()->scenario() == untouched);

        choice = MainWindow::OpenElsewhereChoice::Copy;
        QVERIFY(second->openFile(file));
        Document *copy = second->document();
        QVERIFY(copy->fileName().isEmpty());
        QVERIFY(copy->isModified()); // closing asks; the autosave keeps it
        QVERIFY(!copy->isReadOnly());
        QCOMPARE(copy->scenario().team.engineers, 4);

        // Once the first window lets the file go, it opens as usual.
        first->newDocument();
        second->document()->reset(ad::defaultScenario());
        bool asked = false;
        second->setOpenElsewherePrompt([&](const QString &, const QString &) {
            asked = true;
            return MainWindow::OpenElsewhereChoice::Cancel;
        });
        QVERIFY(second->openFile(file));
        QVERIFY(!asked);
        QVERIFY(!second->document()->isReadOnly());

        // Now the second window has it; a third is told, until the second is closed.
        auto third = makeWindow();
        third->setOpenElsewherePrompt([&](const QString &, const QString &) {
            asked = true;
            return MainWindow::OpenElsewhereChoice::Cancel;
        });
        QVERIFY(!third->openFile(file));
        QVERIFY(asked);
        asked = false;
        QVERIFY(second->close());
        QVERIFY(third->openFile(file));
        QVERIFY(!asked);
    }

    // The other instance is a separate process; once it is killed, its claim is stale.
    void anotherInstanceHoldsTheFile()
    {
        file = filesDir->filePath(QStringLiteral("shared.json"));
        {
            auto writer = makeWindow();
            QVERIFY(writer->saveTo(file));
        }
        QProcess other;
        other.start(QStringLiteral(CRASH_HELPER), {QStringLiteral("hold"), file});
        QVERIFY(other.waitForStarted(10000));
        QByteArray said;
        while (!said.contains("HOLDING") && other.waitForReadyRead(20000)) said += other.readAll();
        QVERIFY2(said.contains("HOLDING"), said.constData());

        auto viewer = makeWindow();
        QStringList holders;
        viewer->setOpenElsewherePrompt([&](const QString &, const QString &holder) {
            holders << holder;
            return MainWindow::OpenElsewhereChoice::ReadOnly;
        });
        QVERIFY(viewer->openFile(file));
        QCOMPARE(holders.size(), 1);
        QVERIFY2(holders.first().contains(QString::number(other.processId())),
                 qPrintable(holders.first()));
        QVERIFY(viewer->document()->isReadOnly());

        other.kill();
        QVERIFY(other.waitForFinished(10000));
        holders.clear();
        viewer->document()->reset(ad::defaultScenario());
        QVERIFY(viewer->openFile(file));
        QVERIFY(holders.isEmpty());
        QVERIFY(!viewer->document()->isReadOnly());
    }
};

QTEST_MAIN(TestSaveSafety)
#include "tst_save_safety.moc"
