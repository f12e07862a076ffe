#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

#include <stdexcept>

/// @file
/// The base of every exception the library throws, and the kinds every layer throws: a bad
/// value handed in (input_error), a call the documentation rules out (usage_error), a
/// computation that would not fit in memory (insufficient_memory) or that this target
/// cannot index (too_large). They live here, at the
/// bottom of the include graph, so that the generic search layer throws them too; the
/// puzzles' own kinds (invalid_board, definition_error, ...) derive from them.

namespace rotation {

/// What every exception the library throws is, beside the standard exception it also is:
/// `catch (const rotation::error& e)` takes all of the library's complaints in one place,
/// and nothing else (a std::bad_alloc, a std::filesystem::filesystem_error from the standard
/// library itself). Each class derives from a standard exception too (input_error from
/// std::invalid_argument, say), so code that catches those goes on working; this base is
/// not one, so that a `catch (const std::exception&)` is never ambiguous.
class error {
 public:
  /// The message, as the standard exception the object also is gives it.
  [[nodiscard]] virtual const char* what() const noexcept = 0;
  virtual ~error() = default;  ///< Through a reference to the base too.

 protected:
  // Made only as part of one of the library's exceptions, and copied with it.
  error() = default;                         ///< Part of an exception.
  error(const error&) = default;             ///< Copied with its exception.
  error(error&&) = default;                  ///< Moved with its exception.
  error& operator=(const error&) = default;  ///< Copied with its exception.
  error& operator=(error&&) = default;       ///< Moved with its exception.
};

namespace detail {
/// One of the library's exceptions: the standard exception `Standard`, and a rotation::error
/// with its message.
template <class Standard>
class StandardError : public Standard, public error {
 public:
  using Standard::Standard;
  /// The message.
  [[nodiscard]] const char* what() const noexcept override { return Standard::what(); }
};
}  // namespace detail

/// The base class of every error the library reports about text or values handed to it:
/// a board, a move string, a definition, a table that does not match, an argument out of
/// its range. A caller can catch the library's complaints about input in one place and
/// still tell them apart from bugs (usage_error) and resource failures.
class input_error : public detail::StandardError<std::invalid_argument> {
 public:
  using StandardError::StandardError;
};

/// A call its documentation rules out, which is the caller's bug: writing the answer of a
/// search that found none, asking a set of pattern databases for its heuristic before they
/// are built, a topology whose moves do not connect every placement to the goal.
class usage_error : public detail::StandardError<std::logic_error> {
 public:
  using StandardError::StandardError;
};

/// A computation refused before it starts, because it would need more memory than this
/// process may have (the machine's memory, `ulimit -v`, a container's limit): the
/// message says how much it needs and how much there is. Refused up front, it cannot
/// end halfway through at the hands of the system's out-of-memory killer.
class insufficient_memory : public detail::StandardError<std::runtime_error> {
 public:
  using StandardError::StandardError;
};

/// A table or an array of more entries than this target's std::size_t counts: on a 32-bit
/// target (wasm32), 2^32 or more. Refused before anything is allocated, rather than
/// narrowed into a small table that would be read out of its bounds.
class too_large : public detail::StandardError<std::length_error> {
 public:
  using StandardError::StandardError;
};

}  // namespace rotation
