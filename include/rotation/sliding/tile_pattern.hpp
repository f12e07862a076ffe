#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// An additive pattern abstraction of the sliding-tile puzzles (the 8-puzzle
/// on 3 x 3 cells, the 15-puzzle on 4 x 4, the 24-puzzle on 5 x 5), for the
/// generic pattern database builder (search::build_pattern_database), which needs
/// nothing else of the puzzle.
///
/// The pattern is K of the tiles; the others are forgotten. A move of a
/// pattern tile costs 1, a move of any other tile 0, so the database counts
/// only the pattern's own moves and databases over disjoint patterns add up.
/// Where the blank is matters (a tile moves only into the blank), but not
/// exactly: moves of the other tiles are free, so the blank goes anywhere in
/// its region (the cells free of pattern tiles that it can reach) at no cost.
/// An abstract state is therefore the pattern's cells plus the blank's region,
/// named by its lowest cell, and every move costs 1: a pattern tile next to
/// the region slides into it, and the blank's region is found again from the
/// cell the tile left. That is the 0-1 search of "pattern tiles and the blank"
/// with its free moves done in advance, and many fewer states.
///
/// The table keeps one entry per placement of the pattern (the fewest moves
/// over the blank's regions), so a search looks a board up by its pattern
/// tiles' cells alone.
///
/// Goal: tile t on cell t - 1 (row-major), the blank on the last cell.

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "../detail/raise.hpp"
#include "../error.hpp"

namespace rotation::sliding {

/// K tiles of a board of Side x Side cells as an additive abstraction (search::Abstraction)
/// for search::build_pattern_database: its table counts the pattern tiles' own moves.
template <int Side, std::size_t K>
class TilePattern {
 public:
  static constexpr std::size_t cells = static_cast<std::size_t>(Side) * Side;  ///< of the board
  static constexpr std::uint64_t free_cells = cells - K;  ///< the cells the blank may be on
  static_assert(Side >= 2 && Side <= 5, "2 x 2 to 5 x 5 boards (cells fit a 32-bit mask)");
  static_assert(K >= 1 && K < cells, "a pattern of 1 to cells - 1 tiles");

  /// An abstract state: where the pattern's tiles are, and the blank's region.
  struct state_type {
    std::array<std::uint8_t, K> cell{};  ///< of each pattern tile, in the order given
    std::uint8_t blank = 0;              ///< the lowest cell of the blank's region
  };
  static constexpr bool unit_costs = true;  ///< every abstract move costs 1

  /// Tiles numbered 1 to cells - 1, each once; else rotation::input_error.
  explicit TilePattern(const std::array<int, K>& tiles) : tiles_(tiles) {
    unsigned seen = 0;
    // Appended piece by piece: g++ 12 warns falsely about `"..." + std::string`.
    id_ = "sliding-tile ";
    id_.append(std::to_string(Side)).append("x").append(std::to_string(Side));
    id_.append(" additive tiles");
    for (const int tile : tiles) {
      if (tile < 1 || static_cast<std::size_t>(tile) >= cells || ((seen >> tile) & 1U) != 0)
        rotation::detail::raise(input_error("tile pattern: tile " + std::to_string(tile) +
                                            " is not a tile or appears twice"));
      seen |= 1U << tile;
      id_.append(" ").append(std::to_string(tile));
    }
  }

  /// The pattern's name in a database file: the board's size and the tiles.
  [[nodiscard]] const std::string& id() const { return id_; }
  /// The pattern's tiles, in the order given.
  [[nodiscard]] const std::array<int, K>& tiles() const { return tiles_; }

  /// The abstract states: placements of the pattern times the cells left for the blank.
  [[nodiscard]] static constexpr std::uint64_t size() { return placements * free_cells; }
  /// The database's entries: one a placement.
  [[nodiscard]] static constexpr std::uint64_t entries() { return placements; }

