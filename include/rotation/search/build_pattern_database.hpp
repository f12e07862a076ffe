#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// Builds the pattern database of an abstraction: a breadth-first search from
/// its goals, a level (a distance) at a time, over moves that cost 0 or 1.
///
/// Each level is a list of abstract states (their ranks). Expanding it, a move
/// of cost 1 leads to the next level; a move of cost 0 leads to a state at the
/// same distance, which joins the level and is expanded with it (a 0-1
/// breadth-first search, so a state reached both ways gets the smaller
/// distance). A state's entry takes the distance of the first state with that
/// entry to be expanded, the smallest since levels go in order of distance.
///
/// Bits per state: with unit costs, one bit says "reached"; with costs of 0,
/// a second says "queued for the next level", because a state queued at d + 1
/// may still turn out to be at d. The lists of a level hold 4 bytes per state
/// (8 for abstractions of more than 2^32 states).
/// Large levels are split between threads, which claim states and entries
/// with a compare-and-swap on their word.

#include <algorithm>
#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../detail/checked_size.hpp"
#include "../detail/raise.hpp"
#include "../detail/text.hpp"
#include "../detail/threads.hpp"
#include "abstraction.hpp"
#include "build_options.hpp"
#include "packed_array.hpp"
#include "pattern_database.hpp"

// One detail namespace for the whole library (see detail/): a nested one
// would hide it from lookups made here.
namespace rotation::detail {

template <unsigned Bits, search::Abstraction A>
class PatternDatabaseBuild {
 public:
  using state_type = typename A::state_type;
  static constexpr bool unit_costs = search::has_unit_costs<A>();

  // Both counts are checked before anything is allocated.
  PatternDatabaseBuild(const A& abstraction, const search::BuildOptions& options)
      : abstraction_(abstraction),
        options_(options),
        states_(indexable(static_cast<std::uint64_t>(abstraction.size()), "states")),
        entries_(indexable(search::entry_count(abstraction), "entries")),
        table_(entries_),
        reached_(states_),
        queued_(unit_costs ? 0 : states_) {}

  search::PatternDatabase<Bits> run() {
    // Lists of 4-byte ranks while they fit: half the memory, and the 15-puzzle's
    // 8-tile database has 4.15 billion states, just below 2^32.
    if (states_ <= (std::uint64_t{1} << 32))
      run_with<std::uint32_t>();
    else
      run_with<std::uint64_t>();
    return search::PatternDatabase<Bits>(std::string(abstraction_.id()), std::move(table_));
  }

 private:
  // A level: the ranks each thread found, kept apart (no copying them into
  // one list) and reused from level to level, so that the memory of the
  // largest level is taken once.
  template <class Rank>
  using Parts = std::vector<std::vector<Rank>>;

  template <class Rank>
  void run_with() {
    const std::size_t threads =
        options_.threads != 0 ? options_.threads : threads_for(states_, 1U << 16);
    Parts<Rank> level(threads);
    Parts<Rank> next(threads);
    for (const state_type goal : abstraction_.goals()) {
      const std::size_t rank = checked_rank(goal);
      if (claim_next(rank)) level[0].push_back(static_cast<Rank>(rank));
    }
    for (int distance = 0; total_size(level) != 0; ++distance) {
      for (auto& part : next) part.clear();
      expand_level(level, next, distance);
      std::swap(level, next);
    }
  }

  template <class Rank>
  static std::size_t total_size(const Parts<Rank>& parts) {
    std::size_t size = 0;
    for (const auto& part : parts) size += part.size();
    return size;
  }

  // A count of states or entries, which the tables index with std::size_t:
  // on a 32-bit target, 2^32 or more is refused (detail/checked_size.hpp).
  std::size_t indexable(std::uint64_t count, std::string_view what) const {
    return checked_size<search::pattern_database_error>(
        count, message({"pattern database '", abstraction_.id(), "'"}), what);
  }

  // Every error of a build names the abstraction.
  [[noreturn]] void fail(const std::string& why) const {
    detail::raise(search::pattern_database_error("pattern database '" +
                                                 std::string(abstraction_.id()) + "': " + why));
  }

  // A distance the entries cannot hold, found when a state has it (a level
  // queued by moves of cost 1 may turn out empty, its states all reached at
  // the distance before by moves of cost 0).
  [[noreturn]] void too_far(int distance) const {
    fail("distances reach " + std::to_string(distance) + ", more than " + std::to_string(Bits) +
         "-bit entries hold (at most " + std::to_string(search::PatternDatabase<Bits>::max_entry) +
         "); use 8-bit entries");
  }

