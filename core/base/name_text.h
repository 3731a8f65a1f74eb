#pragma once
// Names and aliases are shown to the whole room: in the workshop window, on the projector, in the
// report. They are text and only text (docs/workshop.md, "Names are text"): a name may not carry
// characters that change how other text is laid out (bidirectional controls, line breaks) or
// that cannot be seen (zero-width and other format characters), its length is counted in
// characters (Unicode code points), not bytes, and it is shown isolated so that it can never
// reorder the text after it. No Unicode library: the few code point ranges involved are listed
// in name_text.cpp from the Unicode Character Database.
#include "base/message.h"

#include <string>
#include <string_view>

namespace ad {

// The offset of the first byte of `text` that is not strict UTF-8 (RFC 3629: no overlong forms,
// no surrogates, nothing past U+10FFFF), or std::string_view::npos when all of it is.
std::size_t invalidUtf8Offset(std::string_view text);

// Why `name` cannot be a participant's name, or empty when it can: text that is not valid UTF-8,
// more than `maxChars` characters, or one of the characters above (named with its code point,
// "must not contain U+202E, a bidirectional control"). `name` is expected trimmed.
Message nameProblem(std::string_view name, std::size_t maxChars);
// nameProblem() in English.
std::string nameTextProblem(std::string_view name, std::size_t maxChars);

// The name without spaces at either end, ASCII or Unicode (U+00A0, U+3000, ...): a trailing
// no-break space would otherwise make "Bob " a second "Bob".
std::string trimmedName(std::string_view name);

// A key under which two names that look alike compare equal: letters in one case, Unicode spaces
// as one ASCII space, and the Cyrillic and Greek letters that are drawn like Latin ones (Unicode
// TS #39's confusables, the common subset) as those Latin letters. Names are expected in NFC,
// which the application applies where names come in (Qt's QString::normalized).
std::string lookalikeKey(std::string_view name);

// `text` between U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE: laid out on its
// own, in its own direction, whatever it holds (Unicode Standard Annex #9, X5c and X6a), so the
// names in a list cannot run into each other.
std::string isolated(std::string_view text);

} // namespace ad
