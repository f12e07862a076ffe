#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// The table of a CoordinatePattern built by a breadth-first search from the goal over the
/// table itself, on every core: half a byte an entry while the distances stay under 15,
/// widened to a byte as the build goes on when they do not.

#include <algorithm>
#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "../detail/checked_size.hpp"
#include "../detail/raise.hpp"
#include "../detail/text.hpp"
#include "../detail/threads.hpp"
#include "../search/build_options.hpp"
#include "../search/packed_array.hpp"
#include "../search/pattern_database.hpp"
#include "coordinate_pattern.hpp"

// One detail namespace for the whole library (see detail/): a nested one
// would hide it from lookups made here.
namespace rotation::detail {

// Where a breadth-first build over a pattern's table stands between two
// levels: what a build of half-byte entries hands to one of bytes when its
// distances pass 14.
struct CoordinateLevels {
  int distance = 0;                   // the level to expand next
  std::vector<std::uint64_t> listed;  // its ranks, while it is small
  bool is_listed = true;              // whether `listed` holds the level
  std::uint64_t reached = 1;          // states given a distance so far
  std::uint64_t level = 1;            // states at `distance`
};

// The table of a pattern of coordinates, by a breadth-first search over the
// table itself: Bits bits a state (4 or 8). A small level is kept as a list of
// its ranks and expanded from it; a large one is found by scanning the table
// for its distance. While the level is smaller than what is left unreached,
// its states are expanded (forward); after, each state still unreached looks
// for a neighbour on the level and stops at the first (backward), which is
// cheaper once most states have a distance. Ranks are walked in order, their
// coordinates counted up like an odometer, so that a neighbour's rank costs a
// table look-up per coordinate and no division. Threads take ranges of ranks
// (or of the list) and claim a state with a compare-and-swap on its word, so
// every state is counted once; a backward scan's ranges are whole words, so
// it writes only its own. The entries are those of the finished table, so a
// table is allocated once (on a machine whose page faults are slow, a second
// copy costs as much as a level); only a table that widens has, while it is
// copied, both widths at once: a byte and a half a state.
template <unsigned Bits>
class CoordinateTableBuild {
 public:
  using Entries = search::PackedArray<Bits>;
  static constexpr unsigned unreached = Entries::all_ones;

  CoordinateTableBuild(const permutation::CoordinatePattern& pattern,
                       const search::BuildOptions& options, Entries entries)
      : pattern_(pattern), options_(options), entries_(std::move(entries)) {
    size_ = entries_.size();
    for (const std::size_t c : pattern.chosen())
      coordinates_.push_back(&pattern.space().coordinates()[c]);
    moves_ = pattern.space().moves().size();
  }

  // Gives the goal distance 0: the levels' start.
  CoordinateLevels start() {
    const auto goal = static_cast<std::size_t>(pattern_.entry(pattern_.space().goal()));
    entries_.set(goal, 0);
    CoordinateLevels levels;
    levels.listed = {goal};
    return levels;
  }

  // Expands levels until every state reachable has its distance (true), or
  // until the next distance would be `unreached`, which an entry cannot hold
  // (false; `levels` says where the build stands).
  bool run(CoordinateLevels& levels) {
    const std::size_t threads =
        options_.threads != 0 ? options_.threads : threads_for(size_, 1U << 18);
    const std::size_t list_limit = std::max<std::size_t>(size_ / 64, 1024);
    for (; levels.level != 0; ++levels.distance) {
      const int d = levels.distance;
      // The last distance an entry holds: done when no state of it has a
      // neighbour still unreached (the 2x2x2's 14 quarter turns), else the
      // entries are too small.
      const bool last = d + 1 >= static_cast<int>(unreached);
      if (last && level_goes_on(levels, threads)) return false;
      if (options_.on_level)
        options_.on_level(
            search::BuildProgress{d, levels.level, levels.reached, levels.reached, size_});
      if (last) return true;
      const bool backward = levels.level > size_ - levels.reached;
      const bool list_next = !backward && levels.level * moves_ <= list_limit;
      std::vector<Found> found(threads);
      const auto at = static_cast<unsigned>(d);
      std::atomic<std::size_t> next_chunk{0};
      if (levels.is_listed && !backward) {
        const std::size_t chunk = 256;
        const auto& listed = levels.listed;
        run_split(threads, [&](std::size_t t) {
          for (;;) {
            const std::size_t begin = next_chunk.fetch_add(chunk, std::memory_order_relaxed);
            if (begin >= listed.size()) break;
            for (std::size_t i = begin; i < std::min(listed.size(), begin + chunk); ++i)
              expand(digits_of(listed[i]), at, list_next, found[t]);
          }
        });
      } else {
        // Whole words: a backward step writes its own entries only.
        std::size_t chunk = std::max<std::size_t>(size_ / (threads * 16) + 1, 4096);
        chunk += Entries::per_word - chunk % Entries::per_word;
        run_split(threads, [&](std::size_t t) {
          for (;;) {
            const std::size_t begin = next_chunk.fetch_add(chunk, std::memory_order_relaxed);
            if (begin >= size_) break;
            scan(begin, std::min(size_, begin + chunk), at, backward, list_next, found[t]);
          }
        });
      }
      levels.level = 0;
      levels.listed.clear();
      for (Found& part : found) {
        levels.level += part.count;
        levels.listed.insert(levels.listed.end(), part.ranks.begin(), part.ranks.end());
      }
      levels.is_listed = list_next;
      levels.reached += levels.level;
    }
    return true;
  }

