// File → Import Prices…: the preview shows what a price file would change before anything is
// written; Cancel writes nothing, a held-back price waits for the user's say, Apply writes the
// overlay in use and the catalog follows; a bad file is told with file, line and problem.
#include "session/catalogsession.h"
#include "session/priceimport.h"
#include "shell/mainwindow.h"
#include "shell/pricedialog.h"

#include "model/pricing.h"
#include "scenario/scenario_io.h"

#include <QDir>
#include <QFile>
#include <QPlainTextEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

namespace {

void write(const QString &path, const QByteArray &text)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

const QByteArray header = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,"
                          "Price,SpotPrice,Region,AvailabilityZone\n";

// The rows of the preview table whose first column is `kind`, as "offer|pricing".
QStringList rows(const QTableWidget *table, const QString &kind)
{
    QStringList out;
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->item(r, 0)->text() == kind)
            out << table->item(r, 1)->text() + QLatin1Char('|') + table->item(r, 3)->text();
    return out;
}

double onDemandPerChip(const ad::Catalog &catalog, const std::string &offerId)
{
    const ad::Offer *o = catalog.offer(offerId);
    bool offered = false;
    return ad::pricePerChipHour(*o, *catalog.accelerator(o->acceleratorId), ad::PricingModel::OnDemand,
                                &offered).value;
}

} // namespace

