#pragma once
#include "detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

// Every board at once: how many boards need each number of moves (the
// census), and the most moves any board needs (God's number) with a board
// that needs them and a proof that none needs more. Nothing here solves a
// board: it all follows from the exact distance of every placement.
//
// A board needs as many moves as its nearest symbol's placement needs to
// reach the center, so a board is a partition of the cells into one
// placement per symbol, and its distance is the least of theirs. Both
// questions are asked of partitions, and only the distances of placements,
// one byte each, indexed by rank (PlacementDistances), are looked up.
//
// The census counts every partition once, unordered: the first part holds
// the lowest cell, the next the lowest cell left, and so on; the symbols
// then label the parts in symbol_count! ways, each a different board (no two
// parts are equal). The last two parts split the 16 cells left: the one with
// the lowest of them takes 7 of the other 15, C(15, 7) = 6,435 ways, and the
// ranks of both halves follow from a 15-bit pattern through small tables
// made for those 16 cells, so that a split costs two table look-ups and two
// distance look-ups. Size 7 has C(23, 7) = 245,157 first parts, each with
// its 6,435 splits: 1,577,585,295 partitions, split between threads. Size 9
// would have 2.6 million times more: the census stops at three symbols.
//
// God's number needs no census. The boards needing k moves or more are the
// partitions into placements that each need k or more (the candidates): the
// exact covers of the cells by symbol_count candidates (CoverSearch). From
// one more than the farthest placement's distance down, the first k with a
// cover is God's number, the cover a board that needs exactly k moves, and
// the exhaustive search that found nothing at k + 1 the proof that no board
// needs more. The candidates are few out there, which is what makes the
// large boards reachable; the boards needing God's number are counted by
// finding every cover at that level. Where the count is not wanted, on
// boards of five symbols or more, a local search (LocalSearch) first looks
// for a far board, and the exhaustive searches stop above it: it finds one of
// 27 moves on size 13 in seconds, where the first cover at 27 is hours away.
// On two cores (Release):
//
//   size  God's number  boards needing it  no board needs more: candidates, time
//     5         8               332           86 placements need 9+, instantly
//     7        13               192          188 need 14+, instantly
//     9        17        29,554,752       46,951 need 18+, 0.2 s (count: 25 s)
//    11        22           (not counted)  201,714 need 23+, 10 s
//    13        27           (not counted)  731,656 need 28+, 41 s
//
// The census of size 7 takes about a second (1.6 s on one core).

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

