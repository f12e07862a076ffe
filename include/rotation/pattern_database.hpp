#pragma once
#include "detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

// The exact distance of every placement of one symbol's blocks to the center.
//
// Whether a board is solved with symbol s in the center depends only on the
// set of cells holding s, so the moves a board needs are the least, over its
// symbols, of the moves that set needs to become the center. There are
// C(cells, 8) such sets (12,870 on the board of size 5, 735,471 on the
// standard board, 10,518,300 on size 9, 76,904,685 on size 11); one
// breadth-first search from the center set gives each its distance. Every move
// has an inverse, so the distance from the center equals the distance to it.
//
// An entry holds the distance modulo M, M = 2^bits - 1 (the all-ones value
// marks a set not yet seen while building): no fixed width holds every
// distance of every board (the farthest placement of size 11 needs 27 moves),
// and the residues are enough. A move changes the distance by -1, 0 or +1,
// three different residues for any M >= 3, so
//   * a neighbour's distance follows from the current one and its entry;
//   * from any placement, a neighbour whose residue is one less is one move
//     closer, and following such neighbours to the center counts the distance.
// Taking at each step the first such move in letter order walks the
// lexicographically first shortest path: its first move must bring the
// placement closer, the smallest that does comes first, and the rest is the
// same question one move closer.
//
// Small tables (up to 2^21 placements: sizes 5 and 7) take 4 bits an entry,
// M = 15: every distance there is below 15, so an entry is the exact distance
// itself and a look-up replaces the walk (368 KB for the standard board).
// Larger ones take 2 bits, M = 3, for the memory (2.6 MB for size 9, 19 MB for
// size 11); their distances come from walks.
//
// The table is built on first use, once per topology, safely when several
// threads ask at the same time, and read-only afterwards.

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "bitboard.hpp"
#include "detail/checked_size.hpp"
#include "detail/memory_limit.hpp"
#include "detail/raise.hpp"
#include "detail/subset_rank.hpp"
#include "detail/text.hpp"
#include "detail/threads.hpp"
#include "error.hpp"
#include "move.hpp"
#include "placement.hpp"
#include "search/packed_array.hpp"
#include "standard_topology.hpp"
#include "topology.hpp"

namespace rotation {

/// The exact distance of every placement of one symbol's blocks to the center.
///
/// An entry holds the distance modulo 15 on sizes 5 and 7, which is the distance itself,
/// and modulo 3 on larger boards, where a walk down the table recovers it (see the top of
/// pattern_database.hpp). Share the table of a topology through instance().
template <Topology T = StandardTopology>
class PatternDatabase {
  using bits = Bitboard<T>;
  using ranking = detail::SubsetRank<T::cell_count, T::center.size()>;
  using rank_type = typename ranking::rank_type;
  using mask_type = typename bits::mask_type;
  static constexpr unsigned entry_bits = ranking::count <= (1U << 21) ? 4 : 2;
  static constexpr unsigned modulus = (1U << entry_bits) - 1;  // the all-ones entry: unseen
  static constexpr unsigned unseen = modulus;

 public:
  /// Called for each placement as the build finds it, with its distance.
  using Observer = std::function<void(const Placement<T>&, int distance)>;

  /// The table of T, built by the first call (from any thread). Small enough
  /// to inline into every evaluation: the build stays out of line.
  static const PatternDatabase& instance() {
    static const PatternDatabase table;
    return table;
  }

  /// Builds a table of one's own: what instance() does once. Worth calling
  /// only to measure the build, or to watch it: `observe(placement, distance)`
  /// is called, on the building thread, for every placement at `observe_from`
  /// moves or more, level by level. Everything else should share instance().
  ///
  /// Throws insufficient_memory, before it allocates anything, when the build needs more
  /// memory than this process may have (build_memory_bytes()).
  explicit PatternDatabase(int observe_from = 0, Observer observe = {})
      : entries_(placement_count()), observe_from_(observe_from), observe_(std::move(observe)) {
    build();
  }

  /// The placements of one symbol: the table's entries.
  static constexpr std::uint64_t placements() { return ranking::count; }

