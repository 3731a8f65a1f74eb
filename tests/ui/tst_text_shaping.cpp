// Text laid out unshaped where it reads the same (views/textshaping.h): which texts qualify,
// that they are drawn with the very same glyphs, that text in a script needing shaping keeps it,
// and that the result tables and the charts on screen pick their fonts text by text.
#include "assessment/assessment.h"
#include "evaluation/assess.h"
#include "catalog/catalog_io.h"
#include "views/chartfactory.h"
#include "views/chartpane.h"
#include "views/fittedtext.h"
#include "views/matrixview.h"
#include "views/resultsview.h"
#include "views/textshaping.h"

#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QValueAxis>
#include <QHeaderView>
#include <QStandardItemModel>
#include <QTableView>
#include <QTextLayout>
#include <QtTest>

#include <memory>

using namespace ad;

namespace {

// Arabic, whose letters join: without shaping each is drawn in its isolated form.
const QString arabic = QStringLiteral(u"\u0645\u0631\u062D\u0628\u0627");

// The glyphs a text is drawn with in `font`, in order.
QList<quint32> glyphsOf(const QString &text, const QFont &font)
{
    QTextLayout layout(text, font);
    layout.beginLayout();
    layout.createLine();
    layout.endLayout();
    QList<quint32> glyphs;
    for (const QGlyphRun &run : layout.glyphRuns()) glyphs << run.glyphIndexes();
    return glyphs;
}

bool unshaped(const QFont &font)
{
    return font.styleStrategy() & QFont::PreferNoShaping;
}

// The font a delegate gives a cell.
class Probe : public UnshapedTextDelegate
{
public:
    using UnshapedTextDelegate::UnshapedTextDelegate;
    QFont fontOf(const QModelIndex &index) const
    {
        QStyleOptionViewItem option;
        initStyleOption(&option, index);
        return option.font;
    }
};

bool chartTextUnshaped(QChart *chart, bool expected)
{
    if (unshaped(chart->titleFont()) != expected || unshaped(chart->legend()->font()) != expected)
        return false;
    for (QAbstractAxis *axis : chart->axes())
        if (unshaped(axis->titleFont()) != expected || unshaped(axis->labelsFont()) != expected)
            return false;
    return true;
}

} // namespace

