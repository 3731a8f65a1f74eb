// The compare dialog, the catalog browser and catalog overlays loaded from the GUI.
#include "session/catalogsession.h"
#include "session/document.h"
#include "shell/catalogbrowser.h"
#include "shell/catalogrows.h"
#include "shell/comparedialog.h"
#include "shell/mainwindow.h"

#include "assessment/assessment.h"
#include "evaluation/assess.h"
#include "base/json_reader.h"
#include "scenario/scenario_io.h"

#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

namespace {

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

// One shipped offer re-priced, as a user's negotiated-price overlay would do it.
QByteArray overlayOffer(double onDemandPerInstanceHour)
{
    return QStringLiteral(R"({"schema_version": 1, "offers": [{
        "id": "aws-trn1.32xlarge", "accelerator": "trn1", "provider": "AWS",
        "instance": "trn1.32xlarge",
        "chips": {"value": 16, "unit": "count", "source": "seed-002", "date": "2026",
                  "kind": "vendor"},
        "prices": {"on_demand": {"value": %1, "unit": "USD/instance-hour",
                                 "source": "seed-002", "date": "2026-06", "kind": "estimate",
                                 "note": "negotiated rate"}}}]})")
        .arg(onDemandPerInstanceHour)
        .toUtf8();
}

QStringList column(QTableWidget *table, int c)
{
    QStringList cells;
    for (int r = 0; r < table->rowCount(); ++r)
        cells << (table->item(r, c) ? table->item(r, c)->text() : QString());
    return cells;
}

} // namespace

class TestDialogs : public QObject
{
    Q_OBJECT

private slots:
    void compareShowsEachScenarioAgainstItsOwnAssessment()
    {
        CatalogSession catalog;
        Document document;
        QTemporaryDir dir;
        ad::Scenario committed = ad::defaultScenario();
        committed.name = "Three-year commitment";
        committed.strategy.pricingModel = ad::PricingModel::Commit3y;
        const QString path = dir.filePath(QStringLiteral("commit.json"));
        writeFile(path, QByteArray::fromStdString(ad::serializeScenario(committed)));

        CompareDialog dialog(&catalog, &document);
        QCOMPARE(dialog.scenarioCount(), 1); // the current document comes first
        QString error;
        QVERIFY2(dialog.addFile(path, &error), qPrintable(error));
        QCOMPARE(dialog.scenarioCount(), 2);
        QCOMPARE(dialog.table()->columnCount(), 2);

        const std::vector<compare::Headline> headlines = dialog.headlines();
        const ad::Assessment mine = ad::assess(document.scenario(), catalog.catalog());
        const ad::Assessment theirs = ad::assess(committed, catalog.catalog());
        QCOMPARE(headlines[1].name, QStringLiteral("Three-year commitment"));
        QCOMPARE(headlines[0].winner,
                 QString::fromStdString(mine.option(mine.decision.winner)->label));
        QCOMPARE(headlines[1].winner,
                 QString::fromStdString(theirs.option(theirs.decision.winner)->label));
        QCOMPARE(column(dialog.table(), 1).value(2), headlines[1].winner);

        // The ranking lists the included options in rank order, one row each.
        int included = 0;
        for (const auto &row : theirs.decision.rows) included += row.excluded ? 0 : 1;
        QCOMPARE(headlines[1].ranking.size(), included);
        QVERIFY(headlines[1].ranking.value(0).startsWith(QStringLiteral("1. ")));

        // The current document's column follows its edits.
        document.change<ad::PricingModel>(
            QStringLiteral("strategy.pricing_model"), QStringLiteral("m"),
            [](auto &s) -> auto & { return s.strategy.pricingModel; }, ad::PricingModel::Commit3y);
        const std::vector<compare::Headline> updated = dialog.headlines();
        QCOMPARE(updated[0].costPerMTokens, updated[1].costPerMTokens);
    }

