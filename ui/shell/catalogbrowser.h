#pragma once
// Browse the catalog in use: accelerators, offers, measurements, sources and conflicts, each row
// with its source, date and kind; conflicts and overlay entries marked in words and with an icon,
// not by colour alone.
#include <QDialog>

class CatalogSession;
class QLabel;
class QLineEdit;
class QTabWidget;
class QTableWidget;
namespace catalogrows { struct Row; }

class CatalogBrowser : public QDialog
{
    Q_OBJECT
public:
    enum Tab { Accelerators, Offers, Measurements, Sources, Conflicts, Problems, TabCount };

    explicit CatalogBrowser(CatalogSession *catalog, QWidget *parent = nullptr);

    QTabWidget *tabs() const { return m_tabs; }
    QTableWidget *table(Tab tab) const { return m_tables[tab]; }

    // Column of the status text ("conflict, used", "overlay") in the figure tables.
    static constexpr int statusColumn = 6;

signals:
    void overlayRequested();

private:
    void rebuild();
    void fillFigures(QTableWidget *table, const std::vector<catalogrows::Row> &rows);
    void fillSources();
    void applyFilter(const QString &text);

    CatalogSession *m_catalog;
    QTabWidget *m_tabs;
    QTableWidget *m_tables[TabCount] = {};
    QLabel *m_state;
    QLineEdit *m_filter;
};
