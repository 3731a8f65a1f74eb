#pragma once
// Outlines of input fields, check boxes and radio buttons that a dark palette can be seen against.
//
// Fusion draws a control's outline a shade darker than the panel it sits on. On the light panel
// that outline reads; on the dark one it is about 1.2:1 against the panel, and a field's fill is
// no further from it, so an empty field or an unchecked box all but disappears. WCAG 2.1
// (success criterion 1.4.11) asks 3:1 for what identifies a control. On a palette whose text is
// lighter than its panel, the style draws the outline again in a colour between the two that
// meets it.
#include <QColor>

class QPainter;
class QPalette;
class QRectF;

namespace controloutline {

// WCAG 2.1's contrast ratio of two opaque colours, from 1 (the same) to 21 (black on white).
double contrastRatio(const QColor &a, const QColor &b);
// Whether the style draws its own outline on this palette (a dark one).
bool replacesOutline(const QPalette &palette);
// The outline colour for a control on this palette's panel.
QColor colour(const QPalette &palette);
// Draws the outline over Fusion's: a rounded rectangle for a field, a square for a check box,
// a circle for a radio button, each on the same pixels as Fusion's.
enum class Shape { Field, Box, Circle };
void draw(QPainter *painter, const QRectF &rect, Shape shape, const QPalette &palette);

} // namespace controloutline
