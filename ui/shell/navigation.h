#pragma once
// Keyboard ways to the results: Ctrl+1 … Ctrl+8 show a result tab, F6 moves between the inputs
// and the results, and the results' tab bar is the stop just before the first input, so Shift+Tab
// from there reaches it instead of forty Tab presses through every field.
class QMenu;
class QWidget;
class ResultsView;

namespace navigation {

// Adds the actions to `menu` (the View menu) and orders the focus chain. `inputs` holds the forms.
void install(QMenu *menu, QWidget *inputs, ResultsView *results);

} // namespace navigation
