// The core's messages (core/message.h): one writer for every front end. English by default; a
// style with other marks and a translation writes the same message for another reader, and the
// amounts of one message always share one form.
#include "formats/assessment_format.h"
#include "base/message.h"
#include "base/shared_string.h"
#include "model/quantity.h"

#include <QTest>

#include <atomic>
#include <string>
#include <thread>
#include <vector>

using namespace ad;

namespace {

// A German-like style: decimal comma, dot grouping, and templates looked up in a small table,
// as a translation file would supply them.
TextStyle germanStyle()
{
    TextStyle style;
    style.decimalPoint = ",";
    style.groupSeparator = ".";
    style.translate = [](const char *english) -> std::string {
        const std::string e = english;
        if (e == "$%1") return "%1 $";
        if (e == "$%1 M") return "%1 Mio. $";
        if (e == "%1%") return "%1 %";
        if (e == "%1 days") return "%1 Tage";
        if (e == "more than 99%") return "mehr als 99 %";
        if (e == "Saving %1 of %2 (%3).") return "Ersparnis %1 von %2 (%3).";
        return e;
    };
    return style;
}

} // namespace

class TestMessage : public QObject
{
    Q_OBJECT

private slots:
    void writesEnglishByDefault()
    {
        const Message m = msg("Saving %1 of %2 (%3).", {arg::money(1234567), arg::money(20e6), arg::percent(0.0617)});
        // Alone the first would read "$1,234,567" and the second "$20.0 M"; side by side they share
        // the larger one's scale, as formatUsdAlike writes them.
        const auto alike = formatUsdAlike({1234567, 20e6});
        QCOMPARE(QString::fromStdString(write(m)),
                 QString::fromStdString("Saving " + alike[0] + " of " + alike[1] + " (6%)."));
        QVERIFY(alike[0] != formatUsd(1234567)); // the test would not see a mixed form otherwise
    }

    void writesInAnotherLanguage()
    {
        const Message m = msg("Saving %1 of %2 (%3).", {arg::money(1234567), arg::money(20e6), arg::percent(0.0617, 1)});
        QCOMPARE(QString::fromStdString(write(m, germanStyle())),
                 QStringLiteral("Ersparnis 1,2 Mio. $ von 20,0 Mio. $ (6,2 %)."));
        QCOMPARE(QString::fromStdString(write(msg("%1", {arg::money(1234.6)}), germanStyle())),
                 QStringLiteral("1.235 $"));
        QCOMPARE(QString::fromStdString(write(msg("%1", {arg::days(12.25)}), germanStyle())),
                 QStringLiteral("12 Tage"));
        QCOMPARE(QString::fromStdString(write(msg("%1", {arg::number(1234.5, 1)}), germanStyle())),
                 QStringLiteral("1.234,5"));
    }

    void sharesOfCasesNeverRoundToAllOrNone()
    {
        QCOMPARE(write(msg("%1", {arg::cases(0.999)})), std::string("more than 99%"));
        QCOMPARE(write(msg("%1", {arg::cases(0.999)}), germanStyle()), std::string("mehr als 99 %"));
        QCOMPARE(write(msg("%1", {arg::cases(0.001)})), std::string("fewer than 1%"));
        QCOMPARE(write(msg("%1", {arg::cases(1.0)})), std::string("every one"));
        QCOMPARE(write(msg("%1", {arg::cases(0.0)})), std::string("none"));
        QCOMPARE(write(msg("%1", {arg::cases(0.42)})), std::string("42%"));
    }

    void nestsAndJoins()
    {
        const Message inner = msg("%1 chips", {arg::count(12345)});
        const Text text{msg("Uses %1.", {arg::nested(inner)}), msg("Done: %1.", {arg::verbatim("AWS trn3-ultra")})};
        QCOMPARE(write(text), std::string("Uses 12,345 chips. Done: AWS trn3-ultra."));
        // An empty nested message writes nothing, and an empty message adds no space.
        QCOMPARE(write(Text{msg("A%1.", {arg::nested(Message{})}), Message{}}), std::string("A."));
    }

    void keepsPercentSignsThatAreNotPlaceholders()
    {
        QCOMPARE(write(msg("100% of %1, %0 and %", {arg::count(3)})), std::string("100% of 3, %0 and %"));
        // A placeholder without its argument writes nothing rather than garbage.
        QCOMPARE(write(msg("[%2]", {arg::count(3)})), std::string("[]"));
    }

    void keepsTheMinusWithItsAmount()
    {
        TextStyle style;
        style.signJoiner = "\u2060";
        QCOMPARE(write(msg("from %1", {arg::money(-870868)}), style), std::string("from -\u2060$870,868"));
        QCOMPARE(write(msg("from %1", {arg::money(-870868)})), std::string("from -$870,868"));
    }

    void verbatimNamesAreNeverRewritten()
    {
        // Names from the catalog keep their dots and commas whatever the marks.
        QCOMPARE(write(msg("%1", {arg::verbatim("p5.48xlarge, 8 GPUs")}), germanStyle()),
                 std::string("p5.48xlarge, 8 GPUs"));
    }

    // SharedList (shared_list.h), which holds explanations' terms, sources and caveats.
    void sharedListCopiesShareUntilChanged()
    {
        const std::string longId(40, 'x'); // past any string's inline buffer
        ad::SharedList<std::string> first{"a", longId};
        const ad::SharedList<std::string> copy = first;
        QCOMPARE(copy.data(), first.data()); // one block for both
        QVERIFY(copy == first);

        first.push_back("c");
        QCOMPARE(first.size(), std::size_t(3));
        QCOMPARE(copy.size(), std::size_t(2)); // the copy kept its two
        QCOMPARE(copy.back(), longId);
        QVERIFY(!(copy == first));

        ad::SharedList<std::string> edited = copy;
        edited.edit()[0] = "z";
        QCOMPARE(copy.front(), std::string("a"));
        QCOMPARE(edited.front(), std::string("z"));
        QVERIFY(edited.data() != copy.data());
    }

