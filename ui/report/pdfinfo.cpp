#include "pdfinfo.h"

#include <QRegularExpression>

namespace ad::report {

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
        = QRegularExpression(QStringLiteral("/Root\\s+(\\d+\\s+\\d+\\s+R)")).match(trailer);
    const auto infoRef
        = QRegularExpression(QStringLiteral("/Info\\s+(\\d+)\\s+(\\d+)\\s+R")).match(trailer);
    const auto id = QRegularExpression(QStringLiteral("/ID\\s*\\[[^\\]]*\\]")).match(trailer);
    const auto prev = QRegularExpression(QStringLiteral("startxref\\s+(\\d+)")).match(tail);
    if (!size.hasMatch() || !root.hasMatch() || !prev.hasMatch()) return false;

    // Replace the existing information object when there is one, else add a new object.
    const int objectNumber
        = infoRef.hasMatch() ? infoRef.captured(1).toInt() : size.captured(1).toInt();
    const int generation = infoRef.hasMatch() ? infoRef.captured(2).toInt() : 0;
    const int newSize = std::max(size.captured(1).toInt(), objectNumber + 1);

    QByteArray update;
    if (!pdf.endsWith('\n')) update += '\n';
    const qsizetype objectOffset = pdf.size() + update.size();
    update += QByteArray::number(objectNumber) + ' ' + QByteArray::number(generation) + " obj\n<<";
    auto entry = [&update](const char *key, const QString &value) {
        if (!value.isEmpty()) update += QByteArray("\n/") + key + ' ' + textString(value);
    };
    entry("Title", info.title);
    entry("Author", info.author);
    entry("Subject", info.subject);
    entry("Creator", info.creator);
    entry("Producer", info.creator);
    if (info.created.isValid())
        update += "\n/CreationDate (D:" + info.created.toString(QStringLiteral("yyyyMMdd")).toLatin1() + ')';
    update += "\n>>\nendobj\n";
    const qsizetype xrefOffset = pdf.size() + update.size();
    // Cross-reference entries are exactly 20 bytes: 10-digit offset, 5-digit generation, "n", EOL.
    update += "xref\n" + QByteArray::number(objectNumber) + " 1\n"
        + QByteArray::number(objectOffset).rightJustified(10, '0') + ' '
        + QByteArray::number(generation).rightJustified(5, '0') + " n \n";
    update += "trailer\n<<\n/Size " + QByteArray::number(newSize) + "\n/Root "
        + root.captured(1).toLatin1() + "\n/Info " + QByteArray::number(objectNumber) + ' '
        + QByteArray::number(generation) + " R\n"
        + (id.hasMatch() ? id.captured(0).toLatin1() + '\n' : QByteArray()) + "/Prev "
        + prev.captured(1).toLatin1() + "\n>>\nstartxref\n" + QByteArray::number(xrefOffset)
        + "\n%%EOF\n";
    pdf += update;
    return true;
}

} // namespace ad::report
