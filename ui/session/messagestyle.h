#pragma once
// How the session writes the core's messages (the problems found in a file) for the person at the
// screen. The session may not use the views, which know the interface language, so the shell
// hands their style in at start-up; until it does, messages are written in English.
#include "base/message.h"

#include <functional>

namespace session {

void setMessageStyle(std::function<ad::TextStyle()> style);
ad::TextStyle messageStyle();

} // namespace session
