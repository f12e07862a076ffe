#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// Builds the distance table of an abstraction in the memory of the table itself: a
/// breadth-first search whose only record of the levels is the table, each entry holding its
/// state's distance modulo M = 2^Bits - 1 (3 with 2 bits an entry, 255 with 8), the all-ones
/// value meaning "not reached yet".
///
/// Why a residue is enough: every move costs 1 and can be taken back, so two neighbours'
/// distances differ by -1, 0 or +1, which are three different residues for any M of 3 or
/// more. Knowing one state's distance, its neighbours' follow from their entries, and a walk
/// along entries one less recovers any state's distance (rotation::PatternDatabase does so).
///
/// Level d + 1 is found from level d in one of three ways, whichever costs least:
///   * from a list: while the levels are small, the ranks of level d are kept in a list
///     (never more than in_place_list_capacity of them), and their neighbours not reached yet are
///     claimed for d + 1 and listed in turn;
///   * by a forward scan: the table is read through for the entries holding d mod M, and
///     their neighbours not reached yet are claimed. With M = 3 the scan also meets the
///     levels d - 3, d - 6, ..., whose neighbours are all reached: wasted work, but no harm;
///   * by a backward scan, once level d is about as large as what is left: the table is read
///     through for the entries not reached yet, and each that has a neighbour holding d mod M
///     gets d + 1. A neighbour of a state not reached yet is at distance d or more, and of
///     those reached only level d has that residue, so the test is exact.
/// The scans hand out the table in chunks of words to the threads. A forward step claims an
/// entry anywhere with a compare-and-swap on its word (two states of level d next to the same
/// state claim it once); a backward step writes only the words of its own chunk. In each, the
/// neighbours of a batch of states are ranked first, each one's word prefetched, and looked
/// at after: on tables far larger than the caches, the cache misses then overlap.
///
/// Symmetries: an abstraction may name maps of its states that keep every distance (the turns
/// and reflections of the Rotation boards). The build then expands only the least state of
/// each set that they map onto each other, and gives the others the same entry as it finds
/// it: on the Rotation boards, an eighth of the expansions, for the price of computing the
/// images (the build of size 13 takes half the time it did without).

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "../detail/checked_size.hpp"
#include "../detail/raise.hpp"
#include "../detail/threads.hpp"
#include "abstraction.hpp"
#include "build_options.hpp"
#include "packed_array.hpp"
#include "pattern_database.hpp"

namespace rotation::search {

/// How build_in_place reports its progress, and which states it shows as it finds them.
struct InPlaceBuildOptions {
  /// Called after each level, on the calling thread; empty: no call.
  std::function<void(const BuildProgress&)> on_level;
  std::size_t threads = 0;  ///< 0: one per core on tables of 2^18 entries or more
  /// The first distance whose states are shown to `observe`; negative: none are.
  int observe_from = -1;
  /// Called after each level at `observe_from` or farther, on the calling thread, with the
  /// ranks of that level's states in no particular order. They are gathered in memory
  /// meanwhile: meant for the few farthest levels.
  std::function<void(std::span<const std::uint64_t> ranks, int distance)> observe;
};

/// The distances of every state of an abstraction, modulo M = 2^Bits - 1, and how many
/// states are at each distance: what build_in_place makes.
template <unsigned Bits>
struct DistanceResidues {
  /// The modulus of the entries: 3 for 2 bits, 15 for 4, 255 for 8.
  static constexpr unsigned modulus = (1U << Bits) - 1;
  /// The entry of a state that no goal reaches (the all-ones value).
  static constexpr unsigned unreached = modulus;

  /// [rank]: the distance of the state of that rank modulo `modulus`, or unreached.
  PackedArray<Bits> residues;
  /// [d]: how many states are at distance d, from 0 to the farthest.
  std::vector<std::uint64_t> counts;

  /// The farthest distance of any state reached.
  [[nodiscard]] int max_distance() const { return static_cast<int>(counts.size()) - 1; }
  /// Whether every entry is its state's distance itself (every distance is below the modulus).
  [[nodiscard]] bool exact() const { return max_distance() < static_cast<int>(modulus); }
};

/// The ranks a level list keeps at most (8 bytes each); a larger level is scanned for.
inline constexpr std::size_t in_place_list_capacity = std::size_t{1} << 18;

/// The memory build_in_place takes at most for a table of `entries` entries of Bits bits,
/// in bytes: the table and two level lists (not counting what `observe` gathers).
template <unsigned Bits>
[[nodiscard]] constexpr std::uint64_t in_place_build_bytes(std::uint64_t entries) {
  return PackedArray<Bits>::word_count_for(entries) * 8 + 2 * in_place_list_capacity * 8;
}

}  // namespace rotation::search