  // The entries, for the finished table or for a build of wider entries.
  Entries take() { return std::move(entries_); }

 private:
  using Digits = std::array<std::uint32_t, permutation::max_coordinates>;

  // What a thread gave the next distance: how many, and, for a small level,
  // which.
  struct Found {
    std::uint64_t count = 0;
    std::vector<std::uint64_t> ranks;
  };

  Digits digits_of(std::uint64_t rank) const {
    Digits digit{};
    for (std::size_t i = 0; i < coordinates_.size(); ++i) {
      digit[i] = static_cast<std::uint32_t>(rank / pattern_.weights()[i]);
      rank %= pattern_.weights()[i];
    }
    return digit;
  }

  // The rank after move m from the state whose coordinates' rows are `rows`.
  std::size_t neighbour(const std::array<const std::uint32_t*, permutation::max_coordinates>& rows,
                        std::size_t m) const {
    std::size_t rank = 0;
    for (std::size_t i = 0; i < coordinates_.size(); ++i)
      rank += static_cast<std::size_t>(pattern_.weights()[i]) * rows[i][m];
    return rank;
  }

  std::array<const std::uint32_t*, permutation::max_coordinates> rows_of(
      const Digits& digit) const {
    std::array<const std::uint32_t*, permutation::max_coordinates> rows{};
    for (std::size_t i = 0; i < coordinates_.size(); ++i) rows[i] = coordinates_[i]->row(digit[i]);
    return rows;
  }

  // Forward: gives d + 1 to the unreached neighbours of the state of these
  // coordinates (at d).
  void expand(const Digits& digit, unsigned d, bool list, Found& found) {
    const auto rows = rows_of(digit);
    for (std::size_t m = 0; m < moves_; ++m) {
      const std::size_t next = neighbour(rows, m);
      if (entries_.get_shared(next) == unreached && entries_.set_if_all_ones(next, d + 1)) {
        ++found.count;
        if (list) found.ranks.push_back(next);
      }
    }
  }

  // Whether a state of the level has a neighbour not reached yet (nothing
  // written): the level's list, or the table in chunks over the threads.
  bool level_goes_on(const CoordinateLevels& levels, std::size_t threads) const {
    const auto goes_on = [&](const Digits& digit) {
      const auto rows = rows_of(digit);
      for (std::size_t m = 0; m < moves_; ++m)
        if (entries_.get_shared(neighbour(rows, m)) == unreached) return true;
      return false;
    };
    if (levels.is_listed)
      return std::any_of(levels.listed.begin(), levels.listed.end(),
                         [&](std::uint64_t rank) { return goes_on(digits_of(rank)); });
    const auto d = static_cast<unsigned>(levels.distance);
    const std::size_t chunk = std::max<std::size_t>(size_ / (threads * 16) + 1, 4096);
    std::atomic<std::size_t> next_chunk{0};
    std::atomic<bool> found{false};
    run_split(threads, [&](std::size_t) {
      while (!found.load(std::memory_order_relaxed)) {
        const std::size_t begin = next_chunk.fetch_add(chunk, std::memory_order_relaxed);
        if (begin >= size_) break;
        Digits digit = digits_of(begin);
        for (std::size_t r = begin; r < std::min(size_, begin + chunk); ++r, advance(digit, 1)) {
          if (entries_.get_shared(r) == d && goes_on(digit)) {
            found.store(true, std::memory_order_relaxed);
            break;
          }
        }
      }
    });
    return found.load();
  }

