#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

// A tighter bound than the misplaced count, from one published solution's idea.
//
// When the center holds symbol s, every block of s is in the center (there are
// exactly as many blocks of s as center cells). A block outside the center lies
// on exactly one line and only moves of that line carry it, one cell per move,
// so that line needs at least as many moves as the block is cells away from the
// line's center segment. Distinct lines have distinct moves: the sum over the
// lines of the farthest block of s is a lower bound for s, and the minimum over
// the symbols a lower bound for the board.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>

#include "../bitboard.hpp"
#include "../board.hpp"
#include "../topology.hpp"

namespace rotation::detail {

// Per cell outside the center: which line carries it, and how far it is along
// that line (cyclically) from the nearest center cell of the line.
template <Topology T>
struct LineDistanceTables {
  using facts = TopologyFacts<T>;
  static constexpr std::size_t off_line = std::numeric_limits<std::uint8_t>::max();

  // One entry per physical line: the lower-indexed move of each inverse pair.
  static constexpr std::size_t line_count = [] {
    std::size_t count = 0;
    for (std::size_t m = 0; m < facts::move_count; ++m) count += m < facts::inverse[m];
    return count;
  }();

  struct CellFacts {
    std::array<std::uint8_t, T::cell_count> line{};
    std::array<std::uint8_t, T::cell_count> distance{};
    std::array<std::uint8_t, T::cell_count> lines_through{};  // for the checks below
    bool every_line_crosses_center = true;
  };

  static constexpr CellFacts cells = [] {
    CellFacts result{};
    result.line.fill(static_cast<std::uint8_t>(off_line));
    std::size_t physical = 0;
    for (std::size_t m = 0; m < facts::move_count; ++m) {
      if (m > facts::inverse[m]) continue;
      const auto& line = T::lines[m];
      const std::size_t length = line.size();
      bool crosses = false;
      for (std::size_t k = 0; k < length; ++k) {
        const auto cell = line[k];
        if (facts::in_center[cell]) {
          crosses = true;
          continue;
        }
        std::size_t nearest = length;
        for (std::size_t j = 0; j < length; ++j) {
          if (!facts::in_center[line[j]]) continue;
          const std::size_t apart = k > j ? k - j : j - k;
          nearest = std::min({nearest, apart, length - apart});
        }
        result.line[cell] = static_cast<std::uint8_t>(physical);
        result.distance[cell] = static_cast<std::uint8_t>(nearest);
        ++result.lines_through[cell];
      }
      result.every_line_crosses_center = result.every_line_crosses_center && crosses;
      ++physical;
    }
    return result;
  }();

  static constexpr bool each_outer_cell_on_one_line = [] {
    for (std::size_t c = 0; c < T::cell_count; ++c)
      if (!facts::in_center[c] && cells.lines_through[c] != 1) return false;
    return true;
  }();

  static_assert(cells.every_line_crosses_center,
                "line distance needs every line to pass through the center");
  static_assert(each_outer_cell_on_one_line,
                "line distance needs every cell outside the center on exactly one line");

  static constexpr std::size_t max_distance = T::lines[0].size() / 2;

  // at_distance[l][d - 1]: the cells of line l that lie d cells from its center
  // segment, so the farthest block of a symbol is one mask test per distance.
  static constexpr auto at_distance = [] {
    using mask_type = typename Bitboard<T>::mask_type;
    std::array<std::array<mask_type, max_distance>, line_count> result{};
    for (std::size_t c = 0; c < T::cell_count; ++c)
      if (!facts::in_center[c]) result[cells.line[c]][cells.distance[c] - 1] |= Bitboard<T>::bit(c);
    return result;
  }();
};

}  // namespace rotation::detail

namespace rotation::heuristics {

/// A tighter bound than the misplaced count, from the lines that must carry the blocks.
///
/// For each symbol, a line needs at least as many moves as its farthest block of the
/// symbol is cells away from the line's center segment; the sum over the lines bounds
/// the symbol, and the least over the symbols bounds the board.
struct LineDistance {
  /// The bound for `board`: the least over its symbols.
  template <Topology T>
  constexpr int operator()(const Board<T>& board) const {
    using tables = detail::LineDistanceTables<T>;
    int best = std::numeric_limits<int>::max();
    for (int s = 1; s <= T::symbol_count; ++s) {
      const auto cells = board.cells_of(s);
      int moves = 0;
      for (const auto& line : tables::at_distance) {
        for (std::size_t d = tables::max_distance; d > 0; --d) {
          if (cells & line[d - 1]) {
            moves += static_cast<int>(d);
            break;
          }
        }
      }
      best = std::min(best, moves);
    }
    return best;
  }
};

}  // namespace rotation::heuristics