// One detail namespace for the whole library (see detail/): a nested one
// would hide it from lookups made here.
namespace rotation::detail {

template <unsigned Bits, search::Abstraction A>
class InPlaceBuild {
 public:
  using state_type = typename A::state_type;
  using Table = search::PackedArray<Bits>;
  static constexpr unsigned modulus = Table::all_ones;
  static constexpr unsigned unseen = Table::all_ones;

  InPlaceBuild(const A& abstraction, const search::InPlaceBuildOptions& options)
      : abstraction_(abstraction),
        options_(options),
        size_(checked_size<search::pattern_database_error>(
            static_cast<std::uint64_t>(abstraction.size()), name(), "states")),
        table_(size_),
        threads_(options.threads != 0 ? options.threads : threads_for(size_, 1U << 18)),
        workers_(threads_) {}

  search::DistanceResidues<Bits> run() {
    std::vector<std::uint64_t> goals;  // every goal, and with symmetries their images
    std::vector<std::uint64_t> level;  // the goals to expand: with symmetries, one of each set
    const auto claim_goal = [&](const state_type& goal) {
      const std::uint64_t rank = rank_of(goal);
      if (table_.get(index(rank)) != unseen) return;
      table_.set(index(rank), 0);
      goals.push_back(rank);
      if (least_of_symmetric(goal)) level.push_back(rank);
    };
    for (const state_type goal : abstraction_.goals()) {
      claim_goal(goal);
      if constexpr (symmetric)
        for (std::size_t k = 0; k < A::symmetries; ++k)
          claim_goal(abstraction_.symmetric_state(k, goal));
    }
    counts_.assign(1, goals.size());
    reached_ = goals.size();
    if (watched(0)) options_.observe(goals, 0);
    report(0);
    bool listed = true;     // `level` lists level d
    bool backward = false;  // once backward, always: the levels only shrink from there
    for (int d = 0; reached_ < size_ && counts_.back() != 0; ++d) {
      // A forward step expands the states holding d's residue (level d, and with M = 3 the
      // levels d - 3, d - 6, ...), a backward one looks at the states left: each costs
      // about the same per state, so the fewer wins.
      std::uint64_t expanded = 0;
      for (int k = d; k >= 0; k -= static_cast<int>(modulus))
        expanded += counts_[static_cast<std::size_t>(k)];
      backward = backward || size_ - reached_ <= expanded;
      const Step step{static_cast<unsigned>(d) % modulus, static_cast<unsigned>(d + 1) % modulus,
                      watched(d + 1), listed && !backward};
      std::uint64_t found = 0;
      if (backward)
        found = scan<Direction::backward>(step);
      else if (listed)
        found = expand_list(level, step);
      else
        found = scan<Direction::forward>(step);
      listed = step.make_list && !overflow_;
      level = listed ? gather_list() : std::vector<std::uint64_t>{};
      if (found == 0) break;
      counts_.push_back(found);
      reached_ += found;
      if (step.watched) {
        std::vector<std::uint64_t> ranks;
        for (auto& worker : workers_) {
          ranks.insert(ranks.end(), worker.observed.begin(), worker.observed.end());
          worker.observed = {};
        }
        options_.observe(ranks, d + 1);
      }
      report(d + 1);
    }
    return search::DistanceResidues<Bits>{std::move(table_), std::move(counts_)};
  }

 private:
  enum class Direction { forward, backward };

  struct Step {
    unsigned now;    // the residue of level d
    unsigned next;   // the residue of level d + 1
    bool watched;    // the states found are observed
    bool make_list;  // the states found are listed (while they fit)
  };

  // States expanded together: their neighbours are ranked and prefetched first, then looked
  // at, so that the cache misses of the batch overlap.
  static constexpr std::size_t batch = 32;

