// The real thing: a running application (crash_helper, the real MainWindow) is killed with
// SIGKILL while ballots are being entered, then started again. Everything entered before its
// last autosave must come back, with the exact weights entered, as an unsaved document.
#include "crash_rule.h"

#include "scenario/scenario_io.h"
#include "group/workshop_io.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <string>
#include <vector>

namespace {

struct Entered {
    int round = 0;
    std::string participant;
    std::map<std::string, int> weights;
};

// The weights the rule gives, independently of what the helper printed.
std::map<std::string, int> expectedWeights(int round, const std::string &participant)
{
    const int index = std::stoi(participant.substr(1)) - 1; // "p3" -> 2
    std::map<std::string, int> weights;
    for (int c = 0; c < int(crashrule::criteria.size()); ++c)
        weights[crashrule::criteria[size_t(c)]] = crashrule::weight(round, index, c);
    return weights;
}

// Collects a child's stdout line by line as it arrives.
struct Child {
    QProcess process;
    QStringList lines;

    explicit Child(const QString &recoveryDir)
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("ACCELDECIDE_RECOVERY_DIR"), recoveryDir);
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        process.setProcessEnvironment(environment);
        process.setProgram(QStringLiteral(CRASH_HELPER));
        QObject::connect(&process, &QProcess::readyReadStandardOutput, [this] { read(); });
    }
    ~Child()
    {
        if (process.state() != QProcess::NotRunning) {
            process.kill();
            process.waitForFinished(10000);
        }
    }
    void read()
    {
        while (process.canReadLine())
            lines << QString::fromUtf8(process.readLine()).trimmed();
    }
    int count(const QString &prefix) const
    {
        int n = 0;
        for (const QString &line : lines) n += line.startsWith(prefix) ? 1 : 0;
        return n;
    }
    QString value(const QString &prefix) const
    {
        for (const QString &line : lines)
            if (line.startsWith(prefix)) return line.mid(prefix.size());
        return QString();
    }
    int lastValue(const QString &prefix) const
    {
        for (auto it = lines.crbegin(); it != lines.crend(); ++it)
            if (it->startsWith(prefix)) return it->mid(prefix.size()).toInt();
        return -1;
    }
    QString transcript()
    {
        return lines.join(QLatin1Char('\n')) + QStringLiteral("\n[stderr]\n")
             + QString::fromUtf8(process.readAllStandardError());
    }
};

} // namespace