#include "bitboard.hpp"
#include "board.hpp"
#include "detail/bits.hpp"
#include "detail/checked_size.hpp"
#include "detail/config.hpp"
#include "detail/memory_limit.hpp"
#include "detail/raise.hpp"
#include "detail/subset_rank.hpp"
#include "detail/text.hpp"
#include "detail/threads.hpp"
#include "error.hpp"
#include "placement.hpp"
#include "placement_abstraction.hpp"
#include "search/build_in_place.hpp"
#include "search/packed_array.hpp"
#include "standard_topology.hpp"
#include "topology.hpp"

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
  /// and the counts of placements at each distance. Throws std::invalid_argument unless they
  /// have the size of T's placements and the entries are what the counts say (the center's
  /// distance 0, every other placement's at least 1).
  explicit PlacementDistances(search::DistanceResidues<8> built) {
    if (built.residues.size() != ranking::count)
      detail::raise(std::invalid_argument(detail::message(
          {"placement distances: ", detail::Decimal(built.residues.size()),
           " entries, but the board has ", detail::Decimal(ranking::count), " placements"})));
    auto refuse = [] {
      detail::raise(std::invalid_argument(
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
  /// placements than this target can index (std::length_error), or a build that needs more
  /// memory than this process may have (insufficient_memory, saying how much it needs and
  /// how much there is). The constructors that build call it first.
  static void refuse_if_too_large() {
    detail::checked_size<std::length_error>(ranking::count, "placement distances", "placements");
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

// Runs work(t, stop) for t = 0 .. threads - 1, t = 0 on the calling thread
// (the one that may report progress), the others on threads of their own.
// The first exception thrown by any of them sets `stop`, which the others
// poll, and is thrown again once every thread has ended.
template <class Work>
void run_threads(unsigned threads, Work work) {
#if !ROTATION_HAS_THREADS || !ROTATION_HAS_EXCEPTIONS
  // One thread, or no exceptions to carry between threads: each part in turn
  // on this one (the parts claim work from a shared counter, so the first
  // does it all).
  const std::atomic<bool> stop{false};
  for (unsigned t = 0; t < threads; ++t) work(t, stop);
#else
  std::atomic<bool> stop{false};
  std::exception_ptr failure;
  std::atomic_flag failed = ATOMIC_FLAG_INIT;
  auto guarded = [&](unsigned t) {
    try {
      work(t, stop);
    } catch (...) {
      if (!failed.test_and_set()) failure = std::current_exception();
      stop = true;
    }
  };
  std::vector<std::thread> pool;
  try {
    for (unsigned t = 1; t < threads; ++t) pool.emplace_back(guarded, t);
  } catch (...) {  // no thread to be had: stop those started, then say why
    if (!failed.test_and_set()) failure = std::current_exception();
    stop = true;
  }
  if (!stop) guarded(0);
  for (auto& thread : pool) thread.join();
  if (failure) std::rethrow_exception(failure);
#endif
}

// C(n, k) for every n a mask has and the k a rank of 8 cells needs.
inline constexpr auto census_binomial = [] {
  std::array<std::array<std::uint32_t, 10>, 65> table{};
  for (std::size_t n = 0; n <= 64; ++n)
    for (std::size_t k = 0; k <= 9; ++k)
      table[n][k] = static_cast<std::uint32_t>(std::min<std::uint64_t>(
          SubsetRank<64, 9>::choose(n, k), std::numeric_limits<std::uint32_t>::max()));
  return table;
}();

// bytes_with[n]: every byte with n bits set, increasing.
inline constexpr auto bytes_by_popcount = [] {
  struct Lists {
    std::array<std::array<std::uint8_t, 70>, 9> bytes{};  // C(8, 4) = 70 at most
    std::array<std::size_t, 9> size{};
  } lists{};
  for (unsigned b = 0; b < 256; ++b) {
    const auto n = static_cast<std::size_t>(popcount(b));
    lists.bytes[n][lists.size[n]++] = static_cast<std::uint8_t>(b);
  }
  return lists;
}();

// Counts the splits of 16 cells into two placements: B holding the lowest
// of them and 7 of the other 15, C the other 8. Adds to counts[m], m the
// lesser distance of the two, for each of the C(15, 7) = 6,435 splits.
//
// The other 15 cells are bits of a pattern, q[1] .. q[8] its low byte and
// q[9] .. q[15] its high 7 bits; B takes the set bits, C the clear ones. A
// rank is a sum of one term per cell, C(cell, i + 1) for the i-th cell of
// the set from the lowest, so the ranks of B and C are sums of a term for
// each byte of the pattern: the low byte's depends on the byte alone, the
// high bits' on the bits and on how many cells the low byte gave the set,
// which is fixed once the high bits are (B has 8 cells). Each table is
// built an entry from another, taking away the highest cell.
template <class Mask>
void count_splits(Mask cells, const std::uint8_t* distance, std::span<std::uint32_t> counts) {
  const auto& binomial = census_binomial;
  std::array<std::size_t, 16> q{};
  for (std::size_t i = 0; i < 16; ++i) {
    q[i] = static_cast<std::size_t>(std::countr_zero(cells));
    cells &= cells - 1;
  }
  // low_b[b], low_c[b]: the terms of B's and C's cells in the low byte when
  // B's low byte is b (C's is then ~b).
  std::array<std::uint32_t, 256> low_b{};
  std::array<std::uint32_t, 256> low_c_of{};  // by C's own byte
  for (unsigned b = 1; b < 256; ++b) {
    const auto top = static_cast<unsigned>(std::bit_width(b)) - 1;
    const auto n = static_cast<std::size_t>(popcount(b));
    const std::size_t cell = q[1 + top];
    // B's cells in the low byte are its 2nd to (n + 1)-th (q[0] is its
    // first): the highest is number n from 0. C's are its first n.
    low_b[b] = low_b[b ^ (1U << top)] + binomial[cell][n + 1];
    low_c_of[b] = low_c_of[b ^ (1U << top)] + binomial[cell][n];
  }
  std::array<std::uint32_t, 256> low_c{};
  for (unsigned b = 0; b < 256; ++b) low_c[b] = low_c_of[~b & 0xffU];

  for (unsigned high = 0; high < 128; ++high) {
    const auto in_high = static_cast<std::size_t>(popcount(high));
    const std::size_t in_low = 7 - in_high;  // B's cells in the low byte
    // B: q[0], then in_low cells of the low byte, then these; C: 8 - in_low
    // cells of the low byte, then the high cells B leaves.
    auto b_rank = static_cast<std::uint32_t>(q[0]);
    std::size_t b_index = 1 + in_low;
    auto c_rank = std::uint32_t{0};
    std::size_t c_index = 8 - in_low;
    for (std::size_t bit = 0; bit < 7; ++bit) {
      const std::size_t cell = q[9 + bit];
      if (high >> bit & 1U) {
        b_rank += binomial[cell][++b_index];
      } else {
        c_rank += binomial[cell][++c_index];
      }
    }
    const auto& bytes = bytes_by_popcount.bytes[in_low];
    const std::size_t n = bytes_by_popcount.size[in_low];
    for (std::size_t i = 0; i < n; ++i) {
      const std::uint8_t b = bytes[i];
      const std::uint8_t db = distance[b_rank + low_b[b]];
      const std::uint8_t dc = distance[c_rank + low_c[b]];
      ++counts[std::min(db, dc)];
    }
  }
}

}  // namespace detail

// ---------------------------------------------------------------------------
// The census.

/// A topology the census can count: 8-cell placements and two or three symbols.
/// Size 7 takes about a second; size 9 would take millions of times that.
template <class T>
concept CensusInReach = EightBlockTopology<T> && T::symbol_count >= 2 && T::symbol_count <= 3;

/// How board_census() runs.
struct CensusOptions {
  unsigned threads = 0;       ///< 0: every hardware thread
  ProgressCallback progress;  ///< called now and then on the calling thread; may throw to cancel
};

/// How many boards need each number of moves.
struct BoardCensus {
  std::vector<std::uint64_t> boards_at;  ///< boards needing exactly d moves, at index d

  /// The number of boards counted: every board.
  std::uint64_t total() const {
    std::uint64_t sum = 0;
    for (const auto count : boards_at) sum += count;
    return sum;
  }
  /// The most moves any board needs: the last distance with a board.
  int gods_number() const { return static_cast<int>(boards_at.size()) - 1; }
  /// How many boards need `moves` moves or more.
  std::uint64_t at_least(int moves) const {
    std::uint64_t sum = 0;
    for (std::size_t d = static_cast<std::size_t>(std::max(moves, 0)); d < boards_at.size(); ++d)
      sum += boards_at[d];
    return sum;
  }
};

/// How many boards need each number of moves, counted from the distances of the placements.
template <CensusInReach T>
BoardCensus board_census(const PlacementDistances<T>& distances,
                         const CensusOptions& options = {}) {
  using mask_type = typename Bitboard<T>::mask_type;
  const std::uint8_t* const distance = distances.by_rank().data();
  const auto slots = static_cast<std::size_t>(distances.max_distance()) + 1;
  std::vector<std::uint64_t> unordered(slots, 0);
  auto report = [&options](double fraction) {
    if (options.progress) options.progress(Progress{"counting every board", fraction});
  };
  report(0);

  if constexpr (T::symbol_count == 2) {
    std::vector<std::uint32_t> counts(slots, 0);
    detail::count_splits(Bitboard<T>::all_cells, distance, counts);
    for (std::size_t d = 0; d < slots; ++d) unordered[d] = counts[d];
  } else {
    // The first part: cell 0 and 7 of the other cells, in chunks taken by
    // the threads in turn.
    using first_ranking = detail::SubsetRank<T::cell_count - 1, 7>;
    using ranking = typename PlacementDistances<T>::ranking;
    constexpr std::uint64_t firsts = first_ranking::count;
    constexpr std::uint64_t chunk = 512;
    constexpr std::uint64_t chunks = (firsts + chunk - 1) / chunk;
    const unsigned threads =
        std::max(1U, options.threads != 0 ? options.threads : detail::hardware_threads());
    std::atomic<std::uint64_t> next_chunk{0};
    std::atomic<std::uint64_t> done_chunks{0};
    std::vector<std::vector<std::uint64_t>> found(threads, std::vector<std::uint64_t>(slots, 0));
    detail::run_threads(threads, [&](unsigned t, const std::atomic<bool>& stop) {
      std::vector<std::uint32_t> counts(slots, 0);
      auto& total = found[t];
      while (!stop.load(std::memory_order_relaxed)) {
        const std::uint64_t c = next_chunk.fetch_add(1, std::memory_order_relaxed);
        if (c >= chunks) break;
        const std::uint64_t end = std::min(firsts, (c + 1) * chunk);
        auto rest = static_cast<mask_type>(
            first_ranking::unrank(static_cast<typename first_ranking::rank_type>(c * chunk)));
        for (std::uint64_t r = c * chunk; r < end; ++r, rest = first_ranking::next(rest)) {
          const auto first = static_cast<mask_type>(rest << 1 | 1U);
          const std::size_t d_first = distance[ranking::rank(first)];
          std::fill(counts.begin(), counts.end(), 0U);
          detail::count_splits(static_cast<mask_type>(Bitboard<T>::all_cells & ~first), distance,
                               counts);
          for (std::size_t d = 0; d < slots; ++d) total[std::min(d, d_first)] += counts[d];
        }
        const std::uint64_t done = done_chunks.fetch_add(1) + 1;
        if (t == 0) report(static_cast<double>(done) / static_cast<double>(chunks));
      }
    });
    for (const auto& counts : found)
      for (std::size_t d = 0; d < slots; ++d) unordered[d] += counts[d];
  }

  BoardCensus census;
  census.boards_at.resize(slots);
  for (std::size_t d = 0; d < slots; ++d)
    census.boards_at[d] = unordered[d] * detail::labellings<T>();
  while (!census.boards_at.empty() && census.boards_at.back() == 0) census.boards_at.pop_back();
  report(1);
  return census;
}

/// How many boards of T need each number of moves, building the placement distances first.
template <CensusInReach T = StandardTopology>
BoardCensus board_census(const CensusOptions& options = {}) {
  const PlacementDistances<T> distances;
  return board_census<T>(distances, options);
}

// ---------------------------------------------------------------------------
// God's number: exact covers of the cells by far placements.

/// What one search for the boards that need `moves` moves or more did.
struct CoverSearchFigures {
  int moves = 0;                 ///< the boards sought need this many moves or more
  std::uint64_t candidates = 0;  ///< the placements that need that many or more
  /// The most of the 8 center cells a candidate holds: a board is symbol_count
  /// candidates holding all 8, so when symbol_count times this is below 8, no
  /// board needs `moves` and nothing is searched.
  int most_center_cells = 0;
  std::uint64_t nodes = 0;       ///< candidates the search put down on free cells
  std::uint64_t partitions = 0;  ///< covers found, each symbol_count! boards (all, when complete)
  bool complete = false;         ///< every candidate was tried: none found is a proof
  double seconds = 0;            ///< the time the search took
};

namespace detail {

// The partitions of the cells into placements that each need `moves` moves
// or more: the exact covers of the cells by those placements (candidates).
//
// While three parts or more are left, the search branches on the free cell
// that the fewest fitting candidates hold (Knuth's Algorithm X): each
// partition is still found once, by the part holding that cell, and the
// cells that few far placements hold (the center's: on size 9, 2,642 of the
// 46,951 placements that need 18 moves hold a given center cell, 18,890 an
// arm's) are settled first, which prunes early. After each part put down,
// the candidates are cut down to those that still fit. The last two parts
// are a split of the cells left: the one holding the lowest of them, among
// the candidates of that lowest cell, then the rest, looked up.
//
// The center comes first: the parts hold its 8 cells between them. If no
// candidate holds more than m of them, a cover has at least
// 8 - symbol_count * (m - 1) parts holding m (the others hold m - 1 at most);
// more than symbol_count, and there is no cover at all: no placement that
// needs 29 moves on size 13 holds two center cells, and six parts of one
// cell each cannot hold eight. Otherwise the search first puts down the
// cover's parts holding m, as many as it must have, least mask first, and
// afterwards leaves out every part holding m below the last of them: each
// cover is still found once, by its least parts holding m. On size 13 at 28
// moves, 444 of the 731,656 candidates hold two center cells, and every
// cover has two of them: the search starts from those pairs.
template <EightBlockTopology T>
class CoverSearch {
 public:
  using mask_type = typename Bitboard<T>::mask_type;
  static constexpr auto part_count = static_cast<std::size_t>(T::symbol_count);
  // The parts in the order of their lowest cells.
  using Cover = std::array<mask_type, part_count>;

  // first: stop at the first cover; count: find them all; collect: and keep them.
  enum class Mode { first, count, collect };

  struct Result {
    CoverSearchFigures figures;
    std::optional<Cover> first;  // the first cover found in the search's order
    std::vector<Cover> covers;   // Mode::collect: all of them, in increasing order
  };

  CoverSearch(const PlacementDistances<T>& distances, int moves)
      : moves_(moves), far_((distances.by_rank().size() + 63) / 64, 0) {
    const auto by_rank = distances.by_rank();
    for (std::size_t r = 0; r < by_rank.size(); ++r)
      if (by_rank[r] >= moves)
        add(static_cast<mask_type>(ranking::unrank(static_cast<typename ranking::rank_type>(r))));
    finish();
  }

  // The covers by the placements `cells` (8 cells each, no two the same):
  // what the tests compare with a search of their own.
  explicit CoverSearch(std::span<const mask_type> cells)
      : far_((static_cast<std::size_t>(ranking::count) + 63) / 64, 0) {
    for (const mask_type candidate : cells) add(candidate);
    finish();
  }

  std::uint64_t candidates() const { return candidates_; }
  // The parts holding the most center cells that the search puts down first.
  std::size_t center_parts_first() const { return seeds_; }

  // Searches with `threads` threads, the calling thread one of them and the
  // one that reports progress: they share out the first part's candidates.
  Result run(Mode mode, unsigned threads, const ProgressCallback& progress,
             std::string_view task) const {
    const auto start = std::chrono::steady_clock::now();
    const std::vector<mask_type> firsts =
        no_cover_    ? std::vector<mask_type>{}
        : seeds_ > 0 ? holding_most_center(all_)
                     : holding(all_, most_held(all_, Bitboard<T>::all_cells));
    constexpr std::size_t none = std::numeric_limits<std::size_t>::max();
    std::atomic<std::size_t> next{0};
    std::atomic<std::size_t> done{0};
    // The least index of a first part known to lead to a cover: in first
    // mode nothing after it is worth searching.
    std::atomic<std::size_t> best{none};
    threads = std::max(1U, std::min<unsigned>(threads, static_cast<unsigned>(firsts.size())));
    std::vector<Worker> workers(threads);
    detail::run_threads(threads, [&](unsigned t, const std::atomic<bool>& stop) {
      Worker& w = workers[t];
      while (!stop.load(std::memory_order_relaxed)) {
        const std::size_t i = next.fetch_add(1);
        if (i >= firsts.size() || (mode == Mode::first && i > best.load())) break;
        w.index = i;
        w.found_here = false;
        w.cover[0] = firsts[i];
        w.floor = seeds_ > 0 ? firsts[i] : 0;
        ++w.nodes;
        descend<part_count - 1>(w, static_cast<mask_type>(Bitboard<T>::all_cells & ~firsts[i]),
                                all_, mode);
        if (w.found_here) {
          std::size_t known = best.load();
          while (i < known && !best.compare_exchange_weak(known, i)) {
          }
        }
        const std::size_t finished = done.fetch_add(1) + 1;
        if (t == 0 && progress)
          progress(
              Progress{task, static_cast<double>(finished) / static_cast<double>(firsts.size())});
      }
    });
    if (progress) progress(Progress{task, 1.0});

    Result result;
    result.figures.moves = moves_;
    result.figures.candidates = candidates_;
    result.figures.most_center_cells = most_center_;
    std::size_t first_index = none;
    for (const Worker& w : workers) {
      result.figures.nodes += w.nodes;
      result.figures.partitions += w.partitions;
      if (w.first && w.first_index < first_index) {
        first_index = w.first_index;
        result.first = w.first;
      }
      result.covers.insert(result.covers.end(), w.covers.begin(), w.covers.end());
    }
    if (mode == Mode::first) result.figures.partitions = result.first ? 1 : 0;
    // Every candidate was tried unless the search stopped at a cover.
    result.figures.complete = mode != Mode::first || !result.first;
    std::ranges::sort(result.covers);
    result.figures.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
  }

 private:
  // The candidates that fit on the cells of `domain`, by lowest cell, and
  // how many hold each cell. For the level that places the last two parts,
  // also which cells each holds, as columns of bits: bit i % 64 of
  // holds[start[c] + i / 64 * cell_count + x] is set when candidate i of
  // list c holds cell x. A candidate of the list then fits on the free cells
  // unless it holds one of the domain's cells taken since: for a block of 64
  // candidates, 8 look-ups (the part put down since), not 64 tests.
  struct Lists {
    mask_type domain = 0;
    std::array<std::vector<mask_type>, T::cell_count> of{};
    std::array<std::uint64_t, T::cell_count> held{};
    std::array<std::size_t, T::cell_count> start{};
    std::vector<std::uint64_t> holds;

    void add(mask_type cells) {
      of[static_cast<std::size_t>(std::countr_zero(cells))].push_back(cells);
      for (; cells != 0; cells &= cells - 1)
        ++held[static_cast<std::size_t>(std::countr_zero(cells))];
    }

    void index() {
      std::size_t words = 0;
      for (std::size_t c = 0; c < T::cell_count; ++c) {
        start[c] = words;
        words += (of[c].size() + 63) / 64 * T::cell_count;
      }
      holds.assign(words, 0);
      for (std::size_t c = 0; c < T::cell_count; ++c)
        for (std::size_t i = 0; i < of[c].size(); ++i)
          for (mask_type cells = of[c][i]; cells != 0; cells &= cells - 1) {
            const auto x = static_cast<std::size_t>(std::countr_zero(cells));
            holds[start[c] + i / 64 * T::cell_count + x] |= std::uint64_t{1} << (i % 64);
          }
    }
  };

  struct Worker {
    std::size_t index = 0;  // of the first part being searched
    bool found_here = false;
    Cover cover{};  // the parts put down, in the search's order
    // The last part holding most_center_ put down first; 0 before (or without) them.
    mask_type floor = 0;
    std::uint64_t nodes = 0;
    std::uint64_t partitions = 0;
    std::optional<Cover> first;
    std::size_t first_index = 0;
    std::vector<Cover> covers;
    std::array<Lists, part_count> lists;  // [depth]: the candidates that fit there
  };

  // The free cell that the fewest candidates of `lists` hold (the lowest of
  // those): the one to branch on.
  static std::size_t most_held(const Lists& lists, mask_type free) {
    std::size_t best = 0;
    std::uint64_t fewest = std::numeric_limits<std::uint64_t>::max();
    for (; free != 0; free &= free - 1) {
      const auto x = static_cast<std::size_t>(std::countr_zero(free));
      if (lists.held[x] < fewest) {
        fewest = lists.held[x];
        best = x;
      }
    }
    return best;
  }

  void add(mask_type cells) {
    const auto r = static_cast<std::size_t>(ranking::rank(cells));
    all_.add(cells);
    far_[r / 64] |= std::uint64_t{1} << (r % 64);
    ++candidates_;
    most_center_ = std::max(most_center_, center_cells(cells));
  }

  void finish() {
    all_.domain = Bitboard<T>::all_cells;
    if constexpr (part_count == 3) all_.index();
    // Parts holding most_center_ that a cover must have; the search puts
    // down that many first, at most as many as leave three parts or more to
    // the search by cells (whose lists leave out the ones below the last).
    constexpr int parts = static_cast<int>(part_count);
    const int needed = center_size - parts * (most_center_ - 1);
    no_cover_ = needed > parts;
    seeds_ = static_cast<std::size_t>(std::clamp(needed, 0, std::max(0, parts - 3)));
  }

  static int center_cells(mask_type cells) {
    return Bitboard<T>::count(static_cast<mask_type>(cells & Bitboard<T>::center));
  }

  // Whether a part may be put down after the first ones: the parts holding
  // most_center_ below the last of those belong to covers found from them.
  bool allowed(const Worker& w, mask_type part) const {
    return part > w.floor || center_cells(part) != most_center_;
  }

  // The candidates holding most_center_ center cells, least mask first.
  std::vector<mask_type> holding_most_center(const Lists& lists) const {
    std::vector<mask_type> found;
    for (const auto& list : lists.of)
      for (const mask_type cells : list)
        if (center_cells(cells) == most_center_) found.push_back(cells);
    std::ranges::sort(found);
    return found;
  }

  // The candidates holding cell x: their lowest cell is x or below.
  static std::vector<mask_type> holding(const Lists& lists, std::size_t x) {
    std::vector<mask_type> found;
    for (std::size_t c = 0; c <= x; ++c)
      for (const mask_type cells : lists.of[c])
        if (cells >> x & 1U) found.push_back(cells);
    return found;
  }

  // Places the last `left` parts on the cells `free` with the candidates of
  // `lists`, first cut down to those that fit when they will be branched on
  // again (three parts left or more); false to stop (first mode, a cover
  // found).
  template <std::size_t left>
  bool descend(Worker& w, mask_type free, const Lists& lists, Mode mode) const {
    if constexpr (left >= 3) {
      Lists& fitting = w.lists[part_count - left];
      fitting.domain = free;
      fitting.held = {};
      for (std::size_t c = 0; c < T::cell_count; ++c) {
        fitting.of[c].clear();
        if ((free >> c & 1U) == 0) continue;
        for (const mask_type candidate : lists.of[c])
          if ((candidate & ~free) == 0 && allowed(w, candidate)) fitting.add(candidate);
      }
      if constexpr (left == 3) fitting.index();
      return place<left>(w, free, fitting, mode);
    } else {
      return place<left>(w, free, lists, mode);
    }
  }

  template <std::size_t left>
  bool place(Worker& w, mask_type free, const Lists& lists, Mode mode) const {
    if constexpr (left == 1) {
      const std::size_t rank = ranking::rank(free);
      if ((far_[rank / 64] >> (rank % 64) & 1U) == 0 || !allowed(w, free)) return true;
      w.cover[part_count - 1] = free;
      ++w.partitions;
      if (!w.found_here || mode == Mode::collect) {
        Cover cover = w.cover;
        std::ranges::sort(cover, {}, [](mask_type cells) { return std::countr_zero(cells); });
        if (!w.found_here && (!w.first || w.index < w.first_index)) {
          w.first = cover;
          w.first_index = w.index;
        }
        if (mode == Mode::collect) w.covers.push_back(cover);
        w.found_here = true;
      }
      return mode != Mode::first;
    } else if constexpr (left == 2) {
      const auto lowest = static_cast<std::size_t>(std::countr_zero(free));
      const std::vector<mask_type>& list = lists.of[lowest];
      std::array<std::size_t, T::cell_count> taken{};
      std::size_t taken_count = 0;
      for (auto cells = static_cast<mask_type>(lists.domain & ~free); cells != 0;
           cells &= cells - 1)
        taken[taken_count++] = static_cast<std::size_t>(std::countr_zero(cells));
      const std::uint64_t* holds = lists.holds.data() + lists.start[lowest];
      for (std::size_t base = 0; base < list.size(); base += 64, holds += T::cell_count) {
        std::uint64_t clash = 0;
        for (std::size_t k = 0; k < taken_count; ++k) clash |= holds[taken[k]];
        std::uint64_t fits = ~clash;
        if (list.size() - base < 64) fits &= (std::uint64_t{1} << (list.size() - base)) - 1;
        for (; fits != 0; fits &= fits - 1) {
          const mask_type part = list[base + static_cast<std::size_t>(std::countr_zero(fits))];
          ++w.nodes;
          w.cover[part_count - 2] = part;
          if (!place<1>(w, static_cast<mask_type>(free & ~part), lists, mode)) return false;
        }
      }
      return true;
    } else {
      // `lists` fit on `free` exactly (descend made them so).
      const std::size_t x = most_held(lists, free);
      if (lists.held[x] == 0) return true;
      if (part_count - left < seeds_) {
        // The next of the cover's first parts holding most_center_: any of
        // the lists' (those below the last were left out).
        const mask_type below = w.floor;
        for (const auto& list : lists.of)
          for (const mask_type part : list) {
            if (center_cells(part) != most_center_) continue;
            ++w.nodes;
            w.cover[part_count - left] = part;
            w.floor = part;
            const bool go_on =
                descend<left - 1>(w, static_cast<mask_type>(free & ~part), lists, mode);
            w.floor = below;
            if (!go_on) return false;
          }
        return true;
      }
      for (std::size_t c = 0; c <= x; ++c)
        for (const mask_type part : lists.of[c]) {
          if ((part >> x & 1U) == 0) continue;
          ++w.nodes;
          w.cover[part_count - left] = part;
          if (!descend<left - 1>(w, static_cast<mask_type>(free & ~part), lists, mode))
            return false;
        }
      return true;
    }
  }

  using ranking = typename PlacementDistances<T>::ranking;

  static constexpr int center_size = 8;

  int moves_;
  int most_center_ = 0;    // the most center cells a candidate holds
  bool no_cover_ = false;  // too few for the center's 8 cells: no cover at all
  std::size_t seeds_ = 0;  // the parts holding most_center_ put down first
  // Bit r: the placement of rank r is a candidate. The last part is looked
  // up here, not in the distances: an eighth of the size, so that it stays
  // in cache (1.3 MB on size 9).
  std::vector<std::uint64_t> far_;
  Lists all_{};
  std::uint64_t candidates_ = 0;
};

// The board with symbol labels[i] on the cells of part i.
template <EightBlockTopology T>
Board<T> board_of(const typename CoverSearch<T>::Cover& cover, std::span<const int> labels) {
  std::array<int, T::cell_count> symbols{};
  for (std::size_t i = 0; i < cover.size(); ++i)
    for (std::size_t c = 0; c < T::cell_count; ++c)
      if (cover[i] >> c & 1U) symbols[c] = labels[i];
  return Board<T>(std::span<const int>(symbols));
}

// A far board by local search: from a random partition of the cells into
// parts of 8, swaps of two cells of different parts, each kept unless it
// brings the nearest part nearer (or leaves it as near with more parts that
// near, or the parts nearer in all), until `patience` swaps in a row gained
// nothing. It proves nothing; it finds boards the exhaustive search would
// reach only after hours (size 13, 27 moves), so that the exhaustive search
// is needed only above the farthest found. Restart r draws from its own
// generator, seeded with r: the result is the same on any number of threads.
template <EightBlockTopology T>
class LocalSearch {
 public:
  using mask_type = typename Bitboard<T>::mask_type;
  using Cover = typename CoverSearch<T>::Cover;
  static constexpr std::size_t part_count = CoverSearch<T>::part_count;
  static constexpr int patience = 20'000;

  struct Found {
    int moves = -1;             // the nearest part's distance: the board needs that many
    std::uint64_t restart = 0;  // the first restart that found it
    Cover parts{};              // in the order of their lowest cells
  };

  explicit LocalSearch(const PlacementDistances<T>& distances) : distances_(distances) {}

  // The farthest board of `restarts` climbs, stopping at the first that
  // reaches `enough` (every climb numbered below it still finishes).
  Found run(std::uint64_t restarts, int enough, unsigned threads,
            const ProgressCallback& progress) const {
    std::atomic<std::uint64_t> next{0};
    std::atomic<std::uint64_t> done{0};
    std::atomic<std::uint64_t> last{restarts};  // restarts from here on are not needed
    threads = std::max(1U, threads);
    std::vector<Found> best(threads);
    detail::run_threads(threads, [&](unsigned t, const std::atomic<bool>& stop) {
      while (!stop.load(std::memory_order_relaxed)) {
        const std::uint64_t r = next.fetch_add(1);
        if (r >= last.load()) break;
        const Found found = climb(r, enough);
        if (found.moves > best[t].moves) best[t] = found;
        if (found.moves >= enough) {
          std::uint64_t known = last.load();
          while (r + 1 < known && !last.compare_exchange_weak(known, r + 1)) {
          }
        }
        const std::uint64_t finished = done.fetch_add(1) + 1;
        if (t == 0 && progress)
          progress(Progress{
              "a far board, by local search",
              std::min(1.0, static_cast<double>(finished) / static_cast<double>(last.load()))});
      }
    });
    Found result;
    for (const Found& found : best)
      if (found.moves > result.moves ||
          (found.moves == result.moves && found.restart < result.restart))
        result = found;
    return result;
  }

 private:
  // splitmix64: small, fast, and the same sequence on every platform.
  struct Random {
    std::uint64_t state;
    std::uint64_t next() {
      std::uint64_t z = state += 0x9e3779b97f4a7c15U;
      z = (z ^ (z >> 30U)) * 0xbf58476d1ce4e5b9U;
      z = (z ^ (z >> 27U)) * 0x94d049bb133111ebU;
      return z ^ (z >> 31U);
    }
    std::size_t below(std::size_t n) {
      return static_cast<std::size_t>((next() >> 32U) * n >> 32U);
    }
  };

  int distance(mask_type cells) const {
    return distances_.by_rank()[static_cast<std::size_t>(ranking::rank(cells))];
  }

  // Nearest first, then fewer parts that near, then farther in all.
  static std::int64_t score(const std::array<int, part_count>& distance) {
    int nearest = std::numeric_limits<int>::max();
    int at_nearest = 0;
    int sum = 0;
    for (const int d : distance) {
      sum += d;
      if (d < nearest) {
        nearest = d;
        at_nearest = 1;
      } else if (d == nearest) {
        ++at_nearest;
      }
    }
    return std::int64_t{nearest} * 1'000'000 - std::int64_t{at_nearest} * 10'000 + sum;
  }

  Found climb(std::uint64_t restart, int enough) const {
    Random random{restart};
    std::array<std::size_t, T::cell_count> part_of{};
    for (std::size_t c = 0; c < T::cell_count; ++c) part_of[c] = c / 8;
    for (std::size_t c = T::cell_count - 1; c > 0; --c)
      std::swap(part_of[c], part_of[random.below(c + 1)]);
    std::array<mask_type, part_count> parts{};
    for (std::size_t c = 0; c < T::cell_count; ++c)
      parts[part_of[c]] |= static_cast<mask_type>(mask_type{1} << c);
    std::array<int, part_count> far{};
    for (std::size_t p = 0; p < part_count; ++p) far[p] = distance(parts[p]);
    std::int64_t current = score(far);
    for (int stale = 0; stale < patience && *std::ranges::min_element(far) < enough;) {
      const std::size_t a = random.below(T::cell_count);
      const std::size_t b = random.below(T::cell_count);
      const std::size_t pa = part_of[a];
      const std::size_t pb = part_of[b];
      if (pa == pb) continue;
      const auto both = static_cast<mask_type>((mask_type{1} << a) | (mask_type{1} << b));
      const int was_a = far[pa];
      const int was_b = far[pb];
      far[pa] = distance(static_cast<mask_type>(parts[pa] ^ both));
      far[pb] = distance(static_cast<mask_type>(parts[pb] ^ both));
      const std::int64_t swapped = score(far);
      if (swapped < current) {
        far[pa] = was_a;
        far[pb] = was_b;
        ++stale;
        continue;
      }
      stale = swapped > current ? 0 : stale + 1;
      current = swapped;
      parts[pa] ^= both;
      parts[pb] ^= both;
      std::swap(part_of[a], part_of[b]);
    }
    Found found;
    found.moves = *std::ranges::min_element(far);
    found.restart = restart;
    found.parts = parts;
    std::ranges::sort(found.parts, {}, [](mask_type cells) { return std::countr_zero(cells); });
    return found;
  }

  using ranking = typename PlacementDistances<T>::ranking;
  const PlacementDistances<T>& distances_;
};

}  // namespace detail

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

/// What the local search of gods_number() did.
struct LocalSearchFigures {
  int moves = 0;               ///< the farthest board found needs this many moves
  std::uint64_t climbs = 0;    ///< climbs run
  std::uint64_t found_by = 0;  ///< the first climb that found it, from 0
  double seconds = 0;          ///< the time it took
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
