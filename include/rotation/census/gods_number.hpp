#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// God's number of a board: the most moves any board needs, a board that needs them, how
/// many do, and the searches that prove it; the boards that need at least k moves.

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
#include "cover_search.hpp"
#include "local_search.hpp"
#include "placement_distances.hpp"

#if ROTATION_HAS_THREADS
#include <thread>
#endif

namespace rotation {

/// Whether gods_number() counts the boards that need God's number: every
/// partition at that level, rather than the first. In reach up to four
/// symbols (size 9: 29,554,752 boards, about 25 s on two cores); size 11's
/// would take far longer.
enum class CountBoards {
  if_in_reach,  ///< count them on boards of up to four symbols
  always,       ///< count them, however long it takes
  never         ///< find the first board only
};

/// How gods_number() runs.
struct GodsNumberOptions {
  unsigned threads = 0;                          ///< 0: every hardware thread
  CountBoards count = CountBoards::if_in_reach;  ///< whether to count the boards needing it
  ProgressCallback progress;  ///< called now and then on the calling thread; may throw to cancel
  /// Climbs of the local search that looks for a far board before the exhaustive searches
  /// (which then stop above it); none: the exhaustive searches alone. Automatic (-1): none
  /// on boards of up to four symbols, whose exhaustive searches take a second at most;
  /// 4,096 on larger ones (size 13: about 10 s on two cores, and it finds a board of 27
  /// moves, where the exhaustive search would take hours).
  std::int64_t local_search_climbs = -1;
};

/// The most moves any board needs, a board that needs them, how many do (when
/// counted), and the searches that show it.
template <EightBlockTopology T = StandardTopology>
struct GodsNumber {
  int moves = 0;  ///< God's number: the most moves any board needs
  /// Needs exactly `moves` moves: the first cover found, or the local search's board.
  Board<T> witness;
  std::optional<std::uint64_t> boards;  ///< boards needing `moves`; nothing when not counted
  /// The local search, when one ran: its farthest board is the witness when it needs
  /// `moves` and the boards are not counted.
  std::optional<LocalSearchFigures> local_search;
  /// One exhaustive search per number of moves, from one more than the farthest
  /// placement needs down to `moves` + 1, each of which found no board (a proof; the
  /// first trivially: no candidates), then the one at `moves` that found the witness,
  /// unless the local search had found it.
  std::vector<CoverSearchFigures> searches;

  /// The search that found no board needing moves + 1: the proof.
  const CoverSearchFigures& proof() const {
    return *std::ranges::find(searches, moves + 1, &CoverSearchFigures::moves);
  }
};

/// God's number of T, from the distances of its placements: one search per number of
/// moves, from one more than the farthest placement's distance down to the first with a board.
template <EightBlockTopology T>
GodsNumber<T> gods_number(const PlacementDistances<T>& distances,
                          const GodsNumberOptions& options = {}) {
  using Search = detail::CoverSearch<T>;
  const unsigned threads =
      std::max(1U, options.threads != 0 ? options.threads : detail::hardware_threads());
  const bool count = options.count == CountBoards::always ||
                     (options.count == CountBoards::if_in_reach && T::symbol_count <= 4);
  std::array<int, T::symbol_count> labels{};
  for (std::size_t i = 0; i < labels.size(); ++i) labels[i] = static_cast<int>(i) + 1;
  std::optional<LocalSearchFigures> local_search;
  std::vector<CoverSearchFigures> searches;

  // A far board first, when asked for: the exhaustive searches then stop above it.
  const std::int64_t climbs = options.local_search_climbs >= 0 ? options.local_search_climbs
                              : T::symbol_count <= 4           ? 0
                                                               : 4'096;
  std::optional<typename detail::LocalSearch<T>::Found> far;
  if (climbs > 0 && !count) {
    const auto start = std::chrono::steady_clock::now();
    far = detail::LocalSearch<T>(distances).run(
        static_cast<std::uint64_t>(climbs), distances.max_distance(), threads, options.progress);
    local_search = LocalSearchFigures{
        far->moves, static_cast<std::uint64_t>(climbs), far->restart,
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count()};
  }

  for (int moves = distances.max_distance() + 1;; --moves) {
    if (far && moves == far->moves && !count)
      return GodsNumber<T>{moves, detail::board_of<T>(far->parts, labels), std::nullopt,
                           local_search, std::move(searches)};
    const Search search(distances, moves);
    const std::string task = "boards needing " + std::to_string(moves) + " moves or more";
    auto result = search.run(count ? Search::Mode::count : Search::Mode::first, threads,
                             options.progress, task);
    searches.push_back(result.figures);
    if (!result.first) continue;
    // Some board needs 0 moves or more: the loop ends by then.
    std::optional<std::uint64_t> boards;
    if (count) boards = result.figures.partitions * detail::labellings<T>();
    return GodsNumber<T>{moves, detail::board_of<T>(*result.first, labels), boards, local_search,
                         std::move(searches)};
  }
}

/// God's number of T, building the placement distances first.
template <EightBlockTopology T = StandardTopology>
GodsNumber<T> gods_number(const GodsNumberOptions& options = {}) {
  const PlacementDistances<T> distances;
  return gods_number<T>(distances, options);
}

/// Every board that needs `moves` moves or more: each partition found, under
/// every labelling of its parts by the symbols, partitions in the order of
/// their masks. As many as the census says (4,053,768 at 12 moves on size 7),
/// so memory, not time, is what limits it.
template <EightBlockTopology T = StandardTopology>
std::vector<Board<T>> boards_needing_at_least(const PlacementDistances<T>& distances, int moves,
                                              unsigned threads = 0) {
  using Search = detail::CoverSearch<T>;
  threads = std::max(1U, threads != 0 ? threads : detail::hardware_threads());
  const auto result = Search(distances, moves).run(Search::Mode::collect, threads, {}, {});
  std::vector<Board<T>> boards;
  boards.reserve(result.covers.size() * detail::labellings<T>());
  for (const auto& cover : result.covers) {
    std::array<int, T::symbol_count> labels{};
    for (std::size_t i = 0; i < labels.size(); ++i) labels[i] = static_cast<int>(i) + 1;
    do boards.push_back(detail::board_of<T>(cover, labels));
    while (std::ranges::next_permutation(labels).found);
  }
  return boards;
}

/// Every board of T that needs `moves` moves or more, building the placement distances first.
template <EightBlockTopology T = StandardTopology>
std::vector<Board<T>> boards_needing_at_least(int moves) {
  const PlacementDistances<T> distances;
  return boards_needing_at_least<T>(distances, moves);
}

/// The boards that need the most moves, and how many that is.
template <EightBlockTopology T = StandardTopology>
struct Hardest {
  int moves = 0;                 ///< God's number: the most moves any board needs
  std::vector<Board<T>> boards;  ///< every board that needs them
};

/// The boards of T that need God's number, and that number.
template <EightBlockTopology T = StandardTopology>
Hardest<T> hardest_boards() {
  const PlacementDistances<T> distances;
  GodsNumberOptions options;
  options.count = CountBoards::never;  // they are counted as they are listed
  const int moves = gods_number<T>(distances, options).moves;
  return {moves, boards_needing_at_least<T>(distances, moves)};
}

}  // namespace rotation
