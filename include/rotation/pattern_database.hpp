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
// Tables of up to 2^29 placements (sizes 5 to 13) take 4 bits an entry,
// M = 15. On sizes 5 and 7 every distance is below 15, so an entry is the
// distance itself and a look-up replaces the walk (368 KB for the standard
// board). On sizes 9 to 13 (5.3 MB, 38 MB, 189 MB) an entry still says much
// more than a residue modulo 3: a move brings at most one block into the
// center (a line crosses it in one run of cells), so a placement with c of
// its 8 blocks there needs at least 8 - c moves, and the least distance at
// least that with the entry's residue modulo 15 is a lower bound
// (least_distance) that is the distance itself unless the distance is 15 or
// more above 8 - c: for every placement of size 9, 99% of size 11's, and every
// placement of size 13 within 16 moves (73% of them; the farther ones are
// the symbols a solve leaves behind after a step or two). solve() walks only
// the symbols that bound keeps in the race: a quarter of the steps of walking
// every symbol. The largest tables (sizes 15 and 17) take 2 bits, M = 3, for
// the memory (355 MB and 1.1 GB); their distances come from walks.
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
#include <type_traits>
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
#include "placement_abstraction.hpp"
#include "search/build_in_place.hpp"
#include "search/packed_array.hpp"
#include "standard_topology.hpp"
#include "topology.hpp"

namespace rotation {

/// The exact distance of every placement of one symbol's blocks to the center.
///
/// An entry holds the distance modulo 15 up to size 13 (on sizes 5 and 7 the distance
/// itself; on 9 to 13, with the blocks outside the center, a lower bound that usually is),
/// and modulo 3 on sizes 15 and 17; a walk down the table recovers any distance (see the top
/// of pattern_database.hpp). Share the table of a topology through instance().
template <Topology T = StandardTopology>
class PatternDatabase {
  using bits = Bitboard<T>;
  using ranking = detail::SubsetRank<T::cell_count, T::center.size()>;
  using rank_type = typename ranking::rank_type;
  using mask_type = typename bits::mask_type;
  static constexpr unsigned entry_bits = ranking::count <= (1U << 29) ? 4 : 2;
  static constexpr unsigned modulus = (1U << entry_bits) - 1;  // the all-ones entry: unseen
  static constexpr unsigned unseen = modulus;
  static constexpr auto all_moves = Move<T>::all();
  // Tables of 2^26 placements or more (size 11 and up, 32 MB and more) miss the caches:
  // a walk's step ranks every neighbour and asks for their entries at once,
  // so that the misses overlap, and then reads them in letter order.
  static constexpr bool steps_prefetch = ranking::count >= (std::uint64_t{1} << 26);
  // The most center cells one move fills with blocks from outside it: on the
  // # boards 1, a line crossing the center in one run of cells. A placement
  // with c blocks in the center needs ceil((center size - c) / this) moves.
  static constexpr int center_fill_per_move = [] {
    auto in_center = [](std::size_t cell) { return ((bits::center >> cell) & 1U) != 0; };
    int most = 0;
    for (const auto& line : T::lines) {
      const std::size_t n = line.size();
      int forward = 0;
      int backward = 0;  // either way round the line
      for (std::size_t i = 0; i < n; ++i) {
        forward += in_center(line[i]) && !in_center(line[(i + 1) % n]);
        backward += in_center(line[i]) && !in_center(line[(i + n - 1) % n]);
      }
      most = std::max({most, forward, backward});
    }
    return most;
  }();

  // A step's neighbours, ranked, their entries asked for.
  struct Neighbours {
    std::array<mask_type, all_moves.size()> next;
    std::array<rank_type, all_moves.size()> ranks;
  };
  struct NoNeighbours {};

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
      : observe_from_(observe_from), observe_(std::move(observe)) {
    refuse_if_too_large();
    search::InPlaceBuildOptions options;
    if (observe_) {
      options.observe_from = observe_from_;
      options.observe = [this](std::span<const std::uint64_t> ranks, int distance) {
        for (const std::uint64_t rank : ranks)
          observe_(Placement<T>(ranking::unrank(static_cast<rank_type>(rank))), distance);
      };
    }
    take(build(options));
  }