  /// The memory the build asks for, in bytes: a bound above its peak (the table and the
  /// lists of the placements found at each distance), 5 bytes a placement and 16 MB, where
  /// the measured peaks take 2.75 (size 15) to 4.75 (size 11) bytes a placement. A build
  /// is refused when this is more than the process may have. What it costs on the # boards,
  /// measured on 2 cores (a Release build, an idle machine; a busy one takes several times as
  /// long):
  ///
  /// | size | placements    | table  | peak while building | build time |
  /// |-----:|--------------:|-------:|--------------------:|-----------:|
  /// | 5    | 12,870        | 6 KB   | a few MB            | 0.2 ms     |
  /// | 7    | 735,471       | 368 KB | a few MB            | 17 ms      |
  /// | 9    | 10,518,300    | 2.6 MB | 43 MB               | 0.3 s      |
  /// | 11   | 76,904,685    | 19 MB  | 363 MB              | 3.7 s      |
  /// | 13   | 377,348,994   | 94 MB  | 1.27 GB             | 109 s      |
  /// | 15   | 1,420,494,075 | 355 MB | 3.9 GB              | 515 s      |
  /// | 17   | 4,426,165,368 | 1.1 GB | over 10 GB          | over 25 min|
  ///
  /// (Sizes 13 to 17 are within the library's reach but not yet offered by its programs.)
  static constexpr std::uint64_t build_memory_bytes() { return 5 * ranking::count + 16'000'000; }

  /// The fewest moves that bring the placement's blocks onto the center: one
  /// step per move, a few look-ups per step.
  int distance(const Placement<T>& placement) const {
    return *distance_within(placement, std::numeric_limits<int>::max());
  }

  /// The distance of the placement, or nothing once more than `limit` moves are
  /// needed: it costs at most limit + 1 steps.
  std::optional<int> distance_within(const Placement<T>& placement, int limit) const {
    if (limit < 0) return std::nullopt;
    if (exact_entries()) {
      const auto moves = static_cast<int>(residue_of(placement.cells()));
      return moves <= limit ? std::optional<int>(moves) : std::nullopt;
    }
    Walk walk(*this, placement);
    int moves = 0;
    for (; !walk.at_center(); ++moves) {
      if (moves == limit) return std::nullopt;
      walk.step();
    }
    return moves;
  }

  /// The distance of `neighbour`, one move away from a placement whose
  /// distance is `known`: one look-up.
  int distance_next_to(const Placement<T>& neighbour, int known) const {
    const auto residue = static_cast<int>(residue_of(neighbour.cells()));
    // (residue - known) mod M: 0 the same distance, 1 one more, M - 1 one less.
    constexpr int m = static_cast<int>(modulus);
    const int step = ((residue - known) % m + m) % m;
    return step == m - 1 ? known - 1 : known + step;
  }

  /// A walk down the table one move at a time, from a placement to the center
  /// along its lexicographically first shortest path: what solve() takes for
  /// several symbols in step, to stop as soon as the nearest arrives.
  class Walk {
   public:
    /// A walk from `start` down `table`, which must outlive it.
    Walk(const PatternDatabase& table, const Placement<T>& start)
        : table_(&table), cells_(start.cells()), residue_(table.residue_of(cells_)) {}

    /// Whether the walk has reached the center.
    bool at_center() const { return cells_ == bits::center; }

    /// Takes the next move (not at the center) and returns it.
    Move<T> step() {
      const auto [next, move] = table_->closer(cells_, residue_);
      cells_ = next;
      return move;
    }

   private:
    const PatternDatabase* table_;
    mask_type cells_;
    unsigned residue_;
  };

  /// What a walk down the table did: placements left, neighbours looked at.
  struct WalkCount {
    std::uint64_t steps = 0;      ///< placements left: the moves taken
    std::uint64_t looked_at = 0;  ///< neighbours looked at on the way
  };

  /// Appends to `moves` the lexicographically first shortest path from the
  /// placement to the center, if it has at most `limit` moves; otherwise returns
  /// false, with `moves` as it was. `count` adds up the work, even of a walk
  /// that gives up.
  bool append_first_shortest_path(const Placement<T>& placement, int limit,
                                  std::vector<Move<T>>& moves, WalkCount& count) const {
    if (limit < 0) return false;
    if (exact_entries() && static_cast<int>(residue_of(placement.cells())) > limit)
      return false;  // known to be too far
    const std::size_t start = moves.size();
    Walk walk(*this, placement);
    for (int walked = 0; !walk.at_center(); ++walked) {
      if (walked == limit) {
        moves.resize(start);
        return false;
      }
      const Move<T> move = walk.step();
      moves.push_back(move);
      ++count.steps;
      count.looked_at += move.index() + 1;
    }
    return true;
  }

