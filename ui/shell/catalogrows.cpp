#include "catalogrows.h"

#include "assessment/checks.h"
#include "views/viewformat.h"
#include "views/messagetext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSet>

namespace {

// The texts of this file translate under "CatalogRows"; a named class lets lupdate collect them.
struct CatalogRows {
    Q_DECLARE_TR_FUNCTIONS(CatalogRows)
};

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

QSet<QString> conflictPaths(const ad::Catalog &catalog)
{
    QSet<QString> paths;
    for (const auto &conflict : ad::findConflicts(catalog)) paths.insert(q(conflict.field));
    return paths;
}

QString quoted(const ad::Statement &statement)
{
    if (!statement.offered) return CatalogRows::tr("not offered");
    // Years and plain counts read best bare: "2025", not "2,025 year".
    if (statement.quotedUnit == "year") return QString::number(qRound64(statement.quotedValue));
    if (statement.quotedUnit == "count") return QLocale().toString(statement.quotedValue, 'g', 6);
    return QStringLiteral("%1 %2")
        .arg(QLocale().toString(statement.quotedValue, 'g', 6), q(statement.quotedUnit))
        .trimmed();
}

// Appends one row per statement of `figure`.
void addFigure(std::vector<catalogrows::Row> &rows, const ad::Catalog &catalog, const QString &subject,
               const QString &field, const QString &path, const ad::Figure &figure,
               bool overlay, bool conflict, const QString &extraNote = QString())
{
    for (std::size_t i = 0; i < figure.statements.size(); ++i) {
        const ad::Statement &st = figure.statements[i];
        catalogrows::Row row;
        row.subject = subject;
        row.field = field;
        row.path = path;
        row.value = quoted(st);
        row.sourceId = q(st.provenance.source);
        if (const ad::Source *source = catalog.source(st.provenance.source))
            row.sourceTitle = views::catalogText(source->title);
        row.date = q(st.provenance.date);
        row.kind = views::figureKindName(st.provenance.kind);
        QStringList notes;
        if (!st.provenance.note.empty()) notes << views::catalogText(st.provenance.note);
        if (!extraNote.isEmpty()) notes << extraNote;
        row.note = notes.join(QStringLiteral("; "));
        row.conflict = conflict;
        row.used = i == figure.defaultIndex;
        row.overlay = overlay;
        rows.push_back(std::move(row));
    }
}

} // namespace

std::vector<catalogrows::Row> catalogrows::acceleratorRows(const ad::Catalog &catalog)
{
    const QSet<QString> conflicts = conflictPaths(catalog);
    std::vector<catalogrows::Row> rows;
    for (const auto &a : catalog.accelerators) {
        const QString name = q(a.name);
        const QString base = QStringLiteral("accelerators/%1/").arg(q(a.id));
        auto add = [&](const QString &field, const QString &key, const ad::Figure &figure) {
            addFigure(rows, catalog, name, field, base + key, figure, a.fromOverlay,
                      conflicts.contains(base + key));
        };
        add(CatalogRows::tr("announced"), QStringLiteral("announced"), a.announced);
        add(CatalogRows::tr("cores per chip"), QStringLiteral("cores_per_chip"), a.coresPerChip);
        add(CatalogRows::tr("memory"), QStringLiteral("memory"), a.memoryBytes);
        add(CatalogRows::tr("memory bandwidth"), QStringLiteral("bandwidth"),
            a.bandwidthBytesPerSecond);
        add(CatalogRows::tr("power"), QStringLiteral("power"), a.powerWatts);
        for (const auto &[precision, flops] : a.flops) {
            const QString p = q(ad::toString(precision));
            add(CatalogRows::tr("%1 dense compute").arg(p.toUpper()),
                QStringLiteral("flops/%1/dense").arg(p), flops.dense);
            add(CatalogRows::tr("%1 sparse compute").arg(p.toUpper()),
                QStringLiteral("flops/%1/sparse").arg(p), flops.sparse);
        }
    }
    return rows;
}

