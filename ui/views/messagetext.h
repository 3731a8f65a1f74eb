#pragma once
// The core's messages (core/message.h) written for the person at the screen: templates through
// the application's translation, numbers with the marks of its locale. The views, the report and
// the dialogs all write the core's sentences through this one function.
#include "base/message.h"

#include <QString>

#include <span>
#include <string>

namespace views {

QString text(const ad::Message &message);
QString text(const ad::Text &text);
// An explanation's note: its clauses joined by "; ".
QString clauses(std::span<const ad::Message> clauses);
// A formula or other template without values, translated.
QString text(ad::Template pattern);

// A template of the core held as a plain string (an uncertain input's label and unit, which copy
// the lever table's templates): translated, or as it is when the translation does not know it.
QString coreText(const std::string &english);

// The style text() writes with, for callers that hand it on to the core.
ad::TextStyle messageStyle();

// A text from the catalog's data (a criterion's name or description, a porting component's name,
// the note of a figure, a source's title, a preset's name) in the interface language: looked up
// under the context "Catalog", whose translation tools/catalog-translations.py writes from the
// shipped catalog (resources/translations/catalog_<language>.ts). Every place that shows such a
// text passes it through here. A text the translation does not know (a user's own catalog, the
// name of an offer or a chip, a publication's title) comes back as it is.
QString catalogText(const std::string &utf8);
QString catalogText(const QString &text);

} // namespace views