  /// The entry of a state: its placement's rank.
  [[nodiscard]] static std::uint64_t entry(const state_type& state) {
    return placement_rank(state.cell);
  }
  /// The entry of a state's rank: the blank's part is its lowest digit.
  [[nodiscard]] static constexpr std::uint64_t entry_of_rank(std::uint64_t rank) {
    return rank / free_cells;
  }
  /// A state's rank, 0 to size() - 1.
  [[nodiscard]] static std::uint64_t rank(const state_type& state) {
    const unsigned occupied = mask_of(state.cell);
    const unsigned below_blank = (1U << state.blank) - 1;
    const auto blank_index = static_cast<unsigned>(count_ones(~occupied & below_blank));
    return placement_rank(state.cell) * free_cells + blank_index;
  }
  /// The state of a rank.
  [[nodiscard]] static state_type unrank(std::uint64_t rank) {
    state_type state;
    const auto blank_index = static_cast<unsigned>(rank % free_cells);
    std::uint64_t placement = rank / free_cells;
    std::array<unsigned, K> digits{};
    for (std::size_t i = K; i-- > 0;) {
      const std::uint64_t base = cells - i;
      digits[i] = static_cast<unsigned>(placement % base);
      placement /= base;
    }
    unsigned used = 0;
    for (std::size_t i = 0; i < K; ++i) {
      const unsigned cell = nth_set_bit(~used & all_cells, digits[i]);
      state.cell[i] = static_cast<std::uint8_t>(cell);
      used |= 1U << cell;
    }
    state.blank = static_cast<std::uint8_t>(nth_set_bit(~used & all_cells, blank_index));
    return state;
  }

  /// The goal: every pattern tile home, the blank in the region of the last cell.
  [[nodiscard]] std::array<state_type, 1> goals() const {
    state_type goal;
    for (std::size_t i = 0; i < K; ++i) goal.cell[i] = static_cast<std::uint8_t>(tiles_[i] - 1);
    const unsigned free = ~mask_of(goal.cell) & all_cells;
    goal.blank = static_cast<std::uint8_t>(std::countr_zero(region(1U << (cells - 1), free)));
    return {goal};
  }

  /// Calls sink(next, 1) for each abstract move: a pattern tile next to the blank's region
  /// slides into it.
  template <class Sink>
  static void for_each_move(const state_type& state, Sink&& sink) {
    const unsigned free = ~mask_of(state.cell) & all_cells;
    const unsigned reach = region(1U << state.blank, free);
    for (std::size_t i = 0; i < K; ++i) {
      const unsigned from = state.cell[i];
      for (unsigned rest = neighbours[from] & reach; rest != 0; rest &= rest - 1) {
        const auto to = static_cast<unsigned>(std::countr_zero(rest));
        state_type next = state;
        next.cell[i] = static_cast<std::uint8_t>(to);
        const unsigned next_free = (free | 1U << from) & ~(1U << to);
        next.blank = static_cast<std::uint8_t>(std::countr_zero(region(1U << from, next_free)));
        sink(static_cast<const state_type&>(next), 1);
      }
    }
  }

