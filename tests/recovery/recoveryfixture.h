#pragma once
// The fixture of tst_autosave: helpers that read recovery files with the core's own parsers, a
// sample workshop, and windows with recovery on whose prompts the test answers.
#include "session/autosave.h"
#include "session/catalogsession.h"
#include "session/document.h"
#include "session/evaluator.h"
#include "session/recoveryfile.h"
#include "shell/mainwindow.h"
#include "shell/numberfield.h"
#include "shell/workloadform.h"

#include "scenario/scenario_io.h"
#include "group/workshop.h"
#include "group/workshop_io.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLockFile>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <memory>

namespace recoverytest {

inline const auto tokensKey = QStringLiteral("workload.training.tokens_per_run_b");

// Replaces the field's text by typing, as a user would, and confirms with Enter.
inline void typeInto(MainWindow &window, const QString &key, const QString &text)
{
    auto *field = qobject_cast<NumberField *>(window.workloadForm()->editorFor(key));
    QVERIFY2(field, qPrintable(key));
    field->setFocus();
    field->editor()->selectAll();
    QTest::keyClicks(field->editor(), text);
    QTest::keyClick(field, Qt::Key_Return);
}

inline QJsonObject readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

inline QByteArray readBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline void writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

// The scenario and workshop inside a recovery file, read with the core's own parsers.
struct Content {
    ad::ScenarioLoad scenario;
    ad::WorkshopLoad workshop;
};

inline Content parseContent(const QString &recoveryPath)
{
    const std::string text =
        readJson(recoveryPath).value(QStringLiteral("content")).toString().toStdString();
    return {ad::parseScenario(text, "content"), ad::parseWorkshopInScenario(text, "content", nullptr)};
}

// Three participants; the first two voted with these weights.
inline const std::map<std::string, int> firstWeights{{"cost_horizon", 5}, {"portability", 2}};
inline const std::map<std::string, int> secondWeights{{"cost_horizon", 3}, {"software_maturity", 4}};

inline ad::Workshop sampleWorkshop(const Document &document, const ad::Catalog &catalog)
{
    ad::Workshop workshop;
    workshop.title = "Q3 accelerator choice";
    for (const char *name : {"Ana", "Bo", "Chen"}) ad::addParticipant(workshop, name);
    const std::string fingerprint = ad::scenarioFingerprint(document.scenario(), catalog);
    for (const auto &[id, weights] : {std::pair{"p1", firstWeights}, {"p2", secondWeights}}) {
        ad::Ballot ballot;
        ballot.participantId = id;
        ballot.weights = weights;
        ballot.scenarioFingerprint = fingerprint;
        const ad::WorkshopEdit edit = ad::submitBallot(workshop, ballot);
        if (!edit.ok) qFatal("ballot refused: %s", ad::write(edit.message, ad::englishStyle()).c_str());
    }
    return workshop;
}



// What every recovery test needs: a recovery folder of its own, windows with recovery on whose
// prompts are answered by the test, and copies left behind as by a crash.
class RecoveryFixture : public QObject
{
protected:
    QTemporaryDir settingsDir;
    std::unique_ptr<QTemporaryDir> recoveryDir;
    std::unique_ptr<QTemporaryDir> filesDir;
    QList<MainWindow::Message> messages;
    QList<recovery::Offer> offers;
    recovery::Choice answer = recovery::Choice::Later;
    QMessageBox::StandardButton saveAnswer = QMessageBox::Cancel;

    std::unique_ptr<MainWindow> makeWindow()
    {
        MainWindow::Options options;
        options.persistSettings = false;
        options.recovery = true;
        auto window = std::make_unique<MainWindow>(options);
        window->setMessageHook([this](const MainWindow::Message &m) { messages << m; });
        window->setSavePrompt([this](const QString &) { return saveAnswer; });
        window->setRecoveryPrompt([this](const recovery::Offer &offer) {
            offers << offer;
            return answer;
        });
        window->show();
        if (!QTest::qWaitForWindowExposed(window.get())) qFatal("window not exposed");
        return window;
    }

    QStringList entries(const QString &filter = QStringLiteral("*")) const
    {
        return QDir(recoveryDir->path()).entryList({filter}, QDir::Files | QDir::Hidden);
    }

    // A copy left behind as by a crash: a window with unsaved work that goes away without being
    // closed keeps its copy and releases its lock.
    QString leaveOrphan(const QString &originalFile, ad::Scenario *scenario = nullptr,
                        std::optional<ad::Workshop> *workshop = nullptr)
    {
        auto window = makeWindow();
        Document *document = window->document();
        QString error;
        if (!originalFile.isEmpty() && !window->saveTo(originalFile)) return {};
        QSignalSpy saved(window->autosave(), &Autosave::saved);
        if (!document->setField(QStringLiteral("workload.parameters_b"), QStringLiteral("405"),
                                &error))
            return {};
        document->setWorkshop(sampleWorkshop(*document, window->catalogSession()->catalog()),
                              QStringLiteral("Start workshop"));
        if (!saved.wait(10000)) return {};
        if (scenario) *scenario = document->scenario();
        if (workshop && document->workshop()) *workshop = *document->workshop();
        const QString path = window->autosave()->path();
        window.reset();
        return path;
    }

    void setUpCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("AccelDecideTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_autosave"));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir.path());
    }

    // A fresh, empty recovery folder (through ACCELDECIDE_RECOVERY_DIR) for every test function.
    void setUp()
    {
        recoveryDir = std::make_unique<QTemporaryDir>();
        filesDir = std::make_unique<QTemporaryDir>();
        QVERIFY(recoveryDir->isValid() && filesDir->isValid());
        qputenv(recovery::directoryVariable, recoveryDir->path().toLocal8Bit());
        messages.clear();
        offers.clear();
        answer = recovery::Choice::Later;
        saveAnswer = QMessageBox::Cancel;
    }
};

} // namespace recoverytest