  /// Every placement that needs `moves` moves or more, in rank order. Builds
  /// the table once more to see them found: as long as a build.
  std::vector<Placement<T>> placements_needing_at_least(int moves) const {
    std::vector<Placement<T>> found;
    const PatternDatabase replay(
        moves, [&found](const Placement<T>& placement, int) { found.push_back(placement); });
    std::ranges::sort(found, {}, [](const Placement<T>& p) { return p.cells(); });
    return found;
  }

  /// Whether an entry is the exact distance itself (every distance is below
  /// the modulus), so that distance() is one look-up rather than a walk.
  bool exact_entries() const { return max_distance() < static_cast<int>(modulus); }

  /// How many placements need each number of moves, from 0 to max_distance().
  const std::vector<std::uint64_t>& distance_counts() const { return counts_; }
  /// The most moves any placement needs.
  int max_distance() const { return static_cast<int>(counts_.size()) - 1; }
  /// The memory the entries take, in bytes.
  std::size_t memory_bytes() const { return entries_.memory_bytes(); }

  PatternDatabase(const PatternDatabase&) = delete;
  PatternDatabase& operator=(const PatternDatabase&) = delete;

 private:
  static constexpr auto all_moves = Move<T>::all();

  // The entries to allocate. Size 17's C(64, 8) placements are more than a
  // 32-bit target (wasm32) can index, and a build too large for the memory
  // this process may have would be ended by the system halfway: both are
  // refused here, before anything is allocated.
  static std::uint64_t placement_count() {
    const std::uint64_t count =
        detail::checked_size<std::length_error>(ranking::count, "pattern database", "placements");
    const std::string what = detail::message(
        {"the distance table of this board (", detail::Decimal(ranking::count), " placements)"});
    if (const auto shortfall =
            detail::memory_shortfall(what, build_memory_bytes(), detail::memory_limit()))
      detail::raise(insufficient_memory(*shortfall));
    return count;
  }
  // A rank as an index: below ranking::count, which placement_count() checked.
  static std::size_t index(rank_type rank) { return static_cast<std::size_t>(rank); }

  unsigned residue_of(mask_type cells) const { return entries_.get(index(ranking::rank(cells))); }

  // The first move, in letter order, that brings `cells` (not the center, its
  // distance `residue` modulo M) one move closer, and where it leads; the
  // residue becomes the new placement's.
  std::pair<mask_type, Move<T>> closer(mask_type cells, unsigned& residue) const {
    const unsigned wanted = (residue + modulus - 1) % modulus;
    for (const auto move : all_moves) {
      const mask_type next = bits::apply(move, cells);
      if (residue_of(next) == wanted) {
        residue = wanted;
        return {next, move};
      }
    }
    // Every placement but the center has a closer neighbour: the table is
    // complete (build() checks it), so this is never reached.
    detail::raise(std::logic_error("pattern database: no closer placement"));
  }

  void report(mask_type cells, int distance) {
    if (observe_ && distance >= observe_from_) observe_(Placement<T>(cells), distance);
  }

  // Breadth-first search from the center, a level at a time. The first
  // levels are small: they are expanded forward, from a list of the level's
  // placements. Once a level is large, most placements not yet seen are next
  // to it, and it is cheaper to go backward: scan the table for the unseen
  // placements and give the next distance to each that has a neighbour at
  // this one (a neighbour of an unseen placement is at this distance or
  // farther, so a neighbour with this residue is at exactly this distance).
  // The scans split the table between threads.
  [[gnu::noinline]] void build() {
    const rank_type center_rank = ranking::rank(bits::center);
    entries_.set(index(center_rank), 0);
    counts_.assign(1, 1);
    report(bits::center, 0);
    std::uint64_t seen = 1;
    std::vector<mask_type> level{bits::center};
    bool forward = true;
    for (int distance = 0;; ++distance) {
      const auto now = static_cast<unsigned>(distance) % modulus;
      const auto next = static_cast<unsigned>(distance + 1) % modulus;
      const std::uint64_t unseen_count = ranking::count - seen;
      // Forward costs a look-up per move of each placement of the level,
      // backward a scan and a few look-ups per unseen placement, more when
      // most of them are not next to the level yet. Measured on sizes 7 and
      // 9: backward pays once the level is half the size of the unseen rest.
      forward = forward && 2 * level.size() < unseen_count;
      std::uint64_t found = 0;
      if (forward) {
        level = forward_level(level, next);
        found = level.size();
        for (const mask_type cells : level) report(cells, distance + 1);
      } else {
        level = {};
        found = backward_level(now, next, distance + 1);
      }
      if (found == 0) break;
      seen += found;
      counts_.push_back(found);
    }
    if (seen != ranking::count)
      detail::raise(std::logic_error(
          detail::message({"pattern database: ", detail::Decimal(ranking::count - seen), " of ",
                           detail::Decimal(ranking::count), " placements cannot reach the center: ",
                           "the topology's moves do not connect every placement to it"})));
  }

