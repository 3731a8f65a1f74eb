#pragma once
// Paints one projector page into a rectangle: type sized in points for a 1080-line screen (rows
// 32 pt, headline 72 pt) and scaled down only when a page would not fit, never clipped.
#include "projectorpages.h"

class QPainter;
class QRect;

namespace projector {

void paintPage(QPainter &painter, const QRect &area, const Page &page,
                        int pageIndex, int pageCount);

} // namespace projector
