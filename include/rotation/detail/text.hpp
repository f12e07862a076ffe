#pragma once

// Small text helpers shared by the parsers and their error messages.

#include <cstddef>
#include <string>
#include <string_view>

namespace rotation::detail {

// "1, 2 or 3" for three symbols: the wording of every symbol error.
inline std::string symbol_range_text(int symbol_count) {
  std::string text = "1";
  for (int s = 2; s <= symbol_count; ++s)
    text += (s == symbol_count ? " or " : ", ") + std::to_string(s);
  return text;
}

// Text as it may be shown in a message: printable ASCII as is, every other byte
// (NUL, control characters, bytes of UTF-8 or of binary garbage) as \xNN, so
// that no message carries a raw byte to the terminal reading it; a backslash
// doubled, so that a typed "\x00" and a NUL byte read differently.
inline std::string escaped(std::string_view text) {
  constexpr char hex[] = "0123456789abcdef";
  std::string shown;
  shown.reserve(text.size());
  for (char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '\\') {
      shown += "\\\\";
    } else if (byte >= 0x20 && byte < 0x7f) {
      shown.push_back(c);
    } else {
      shown += "\\x";
      shown.push_back(hex[byte >> 4]);
      shown.push_back(hex[byte & 0xf]);
    }
  }
  return shown;
}

// A token as it may be shown in a message: escaped, and not too long to read.
inline std::string printable_token(std::string_view token) {
  constexpr std::size_t shown = 24;
  std::string text = escaped(token.substr(0, shown));
  if (token.size() > shown) text += "...";
  return text;
}

inline bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

inline bool is_integer_literal(std::string_view token) {
  if (!token.empty() && (token.front() == '-' || token.front() == '+')) token.remove_prefix(1);
  return !token.empty() && token.find_first_not_of("0123456789") == std::string_view::npos;
}

}  // namespace rotation::detail
