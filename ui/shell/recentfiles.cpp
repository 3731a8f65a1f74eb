#include "recentfiles.h"

#include <QFileInfo>
#include <QSettings>

namespace {
const auto settingsKey = QStringLiteral("recentFiles");
}

RecentFiles::RecentFiles(bool persist, QObject *parent) : QObject(parent), m_persist(persist)
{
    if (m_persist) m_files = QSettings().value(settingsKey).toStringList().mid(0, maximum);
}

void RecentFiles::add(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_files.removeAll(absolute);
    m_files.prepend(absolute);
    while (m_files.size() > maximum) m_files.removeLast();
    store();
}

void RecentFiles::remove(const QString &path)
{
    if (m_files.removeAll(QFileInfo(path).absoluteFilePath()) > 0) store();
}

void RecentFiles::clear()
{
    m_files.clear();
    store();
}

void RecentFiles::store()
{
    if (m_persist) QSettings().setValue(settingsKey, m_files);
    emit changed();
}