  /// Builds a table with these options: progress reported level by level (on_level, on the
  /// calling thread), the threads to use. What a program that shows a long build's progress
  /// calls; it may then hand the table to heuristics::ExactDistance or ExactBoardDomain.
  ///
  /// Throws insufficient_memory, before it allocates anything, when the build needs more
  /// memory than this process may have (build_memory_bytes()).
  explicit PatternDatabase(const search::InPlaceBuildOptions& options) : observe_from_(0) {
    refuse_if_too_large();
    take(build(options));
  }

  /// Takes a table built (or loaded) elsewhere: the residues of every placement and the
  /// counts of placements at each distance. Throws input_error unless they have
  /// the size of T's table and the counts add up to every placement.
  explicit PatternDatabase(search::DistanceResidues<entry_bits> built) : observe_from_(0) {
    if (built.residues.size() != ranking::count)
      detail::raise(input_error(detail::message(
          {"pattern database: ", detail::Decimal(built.residues.size()),
           " entries, but the board has ", detail::Decimal(ranking::count), " placements"})));
    take(std::move(built));
  }

  /// Builds T's table, in its own memory and two small lists (see build_memory_bytes()):
  /// what the constructors do, without the check of memory first.
  [[nodiscard]] static search::DistanceResidues<entry_bits> build(
      const search::InPlaceBuildOptions& options = {}) {
    return search::build_in_place<entry_bits>(PlacementAbstraction<T>{}, options);
  }

  /// The placements of one symbol: the table's entries.
  static constexpr std::uint64_t placements() { return ranking::count; }
  /// The bits of an entry: 4 on boards of up to 2^29 placements (sizes 5 to 13), else 2.
  static constexpr unsigned bits_per_entry() { return entry_bits; }

  /// The memory a build takes at most, in bytes: the table, at 4 bits a placement up to size
  /// 13 (2 on sizes 15 and 17), and two lists of at most 2^18 placements each, 4 MB
  /// (search::in_place_build_bytes). A build is refused when this is more than the process
  /// may have. What it costs on the # boards, measured on 2 cores (a Release build; a busy
  /// machine takes longer), peak resident memory of the whole process:
  ///
  /// | size | placements    | table    | peak while building | build time |
  /// |-----:|--------------:|---------:|--------------------:|-----------:|
  /// | 5    | 12,870        | 6 KB     | 3.5 MB              | 2 ms       |
  /// | 7    | 735,471       | 368 KB   | 5.1 MB              | 0.04 s     |
  /// | 9    | 10,518,300    | 5.3 MB   | 12.6 MB             | 0.36 s     |
  /// | 11   | 76,904,685    | 38.5 MB  | 47 MB               | 2.6 s      |
  /// | 13   | 377,348,994   | 189 MB   | 197 MB              | 17 s       |
  /// | 15   | 1,420,494,075 | 355 MB   | 362 MB              | 77 s       |
  /// | 17   | 4,426,165,368 | 1,107 MB | 1,115 MB            | 285 s      |
  ///
  /// (`rotation-build-table L`, bench/build_table_main.cpp; docs/performance.md.)
  static constexpr std::uint64_t build_memory_bytes() {
    return search::in_place_build_bytes<entry_bits>(ranking::count);
  }

