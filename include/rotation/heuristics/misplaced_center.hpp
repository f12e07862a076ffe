#pragma once

// The textbook bound: a move changes the number of center cells holding any one
// symbol by at most one, so at least (center size - the most frequent symbol's
// count there) moves remain.

#include <algorithm>
#include <cstdint>

#include "../board.hpp"
#include "../topology.hpp"

namespace rotation::heuristics {

struct MisplacedCenter {
  template <Topology T>
  constexpr int operator()(const Board<T>& board) const {
    // The counts live in fields of one register-held integer: an array of
    // counters in memory makes each increment wait for the previous store
    // (measured: twice the cost per search node).
    constexpr int field_bits = 64 / (T::symbol_count + 1);
    constexpr std::uint64_t field_mask = (std::uint64_t{1} << field_bits) - 1;
    static_assert(T::center.size() <= field_mask, "the center is too large to count this way");
    std::uint64_t counts = 0;
    for (auto cell : T::center) counts += std::uint64_t{1} << (board[cell] * field_bits);
    int most = 0;
    for (int s = 1; s <= T::symbol_count; ++s)
      most = std::max(most, static_cast<int>((counts >> (s * field_bits)) & field_mask));
    return static_cast<int>(T::center.size()) - most;
  }
};

}  // namespace rotation::heuristics
