#pragma once
// The report's text as HTML for QTextDocument, section by section. Only the subset of HTML and
// CSS that QTextDocument understands is used; lengths are in CSS pixels, which the layout scales
// to the page's resolution. Charts are <img src="chart:N"> placeholders that the layout replaces
// with vector drawings (reportcharts.h).
#include "reportcharts.h"
#include "base/message.h"
#include "views/messagetext.h" // views::catalogText() for the catalog's names and notes

#include <QDate>
#include <QString>
#include <QStringList>

#include <string>
#include <vector>

QT_BEGIN_NAMESPACE
class QAbstractItemModel;
QT_END_NAMESPACE

namespace ad {
struct WorkshopDigest;
struct UncertaintyResult;
}

namespace report {

struct Context {
    const ad::Assessment &assessment;
    const ad::Catalog &catalog;
    ReportModels &models;
    std::string fingerprint;
    QString title;        // the scenario's name unless overridden
    QDate generated;
    QString preparedBy;   // may be empty
    double textWidthPx;   // width of the text column in CSS pixels
    const ad::WorkshopDigest *workshop = nullptr;  // a workshop with a revealed round, or nullptr
    const ad::UncertaintyResult *uncertainty = nullptr; // the samples behind page 1's "how firm"
};

QString tr(const char *text);
QString qs(const std::string &text);
QString esc(const QString &text);
QString esc(const std::string &text);
// A sentence of the core, written in the report's language and escaped.
QString esc(const ad::Text &text);
QString esc(const ad::Message &text);
QString longDate(const QDate &date);  // "21 November 2025", in the interface language
QString plural(int n, const char *one, const char *many);  // "1 engineer", "2 engineers"
// Instance names such as "trn3.48xlarge" may wrap after their dots in narrow table headers.
QString breakable(QString text);
// The note above a table whose option columns are headed by rank: eight full names side by side
// in narrow columns would wrap a letter or two per line. `names` are escaped, in rank order.
QString columnsByRankNote(const QStringList &names);
// Tables with a column per ranked option print at most eight: the six leading ranks and the
// trade's two sides (wherever they rank); narrower columns break figures a digit per line.
bool printsOptionColumn(const Context &ctx, const ad::MatrixRow &row);
// The line under such a table when some options were left out, or empty.
QString optionsLeftOutNote(int shown, int ranked);

// A table with a header row repeated on every page it spans. `numeric` marks right-aligned
// columns; `widths` (percent of the table, 0 = automatic) may be empty.
class HtmlTable
{
public:
    explicit HtmlTable(const QStringList &headers, std::vector<bool> numeric = {},
                       std::vector<int> widths = {});
    // Cells are HTML already; use esc() for plain text.
    void addRow(const QStringList &cells, bool emphasised = false);
    bool empty() const { return m_rows.isEmpty(); }
    QString html(const QString &cssClass = QStringLiteral("data")) const;

private:
    QStringList m_headers;
    std::vector<bool> m_numeric;
    std::vector<int> m_widths;
    QStringList m_rows;
};

// A model's rows as a table, reading Qt::DisplayRole, so the figures are exactly the GUI's.
// `widths` as for HtmlTable: percent of the table per column, or empty for automatic widths;
// `cssClass` "data", or "wide" for a table of many columns (a smaller type).
QString modelTable(const QAbstractItemModel &model, const std::vector<int> &columns,
                   int maxRows = -1, std::vector<int> widths = {},
                   const QString &cssClass = QStringLiteral("data"));
// Widths in percent for a table `textWidthPx` CSS pixels wide set in `pointSize` type, in which
// every column holds its longest word whole (headers bold, cells regular; names wrap at "_",
// "-", "." and "/", as views::breakableNames() lets them) and column `flexible` takes what is left.
// Empty (automatic widths) when even those minimums do not fit.
std::vector<int> wordFittingWidths(const QStringList &headers, const std::vector<QStringList> &rows,
                                   const std::vector<bool> &numeric, double pointSize,
                                   double textWidthPx, int flexible);
// A model's table in the smaller type of a wide table, its columns as wordFittingWidths() sets
// them, `flexible` an index into `columns`.
QString fittedModelTable(const QAbstractItemModel &model, const std::vector<int> &columns,
                         double textWidthPx, int flexible);
// Two columns, label and value; `labelWidth` in percent of the table.
QString keyValueTable(const std::vector<std::pair<QString, QString>> &rows, int labelWidth = 52);

QString chartPlaceholder(ChartKind kind, const QSizeF &sizePx);

QString labelOf(const ad::Assessment &assessment, const std::string &optionId);

// The sections, in reading order.
QString titlePageHtml(const Context &ctx);
QString summaryHtml(const Context &ctx);
QString inputsHtml(const Context &ctx);
QString resultsHtml(const Context &ctx);    // key figures and the four charts with their tables
QString servingHtml(const Context &ctx);    // the serving curves; empty without a latency target
QString decisionHtml(const Context &ctx);   // matrix, weights, knock-outs, sensitivity
QString workshopHtml(const Context &ctx);   // empty without a revealed workshop round
QString uncertaintyHtml(const Context &ctx); // spreads, tornado, thresholds; empty without samples
QString uncertaintyRangesHtml(const Context &ctx); // for the appendix: each range and its basis
QString risksHtml(const Context &ctx);
QString appendixHtml(const Context &ctx);   // formulas, figures used, sources, about

// One sentence on the workshop for the executive summary (HTML), empty without one.
QString workshopSummary(const Context &ctx);

QString reportStyleSheet();
// Every section, in order; each starts on a new page.
QStringList reportSections(const Context &ctx);

} // namespace report
