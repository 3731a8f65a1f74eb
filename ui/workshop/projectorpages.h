#pragma once
// What the projector shows, page by page, as plain text and numbers (painting is in
// projectorview.cpp). Before the reveal there is one page, the round's status, with no value on
// it; after the reveal: aggregated weights, disagreement, ranking agreement and, from round 2,
// what moved.
#include "workshopresults.h"

#include <QString>
#include <QStringList>

#include <array>
#include <optional>
#include <vector>

namespace projector {

struct Row {
    QString label;
    QString value;                  // large, right of the bar
    QString detail;                 // smaller, after the value
    std::optional<double> bar;      // 0..5 on the weight scale
    std::optional<std::array<int, 5>> votes; // how many ballots gave 1..5 (disagreement)
};

struct Page {
    enum Kind { Status, Weights, Disagreement, Ranking, Moves };
    Kind kind = Status;
    QString title;
    QString subtitle;
    QString headline;     // one large statement (status, Kendall's W)
    QStringList lines;    // large lines under the headline
    std::vector<Row> rows;
    // Status page: one dot per participant, filled for each ballot in (no names, no values).
    std::optional<std::pair<int, int>> ballotsIn; // (in, of)
    QString footnote;     // small, at the bottom of the content
    // Status page while devices can vote (a web session runs): its link, shown with a QR code.
    QString joinLink;
    // Everything on the page as text, for tests and accessibility.
    QString text() const;
};

// At most this many criteria on the disagreement page: one thing at a time.
inline constexpr int contestedRows = 6;

std::vector<Page> pages(const ad::Workshop &workshop,
                                          const ad::Assessment *assessment,
                                          const ad::Catalog &catalog);

} // namespace projector
