// Everything a workshop or ballot file names is text: with `<b>`, `<img src=…>`, `&amp;` and
// `../../` in every string field (scenario name and description, workshop title, facilitator,
// label key, notes, participant ids and names, criterion ids, fingerprints), every label, button,
// list, table, tooltip and message of the main window, the workshop window, the import results
// and the ballot form shows the text exactly as typed — never rendered as markup, never escaped
// twice — the report prints it as typed, and no name ever becomes a path.
#include "../report/pdftools.h"
#include "workshopfixture.h"

#include "report/report.h"
#include "session/catalogsession.h"
#include "workshop/ballotfiles.h"
#include "workshop/importresultsdialog.h"
#include "workshop/projectorview.h"

#include "assessment/assessment.h"
#include "scenario/scenario_io.h"
#include "group/workshop.h"
#include "group/workshop_io.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QDir>
#include <QDirIterator>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTabBar>
#include <QTextDocument>
#include <QTextEdit>

namespace {

// The marker every hostile string carries outside its tags, so that it is still there when the
// string is rendered as markup (the tags vanish, the marker stays, and the check fails).
const QString marker = QStringLiteral("../../");

std::string hostile(const std::string &tag)
{
    return "<b>" + tag + "</b><img src=\"file:///etc/passwd\"> ../../" + tag + " &amp; <i>";
}

// What the user reads: a rich-text string's text after layout, a plain one as it is.
QString seen(const QString &text, Qt::TextFormat format)
{
    const bool rich = format == Qt::RichText
                   || (format == Qt::AutoText && Qt::mightBeRichText(text));
    if (!rich) return text;
    QTextDocument document;
    document.setHtml(text);
    return document.toPlainText();
}

struct Finding {
    QString where, shown;
};

// Hostile text shown other than as typed: rendered as markup (the tags are gone) or escaped
// twice (entities shown).
void inspect(const QString &where, const QString &shown, QList<Finding> &bad, int &checked)
{
    if (!shown.contains(marker)) return;
    ++checked;
    if (!shown.contains(QStringLiteral("<img src=")) || shown.contains(QStringLiteral("&lt;"))
        || shown.contains(QStringLiteral("&amp;amp;")))
        bad << Finding{where, shown.left(200)};
}

void inspectModel(const QString &where, const QAbstractItemModel *model, const QModelIndex &parent,
                  QList<Finding> &bad, int &checked)
{
    if (!model) return;
    for (int r = 0; r < model->rowCount(parent); ++r) {
        for (int c = 0; c < model->columnCount(parent); ++c) {
            const QModelIndex index = model->index(r, c, parent);
            inspect(where + QStringLiteral(" cell"), index.data(Qt::DisplayRole).toString(), bad,
                    checked);
            const QString tip = index.data(Qt::ToolTipRole).toString();
            inspect(where + QStringLiteral(" tooltip"), seen(tip, Qt::AutoText), bad, checked);
            if (c == 0 && model->hasChildren(index)) inspectModel(where, model, index, bad, checked);
        }
    }
    for (int c = 0; c < model->columnCount(parent); ++c)
        inspect(where + QStringLiteral(" header"),
                model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString(), bad, checked);
}

// Every visible top-level window and everything in it.
int inspectAllWindows(QList<Finding> &bad)
{
    int checked = 0;
    for (QWidget *top : QApplication::topLevelWidgets()) {
        if (!top->isVisible()) continue;
        const QString window = QString::fromLatin1(top->metaObject()->className());
        inspect(window + QStringLiteral(" title"), top->windowTitle(), bad, checked);
        QList<QWidget *> widgets = top->findChildren<QWidget *>();
        widgets.prepend(top);
        for (QWidget *w : widgets) {
            const QString where = window + QLatin1Char('/') + QString::fromLatin1(w->metaObject()->className())
                                + QLatin1Char(' ') + w->objectName();
            inspect(where + QStringLiteral(" tooltip"), seen(w->toolTip(), Qt::AutoText), bad, checked);
            if (auto *label = qobject_cast<QLabel *>(w))
                inspect(where, seen(label->text(), label->textFormat()), bad, checked);
            else if (auto *button = qobject_cast<QAbstractButton *>(w))
                inspect(where, button->text(), bad, checked);
            else if (auto *line = qobject_cast<QLineEdit *>(w))
                inspect(where, line->text(), bad, checked);
            else if (auto *edit = qobject_cast<QTextEdit *>(w))
                inspect(where, edit->toPlainText(), bad, checked);
            else if (auto *plain = qobject_cast<QPlainTextEdit *>(w))
                inspect(where, plain->toPlainText(), bad, checked);
            else if (auto *group = qobject_cast<QGroupBox *>(w))
                inspect(where, group->title(), bad, checked);
            else if (auto *tabs = qobject_cast<QTabBar *>(w))
                for (int i = 0; i < tabs->count(); ++i) inspect(where, tabs->tabText(i), bad, checked);
            else if (auto *view = qobject_cast<QAbstractItemView *>(w))
                inspectModel(where, view->model(), {}, bad, checked);
        }
    }
    return checked;
}

QString findingsText(const QList<Finding> &bad)
{
    QString text;
    for (const Finding &f : bad) text += f.where + QStringLiteral(": ") + f.shown + QLatin1Char('\n');
    return text;
}

// Files anywhere under `folder`, with their paths relative to it.
QStringList filesUnder(const QString &folder)
{
    QStringList found;
    QDirIterator it(folder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) found << QDir(folder).relativeFilePath(it.next());
    found.sort();
    return found;
}

} // namespace

