#pragma once
// The rule the German tests read text by: a sentence is English when enough of its words are
// English words that German does not share. One list for every test that looks for English in
// the German interface (tst_gui_german, tst_gui_measurements, the workshop's files).
#include <QRegularExpression>
#include <QSet>
#include <QString>
#include <QStringList>

namespace englishtext {

// Words that mark a text as English: common English words that are not also German words (so no
// "die", "was", "will", "also", "so", "an", "in", "Limit"), nor terms German practitioners use as
// they are (Token, Batch, Training, Option, Chip(s), Team, Matrix, Workshop, Import, Status,
// Details).
inline const QSet<QString> &englishWords()
{
    static const QSet<QString> words = [] {
        const char *const list[] = {
            "the", "and", "of", "is", "are", "were", "be", "been", "being", "to", "for", "with",
            "on", "at", "by", "from", "this", "that", "these", "those", "than", "then", "there",
            "their", "they", "them", "it", "its", "as", "or", "if", "not", "each", "every", "only",
            "more", "less", "most", "least", "what", "where", "when", "which", "who", "why", "how",
            "would", "could", "should", "can", "cannot", "does", "do", "did", "has", "have", "had",
            "into", "over", "under", "after", "before", "between", "within", "without", "about",
            "above", "below", "against", "again", "any", "both", "same", "other", "another", "some",
            "such", "own", "one", "two", "three", "first", "last", "next", "yet", "still", "just",
            "already", "here", "but", "because", "while", "until", "up", "out", "down", "off",
            "once", "ever", "never", "always", "often", "cost", "costs", "cheaper", "cheapest",
            "dearer", "price", "prices", "priced", "run", "runs", "week", "weeks", "day", "days",
            "year", "years", "month", "months", "hour", "hours", "saving", "savings", "serving",
            "served", "tokens", "weight", "weights", "score", "scores", "scored", "criterion",
            "criteria", "winner", "runner-up", "break-even", "porting", "port", "ported", "upkeep",
            "horizon", "knocked", "knock-out", "knock-outs", "ranges", "low", "high", "likely",
            "cases", "share", "spread", "round", "rounds", "ballot", "ballots", "participant",
            "participants", "facilitator", "reveal", "revealed", "lead", "leads", "leader",
            "flip", "flips", "firm", "answer", "figure", "figures", "source", "sources",
            "measurement", "measurements", "throughput", "estimate", "estimated", "vendor",
            "claim", "claims", "warning", "warnings", "file", "files", "folder", "save", "saved",
            "cancel", "discard", "recover", "quit", "help", "view", "edit", "copy", "show",
            "hide", "add", "remove", "choose", "select", "click", "type", "unknown", "none",
            "nothing", "everything", "everyone", "yes", "pays", "paid", "back", "take", "takes",
            "taken", "need", "needs", "needed", "make", "makes", "made", "keep", "keeps", "give",
            "gives", "change", "changes", "changed", "moves", "move", "stays", "stay", "wins",
            "win", "loses", "goes", "comes", "used", "uses", "use", "using", "read", "write",
            "written", "shown", "shows", "held", "hold", "holds", "apply", "applied",
            "offers", "offer", "per", "engineers", "engineer", "team's", "model's", "option's",
            // The words a problem with a value is told in ("zero", "number", "value" and "unit"
            // are not markers: German text names ZeRO, JSON's types and the keys value and unit
            // as they are).
            "must", "got", "greater", "large", "check", "second", "applies",
        };
        QSet<QString> out;
        for (const char *w : list) out.insert(QString::fromLatin1(w));
        return out;
    }();
    return words;
}

inline QStringList lettersOnly(const QString &text)
{
    static const QRegularExpression word(QStringLiteral("[A-Za-zÄÖÜäöüß][A-Za-zÄÖÜäöüß'-]*"));
    QStringList out;
    for (auto it = word.globalMatch(text); it.hasNext();) out << it.next().captured().toLower();
    return out;
}

// Code, file names and options are no language: "tokens_per_s", "vms.csv", "saved|current".
inline QString withoutCode(QString text)
{
    static const QRegularExpression code(
        QStringLiteral("\\S*[A-Za-z0-9][_./|][A-Za-z0-9]\\S*|--\\S+|\\S+\\(\\)"));
    return text.remove(code);
}

// A sentence is English when two or more of its words, and a quarter of them at least, are
// English markers, or when it is one to three words that all are ("Cancel", "Save As").
inline bool sentenceLooksEnglish(const QString &sentence)
{
    const QStringList words = lettersOnly(sentence);
    int english = 0;
    for (const QString &w : words) english += englishWords().contains(w) ? 1 : 0;
    if (english >= 2 && english * 4 >= words.size()) return true;
    return !words.isEmpty() && words.size() <= 3 && english == words.size();
}

// A text is English when one of its sentences is; code in it is not read.
inline bool looksEnglish(const QString &text)
{
    static const QRegularExpression end(QStringLiteral("(?<=[.!?;:])\\s+"));
    for (const QString &sentence : withoutCode(text).split(end))
        if (sentenceLooksEnglish(sentence)) return true;
    return false;
}

} // namespace englishtext
