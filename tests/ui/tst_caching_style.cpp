// The Fusion style with scroll bars drawn from a cache (ui/shell/cachingstyle.h): a bar drawn from
// the cache has exactly the pixels Fusion gives it, a bar whose look changes is drawn again, and
// the application's style is wrapped as it starts and when it switches between light and dark.
#include "shell/appearance.h"
#include "shell/cachingstyle.h"
#include "shell/controloutline.h"

#include <QApplication>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QRadioButton>
#include <QPainter>
#include <QPalette>
#include <QScrollBar>
#include <QStyleFactory>
#include <QStyleOptionSlider>
#include <QTableWidget>
#include <QtTest>

#include <memory>

namespace {

// A scroll bar as a scroll area or a window would have it, in one state.
struct Bar {
    Qt::Orientation orientation;
    QSize size;
    int maximum, value, page;
    QStyle::State extra;                       // hovered or pressed, or nothing
    QStyle::SubControl active = QStyle::SC_None;
};

QStyleOptionSlider optionFor(const Bar &b, const QPalette &palette)
{
    QStyleOptionSlider o;
    o.rect = QRect(QPoint(0, 0), b.size);  // as a scroll bar widget paints itself
    o.palette = palette;
    o.state = QStyle::State_Enabled | b.extra;
    if (b.orientation == Qt::Horizontal) o.state |= QStyle::State_Horizontal;
    o.orientation = b.orientation;
    o.subControls = QStyle::SC_All;
    o.activeSubControls = b.active;
    o.minimum = 0;
    o.maximum = b.maximum;
    o.sliderPosition = o.sliderValue = b.value;
    o.pageStep = b.page;
    o.singleStep = 1;
    return o;
}

QImage paint(const QStyle &style, const QStyleOptionSlider &option, qreal dpr,
             const QWidget *widget = nullptr)
{
    const QSize size(option.rect.right() + 9, option.rect.bottom() + 9);
    QImage image(size * dpr, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(dpr);
    image.fill(QColor(200, 120, 40));  // a backdrop the bar must cover or blend with alike
    QPainter painter(&image);
    // A widget's painter is clipped to the widget, and Fusion draws a line just past a bar's edge.
    painter.setClipRect(option.rect);
    style.drawComplexControl(QStyle::CC_ScrollBar, &option, &painter, widget);
    painter.end();
    return image;
}

const Bar bars[] = {
    {Qt::Vertical, {15, 420}, 100, 0, 20, {}},
    {Qt::Vertical, {15, 420}, 100, 37, 20, QStyle::State_MouseOver, QStyle::SC_ScrollBarSlider},
    {Qt::Vertical, {15, 90}, 5, 5, 1, QStyle::State_Sunken, QStyle::SC_ScrollBarAddLine},
    {Qt::Horizontal, {640, 15}, 900, 450, 300, {}},
    {Qt::Horizontal, {640, 15}, 0, 0, 10, {}},  // nothing to scroll
};

// The highest contrast against `panel` of any pixel of the widget as drawn, within `ring` pixels
// of its edge (a field's outline, not its text) or anywhere when `ring` is 0.
double strongestContrast(QWidget &widget, const QColor &panel, int ring)
{
    QImage image(widget.size(), QImage::Format_RGB32);
    image.fill(panel);
    widget.render(&image);
    double strongest = 1;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const bool edge = x < ring || y < ring || x >= image.width() - ring
                              || y >= image.height() - ring;
            if (ring == 0 || edge)
                strongest = std::max(strongest, controloutline::contrastRatio(
                                                    QColor(image.pixel(x, y)), panel));
        }
    return strongest;
}

} // namespace

class TestCachingStyle : public QObject
{
    Q_OBJECT
private slots:
    void wrapsOnlyFusion()
    {
        std::unique_ptr<QStyle> fusion(CachingStyle::wrapped(QStyleFactory::create(QStringLiteral("Fusion"))));
        QVERIFY(dynamic_cast<CachingStyle *>(fusion.get()));
        QStyle *windows = QStyleFactory::create(QStringLiteral("Windows"));
        QVERIFY(windows);
        std::unique_ptr<QStyle> same(CachingStyle::wrapped(windows));
        QCOMPARE(same.get(), windows);
        QVERIFY(!CachingStyle::wrapped(nullptr));
    }

    // The same pixels as Fusion's own, light and dark, at one and two device pixels per pixel,
    // drawn the first time (into the cache) and the second (from it).
    void drawsWhatFusionDraws()
    {
        std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
        CachingStyle cached(QStyleFactory::create(QStringLiteral("Fusion")));
        QPalette dark = appearance::darkPalette();
        for (const QPalette &palette : {fusion->standardPalette(), dark})
            for (qreal dpr : {1.0, 2.0})
                for (const Bar &bar : bars) {
                    const QStyleOptionSlider option = optionFor(bar, palette);
                    const QImage expected = paint(*fusion, option, dpr);
                    const int before = CachingStyle::drawnCount();
                    const QImage first = paint(cached, option, dpr);
                    QCOMPARE(CachingStyle::drawnCount(), before + 1);
                    const QImage second = paint(cached, option, dpr);
                    QCOMPARE(CachingStyle::drawnCount(), before + 1);  // from the cache
                    QCOMPARE(first, expected);
                    QCOMPARE(second, expected);
                }
    }

