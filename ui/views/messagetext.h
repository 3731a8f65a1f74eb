#pragma once
// The core's messages (core/message.h) written for the person at the screen: templates through
// the application's translation, numbers with the marks of its locale. The views, the report and
// the dialogs all write the core's sentences through this one function.
#include "base/message.h"

#include <QString>

namespace views {

QString text(const ad::Message &message);
QString text(const ad::Text &text);
// An explanation's note: its clauses joined by "; ".
QString clauses(const ad::Text &clauses);
// A formula or other template without values, translated.
QString text(ad::Template pattern);

// The style text() writes with, for callers that hand it on to the core.
ad::TextStyle messageStyle();

} // namespace views