  /// Throws, before anything is allocated, when T's table cannot be built here: size 17's
  /// C(64, 8) placements are more than a 32-bit target (wasm32) can index (too_large),
  /// and a build that needs more memory than this process may have (build_memory_bytes(),
  /// against the system's memory and limits) would be ended by the system halfway
  /// (insufficient_memory, saying how much it needs and how much there is). The
  /// constructors that build call it first.
  static void refuse_if_too_large() {
    detail::checked_size<too_large>(ranking::count, "pattern database", "placements");
    const std::string what = detail::message(
        {"the distance table of this board (", detail::Decimal(ranking::count), " placements)"});
    if (const auto shortfall =
            detail::memory_shortfall(what, build_memory_bytes(), detail::memory_limit()))
      detail::raise(insufficient_memory(*shortfall));
  }

  /// A lower bound on distance(placement) from one look-up: the least distance with the
  /// entry's residue that the blocks outside the center allow (on the # boards each move
  /// brings at most one of them in; in general, the most any move of T brings in). It is the
  /// distance itself where the entries are (sizes 5 and 7), and wherever the distance is less than
  /// 15 above the blocks outside the center (sizes 9 to 13: most placements); on 2-bit tables
  /// (sizes 15 and 17) it is weak.
  int least_distance(const Placement<T>& placement) const {
    const mask_type cells = placement.cells();
    return least_distance(cells, residue_of(cells));
  }

  /// The fewest moves that bring the placement's blocks onto the center: one
  /// look-up where the entries say it, else one step per move, a few look-ups per step.
  int distance(const Placement<T>& placement) const {
    return *distance_within(placement, std::numeric_limits<int>::max());
  }

