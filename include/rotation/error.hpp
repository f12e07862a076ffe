#pragma once
#include "detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

#include <cstddef>
#include <optional>
#include <string>
#include <utility>

#include "detail/raise.hpp"   // IWYU pragma: export (failure_handler, set_failure_handler)
#include "search/errors.hpp"  // IWYU pragma: export (error, input_error, usage_error, ...)

/// @file
/// The errors the library reports: the exception classes (under rotation::error, with the
/// three kinds of search/errors.hpp), and ParseError and Parsed for the calls that do not
/// throw.

namespace rotation {

/// A board that is not a legal position: a symbol out of range, the wrong number
/// of blocks of a symbol, or text that is not a board at all.
class invalid_board : public input_error {
 public:
  using input_error::input_error;
};

/// A move letter or move string that does not name moves of the topology.
class invalid_move : public input_error {
 public:
  using input_error::input_error;
};

/// A cell mask that is not one symbol's placement: the wrong number of cells,
/// or cells that are not on the board.
class invalid_placement : public input_error {
 public:
  using input_error::input_error;
};

/// An error as a value, from the calls that do not throw. It holds the message the
/// throwing call would give, and where: the cell of a board (the cell count
/// when the board as a whole is wrong), the position of a character in a move
/// string, the line of the judge input.
struct ParseError {
  std::string message;       ///< The message the throwing call would give.
  std::size_t position = 0;  ///< Where: a cell, a character of a move string, or a line.
};

/// What a non-throwing call returns: the value, or the error that prevented it.
template <class T>
class Parsed {
 public:
  /// A result holding a value; implicit, so a call can return the value itself.
  Parsed(T value) : value_(std::move(value)) {}  // NOLINT: implicit, as a return value
  /// A result holding an error; implicit, so a call can return the ParseError itself.
  Parsed(ParseError error) : error_(std::move(error)) {}  // NOLINT: implicit, as a return value

  /// True when the call produced a value, false when it produced an error.
  [[nodiscard]] bool has_value() const { return value_.has_value(); }
  /// The same as has_value(), for `if (auto parsed = ...)`.
  explicit operator bool() const { return has_value(); }

  /// The value; without one, the error as an input_error (thrown, or the
  /// failure handler's without exceptions).
  [[nodiscard]] const T& value() const& {
    if (!value_) detail::raise(input_error(error_.message));
    return *value_;
  }
  /// The value, moved out; without one, the error as an input_error, as value() const& does.
  [[nodiscard]] T&& value() && {
    if (!value_) detail::raise(input_error(error_.message));
    return std::move(*value_);
  }
  /// The value, unchecked: only after has_value() says there is one.
  const T& operator*() const& { return *value_; }
  /// The value moved out, unchecked: only after has_value() says there is one.
  T&& operator*() && { return std::move(*value_); }
  /// A member of the value, unchecked: only after has_value() says there is one.
  const T* operator->() const { return &*value_; }

  /// The error; meaningful only without a value.
  [[nodiscard]] const ParseError& error() const { return error_; }

 private:
  std::optional<T> value_;
  ParseError error_;
};

}  // namespace rotation
