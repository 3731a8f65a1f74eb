// Names are text (core/base/name_text.h): every character that could reorder, hide or break the
// names around it is refused wherever a name comes in (typed, from a device, from a file), lengths
// are counted in characters, look-alike names are told apart, and a name shown beside others is
// isolated. Code points are named in the tests by their escapes, so nothing here is invisible.
#include "base/name_text.h"
#include "group/workshop.h"
#include "group/workshop_io.h"

#include <QTest>

namespace {

std::string repeated(const std::string &text, int times)
{
    std::string out;
    for (int i = 0; i < times; ++i) out += text;
    return out;
}

} // namespace

class TestNameText : public QObject
{
    Q_OBJECT

private slots:
    void refusesInvisibleAndLayoutCharacters_data()
    {
        QTest::addColumn<QByteArray>("name");
        QTest::addColumn<QByteArray>("named");
        // The attacks of issue 33, then one of each category.
        QTest::newRow("right-to-left override") << QByteArray("\u202E" "ecilA") << QByteArray("U+202E");
        QTest::newRow("zero-width space") << QByteArray("Bob\u200B") << QByteArray("U+200B");
        QTest::newRow("next line (C1 control)") << QByteArray("Bob\u0085x") << QByteArray("U+0085");
        QTest::newRow("line separator") << QByteArray("Bob\u2028x") << QByteArray("U+2028");
        QTest::newRow("paragraph separator") << QByteArray("Bob\u2029x") << QByteArray("U+2029");
        QTest::newRow("tab") << QByteArray("Bo\tb") << QByteArray("U+0009");
        QTest::newRow("delete") << QByteArray("Bo\x7F" "b") << QByteArray("U+007F");
        QTest::newRow("first strong isolate") << QByteArray("\u2068" "Ana") << QByteArray("U+2068");
        QTest::newRow("pop directional isolate") << QByteArray("Ana\u2069") << QByteArray("U+2069");
        QTest::newRow("left-to-right mark") << QByteArray("Ana\u200E") << QByteArray("U+200E");
        QTest::newRow("Arabic letter mark") << QByteArray("Ana\u061C") << QByteArray("U+061C");
        QTest::newRow("zero-width joiner") << QByteArray("A\u200Dna") << QByteArray("U+200D");
        QTest::newRow("word joiner") << QByteArray("A\u2060na") << QByteArray("U+2060");
        QTest::newRow("byte order mark") << QByteArray("\uFEFF" "Ana") << QByteArray("U+FEFF");
        QTest::newRow("soft hyphen") << QByteArray("An\u00ADa") << QByteArray("U+00AD");
        QTest::newRow("Hangul filler") << QByteArray("\u3164") << QByteArray("U+3164");
        QTest::newRow("tag character") << QByteArray("Ana\U000E0041") << QByteArray("U+E0041");
        QTest::newRow("noncharacter") << QByteArray("Ana\uFFFF") << QByteArray("U+FFFF");
    }

    void refusesInvisibleAndLayoutCharacters()
    {
        QFETCH(QByteArray, name);
        QFETCH(QByteArray, named);
        const std::string problem = ad::nameTextProblem(name.toStdString(), 200);
        QVERIFY2(problem.find(named.toStdString()) != std::string::npos, problem.c_str());
        // ...and so do the workshop's own edits.
        ad::Workshop w;
        const ad::WorkshopEdit added = ad::addParticipant(w, name.toStdString());
        QVERIFY(!added.ok);
        const std::string said = ad::write(added.message, ad::englishStyle());
        QVERIFY2(said.find(named.toStdString()) != std::string::npos, said.c_str());
        QVERIFY(w.participants.empty());
        QVERIFY(ad::addParticipant(w, "Ana").ok);
        QVERIFY(!ad::renameParticipant(w, w.participants.front().id, name.toStdString()).ok);
        QCOMPARE(w.participants.front().name, std::string("Ana"));
    }

    void takesEveryScriptAndEmoji()
    {
        for (const char *name : {"Ana", "Zoë", "Łukasz", "Мария", "أحمد", "יעל", "李娜", "😀 Ana",
                                 "❤\uFE0F Bo", "O'Brien-Smith"})
            QVERIFY2(ad::nameTextProblem(name, 200).empty(), name);
    }

    void refusesBrokenUtf8()
    {
        for (const char *bytes : {"\xC0\xAF", "\xED\xA0\x80", "\xF4\x90\x80\x80", "abc\xE2\x82", "\xFF"})
            QCOMPARE(ad::nameTextProblem(bytes, 200), std::string("is not valid UTF-8 text"));
    }

    void countsCharactersNotBytes()
    {
        const std::string emoji = repeated("\U0001F600", 60); // 240 bytes
        QVERIFY(ad::nameTextProblem(emoji, 60).empty());
        QCOMPARE(ad::nameTextProblem(emoji + "x", 60),
                 std::string("is 61 characters long; at most 60 are allowed"));
        ad::Workshop w;
        QVERIFY(ad::addParticipant(w, repeated("\u00E9", 200)).ok); // 400 bytes
        QVERIFY(!ad::addParticipant(w, repeated("\u00E9", 201)).ok);
    }

