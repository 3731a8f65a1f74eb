#pragma once
// The most recently opened or saved scenario files, newest first, kept in QSettings.
#include <QObject>
#include <QStringList>

class RecentFiles : public QObject
{
    Q_OBJECT
public:
    static constexpr int maximum = 8;

    // With `persist` off the list lives in memory only (screenshots, tests that opt out).
    explicit RecentFiles(bool persist, QObject *parent = nullptr);

    QStringList files() const { return m_files; }
    void add(const QString &path);
    void remove(const QString &path);
    void clear();

signals:
    void changed();

private:
    void store();

    bool m_persist;
    QStringList m_files;
};