  /// The distance of the placement, or nothing once more than `limit` moves are
  /// needed: it costs at most limit + 1 steps.
  std::optional<int> distance_within(const Placement<T>& placement, int limit) const {
    if (limit < 0) return std::nullopt;
    // The bound is the distance when no distance is M or more above it.
    const int least = least_distance(placement);
    if (least > limit) return std::nullopt;
    if (least + static_cast<int>(modulus) > max_distance()) return least;
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
  /// each symbol, stepping those whose bound (least_moves_left()) is least.
  class Walk {
   public:
    /// A walk from `start` down `table`, which must outlive it.
    Walk(const PatternDatabase& table, const Placement<T>& start)
        : table_(&table), cells_(start.cells()), residue_(table.residue_of(cells_)) {}

    /// Whether the walk has reached the center.
    bool at_center() const { return cells_ == bits::center; }

    /// A lower bound on the moves left, as least_distance(): no look-up.
    int least_moves_left() const { return table_->least_distance(cells_, residue_); }

    /// Ranks the next step's neighbours and asks for their entries without
    /// waiting for them (not at the center). A caller with several walks looks
    /// ahead in each, then steps each: their cache misses overlap instead of
    /// following one another. Nothing to do on a table that stays in the caches.
    void look_ahead() {
      if constexpr (steps_prefetch) {
        table_->fetch_neighbours(cells_, ahead_);
        looked_ahead_ = true;
      }
    }

    /// Takes the next move (not at the center) and returns it.
    Move<T> step() {
      if constexpr (steps_prefetch) {
        if (!looked_ahead_) look_ahead();
        looked_ahead_ = false;
        const auto [next, move] = table_->closer(ahead_, residue_);
        cells_ = next;
        return move;
      } else {
        const auto [next, move] = table_->closer(cells_, residue_);
        cells_ = next;
        return move;
      }
    }

   private:
    const PatternDatabase* table_;
    mask_type cells_;
    unsigned residue_;
    [[no_unique_address]] std::conditional_t<steps_prefetch, Neighbours, NoNeighbours> ahead_{};
    bool looked_ahead_ = false;
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
    if (least_distance(placement) > limit) return false;  // known to be too far
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
  /// The entries, packed: each placement's distance modulo 15 (4 bits) or 3 (2 bits), by rank.
  const search::PackedArray<entry_bits>& entries() const { return entries_; }
  /// The memory the entries take, in bytes.
  std::size_t memory_bytes() const { return entries_.memory_bytes(); }

  PatternDatabase(const PatternDatabase&) = delete;  // hundreds of megabytes: never by accident
  PatternDatabase& operator=(const PatternDatabase&) = delete;
  PatternDatabase(PatternDatabase&&) noexcept = default;             ///< Takes the other's entries.
  PatternDatabase& operator=(PatternDatabase&&) noexcept = default;  ///< Takes the other's entries.

 private:
  // A rank as an index: below ranking::count, which refuse_if_too_large() checked.
  static std::size_t index(rank_type rank) { return static_cast<std::size_t>(rank); }

  unsigned residue_of(mask_type cells) const { return entries_.get(index(ranking::rank(cells))); }

  // The least distance, congruent to `residue` modulo M, of at least the moves
  // that the blocks outside the center need to come in.
  static int least_distance(mask_type cells, unsigned residue) {
    constexpr int m = static_cast<int>(modulus);
    constexpr int center_size = static_cast<int>(T::center.size());
    constexpr int fill = center_fill_per_move;
    const int outside = center_size - bits::count(cells & bits::center);
    const int needed = fill == 0 ? 0 : (outside + fill - 1) / fill;
    const int r = static_cast<int>(residue);
    return r >= needed ? r : r + (needed - r + m - 1) / m * m;
  }

  void fetch_neighbours(mask_type cells, Neighbours& neighbours) const {
    for (std::size_t m = 0; m < all_moves.size(); ++m) {
      neighbours.next[m] = bits::apply(all_moves[m], cells);
      neighbours.ranks[m] = ranking::rank(neighbours.next[m]);
      entries_.prefetch_for_read(index(neighbours.ranks[m]));
    }
  }

  // The first of `neighbours` (of a placement that is not the center, its
  // distance `residue` modulo M), in letter order, that is one move closer,
  // and the move to it; the residue becomes the new placement's.
  std::pair<mask_type, Move<T>> closer(const Neighbours& neighbours, unsigned& residue) const {
    const unsigned wanted = (residue + modulus - 1) % modulus;
    for (std::size_t m = 0; m < all_moves.size(); ++m)
      if (entries_.get(index(neighbours.ranks[m])) == wanted) {
        residue = wanted;
        return {neighbours.next[m], all_moves[m]};
      }
    // Every placement but the center has a closer neighbour: the table is
    // complete (build() checks it), so this is never reached.
    detail::raise(usage_error("pattern database: no closer placement"));
  }

  // As above, from the placement `cells`, looking its neighbours up one by
  // one until one is closer: for tables that stay in the caches.
  std::pair<mask_type, Move<T>> closer(mask_type cells, unsigned& residue) const {
    const unsigned wanted = (residue + modulus - 1) % modulus;
    for (const auto move : all_moves) {
      const mask_type next = bits::apply(move, cells);
      if (residue_of(next) == wanted) {
        residue = wanted;
        return {next, move};
      }
    }
    detail::raise(usage_error("pattern database: no closer placement"));
  }

  void report(mask_type cells, int distance) {
    if (observe_ && distance >= observe_from_) observe_(Placement<T>(cells), distance);
  }

  // Keeps a table built (by build_in_place) or loaded, once its counts add up.
  void take(search::DistanceResidues<entry_bits> built) {
    std::uint64_t seen = 0;
    for (const std::uint64_t count : built.counts) seen += count;
    if (seen != ranking::count)
      detail::raise(usage_error(
          detail::message({"pattern database: ", detail::Decimal(ranking::count - seen), " of ",
                           detail::Decimal(ranking::count), " placements cannot reach the center: ",
                           "the topology's moves do not connect every placement to it"})));
    entries_ = std::move(built.residues);
    counts_ = std::move(built.counts);
  }

  using entries_type = search::PackedArray<entry_bits>;
  entries_type entries_;
  std::vector<std::uint64_t> counts_;  // [d]: how many placements need d moves
  int observe_from_;
  Observer observe_;
};

}  // namespace rotation