class TestHostileText : public QObject
{
    Q_OBJECT

    QTemporaryDir settingsDir;
    QTemporaryDir sandbox; // the test's files; names that escaped would land beside them
    QString files;         // sandbox/a/b: "../../" from here is still inside the sandbox
    WorkshopFixture f;

    ad::Workshop hostileWorkshop(const ad::Catalog &catalog, const std::string &fingerprint)
    {
        ad::Workshop w;
        w.title = hostile("title");
        w.facilitator = hostile("facilitator");
        w.labelKey = hostile("key");
        w.anonymous = false;
        w.rounds.clear();
        for (int p = 1; p <= 3; ++p)
            w.participants.push_back({hostile("id" + std::to_string(p)),
                                      hostile("name" + std::to_string(p))});
        for (int r = 1; r <= 2; ++r) {
            ad::Round round;
            round.number = r;
            round.revealed = r == 1;
            round.note = hostile("note" + std::to_string(r));
            for (int p = 1; p <= (r == 1 ? 3 : 1); ++p) {
                ad::Ballot b;
                b.participantId = w.participants[std::size_t(p - 1)].id;
                b.round = r;
                b.timestamp = "2026-03-14T09:00:00Z";
                b.scenarioFingerprint = r == 1 ? fingerprint : hostile("fingerprint");
                for (const ad::Criterion &c : catalog.criteria) b.weights[c.id] = 1 + (p * 7 + r) % 5;
                b.weights[hostile("criterion")] = p;
                round.ballots.push_back(b);
            }
            w.rounds.push_back(round);
        }
        w.currentRound = 2;
        return w;
    }

    QString hostileScenarioFile()
    {
        ad::Scenario scenario = ad::defaultScenario();
        scenario.name = hostile("scenario");
        scenario.description = hostile("description");
        const ad::Catalog &catalog = f.window->catalogSession()->catalog();
        const ad::Workshop w = hostileWorkshop(catalog, ad::scenarioFingerprint(scenario, catalog));
        const QString path = QDir(files).filePath(QStringLiteral("hostile.json"));
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly)) return {};
        out.write(QByteArray::fromStdString(ad::serializeScenarioWithWorkshop(scenario, &w)));
        return path;
    }