  // Ranks [begin, end): expands those at distance d (forward), or gives d + 1
  // to the unreached ones with a neighbour at d (backward).
  void scan(std::size_t begin, std::size_t end, unsigned d, bool backward, bool list,
            Found& found) {
    Digits digit = digits_of(begin);
    const unsigned wanted = backward ? unreached : d;
    constexpr std::size_t per_word = Entries::per_word;
    std::size_t r = begin;
    while (r < end) {
      // Most ranks of a level's scan are not wanted: a word of them at a
      // time is passed over when none of them is.
      if (r % per_word == 0 && r + per_word <= end && !word_holds(r, wanted)) {
        advance(digit, per_word);
        r += per_word;
        continue;
      }
      if (entries_.get_shared(r) == wanted) {
        if (!backward) {
          expand(digit, d, list, found);
        } else {
          const auto rows = rows_of(digit);
          for (std::size_t m = 0; m < moves_; ++m) {
            if (entries_.get_shared(neighbour(rows, m)) == d) {
              entries_.set_own(r, d + 1);  // r's word is in this thread's range
              ++found.count;
              break;
            }
          }
        }
      }
      advance(digit, 1);
      ++r;
    }
  }

  // Whether one of the entries of the word from rank i (its first) is `value`.
  bool word_holds(std::size_t i, unsigned value) const {
    return entries_.equal_in_word(i / Entries::per_word, value) != 0;
  }

  // The odometer of coordinates moved on by n ranks: the last turns fastest.
  void advance(Digits& digit, std::uint64_t n) const {
    for (std::size_t i = coordinates_.size(); i-- > 0 && n != 0;) {
      const std::uint64_t size = coordinates_[i]->size();
      const std::uint64_t sum = digit[i] + n;
      if (sum < size) {
        digit[i] = static_cast<std::uint32_t>(sum);
        return;
      }
      digit[i] = static_cast<std::uint32_t>(sum % size);
      n = sum / size;
    }
  }

  const permutation::CoordinatePattern& pattern_;
  const search::BuildOptions& options_;
  Entries entries_;
  std::size_t size_ = 0;
  std::vector<const permutation::Coordinate*> coordinates_;
  std::size_t moves_ = 0;
};

// The entries of `narrow` (half bytes) as bytes, unreached kept unreached.
inline search::PackedArray<8> widened(const search::PackedArray<4>& narrow) {
  search::PackedArray<8> wide(narrow.size());
  for (std::size_t i = 0; i < narrow.size(); ++i) {
    const unsigned value = narrow.get(i);
    if (value != search::PackedArray<4>::all_ones) wide.set(i, value);
  }
  return wide;
}

}  // namespace rotation::detail

namespace rotation::permutation {

/// The table of a pattern: half a byte an entry when its distances stay under 15 (the cube's
/// tables, the 2x2x2's whole space), else a byte.
using CoordinateTable = std::variant<search::PatternDatabase<4>, search::PatternDatabase<8>>;

/// Builds the table of `pattern` by a breadth-first search from the goal over the table
/// itself, half a byte an entry; when a distance passes 14 the entries found so far are
/// widened to bytes and the search goes on in those. Throws search::pattern_database_error
/// when a distance reaches 255, or when the table cannot be indexed on this target.
[[nodiscard]] inline CoordinateTable build_coordinate_table(
    const CoordinatePattern& pattern, const search::BuildOptions& options = {}) {
  const std::size_t size = detail::checked_size<search::pattern_database_error>(
      pattern.size(), detail::message({"pattern database '", pattern.id(), "'"}), "states");
  detail::CoordinateTableBuild<4> narrow(pattern, options, search::PackedArray<4>(size));
  detail::CoordinateLevels levels = narrow.start();
  if (narrow.run(levels)) return search::PatternDatabase<4>(pattern.id(), narrow.take());
  detail::CoordinateTableBuild<8> wide(pattern, options, detail::widened(narrow.take()));
  if (!wide.run(levels))
    detail::raise(search::pattern_database_error(detail::message(
        {"pattern database '", pattern.id(), "': distances reach 255, more than a byte holds"})));
  return search::PatternDatabase<8>(pattern.id(), wide.take());
}

}  // namespace rotation::permutation