    // A bar is drawn again when anything it shows changes: its position, its state, the colours.
    void drawsAgainWhatChanged()
    {
        CachingStyle cached(QStyleFactory::create(QStringLiteral("Fusion")));
        const QPalette light = cached.standardPalette();
        QStyleOptionSlider option = optionFor(bars[0], light);
        paint(cached, option, 1);
        int count = CachingStyle::drawnCount();
        paint(cached, option, 1);
        QCOMPARE(CachingStyle::drawnCount(), count);
        option.sliderPosition = option.sliderValue = 60;
        paint(cached, option, 1);
        QCOMPARE(CachingStyle::drawnCount(), ++count);
        option.state |= QStyle::State_MouseOver;
        option.activeSubControls = QStyle::SC_ScrollBarSlider;
        paint(cached, option, 1);
        QCOMPARE(CachingStyle::drawnCount(), ++count);
        option.palette = appearance::darkPalette();
        paint(cached, option, 1);
        QCOMPARE(CachingStyle::drawnCount(), ++count);
        option.rect.setHeight(300);
        paint(cached, option, 1);
        QCOMPARE(CachingStyle::drawnCount(), ++count);
    }

    // Fusion may take a bar's background from the scroll area it belongs to rather than from the
    // bar: in two areas that differ only there, each bar is still drawn as Fusion draws it.
    void followsTheScrollAreasBase()
    {
        std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
        CachingStyle cached(QStyleFactory::create(QStringLiteral("Fusion")));
        QTableWidget plain(40, 3), tinted(40, 3);
        QPalette palette = tinted.palette();
        palette.setColor(QPalette::Base, QColor(20, 20, 90));
        tinted.setPalette(palette);
        for (QTableWidget *table : {&plain, &tinted}) {
            table->resize(300, 200);
            table->show();
        }
        QVERIFY(QTest::qWaitForWindowExposed(&tinted));
        const QStyleOptionSlider option = optionFor(bars[1], plain.palette());
        for (QTableWidget *table : {&plain, &tinted}) {
            QScrollBar *bar = table->verticalScrollBar();
            QCOMPARE(paint(cached, option, 1, bar), paint(*fusion, option, 1, bar));
        }
    }

    // A painter that scales gets Fusion's drawing directly, and so does a bar drawn anywhere but
    // at its painter's origin (Fusion places its parts as if it were there).
    void otherPaintingDrawsDirectly()
    {
        CachingStyle cached(QStyleFactory::create(QStringLiteral("Fusion")));
        QStyleOptionSlider option = optionFor(bars[3], cached.standardPalette());
        QImage image(1400, 60, QImage::Format_ARGB32_Premultiplied);
        QPainter painter(&image);
        painter.scale(1.5, 1.5);
        const int count = CachingStyle::drawnCount();
        cached.drawComplexControl(QStyle::CC_ScrollBar, &option, &painter);
        QCOMPARE(CachingStyle::drawnCount(), count);
        painter.resetTransform();
        option.rect.moveTo(3, 5);
        cached.drawComplexControl(QStyle::CC_ScrollBar, &option, &painter);
        QCOMPARE(CachingStyle::drawnCount(), count);
    }

    // WCAG 2.1's contrast ratio, against the figures it defines: black on white is 21:1, a colour
    // on itself 1:1, and its example grey #767676 on white 4.54:1.
    void contrastRatioIsWcags()
    {
        QCOMPARE(controloutline::contrastRatio(Qt::black, Qt::white), 21.0);
        QCOMPARE(controloutline::contrastRatio(Qt::red, Qt::red), 1.0);
        QCOMPARE(qRound(controloutline::contrastRatio(QColor(0x76, 0x76, 0x76), Qt::white) * 100),
                 454);
    }

    // In the dark palette an empty field, an unchecked check box and a radio button stand out
    // from the panel by WCAG's 3:1 for controls (1.4.11): the outline colour computed from the
    // palette does, and so do the pixels drawn.
    void darkControlsStandOutFromThePanel()
    {
        const QPalette dark = appearance::darkPalette();
        const QColor panel = dark.color(QPalette::Window);
        QVERIFY(controloutline::contrastRatio(controloutline::colour(dark), panel) >= 3.0);
        appearance::setDark(true);
        QLineEdit field;
        QDoubleSpinBox number;
        QCheckBox box;
        QRadioButton radio;
        for (QWidget *w : std::initializer_list<QWidget *>{&field, &number, &box, &radio}) {
            w->setPalette(dark);
            w->resize(w->sizeHint());
        }
        const struct { QWidget *widget; int ring; const char *name; } controls[] = {
            {&field, 2, "line edit"}, {&number, 2, "number field"}, {&box, 0, "check box"},
            {&radio, 0, "radio button"}};
        for (const auto &c : controls) {
            const double ratio = strongestContrast(*c.widget, panel, c.ring);
            if (ratio < 3.0)
                QFAIL(qPrintable(QStringLiteral("%1: %2:1").arg(QLatin1String(c.name)).arg(ratio)));
        }
        appearance::setDark(false);
    }

    // The application's style is wrapped once it is installed, and stays so in dark and back.
    void applicationStyleIsWrapped()
    {
        if (QApplication::style()->name().compare(QLatin1String("fusion"), Qt::CaseInsensitive) != 0)
            QSKIP("the platform's style is not Fusion");
        appearance::installStyle();
        QVERIFY(dynamic_cast<CachingStyle *>(QApplication::style()));
        appearance::installStyle();  // again: not wrapped twice
        auto *proxy = dynamic_cast<CachingStyle *>(QApplication::style());
        QVERIFY(proxy && !dynamic_cast<CachingStyle *>(proxy->baseStyle()));
        appearance::setDark(true);
        QVERIFY(dynamic_cast<CachingStyle *>(QApplication::style()));
        appearance::setDark(false);
        QVERIFY(dynamic_cast<CachingStyle *>(QApplication::style()));
        QCOMPARE(static_cast<QProxyStyle *>(QApplication::style())->baseStyle()->name().toLower(),
                 QStringLiteral("fusion"));
    }
};

QTEST_MAIN(TestCachingStyle)
#include "tst_caching_style.moc"
