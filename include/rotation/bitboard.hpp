#pragma once
#include "detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// Cell sets as bit masks (bit c = cell c), and each move as a permutation of
/// those bits. A board keeps one mask per symbol: a move then costs a few table
/// look-ups per symbol, the goal test is one comparison, and the cells of a
/// symbol are ready to rank for a pattern database.

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <type_traits>

#include "detail/bits.hpp"
#include "move.hpp"
#include "standard_topology.hpp"
#include "topology.hpp"

namespace rotation {

/// Cell sets of a topology as bit masks (bit c = cell c), and each move as a permutation
/// of those bits, in tables computed at compile time.
template <Topology T = StandardTopology>
struct Bitboard {
  static_assert(T::cell_count <= 64, "cell masks hold at most 64 cells");
  /// A set of cells: 32 bits when the topology has at most 32 cells, else 64.
  using mask_type = std::conditional_t<(T::cell_count <= 32), std::uint32_t, std::uint64_t>;

  static constexpr std::size_t move_count = T::lines.size();          ///< The number of moves.
  static constexpr std::size_t byte_count = (T::cell_count + 7) / 8;  ///< The bytes of a cell mask.

  /// The set holding only `cell`.
  static constexpr mask_type bit(std::size_t cell) { return mask_type{1} << cell; }

  /// The set of the cells listed in `cells` (any range of cell indices).
  template <class Cells>
  static constexpr mask_type mask_of(const Cells& cells) {
    mask_type mask = 0;
    for (auto cell : cells) mask |= bit(cell);
    return mask;
  }

  static constexpr mask_type center = mask_of(T::center);  ///< The center cells.
  /// Every cell of the board.
  static constexpr mask_type all_cells =
      T::cell_count == 64 ? ~mask_type{0}
                          : static_cast<mask_type>((std::uint64_t{1} << T::cell_count) - 1);

  /// The most groups of cells moving by one distance that apply() handles by shifts.
  static constexpr std::size_t max_shift_groups = 4;

  /// `permuted[m][j][b]`: where move m sends the cells of byte b of byte j.
  /// A move sends the block on `line[k + 1]` to `line[k]` and `line[0]` to the tail.
  static constexpr auto permuted = [] {
    // Filled through plain arrays: with a hardened standard library every
    // std::array subscript is checked, and the compile-time evaluation of the
    // largest boards would run out of steps.
    mask_type raw[move_count][byte_count][256] = {};
    for (std::size_t m = 0; m < move_count; ++m) {
      std::size_t destination[T::cell_count] = {};
      for (std::size_t c = 0; c < T::cell_count; ++c) destination[c] = c;
      const auto& line = T::lines[m];
      for (std::size_t k = 0; k + 1 < line.size(); ++k) destination[line[k + 1]] = line[k];
      destination[line[0]] = line.back();
      // Each entry is the one without its lowest cell plus that cell: one
      // step per entry keeps the evaluation small on any board.
      for (std::size_t j = 0; j < byte_count; ++j)
        for (std::size_t b = 1; b < 256; ++b) {
          const std::size_t cell = 8 * j + static_cast<std::size_t>(std::countr_zero(b));
          raw[m][j][b] = raw[m][j][b & (b - 1)] |
                         (cell < T::cell_count ? bit(destination[cell]) : mask_type{0});
        }
    }
    std::array<std::array<std::array<mask_type, 256>, byte_count>, move_count> table{};
    for (std::size_t m = 0; m < move_count; ++m)
      for (std::size_t j = 0; j < byte_count; ++j)
        std::copy(std::begin(raw[m][j]), std::end(raw[m][j]), table[m][j].begin());
    return table;
  }();

  /// A move's permutation as a few rotations of the whole mask: the cells of `masks[g]` all
  /// move by the same distance, a rotation left by `turns[g]` bits (mod the mask's width;
  /// no cell wraps around, so a rotation is a shift either way), and the cells of `stay`
  /// stay put. On every # board the cells of a row move by one, but the row's first, and
  /// the cells of a column by one of four distances: at most four groups per move.
  struct ShiftPlan {
    mask_type stay = 0;                               ///< the cells the move leaves
    std::array<mask_type, max_shift_groups> masks{};  ///< the cells of each group (0: unused)
    std::array<int, max_shift_groups> turns{};        ///< each group's rotation to the left
    bool fits = true;  ///< false when the move needs more groups than max_shift_groups
  };

  /// Each move's ShiftPlan.
  static constexpr auto shift_plans = [] {
    std::array<ShiftPlan, move_count> plans{};
    constexpr int width = static_cast<int>(sizeof(mask_type) * 8);
    for (std::size_t m = 0; m < move_count; ++m) {
      ShiftPlan& plan = plans[m];
      plan.stay = all_cells;
      std::size_t groups = 0;
      std::array<int, max_shift_groups> deltas{};
      const auto& line = T::lines[m];
      for (std::size_t k = 0; k < line.size(); ++k) {
        const auto from = static_cast<int>(line[k]);
        const auto to = static_cast<int>(k == 0 ? line.back() : line[k - 1]);
        plan.stay &= static_cast<mask_type>(~bit(line[k]));
        std::size_t g = 0;
        while (g < groups && deltas[g] != to - from) ++g;
        if (g == max_shift_groups) {
          plan.fits = false;
          break;
        }
        if (g == groups) deltas[groups++] = to - from;
        plan.masks[g] |= bit(line[k]);
        plan.turns[g] = ((to - from) % width + width) % width;
      }
    }
    return plans;
  }();

  /// Whether apply() uses the ShiftPlans instead of the byte tables: on boards of more than
  /// 32 cells (size 11 and up), where a mask has 5 to 8 bytes to look up, and every move fits
  /// a plan. Up to 32 cells the tables' 2 to 4 look-ups are as quick (measured: the solves
  /// of sizes 5 and 7 took 1.4 times as long by shifts).
  static constexpr bool by_shifts = T::cell_count > 32 &&
                                    std::all_of(shift_plans.begin(), shift_plans.end(),
                                                [](const ShiftPlan& p) { return p.fits; });

  /// The set of cells after `move` carries their blocks. Takes a Move, not an
  /// index, so the row of the table it reads always exists.
  static constexpr mask_type apply(Move<T> move, mask_type cells) {
    if constexpr (by_shifts) {
      // A dozen register operations, where the byte tables take a look-up per byte.
      const ShiftPlan& plan = shift_plans[move.index()];
      mask_type result = cells & plan.stay;
      for (std::size_t g = 0; g < max_shift_groups; ++g)
        result |= std::rotl(static_cast<mask_type>(cells & plan.masks[g]), plan.turns[g]);
      return result;
    } else {
      const auto& bytes = permuted[move.index()];
      mask_type result = 0;
      for (std::size_t j = 0; j < byte_count; ++j) result |= bytes[j][(cells >> (8 * j)) & 0xff];
      return result;
    }
  }

  /// The number of cells in a set.
  static constexpr int count(mask_type cells) { return detail::popcount(cells); }
};

}  // namespace rotation