    void sharedListGrowsAndConverts()
    {
        ad::SharedList<std::string> list;
        QVERIFY(list.empty());
        std::vector<std::string> expected;
        for (int i = 0; i < 100; ++i) {
            const std::string item = "source-" + std::to_string(i) + std::string(20, '-');
            list.push_back(item);
            expected.push_back(item);
        }
        QCOMPARE(list.toVector(), expected);
        // An element of the list itself, added as the list grows into a new block.
        ad::SharedList<std::string> self{std::string(30, 's')};
        for (int i = 0; i < 20; ++i) self.push_back(self.front());
        QCOMPARE(self.size(), std::size_t(21));
        QCOMPARE(self.back(), std::string(30, 's'));
        QCOMPARE(ad::SharedList<std::string>(std::vector<std::string>(expected)).toVector(), expected);
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, list.at(100));
        list.clear();
        QVERIFY(list.empty());
        QCOMPARE(list.begin(), list.end());
    }

    // SharedString (shared_string.h), which holds a statement's source id and note.
    void sharedStringCopiesShareOneText()
    {
        const std::string note(60, 'n');
        ad::SharedString first = note;
        const ad::SharedString copy = first;
        QCOMPARE(copy.data(), first.data()); // one text for both
        QCOMPARE(copy.str(), note);
        QVERIFY(copy == first && copy == note && note == copy);

        first = "other"; // writing replaces the text; the copy keeps the old one
        QCOMPARE(copy.str(), note);
        QCOMPARE(first.str(), std::string("other"));
        QVERIFY(first != copy);
        QVERIFY(first == ad::SharedString(std::string("other"))); // equal texts, two blocks

        // Read as a std::string by code that expects one.
        const std::string &asString = copy;
        QCOMPARE(asString.size(), std::size_t(60));
        QCOMPARE(std::string("see ") + first, std::string("see other"));
        QVERIFY(copy.starts_with("nnn") && copy.find("x") == std::string::npos);
        QVERIFY(ad::SharedString("a") < ad::SharedString("b"));

        ad::SharedString self = copy;
        const ad::SharedString &alias = self;
        self = alias; // assigning a text to itself keeps it
        QCOMPARE(self.str(), note);
        self.clear();
        QVERIFY(self.empty() && self.str().empty() && self == "");
        QVERIFY(ad::SharedString(std::string()).empty());
    }

    // A term's unit (quantity.h): a literal held by pointer or a text held as a copy read the same.
    void unitNamesReadTheSameHoweverHeld()
    {
        const ad::UnitName literal = "USD/instance-hour";
        const ad::UnitName copied = std::string("USD/instance-hour");
        QVERIFY(literal == copied && literal == "USD/instance-hour" && copied == std::string("USD/instance-hour"));
        QCOMPARE(copied.str(), literal.str());
        QVERIFY(!(literal == ad::UnitName("USD/chip-hour")));
        QVERIFY(ad::UnitName().empty() && ad::UnitName() == "");
        const std::string asString = literal; // readers that want a std::string get one
        QCOMPARE(asString, std::string("USD/instance-hour"));
        // Terms compare by what they say, not by how their units are held.
        QVERIFY(ad::Term("price", 3.5, literal) == ad::Term("price", 3.5, copied));
        QVERIFY(!(ad::Term("price", 3.5, literal) == ad::Term("price", 3.5, ad::UnitName("USD"))));
    }

    // Copies of one text dropped on two threads at once: the text is freed once, by the last.
    void sharedStringCopiesDieOnAnyThread()
    {
        for (int round = 0; round < 200; ++round) {
            std::vector<ad::SharedString> left, right;
            {
                const ad::SharedString origin(std::string(40, char('a' + round % 26)));
                for (int i = 0; i < 50; ++i) {
                    left.push_back(origin);
                    right.push_back(origin);
                }
            }
            const std::string expected(40, char('a' + round % 26));
            std::atomic<int> wrong{0};
            std::thread other([&] {
                for (const auto &text : right) wrong += text.str() != expected;
                right.clear();
            });
            left.clear();
            other.join();
            QCOMPARE(wrong.load(), 0);
        }
    }

    // Copies of one list dropped on two threads at once: its elements are destroyed once, by
    // whichever copy goes last.
    void sharedListCopiesDieOnAnyThread()
    {
        for (int round = 0; round < 200; ++round) {
            std::vector<ad::SharedList<Counted>> left, right;
            {
                const ad::SharedList<Counted> origin{Counted{}, Counted{}, Counted{}};
                for (int i = 0; i < 50; ++i) {
                    left.push_back(origin);
                    right.push_back(origin);
                }
            }
            QCOMPARE(Counted::alive.load(), 3);
            std::thread other([&] { right.clear(); });
            left.clear();
            other.join();
            QCOMPARE(Counted::alive.load(), 0);
        }
    }

private:
    struct Counted {
        static inline std::atomic<int> alive{0};
        Counted() { ++alive; }
        Counted(const Counted &) { ++alive; }
        ~Counted() { --alive; }
    };
};

QTEST_GUILESS_MAIN(TestMessage)
#include "tst_message.moc"
