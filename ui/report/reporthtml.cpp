// Shared pieces of the report's HTML: escaping, tables, the style sheet and the section order.
#include "reporthtml.h"

#include "views/messagetext.h"
#include "views/namebreaks.h"
#include "views/viewformat.h"

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QImage>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace report {

// The context lupdate gives a tr() call is the namespace around it: "report" for most of the
// report, "report::workshop" for the workshop section, which shares this helper.
QString tr(const char *text)
{
    const QString translated = QCoreApplication::translate("report", text);
    if (translated != QLatin1String(text)) return translated;
    return QCoreApplication::translate("report::workshop", text);
}
QString qs(const std::string &text) { return QString::fromStdString(text); }
QString esc(const QString &text) { return text.toHtmlEscaped(); }
QString esc(const std::string &text) { return qs(text).toHtmlEscaped(); }
QString esc(const ad::Text &text) { return views::text(text).toHtmlEscaped(); }
QString esc(const ad::Message &text) { return views::text(text).toHtmlEscaped(); }

QString longDate(const QDate &date) { return views::longDate(date); }

// The nouns the report passes to plural(), named here so that lupdate collects them: it cannot
// see through the call.
[[maybe_unused]] const char *const pluralNouns[] = {
    QT_TRANSLATE_NOOP("report", "option"),      QT_TRANSLATE_NOOP("report", "options"),
    QT_TRANSLATE_NOOP("report", "provider"),    QT_TRANSLATE_NOOP("report", "providers"),
    QT_TRANSLATE_NOOP("report", "engineer"),    QT_TRANSLATE_NOOP("report", "engineers"),
    QT_TRANSLATE_NOOP("report", "participant"), QT_TRANSLATE_NOOP("report", "participants"),
    QT_TRANSLATE_NOOP("report", "ballot"),      QT_TRANSLATE_NOOP("report", "ballots"),
    QT_TRANSLATE_NOOP("report", "person"),      QT_TRANSLATE_NOOP("report", "people"),
    QT_TRANSLATE_NOOP("report", "revealed round"),
    QT_TRANSLATE_NOOP("report", "revealed rounds"),
    QT_TRANSLATE_NOOP("report", "CUDA-only component"),
    QT_TRANSLATE_NOOP("report", "CUDA-only components"),
};

QString plural(int n, const char *one, const char *many)
{
    return QStringLiteral("%1 %2").arg(n).arg(n == 1 ? tr(one) : tr(many));
}

QString breakable(QString text)
{
    static const QRegularExpression dot(QStringLiteral("(?<=[a-z0-9])\\.(?=[0-9a-z])"));
    return text.replace(dot, QStringLiteral(".\u200B"));
}

QString columnsByRankNote(const QStringList &names)
{
    return QStringLiteral("<p class=\"note\">%1</p>")
        .arg(tr("Columns by rank: %1.").arg(names.join(QStringLiteral("; "))));
}

bool printsOptionColumn(const Context &ctx, const ad::MatrixRow &row)
{
    const ad::Trade &trade = ctx.assessment.trade;
    return row.rank <= 6 || row.optionId == trade.neuronId || row.optionId == trade.gpuId;
}

QString optionsLeftOutNote(int shown, int ranked)
{
    if (shown >= ranked) return {};
    return QStringLiteral("<p>%1</p>")
        .arg(tr("%1 of the %2 ranked options are shown: the leading ranks and the two sides of "
                "the trade. The others are in the application's Decision tab and in "
                "acceldecide-cli evaluate --format csv.")
                 .arg(shown)
                 .arg(ranked));
}

HtmlTable::HtmlTable(const QStringList &headers, std::vector<bool> numeric, std::vector<int> widths)
    : m_headers(headers), m_numeric(std::move(numeric)), m_widths(std::move(widths))
{
}

void HtmlTable::addRow(const QStringList &cells, bool emphasised)
{
    QString row = emphasised ? QStringLiteral("<tr class=\"em\">") : QStringLiteral("<tr>");
    for (int i = 0; i < cells.size(); ++i) {
        const bool right = std::size_t(i) < m_numeric.size() && m_numeric[std::size_t(i)];
        // A name in a text column wraps at its separators, not inside a word (issue: Figure 1's
        // table split "gpu_8x_b200_sxm6" as "gpu_8x_b200_s / xm6").
        const QString cell = right ? cells[i] : views::breakableNames(cells[i]);
        const QString text = emphasised ? QStringLiteral("<b>%1</b>").arg(cell) : cell;
        row += right ? QStringLiteral("<td align=\"right\">%1</td>").arg(text)
                     : QStringLiteral("<td>%1</td>").arg(text);
    }
    m_rows << row + QStringLiteral("</tr>");
}

QString HtmlTable::html(const QString &cssClass) const
{
    QString out = QStringLiteral("<table class=\"%1\" width=\"100%\" cellspacing=\"0\" "
                                 "cellpadding=\"3\"><thead><tr>").arg(cssClass);
    for (int i = 0; i < m_headers.size(); ++i) {
        const bool right = std::size_t(i) < m_numeric.size() && m_numeric[std::size_t(i)];
        const int width = std::size_t(i) < m_widths.size() ? m_widths[std::size_t(i)] : 0;
        out += QStringLiteral("<th%1%2>%3</th>")
                   .arg(right ? QStringLiteral(" align=\"right\"") : QString(),
                        width > 0 ? QStringLiteral(" width=\"%1%\"").arg(width) : QString(),
                        m_headers[i]);
    }
    out += QStringLiteral("</tr></thead>") + m_rows.join(QString()) + QStringLiteral("</table>");
    return out;
}

QString modelTable(const QAbstractItemModel &model, const std::vector<int> &columns, int maxRows,
                   std::vector<int> widths, const QString &cssClass)
{
    QStringList headers;
    std::vector<bool> numeric;
    for (int c : columns) {
        headers << esc(model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString());
        // The first row's alignment decides, as in the GUI's table views.
        const QVariant align = model.rowCount() > 0
            ? model.data(model.index(0, c), Qt::TextAlignmentRole) : QVariant();
        numeric.push_back(align.isValid() && (align.toInt() & Qt::AlignRight));
    }
    HtmlTable table(headers, numeric, std::move(widths));
    const int rows = maxRows < 0 ? model.rowCount() : std::min(maxRows, model.rowCount());
    for (int r = 0; r < rows; ++r) {
        QStringList cells;
        bool bold = false;
        for (int c : columns) {
            const QModelIndex index = model.index(r, c);
            cells << esc(model.data(index, Qt::DisplayRole).toString());
            const QVariant font = model.data(index, Qt::FontRole);
            bold = bold || (font.isValid() && font.value<QFont>().bold());
        }
        table.addRow(cells, bold);
    }
    return table.html(cssClass);
}

namespace {

// The pieces of `text` that a narrow column cannot break: split at spaces, and either where a
// name may wrap (`names`: the break points views::breakableNames() puts into a table cell) or,
// in a header, after a hyphen.
QStringList unbreakable(const QString &text, bool names)
{
    const QString marked = names ? views::breakableNames(text) : text;
    QStringList pieces;
    QString piece;
    for (const QChar c : marked) {
        const bool space = c == QLatin1Char(' ') || c == QLatin1Char('\n') || c == QChar(0x200B);
        if (!space) piece += c;
        if ((space || (!names && c == QLatin1Char('-'))) && !piece.isEmpty()) {
            pieces << piece;
            piece.clear();
        }
    }
    if (!piece.isEmpty()) pieces << piece;
    return pieces;
}

} // namespace

std::vector<int> wordFittingWidths(const QStringList &headers, const std::vector<QStringList> &rows,
                                   const std::vector<bool> &numeric, double pointSize,
                                   double textWidthPx, int flexible)
{
    // Measured at the CSS pixel's 96 dpi, whatever the screen's, as the layout scales them.
    static const QImage ruler = [] {
        QImage image(1, 1, QImage::Format_RGB32);
        image.setDotsPerMeterX(3780);
        image.setDotsPerMeterY(3780);
        return image;
    }();
    QFont regular(QStringLiteral("DejaVu Sans"));
    regular.setPointSizeF(pointSize);
    QFont bold = regular;
    bold.setBold(true);
    const QFontMetricsF regularMetrics(regular, &ruler), boldMetrics(bold, &ruler);
    constexpr double padding = 2 * 3 + 1; // cellpadding on both sides, and a pixel to spare
    auto percent = [&](double px) { return int(std::ceil((px + padding) / textWidthPx * 100.0)); };
    auto widest = [](const QStringList &words, const QFontMetricsF &metrics) {
        double most = 0;
        for (const QString &word : words) most = std::max(most, metrics.horizontalAdvance(word));
        return most;
    };
    const auto columns = std::size_t(headers.size());
    if (flexible < 0 || std::size_t(flexible) >= columns || !(textWidthPx > 0)) return {};
    // Each column's least width (its longest piece that cannot wrap) and the width it reads
    // best at: header words whole ("USD/chip-h") and a figure with its unit on one line.
    std::vector<int> least(columns), best(columns);
    for (std::size_t c = 0; c < columns; ++c) {
        const bool figures = c < numeric.size() && numeric[c];
        double low = widest(unbreakable(headers[qsizetype(c)], false), boldMetrics);
        double high = widest(headers[qsizetype(c)].split(QLatin1Char(' '), Qt::SkipEmptyParts), boldMetrics);
        for (const QStringList &row : rows) {
            if (qsizetype(c) >= row.size()) continue;
            const QString &cell = row[qsizetype(c)];
            low = std::max(low, widest(unbreakable(cell, !figures), regularMetrics));
            high = std::max(high, figures ? regularMetrics.horizontalAdvance(cell)
                                          : widest(unbreakable(cell, false), regularMetrics));
        }
        least[c] = percent(low);
        best[c] = std::max(least[c], percent(high));
    }
    int leastSum = 0, bestSum = 0;
    for (std::size_t c = 0; c < columns; ++c)
        if (c != std::size_t(flexible)) {
            leastSum += least[c];
            bestSum += best[c];
        }
    const int room = 100 - least[std::size_t(flexible)];
    if (leastSum > room) return {};
    // The best widths when they fit; else each column between its least and best alike.
    const double share = bestSum <= room || bestSum == leastSum
        ? 1.0 : double(room - leastSum) / double(bestSum - leastSum);
    std::vector<int> widths(columns);
    int used = 0;
    for (std::size_t c = 0; c < columns; ++c) {
        if (c == std::size_t(flexible)) continue;
        widths[c] = least[c] + int(std::floor(share * (best[c] - least[c])));
        used += widths[c];
    }
    widths[std::size_t(flexible)] = 100 - used;
    return widths;
}

QString fittedModelTable(const QAbstractItemModel &model, const std::vector<int> &columns,
                         double textWidthPx, int flexible)
{
    QStringList headers;
    std::vector<bool> numeric;
    std::vector<QStringList> rows(std::size_t(model.rowCount()));
    for (int c : columns) {
        headers << model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
        const QVariant align = model.rowCount() > 0
            ? model.data(model.index(0, c), Qt::TextAlignmentRole) : QVariant();
        numeric.push_back(align.isValid() && (align.toInt() & Qt::AlignRight));
        for (int r = 0; r < model.rowCount(); ++r)
            rows[std::size_t(r)] << model.data(model.index(r, c), Qt::DisplayRole).toString();
    }
    // The smaller type of a "wide" table (reportStyleSheet()).
    return modelTable(model, columns, -1,
                      wordFittingWidths(headers, rows, numeric, 7.5, textWidthPx, flexible),
                      QStringLiteral("wide"));
}

QString keyValueTable(const std::vector<std::pair<QString, QString>> &rows, int labelWidth)
{
    QString out = QStringLiteral("<table class=\"kv\" width=\"100%\" cellspacing=\"0\" "
                                 "cellpadding=\"3\">");
    for (const auto &[label, value] : rows)
        out += QStringLiteral("<tr><td width=\"%1%\" class=\"label\">%2</td><td>%3</td></tr>")
                   .arg(labelWidth)
                   .arg(esc(label), esc(value));
    return out + QStringLiteral("</table>");
}

QString chartPlaceholder(ChartKind kind, const QSizeF &size)
{
    return QStringLiteral("<p class=\"chart\"><img src=\"chart:%1\" width=\"%2\" height=\"%3\" />"
                          "</p>")
        .arg(int(kind))
        .arg(size.width(), 0, 'f', 1)
        .arg(size.height(), 0, 'f', 1);
}

QString labelOf(const ad::Assessment &a, const std::string &id)
{
    const ad::OptionAssessment *o = a.option(id);
    return o && !o->label.empty() ? qs(o->label) : qs(id);
}

QString reportStyleSheet()
{
    // Sizes in points for type, CSS pixels for spacing; a restrained palette that survives
    // black-and-white printing: dark blue headings, grey rules, a pale header band. Tables do
    // not collapse their borders: with cellspacing 0 and only bottom rules they look the same,
    // and Qt 6.4 compares every cell's edges with its neighbours' to collapse them, which was a
    // third of the report's instructions (callgrind, 2026-11-27).
    return QStringLiteral(
        "body { font-family: 'DejaVu Sans'; font-size: 9pt; color: #1f2328; }"
        "h1 { font-size: 20pt; color: #0b3954; margin-top: 0px; margin-bottom: 8px; }"
        "h2 { font-size: 14pt; color: #0b3954; margin-top: 0px; margin-bottom: 8px; }"
        "h3 { font-size: 10.5pt; color: #0b3954; margin-top: 14px; margin-bottom: 5px; }"
        "p { margin-top: 0px; margin-bottom: 6px; }"
        "li { margin-bottom: 3px; }"
        "ul, ol { margin-top: 0px; margin-bottom: 6px; }"
        "table.data { font-size: 8pt; margin-bottom: 8px; }"
        // A table of nine columns: a point smaller, so that its longest German header words
        // ("Trainingslauf", "Amortisation") fit their columns whole.
        "table.wide { font-size: 7.5pt; margin-bottom: 8px; }"
        "table.data th, table.wide th { background-color: #e3eaf1; color: #0b3954; "
        "  font-weight: bold; border-bottom: 1px solid #7b8fa3; }"
        "table.data td, table.wide td { border-bottom: 1px solid #d4dbe2; }"
        "table.kv { font-size: 8.5pt; margin-bottom: 8px; }"
        "table.kv td { border-bottom: 1px solid #e1e6eb; }"
        "td.label { color: #4a5560; }"
        "p.note { font-size: 8pt; color: #4a5560; }"
        "p.chart { margin-top: 4px; margin-bottom: 6px; }"
        "p.kicker { font-size: 10pt; color: #4a5560; margin-bottom: 2px; }"
        "p.lead { font-size: 11pt; }"
        "span.url { font-family: 'DejaVu Sans Condensed'; font-size: 7.5pt; color: #4a5560; }"
        "table.verdict { margin-top: 18px; margin-bottom: 4px; }"
        "table.verdict td { background-color: #eaf1f7; }"
        "p.verdictlabel { font-size: 10pt; font-weight: bold; color: #0b3954; "
        "  margin-bottom: 4px; }"
        "p.verdict { font-size: 12.5pt; margin-bottom: 0px; }"
        "table.sources { margin-bottom: 8px; }"
        "td.col { padding-right: 10px; }");
}

QStringList reportSections(const Context &ctx)
{
    QStringList sections;
    // The workshop follows the matrix whose weights it discusses; without one it is left out.
    for (const QString &body : {titlePageHtml(ctx), summaryHtml(ctx), inputsHtml(ctx),
                                resultsHtml(ctx), servingHtml(ctx),
                                decisionHtml(ctx), uncertaintyHtml(ctx),
                                workshopHtml(ctx), risksHtml(ctx), appendixHtml(ctx)})
        if (!body.isEmpty())
            sections << QStringLiteral("<html><body>") + body + QStringLiteral("</body></html>");
    return sections;
}

} // namespace report
