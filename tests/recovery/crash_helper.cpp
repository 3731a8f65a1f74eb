// The application under a real kill, for tst_crash_recovery. It builds the real MainWindow
// (offscreen, recovery folder from ACCELDECIDE_RECOVERY_DIR) and reports on stdout, one line per
// event, so the test can follow it and kill it at a moment of its choosing:
//
//   crash_helper enter FILE    saves the default scenario to FILE, edits one field, starts a
//                              workshop and enters ballots one by one on a timer, as the ballot
//                              form does (Document::setWorkshop). Prints "ENTERED r<round> p<n>
//                              <criterion>=<weight>..." after each ballot and "AUTOSAVED
//                              <ballots in the copy on disk>" after each autosave. Runs until
//                              killed (or prints DONE after a few hundred ballots).
//   crash_helper recover DUMP  offers the orphaned copies, accepts them through the prompt hook,
//                              writes the recovered document (Document::serialize()) to DUMP,
//                              prints its state, then saves it to its file and exits.
//   crash_helper hold FILE     opens FILE in the window, as another instance would, prints
//                              "HOLDING <pid>" and runs until killed (tst_save_safety).
#include "crash_rule.h"

#include "session/autosave.h"
#include "session/catalogsession.h"
#include "session/document.h"
#include "session/recoveryfile.h"
#include "shell/mainwindow.h"

#include "group/workshop.h"
#include "group/workshop_io.h"

#include <QApplication>
#include <QFile>
#include <QSaveFile>
#include <QTimer>

#include <cstdio>
#include <string>

