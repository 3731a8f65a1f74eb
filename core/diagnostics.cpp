#include "diagnostics.h"

#include <algorithm>

namespace ad {

std::string Diagnostic::toString() const
{
    std::string text = file;
    if (!pointer.empty()) text += (text.empty() ? "" : ": ") + pointer;
    text += (text.empty() ? "" : ": ") + message;
    if (severity == Severity::Warning) text = "warning: " + text;
    return text;
}

bool hasErrors(const Diagnostics &diagnostics)
{
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [](const Diagnostic &d) { return d.severity == Severity::Error; });
}

} // namespace ad