class TestCrashRecovery : public QObject
{
    Q_OBJECT

private slots:
    void killedMidWorkshopLosesNothingAutosaved()
    {
        QTemporaryDir recoveryDir, filesDir;
        QVERIFY(recoveryDir.isValid() && filesDir.isValid());
        const QString file = filesDir.filePath(QStringLiteral("drill.json"));

        // 1. Enter ballots until at least three autosaves happened while entry goes on, the last
        //    one past the first round (so rounds are recovered too).
        Child first(recoveryDir.path());
        first.process.setArguments({QStringLiteral("enter"), file});
        first.process.start();
        QVERIFY(first.process.waitForStarted(30000));
        QTRY_VERIFY_WITH_TIMEOUT((first.count(QStringLiteral("AUTOSAVED ")) >= 3
                                  && first.lastValue(QStringLiteral("AUTOSAVED "))
                                         > crashrule::participants)
                                     || first.process.state() == QProcess::NotRunning,
                                 120000);
        QVERIFY2(first.process.state() == QProcess::Running, qPrintable(first.transcript()));
        first.process.kill(); // SIGKILL: no destructor, no close event, no flush
        QVERIFY(first.process.waitForFinished(30000));
        QCOMPARE(first.process.exitStatus(), QProcess::CrashExit);
        first.read(); // what it printed before it died
        QVERIFY2(first.count(QStringLiteral("DONE")) == 0,
                 "entry had stopped before the kill");
        QVERIFY2(first.count(QStringLiteral("ERROR")) == 0, qPrintable(first.transcript()));
        QCOMPARE(first.value(QStringLiteral("EDITED ")),
                 QStringLiteral("%1 %2").arg(QLatin1String(crashrule::editedField))
                     .arg(crashrule::editedValue));

        // 2. Follow the transcript: every autosave holds exactly the ballots entered before it.
        static const QRegularExpression enteredLine(QStringLiteral("^ENTERED r(\\d+) (p\\d+)(.*)$"));
        static const QRegularExpression pair(QStringLiteral("(\\w+)=(\\d+)"));
        std::vector<Entered> entered;
        size_t lastAutosaved = 0;
        for (const QString &line : first.lines) {
            if (const auto m = enteredLine.match(line); m.hasMatch()) {
                Entered e{m.captured(1).toInt(), m.captured(2).toStdString(), {}};
                for (auto it = pair.globalMatch(m.captured(3)); it.hasNext();) {
                    const auto p = it.next();
                    e.weights[p.captured(1).toStdString()] = p.captured(2).toInt();
                }
                QVERIFY2(e.weights == expectedWeights(e.round, e.participant), qPrintable(line));
                entered.push_back(e);
            } else if (line.startsWith(QLatin1String("AUTOSAVED "))) {
                const int ballots = line.mid(10).toInt();
                QCOMPARE(size_t(ballots), entered.size());
                lastAutosaved = entered.size();
            }
        }
        QVERIFY(lastAutosaved > size_t(crashrule::participants)); // past the first round

        // The killed window's copy and its dead lock are what it left behind.
        const QDir dir(recoveryDir.path());
        const QStringList copies = dir.entryList({QStringLiteral("autosave-*.json")}, QDir::Files);
        QCOMPARE(copies.size(), 1);
        QVERIFY(dir.exists(copies.first() + QStringLiteral(".lock")));

        // 3. Start again and accept the recovery.
        const QString dump = filesDir.filePath(QStringLiteral("recovered.json"));
        Child second(recoveryDir.path());
        second.process.setArguments({QStringLiteral("recover"), dump});
        second.process.start();
        QVERIFY(second.process.waitForFinished(120000));
        second.read();
        QVERIFY2(second.process.exitStatus() == QProcess::NormalExit
                     && second.process.exitCode() == 0,
                 qPrintable(second.transcript()));
        QCOMPARE(second.count(QStringLiteral("MESSAGE")), 0);
        QCOMPARE(second.count(QStringLiteral("OFFER ")), 1);
        QVERIFY2(second.value(QStringLiteral("OFFER ")).startsWith(file + QStringLiteral(" | ")),
                 qPrintable(second.transcript()));
        QCOMPARE(second.value(QStringLiteral("RECOVERED ")), QStringLiteral("1"));
        QCOMPARE(second.value(QStringLiteral("MODIFIED ")), QStringLiteral("1"));
        QCOMPARE(second.value(QStringLiteral("FILE ")), file);
        QVERIFY(second.value(QStringLiteral("TITLE ")).startsWith(QStringLiteral("drill.json")));

        // 4. The recovered document: the field edit and every autosaved ballot, exactly.
        QFile recovered(dump);
        QVERIFY(recovered.open(QIODevice::ReadOnly));
        const std::string text = recovered.readAll().toStdString();
        const ad::ScenarioLoad scenario = ad::parseScenario(text, "recovered");
        QVERIFY(scenario.ok());
        QCOMPARE(scenario.scenario.workload.parametersB, crashrule::editedValue);
        const ad::WorkshopLoad workshop = ad::parseWorkshopInScenario(text, "recovered", nullptr);
        QVERIFY(workshop.ok() && workshop.workshop);
        QCOMPARE(workshop.workshop->participants.size(), size_t(crashrule::participants));
        size_t ballots = 0;
        for (const ad::Round &round : workshop.workshop->rounds) {
            for (const ad::Ballot &ballot : round.ballots) {
                // Nothing that was not entered, and nothing entered differently.
                QVERIFY(ballot.weights == expectedWeights(round.number, ballot.participantId));
                ++ballots;
            }
        }
        QVERIFY(ballots >= lastAutosaved);
        QVERIFY(ballots <= entered.size());
        for (size_t i = 0; i < lastAutosaved; ++i) {
            const ad::Round *round = workshop.workshop->round(entered[i].round);
            QVERIFY(round);
            const ad::Ballot *ballot = round->ballot(entered[i].participant);
            QVERIFY2(ballot, entered[i].participant.c_str());
            QVERIFY(ballot->weights == entered[i].weights);
        }

        // 5. Saved: the file holds the recovered work and no copy or lock is left.
        QCOMPARE(second.value(QStringLiteral("SAVED ")), QStringLiteral("1"));
        QFile saved(file);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(saved.readAll().toStdString(), text);
        QVERIFY2(dir.entryList(QDir::Files | QDir::Hidden).isEmpty(),
                 qPrintable(dir.entryList(QDir::Files | QDir::Hidden).join(QLatin1Char(' '))));
    }
};

QTEST_GUILESS_MAIN(TestCrashRecovery)
#include "tst_crash_recovery.moc"