  // How many threads a level's work is split between: one for small tables,
  // where starting threads costs more than it saves.
  static std::size_t thread_count() { return detail::threads_for(ranking::count, 1U << 18); }

  // One forward level: the unseen neighbours of the level's placements get
  // the next distance and make the next level. The level is split between
  // threads, which claim each neighbour with a compare-and-swap, so that a
  // placement next to two of them is found once.
  std::vector<mask_type> forward_level(const std::vector<mask_type>& level, unsigned next) {
    const std::size_t threads = level.size() < 4096 ? 1 : thread_count();
    std::vector<std::vector<mask_type>> following(threads);
    detail::run_split(threads, [&](std::size_t t) {
      const std::size_t begin = level.size() * t / threads;
      const std::size_t end = level.size() * (t + 1) / threads;
      for (std::size_t i = begin; i < end; ++i) {
        for (const auto move : all_moves) {
          const mask_type neighbour = bits::apply(move, level[i]);
          const rank_type rank = ranking::rank(neighbour);
          if (entries_.get_shared(index(rank)) != unseen) continue;  // seen: no atomic write
          if (entries_.set_if_all_ones(index(rank), next)) following[t].push_back(neighbour);
        }
      }
    });
    for (std::size_t t = 1; t < threads; ++t)
      following[0].insert(following[0].end(), following[t].begin(), following[t].end());
    return std::move(following[0]);
  }

  // One backward level over the whole table, split between threads by ranges
  // of whole words: each thread writes only its own words.
  std::uint64_t backward_level(unsigned now, unsigned next, int distance) {
    const std::size_t words = entries_.word_count();
    const std::size_t threads = thread_count();
    std::vector<std::uint64_t> found(threads, 0);
    std::vector<std::vector<mask_type>> observed(threads);
    detail::run_split(threads, [&](std::size_t t) {
      const std::size_t begin = words * t / threads;
      const std::size_t end = words * (t + 1) / threads;
      const bool watched = observe_ && distance >= observe_from_;
      found[t] = backward_scan(begin, end, now, next, watched ? &observed[t] : nullptr);
    });
    std::uint64_t total = 0;
    for (std::size_t t = 0; t < threads; ++t) {
      total += found[t];
      for (const mask_type cells : observed[t]) report(cells, distance);
    }
    return total;
  }

  std::uint64_t backward_scan(std::size_t word_begin, std::size_t word_end, unsigned now,
                              unsigned next, std::vector<mask_type>* observed) {
    std::uint64_t found = 0;
    std::uint64_t rank_of_cells = 0;  // the rank `cells` holds, when valid
    mask_type cells = 0;
    bool valid = false;
    for (std::size_t w = word_begin; w < word_end; ++w) {
      std::uint64_t unseen_here = entries_.all_ones_in_word(w);
      while (unseen_here != 0) {
        const auto bit = static_cast<std::size_t>(std::countr_zero(unseen_here));
        unseen_here &= unseen_here - 1;
        const std::uint64_t rank = w * entries_type::per_word + bit / entry_bits;
        if (rank >= ranking::count) break;  // the last word's padding
        // Step to the rank from the one before when it is near: cheaper than
        // unranking.
        if (valid && rank - rank_of_cells <= 8) {
          for (; rank_of_cells < rank; ++rank_of_cells) cells = ranking::next(cells);
        } else {
          cells = ranking::unrank(static_cast<rank_type>(rank));
          rank_of_cells = rank;
          valid = true;
        }
        for (const auto move : all_moves) {
          if (entries_.get_shared(index(ranking::rank(bits::apply(move, cells)))) != now) continue;
          entries_.set_own(static_cast<std::size_t>(rank), next);
          ++found;
          if (observed != nullptr) observed->push_back(cells);
          break;
        }
      }
    }
    return found;
  }

  using entries_type = search::PackedArray<entry_bits>;
  entries_type entries_;
  std::vector<std::uint64_t> counts_;  // [d]: how many placements need d moves
  int observe_from_;
  Observer observe_;
};

}  // namespace rotation
