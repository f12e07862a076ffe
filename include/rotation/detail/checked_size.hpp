#pragma once

// A 64-bit count (of states, entries, values) as the std::size_t that an
// allocation or an index takes. Counts are 64-bit everywhere, but a 32-bit
// target (wasm32) indexes at most 2^32 - 1 things: narrowed unchecked, an
// abstraction of 2^32 + 64 states would get a table of 64 and be read and
// written out of its bounds.

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string_view>

#include "raise.hpp"
#include "text.hpp"

namespace rotation::detail {

// `count` as a Size: std::size_t, or in the tests a narrower type, so that a
// 64-bit host checks the refusal too. A count that does not fit raises
// Error("<context>: <count> <what>, more than a 32-bit target can index (at
// most 4294967295)").
template <class Error, std::unsigned_integral Size = std::size_t>
Size checked_size(std::uint64_t count, std::string_view context, std::string_view what) {
  constexpr auto most = std::numeric_limits<Size>::max();
  // (No comparison where every count fits: it would always be false.)
  if constexpr (most < std::numeric_limits<std::uint64_t>::max()) {
    if (count > most) [[unlikely]]
      raise(Error(message({context, ": ", Decimal(count), " ", what, ", more than a ",
                           Decimal(std::numeric_limits<Size>::digits),
                           "-bit target can index (at most ", Decimal(most), ")"})));
  }
  return static_cast<Size>(count);
}

}  // namespace rotation::detail
