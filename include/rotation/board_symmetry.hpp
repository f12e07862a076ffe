#pragma once
#include "detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// The symmetries of a board: the turns and reflections of its grid that map the board onto
/// itself, the center onto the center and every move onto a move. Such a symmetry maps a
/// placement to one that needs as many moves (a solution of one, mapped move by move, solves
/// the other), which is what the table builder uses: of the placements that map onto each
/// other, it works out one and gives the rest the same distance (search/build_in_place.hpp).
///
/// Each of the seven turns and reflections of a square grid other than the identity is
/// checked against the topology's tables at compile time, and kept when it passes: all seven
/// on every # board. Each is a permutation of the cells, applied to a cell mask a byte at a
/// time through tables made on first use on boards of more than 32 cells (size 11 and up,
/// where the builds are long: size 11's takes 2.4 s with them, 2.9 s without), and a cell
/// at a time on smaller ones.

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "bitboard.hpp"
#include "standard_topology.hpp"
#include "topology.hpp"

namespace rotation {

/// The symmetries of T's board other than the identity, as permutations of its cells.
template <Topology T = StandardTopology>
struct BoardSymmetry {
  using mask_type = typename Bitboard<T>::mask_type;  ///< a set of cells

 private:
  static constexpr std::size_t cells = T::cell_count;
  static constexpr std::size_t side = [] {
    std::size_t largest = 0;
    for (const auto& at : T::layout)
      largest = std::max({largest, std::size_t{at.row} + 1, std::size_t{at.column} + 1});
    return largest;
  }();

  // The cell at a grid square, or `cells` for none.
  static constexpr std::size_t cell_at(std::size_t row, std::size_t column) {
    for (std::size_t c = 0; c < cells; ++c)
      if (T::layout[c].row == row && T::layout[c].column == column) return c;
    return cells;
  }

  // Turn or reflection k (1 .. 7; 0 is the identity) of a square of the grid.
  static constexpr std::array<std::size_t, 2> moved(std::size_t k, std::size_t r, std::size_t c) {
    const std::size_t last = side - 1;
    switch (k) {
      case 1:
        return {c, r};  // about the main diagonal
      case 2:
        return {last - r, c};  // top to bottom
      case 3:
        return {r, last - c};  // left to right
      case 4:
        return {last - r, last - c};  // a half turn
      case 5:
        return {c, last - r};  // a quarter turn
      case 6:
        return {last - c, r};  // the other quarter turn
      case 7:
        return {last - c, last - r};  // about the other diagonal
      default:
        return {r, c};
    }
  }

  struct Candidate {
    std::array<std::size_t, cells> to{};
    bool valid = true;
  };

  static constexpr Candidate candidate(std::size_t k) {
    Candidate map;
    for (std::size_t c = 0; c < cells; ++c) {
      const auto [r, col] = moved(k, T::layout[c].row, T::layout[c].column);
      map.to[c] = cell_at(r, col);
      if (map.to[c] == cells) map.valid = false;
    }
    if (!map.valid) return map;
    // The center onto the center.
    for (const auto cell : T::center) {
      bool found = false;
      for (const auto other : T::center) found = found || map.to[cell] == other;
      map.valid = map.valid && found;
    }
    // Every move onto a move: line m, mapped cell by cell, is some move's line in order.
    for (const auto& line : T::lines) {
      bool found = false;
      for (const auto& other : T::lines) {
        bool same = other.size() == line.size();
        for (std::size_t k2 = 0; same && k2 < line.size(); ++k2)
          same = map.to[line[k2]] == other[k2];
        found = found || same;
      }
      map.valid = map.valid && found;
    }
    return map;
  }

  static constexpr std::size_t valid_count = [] {
    std::size_t n = 0;
    for (std::size_t k = 1; k <= 7; ++k)
      if (candidate(k).valid) ++n;
    return n;
  }();

 public:
  /// The number of symmetries other than the identity: 7 on every # board.
  static constexpr std::size_t count = valid_count;

  /// [s][c]: where symmetry s sends cell c.
  static constexpr std::array<std::array<std::uint8_t, cells>, count> maps = [] {
    std::array<std::array<std::uint8_t, cells>, count> all{};
    std::size_t n = 0;
    for (std::size_t k = 1; k <= 7; ++k)
      if (const Candidate map = candidate(k); map.valid) {
        for (std::size_t c = 0; c < cells; ++c) all[n][c] = static_cast<std::uint8_t>(map.to[c]);
        ++n;
      }
    return all;
  }();

  /// Whether apply() reads byte tables (boards of more than 32 cells) rather than moving a
  /// cell at a time.
  static constexpr bool by_tables = cells > 32;

 private:
  static constexpr std::size_t byte_count = Bitboard<T>::byte_count;
  // [s][j][b]: where symmetry s sends the cells of byte value b at byte j.
  using Tables = std::array<std::array<std::array<mask_type, 256>, byte_count>, count>;

  // Filled when first used, not at compile time: as constants they would be
  // data in every program (86 KB on size 13, a quarter of the playground's
  // WebAssembly module); made at run time they cost a millisecond, once.
  static const Tables& tables() {
    static const Tables table = make_tables();
    return table;
  }
  static Tables make_tables() {
    Tables table{};
    for (std::size_t s = 0; s < count; ++s)
      for (std::size_t j = 0; j < byte_count; ++j)
        for (std::size_t b = 1; b < 256; ++b) {
          const std::size_t cell = 8 * j + static_cast<std::size_t>(std::countr_zero(b));
          table[s][j][b] = table[s][j][b & (b - 1)] |
                           (cell < cells ? Bitboard<T>::bit(maps[s][cell]) : mask_type{0});
        }
    return table;
  }

 public:
  /// The cells that symmetry s (0 .. count - 1) sends `cells` to.
  static constexpr mask_type apply(std::size_t s, mask_type cells_in) {
    mask_type result = 0;
    if constexpr (by_tables) {
      if (!std::is_constant_evaluated()) {
        const auto& bytes = tables()[s];
        for (std::size_t j = 0; j < byte_count; ++j)
          result |= bytes[j][(cells_in >> (8 * j)) & 0xff];
        return result;
      }
    }
    for (mask_type rest = cells_in; rest != 0; rest &= rest - 1)
      result |= Bitboard<T>::bit(maps[s][static_cast<std::size_t>(std::countr_zero(rest))]);
    return result;
  }
};

static_assert(BoardSymmetry<StandardTopology>::count == 7,
              "the Rotation Game's board has the square's eight symmetries");

}  // namespace rotation