  /// The same moves, giving the builder each next state's rank, found from the state's
  /// own: a tile moving from cell a to cell b changes its own digit, and the digit of each
  /// later tile on a cell between a and b by one (it is then past one tile fewer or more).
  /// Sideways moves pass no cell, so mostly this is one multiply-add where rank() counts
  /// bits for every tile: it halves the build of the 15-puzzle's large databases. The
  /// blank's new region is looked up (lowest_in_region), not flooded: 20% faster again.
  template <class Sink>
  static void for_each_ranked_move(const state_type& state, std::uint64_t rank, Sink&& sink) {
    const unsigned free = ~mask_of(state.cell) & all_cells;
    const unsigned reach = region(1U << state.blank, free);
    const std::uint64_t placement = rank / free_cells;
    std::array<std::uint8_t, cells> tile_on{};  // [cell]: the index of the tile there
    for (std::size_t i = 0; i < K; ++i) tile_on[state.cell[i]] = static_cast<std::uint8_t>(i);
    unsigned before = 0;  // cells of tiles 0 .. i - 1
    for (std::size_t i = 0; i < K; ++i) {
      const unsigned from = state.cell[i];
      const unsigned after = ~free & all_cells & ~before & ~(1U << from);  // of tiles i + 1 ..
      for (unsigned rest = neighbours[from] & reach; rest != 0; rest &= rest - 1) {
        const auto to = static_cast<unsigned>(std::countr_zero(rest));
        const unsigned low = from < to ? from : to;
        const unsigned high = from < to ? to : from;
        const unsigned between = ((1U << high) - 1) & ~((2U << low) - 1);
        const auto passed = static_cast<std::int64_t>(count_ones(before & between));
        const std::int64_t step = static_cast<std::int64_t>(high - low) - passed;
        std::int64_t change = (to > from ? step : -step) * static_cast<std::int64_t>(weight[i]);
        for (unsigned later = after & between; later != 0; later &= later - 1) {
          const auto j = tile_on[static_cast<std::size_t>(std::countr_zero(later))];
          change += (to > from ? 1 : -1) * static_cast<std::int64_t>(weight[j]);
        }
        const unsigned next_free = (free | 1U << from) & ~(1U << to);
        const unsigned blank = lowest_in_region(next_free, from);
        const unsigned blank_index = count_ones(next_free & ((1U << blank) - 1));
        const auto next_placement =
            static_cast<std::uint64_t>(static_cast<std::int64_t>(placement) + change);
        sink(next_placement * free_cells + blank_index, 1);
      }
      before |= 1U << from;
    }
  }

  /// The entry of a board, from where each tile is (cell_of[tile]).
  [[nodiscard]] std::uint64_t entry_of(std::span<const std::uint8_t, cells> cell_of) const {
    std::array<std::uint8_t, K> cell{};
    for (std::size_t i = 0; i < K; ++i) cell[i] = cell_of[static_cast<std::size_t>(tiles_[i])];
    return placement_rank(cell);
  }

  /// [i]: the place value of tile i's digit in a placement's rank.
  static constexpr auto weight = [] {
    std::array<std::uint64_t, K> table{};
    std::uint64_t value = 1;
    for (std::size_t i = K; i-- > 0;) {
      table[i] = value;
      value *= cells - i;
    }
    return table;
  }();

  /// The pattern's placements: cells! / (cells - K)!.
  static constexpr std::uint64_t placements = [] {
    std::uint64_t count = 1;
    for (std::size_t i = 0; i < K; ++i) count *= cells - i;
    return count;
  }();

 private:
  static constexpr unsigned all_cells = (1U << cells) - 1;

  static constexpr unsigned mask_of(const std::array<std::uint8_t, K>& cell) {
    unsigned mask = 0;
    for (const auto c : cell) mask |= 1U << c;
    return mask;
  }

  // Mixed radix: tile i's digit is its cell among the cells tiles 0 .. i - 1
  // left free, in base cells - i.
  static constexpr std::uint64_t placement_rank(const std::array<std::uint8_t, K>& cell) {
    std::uint64_t rank = 0;
    unsigned used = 0;
    for (std::size_t i = 0; i < K; ++i) {
      const unsigned below = (1U << cell[i]) - 1;
      const auto digit = cell[i] - static_cast<unsigned>(count_ones(used & below));
      rank = rank * (cells - i) + digit;
      used |= 1U << cell[i];
    }
    return rank;
  }

  // The set bits of a mask of at most 32 cells. std::popcount compiles to a
  // call into the runtime library unless the target is known to have the
  // instruction (-mpopcnt), and ranks take several per move: this is a few
  // inline operations on any target.
  static constexpr unsigned count_ones(unsigned mask) {
    mask = mask - ((mask >> 1) & 0x55555555U);
    mask = (mask & 0x33333333U) + ((mask >> 2) & 0x33333333U);
    mask = (mask + (mask >> 4)) & 0x0f0f0f0fU;
    return (mask * 0x01010101U) >> 24;
  }

