#pragma once
// Messages built from values that are moved into them. A braced list of arguments,
// msg(t, {arg::nested(m)}), is a std::initializer_list, whose elements can only be copied: each
// argument was built once and then copied, a nested message with all of its own arguments. In an
// assessment those copies were a large share of the work (README.md, "Speed, 2026-11-27").
// Use these where a message is built on a path every assessment takes; msg() stays the short
// form everywhere else.
#include "base/message.h"

#include <utility>

namespace ad {

// The same message as msg(text, {args...}), with each argument moved in.
template <class... Args>
Message movedMsg(Template text, Args &&...args)
{
    return {text, ArgList::of(std::forward<Args>(args)...)};
}

// The same text as Text{messages...}, with each message moved in.
template <class... Messages>
Text movedText(Messages &&...messages)
{
    Text text;
    text.reserve(sizeof...(messages));
    (text.push_back(std::forward<Messages>(messages)), ...);
    return text;
}

} // namespace ad