class TestTextShaping : public QObject
{
    Q_OBJECT

private slots:
    void whichTextsReadUnshaped_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("plain");
        QTest::newRow("empty") << QString() << true;
        QTest::newRow("option") << QStringLiteral("AWS trn3-ultra (Trainium3)") << true;
        QTest::newRow("money") << QStringLiteral("$1,963,085 to $4,928,746") << true;
        QTest::newRow("German") << QStringLiteral(u"Kosten über den Zeitraum, Maß") << true;
        QTest::newRow("symbols")
            << QStringLiteral(u"1 \u00B7 77.4 \u2013 \u2264 5 % \u20AC \u00D7 \u2192 \u2026") << true;
        QTest::newRow("Greek, Cyrillic") << QStringLiteral(u"\u03BB \u0416") << true;
        QTest::newRow("Arabic") << arabic << false;
        QTest::newRow("Latin, then Arabic") << QStringLiteral("Cost ") + arabic << false;
        QTest::newRow("Hebrew") << QStringLiteral(u"\u05E9\u05DC\u05D5\u05DD") << false;
        QTest::newRow("Devanagari") << QStringLiteral(u"\u0915\u093F") << false;
        QTest::newRow("Thai") << QStringLiteral(u"\u0E01\u0E34") << false;
        QTest::newRow("combining accent") << QStringLiteral(u"e\u0301") << false;
        // Dropped either way; the charts make equal labels unique with it.
        QTest::newRow("zero-width space") << QStringLiteral(u"AWS p5\u200B") << true;
        QTest::newRow("soft hyphen") << QStringLiteral(u"Trai\u00ADnium") << true;
        QTest::newRow("combining mark for symbols") << QStringLiteral(u"x\u20D7") << false;
        QTest::newRow("emoji") << QStringLiteral(u"\U0001F680") << false;
    }
    void whichTextsReadUnshaped()
    {
        QFETCH(QString, text);
        QFETCH(bool, plain);
        QCOMPARE(textshaping::readsUnshaped(text), plain);
        QCOMPARE(unshaped(textshaping::fontFor(QGuiApplication::font(), text)), plain);
    }

    // The claim behind the whole file: such text is drawn with the glyphs its characters have on
    // their own, so it reads the same. Full shaping gives the same glyphs but where the font
    // joins letters into a ligature (DejaVu Sans: fi, ffi); only the spacing differs otherwise
    // (no kerning).
    void plainTextKeepsItsGlyphs()
    {
        const QFont font = QGuiApplication::font();
        QVERIFY(!unshaped(font));
        auto oneByOne = [&](const QString &text) {
            QList<quint32> glyphs;
            for (QChar c : text) glyphs << glyphsOf(QString(c), font);
            return glyphs;
        };
        const QString ligatures = QStringLiteral("fine-tuning, office");
        for (const QString &text :
             {QStringLiteral("Tokens per run (billions)"), QStringLiteral("AWS p5en.48xlarge"),
              QStringLiteral(u"Kosten über den Zeitraum \u2013 \u2264 5 % \u00B7 \u20AC 12,50"),
              ligatures}) {
            const QFont chosen = textshaping::fontFor(font, text);
            QVERIFY2(unshaped(chosen), qPrintable(text));
            const QList<quint32> drawn = glyphsOf(text, chosen);
            QCOMPARE(drawn, oneByOne(text));
            if (text != ligatures) QCOMPARE(drawn, glyphsOf(text, font));
        }
    }

    // Arabic drawn unshaped loses its joined forms (Qt 6.4 skips shaping for it when asked to);
    // the font chosen for it keeps full shaping, so it is drawn as it would be anyway.
    void joiningScriptKeepsItsShapes()
    {
        const QFont font = QGuiApplication::font();
        const QFont chosen = textshaping::fontFor(font, arabic);
        QVERIFY(!unshaped(chosen));
        QCOMPARE(glyphsOf(arabic, chosen), glyphsOf(arabic, font));
        // Even from a font that had the preference set.
        const QFont preferring = textshaping::unshapedIf(font, true);
        QVERIFY(unshaped(preferring));
        QCOMPARE(glyphsOf(arabic, textshaping::fontFor(preferring, arabic)), glyphsOf(arabic, font));
        QVERIFY(textshaping::sameLook(preferring, font));
        QFont bold = font;
        bold.setBold(true);
        QVERIFY(!textshaping::sameLook(preferring, bold));
    }

    void delegateChoosesPerCell()
    {
        QStandardItemModel model(2, 1);
        model.setData(model.index(0, 0), QStringLiteral("AWS trn2.48xlarge"));
        model.setData(model.index(1, 0), arabic);
        QTableView table;
        table.setModel(&model);
        auto *probe = new Probe(&table);
        table.setItemDelegate(probe);
        QVERIFY(unshaped(probe->fontOf(model.index(0, 0))));
        QVERIFY(!unshaped(probe->fontOf(model.index(1, 0))));
        // A cell's own font is kept, only the preference changes.
        QFont italic = QGuiApplication::font();
        italic.setItalic(true);
        model.setData(model.index(0, 0), italic, Qt::FontRole);
        const QFont cell = probe->fontOf(model.index(0, 0));
        QVERIFY(cell.italic() && unshaped(cell));
    }

    // A table's column titles share the header's font: unshaped while every title reads so,
    // followed through a reset of the model and a changed title.
    void headerFollowsItsTitles()
    {
        QStandardItemModel model(1, 2);
        model.setHorizontalHeaderLabels({QStringLiteral("Option"), QStringLiteral("USD per hour")});
        QTableView table;
        table.setModel(&model);
        textshaping::install(&table);
        QHeaderView *header = table.horizontalHeader();
        QVERIFY(unshaped(header->font()));
        model.setHorizontalHeaderItem(1, new QStandardItem(arabic));
        QVERIFY(!unshaped(header->font()));
        model.setHorizontalHeaderItem(1, new QStandardItem(QStringLiteral("USD per hour")));
        QVERIFY(unshaped(header->font()));
        model.clear();  // a reset
        model.setHorizontalHeaderLabels({arabic});
        QVERIFY(!unshaped(header->font()));
        // The rows' header is left as it was.
        QVERIFY(!unshaped(table.verticalHeader()->font()));
    }

    // A chart's summary and note: plain text in the widget's font, with the preference per text.
    void fittedTextChoosesPerText()
    {
        FittedText text;
        QFont bold = text.font();
        bold.setBold(true);
        text.setFont(bold);
        text.setPlainTextIfChanged(QStringLiteral("Break-even after 8.5 days."));
        QVERIFY(unshaped(text.document()->defaultFont()));
        QVERIFY(text.document()->defaultFont().bold());
        text.setPlainTextIfChanged(QStringLiteral("Cheapest: ") + arabic);
        QVERIFY(!unshaped(text.document()->defaultFont()));
        QVERIFY(text.document()->defaultFont().bold());
    }

    // Rich text is judged by what it shows: tags are skipped, character references decoded.
    void whichHtmlReadsUnshaped_data()
    {
        QTest::addColumn<QString>("html");
        QTest::addColumn<bool>("plain");
        QTest::newRow("memo") << QStringLiteral("<p style=\"font-size:19pt\"><b>Lean Trainium</b></p>"
                                                "<ul><li>Saves $1,963,085 &amp; more</li></ul>")
                              << true;
        QTest::newRow("warning sign") << QStringLiteral("<p>&#9888; <b>Plan</b></p>") << true;
        QTest::newRow("Arabic name") << QStringLiteral("<p><b>") + arabic + QStringLiteral("</b></p>")
                                     << false;
        QTest::newRow("Arabic reference") << QStringLiteral("<p>&#1605;</p>") << false;
        QTest::newRow("Arabic hex reference") << QStringLiteral("<p>&#x645;</p>") << false;
        QTest::newRow("Arabic in a tag only")
            << QStringLiteral("<a href=\"") + arabic + QStringLiteral("\">link</a>") << true;
        QTest::newRow("reference cut short") << QStringLiteral("<p>&#96") << false;
    }

    void whichHtmlReadsUnshaped()
    {
        QFETCH(QString, html);
        QFETCH(bool, plain);
        QCOMPARE(textshaping::htmlReadsUnshaped(html), plain);
    }

    // The memo on the Overview: rich text laid out unshaped while it reads the same, and shaped
    // again as soon as a name needs it.
    void fittedRichTextChoosesPerText()
    {
        FittedText text;
        text.setRichText(QStringLiteral("<p><b>Lean Trainium</b>: $1.2 M saved</p>"));
        QVERIFY(unshaped(text.document()->defaultFont()));
        QVERIFY(text.toPlainText().contains(QStringLiteral("$1.2 M")));
        text.setRichText(QStringLiteral("<p><b>") + arabic + QStringLiteral("</b></p>"));
        QVERIFY(!unshaped(text.document()->defaultFont()));
        QCOMPARE(glyphsOf(arabic, text.document()->defaultFont()),
                 glyphsOf(arabic, QGuiApplication::font()));
    }

    // The result views use it: every chart pane's table and the decision matrix, and the charts
    // on screen, whose names are all plain in the shipped catalog.
    void resultViewsUseIt()
    {
        const CatalogLoad load = loadEmbeddedCatalog();
        ResultsView view;
        view.setCatalog(load.catalog);
        view.resize(1000, 700);
        view.show();
        view.setAssessment(assess(defaultScenario(), load.catalog));
        for (ChartPane *pane :
             {view.costPane(), view.trainingPane(), view.breakEvenPane(), view.scorePane()}) {
            QVERIFY(dynamic_cast<UnshapedTextDelegate *>(pane->table()->itemDelegate()));
            QVERIFY(unshaped(pane->table()->horizontalHeader()->font()));
            QChart *chart = pane->chart();
            QVERIFY(chart);
            QVERIFY2(chartTextUnshaped(chart, true), qPrintable(chart->title()));
        }
        // A chart built afresh (as for the report) keeps the application's font, and still counts
        // as showing the same as the one on screen.
        std::unique_ptr<QChart> fresh(
            charts::makeDecisionScoreChart(*view.decisionScoreModel(), view.scorePane()->palette()));
        QVERIFY(chartTextUnshaped(fresh.get(), false));
        QVERIFY(charts::sameContent(view.scorePane()->chart(), fresh.get()));
        QVERIFY(dynamic_cast<UnshapedTextDelegate *>(
            view.matrixView()->table()->itemDelegate()));
    }

    // One name that needs shaping gives the whole chart full shaping, and back.
    void chartFollowsItsTexts()
    {
        QChart chart;
        auto *series = new QBarSeries;
        auto *set = new QBarSet(QStringLiteral("Cost"));
        *set << 1 << 2;
        series->append(set);
        chart.addSeries(series);
        auto *categories = new QBarCategoryAxis;
        categories->append({QStringLiteral("AWS trn2"), QStringLiteral("AWS p5")});
        auto *values = new QValueAxis;
        values->setTitleText(QStringLiteral("USD"));
        chart.addAxis(categories, Qt::AlignLeft);
        chart.addAxis(values, Qt::AlignBottom);
        chart.setTitle(QStringLiteral("Cost per option"));
        charts::preferUnshapedText(&chart);
        QVERIFY(chartTextUnshaped(&chart, true));

        categories->replace(QStringLiteral("AWS p5"), arabic);
        charts::preferUnshapedText(&chart);
        QVERIFY(chartTextUnshaped(&chart, false));

        categories->replace(arabic, QStringLiteral("AWS p5"));
        set->setLabel(arabic); // in the legend
        charts::preferUnshapedText(&chart);
        QVERIFY(chartTextUnshaped(&chart, false));

        set->setLabel(QStringLiteral("Cost"));
        charts::preferUnshapedText(&chart);
        QVERIFY(chartTextUnshaped(&chart, true));
    }
};

QTEST_MAIN(TestTextShaping)
#include "tst_text_shaping.moc"
