#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// A sliding-tile board as a domain of the generic search (search::Domain), and its
/// Manhattan distance. Moves of the blank come from a table a cell in the order R D U L,
/// which the search honours: among shortest solutions, the first in that order is found.

#include <cstddef>
#include <cstdint>
#include <span>

#include "board.hpp"

namespace rotation::sliding {

/// The board of Side x Side cells as a search domain: its moves are the blank's slides.
template <int Side>
class DomainOf {
 public:
  /// The search's state: the board itself.
  using state_type = BoardOf<Side>;
  /// A move: where the blank goes.
  using move_type = Slide;

  /// The legal slides of the blank, in R D U L order.
  static std::span<const Slide> moves(const state_type& board) {
    const detail::BlankSlides& slides = detail::TileGeometry<Side>::slides_from[board.blank];
    return {slides.slide.data(), slides.count};
  }

  /// Slides the blank. The tile on the target cell moves where the blank was: only its
  /// distance changes, by one.
  static constexpr void apply(state_type& board, Slide slide) {
    using Geometry = detail::TileGeometry<Side>;
    const auto from = static_cast<std::size_t>(board.blank);
    const std::size_t to = Geometry::target(from, slide);
    const std::uint8_t tile = board.tiles[to];
    const auto& distance = Geometry::distance[tile];
    board.manhattan = static_cast<std::uint8_t>(board.manhattan + distance[from] - distance[to]);
    board.tiles[from] = tile;
    board.tiles[to] = 0;
    board.cell_of[tile] = static_cast<std::uint8_t>(from);
    board.cell_of[0] = static_cast<std::uint8_t>(to);
    board.blank = static_cast<std::uint8_t>(to);
  }
  /// Takes back `slide`, the last slide applied.
  static constexpr void undo(state_type& board, Slide slide) {
    apply(board, sliding::inverse(slide));
  }
  /// The slide that takes `slide` back.
  static constexpr Slide inverse(Slide slide) { return sliding::inverse(slide); }
  /// Whether the tiles are home.
  static constexpr bool is_goal(const state_type& board) {
    return board.tiles == goal_tiles_of<Side>;
  }
};

/// Manhattan distance: each slide moves one tile one cell, so it changes the sum by exactly
/// one, and the sum is 0 only on the goal. Admissible.
struct Manhattan {
  /// The board's Manhattan distance, which it carries.
  template <int Side>
  constexpr int operator()(const BoardOf<Side>& board) const {
    return board.manhattan;
  }
};

}  // namespace rotation::sliding
