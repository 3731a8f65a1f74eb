#include "pdfinfo.h"

#include <QRegularExpression>

#include <algorithm>
#include <map>

namespace report {

namespace {

// A PDF text string: UTF-16BE with a byte-order mark, written in hex so no escaping is needed.
QByteArray textString(const QString &text)
{
    QByteArray bytes("\xFE\xFF", 2);
    for (const QChar c : text) {
        bytes.append(char(c.unicode() >> 8));
        bytes.append(char(c.unicode() & 0xFF));
    }
    return '<' + bytes.toHex().toUpper() + '>';
}

QByteArray ref(int object) { return QByteArray::number(object) + " 0 R"; }

// What stands between "N 0 obj" and "endobj" in the newest version of object N, or nothing.
// QPdfWriter starts every object on a line of its own and compresses its content streams.
QByteArray objectBody(const QByteArray &pdf, int number)
{
    const QByteArray head = '\n' + QByteArray::number(number) + " 0 obj";
    const qsizetype at = pdf.lastIndexOf(head);
    if (at < 0) return {};
    const qsizetype start = at + head.size();
    const qsizetype end = pdf.indexOf("endobj", start);
    return end < 0 ? QByteArray() : pdf.mid(start, end - start).trimmed();
}

// The page objects in reading order, from the page tree's root (QPdfWriter keeps it flat).
std::vector<int> pageObjects(const QByteArray &pdf, const QByteArray &catalog)
{
    const auto pages = QRegularExpression(QStringLiteral("/Pages\\s+(\\d+)\\s+0\\s+R"))
                           .match(QString::fromLatin1(catalog));
    if (!pages.hasMatch()) return {};
    const QString tree = QString::fromLatin1(objectBody(pdf, pages.captured(1).toInt()));
    const auto kids = QRegularExpression(QStringLiteral("/Kids\\s*\\[([^\\]]*)\\]")).match(tree);
    std::vector<int> objects;
    static const QRegularExpression kid(QStringLiteral("(\\d+)\\s+0\\s+R"));
    for (auto it = kid.globalMatch(kids.captured(1)); it.hasNext();)
        objects.push_back(it.next().captured(1).toInt());
    return objects;
}

// An outline item: its object, its family and the entry it stands for.
struct Item {
    const PdfOutlineEntry *entry = nullptr;
    int object = 0, parent = 0, prev = 0, next = 0, first = 0, last = 0, children = 0;
};

// The outline as objects numbered from `firstObject` (the outline's root), each with its
// dictionary. A heading below a section is its child; one before any section is a section.
std::map<int, QByteArray> outlineObjects(const std::vector<PdfOutlineEntry> &entries,
                                         const std::vector<int> &pages, double pageHeightPt,
                                         int firstObject)
{
    const int root = firstObject;
    std::vector<Item> items;
    items.reserve(entries.size());
    std::map<int, std::size_t> lastChildOf;  // parent object -> its newest child
    int rootFirst = 0, rootLast = 0, sections = 0;
    for (const PdfOutlineEntry &entry : entries) {
        Item item;
        item.entry = &entry;
        item.object = firstObject + 1 + int(items.size());
        const bool nested = entry.level > 0 && rootLast != 0;
        item.parent = nested ? rootLast : root;
        const auto sibling = lastChildOf.find(item.parent);
        if (sibling != lastChildOf.end()) {
            item.prev = items[sibling->second].object;
            items[sibling->second].next = item.object;
        }
        lastChildOf[item.parent] = items.size();
        if (nested) {
            Item &section = *std::find_if(items.begin(), items.end(),
                                          [&](const Item &i) { return i.object == rootLast; });
            if (section.first == 0) section.first = item.object;
            section.last = item.object;
            ++section.children;
        } else {
            if (rootFirst == 0) rootFirst = item.object;
            rootLast = item.object;
            ++sections;
        }
        items.push_back(item);
    }

    std::map<int, QByteArray> objects;
    objects[root] = "<<\n/Type /Outlines\n/First " + ref(rootFirst) + "\n/Last " + ref(rootLast)
        + "\n/Count " + QByteArray::number(sections) + "\n>>";
    for (const Item &item : items) {
        const PdfOutlineEntry &e = *item.entry;
        QByteArray d = "<<\n/Title " + textString(e.title) + "\n/Parent " + ref(item.parent);
        if (item.prev) d += "\n/Prev " + ref(item.prev);
        if (item.next) d += "\n/Next " + ref(item.next);
        // Sections open closed (a negative count): the reader sees the report's chapters first.
        if (item.first)
            d += "\n/First " + ref(item.first) + "\n/Last " + ref(item.last) + "\n/Count -"
                + QByteArray::number(item.children);
        d += "\n/Dest [" + ref(pages[std::size_t(e.page)]) + " /XYZ 0 "
            + QByteArray::number(std::max(0.0, pageHeightPt - e.topPt), 'f', 2) + " null]\n>>";
        objects[item.object] = d;
    }
    return objects;
}

} // namespace

bool appendPdfInfo(QByteArray &pdf, const PdfInfo &info)
{
    // The last trailer names the root, the information dictionary and the object count.
    const qsizetype trailerAt = pdf.lastIndexOf("trailer");
    const qsizetype startxrefAt = pdf.lastIndexOf("startxref");
    if (trailerAt < 0 || startxrefAt < trailerAt) return false;
    const QString trailer = QString::fromLatin1(pdf.mid(trailerAt, startxrefAt - trailerAt));
    const QString tail = QString::fromLatin1(pdf.mid(startxrefAt));
    const auto size = QRegularExpression(QStringLiteral("/Size\\s+(\\d+)")).match(trailer);
    const auto root
        = QRegularExpression(QStringLiteral("/Root\\s+((\\d+)\\s+0\\s+R)")).match(trailer);
    const auto infoRef
        = QRegularExpression(QStringLiteral("/Info\\s+(\\d+)\\s+(\\d+)\\s+R")).match(trailer);
    const auto id = QRegularExpression(QStringLiteral("/ID\\s*\\[[^\\]]*\\]")).match(trailer);
    const auto prev = QRegularExpression(QStringLiteral("startxref\\s+(\\d+)")).match(tail);
    if (!size.hasMatch() || !root.hasMatch() || !prev.hasMatch()) return false;

    // Replace the existing information object when there is one, else add a new object.
    const int infoObject
        = infoRef.hasMatch() ? infoRef.captured(1).toInt() : size.captured(1).toInt();
    const int generation = infoRef.hasMatch() ? infoRef.captured(2).toInt() : 0;
    int nextObject = std::max(size.captured(1).toInt(), infoObject + 1);

    std::map<int, QByteArray> objects;  // number -> dictionary, all of generation 0 but the info
    QByteArray infoDict = "<<";
    auto entry = [&infoDict](const char *key, const QString &value) {
        if (!value.isEmpty()) infoDict += QByteArray("\n/") + key + ' ' + textString(value);
    };
    entry("Title", info.title);
    entry("Author", info.author);
    entry("Subject", info.subject);
    entry("Creator", info.creator);
    entry("Producer", info.creator);
    if (info.created.isValid())
        infoDict += "\n/CreationDate (D:"
            + info.created.toString(QStringLiteral("yyyyMMdd")).toLatin1() + ')';
    infoDict += "\n>>";

    if (!info.outline.empty()) {
        const int rootObject = root.captured(2).toInt();
        const QByteArray catalog = objectBody(pdf, rootObject);
        if (!catalog.startsWith("<<") || !catalog.endsWith(">>")) return false;
        const std::vector<int> pages = pageObjects(pdf, catalog);
        for (const PdfOutlineEntry &e : info.outline)
            if (e.page < 0 || std::size_t(e.page) >= pages.size()) return false;
        const int outlineRoot = nextObject;
        std::map<int, QByteArray> outline
            = outlineObjects(info.outline, pages, info.pageHeightPt, outlineRoot);
        nextObject = outline.rbegin()->first + 1;
        objects.merge(outline);
        // The catalog again, now pointing at the outline and asking readers to show it.
        QString body = QString::fromLatin1(catalog.mid(2, catalog.size() - 4));
        body.remove(QRegularExpression(QStringLiteral("/Outlines\\s+\\d+\\s+\\d+\\s+R")));
        body.remove(QRegularExpression(QStringLiteral("/PageMode\\s*/[A-Za-z]+")));
        objects[rootObject] = "<<\n" + body.trimmed().toLatin1() + "\n/Outlines " + ref(outlineRoot) + "\n/PageMode /UseOutlines\n>>";
    }

    QByteArray update;
    if (!pdf.endsWith('\n')) update += '\n';
    std::map<int, std::pair<qsizetype, int>> offsets;  // number -> offset, generation
    auto write = [&](int number, int gen, const QByteArray &dictionary) {
        offsets[number] = {pdf.size() + update.size(), gen};
        update += QByteArray::number(number) + ' ' + QByteArray::number(gen) + " obj\n"
            + dictionary + "\nendobj\n";
    };
    write(infoObject, generation, infoDict);
    for (const auto &[number, dictionary] : objects) write(number, 0, dictionary);

    // One subsection per object. Cross-reference entries are exactly 20 bytes: 10-digit offset,
    // 5-digit generation, "n", EOL.
    const qsizetype xrefOffset = pdf.size() + update.size();
    update += "xref\n";
    for (const auto &[number, place] : offsets)
        update += QByteArray::number(number) + " 1\n"
            + QByteArray::number(place.first).rightJustified(10, '0') + ' '
            + QByteArray::number(place.second).rightJustified(5, '0') + " n \n";
    update += "trailer\n<<\n/Size " + QByteArray::number(nextObject) + "\n/Root "
        + root.captured(1).toLatin1() + "\n/Info " + QByteArray::number(infoObject) + ' '
        + QByteArray::number(generation) + " R\n"
        + (id.hasMatch() ? id.captured(0).toLatin1() + '\n' : QByteArray()) + "/Prev "
        + prev.captured(1).toLatin1() + "\n>>\nstartxref\n" + QByteArray::number(xrefOffset)
        + "\n%%EOF\n";
    pdf += update;
    return true;
}

} // namespace report
