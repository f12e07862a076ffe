#pragma once

// The textbook bound: a move changes the number of center cells holding any one
// symbol by at most one, so at least (center size - the most frequent symbol's
// count there) moves remain.

#include <algorithm>
#include <array>

#include "../board.hpp"
#include "../topology.hpp"

namespace rotation::heuristics {

struct MisplacedCenter {
  template <Topology T>
  constexpr int operator()(const Board<T>& board) const {
    std::array<int, T::symbol_count + 1> count{};
    for (auto cell : T::center) ++count[board[cell]];
    return static_cast<int>(T::center.size()) - *std::max_element(count.begin() + 1, count.end());
  }
};

}  // namespace rotation::heuristics
