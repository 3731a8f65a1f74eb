#pragma once
// The catalog flattened into rows for the browser: one row per statement of a figure, so each
// row has exactly one source, date and kind, and conflicting statements sit next to each other.
#include "catalog/catalog.h"

#include <QDate>
#include <QString>

#include <vector>

namespace catalogrows {

struct Row {
    QString subject;   // "AWS Trainium3", "AWS trn3.48xlarge"
    QString field;     // "memory", "on-demand price"
    QString path;      // "accelerators/trn3/memory", as ad::findConflicts names it
    QString value;     // as quoted in the file: "144 GB", "not offered"
    QString sourceId, sourceTitle, date, kind, note;
    bool conflict = false;  // the figure's sources disagree
    bool used = true;       // the statement the model uses (false: a conflicting alternative)
    bool overlay = false;   // from the user's overlay
    bool oldPrice = false;  // a price dated more than ad::priceAgeFlagDays before today
};

std::vector<Row> acceleratorRows(const ad::Catalog &catalog);
// Each price's date cell also gives its age on `today` ("2026-01-21 · 10 months, old").
std::vector<Row> offerRows(const ad::Catalog &catalog, const QDate &today = QDate::currentDate());
std::vector<Row> measurementRows(const ad::Catalog &catalog);
std::vector<Row> conflictRows(const ad::Catalog &catalog);

// "conflict, overlay, used, old price": the status column's text, so the state never rests on colour alone.
QString statusText(const Row &row);

} // namespace catalogrows
