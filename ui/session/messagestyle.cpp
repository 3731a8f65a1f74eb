#include "messagestyle.h"

#include <utility>

namespace session {

namespace {
std::function<ad::TextStyle()> &source()
{
    static std::function<ad::TextStyle()> style;
    return style;
}
} // namespace

void setMessageStyle(std::function<ad::TextStyle()> style) { source() = std::move(style); }

ad::TextStyle messageStyle() { return source() ? source()() : ad::englishStyle(); }

} // namespace session
