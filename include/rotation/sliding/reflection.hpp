#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// The sliding-tile board reflected in its main diagonal, and the entries of a tile
/// pattern's database on a board and on its mirror image.
///
/// The reflection swaps rows and columns and renames each tile after the tile whose home is
/// its home's mirror image; the goal is its own mirror (the blank stays in the corner), so
/// a reflected board is exactly as far from the goal and its estimate is a second lower
/// bound, from the same tables.

#include <array>
#include <cstddef>
#include <cstdint>
#include <tuple>
#include <type_traits>
#include <utility>

#include "board.hpp"

// One detail namespace for the whole library (see detail/): a nested one
// would hide it from lookups made here.
namespace rotation::detail {

template <int Side>
constexpr std::size_t transposed_cell(std::size_t cell) {
  return (cell % Side) * Side + cell / Side;
}

}  // namespace rotation::detail

namespace rotation::sliding {

/// The board reflected in its main diagonal (a search::Symmetry of the board).
template <int Side>
struct ReflectOf {
  /// The mirror image of `board`.
  constexpr BoardOf<Side> operator()(const BoardOf<Side>& board) const {
    BoardOf<Side> mirror{};
    for (std::size_t cell = 0; cell < BoardOf<Side>::cells; ++cell) {
      const std::uint8_t tile = board.tiles[cell];
      // Tile t's home is cell t - 1: its mirror is the tile at home on the
      // mirror cell. The blank stays the blank.
      const auto renamed =
          tile == 0
              ? std::uint8_t{0}
              : static_cast<std::uint8_t>(detail::transposed_cell<Side>(std::size_t{tile} - 1) + 1);
      const auto to = detail::transposed_cell<Side>(cell);
      mirror.tiles[to] = renamed;
      mirror.cell_of[renamed] = static_cast<std::uint8_t>(to);
    }
    mirror.blank = mirror.cell_of[0];
    mirror.manhattan = board.manhattan;  // the mirror of each path home is as long
    return mirror;
  }
};
/// The entry of a board in the database of pattern P (a TilePattern).
template <class P>
struct EntryOf {
  const P* pattern;  ///< the pattern, which must outlive this
  /// The board's entry.
  template <int Side>
  std::uint64_t operator()(const BoardOf<Side>& board) const {
    return pattern->entry_of(board.cell_of);
  }
};

/// The entry of a board's mirror image (ReflectOf) in the database of pattern P, found
/// without making the mirror: there, tile p stands on the mirror of the cell where tile p'
/// stands here, p' being the tile whose home is the mirror of p's home. On the 24-puzzle's
/// large set the search makes about a quarter more nodes a second than through a reflected
/// board.
template <class P, int Side>
class MirrorEntryOf {
 public:
  /// The look-up of `pattern`'s entries on mirror images.
  explicit MirrorEntryOf(const P& pattern) {
    for (std::size_t i = 0; i < pattern.tiles().size(); ++i)
      mirror_tile_[i] = static_cast<std::uint8_t>(
          detail::transposed_cell<Side>(static_cast<std::size_t>(pattern.tiles()[i]) - 1) + 1);
  }
  /// The entry of the mirror image of `board`.
  std::uint64_t operator()(const BoardOf<Side>& board) const {
    typename P::state_type mirror;
    for (std::size_t i = 0; i < mirror_tile_.size(); ++i)
      mirror.cell[i] =
          static_cast<std::uint8_t>(detail::transposed_cell<Side>(board.cell_of[mirror_tile_[i]]));
    return P::entry(mirror);
  }

 private:
  using Tiles = std::remove_cvref_t<decltype(std::declval<const P&>().tiles())>;
  std::array<std::uint8_t, std::tuple_size_v<Tiles>> mirror_tile_{};
};

}  // namespace rotation::sliding
