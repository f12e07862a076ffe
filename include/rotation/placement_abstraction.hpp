#pragma once
#include "detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

// The Rotation Game's placements as an abstraction for the generic pattern
// database builder (search/build_pattern_database.hpp): where the eight
// blocks of one symbol are, every move costing one, the goal all eight on the
// center. Its database holds the same distances as the Rotation table
// (pattern_database.hpp), which keeps a builder of its own: it stores the
// distances modulo 15 or 3 in 4 or 2 bits (a walk recovers them, which
// a lookup of any abstraction cannot), and finishes each build scanning the
// table backward from the unreached placements. The tests build both and
// compare them placement by placement; the benchmarks time both.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

#include "bitboard.hpp"
#include "board_symmetry.hpp"
#include "detail/subset_rank.hpp"
#include "move.hpp"
#include "search/abstraction.hpp"
#include "standard_topology.hpp"
#include "topology.hpp"

namespace rotation {

/// The placements of one symbol's blocks as a search::Abstraction, for the generic pattern
/// database builder.
template <Topology T = StandardTopology>
class PlacementAbstraction {
  using bits = Bitboard<T>;
  using ranking = detail::SubsetRank<T::cell_count, T::center.size()>;

 public:
  using state_type = typename bits::mask_type;  ///< the cells of the eight blocks
  static constexpr bool unit_costs = true;      ///< every move costs one

  /// The name of the abstraction in a saved database: the placements of this many cells.
  [[nodiscard]] std::string id() const {
    return "rotation placements, " + std::to_string(T::cell_count) + " cells";
  }
  /// The number of placements: ranks run from 0 to size() - 1.
  [[nodiscard]] static constexpr std::uint64_t size() { return ranking::count; }
  /// The rank of the placement on `cells`.
  [[nodiscard]] static std::uint64_t rank(state_type cells) { return ranking::rank(cells); }
  /// The placement of rank `rank`: the inverse of rank().
  [[nodiscard]] static state_type unrank(std::uint64_t rank) {
    return ranking::unrank(static_cast<typename ranking::rank_type>(rank));
  }
  /// The placement of the next rank (not of the last): ranks follow the numeric order of
  /// the cell masks, so a scan steps from one to the next instead of unranking each.
  [[nodiscard]] static state_type next_in_rank_order(state_type cells) {
    return ranking::next(cells);
  }
  /// The symmetries of the board other than the identity (BoardSymmetry): 7 on every
  /// # board. Each sends a placement to one that needs as many moves, so a build works out
  /// one placement of each set that they send onto each other.
  static constexpr std::size_t symmetries = BoardSymmetry<T>::count;
  /// The placement that symmetry k (0 .. symmetries - 1) sends `cells` to.
  [[nodiscard]] static state_type symmetric_state(std::size_t k, state_type cells) {
    return BoardSymmetry<T>::apply(k, cells);
  }
  /// The one goal: the blocks on the center.
  [[nodiscard]] static std::array<state_type, 1> goals() { return {bits::center}; }

  /// Calls sink(next, 1) with the placement each move leads to, in letter order.
  template <class Sink>
  static void for_each_move(state_type cells, Sink&& sink) {
    for (const auto move : Move<T>::all()) sink(bits::apply(move, cells), 1);
  }
};

static_assert(search::Abstraction<PlacementAbstraction<>>);

}  // namespace rotation