  struct Worker {
    std::vector<std::uint64_t> next;      // a forward step's claims, while they are listed
    std::vector<std::uint64_t> observed;  // the states found, when watched
    std::uint64_t found = 0;
    std::array<std::uint64_t, batch> ranks{};
    std::array<state_type, batch> states{};
    std::array<std::size_t, batch + 1> ends{};  // state i's neighbours: [ends[i], ends[i + 1])
    std::vector<std::uint64_t> neighbours;
    std::vector<state_type> neighbour_states;  // with symmetries: their images are claimed too
    std::vector<std::uint64_t> images;   // with symmetries: ranks to claim after the next batch
    std::vector<std::uint64_t> waiting;  // with symmetries: ranks to claim after this batch
    std::size_t filled = 0;
  };

  // Whether the abstraction names its symmetries (see build_in_place).
  static constexpr bool symmetric = search::AbstractionWithSymmetries<A>;

  std::uint64_t rank_of(const state_type& state) const {
    return checked(static_cast<std::uint64_t>(abstraction_.rank(state)));
  }

  // Whether `state` is the one of its set of symmetric states that the build works out (the
  // least); always, without symmetries.
  bool least_of_symmetric(const state_type& state) const {
    if constexpr (symmetric) {
      for (std::size_t k = 0; k < A::symmetries; ++k)
        if (abstraction_.symmetric_state(k, state) < state) return false;
    }
    return true;
  }

  std::string name() const { return "table of '" + std::string(abstraction_.id()) + "'"; }

  [[noreturn]] void fail(const std::string& why) const {
    raise(search::pattern_database_error(name() + ": " + why));
  }

  std::uint64_t checked(std::uint64_t rank) const {
    if (rank >= size_) [[unlikely]]
      fail("a state ranked " + std::to_string(rank) + ", outside 0 to " +
           std::to_string(size_ - 1));
    return rank;
  }
  static std::size_t index(std::uint64_t rank) { return static_cast<std::size_t>(rank); }

  bool watched(int distance) const {
    return options_.observe && options_.observe_from >= 0 && distance >= options_.observe_from;
  }

  void report(int distance) const {
    if (options_.on_level)
      options_.on_level(search::BuildProgress{distance, counts_.back(), reached_, reached_, size_});
  }

  // Adds the state of `rank` to the worker's batch, its neighbours ranked and prefetched;
  // a full batch is looked at.
  template <Direction D>
  void add(Worker& worker, std::uint64_t rank, const state_type& state, const Step& step) {
    if (!least_of_symmetric(state)) return;  // worked out with the least of its set
    if (worker.filled == 0) {
      worker.neighbours.clear();
      worker.neighbour_states.clear();
    }
    worker.ranks[worker.filled] = rank;
    worker.states[worker.filled] = state;
    const auto note = [&](std::uint64_t next_rank) {
      table_.prefetch(index(checked(next_rank)));
      worker.neighbours.push_back(next_rank);
    };
    if constexpr (symmetric) {
      abstraction_.for_each_move(state, [&](const state_type& next, int) {
        note(static_cast<std::uint64_t>(abstraction_.rank(next)));
        if constexpr (D == Direction::forward) worker.neighbour_states.push_back(next);
      });
    } else if constexpr (search::AbstractionWithRankedMoves<A>)
      abstraction_.for_each_ranked_move(state, rank,
                                        [&](std::uint64_t next_rank, int) { note(next_rank); });
    else
      abstraction_.for_each_move(state, [&](const state_type& next, int) {
        note(static_cast<std::uint64_t>(abstraction_.rank(next)));
      });
    worker.ends[++worker.filled] = worker.neighbours.size();
    if (worker.filled == batch) flush<D>(worker, step);
  }

