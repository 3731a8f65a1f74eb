#pragma once
// Light or dark look. Qt 6.4 has no colour-scheme hint, so the dark look is the Fusion style with
// a dark palette; switching back restores the style the application started with.
class QPalette;

namespace appearance {

QPalette darkPalette();
void setDark(bool dark);
bool isDark();

} // namespace appearance
