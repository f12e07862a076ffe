#pragma once

// How the library reports an error it cannot return: by throwing, or, built
// without exceptions, through the failure handler. Included by every header
// that reports errors; the generic search layer too, so it lives here.

#include <cstdio>
#include <cstdlib>
#include <type_traits>
#include <utility>

#include "config.hpp"

namespace rotation {

class error;  // search/errors.hpp: the base of whatever raise() is given

// Built without exceptions (-fno-exceptions, or a runtime without them such
// as WebAssembly's), the library cannot throw: every error it would throw is
// handed to the failure handler instead, as its message, and the program then
// aborts. The default handler writes "rotation: <message>" to standard error.
// A program may install its own (to log, or to show the message) with
// set_failure_handler, which returns the previous one; the handler cannot
// resume the computation that failed. Code that must not end this way uses
// the non-throwing calls: Board::try_parse, try_parse_moves,
// JudgeReader::try_next, which return the error as a value.
using failure_handler = void (*)(const char* message);

namespace detail {
inline failure_handler& installed_failure_handler() {
  static failure_handler handler = nullptr;
  return handler;
}
}  // namespace detail

inline failure_handler set_failure_handler(failure_handler handler) noexcept {
  return std::exchange(detail::installed_failure_handler(), handler);
}

namespace detail {

// Throws `error`, or, without exceptions, reports it and aborts.
template <class Error>
[[noreturn]] void raise(Error&& error) {
  static_assert(std::is_base_of_v<rotation::error, std::remove_cvref_t<Error>>,
                "the library raises only its own exceptions, the kinds of search/errors.hpp");
#if ROTATION_HAS_EXCEPTIONS
  throw std::forward<Error>(error);
#else
  if (const failure_handler handler = installed_failure_handler()) handler(error.what());
  std::fprintf(stderr, "rotation: %s\n", error.what());
  std::abort();
#endif
}

}  // namespace detail

}  // namespace rotation
