#pragma once

// Small text helpers shared by the parsers and their error messages.

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <type_traits>

namespace rotation::detail {

// A number as text, on the stack: a piece of a message (see message()).
class Decimal {
 public:
  template <std::integral Integer>
  explicit Decimal(Integer value) {
    bool negative = false;
    auto rest = static_cast<unsigned long long>(value);
    if constexpr (std::is_signed_v<Integer>) {
      negative = value < 0;
      if (negative) rest = 0ULL - rest;  // the magnitude, even of the most negative value
    }
    do {
      digits_[--begin_] = static_cast<char>('0' + rest % 10);
      rest /= 10;
    } while (rest != 0);
    if (negative) digits_[--begin_] = '-';
  }

  operator std::string_view() const {
    return {digits_ + begin_, sizeof digits_ - begin_};
  }  // NOLINT

 private:
  char digits_[24] = {};
  std::size_t begin_ = sizeof digits_;
};

// The pieces joined: the library's error messages are built with this, one
// function every message shares, rather than chains of std::string operator+,
// each of which every program that includes the parsers would compile and
// optimize again (a third of a second of the README's first program).
inline std::string message(std::initializer_list<std::string_view> pieces) {
  std::size_t size = 0;
  for (const std::string_view piece : pieces) size += piece.size();
  std::string text;
  text.reserve(size);
  for (const std::string_view piece : pieces) text += piece;
  return text;
}

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
// A 64-bit number as 16 hexadecimal digits, the most significant first.
inline std::string hex64(std::uint64_t value) {
  std::string digits(16, '0');
  for (std::size_t i = 16; i-- > 0; value >>= 4U) digits[i] = "0123456789abcdef"[value & 0xFU];
  return digits;
}

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

// Text as it may be shown in a message: escaped, and cut after `shown` bytes,
// "..." saying so, so that a line of garbage does not flood the message.
inline std::string printable(std::string_view text, std::size_t shown) {
  std::string result = escaped(text.substr(0, shown));
  if (text.size() > shown) result += "...";
  return result;
}

// A token as it may be shown in a message: escaped, and not too long to read.
inline std::string printable_token(std::string_view token) { return printable(token, 24); }

inline bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

inline bool is_integer_literal(std::string_view token) {
  if (!token.empty() && (token.front() == '-' || token.front() == '+')) token.remove_prefix(1);
  return !token.empty() && token.find_first_not_of("0123456789") == std::string_view::npos;
}

}  // namespace rotation::detail