    // The inputs side by side: the differing ones marked and kept by "Differences only", the
    // others hidden by it; fields and scenarios named as the user knows them.
    void compareMarksTheInputsThatDiffer()
    {
        CatalogSession catalog;
        Document document;
        QTemporaryDir dir;
        ad::Scenario other = document.scenario();
        other.name = "Bigger runs";
        other.workload.training.tokensPerRunB *= 4;
        const QString path = dir.filePath(QStringLiteral("other-file.json"));
        writeFile(path, QByteArray::fromStdString(ad::serializeScenario(other)));

        CompareDialog dialog(&catalog, &document);
        QString error;
        QVERIFY2(dialog.addFile(path, &error), qPrintable(error));
        QTableWidget *inputs = dialog.inputsTable();
        QCOMPARE(inputs->horizontalHeaderItem(1)->text(), QStringLiteral("Bigger runs"));
        auto rowOf = [inputs](const QString &key) {
            const QString label = QCoreApplication::translate(
                "ScenarioField", ad::scenarioFieldLabel(key.toStdString()).c_str());
            for (int r = 0; r < inputs->rowCount(); ++r)
                if (inputs->verticalHeaderItem(r)->text() == label) return r;
            return -1;
        };
        const int tokens = rowOf(QStringLiteral("workload.training.tokens_per_run_b"));
        const int layers = rowOf(QStringLiteral("workload.layers"));
        const int name = rowOf(QStringLiteral("name"));
        QVERIFY(tokens >= 0 && layers >= 0 && name >= 0);
        const auto differs = [inputs](int r) {
            return inputs->verticalHeaderItem(r)->data(CompareDialog::DiffersRole).toBool();
        };
        QVERIFY(differs(tokens) && differs(name) && !differs(layers));
        QVERIFY(inputs->verticalHeaderItem(tokens)->font().bold());
        QVERIFY(!inputs->verticalHeaderItem(layers)->font().bold());
        QCOMPARE(inputs->item(tokens, 1)->text(),
                 QString::fromStdString(ad::shortNumber(other.workload.training.tokensPerRunB)));
        for (int r = 0; r < inputs->rowCount(); ++r)
            QVERIFY2(!inputs->verticalHeaderItem(r)->text().contains(u'_'),
                     qPrintable(inputs->verticalHeaderItem(r)->text()));
        // Catalog entries by name, as the forms show them, not by id.
        const int preset = rowOf(QStringLiteral("workload.model_preset"));
        const ad::ModelShape *model = catalog.catalog().model(other.workload.modelPreset);
        QVERIFY(preset >= 0 && model);
        QCOMPARE(inputs->item(preset, 1)->text(), QString::fromStdString(model->name));

        dialog.differencesOnly()->setChecked(true);
        QVERIFY(!inputs->isRowHidden(tokens));
        QVERIFY(inputs->isRowHidden(layers));
        int shown = 0;
        for (int r = 0; r < inputs->rowCount(); ++r) shown += inputs->isRowHidden(r) ? 0 : 1;
        QCOMPARE(shown, 2); // the name and the tokens per run
        dialog.differencesOnly()->setChecked(false);
        QVERIFY(!inputs->isRowHidden(layers));
    }

    void compareRefusesABadFileAndAFourthScenario()
    {
        CatalogSession catalog;
        Document document;
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        writeFile(bad, R"({"schema_version": 1, "strategy": {"horizon_months": -1}})");
        CompareDialog dialog(&catalog, &document);
        QString error;
        QVERIFY(!dialog.addFile(bad, &error));
        QVERIFY2(error.contains(QStringLiteral("bad.json"))
                     && error.contains(QStringLiteral("horizon_months")),
                 qPrintable(error));
        QCOMPARE(dialog.scenarioCount(), 1);

        const QString good = dir.filePath(QStringLiteral("good.json"));
        writeFile(good, QByteArray::fromStdString(ad::serializeScenario(ad::defaultScenario())));
        QVERIFY(dialog.addFile(good, &error));
        QVERIFY(dialog.addFile(good, &error));
        QVERIFY(!dialog.addFile(good, &error));
        QCOMPARE(dialog.scenarioCount(), CompareDialog::maximumScenarios);
    }