private slots:
    void initTestCase()
    {
        WorkshopFixture::isolateSettings(settingsDir, "tst_hostile_text");
        files = sandbox.filePath(QStringLiteral("a/b"));
        QVERIFY(QDir().mkpath(files));
    }

    void init() { QVERIFY(f.reopen()); }
    void cleanup() { f.destroy(); }

    void windowsShowTheTextAsTyped()
    {
        const QString path = hostileScenarioFile();
        QVERIFY(f.window->openFile(path));
        QVERIFY(f.workshop());
        QCOMPARE(f.workshop()->participants.front().name, hostile("name1"));
        f.controller->showWindow();
        QVERIFY(QTest::qWaitForWindowExposed(f.workshopWindow()));
        QTest::qWait(50);
        QList<Finding> bad;
        const int checked = inspectAllWindows(bad);
        qInfo("%d texts with hostile markup checked", checked);
        QVERIFY2(checked >= 10, qPrintable(QString::number(checked)));
        QVERIFY2(bad.isEmpty(), qPrintable(findingsText(bad)));

        // The projector draws with QPainter::drawText, which has no markup; it must still run.
        f.controller->showProjector();
        QVERIFY(f.controller->projector());
        QTest::qWait(50);
        f.controller->projector()->close();
    }

    void ballotFilesAreTextToo()
    {
        QVERIFY(f.window->openFile(hostileScenarioFile()));
        // A ballot file whose participant, ids and criterion are hostile, imported.
        ad::BallotFile file;
        file.participant = {hostile("guest-id"), hostile("guest")};
        file.ballot.participantId = file.participant.id;
        file.ballot.round = f.workshop()->currentRound;
        file.ballot.timestamp = "2026-03-14T10:00:00Z";
        file.ballot.scenarioFingerprint = f.controller->fingerprint();
        for (const ad::Criterion &c : f.window->catalogSession()->catalog().criteria)
            file.ballot.weights[c.id] = 3;
        const QString ballotPath = QDir(files).filePath(QStringLiteral("guest.ballot.json"));
        QString error;
        QVERIFY2(workshopui::writeBallotFile(ballotPath, file, &error), qPrintable(error));
        const QStringList before = filesUnder(sandbox.path());
        f.openFilesAnswer = {ballotPath};
        f.confirmAnswer = true; // take the unknown participant
        f.controller->importBallots();
        QVERIFY(f.controller->importResults());
        QVERIFY(QTest::qWaitForWindowExposed(f.controller->importResults()));
        QList<Finding> bad;
        QVERIFY(inspectAllWindows(bad) > 0);
        QVERIFY2(bad.isEmpty(), qPrintable(findingsText(bad)));
        QCOMPARE(filesUnder(sandbox.path()), before); // reading a name created nothing
        f.controller->importResults()->close();

        // A participant named like a path fills in a ballot file: the name suggested is a file
        // name in the home folder, whatever the name.
        f.textAnswers.push_back(QString::fromStdString(hostile("../../../tmp/evil")));
        QString suggested;
        const QString target = QDir(files).filePath(QStringLiteral("chosen.ballot.json"));
        workshopui::Prompts prompts = f.controller->prompts();
        prompts.askSaveFile = [&](const QString &, const QString &proposal) {
            suggested = proposal;
            return target;
        };
        f.controller->setPrompts(prompts);
        BallotForm *form = f.controller->fillBallotFile();
        QVERIFY(form);
        QVERIFY(QTest::qWaitForWindowExposed(form));
        bad.clear();
        QVERIFY(inspectAllWindows(bad) > 0); // the form shows the name
        QVERIFY2(bad.isEmpty(), qPrintable(findingsText(bad)));
        form->accept();
        QTRY_VERIFY(!suggested.isEmpty());
        QCOMPARE(QFileInfo(suggested).absolutePath(), QDir::homePath());
        const QString name = QFileInfo(suggested).fileName();
        QVERIFY2(!name.contains(QLatin1Char('/')) && !name.contains(QStringLiteral(".."))
                     && !name.contains(QLatin1Char('<')),
                 qPrintable(name));
        QCOMPARE(workshopui::ballotFileName(QStringLiteral("../../x"), 1),
                 QStringLiteral("x round 1.ballot.json"));
        const ad::BallotLoad saved = ad::loadBallotFile(target.toStdString(), nullptr);
        QVERIFY(saved.ok());
        QCOMPARE(saved.ballot.participant.name, hostile("../../../tmp/evil"));
        QVERIFY(filesUnder(sandbox.path()).contains(QStringLiteral("a/b/chosen.ballot.json")));
        QCOMPARE(filesUnder(sandbox.path()).size(), before.size() + 1);
    }

    void theReportPrintsTheTextAsTyped()
    {
        QVERIFY(f.window->openFile(hostileScenarioFile()));
        const QString pdf = QDir(files).filePath(QStringLiteral("report.pdf"));
        report::Options options;
        options.workshop = f.workshop();
        options.generated = QDate(2026, 3, 14);
        QString error;
        QVERIFY2(report::writePdf(f.evaluated(), f.window->catalogSession()->catalog(),
                                 report::catalogFingerprint(), options, pdf, &error),
                 qPrintable(error));
        const auto text = pdftools::pdfText(pdf);
        QVERIFY2(text, "pdftotext (poppler-utils) is not installed: the PDF cannot be read back");
        const QString flat = pdftools::flat(*text);
        for (const char *tag : {"scenario", "title", "name1", "note1"}) {
            const QString typed = QString::fromStdString(hostile(tag));
            QVERIFY2(flat.contains(typed.left(typed.indexOf(QLatin1Char('>')) + 1)
                                   + QString::fromLatin1(tag)),
                     tag);
        }
        QVERIFY(flat.contains(QStringLiteral("<img src=\"file:///etc/passwd\">")));
        QVERIFY(flat.contains(QStringLiteral("../../name1 &amp; <i>")));
        QVERIFY(!flat.contains(QStringLiteral("&lt;")));
    }
};

QTEST_MAIN(TestHostileText)
#include "tst_hostile_text.moc"