  // The cell of the n-th set bit of a mask (from 0, lowest first), by a
  // table per byte: unranking takes one per tile.
  static constexpr unsigned nth_set_bit(unsigned mask, unsigned n) {
    unsigned base = 0;
    for (;; base += 8, mask >>= 8) {
      const unsigned byte = mask & 0xffU;
      const unsigned count = count_ones(byte);
      if (n < count) return base + select_in_byte[byte][n];
      n -= count;
    }
  }
  static constexpr auto select_in_byte = [] {
    std::array<std::array<std::uint8_t, 8>, 256> table{};
    for (unsigned byte = 0; byte < 256; ++byte) {
      unsigned found = 0;
      for (unsigned bit = 0; bit < 8; ++bit)
        if (((byte >> bit) & 1U) != 0) table[byte][found++] = static_cast<std::uint8_t>(bit);
    }
    return table;
  }();

  // The cells of `free` reachable from `start` (within free) by steps
  // between neighbouring cells.
  static constexpr unsigned region(unsigned start, unsigned free) {
    unsigned reached = start;
    for (;;) {
      const unsigned grown =
          (reached | (reached << 1 & not_first_column) | (reached >> 1 & not_last_column) |
           reached << Side | reached >> Side) &
          free;
      if ((grown | start) == reached) return reached;
      reached = grown | start;
    }
  }

  // The lowest cell of the region of `free` holding cell c (in free). Up to
  // 4 x 4 cells, a table (lowest_table); on 5 x 5 one would take 2^25 * 25
  // bytes, so the region is flooded.
  static unsigned lowest_in_region(unsigned free, unsigned c) {
    if constexpr (cells <= 16) {
      return lowest_table()[free * cells + c];
    } else {
      return static_cast<unsigned>(std::countr_zero(region(1U << c, free)));
    }
  }

  // [free * cells + c]: the lowest cell of the region of `free` holding cell
  // c (for c in free). 2^cells * cells bytes (1 MB for the 15-puzzle), made
  // at the first use, in about 20 ms.
  static const std::vector<std::uint8_t>& lowest_table() {
    static const std::vector<std::uint8_t> table = [] {
      std::vector<std::uint8_t> lowest((std::size_t{1} << cells) * cells, 0);
      for (unsigned free = 0; free < (1U << cells); ++free)
        for (unsigned c = 0; c < cells; ++c)
          if (((free >> c) & 1U) != 0)
            lowest[free * cells + c] =
                static_cast<std::uint8_t>(std::countr_zero(region(1U << c, free)));
      return lowest;
    }();
    return table;
  }

  static constexpr unsigned column_mask(int column) {
    unsigned mask = 0;
    for (int row = 0; row < Side; ++row) mask |= 1U << (row * Side + column);
    return mask;
  }
  static constexpr unsigned not_first_column = all_cells & ~column_mask(0);
  static constexpr unsigned not_last_column = all_cells & ~column_mask(Side - 1);

  static constexpr std::array<unsigned, cells> neighbours = [] {
    std::array<unsigned, cells> table{};
    for (int cell = 0; cell < Side * Side; ++cell) {
      const int row = cell / Side;
      const int column = cell % Side;
      unsigned& mask = table[static_cast<std::size_t>(cell)];
      if (column + 1 < Side) mask |= 1U << (cell + 1);
      if (column > 0) mask |= 1U << (cell - 1);
      if (row + 1 < Side) mask |= 1U << (cell + Side);
      if (row > 0) mask |= 1U << (cell - Side);
    }
    return table;
  }();

  std::array<int, K> tiles_;
  std::string id_;
};

}  // namespace rotation::sliding
