#pragma once
#include "detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

// The hardest boards: every board that needs at least a given number of
// moves, found from the pattern database rather than by solving boards one by
// one (there are 9,465,511,770 boards on the standard topology).
//
// A board needs at least d moves exactly when every symbol's placement does,
// so the candidates for each symbol are the placements of distance d or more,
// and the boards are the ways to give each symbol a candidate, the placements
// disjoint. The cost grows with the number of candidates to the power
// (symbols - 1), and the memory with the boards returned: instant for the
// standard board's hardest boards (13 moves: 10,233 candidates, 192 boards),
// several seconds and 50 MB for 12 (83,174 candidates, 4,053,768 boards); below
// that, hours and gigabytes (11: 261,762 candidates, 316,830,168 boards).

#include <algorithm>
#include <array>
#include <cstddef>
#include <span>
#include <utility>
#include <vector>

#include "bitboard.hpp"
#include "board.hpp"
#include "pattern_database.hpp"
#include "placement.hpp"
#include "topology.hpp"

namespace rotation {

namespace detail {

template <Topology T>
void add_boards(const std::vector<Placement<T>>& candidates, const PatternDatabase<T>& table,
                int moves, int symbol, typename Bitboard<T>::mask_type free_cells,
                std::array<typename Bitboard<T>::mask_type, T::symbol_count>& placement,
                std::vector<Board<T>>& boards) {
  const auto slot = static_cast<std::size_t>(symbol - 1);  // placement[slot] is symbol's
  // The last symbol takes the cells left: as many as a placement has, since
  // every other symbol took that many.
  if (symbol == T::symbol_count) {
    if (table.distance(Placement<T>(free_cells)) < moves) return;
    placement[slot] = free_cells;
    std::array<int, T::cell_count> symbols{};
    for (std::size_t i = 0; i < placement.size(); ++i)
      for (std::size_t c = 0; c < T::cell_count; ++c)
        if (placement[i] >> c & 1) symbols[c] = static_cast<int>(i) + 1;
    boards.emplace_back(std::span<const int>(symbols));
    return;
  }
  for (const auto& candidate : candidates) {
    const auto cells = candidate.cells();
    if ((cells & free_cells) != cells) continue;
    placement[slot] = cells;
    add_boards(candidates, table, moves, symbol + 1, free_cells & ~cells, placement, boards);
  }
}

}  // namespace detail

// Every board that needs `moves` moves or more, in an order fixed by the
// table (not sorted).
template <Topology T = StandardTopology>
std::vector<Board<T>> boards_needing_at_least(int moves) {
  using bits = Bitboard<T>;
  const auto& table = PatternDatabase<T>::instance();
  const auto candidates = table.placements_needing_at_least(moves);
  std::vector<Board<T>> boards;
  std::array<typename bits::mask_type, T::symbol_count> placement{};
  detail::add_boards<T>(candidates, table, moves, 1, bits::all_cells, placement, boards);
  return boards;
}

// The boards that need the most moves, and how many that is.
template <Topology T = StandardTopology>
struct Hardest {
  int moves = 0;
  std::vector<Board<T>> boards;
};

template <Topology T = StandardTopology>
Hardest<T> hardest_boards() {
  for (int moves = PatternDatabase<T>::instance().max_distance(); moves > 0; --moves) {
    auto boards = boards_needing_at_least<T>(moves);
    if (!boards.empty()) return {moves, std::move(boards)};
  }
  return {};
}

}  // namespace rotation