  // An entry or a rank, checked, as an index: below entries_ or states_, so a
  // std::size_t.
  std::size_t checked_entry(std::uint64_t entry) const {
    if (entry >= entries_) [[unlikely]]
      fail("a state's entry is " + std::to_string(entry) + ", outside 0 to " +
           std::to_string(entries_ - 1));
    return static_cast<std::size_t>(entry);
  }

  std::size_t checked_rank(const state_type& state) const {
    return checked(static_cast<std::uint64_t>(abstraction_.rank(state)));
  }
  std::size_t checked(std::uint64_t rank) const {
    if (rank >= states_) [[unlikely]]
      fail("a state ranked " + std::to_string(rank) + ", outside 0 to " +
           std::to_string(states_ - 1));
    return static_cast<std::size_t>(rank);
  }

  // A state reached by a move of cost 1 (or a goal), for the next level:
  // true for the one call that queued it.
  bool claim_next(std::size_t rank) {
    if constexpr (unit_costs) {
      return reached_.get_shared(rank) != 0 && reached_.set_if_all_ones(rank, 0);
    } else {
      return reached_.get_shared(rank) != 0 && queued_.get_shared(rank) != 0 &&
             queued_.set_if_all_ones(rank, 0);
    }
  }

  // A state reached by a move of cost 0, at the current distance.
  bool claim_now(std::size_t rank) {
    return reached_.get_shared(rank) != 0 && reached_.set_if_all_ones(rank, 0);
  }

  // What one thread finds while expanding a round.
  template <class Rank>
  struct Found {
    std::vector<Rank>* next = nullptr;  // by moves of cost 1: its part of the next level
    std::vector<Rank> now;              // by moves of cost 0
    std::uint64_t states = 0;           // expanded
    std::uint64_t entries = 0;          // entries set
  };

  // Expands the states of one distance, and those its moves of cost 0 add,
  // into the parts of the next level.
  template <class Rank>
  void expand_level(const Parts<Rank>& level, Parts<Rank>& next, int distance) {
    std::uint64_t states = 0;
    Parts<Rank> added;  // the states moves of cost 0 found, for the next round
    const Parts<Rank>* round = &level;
    bool first_round = true;  // with costs of 0, it claims its states (see expand)
    for (std::size_t size = total_size(level); size != 0; size = total_size(*round)) {
      const std::size_t threads = options_.threads != 0 || size >= (1U << 14) ? next.size() : 1;
      std::vector<Found<Rank>> found(threads);
      for (std::size_t t = 0; t < threads; ++t) found[t].next = &next[t];
      std::atomic<std::size_t> next_chunk{0};
      constexpr std::size_t chunk = 1024;
      const bool claim = !unit_costs && first_round;
      run_split(threads, [&](std::size_t t) {
        Found<Rank>& mine = found[t];
        Batch work;
        std::array<std::size_t, batch> ranks{};
        for (;;) {
          const std::size_t begin = next_chunk.fetch_add(chunk, std::memory_order_relaxed);
          if (begin >= size) break;
          const std::size_t end = std::min(size, begin + chunk);
          // The chunk's ranks, in batches, across the parts' boundaries.
          std::size_t filled = 0;
          for_each_in(*round, begin, end, [&](Rank rank) {
            ranks[filled++] = static_cast<std::size_t>(rank);  // below states_, a size_t
            if (filled == batch) {
              expand(std::span(ranks.data(), filled), distance, claim, mine, work);
              filled = 0;
            }
          });
          if (filled != 0) expand(std::span(ranks.data(), filled), distance, claim, mine, work);
        }
      });
      Parts<Rank> following(threads);
      for (std::size_t t = 0; t < threads; ++t) {
        following[t] = std::move(found[t].now);
        states += found[t].states;
        entries_set_ += found[t].entries;
      }
      added = std::move(following);
      round = &added;
      first_round = false;
    }
    if (states == 0) return;  // every state queued was reached before: no level
    states_reached_ += states;
    if (options_.on_level)
      options_.on_level(
          search::BuildProgress{distance, states, states_reached_, entries_set_, entries_});
  }

  // Calls f(rank) for the ranks at positions begin .. end - 1 of the parts
  // taken one after another.
  template <class Rank, class F>
  static void for_each_in(const Parts<Rank>& parts, std::size_t begin, std::size_t end, F&& f) {
    std::size_t offset = 0;
    for (const auto& part : parts) {
      const std::size_t part_end = offset + part.size();
      for (std::size_t i = std::max(begin, offset); i < std::min(end, part_end); ++i)
        f(part[i - offset]);
      offset = part_end;
      if (offset >= end) return;
    }
  }