namespace {

void say(const QString &line)
{
    std::fputs(qPrintable(line + QLatin1Char('\n')), stdout);
    std::fflush(stdout); // the test reads line by line and may kill at any moment
}

MainWindow::Options options()
{
    MainWindow::Options options;
    options.persistSettings = false;
    options.recovery = true;
    return options;
}

// Ballots in the copy as it is on disk, read back with the same readers a recovery uses.
int ballotsOnDisk(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return -1;
    recovery::RecoveryFile copy;
    if (!recovery::decode(file.readAll(), path, &copy, nullptr)) return -1;
    const ad::WorkshopLoad load =
        ad::parseWorkshopInScenario(copy.content.toStdString(), path.toStdString(), nullptr);
    if (!load.ok() || !load.workshop) return -1;
    int ballots = 0;
    for (const ad::Round &round : load.workshop->rounds) ballots += int(round.ballots.size());
    return ballots;
}

int enter(const QString &file)
{
    MainWindow window(options());
    window.setMessageHook([](const MainWindow::Message &m) {
        say(QStringLiteral("MESSAGE %1: %2").arg(m.title, m.text));
    });
    window.show();
    Document *document = window.document();
    if (!window.saveTo(file)) return 3;
    QString error;
    if (!document->setField(QLatin1String(crashrule::editedField),
                            QString::number(crashrule::editedValue), &error)) {
        say(QStringLiteral("ERROR %1").arg(error));
        return 3;
    }
    say(QStringLiteral("EDITED %1 %2").arg(QLatin1String(crashrule::editedField))
            .arg(crashrule::editedValue));

    ad::Workshop workshop;
    workshop.title = "Crash drill";
    for (int i = 0; i < crashrule::participants; ++i)
        ad::addParticipant(workshop, "Participant " + std::to_string(i + 1));
    document->setWorkshop(workshop, QStringLiteral("Start workshop"));
    say(QStringLiteral("STARTED"));

    QObject::connect(window.autosave(), &Autosave::saved, [](const QString &path) {
        say(QStringLiteral("AUTOSAVED %1").arg(ballotsOnDisk(path)));
    });
    QObject::connect(window.autosave(), &Autosave::failed, [](const QString &message) {
        say(QStringLiteral("AUTOSAVE FAILED %1").arg(message));
    });

    const std::string fingerprint =
        ad::scenarioFingerprint(document->scenario(), window.catalogSession()->catalog());
    QTimer entry;
    entry.setInterval(60);
    int next = 0; // ballots entered so far
    QObject::connect(&entry, &QTimer::timeout, [&] {
        constexpr int maximum = 60 * crashrule::participants;
        if (next == maximum) {
            entry.stop();
            say(QStringLiteral("DONE"));
            return;
        }
        ad::Workshop edited = *document->workshop();
        const int round = next / crashrule::participants + 1;
        const int participant = next % crashrule::participants;
        if (edited.currentRound < round) ad::startNextRound(edited);
        ad::Ballot ballot;
        ballot.participantId = "p" + std::to_string(participant + 1);
        ballot.scenarioFingerprint = fingerprint;
        QString line = QStringLiteral("ENTERED r%1 %2").arg(round)
                           .arg(QString::fromStdString(ballot.participantId));
        for (int c = 0; c < int(crashrule::criteria.size()); ++c) {
            const int weight = crashrule::weight(round, participant, c);
            ballot.weights[crashrule::criteria[size_t(c)]] = weight;
            line += QStringLiteral(" %1=%2").arg(QLatin1String(crashrule::criteria[size_t(c)]))
                        .arg(weight);
        }
        const ad::WorkshopEdit result = ad::submitBallot(edited, ballot);
        if (!result.ok) {
            say(QStringLiteral("ERROR %1").arg(QString::fromStdString(ad::write(result.message, ad::englishStyle()))));
            QCoreApplication::exit(3);
            return;
        }
        document->setWorkshop(edited, QStringLiteral("Ballot of %1")
                                          .arg(QString::fromStdString(ballot.participantId)));
        ++next;
        say(line);
    });
    entry.start();
    return QApplication::exec();
}

int recover(const QString &dump)
{
    MainWindow window(options());
    window.setMessageHook([](const MainWindow::Message &m) {
        say(QStringLiteral("MESSAGE %1: %2").arg(m.title, m.text));
    });
    window.setRecoveryPrompt([](const recovery::Offer &offer) {
        say(QStringLiteral("OFFER %1 | %2").arg(offer.originalFile, offer.summary));
        return recovery::Choice::Recover;
    });
    window.show();
    say(QStringLiteral("RECOVERED %1").arg(window.offerRecovery()));
    Document *document = window.document();
    say(QStringLiteral("MODIFIED %1").arg(document->isModified() ? 1 : 0));
    say(QStringLiteral("FILE %1").arg(document->fileName()));
    say(QStringLiteral("TITLE %1").arg(window.windowTitle()));

    QSaveFile out(dump);
    const std::string text = document->serialize();
    if (!out.open(QIODevice::WriteOnly)
        || out.write(text.data(), qint64(text.size())) != qint64(text.size()) || !out.commit())
        return 4;
    say(QStringLiteral("SAVED %1").arg(window.save() ? 1 : 0));
    return 0;
}

int hold(const QString &file)
{
    MainWindow window(options());
    window.setMessageHook([](const MainWindow::Message &m) {
        say(QStringLiteral("MESSAGE %1: %2").arg(m.title, m.text));
    });
    window.setOpenElsewherePrompt([](const QString &, const QString &holder) {
        say(QStringLiteral("ELSEWHERE %1").arg(holder));
        return MainWindow::OpenElsewhereChoice::Cancel;
    });
    window.show();
    if (!window.openFile(file)) return 3;
    say(QStringLiteral("HOLDING %1").arg(QCoreApplication::applicationPid()));
    return QApplication::exec();
}

} // namespace

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("crash_helper"));
    QApplication::setOrganizationName(QStringLiteral("AccelDecideTests"));
    const QStringList arguments = QApplication::arguments();
    if (arguments.size() == 3 && arguments.at(1) == QLatin1String("enter"))
        return enter(arguments.at(2));
    if (arguments.size() == 3 && arguments.at(1) == QLatin1String("recover"))
        return recover(arguments.at(2));
    if (arguments.size() == 3 && arguments.at(1) == QLatin1String("hold"))
        return hold(arguments.at(2));
    std::fputs("usage: crash_helper enter FILE | recover DUMP | hold FILE\n", stderr);
    return 2;
}
