#pragma once
// Light or dark look. Qt 6.4 has no colour-scheme hint, so the dark look is the Fusion style with
// a dark palette; switching back restores the style the application started with.
class QPalette;

namespace appearance {

// The application's style as it starts, made quicker to paint where that changes nothing a user
// sees (CachingStyle). Called once, after the QApplication is made.
void installStyle();
QPalette darkPalette();
void setDark(bool dark);
bool isDark();

} // namespace appearance
