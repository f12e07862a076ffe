#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// The exact distance of every placement of a symbol (PlacementDistances): one byte each,
/// indexed by rank, found breadth-first on every core; what the census and God's number
/// look up. Also the progress a long computation reports (Progress).

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <functional>
#include <limits>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../bitboard.hpp"
#include "../board.hpp"
#include "../detail/bits.hpp"
#include "../detail/checked_size.hpp"
#include "../detail/config.hpp"
#include "../detail/memory_limit.hpp"
#include "../detail/raise.hpp"
#include "../detail/subset_rank.hpp"
#include "../detail/text.hpp"
#include "../detail/threads.hpp"
#include "../error.hpp"
#include "../placement.hpp"
#include "../placement_abstraction.hpp"
#include "../search/build_in_place.hpp"
#include "../search/packed_array.hpp"
#include "../standard_topology.hpp"
#include "../topology.hpp"

#if ROTATION_HAS_THREADS
#include <thread>
#endif

namespace rotation {

/// What a long computation reports now and then, on the thread that called
/// it: the task, and the fraction of it done (0 to 1). A callback may throw
/// to cancel: the computation stops its threads and passes the exception on.
struct Progress {
  std::string_view task;  ///< what is being computed
  double fraction = 0;    ///< how much of it is done, from 0 to 1
};
/// Receives each Progress report; it may throw to cancel the computation.
using ProgressCallback = std::function<void(const Progress&)>;

/// A topology whose placements have 8 cells (every # board), as the census and
/// the searches for God's number need: the last two parts of a partition are 16 cells.
template <class T>
concept EightBlockTopology = Topology<T> && TopologyFacts<T>::center_size == 8;

/// The number of boards: (cells)! / (8!)^symbols. It fits 64 bits up to size 9
/// (99,561,092,450,391,000); size 11 has about 7.66e24.
template <EightBlockTopology T>
requires(T::cell_count <= 32) constexpr std::uint64_t board_count() {
  std::uint64_t count = 1;
  std::size_t placed = 0;
  // A product of binomials, C(placed + 8, 8) per symbol: each stays exact.
  for (int s = 0; s < T::symbol_count; ++s) {
    placed += 8;
    count *= detail::SubsetRank<64, 8>::choose(placed, 8);
  }
  return count;
}

// ---------------------------------------------------------------------------
// The exact distance of every placement.

/// The exact distance of every placement, a byte each, indexed by rank.
template <Topology T = StandardTopology>
class PlacementDistances {
 public:
  /// Ranks the placements: each set of cells gets a number from 0 up.
  using ranking = detail::SubsetRank<T::cell_count, TopologyFacts<T>::center_size>;
  /// A set of cells: bit c set for cell c.
  using mask_type = typename Bitboard<T>::mask_type;
  /// A placement's rank.
  using rank_type = typename ranking::rank_type;

  /// Builds the distances: a breadth-first search from the center in the memory of the
  /// distances themselves (search::build_in_place with a byte an entry), on every core:
  /// about as long as the pattern database's build (PatternDatabase::build_memory_bytes()
  /// lists those), in a byte per placement and 4 MB (build_memory_bytes(): 735 KB for
  /// size 7, 10.5 MB for 9, 77 MB for 11, 377 MB for 13, each with the 4 MB).
  ///
  /// Throws insufficient_memory, before it allocates anything, when the build needs more
  /// memory than this process may have (build_memory_bytes()).
  PlacementDistances() : PlacementDistances(search::InPlaceBuildOptions{}) {}

  /// Builds the distances with these options: progress reported level by level (on_level,
  /// on the calling thread), the threads to use. Throws as the default constructor.
  explicit PlacementDistances(const search::InPlaceBuildOptions& options) {
    refuse_if_too_large();
    take(search::build_in_place<8>(PlacementAbstraction<T>{}, options));
  }