class TestGuiPrices : public QObject {
    Q_OBJECT
    QTemporaryDir settingsDir, files;
    std::unique_ptr<MainWindow> window;
    QList<MainWindow::Message> messages;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("AccelDecideTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_gui_prices"));
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

    void previewThenApply()
    {
        const QString overlay = files.filePath(QStringLiteral("overlay"));
        QVERIFY(QDir().mkpath(overlay));
        QVERIFY(window->loadOverlayDirectory(overlay));
        const double before = onDemandPerChip(window->catalogSession()->catalog(), "aws-p5.48xlarge");
        // p5 up 10 % (passes), p5en down to an eighth (held back), an L4 the table lacks.
        const double p5 = before * 8 * 1.1;
        // p5en's whole instance at what one of its eight GPUs costs now: an eighth of the price.
        const double p5en = onDemandPerChip(window->catalogSession()->catalog(), "aws-p5en.48xlarge");
        const QString file = files.filePath(QStringLiteral("sky/aws/vms.csv"));
        write(file, header + "p5.48xlarge,H100,8,192,2048,," + QByteArray::number(p5, 'f', 4)
                        + ",,us-east-1,a\np5en.48xlarge,H200,8,192,2048,,"
                        + QByteArray::number(p5en, 'f', 4) + ",,us-east-1,a\n"
                        + "g6.xlarge,L4,1,4,16,,0.8048,,us-east-1,a\n");

        PriceImportDialog dialog({file}, window->catalogSession()->catalog());
        QVERIFY(dialog.preview().ok());
        QCOMPARE(rows(dialog.table(), QStringLiteral("Changed")),
                 QStringList{QStringLiteral("AWS p5.48xlarge (aws-p5.48xlarge)|on_demand")});
        QCOMPARE(rows(dialog.table(), QStringLiteral("Held back (moved more than 4×)")),
                 QStringList{QStringLiteral("AWS p5en.48xlarge (aws-p5en.48xlarge)|on_demand")});
        QVERIFY(dialog.findChild<QPlainTextEdit *>(QStringLiteral("priceDetails"))
                    ->toPlainText().contains(QStringLiteral("g6.xlarge")));
        // Reading the file wrote nothing.
        QVERIFY(!QFile::exists(overlay + QStringLiteral("/offers.json")));

        QVERIFY(window->applyPrices(dialog.preview()));
        QVERIFY(messages.isEmpty());
        const ad::Catalog &now = window->catalogSession()->catalog();
        QCOMPARE(onDemandPerChip(now, "aws-p5.48xlarge"), p5 / 8);
        // The held price did not move.
        QCOMPARE(onDemandPerChip(now, "aws-p5en.48xlarge"),
                 onDemandPerChip(window->catalogSession()->shipped(), "aws-p5en.48xlarge"));

        // Accepting the held price moves it too.
        dialog.setAcceptDrift(true);
        QCOMPARE(rows(dialog.table(), QStringLiteral("Held back (moved more than 4×)")), QStringList());
        QVERIFY(window->applyPrices(dialog.preview()));
        QCOMPARE(onDemandPerChip(window->catalogSession()->catalog(), "aws-p5en.48xlarge"), p5en / 8);
    }

    // A scenario opened with prices that changed since it was saved: the user is asked, the
    // choice is applied, and saving stores the prices of the assessment.
    void savedPricesOnOpen()
    {
        const QString file = files.filePath(QStringLiteral("decided.json"));
        write(file, R"({"schema_version": 3, "name": "Decided in 2024",
            "saved_prices": [{"offer": "aws-p5.48xlarge", "pricing_model": "on_demand",
                              "label": "AWS p5.48xlarge", "usd_per_chip_hour": 12.29,
                              "source": "seed-001", "date": "2024-03-01", "kind": "estimate"}]})");
        QStringList asked;
        window->setSavedPricesPrompt([&](const QString &, const QStringList &changes) {
            asked = changes;
            return true; // keep the saved ones
        });
        QVERIFY(window->openFile(file));
        QCOMPARE(asked.size(), 1);
        QVERIFY(asked.front().contains(QStringLiteral("AWS p5.48xlarge")));
        QVERIFY(window->catalogSession()->usingSavedPrices());
        QCOMPARE(onDemandPerChip(window->catalogSession()->catalog(), "aws-p5.48xlarge"), 12.29);
        QCOMPARE(onDemandPerChip(window->catalogSession()->today(), "aws-p5.48xlarge"),
                 onDemandPerChip(window->catalogSession()->shipped(), "aws-p5.48xlarge"));

        // Saved again: every priced option's price, p5's still the kept one.
        const QString again = files.filePath(QStringLiteral("decided-again.json"));
        QVERIFY(window->saveTo(again));
        const ad::ScenarioLoad load = ad::loadScenarioFile(again.toStdString());
        QVERIFY(load.ok());
        QVERIFY(load.scenario.savedPrices.size() > 1);
        bool p5 = false;
        for (const auto &p : load.scenario.savedPrices)
            if (p.offerId == "aws-p5.48xlarge" && p.model == ad::PricingModel::OnDemand) {
                p5 = true;
                QCOMPARE(p.usdPerChipHour, 12.29);
            }
        QVERIFY(p5);

        // Today's prices chosen, in a new window: the catalog is today's.
        cleanup();
        init();
        window->setSavedPricesPrompt([](const QString &, const QStringList &) { return false; });
        QVERIFY(window->openFile(file));
        QVERIFY(!window->catalogSession()->usingSavedPrices());
        QCOMPARE(onDemandPerChip(window->catalogSession()->catalog(), "aws-p5.48xlarge"),
                 onDemandPerChip(window->catalogSession()->shipped(), "aws-p5.48xlarge"));
    }

    void badFileWritesNothing()
    {
        const QString file = files.filePath(QStringLiteral("bad/aws/vms.csv"));
        write(file, header + "p5.48xlarge,H100,8,192,2048,,fifty,,us-east-1,a\n");
        PriceImportDialog dialog({file}, window->catalogSession()->catalog());
        QVERIFY(!dialog.preview().ok());
        QVERIFY(!window->applyPrices(dialog.preview()));
        QCOMPARE(messages.size(), 1);
        QCOMPARE(messages.front().icon, QMessageBox::Critical);
        bool named = false;
        for (const auto &d : messages.front().diagnostics)
            named = named || (d.pointer == "line 2" && ad::write(d.message).find("not a number") != std::string::npos
                              && d.file.find("vms.csv") != std::string::npos);
        QVERIFY(named);
        QVERIFY(!window->catalogSession()->hasOverlay());
    }
};

QTEST_MAIN(TestGuiPrices)
#include "tst_gui_prices.moc"