  // The states of a level sit anywhere in tables of hundreds of megabytes,
  // and so do their neighbours: looking each up in turn would wait for one
  // cache miss after another. So states are expanded in batches: first every
  // state of the batch is unranked and its moves listed, with each word they
  // will touch prefetched; then the claims are made, by which time most of
  // those words have arrived. (The build of the 15-puzzle's 7-tile database
  // took 2.5 times as long one state at a time, and 10% longer in batches of
  // 32 or 16 than of 64; 128 and 256 gain nothing more.)
  static constexpr std::size_t batch = 64;

  struct Batch {
    std::vector<std::size_t> entries;  // [s]: of state s of the batch
    std::vector<std::size_t> ends;     // [s]: where state s's moves end in `moves`
    // Ranks, the cost in the lowest bit (rank << 1 | cost): abstractions of
    // fewer than 2^63 states, which memory bounds far below anyway.
    std::vector<std::uint64_t> moves;
  };

  template <class Rank>
  void expand(std::span<const std::size_t> ranks, int distance, bool claim, Found<Rank>& found,
              Batch& work) {
    work.entries.clear();
    work.ends.clear();
    work.moves.clear();
    for (const std::size_t rank : ranks) {
      // With costs of 0, a state queued at this distance may have been
      // reached at a smaller one since.
      if (claim && !reached_.set_if_all_ones(rank, 0)) continue;
      if (distance > search::PatternDatabase<Bits>::max_entry) too_far(distance);
      const state_type state = abstraction_.unrank(rank);
      std::size_t entry = 0;
      if constexpr (search::AbstractionWithEntryOfRank<A>)
        entry = checked_entry(static_cast<std::uint64_t>(abstraction_.entry_of_rank(rank)));
      else
        entry = checked_entry(search::entry_of(abstraction_, state));
      table_.prefetch(entry);
      work.entries.push_back(entry);
      const auto note = [&](std::size_t next_rank, int cost) {
        reached_.prefetch(next_rank);
        work.moves.push_back(std::uint64_t{next_rank} << 1 | (cost == 0 ? 0U : 1U));
      };
      if constexpr (search::AbstractionWithRankedMoves<A>) {
        abstraction_.for_each_ranked_move(state, rank, [&](std::uint64_t next_rank, int cost) {
          note(checked(next_rank), cost);
        });
      } else {
        abstraction_.for_each_move(
            state, [&](const state_type& next, int cost) { note(checked_rank(next), cost); });
      }
      work.ends.push_back(work.moves.size());
    }
    std::size_t move = 0;
    for (std::size_t s = 0; s < work.entries.size(); ++s) {
      ++found.states;
      const std::size_t entry = work.entries[s];
      if (table_.get_shared(entry) == search::PackedArray<Bits>::all_ones &&
          table_.set_if_all_ones(entry, static_cast<unsigned>(distance)))
        ++found.entries;
      for (; move < work.ends[s]; ++move) {
        const auto next_rank = static_cast<std::size_t>(work.moves[move] >> 1);
        if ((work.moves[move] & 1U) == 0) {
          if (claim_now(next_rank)) found.now.push_back(static_cast<Rank>(next_rank));
        } else if (claim_next(next_rank)) {
          found.next->push_back(static_cast<Rank>(next_rank));
        }
      }
    }
  }

  const A& abstraction_;
  const search::BuildOptions& options_;
  std::uint64_t states_;
  std::uint64_t entries_;
  search::PackedArray<Bits> table_;
  search::PackedArray<1> reached_;  // 0: reached (with unit costs, queued)
  search::PackedArray<1> queued_;   // 0: queued for the next level (costs of 0 only)
  std::uint64_t states_reached_ = 0;
  std::uint64_t entries_set_ = 0;
};

}  // namespace rotation::detail

namespace rotation::search {

/// Builds the pattern database of `abstraction`, with entries of Bits bits.
///
/// Entries of 8 bits hold distances up to 254, of 4 up to 14; a distance that does not fit
/// is a pattern_database_error. Throws pattern_database_error for a rank out of
/// range or for more states or entries than std::size_t counts (2^32 or more on a
/// 32-bit target, before anything is allocated), and whatever the abstraction throws.
template <unsigned Bits = 8, Abstraction A>
[[nodiscard]] PatternDatabase<Bits> build_pattern_database(const A& abstraction,
                                                           const BuildOptions& options = {}) {
  detail::check_optional_abstraction_members<A>();  // a misfit optional member: a build error
  return detail::PatternDatabaseBuild<Bits, A>(abstraction, options).run();
}

}  // namespace rotation::search