    void trimsUnicodeSpaces()
    {
        QCOMPARE(ad::trimmedName("\u00A0 Bob\u3000\u2003"), std::string("Bob"));
        QCOMPARE(ad::trimmedName("  Ana Lima \n"), std::string("Ana Lima"));
        QCOMPARE(ad::trimmedName("\u00A0"), std::string());
        ad::Workshop w;
        QVERIFY(ad::addParticipant(w, "Bob").ok);
        QVERIFY(!ad::addParticipant(w, "Bob\u00A0").ok); // the same name once trimmed
        QVERIFY(!ad::addParticipant(w, "\u2003").ok);     // no name at all
    }

    void looksAlikeMeansTheSameName_data()
    {
        QTest::addColumn<QByteArray>("first");
        QTest::addColumn<QByteArray>("second");
        QTest::newRow("case") << QByteArray("Alice") << QByteArray("alice");
        QTest::newRow("Cyrillic a") << QByteArray("Alice") << QByteArray("Alic\u0435");
        QTest::newRow("Cyrillic capital A") << QByteArray("Alice") << QByteArray("\u0410lice");
        QTest::newRow("Greek omicron") << QByteArray("Bob") << QByteArray("B\u03BF" "b");
        QTest::newRow("capital I for l") << QByteArray("Alice") << QByteArray("AIice");
        QTest::newRow("digit one for l") << QByteArray("Alice") << QByteArray("A1ice");
        QTest::newRow("zero for O") << QByteArray("Otto") << QByteArray("0tto");
        QTest::newRow("rn for m") << QByteArray("Sam") << QByteArray("Sarn");
        QTest::newRow("fullwidth") << QByteArray("Bo") << QByteArray("\uFF22\uFF4F");
        QTest::newRow("no-break space inside") << QByteArray("Ana Lima") << QByteArray("Ana\u00A0Lima");
        QTest::newRow("two spaces") << QByteArray("Ana Lima") << QByteArray("Ana  Lima");
    }

    void looksAlikeMeansTheSameName()
    {
        QFETCH(QByteArray, first);
        QFETCH(QByteArray, second);
        QCOMPARE(ad::lookalikeKey(first.toStdString()), ad::lookalikeKey(second.toStdString()));
        ad::Workshop w;
        QVERIFY(ad::addParticipant(w, first.toStdString()).ok);
        const ad::WorkshopEdit again = ad::addParticipant(w, second.toStdString());
        QVERIFY(!again.ok);
        const std::string said = ad::write(again.message, ad::englishStyle());
        QVERIFY2(said.find("looks the same as") != std::string::npos, said.c_str());
        QCOMPARE(w.participants.size(), std::size_t(1));
        // Renaming oneself to a look-alike of one's own name is fine.
        QVERIFY(ad::renameParticipant(w, w.participants.front().id, second.toStdString()).ok);
    }

    void differentNamesStayDifferent()
    {
        for (auto [a, b] : std::vector<std::pair<const char *, const char *>>{
                 {"Ana", "Anna"}, {"Bo", "Bob"}, {"Zoe", "Zoë"}, {"Мария", "Maria"}, {"Li", "Lu"}})
            QVERIFY2(ad::lookalikeKey(a) != ad::lookalikeKey(b), a);
    }

    void isolatesWhatItShows()
    {
        QCOMPARE(ad::isolated("Ana"), std::string("\u2068" "Ana" "\u2069"));
        QCOMPARE(ad::isolated(""), std::string("\u2068\u2069"));
    }

    void workshopFilesCannotBringSuchNames()
    {
        const std::string file = R"({"schema_version": 1, "participants": [
            {"id": "p1", "name": "Ana"}, {"id": "p2", "name": "\u202eecilA"}]})";
        const ad::WorkshopLoad load = ad::parseWorkshop(file, "w.json", nullptr);
        QVERIFY(!load.ok());
        bool named = false;
        for (const ad::Diagnostic &d : load.diagnostics)
            named = named || (d.pointer == "/participants/1/name"
                              && ad::write(d.message).find("U+202E") != std::string::npos);
        QVERIFY(named);
        // A ballot file's participant goes through the same check when it is added.
        ad::Workshop w;
        ad::BallotFile ballot;
        ballot.participant = {"guest-x", "Bob\u200B"};
        ballot.ballot.participantId = "guest-x";
        ballot.ballot.weights = {{"cost", 3}};
        ballot.ballot.timestamp = "2026-03-14T09:00:00Z";
        ballot.ballot.scenarioFingerprint = "fnv1a64:0000000000000000";
        ad::ImportOptions options;
        options.addUnknownParticipants = true;
        const ad::ImportResult result = ad::importBallot(w, ballot, options);
        QCOMPARE(int(result.outcome), int(ad::ImportOutcome::Invalid));
        QVERIFY(w.participants.empty());
    }
};

QTEST_GUILESS_MAIN(TestNameText)
#include "tst_name_text.moc"
