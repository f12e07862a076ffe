#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// The 15-puzzle and the 24-puzzle by name: their boards, domains, reflections and the
/// additive sets of pattern databases measured best for them (namespaces
/// rotation::sliding::fifteen and rotation::sliding::twenty_four).

#include <cstddef>

#include "additive_set.hpp"
#include "board.hpp"
#include "domain.hpp"
#include "reflection.hpp"

namespace rotation::sliding {

/// The 15-puzzle: 4 x 4 cells.
namespace fifteen {

inline constexpr int side = 4;                            ///< cells a row
inline constexpr int cells = side * side;                 ///< of the board
using Board = BoardOf<side>;                              ///< its board
using Tiles = Board::Tiles;                               ///< its cells' tiles
inline constexpr Tiles goal_tiles = goal_tiles_of<side>;  ///< 1 .. 15, the blank last
using Domain = DomainOf<side>;                            ///< its search domain
using Reflect = ReflectOf<side>;                          ///< its reflection in the main diagonal

/// An additive set of patterns of K tiles each.
template <std::size_t... K>
using AdditiveSet = AdditiveSetOf<side, K...>;

/// The default: 6 + 6 + 3 tiles, 11.5 MB, built in 2 to 3 seconds (and then kept in a cache
/// directory by the fifteen-puzzle program). Of the partitions tried on Korf's 100
/// instances, this one needed the fewest nodes (284,000 an instance; others 416,000 to
/// 1,166,000; three of 5 tiles 2.4 million).
using StartupSet = AdditiveSet<6, 6, 3>;
/// The default set's patterns, before their databases are built.
inline StartupSet startup_set() {
  return StartupSet({1, 5, 6, 9, 10, 13}, {7, 8, 11, 12, 14, 15}, {2, 3, 4});
}

/// Worth keeping on disk: 7 + 8 tiles (the top seven, the other eight), 577 MB, built in
/// under 3 minutes on 2 cores; 21,000 nodes a Korf instance.
using LargeSet = AdditiveSet<7, 8>;
/// The large set's patterns, before their databases are built.
inline LargeSet large_set() {
  return LargeSet({1, 2, 3, 4, 5, 6, 7}, {8, 9, 10, 11, 12, 13, 14, 15});
}

}  // namespace fifteen

/// The 24-puzzle: 5 x 5 cells. The tiles' homes:
///
///        1  2  3  4  5
///        6  7  8  9 10
///       11 12 13 14 15
///       16 17 18 19 20
///       21 22 23 24  .
namespace twenty_four {

inline constexpr int side = 5;    ///< cells a row
using Board = BoardOf<side>;      ///< its board
using Domain = DomainOf<side>;    ///< its search domain
using Reflect = ReflectOf<side>;  ///< its reflection in the main diagonal

/// Kept on disk (fifteen-puzzle --size=5 --pdb-dir): four blocks of 6 tiles, three of them
/// 2 x 3 turning around the middle and the fourth what is left (Korf and Felner's
/// databases were four patterns of 6 tiles too; this split is ours). Its mirror image is
/// another partition, so the reflected lookup is a second, different bound. 4 x 127.5 MB;
/// each table built in about a minute on 2 cores, 600 MB of memory while building.
using LargeSet = AdditiveSetOf<side, 6, 6, 6, 6>;
/// The large set's patterns, before their databases are built.
inline LargeSet large_set() {
  return LargeSet({1, 2, 3, 6, 7, 8}, {4, 5, 9, 10, 14, 15}, {11, 12, 16, 17, 21, 22},
                  {13, 18, 19, 20, 23, 24});
}

/// Built for each run when there is no table directory: six lines of 4 tiles (the first
/// four of each of the top four rows, the last column, the bottom row), 6 x 303,600 bytes,
/// in half a second. Far weaker than the large set, for boards a few dozen moves from the
/// goal. (Six 2 x 2 squares would be a partition that is its own mirror image, whose
/// reflected sum adds nothing.)
using StartupSet = AdditiveSetOf<side, 4, 4, 4, 4, 4, 4>;
/// The startup set's patterns, before their databases are built.
inline StartupSet startup_set() {
  return StartupSet({1, 2, 3, 4}, {6, 7, 8, 9}, {11, 12, 13, 14}, {16, 17, 18, 19}, {5, 10, 15, 20},
                    {21, 22, 23, 24});
}

}  // namespace twenty_four

}  // namespace rotation::sliding
