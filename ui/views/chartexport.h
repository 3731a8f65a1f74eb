#pragma once
// Save Chart as PNG… and Save Chart as PDF… for a chart on screen. PNG is the chart as drawn, at
// twice its size on screen so it stays sharp on a slide; PDF keeps it as vectors, for documents.
// (SVG would need Qt SVG, a package the build does not use; PDF covers the vector case.)
#include <QString>

class QWidget;

namespace chartexport {

// Writes the chart shown in `chartView` to `path`; the format follows the extension (.png, .pdf).
bool save(QWidget *chartView, const QString &path, QString *error = nullptr);

// Gives `chartView` a context menu with both actions; the suggested file is named after the
// chart's title (the view's accessible name).
void install(QWidget *chartView);

} // namespace chartexport