  /// Takes distances built (or loaded) elsewhere: the distance of every placement by rank,
  /// and the counts of placements at each distance. Throws input_error unless they
  /// have the size of T's placements and the entries are what the counts say (the center's
  /// distance 0, every other placement's at least 1).
  explicit PlacementDistances(search::DistanceResidues<8> built) {
    if (built.residues.size() != ranking::count)
      detail::raise(input_error(detail::message(
          {"placement distances: ", detail::Decimal(built.residues.size()),
           " entries, but the board has ", detail::Decimal(ranking::count), " placements"})));
    auto refuse = [] {
      detail::raise(input_error(
          "placement distances: the entries are not what the counts of placements at each "
          "distance say"));
    };
    std::vector<std::uint64_t> seen(built.counts.size(), 0);
    for (std::size_t r = 0; r < built.residues.size(); ++r) {
      const unsigned d = built.residues.get(r);
      if (d >= seen.size()) refuse();
      ++seen[d];
    }
    const auto center = static_cast<std::size_t>(ranking::rank(Bitboard<T>::center));
    if (seen != built.counts || built.residues.get(center) != 0 || seen[0] != 1) refuse();
    take(std::move(built));
  }

  /// The placements of one symbol: the entries.
  static constexpr std::uint64_t placements() { return ranking::count; }

  /// The memory a build takes at most, in bytes: a byte a placement, and two lists of at
  /// most 2^18 placements each, 4 MB (search::in_place_build_bytes).
  static constexpr std::uint64_t build_memory_bytes() {
    return search::in_place_build_bytes<8>(ranking::count);
  }

  /// Throws, before anything is allocated, when T's distances cannot be built here: more
  /// placements than this target can index (too_large), or a build that needs more
  /// memory than this process may have (insufficient_memory, saying how much it needs and
  /// how much there is). The constructors that build call it first.
  static void refuse_if_too_large() {
    detail::checked_size<too_large>(ranking::count, "placement distances", "placements");
    const std::string what =
        detail::message({"the distance of every placement of this board (",
                         detail::Decimal(ranking::count), " placements, a byte each)"});
    if (const auto shortfall =
            detail::memory_shortfall(what, build_memory_bytes(), detail::memory_limit()))
      detail::raise(insufficient_memory(*shortfall));
  }

  /// The moves the placement needs.
  int operator()(const Placement<T>& placement) const {
    return static_cast<int>(
        entries_.get(static_cast<std::size_t>(ranking::rank(placement.cells()))));
  }

  /// The distance of every placement, indexed by its rank.
  std::span<const std::uint8_t> by_rank() const {
    if constexpr (std::endian::native == std::endian::little) {
      // Entry i is byte i of the words: the words themselves, read as bytes.
      return {reinterpret_cast<const std::uint8_t*>(entries_.words().data()), entries_.size()};
    } else {
      return bytes_;
    }
  }
  /// The distances packed as a file saves them (search::save_table), a byte each.
  const search::PackedArray<8>& entries() const { return entries_; }
  /// How many placements need each number of moves, from 0 to max_distance().
  const std::vector<std::uint64_t>& counts() const { return counts_; }
  /// The most moves any placement needs.
  int max_distance() const { return static_cast<int>(counts_.size()) - 1; }

  /// How many placements need `moves` moves or more.
  std::uint64_t count_at_least(int moves) const {
    std::uint64_t count = 0;
    for (std::size_t d = static_cast<std::size_t>(std::max(moves, 0)); d < counts_.size(); ++d)
      count += counts_[d];
    return count;
  }

 private:
  void take(search::DistanceResidues<8> built) {
    entries_ = std::move(built.residues);
    counts_ = std::move(built.counts);
    if constexpr (std::endian::native != std::endian::little) {
      bytes_.resize(entries_.size());
      for (std::size_t r = 0; r < bytes_.size(); ++r)
        bytes_[r] = static_cast<std::uint8_t>(entries_.get(r));
    }
  }

  search::PackedArray<8> entries_;     // [rank]: the distance
  std::vector<std::uint64_t> counts_;  // [d]: placements needing d moves
  std::vector<std::uint8_t> bytes_;    // big-endian targets: the entries in rank order
};

namespace detail {

// The ways to name the parts of a partition by the symbols: symbol_count!.
template <EightBlockTopology T>
constexpr std::uint64_t labellings() {
  std::uint64_t count = 1;
  for (int s = 2; s <= T::symbol_count; ++s) count *= static_cast<std::uint64_t>(s);
  return count;
}

}  // namespace detail

}  // namespace rotation