  template <Direction D>
  void flush(Worker& worker, const Step& step) {
    for (std::size_t i = 0; i < worker.filled; ++i) {
      const std::size_t end = worker.ends[i + 1];
      for (std::size_t n = worker.ends[i]; n < end; ++n) {
        const std::size_t neighbour = index(worker.neighbours[n]);
        if constexpr (D == Direction::backward) {
          // A state not reached yet, with a neighbour at d: it is at d + 1.
          if (table_.get_shared(neighbour) != step.now) continue;
          if constexpr (symmetric) {
            // Other threads claim images anywhere, in this chunk's words too.
            if (table_.set_if_all_ones(index(worker.ranks[i]), step.next))
              found(worker, worker.ranks[i], step);
            queue_images(worker, worker.states[i]);
          } else {
            table_.set_own(index(worker.ranks[i]), step.next);
            found(worker, worker.ranks[i], step);
          }
          break;
        } else {
          // A state of level d: each neighbour not reached yet is at d + 1, claimed once.
          if (table_.get_shared(neighbour) != unseen) continue;  // reached: no atomic write
          if (!table_.set_if_all_ones(neighbour, step.next)) continue;
          found(worker, worker.neighbours[n], step);
          std::uint64_t listed = worker.neighbours[n];
          if constexpr (symmetric) listed = queue_images(worker, worker.neighbour_states[n]);
          if (step.make_list) {
            if (worker.next.size() < search::in_place_list_capacity / threads_)
              worker.next.push_back(listed);
            else
              overflow_.store(true, std::memory_order_relaxed);
          }
        }
      }
    }
    if constexpr (symmetric) {
      // The images of the states found are at d + 1 too. Those of the batch before are
      // claimed now, their words prefetched a batch ago; this batch's wait for the next.
      claim_images(worker, step);
      std::swap(worker.images, worker.waiting);
    }
    worker.filled = 0;
    worker.ends[0] = 0;
  }

  // Flushes the last batch of a step and claims every image still waiting.
  template <Direction D>
  void finish(Worker& worker, const Step& step) {
    flush<D>(worker, step);
    if constexpr (symmetric) claim_images(worker, step);
  }

  void claim_images(Worker& worker, const Step& step) {
    for (const std::uint64_t image : worker.waiting)
      if (table_.get_shared(index(image)) == unseen &&
          table_.set_if_all_ones(index(image), step.next))
        found(worker, image, step);
    worker.waiting.clear();
  }

  // Queues the images of `state`, found at d + 1, to be claimed at the end of the batch, and
  // returns the rank of the least of its set: the one to expand at the next level.
  std::uint64_t queue_images(Worker& worker, const state_type& state) {
    state_type least = state;
    std::uint64_t least_rank = 0;
    bool state_least = true;
    for (std::size_t k = 0; k < A::symmetries; ++k) {
      const state_type image = abstraction_.symmetric_state(k, state);
      const std::uint64_t rank = rank_of(image);
      table_.prefetch(index(rank));
      worker.images.push_back(rank);
      if (image < least) {
        least = image;
        least_rank = rank;
        state_least = false;
      }
    }
    return state_least ? rank_of(state) : least_rank;
  }

  void found(Worker& worker, std::uint64_t rank, const Step& step) {
    ++worker.found;
    if (step.watched) worker.observed.push_back(rank);
  }

  void start_step() {
    overflow_.store(false, std::memory_order_relaxed);
    for (auto& worker : workers_) {
      worker.found = 0;
      worker.filled = 0;
      worker.ends[0] = 0;
      worker.next.clear();
      worker.images.clear();
      worker.waiting.clear();
    }
  }

  std::uint64_t total_found() const {
    std::uint64_t total = 0;
    for (const auto& worker : workers_) total += worker.found;
    return total;
  }

  // Level d + 1 from the list of level d.
  std::uint64_t expand_list(const std::vector<std::uint64_t>& level, const Step& step) {
    start_step();
    const std::size_t threads = level.size() < 4096 ? 1 : threads_;
    std::atomic<std::size_t> next_chunk{0};
    constexpr std::size_t chunk = 1024;
    run_split(threads, [&](std::size_t t) {
      Worker& worker = workers_[t];
      for (;;) {
        const std::size_t begin = next_chunk.fetch_add(chunk, std::memory_order_relaxed);
        if (begin >= level.size()) break;
        const std::size_t end = std::min(level.size(), begin + chunk);
        for (std::size_t i = begin; i < end; ++i)
          add<Direction::forward>(worker, level[i], abstraction_.unrank(level[i]), step);
      }
      finish<Direction::forward>(worker, step);
    });
    return total_found();
  }

  std::vector<std::uint64_t> gather_list() {
    std::vector<std::uint64_t> level;
    std::size_t size = 0;
    for (const auto& worker : workers_) size += worker.next.size();
    level.reserve(size);
    for (auto& worker : workers_) {
      level.insert(level.end(), worker.next.begin(), worker.next.end());
      worker.next = {};
    }
    return level;
  }

