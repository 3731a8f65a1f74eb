// File → Import Measurements…: the team's own benchmark goes into the overlay in use (or the
// default one), the catalog is loaded again and the assessment follows; a bad file is told with
// file, field and reason, and the window keeps running.
#include "englishtext.h"

#include "session/catalogsession.h"
#include "session/document.h"
#include "session/evaluator.h"
#include "session/measurementimport.h"
#include "shell/diagnosticsdialog.h"
#include "shell/mainwindow.h"
#include "shell/measurementdialog.h"
#include "shell/translations.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QPushButton>
#include <QSettings>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

namespace {

void write(const QString &path, const QByteArray &text)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

double h200Decode(const ad::Assessment &a)
{
    for (const auto &o : a.options)
        if (o.acceleratorId == "h200") return o.decodeTokensPerSecond.value;
    return -1;
}

using englishtext::looksEnglish;

} // namespace

class TestGuiMeasurements : public QObject {
    Q_OBJECT
    QTemporaryDir settingsDir, files;
    std::unique_ptr<MainWindow> window;
    QList<MainWindow::Message> messages;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // the default overlay stays out of the user's data
        QCoreApplication::setOrganizationName(QStringLiteral("AccelDecideTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_gui_measurements"));
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
    }

    void cleanup() { window.reset(); }

    void csvIntoOverlayInUse()
    {
        const QString overlay = files.filePath(QStringLiteral("overlay"));
        QVERIFY(QDir().mkpath(overlay));
        QVERIFY(window->loadOverlayDirectory(overlay));
        const QString csv = files.filePath(QStringLiteral("runs.csv"));
        write(csv, "model,chip,batch,precision,tokens_per_s\nllama3-70b,h200,32,fp8,1700\n");
        QVERIFY(window->importMeasurementsFrom(csv, {}));
        QVERIFY(messages.isEmpty());
        QCOMPARE(window->catalogSession()->overlayDirectory(), overlay);
        QVERIFY(QFile::exists(overlay + QStringLiteral("/measurements.json")));
        bool own = false;
        for (const auto &m : window->catalogSession()->catalog().measurements)
            own = own || (m.fromOverlay && m.figure.chosen().provenance.kind == ad::FigureKind::Own);
        QVERIFY(own);
        window->evaluator()->evaluateNow();
        QCOMPARE(h200Decode(window->evaluator()->assessment()), 1700.0);
    }

    void vllmIntoDefaultOverlay()
    {
        QVERIFY(!window->catalogSession()->hasOverlay());
        const QString result = files.filePath(QStringLiteral("run.json"));
        write(result, R"({"date": "20261102-141500", "model_id": "org/Llama-70B", "max_concurrency": 32,
                          "output_throughput": 1600})");
        // What the dialog asks for, chosen as a user would.
        MeasurementDialog dialog(window->catalogSession()->catalog(), result);
        dialog.setChoices(QStringLiteral("h200"), QStringLiteral("llama3-70b"), QStringLiteral("fp8"), 0, 1);
        const ad::MeasurementImportOptions options = dialog.options();
        QCOMPARE(options.chip, std::string("h200"));
        QCOMPARE(options.batch, 0); // from the file: max_concurrency
        QVERIFY(window->importMeasurementsFrom(result, options));
        QCOMPARE(window->catalogSession()->overlayDirectory(), imports::defaultOverlayDirectory());
        window->evaluator()->evaluateNow();
        QCOMPARE(h200Decode(window->evaluator()->assessment()), 1600.0);
        QDir(imports::defaultOverlayDirectory()).removeRecursively();
    }

    // A vLLM result names no chip unless it was run with chip metadata: the dialog chooses none
    // (OK waits for one) rather than "from the file", which fails for most results; the model
    // starts on the scenario's.
    void vllmDialogWaitsForAChipAndStartsOnTheScenariosModel()
    {
        const QString result = files.filePath(QStringLiteral("plain.json"));
        write(result, R"({"model_id": "org/Llama-70B", "output_throughput": 1600})");
        MeasurementDialog dialog(window->catalogSession()->catalog(), result,
                                 QStringLiteral("llama3-70b"));
        QPushButton *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QVERIFY(!ok->isEnabled());
        QCOMPARE(dialog.options().model, std::string("llama3-70b"));
        auto *chip = dialog.findChild<QComboBox *>(QStringLiteral("measurementChip"));
        chip->setCurrentIndex(chip->findData(QStringLiteral("trn2")));
        QVERIFY(ok->isEnabled());
        QCOMPARE(dialog.options().chip, std::string("trn2"));
        dialog.setChoices(QString(), QString(), QString(), 0, 0);  // "from the file", chosen
        QVERIFY(ok->isEnabled());
        QCOMPARE(dialog.options().chip, std::string());
    }

    // A measurement for a model the scenario does not use imports, and the user is told it
    // applies to nothing; one the scenario reads gets no such warning.
    void importThatAppliesToNothingIsTold()
    {
        const QString overlay = files.filePath(QStringLiteral("overlay-unused"));
        QVERIFY(QDir().mkpath(overlay));
        QVERIFY(window->loadOverlayDirectory(overlay));
        QCOMPARE(window->document()->scenario().workload.modelPreset, std::string("llama3-70b"));
        const QString other = files.filePath(QStringLiteral("other-model.csv"));
        write(other, "model,chip,batch,precision,tokens_per_s\nllama3-8b,h200,32,fp8,9000\n");
        QVERIFY(window->importMeasurementsFrom(other, {}));
        QCOMPARE(messages.size(), 1);
        QCOMPARE(messages.front().icon, QMessageBox::Warning);
        QCOMPARE(messages.front().diagnostics.size(), size_t(1));
        const QString said = QString::fromStdString(ad::write(messages.front().diagnostics.front().message));
        QVERIFY2(said.contains(QStringLiteral("applies to nothing")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("llama3-70b")), qPrintable(said));
        messages.clear();
        const QString used = files.filePath(QStringLiteral("used-model.csv"));
        write(used, "model,chip,batch,precision,tokens_per_s\nllama3-70b,h200,32,fp8,1700\n");
        QVERIFY(window->importMeasurementsFrom(used, {}));
        QVERIFY(messages.isEmpty());
    }

    // The same warning in German: the sentence and the measurement it names (its precision,
    // batch and throughput) read German, the chip and model ids stay as they are.
    void importThatAppliesToNothingIsToldInGerman()
    {
        QVERIFY(translations::install(qApp, QLocale(QLocale::German, QLocale::Germany)));
        struct English {
            ~English() { translations::install(qApp, QLocale(QLocale::English, QLocale::UnitedStates)); }
        } back;
        const QString overlay = files.filePath(QStringLiteral("overlay-unused-de"));
        QVERIFY(QDir().mkpath(overlay));
        QVERIFY(window->loadOverlayDirectory(overlay));
        const QString other = files.filePath(QStringLiteral("anderes-modell.csv"));
        write(other, "model,chip,batch,precision,tokens_per_s\nllama3-8b,h200,32,fp8,9000\n");
        QVERIFY(window->importMeasurementsFrom(other, {}));
        QCOMPARE(messages.size(), 1);
        QTableWidget table;
        DiagnosticsDialog::fill(&table, messages.front().diagnostics);
        QCOMPARE(table.rowCount(), 1);
        const QString shown = table.item(0, 3)->text();
        QVERIFY2(shown.contains(QStringLiteral("h200 · llama3-8b · fp8 · Batch 32")), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("9.000")), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("llama3-70b")), qPrintable(shown));
        for (const char *english : {"per chip", "batch", "applies", "tokens/s"})
            QVERIFY2(!shown.contains(QLatin1String(english)), qPrintable(shown));
        QVERIFY2(!looksEnglish(shown), qPrintable(shown));
    }

    void badFileIsToldAndNothingChanges()
    {
        const QString csv = files.filePath(QStringLiteral("bad.csv"));
        write(csv, "model,chip,batch,precision,tokens_per_s\nllama3-70b,h200,32,fp8,-4\n");
        const auto before = window->catalogSession()->catalog();
        QVERIFY(!window->importMeasurementsFrom(csv, {}));
        QCOMPARE(messages.size(), 1);
        QCOMPARE(messages.front().icon, QMessageBox::Critical);
        QVERIFY(!messages.front().diagnostics.empty());
        const ad::Diagnostic &d = messages.front().diagnostics.front();
        QVERIFY(QString::fromStdString(d.file).endsWith(QStringLiteral("bad.csv")));
        QCOMPARE(d.pointer, std::string("line 2, column tokens_per_s"));
        QVERIFY(QString::fromStdString(ad::write(d.message)).contains(QStringLiteral("greater than zero")));
        QVERIFY(window->catalogSession()->catalog() == before);
        QVERIFY(window->isEnabled());
    }

    // In German, what is wrong with the file reads German in the list the user is shown
    // (issue 31): the reader's template goes through the translation, the quote stays as the
    // file has it.
    void badFileIsToldInGerman()
    {
        QVERIFY(translations::install(qApp, QLocale(QLocale::German, QLocale::Germany)));
        struct English {
            ~English() { translations::install(qApp, QLocale(QLocale::English, QLocale::UnitedStates)); }
        } back;
        const QString csv = files.filePath(QStringLiteral("schlecht.csv"));
        write(csv, "model,chip,batch,precision,tokens_per_s\nllama3-70b,h200,2.5,fp8,2e9\n");
        QVERIFY(!window->importMeasurementsFrom(csv, {}));
        QCOMPARE(messages.size(), 1);
        QTableWidget table;
        DiagnosticsDialog::fill(&table, messages.front().diagnostics);
        QVERIFY(table.rowCount() >= 2); // the batch and the throughput
        for (int row = 0; row < table.rowCount(); ++row) {
            const QString shown = table.item(row, 3)->text();
            QVERIFY2(!looksEnglish(shown), qPrintable(shown));
            QVERIFY2(!shown.contains(QStringLiteral("must")), qPrintable(shown));
        }
    }
};

QTEST_MAIN(TestGuiMeasurements)
#include "tst_gui_measurements.moc"