std::vector<catalogrows::Row> catalogrows::offerRows(const ad::Catalog &catalog, const QDate &today)
{
    const ad::CalendarDate day{today.year(), today.month(), today.day()};
    const QSet<QString> conflicts = conflictPaths(catalog);
    std::vector<catalogrows::Row> rows;
    for (const auto &o : catalog.offers) {
        const QString name = QStringLiteral("%1 %2").arg(q(o.provider), q(o.instance));
        const QString base = QStringLiteral("offers/%1/").arg(q(o.id));
        QString where
            = o.region.empty() ? QString() : CatalogRows::tr("region %1").arg(q(o.region));
        addFigure(rows, catalog, name, CatalogRows::tr("chips per instance"),
                  base + QStringLiteral("chips"), o.chips, o.fromOverlay,
                  conflicts.contains(base + QStringLiteral("chips")), where);
        for (const auto &[model, price] : o.prices) {
            const QString path = base + QStringLiteral("prices/") + q(ad::toString(model));
            const std::size_t first = rows.size();
            addFigure(rows, catalog, name,
                      CatalogRows::tr("%1 price").arg(views::pricingModelName(model)),
                      path, price, o.fromOverlay, conflicts.contains(path), where);
            for (std::size_t i = first; i < rows.size(); ++i) {
                const auto days = ad::daysOld(rows[i].date.toStdString(), day);
                if (!days) continue;
                rows[i].date += QStringLiteral(" · ") + views::text(ad::priceAgeText(*days));
                rows[i].oldPrice = *days > ad::priceAgeFlagDays;
            }
        }
    }
    return rows;
}

std::vector<catalogrows::Row> catalogrows::measurementRows(const ad::Catalog &catalog)
{
    std::vector<catalogrows::Row> rows;
    for (const auto &m : catalog.measurements) {
        const ad::Accelerator *chip = catalog.accelerator(m.acceleratorId);
        const QString subject = QStringLiteral("%1, %2")
                                    .arg(chip ? q(chip->name) : q(m.acceleratorId), q(m.modelId));
        QString metric;
        switch (m.metric) {
        case ad::Measurement::Metric::Throughput: metric = CatalogRows::tr("throughput"); break;
        case ad::Measurement::Metric::Mfu: metric = CatalogRows::tr("MFU"); break;
        case ad::Measurement::Metric::TrainingCost:
            metric = CatalogRows::tr("training cost");
            break;
        }
        const QString phase = m.phase == ad::Phase::Training ? CatalogRows::tr("training")
                                                             : CatalogRows::tr("inference");
        QStringList conditions;
        if (m.precision) conditions << q(ad::toString(*m.precision)).toUpper();
        if (m.batch > 0) conditions << CatalogRows::tr("batch %1").arg(m.batch);
        if (m.context > 0) conditions << CatalogRows::tr("context %1").arg(m.context);
        if (m.tokensB > 0) conditions << CatalogRows::tr("%1 B tokens").arg(m.tokensB);
        const QString path = QStringLiteral("measurements/%1").arg(q(m.id));
        addFigure(rows, catalog, subject, CatalogRows::tr("%1 %2").arg(phase, metric), path,
                  m.figure, m.fromOverlay, m.figure.conflicting(),
                  conditions.join(QStringLiteral(", ")));
        if (m.low.known())
            addFigure(rows, catalog, subject, CatalogRows::tr("%1 %2, low").arg(phase, metric),
                      path + QStringLiteral("/low"), m.low, m.fromOverlay, false);
        if (m.high.known())
            addFigure(rows, catalog, subject, CatalogRows::tr("%1 %2, high").arg(phase, metric),
                      path + QStringLiteral("/high"), m.high, m.fromOverlay, false);
    }
    return rows;
}

std::vector<catalogrows::Row> catalogrows::conflictRows(const ad::Catalog &catalog)
{
    std::vector<catalogrows::Row> rows;
    for (const auto &conflict : ad::findConflicts(catalog)) {
        const QString path = q(conflict.field);
        const bool overlay = [&] {
            const QStringList parts = path.split(QLatin1Char('/'));
            if (parts.size() < 2) return false;
            const std::string id = parts.at(1).toStdString();
            if (parts.first() == QLatin1String("accelerators"))
                return catalog.accelerator(id) && catalog.accelerator(id)->fromOverlay;
            if (parts.first() == QLatin1String("offers"))
                return catalog.offer(id) && catalog.offer(id)->fromOverlay;
            return false;
        }();
        addFigure(rows, catalog, views::text(conflict.subject), path.section(QLatin1Char('/'), 2), path,
                  conflict.figure, overlay, true);
    }
    return rows;
}

QString catalogrows::statusText(const Row &row)
{
    QStringList parts;
    if (row.conflict)
        parts << (row.used ? CatalogRows::tr("conflict, used")
                           : CatalogRows::tr("conflict, alternative"));
    if (row.overlay) parts << CatalogRows::tr("overlay");
    if (row.oldPrice)
        parts << CatalogRows::tr("older than %1 days (File → Import Prices… refreshes it)")
                     .arg(ad::priceAgeFlagDays);
    return parts.join(QStringLiteral(", "));
}