  // Level d + 1 by a scan of the whole table: forward, from the entries holding d mod M;
  // backward, from the entries not reached yet.
  template <Direction D>
  std::uint64_t scan(const Step& step) {
    start_step();
    const std::size_t words = table_.word_count();
    constexpr std::size_t chunk = 1024;  // words: 32,768 entries of 2 bits
    std::atomic<std::size_t> next_chunk{0};
    const unsigned wanted = D == Direction::backward ? unseen : step.now;
    run_split(threads_, [&](std::size_t t) {
      Worker& worker = workers_[t];
      std::uint64_t stepped_rank = 0;  // the rank of `state`, when `valid`
      state_type state{};
      bool valid = false;
      for (;;) {
        const std::size_t begin = next_chunk.fetch_add(chunk, std::memory_order_relaxed);
        if (begin >= words) break;
        const std::size_t end = std::min(words, begin + chunk);
        for (std::size_t w = begin; w < end; ++w) {
          std::uint64_t lanes = table_.equal_in_word(w, wanted);
          while (lanes != 0) {
            const auto bit = static_cast<unsigned>(std::countr_zero(lanes));
            lanes &= lanes - 1;
            const std::uint64_t rank = std::uint64_t{w} * Table::per_word + bit / Bits;
            if (rank >= size_) break;  // the last word's padding
            // The next rank's state from this one's when the abstraction can step (cheaper
            // than unranking), and they are near.
            if constexpr (search::AbstractionWithRankOrder<A>) {
              if (valid && rank - stepped_rank <= 32) {
                for (; stepped_rank < rank; ++stepped_rank)
                  state = abstraction_.next_in_rank_order(state);
              } else {
                state = abstraction_.unrank(rank);
                stepped_rank = rank;
                valid = true;
              }
            } else {
              state = abstraction_.unrank(rank);
            }
            add<D>(worker, rank, state, step);
          }
        }
        // A backward step writes only its own chunk's words: its batch ends with the chunk.
        flush<D>(worker, step);
      }
      finish<D>(worker, step);
    });
    return total_found();
  }

  const A& abstraction_;
  const search::InPlaceBuildOptions& options_;
  std::uint64_t size_;
  Table table_;
  std::size_t threads_;
  std::vector<Worker> workers_;
  std::vector<std::uint64_t> counts_;
  std::uint64_t reached_ = 0;
  std::atomic<bool> overflow_{false};
};

}  // namespace rotation::detail

namespace rotation::search {

/// Builds the distance of every state of `abstraction` from its goals, modulo 2^Bits - 1
/// (Bits: 2, 4 or 8), in the memory of the table and two small lists
/// (in_place_build_bytes): see the top of build_in_place.hpp for how.
///
/// The abstraction must have unit costs (A::unit_costs) and no entries() of its own (one
/// entry per state), and every move's inverse must be a move too: the backward scans rely
/// on it. Optional members: `next_in_rank_order(state)`, the state of the next rank, spares
/// the scans an unrank per state (AbstractionWithRankOrder); `static constexpr std::size_t
/// symmetries` and `symmetric_state(k, state)` (k below `symmetries`, state_type ordered by
/// <) name maps of the states that keep the goals and map moves to moves, so keep every
/// distance: the build then expands one state of each set they map onto each other
/// (AbstractionWithSymmetries). An optional member that is there but does not fit is a build
/// error naming it. States no goal reaches keep the
/// all-ones entry and are not counted. Throws pattern_database_error for a rank out of range or for
/// more states than std::size_t counts, before anything is allocated; and whatever the abstraction
/// throws.
template <unsigned Bits = 2, Abstraction A>
[[nodiscard]] DistanceResidues<Bits> build_in_place(const A& abstraction,
                                                    const InPlaceBuildOptions& options = {}) {
  static_assert(Bits == 2 || Bits == 4 || Bits == 8, "entries of 2, 4 or 8 bits");
  static_assert(has_unit_costs<A>(),
                "build_in_place needs moves that all cost 1 (A::unit_costs = true): use "
                "build_pattern_database for moves of cost 0");
  static_assert(!AbstractionWithEntries<A>,
                "build_in_place keeps one entry per state: use build_pattern_database for an "
                "abstraction with entries()");
  detail::check_optional_abstraction_members<A>();  // a misfit optional member: a build error
  return detail::InPlaceBuild<Bits, A>(abstraction, options).run();
}

}  // namespace rotation::search