    void browserMarksConflictsInWords()
    {
        CatalogSession catalog;
        const auto conflicts = ad::findConflicts(catalog.catalog());
        QVERIFY(!conflicts.empty()); // the shipped catalog keeps disagreeing sources
        CatalogBrowser browser(&catalog);
        QTableWidget *table = browser.table(CatalogBrowser::Conflicts);
        std::size_t statements = 0;
        for (const auto &c : conflicts) statements += c.figure.statements.size();
        QCOMPARE(std::size_t(table->rowCount()), statements);
        for (const QString &status : column(table, CatalogBrowser::statusColumn))
            QVERIFY2(status.contains(QStringLiteral("conflict")), qPrintable(status));

        // The same figures are marked in the accelerator and offer tables.
        const QString path = QString::fromStdString(conflicts.front().field);
        const bool inAccelerators = path.startsWith(QStringLiteral("accelerators/"));
        const auto rows = inAccelerators ? catalogrows::acceleratorRows(catalog.catalog())
                                         : catalogrows::offerRows(catalog.catalog());
        int marked = 0;
        for (const auto &row : rows)
            if (row.path == path) marked += catalogrows::statusText(row).contains(QStringLiteral("conflict"));
        QCOMPARE(std::size_t(marked), conflicts.front().figure.statements.size());
    }

    void anOverlayRepricesAndIsShownAsSuch()
    {
        QTemporaryDir dir;
        writeFile(QDir(dir.path()).filePath(QStringLiteral("offers.json")), overlayOffer(10));
        MainWindow::Options options;
        options.persistSettings = false;
        MainWindow window(options);
        QList<MainWindow::Message> messages;
        window.setMessageHook([&](const MainWindow::Message &m) { messages << m; });

        QVERIFY(window.loadOverlayDirectory(dir.path()));
        QVERIFY(window.catalogSession()->hasOverlay());
        const ad::Offer *offer = window.catalogSession()->catalog().offer("aws-trn1.32xlarge");
        QVERIFY(offer && offer->fromOverlay);

        // $10 per instance-hour over 16 chips.
        const ad::Assessment a =
            ad::assess(window.document()->scenario(), window.catalogSession()->catalog());
        const ad::OptionAssessment *option = a.option("aws-trn1.32xlarge/on_demand");
        QVERIFY(option);
        QCOMPARE(option->pricePerChipHour.value, 10.0 / 16.0);

        CatalogBrowser browser(window.catalogSession());
        int overlayRows = 0;
        QTableWidget *offers = browser.table(CatalogBrowser::Offers);
        for (int r = 0; r < offers->rowCount(); ++r) {
            const bool overlay =
                offers->item(r, CatalogBrowser::statusColumn)->text().contains(
                    QStringLiteral("overlay"));
            QCOMPARE(overlay, offers->item(r, 0)->text() == QStringLiteral("AWS trn1.32xlarge"));
            overlayRows += overlay;
        }
        QCOMPARE(overlayRows, 2); // chips and the on-demand price
    }

    void aBadOverlayIsRefusedWholeWithItsDiagnostics()
    {
        QTemporaryDir dir;
        writeFile(QDir(dir.path()).filePath(QStringLiteral("offers.json")), overlayOffer(-4));
        MainWindow::Options options;
        options.persistSettings = false;
        MainWindow window(options);
        QList<MainWindow::Message> messages;
        window.setMessageHook([&](const MainWindow::Message &m) { messages << m; });
        const ad::Catalog before = window.catalogSession()->catalog();

        QVERIFY(!window.loadOverlayDirectory(dir.path()));
        QCOMPARE(messages.size(), 1);
        QVERIFY(!messages.first().diagnostics.empty());
        bool named = false;
        for (const auto &d : messages.first().diagnostics)
            named = named
                 || (d.severity == ad::Severity::Error
                     && QString::fromStdString(d.file).contains(QStringLiteral("offers.json"))
                     && QString::fromStdString(d.pointer).contains(QStringLiteral("prices")));
        QVERIFY(named);
        QVERIFY(window.catalogSession()->catalog() == before);
        QVERIFY(!window.catalogSession()->hasOverlay());
    }

    void aMissingOverlayFolderIsNamed()
    {
        CatalogSession catalog;
        ad::Diagnostics problems;
        QVERIFY(!catalog.loadOverlay(QStringLiteral("/no/such/overlay"), &problems));
        QCOMPARE(problems.size(), std::size_t(1));
        QVERIFY(QString::fromStdString(problems.front().file).contains(QStringLiteral("overlay")));
    }
};

QTEST_MAIN(TestDialogs)
#include "tst_gui_dialogs.moc"
