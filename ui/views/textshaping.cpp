#include "textshaping.h"

#include <QAbstractItemView>
#include <QFontMetrics>
#include <QHeaderView>
#include <QTableView>

#include <algorithm>

namespace textshaping {

namespace {

// Characters drawn one glyph each with nothing to join, reorder or position: the Latin blocks
// (without the combining marks), Greek, Cyrillic (without its combining marks), spaces and
// punctuation (invisible ones such as the zero-width space are dropped either way), currency
// signs, letterlike symbols, number forms, arrows, mathematical operators, box drawing, geometric
// shapes and dingbats. Anything else, including every character outside the Basic Multilingual
// Plane (surrogates), keeps full shaping.
bool plain(char16_t u)
{
    if (u < 0x0300) return true;
    return (u >= 0x0370 && u <= 0x0482) || (u >= 0x048A && u <= 0x04FF)
           || (u >= 0x1E00 && u <= 0x1EFF) || (u >= 0x2000 && u <= 0x20CF)
           || (u >= 0x2100 && u <= 0x22FF) || (u >= 0x2500 && u <= 0x27BF);
}

} // namespace

bool readsUnshaped(QStringView text)
{
    for (QChar c : text)
        if (!plain(c.unicode())) return false;
    return true;
}

bool htmlReadsUnshaped(QStringView html)
{
    bool inTag = false;
    for (qsizetype i = 0; i < html.size(); ++i) {
        const char16_t u = html[i].unicode();
        if (inTag) {
            inTag = u != u'>';
            continue;
        }
        if (u == u'<') {
            inTag = true;
        } else if (u == u'&' && i + 2 < html.size() && html[i + 1] == u'#') {
            // A named reference (&amp;, &lt;) stands for ASCII; a numeric one is decoded.
            const bool hex = html[i + 2] == u'x' || html[i + 2] == u'X';
            const qsizetype start = i + (hex ? 3 : 2);
            const qsizetype end = html.indexOf(u';', start);
            if (end < 0) return false;
            bool ok = false;
            const uint code = html.mid(start, end - start).toUInt(&ok, hex ? 16 : 10);
            if (!ok || code > 0xFFFF || !plain(char16_t(code))) return false;
            i = end;
        } else if (!plain(u)) {
            return false;
        }
    }
    return true;
}

QFont unshapedIf(QFont font, bool unshaped)
{
    const int strategy = font.styleStrategy();
    const int wanted = unshaped ? strategy | QFont::PreferNoShaping
                                : strategy & ~QFont::PreferNoShaping;
    if (wanted != strategy) font.setStyleStrategy(QFont::StyleStrategy(wanted));
    return font;
}

QFont fontFor(const QFont &font, QStringView text)
{
    return unshapedIf(font, readsUnshaped(text));
}

bool sameLook(const QFont &a, const QFont &b)
{
    return unshapedIf(a, false) == unshapedIf(b, false);
}

std::vector<int> columnTextWidths(const QTableView *table)
{
    const QAbstractItemModel *model = table->model();
    std::vector<int> widths;
    if (!model) return widths;
    widths.reserve(std::size_t(model->columnCount()) + 1);
    widths.push_back(model->rowCount());
    // Measured as drawn (unshaped where it reads the same), which also spares shaping every
    // figure again after every edit.
    const QFontMetrics header(table->horizontalHeader()->font());
    const QFontMetrics shaped(unshapedIf(table->font(), false));
    const QFontMetrics unshaped(unshapedIf(table->font(), true));
    for (int c = 0; c < model->columnCount(); ++c) {
        int widest = header.horizontalAdvance(model->headerData(c, Qt::Horizontal).toString());
        for (int r = 0; r < model->rowCount(); ++r) {
            const QModelIndex index = model->index(r, c);
            const QVariant font = index.data(Qt::FontRole);
            const QString text = index.data().toString();
            const int width =
                font.isValid() ? QFontMetrics(fontFor(font.value<QFont>(), text)).horizontalAdvance(text)
                               : (readsUnshaped(text) ? unshaped : shaped).horizontalAdvance(text);
            widest = std::max(widest, width);
        }
        widths.push_back(widest);
    }
    return widths;
}

void fitHeader(QHeaderView *header)
{
    const QAbstractItemModel *model = header->model();
    if (!model) return;
    const Qt::Orientation orientation = header->orientation();
    const int count = orientation == Qt::Horizontal ? model->columnCount() : model->rowCount();
    QString titles;
    for (int section = 0; section < count; ++section)
        titles += model->headerData(section, orientation, Qt::DisplayRole).toString();
    const QFont wanted = unshapedIf(header->font(), readsUnshaped(titles));
    if (wanted != header->font()) header->setFont(wanted);
}

void install(QAbstractItemView *view)
{
    view->setItemDelegate(new UnshapedTextDelegate(view));
    // A table's column titles: measured again after every reset of its model, to size the
    // header, and drawn with the header's own font.
    auto *table = qobject_cast<QTableView *>(view);
    QAbstractItemModel *model = view->model();
    if (!table || !model) return;
    QHeaderView *header = table->horizontalHeader();
    auto fit = [header] { fitHeader(header); };
    QObject::connect(model, &QAbstractItemModel::modelReset, header, fit);
    QObject::connect(model, &QAbstractItemModel::headerDataChanged, header, fit);
    QObject::connect(model, &QAbstractItemModel::columnsInserted, header, fit);
    QObject::connect(model, &QAbstractItemModel::layoutChanged, header, fit);
    fit();
}

} // namespace textshaping

void UnshapedTextDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    option->font = textshaping::fontFor(option->font, option->text);
}
